"""Raffzahn's computer players: people grabbing at the pyramid (gamebox/ai/reaction.py, RZ-8, RZ-9).

After the turquoise die lands a player takes in the roll, then looks over the free dice on his side one
by one; a die that shows him the roll he reaches for. Dice freed by anybody's grab join the end of his
search. He reads only his own side. As the roller he calls "Stopp!" once he has looked at every free die
on his side and found nothing more for himself: waiting longer could only let the others grab.
"""
from __future__ import annotations

import random

from gamebox.ai.reaction import Level, Look, Search, draw, misread
from gamebox.realtime import ROLL, Action, RealTimeAgent

from .moves import Grab, Stop
from .state import GRAB, ROLL as ROLL_PHASE, RaffzahnState

# Speeds and error rates, calibrated in docs/design/realtime.md (medium: an average adult).
LEVELS = {
    "search:easy": Level("easy", start_ms=850, per_item_ms=325, reach_ms=1050, error=0.08, decide_ms=1300,
                         roll_ms=1550),
    "search:medium": Level("medium", start_ms=650, per_item_ms=250, reach_ms=800, error=0.04, decide_ms=1000,
                           roll_ms=1200),
    "search:strong": Level("strong", start_ms=490, per_item_ms=190, reach_ms=600, error=0.02, decide_ms=750,
                           roll_ms=900),
    # References, not offered in the new-game dialog: a machine that sees and takes everything at once,
    # and a player who reads the dice badly and slowly.
    "greedy": Level("greedy", start_ms=1, per_item_ms=1, reach_ms=1, error=0.0, decide_ms=1, roll_ms=1,
                    recover_ms=1, spread=0.0),
    "random": Level("random", start_ms=1500, per_item_ms=700, reach_ms=1200, error=0.5, decide_ms=3000),
}


class RaffzahnAgent(RealTimeAgent):
    def __init__(self, level: Level, rng: random.Random, name: str = "") -> None:
        self.level = level
        self.rng = rng
        self.name = name or level.name
        self.search: Search | None = None
        self.turn = -1               # the roll this search belongs to
        self.decide = 0              # how long it takes to be sure nothing more is there (this turn)
        self._roll_for: tuple[int, int] | None = None     # (the chance node's time, when to roll)
        self._target: int | None = None                    # the look its planned grab acts on

    def next_action(self, state: RaffzahnState, seat: int) -> Action | None:
        level = self.level
        if state.phase == ROLL_PHASE and state.roller == seat:
            if self._roll_for is None or self._roll_for[0] != state.now:
                self._roll_for = (state.now, state.now + draw(self.rng, level.roll_ms, level.spread))
            return Action(self._roll_for[1], ROLL)
        if state.phase != GRAB:
            return None
        if self.turn != state.turn:
            self.turn = state.turn
            self.search = Search(state.landed_at + draw(self.rng, level.start_ms, level.spread))
            self.decide = draw(self.rng, level.decide_ms, level.spread)
        search = self.search
        roll = state.roll

        def look(p) -> Look:
            pip = state.shows(p, seat)
            seen = pip if self.rng.random() >= level.error else misread(pip, self.rng, 1, 6)
            return Look(p, draw(self.rng, level.per_item_ms, level.spread), seen == roll,
                        draw(self.rng, level.reach_ms, level.spread))

        search.add(state.free_dice(), look, self.rng)
        index, t = search.plan(state.now, lambda p: p in state.pyramid)
        self._target = index
        if index is not None:
            found = search.queue[index]
            return Action(max(state.now, t + found.reach), Grab(seat, found.item), found.item, t)
        if seat == state.roller:
            return Action(max(state.now, t + self.decide), Stop(seat))
        return None

    def acted(self, action: Action, played: bool, state: RaffzahnState) -> None:
        if isinstance(action.move, Grab) and self.search is not None and self._target is not None:
            recover = 0 if played else draw(self.rng, self.level.recover_ms, self.level.spread)
            self.search.consume(self._target, action.at + recover)


def make_agent(name: str, rng: random.Random) -> RaffzahnAgent | None:
    level = LEVELS.get(name)
    return RaffzahnAgent(level, rng, name) if level is not None else None
