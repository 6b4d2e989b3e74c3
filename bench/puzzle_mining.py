"""What the puzzle miners share (bench/mine_*_puzzles.py): a resumable run of selfplay games, one JSON
line per finished game, and the pick of a collection spread over the ratings.

A miner gives `mine_game(index) -> dict` (its line: at least "game", "examined" and "puzzles") and a
`rating(puzzle) -> int`; `run` plays games until the time is up, skipping those already in the file,
so a run can be stopped and started again; `spread` keeps at most `count` puzzles, evenly over the
sorted ratings, at most `per_game` from one game (a collection is not one game's line seen move after
move).
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path


def read_lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()] if path.exists() else []


def run(out: Path, minutes: float, mine_game: Callable[[int], dict], first: int = 0) -> None:
    """Play and mine games `first`, `first + 1`, … until `minutes` are up; each finished game is a
    line of `out` (flushed at once: an interrupted run loses only the game it was playing)."""
    done = {line["game"] for line in read_lines(out)}
    out.parent.mkdir(parents=True, exist_ok=True)
    began, index = time.perf_counter(), first
    with out.open("a") as sink:
        while time.perf_counter() - began < minutes * 60:
            if index not in done:
                line = mine_game(index)
                sink.write(json.dumps(line, ensure_ascii=False) + "\n")
                sink.flush()
                print(f"game {index}: {line['examined']} examined, {len(line['puzzles'])} puzzles "
                      f"({time.perf_counter() - began:.0f} s)", flush=True)
            index += 1


def spread(lines: list[dict], count: int, rating: Callable[[dict], int], per_game: int = 2,
           key: Callable[[dict], object] | None = None) -> list[dict]:
    """At most `count` puzzles over the ratings' whole range, at most `per_game` of one game, no two
    with the same `key` (default: the same moves)."""
    key = key or (lambda p: tuple(p["moves"]))
    pool, seen = [], set()
    for line in lines:
        mine = sorted(line["puzzles"], key=rating)
        if len(mine) > per_game:       # the game's easiest and hardest, and between
            step = (len(mine) - 1) / (per_game - 1) if per_game > 1 else 0
            mine = [mine[round(i * step)] for i in range(per_game)]
        for puzzle in mine:
            k = key(puzzle)
            if k not in seen:
                seen.add(k)
                pool.append(puzzle)
    pool.sort(key=rating)
    if len(pool) <= count:
        return pool
    step = (len(pool) - 1) / (count - 1)
    return [pool[round(i * step)] for i in range(count)]


def summary(name: str, lines: list[dict], chosen: list[dict], rating: Callable[[dict], int]) -> str:
    ratings = sorted(rating(p) for p in chosen)
    quart = [ratings[round(q * (len(ratings) - 1))] for q in (0, 0.25, 0.5, 0.75, 1)] if ratings else []
    return (f"{name}: {len(lines)} games, {sum(x['examined'] for x in lines):,} positions examined, "
            f"{sum(len(x['puzzles']) for x in lines)} puzzles found, {len(chosen)} shipped; ratings "
            + " / ".join(str(r) for r in quart))
