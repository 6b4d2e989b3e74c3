"""The free dice pyramid: what the sandbox lets a player do, and what it refuses."""
import random

import pytest

from gamebox.protocol import CHANCE, TERMINAL, Setup
from gamebox.pyramid import dice, lattice
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.registry import get

GAME = get("pyramide")


def new(variant="empty", seed=1):
    state = GAME.new_state(Setup(variant, 1))
    if state.current_player() == CHANCE:
        state.play(state.sample_chance(random.Random(seed)))
    return state


def test_the_three_starts():
    assert len(new("empty").pyramid) == 0
    full = new("full")
    assert len(full.pyramid) == 165
    assert sorted(d.colour for d in full.pyramid.dice.values()).count("red") == 55
    assert full.pyramid.free_dice() == [lattice.APEX]
    layer = new("layer")
    assert set(layer.pyramid) == set(lattice.BOTTOM)
    assert {d.colour for d in layer.pyramid.dice.values()} == {"pearl"}


def test_a_deal_must_fit_its_setup():
    state = GAME.new_state(Setup("layer", 1))
    assert state.current_player() == CHANCE
    assert state.why_illegal(state.parse_move("deal:" + "Pa" * 44)).code == "bad_deal"
    assert state.why_illegal(state.parse_move("deal:" + "Ra" * 45)).code == "bad_deal"
    assert state.why_illegal(state.parse_move("-800")).code == "deal_first"
    assert state.why_illegal(state.parse_move("deal:" + "Pb" * 45)) is None


def test_dice_go_only_into_funnels():
    state = new()
    assert state.why_illegal(state.parse_move("+Ra700")).code == "not_funnel"   # layer 1, no supports
    for p in ("800", "710", "701"):
        state.play(state.parse_move(f"+Ya{p}"))
    state.play(state.parse_move("+Rb700"))
    assert state.pyramid[(7, 0, 0)].colour == "red"
    assert state.why_illegal(state.parse_move("+Ra700")).code == "not_funnel"   # taken


def test_only_free_dice_are_taken_or_turned():
    state = new()
    for p in ("800", "710", "701", "700"):
        state.play(state.parse_move(f"+Ya{p}"))
    assert state.why_illegal(state.parse_move("-800")).code == "not_free"
    assert state.why_illegal(state.parse_move("800~c")).code == "not_free"
    state.play(state.parse_move("700~c"))
    assert state.pyramid[(7, 0, 0)].orientation == 2
    state.play(state.parse_move("-700"))
    state.play(state.parse_move("-800"))
    assert (8, 0, 0) not in state.pyramid


def test_the_box_holds_one_turquoise_die():
    state = new()
    state.play(state.parse_move("+Ta800"))
    reason = state.why_illegal(state.parse_move("+Ta710"))
    assert reason.code == "none_left" and reason.message("de").startswith("Von dieser Farbe")
    assert state.supply() == {"red": 55, "yellow": 55, "pearl": 55, "turquoise": 0}


def test_tipping_rolls_the_die_and_refuses_a_covered_hollow():
    state = new()
    start = dice.orientation_with({1: 3, 3: 2, 5: 1})
    state.play(state.parse_move(f"+Y{'abcdefghijklmnopqrstuvwx'[start]}044"))
    state.play(state.parse_move("044>053"))    # to the right of the player at side x=0
    assert state.pyramid[(0, 5, 3)].orientation == dice.tip(start, 2, 1)
    state.play(state.parse_move("+Ra800"))
    assert state.why_illegal(state.parse_move("053>800")).code == "not_neighbour"


def test_pulling_slides_the_edge_down():
    state = new("full")
    before = state.pyramid.copy()
    assert state.why_illegal(state.parse_move("v440")).code == "not_pullable"
    state.play(state.parse_move("v800"))
    assert state.pyramid[(8, 0, 0)] == before[(7, 0, 0)]
    assert lattice.APEX not in state.pyramid
    assert state.pyramid.funnels() == [lattice.APEX]


def test_end_puts_the_pyramid_away_and_replay_is_exact():
    record = GameRecord("pyramide", "full", [PlayerSpec("Ann")], {})
    state = GAME.new_state(Setup("full", 1))
    rng = random.Random(3)
    for _ in range(40):
        move = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(
            [m for m in state.legal_moves() if str(m) != "end"])
        record.moves.append(state.format_move(move))
        state.play(move)
    state.play(state.parse_move("end"))
    record.moves.append("end")
    assert state.current_player() == TERMINAL
    assert loads(record.dumps()).replay() == state


@pytest.mark.parametrize("text", ["+Qa800", "+Ra900", "-999", "800~z", "800>7100", "v", "deal"])
def test_unreadable_moves_are_refused(text):
    from gamebox.protocol import NotationError

    with pytest.raises(NotationError):
        new().parse_move(text)
