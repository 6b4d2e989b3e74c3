"""Mine Abquetschen's blocking puzzles from selfplay and pack them (gamebox/games/abquetschen/puzzles.py).

At every build decision of a selfplay game (two or three players mixed from the box's levels) the exact
build generator makes every way to finish the turn (the build and its bonus dice) and asks, for each,
whether the next player has a build for any roll from 2 to 6. A puzzle is a decision where some turns
leave him none and others do not. For the rating each gets how many turns there are, how many block,
and which of four levels of the box (greedy, easy, medium, strong) find a blocking turn.

    nice -n 10 python bench/mine_abquetschen_puzzles.py --out bench/results/aq-mined.jsonl --minutes 20
    python bench/mine_abquetschen_puzzles.py --out bench/results/aq-mined.jsonl --pack [--count 60]
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
from gamebox.games.abquetschen.puzzles import FILENAME, LEVELS, blocks, difficulty, turns  # noqa: E402
from gamebox.games.abquetschen.state import BUILD  # noqa: E402
from gamebox.protocol import CHANCE, Setup  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "abquetschen" / FILENAME
AGENTS = ("search:strong", "greedy", "search:medium", "search:easy", "random")
GAME = registry.get("abquetschen")


def analyse(state, me: int) -> dict | None:
    options = turns(state)
    winning = [list(moves) for moves, after in options if blocks(after, me)]
    if not winning or len(winning) == len(options):
        return None
    misses = 0
    for level in LEVELS:
        agent = make_agent(level, GAME, 0)
        here = state.clone()
        chosen = []
        while here.phase == BUILD and here.current_player() == me:
            move = agent.choose(here.clone())
            chosen.append(str(move))
            here.apply(move)
        misses += chosen not in winning
    return {"winning": winning, "options_count": len(options), "need": state.need, "misses": misses}


def mine_game(index: int) -> dict:
    rng = random.Random(f"aq-mine-{index}")
    players = (3, 3, 2)[index % 3]
    first = index % players
    state = GAME.new_state(Setup("standard", players, {}, first))
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], GAME, rng.getrandbits(32)) for s in range(players)]
    moves, found, examined = [], [], 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            move = state.sample_chance(rng)
        else:
            me = state.current_player()
            if state.phase == BUILD and not state.bonus and state.start_owner is not None and state.need >= 2:
                examined += 1
                puzzle = analyse(state, me)
                if puzzle is not None:
                    puzzle.update({"players": players, "moves": list(moves), "seat": me, "first_player": first})
                    found.append(puzzle)
            move = agents[me].choose(state.clone())
        moves.append(state.format_move(move))
        state.apply(move)
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    return difficulty(p["options_count"], len(p["winning"]), p["misses"], p["need"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--pack", action="store_true")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--collection", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pack:
        run(args.out, args.minutes, mine_game, args.first)
        return
    lines = read_lines(args.out)
    chosen = spread(lines, args.count, rating)
    entries = [{"id": f"abquetschen-{n:03d}", **p} for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "abquetschen", entries)
    print(summary("Abquetschen", lines, chosen, rating))
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
