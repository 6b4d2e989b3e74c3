"""Pack mined 27 puzzles (bench/mine_27_puzzles.py) into the collection the box ships.

Chooses among the mined puzzles: one position once, at most two puzzles of a game (the two
hardest, so a collection is not one game's line seen again ply after ply), and only proofs small
enough that the test re-proving every shipped puzzle stays quick (--max-proof positions). Ids are
"27-<variant>-<n>", numbered by difficulty. Prints what was searched and what was kept.

    python bench/pack_27_puzzles.py bench/results/27-mined.jsonl [--per-variant 120]
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from gamebox.games.twentyseven import proofs
from gamebox.games.twentyseven.puzzles import FILENAME, difficulty
from gamebox.puzzles.collection import write_collection

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "twentyseven" / FILENAME
VARIANTS = ("standard", "grey", "red")
KEPT = ("variant", "first_player", "moves", "position", "seat", "solution", "legal", "win_in", "size",
        "found_by_search", "tree")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("mined", type=Path, nargs="+")
    p.add_argument("--per-variant", type=int, default=120)
    p.add_argument("--per-game", type=int, default=2)
    p.add_argument("--max-proof", type=int, default=150_000, help="positions the mining proof used")
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args()
    games = []
    for path in args.mined:
        games += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    entries = []
    for variant in VARIANTS:
        mine = [g for g in games if g["variant"] == variant]
        seen, chosen = set(), []
        for game in mine:
            candidates = [pz for pz in game["puzzles"] if pz["proof_nodes"] <= args.max_proof
                          and (pz["position"], pz["seat"]) not in seen]
            candidates.sort(key=lambda pz: -rating(pz))
            for pz in candidates[:args.per_game]:
                seen.add((pz["position"], pz["seat"]))
                chosen.append(pz)
        chosen.sort(key=rating)
        if len(chosen) > args.per_variant:       # keep the spread of difficulties: every k-th
            step = len(chosen) / args.per_variant
            chosen = [chosen[int(i * step)] for i in range(args.per_variant)]
        for n, pz in enumerate(chosen, start=1):
            entry = {"id": f"27-{variant}-{n:03d}", **{k: pz[k] for k in KEPT}}
            entry["tree"] = proofs.flatten(pz["tree"])       # a list of nodes: shallow JSON
            entries.append(entry)
        found = sum(len(g["puzzles"]) for g in mine)
        ratings = [rating(pz) for pz in chosen]
        print(f"{variant:9} {len(mine):5} games, {sum(g['examined'] for g in mine):7,} positions examined, "
              f"{found:5} puzzles proven, {len(chosen):4} shipped"
              + (f", ratings {min(ratings)}-{max(ratings)}" if ratings else ""))
    write_collection(args.out, "27", entries)
    print(f"{len(entries)} puzzles in {args.out} ({args.out.stat().st_size:,} bytes)")


def rating(pz: dict) -> int:
    return difficulty(pz["win_in"], pz["legal"], pz["found_by_search"], pz["size"])


if __name__ == "__main__":
    main()
