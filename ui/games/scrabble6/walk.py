"""The Scrabble screen the layout walk (ui/tools/screens.py) must see besides a half-played game: the
human's first turn, the rack full and nothing laid yet (Play, Take back, Exchange and Pass in the panel
from the start, the board at its full size)."""
from __future__ import annotations

import random

from gamebox.games.scrabble6.moves import Start
from gamebox.record import GameRecord
from gamebox.session import Session


def first_turn(players) -> GameRecord:
    """The lot lets the human (seat 0) begin; every rack is dealt."""
    session = Session(GameRecord("scrabble6", "standard", list(players), {}, None, []), random.Random("walk"))
    session.play(Start(0))
    while session.state.is_chance():
        session.roll()
    return session.record


def walk(players) -> list[tuple[str, GameRecord]]:
    return [("first-turn", first_turn(players))]
