"""The exact duel: brute force over the rules engine agrees with the solver on small
positions, and the perfect player beats greedy play."""
from __future__ import annotations

import numpy as np
import pytest

from gamebox.games.hoch.duel_solver import (
    DuelTable,
    cached_duel_table,
    duel_table_path,
    load_duel_table,
    save_duel_table,
    solve_duel,
)
from gamebox.games.hoch.moves import Roll
from gamebox.games.hoch.state import (
    END_ON_ROLL,
    END_WHEN_STUCK,
    MOVE,
    OVER,
    HochState,
    Rules,
)
from gamebox.games.hoch.table_files import SolverError

SMALL = [
    "3 2 1 1 - - - - - - - - - -",
    "5B 3Y 2 2 1 - - - - - - - - -",
    "6B 2G 1 1 3 2 - - - - - - - -",
    "9R 1B 4Y 3 2 1 1 - - - - - - -",
]


def result(state: HochState) -> tuple[float, float]:
    over = state.clone()
    over.phase = OVER
    winners = over.winners()
    return (1.0, 0.0) if winners == [0] else (0.0, 0.0) if winners == [1] else (0.0, 1.0)


def brute_force(state: HochState, memo: dict) -> tuple[float, float]:
    """(Team B wins, draw): the mover maximises its own chance to win, then to draw."""
    key = (tuple(state.heights), tuple(state.pawn_tower), state.to_move, state.phase)
    if key in memo:
        return memo[key]
    if state.phase == OVER:
        value = result(state)
    else:
        total_w = total_d = 0.0
        rolls = 0
        for number in range(1, 7):
            rolled = state.clone()
            rolled.apply(Roll(number))
            if rolled.phase == MOVE:
                options = []
                for move in rolled.legal_moves():
                    child = rolled.clone()
                    child.apply(move)
                    options.append(brute_force(child, memo))
                mover = rolled.to_move

                def pref(o, mover=mover):
                    win = o[0] if mover == 0 else 1 - o[0] - o[1]
                    return (round(win, 9), round(o[1], 9))
                w, d = max(options, key=pref)
            elif rolled.phase == OVER:
                w, d = result(rolled)
            else:
                continue
            total_w += w
            total_d += d
            rolls += 1
        value = (total_w / rolls, total_d / rolls)
    memo[key] = value
    return value


@pytest.mark.parametrize("end_rule", [END_ON_ROLL, END_WHEN_STUCK])
@pytest.mark.parametrize("hierarchy", [False, True])
@pytest.mark.parametrize("position", SMALL)
def test_brute_force_agrees_on_small_duels(position, hierarchy, end_rule):
    rules = Rules(solo=False, hierarchy=hierarchy, end_rule=end_rule)
    starts = [HochState.from_position(rules, position, to_move=p) for p in (0, 1)]
    assert all(s.phase == "roll" for s in starts)   # the positions are chosen so that both can move
    table = solve_duel("duel-hierarchy" if hierarchy else "duel", end_rule, starts=starts)
    memo: dict = {}
    for start in starts:
        expected = brute_force(start, memo)
        assert table.outcome(start) == pytest.approx(expected, abs=1e-9)
    checked = 0
    for (heights, pawn_tower, to_move, phase), value in memo.items():
        if phase != "roll":
            continue
        state = starts[0].clone()
        state.heights, state.pawn_tower, state.to_move = list(heights), list(pawn_tower), to_move
        state.pawn_on = [-1] * 14
        for pawn, tower in enumerate(pawn_tower):
            if tower >= 0:
                state.pawn_on[tower] = pawn
        assert table.outcome(state) == pytest.approx(value, abs=1e-9)
        checked += 1
    assert checked >= len(starts)


def test_a_duel_table_round_trips_and_a_broken_one_is_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMEBOX_CACHE", str(tmp_path))
    rules = Rules(solo=False, hierarchy=False)
    start = HochState.from_position(rules, SMALL[1])
    table = solve_duel("duel", starts=[start])
    path = duel_table_path("duel")
    save_duel_table(table, path)
    loaded = cached_duel_table("duel")
    assert isinstance(loaded, DuelTable)
    assert loaded.outcome(start) == pytest.approx(table.outcome(start), abs=1e-6)
    (path / "win.npy").write_bytes(b"broken")
    with pytest.raises(SolverError):
        load_duel_table(path)
    assert cached_duel_table("duel") is None


def test_perfect_play_prefers_winning_over_drawing():
    rules = Rules(solo=False, hierarchy=False)
    start = HochState.from_position(rules, "4 3 2 1 1 - - - - - - - - -")
    table = solve_duel("duel", starts=[start])
    state = start.clone()
    state.apply(Roll(1))
    ranked = table.move_outcomes(state)
    wins = [w for _, (w, _) in ranked]
    assert wins[0] == max(wins)
    assert table.best_move(state) == ranked[0][0]


def test_a_stopped_solve_resumes_from_its_finished_layers(tmp_path, monkeypatch):
    """The background preparation may be stopped at any step: a new run computes only what is missing
    and gives the same table as one run from the start."""
    from gamebox.games.hoch.table_files import Checkpoint

    rules = Rules(solo=False, hierarchy=True)
    start = HochState.from_position(rules, SMALL[1])
    whole = solve_duel("duel-hierarchy", starts=[start])

    class Stop(Exception):
        pass

    calls = []

    def stop_in_the_values(fraction, phase):
        calls.append(phase)
        if phase == "values" and calls.count("values") == 2:
            raise Stop

    checkpoint = Checkpoint(tmp_path / "partial", "duel-hierarchy")
    with pytest.raises(Stop):
        solve_duel("duel-hierarchy", starts=[start], progress=stop_in_the_values, checkpoint=checkpoint)
    kept = checkpoint.names()
    assert any(n.startswith("keys-") for n in kept) and any(n.startswith("win-") for n in kept)

    from gamebox.games.hoch import duel_solver

    work = []
    for name in ("next_layer", "layer_values"):
        real = getattr(duel_solver, name)
        monkeypatch.setattr(duel_solver, name, lambda *a, real=real, name=name: work.append(name) or real(*a))
    again = Checkpoint(tmp_path / "partial", "duel-hierarchy")
    resumed = solve_duel("duel-hierarchy", starts=[start], checkpoint=again)
    layers = len(whole.offsets)
    assert work.count("next_layer") == 0                       # every layer's keys were kept
    assert work.count("layer_values") == layers - 1            # one layer's values were kept
    assert np.array_equal(resumed.keys, whole.keys)
    assert np.array_equal(resumed.win, whole.win) and np.array_equal(resumed.draw, whole.draw)
    # A checkpoint of another table is not used.
    other = Checkpoint(tmp_path / "partial", "duel")
    assert other.names() == []
