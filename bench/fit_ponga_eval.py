"""Fit Ponga's evaluation: a conditional logit model of who wins the round, per number of players.

Positions where somebody is about to roll come from one-round games in which every player plays
greedy with the current evaluation, but a random move with probability `explore`; each is
labelled with the round's winner (a shared win split evenly). The fit maximises the likelihood of
P(i wins) = exp(w · f_i) / sum_j exp(w · f_j) with Newton steps and a small ridge; the weights are
written to gamebox/games/ponga/eval_weights.py, with each player count's round scale (the spread
of a round's winning score, used by matches of several rounds).

    python bench/fit_ponga_eval.py --games 4000 --seed 1
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamebox.ai.greedy import GreedyAgent
from gamebox.games.ponga.features import NAMES, features
from gamebox.games.ponga.state import ROLL, PongaState, Rules
from gamebox.registry import get

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "ponga" / "eval_weights.py"
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7, 8)


def samples(players: int, games: int, seed: int, explore: float, keep: float):
    game = get("ponga")
    rng = random.Random(seed)
    agent = GreedyAgent(game, rng)
    rows, labels, winning = [], [], []
    for _ in range(games):
        state = PongaState(Rules(players), rng.randrange(players))
        seen = []
        while not state.is_terminal():
            if state.phase == ROLL:
                if rng.random() < keep:
                    seen.append(features(state))
                state.apply(state.sample_chance(rng))
                continue
            moves = state.legal_moves()
            if len(moves) == 1 or rng.random() < explore:
                move = rng.choice(moves)
            else:
                move = agent.choose(state)
            state.apply(move)
        winners = state.winners()
        label = [1 / len(winners) if p in winners else 0.0 for p in range(players)]
        winning.append(max(state.banked))
        for f in seen:
            rows.append(f)
            labels.append(label)
    return np.array(rows), np.array(labels), np.array(winning)


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1.0, steps: int = 30) -> np.ndarray:
    """Newton's method on the conditional logit likelihood; x is (states, players, features)."""
    k = x.shape[2]
    w = np.zeros(k)
    for _ in range(steps):
        z = x @ w
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("np,npk->nk", p, x)
        grad = np.einsum("np,npk->k", y - p, x) - ridge * w
        second = np.einsum("np,npk,npl->kl", p, x, x) - np.einsum("nk,nl->kl", mean, mean)
        step = np.linalg.solve(second + ridge * np.eye(k), grad)
        before = log_likelihood(x, y, w) - ridge * (w @ w) / 2 / len(x)
        scale = 1.0
        while scale > 1e-4:   # damped: a full Newton step can overshoot on collinear features
            trial = w + scale * step
            if log_likelihood(x, y, trial) - ridge * (trial @ trial) / 2 / len(x) >= before:
                break
            scale /= 2
        w = w + scale * step
        if np.abs(scale * step).max() < 1e-6:
            break
    return w


def log_likelihood(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    z = x @ w
    z -= z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float((y * logp).sum() / len(x))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--explore", type=float, default=0.2)
    parser.add_argument("--keep", type=float, default=0.5, help="share of positions kept per game")
    parser.add_argument("--players", type=str, default=",".join(map(str, PLAYER_COUNTS)))
    args = parser.parse_args()
    from gamebox.games.ponga import (
        eval_weights,  # player counts not refitted keep their weights
    )

    weights, scales = dict(eval_weights.WEIGHTS), dict(eval_weights.ROUND_SCALE)
    for players in (int(p) for p in args.players.split(",")):
        start = time.time()
        x, y, winning = samples(players, args.games, args.seed + players, args.explore, args.keep)
        w = fit(x, y)
        base = log_likelihood(x, y, np.zeros(x.shape[2]))
        weights[players] = [round(float(v), 4) for v in w]
        scales[players] = round(float(winning.std()), 1)
        print(f"{players} players: {len(x)} positions, log-likelihood {log_likelihood(x, y, w):.4f} "
              f"(uniform {base:.4f}), {time.time() - start:.0f}s", file=sys.stderr)
        for name, v in zip(NAMES, w):
            print(f"    {name:12s} {v:+.3f}", file=sys.stderr)
    lines = ['"""Weights of Ponga\'s evaluation, written by bench/fit_ponga_eval.py (do not edit by hand)."""',
             (f"# python bench/fit_ponga_eval.py --games {args.games} --seed {args.seed} "
              f"--explore {args.explore} --keep {args.keep}"),
             "# features: " + ", ".join(NAMES),
             "WEIGHTS = {"]
    lines += [f"    {p}: {weights[p]}," for p in sorted(weights)]
    lines += ["}", "# the spread of a round's winning score, per number of players", f"ROUND_SCALE = {dict(sorted(scales.items()))!r}", ""]
    OUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
