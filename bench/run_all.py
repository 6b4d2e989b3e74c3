"""Run every bench/bench_*.py with --json, print a table, write bench/results/latest.json.

The contract for a benchmark script: with `--json` it prints, as its last line on stdout, one
JSON object with at least "name" and "median_s" (seconds; smaller is better) and usually
"runs" (the single measurements). Other keys are kept in the results file as they are; "goals"
(bench/common.py `goal`) are printed after the table, each with whether it holds.

    python bench/run_all.py [-k SUBSTRING] [--timeout SECONDS]

Exit code 1 if any benchmark failed (it still runs the others and writes the file).
"""
from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
RESULTS = BENCH / "results" / "latest.json"


def run_one(script: Path, timeout: float) -> dict:
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, str(script), "--json"], capture_output=True,
                              text=True, timeout=timeout, cwd=BENCH.parent)
    except subprocess.TimeoutExpired:
        return {"script": script.name, "error": f"timed out after {timeout:.0f} s"}
    took = round(time.perf_counter() - start, 2)
    lines = [line for line in proc.stdout.splitlines() if line.strip()]
    if proc.returncode != 0 or not lines:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
        return {"script": script.name, "error": f"exit {proc.returncode}: " + " | ".join(tail),
                "took_s": took}
    try:
        result = json.loads(lines[-1])
        if not isinstance(result, dict) or "name" not in result:
            raise ValueError("not an object with a 'name'")
    except ValueError as exc:
        return {"script": script.name, "error": f"bad JSON line ({exc}): {lines[-1][:200]}",
                "took_s": took}
    return {"script": script.name, **result, "took_s": took}


def fmt_seconds(value) -> str:
    if not isinstance(value, (int, float)):
        return "-"
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.3f} s"


def table(results: list[dict]) -> str:
    rows = [("benchmark", "median", "runs", "took", "status")]
    for r in results:
        runs = r.get("runs")
        rows.append((
            str(r.get("name", r["script"])),
            fmt_seconds(r.get("median_s")),
            str(len(runs)) if isinstance(runs, list) else "-",
            fmt_seconds(r.get("took_s")),
            "FAILED: " + r["error"] if "error" in r else "ok",
        ))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(widths[i]) if i < 4 else cell for i, cell in enumerate(row)))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths) + "  ------")
    return "\n".join(lines)


def goal_table(results: list[dict]) -> str:
    """The goals the benches measured (issue 34's table and others), one a line, and how many hold."""
    from common import goal_line

    entries = [entry for r in results for entry in r.get("goals", [])]
    if not entries:
        return ""
    lines = ["goals:"] + [f"  {goal_line(entry)}" for entry in entries]
    held = sum(1 for entry in entries if entry["holds"])
    lines.append(f"{held} of {len(entries)} goals hold")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", default="", help="only scripts whose name contains this")
    parser.add_argument("--timeout", type=float, default=1200, help="per benchmark, seconds")
    args = parser.parse_args(argv)

    scripts = sorted(p for p in BENCH.glob("bench_*.py") if args.k in p.name)
    if not scripts:
        print("no benchmarks found", file=sys.stderr)
        return 1
    results = []
    for script in scripts:
        print(f"running {script.name} ...", flush=True)
        results.append(run_one(script, args.timeout))
    print()
    print(table(results))
    goals = goal_table(results)
    if goals:
        print()
        print(goals)

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({
        "when": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "machine": f"{platform.system()} {platform.machine()}, {_cpus()} cpus",
        "results": results,
    }, indent=2) + "\n", encoding="utf-8")
    print(f"\nwritten to {RESULTS.relative_to(BENCH.parent)}")
    return 1 if any("error" in r for r in results) else 0


def _cpus() -> int:
    import os

    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 0)


if __name__ == "__main__":
    sys.exit(main())
