"""Fit 27's evaluation: a linear model of the final margin on position features.

Positions come from games between noisy two-ply searchers (the previous evaluation), each labelled
with the game's final margin (Black minus White). The fit is least squares with a small ridge;
the weights are written to gamebox/games/twentyseven/eval_weights.py, one set per variant.

    python bench/fit_27_eval.py --games 3000 --seed 1
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamebox.ai.alphabeta import AlphaBetaAgent, Level
from gamebox.games.twentyseven.features import NAMES, features
from gamebox.games.twentyseven.state import Rules, TwentySevenState
from gamebox.registry import get

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "twentyseven" / "eval_weights.py"


def samples(variant: str, games: int, seed: int, explore: float):
    game = get("27")
    rng = random.Random(seed)
    agent = AlphaBetaAgent(game, rng, Level(depth=2, node_budget=10**6, noise=0.4))
    rows, labels = [], []
    for g in range(games):
        state = TwentySevenState(Rules(variant), g % 2)
        seen = []
        while not state.is_terminal():
            seen.append((features(state.stacks), 1.0 if state.to_move == 0 else -1.0))
            moves = state.legal_moves()
            move = rng.choice(moves) if rng.random() < explore else agent.choose(state)
            state.apply(move)
        black, white = state.scores()
        for f, mover in seen:
            rows.append(f + [mover])
            labels.append(black - white)
    return np.array(rows), np.array(labels)


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1.0) -> np.ndarray:
    return np.linalg.solve(x.T @ x + ridge * np.eye(x.shape[1]), x.T @ y)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--explore", type=float, default=0.15)
    args = parser.parse_args()
    weights = {}
    for variant in ("standard", "grey", "red"):
        t = time.perf_counter()
        x, y = samples(variant, args.games, args.seed, args.explore)
        w = fit(x, y)
        r2 = 1 - np.var(y - x @ w) / np.var(y)
        weights[variant] = [round(float(v), 4) for v in w]
        print(f"{variant}: {len(y)} positions, R^2 {r2:.3f}, {time.perf_counter() - t:.0f} s")
        print("  " + ", ".join(f"{n} {v:+.2f}" for n, v in zip(NAMES + ["to_move"], w)))
    lines = ['"""Weights of 27\'s evaluation, written by bench/fit_27_eval.py (do not edit by hand)."""',
             f"# python bench/fit_27_eval.py --games {args.games} --seed {args.seed} --explore {args.explore}",
             "WEIGHTS = {"]
    lines += [f"    {v!r}: {w!r}," for v, w in weights.items()]
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
