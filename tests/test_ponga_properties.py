"""Ponga: properties of random games (hypothesis): stones, replay, the end, players out."""
import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.games.ponga.heuristic import canonical_key, evaluate
from gamebox.games.ponga.moves import Place
from gamebox.games.ponga.state import PLACE, ROLL, PongaState
from gamebox.protocol import Setup
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.registry import get

GAME = get("ponga")
MAX_MOVES = 5_000   # far beyond any real game (an 8-player match of 5 rounds is about 1,800 moves)


def random_game(players: int, rounds: str, seed: int):
    """A game of random moves, checked move by move: the record and the state after every move."""
    rng = random.Random(seed)
    record = GameRecord("ponga", "standard", [PlayerSpec(f"P{i}") for i in range(players)], {"rounds": rounds})
    state = GAME.new_state(Setup("standard", players, {"rounds": rounds}, None))
    states = [state.clone()]
    while not state.is_terminal() and len(record.moves) < MAX_MOVES:
        move = state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves())
        state.play(move)
        record.moves.append(state.format_move(move))
        states.append(state.clone())
    return record, states


games = st.tuples(st.integers(2, 8), st.sampled_from(["1", "3"]), st.integers(0, 2**32))


@settings(max_examples=40, deadline=None)
@given(games)
def test_every_random_game_ends(game):
    record, states = random_game(*game)
    assert states[-1].is_terminal() and len(record.moves) < MAX_MOVES
    assert len(states[-1].results) == int(game[1])


@settings(max_examples=40, deadline=None)
@given(games)
def test_stones_on_the_board_equal_the_placements_of_the_round(game):
    record, states = random_game(*game)
    placements = 0
    for before, after, text in zip(states, states[1:], record.moves):
        if after.round != before.round:
            placements = 0
            assert after.stones() == 0
            continue
        if isinstance(before.parse_move(text), Place):
            placements += 1
        assert after.stones() == placements == sum(len(t) for t in after.towers)
        # every stone is somebody's, and a tower's owner is its top stone
        assert all(t == () or after.top(f) == t[-1] for f, t in enumerate(after.towers))


@settings(max_examples=40, deadline=None)
@given(games)
def test_replaying_the_record_gives_the_live_state(game):
    record, states = random_game(*game)
    assert loads(record.dumps()).replay() == states[-1]
    middle = len(record.moves) // 2
    assert record.replay(middle) == states[middle]


@settings(max_examples=40, deadline=None)
@given(games)
def test_players_out_never_come_back_within_a_round(game):
    _, states = random_game(*game)
    for before, after in pairwise(states):
        if after.round == before.round:
            assert after.out[:len(before.out)] == before.out
            assert len(after.out) - len(before.out) in (0, 1)
        if after.phase in (ROLL, PLACE):
            assert not after.is_out(after.to_move)


@settings(max_examples=30, deadline=None)
@given(games)
def test_scores_are_stones_topped_and_the_heuristic_is_a_utility(game):
    _, states = random_game(*game)
    for state in states[::7]:
        if not state.is_terminal():
            assert sum(state.round_scores()) == state.stones()
        values = evaluate(state)
        assert len(values) == state.num_players and all(-1.0 <= v <= 1.0 for v in values)
    final = states[-1]
    assert final.scores() == [float(sum(r.scores[p] for r in final.results)) for p in range(final.num_players)]


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 8), st.integers(0, 2**32))
def test_the_canonical_key_folds_the_transposed_board(players, seed):
    """Swapping rows and columns maps every roll onto itself and rows onto columns: same play."""
    _, states = random_game(players, "1", seed)
    for state in states[:-1:5]:     # the end has banked points the mirror lacks
        mirror = PongaState.from_position(_transposed(state.position()), players, state.to_move)
        mirror.out_order, mirror.out_mask, mirror.phase, mirror.roll = (
            list(state.out_order), state.out_mask, state.phase, state.roll)
        mirror.starter = state.starter
        assert canonical_key(mirror) == canonical_key(state)
        if state.phase == PLACE:   # the mover's best; equal options may leave the others differently off
            assert evaluate(mirror)[state.to_move] == pytest.approx(evaluate(state)[state.to_move])
        else:
            assert evaluate(mirror) == pytest.approx(evaluate(state))


def _transposed(position: str) -> str:
    rows = [row.split() for row in position.split("/")]
    return "/".join(" ".join(rows[r][c] for r in range(6)) for c in range(6))
