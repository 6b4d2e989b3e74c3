"""Scrabble 6×6: the time to list every legal placement of a full rack on mid-game boards.

Positions come from games of two greedy players (seeded), sampled after 4 to 16 placements, each
with the full rack of the player to move (blanks included as drawn). The tree of words is built
before timing (once per game, see bench_scrabble6_lexicon.py). Goal (issue): a median of 100 ms or
less on 6×6. Also the time to score every placement (what the medium level and the coach do).

    python bench/bench_scrabble6_movegen.py [--json] [--positions 150] [--size 6]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import median, parser, percentile, report


def positions(count: int, size: int, seed: int = 11) -> list:
    from gamebox.games.scrabble6.ai import GreedyScrabbleAgent
    from gamebox.games.scrabble6.state import Rules, ScrabbleState

    rng, found = random.Random(seed), []
    while len(found) < count:
        state = ScrabbleState(Rules(2, size), 0)
        agent = GreedyScrabbleAgent("greedy", rng.randrange(1 << 30))
        placed = 0
        while not state.is_terminal() and len(found) < count:
            if state.is_chance():
                state.play(state.sample_chance(rng))
                continue
            if 4 <= placed <= 16 and len(state.racks[state.to_move]) == 6 and rng.random() < 0.5:
                found.append(state.clone())
            move = agent.choose(state)
            placed += type(move).__name__ == "Place"
            state.play(move)
    return found


def main() -> None:
    p = parser(__doc__)
    p.add_argument("--positions", type=int, default=150)
    p.add_argument("--size", type=int, default=6, choices=(6, 8, 10))
    args = p.parse_args()
    from gamebox.games.scrabble6.ai import scored
    from gamebox.games.scrabble6.movegen import placements

    states = positions(args.positions, args.size)
    states[0].lexicon.nodes()
    samples, scoring, sizes = [], [], []
    for state in states:
        rack = state.racks[state.to_move]
        began = time.perf_counter()
        found = placements(state, rack)
        samples.append(time.perf_counter() - began)
        sizes.append(len(found))
        began = time.perf_counter()
        scored(state)
        scoring.append(time.perf_counter() - began)
    lines = [f"all placements of a full rack on {len(samples)} mid-game {args.size}×{args.size} boards: median "
             f"{median(samples) * 1000:.1f} ms, 95th percentile {percentile(samples, 95) * 1000:.1f} ms; "
             f"median {median(sizes)} placements, most {max(sizes)}",
             f"every placement scored as well: median {median(scoring) * 1000:.1f} ms"]
    report(args, lines, {"name": f"scrabble6_movegen_{args.size}x{args.size}", "median_s": median(samples),
                         "runs": len(samples), "p95_s": percentile(samples, 95), "scored_median_s": median(scoring),
                         "median_placements": median(sizes)})


if __name__ == "__main__":
    main()
