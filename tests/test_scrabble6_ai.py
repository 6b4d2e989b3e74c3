"""Scrabble 6×6's computer players: they see only their own rack, and the levels do what they say."""
import random
from collections import Counter

import pytest

from gamebox.ai import make_agent
from gamebox.games.scrabble6.ai import best_moves, scored
from gamebox.games.scrabble6.moves import Exchange, Pass, Place
from gamebox.games.scrabble6.state import Rules, ScrabbleState
from gamebox.registry import get

GAME = get("scrabble6")


def dealt(seed=3, players=2, turns=4) -> ScrabbleState:
    state = ScrabbleState(Rules(players), 0)
    rng = random.Random(seed)
    agent = make_agent("greedy", GAME, seed)
    done = 0
    while done < turns or state.is_chance():
        if state.is_chance():
            state.play(state.sample_chance(rng))
        else:
            state.play(agent.choose(state.observation(state.to_move)))
            done += 1
    return state


def swapped_rack(state: ScrabbleState, seat: int) -> ScrabbleState:
    """The same position with `seat`'s rack swapped for other tiles from the bag."""
    other = state.clone()
    old = Counter(other.racks[seat])
    bag = other.bag + old
    pool = sorted(bag.elements())
    new = "".join(t for t in reversed(pool))[:len(other.racks[seat])]
    other.bag = bag - Counter(new)
    other.racks[seat] = other.tiles.sort(new)
    assert other.racks[seat] != state.racks[seat]
    return other


@pytest.mark.parametrize("level", ["random", "search:easy", "greedy", "search:medium", "search:strong"])
def test_no_level_sees_another_rack(level):
    state = dealt()
    seat = state.to_move
    other = swapped_rack(state, 1 - seat)
    assert state.observation(seat).key() == other.observation(seat).key()
    first = make_agent(level, GAME, 11).choose(state.observation(seat))
    second = make_agent(level, GAME, 11).choose(other.observation(seat))
    assert first == second
    assert state.why_illegal(first) is None


def test_an_observation_keeps_counts_but_not_letters():
    state = dealt(players=3)
    seen = state.observation(0)
    assert [len(r) for r in seen.racks] == [len(r) for r in state.racks]
    assert set(seen.racks[1]) == {"*"} and seen.bag_count() == sum(state.bag.values())


def test_medium_plays_the_best_score_and_easy_plays_short_words():
    state = dealt(seed=5)
    best = best_moves(state, 3)
    medium = make_agent("search:medium", GAME, 1).choose(state.observation(state.to_move))
    assert isinstance(medium, Place) and state.preview(medium)[2] == best[0][0]
    easy = make_agent("search:easy", GAME, 1).choose(state.observation(state.to_move))
    if isinstance(easy, Place):
        assert len(easy.tiles) <= 3
        assert max(len(w.text) for w in state.preview(easy)[1]) <= 4 or len(easy.tiles) <= 2
    assert [p for p, _m, _w in best] == sorted((p for p, _m, _w in best), reverse=True)


def test_without_a_placement_the_computer_exchanges_or_passes():
    state = dealt(seed=5, turns=0)                # the first turn: only the rack's own letters
    for rack in ("QXYJVC", "QQXXYY", "CCXXQQ", "QQQQQQ"):
        state.racks[state.to_move] = rack
        state._legal = None
        if not scored(state):
            break
    assert not scored(state), "a rack that makes no word here"
    assert isinstance(make_agent("search:medium", GAME, 1).choose(state.observation(state.to_move)), Exchange)
    state.bag = Counter("AB")                     # too few tiles to exchange: pass
    assert isinstance(make_agent("search:strong", GAME, 1).choose(state.observation(state.to_move)), Pass)


def test_a_whole_game_of_computer_players_ends():
    from gamebox.selfplay import selfplay

    result = selfplay("scrabble6", "standard", ["search:easy", "search:medium"], 1, seed=4)
    assert result["games"] == 1 and sum(result["wins"]) + result["draws"] == 1
    assert result["mean_scores"][1] > result["mean_scores"][0]
