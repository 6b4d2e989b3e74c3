"""Model queries the boards show: "why can this piece not move now" and "why can I not roll now".
The boards used to probe the model with made-up moves; now the model answers."""
import random

import pytest

from gamebox.games.hoch.moves import PAWN, TOWER, Place, Stack
from gamebox.games.twentyseven.moves import Discs
from gamebox.protocol import Setup
from gamebox.registry import get


def positions(gid, variant, players, seeds=range(8)):
    """Every position of a few random games."""
    game = get(gid)
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(Setup(variant, players, {}, 0))
        while not state.is_terminal():
            yield state
            state = state.clone()
            state.apply(state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves()))
        yield state


def hoch_pieces(state):
    return [(TOWER, t) for t in range(14) if state.heights[t]] + [(PAWN, p) for p in range(4)]


def moves_of(state, piece):
    kind, index = piece
    if state.is_chance() or state.is_terminal():
        return []
    return [m for m in state.legal_moves() if (isinstance(m, Stack) and kind == TOWER and m.source == index)
            or (isinstance(m, Place) and kind == PAWN and m.pawn == index)]


@pytest.mark.parametrize("variant", ["duel", "duel-hierarchy", "solo"])
def test_hoch_a_piece_that_can_move_has_no_reason_and_one_that_cannot_has_its_own(variant):
    codes = set()
    for state in positions("hoch", variant, 1 if variant == "solo" else 2):
        for piece in hoch_pieces(state):
            why = state.why_piece_cannot_move(piece)
            if state.phase != "move" or moves_of(state, piece):
                assert why is None
                continue
            if why is None:
                continue   # not the piece's fault (every tower of that height carries a pawn)
            codes.add(why.code)
            kind, index = piece
            if why.code == "wrong_height":   # a tower of another height, or no tower of the rolled one
                assert state.heights[index] != state.roll if kind == TOWER else state.roll not in state.heights
            elif why.code == "not_your_pawn":
                assert kind == PAWN and state.rules.owner(index) != state.to_move
            elif why.code == "pawn_placed":
                assert kind == PAWN and state.pawn_tower[index] >= 0
            assert why.message("de") and why.message("en")
    assert "wrong_height" in codes and "pawn_placed" in codes
    if variant != "solo":
        assert "not_your_pawn" in codes


def test_hoch_rolling_is_explained_outside_the_roll():
    state = next(s for s in positions("hoch", "duel", 2) if s.phase == "move")
    assert state.why_cannot_roll().code == "already_rolled"
    start = get("hoch").new_state(Setup("duel", 2, {}, 0))
    assert start.why_cannot_roll() is None


@pytest.mark.parametrize("variant", ["standard", "grey", "red"])
def test_27_discs_that_can_move_have_no_reason_and_others_say_what_is_wrong(variant):
    codes = set()
    for state in positions("27", variant, 2, range(5)):
        if state.is_terminal():
            assert state.why_piece_cannot_move(Discs("a")).code == "game_over"
            continue
        movable = {(m.source, m.count, m.base) for m in state.own_moves()}
        for i, field in enumerate(state.names):
            height = len(state.stacks[i]) - 1
            for count in range(1, height + 2):
                for base in (False, True):
                    why = state.why_piece_cannot_move(Discs(field, count, base))
                    assert (why is None) == ((field, count, base) in movable)
                    if why is not None:
                        codes.add(why.code)
                        if why.code == "too_many":
                            assert count > height
                        if why.code == "not_your_tower":
                            assert state.stacks[i][-1] != "BW"[state.to_move]
    assert {"empty_field", "not_your_tower", "too_many", "from_goal"} <= codes
    assert state.why_piece_cannot_move(Discs("z")).code in ("no_field", "game_over")


def test_ponga_a_field_is_the_piece():
    for state in positions("ponga", "standard", 3, range(3)):
        if state.phase != "place":
            assert all(state.why_piece_cannot_move(f) is None for f in range(36))
            continue
        legal = {m.field for m in state.legal_moves()}
        for f in range(36):
            assert (state.why_piece_cannot_move(f) is None) == (f in legal)
    assert get("ponga").new_state(Setup("standard", 3, {}, 0)).why_cannot_roll() is None


def test_by_default_only_a_chance_node_can_be_rolled():
    state = get("27").new_state(Setup("standard", 2, {}, 0))
    assert state.why_cannot_roll().code == "no_roll"
