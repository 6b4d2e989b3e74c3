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

from .record import HIDDEN, GameRecord, RecordError

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


def verify(copy: dict[str, Any], full: GameRecord) -> list[str]:
    """What in an exported copy disagrees with the full record (empty: every commitment holds)."""
    salt = copy.get("meta", {}).get(SALT_KEY) or full.meta.get(SALT_KEY)
    problems = []
    moves = copy.get("moves", [])
    if len(moves) > len(full.moves):
        problems.append(f"the copy has {len(moves)} moves, the full record {len(full.moves)}")
    for index, (entry, text) in enumerate(zip(moves, full.moves)):
        if isinstance(entry, dict) and entry.get("move") == HIDDEN:
            if not isinstance(salt, str) or not hmac.compare_digest(str(entry.get("commit", "")),
                                                                    commitment(salt, index, text)):
                problems.append(f"move {index + 1}: the commitment does not match {text!r}")
        else:
            shown = entry.get("move") if isinstance(entry, dict) else entry
            if shown != text:
                problems.append(f"move {index + 1}: {shown!r} in the copy, {text!r} in the full record")
    return problems
