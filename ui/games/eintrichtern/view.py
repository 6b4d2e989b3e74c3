"""The Eintrichtern view: status line, the pyramid (click a red die to lift it), the three
pearl dice with "roll" and "take over", and the reveal of a funnel's sum.

Ruling D6: a revealed sum is shown to all for a few seconds (`REVEAL_MS`), then hidden
again: on a miss the red die is shown lifted until then, and goes back into its funnel.
Nothing on screen keeps the sum afterwards (the move log shows funnels, never sums).
"""

from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamebox.games.eintrichtern.moves import Lift, NewRoll, Roll, Start, TakeOver
from gamebox.games.eintrichtern.state import (
    CHOOSE,
    DEAL,
    LIFT,
    OVER,
    ROLL,
    START,
)
from gamebox.pyramid import space

from ... import settings
from ...pyramid.camera_bar import CameraBar
from ...pyramid.offscreen import render_pyramid_image
from ...pyramid.view import PyramidView
from ...widgets.dice import DieWidget
from ...widgets.status_line import StatusLine
from ...widgets.toast import ERROR, INFO, Toast

REVEAL_MS = 3500
ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


class RevealBanner(QLabel):
    """The announced sum, large, over the pyramid; hidden again after `REVEAL_MS`."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("revealBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_reveal(self, html: str, hit: bool) -> None:
        border = "#6fdc6f" if hit else "#ff7a5a"
        self.setStyleSheet(
            f"QLabel#revealBanner {{ background: rgba(16, 20, 24, 225); color: #fff;"
            f" border: 3px solid {border}; border-radius: 12px; padding: 12px 26px;"
            " font-size: 22px; }"
        )
        self.setText(html)
        self.adjustSize()
        self.reposition()
        self.show()
        self.raise_()

    def reposition(self) -> None:
        parent = self.parentWidget()
        self.move((parent.width() - self.width()) // 2, 24)


class EintrichternView(QWidget):
    """Attributes for tests: `pyramid_view`, `dice`, `roll_button`, `take_button`, `banner`."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._thinking = False
        self._lifted: tuple | None = None  # a missed funnel shown open during its reveal
        self.status = StatusLine(self)
        self.pyramid_view = PyramidView(self)
        bar = QHBoxLayout()
        bar.setContentsMargins(12, 6, 12, 6)
        self.dice = [DieWidget(self) for _ in range(3)]
        for die in self.dice:
            die.setFixedSize(54, 54)
            bar.addWidget(die)
        self.sum_label = QLabel(self)
        self.sum_label.setObjectName("rollSum")
        self.sum_label.setStyleSheet("font-size: 20px; font-weight: bold; padding-left: 8px;")
        bar.addWidget(self.sum_label)
        bar.addStretch(1)
        self.camera_bar = CameraBar(self.pyramid_view, self)
        bar.addWidget(self.camera_bar)
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.clicked.connect(self.roll)
        self.take_button = QPushButton(self)
        self.take_button.setObjectName("takeButton")
        self.take_button.clicked.connect(self.take_over)
        bar.addWidget(self.roll_button)
        bar.addWidget(self.take_button)
        self.pyramid_view.set_colour_blind(settings.colour_symbols())
        self.toast = Toast(self.pyramid_view)
        self.banner = RevealBanner(self.pyramid_view)
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self.end_reveal)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.status)
        box.addLayout(bar)
        box.addWidget(self.pyramid_view, 1)
        self.setFocusProxy(self.pyramid_view)

        self.pyramid_view.clicked.connect(self._on_click)
        self.pyramid_view.installEventFilter(self)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda text: self.toast.show_message(text, ERROR))
        controller.thinking.connect(self._on_thinking)
        controller.finished.connect(self.refresh)
        state = controller.state
        self.pyramid_view.set_view("side0")
        self.pyramid_view.set_pyramid(state.pyramid, animate=False)
        self._show_dice(state.roll or state.offer or state.dice_rolled, animate=False)
        self.retranslate()

    # -- acting ---------------------------------------------------------------------------------
    def roll(self) -> None:
        """Space: roll (or roll anew instead of taking over)."""
        c = self.controller
        if c.state.phase == CHOOSE and c.human_to_act():
            c.try_move(NewRoll())
        if c.can_roll():
            c.roll()

    def take_over(self) -> None:
        c = self.controller
        if c.state.phase == CHOOSE:
            c.try_move(TakeOver())

    def _on_click(self, hit) -> None:
        if hit is None:
            return
        p = hit.position
        self.controller.try_move(Lift(p))  # out of turn or phase: refused with the reason

    # -- showing --------------------------------------------------------------------------------
    def _on_changed(self, change) -> None:
        session = self.controller.session
        if change.kind in ("move", "redo") and change.move and session.ply:
            before = session.state_at(session.ply - 1)
            move = before.parse_move(change.move)
            if isinstance(move, Roll):
                self._show_dice(move, animate=True)
            elif isinstance(move, Lift):
                self._reveal(self.controller.state.last_reveal)
            elif isinstance(move, Start):
                name = self.controller.record.players[move.player].name
                self.toast.show_message(
                    QCoreApplication.translate(
                        "Eintrichtern", "{name} gets the three pearl dice and begins."
                    ).format(name=name),
                    INFO,
                )
        self.refresh()

    def _show_dice(self, roll, animate: bool) -> None:
        for i, die in enumerate(self.dice):
            value = roll.dice[i] if roll is not None else None
            if value is not None and animate:
                die.roll_to(value)
            else:
                die.set_value(value)

    def _reveal(self, reveal) -> None:
        """Lifted: the funnel's three yellow faces and the sum, for everyone, for a while."""
        if reveal is None:
            return
        name = escape(self.controller.record.players[reveal.player].name)
        verdict = (
            QCoreApplication.translate("Eintrichtern", "hit — {name} keeps the red die")
            if reveal.hit
            else QCoreApplication.translate("Eintrichtern", "miss — the red die goes back")
        ).format(name=name)
        html = (
            f"<b style='font-size:30px'>{reveal.total}</b>&nbsp;&nbsp;"
            + escape(QCoreApplication.translate("Eintrichtern", "in this funnel, rolled {roll}")).format(
                roll=reveal.roll
            )
            + f"<br><span style='font-size:17px'>{escape(verdict)}</span>"
        )
        self.banner.show_reveal(html, reveal.hit)
        self._lifted = None if reveal.hit else reveal.funnel
        self._reveal_timer.start(REVEAL_MS)

    def end_reveal(self) -> None:
        """The sum is hidden again (D6); a missed red die drops back into its funnel."""
        self._reveal_timer.stop()
        self.banner.hide()
        self._lifted = None
        self.refresh()

    def revealing(self) -> bool:
        return self.banner.isVisible()

    def shown_pyramid(self):
        """The pyramid on screen: the model's, with a missed red die still lifted during its reveal."""
        pyramid = self.controller.state.pyramid
        if self._lifted is not None and self._lifted in pyramid:
            pyramid = pyramid.copy()
            del pyramid.dice[self._lifted]
        return pyramid

    def refresh(self) -> None:
        c = self.controller
        state = c.state
        self.pyramid_view.set_pyramid(self.shown_pyramid())
        human = c.human_to_act() and not self._thinking
        self.pyramid_view.set_targets(state.covered() if human and state.phase == LIFT else [])
        if self.cursor is not None and (state.phase != LIFT or self.cursor not in state.covered()):
            self.cursor = None
        self.pyramid_view.set_selected([self.cursor] if self.cursor is not None else [])
        self.roll_button.setEnabled(human and state.phase in (ROLL, CHOOSE))
        self.take_button.setVisible(state.phase == CHOOSE)
        self.take_button.setEnabled(human and state.phase == CHOOSE)
        roll = state.roll or state.offer
        if state.phase == CHOOSE:
            self.take_button.setText(
                QCoreApplication.translate("Eintrichtern", "Take over {total} (Enter)").format(
                    total=state.offer.total
                )
            )
            self.roll_button.setText(QCoreApplication.translate("Eintrichtern", "Roll anew (Space)"))
        else:
            self.roll_button.setText(QCoreApplication.translate("Eintrichtern", "Roll (Space)"))
        self.sum_label.setText(f"= {roll.total}" if roll is not None else "")
        self.status.setText(self.status_html())

    def status_text(self) -> str:
        """What happens next, in one sentence (plain text, for tests and accessibility)."""
        c = self.controller
        state = c.state
        players = c.record.players
        if state.phase == OVER:
            win = state.winners()
            names = ", ".join(players[p].name for p in win)
            return QCoreApplication.translate(
                "Eintrichtern", "Game over — {names} won with {count} red dice."
            ).format(names=names, count=max(state.kept))
        if state.phase in (DEAL, START):
            return QCoreApplication.translate("Eintrichtern", "The dice are set out…")
        name = players[state.acting_player()].name
        if self._thinking or c.player_is_ai(state.acting_player()):
            return QCoreApplication.translate("Eintrichtern", "{name} is thinking…").format(name=name)
        if state.phase == ROLL:
            return QCoreApplication.translate(
                "Eintrichtern", "{name}: roll the three pearl dice (Space)."
            ).format(name=name)
        if state.phase == CHOOSE:
            return QCoreApplication.translate(
                "Eintrichtern", "{name}: roll anew (Space) or take over the {total} (Enter)."
            ).format(name=name, total=state.offer.total)
        return QCoreApplication.translate(
            "Eintrichtern", "{name}: find a funnel that shows {total} and click its red die (or arrow keys, Enter)."
        ).format(name=name, total=state.roll.total)

    def status_html(self) -> str:
        state = self.controller.state
        target = QCoreApplication.translate("Eintrichtern", "{target} red dice win").format(
            target=state.rules.target
        )
        return f"<b>{escape(self.status_text())}</b>&nbsp;&nbsp;<span style='color:#9fb0b8'>{escape(target)}</span>"

    def set_colour_blind(self, on: bool) -> None:
        self.pyramid_view.set_colour_blind(on)

    def _on_thinking(self, busy: bool) -> None:
        self._thinking = busy
        self.refresh()

    def retranslate(self) -> None:
        self.roll_button.setToolTip(QCoreApplication.translate("Eintrichtern", "Roll the three pearl dice"))
        self.take_button.setToolTip(
            QCoreApplication.translate("Eintrichtern", "Lift a funnel for the sum your neighbour missed")
        )
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:
        if not self._key(event.key()):
            super().keyPressEvent(event)

    def _key(self, key) -> bool:
        """Space rolls (anew); Enter takes over, or lifts the die under the keyboard cursor;
        the arrow keys move that cursor over the red dice, as they lie on screen."""
        if key == Qt.Key.Key_Space:
            self.roll()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.controller.state.phase == LIFT and self.cursor is not None:
                self.controller.try_move(Lift(self.cursor))
            else:
                self.take_over()
        elif key in ARROWS:
            self.move_cursor(*ARROWS[key])
        else:
            return False
        return True

    def move_cursor(self, dx: int, dy: int) -> None:
        """Put the cursor on the nearest red die in screen direction (dx, dy)."""
        covered = self.controller.state.covered()
        if self.controller.state.phase != LIFT or not covered:
            return
        pv = self.pyramid_view
        at = {p: np.array(pv.project(space.world(p))) for p in covered}
        if self.cursor not in at:
            middle = np.mean(list(at.values()), axis=0)
            self.cursor = min(covered, key=lambda p: float(np.sum((at[p] - middle) ** 2)))
        else:
            here, way = at[self.cursor], np.array([dx, dy], float)
            side = np.array([-dy, dx], float)
            # The nearest die ahead, where straying sideways counts double.
            ahead = [(float(np.dot(v - here, way)) + 2.0 * abs(float(np.dot(v - here, side))), p)
                     for p, v in at.items() if float(np.dot(v - here, way)) > 4.0]
            if ahead:
                self.cursor = min(ahead)[1]
        pv.set_selected([self.cursor])

    def eventFilter(self, obj, event) -> bool:
        if obj is self.pyramid_view and event.type() == QEvent.Type.KeyPress and self._key(event.key()):
            return True
        if obj is self.pyramid_view and event.type() == QEvent.Type.Resize:
            self.toast.reposition()
            if self.banner.isVisible():
                self.banner.reposition()
        return super().eventFilter(obj, event)


def make_view(controller, parent: QWidget | None = None) -> EintrichternView:
    return EintrichternView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of an Eintrichtern position: the pyramid seen from above."""
    return render_pyramid_image(
        state.pyramid, width, height, view="top", colour_blind=settings.colour_symbols()
    )
