"""Compile the numba kernels ahead of time, for a bundle that ships without numba and llvmlite.

Every module under gamebox/ that takes its `njit` from `gamebox.compiled` declares in `AHEAD_OF_TIME` the
functions Python calls and the types it passes them. numba's ahead-of-time compiler (numba.pycc, which needs
a C compiler here, never on the player's machine) turns them into one extension module each,
`<module>_aot`, written under OUT in the package's folders (build/kernels/gamebox/games/hoch/...). The
PyInstaller spec ships them in place of numba, and `gamebox.compiled` finds them by name.

The code is compiled for the x86-64 family, not for this machine's processor, so the bundle runs on any.
A kernel that numba runs without the GIL (`nogil=True`: the solvers' sweeps, which run on worker threads
while the window goes on) releases it here too; numba.pycc has no option for that, so its compile step is
given the flag per function. `prange` loops run on one thread: the AOT compiler has no parallel mode.

Run: .venv/bin/python packaging/build_kernels.py [OUT]   (`make bundle` does; about a minute)
"""
from __future__ import annotations

import importlib
import re
import sys
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "kernels"
USES_COMPILED = re.compile(r"^from gamebox\.compiled import", re.MULTILINE)


def kernel_modules(root: Path = ROOT) -> list[str]:
    """The modules whose kernels go through gamebox.compiled, found by reading the sources."""
    names = []
    for path in sorted((root / "gamebox").rglob("*.py")):
        if USES_COMPILED.search(path.read_text(encoding="utf-8")):
            names.append(".".join(path.relative_to(root).with_suffix("").parts))
    return names


def _releasing_the_gil_where_numba_does(without_gil: set) -> None:
    """numba.pycc compiles every export with one set of flags and never releases the GIL: give each
    function whose dispatcher has `nogil=True` the flag that makes its wrapper release it."""
    from numba.pycc import compiler

    compile_extra = getattr(compiler, "_gamebox_compile_extra", compiler.compile_extra)
    compiler._gamebox_compile_extra = compile_extra

    def compile_with_gil_flag(typing_context, target_context, function, args, return_type, flags, **kwargs):
        flags = flags.copy()
        flags.release_gil = function in without_gil
        return compile_extra(typing_context, target_context, function, args, return_type, flags, **kwargs)

    compiler.compile_extra = compile_with_gil_flag


def build(module: str, out: Path) -> Path:
    """Compile `module`'s AHEAD_OF_TIME functions into `<module>_aot` under `out`; the extension's path."""
    from numba.core.errors import NumbaPendingDeprecationWarning
    from numba.pycc import CC

    kernels = importlib.import_module(module)
    declared = getattr(kernels, "AHEAD_OF_TIME", None)
    if not declared:
        raise SystemExit(f"{module} uses gamebox.compiled but declares no AHEAD_OF_TIME functions")
    package, name = module.rsplit(".", 1)
    cc = CC(f"{name}_aot")
    cc.output_dir = str(out.joinpath(*package.split(".")))
    cc.verbose = False
    without_gil = set()
    for function, signature in declared.items():
        dispatcher = getattr(kernels, function)
        cc.export(function, signature)(dispatcher.py_func)
        if dispatcher.targetoptions.get("nogil"):
            without_gil.add(dispatcher.py_func)
    _releasing_the_gil_where_numba_does(without_gil)
    with warnings.catch_warnings():
        # numba.pycc is deprecated in favour of a successor that is not released yet; it works in 0.6x.
        warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)
        cc.compile()
    built = sorted(Path(cc.output_dir).glob(f"{name}_aot.*"))
    if not built:
        raise SystemExit(f"{module}: numba.pycc wrote no extension into {cc.output_dir}")
    return built[-1]


def main(argv: list[str]) -> int:
    out = Path(argv[1]).resolve() if len(argv) > 1 else OUT
    sys.path.insert(0, str(ROOT))
    for module in kernel_modules():
        began = time.perf_counter()
        path = build(module, out)
        print(f"built {path.relative_to(out)} ({path.stat().st_size // 1024} KB) "
              f"in {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
