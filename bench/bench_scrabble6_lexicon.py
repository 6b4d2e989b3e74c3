"""Scrabble 6×6's word list: how long it takes to load, and one lookup.

Load: a fresh Python process maps the built marisa-trie file and answers its first lookup (what a
new game pays), measured from inside the child so the interpreter's own start is not counted (the
import of the game's package is shown apart).
Lookup: `word in lexicon` over German words and non-words of 2 to 6 letters. Goals (issue): load
300 ms or less, a lookup in microseconds. Also the tree of dicts the move generator walks, built
once per game size on first use.

    python bench/bench_scrabble6_lexicon.py [--json] [--runs 15]
"""
from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, report

CHILD = """
import time
t = time.perf_counter()
from gamebox.games.scrabble6.lexicon import lexicon
u = time.perf_counter()
words = lexicon("de", 6)
assert "TANNE" in words
print(u - t, time.perf_counter() - u)
"""


def main() -> None:
    p = parser(__doc__)
    p.add_argument("--runs", type=int, default=15)
    args = p.parse_args()
    from gamebox.games.scrabble6.lexicon import lexicon, path_for

    path = path_for("de")          # built now if it was not (not part of the measurement)
    runs = [[float(x) for x in subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                                              check=True).stdout.split()] for _ in range(args.runs)]
    imports, loads = [r[0] for r in runs], [r[1] for r in runs]
    words = lexicon("de", 6)
    rng = random.Random(1)
    real = rng.sample(sorted(words.words()), 5000)
    fake = ["".join(rng.choice("ABCDEFGHIKLMNOPRSTUÄÖÜ") for _ in range(rng.randint(2, 6))) for _ in range(5000)]
    probes = real + fake
    rounds = []
    for _ in range(args.runs):
        began = time.perf_counter()
        for w in probes:
            _ = w in words
        rounds.append((time.perf_counter() - began) / len(probes))
    began = time.perf_counter()
    fresh = lexicon("de", 6).__class__(words.trie, "de", 6)
    fresh.nodes()
    tree = time.perf_counter() - began
    lines = [f"German word list {path.name}: {path.stat().st_size // 1024} KB, {len(words.trie):,} words up to "
             f"10 letters",
             f"load (fresh process, map + first lookup): median {median(loads) * 1000:.2f} ms over {len(loads)} runs "
             f"(importing the game's package before it: {median(imports) * 1000:.0f} ms)",
             f"lookup: median {median(rounds) * 1e6:.2f} µs ({len(probes)} words and non-words a run)",
             f"the move generator's tree of the 6-letter words: built in {tree * 1000:.0f} ms"]
    report(args, lines, {"name": "scrabble6_lexicon_load", "median_s": median(loads), "runs": len(loads),
                         "lookup_s": median(rounds), "import_s": median(imports), "tree_s": tree, "bytes": path.stat().st_size})


if __name__ == "__main__":
    main()
