"""27's exact solver: the numba kernels against the rules engine (state.py).

Move generation, keys, the end of the game and values are checked on small positions of all
three variants against a brute-force negamax written straight over state.py, and the kernels'
breadth-first survey against a pure-Python count. No full solve here: that takes hours
(bench/bench_27_solver.py).
"""
from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gamebox.games.twentyseven import solve_kernels as kernels
from gamebox.games.twentyseven.moves import BLACK, PASS
from gamebox.games.twentyseven.solver import (
    ExactSearch,
    SearchBudgetExceeded,
    kernel_shifts,
    position_key,
    solve_all,
    state_key,
    survey,
)
from gamebox.games.twentyseven.state import Rules, TwentySevenState

VARIANTS = ("standard", "grey", "red")
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


class TooBig(Exception):
    """The position's game graph exceeds what a quick test should walk."""


def brute_force(state: TwentySevenState, memo: dict, limit: int = 4000) -> int:
    """Black's final margin with perfect play: negamax over the rules engine, memoised on
    the row and the side to move; raises TooBig past `limit` positions."""
    key = (tuple(state.stacks), state.to_move)
    if key not in memo:
        if len(memo) >= limit:
            raise TooBig
        if state.is_terminal():
            black, white = state.scores()
            memo[key] = int(black - white)
        else:
            values = []
            for move in state.legal_moves():
                child = state.clone()
                child.apply(move)
                values.append(brute_force(child, memo, limit))
            memo[key] = max(values) if state.to_move == BLACK else min(values)
    return memo[key]


@st.composite
def small_positions(draw, variant=None, max_discs=6):
    """A row of the variant with a few black and white discs (and, in the variants, carried
    base discs), either side to move. Not every one is reachable in a game: the rules must
    hold anyway."""
    variant = variant or draw(st.sampled_from(VARIANTS))
    if variant == "standard":
        bases = ["R"] + ["G"] * 7 + ["R"]
    elif variant == "grey":
        n = draw(st.integers(2, 9))
        bases = ["R"] + ["G"] * (n - 2) + ["R"]
    else:
        n = draw(st.integers(1, 9))
        bases = draw(st.lists(st.sampled_from("RG"), min_size=n, max_size=n))
    spare = {"standard": "", "grey": "G" * (9 - len(bases)), "red": ""}[variant]
    if variant == "red":   # the discs of vanished fields: up to 2 red and 7 grey in all
        spare = "R" * (2 - min(2, bases.count("R"))) + "G" * (7 - min(7, bases.count("G")))
        spare = spare[: 9 - len(bases)]
    carried = draw(st.integers(0, min(2, len(spare))))
    discs = list(draw(st.lists(st.sampled_from("BW"), min_size=1, max_size=max_discs))) + list(spare[:carried])
    discs = draw(st.permutations(discs))
    stacks = list(bases)
    for disc in discs:
        stacks[draw(st.integers(0, len(stacks) - 1))] += disc
    to_move = draw(st.integers(0, 1))
    return TwentySevenState.from_position(Rules(variant), " ".join(stacks), to_move)


def kernel_children(state: TwentySevenState) -> list[int]:
    out = np.zeros(kernels.MAX_MOVES, np.uint64)
    m = kernels.key_children(np.uint64(state_key(state)), kernels.CARRY[state.rules.variant], out)
    return [int(k) for k in out[:m]]


# -- keys and moves ----------------------------------------------------------------------

@SETTINGS
@given(small_positions(max_discs=10))
def test_key_round_trip(state):
    """decode then encode gives the key back, and the mirror is the other side's key."""
    key = state_key(state)
    st_, h = np.zeros((kernels.FIELDS, kernels.MAX_HEIGHT), np.int64), np.zeros(kernels.FIELDS, np.int64)
    n = kernels.decode(np.uint64(key), st_, h)
    assert n == len(state.stacks)
    assert int(kernels.encode(st_, h, n, False)) == key
    assert int(kernels.encode(st_, h, n, True)) == position_key(state.stacks, 1 - state.to_move)


@SETTINGS
@given(small_positions(max_discs=10))
def test_kernel_moves_are_the_rules_moves(state):
    own = state.moves_of(state.to_move)
    shifts = kernel_shifts(state)
    if state.to_move == BLACK:
        assert shifts == own                       # same moves, same order
    else:                                          # white's are listed from his side
        assert sorted(map(str, shifts)) == sorted(map(str, own))
    children = []
    for move in own:
        child = state.clone()
        child.apply(move)
        children.append(state_key(child))
    assert sorted(kernel_children(state)) == sorted(children)
    if state.to_move == BLACK:
        assert kernel_children(state) == children


@SETTINGS
@given(small_positions(max_discs=10))
def test_kernel_sees_passes_and_the_end(state):
    mover, other, margin = kernels.key_status(np.uint64(state_key(state)))
    assert mover == bool(state.moves_of(state.to_move))
    assert other == bool(state.moves_of(1 - state.to_move))
    black, white = state.scores()
    assert margin == (black - white if state.to_move == BLACK else white - black)


def test_start_key_holds_the_whole_row():
    state = TwentySevenState(Rules("standard"), 0)
    st_, h = np.zeros((kernels.FIELDS, kernels.MAX_HEIGHT), np.int64), np.zeros(kernels.FIELDS, np.int64)
    n = kernels.decode(np.uint64(state_key(state)), st_, h)
    rows = ["".join("BWGR"[st_[f, d]] for d in range(h[f])) for f in range(n)]
    assert rows == state.stacks
    with pytest.raises(ValueError):
        position_key(["RBBBBBBBBBB"] + state.stacks[1:], 0)     # a 28th disc does not fit


# -- values -----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def searches():
    return {v: ExactSearch(v, table_bits=16) for v in VARIANTS}


@pytest.mark.parametrize("variant", VARIANTS)
def test_values_agree_with_brute_force(variant, searches):
    """Alpha-beta over bounds, plain memoised negamax and brute force over state.py agree."""

    @SETTINGS
    @given(small_positions(variant))
    def check(state):
        try:
            expected = brute_force(state, {})
        except TooBig:
            assume(False)
        assert searches[variant].value(state) == expected
        assert solve_all(state)[0] == expected

    check()


@pytest.mark.parametrize("variant", VARIANTS)
def test_move_values_and_best_move(variant, searches):
    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
    @given(small_positions(variant))
    def check(state):
        if state.is_terminal():
            return
        memo: dict = {}
        try:
            brute_force(state, memo)
        except TooBig:
            assume(False)
        search = searches[variant]
        values = search.move_values(state)
        for move, value in values:
            child = state.clone()
            child.apply(move)
            assert value == brute_force(child, memo)
        sign = 1 if state.to_move == BLACK else -1
        assert [sign * v for _, v in values] == sorted((sign * v for _, v in values), reverse=True)
        best = search.best_move(state)
        child = state.clone()
        child.apply(best)
        assert brute_force(child, memo) == brute_force(state, memo)
        if not state.own_moves():
            assert best == PASS

    check()


@pytest.mark.parametrize("variant", VARIANTS)
def test_strong_plays_a_proven_win_exactly_when_there_is_one(variant):
    """search:strong's null-window proof (ai.ProvingAgent.winning_move): a move when the
    mover can force a win, and that move keeps the win; None when he cannot."""
    from gamebox.ai.agents import make_agent
    from gamebox.registry import get

    agent = make_agent("search:strong", get("27"), 1)

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
    @given(small_positions(variant))
    def check(state):
        assume(not state.is_terminal() and len(state.legal_moves()) > 1)
        memo: dict = {}
        try:
            value = brute_force(state, memo)
        except TooBig:
            assume(False)
        sign = 1 if state.to_move == BLACK else -1
        agent._search = ExactSearch(variant, table_bits=16)
        move = agent.winning_move(state)
        if sign * value > 0:
            child = state.clone()
            child.apply(move)
            assert sign * brute_force(child, memo) > 0
        else:
            assert move is None

    check()


def _late_position(variant: str, seed: int, plies: int) -> TwentySevenState:
    rng = random.Random(seed)
    state = TwentySevenState(Rules(variant), seed % 2)
    for _ in range(plies):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("variant", VARIANTS)
def test_real_game_positions(variant, searches):
    """Positions of random games with all 27 discs, a dozen plies in: both kernels agree."""
    for seed in range(4):
        state = _late_position(variant, seed, 14)
        try:
            value, _ = solve_all(state, max_positions=200_000)
        except SearchBudgetExceeded:
            continue
        assert searches[variant].value(state) == value


def test_budget_is_enforced():
    search = ExactSearch("standard", table_bits=16)
    with pytest.raises(SearchBudgetExceeded):
        search.value(TwentySevenState(Rules("standard"), 0), budget=1000)
    with pytest.raises(SearchBudgetExceeded):
        solve_all(TwentySevenState(Rules("standard"), 0), max_positions=1000)


# -- the survey ---------------------------------------------------------------------------------

def python_survey(variant: str, plies: int) -> list[int]:
    """Distinct keys first seen at each ply, by breadth-first search over state.py."""
    state = TwentySevenState(Rules(variant), 0)
    seen = {state_key(state)}
    frontier, counts = [state], []
    for _ in range(plies):
        following = []
        for s in frontier:
            if s.is_terminal():
                continue
            for move in s.legal_moves():
                child = s.clone()
                child.apply(move)
                key = state_key(child)
                if key not in seen:
                    seen.add(key)
                    following.append(child)
        counts.append(len(following))
        frontier = following
    return counts


@pytest.mark.parametrize("variant", VARIANTS)
def test_survey_counts_match_the_rules(variant):
    rows = survey(variant, max_positions=20_000)
    assert [r["new"] for r in rows[:3]] == python_survey(variant, 3)
    assert rows[-1]["complete"] is False and rows[-1]["total"] <= 20_000
