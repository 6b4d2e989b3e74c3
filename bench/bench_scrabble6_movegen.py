"""Scrabble 6×6: the time to list every legal placement of a full rack on mid-game boards, with no,
one and two blanks, and the time the strong computer takes for a move.

Positions come from games of two greedy players (seeded), sampled after 4 to 16 placements, each
with the full rack of the player to move; the same rack is then timed as drawn, with one tile and
with two tiles turned into blanks. The tree of words is built before timing (once per game, see
bench_scrabble6_lexicon.py). Goals (issue 32), every placement of the full list (`placements`):
median ≤ 50 ms and 95th percentile ≤ 100 ms with one blank, ≤ 300 ms with two; the strong
computer's move ≤ 1 s median.

    python bench/bench_scrabble6_movegen.py [--json] [--positions 100] [--strong 30] [--size 6] [--cpu]

`--cpu` times the process's CPU time instead of the clock on the wall: steadier where other work
shares the machine.
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


def with_blanks(rack: str, blanks: int) -> str:
    """The rack's letters with the last ones turned into `blanks` blanks (at most 6 tiles)."""
    letters = rack.replace("?", "")
    return letters[:6 - blanks] + "?" * blanks


def main() -> None:
    p = parser(__doc__)
    p.add_argument("--positions", type=int, default=100)
    p.add_argument("--strong", type=int, default=30, help="positions the strong computer moves on")
    p.add_argument("--size", type=int, default=6, choices=(6, 8, 10))
    p.add_argument("--cpu", action="store_true", help="CPU time of this process, not wall-clock time")
    args = p.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    from gamebox.games.scrabble6.ai import StrongAgent, scored
    from gamebox.games.scrabble6.movegen import placements

    states = positions(args.positions, args.size)
    states[0].lexicon.nodes()
    times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    sizes: dict[int, list[int]] = {0: [], 1: [], 2: []}
    lean: dict[int, list[float]] = {1: [], 2: []}
    scoring = []
    for state in states:
        for blanks in (0, 1, 2):
            rack = with_blanks(state.racks[state.to_move], blanks)
            began = clock()
            found = placements(state, rack)
            times[blanks].append(clock() - began)
            sizes[blanks].append(len(found))
            if blanks:
                began = clock()
                placements(state, rack, lean=True)
                lean[blanks].append(clock() - began)
        began = clock()
        scored(state)
        scoring.append(clock() - began)
    strong, agent = [], StrongAgent("search:strong", 7)
    for state in states[:args.strong]:
        began = clock()
        agent.decide(state.observation(state.to_move))
        strong.append(clock() - began)
    ms = lambda v: f"{v * 1000:.0f} ms"
    lines = [f"{len(states)} mid-game {args.size}×{args.size} boards, every placement of a full rack:"]
    for blanks in (0, 1, 2):
        t = times[blanks]
        lines.append(f"  {blanks} blank{'s' if blanks != 1 else ''}: median {ms(median(t))}, 95th percentile "
                     f"{ms(percentile(t, 95))}, longest {ms(max(t))} ({len(t)} racks; median "
                     f"{median(sizes[blanks])} placements, most {max(sizes[blanks])})")
    for blanks in (1, 2):
        lines.append(f"  the computer's lean list with {blanks} blank{'s' if blanks > 1 else ''}: median "
                     f"{ms(median(lean[blanks]))}, 95th percentile {ms(percentile(lean[blanks], 95))}")
    lines.append(f"the computer's scored list (lean) as drawn: median {ms(median(scoring))}")
    lines.append(f"the strong computer's move on {len(strong)} boards: median {ms(median(strong))}, "
                 f"95th percentile {ms(percentile(strong, 95))}, longest {ms(max(strong))}")
    report(args, lines, {"name": f"scrabble6_movegen_{args.size}x{args.size}", "median_s": median(times[0]),
                         "runs": len(times[0]), "p95_s": percentile(times[0], 95),
                         "one_blank_median_s": median(times[1]), "one_blank_p95_s": percentile(times[1], 95),
                         "two_blanks_median_s": median(times[2]), "two_blanks_p95_s": percentile(times[2], 95),
                         "lean_one_blank_median_s": median(lean[1]), "lean_two_blanks_median_s": median(lean[2]),
                         "strong_median_s": median(strong), "strong_p95_s": percentile(strong, 95),
                         "scored_median_s": median(scoring), "median_placements": median(sizes[0])})


if __name__ == "__main__":
    main()
