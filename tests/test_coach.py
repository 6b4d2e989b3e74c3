"""The coach's arithmetic: hints rank every move, and the analysis adds up
(final score = start value - skill loss + luck). Tables are solved from small positions
(milliseconds); the app's full tables are the solver's own tests' business."""
from __future__ import annotations

import random

import pytest

from gamebox import coach
from gamebox.games.hoch.solver import solve
from gamebox.games.hoch.state import HochState, Rules
from gamebox.record import GameRecord, PlayerSpec
from gamebox.registry import get as get_game

HOCH = get_game("hoch")
SMALL = "6 5 4 3 3 2 1 1 - - - - - -"


@pytest.fixture(scope="module", params=["solo", "solo-hierarchy"])
def start_and_table(request):
    start = HochState.from_position(Rules(True, request.param == "solo-hierarchy"), SMALL)
    return start, solve(request.param, start=start)


def play(start: HochState, choose, seed: int) -> list[str]:
    """A line of play from `start`: fair dice from `seed`, decisions by `choose(state)`."""
    rng = random.Random(seed)
    state, moves = start.clone(), []
    while not state.is_terminal():
        if state.is_chance():
            outcomes = state.chance_outcomes()
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = choose(state, rng)
        moves.append(state.format_move(move))
        state.apply(move)
    return moves


def test_coachable_needs_one_player_and_a_solvable_variant():
    assert coach.coachable(HOCH, GameRecord("hoch", "solo", [PlayerSpec("A")]))
    assert not coach.coachable(HOCH, GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")]))
    assert coach.solve_estimate(HOCH, "solo") < coach.solve_estimate(HOCH, "solo-hierarchy")


def test_a_hint_ranks_every_legal_move(start_and_table):
    start, table = start_and_table
    before = coach.hint(table, start)
    assert not before.moves and before.value == pytest.approx(table.start_value)
    state = start.clone()
    state.apply(state.parse_move("d3"))
    advice = coach.hint(table, state)
    assert {m.text for m in advice.moves} == {str(m) for m in state.legal_moves()}
    values = [m.value for m in advice.moves]
    assert values == sorted(values, reverse=True)
    assert advice.value == pytest.approx(table.value(state))
    assert advice.best.best and advice.best.loss == 0
    assert all(m.loss == pytest.approx(values[0] - m.value) for m in advice.moves)


@pytest.mark.parametrize("seed", range(6))
def test_the_analysis_adds_up(start_and_table, seed):
    start, table = start_and_table
    moves = play(start, lambda s, rng: rng.choice(s.legal_moves()), seed)
    result = coach.analyse_line(table, start, moves)
    end = start.clone()
    for text in moves:
        end.apply(end.parse_move(text))
    assert result.final_score == end.scores()[0]
    assert result.start_value == pytest.approx(table.start_value)
    assert result.skill_loss == pytest.approx(sum(d.best_value - d.chosen_value for d in result.decisions))
    # The dice's share, counted roll by roll, is the same luck the identity gives.
    assert sum(delta for _, _, delta in result.roll_luck) == pytest.approx(result.luck, abs=1e-4)
    assert result.final_score == pytest.approx(result.start_value - result.skill_loss + result.luck)
    assert result.curve() == [result.start_value] + [d.chosen_value for d in result.decisions]
    worst = result.worst(3)
    assert [d.loss for d in worst] == sorted((d.loss for d in worst), reverse=True)
    assert all(d.loss >= coach.TIE for d in worst)
    assert all(d.roll.startswith("d") for d in result.decisions)


def test_best_play_loses_nothing(start_and_table):
    start, table = start_and_table
    moves = play(start, lambda s, rng: coach.hint(table, s).best.move, 11)
    result = coach.analyse_line(table, start, moves)
    assert result.skill_loss == pytest.approx(0, abs=1e-6)
    assert result.worst() == []


def test_the_worst_mistake_names_the_better_move(start_and_table):
    start, table = start_and_table
    worst_first = lambda s, rng: coach.hint(table, s).moves[-1].move
    moves = play(start, worst_first, 2)
    result = coach.analyse_line(table, start, moves)
    mistakes = result.worst()
    assert mistakes, "always taking the worst move costs something"
    top = mistakes[0]
    assert top.chosen != top.best and top.loss == pytest.approx(max(d.loss for d in result.decisions))


def test_moves_to_the_same_position_share_one_entry():
    # Solo without hierarchy: the four pawns are alike, and so are the two towers of 6.
    table = solve("solo", start=HochState.from_position(
        Rules(solo=True, hierarchy=False), "6 6 2 1 - - - - - - - - - -"))
    small = HochState.from_position(Rules(solo=True, hierarchy=False), "6 6 2 1 - - - - - - - - - -", roll=6)
    advice = coach.hint(table, small, HOCH)
    listed = [text for mv in advice.moves for text in mv.texts]
    assert sorted(listed) == sorted(str(m) for m in small.legal_moves())
    places = [mv for mv in advice.moves if "@" in mv.text]
    assert len(places) == 1 and len(places[0].texts) == 8   # 4 pawns x 2 towers of 6: one position
    assert len(coach.hint(table, small).moves) == len(small.legal_moves())   # without the game: no grouping
