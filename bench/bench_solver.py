"""Exact solo solver: seconds and peak memory of a full solve, per variant.

Each solve runs in a fresh subprocess (`--one`), so its peak resident memory (ru_maxrss)
is its own. One warm-up solve of a small position first fills numba's compile cache, so
the figures are the solve itself; the compile time is reported apart ("compile_s").
Targets (issue 3): solo at most 15 s, solo-hierarchy at most 4 minutes.

    python bench/bench_solver.py [--json] [--runs 3] [--variants solo,solo-hierarchy]
"""
from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, report


def one(variant: str) -> None:
    """In the child process: solve once, print seconds, value, positions and peak memory."""
    from gamebox.games.hoch.solver import solve

    began = time.perf_counter()
    table = solve(variant)
    seconds = time.perf_counter() - began
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"seconds": seconds, "value": table.start_value, "positions": table.positions,
                      "peak_mb": peak_mb}))


def warm_up() -> float:
    """Compile (or load from numba's cache) the kernels on a small position."""
    code = ("from gamebox.games.hoch.solver import solve; from gamebox.games.hoch.state import "
            "HochState, Rules; solve('solo', start=HochState.from_position(Rules(True, False), "
            "'3 2 1 1 - - - - - - - - - -')); solve('solo-hierarchy', start=HochState.from_position("
            "Rules(True, True), '3 2 1 1 - - - - - - - - - -'))")
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - began


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--variants", default="solo,solo-hierarchy")
    p.add_argument("--one", help=argparse_hidden())
    args = p.parse_args()
    if args.one:
        one(args.one)
        return
    compile_s = warm_up()
    data: dict = {"name": "hoch solver", "compile_s": round(compile_s, 2)}
    lines = [f"warm-up (numba compile or cache load): {compile_s:.1f} s"]
    first = None
    for variant in args.variants.split(","):
        runs = []
        for _ in range(args.runs):
            out = subprocess.run([sys.executable, __file__, "--one", variant], check=True,
                                 capture_output=True, text=True).stdout.strip().splitlines()[-1]
            runs.append(json.loads(out))
        seconds = [r["seconds"] for r in runs]
        entry = {"median_s": median(seconds), "runs": seconds, "value": round(runs[0]["value"], 6),
                 "positions": runs[0]["positions"], "peak_mb": round(max(r["peak_mb"] for r in runs), 1)}
        data[variant] = entry
        first = first or entry
        lines.append(f"{variant:15} median {entry['median_s']:.2f} s over {len(runs)} runs "
                     f"(min {min(seconds):.2f}), peak {entry['peak_mb']:.0f} MB, "
                     f"{entry['positions']} positions, value {entry['value']:.6f}")
    data["median_s"] = first["median_s"]
    data["runs"] = first["runs"]
    report(args, lines, data)


def argparse_hidden():
    import argparse

    return argparse.SUPPRESS


if __name__ == "__main__":
    main()
