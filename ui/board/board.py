"""`Board`: the live picture of a game, the widget every 2D board subclasses.

A board never changes the model itself: it asks `controller.try_move(move)` and
`controller.roll()`; refusals arrive as `controller.refused(text)` with the model's reason, and
`controller.changed` brings the move object with the positions before and after it. What the board
owns here is what every game's board did the same way: the layout cache, the animator, the coach's
hint, colour symbols, focus and language repaints, keys with the window's modifiers left alone, a
roll that says why not, and the reset after every change.

A game's board fills in:
- `build()`: its own child widgets (buttons) and fields; called once before the first refresh;
- `make_layout()`: its geometry for the widget's size and the model's state (cached until the
  size or the state changes);
- `paint(p)`: one frame;
- `animate(change)`: what flies when a move is made (the model has already moved);
- `handle_key(key, text, modifiers)`: the game's keys; return False for keys it does not use;
- `hint_kinds`: the move classes the coach's hint can show.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from .. import settings
from ..widgets.keys import for_window
from .anim import Animator
from .style import button_style



class Board(QWidget):
    """Base of every 2D board. `controller` is the GameController it plays through."""

    animations_enabled = True     # class-wide or per board; False makes every change instant
    message = Signal(str)         # a hint for the player that did not come from a refused move
    hint_kinds: tuple[type, ...] = ()
    minimum_size = (360, 240)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hint_move = None
        self.symbols = settings.colour_symbols()
        self.animator = Animator(self.update, self)
        self._layout = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(*self.minimum_size)
        self.build()
        self.retranslate()
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(lambda _busy: self.refresh())
        self.refresh()

    # -- what a game fills in ---------------------------------------------------------------------
    def build(self) -> None:
        """Create the board's own child widgets and fields."""

    def make_layout(self):
        raise NotImplementedError

    def paint(self, p: QPainter) -> None:
        raise NotImplementedError

    def animate(self, change) -> None:
        """Start what flies for a move or redo that has just been made (`change.before` → `after`)."""

    def restore(self, change) -> None:
        """Catch up without animation after an undo or a new game."""

    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Play by keys; False for keys that are not the board's."""
        return False

    def retranslate(self) -> None:
        """Set the board's texts (accessible name, buttons, tooltips) in the current language."""

    def place_widgets(self) -> None:
        """Put the board's child widgets where the layout wants them."""

    # -- reading ----------------------------------------------------------------------------------
    @property
    def state(self):
        return self.controller.state

    @property
    def board_layout(self):
        """Where things stand for the model's current state (every hit test uses this)."""
        if self._layout is None:
            self._layout = self.make_layout()
        return self._layout

    def human_may_move(self) -> bool:
        """A human is to make a move (not to roll) right now."""
        return self.controller.human_to_act() and self.state.current_player() >= 0

    def animating(self) -> bool:
        return bool(self.animations_enabled) and self.isVisible()

    # -- the coach and settings ---------------------------------------------------------------------
    def show_hint(self, move) -> None:
        """Light up the coach's move (a move of another kind clears the hint)."""
        self.hint_move = move if isinstance(move, self.hint_kinds) else None
        self.update()

    def clear_hint(self) -> None:
        if self.hint_move is not None:
            self.hint_move = None
            self.update()

    def set_symbols(self, on: bool) -> None:
        """Settings → colour symbols."""
        self.symbols = on
        self.update()

    # -- acting -----------------------------------------------------------------------------------
    def request_roll(self) -> bool:
        """Space, a Roll button or a click on the dice: roll if a human is to roll, else say why not."""
        self.animator.finish_all()
        if self.controller.can_roll():
            return self.controller.roll()
        reason = self.state.why_cannot_roll()
        self.message.emit(reason.message() if reason is not None
                          else QCoreApplication.translate("Board", "Wait for your turn."))
        self.refresh()
        return False

    def refresh(self) -> None:
        """Recompute what lights up and which controls show, then repaint."""
        self.update()

    def make_roll_button(self, style: str | None = None) -> QPushButton:
        """A golden Roll button that leaves Space to the board."""
        button = QPushButton(self)
        button.setObjectName("rollButton")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setStyleSheet(style or button_style())
        button.clicked.connect(self.request_roll)
        return button

    # -- model changes ----------------------------------------------------------------------------
    def _on_changed(self, change) -> None:
        self.animator.finish_all()
        self.hint_move = None
        self.reset_input()
        self._layout = None
        if change.kind in ("move", "redo") and change.move is not None:
            self.animate(change)
        else:
            self.restore(change)
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.refresh()

    def reset_input(self) -> None:
        """Forget what the player had in hand: the position it referred to is gone."""

    # -- Qt events --------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if not self.key(event):
            super().keyPressEvent(event)

    def key(self, event) -> bool:
        """A key event for the board (the view forwards the keys that reach it, too)."""
        if for_window(event):
            return False          # the window's shortcuts
        return self.handle_key(event.key(), event.text(), event.modifiers())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)

    def resizeEvent(self, event) -> None:
        self.animator.finish_all()
        self._layout = None
        self.place_widgets()
        super().resizeEvent(event)

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        try:
            self.paint(p)
        finally:
            p.end()
