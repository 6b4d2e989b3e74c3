"""Mine Würfelmarsch's endgame puzzles from selfplay and pack them (gamebox/games/wuerfelmarsch/puzzles.py).

Every position of a selfplay game (three players mixed from the box's levels) is asked: can the player
to move bring a die into his corner within n moves (n = 2 or 3, the fewest that work) whatever the two
others do (ruling WM-9, endgame.py), and do some of his plausible first moves fail? For the rating each
puzzle gets how many first moves are plausible and how many win, and which of four levels of the box
(greedy, easy, medium, strong) play a winning move there.

    nice -n 10 python bench/mine_wuerfelmarsch_puzzles.py --out bench/results/wm-mined.jsonl --minutes 30
    python bench/mine_wuerfelmarsch_puzzles.py --out bench/results/wm-mined.jsonl --pack [--count 60]
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from puzzle_mining import read_lines, run, spread, summary  # noqa: E402

from gamebox import registry  # noqa: E402
from gamebox.ai import make_agent
from gamebox.games.wuerfelmarsch.endgame import Budget, distance, quiet_ok, refutation, winning_first_moves
from gamebox.games.wuerfelmarsch.fast import GOAL, TURN, Position, to_move
from gamebox.games.wuerfelmarsch.puzzles import (
    FILENAME,
    LEVELS,
    plausible_first,
    best_reply,
    difficulty,
    position_key,
)
from gamebox.protocol import Setup
from gamebox.puzzles.collection import write_collection

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "wuerfelmarsch" / FILENAME
AGENTS = ("search:strong", "greedy", "search:medium", "search:easy", "random")
BUDGETS = {2: 200_000, 3: 400_000}       # positions the proof may take while mining
GAME = registry.get("wuerfelmarsch")


def texts(moves) -> list[str]:
    return [str(to_move(m)) for m in moves]


def analyse(state, me: int) -> dict | None:
    pos = Position.of(state)
    d = distance(pos, me)
    if d > 3 or (d == 1 and pos.die[GOAL[me]] < 0):
        return None                   # too far, or the corner is free one tip away: nothing to find
    for n in range(max(d, 2), 4):
        if not quiet_ok(pos, 3 * n):
            return None
        try:
            winners, losers, solver = winning_first_moves(pos, me, n, BUDGETS[n])
        except Budget:
            return None
        if winners:
            break
    else:
        return None
    plausible = [m for m in winners + losers if plausible_first(pos, me, n, m)]
    proof_nodes = solver.nodes
    solver.budget = proof_nodes + 2 * BUDGETS[n]         # the lines below search a little more
    try:
        lines = _lines(pos, me, n, solver, winners, plausible)
    except Budget:
        return None
    winning = texts(winners)
    misses = 0
    for level in LEVELS:
        choice = make_agent(level, GAME, 0).choose(state.clone())
        misses += str(choice) not in winning
    return {"win_in": n, "winning": winning, "plausible": len(plausible), **lines, "misses": misses,
            "dice": sum(1 for x in pos.die if x >= 0), "nodes": proof_nodes, "theme": theme(pos, me, winners[0]),
            "position": position_key(state)}


def _lines(pos, me, n, solver, winners, plausible) -> dict:
    """For each plausible losing first move the others' replies that stop it, and the defence's
    replies after each winning one."""
    refutations = {}
    for move in plausible:
        if move in winners:
            continue
        child = pos.copy()
        child.play(move)
        refutations[str(to_move(move))] = texts(refutation(child, me, n - 1, solver))
    defence = {}
    for move in winners:
        child = pos.copy()
        child.play(move)
        line = []
        while not child.over and child.to_move != me:
            reply = best_reply(child, solver, n - 1)
            line.append(reply)
            child.play(reply)
        defence[str(to_move(move))] = texts(line)
    return {"refutations": refutations, "defence": defence}


def theme(pos: Position, me: int, move: tuple) -> str:
    if move[0] == TURN:
        return "guard"
    child = pos.copy()
    child.play(move)
    if sum(child.beaten) + sum(child.removed) > sum(pos.beaten) + sum(pos.removed):
        return "beat"
    return "race" if distance(child, me) < distance(pos, me) or child.over else "detour"


def mine_game(index: int) -> dict:
    rng = random.Random(f"wm-mine-{index}")
    first = index % 3
    state = GAME.new_state(Setup("standard", 3, {}, first))
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], GAME, rng.getrandbits(32)) for s in range(3)]
    moves, found, examined = [], [], 0
    while not state.is_terminal():
        me = state.current_player()
        if distance(Position.of(state), me) <= 3:
            examined += 1
            puzzle = analyse(state, me)
            if puzzle is not None:
                puzzle.update({"variant": "standard", "moves": list(moves), "seat": me, "first_player": first})
                found.append(puzzle)
        move = agents[me].choose(state.clone())
        moves.append(state.format_move(move))
        state.apply(move)
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    return difficulty(p["win_in"], p["plausible"], len(p["winning"]), p["misses"], p["dice"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--pack", action="store_true")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--max-nodes", type=int, default=40_000, help="of a shipped puzzle's proof (its test)")
    parser.add_argument("--collection", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pack:
        run(args.out, args.minutes, mine_game, args.first)
        return
    lines = read_lines(args.out)
    for line in lines:
        line["puzzles"] = [p for p in line["puzzles"] if p["nodes"] <= args.max_nodes]
    chosen = spread(lines, args.count, rating, key=lambda p: p["position"])
    entries = [{"id": f"wuerfelmarsch-{n:03d}", **{k: v for k, v in p.items() if k != "nodes"}}
               for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "wuerfelmarsch", entries)
    print(summary("Würfelmarsch", lines, chosen, rating))
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
