"""The real-time views' side panel and dark look: what both Raffzahn's control cell and Bunte Kuh's side
panel show alike (the headline and subline, the Pause button, the feed of the last moves, the key map).

A game adds its own dice and buttons to a `SidePanel` and lays the parts out in its `box`; its style sheet,
given to `dress`, adds its colours for them and the sizes of the shared parts (Bunte Kuh's six seats need
smaller type than Raffzahn's roomy cell).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

DARK = "#1b1d22"
PANEL = "#23262d"

# The colours and weights; each game's sheet adds the sizes (a later rule adds to an earlier one in Qt).
STYLE = f"""
QFrame#panel {{ background: {PANEL}; border: 1px solid #111; border-radius: 10px; }}
QLabel {{ color: #e9e4da; }}
QLabel#seatName {{ font-weight: 700; }}
QLabel#seatInput {{ color: #9aa3ad; }}
QLabel#seatCount {{ font-weight: 800; }}
QLabel#headline {{ font-weight: 800; color: #ffffff; }}
QLabel#subline {{ color: #b9c2cb; }}
QLabel#legend {{ color: #9aa3ad; border-top: 1px solid #3a3f48; }}
QLabel#feed {{ color: #cfd6dd; }}
"""


def dress(view: QWidget, style: str) -> None:
    """The dark table both real-time views are laid on, with the shared sheet and the game's `style`."""
    view.setStyleSheet(STYLE + style)
    view.setAutoFillBackground(True)
    palette = view.palette()
    palette.setColor(view.backgroundRole(), QColor(DARK))
    view.setPalette(palette)


class Feed(QLabel):
    """The last moves, newest first: as many of the newest as fit its height, measured on the label itself.

    It takes the height that is left (its size hint is ignored): grown long (a wrong call in Bunte Kuh is two
    lines), the whole feed pushed the key map off the screen of six players at 1024x768."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("feed")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._lines: list[str] = []

    def show_lines(self, html: str) -> None:
        """Show the feed's lines (`html`, split at <br>) from the newest."""
        self._lines = html.split("<br>") if html else []
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width, height = self.width(), self.height()
        for count in range(len(self._lines), -1, -1):
            text = "<br>".join(self._lines[:count])
            if self.text() != text:
                self.setText(text)
            if width <= 0 or not text or self.heightForWidth(width) <= height:
                return


class SidePanel(QFrame):
    """The shared parts of a real-time view's panel: `headline`, `subline`, `pause_button`, `feed`, `legend`.
    The game lays them out with its own parts in `box` (the feed with the stretch, the key map last)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.box = QVBoxLayout(self)
        self.box.setSpacing(6)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.subline = QLabel(self)
        self.subline.setObjectName("subline")
        self.subline.setWordWrap(True)
        self.pause_button = self.button("pauseButton")
        self.feed = Feed(self)
        self.legend = QLabel(self)
        self.legend.setObjectName("legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)

    def button(self, name: str) -> QPushButton:
        """A game's button for the mouse player (the keyboard stays with the view's zones)."""
        button = QPushButton(self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def refresh(self, view) -> None:
        """Show `view`'s (a RealTimeView) texts now: its status, subline, feed and key map, and Pause."""
        self.headline.setText(escape(view.status_text()))
        self.subline.setText(escape(view.subline_text()))
        button = self.pause_button
        button.setVisible(view.status_widget().isVisibleTo(view))   # not in the rules panel's example
        if view.state.is_terminal():      # the page's panel is hidden: the score screen is offered here
            button.setText(QCoreApplication.translate("RealTime", "Show result"))
            button.setToolTip("")
        else:
            button.setText(QCoreApplication.translate("RealTime", "Go on") if view.controller.paused
                           else QCoreApplication.translate("RealTime", "Pause"))
            button.setToolTip(QCoreApplication.translate("RealTime", "Pause or go on (P)"))
        self.legend.setText(view.legend_html())
        self.feed.show_lines(view.feed_html())
