"""Scrabble 6×6's own sounds: a tile drawn from the bag is no roll of dice, so it is silent; the
tiles of a placement land one after the other as they drop; covering a letter knocks."""
from __future__ import annotations

from gamebox.games.scrabble6.moves import Draw, Place

from ...sound import PLACE_DELAY_MS, Cue
from .board import DROP_MS

STEP_MS = 90           # the k-th tile of a turn lands this much later (board.Drop)


def sounds(change) -> list[Cue] | None:
    """No dice for a draw; a landing per tile of a placement, a knock where it covers a letter;
    None: the usual (the lot for who begins, an exchange, a pass)."""
    move, before = change.move, change.before
    if isinstance(move, Draw):
        return []
    if not isinstance(move, Place) or before is None:
        return None
    size = before.rules.size
    cues = []
    for k, (r, c, _letter) in enumerate(move.tiles[:3]):
        delay = min(PLACE_DELAY_MS, DROP_MS) + STEP_MS * k
        covers = bool(before.stacks[r * size + c])
        cues.append(Cue("capture" if covers else "place", delay))
    return cues
