"""Which piece a key press names: a..n towers, Shift+B, R, Y, Shift+G pawns.

Lower-case b and g are towers; the blue and green pawns need Shift (or Caps Lock).
"""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamebox.games.hoch.moves import PAWN_LETTERS, TOWER_NAMES

from .picking import PAWN, TOWER


def piece_for_key(key, text: str, modifiers) -> tuple[str | None, int]:
    """("tower", t), ("pawn", p) or (None, -1) for a key press."""
    shift = bool(modifiers & Qt.ShiftModifier)
    if not text or not text.isalpha():
        if not Qt.Key_A <= key <= Qt.Key_Z:
            return None, -1
        text = chr(ord("a") + key - Qt.Key_A)
    if len(text) != 1:
        return None, -1
    if shift and text.islower():
        text = text.upper()   # some input paths report Shift+b as "b" with a Shift modifier
    if text in "BG" or text in "RYry":
        return PAWN, PAWN_LETTERS.index(text.upper())
    if text.lower() in TOWER_NAMES:
        return TOWER, TOWER_NAMES.index(text.lower())
    return None, -1
