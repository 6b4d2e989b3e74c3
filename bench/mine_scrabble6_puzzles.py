"""Mine Scrabble 6×6's "find the top play" puzzles from selfplay and pack them (gamebox/games/scrabble6/puzzles.py).

Two-player games on the German word list, the seats mixed from the box's levels (strong, medium, easy;
game 3 also random, whose full move lists with two blanks made a game take minutes). At every turn of either player whose rack holds at most one blank, the full move generator makes
and scores every placement; a puzzle is a turn whose top score is one placement's alone and at least two
points ahead of the next. For the rating each gets how many placements there are, the lead, and whether the
easy and strong levels play the top play (greedy and medium always do).

    nice -n 10 python bench/mine_scrabble6_puzzles.py --out bench/results/scrabble6-mined.jsonl --minutes 10
    python bench/mine_scrabble6_puzzles.py --out bench/results/scrabble6-mined.jsonl --pack [--count 60]
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
from gamebox.games.scrabble6.puzzles import FILENAME, LANGUAGE, LEVELS, MIN_PLAYS, difficulty, top_play  # noqa: E402
from gamebox.games.scrabble6.state import MOVE  # noqa: E402
from gamebox.protocol import CHANCE, Setup  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "scrabble6" / FILENAME
AGENTS = ("search:strong", "search:medium", "search:easy", "search:strong")
GAME = registry.get("scrabble6")


def analyse(state, me: int) -> dict | None:
    claim = top_play(state)
    if claim is None:
        return None
    misses = 0
    for level in LEVELS:
        agent = make_agent(level, GAME, 0)
        move = agent.choose(state.observation(me))
        misses += str(move) != claim["best"]
    return {**claim, "rack": state.racks[me], "misses": misses}


def mine_game(index: int) -> dict:
    rng = random.Random(f"scrabble6-mine-{index}")
    first = index % 2
    state = GAME.new_state(Setup("standard", 2, {"language": LANGUAGE}, first))
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], GAME, rng.getrandbits(32)) for s in range(2)]
    moves, found, examined = [], [], 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            move = state.sample_chance(rng)
        else:
            me = state.current_player()
            if state.phase == MOVE and state.placed_any:
                examined += 1
                puzzle = analyse(state, me)
                if puzzle is not None:
                    puzzle.update({"moves": list(moves), "seat": me, "first_player": first})
                    found.append(puzzle)
            move = agents[me].choose(state.observation(me))
        moves.append(state.format_move(move))
        state.apply(move)
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    return difficulty(p["plays"], p["points"] - p["second"], p["misses"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--pack", action="store_true")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--collection", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pack:
        run(args.out, args.minutes, mine_game, args.first)
        return
    lines = read_lines(args.out)
    for line in lines:      # lines mined before MIN_PLAYS was raised to 10
        line["puzzles"] = [p for p in line["puzzles"] if p["plays"] >= MIN_PLAYS]
    chosen = spread(lines, args.count, rating, per_game=4)      # a game's turns: different racks, not one line
    entries = [{"id": f"scrabble6-{n:03d}", **p} for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "scrabble6", entries)
    print(summary("Scrabble 6×6", lines, chosen, rating))
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
