"""A record for one player's eyes: the draws he did not see replaced by commitments.

The record on the machine is the whole truth (hot-seat must replay and resume exactly). When a copy
leaves the machine for one player (`gamebox export --for SEAT`), every entry whose `seen_by` leaves
him out becomes `{"move": "hidden", "seen_by": [...], "commit": "sha256:<hex>"}`, the hash of a
secret salt, the entry's index and its move (the index keeps two equal draws from showing as equal).
The salt lives in the full record's meta (`commit_salt`, made at the first export) and is published
in the copy once the game is over, so anyone holding both can check (`gamebox verify`) that no draw
was changed after the fact. docs/architecture.md, "The record's next version (v2)".
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any

from . import safe_json
from .record import HIDDEN, GameRecord, RecordError
from .record_schema import RECORD_SCHEMA, entry_problem, quoted, where

SALT_KEY = "commit_salt"


def commitment(salt: str, index: int, move: str) -> str:
    return "sha256:" + hashlib.sha256(f"{salt}|{index}|{move}".encode()).hexdigest()


def ensure_salt(record: GameRecord) -> str:
    """The record's secret salt, made now if it has none (the caller saves the record)."""
    salt = record.meta.get(SALT_KEY)
    if not isinstance(salt, str) or len(salt) < 16:
        salt = record.meta[SALT_KEY] = secrets.token_hex(16)
    return salt


def redact(record: GameRecord, seat: int, finished: bool = False) -> dict[str, Any]:
    """The record as JSON for `seat`: others' private draws committed, not shown. The salt is in
    the copy only when the game is `finished`."""
    if not 0 <= seat < len(record.players):
        raise RecordError(f"there is no player {seat + 1} in this game")
    salt = ensure_salt(record)
    data = record.to_json()
    data["version"] = 2
    entries = []
    for index, text in enumerate(record.moves):
        audience = record.seen.get(index)
        if audience is None:
            entries.append(text)
        elif seat in audience:
            entries.append({"move": text, "seen_by": list(audience)})
        else:
            entries.append({"move": HIDDEN, "seen_by": list(audience), "commit": commitment(salt, index, text)})
    data["moves"] = entries
    meta = {k: v for k, v in data["meta"].items() if k != SALT_KEY}
    if finished:
        meta[SALT_KEY] = salt
    meta["exported_for"] = seat
    data["meta"] = meta
    return data


def verify(copy: Any, full: GameRecord) -> list[str]:
    """What in an exported copy disagrees with the full record (empty: every commitment holds).

    A copy must be of the same game (game, variant, options, who starts, the players) and exactly as
    long: anything else is one line saying so, and its moves are not compared. A copy whose shape is
    no record's at all (`meta` or `moves` of the wrong type) raises RecordError."""
    _check_shape(copy)
    if (copy["game"], copy["variant"], copy.get("options", {})) != (full.game, full.variant, full.options):
        return [f"the copy is of another game ({_game(copy)}), not of the full record's ({_game(full.to_json())})"]
    if copy.get("first_player", 0) != full.first_player \
            or copy.get("players") != [p.to_json() for p in full.players]:
        return ["the copy's players are not the full record's (or not in its order)"]
    moves = copy["moves"]
    if len(moves) != len(full.moves):
        return [f"the copy has {len(moves)} moves, the full record {len(full.moves)}: it is a copy of another "
                f"moment of the game"]
    salt = copy.get("meta", {}).get(SALT_KEY) or full.meta.get(SALT_KEY)
    problems = []
    for index, (entry, text) in enumerate(zip(moves, full.moves)):
        audience = full.seen.get(index)
        if isinstance(entry, dict) and entry.get("seen_by", list(audience or ())) != list(audience or ()):
            problems.append(f"move {index + 1}: the copy says other players saw it than the full record")
        elif isinstance(entry, dict) and entry["move"] == HIDDEN:
            if "commit" not in entry:
                problems.append(f"move {index + 1}: hidden, and has no commitment")
            elif not isinstance(salt, str) or not hmac.compare_digest(entry["commit"], commitment(salt, index, text)):
                problems.append(f"move {index + 1}: the commitment does not match {quoted(text)} of the full record")
        else:
            shown = entry["move"] if isinstance(entry, dict) else entry
            if shown != text:
                problems.append(f"move {index + 1}: {quoted(shown)} in the copy, {quoted(text)} in the full record")
    return problems


def hidden_count(copy: dict[str, Any]) -> int:
    return sum(1 for m in copy["moves"] if isinstance(m, dict) and m.get("move") == HIDDEN)


def _check_shape(copy: Any) -> None:
    """A copy has a record's shape (the schema and each entry's), or this raises RecordError."""
    try:
        safe_json.validate(copy, RECORD_SCHEMA, where)
    except safe_json.UnsafeInput as exc:
        raise RecordError(f"not an exported copy: {exc}") from None
    for key in ("game", "variant"):
        if key not in copy:
            raise RecordError(f"not an exported copy: the record needs its \"{key}\"")
    if not isinstance(copy.get("meta", {}), dict):
        raise RecordError("not an exported copy: \"meta\" must be an object")
    for index, entry in enumerate(copy["moves"]):
        problem = entry_problem(index, entry)
        if problem:
            raise RecordError(f"not an exported copy: {problem}")


def _game(data: dict[str, Any]) -> str:
    return f"{quoted(data['game'])}, {quoted(data['variant'])}"
