"""The coach's arithmetic: hints from the table rank the moves, and the analysis adds up
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


def test_a_hint_ranks_the_moves_with_the_tables_values(start_and_table, monkeypatch):
    """Hoch's hints (`HasHints`) read a cached table: each move with the expected final score after it."""
    start, table = start_and_table
    monkeypatch.setattr(HOCH, "solution_for", lambda state: table)
    assert HOCH.hints(start, 0) == []                         # before the roll: nothing to choose...
    assert f"{table.start_value:.2f}" in HOCH.outlook(start, 0).en     # ...but the position has its value
    state = start.clone()
    state.apply(state.parse_move("d3"))
    hints = HOCH.hints(state, 0, limit=99)
    values = [h.value for h in hints]
    assert values == sorted(values, reverse=True)
    ranked = table.move_values(state)
    assert hints[0].move == ranked[0][0] and values[0] == pytest.approx(ranked[0][1])
    assert {h.move for h in hints} <= set(state.legal_moves())
    assert all(f"{h.value:.2f}" in h.says.en and f"{h.value:.2f}".replace(".", ",") in h.says.de for h in hints)
    assert f"{table.value(state):.2f}" in HOCH.outlook(state, 0).en


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
    moves = play(start, lambda s, rng: table.move_values(s)[0][0], 11)
    result = coach.analyse_line(table, start, moves)
    assert result.skill_loss == pytest.approx(0, abs=1e-6)
    assert result.worst() == []


def test_the_worst_mistake_names_the_better_move(start_and_table):
    start, table = start_and_table
    worst_first = lambda s, rng: table.move_values(s)[-1][0]
    moves = play(start, worst_first, 2)
    result = coach.analyse_line(table, start, moves)
    mistakes = result.worst()
    assert mistakes, "always taking the worst move costs something"
    top = mistakes[0]
    assert top.chosen != top.best and top.loss == pytest.approx(max(d.loss for d in result.decisions))


def test_moves_to_the_same_position_share_one_entry(monkeypatch):
    # Solo without hierarchy: the four pawns are alike, and so are the two towers of 6.
    table = solve("solo", start=HochState.from_position(
        Rules(solo=True, hierarchy=False), "6 6 2 1 - - - - - - - - - -"))
    monkeypatch.setattr(HOCH, "solution_for", lambda state: table)
    small = HochState.from_position(Rules(solo=True, hierarchy=False), "6 6 2 1 - - - - - - - - - -", roll=6)
    hints = HOCH.hints(small, 0, limit=99)
    places = [h for h in hints if "@" in str(h.move)]
    assert len(places) == 1                                   # 4 pawns x 2 towers of 6: one position
    assert len(hints) == len({HOCH.canonical_key(_after(small, m)) for m in small.legal_moves()})


def _after(state, move):
    child = state.clone()
    child.apply(move)
    return child
