"""Which keys a board may take: never those with Ctrl, Alt or Meta.

Those belong to the window (Ctrl+H is a hint, Ctrl+N a new game); a board that read Ctrl+A as "a"
would pick tower a. Shift is the board's own (Shift+B picks the blue pawn).
"""
from __future__ import annotations

from PySide6.QtCore import Qt

WINDOW_MODIFIERS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | \
    Qt.KeyboardModifier.MetaModifier


def for_window(event) -> bool:
    """Whether a key event belongs to the window's shortcuts rather than to a board."""
    return bool(event.modifiers() & WINDOW_MODIFIERS)
