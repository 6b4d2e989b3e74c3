"""Bunte Kuh's computer players: people adding pips (gamebox/ai/reaction.py, BK-8).

When the pearl dice lie, a player adds them up (and may add wrongly), then looks over the funnels one by
one, adding the three faces that point into each (and may misread one, by one or two). The first funnel
that seems to show the sum, he calls "Stopp!" on; having looked at every funnel without a match, he calls
"Niete" after a second look. A right call, and he places a die from his supply, turned at random (the
orientation gives nobody an edge: every later sum is everybody's race). The roller rolls after a moment.
"""
from __future__ import annotations

import random

from gamebox.ai.reaction import Level, Look, Search, draw, misread
from gamebox.realtime import ROLL, Action, RealTimeAgent

from .moves import Call, Niete, Place
from .state import PLACE, ROLL as ROLL_PHASE, SEARCH, BunteKuhState

# Speeds and error rates (docs/design/realtime.md). Adding three pips and comparing takes a person about
# a second a funnel; medium is an average adult.
LEVELS = {
    "search:easy": Level("easy", start_ms=2160, per_item_ms=1440, reach_ms=1020, error=0.06, decide_ms=3000,
                         roll_ms=1450),
    "search:medium": Level("medium", start_ms=1800, per_item_ms=1200, reach_ms=850, error=0.04, decide_ms=2500,
                           roll_ms=1200),
    "search:strong": Level("strong", start_ms=1530, per_item_ms=1020, reach_ms=720, error=0.025, decide_ms=2100,
                           roll_ms=1000),
    "greedy": Level("greedy", start_ms=1, per_item_ms=1, reach_ms=1, error=0.0, decide_ms=1, roll_ms=1,
                    recover_ms=1, spread=0.0),
    "random": Level("random", start_ms=3000, per_item_ms=2000, reach_ms=1200, error=0.5, decide_ms=5000),
}
PLACE_MS = 1800        # choosing how to turn the die before placing it (mean)


class BunteKuhAgent(RealTimeAgent):
    def __init__(self, level: Level, rng: random.Random, name: str = "") -> None:
        self.level = level
        self.rng = rng
        self.name = name or level.name
        self.search: Search | None = None
        self.turn = -1
        self.decide = 0
        self._roll_for: tuple[int, int] | None = None
        self._place_for: tuple[int, Action] | None = None

    def next_action(self, state: BunteKuhState, seat: int) -> Action | None:
        level, rng = self.level, self.rng
        if state.phase == ROLL_PHASE and state.roller == seat:
            if self._roll_for is None or self._roll_for[0] != state.now:
                self._roll_for = (state.now, state.now + draw(rng, level.roll_ms, level.spread))
            return Action(self._roll_for[1], ROLL)
        if state.phase == PLACE and state.caller == seat:
            if self._place_for is None or self._place_for[0] != state.turn:
                funnel = state.called if state.called is not None else rng.choice(state.funnels())
                at = state.now + draw(rng, PLACE_MS if level.name != "greedy" else 1, level.spread)
                self._place_for = (state.turn, Action(at, Place(seat, funnel, rng.randrange(24)), funnel, state.now))
            return self._place_for[1]
        if state.phase != SEARCH:
            return None
        if self.turn != state.turn:
            self.turn = state.turn
            self.search = Search(state.landed_at + draw(rng, level.start_ms, level.spread))
            self.decide = draw(rng, level.decide_ms, level.spread)
            total = state.roll.total
            self.target = total if rng.random() >= level.error else misread(total, rng, 3, 18)
            self.search.add(state.funnels(), self._look(state), rng)
        index, t = self.search.plan(state.now, lambda f: True)
        if index is not None:
            found = self.search.queue[index]
            return Action(max(state.now, t + found.reach), Call(seat, found.item), found.item, t)
        return Action(max(state.now, t + self.decide), Niete(seat))

    def _look(self, state: BunteKuhState):
        level, rng = self.level, self.rng

        def look(f) -> Look:
            shown = state.funnel_sum(f)
            seen = shown if rng.random() >= level.error else misread(shown, rng, 3, 18, (1, 2))
            return Look(f, draw(rng, level.per_item_ms, level.spread), seen == self.target,
                        draw(rng, level.reach_ms, level.spread))

        return look


def make_agent(name: str, rng: random.Random) -> BunteKuhAgent | None:
    level = LEVELS.get(name)
    return BunteKuhAgent(level, rng, name) if level is not None else None
