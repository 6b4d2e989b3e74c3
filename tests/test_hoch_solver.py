"""The exact solo solver: brute force agrees, and every stored value satisfies Bellman's
equation under the real rules engine (not the solver's own move generator)."""
from __future__ import annotations

import json
import random

import numpy as np
import pytest

from gamebox.games.hoch.moves import Roll
from gamebox.games.hoch.solve_keys import key_position, position_key
from gamebox.games.hoch.solver import (
    SolverError,
    bellman_residual,
    cached_table,
    load_table,
    save_table,
    solve,
    table_path,
)
from gamebox.games.hoch.state import (
    END_ON_ROLL,
    END_WHEN_STUCK,
    MOVE,
    OVER,
    ROLL,
    HochState,
    Rules,
)

VARIANTS = {"solo": False, "solo-hierarchy": True}
SMALL = [
    "3 2 1 1 - - - - - - - - - -",
    "4 3 2 1 1 - - - - - - - - -",
    "6B 2 1 1 3 - - - - - - - - -",
    "5B 3R 2 2 1 - - - - - - - - -",
    "9B 4 3 2 1 1 - - - - - - - -",
    "2Y 1B 6 3 3 - - - - - - - - -",
    "8 1 1 2 2 - - - - - - - - -",
    "14G 3 3 2 1 1 6R - - - - - - -",
]


def rules(variant: str, end_rule: str) -> Rules:
    return Rules(solo=True, hierarchy=VARIANTS[variant], end_rule=end_rule)


def brute_force(state: HochState, memo: dict) -> float:
    """Expectimax straight over the rules engine, memoised on the exact position."""
    key = (tuple(state.heights), tuple(state.pawn_tower), state.phase)
    if key in memo:
        return memo[key]
    if state.phase == OVER:
        value = state.scores()[0]
    else:
        total, rolls = 0.0, 0
        for number in range(1, 7):
            rolled = state.clone()
            rolled.apply(Roll(number))
            if rolled.phase == MOVE:
                best = max(brute_force(_after(rolled, m), memo) for m in rolled.legal_moves())
            elif rolled.phase == OVER:
                best = rolled.scores()[0]
            else:  # rolled again under the option: this number does not count
                continue
            total += best
            rolls += 1
        value = total / rolls
    memo[key] = value
    return value


def _after(state: HochState, move) -> HochState:
    child = state.clone()
    child.apply(move)
    return child


@pytest.mark.parametrize("end_rule", [END_ON_ROLL, END_WHEN_STUCK])
@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("position", SMALL)
def test_brute_force_agrees_on_small_positions(position, variant, end_rule):
    start = HochState.from_position(rules(variant, end_rule), position)
    table = solve(variant, end_rule, start=start)
    memo: dict = {}
    expected = brute_force(start, memo)
    assert table.start_value == pytest.approx(expected, abs=1e-9)
    # Not just the start: every position brute force met has the same value in the table.
    for (heights, pawn_tower, phase), value in memo.items():
        if phase != ROLL:
            continue
        state = start.clone()
        state.heights, state.pawn_tower = list(heights), list(pawn_tower)
        state.pawn_on = [-1] * 14
        for pawn, tower in enumerate(pawn_tower):
            if tower >= 0:
                state.pawn_on[tower] = pawn
        assert table.value(state) == pytest.approx(value, abs=1e-9)


def test_hierarchy_changes_the_value_where_it_must():
    # Blue unplaced: any pawn placed now stands above blue (height 0) and scores nothing
    # unless blue later stands at least as high.
    position = "2 1 - - - - - - - - - - - -"
    plain = solve("solo", start=HochState.from_position(rules("solo", END_ON_ROLL), position))
    ranked = solve("solo-hierarchy", start=HochState.from_position(rules("solo-hierarchy", END_ON_ROLL), position))
    assert plain.start_value > ranked.start_value


def bellman_holds(table, keys) -> None:
    """V(p) = mean over rolls of the best move's value, or the final score when the roll
    allows no move (under the option: mean over the rolls that allow one)."""
    for key in keys:
        state = HochState.from_position(table.rules, key_position(int(key)))
        assert state.phase == ROLL
        stored = table.value(state)
        total, rolls = 0.0, 0
        for number in range(1, 7):
            rolled = state.clone()
            rolled.apply(Roll(number))
            if rolled.phase == MOVE:
                total += max(table.value(_after(rolled, m)) for m in rolled.legal_moves())
            elif rolled.phase == OVER:
                total += rolled.scores()[0]
            else:
                continue
            rolls += 1
        assert stored == pytest.approx(total / rolls, abs=2e-5), key_position(int(key))


@pytest.mark.parametrize("end_rule", [END_ON_ROLL, END_WHEN_STUCK])
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_stored_value_of_a_midgame_table_satisfies_bellman(variant, end_rule):
    start = HochState.from_position(rules(variant, end_rule), "3 5B 2 4 1 1 2 - - - - - - -")
    table = solve(variant, end_rule, start=start)
    assert table.positions > 300
    bellman_holds(table, table.keys)


@pytest.fixture(scope="module")
def solo_table(tmp_path_factory):
    """The full solo table, solved through the CLI (as a user would) and read back from disk."""
    from gamebox.cli import main

    patch = pytest.MonkeyPatch()
    patch.setenv("GAMEBOX_CACHE", str(tmp_path_factory.mktemp("cache")))
    try:
        import contextlib
        import io

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["solve", "hoch", "--variant", "solo", "--json"]) == 0
        table = cached_table("solo")
    finally:
        patch.undo()
    return json.loads(out.getvalue()), table


def test_cli_solve_prints_the_start_value_and_caches_the_table(solo_table):
    result, table = solo_table
    assert set(result) == {"game", "variant", "value", "positions", "seconds"}
    assert (result["game"], result["variant"], result["value"]) == ("hoch", "solo", 36.748043)
    assert result["positions"] == 1_565_092 and result["seconds"] > 0
    assert round(table.start_value, 6) == 36.748043 and table.positions == 1_565_092


def test_every_stored_value_of_the_full_solo_table_satisfies_bellman(solo_table):
    # All 1,565,092 positions read back from disk, with the solver's move generator (which the
    # brute-force tests above check against the rules engine).
    _, loaded = solo_table
    assert bellman_residual(loaded) < 1e-4


def test_sampled_stored_values_of_the_full_solo_table_satisfy_bellman(solo_table):
    _, loaded = solo_table   # from disk: float32 values
    rng = np.random.default_rng(7)
    bellman_holds(loaded, rng.choice(loaded.keys, 1500, replace=False))


def test_move_values_rank_the_legal_moves(solo_table):
    _, table = solo_table
    state = HochState(table.rules)
    state.apply(Roll(2))
    ranked = table.move_values(state)
    assert {str(m) for m, _ in ranked} == {str(m) for m in state.legal_moves()}
    values = [v for _, v in ranked]
    assert values == sorted(values, reverse=True)
    assert max(values) == pytest.approx(table.value(state), abs=1e-5)
    # The mean over the six rolls of the best move is the start value.
    rolls = []
    for number in range(1, 7):
        s = HochState(table.rules)
        s.apply(Roll(number))
        rolls.append(table.value(s))
    assert sum(rolls) / 6 == pytest.approx(table.start_value, abs=1e-5)


def test_a_position_off_the_table_is_refused(solo_table):
    _, table = solo_table
    state = HochState.from_position(table.rules, "6 6 5 5 4 4 3 3 2 2 2 1 1 -")
    with pytest.raises(SolverError):
        table.value(state)


def test_keys_round_trip_through_positions():
    rng = random.Random(3)
    for hier in (False, True):
        r = Rules(solo=True, hierarchy=hier)
        for _ in range(200):
            state = HochState(r)
            while state.phase != OVER:
                move = rng.choice(state.legal_moves())
                state.apply(move)
                if state.phase == ROLL:
                    key, _banked, _ = position_key(state)
                    again = HochState.from_position(r, key_position(key))
                    assert position_key(again)[0] == key


@pytest.mark.parametrize("damage", ["meta", "keys", "truncate", "values", "unsorted", "out-of-range"])
def test_a_broken_cache_is_refused_and_recomputed(tmp_path, monkeypatch, damage):
    monkeypatch.setenv("GAMEBOX_CACHE", str(tmp_path))
    start = HochState.from_position(rules("solo", END_ON_ROLL), SMALL[0])
    table = solve("solo", start=start)
    path = table_path("solo")
    save_table(table, path)
    assert cached_table("solo") is not None
    if damage == "meta":
        (path / "meta.json").write_text("{not json", encoding="utf-8")
    elif damage == "keys":
        (path / "keys.npy").write_bytes(b"\x93NUMPY garbage")
    elif damage == "truncate":
        data = (path / "values.npy").read_bytes()
        (path / "values.npy").write_bytes(data[: len(data) // 2])
    elif damage == "values":
        np.save(path / "values.npy", np.zeros(3, dtype=np.float64))
    elif damage == "unsorted":
        keys = np.load(path / "keys.npy")
        np.save(path / "keys.npy", keys[::-1].copy())
    else:
        values = np.load(path / "values.npy")
        values[len(values) // 2] = 1e9
        np.save(path / "values.npy", values)
    with pytest.raises(SolverError):
        load_table(path)
    assert cached_table("solo") is None


@pytest.mark.parametrize("argv", [["solve", "hoch", "--variant", "nosuch"],
                                  ["solve", "hoch", "--variant", "solo", "--option", "end=never"],
                                  ["solve", "nosuchgame"]])
def test_cli_solve_refuses_what_it_cannot_solve(argv, capsys):
    from gamebox.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("gamebox: ") and len(err.strip().splitlines()) == 1
