"""`PyramidGameView`: what every game on the dice pyramid shows around the 3D pyramid.

The status line, a bar (the game's own controls, then the camera presets), the `PyramidView`,
toasts for refusals and messages, a banner for big news (a revealed sum), and the keyboard:
the arrow keys move a cursor over the dice a player may act on, as they lie on screen, and Enter
acts on the die under it like a click. A game gives:

- `build_bar(left, right, below)`: its controls, left and right of the camera presets, and in a
  second row below them (shown only when it holds something: the bar must fit 1280 pixels in German);
- `targets()`: the positions lit now (dice to click, hollows to fill);
- `act(position, face)`: what a click (or Enter on the cursor) on a die or hollow does;
- `status_text()`, optionally `status_note()` (a grey remark after it), `announce(change)`,
  `update_controls()` and `shown_pyramid()` (what is on screen, if not the model's pyramid).

`point_on(position)` finds a pixel where that die or hollow can be clicked (tests and gestures).
"""
from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gamebox.pyramid import lattice, space

from .. import settings
from ..board.view import GameView, Gesture
from ..widgets.dice import DieWidget
from ..widgets.flow import WrapLayout
from ..widgets.keys import for_window
from ..widgets.status_line import StatusLine
from ..widgets.toast import ERROR, INFO, Toast
from .camera_bar import CameraBar
from .view import PyramidView

ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
FACES = (1, 4, 3, 0, 2, 5)     # the faces to try for a visible point: toward the first camera first


def _widgets_of(layout: QHBoxLayout) -> list[QWidget]:
    """The widgets a game put into a row, in order, taken out of it (spacing is the bar's own)."""
    widgets = []
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            widgets.append(item.widget())
        elif item.layout() is not None:
            widgets.extend(_widgets_of(item.layout()))
    return widgets


def cursor_step(cursor, dx: int, dy: int, at: dict):
    """Where a direction key moves a keyboard cursor among the places `at` (their screen points): the
    nearest one ahead, where straying sideways counts double; with no cursor yet, the middle one."""
    if cursor not in at:
        middle = np.mean(list(at.values()), axis=0)
        return min(at, key=lambda p: float(np.sum((at[p] - middle) ** 2)))
    here, way = at[cursor], np.array([dx, dy], float)
    side = np.array([-dy, dx], float)
    ahead = [(float(np.dot(v - here, way)) + 2.0 * abs(float(np.dot(v - here, side))), p)
             for p, v in at.items() if float(np.dot(v - here, way)) > 4.0]
    return min(ahead)[1] if ahead else cursor


class Banner(QLabel):
    """Big news over the pyramid (a revealed sum), framed green for good news and red for bad."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_html(self, html, good: bool) -> None:
        """Show `html`: a string, or a function that writes it (then a switch of the language while the
        banner is up writes it again in the new language)."""
        self._write = html if callable(html) else None
        self._good = good
        html = html() if callable(html) else html
        border = "#6fdc6f" if good else "#ff7a5a"
        self.setStyleSheet(f"QLabel#banner {{ background: rgba(16, 20, 24, 225); color: #fff; border: 3px solid"
                           f" {border}; border-radius: 12px; padding: 12px 26px; font-size: 22px; }}")
        self.setText(html)
        self.setWordWrap(False)
        self.setMinimumSize(0, 0)
        self.setMaximumSize(16777215, 16777215)
        self.adjustSize()
        room = self.parentWidget().width() - 16
        if self.width() > room:          # a narrow view (the rules panel): the news wraps instead
            self.setWordWrap(True)
            self.setFixedWidth(room)
            self.setFixedHeight(self.heightForWidth(room))
        self.reposition()
        self.show()
        self.raise_()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.isVisible() and getattr(self, "_write", None):
            self.show_html(self._write, self._good)
        super().changeEvent(event)

    def reposition(self) -> None:
        """At the bottom, below the pyramid: toasts keep the top."""
        parent = self.parentWidget()
        self.move((parent.width() - self.width()) // 2, max(0, parent.height() - self.height() - 24))


class PyramidGameView(GameView):
    """Attributes for tests: `pyramid_view`, `status`, `toast`, `banner`, `camera_bar`, `key_cursor`."""

    camera = "side0"      # the camera a new game starts with
    side_elevation: float | None = None   # the side views' height, if not the presets' (camera.py)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.thinking = False
        self.key_cursor: tuple | None = None      # the die the arrow keys point at
        self.hinted_at: list = []                 # the dice and hollows of the coach's move
        self.status = StatusLine(self)
        self.status.setWordWrap(True)
        self.pyramid_view = PyramidView(self)
        if self.side_elevation is not None:
            self.pyramid_view.side_elevation = self.side_elevation
        left, right, below = QHBoxLayout(), QHBoxLayout(), QHBoxLayout()
        below.setContentsMargins(10, 0, 10, 6)
        self.build_bar(left, right, below)
        below.addStretch(1)
        self.camera_bar = CameraBar(self.pyramid_view, self)
        # The game's controls on the left, the camera and its right-hand controls on the right, on one
        # line while they fit and on two where the window is narrow (never wider than the window).
        bar = WrapLayout(spacing=6)
        bar.setContentsMargins(10, 6, 10, 6)
        for widget in _widgets_of(left):
            bar.add(widget)
        for widget in [self.camera_bar, *_widgets_of(right)]:
            bar.add(widget, right=True)
        self.pyramid_view.set_colour_blind(settings.colour_symbols())
        self.toast = Toast(self.pyramid_view)
        self.banner = Banner(self.pyramid_view)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.status)
        box.addLayout(bar)
        if below.count() > 1:
            box.addLayout(below)
        box.addWidget(self.pyramid_view, 1)
        self.setFocusProxy(self.pyramid_view)
        self.pyramid_view.clicked.connect(lambda hit: hit is not None and self.act(hit.position, hit.face))
        self.pyramid_view.installEventFilter(self)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda text: self.show_message(text, ERROR))
        controller.thinking.connect(self._on_thinking)
        controller.finished.connect(self.refresh)
        controller.locked_changed.connect(self.refresh)
        self.pyramid_view.set_view(self.camera)
        self.pyramid_view.set_pyramid(self.shown_pyramid(), animate=False)

    # -- what a game gives --------------------------------------------------------------------
    def build_bar(self, left: QHBoxLayout, right: QHBoxLayout, below: QHBoxLayout) -> None:
        """Add the game's controls to the bar above the pyramid."""

    def targets(self) -> list:
        return []

    def act(self, position: tuple, face: int | None) -> None:
        """A click on the die or hollow at `position` (through `face`; None from the keyboard)."""

    def announce(self, change) -> None:
        """Toasts and banners for a move or redo just made."""

    def update_controls(self) -> None:
        """Enable, hide and label the game's own controls for the state now."""

    def shown_pyramid(self):
        return self.controller.state.pyramid

    def selected(self) -> list:
        """Dice drawn as chosen (besides the keyboard cursor)."""
        return []

    def status_note(self) -> str:
        return ""

    def hint_positions(self, move) -> list:
        """The dice and hollows the coach's move names: drawn as chosen while its hint shows."""
        return []

    def group(self, *widgets: QWidget, spacing: int = 2) -> QWidget:
        """Widgets that stay side by side when the bar wraps (a row of tools, a label and what it names)."""
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(spacing)
        for widget in widgets:
            row.addWidget(widget)
        return box

    # -- dice in the bar ------------------------------------------------------------------------
    def add_dice(self, layout: QHBoxLayout, count: int) -> None:
        """The game's own dice in the bar (Eintrichtern's pearl dice), their sum after them."""
        self.dice = [DieWidget(self) for _ in range(count)]
        for die in self.dice:
            die.setFixedSize(54, 54)
            layout.addWidget(die)
        self.sum_label = QLabel(self)
        self.sum_label.setObjectName("rollSum")
        self.sum_label.setStyleSheet("font-size: 20px; font-weight: bold; padding-left: 8px;")
        layout.addWidget(self.sum_label)

    def show_dice(self, values, animate: bool) -> None:
        """The dice show `values` (None: blank), tumbling there with `animate`; the sum beside them."""
        values = list(values) if values is not None else [None] * len(self.dice)
        for die, value in zip(self.dice, values):
            if value is not None and animate:
                die.roll_to(value)
            else:
                die.set_value(value)
        shown = [v for v in values if v is not None]
        self.sum_label.setText(f"= {sum(shown)}" if shown else "")

    def handle_key(self, key) -> bool:
        """The game's own keys; False for keys it does not use."""
        return False

    # -- the contract -------------------------------------------------------------------------
    def status_widget(self) -> QWidget:
        return self.status

    def set_colour_blind(self, on: bool) -> None:
        self.pyramid_view.set_colour_blind(on)

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places on the pyramid: `die:800` (a die), `funnel:000` or `hollow:800` (an empty place
        above three dice, or of the plate), the box round the cube as this camera shows it."""
        kind, _, name = place.partition(":")
        p = lattice.parse(name) if kind in ("die", "funnel", "hollow") else None
        if p is None:
            return None
        pv = self.pyramid_view
        centre = space.world(p)
        axes = [0.5 * space.direction_world(d) for d in lattice.PLUS]
        corners = [pv.project(centre + sx * axes[0] + sy * axes[1] + sz * axes[2])
                   for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).translated(QPointF(pv.pos()))

    def widget_rect(self, widget: QWidget) -> QRectF | None:
        """Where one of the view's own controls is, in the view's coordinates (None while it is hidden)."""
        if not widget.isVisible():
            return None
        return QRectF(widget.rect()).translated(QPointF(widget.mapTo(self, QPoint(0, 0))))

    def show_hint(self, move) -> None:
        self.hinted_at = list(self.hint_positions(move))
        self.refresh()

    def clear_hint(self) -> None:
        if self.hinted_at:
            self.hinted_at = []
            self.refresh()

    def retranslate(self) -> None:
        self.refresh()

    def show_message(self, text: str, kind: str = INFO) -> None:
        self.toast.show_message(text, kind)

    def not_now(self) -> None:
        """A click on the pyramid while the player may not act: say why (over, decided, not his turn)."""
        c = self.controller
        if c.state.is_terminal():
            self.show_message(QCoreApplication.translate("PyramidGameView", "The game is over."))
        elif c.locked:
            self.show_message(QCoreApplication.translate(
                "PyramidGameView", "The puzzle is decided: try it again or take the next one."))
        else:
            self.show_message(QCoreApplication.translate("PyramidGameView", "Wait for your turn."))

    # -- showing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        pv = self.pyramid_view
        shown = self.shown_pyramid()
        pv.set_pyramid(shown)
        targets = self.targets()
        pv.set_targets(targets)
        pv.set_pickable(shown.funnels())     # every hollow answers a click: it acts, or says why not
        if self.key_cursor not in targets:
            self.key_cursor = None
        pv.set_selected(self.selected() + self.hinted_at + ([self.key_cursor] if self.key_cursor is not None else []))
        self.update_controls()
        self.status.reserve([self._status_html(text, note) for text, note in self.status_variants()])
        self.status.setText(self._status_html(self.status_text(), self.status_note()))
        self.status.setAccessibleDescription(self.status_text())

    @staticmethod
    def _status_html(text: str, note: str) -> str:
        return f"<b>{escape(text)}</b>" + (f"&nbsp;&nbsp;<span style='color:#9fb0b8'>{escape(note)}</span>" if note else "")

    def status_variants(self) -> list[tuple[str, str]]:
        """The (status, note) pairs the view may show before the next move (choosing a die changes the
        status): the status line keeps room for the tallest, so the board never moves under a drag."""
        return [(self.status_text(), self.status_note())]

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo") and change.move is not None:
            self.announce(change)
        self.refresh()

    def _on_thinking(self, busy: bool) -> None:
        self.thinking = busy
        self.refresh()

    # -- the keyboard cursor --------------------------------------------------------------------
    def move_cursor(self, dx: int, dy: int) -> None:
        """Put the cursor on the nearest lit die in screen direction (dx, dy) (the middle one first)."""
        at = self._screen(self.targets())
        if at:
            self.key_cursor = self._cursor_after(self.key_cursor, dx, dy, at)
            self.pyramid_view.set_selected(self.selected() + [self.key_cursor])

    def _screen(self, positions) -> dict:
        return {tuple(p): np.array(self.pyramid_view.project(space.world(p))) for p in positions}

    @staticmethod
    def _cursor_after(cursor, dx: int, dy: int, at: dict):
        return cursor_step(cursor, dx, dy, at)

    def key(self, key) -> bool:
        if key in ARROWS:
            self.move_cursor(*ARROWS[key])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.key_cursor is not None:
            self.act(self.key_cursor, None)
            return True
        return self.handle_key(key)

    def keyPressEvent(self, event) -> None:
        if for_window(event) or not self.key(event.key()):
            super().keyPressEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.pyramid_view and event.type() == QEvent.Type.KeyPress:
            if for_window(event):
                return False        # Ctrl+H is the coach's, not "H" for a hint: the window decides
            if self.key(event.key()):
                return True
        if obj is self.pyramid_view and event.type() == QEvent.Type.Resize:
            self.toast.reposition()
            if self.banner.isVisible():
                self.banner.reposition()
        return super().eventFilter(obj, event)

    # -- gestures -----------------------------------------------------------------------------
    def point_on(self, position: tuple, faces: tuple[int, ...] | None = None) -> QPoint | None:
        """A pixel of the pyramid view where a click hits the die (through one of `faces`, if given)
        or the empty hollow at `position`; None if no such pixel is visible from this camera."""
        pv = self.pyramid_view
        centre = space.world(position)
        candidates = [(centre + depth * space.direction_world(f), f) for depth in (0.45, 0.3) for f in faces or FACES]
        if faces is None:     # a hollow half hidden between dice: anywhere inside its cube will do
            candidates.append((centre, None))
            candidates += [(centre + 0.3 * (space.direction_world(a) + space.direction_world(b)), None)
                           for a in range(6) for b in range(a + 1, 6) if a // 2 != b // 2]
        lit = pv.targets()
        if tuple(position) not in pv.pyramid():
            pv.set_targets([*lit, tuple(position)])   # a hollow is clickable once its tool lights it
        try:
            for point, face in candidates:
                x, y = (round(v) for v in pv.project(point))
                hit = pv.pick(x, y)
                if hit is not None and hit.position == tuple(position) and (faces is None or hit.face == face):
                    return QPoint(x, y)
            return None
        finally:
            pv.set_targets(lit)

    def click_on(self, position: tuple, faces: tuple[int, ...] | None = None) -> list[Gesture]:
        """Input that acts on a die (or hollow), decided when it is made: a click from this camera,
        else from the first preset that shows it (its button first), else the arrow keys and Enter."""
        return [Gesture("later", self.pyramid_view, later=lambda: self.steps_to(position, faces))]

    def steps_to(self, position: tuple, faces: tuple[int, ...] | None = None) -> list[Gesture]:
        point = self.point_on(position, faces)
        if point is not None:
            return [Gesture("click", self.pyramid_view, (point,))]
        pv = self.pyramid_view
        saved = pv.camera_state()
        try:
            for name, button in self.camera_bar.buttons.items():
                pv.set_view(name)
                point = self.point_on(position, faces)
                if point is not None:
                    return [self.button(button), Gesture("click", pv, (point,))]
        finally:
            pv.restore_camera(saved)
        if faces is None:
            keys = self.keys_to(position)
            return [Gesture("key", pv, key=k) for k in keys] + [Gesture("key", pv, key=Qt.Key.Key_Return)]
        raise LookupError(f"{position} cannot be seen from any camera")

    def keys_to(self, position: tuple) -> list:
        """The arrow keys that bring the keyboard cursor from where it is to `position`."""
        at = self._screen(self.targets())
        start = self._cursor_after(self.key_cursor, 0, 0, at) if self.key_cursor not in at else self.key_cursor
        paths = {start: [] if self.key_cursor in at else [Qt.Key.Key_Right]}
        todo = [start]
        while todo and tuple(position) not in paths:
            here = todo.pop(0)
            for key, (dx, dy) in ARROWS.items():
                there = self._cursor_after(here, dx, dy, at)
                if there not in paths:
                    paths[there] = paths[here] + [key]
                    todo.append(there)
        if tuple(position) not in paths:
            raise LookupError(f"the keyboard cursor cannot reach {position}")
        return paths[tuple(position)]

    def visible(self, position: tuple, faces: tuple[int, ...] | None = None) -> bool:
        """Whether some camera preset shows the die (through one of `faces`) or hollow."""
        pv = self.pyramid_view
        saved = pv.camera_state()
        try:
            for name in (None, *self.camera_bar.buttons):
                if name is not None:
                    pv.set_view(name)
                if self.point_on(position, faces) is not None:
                    return True
            return False
        finally:
            pv.restore_camera(saved)

    def offers(self, move) -> bool:
        """A move whose die no camera shows (the face a turn needs may face the plate) is not on offer."""
        return all(self.visible(*where) for where in self.aims(move))

    def aims(self, move) -> list[tuple]:
        """The (position, faces) a move's clicks aim at (for `offers`); none by default."""
        return []

    def button(self, widget) -> Gesture:
        return Gesture("click", widget, (widget.rect().center(),))
