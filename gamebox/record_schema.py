"""The shape of a game record file: checked before anything reads it. What only a game can judge (its
variants, options and moves) is checked afterwards by replaying the record; this keeps out what no
game should ever see.

The header is a JSON Schema (`RECORD_SCHEMA`, checked by `safe_json.validate`). The entries of `moves`
are checked by `entry_problem`, by hand: a schema's `oneOf` over up to 100,000 entries cost seconds
(issue 30: 15-17 s to refuse a 4 MB file whose 4th move was illegal), while these few isinstance
checks cost a few milliseconds for the whole list. Every problem is a sentence that names the key.
"""
from __future__ import annotations

import json
import re
from typing import Any

MAX_BYTES = 4_000_000
MAX_MOVES = 100_000
# A deal of the full dice pyramid is the longest move: colour and orientation of 165 dice.
MAX_MOVE_CHARS = 400
MAX_SEATS = 64
# A real-time game's clock (ms): 30 days of game time. No game of the box lasts an hour; the clock runs
# only while the window is open and the game not paused, so even a game left open for weeks stays inside.
MAX_GAME_MS = 30 * 24 * 3600 * 1000
SHORT = {"type": "string", "maxLength": 100}
SEAT = {"type": "integer", "minimum": 0, "maximum": MAX_SEATS - 1}
DATE = {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "description": "a date written YYYY-MM-DD"}
WORDS = {"type": "string", "maxLength": 600_000}    # up to 50,000 words of at most 10 letters

RECORD_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "format": {"type": "string"},
        "version": {"type": "integer", "minimum": 1, "maximum": 1000},
        "game": SHORT,
        "variant": SHORT,
        # Scrabble's own and struck words ride along as options of their own (docs/rulings.md SC-4)
        "options": {"type": "object", "maxProperties": 64, "additionalProperties": SHORT,
                    "properties": {"own_words": WORDS, "struck_words": WORDS}},
        "first_player": {"oneOf": [SEAT, {"type": "null"}]},
        "players": {
            "type": "array", "minItems": 1, "maxItems": 16,
            "items": {"type": "object", "properties": {
                "name": SHORT, "type": {"enum": ["human", "ai"]}, "agent": {"type": ["string", "null"],
                                                                            "maxLength": 100}}},
        },
        # each entry: `entry_problem` (a move's text, or an object with it and the keys of ENTRY_SHAPES)
        "moves": {"type": "array", "maxItems": MAX_MOVES},
        "practised": {"type": "boolean"},
        "meta": {
            "type": "object",
            "properties": {
                "hints": {"type": "integer", "minimum": 0, "maximum": 1_000_000},
                "box": {"type": "string", "maxLength": 100},      # the box that wrote it: "gamebox 0.1.0"
                "puzzle": {"type": "object", "required": ["date", "seed"], "properties": {
                    "date": DATE,
                    "seed": {"type": "integer", "minimum": 0, "maximum": 2 ** 48}}},
                # a puzzle of a game's collection (gamebox/puzzles): its id, where it begins, hints taken
                "collection_puzzle": {"type": "object", "required": ["id", "start"], "properties": {
                    "id": {"type": "string", "maxLength": 64},
                    "start": {"type": "integer", "minimum": 0, "maximum": 100_000},
                    "hints": {"type": "integer", "minimum": 0, "maximum": 1_000_000},
                    "day": DATE,         # the puzzle of that day (gamebox/puzzles/daily.py)
                    "streak": {"type": "object", "required": ["count", "seed"], "properties": {
                        "count": {"type": "integer", "minimum": 0, "maximum": 100_000},
                        "seed": {"type": "integer", "minimum": 0, "maximum": 2 ** 48},
                        "game": {"type": "string", "maxLength": 64},
                        "started": {"type": "string", "maxLength": 40}}}}},
            },
        },
    },
    "required": ["game", "variant", "moves"],
}


# -- the entries of "moves" ------------------------------------------------------------------------
def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _text(value: Any, most: int) -> bool:
    return isinstance(value, str) and len(value) <= most


_SUM = re.compile(r"[0-9a-f]{16}")
# An entry object's keys: what each must be (the test, and the words for a refusal)
ENTRY_SHAPES = {
    "move": (lambda v: _text(v, MAX_MOVE_CHARS), f"a move in the game's notation, a text of at most {MAX_MOVE_CHARS} "
                                                  "characters"),
    "at": (lambda v: _whole(v, 0, MAX_GAME_MS), f"a whole number of milliseconds from 0 to {MAX_GAME_MS}"),
    "by": (lambda v: _whole(v, 0, MAX_SEATS - 1), f"a seat, a whole number from 0 to {MAX_SEATS - 1}"),
    "seen_by": (lambda v: isinstance(v, list) and len(v) <= MAX_SEATS and all(_whole(s, 0, MAX_SEATS - 1) for s in v),
                f"a list of at most {MAX_SEATS} seats (whole numbers from 0 to {MAX_SEATS - 1})"),
    "sum": (lambda v: isinstance(v, str) and _SUM.fullmatch(v) is not None, "16 hexadecimal digits (0-9, a-f)"),
    "commit": (lambda v: _text(v, 100), "a text of at most 100 characters"),
}


def entry_problem(index: int, entry: Any) -> str | None:
    """What is wrong with the shape of move `index` (0-based) of a record, as a sentence, or None.
    Keys other than these are left to the reader, which knows what each game uses."""
    if isinstance(entry, str):
        return None if len(entry) <= MAX_MOVE_CHARS else \
            f"move {index + 1} is longer than {MAX_MOVE_CHARS} characters"
    if not isinstance(entry, dict):
        return f"move {index + 1} must be a move in the game's notation (a text), or an object with its \"move\""
    if "move" not in entry:
        return f"move {index + 1} needs its \"move\""
    for key, value in entry.items():
        shape = ENTRY_SHAPES.get(key)
        if shape is not None and not shape[0](value):
            return f"move {index + 1}'s \"{key}\" must be {shape[1]}"
    return None


# -- naming a place in a record ----------------------------------------------------------------------
def quoted(text: str, most: int = 40) -> str:
    """A text from the file as it stands there, in double quotes: control characters escaped (a refusal
    stays one line) and cut at `most` characters."""
    return json.dumps(text if len(text) <= most else text[:most] + "…", ensure_ascii=False)


def where(path: list[Any]) -> str:
    """A place in a record as a player reads it: `player 2's "name"`, `"date" of "puzzle" of "meta"`."""
    if not path:
        return "the record"
    *parent, last = path
    if isinstance(last, int):
        if parent == ["moves"]:
            return f"move {last + 1}"
        if parent == ["players"]:
            return f"player {last + 1}"
        return f"entry {last + 1} of {where(parent)}"
    if len(parent) == 2 and parent[0] in ("moves", "players") and isinstance(parent[1], int):
        return f"{where(parent)}'s {quoted(last)}"
    if parent == ["options"]:
        return f"the option {quoted(last)}"
    return quoted(last) + (f" of {where(parent)}" if parent else "")
