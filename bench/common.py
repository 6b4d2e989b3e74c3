"""Helpers the benchmarks share: robust statistics and one way to report.

Every bench prints human-readable lines, or with `--json` one line of JSON (the
contract of `bench/run_all.py`: at least "name" and "median_s", in seconds, smaller
is better, and usually "runs"; further keys are kept as they are).
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
