"""Puzzle collections: positions with proven solutions, a player's puzzle rating (docs/design/puzzles.md).

Not the puzzle of the day (gamebox/puzzle.py, dice fixed by the date): these are the collections
games ship through the `HasPuzzles` capability, played in the game's own view from the library's
puzzle browser.
"""
from __future__ import annotations

from ..protocol import Game, HasPuzzles
from .attempt import Attempt
from .model import (
    AGENT_PREFIX,
    FAILED,
    GOOD,
    META_KEY,
    SOLVED,
    Collection,
    Proof,
    ProofRow,
    Puzzle,
    Referee,
    Verdict,
    puzzle_id,
)


def games_with_puzzles() -> list[Game]:
    from .. import registry

    return [g for g in registry.all_games() if isinstance(g, HasPuzzles)]


def all_puzzles() -> list[Puzzle]:
    """Every shipped puzzle of every game (a game whose file cannot be read has none)."""
    return [p for g in games_with_puzzles() for p in g.puzzles()]


def find(puzzle_id_: str) -> Puzzle | None:
    from .. import registry

    game_id = puzzle_id_.split("-", 1)[0]
    try:
        game = registry.get(_GAME_OF_PREFIX.get(game_id, game_id))
    except KeyError:
        return None
    return game.puzzles().get(puzzle_id_) if isinstance(game, HasPuzzles) else None


_GAME_OF_PREFIX = {"tip": "kippen"}   # (the ids of the tipping puzzles kept their prefix: KP-7)


def referee(puzzle: Puzzle) -> Referee:
    from .. import registry

    return registry.get(puzzle.game).puzzle_referee()


__all__ = ["AGENT_PREFIX", "FAILED", "GOOD", "META_KEY", "SOLVED", "Attempt", "Collection", "Proof", "ProofRow",
           "Puzzle", "Referee", "Verdict", "all_puzzles", "find", "games_with_puzzles", "puzzle_id", "referee"]
