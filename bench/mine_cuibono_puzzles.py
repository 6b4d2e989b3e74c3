"""Mine Cui bono?'s endgame puzzles from selfplay and pack them (gamebox/games/cuibono/puzzles.py).

At the start of every turn of a selfplay game (two or three players mixed from the box's levels) the
player to move is asked: can he make sure the game ends within his next k turns (k = 1 to 4, the fewest
that work) with him among the winners, whatever the others do (ruling CB-8, endgame.py), and do some of
his turns fail? For the rating each puzzle gets how many turns he has and how many win, and which of four
levels of the box (greedy, easy, medium, strong) play a winning turn there.

    nice -n 10 python bench/mine_cuibono_puzzles.py --out bench/results/cb-mined.jsonl --minutes 30
    python bench/mine_cuibono_puzzles.py --out bench/results/cb-mined.jsonl --pack [--count 60]
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
from gamebox.games.cuibono.endgame import Budget, best_turn, refutation, winning_turns  # noqa: E402
from gamebox.games.cuibono.fast import KEEP, Position, turns  # noqa: E402
from gamebox.games.cuibono.puzzles import FILENAME, LEVELS, difficulty, position_key, turn_text  # noqa: E402
from gamebox.protocol import CHANCE, Setup  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "cuibono" / FILENAME
AGENTS = ("search:strong", "greedy", "search:medium", "search:easy", "random")
BUDGET = 300_000
GAME = registry.get("cuibono")


def flat(line) -> list[str]:
    return [m for pull, put in line for m in turn_text(pull, put).split(" ")]


def analyse(state, me: int) -> dict | None:
    pos = Position.of(state)
    for k in range(1, 5):
        try:
            winners, losers, solver = winning_turns(pos, me, k, BUDGET)
        except Budget:
            return None
        if winners:
            break
    else:
        return None
    if not losers:
        return None                     # every turn wins: nothing to find
    proof_nodes = solver.nodes
    solver.budget = proof_nodes + 2 * BUDGET         # the lines below search a little more
    try:
        lines = _lines(me, k, solver, winners, losers)
    except Budget:
        return None
    winning = [turn_text(w[0], w[1]) for w in winners]
    misses = 0
    for level in LEVELS:
        here = state.clone()
        agent = make_agent(level, GAME, 0)
        pull = agent.choose(here.clone())
        here.apply(pull)
        put = agent.choose(here.clone())
        misses += f"{pull} {put}" not in winning
    return {"turns": k, "winning": winning, "options_count": len(winners) + len(losers), **lines,
            "misses": misses, "nodes": proof_nodes, "theme": theme(pos, winners), "position": position_key(state)}


def _lines(me, k, solver, winners, losers) -> dict:
    """For each losing turn the others' turns that stop it, and the defence after each winning one."""
    refutations = {}
    for pull, put, _, child in losers:
        refutations[turn_text(pull, put)] = flat(refutation(child, solver, k - 1))
    defence = {}
    for pull, put, _, child in winners:
        line = []
        while not child.over and child.to_move != me:
            reply = best_turn(child, solver, k - 1)
            line.append((reply[0], reply[1]))
            child = reply[3]
        defence[turn_text(pull, put)] = flat(line)
    return {"refutations": refutations, "defence": defence}


def theme(pos: Position, winners) -> str:
    """What the first winning turn does: puts back, ends the game, keeps a die that would fit, or keeps
    the right one of dice that fit nowhere."""
    pull, put, held, child = winners[0]
    if put != KEEP:
        return "put"
    if child.over:
        return "end"
    pulled = pos.copy()
    pulled.pull(pull)
    return "keep" if pulled.targets(held) else "pick"


def retheme(p: dict) -> str:
    """The theme again from the puzzle's position (lines mined before "pick" was told from "end")."""
    state = GAME.new_state(Setup("standard", p["players"], {}, p["first_player"]))
    for text in p["moves"]:
        state.apply(state.parse_move(text))
    pos = Position.of(state)
    pull, put = p["winning"][0].split(" ")
    for turn in turns(pos):
        if turn_text(turn[0], turn[1]) == p["winning"][0]:
            return theme(pos, [turn])
    raise ValueError(f"{pull} {put} is no turn here")


def mine_game(index: int) -> dict:
    rng = random.Random(f"cb-mine-{index}")
    players = (2, 3, 3)[index % 3]
    first = index % players
    state = GAME.new_state(Setup("standard", players, {}, first))
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], GAME, rng.getrandbits(32)) for s in range(players)]
    moves, found, examined = [], [], 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            move = state.sample_chance(rng)
        else:
            me = state.current_player()
            if state.phase == "pull":
                examined += 1
                puzzle = analyse(state, me)
                if puzzle is not None:
                    puzzle.update({"variant": "standard", "players": players, "moves": list(moves), "seat": me,
                                   "first_player": first})
                    found.append(puzzle)
            move = agents[me].choose(state.clone())
        moves.append(state.format_move(move))
        state.apply(move)
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    return difficulty(p["turns"], p["options_count"], len(p["winning"]), p["misses"], p["players"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--pack", action="store_true")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--max-nodes", type=int, default=60_000, help="of a shipped puzzle's proof (its test)")
    parser.add_argument("--collection", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pack:
        run(args.out, args.minutes, mine_game, args.first)
        return
    lines = read_lines(args.out)
    for line in lines:
        line["puzzles"] = [p for p in line["puzzles"] if p["nodes"] <= args.max_nodes]
        for p in line["puzzles"]:
            p["theme"] = retheme(p)
    chosen = spread(lines, args.count, rating, key=lambda p: p["position"])
    entries = [{"id": f"cuibono-{n:03d}", **{k: v for k, v in p.items() if k != "nodes"}}
               for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "cuibono", entries)
    print(summary("Cui bono?", lines, chosen, rating))
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
