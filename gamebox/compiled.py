"""`njit` and `prange` for the kernels: numba's where numba is installed, else the kernels compiled ahead of time.

The bundle and the .deb leave numba and llvmlite out (llvmlite alone is 179 MB, most of the bundle; figures in
docs/release.md). `packaging/build_kernels.py` compiles every kernel module's `AHEAD_OF_TIME` functions with
numba's ahead-of-time compiler into an extension module beside it, `<module>_aot`, which needs neither at run
time. Without numba, `njit` here hands out those compiled functions by name, so the solvers call the same names
either way. A function of a built module that has no build of its own stays plain Python: the kernels'
helpers, which Python never calls (the compiled functions carry their own compiled copies). A module without
a build cannot be imported: its kernels would run as plain Python, thousands of times slower, and the callers
that have a walk of their own in Python (Scrabble's move generator) take that instead.
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType

try:
    from numba import njit, prange
    AHEAD_OF_TIME = False
except ImportError:     # the bundle: numba and llvmlite are left out
    AHEAD_OF_TIME = True
    prange = range

    def njit(*args, **_options):
        """`@njit` and `@njit(...)`: the function's ahead-of-time build, or the function itself."""
        if args and callable(args[0]):
            return _built_or_plain(args[0])
        return _built_or_plain


def _built_or_plain(func):
    built = built_module(func.__module__)
    if built is None:
        raise ImportError(f"{func.__module__} needs numba, or its build ahead of time (packaging/build_kernels.py)")
    return getattr(built, func.__name__, func)


@lru_cache(maxsize=None)
def built_module(module: str) -> ModuleType | None:
    """The ahead-of-time build of a kernel module (`gamebox.games.hoch.solve_kernels_aot`), or None."""
    try:
        return importlib.import_module(module + "_aot")
    except ImportError:
        return None
