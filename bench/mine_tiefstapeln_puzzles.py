"""Mine Tiefstapeln's bridge puzzles from selfplay and pack them (gamebox/games/tiefstapeln/puzzles.py).

Selfplay games (two or three players mixed from the box's levels) are played to the end. Then every
position where the solo builder is to lay a block, his bridge standing and not yet touching the ball,
and the real game went on to touch it within five of his blocks without a collapse, is a reach puzzle:
its proof is that line, replayed through the physics. Every position of the final test where some blocks
of the bridge can go and others cannot is a test puzzle: its proof settles the bridge without each block.
For the rating each gets the blocks to lay (or the blocks and how many can go) and the stability margin
the bridge is left with (the meter's measure: how many more blocks' weight its tip carries).

    nice -n 10 python bench/mine_tiefstapeln_puzzles.py --out bench/results/ts-mined.jsonl --minutes 60
    python bench/mine_tiefstapeln_puzzles.py --out bench/results/ts-mined.jsonl --pack [--count 60]
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from puzzle_mining import read_lines, run, spread, summary  # noqa: E402

from gamebox import registry  # noqa: E402
from gamebox.ai import make_agent  # noqa: E402
from gamebox.games.tiefstapeln.moves import Remove  # noqa: E402
from gamebox.games.tiefstapeln.puzzles import FILENAME, difficulty  # noqa: E402
from gamebox.games.tiefstapeln.state import BUILD, SOLO, TEST  # noqa: E402
from gamebox.protocol import CHANCE, Setup  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "tiefstapeln" / FILENAME
AGENTS = ("search:strong", "search:medium", "greedy", "search:easy")
GAME = registry.get("tiefstapeln")
MAX_BLOCKS = 5


def reach(states: list, moves: list[str], i: int) -> dict | None:
    """A reach puzzle at the position before move i, or None."""
    state = states[i]
    if state.phase != BUILD or state.current_player() != state.solo:
        return None
    solo = state.sides[SOLO]
    if solo.touching or solo.finished or not solo.bridge:
        return None
    blocks = 0
    for j in range(i, len(moves)):
        before, after = states[j], states[j + 1]
        if before.phase != BUILD:
            return None
        if before.side_of(before.current_player()) != SOLO:
            continue
        if not moves[j].startswith("place"):
            return None
        blocks += 1
        event = after.event
        if event is None or event.side != SOLO or event.kind == "collapse" or blocks > MAX_BLOCKS:
            return None
        if event.kind == "touch":
            final = after.sides[SOLO].bridge
            margin = after.arm(SOLO).margin(final)
            return {"kind": "reach", "line": moves[i:j + 1], "blocks": blocks, "margin": round(margin, 2)}
    return None


def final_test(state) -> dict | None:
    if state.phase != TEST:
        return None
    count = len(state.sides[SOLO].bridge)
    good = []
    for index in range(1, count + 1):
        trial = state.clone()
        trial.apply(Remove(index))
        if trial.event is not None and trial.event.kind == "removed":
            good.append(index)
    if not good or len(good) == count:
        return None
    margin = state.arm(SOLO).margin(state.sides[SOLO].bridge)
    return {"kind": "test", "removable": good, "count": count, "margin": round(margin, 2)}


def mine_game(index: int) -> dict:
    rng = random.Random(f"ts-mine-{index}")
    players = (2, 3)[index % 2]
    state = GAME.new_state(Setup("standard", players, {}, None))
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], GAME, rng.getrandbits(32)) for s in range(players)]
    moves, states = [], [state.clone()]
    while not state.is_terminal():
        move = state.sample_chance(rng) if state.current_player() == CHANCE else \
            agents[state.current_player()].choose(state.clone())
        moves.append(state.format_move(move))
        state.apply(move)
        states.append(state.clone())
    found, examined = [], 0
    seen_tests = set()
    for i in range(len(moves)):
        here = states[i]
        puzzle = None
        if here.phase == BUILD and here.current_player() == here.solo:
            examined += 1
            puzzle = reach(states, moves, i)
        elif here.phase == TEST and here.round.number not in seen_tests:
            seen_tests.add(here.round.number)       # the test's first removal: the bridge as built
            examined += 1
            puzzle = final_test(here)
        if puzzle is not None:
            puzzle.update({"players": players, "moves": moves[:i], "seat": here.current_player(),
                           "first_player": None})
            found.append(puzzle)
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    if p["kind"] == "reach":
        return difficulty("reach", p["blocks"], p["margin"])
    return difficulty("test", p["count"], p["margin"], p["count"], len(p["removable"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--pack", action="store_true")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--collection", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pack:
        run(args.out, args.minutes, mine_game, args.first)
        return
    lines = read_lines(args.out)
    kinds = {}
    for kind, share in (("reach", 2 * args.count // 3), ("test", args.count - 2 * args.count // 3)):
        mine = [{**line, "puzzles": [p for p in line["puzzles"] if p["kind"] == kind]} for line in lines]
        kinds[kind] = spread(mine, share, rating, per_game=2)
    chosen = sorted(kinds["reach"] + kinds["test"], key=rating)
    entries = [{"id": f"tiefstapeln-{n:03d}", **p} for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "tiefstapeln", entries)
    print(summary("Tiefstapeln", lines, chosen, rating))
    for kind, some in kinds.items():
        print(f"  {kind}: {len(some)}")
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
