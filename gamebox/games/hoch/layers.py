"""The two sweeps both solvers share. The progress callback (which may raise to cancel) is
called between kernel calls: after each chunk of values, and after each layer's children.

`expand(keys, start, stop, hier, capacity)` and `evaluate(keys, *args)` are a solver's numba
kernels (solve_kernels.py, duel_kernels.py).
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import numpy as np

CHUNK = 1 << 21          # positions per evaluate call: a few seconds of work at most
SMALL_LAYER = 50_000     # below this, one call on one thread


def _capacity(count: int) -> int:
    return 1 << max(16, (4 * count).bit_length())


def next_layer(expand, keys: np.ndarray, hier: bool, pool: ThreadPoolExecutor,
               tick: Callable[[], None]) -> np.ndarray:
    """The sorted distinct live children of a layer: its two halves on two threads.

    Halves, not smaller chunks: children of different chunks repeat, and sorting the
    repeats away cost more (127 s instead of 119 s for the hierarchy) than the finer
    cancel points were worth, since the final sort is the longest step anyway."""
    n = keys.shape[0]
    if n < SMALL_LAYER:
        children = expand(keys, 0, n, hier, _capacity(n))
        children.sort()
        return children
    mid = n // 2
    parts = list(pool.map(lambda span: expand(keys, span[0], span[1], hier, _capacity(span[1] - span[0])),
                          [(0, mid), (mid, n)]))
    tick()
    return np.unique(np.concatenate(parts))


def layer_values(evaluate, keys: np.ndarray, args: tuple, tick: Callable[[], None]) -> tuple[np.ndarray, ...]:
    """`evaluate` over a layer in chunks (each call is parallel inside numba)."""
    parts = []
    for a in range(0, max(keys.shape[0], 1), CHUNK):
        out = evaluate(keys[a:a + CHUNK], *args)
        parts.append(out if isinstance(out, tuple) else (out,))
        tick()
    return tuple(np.concatenate(column) for column in zip(*parts))
