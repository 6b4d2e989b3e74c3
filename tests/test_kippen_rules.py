"""Kippen, the tipping puzzles: the rules (only your die, only tips, beating as in Würfelmarsch, the
budget), the deal's notation, and the breadth-first search against a brute force."""
import random

import pytest

from gamebox.games.kippen.deal import Deal, parse_spec
from gamebox.games.kippen.puzzles import TippingReferee, collection
from gamebox.games.kippen.search import generate, shortest, solutions
from gamebox.games.kippen.state import TippingState
from gamebox.games.wuerfelmarsch.moves import Tip, Turn
from gamebox.games.wuerfelmarsch.state import OVER
from gamebox.protocol import CHANCE, NotationError, Setup
from gamebox.puzzles.model import FAILED, GOOD, SOLVED
from gamebox.registry import get


def test_a_new_game_deals_a_puzzle_by_chance():
    state = get("kippen").new_state(Setup("standard", 1))
    assert state.current_player() == CHANCE
    deal = state.sample_chance(random.Random(3))
    state.play(deal)
    assert state.current_player() == 0 and state.spec == deal.spec
    assert state.parse_move(str(deal)) == deal


def test_only_your_die_tips_and_never_turns():
    state = TippingState(parse_spec("deal R404a Y413b face6 in3"))
    assert all(isinstance(m, Tip) and m.source == (4, 0, 4) for m in state.legal_moves())
    assert state.why_illegal(Turn((4, 0, 4), 3)).code == "only_tips"
    assert state.why_illegal(Tip((4, 1, 3), (4, 2, 2))).code == "not_yours"
    assert state.legal_moves() and all(m.target[0] >= 4 for m in state.legal_moves())   # never back to x=0


def test_the_budget_ends_the_puzzle_unsolved():
    state = TippingState(parse_spec("deal R404a face6 in1"))
    move = next(m for m in state.legal_moves() if not _meets(state, m))
    state.play(move)
    assert state.phase == OVER and state.scores() == [0.0]


def _meets(state, move):
    child = state.clone()
    child.apply(move)
    return child.goal_met()


@pytest.mark.parametrize("text", ["deal", "deal R404a face6", "deal Y404a face6 in2", "deal R404a R413a face6 in2",
                                  "deal R404a Y404b face6 in2", "deal R104a face6 in2", "deal R404z face6 in2",
                                  "deal R404a face7 in2", "deal R404a face6@104 in2", "deal R404a face6 in99",
                                  "deal R404a beat in0"])
def test_a_bad_deal_is_refused_in_words(text):
    assert parse_spec(text) is None
    state = get("kippen").new_state(Setup("standard", 1))
    with pytest.raises(NotationError):
        state.parse_move(text)


def _brute(state, tips):
    """The fewest tips to the goal by trying every line (depth-first, no memo)."""
    if state.goal_met():
        return 0
    if state.phase == OVER or tips == 0:
        return None
    best = None
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        rest = _brute(child, tips - 1)
        if rest is not None and (best is None or rest + 1 < best):
            best = rest + 1
    return best


def test_breadth_first_search_agrees_with_brute_force():
    rng = random.Random(11)
    for _ in range(12):
        spec = generate(rng, budget=(1, 4))
        state = TippingState(spec)
        found = shortest(state)
        assert found[0] == spec.budget == _brute(state, spec.budget)
        here = state.clone()
        for move in found[1]:
            here.play(move)
        assert here.goal_met()
        assert solutions(state, spec.budget) >= 1


def test_a_beat_goal_is_met_by_beating_and_your_die_can_be_beaten():
    rng = random.Random(5)
    spec = generate(rng, "beat", budget=(1, 3))
    state = TippingState(spec)
    for move in shortest(state)[1]:
        state.play(move)
    assert state.goal_met() and state.beaten[0] >= 1


def test_the_referee_says_on_course_solved_or_out_of_reach():
    puzzle = next(p for p in collection(strict=True) if p.data["lines"] >= 1 and len(p.data["solution"]) >= 3)
    referee = TippingReferee()
    state = referee.start(puzzle)
    played = []
    for text in puzzle.data["solution"]:
        state.play(state.parse_move(text))
        played.append(text)
        verdict = referee.judge(puzzle, state, played)
    assert verdict.outcome == SOLVED
    state = referee.start(puzzle)
    outcomes = set()
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        outcomes.add(referee.judge(puzzle, child, [str(move)]).outcome)
    assert GOOD in outcomes
    proof = referee.proof(puzzle)
    assert any(r.good for r in proof.rows)
    assert {FAILED} <= outcomes or all(r.good for r in proof.rows)


def test_deal_notation_round_trips():
    spec = parse_spec("deal R404a Y413b P512x face6@503 in4")
    assert str(spec) == "deal R404a Y413b P512x face6@503 in4"
    assert str(Deal(spec)) == str(spec) and spec.hollow == (5, 0, 3) and spec.pip == 6


def test_sideways_tips_keep_the_face_toward_you_and_forward_tips_change_it():
    """What the face goals teach: only a forward tip turns a new face to you."""
    from gamebox.pyramid.lattice import MINUS

    state = TippingState(parse_spec("deal R404a face6 in3"))
    facing = state.pyramid[(4, 0, 4)].pip(MINUS[0])
    for move in state.legal_moves():
        child = state.clone()
        child.play(move)
        now = child.pyramid[move.target].pip(MINUS[0])
        assert (now == facing) == (move.target[0] == move.source[0])


def test_every_tip_is_a_line_of_its_own_in_the_move_log():
    """The log reads one tip a line ("1. Anna tips…", "2. Anna tips…"), as the puzzle counts its tips."""
    from gamebox.turns import turns_of

    state = get("kippen").new_state(Setup("standard", 1))
    history = []
    rng = random.Random(5)
    while not state.is_terminal():
        move = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_moves())
        history.append((state.clone(), move, state.current_player() == CHANCE))
        state.apply(move)
    turns = turns_of(history)
    tips = [t for t in turns if t.number]
    assert len(tips) == state.tips >= 2
    assert all(len(t.moves) == 1 for t in tips)
    assert [t.number for t in tips] == list(range(1, len(tips) + 1))
