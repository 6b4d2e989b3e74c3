"""Exact play of 27: the value of a position under perfect play, and the moves that keep it.

The value is the final margin, black's goal discs minus white's, with both players
maximising their own margin (negamax on the margin). Kernels in solve_kernels.py work on
packed keys seen by the player to move, so white to move is black's mirror image and one
search serves both seats.

Why no table of the whole game: the positions reachable from the start are far too many.
A breadth-first survey (survey()) finds 456 million distinct positions within the first
11 plies of the standard game, still growing about fourfold per ply, and games run up to
about 100 plies (the variants grow faster). A memo of every position, or a retrograde
sweep, would need tens of gigabytes at least. What is small is a proof: alpha-beta with a
memo of proven bounds ([lo, hi] per position, exact because every search runs to the end
of the game) touches only the positions that decide the value.

    search = ExactSearch("standard")
    search.value(state)               # black's final margin with perfect play
    search.move_values(state)         # [(move, black's margin after it)], best for the mover first
    search.best_move(state)
    solve("standard")                 # the start, black moving first: value, nodes, seconds, memory

Searches from the middle game take milliseconds to seconds; from the first plies they can
take very long, so every call accepts a node budget and raises SearchBudgetExceeded when it
runs out (the AI then falls back to its heuristic search).
"""
from __future__ import annotations

import resource
import time
from collections.abc import Callable

import numpy as np

from .moves import BLACK, Move27, Shift
from .state import TwentySevenState, start_row

VARIANTS = ("standard", "grey", "red")
CARRY = {"standard": 0, "grey": 1, "red": 2}     # = solve_kernels.CARRY, without numba
_CODE = {"B": 0, "W": 1, "G": 2, "R": 3}
_MAX_DISCS, _MAX_BASES, _FLAGS = 27, 9, 54
_UNKNOWN = 64                                    # beyond any margin
_DEPTH = 512                                     # plies of one line; real games have ~100 at most

Progress = Callable[[float, str], None]


class SearchBudgetExceeded(RuntimeError):
    """The search used up its node budget before proving the value."""


# -- keys (pure Python, bit for bit the kernels' encode) ----------------------------------

def position_key(stacks: list[str], to_move: int) -> int:
    """The packed key of a row (stacks bottom up) seen by the player to move; see the layout
    in solve_kernels.py. Raises ValueError for a row that does not fit (more than 27 discs
    or 9 grey and red ones)."""
    order = stacks if to_move == BLACK else stacks[::-1]
    discs = sum(len(s) for s in stacks)
    if discs > _MAX_DISCS or sum(s.count("G") + s.count("R") for s in stacks) > _MAX_BASES:
        raise ValueError("the row has more discs than a game of 27")
    key, at, flag = 0, discs - 1, _FLAGS
    for stack in order:
        for level, disc in enumerate(stack):
            c = _CODE[disc]
            if to_move != BLACK and c < 2:
                c ^= 1            # the mirror swaps black and white
            key |= c << (2 * at)
            if c >= 2:
                key |= (level == 0) << flag
                flag += 1
            at -= 1
    return key


def state_key(state: TwentySevenState) -> int:
    return position_key(state.stacks, state.to_move)


def _black_margin(mover_value: int, to_move: int) -> int:
    return mover_value if to_move == BLACK else -mover_value


# -- alpha-beta over proven bounds ------------------------------------------------------------

class ExactSearch:
    """Exact values by alpha-beta with a memo of proven bounds, kept between calls.

    `table_bits`: the memo holds 2**table_bits positions, 11 bytes each (24: 185 MB); when
    full, the cheapest proofs are overwritten, which costs time, never correctness."""

    def __init__(self, variant: str, table_bits: int = 22) -> None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        from . import proof_kernels as kernels   # numba: only when searching

        self.kernels = kernels
        self.variant = variant
        self.carry = CARRY[variant]
        size = 1 << table_bits
        self.table = (np.zeros(size, np.uint64), np.zeros(size, np.int8), np.zeros(size, np.int8),
                      np.zeros(size, np.uint8))
        d = _DEPTH
        self.frames = (np.zeros(d, np.uint64), np.zeros(d, np.int64), np.zeros(d, np.int64),
                       np.zeros(d, np.int64), np.zeros(d, np.int64), np.zeros(d, np.int64),
                       np.zeros(d, np.int64), np.zeros((d, kernels.MAX_MOVES), np.uint64),
                       np.zeros(d, np.int64))
        self.nodes = 0          # positions visited, over all calls

    @property
    def stored(self) -> int:
        return int(np.count_nonzero(self.table[0]))

    # -- on keys (the mover's margin) -----------------------------------------------------
    def bound(self, key: int, alpha: int, beta: int, budget: int | None = None,
              progress: Progress | None = None, slice_nodes: int = 20_000_000) -> int:
        """Fail-soft negamax of key in the window (alpha, beta): a value v with v <= alpha
        meaning "at most v", v >= beta "at least v", else exact."""
        k = self.kernels
        stats = np.zeros(16, np.int64)
        limit = None if budget is None else budget
        while True:
            step = slice_nodes if limit is None else max(1, min(slice_nodes, limit - int(stats[3])))
            status = k.alphabeta(np.uint64(key), alpha, beta, self.carry, *self.table, *self.frames,
                                 stats, step)
            if status == k.DONE:
                break
            if status != k.RUNNING:
                raise RuntimeError(f"the search failed (status {status})")
            if progress is not None:
                progress(self._fraction(int(stats[0])), f"{int(stats[3]):,} positions")
            if limit is not None and stats[3] >= limit:
                self.nodes += int(stats[3])
                raise SearchBudgetExceeded(f"no proof within {limit:,} positions")
        self.nodes += int(stats[3])
        return int(stats[2])

    def exact(self, key: int, guess: int = 0, budget: int | None = None,
              progress: Progress | None = None) -> int:
        """The mover's exact margin, by null-window searches closing in from `guess` (MTD(f))."""
        lo, hi, g = -_UNKNOWN, _UNKNOWN, guess
        start = self.nodes
        while lo < hi:
            beta = g + 1 if g == lo else g
            left = None if budget is None else budget - (self.nodes - start)
            if left is not None and left <= 0:
                raise SearchBudgetExceeded(f"no proof within {budget:,} positions")
            g = self.bound(key, beta - 1, beta, left, progress)
            if g < beta:
                hi = g
            else:
                lo = g
        return g

    def _fraction(self, depth: int) -> float:
        """How much of the root's moves is done, estimated from the moves tried on the path."""
        _, _, _, _, _, nxt, count, _, _ = self.frames
        done, weight = 0.0, 1.0
        for i in range(min(depth, 12)):
            c = max(1, int(count[i]))
            done += weight * min(int(nxt[i]), c) / c
            weight /= c
        return min(done, 1.0)

    # -- on states (black's margin) ----------------------------------------------------------
    def value(self, state: TwentySevenState, budget: int | None = None) -> int:
        """Black's final margin (black's goal discs minus white's) with perfect play."""
        self._check(state)
        if state.is_terminal():
            black, white = state.scores()
            return int(black - white)
        return _black_margin(self.exact(state_key(state), budget=budget), state.to_move)

    def move_values(self, state: TwentySevenState,
                    budget: int | None = None) -> list[tuple[Move27, int]]:
        """Every legal move with black's final margin after it, best for the mover first
        (ties keep the order of the legal moves)."""
        self._check(state)
        start = self.nodes
        result = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            left = None if budget is None else max(1, budget - (self.nodes - start))
            result.append((move, self.value(child, left)))
        sign = 1 if state.to_move == BLACK else -1
        result.sort(key=lambda mv: -sign * mv[1])
        return result

    def best_move(self, state: TwentySevenState, budget: int | None = None) -> Move27:
        """A move that keeps the value: prove the value, then take the first move (in the
        search's own order of the children) that reaches it."""
        self._check(state)
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        start = self.nodes
        target = self.exact(state_key(state), budget=budget)    # the mover's margin
        for move in moves:
            child = state.clone()
            child.apply(move)
            left = None if budget is None else max(1, budget - (self.nodes - start))
            if child.is_terminal():
                black, white = child.scores()
                got = _black_margin(int(black - white), state.to_move)
            else:   # the child's value for the opponent is at most -target iff the move keeps it
                got = -self.bound(state_key(child), -target, -target + 1, left)
            if got >= target:
                return move
        raise RuntimeError("no move reaches the proven value")   # the memo would be wrong

    def _check(self, state: TwentySevenState) -> None:
        if state.rules.variant != self.variant:
            raise ValueError(f"this search is for the {self.variant} variant")
        if state.phase != "play":
            raise ValueError("the game has not started: the lot decides who moves first")


# -- solving from the start ------------------------------------------------------------------

def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def solve(variant: str, progress: Progress | None = None, table_bits: int = 27,
          budget: int | None = None, exact: bool = True) -> dict:
    """Solve the start position, black moving first (white first is its mirror image).

    First who wins (null windows around 0), then with `exact` the margin. Returns value
    (black's margin, or None if only the winner was settled), winner ("black", "white",
    "draw"), nodes (positions visited, with repeats), stored (positions in the memo at the
    end), seconds, peak_mb. Raises SearchBudgetExceeded past `budget` nodes."""
    began = time.perf_counter()
    search = ExactSearch(variant, table_bits)
    key = position_key(start_row(), BLACK)
    report = progress or (lambda fraction, phase: None)

    def phase(name: str) -> Progress:
        return lambda fraction, text: report(fraction, f"{name}: {text}")

    left = budget
    wins = search.bound(key, 0, 1, left, phase("black wins?"))
    if wins >= 1:
        low, high = wins, _UNKNOWN
    else:
        left = None if budget is None else budget - search.nodes
        draw = search.bound(key, -1, 0, left, phase("white wins?"))
        low, high = (0, 0) if draw >= 0 else (-_UNKNOWN, draw)
    value = None
    if low == high:
        value = low
    elif exact:
        left = None if budget is None else budget - search.nodes
        value = search.exact(key, guess=low if low > -_UNKNOWN else high, budget=left,
                             progress=phase("margin"))
    winner = "black" if low >= 1 else "white" if high <= -1 else "draw"
    report(1.0, "done")
    return {"variant": variant, "value": value, "winner": winner, "nodes": search.nodes,
            "stored": search.stored, "seconds": time.perf_counter() - began, "peak_mb": peak_mb()}


# -- measuring the whole game -------------------------------------------------------------------

def survey(variant: str, max_positions: int = 50_000_000, start: TwentySevenState | None = None,
           progress: Progress | None = None) -> list[dict]:
    """Breadth-first count of the distinct positions reachable from `start` (the start
    position, black to move), ply by ply, until all are seen or `max_positions` are stored
    (8 bytes each, in a table of about 1.2 times that). One row per ply: ply, new (first
    seen at that ply), total, terminal (game ends met), complete (False for a ply cut off)."""
    from . import solve_kernels as kernels

    key = state_key(start) if start is not None else position_key(start_row(), BLACK)
    size = 1 << max(10, int(max_positions / 0.8).bit_length())
    keys = np.zeros(size, np.uint64)
    keys[kernels.probe(keys, np.uint64(key))] = key
    stats = np.array([1, 0, 0], np.int64)
    frontier = np.array([key], np.uint64)
    chunk = 1 << 18
    out = np.zeros(chunk * kernels.MAX_MOVES, np.uint64)
    rows, ply = [], 0
    while frontier.shape[0]:
        ply += 1
        parts, complete = [], True
        for at in range(0, frontier.shape[0], chunk):
            written = kernels.expand(frontier[at:at + chunk], keys, max_positions, CARRY[variant], out, stats)
            if written < 0:
                complete = False
                break
            parts.append(out[:written].copy())
        frontier = np.concatenate(parts) if parts else np.zeros(0, np.uint64)
        rows.append({"ply": ply, "new": int(frontier.shape[0]), "total": int(stats[0]),
                     "terminal": int(stats[1]), "complete": complete})
        if progress is not None:
            progress(min(1.0, stats[0] / max_positions), f"ply {ply}: {int(stats[0]):,} positions")
        if not complete:
            break
    return rows


def solve_all(state: TwentySevenState, max_positions: int = 10_000_000) -> tuple[int, int]:
    """(black's margin, positions) by plain memoised negamax over every position reachable
    from `state`: the brute-force check of the alpha-beta search, for late positions. Raises
    SearchBudgetExceeded if more than `max_positions` are reachable."""
    from . import solve_kernels as k

    if state.is_terminal():
        black, white = state.scores()
        return int(black - white), 1
    root = np.uint64(state_key(state))
    carry = CARRY[state.rules.variant]
    d = 4 * _DEPTH
    frames = (np.zeros(d, np.uint64), np.zeros(d, np.int64), np.zeros(d, np.int64),
              np.zeros(d, np.int64), np.zeros(d, np.int64), np.zeros((d, k.MAX_MOVES), np.uint64))
    size = 1 << 12
    while True:   # a small table first: most calls are for small endgames
        limit = min(max_positions, int(size * 0.8))
        keys, vals = np.zeros(size, np.uint64), np.zeros(size, np.int8)
        stats = np.zeros(4, np.int64)
        k.start(root, keys, vals, carry, *frames, stats)
        status = k.search(keys, vals, limit, carry, *frames, stats, 1 << 62)
        if status != k.FULL or limit >= max_positions:
            break
        size *= 4
    if status == k.FULL:
        raise SearchBudgetExceeded(f"more than {max_positions:,} positions")
    if status != k.DONE:
        raise RuntimeError("the game graph has a cycle" if status == k.CYCLE else f"status {status}")
    return _black_margin(int(k.lookup(keys, vals, root)), state.to_move), int(stats[1])


def kernel_shifts(state: TwentySevenState) -> list[Shift]:
    """The mover's shifts as the kernels generate them (for tests against state.py)."""
    from . import solve_kernels as k

    src, count, base = np.zeros(k.MAX_MOVES, np.int64), np.zeros(k.MAX_MOVES, np.int64), np.zeros(k.MAX_MOVES, np.bool_)
    m = k.key_shifts(np.uint64(state_key(state)), CARRY[state.rules.variant], src, count, base)
    names = state.names if state.to_move == BLACK else state.names[::-1]
    n = len(names)
    towers = sum(1 for s in state.stacks if len(s) > 1 and s[-1] == "BW"[state.to_move])
    return [Shift(names[src[i]], int(count[i]), names[min(n - 1, src[i] + towers)], bool(base[i]))
            for i in range(m)]


def warm_up() -> None:
    """Compile the numba kernels into numba's cache (a few seconds, once per machine and source change), so the
    first exact search, hint or proof is as quick as the next: make runs this after installing, as for Hoch's."""
    import random

    from gamebox import registry
    from gamebox.protocol import Setup

    for variant in VARIANTS:
        state = registry.get("27").new_state(Setup(variant, 2, {}, 0))
        rng = random.Random(11)
        for _ in range(14):
            state.play(rng.choice(state.legal_moves()))
        ExactSearch(variant, table_bits=12).value(state)
        solve_all(state)
        kernel_shifts(state)


if __name__ == "__main__":   # `python -m gamebox.games.twentyseven.solver`
    warm_up()
