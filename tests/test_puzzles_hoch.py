"""Hoch und höher's puzzles: the best move solves, any other fails with both values named; and the
sub-tree solve catches a value that is no longer true."""
import dataclasses

import pytest

from gamebox.games.hoch.puzzles import HochReferee, collection, difficulty, goal_text
from gamebox.puzzles.model import FAILED, SOLVED


@pytest.fixture(scope="module")
def puzzle():
    return collection(strict=True)[0]


def test_the_best_move_solves_and_greedy_fails(puzzle):
    referee = HochReferee()
    state = referee.start(puzzle)
    best = puzzle.data["values"][0][0][0]
    assert referee.judge(puzzle, state, [best]).outcome == SOLVED
    verdict = referee.judge(puzzle, state, [puzzle.data["greedy"]])
    assert verdict.outcome == FAILED
    assert "best" in verdict.text.en
    assert str(referee.hint(puzzle, state, [])) in puzzle.data["values"][0][0]


def test_every_alike_move_of_the_best_group_solves(puzzle):
    referee = HochReferee()
    state = referee.start(puzzle)
    for text in puzzle.data["values"][0][0]:
        assert referee.judge(puzzle, state, [text]).outcome == SOLVED


def test_a_false_value_is_caught(puzzle):
    values = list(puzzle.data["values"])
    texts, value = values[1]
    values[1] = (texts, value + 0.5)
    damaged = dataclasses.replace(puzzle, data={**puzzle.data, "values": tuple(values)})
    assert any("solver says" in p for p in HochReferee().verify(damaged))


def test_the_goal_sits_between_the_best_and_the_second():
    text = goal_text("solo", 4, 31.46, 30.2)
    assert "30.8" in text.en and "30,8" in text.de
    assert "%" in goal_text("duel", 2, 0.61, 0.55).en


def test_difficulty_grows_with_what_makes_it_hard():
    base = difficulty(3, 2, 4, 0.2)
    assert difficulty(8, 2, 4, 0.2) > base and difficulty(3, 5, 4, 0.2) > base
    assert difficulty(3, 2, 0, 0.2) > base and difficulty(3, 2, 4, 0.9) > base
