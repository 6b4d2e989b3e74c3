"""The puzzle of the day: a solo game whose dice come from the date.

Everybody gets the same dice on the same day: roll number i (counting the game's chance
moves) is a pure function of (date, i). A record keeps the day and its seed in
`meta["puzzle"]`, and the session draws its rolls from them by index, so a resumed or
undone puzzle continues with the very same dice. The rolls stay in the record as moves,
so replaying a puzzle needs nothing of this module.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from datetime import date
from typing import Any

from .protocol import Game, State, solvable_variants
from .record import GameRecord, PlayerSpec
from .record_schema import quoted

SALT = "gamebox-puzzle-v1"


def seed_for(day: date, game_id: str = "hoch") -> int:
    """The day's seed: 48 bits of a hash, small enough for any JSON reader."""
    digest = hashlib.sha256(f"{SALT}:{game_id}:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def uniform(seed: int, index: int) -> float:
    """A number in [0, 1) fixed by (seed, index): no generator state to carry around."""
    digest = hashlib.sha256(f"{SALT}:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2.0 ** 64


def pick(outcomes: list[tuple[Any, float]], seed: int, index: int) -> Any:
    """The outcome of chance move `index`: walk the cumulative probabilities."""
    u = uniform(seed, index) * sum(p for _, p in outcomes)
    total = 0.0
    for move, p in outcomes:
        total += p
        if u < total:
            return move
    return outcomes[-1][0]


def variant_for(game: Game) -> str:
    """The puzzle is played in the game's first (quickest to solve) solvable variant."""
    if not solvable_variants(game):
        raise ValueError(f"{game.info.id} has no solvable variant for a puzzle")
    return solvable_variants(game)[0]


def new_record(game: Game, day: date, player: str) -> GameRecord:
    variant = variant_for(game)
    meta = {"puzzle": {"date": day.isoformat(), "seed": seed_for(day, game.info.id)}}
    return GameRecord(game.info.id, variant, [PlayerSpec(player)], game.info.default_options(), 0, [],
                      False, meta)


def puzzle_date(record: GameRecord) -> str | None:
    """The puzzle's day as YYYY-MM-DD, or None if the record is no (well-formed) puzzle."""
    info = record.meta.get("puzzle")
    if not isinstance(info, Mapping) or not isinstance(info.get("date"), str):
        return None
    return info["date"] if isinstance(info.get("seed"), int) else None


def record_problem(game_id: str, meta: Mapping[str, Any]) -> str | None:
    """Why a record's puzzle is not the puzzle of its day (a day of the calendar whose seed it holds),
    or None. The rolls are checked against the seed by the replay, so a game played with one day's dice
    and labelled another must be caught here."""
    info = meta.get("puzzle")
    if info is None:
        return None
    if not isinstance(info, Mapping) or not isinstance(info.get("date"), str) \
            or not isinstance(info.get("seed"), int) or isinstance(info.get("seed"), bool):
        return "the puzzle needs its date (YYYY-MM-DD) and its seed"
    text = info["date"]
    try:
        day = date.fromisoformat(text) if _DATE.fullmatch(text) else None
    except ValueError:
        day = None
    if day is None:
        return f"the puzzle's date {quoted(text)} is not a day of the calendar"
    if info["seed"] != seed_for(day, game_id):
        return f"the puzzle's dice are not those of its day, {text}"
    return None


_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def chance_for(meta: Mapping[str, Any]) -> Callable[[int, State], Any] | None:
    """A `(index, state) -> outcome` for the session, or None if `meta` holds no puzzle."""
    info = meta.get("puzzle")
    if not isinstance(info, Mapping):
        return None
    seed = info.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        return None
    return lambda index, state: pick(state.chance_outcomes(), seed, index)


def collection_chance_for(meta: Mapping[str, Any]) -> Callable[[int, State], Any] | None:
    """The fresh chance of a collection puzzle's session after its start: what its referee fixes (a memory
    drill's rolls), else a draw seeded by the roll's index (the same on every box and every try); None
    if `meta` marks no such puzzle. The record's own rolls are the record's: this draws only new ones."""
    import random

    from .puzzles import find, referee

    mark = meta.get("collection_puzzle")
    puzzle = find(mark["id"]) if isinstance(mark, Mapping) and isinstance(mark.get("id"), str) else None
    if puzzle is None:
        return None
    judge = referee(puzzle)

    def outcome(index: int, state: State) -> Any:
        fixed = judge.chance(puzzle, state)
        return fixed if fixed is not None else state.sample_chance(random.Random(f"{puzzle.id}:{index}"))
    return outcome
