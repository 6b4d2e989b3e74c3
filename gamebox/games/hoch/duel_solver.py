"""The exact duel: for every reachable position, the chances that Team B wins and of a draw
when both teams play perfectly (each maximises its chance to win, then to draw).

Same method as the solo solver (solver.py, docs/solver.md): canonical keys, layers by the
number of pawnless towers, a forward sweep for the reachable positions and a backward
sweep for the values; the key also says which team moves (duel_kernels.py). Nothing is
banked: the final comparison and its tie-break (H5) need every height.
"""
from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gamebox.protocol import ExactTable

from .layers import layer_values, next_layer
from .moves import NUM_TOWERS, HochMove
from .solve_keys import key_is_dead, pawnless_part
from .solver import END_RULES, Progress
from .state import END_ON_ROLL, MOVE, OVER, START, HochState, Rules
from .table_files import (
    Checkpoint,
    SolverError,
    cache_dir,
    check_layers,
    layer_offsets,
    read_table_dir,
    write_table_dir,
)

FORMAT = "gamebox-hoch-duel-table"
VERSION = 1
DUEL_VARIANTS = {"duel": False, "duel-hierarchy": True}
SIDE_BIT = 59
EPS = 1e-9


def duel_key(state: HochState) -> tuple[int, int]:
    """(key, number of pawnless towers) of a duel position, as duel_kernels packs it."""
    codes = [state.heights[t] if t >= 0 else 0 for t in state.pawn_tower]
    if not state.rules.hierarchy:
        codes = sorted(codes[:2]) + sorted(codes[2:])
    try:
        counts, rank, pawnless = pawnless_part(state)
    except ValueError as error:
        raise SolverError(str(error)) from None
    key = sum(c << (6 * i) for i, c in enumerate(codes)) | counts << 24 | rank << 48
    return key | state.to_move << SIDE_BIT, pawnless


def _fixed_result(state: HochState) -> tuple[float, float]:
    winners = state.winners() if state.phase == OVER else _final_winners(state)
    if winners == [0]:
        return 1.0, 0.0
    return (0.0, 0.0) if winners == [1] else (0.0, 1.0)


def _final_winners(state: HochState) -> list[int]:
    over = state.clone()
    over.phase = OVER
    return over.winners()


@dataclass
class DuelTable(ExactTable):
    rules: Rules
    keys: np.ndarray                 # uint64, layer after layer, sorted within a layer
    win: np.ndarray                  # chance that Team B wins
    draw: np.ndarray                 # chance of a draw
    offsets: dict[int, tuple[int, int]]
    seconds: float

    @property
    def positions(self) -> int:
        return int(self.keys.shape[0])

    @property
    def start_value(self) -> float:
        """The chance that the team that starts wins, with perfect play on both sides."""
        return self.outcome(HochState(self.rules, 0))[0]

    @property
    def start_draw(self) -> float:
        return self.outcome(HochState(self.rules, 0))[1]

    def value(self, state: HochState) -> float:
        """The chance that the team to move (or that just rolled) wins."""
        win_b, draw = self.outcome(state)
        return win_b if state.to_move == 0 else 1.0 - win_b - draw

    def move_values(self, state: HochState) -> list[tuple[HochMove, float]]:
        """Every legal move with the mover's chance to win after it, best first."""
        mover = state.to_move
        return [(move, w if mover == 0 else 1.0 - w - d) for move, (w, d) in self.move_outcomes(state)]

    def outcome(self, state: HochState) -> tuple[float, float]:
        """(Team B wins, draw) with perfect play from `state`, in any phase."""
        if state.rules != self.rules:
            raise SolverError("this table was solved for other rules")
        if state.phase == OVER:
            return _fixed_result(state)
        if state.phase == START:
            w0, d0 = self.outcome(_starting(state, 0))
            w1, d1 = self.outcome(_starting(state, 1))
            return (w0 + w1) / 2, (d0 + d1) / 2
        if state.phase == MOVE:
            return self.move_outcomes(state)[0][1]
        key, pawnless = duel_key(state)
        if key_is_dead(key, pawnless):
            return _fixed_result(state)
        start, stop = self.offsets.get(pawnless, (0, 0))
        index = start + int(np.searchsorted(self.keys[start:stop], np.uint64(key)))
        if index >= stop or int(self.keys[index]) != key:
            raise SolverError("this position is not reachable from the start")
        return float(self.win[index]), float(self.draw[index])

    def move_outcomes(self, state: HochState) -> list[tuple[HochMove, tuple[float, float]]]:
        """Every legal move with (Team B wins, draw) after it, best for the mover first."""
        if state.phase != MOVE:
            raise SolverError("roll first: move values need a rolled number")
        result = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            result.append((move, self.outcome(child)))
        mover = state.to_move
        result.sort(key=lambda item: _preference(item[1], mover), reverse=True)
        return result

    def best_move(self, state: HochState) -> HochMove:
        return self.move_outcomes(state)[0][0]


def _preference(outcome: tuple[float, float], mover: int) -> tuple[float, float]:
    """Sort key for the mover: its chance to win (rounded, so float noise is a tie), then draw."""
    win_b, draw = outcome
    win = win_b if mover == 0 else 1.0 - win_b - draw
    return round(win / EPS), round(draw / EPS)


def _starting(state: HochState, player: int) -> HochState:
    from .moves import Start

    child = state.clone()
    child.apply(Start(player))
    return child


def solve_duel(variant: str = "duel", end_rule: str = END_ON_ROLL, starts: list[HochState] | None = None,
               progress: Progress | None = None, checkpoint: Checkpoint | None = None) -> DuelTable:
    """Solve the duel from the start, for both teams starting (minutes), or from `starts`
    (positions before a roll with the same number of pawnless towers: tests).

    With a `checkpoint` every finished layer (its keys, later its values) is kept on disk, and a
    solve that was stopped resumes from the layers it had finished."""
    if variant not in DUEL_VARIANTS:
        raise ValueError(f"the duel solver knows {', '.join(DUEL_VARIANTS)}, not {variant!r}")
    if end_rule not in END_RULES:
        raise ValueError(f"unknown end rule {end_rule!r}")
    hier = DUEL_VARIANTS[variant]
    rules = Rules(solo=False, hierarchy=hier, end_rule=end_rule)
    report = progress or (lambda fraction, phase: None)
    began = time.perf_counter()
    report(0.0, "compile")
    from . import duel_kernels as kernels  # numba: only here
    from .solve_kernels import build_index

    if starts is None:
        starts = [HochState(rules, player) for player in (0, 1)]
    roots = {}
    for state in starts:
        if state.rules != rules or state.phase != "roll":
            raise ValueError("a start must be a position of the same variant, before a roll")
        key, pawnless = duel_key(state)
        if not key_is_dead(key, pawnless):
            roots[key] = pawnless
    if len(set(roots.values())) > 1:
        raise ValueError("the starts must have the same number of pawnless towers")
    layers = [np.array(sorted(roots), dtype=np.uint64)]
    sizes = [next(iter(roots.values()), 0)]
    done = 0.0
    with ThreadPoolExecutor(max_workers=2) as pool:
        while layers[-1].shape[0] and sizes[-1] > 0:
            name = f"keys-{len(layers)}"
            kept = checkpoint.load(name) if checkpoint else None
            if kept is None:
                kept = next_layer(kernels.expand, layers[-1], hier, pool, lambda done=done: report(done, "layers"))
                if checkpoint:
                    checkpoint.save(name, kept)
            layers.append(kept)
            sizes.append(sizes[-1] - 1)
            done = 0.5 * len(layers) / (NUM_TOWERS + 1)
            report(done, "layers")
    win: list[np.ndarray] = [np.zeros(0)] * len(layers)
    draw: list[np.ndarray] = [np.zeros(0)] * len(layers)
    reroll = end_rule != END_ON_ROLL
    for i in range(len(layers) - 1, -1, -1):
        last = i + 1 == len(layers)
        following = np.zeros(0, dtype=np.uint64) if last else layers[i + 1]
        kept = (checkpoint.load(f"win-{i}"), checkpoint.load(f"draw-{i}")) if checkpoint else (None, None)
        if kept[0] is not None and kept[1] is not None and kept[0].shape == kept[1].shape == layers[i].shape:
            win[i], draw[i] = kept
        else:
            slots, where = build_index(following)
            args = (slots, where, np.zeros(0) if last else win[i + 1], np.zeros(0) if last else draw[i + 1],
                    hier, reroll)
            win[i], draw[i] = layer_values(kernels.evaluate, layers[i], args,
                                           lambda done=done: report(done, "values"))
            if checkpoint:
                checkpoint.save(f"win-{i}", win[i])
                checkpoint.save(f"draw-{i}", draw[i])
        done = 0.5 + 0.5 * (len(layers) - i) / len(layers)
        report(done, "values")
    offsets, at = {}, 0
    for size, layer in zip(sizes, layers):
        offsets[size] = (at, at + layer.shape[0])
        at += layer.shape[0]
    table = DuelTable(rules, np.concatenate(layers), np.concatenate(win), np.concatenate(draw),
                      offsets, time.perf_counter() - began)
    report(1.0, "done")
    return table


# -- the cache --------------------------------------------------------------------------

def duel_table_path(variant: str, end_rule: str = END_ON_ROLL) -> Path:
    return cache_dir() / f"hoch-{variant}-{end_rule}-v{VERSION}"


def save_duel_table(table: DuelTable, path: Path) -> None:
    meta = {"format": FORMAT, "version": VERSION, "hierarchy": table.rules.hierarchy,
            "end_rule": table.rules.end_rule, "seconds": table.seconds, "positions": table.positions,
            "offsets": {str(k): list(v) for k, v in table.offsets.items()}}
    # float32: 7 digits are plenty to choose moves and to show chances.
    write_table_dir(path, {"keys": table.keys, "win": table.win.astype(np.float32),
                           "draw": table.draw.astype(np.float32)}, meta)


def load_duel_table(path: Path) -> DuelTable:
    meta, arrays = read_table_dir(path, FORMAT, VERSION,
                                  {"keys": np.uint64, "win": np.float32, "draw": np.float32})
    offsets = layer_offsets(meta, int(meta["positions"]), path, NUM_TOWERS)
    check_layers(path, arrays["keys"], offsets, [arrays["win"], arrays["draw"]], 0.0, 1.0)
    try:
        rules = Rules(solo=False, hierarchy=bool(meta["hierarchy"]), end_rule=str(meta["end_rule"]))
        if rules.end_rule not in END_RULES:
            raise ValueError("unknown end rule")
        return DuelTable(rules, arrays["keys"], arrays["win"], arrays["draw"], offsets,
                         float(meta["seconds"]))
    except (KeyError, TypeError, ValueError):
        raise SolverError(f"{Path(path).name}: bad description") from None


def cached_duel_table(variant: str, end_rule: str = END_ON_ROLL) -> DuelTable | None:
    path = duel_table_path(variant, end_rule)
    if not path.exists():
        return None
    try:
        return load_duel_table(path)
    except SolverError:
        return None
