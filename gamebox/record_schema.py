"""The shape of a game record file (JSON Schema, checked by `safe_json.validate` before anything
reads it). What only a game can judge (its variants, options and moves) is checked afterwards by
replaying the record; this schema keeps out what no game should ever see."""
from __future__ import annotations

MAX_BYTES = 4_000_000
MAX_MOVES = 100_000
# A deal of the full dice pyramid is the longest move: colour and orientation of 165 dice.
MAX_MOVE_CHARS = 400
SHORT = {"type": "string", "maxLength": 100}
SEAT = {"type": "integer", "minimum": 0, "maximum": 63}
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
        "moves": {
            "type": "array", "maxItems": MAX_MOVES,
            "items": {"oneOf": [
                {"type": "string", "maxLength": MAX_MOVE_CHARS},
                {"type": "object", "required": ["move"], "properties": {
                    "move": {"type": "string", "maxLength": MAX_MOVE_CHARS},
                    "at": {"type": "integer", "minimum": 0, "maximum": 10 ** 12},
                    "by": SEAT,
                    "seen_by": {"type": "array", "maxItems": 64, "items": SEAT},
                    "sum": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
                    "commit": {"type": "string", "maxLength": 100}}},
            ]},
        },
        "practised": {"type": "boolean"},
        "meta": {
            "type": "object",
            "properties": {
                "hints": {"type": "integer", "minimum": 0, "maximum": 1_000_000},
                "puzzle": {"type": "object", "required": ["date", "seed"], "properties": {
                    "date": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                    "seed": {"type": "integer", "minimum": 0, "maximum": 2 ** 48}}},
                # a puzzle of a game's collection (gamebox/puzzles): its id, where it begins, hints taken
                "collection_puzzle": {"type": "object", "required": ["id", "start"], "properties": {
                    "id": {"type": "string", "maxLength": 64},
                    "start": {"type": "integer", "minimum": 0, "maximum": 100_000},
                    "hints": {"type": "integer", "minimum": 0, "maximum": 1_000_000}}},
            },
        },
    },
    "required": ["game", "variant", "moves"],
}
