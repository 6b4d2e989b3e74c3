"""Replaying a view's `Gesture`s (ui/board/view.py) as real Qt input events.

A move played this way takes exactly the path a player's mouse and keys take: press, move past
the drag distance, release; clicks; key presses to the focused widget."""
from __future__ import annotations

from PySide6.QtTest import QTest


def perform(qtbot, view, gesture) -> None:
    kind, widget, points = gesture.kind, gesture.widget, gesture.points
    if kind == "later":
        for step in gesture.later():
            perform(qtbot, view, step)
        return
    if kind == "click":
        qtbot.mouseClick(widget, gesture.button, gesture.modifiers, points[0])
    elif kind == "drag":
        qtbot.mousePress(widget, gesture.button, gesture.modifiers, points[0])
        for point in points[1:]:
            qtbot.mouseMove(widget, point)
        qtbot.mouseRelease(widget, gesture.button, gesture.modifiers, points[-1])
    elif kind == "key":
        target = widget or view.focusWidget() or view
        if len(gesture.text) == 1 and gesture.text.isprintable() and gesture.text != " ":
            QTest.keyClick(target, gesture.text, gesture.modifiers)
        else:
            QTest.keyClick(target, gesture.key, gesture.modifiers)
    else:
        raise ValueError(f"unknown gesture {kind!r}")


def offered(view, moves: list, rng) -> object | None:
    """A random one of `moves` that the view offers (trying them in random order), or None."""
    moves = list(moves)
    rng.shuffle(moves)
    return next((m for m in moves if view.offers(m)), None)


def play(qtbot, view, move) -> None:
    for gesture in view.gestures_for(move):
        perform(qtbot, view, gesture)
