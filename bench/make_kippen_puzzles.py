"""Make Kippen's tipping puzzles (gamebox/games/kippen/) and pack them.

Seeded candidates (your red die, up to six others, a goal) are solved by breadth-first search; a
puzzle's budget is exactly its fewest tips. For the rating each gets how many lines of that length
reach the goal and how many of its first tips stay on course. A spread of difficulties is kept.

    python bench/make_kippen_puzzles.py [--count 100] [--candidates 300] [--seed 2026]
"""
from __future__ import annotations

import argparse
import random
from pathlib import Path

from gamebox.games.kippen.deal import parse_spec
from gamebox.games.kippen.puzzles import FILENAME, GAME, VARIANT, difficulty
from gamebox.games.kippen.search import generate, shortest, solutions
from gamebox.games.kippen.state import TippingState
from gamebox.puzzles.collection import write_collection

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "kippen" / FILENAME


def describe(spec) -> dict:
    state = TippingState(spec)
    found = shortest(state)
    good = 0
    first = state.legal_moves()
    for move in first:
        child = state.clone()
        child.apply(move)
        rest = shortest(child) if child.phase != "over" or child.goal_met() else None
        good += rest is not None and rest[0] <= child.tips_left()
    return {"variant": VARIANT, "deal": str(spec), "solution": [str(m) for m in found[1]],
            "lines": solutions(state, spec.budget), "first_tips": len(first), "good_first": good}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--candidates", type=int, default=300)   # (the shipped file: these defaults, byte for byte)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args()
    rng = random.Random(args.seed)
    made, seen = [], set()
    goals = ("face", "faceat", "beat")
    for i in range(args.candidates):
        spec = generate(rng, goals[i % 3], budget=(2, 7))
        if str(spec) in seen:
            continue
        seen.add(str(spec))
        made.append(describe(spec))
    def rating(e):
        spec = parse_spec(e["deal"])
        return difficulty(spec.budget, e["lines"], e["first_tips"], e["good_first"], len(spec.dice) - 1)
    made.sort(key=rating)
    if len(made) > args.count:
        step = len(made) / args.count
        made = [made[int(i * step)] for i in range(args.count)]
    entries = [{"id": f"tip-{n:03d}", **e} for n, e in enumerate(made, start=1)]
    write_collection(args.out, GAME, entries)
    ratings = [rating(e) for e in made]
    print(f"{args.candidates} candidates, {len(seen)} distinct, {len(entries)} shipped, ratings "
          f"{min(ratings)}-{max(ratings)}; {args.out} ({args.out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
