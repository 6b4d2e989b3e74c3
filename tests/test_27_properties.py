"""27: perft counts against golden files, and properties of random games (hypothesis)."""
import json
import random
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.games.twentyseven.example import EXAMPLE_MOVES, SECOND_EXAMPLE_PLY
from gamebox.games.twentyseven.moves import PASS, Shift, parse
from gamebox.games.twentyseven.state import Rules, TwentySevenState
from gamebox.protocol import Setup
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.registry import get

GOLDEN = json.loads((Path(__file__).parent / "golden" / "27_perft.json").read_text())
VARIANTS = ("standard", "grey", "red")


def perft(state: TwentySevenState, depth: int) -> int:
    """Leaves of the legal-move tree `depth` plies deep; a finished game is one leaf."""
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)        # checked: every generated move must pass the referee too
        total += perft(child, depth - 1)
    return total


@pytest.mark.parametrize("variant", VARIANTS)
def test_perft_from_the_start(variant):
    state = TwentySevenState(Rules(variant), 0)
    assert [perft(state, d) for d in range(1, 5)] == GOLDEN["start"][variant]


@pytest.mark.parametrize("variant", VARIANTS)
def test_perft_from_the_book_example(variant):
    state = TwentySevenState(Rules(variant), 0)
    for text in EXAMPLE_MOVES[:SECOND_EXAMPLE_PLY]:
        state.play(parse(text))
    assert [perft(state, d) for d in range(1, 4)] == GOLDEN["example"][variant]


def _random_game(variant: str, seed: int):
    game = get("27")
    rng = random.Random(seed)
    record = GameRecord("27", variant, [PlayerSpec("A"), PlayerSpec("B")], {})
    state = game.new_state(Setup(variant, 2, {}, None))
    states = [state.clone()]
    while not state.is_terminal():
        move = state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves())
        state.play(move)
        record.moves.append(str(move))
        states.append(state.clone())
    return record, states


@settings(max_examples=60, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**9))
def test_discs_are_conserved_and_the_row_only_shrinks(variant, seed):
    _, states = _random_game(variant, seed)
    for before, after in pairwise(states):
        assert after.total_discs() == 27
        assert [after.discs(c) for c in "BWGR"] == [9, 9, 7, 2]
        assert set(after.names) <= set(before.names) and after.names == sorted(after.names)
        if variant == "standard":
            assert len(after.stacks) == 9 and [s[0] for s in after.stacks] == list("RGGGGGGGR")


@settings(max_examples=60, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**9))
def test_replay_of_the_record_equals_the_live_state(variant, seed):
    record, states = _random_game(variant, seed)
    assert loads(record.dumps()).replay() == states[-1]


@settings(max_examples=60, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**9))
def test_every_move_goes_exactly_n_fields_forward_and_the_game_ends(variant, seed):
    rng = random.Random(seed)
    state = TwentySevenState(Rules(variant), rng.randrange(2))
    plies = 0
    while not state.is_terminal():
        mover = state.to_move
        moves = state.legal_moves()
        for move in moves:
            assert state.why_illegal(move) is None
            if isinstance(move, Shift):
                i, j = state.names.index(move.source), state.names.index(move.target)
                assert (j - i) * state.direction(mover) == state.steps(mover)
        if moves == [PASS]:
            assert not state.moves_of(mover) and state.moves_of(1 - mover)
        state.apply(rng.choice(moves))
        plies += 1
    assert plies < 27 * 9 * 2     # each move carries a disc forward or shortens the row
    assert not state.moves_of(0) and not state.moves_of(1)


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**9))
def test_every_generated_move_is_refused_nowhere_and_others_are_refused(variant, seed):
    """The generator and the referee agree: a shift is legal exactly when it is generated."""
    rng = random.Random(seed)
    state = TwentySevenState(Rules(variant), 0)
    while not state.is_terminal():
        legal = set(state.legal_moves())
        for source in state.names:
            for target in state.names:
                for count in range(1, 5):
                    for base in (False, True):
                        move = Shift(source, count, target, base)
                        assert (state.why_illegal(move) is None) == (move in legal)
        state.apply(rng.choice(sorted(legal, key=str)))
