"""Exact solver of 27: seconds, positions and value of the start, per variant.

Each variant runs in a fresh subprocess (`--one`), so its peak resident memory (ru_maxrss)
is its own. A warm-up search of a late position first fills numba's compile cache, so the
figures are the search itself; the compile time is reported apart ("compile_s").

The start position is decided by alpha-beta over a memo of proven bounds (solver.py says
why there is no table of the whole game). That can take hours: `--budget` caps the nodes
of each solve (a capped variant is reported as unsolved with the nodes it used), and
`--winner-only` stops once the winner is proven, before the exact margin.

    python bench/bench_27_solver.py [--json] [--variants standard,grey,red]
                                    [--budget 2000000000] [--table-bits 27] [--winner-only]
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import parser, report


def one(variant: str, budget: int | None, table_bits: int, exact: bool) -> None:
    """In the child process: solve once and print one line of JSON."""
    from gamebox.games.twentyseven.solver import SearchBudgetExceeded, peak_mb, solve

    began = time.perf_counter()
    progress_at = [began]

    def progress(fraction: float, phase: str) -> None:
        now = time.perf_counter()
        if now - progress_at[0] >= 60:
            progress_at[0] = now
            print(f"  {variant}: {now - began:7.0f} s, {fraction:6.1%} of the root, {phase}",
                  file=sys.stderr, flush=True)

    try:
        result = solve(variant, progress=progress, table_bits=table_bits, budget=budget, exact=exact)
        result["solved"] = True
    except SearchBudgetExceeded as stop:
        result = {"variant": variant, "solved": False, "why": str(stop), "value": None,
                  "winner": None, "nodes": budget, "seconds": time.perf_counter() - began,
                  "peak_mb": peak_mb()}
    print(json.dumps(result))


def warm_up() -> float:
    """Compile (or load from numba's cache) the kernels on a late position."""
    code = ("from gamebox.games.twentyseven.solver import ExactSearch; "
            "from gamebox.games.twentyseven.state import Rules, TwentySevenState; "
            "s = TwentySevenState.from_position(Rules('red'), 'RB GBW GB G GWWWW GWWWWB G G RBBBBB'); "
            "ExactSearch('red', 12).value(s)")
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - began


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--variants", default="standard,grey,red")
    p.add_argument("--budget", type=int, default=None, help="node cap per variant")
    p.add_argument("--table-bits", type=int, default=27, help="memo of 2**bits positions, 11 bytes each")
    p.add_argument("--winner-only", action="store_true")
    p.add_argument("--one", help=argparse_hidden())
    args = p.parse_args()
    if args.one:
        one(args.one, args.budget, args.table_bits, not args.winner_only)
        return
    compile_s = warm_up()
    data: dict = {"name": "27 solver", "compile_s": round(compile_s, 2)}
    lines = [f"warm-up (numba compile or cache load): {compile_s:.1f} s"]
    for variant in args.variants.split(","):
        command = [sys.executable, __file__, "--one", variant, "--table-bits", str(args.table_bits)]
        if args.budget:
            command += ["--budget", str(args.budget)]
        if args.winner_only:
            command.append("--winner-only")
        out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        entry = json.loads(out.strip().splitlines()[-1])
        data[variant] = entry
        if entry["solved"]:
            value = "?" if entry["value"] is None else f"{entry['value']:+d}"
            lines.append(f"{variant:9} {entry['seconds']:8.1f} s, peak {entry['peak_mb']:.0f} MB, "
                         f"{entry['nodes']:,} nodes, {entry['stored']:,} in the memo; "
                         f"winner {entry['winner']}, black's margin {value}")
        else:
            lines.append(f"{variant:9} unsolved after {entry['seconds']:.1f} s: {entry['why']}")
    first = data[args.variants.split(",")[0]]
    data["median_s"] = first["seconds"]
    data["runs"] = [first["seconds"]]
    report(args, lines, data)


def argparse_hidden():
    import argparse

    return argparse.SUPPRESS


if __name__ == "__main__":
    main()
