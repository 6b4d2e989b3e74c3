"""A puzzle of the day for every game with a collection: the same for everyone on that day.

The day's puzzle of a game is a pure function of the game and the date (a hash picks one of its
shipped collection), so every box of the same version shows the same one, with no server. A try at it
is marked in the record (`meta["collection_puzzle"]["day"]`) and kept in the history with its day
(`puzzle_days`, schema 3), besides counting as a try at that puzzle like any other.
"""
from __future__ import annotations

import hashlib
from datetime import date

from ..protocol import Game
from .model import Puzzle

SALT = "gamebox-daily-v1"
DAY = "day"          # the record's puzzle mark: the day whose puzzle this is


def of_the_day(game: Game, day: date) -> Puzzle | None:
    """`game`'s puzzle of `day` (None without a collection)."""
    collection = game.puzzles()
    if not len(collection):
        return None
    digest = hashlib.sha256(f"{SALT}:{game.info.id}:{day.isoformat()}".encode()).digest()
    return collection[int.from_bytes(digest[:8], "big") % len(collection)]

