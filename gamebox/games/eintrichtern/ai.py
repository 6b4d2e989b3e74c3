"""Computer players for Eintrichtern: they play from memory of the announced sums.

Every agent is a pure function of (observation, seed): whatever state it is handed (after
an undo, after loading a game) it decides the same way, and it never reads a yellow die's
orientation (E6, E9). What an agent "remembers" is drawn from a hash of the seed and the
reveal's index, against a recall probability that falls with the reveal's age (the number
of sums announced since): once a reveal is forgotten it stays forgotten, and a funnel that is
lifted again is learnt afresh.

Levels (E9):
- `random`: any legal move.
- `search:easy`: forgets fast, sometimes remembers a sum one off, never takes over a roll.
- `greedy`: lives for the moment: it remembers only the sums announced since its own last
  lift (this round) and takes the best immediate chance: a funnel it knows to match, else any
  funnel it knows nothing about; it takes over a failed roll only when it knows a funnel for it.
- `search:medium`: plays like greedy, but with a human memory that fades over a few rounds.
- `search:strong`: near-perfect memory; estimates every unknown funnel's chances from the
  sums announced around it and compares taking over with rolling anew by hit probability.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from gamebox.ai.agents import Agent
from gamebox.ai.tree import require_decision
from gamebox.pyramid import dice, lattice
from gamebox.pyramid.lattice import Pos

from .moves import Lift, NewRoll, TakeOver
from .state import CHOOSE, FUNNELS, LIFT, SUM_PROBABILITY, EintrichternState

MASK = (1 << 64) - 1


def _mix(*values: int) -> int:
    """A 64-bit hash of integers (splitmix64 steps), stable across runs and platforms."""
    h = 0x9E3779B97F4A7C15
    for v in values:
        h = (h + (v & MASK) + 0x9E3779B97F4A7C15) & MASK
        h = ((h ^ (h >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        h = ((h ^ (h >> 27)) * 0x94D049BB133111EB) & MASK
        h ^= h >> 31
    return h


def _unit(*values: int) -> float:
    return _mix(*values) / 2.0 ** 64


@dataclass(frozen=True)
class Memory:
    """Recall of a reveal of age a (sums announced since): r0 * exp(-a / tau)."""

    r0: float
    tau: float
    misremember: float = 0.0     # chance a remembered sum is one off

    def recall(self, age: int) -> float:
        return self.r0 * math.exp(-age / self.tau) if self.tau else 0.0


@dataclass(frozen=True)
class Level:
    memory: Memory
    takeover: str        # "never", "known" (only for a remembered match), "compare"
    posterior: bool      # rank unknown funnels by their estimated chance
    round_only: bool = False  # remember only what was announced since its own last lift


LEVELS = {
    "search:easy": Level(Memory(0.85, 6.0, 0.2), "never", False),
    "search:medium": Level(Memory(0.97, 25.0, 0.05), "known", False),
    "greedy": Level(Memory(1.0, math.inf), "known", False, round_only=True),
    "search:strong": Level(Memory(1.0, 1000.0), "compare", True),
}


class RandomEintrichternAgent(Agent):
    """A uniformly random legal move, chosen by a hash of (seed, moves played)."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state: Any) -> Any:
        require_decision(state)
        moves = state.legal_moves()
        return moves[int(_unit(self.seed, 7, state.plies) * len(moves))]


class MemoryAgent(Agent):
    """Plays from the sums it remembers (see the module doc for the levels)."""

    def __init__(self, name: str, seed: int, level: Level) -> None:
        self.name = name
        self.seed = seed
        self.level = level

    # -- memory -----------------------------------------------------------------------
    def memory(self, state: EintrichternState) -> dict[Pos, int]:
        """Funnels whose sum this agent remembers now, with the sum it remembers."""
        history = state.history
        n = len(history)
        mem = self.level.memory
        out: dict[Pos, int] = {}
        start = 0
        if self.level.round_only:                   # greedy: only the latest round counts
            me = state.current_player()
            start = max((i for i, rev in enumerate(history) if rev.player == me), default=0)
        for i in range(start, n):                   # later reveals overwrite earlier ones
            rev = history[i]
            age = n - 1 - i
            if _unit(self.seed, 1, i) >= mem.recall(age):
                continue
            total = rev.total
            if mem.misremember and _unit(self.seed, 2, i) < mem.misremember:
                total += 1 if _unit(self.seed, 3, i) < 0.5 else -1
                total = min(18, max(3, total))
            out[rev.funnel] = total
        return out

    # -- choosing ---------------------------------------------------------------------
    def choose(self, state: Any) -> Any:
        require_decision(state)
        remembered = self.memory(state)
        covered = state.covered()
        if state.phase == CHOOSE:
            return TakeOver() if self._take_over(state, remembered, covered) else NewRoll()
        if state.phase != LIFT:
            return state.legal_moves()[0]
        return Lift(self._funnel_for(state, state.roll.total, remembered, covered))

    def _pick(self, state: EintrichternState, options: list[Pos], salt: int) -> Pos:
        """A deterministic tie-break among equal options."""
        return options[int(_unit(self.seed, salt, state.plies) * len(options))]

    def _funnel_for(self, state, total: int, remembered: dict[Pos, int], covered: list[Pos]) -> Pos:
        matching = [p for p in covered if remembered.get(p) == total]
        if matching:
            return self._pick(state, matching, 11)
        unknown = [p for p in covered if p not in remembered]
        if not unknown:      # every covered sum is known and none matches: a miss either way
            return self._pick(state, covered, 12)
        if self.level.posterior:
            chances = {p: funnel_distribution(p, remembered).get(total, 0.0) for p in unknown}
            best = max(chances.values())
            unknown = [p for p in unknown if chances[p] >= best - 1e-12]
        return self._pick(state, unknown, 13)

    def _take_over(self, state, remembered: dict[Pos, int], covered: list[Pos]) -> bool:
        rule = self.level.takeover
        offered = state.offer.total
        if rule == "never":
            return False
        if rule == "known":
            return any(remembered.get(p) == offered for p in covered)
        best = hit_chances(remembered, covered)
        new = sum(SUM_PROBABILITY[s] * best[s] for s in SUM_PROBABILITY)
        return best[offered] > new


# -- the strong player's estimate of a covered funnel's sum --------------------------------
# A funnel's sum is three faces of three different yellow dice: without other knowledge 3d6.
# Each of those dice also points its two other upper faces into two neighbouring funnels; a
# remembered sum there tells something about the die (an announced 3 means its face there is
# a 1, so the face into our funnel is neither 1 nor 6). `funnel_distribution` weighs each
# die's 24 orientations by the chance of the neighbours' remembered sums (their other two
# faces taken as independent 2d6), then convolves the three faces: one step of belief
# propagation, exact up to longer loops in the lattice (E9).

_2D6 = {t: (6 - abs(t - 7)) / 36 for t in range(2, 13)}
_PIPS = dice.ORIENTATIONS


def _die_links(p: Pos) -> list[tuple[int, list[tuple[Pos, int]]]]:
    """For funnel p: per die, the direction of its face into p and its other funnels."""
    out = []
    for i in range(3):
        q = lattice.step(p, lattice.PLUS[i])
        others = []
        for j in range(3):
            if j != i and q[j] >= 1:
                others.append((lattice.step(q, lattice.MINUS[j]), lattice.MINUS[j]))
        out.append((lattice.MINUS[i], others))
    return out


_LINKS = {p: _die_links(p) for p in FUNNELS}


def _face_marginal(face: int, others: tuple[tuple[int, int], ...]) -> tuple[float, ...]:
    """P(pip into our funnel = 1..6) given (direction, remembered neighbour sum) pairs."""
    return _face_marginal_cached(face, others)


@lru_cache(maxsize=100_000)
def _face_marginal_cached(face: int, others: tuple[tuple[int, int], ...]) -> tuple[float, ...]:
    weights = [0.0] * 7
    for pips in _PIPS:
        w = 1.0
        for direction, total in others:
            w *= _2D6.get(total - pips[direction], 0.0)
            if not w:
                break
        weights[pips[face]] += w
    norm = sum(weights)
    if norm <= 0:   # remembered sums that cannot all be true: know nothing
        return (0.0,) + (1 / 6,) * 6
    return tuple(w / norm for w in weights)


def funnel_distribution(p: Pos, remembered: dict[Pos, int]) -> dict[int, float]:
    """Estimated P(sum of funnel p = s) from the remembered sums around it."""
    dist = {0: 1.0}
    for face, others in _LINKS[p]:
        known = tuple((d, remembered[g]) for g, d in others if g in remembered)
        marginal = _face_marginal(face, known)
        nxt: dict[int, float] = {}
        for s, ps in dist.items():
            for v in range(1, 7):
                if marginal[v]:
                    nxt[s + v] = nxt.get(s + v, 0.0) + ps * marginal[v]
        dist = nxt
    return dist


def hit_chances(remembered: dict[Pos, int], covered: list[Pos]) -> dict[int, float]:
    """For every sum 3..18, the best chance of a hit with one lift."""
    best = {s: 0.0 for s in range(3, 19)}
    for p in covered:
        if p in remembered:
            s = remembered[p]
            if s in best:
                best[s] = 1.0
            continue
        for s, prob in funnel_distribution(p, remembered).items():
            best[s] = max(best[s], prob)
    return best


def make_agent(name: str, rng: Any) -> Agent | None:
    seed = rng.getrandbits(64)
    if name == "random":
        return RandomEintrichternAgent(seed)
    if name in LEVELS:
        return MemoryAgent(name, seed, LEVELS[name])
    return None
