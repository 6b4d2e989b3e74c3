"""Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012), as Lichess rates puzzles.

Written here rather than taken from PyPI: the package `glicko2` (2.1.0) computes the volatility's
function f(x) with the rating where the paper has the deviation (phi), so its volatility drifts; the
algorithm is forty lines, and tests/test_puzzles_rating.py checks it against the paper's example.

A player's rating is (rating, deviation, volatility) on the Glicko scale (1500 ± 350 to begin);
every puzzle is one rating period with one game against the puzzle's own rating, whose deviation is
fixed (the puzzle's rating is measured, not learnt, see docs/design/puzzles.md). A score of 1 is a
puzzle solved, 0 one failed, 0.5 one solved with a hint.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

SCALE = 173.7178          # Glicko-2's conversion between the Glicko scale and its own
TAU = 0.5                 # how much the volatility may change (the paper suggests 0.3 to 1.2)
EPSILON = 1e-6
START_RATING, START_DEVIATION, START_VOLATILITY = 1500.0, 350.0, 0.06
MIN_DEVIATION, MAX_DEVIATION = 45.0, 350.0     # Lichess keeps deviations in such a band
PUZZLE_DEVIATION = 80.0
# A rating is provisional while its deviation is above this (Lichess's threshold, shown there with a "?").
PROVISIONAL_DEVIATION = 110.0


@dataclass(frozen=True)
class Rating:
    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    @property
    def provisional(self) -> bool:
        """Too few puzzles yet to say much: shown as "1500?" (docs/design/puzzles.md)."""
        return self.deviation > PROVISIONAL_DEVIATION

    def expected(self, opponent: float, opponent_deviation: float = PUZZLE_DEVIATION) -> float:
        """The chance of solving a puzzle of rating `opponent`, as Glicko-2 sees it."""
        mu, mu_j = (self.rating - 1500) / SCALE, (opponent - 1500) / SCALE
        return _e(mu, mu_j, _g(opponent_deviation / SCALE))


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, g: float) -> float:
    return 1.0 / (1.0 + math.exp(-g * (mu - mu_j)))


def update(player: Rating, results: list[tuple[float, float, float]]) -> Rating:
    """The player's rating after one rating period of `results`: (opponent's rating, opponent's
    deviation, score 0..1) each. The paper's steps 2 to 8."""
    mu, phi, sigma = (player.rating - 1500) / SCALE, player.deviation / SCALE, player.volatility
    if not results:     # step 6 alone: the deviation grows by the volatility
        return Rating(player.rating, min(MAX_DEVIATION, math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma)
    games = [((r - 1500) / SCALE, _g(d / SCALE), s) for r, d, s in results]
    v = 1.0 / sum(g * g * _e(mu, mu_j, g) * (1 - _e(mu, mu_j, g)) for mu_j, g, _ in games)
    delta = v * sum(g * (s - _e(mu, mu_j, g)) for mu_j, g, s in games)
    sigma = _volatility(phi, sigma, v, delta)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu = mu + phi * phi * sum(g * (s - _e(mu, mu_j, g)) for mu_j, g, s in games)
    deviation = min(MAX_DEVIATION, max(MIN_DEVIATION, phi * SCALE))
    return Rating(1500 + mu * SCALE, deviation, sigma)


def _volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm on f(x) = 0."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def after_puzzle(player: Rating, puzzle_rating: float, score: float) -> Rating:
    """The player's rating after one puzzle (score 1 solved, 0.5 solved with a hint, 0 failed).

    While the rating is provisional one puzzle moves it at most as far as a miss (or a solve) against a
    puzzle of the player's own rating would: Glicko-2 reads a first miss of an easy puzzle as a big
    surprise about a player it knows nothing of (1500 -> 932 for a 940 puzzle), where one try tells
    little. The deviation and volatility are Glicko-2's own either way, so the rating settles as fast.
    """
    after = update(player, [(float(puzzle_rating), PUZZLE_DEVIATION, float(score))])
    if not player.provisional:
        return after
    change = after.rating - player.rating
    if change < 0:
        limit = player.rating - update(player, [(player.rating, PUZZLE_DEVIATION, 0.0)]).rating
        change = max(change, -limit)
    else:
        limit = update(player, [(player.rating, PUZZLE_DEVIATION, 1.0)]).rating - player.rating
        change = min(change, limit)
    return Rating(player.rating + change, after.deviation, after.volatility)
