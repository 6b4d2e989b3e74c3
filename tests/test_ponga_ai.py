"""Ponga's computer players: deterministic, legal, sensible where it counts; calibration rows in order."""
import random

import pytest

from gamebox.ai.agents import AGENT_NAMES, make_agent
from gamebox.ai.expectimax import ExpectimaxAgent
from gamebox.games.ponga.ai import LEVELS, ForcedFirstGreedy, StrongAgent
from gamebox.games.ponga.calibration import (
    HEADLINE,
    PAIRINGS,
    PLAYERS,
    STRENGTHS,
    strength,
    wilson,
)
from gamebox.games.ponga.state import PongaState
from gamebox.protocol import Setup
from gamebox.registry import get
from gamebox.selfplay import selfplay

GAME = get("ponga")


def rolled(fields: dict[str, str], roll: str, players: int = 4, to_move: int = 0, out=()) -> PongaState:
    cells = [fields.get(f"{r}{c}", ".") for r in range(1, 7) for c in range(1, 7)]
    text = "/".join(" ".join(cells[r * 6:(r + 1) * 6]) for r in range(6))
    state = PongaState.from_position(text, players, to_move, out=tuple(out))
    state.play(state.parse_move(roll))
    return state


CAPTURE = rolled({"25": "2", "52": "344", "11": "1", "33": "2", "46": "3"}, "d25")   # take 1 stone or 3
FREE = rolled({"11": "1", "12": "1", "13": "1", "33": "2"}, "d14")                  # 14 and 41 both free


def test_the_levels_are_this_games_agents():
    assert isinstance(make_agent("search:strong", GAME, 1), StrongAgent)
    assert isinstance(make_agent("search:medium", GAME, 1), ExpectimaxAgent)
    assert isinstance(make_agent("greedy", GAME, 1), ForcedFirstGreedy)
    assert LEVELS["easy"].noise > 0 == LEVELS["medium"].noise
    assert LEVELS["strong"].depth > LEVELS["medium"].depth


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_agents_are_deterministic_per_seed_and_legal(name):
    for state in (CAPTURE, FREE):
        before = state.clone()
        first = make_agent(name, GAME, 11).choose(state)
        assert make_agent(name, GAME, 11).choose(state) == first
        assert state.why_illegal(first) is None
        assert state == before            # the agent worked on its own copy


@pytest.mark.parametrize("name", ["greedy", "search:medium", "search:strong"])
def test_the_taller_tower_is_captured(name):
    assert str(make_agent(name, GAME, 3).choose(CAPTURE)) == "52"


@pytest.mark.parametrize("name", ["greedy", "search:medium", "search:strong"])
def test_a_line_is_completed_when_the_dice_allow(name):
    # 14 completes row 1 for player 1; 41 would not.
    state = rolled({"11": "1", "12": "1", "13": "1", "15": "1", "16": "1", "14": "2", "41": "3"}, "d14")
    assert str(make_agent(name, GAME, 5).choose(state)) == "14"


@pytest.mark.parametrize("name", ["greedy", "search:medium", "search:strong"])
def test_a_line_the_next_player_could_complete_is_blocked(name):
    # Player 2 has five of column 5 and lacks 35. Player 1 rolled 3 and 5, both free: on 35 he blocks
    # the column (player 2 rolling 3 and 5 would have to take the free 53); on 53 he would open it.
    state = rolled({f"{r}5": "2" for r in "12456"} | {"11": "1"}, "d35")
    assert str(make_agent(name, GAME, 2).choose(state)) == "35"


def test_strong_also_blocks_the_player_after_next():
    state = rolled({f"{r}5": "3" for r in "12456"} | {"11": "1", "22": "2"}, "d35")
    assert str(make_agent("search:strong", GAME, 2).choose(state)) == "35"


def test_seeded_games_with_every_level_end_legally():
    """selfplay plays through a Session, which refuses any illegal move."""
    result = selfplay("ponga", "standard", ["search:strong", "search:medium", "search:easy", "greedy"], 2, seed=8)
    assert sum(result["wins"]) + result["draws"] == 2


def test_a_match_of_three_rounds_is_played_through():
    result = selfplay("ponga", "standard", ["search:medium", "greedy", "search:easy"], 2, seed=3,
                      options={"rounds": "3"})
    assert sum(result["wins"]) + result["draws"] == 2


def test_banked_points_count_in_a_match():
    state = GAME.new_state(Setup("standard", 3, {"rounds": "3"}, 0))
    even = GAME.heuristic(state)
    state.banked = [20, 0, 0]
    ahead = GAME.heuristic(state)
    assert ahead[0] > even[0] and ahead[1] < even[1]
    state.round = 3                 # the same lead weighs more with fewer rounds to come
    assert GAME.heuristic(state)[0] > ahead[0]


def test_random_legal_positions_get_legal_choices():
    rng = random.Random(12)
    agents = [make_agent(name, GAME, 4) for name in ("search:easy", "search:medium", "greedy")]
    checked = 0
    while checked < 30:
        state = GAME.new_state(Setup("standard", rng.randrange(2, 9)))
        for _ in range(rng.randrange(120)):
            if state.is_terminal():
                break
            state.apply(state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves()))
        if state.is_terminal() or state.is_chance():
            continue
        for agent in agents:
            assert state.why_illegal(agent.choose(state)) is None
        checked += 1


# -- calibration -----------------------------------------------------------------------

def test_every_pairing_was_measured_with_its_interval():
    measured = {(row.level, row.opponent): row for row in STRENGTHS}
    for level, opponent, games in PAIRINGS:
        row = measured[(level, opponent)]
        assert row.players == PLAYERS and row.games == games
        lo, hi = wilson(row.wins, row.games)
        assert (row.lo, row.hi) == (round(lo, 3), round(hi, 3))
        assert row.wins + row.draws <= row.games


def test_the_new_game_dialog_gets_a_headline_per_level():
    for level, opponent in HEADLINE.items():
        row = GAME.strength("standard", level)
        assert row is not None and row.level == level and row.opponent == opponent
        assert 0 < row.ci < 0.1
    assert strength("random") is None


def test_the_levels_are_in_order():
    """All rows play the same 500 games' dice, so they compare the levels on equal luck. Against three
    greedy players: strong at least as good as medium (they differ in a handful of games), medium better
    than easy, easy better than random. Against random players the searching levels beat easy."""
    wins = {row.level: row.wins for row in STRENGTHS if row.opponent == "greedy"}
    assert wins["search:strong"] >= wins["search:medium"] > wins["search:easy"] > wins["random"]
    against_random = {row.level: row.wins for row in STRENGTHS if row.opponent == "random"}
    assert min(against_random["search:strong"], against_random["search:medium"]) > against_random["search:easy"]
    assert len({row.games for row in STRENGTHS}) == 1
