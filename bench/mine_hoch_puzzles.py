"""Mine Hoch und höher puzzles from selfplay and pack them into the shipped collection.

A puzzle is a decision right after a roll where the exact solver (solved from the position before
the roll: its sub-tree only, well under a second from at most --max-pawnless pawnless towers) shows
one move clearly best (ahead of the second best by --gap, in points or in chance to win), and the
move greedy play makes worth much less (--greedy-gap): the best move looks wrong. For the rating it
also records how the heuristic ranks the best move and how many of four small expectimax searches
find it.

Resumable: every finished game is one JSON line in --out; a new run skips the games there.

    nice -n 10 python bench/mine_hoch_puzzles.py --out bench/results/hoch-mined.jsonl --minutes 20
    python bench/mine_hoch_puzzles.py --out bench/results/hoch-mined.jsonl --pack [--per-variant 30]
"""
from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from gamebox import coach, registry
from gamebox.ai import make_agent
from gamebox.ai.expectimax import ExpectimaxAgent, Level
from gamebox.games.hoch import duel_solver, solver
from gamebox.games.hoch.puzzles import FILENAME, difficulty
from gamebox.games.hoch.solve_keys import pawnless_part
from gamebox.protocol import CHANCE, Setup
from gamebox.puzzles.collection import write_collection

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "hoch" / FILENAME
VARIANTS = ("solo", "solo-hierarchy", "duel", "duel-hierarchy")
AGENTS = ("greedy", "search:easy", "random", "search:medium")
SEARCH_BUDGETS = (300, 1_000, 3_000, 10_000)   # expectimax at depth 6: 10,000 is the strong level's budget
GAPS = {"solo": (0.4, 1.0), "duel": (0.02, 0.06)}       # (best over second, best over greedy)
_FULL: dict = {}


def table_for(variant: str, before):
    """The sub-tree's table (what the test solves again); the solo game's full table (6 s) serves
    every solo position at once while mining."""
    if variant.startswith("duel"):
        return duel_solver.solve_duel(variant, before.rules.end_rule, starts=[before])
    if variant == "solo":
        if "solo" not in _FULL:
            _FULL["solo"] = solver.solve("solo", before.rules.end_rule)
        return _FULL["solo"]
    return solver.solve(variant, before.rules.end_rule, start=before)


def found_by_search(game, state, best: set[str]) -> int:
    hits = 0
    for budget in SEARCH_BUDGETS:
        agent = ExpectimaxAgent(game, random.Random(0), Level(depth=6, node_budget=budget), "probe")
        hits += state.format_move(agent.choose(state.clone())) in best
    return hits


def heuristic_rank(game, state, groups) -> int:
    """Where the heuristic puts the best group among the groups (1 = its favourite)."""
    me = state.current_player()
    scored = []
    for i, group in enumerate(groups):
        child = state.clone()
        child.apply(group.move)
        from gamebox.ai.tree import leaf_values

        scored.append((leaf_values(game, child, True)[me], i))
    order = [i for _, i in sorted(scored, key=lambda s: -s[0])]
    return order.index(0) + 1


def mine_game(game, variant: str, index: int, max_pawnless: int, seen: set) -> dict:
    rng = random.Random(f"hoch-mine-{variant}-{index}")
    duel = variant.startswith("duel")
    first = index % 2 if duel else 0
    state = game.new_state(Setup(variant, 2 if duel else 1, {}, first))
    seats = 2 if duel else 1
    agents = [make_agent(AGENTS[(index + s) % len(AGENTS)], game, rng.getrandbits(32)) for s in range(seats)]
    greedy = make_agent("greedy", game, 0)
    moves, found, examined = [], [], 0
    gap_second, gap_greedy = GAPS["duel" if duel else "solo"]
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            before = state.clone()
            move = state.sample_chance(rng)
        else:
            move = agents[state.current_player()].choose(state)
            pawnless = pawnless_part(state)[2]
            key = (state.position(), state.to_move, state.roll)
            # solo: its full table answers every position, and a sub-tree from 11 towers verifies in a second
            limit = max_pawnless + (variant == "solo")
            if pawnless <= limit and len(state.legal_moves()) >= 3 and key not in seen:
                seen.add(key)
                examined += 1
                puzzle = judge(game, variant, state, before, greedy, gap_second, gap_greedy)
                if puzzle is not None:
                    puzzle.update({"variant": variant, "moves": list(moves), "seat": state.to_move,
                                   "first_player": first, "position": state.position()})
                    found.append(puzzle)
        moves.append(state.format_move(move))
        state.apply(move)
    return {"variant": variant, "game": index, "examined": examined, "puzzles": found}


def judge(game, variant, state, before, greedy, gap_second, gap_greedy) -> dict | None:
    table = table_for(variant, before)
    groups = coach.hint(table, state, game).moves
    if len(groups) < 3:
        return None
    best, second = groups[0], groups[1]
    choice = state.format_move(greedy.choose(state))
    greedy_group = next(g for g in groups if choice in g.texts)
    if best.value - second.value < gap_second or best.value - greedy_group.value < gap_greedy:
        return None
    close = (second.value - greedy_group.value) / (best.value - greedy_group.value)
    return {"values": [[list(g.texts), round(g.value, 4)] for g in groups], "greedy": choice,
            **({"positions": table.positions} if variant != "solo" else {}),
            "heuristic_rank": heuristic_rank(game, state, groups), "close": round(close, 3),
            "found_by_search": found_by_search(game, state, set(best.texts))}


def subtree_size(pz: dict) -> int:
    """Positions of the puzzle's sub-tree (what its verification solves); old lines lack it."""
    if "positions" not in pz:
        from gamebox.games.hoch.puzzles import HochReferee, entry

        puzzle = entry({**pz, "id": "x"})
        state = HochReferee().start(puzzle)
        state.phase, state.roll = "roll", None
        if pz["variant"].startswith("duel"):
            table = duel_solver.solve_duel(pz["variant"], state.rules.end_rule, starts=[state])
        else:       # the sub-tree, as the test solves it (not the full table used while mining)
            table = solver.solve(pz["variant"], state.rules.end_rule, start=state)
        pz["positions"] = table.positions
    return pz["positions"]


def pack(lines: list[dict], per_variant: int, out: Path, max_positions: int) -> None:
    entries = []
    for variant in VARIANTS:
        mine = [g for g in lines if g["variant"] == variant]
        chosen, seen = [], set()
        for game in mine:
            cheap = [p for p in game["puzzles"] if subtree_size(p) <= max_positions]
            for pz in cheap:     # measured again at pack time: the budgets were smaller in the first runs
                pz["found_by_search"] = rescore(pz)
            for pz in sorted(cheap, key=lambda p: -rating(p))[:1]:   # one per game
                if (pz["position"], pz["moves"][-1]) not in seen:
                    seen.add((pz["position"], pz["moves"][-1]))
                    chosen.append(pz)
        chosen.sort(key=rating)
        if len(chosen) > per_variant:
            step = len(chosen) / per_variant
            chosen = [chosen[int(i * step)] for i in range(per_variant)]
        for n, pz in enumerate(chosen, start=1):
            entries.append({"id": f"hoch-{variant}-{n:03d}", **{k: v for k, v in pz.items() if k != "positions"}})
        ratings = [rating(pz) for pz in chosen]
        print(f"{variant:15} {len(mine):4} games, {sum(g['examined'] for g in mine):6,} decisions examined, "
              f"{sum(len(g['puzzles']) for g in mine):4} puzzles found, {len(chosen):3} shipped"
              + (f", ratings {min(ratings)}-{max(ratings)}" if ratings else ""))
    write_collection(out, "hoch", entries)
    print(f"{len(entries)} puzzles in {out} ({out.stat().st_size:,} bytes)")


def rescore(pz: dict) -> int:
    from gamebox.games.hoch.puzzles import HochReferee, entry

    puzzle = entry({**pz, "id": "x"})
    return found_by_search(registry.get("hoch"), HochReferee().start(puzzle), set(pz["values"][0][0]))


def rating(pz: dict) -> int:
    return difficulty(len(pz["values"]), pz["heuristic_rank"], pz["found_by_search"], pz["close"])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--minutes", type=float, default=20.0)
    p.add_argument("--max-pawnless", type=int, default=10)
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--pack", action="store_true", help="write the shipped collection from --out")
    p.add_argument("--per-variant", type=int, default=30)
    p.add_argument("--max-positions", type=int, default=250_000, help="of a shipped puzzle's sub-tree (its test)")
    p.add_argument("--collection", type=Path, default=OUT)
    args = p.parse_args()
    lines = [json.loads(x) for x in args.out.read_text().splitlines() if x.strip()] if args.out.exists() else []
    if args.pack:
        pack(lines, args.per_variant, args.collection, args.max_positions)
        return
    game = registry.get("hoch")
    done = {(e["variant"], e["game"]) for e in lines}
    seen = {v: set() for v in VARIANTS}
    began, index = time.perf_counter(), 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a") as out:
        while time.perf_counter() - began < args.minutes * 60:
            for variant in args.variants.split(","):
                if (variant, index) in done:
                    continue
                result = mine_game(game, variant, index, args.max_pawnless, seen[variant])
                out.write(json.dumps(result, separators=(",", ":")) + "\n")
                out.flush()
                print(f"{variant:15} game {index:4}: {result['examined']:3} examined, {len(result['puzzles'])} "
                      f"puzzles ({time.perf_counter() - began:5.0f} s)", flush=True)
            index += 1


if __name__ == "__main__":
    main()
