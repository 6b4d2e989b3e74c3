"""Helpers the benchmarks share: robust statistics and one way to report.

Every bench prints human-readable lines, or with `--json` one line of JSON (the
contract of `bench/run_all.py`: at least "name" and "median_s", in seconds, smaller
is better, and usually "runs"; further keys are kept as they are). A bench that
measures against a goal (issue 34's table) adds "goals": a list of `goal(...)`
entries, which `run_all.py` prints with whether each holds.
"""
from __future__ import annotations

import argparse
import json
import math
import platform
import sys
from collections.abc import Sequence
from typing import Any


def median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    n = len(ordered)
    if not n:
        raise ValueError("median of nothing")
    mid = n // 2
    return ordered[mid] if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100), nearest-rank: a value that was really measured."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("percentile of nothing")
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def goal(what: str, value: float, target: float, unit: str, higher_is_better: bool = False,
         how: str = "") -> dict[str, Any]:
    """One goal's entry for the JSON line: what was measured, its figure and the goal (in `unit`:
    "s", "ms", "MB", "fps"), whether it holds, and how it was measured (wall clock, CPU, peak ...)."""
    holds = value >= target if higher_is_better else value <= target
    return {"what": what, "value": round(value, 4), "goal": target, "unit": unit,
            "at_least" if higher_is_better else "at_most": True, "holds": holds, "how": how}


def goal_line(entry: dict[str, Any]) -> str:
    """`start to first paint: 0.41 s (goal <= 0.5 s) holds` for the text output and run_all's table."""
    sign = ">=" if entry.get("at_least") else "<="
    verdict = "holds" if entry["holds"] else "MISSED"
    how = f" [{entry['how']}]" if entry.get("how") else ""
    return f"{entry['what']}: {entry['value']:g} {entry['unit']} (goal {sign} {entry['goal']:g} {entry['unit']}) {verdict}{how}"


def rss_mb() -> tuple[float, float]:
    """This process's resident memory now and at its peak, in MB (Linux; zeros elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            fields = dict(line.split(":", 1) for line in status if ":" in line)
        return (int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024)
    except (OSError, KeyError, ValueError):
        return 0.0, 0.0


def parser(description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    return p


def machine() -> dict[str, Any]:
    return {"python": platform.python_version(), "machine": platform.machine(),
            "system": platform.system()}


def report(args: argparse.Namespace, lines: list[str], data: dict[str, Any]) -> None:
    """Print `lines`, or with --json `data` (which must have "name" and "median_s") as one line."""
    if args.json:
        sys.stdout.write(json.dumps({**data, "machine": machine()}) + "\n")
    else:
        for line in lines:
            print(line)
