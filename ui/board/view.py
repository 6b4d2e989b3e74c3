"""`GameView`: the one contract between a game's view and the app around it.

The game page, the rules panel, the main window and the conformance tests talk to a view only
through these methods. A game view subclasses `GameView` and overrides what it has; the defaults
say "nothing here" so the page never has to probe with getattr.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..widgets.status_line import StatusLine
from ..widgets.toast import ERROR, INFO, Toast


@dataclass(frozen=True)
class Gesture:
    """One step of the input a player makes: a click, a drag or a key, on a widget of the view.

    Points are in the widget's own coordinates. Tests replay gestures as real Qt events, so a move
    played by its gestures goes through exactly the path a player's mouse and keys take."""

    kind: str                       # "click", "drag", "key" or "later"
    widget: QWidget | None = None   # None for a key: it goes to the focused widget of the view
    points: tuple[QPoint, ...] = ()  # click: one point; drag: press point, then the points moved over
    key: Qt.Key | None = None
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    text: str = ""
    button: Qt.MouseButton = Qt.MouseButton.LeftButton
    # kind "later": the gestures are decided when they are made (as a player looks before he acts),
    # for input whose target moves with the gestures before it (a ghost die hiding the next hollow).
    later: Callable[[], list[Gesture]] | None = field(default=None, compare=False)


class GameView(QWidget):
    """Base of every game's view. `controller` is the GameController the view plays through."""

    #: True when the view draws its own "whose turn" line; the page then hides its own.
    has_status_line: bool = True
    #: False when the view shows the players, scores and its own controls itself and wants the whole
    #: width (a real-time game's split screen): the page then hides its side panel, and the view offers
    #: the score screen itself by emitting `result_requested`.
    side_panel: bool = True
    result_requested = Signal()
    hint_requested = Signal()     # the view's own key for a hint (Abquetschen's H): the page gives it

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._place_marks = None

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
    def hint_seat(self) -> int | None:
        """The seat whose hint the screen may show now: the human who acts (also at his own roll); None
        while a computer acts, at the end, or where the screen is not his now (Scrabble's curtain)."""
        c = self.controller
        if c.state.is_terminal() or c.locked:
            return None
        seat = c.state.acting_player()
        return seat if seat >= 0 and not c.player_is_ai(seat) else None

    def show_hint(self, move) -> None:
        """Show the coach's best move on the board."""

    def clear_hint(self) -> None:
        """Take the coach's move off the board."""

    # -- lessons (ui/lessons/) -------------------------------------------------------------------
    def place_rect(self, place: str) -> QRectF | None:
        """Where a lesson's place is on this view, in the view's coordinates (the course names its places:
        `tower:e`, `field:c`, `die:800`, `keep`), or None where the view does not show it."""
        return None

    def show_marks(self, places: Sequence[str]) -> None:
        """Light a lesson's places: by default a ring round each `place_rect`, on a sheet over the view
        (ui/board/overlay.py); a view that lights places its own way overrides this and `clear_marks`."""
        if self._place_marks is None:
            from .overlay import PlaceMarks

            self._place_marks = PlaceMarks(self)
        self._place_marks.show_places(places)

    def flash_marks(self) -> None:
        """Make the lit places call for attention (the learner made a mistake)."""
        if self._place_marks is not None:
            self._place_marks.flash()

    def clear_marks(self) -> None:
        if self._place_marks is not None:
            self._place_marks.clear()

    # -- settings --------------------------------------------------------------------------------
    def set_colour_blind(self, on: bool) -> None:
        """Draw a symbol on each colour (Settings → Colour symbols)."""

    def retranslate(self) -> None:
        """Set every text of the view again in the current language."""

    def changeEvent(self, event) -> None:
        # A live switch of the language (Settings, the menu) reaches every view: all its texts follow.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- input -------------------------------------------------------------------------------------
    def gestures_for(self, move) -> list[Gesture]:
        """The clicks, drags and keys a player makes on this view to play `move` now.

        The GUI conformance test plays whole games through these, so every move a player can make
        must have gestures. Chance moves the view itself performs (a roll button) are gestures too."""
        raise NotImplementedError(f"{type(self).__name__} does not say how to input {move!r}")

    def offers(self, move) -> bool:
        """Whether one input on this view makes `move` (the sandbox turns a die only a quarter at a
        time, though the rules allow any turn as one move)."""
        return True

    def plays_as(self, move, played) -> bool:
        """Whether `played` is the move a player meant who made the gestures for `move` (a die
        placed by hand lands as it will, so a view may ignore what the hand decides)."""
        return move == played


class PlaceholderView(GameView):
    """What the page shows for a game without a view: a line of text, and the page's own status."""

    has_status_line = False

    def __init__(self, controller, text: str, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        label = QLabel(text, self)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        QVBoxLayout(self).addWidget(label)


class BoardView(GameView):
    """A 2D game's view: the status line above its board (a `Board`), messages as toasts on it.

    A game gives `board_class`, `status_text()` (one sentence: what to do now), optionally
    `status_head()` (rich text before it: whose turn, in the seat's colours) and `announce(change)`
    (toasts for what the board alone does not say loudly enough: who begins, a pass)."""

    board_class: type = None

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.thinking = False
        self.status = StatusLine(self)
        self.status.setWordWrap(True)     # a narrow window wraps the line instead of growing
        self.board = self.board_class(controller, self)
        self.toast = Toast(self.board)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.status)
        box.addWidget(self.board, 1)
        self.setFocusProxy(self.board)
        self.board.installEventFilter(self)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda text: self.show_message(text, ERROR))
        controller.thinking.connect(self._on_thinking)
        controller.finished.connect(self.update_status)
        controller.locked_changed.connect(self.update_status)
        self.board.message.connect(self._on_message)
        self.update_status()

    # -- the contract -------------------------------------------------------------------------
    def status_head(self) -> str:
        return ""

    def status_widget(self) -> QWidget:
        return self.status

    def show_hint(self, move) -> None:
        self.board.show_hint(move)

    def clear_hint(self) -> None:
        self.board.clear_hint()

    def set_colour_blind(self, on: bool) -> None:
        self.board.set_symbols(on)

    def retranslate(self) -> None:
        self.board.retranslate()
        self.board.refresh()
        self.update_status()

    def announce(self, change) -> None:
        """Toasts for a move or redo just made."""

    # -- showing ------------------------------------------------------------------------------
    def update_status(self) -> None:
        text, head = escape(self.status_text()), self.status_head()
        if self.controller.locked and not self.controller.state.is_terminal():
            text = escape(QCoreApplication.translate("GameView", "The puzzle is decided: its result is beside the board."))
        self.status.setText(f"{head}&nbsp;&nbsp;<span style='color:#e9dcc0'>—</span>&nbsp;&nbsp;<span>{text}</span>"
                            if head else f"<span>{text}</span>")
        self.status.setAccessibleDescription(self.status_text())

    def show_message(self, text: str, kind: str = INFO) -> None:
        self.toast.show_message(text, kind)
        self.place_toast()

    def place_toast(self) -> None:
        """Move a visible toast where it hides nothing important (default: the toast's own place)."""

    def _on_message(self, text: str) -> None:
        self.show_message(text, INFO)
        self.update_status()

    def _on_thinking(self, busy: bool) -> None:
        self.thinking = busy
        self.update_status()

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo") and change.move is not None:
            self.announce(change)
        self.update_status()

    # -- Qt events ----------------------------------------------------------------------------

    def eventFilter(self, obj, event) -> bool:
        if obj is self.board and event.type() == QEvent.Type.Resize:
            self.toast.reposition()
            self.place_toast()
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        # Keys that reach the view (focus elsewhere inside it) still play on the board.
        if not self.board.key(event):
            super().keyPressEvent(event)
