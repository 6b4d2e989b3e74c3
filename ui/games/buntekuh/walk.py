"""The Bunte Kuh screen the layout walk (ui/tools/screens.py) must see besides a half-played one: six players
after many calls, so the feed holds its longest lines (a wrong "Stopp!" and who gives whom a die) and the key
map still has to fit under it."""
from __future__ import annotations

import random

from gamebox.games.buntekuh.moves import Call
from gamebox.games.buntekuh.state import ROLL, ROLL_MS
from gamebox.record import GameRecord
from gamebox.session import Session


def many_calls(players, calls: int = 8) -> GameRecord:
    """Wrong "Stopp!" calls by every person in turn, each after the dice landed."""
    session = Session(GameRecord("buntekuh", "standard", list(players), {}, 0, []), random.Random(35))
    people = [seat for seat, p in enumerate(players) if p.type == "human"] or [0]
    while session.state.phase != ROLL:
        session.roll()
    for i in range(calls):
        session.roll()
        session.clock.advance(ROLL_MS + 400)
        state = session.state
        session.advance()
        wrong = next(f for f in state.funnels() if state.funnel_sum(f) != state.roll.total)
        session.play(Call(people[i % len(people)], wrong))
        session.clock.advance(300)
    return session.record


def walk(players) -> list[tuple[str, GameRecord]]:
    return [("calls", many_calls(players))]
