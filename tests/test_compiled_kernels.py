"""The kernels as the bundle runs them: compiled ahead of time from their AHEAD_OF_TIME declarations
(packaging/build_kernels.py), found by gamebox/compiled.py where numba is left out.

Building them takes minutes, so here: every kernel module declares what Python calls, with exactly the
types Python passes (compared with the types numba's JIT compiled for the same calls), and without numba
nor a build a kernel module is refused, never run as plain Python. The builds themselves run in CI's
smoke test of the bundle (`gamebox self-test` compares each against a known answer)."""
from __future__ import annotations

import importlib
import random
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from build_kernels import kernel_modules  # noqa: E402

KERNELS = ["gamebox.games.hoch.duel_kernels", "gamebox.games.hoch.solve_kernels",
           "gamebox.games.scrabble6.movegen_kernel", "gamebox.games.twentyseven.proof_kernels",
           "gamebox.games.twentyseven.solve_kernels"]


def test_every_module_with_kernels_is_found_and_declares_them():
    from numba.core.registry import CPUDispatcher
    from numba.core.sigutils import normalize_signature

    assert kernel_modules() == KERNELS
    for name in KERNELS:
        module = importlib.import_module(name)
        assert module.AHEAD_OF_TIME, name
        for function, signature in module.AHEAD_OF_TIME.items():
            assert isinstance(getattr(module, function), CPUDispatcher), f"{name}.{function}"
            normalize_signature(signature)      # raises on a signature numba cannot read


def _exercise_kernels() -> None:
    """Each declared kernel called the way the box calls it (small problems)."""
    from gamebox import registry
    from gamebox.games.hoch.duel_solver import solve_duel
    from gamebox.games.hoch.solver import bellman_residual, solve
    from gamebox.games.hoch.state import END_ON_ROLL, HochState, Rules
    from gamebox.games.scrabble6 import movegen
    from gamebox.games.twentyseven import solve_kernels as k27
    from gamebox.games.twentyseven.solver import ExactSearch, kernel_shifts, solve_all, state_key, survey
    from gamebox.protocol import Setup

    table = solve("solo", start=HochState.from_position(Rules(solo=True, hierarchy=False, end_rule=END_ON_ROLL),
                                                        "3 5B 2 4 1 1 2 - - - - - - -"))
    bellman_residual(table)
    solve_duel("duel", starts=[HochState.from_position(Rules(solo=False, hierarchy=False, end_rule=END_ON_ROLL),
                                                       "6B 2G 1 1 3 2 - - - - - - - -", to_move=0)])
    state = registry.get("27").new_state(Setup("standard", 2, {}, 0))
    rng = random.Random(11)
    for _ in range(14):
        state.play(rng.choice(state.legal_moves()))
    ExactSearch("standard", table_bits=12).value(state)
    solve_all(state)
    kernel_shifts(state)
    survey("standard", 1000)
    key = np.uint64(state_key(state))
    k27.key_children(key, 0, np.zeros(k27.MAX_MOVES, np.uint64))
    k27.key_status(key)
    rows, heights = np.zeros((k27.FIELDS, k27.MAX_HEIGHT), np.int64), np.zeros(k27.FIELDS, np.int64)
    k27.encode(rows, heights, k27.decode(key, rows, heights), False)
    board = registry.get("scrabble6").diagram_state("..TOR./....../..T.../....../....../......")
    assert movegen._kernel() is not None
    movegen.placement_tuples(board, "AEINRS*")


def test_the_declared_types_are_those_python_passes():
    """A kernel built ahead of time takes only its declared types: a call with others fails in the bundle
    alone. So each declaration must be among the signatures the JIT compiled for the box's own calls."""
    _exercise_kernels()
    from numba.core.sigutils import normalize_signature

    for name in KERNELS:
        module = importlib.import_module(name)
        for function, signature in module.AHEAD_OF_TIME.items():
            declared, _return = normalize_signature(signature)
            compiled = [tuple(args) for args in getattr(module, function).signatures]
            assert tuple(declared) in compiled, f"{name}.{function}: declared {declared}, called with {compiled}"


def _without_numba(code: str) -> subprocess.CompletedProcess:
    prelude = "import sys\nsys.modules['numba'] = None\nsys.modules['llvmlite'] = None\n"
    return subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def test_without_numba_or_a_build_a_kernel_module_is_refused_not_run_as_python():
    result = _without_numba("""
        try:
            import gamebox.games.hoch.solve_kernels
        except ImportError as exc:
            print(exc)
    """)
    assert result.returncode == 0, result.stderr
    assert "needs numba, or its build ahead of time" in result.stdout


def test_without_numba_or_a_build_scrabble_walks_in_python():
    result = _without_numba("""
        from gamebox import registry
        from gamebox.games.scrabble6 import movegen
        board = registry.get("scrabble6").diagram_state("..TOR./....../..T.../....../....../......")
        print(movegen._kernel(), len(movegen.placement_tuples(board, "AEINRS*")))
    """)
    assert result.returncode == 0, result.stderr
    kernel, placements = result.stdout.split()
    assert kernel == "None" and int(placements) > 100


def test_a_build_is_taken_by_name_where_numba_is_missing(tmp_path):
    """gamebox.compiled hands out `<module>_aot`'s functions in place of the kernels (stand-in builds here)."""
    declared = {module: sorted(importlib.import_module(module).AHEAD_OF_TIME) for module in KERNELS}
    packages = set()
    for module, functions in declared.items():
        package, name = module.rsplit(".", 1)
        folder = tmp_path.joinpath(*package.split("."))
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{name}_aot.py").write_text("".join(f"def {f}(*args):\n    return 'built {f}'\n" for f in functions))
        packages.add((package, str(folder)))
    result = _without_numba(f"""
        import importlib
        for package, folder in {sorted(packages)!r}:
            importlib.import_module(package).__path__.append(folder)
        for module, functions in {declared!r}.items():
            kernels = importlib.import_module(module)
            print(module, all(getattr(kernels, f)() == 'built ' + f for f in functions))
    """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [word for module in KERNELS for word in (module, "True")]


LONG_RUNNING = {   # kernels that run for seconds on a worker thread: the window must go on meanwhile
    "gamebox.games.hoch.solve_kernels": ("expand", "build_index", "evaluate"),
    "gamebox.games.hoch.duel_kernels": ("expand", "evaluate"),
    "gamebox.games.twentyseven.solve_kernels": ("search",),
    "gamebox.games.twentyseven.proof_kernels": ("alphabeta",),
}


def test_long_running_kernels_release_the_gil():
    for name, functions in LONG_RUNNING.items():
        module = importlib.import_module(name)
        for function in functions:
            assert function in module.AHEAD_OF_TIME
            assert getattr(module, function).targetoptions.get("nogil"), f"{name}.{function}"


def test_their_builds_release_it_too(monkeypatch):
    """numba.pycc alone would hold the GIL in every build (a 27 proof held the window for its whole search):
    packaging/build_kernels.py gives each function numba runs without it the flag that releases it."""
    import build_kernels
    from numba.core.compiler import Flags
    from numba.core.errors import NumbaPendingDeprecationWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)
        from numba.pycc import compiler

    seen = {}

    def compile_extra(typing_context, target_context, function, args, return_type, flags, **kwargs):
        seen[function.__name__] = flags.release_gil

    def without(): pass

    def with_gil(): pass

    monkeypatch.setattr(compiler, "compile_extra", compile_extra)
    monkeypatch.setattr(compiler, "_gamebox_compile_extra", compile_extra, raising=False)
    build_kernels._releasing_the_gil_where_numba_does({without})
    for function in (without, with_gil):
        compiler.compile_extra(None, None, function, (), None, Flags(), locals={}, library=None)
    assert seen == {"without": True, "with_gil": False}
