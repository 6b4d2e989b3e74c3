"""How a computer player of a real-time game reacts: a person searching, on the game's clock.

A `Level` is a speed and an error rate. A `Search` is one hunt after a roll: the candidates (free
dice, funnels) are looked at one after another in the player's own order, each look taking its time
and reading the candidate rightly or wrongly. So the time to spot a match grows with the number of
candidates and shrinks with the number of matches (on average `start + per_item * (N + 1) / (k + 1)`),
and a player who finds something needs time to reach it. Everything is drawn from the player's own
random generator when a candidate is first noticed, so a plan asked for twice is the same plan, and a
game is the same for the same seed. docs/design/realtime.md explains the model and its calibration.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """A computer player's speed and error rate (all times are means in milliseconds)."""

    name: str
    start_ms: float      # from the roll landing to the first look: take in the roll (or add the dice)
    per_item_ms: float   # one look at one candidate
    reach_ms: float      # bring the hand (cursor) to a find and take it
    error: float         # the chance that one look reads its candidate wrongly
    decide_ms: float     # to conclude that nothing (more) is there: the roller's Stopp, a Niete
    roll_ms: float = 1200.0     # the roller picks up the dice and rolls
    recover_ms: float = 600.0   # after reaching for a die that was gone or not what it seemed
    spread: float = 0.3         # sigma of the log-normal each time is drawn from


def draw(rng: random.Random, mean: float, spread: float) -> int:
    """A duration with the given mean, log-normally spread (people are sometimes much slower, never
    faster than nothing); at least 1 ms."""
    if mean <= 0:
        return 1
    if spread <= 0:
        return max(1, round(mean))
    return max(1, round(rng.lognormvariate(math.log(mean) - spread * spread / 2, spread)))


@dataclass(frozen=True)
class Look:
    """One look at one candidate: how long it takes, what it says, and how long reaching it would take."""

    item: Hashable
    ms: int
    match: bool
    reach: int


class Search:
    """Looking at candidates one after another from game time `t0` on.

    `add` queues candidates noticed now (in a random order after those already queued); `plan` commits
    the looks already over at `now` and says which look will next say "match" and when it ends;
    `consume` moves on past a look that was acted on. A candidate that is gone (taken by someone else)
    is skipped; if it went while being looked at or reached for, the search goes on from `now`."""

    def __init__(self, t0: int) -> None:
        self.t0 = t0
        self.queue: list[Look] = []
        self.ptr = 0
        self._known: set = set()

    def add(self, items: Iterable[Hashable], look: Callable[[Hashable], Look], rng: random.Random) -> None:
        new = sorted(i for i in items if i not in self._known)
        rng.shuffle(new)
        for item in new:
            self._known.add(item)
            self.queue.append(look(item))

    def plan(self, now: int, present: Callable[[Hashable], bool]) -> tuple[int | None, int]:
        """(index of the next look that says "match", or None; the time that look ends, or the time
        all looks are over)."""
        while self.ptr < len(self.queue):
            look = self.queue[self.ptr]
            if not present(look.item):
                self.t0 = max(self.t0, now)     # it went while he looked at it or reached for it
                self.ptr += 1
                continue
            end = self.t0 + look.ms
            if look.match or end > now:
                break
            self.t0, self.ptr = end, self.ptr + 1
        t = self.t0
        for index in range(self.ptr, len(self.queue)):
            look = self.queue[index]
            if present(look.item):
                t += look.ms
                if look.match:
                    return index, t
        return None, t

    def consume(self, index: int, t: int) -> None:
        """The look at `index` was acted on; the search goes on at time `t`."""
        self.ptr = max(self.ptr, index + 1)
        self.t0 = max(self.t0, t)


def misread(value: int, rng: random.Random, low: int, high: int, widths: tuple[int, ...] = (1,)) -> int:
    """A value read wrongly: off by one of `widths` either way, kept within low..high."""
    options = [value + s * w for w in widths for s in (-1, 1) if low <= value + s * w <= high]
    return rng.choice(options)
