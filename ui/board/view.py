"""`GameView`: the one contract between a game's view and the app around it.

The game page, the rules panel, the main window and the conformance tests talk to a view only
through these methods. A game view subclasses `GameView` and overrides what it has; the defaults
say "nothing here" so the page never has to probe with getattr.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class Gesture:
    """One step of the input a player makes: a click, a drag or a key, on a widget of the view.

    Points are in the widget's own coordinates. Tests replay gestures as real Qt events, so a move
    played by its gestures goes through exactly the path a player's mouse and keys take."""

    kind: str                       # "click", "drag" or "key"
    widget: QWidget | None = None   # None for a key: it goes to the focused widget of the view
    points: tuple[QPoint, ...] = ()  # click: one point; drag: press point, then the points moved over
    key: Qt.Key | None = None
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    text: str = ""
    button: Qt.MouseButton = Qt.MouseButton.LeftButton
    extra: dict = field(default_factory=dict, compare=False)


class GameView(QWidget):
    """Base of every game's view. `controller` is the GameController the view plays through."""

    #: True when the view draws its own "whose turn" line; the page then hides its own.
    has_status_line: bool = True

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller

    # -- what the page shows around the board ----------------------------------------------
    def status_text(self) -> str:
        """The view's status line as plain text (tests, accessibility, the page's title)."""
        return ""

    def status_widget(self) -> QWidget | None:
        """The status line widget, if the view has one (the rules panel hides it)."""
        return None

    def seat_note(self, seat: int) -> str:
        """A short note for a seat's card (Ponga: "out"); a non-empty note strikes the name."""
        return ""

    # -- the coach -----------------------------------------------------------------------------
    def show_hint(self, move) -> None:
        """Show the coach's best move on the board."""

    def clear_hint(self) -> None:
        """Take the coach's move off the board."""

    # -- settings --------------------------------------------------------------------------------
    def set_colour_blind(self, on: bool) -> None:
        """Draw a symbol on each colour (Settings → Colour symbols)."""

    def retranslate(self) -> None:
        """Set every text of the view again in the current language."""

    # -- input -------------------------------------------------------------------------------------
    def gestures_for(self, move) -> list[Gesture]:
        """The clicks, drags and keys a player makes on this view to play `move` now.

        The GUI conformance test plays whole games through these, so every move a player can make
        must have gestures. Chance moves the view itself performs (a roll button) are gestures too."""
        raise NotImplementedError(f"{type(self).__name__} does not say how to input {move!r}")
