"""The Eintrichtern view on the pyramid kit (ui/pyramid/game_view.py): the three pearl dice with
"roll" and "take over", a click (or arrows and Enter) on a red die to lift it, and the reveal.

Ruling D6: a revealed sum is shown to all for a few seconds (`REVEAL_MS`), then hidden
again: on a miss the red die is shown lifted until then, and goes back into its funnel.
The reveal shows its full time whoever moves next: the controller holds play meanwhile (computers
wait, whatever their pause; a person's move is refused with a word). Nothing on screen keeps the sum
afterwards (the move log and the score screen read what the table knows: funnels, never sums; PY6).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QPushButton, QWidget

from gamebox.games.eintrichtern.moves import Lift, NewRoll, Roll, Start, TakeOver
from gamebox.games.eintrichtern.state import CHOOSE, DEAL, LIFT, OVER, ROLL, START

from ... import settings
from ...i18n import said
from ...pyramid.game_view import PyramidGameView
from ...pyramid.offscreen import render_pyramid_image

REVEAL_MS = 3500


def taking_in() -> str:
    """While a sum shows, nobody plays (PY6): what a person who tries is told."""
    return QCoreApplication.translate("Eintrichtern", "Everybody takes in the sum: a moment.")


class EintrichternView(PyramidGameView):
    """Attributes for tests: `pyramid_view`, `dice`, `roll_button`, `take_button`, `banner`."""

    def build_bar(self, left, right, below) -> None:
        self._lifted: tuple | None = None  # a missed funnel shown open during its reveal
        self.add_dice(left, 3)
        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.clicked.connect(self.roll)
        self.take_button = QPushButton(self)
        self.take_button.setObjectName("takeButton")
        self.take_button.clicked.connect(self.take_over)
        right.addWidget(self.roll_button)
        right.addWidget(self.take_button)
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self.end_reveal)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        state = controller.state
        shown = state.roll or state.offer or state.dice_rolled
        self.show_dice(shown.dice if shown else None, animate=False)
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
        if self.controller.state.phase == CHOOSE:
            self.controller.try_move(TakeOver())

    def act(self, position, face) -> None:
        self.controller.try_move(Lift(position))  # out of turn or phase: refused with the reason

    def handle_key(self, key) -> bool:
        """Space rolls (anew); Enter takes over."""
        if key == Qt.Key.Key_Space:
            self.roll()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.take_over()
        else:
            return False
        return True

    def gestures_for(self, move) -> list:
        if isinstance(move, (Roll, NewRoll)):
            return [self.button(self.roll_button)]
        if isinstance(move, TakeOver):
            return [self.button(self.take_button)]
        if isinstance(move, Lift):
            return self.click_on(move.position)
        return super().gestures_for(move)

    # -- showing --------------------------------------------------------------------------------
    def targets(self) -> list:
        state, c = self.controller.state, self.controller
        human = c.human_to_act() and not self.thinking
        return list(state.covered()) if human and state.phase == LIFT else []

    def place_rect(self, place: str):
        """A lesson's places: the pyramid's, and the Roll and Take-over buttons (docs/lessons.md)."""
        buttons = {"roll": self.roll_button, "take": self.take_button}
        return self.widget_rect(buttons[place]) if place in buttons else super().place_rect(place)

    def hint_positions(self, move) -> list:
        return [move.position] if isinstance(move, Lift) else []

    def announce(self, change) -> None:
        move = change.move
        if isinstance(move, Roll):
            self.show_dice(move.dice, animate=True)
        elif isinstance(move, Lift):
            self._reveal(self.controller.state.last_reveal)
        elif isinstance(move, Start):
            name = self.controller.record.players[move.player].name
            self.show_message(said(QCoreApplication.translate(
                "Eintrichtern", "{name} gets the three pearl dice and begins.").format(name=name), name))

    def _reveal(self, reveal) -> None:
        """Lifted: the funnel's three yellow faces and the sum, for everyone, for a while."""
        if reveal is None:
            return
        self.banner.show_html(lambda: self._reveal_html(reveal), reveal.hit)
        self._lifted = None if reveal.hit else reveal.funnel
        self.controller.hold("reveal", taking_in)
        self._reveal_timer.start(REVEAL_MS)

    def _reveal_html(self, reveal) -> str:
        """The revealed sum and what it did, in the language read now."""
        name = self.controller.record.players[reveal.player].name
        verdict = (said(QCoreApplication.translate("Eintrichtern", "hit — {name} keeps the red die").format(name=name), name)
                   if reveal.hit else QCoreApplication.translate("Eintrichtern", "miss — the red die goes back"))
        return (f"<b style='font-size:30px'>{reveal.total}</b>&nbsp;&nbsp;"
                + escape(QCoreApplication.translate("Eintrichtern", "in this funnel, rolled {roll}")).format(roll=reveal.roll)
                + f"<br><span style='font-size:17px'>{escape(verdict)}</span>")

    def end_reveal(self) -> None:
        """The sum is hidden again (D6); a missed red die drops back into its funnel; play goes on."""
        self._reveal_timer.stop()
        self.banner.hide()
        self._lifted = None
        self.controller.release("reveal")
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

    def update_controls(self) -> None:
        c, state = self.controller, self.controller.state
        human = c.human_to_act() and not self.thinking
        self.roll_button.setEnabled(human and state.phase in (ROLL, CHOOSE))
        self.take_button.setVisible(state.phase == CHOOSE)
        self.take_button.setEnabled(human and state.phase == CHOOSE)
        if state.phase == CHOOSE:
            self.take_button.setText(QCoreApplication.translate("Eintrichtern", "Take over {total} (Enter)").format(total=state.offer.total))
            self.roll_button.setText(QCoreApplication.translate("Eintrichtern", "Roll anew (Space)"))
        else:
            self.roll_button.setText(QCoreApplication.translate("Eintrichtern", "Roll (Space)"))
        roll = state.roll or state.offer
        self.sum_label.setText(f"= {roll.total}" if roll is not None else "")   # (an undo shows no dice)

    def status_text(self) -> str:
        """What happens next, in one sentence (plain text, for tests and accessibility)."""
        c, state = self.controller, self.controller.state
        players = c.record.players
        if state.phase == OVER:
            names = ", ".join(players[p].name for p in state.winners())
            return QCoreApplication.translate("Eintrichtern", "Game over — {names} won with {count} red dice.").format(names=names, count=max(state.kept))
        if state.phase in (DEAL, START):
            return QCoreApplication.translate("Eintrichtern", "The dice are set out…")
        name = players[state.acting_player()].name
        if self.thinking or c.player_is_ai(state.acting_player()):
            return said(QCoreApplication.translate("Eintrichtern", "{name} is thinking…").format(name=name), name)
        if state.phase == ROLL:
            return QCoreApplication.translate("Eintrichtern", "{name}: roll the three pearl dice (Space).").format(name=name)
        if state.phase == CHOOSE:
            return QCoreApplication.translate("Eintrichtern", "{name}: roll anew (Space) or take over the {total} (Enter).").format(
                name=name, total=state.offer.total)
        return QCoreApplication.translate("Eintrichtern", "{name}: find a funnel that shows {total} and click its red die (or arrow keys, Enter).").format(
            name=name, total=state.roll.total)

    def status_note(self) -> str:
        return QCoreApplication.translate("Eintrichtern", "{target} red dice win").format(target=self.controller.state.rules.target)

    def retranslate(self) -> None:
        # The button is as wide as its longer text, so "Roll anew" never comes cut into a bar laid out for "Roll".
        shown = self.roll_button.text()
        self.roll_button.setText(QCoreApplication.translate("Eintrichtern", "Roll anew (Space)"))
        self.roll_button.setMinimumWidth(self.roll_button.sizeHint().width())
        self.roll_button.setText(shown)
        self.roll_button.setToolTip(QCoreApplication.translate("Eintrichtern", "Roll the three pearl dice"))
        self.take_button.setToolTip(QCoreApplication.translate("Eintrichtern", "Lift a funnel for the sum your neighbour missed"))
        self.refresh()


def make_view(controller, parent: QWidget | None = None) -> EintrichternView:
    return EintrichternView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of an Eintrichtern position: the pyramid seen from above."""
    return render_pyramid_image(state.pyramid, width, height, view="top", colour_blind=settings.colour_symbols())
