"""Refit the duel win model of Hoch und höher (`DUEL_WIN` in gamebox/games/hoch/heuristic.py).

Plays greedy self-play duels (a tenth of the moves random, for variety), takes every
position before a roll whose roll then allowed a move (the risk of a blocked roll is
added exactly by `evaluate`), labels it 1 / 0.5 / 0 by how the game ended for the side
to move, and fits a logistic regression on `duel_features` (Newton steps, numpy).
Prints the weights to paste into heuristic.py and the log-loss on held-out games.

    python bench/fit_duel_eval.py [--games 3000] [--variant duel] [--seed 1]
"""
from __future__ import annotations

import argparse
import random

import numpy as np

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.games.hoch import heuristic as hh
from gamebox.protocol import Setup


def features(state) -> tuple[float, ...]:
    c = hh.Context(state)
    est, final = hh.pawn_estimates(state, c)
    points = hh._hierarchy_points(state, est, final) if state.rules.hierarchy else est
    return hh.duel_features(state, c, points, final)


def play(variant: str, games: int, seed: int, explore: float = 0.1):
    """Rows (game index, features, label for the side to move)."""
    game = registry.get("hoch")
    rng = random.Random(seed)
    greedy = make_agent("greedy", game, seed)
    rows = []
    for index in range(games):
        state = game.new_state(Setup(variant, 2, {}, None))
        pending = []
        while not state.is_terminal():
            if state.is_chance():
                before = state.clone() if state.phase == "roll" and not all(
                    t >= 0 and state.heights[t] > 6 for t in state.pawn_tower) else None
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0])
                if before is not None and not state.is_terminal():
                    pending.append((before.to_move, features(before)))
            elif rng.random() < explore:
                state.apply(rng.choice(state.legal_moves()))
            else:
                state.apply(greedy.choose(state))
        winners = state.winners()
        for mover, f in pending:
            label = 0.5 if not winners else float(winners[0] == mover)
            rows.append((index, f, label))
    return rows


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 30) -> np.ndarray:
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w) -> float:
    p = np.clip(1 / (1 + np.exp(-x @ np.asarray(w))), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3000)
    p.add_argument("--variant", default="duel", choices=("duel", "duel-hierarchy"))
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    rows = play(args.variant, args.games, args.seed)
    x = np.array([f for _, f, _ in rows])
    y = np.array([label for _, _, label in rows])
    train = np.array([i % 5 != 0 for i, _, _ in rows])  # every fifth game held out
    w = fit(x[train], y[train])
    print(f"{len(rows)} positions from {args.games} games of {args.variant}")
    print(f"held-out log-loss: current weights {log_loss(x[~train], y[~train], hh.DUEL_WIN[args.variant]):.4f}, "
          f"refitted {log_loss(x[~train], y[~train], w):.4f}")
    print(f'    "{args.variant}": ({", ".join(f"{v:.3f}" for v in fit(x, y))}),')


if __name__ == "__main__":
    main()
