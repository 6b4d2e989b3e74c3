"""How much can a choice in Ponga be worth? A near-perfect chooser against random play.

The chooser tries each legal field and plays `--playouts` random games to the end from each, with the
same dice for every option (paired playouts), and takes the option that won most. Against three random
opponents those playouts are exactly how the rest of the game will be played, so this chooser is close
to the best possible player there: its win rate above an even share bounds what any evaluation, and
so any of our levels, can gain. Plain PongaState, no Session, to keep 2,000 games affordable.

    python bench/ponga_skill_ceiling.py --games 2000 --playouts 50     # ~18 minutes on one core
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamebox.games.ponga.state import OVER, ROLL, PongaState, Rules  # noqa: E402


def random_choice(state: PongaState, rng: random.Random):
    return rng.choice(state.legal_moves())


def playout(state: PongaState, rng: random.Random) -> list[float]:
    while state.phase != OVER:
        if state.phase == ROLL:
            state.apply(state.sample_chance(rng))
        else:
            moves = state.legal_moves()
            state.apply(moves[0] if len(moves) == 1 else rng.choice(moves))
    return state.returns()


def rollout_choice(playouts: int):
    def choose(state: PongaState, rng: random.Random):
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        me, seed, best = state.to_move, rng.getrandbits(32), None
        for move in moves:
            dice = random.Random(seed)   # the same dice for every option: the comparison is paired
            total = 0.0
            for _ in range(playouts):
                child = state.clone()
                child.apply(move)
                total += playout(child, dice)[me]
            if best is None or total > best[0]:
                best = (total, move)
        return best[1]
    return choose


def match(chooser, players: int, games: int, seed: int) -> tuple[int, int]:
    """The chooser's sole wins and the shared wins, the chooser's seat rotating."""
    rng = random.Random(seed)
    wins = shared = 0
    for index in range(games):
        seat = index % players
        agents = [random_choice] * players
        agents[seat] = chooser
        state = PongaState(Rules(players), rng.randrange(players))
        while state.phase != OVER:
            if state.phase == ROLL:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(agents[state.to_move](state, rng))
        winners = state.winners()
        if len(winners) == 1:
            wins += winners[0] == seat
        else:
            shared += 1
    return wins, shared


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--playouts", type=int, default=50)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from gamebox.ai.stats import wilson

    for name, chooser in (("random", random_choice), (f"rollouts({args.playouts})", rollout_choice(args.playouts))):
        start = time.time()
        wins, shared = match(chooser, args.players, args.games, args.seed)
        lo, hi = wilson(wins, args.games)
        even = (args.games - shared) / args.players
        print(f"{name:14s} against {args.players - 1} random: {wins} sole wins of {args.games} "
              f"({wins / args.games:.3f}, 95% {lo:.3f}-{hi:.3f}), {shared} shared, "
              f"an even share {even:.0f}; {time.time() - start:.0f}s", flush=True)


if __name__ == "__main__":
    main()
