"""Moving the pointer over a widget with no button held, and knowing the widget has seen it.

Under xcb, `QTest.mouseMove` with no button pressed warps the X pointer and returns; the motion comes
back from the X server on Qt's reader thread, so on a busy machine it can arrive after the call
(measured: 99 of 100 such moves were not yet delivered when it returned, under Xvfb). With a button
held QTest sends the move itself, at once, so drags need nothing of this."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication


class _MoveWatch(QObject):
    """Notes a mouse move that reaches `widget` (or a child of it) at the global point `target`."""

    def __init__(self, widget, target: QPoint) -> None:
        super().__init__()
        self.widget, self.target, self.seen = widget, target, False

    def eventFilter(self, obj, event) -> bool:
        if (event.type() == QEvent.Type.MouseMove and obj.isWidgetType()
                and (obj is self.widget or self.widget.isAncestorOf(obj))
                and event.globalPosition().toPoint() == self.target):
            self.seen = True
        return False


def hover(qtbot, widget, point: QPoint) -> None:
    """Move the pointer to `point` of `widget` and wait (for the event, not for time) until it arrived."""
    target = widget.mapToGlobal(point)
    if QCursor.pos() == target:          # already there: X sends no motion for a warp that goes nowhere
        return
    watch = _MoveWatch(widget, target)
    app = QApplication.instance()
    app.installEventFilter(watch)
    try:
        qtbot.mouseMove(widget, point)
        qtbot.waitUntil(lambda: watch.seen, timeout=5000)
    finally:
        app.removeEventFilter(watch)
