"""Mine Eintrichtern's memory drills from selfplay and pack them (gamebox/games/eintrichtern/puzzles.py).

In a selfplay game (two to four players mixed from the box's memory levels) a drill is a moment when a
player must choose after his neighbour's miss and a funnel that shows the failed roll's sum was lifted
since his own last move, by the others, and is still covered. The drill begins right after his own last
move: he watches the others' turns, then takes over. For the rating each drill gets how many sums the
others showed, how many were shown after the wanted one, and how many of them are one away from it.

    nice -n 10 python bench/mine_eintrichtern_puzzles.py --out bench/results/et-mined.jsonl --minutes 10
    python bench/mine_eintrichtern_puzzles.py --out bench/results/et-mined.jsonl --pack [--count 60]
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
from gamebox.games.eintrichtern.moves import Lift  # noqa: E402
from gamebox.games.eintrichtern.puzzles import FILENAME, difficulty, recall  # noqa: E402
from gamebox.games.eintrichtern.state import CHOOSE  # noqa: E402
from gamebox.protocol import CHANCE, Setup  # noqa: E402
from gamebox.pyramid import lattice  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "eintrichtern" / FILENAME
AGENTS = ("search:strong", "greedy", "search:medium", "search:easy")
GAME = registry.get("eintrichtern")
MAX_REVEALS = 10


def drill(states: list, moves: list[str], me: int) -> dict | None:
    """A drill ending at the last state (me to choose), or None."""
    end = states[-1]
    begin = len(moves)
    while begin > 0 and states[begin - 1].current_player() != me:
        begin -= 1          # back to right after his own last move (or the game's start)
    if begin == 0 or states[begin - 1].current_player() != me:
        return None
    sequence = moves[begin:]
    lifts = [(t, states[begin + i].current_player(), states[begin + i + 1].history[-1].total)
             for i, t in enumerate(sequence) if isinstance(states[begin + i].parse_move(t), Lift)]
    if not 2 <= len(lifts) <= MAX_REVEALS:
        return None
    total = end.offer.total
    covered = {lattice.name(p) for p in end.covered() if end.funnel_sum(p) == total}
    answers = sorted({t for t, _, v in lifts if v == total} & covered)
    if not answers:
        return None
    last = max(i for i, (t, _, _) in enumerate(lifts) if t in answers)
    age = len(lifts) - 1 - last
    near = sum(1 for t, _, v in lifts if abs(v - total) == 1)
    return {"moves": moves[:begin], "sequence": sequence, "seat": me, "total": total, "answers": answers,
            "reveals": len(lifts), "age": age, "near": near,
            "easy": round(recall(age, 0.85, 6.0) * 0.8, 3), "medium": round(recall(age, 0.97, 25.0) * 0.95, 3)}


def mine_game(index: int) -> dict:
    rng = random.Random(f"et-mine-{index}")
    players = 2 + index % 3
    state = GAME.new_state(Setup("standard", players, {}, None))
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], GAME, rng.getrandbits(32)) for s in range(players)]
    moves, states, found, examined = [], [state.clone()], [], 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            move = state.sample_chance(rng)
        else:
            me = state.current_player()
            if state.phase == CHOOSE:
                examined += 1
                puzzle = drill(states, moves, me)
                if puzzle is not None:
                    puzzle.update({"players": players, "first_player": None})
                    found.append(puzzle)
            move = agents[me].choose(state.observation(me))
        moves.append(state.format_move(move))
        state.apply(move)
        states.append(state.clone())
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    return difficulty(p["reveals"], p["age"], p["near"], len(p["answers"]))


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
    chosen = spread(lines, args.count, rating, per_game=1)
    entries = [{"id": f"eintrichtern-{n:03d}", **{k: v for k, v in p.items() if k not in ("easy", "medium")}}
               for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "eintrichtern", entries)
    print(summary("Eintrichtern", lines, chosen, rating))
    for level in ("easy", "medium"):
        print(f"  the box's {level} memory would recall the wanted sum in "
              f"{sum(p[level] for p in chosen) / max(1, len(chosen)):.0%} of these drills on average")
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
