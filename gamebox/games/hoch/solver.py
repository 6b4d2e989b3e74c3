"""The exact solver of solo Hoch und höher: optimal expected final score from any position.

Expectimax over every position reachable from a start, with rules H1-H3 and H7. Tower
places do not matter, only the multiset of towers, so positions are canonical keys
(solve_keys.py); without the hierarchy, pawns are alike and a pawn above 6 is banked. Each
move takes one tower out of the pawnless multiset, so positions form layers by that count,
and one backward sweep over the layers is the whole solve (kernels in solve_kernels.py).

    table = solve("solo")                 # save_table(...) caches it; cached_table(...) reads it
    table.value(state)                    # expected final score with best play from here
    table.move_values(state)              # [(move, expected final score)], best first

A finished table is a pair of flat arrays (keys sorted within each layer, values) cached
in the user cache directory; reading it needs numpy only.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gamebox.protocol import ExactTable

from .layers import layer_values, next_layer
from .moves import NUM_TOWERS, HochMove
from .solve_keys import key_is_dead, position_key
from .state import END_ON_ROLL, END_WHEN_STUCK, MOVE, OVER, HochState, Rules
from .table_files import (
    SolverError,
    cache_dir,
    check_layers,
    layer_offsets,
    read_table_dir,
    write_table_dir,
)

FORMAT = "gamebox-hoch-solo-table"
VERSION = 1
SOLO_VARIANTS = {"solo": False, "solo-hierarchy": True}
END_RULES = (END_ON_ROLL, END_WHEN_STUCK)

Progress = Callable[[float, str], None]


@dataclass
class SoloTable(ExactTable):
    """Optimal values of every position reachable from `start`."""

    rules: Rules
    start: str                     # the start position, as HochState.position()
    keys: np.ndarray               # uint64, layer after layer, sorted within a layer
    values: np.ndarray             # expected final score without the banked points
    offsets: dict[int, tuple[int, int]]   # pawnless towers -> slice of keys/values
    start_value: float
    seconds: float

    @property
    def positions(self) -> int:
        return int(self.keys.shape[0])

    # -- answers ------------------------------------------------------------------
    def value(self, state: HochState) -> float:
        """Expected final score with optimal play from `state` (any phase)."""
        if state.rules != self.rules:
            raise SolverError("this table was solved for other rules")
        if state.phase == OVER:
            return state.scores()[0]
        if state.phase == MOVE:
            return max(v for _, v in self.move_values(state))
        key, banked, pawnless = position_key(state)
        stored = self._lookup(key, pawnless)
        if stored is None:  # no pawn can change any more: the score is final
            return state.scores()[0]
        return banked + stored

    def move_values(self, state: HochState) -> list[tuple[HochMove, float]]:
        """Every legal move for the rolled number with the expected final score it leads
        to, best first (ties keep the order of the legal moves)."""
        if state.phase != MOVE:
            raise SolverError("roll first: move values need a rolled number")
        result = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            result.append((move, self.value(child)))
        result.sort(key=lambda mv: -mv[1])
        return result

    def best_move(self, state: HochState) -> HochMove:
        return self.move_values(state)[0][0]

    def _lookup(self, key: int, pawnless: int) -> float | None:
        if key_is_dead(key, pawnless):
            return None
        start, stop = self.offsets.get(pawnless, (0, 0))
        layer = self.keys[start:stop]
        index = int(np.searchsorted(layer, np.uint64(key)))
        if index >= layer.shape[0] or int(layer[index]) != key:
            raise SolverError("this position is not reachable from the table's start")
        return float(self.values[start + index])


# -- solving --------------------------------------------------------------------------

def solve(variant: str = "solo", end_rule: str = END_ON_ROLL, start: HochState | None = None,
          progress: Progress | None = None) -> SoloTable:
    """Solve from `start` (default: the game's start position). Takes seconds for the solo
    game and about two minutes with the hierarchy; `progress(fraction, phase)` is called
    between layers and may raise to cancel."""
    if variant not in SOLO_VARIANTS:
        raise ValueError(f"the solver knows the solo variants {', '.join(SOLO_VARIANTS)}, not {variant!r}")
    if end_rule not in END_RULES:
        raise ValueError(f"unknown end rule {end_rule!r}")
    hier = SOLO_VARIANTS[variant]
    rules = Rules(solo=True, hierarchy=hier, end_rule=end_rule)
    if start is None:
        start = HochState(rules)
    if start.rules.solo is not True or start.rules.hierarchy != hier:
        raise ValueError("the start position must be a position of the same solo variant")
    report = progress or (lambda fraction, phase: None)
    began = time.perf_counter()
    report(0.0, "compile")
    from . import solve_kernels as kernels  # numba: only here

    position = HochState.from_position(rules, start.position())
    key, _, pawnless = position_key(position)
    layers = [np.array([key], dtype=np.uint64)] if not key_is_dead(key, pawnless) else []
    sizes = [pawnless]
    # Forward: the layers of reachable live positions. Their sizes peak in the middle;
    # the weights below only make the progress bar move evenly.
    done = 0.0
    with ThreadPoolExecutor(max_workers=2) as pool:
        while layers and layers[-1].shape[0] and sizes[-1] > 0:
            layers.append(next_layer(kernels.expand, layers[-1], hier, pool, lambda done=done: report(done, "layers")))
            sizes.append(sizes[-1] - 1)
            done = 0.55 * len(layers) / (pawnless + 1)
            report(done, "layers")
    values: list[np.ndarray] = [np.zeros(0)] * len(layers)
    reroll = end_rule == END_WHEN_STUCK
    for i in range(len(layers) - 1, -1, -1):
        following = layers[i + 1] if i + 1 < len(layers) else np.zeros(0, dtype=np.uint64)
        after = values[i + 1] if i + 1 < len(layers) else np.zeros(0)
        slots, where = kernels.build_index(following)
        (values[i],) = layer_values(kernels.evaluate, layers[i], (slots, where, after, hier, reroll),
                                    lambda done=done: report(done, "values"))
        done = 0.55 + 0.45 * (len(layers) - i) / len(layers)
        report(done, "values")
    offsets, at = {}, 0
    for size, layer in zip(sizes, layers):
        offsets[size] = (at, at + layer.shape[0])
        at += layer.shape[0]
    keys = np.concatenate(layers) if layers else np.zeros(0, dtype=np.uint64)
    flat = np.concatenate(values) if layers else np.zeros(0)
    table = SoloTable(rules, position.position(), keys, flat, offsets, 0.0, 0.0)
    table.start_value = table.value(position)
    table.seconds = time.perf_counter() - began
    report(1.0, "done")
    return table


def bellman_residual(table: SoloTable) -> float:
    """The largest |V(p) - backup(p)| over every stored position, where backup(p) is the mean
    over the rolls of the best move's value computed from the stored values of the next
    layer. Zero up to rounding for an exact table (float32 on disk: about 1e-5)."""
    from . import solve_kernels as kernels

    hier = table.rules.hierarchy
    reroll = table.rules.end_rule == END_WHEN_STUCK
    worst = 0.0
    for size, (a, b) in table.offsets.items():
        following = table.offsets.get(size - 1, (b, b))
        next_keys = np.ascontiguousarray(table.keys[following[0]:following[1]])
        next_values = np.asarray(table.values[following[0]:following[1]], dtype=np.float64)
        slots, where = kernels.build_index(next_keys)
        backup = kernels.evaluate(np.ascontiguousarray(table.keys[a:b]), slots, where, next_values, hier, reroll)
        if backup.shape[0]:
            stored = np.asarray(table.values[a:b], dtype=np.float64)
            worst = max(worst, float(np.max(np.abs(backup - stored))))
    return worst


# -- the cache --------------------------------------------------------------------------

def table_path(variant: str, end_rule: str = END_ON_ROLL) -> Path:
    return cache_dir() / f"hoch-{variant}-{end_rule}-v{VERSION}"


def save_table(table: SoloTable, path: Path) -> None:
    # float32 keeps 7 significant digits, plenty for hints; it halves the file.
    meta = {"format": FORMAT, "version": VERSION, "solo": True,
            "hierarchy": table.rules.hierarchy, "end_rule": table.rules.end_rule,
            "start": table.start, "start_value": table.start_value, "seconds": table.seconds,
            "positions": table.positions,
            "offsets": {str(k): list(v) for k, v in table.offsets.items()}}
    write_table_dir(path, {"keys": table.keys, "values": table.values.astype(np.float32)}, meta)


def load_table(path: Path) -> SoloTable:
    """Read a cached table; anything wrong with it raises SolverError with one line."""
    meta, arrays = read_table_dir(path, FORMAT, VERSION, {"keys": np.uint64, "values": np.float32})
    offsets = layer_offsets(meta, int(meta["positions"]), path, NUM_TOWERS)
    check_layers(path, arrays["keys"], offsets, [arrays["values"]], 0.0, 45.0)
    try:
        rules = Rules(solo=True, hierarchy=bool(meta["hierarchy"]), end_rule=str(meta["end_rule"]))
        if rules.end_rule not in END_RULES:
            raise ValueError("unknown end rule")
        HochState.from_position(rules, str(meta["start"]))
        return SoloTable(rules, str(meta["start"]), arrays["keys"], arrays["values"], offsets,
                         float(meta["start_value"]), float(meta["seconds"]))
    except (KeyError, TypeError, ValueError):
        raise SolverError(f"{Path(path).name}: bad description") from None


def cached_table(variant: str, end_rule: str = END_ON_ROLL) -> SoloTable | None:
    """The cached table for the game's start, or None if there is none (or it is broken)."""
    path = table_path(variant, end_rule)
    if not path.exists():
        return None
    try:
        return load_table(path)
    except SolverError:
        return None


def warm_up() -> None:
    """Compile the numba kernels into numba's cache (a few seconds, once per machine and
    source change), so that the first real solve is as fast as the next ones."""
    from .duel_solver import solve_duel

    for hier in (False, True):
        rules = Rules(solo=True, hierarchy=hier)
        solve("solo-hierarchy" if hier else "solo", start=HochState.from_position(rules, _WARM_POSITION))
        duel = Rules(solo=False, hierarchy=hier)
        solve_duel("duel-hierarchy" if hier else "duel",
                   starts=[HochState.from_position(duel, _WARM_POSITION, to_move=p) for p in (0, 1)])


_WARM_POSITION = "4 3 2 1 1 - - - - - - - - -"

if __name__ == "__main__":   # `python -m gamebox.games.hoch.solver`: make runs this after installing
    warm_up()
