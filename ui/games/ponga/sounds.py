"""Ponga's own sound: a stone set on an opponent's tower captures it."""
from __future__ import annotations

from gamebox.games.ponga.moves import Place

from ...sound import PLACE_DELAY_MS, Cue

KNOCK_AFTER_MS = 120   # the captured tower is knocked once the stone has landed on it


def sounds(change) -> list[Cue] | None:
    """The landing and a capture when the stone went onto another player's tower; None: the usual."""
    move, before = change.move, change.before
    if not isinstance(move, Place) or before is None:
        return None
    owner = before.top(move.field)
    if owner is None or owner == before.acting_player():
        return None
    return [Cue("place", PLACE_DELAY_MS), Cue("capture", PLACE_DELAY_MS + KNOCK_AFTER_MS)]
