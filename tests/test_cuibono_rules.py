"""Cui bono?'s rules: the deal, pulling and sliding, rules A and B with the book's funnels A to D, keeping,
the end and the score."""
from __future__ import annotations

import random

import pytest

from gamebox.games.cuibono.example import example_moves
from gamebox.games.cuibono.game import CuiBonoGame
from gamebox.games.cuibono.moves import KEEP, Deal, Pull, Put, parse
from gamebox.games.cuibono.state import FULL, OVER, PLACE, PULL, CuiBonoState, edge_lines
from gamebox.protocol import CHANCE, Setup
from gamebox.pyramid import lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.setups import deal_code

GAME = CuiBonoGame()


def dealt(players: int = 3, seed: int = 1, points: str = "RYP") -> CuiBonoState:
    s = GAME.new_state(Setup("standard", players, {"points": points}, 0))
    s.play(Deal(deal_code(random.Random(seed), FULL)))
    return s


def holding(colour: str, dice: dict) -> CuiBonoState:
    """A position drawn by hand (as the book's picture): `dice` stand, a die of `colour` in hand."""
    s = dealt()
    s.pyramid = Pyramid(dice)
    s.phase, s.held = PLACE, Die(colour, 0)
    return s


def test_the_game_starts_with_one_recorded_deal_of_a_full_mixed_pyramid():
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    assert s.current_player() == CHANCE
    s.play(s.sample_chance(random.Random(5)))
    colours = [s.pyramid[p].colour for p in lattice.ALL]
    assert len(colours) == 165 and all(colours.count(c) == 55 for c in ("red", "yellow", "pearl"))
    assert s.phase == PULL and s.current_player() == 0


def test_at_first_only_the_three_corner_dice_can_be_pulled():
    assert sorted(dealt().legal_moves(), key=str) == sorted(
        [Pull((8, 0, 0)), Pull((0, 8, 0)), Pull((0, 0, 8))], key=str)


def test_a_pulled_corner_makes_its_whole_edge_slide_and_opens_the_top():
    s = dealt()
    edge = {k: s.pyramid[(k, 0, 0)] for k in range(8)}     # (7,0,0) rests on the corner, ... up to the apex
    s.play(Pull((8, 0, 0)))
    assert s.held is not None and s.phase == PLACE and s.current_player() == 0
    for k in range(8):
        assert s.pyramid[(k + 1, 0, 0)] == edge[k]
    assert (0, 0, 0) not in s.pyramid and s.pyramid.is_funnel((0, 0, 0))
    assert len(s.slides) == 8


@pytest.mark.parametrize("where, code", [((1, 0, 6), "not_bottom"), ((4, 4, 0), "covered")])
def test_a_die_off_the_bottom_or_with_fewer_than_two_free_sides_stays(where, code):
    s = dealt()
    assert s.why_illegal(Pull(where)).code == code
    assert "two" in s.why_illegal(Pull((4, 4, 0))).message("en")


def _book_picture() -> dict:
    """Layers 0-4 full, layer 5 empty: ten funnels. Everything pearl but:
    A (2,1,0) on three yellow dice; B (1,1,1) on yellow, red, pearl; C (0,2,1) on three red dice;
    D (0,0,3) on yellow, pearl and the red edge (0,0,8)..(0,0,4)."""
    dice = {p: Die("pearl", 0) for p in lattice.ALL if sum(p) >= 4}
    for p in ((3, 1, 0), (2, 2, 0), (2, 1, 1), (1, 0, 3)):
        dice[p] = Die("yellow", 0)
    for p in ((1, 2, 1), (0, 3, 1), (0, 2, 2)) + tuple((0, 0, k) for k in range(4, 9)):
        dice[p] = Die("red", 0)
    dice[(1, 1, 2)] = Die("pearl", 0)
    dice[(0, 1, 3)] = Die("pearl", 0)
    return dice


def test_the_books_funnels_a_to_d():
    s = holding("red", _book_picture())
    assert s.why_not_put((2, 1, 0)) is None                      # A: one colour, not the die's
    assert s.why_not_put((1, 1, 1)) is None                      # B: three colours
    c = s.why_not_put((0, 2, 1))                                 # C: the die's own colour
    assert c.code == "same_colour" and c.message("en") == "This funnel is red, like your die."
    assert c.message("de") == "Dieser Trichter ist rot, wie dein Würfel."
    d = s.why_not_put((0, 0, 3))                                 # D: the edge would be all red
    assert d.code == "edge" and "all red" in d.message("en") and "ganz rot" in d.message("de")
    assert Put((0, 0, 3)) not in s.legal_moves() and Put((2, 1, 0)) in s.legal_moves()


def test_a_yellow_die_may_end_the_red_edge_but_not_enter_a_yellow_funnel():
    s = holding("yellow", _book_picture())
    assert s.why_not_put((0, 0, 3)) is None
    assert s.why_not_put((2, 1, 0)).code == "same_colour"
    assert s.why_not_put((0, 2, 1)) is None


def test_a_funnel_of_two_colours_never_takes_a_die():
    dice = _book_picture()
    dice[(2, 2, 0)] = Die("red", 0)
    s = holding("pearl", dice)
    assert s.why_not_put((2, 1, 0)).code == "two_colours"


def test_never_into_an_empty_hollow_of_the_plate():
    s = dealt()
    s.play(Pull((0, 8, 0)))
    s.pyramid.dice.pop((1, 7, 0))          # as if nothing had rested there: the hollow is empty
    s.pyramid.dice.pop((0, 7, 1))
    for q in [q for q in s.pyramid.funnels() if lattice.layer(q) == 0]:
        assert s.why_not_put(q).code == "plate"


def test_the_apex_ends_all_three_edges():
    assert len(edge_lines((0, 0, 0))) == 3 and edge_lines((1, 1, 0)) == []
    assert edge_lines((0, 0, 6)) == [((0, 0, 8), (0, 0, 7), (0, 0, 6))]
    dice = {p: Die("pearl", 0) for p in lattice.ALL if p != (0, 0, 0)}
    for k in range(1, 9):
        dice[(k, 0, 0)] = Die("yellow", 0)
    dice[(0, 1, 0)], dice[(0, 0, 1)] = Die("red", 0), Die("pearl", 0)   # a funnel of three colours
    s = holding("yellow", dice)
    assert s.why_not_put((0, 0, 0)).code == "edge"
    s = holding("red", dice)
    assert s.why_not_put((0, 0, 0)) is None


def test_keeping_is_allowed_even_when_a_funnel_would_take_the_die():
    s = holding("red", _book_picture())
    assert KEEP in s.legal_moves() and s.why_illegal(KEEP) is None
    s.play(KEEP)
    assert s.kept[0] == ["red"] and s.current_player() == 1 and s.phase == PULL


def test_a_turn_is_pull_then_put_or_keep():
    s = dealt()
    assert s.why_illegal(KEEP).code == "pull_first"
    s.play(Pull((8, 0, 0)))
    assert s.why_illegal(Pull((0, 8, 0))).code == "holding"


def _play_until_over(s: CuiBonoState, keep_always: bool = True) -> None:
    while not s.is_terminal():
        moves = s.legal_moves()
        s.play(KEEP if keep_always and KEEP in moves else moves[0])


@pytest.mark.parametrize("players, last", [(2, 10), (3, 10), (4, 10), (5, 7), (6, 7)])
def test_the_game_ends_when_a_player_keeps_his_10th_or_7th_die(players, last):
    s = dealt(players)
    _play_until_over(s)
    assert s.phase == OVER
    assert max(len(k) for k in s.kept) == last
    assert len(s.kept[s.to_move]) == last


def test_fewest_minus_points_win_and_fewer_dice_break_a_tie():
    s = dealt(3)
    s.kept = [["pearl"], ["red", "red", "red"], ["red", "yellow", "pearl", "pearl"]]
    s._end()
    assert [s.points(p) for p in range(3)] == [3, 3, 9] and s.winners() == [0]
    s.kept = [["yellow"], ["red", "red"], ["pearl"]]
    s._end()
    assert s.winners() == [0]          # 2 points each: one die beats two
    s.kept = [["yellow"], ["yellow"], ["pearl"]]
    s._end()
    assert s.winners() == [0, 1] and s.returns() == [0.5, 0.5, 0.0]


def test_the_minus_points_follow_the_option():
    s = dealt(points="PYR")
    assert s.rules.value == {"pearl": 1, "yellow": 2, "red": 3}
    s.kept[0] = ["red", "pearl"]
    assert s.points(0) == 4


def test_notation_reads_back():
    s = dealt()
    for text in ("v800", "000", "keep"):
        assert s.format_move(s.parse_move(text)) == text
    assert parse("v999") is None and parse("deal:xx") == Deal("xx")
    assert s.public_text(Deal("x")) == "deal"


@pytest.mark.parametrize("code", ["", "R" * 330, "Ra" * 165, "Za" * 165, "Ry" * 165])
def test_a_hostile_deal_is_refused_with_a_reason(code):
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    assert s.why_illegal(Deal(code)).code == "bad_deal"


def test_the_example_shows_what_its_captions_say():
    moves, captions = example_moves()
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    for text in moves:
        s.play(s.parse_move(text))
    assert s.kept == [[], [s.kept[1][0]], []] and s.to_move == 0
    assert set(captions) <= set(range(1, len(moves) + 1))


def test_random_games_end_and_every_legal_move_is_accepted():
    rng = random.Random(3)
    for players in (2, 6):
        s = dealt(players, seed=rng.randrange(1000))
        while not s.is_terminal():
            moves = s.legal_moves()
            assert moves and all(s.why_illegal(m) is None for m in moves)
            s.play(rng.choice(moves))
        assert s.winners()


def test_the_heuristic_prefers_the_player_with_fewer_minus_points():
    s = dealt()
    s.kept = [["red"], ["pearl"], ["yellow"]]
    h = GAME.heuristic(s)
    assert h[0] > h[2] > h[1]


def test_no_die_may_bring_back_an_earlier_pyramid():
    s = dealt()
    s.play(Pull((0, 8, 0)))
    assert s.why_not_put((0, 0, 0)) is None
    after = s.clone()
    after.play(Put((0, 0, 0)))
    assert after.arrangement() in after.seen and len(after.seen) == 2
    s.seen = s.seen | {s.arrangement((0, 0, 0))}          # as if the game had been there already
    why = s.why_not_put((0, 0, 0))
    assert why.code == "repeat" and "earlier" in why.message("en")
    assert Put((0, 0, 0)) not in s.legal_moves() and KEEP in s.legal_moves()


def test_greedy_players_who_put_everything_back_still_reach_the_end():
    """Without CB-7 this game (greedy players, seeds 18-20) went round in circles for ever."""
    from gamebox.ai.agents import make_agent

    s = GAME.new_state(Setup("standard", 3, {}, 0))
    s.play(s.sample_chance(random.Random(6)))
    agents = [make_agent("greedy", GAME, 18 + i) for i in range(3)]
    plies = 0
    while not s.is_terminal() and plies < 2000:
        s.play(agents[s.current_player()].choose(s))
        plies += 1
    assert s.is_terminal()
