"""Dialogs that fit the window they belong to: a tall body scrolls, its buttons stay in reach.

`room_for(dialog)` is the space a dialog may take: its parent window's (a dialog never hangs over
the edge of the window a player looks at), never more than the screen's. A `ScrollBody` holds what
may grow (eight players' rows, a long score table); `fit_body` gives it the height that is left.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

DIALOG_MARGIN = 24     # room kept free around a dialog inside its window


def room_for(dialog: QWidget) -> QSize:
    """The largest size `dialog` may have."""
    screen = dialog.screen().availableGeometry().size()
    parent = dialog.parentWidget()
    if parent is not None and parent.window().isVisible():
        window = parent.window().size()
        return QSize(min(screen.width(), window.width()) - DIALOG_MARGIN,
                     min(screen.height(), window.height()) - DIALOG_MARGIN)
    return QSize(screen.width() - DIALOG_MARGIN, screen.height() - DIALOG_MARGIN)


class ScrollBody(QScrollArea):
    """A frameless vertical scroll area that wants exactly its content's height (no scroll bar while
    everything fits)."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scrollBody")
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)

    def content_height(self) -> int:
        content = self.widget()
        content.layout().activate()
        width = self.viewport().width() or content.sizeHint().width()
        if content.hasHeightForWidth():
            return content.heightForWidth(width)
        return content.sizeHint().height()

    def sizeHint(self) -> QSize:
        hint = self.widget().sizeHint()
        return QSize(hint.width(), self.content_height())


def fit_body(dialog: QWidget, body: ScrollBody) -> None:
    """Let `body` take its content's height where the dialog fits its room, and scroll beyond."""
    dialog.layout().activate()
    fixed = body.minimumHeight() == body.maximumHeight()   # the dialog's hint counts the body as it is now
    others = dialog.sizeHint().height() - (body.maximumHeight() if fixed else body.sizeHint().height())
    room = room_for(dialog).height()
    limit = max(160, room - others)
    body.setFixedHeight(min(body.content_height(), limit))
    dialog.adjustSize()
    excess = dialog.height() - room        # what the estimate missed (style margins, a scroll bar)
    if excess > 0 and body.height() - excess >= 160:
        body.setFixedHeight(body.height() - excess)
        dialog.adjustSize()
