"""AI players: legal, side-effect free, deterministic, generic, and strong where it is obvious."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from gamebox.ai import AGENT_NAMES, UnknownAgent, make_agent
from gamebox.ai.expectimax import ExpectimaxAgent, Level
from gamebox.ai.tree import distinct_children
from gamebox.games.hoch import heuristic
from gamebox.games.hoch.calibration import STRENGTHS, strength
from gamebox.games.hoch.heuristic import canonical_key, evaluate
from gamebox.games.hoch.state import HochState, Rules
from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, Game, GameInfo, Setup, State, Variant
from gamebox.registry import get
from gamebox.selfplay import selfplay

HOCH = get("hoch")
PLAYERS = {"duel": 2, "duel-hierarchy": 2, "solo": 1, "solo-hierarchy": 1}
SEARCHERS = ("greedy", "search:medium", "search:strong")  # no noise: they must find the obvious


def random_positions(variant: str, count: int, seed: int) -> list[State]:
    """Decision points of random games, at random moments."""
    rng = random.Random(seed)
    positions: list[State] = []
    while len(positions) < count:
        state = HOCH.new_state(Setup(variant, PLAYERS[variant]))
        stop = rng.randrange(8)
        decisions = 0
        while not state.is_terminal():
            if state.is_chance():
                state.apply(rng.choice(state.chance_outcomes())[0])
            elif decisions == stop:
                positions.append(state)
                break
            else:
                state.apply(rng.choice(state.legal_moves()))
                decisions += 1
    return positions


def snapshot(state: HochState) -> tuple:
    return (state.key(), state.position(), list(state.pawn_on), state.last_roll)


# -- every agent, every variant: a legal move, and the state left alone ------------------------
@pytest.mark.parametrize("variant", sorted(PLAYERS))
@pytest.mark.parametrize("name", AGENT_NAMES)
def test_agent_returns_a_legal_move_and_does_not_touch_the_state(variant, name):
    agent = make_agent(name, HOCH, seed=7)
    count = 2 if name == "search:strong" else 5  # strong: up to a quarter second per move
    for state in random_positions(variant, count, seed=len(variant)):
        before = snapshot(state)
        move = agent.choose(state)
        assert snapshot(state) == before
        assert state.why_illegal(move) is None
        assert move in state.legal_moves()


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_same_seed_same_moves(name):
    count = 1 if name == "search:strong" else 6
    positions = random_positions("duel", count, 1) + random_positions("solo-hierarchy", count, 2)
    first, second = make_agent(name, HOCH, seed=42), make_agent(name, HOCH, seed=42)
    assert [str(first.choose(s)) for s in positions] == [str(second.choose(s)) for s in positions]


def test_the_seed_matters_for_random_play():
    positions = random_positions("solo", 20, 3)
    one, two = make_agent("random", HOCH, seed=1), make_agent("random", HOCH, seed=2)
    assert [str(one.choose(s)) for s in positions] != [str(two.choose(s)) for s in positions]


def test_unknown_agent_names_are_refused():
    for name in ("", "search", "search:hard", "minimax", "Random"):
        with pytest.raises(UnknownAgent):
            make_agent(name, HOCH)


def test_agents_refuse_to_choose_where_nobody_chooses():
    rolling = HOCH.new_state(Setup("solo", 1))
    assert rolling.current_player() == CHANCE
    for name in AGENT_NAMES:
        with pytest.raises(ValueError):
            make_agent(name, HOCH, 0).choose(rolling)


# -- positions with an obviously best move ------------------------------------------------------
SOLO, SOLO_H = Rules(solo=True, hierarchy=False), Rules(solo=True, hierarchy=True)
DUEL, DUEL_H = Rules(solo=False, hierarchy=False), Rules(solo=False, hierarchy=True)
EMPTY9 = " - - - - - - - - -"


@pytest.mark.parametrize("name", SEARCHERS)
def test_moves_a_pawn_onto_the_tallest_tower(name):
    # Brown's 3 goes onto the 20 (23 points) rather than the 1 or the other 3.
    state = HochState.from_position(SOLO, "3B 20 1 3 18R" + EMPTY9, roll=3)
    assert str(make_agent(name, HOCH, 0).choose(state)) == "a>b"


@pytest.mark.parametrize("name", SEARCHERS)
def test_takes_the_winning_move_in_a_duel(name):
    # Blue's 2 onto the 14 makes 24:19 and nobody can move any more.
    state = HochState.from_position(DUEL, "2B 8R 10Y 9G 14 2" + " -" * 8, to_move=0, roll=2)
    move = make_agent(name, HOCH, 0).choose(state)
    assert str(move) == "a>e"
    state.play(move)
    assert state.current_player() == TERMINAL and state.winners() == [0]


@pytest.mark.parametrize("name", SEARCHERS)
def test_hierarchy_changes_the_best_move(name):
    # Blue stands final on 10, yellow on 7, brown on a 3. Brown onto the 20 is worth 23
    # in the base game; with hierarchy brown would then stand above blue and score nothing,
    # so brown goes onto the 5 instead (8 points, and the game ends: 10 + 8 + 7).
    position = "10B 3R 20 5 7Y" + EMPTY9
    base = HochState.from_position(SOLO, position, roll=3)
    ranked = HochState.from_position(SOLO_H, position, roll=3)
    agent = make_agent(name, HOCH, 0)
    assert str(agent.choose(base)) == "b>c"
    assert str(agent.choose(ranked)) == "b>d"


def test_strong_search_beats_random_play():
    # Strong scored 96.2% in 500 duels against random play (calibration.py). At a true rate
    # of 0.96, fewer than 6 wins in 8 games happen with probability 0.003 (0.015 at 0.93).
    result = selfplay("hoch", "duel", ["search:strong", "random"], games=8, seed=11)
    assert result["wins"][0] >= 6
    assert result["wins"][0] > 2 * result["wins"][1]


def test_easy_is_weaker_than_greedy():
    # Easy scored 11% against greedy in 1000 duels (calibration.py); 10 or more of
    # 20 games at that rate happen with probability below 1e-4.
    result = selfplay("hoch", "duel", ["search:easy", "greedy"], games=20, seed=5)
    assert result["wins"][0] + result["draws"] / 2 < 10


# -- the measured strengths (calibration.py) ---------------------------------------------------
def test_every_duel_level_has_a_measured_strength():
    for variant in ("duel", "duel-hierarchy"):
        for level in AGENT_NAMES:
            row = strength(variant, level)
            assert row is not None, (variant, level)
            assert row.opponent == ("random" if level == "greedy" else "greedy")
    assert strength("solo", "search:strong") is None


def test_the_measured_strengths_are_consistent():
    for row in STRENGTHS:
        assert row.level in AGENT_NAMES and row.opponent in AGENT_NAMES and row.level != row.opponent
        assert 0 <= row.rate <= 1 and row.games > 0
        assert row.ci == pytest.approx(1.96 * (row.rate * (1 - row.rate) / row.games) ** 0.5, abs=1e-4)
    duel = {row.level: row.rate for row in STRENGTHS if row.variant == "duel" and row.opponent == "greedy"}
    assert duel["search:easy"] < duel["search:medium"] < duel["search:strong"]


def test_strong_beats_greedy_in_the_measurement_the_issue_asks_for():
    row = strength("duel", "search:strong")
    assert row.games >= 2000 and row.rate - row.ci > 0.5


def test_a_small_budget_still_answers_from_a_shallower_search():
    state = HochState.from_position(SOLO, "6 5 4 3B 2 1 12R 12" + " -" * 6, roll=2)
    agent = ExpectimaxAgent(HOCH, random.Random(0), Level(depth=3, node_budget=40))
    move = agent.choose(state)
    assert state.why_illegal(move) is None
    assert 1 <= agent.last_depth < 3
    deep = ExpectimaxAgent(HOCH, random.Random(0), Level(depth=3, node_budget=10**7))
    deep.choose(state)
    assert deep.last_depth == 3 and deep.last_nodes > agent.last_nodes


def test_the_strong_players_search_without_a_table_stops_at_its_node_budget(monkeypatch, tmp_path):
    """What bounds every move of the strong duel player before its table is ready (issue 34: each within 1 s;
    bench/bench_ai.py times it): the nodes it makes, never more than its budget and one node's children."""
    from gamebox.ai.expectimax import LEVELS

    monkeypatch.setenv("GAMEBOX_CACHE", str(tmp_path))       # no table: the search plays
    agent = make_agent("search:strong", HOCH, seed=1)
    budget = LEVELS["strong"].node_budget
    made = []
    for state in random_positions("duel", 12, seed=11):
        move = agent.choose(state)
        assert state.why_illegal(move) is None
        made.append(agent.fallback.last_nodes)
    assert max(made) <= budget + 100          # past the budget by one node's children at most
    assert max(made) > budget // 2            # the budget is what stopped the deepest searches


# -- the evaluation -------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_evaluation_is_a_utility_of_the_right_shape(variant):
    for state in random_positions(variant, 30, seed=9):
        after = state.clone()
        after.apply(after.legal_moves()[0])
        for s in (state, after):
            values = evaluate(s)
            assert len(values) == PLAYERS[variant]
            if PLAYERS[variant] == 2:
                assert -1 <= values[0] <= 1 and values[0] == pytest.approx(-values[1])
            else:
                assert 0 <= values[0] <= 45


def test_evaluation_prefers_a_pawn_on_a_tall_tower():
    high = HochState.from_position(SOLO, "3 20 1 3B 18R" + EMPTY9)
    low = HochState.from_position(SOLO, "3 20B 1 3 18R" + EMPTY9)
    assert evaluate(low)[0] > evaluate(high)[0]
    ahead = HochState.from_position(DUEL, "2B 8R 10Y 9G 14 2" + " -" * 8, to_move=1)
    assert evaluate(ahead)[1] > 0  # Team G leads 19 to 10 and blue is stuck without a 2


def test_duel_evaluation_is_the_chance_to_win_minus_the_chance_to_lose():
    # Every pawn final: the result stands, exactly (17:17, green's 10 is the best pawn: H5).
    done = HochState.from_position(DUEL, "8B 9R 10Y 7G 3 2" + " -" * 8, to_move=1)
    assert evaluate(done) == [-1.0, 1.0]
    # A bigger lead is worth more, and never a sure win while pawns can still move.
    small = HochState.from_position(DUEL, "3B 9R 8Y 2G 6 5 4 1" + " -" * 6, to_move=1)
    large = HochState.from_position(DUEL, "3B 12R 8Y 2G 6 5 4 1" + " -" * 6, to_move=1)
    assert 0 < evaluate(small)[0] < evaluate(large)[0] < 1


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_pawn_estimates_are_the_weights_times_the_features(variant):
    # pawn_estimates sums the features' shared parts once; it must equal the model.
    for state in random_positions(variant, 40, seed=4):
        c = heuristic.Context(state)
        weights = heuristic.WEIGHTS[heuristic.variant_of(state.rules)]
        model = [float(f) if kind == "final" else max(0.0, sum(w * x for w, x in zip(weights[kind], f)))
                 for kind, f in heuristic.pawn_kinds(state, c)]
        assert heuristic.pawn_estimates(state, c)[0] == pytest.approx(model, abs=1e-9)


def test_canonical_key_folds_places_and_equal_pawns():
    solo = HochState.from_position(SOLO, "6 6 5 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    ranked = HochState.from_position(SOLO_H, "6 6 5 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    for rules_state, same_pawns in ((solo, True), (ranked, False)):
        keys = {}
        for move in rules_state.legal_moves():
            child = rules_state.clone()
            child.apply(move)
            keys[str(move)] = canonical_key(child)
        assert keys["B@a"] == keys["B@b"]           # equal towers, different places
        assert keys["a>c"] == keys["b>d"]           # 6 onto a 5, whichever
        assert keys["a>c"] != keys["a>e"]           # onto a 5 or onto a 4
        assert (keys["B@a"] == keys["R@a"]) is same_pawns  # ranks matter with hierarchy


# -- any game of the protocol: a toy dice game for 1 to 3 players ----------------------------
@dataclass(frozen=True)
class Gamble:
    """Each turn: `safe` scores 2; `risky` asks the die: `hit` scores 5, `miss` nothing."""

    name: str

    def __str__(self) -> str:
        return self.name


SAFE, RISKY, HIT, MISS = (Gamble(n) for n in ("safe", "risky", "hit", "miss"))


class GambleState(State):
    def __init__(self, players: int, rounds: int, p_hit: float) -> None:
        self.players, self.rounds, self.p_hit = players, rounds, p_hit
        self.totals = [0] * players
        self.turn = 0
        self.pending = False

    @property
    def num_players(self) -> int:
        return self.players

    def current_player(self) -> int:
        if self.turn >= self.players * self.rounds:
            return TERMINAL
        return CHANCE if self.pending else self.turn % self.players

    def legal_moves(self) -> list:
        if self.is_terminal():
            return []
        return [HIT, MISS] if self.pending else [SAFE, RISKY]

    def chance_outcomes(self) -> list:
        return [(HIT, self.p_hit), (MISS, 1 - self.p_hit)] if self.pending else []

    def apply(self, move) -> None:
        player = self.turn % self.players
        if move == RISKY:
            self.pending = True
            return
        self.totals[player] += {SAFE: 2, HIT: 5, MISS: 0}[move]
        self.pending = False
        self.turn += 1

    def why_illegal(self, move) -> Reason | None:
        return None if move in self.legal_moves() else Reason("no", Text("no", "nein"), {})

    def parse_move(self, text: str):
        return Gamble(text)

    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def winners(self) -> list[int]:
        best = max(self.totals)
        tops = [i for i, t in enumerate(self.totals) if t == best]
        return tops if len(tops) == 1 and self.is_terminal() else []

    def returns(self) -> list[float]:
        return self.scores()  # every player wants points: max^n, not zero-sum

    def clone(self) -> GambleState:
        other = GambleState(self.players, self.rounds, self.p_hit)
        other.totals, other.turn, other.pending = list(self.totals), self.turn, self.pending
        return other

    def key(self):
        return (tuple(self.totals), self.turn, self.pending)


class GambleGame(Game):
    info = GameInfo("gamble", "Gamble", Text("t", "t"), Text("d", "d"), 1, 3, (1, 1),
                    (Variant("n", Text("n", "n"), 1, 3, Text("d", "d")),))

    def __init__(self, p_hit: float) -> None:
        self.p_hit = p_hit

    def new_state(self, setup: Setup) -> State:
        return GambleState(setup.num_players, 2, self.p_hit)

    def heuristic(self, state: State) -> list[float]:
        return state.scores()


@pytest.mark.parametrize("players", [1, 2, 3])
@pytest.mark.parametrize("name", SEARCHERS)
def test_any_game_with_chance_and_any_number_of_players(players, name):
    # Risky is worth 5p: take it when p = 0.6 (3 > 2), leave it when p = 0.3 (1.5 < 2).
    for p_hit, best in ((0.6, RISKY), (0.3, SAFE)):
        game = GambleGame(p_hit)
        agent = make_agent(name, game, 0)
        state = game.new_state(Setup("n", players))
        while not state.is_terminal():  # every seat, every round: max^n for each mover
            if state.is_chance():
                state.apply(MISS)
            else:
                move = agent.choose(state)
                assert move == best
                state.apply(move)


def test_random_and_easy_play_any_game():
    game = GambleGame(0.5)
    state = game.new_state(Setup("n", 3))
    for name in ("random", "search:easy"):
        assert make_agent(name, game, 1).choose(state) in (SAFE, RISKY)


def test_equal_children_are_searched_once():
    game = GambleGame(0.5)
    state = game.new_state(Setup("n", 2))
    state.apply(SAFE)
    children = distinct_children(game, state)
    assert [move for move, _, _ in children] == [SAFE, RISKY]
    solo = HochState.from_position(SOLO, "6 6 5 5 4 4 3 3 2 2 2 1 1 1", roll=6)
    assert len(distinct_children(HOCH, solo)) <= len(solo.legal_moves())


def test_strong_reports_the_perfect_players_strength_once_the_table_exists(monkeypatch):
    from gamebox import registry

    game = registry.get("hoch")
    monkeypatch.setattr(type(game), "has_solution", lambda self, v, o=None: False)
    searching = game.strength("duel-hierarchy", "search:strong")
    monkeypatch.setattr(type(game), "has_solution", lambda self, v, o=None: True)
    perfect = game.strength("duel-hierarchy", "search:strong")
    assert not searching.solved and perfect.solved and perfect.rate > searching.rate
    assert game.strength("duel-hierarchy", "search:medium").solved is False
