"""Würfelmarsch's rules: the start, tipping (the book's example), beating (the book's example with its right
and left funnel, in both orders), turning, the two ends and the quiet-rounds ruling."""
from __future__ import annotations

import random

import pytest

from gamebox.games.wuerfelmarsch.game import MarchGame
from gamebox.games.wuerfelmarsch.moves import Tip, Turn, parse
from gamebox.games.wuerfelmarsch.state import OVER, MarchState, Rules, goal, start_hollows
from gamebox.protocol import Setup
from gamebox.pyramid import dice, lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import MINUS

GAME = MarchGame()
X, Y, Z = MINUS          # the upper faces toward the sides x=0, y=0, z=0


def position(to_move: int, placed: dict) -> MarchState:
    """A position drawn by hand: {pos: (colour, orientation)}."""
    s = MarchState(Rules())
    s.pyramid = Pyramid({p: Die(c, o) for p, (c, o) in placed.items()})
    s.to_move = to_move
    return s


def test_the_start_five_dice_each_in_the_middle_rim_hollows_3_toward_the_player():
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    assert len(s.pyramid) == 15
    for seat, colour in enumerate(("red", "yellow", "pearl")):
        hollows = start_hollows(seat)
        assert len(hollows) == 5 and all(p[seat] == 0 and sum(p) == 8 for p in hollows)
        assert not any(lattice.is_corner(p) for p in hollows)
        for p in hollows:
            die = s.pyramid[p]
            assert die.colour == colour and die.pip(MINUS[seat]) == 3
    # seat 0 (side x=0): 2 toward his left neighbour (side y=0), 1 toward his right (side z=0)
    die = s.pyramid[start_hollows(0)[0]]
    assert (die.pip(Y), die.pip(Z)) == (2, 1)


def test_the_books_tipping_example():
    """3 right, 2 left, 6 toward the player; tipped right: the 3 is covered, the 2 faces right, a 4
    appears on the left, the 6 still faces the player (seat 0, side x=0)."""
    o = dice.orientation_with({X: 6, Y: 2, Z: 3})
    p = (2, 3, 3)
    right = (2, 4, 2)                      # p - e_z + e_y
    s = position(0, {p: ("red", o)})
    s.play(Tip(p, right))
    die = s.pyramid[right]
    assert (die.pip(X), die.pip(Y), die.pip(Z)) == (6, 4, 2)


def test_never_back_toward_the_own_side():
    s = position(0, {(2, 3, 3): ("red", 0)})
    assert set(s.tip_targets((2, 3, 3))) == {(2, 4, 2), (2, 2, 4), (3, 3, 2), (3, 2, 3)}
    assert s.why_illegal(Tip((2, 3, 3), (1, 4, 3))).code == "backward"
    assert "back" in s.why_illegal(Tip((2, 3, 3), (1, 3, 4))).message("en")
    assert s.why_illegal(Tip((2, 3, 3), (4, 3, 1))).code == "not_neighbour"


def _book_beating() -> tuple[MarchState, Tip, Tip]:
    """Yellow (side y=0) tips forward-right from 413 to 323 and closes two funnels: on his right 223
    (his own 2 at 224, a red 5 at 233), on his left 322 (a red 5 at 422, a pearl 3 at 332). His die
    shows 6 into the right funnel and 5 into the left one."""
    after = dice.orientation_with({X: 6, Z: 5})
    before = next(o for o in range(24) if dice.tip(o, 0, 1) == after)
    s = position(1, {
        (4, 1, 3): ("yellow", before),
        (2, 2, 4): ("yellow", dice.orientation_with({Z: 2, X: 1})),
        (2, 3, 3): ("red", dice.orientation_with({Y: 5, X: 1})),
        (4, 2, 2): ("red", dice.orientation_with({X: 5, Y: 1})),
        (3, 3, 2): ("pearl", dice.orientation_with({Y: 3, X: 1})),
    })
    right, left = (2, 2, 3), (3, 2, 2)
    assert s.funnels_formed((4, 1, 3), (3, 2, 3)) == [right, left] or set(
        s.funnels_formed((4, 1, 3), (3, 2, 3))) == {right, left}
    return s, Tip((4, 1, 3), (3, 2, 3), (right, left)), Tip((4, 1, 3), (3, 2, 3), (left, right))


def test_the_books_beating_example_right_funnel_first():
    s, right_first, _ = _book_beating()
    assert right_first in s.legal_moves()
    s.play(right_first)
    first, second = s.last_beatings
    assert first.winner == 1 and first.taken == ((2, 3, 3),)      # his 6 beats the red 5; his own 2 stays
    assert (2, 2, 4) in s.pyramid
    assert second.winner is None and set(second.taken) == {(3, 2, 3), (4, 2, 2), (3, 3, 2)}   # 5 and 5: all out
    assert s.beaten == [0, 1, 0] and s.removed == [1, 1, 1] and s.lost == [1, 0, 0]
    assert s.scores() == [-1.0, 0.0, -1.0]


def test_the_mover_chooses_the_order_and_it_matters():
    s, _, left_first = _book_beating()
    s.play(left_first)
    assert len(s.last_beatings) == 1                  # the tie took his die out: the right funnel is gone
    assert (2, 3, 3) in s.pyramid and s.beaten == [0, 0, 0]


def test_a_tip_forming_two_funnels_needs_their_order():
    s, _, _ = _book_beating()
    why = s.why_illegal(Tip((4, 1, 3), (3, 2, 3)))
    assert why.code == "order" and "223" in why.message("en")


def test_own_dice_are_never_beaten_and_a_funnel_of_one_player_does_nothing():
    o6 = dice.orientation_with({X: 6, Z: 5})
    s = position(0, {(2, 2, 4): ("red", 0), (2, 3, 3): ("red", 0), (3, 1, 4): ("red", o6)})
    s.play(Tip((3, 1, 4), (3, 2, 3)))
    assert len(s.pyramid) == 3 and s.beaten == [0, 0, 0] and s.removed == [0, 0, 0]


def test_a_turn_never_beats_and_must_change_the_die():
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    p = start_hollows(0)[0]
    assert s.why_illegal(Turn(p, s.pyramid[p].orientation)).code == "same"
    s.play(Turn(p, 5))
    assert s.pyramid[p].orientation == 5 and s.last_beatings == () and s.current_player() == 1
    assert len([m for m in s.legal_moves() if isinstance(m, Turn)]) == 5 * 23


def test_a_die_in_the_opposite_corner_wins_at_once():
    s = position(2, {(1, 0, 7): ("pearl", 0), (5, 3, 0): ("red", 0)})
    assert goal(2) == (0, 0, 8)
    s.play(Tip((1, 0, 7), (0, 0, 8)))
    assert s.phase == OVER and s.winners() == [2]


def test_an_empty_plate_scores_beaten_minus_removed_and_a_tie_goes_to_who_moved_last():
    s = position(0, {(2, 3, 3): ("red", 0)})
    s.beaten, s.removed = [1, 2, 0], [0, 1, 0]
    s.last_moved = [5, 7, 6]
    s.pyramid.dice.clear()
    s._end_by_score()
    assert s.winners() == [1]                          # 1 and 1: Yellow moved after Red
    s.last_moved = [8, 7, 6]
    s._end_by_score()
    assert s.winners() == [0]


def test_a_player_without_dice_is_skipped():
    s = position(0, {(2, 3, 3): ("red", 0), (3, 0, 5): ("pearl", 0)})
    s.play(Turn((2, 3, 3), 4))
    assert s.current_player() == 2


def test_quiet_rounds_end_a_game_that_only_turns():
    s = GAME.new_state(Setup("standard", 3, {"quiet": "10"}, 0))
    for _ in range(30):
        p = s.dice_of(s.to_move)[0]
        s.play(Turn(p, (s.pyramid[p].orientation + 1) % 24))
    assert s.phase == OVER and s.winners() == [2]     # 0 : 0 : 0, and Pearl moved last


def test_notation_reads_back():
    for text in ("026>125", "413>323/223,322", "026~b"):
        assert str(parse(text)) == text
    assert parse("026>125/223") is None and parse("999>125") is None and parse("026~z") is None


def test_random_games_end_and_every_legal_move_is_accepted():
    rng = random.Random(2)
    for _ in range(4):
        s = GAME.new_state(Setup("standard", 3, {}, 0))
        while not s.is_terminal():
            moves = s.legal_moves()
            tips = [m for m in moves if isinstance(m, Tip)]
            move = rng.choice(tips if tips and rng.random() < 0.8 else moves)
            assert s.why_illegal(move) is None
            s.play(move)
        assert s.winners()


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_lone_die_can_march_to_its_corner_in_eight_tips(seat):
    start = start_hollows(seat)[2]
    s = position(seat, {start: (("red", "yellow", "pearl")[seat], 0)})
    here, steps = start, 0
    while s.phase != OVER:
        here_next = max(s.tip_targets(here), key=lambda q: (q[seat], q))
        s.play(Tip(here, here_next))
        here, steps = here_next, steps + 1
        s.to_move = seat
    assert steps == 8 and here == goal(seat)


def test_the_example_beats_two_yellow_dice_as_its_caption_says():
    from gamebox.games.wuerfelmarsch.example import example_moves

    moves, captions = example_moves()
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    for text in moves:
        s.play(s.parse_move(text))
    (beating,) = s.last_beatings
    assert beating.winner == 0 and len(beating.taken) == 2 and s.beaten == [2, 0, 0] and s.lost == [0, 2, 0]
    assert "beats both" in captions[4][0]
