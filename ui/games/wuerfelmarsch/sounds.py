"""Würfelmarsch's own sound: a tip that beats dice in a funnel knocks them off the plate."""
from __future__ import annotations

from ...sound import PLACE_DELAY_MS, Cue

KNOCK_AFTER_MS = 200   # the beaten dice leave once the tipped die has landed


def sounds(change) -> list[Cue] | None:
    """A capture after the landing when the move beat dice (WM-2); None: the usual sounds."""
    beatings = change.after.last_beatings
    if change.before is None or change.before.is_chance() or not any(b.taken for b in beatings):
        return None
    return [Cue("place", PLACE_DELAY_MS), Cue("capture", PLACE_DELAY_MS + KNOCK_AFTER_MS)]
