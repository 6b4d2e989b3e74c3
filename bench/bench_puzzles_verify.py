"""How long re-proving the shipped puzzles takes (what tests/test_puzzles_shipped.py does), per game.

Each game's collection is verified in a fresh process after a warm-up that loads numba's compile
cache, so the figures are the proofs themselves: total seconds, and the median and slowest puzzle.
Seconds are CPU seconds of the process (time.process_time): on a machine shared with other work they
are what the proofs cost, where wall-clock time would count the others too.

    python bench/bench_puzzles_verify.py [--json]
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, report

GAMES = ("27", "hoch", "kippen", "wuerfelmarsch", "cuibono", "abquetschen", "eintrichtern", "tiefstapeln", "raffzahn",
         "buntekuh", "scrabble6")


def one(game_id: str) -> None:
    from gamebox import registry

    game = registry.get(game_id)
    referee = game.puzzle_referee()
    collection = list(game.puzzles())
    searches: dict = {}
    if game_id == "27":
        from gamebox.games.twentyseven.solver import ExactSearch

        searches = {v: ExactSearch(v, table_bits=20) for v in ("standard", "grey", "red")}
        referee.verify(collection[0], searches[collection[0].variant])   # warm the kernels
    elif game_id in ("hoch", "scrabble6"):        # Scrabble: its word list's tree and the compiled walk
        referee.verify(collection[0])
    times, began = [], time.process_time()
    for puzzle in collection:
        t = time.process_time()
        problems = referee.verify(puzzle, searches[puzzle.variant]) if searches else referee.verify(puzzle)
        times.append(time.process_time() - t)
        if problems:
            raise SystemExit(f"{puzzle.id}: {problems}")
    print(json.dumps({"game": game_id, "puzzles": len(times), "total_s": time.process_time() - began,
                      "median_s": median(times), "max_s": max(times)}))


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--one", help=__import__("argparse").SUPPRESS)
    args = p.parse_args()
    if args.one:
        one(args.one)
        return
    data, lines, total = {"name": "puzzle verification"}, [], 0.0
    for game_id in GAMES:
        out = subprocess.run([sys.executable, __file__, "--one", game_id], check=True, capture_output=True,
                             text=True).stdout
        entry = json.loads(out.strip().splitlines()[-1])
        data[game_id] = entry
        total += entry["total_s"]
        lines.append(f"{game_id:14} {entry['puzzles']:4} puzzles: {entry['total_s']:6.2f} s, median "
                     f"{1000 * entry['median_s']:6.1f} ms, slowest {entry['max_s']:5.2f} s")
    lines.append(f"all            {total:6.2f} s")
    data["median_s"] = total
    data["runs"] = [total]
    report(args, lines, data)


if __name__ == "__main__":
    main()
