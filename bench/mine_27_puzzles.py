"""Mine 27 puzzles from AI selfplay: positions where the exact search proves a forced win with a
unique first move, each with its proof tree (gamebox/games/twentyseven/proofs.py).

Games are played from a few seeded random plies by a mix of levels (so the positions differ and
some side errs). Every position from ply 6 on where the mover has at least three moves is asked:
does the mover win (a null-window proof within --budget positions), and does exactly one move keep
the win? Those become puzzles with their tree, and with what the difficulty needs: how many of the
strong level's searches (alpha-beta over the fitted evaluation, without the exact search) find the
move at small budgets.

Resumable: every finished game is one JSON line in --out (what it examined and found); a new run
skips the games already there. Run it niced, in runs under 40 minutes:

    nice -n 10 python bench/mine_27_puzzles.py --out bench/results/27-mined.jsonl --minutes 35
    python bench/mine_27_puzzles.py --out bench/results/27-mined.jsonl --summary

`gamebox/games/twentyseven/puzzle_pack.py` turns the mined lines into the shipped collection.
"""
from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.ai.alphabeta import AlphaBetaAgent, Level
from gamebox.games.twentyseven import proofs
from gamebox.games.twentyseven.solver import ExactSearch, SearchBudgetExceeded
from gamebox.protocol import Setup

VARIANTS = ("standard", "grey", "red")
# The strong level proves wins as it plays, which costs the most; games from the first runs (0-49) used
# it in half the pairs, later ones only in one of six (the positions differ as much, for a third of the CPU).
PAIRS = (("search:medium", "search:easy"), ("search:easy", "search:medium"), ("search:easy", "search:easy"),
         ("search:medium", "search:medium"), ("random", "search:medium"), ("search:medium", "search:strong"))
FIRST_PLY = 7
SEARCH_BUDGETS = (300, 1_000, 3_000, 10_000)   # the strong level's search, without the exact proof


def found_by_search(game, state, solution: str) -> int:
    """How many of the strong level's alpha-beta searches at SEARCH_BUDGETS play the solution."""
    hits = 0
    for budget in SEARCH_BUDGETS:
        agent = AlphaBetaAgent(game, random.Random(0), Level(depth=12, node_budget=budget, depth_step=2), "probe")
        hits += str(agent.choose(state.clone())) == solution
    return hits


def play_game(game, variant: str, index: int) -> tuple[list[str], list]:
    """A selfplay game: seeded random opening plies, then a pair of levels. The moves and states."""
    rng = random.Random(f"27-mine-{variant}-{index}")
    first = index % 2
    state = game.new_state(Setup(variant, 2, {}, first))
    pair = PAIRS[index % len(PAIRS)]
    if (index // len(PAIRS)) % 2:       # every pair sits both ways round
        pair = pair[::-1]
    agents = [make_agent(pair[s], game, rng.getrandbits(32)) for s in (0, 1)]
    moves, states = [], []
    opening = rng.randint(1, 5)
    while not state.is_terminal():
        states.append(state.clone())
        legal = state.legal_moves()
        move = rng.choice(legal) if len(moves) < opening else agents[state.current_player()].choose(state)
        moves.append(str(move))
        state.apply(move)
    return moves, states


def mine_game(game, search: ExactSearch, variant: str, index: int, budget: int, seen: set) -> dict:
    moves, states = play_game(game, variant, index)
    found, examined, skipped = [], 0, 0
    for ply, state in enumerate(states):
        if ply < FIRST_PLY or len(state.legal_moves()) < 3:
            continue
        key = (state.position(), state.to_move)
        if key in seen:
            continue
        seen.add(key)
        examined += 1
        prover = proofs.Prover(search, state.to_move, budget)
        before = search.nodes
        try:
            if not prover.wins(state):
                continue
            winning = [m for m in state.legal_moves() if prover.wins(proofs._after(state, m))]
            if len(winning) != 1:
                continue
            tree = proofs.build(state, prover)
        except (SearchBudgetExceeded, proofs.TooLarge):
            skipped += 1
            continue
        solution = str(winning[0])
        found.append({"variant": variant, "first_player": index % 2, "moves": moves[:ply],
                      "position": state.position(), "seat": state.to_move, "solution": solution,
                      "legal": len(state.legal_moves()), "win_in": proofs.moves_to_win(tree),
                      "size": proofs.player_nodes(tree), "proof_nodes": search.nodes - before,
                      "found_by_search": found_by_search(game, state, solution), "tree": tree})
    return {"variant": variant, "game": index, "plies": len(moves), "examined": examined,
            "skipped": skipped, "puzzles": found}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--minutes", type=float, default=35.0)
    p.add_argument("--budget", type=int, default=100_000, help="positions per single proof")
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--summary", action="store_true", help="only count what --out holds")
    p.add_argument("--first-game", type=int, default=0, help="game number to begin with")
    args = p.parse_args()
    done = set()
    lines = []
    if args.out.exists():
        for line in args.out.read_text().splitlines():
            if line.strip():
                entry = json.loads(line)
                lines.append(entry)
                done.add((entry["variant"], entry["game"]))
    if args.summary:
        for variant in VARIANTS:
            mine = [e for e in lines if e["variant"] == variant]
            print(f"{variant:9} {len(mine):5} games, {sum(e['examined'] for e in mine):7,} positions examined, "
                  f"{sum(len(e['puzzles']) for e in mine):5} puzzles")
        return
    game = registry.get("27")
    began = time.perf_counter()
    variants = args.variants.split(",")
    searches = {v: ExactSearch(v, table_bits=22) for v in variants}
    seen: dict[str, set] = {v: set() for v in variants}
    for entry in lines:      # positions met before are not examined again
        for puzzle in entry["puzzles"]:
            seen[entry["variant"]].add((puzzle["position"], puzzle["seat"]))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    index = args.first_game
    with args.out.open("a") as out:
        while time.perf_counter() - began < args.minutes * 60:
            for variant in variants:
                if (variant, index) in done:
                    continue
                result = mine_game(game, searches[variant], variant, index, args.budget, seen[variant])
                out.write(json.dumps(result, separators=(",", ":")) + "\n")
                out.flush()
                print(f"{variant:9} game {index:4}: {result['examined']:3} examined, "
                      f"{len(result['puzzles'])} puzzles ({time.perf_counter() - began:6.0f} s)", flush=True)
            index += 1


if __name__ == "__main__":
    main()
