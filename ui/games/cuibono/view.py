"""The Cui bono? view on the pyramid kit: pull a lit die, then put it into a lit funnel or keep it.

The pullable dice glow; a click pulls one and the row above slides down (the pyramid view animates
the change). The pulled die hangs over the apex while every funnel that takes it glows; a click on
any other funnel, or on a hollow of the plate, says which rule forbids it. Keep (K) keeps the die.
The kept dice of every player, with their minus points, lie in the row below the bar.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from gamebox.games.cuibono.moves import KEEP, Keep, Pull, Put
from gamebox.games.cuibono.state import A_DIE, OVER, PLACE, PULL, THE_DIE

from ... import settings
from ...board.view import Gesture
from ...i18n import said
from ...pyramid.game_view import PyramidGameView
from ...pyramid.offscreen import render_pyramid_image
from ...widgets.costly import CostlyQuestion, ask_costly
from .kept import KeptDice


class CuiBonoView(PyramidGameView):
    """Attributes for tests: `pyramid_view`, `keep_button`, `kept` (the kept dice row)."""

    camera = "side0"

    def build_bar(self, left, right, below) -> None:
        self.keep_button = QPushButton(self)
        self.keep_button.setObjectName("keepButton")
        self.keep_button.clicked.connect(self.keep)
        left.addWidget(self.keep_button)
        self.kept_title = QLabel(self)
        self.kept_title.setContentsMargins(0, 0, 6, 0)
        below.addWidget(self.kept_title, 0, Qt.AlignmentFlag.AlignTop)
        self.kept = KeptDice(self)
        self.kept.setObjectName("kept")
        below.addWidget(self.kept, 1)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.question = CostlyQuestion(self)      # before keeping a die a funnel would take
        controller.changed.connect(lambda _change: self.question.cancel() if self.question.asking() else None)
        self.retranslate()

    # -- acting ---------------------------------------------------------------------------------
    def my_turn(self) -> bool:
        c = self.controller
        return c.state.phase in (PULL, PLACE) and c.human_to_act() and not self.thinking

    def targets(self) -> list:
        if not self.my_turn():
            return []
        state = self.controller.state
        return state.pullable() if state.phase == PULL else state.targets()

    def act(self, position, face) -> None:
        state = self.controller.state
        if not self.my_turn():
            self.not_now()
        elif state.phase == PULL:
            self.controller.try_move(Pull(tuple(position)))        # refused with the reason if it may not
        elif tuple(position) in state.pyramid:
            self.show_message(QCoreApplication.translate(
                "CuiBono", "You hold a die: click a lit funnel to put it back, or keep it (K)."))
        else:
            self.controller.try_move(Put(tuple(position)))         # rule A, rule B or the plate says why not

    def keep(self) -> None:
        state = self.controller.state
        if state.phase == PLACE and self.my_turn() and state.targets():
            # A funnel would take it: keeping costs points the player need not lose. Asked first.
            value = state.rules.value[state.held.colour]
            ask_costly(self.question, QCoreApplication.translate("CuiBono", "Keep {die} although a funnel takes it?").format(
                die=THE_DIE[state.held.colour].get()),
                QCoreApplication.translate("CuiBono", "It costs you {n} points.").format(n=value),
                QCoreApplication.translate("CuiBono", "Keep it"), lambda: self.controller.try_move(KEEP))
        elif state.phase == PLACE and self.my_turn():
            self.controller.try_move(KEEP)
        elif state.phase == PULL and self.my_turn():
            self.show_message(QCoreApplication.translate("CuiBono", "Pull a lit die out first."))
        else:
            self.show_message(QCoreApplication.translate("CuiBono", "Wait for your turn."))

    def key(self, key) -> bool:
        state = self.controller.state
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and state.phase == PLACE and not state.targets():
            self.keep()                      # nothing takes the die: Enter keeps it
            return True
        return super().key(key)

    def handle_key(self, key) -> bool:
        if key == Qt.Key.Key_K:
            self.keep()
            return True
        return False

    def place_rect(self, place: str):
        return self.widget_rect(self.keep_button) if place == "keep" else super().place_rect(place)

    def gestures_for(self, move) -> list:
        if isinstance(move, (Pull, Put)):
            return self.click_on(move.position)
        if isinstance(move, Keep):     # then yes to the question a keep a funnel could spare asks
            return [self.button(self.keep_button),
                    Gesture("later", later=lambda: [self.button(self.question.yes_button)] if self.question.asking() else [])]
        return super().gestures_for(move)

    # -- showing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.controller.state
        pv = self.pyramid_view
        pv.set_floating(state.held if state.phase == PLACE else None)
        super().refresh()

    def hint_positions(self, move) -> list:
        return [move.position] if isinstance(move, (Pull, Put)) else []

    def announce(self, change) -> None:
        move, before, after = change.move, change.before, change.after
        names = [p.name for p in self.controller.record.players]
        name = names[before.to_move] if before.to_move < len(names) else ""
        if isinstance(move, Pull) and after.phase == PLACE and not after.targets():
            self.show_message(QCoreApplication.translate(
                "CuiBono", "No funnel takes {die}: it must be kept.").format(die=THE_DIE[after.held.colour].get()))
        elif isinstance(move, Keep):
            value = before.rules.value[before.held.colour]
            self.show_message(said(QCoreApplication.translate("CuiBono", "{name} keeps {die}: −{n}.").format(
                name=name, die=A_DIE[before.held.colour].get(), n=value), name))

    def update_controls(self) -> None:
        state = self.controller.state
        self.keep_button.setEnabled(state.phase == PLACE and self.my_turn())
        names = [p.name for p in self.controller.record.players]
        self.kept.set_players([(names[seat], kept, state.points(seat), seat == state.to_move and state.phase != OVER)
                               for seat, kept in enumerate(state.kept)], settings.colour_symbols())

    def status_text(self) -> str:
        c, state = self.controller, self.controller.state
        names = [p.name for p in c.record.players]
        if state.phase == OVER:
            return QCoreApplication.translate("CuiBono", "Game over — {names} won.").format(
                names=", ".join(names[w] for w in state.winners()))
        if state.phase not in (PULL, PLACE):
            return ""
        name = names[state.to_move]
        if self.thinking or c.player_is_ai(state.to_move):
            return said(QCoreApplication.translate("CuiBono", "{name} is thinking…").format(name=name), name)
        if state.phase == PULL:
            return QCoreApplication.translate(
                "CuiBono", "{name}: pull a lit die out of the bottom layer (a die with two free sides).").format(name=name)
        die = THE_DIE[state.held.colour].get()
        if state.targets():
            return QCoreApplication.translate(
                "CuiBono", "{name}: put {die} into a lit funnel, or keep it (K).").format(name=name, die=die)
        return QCoreApplication.translate("CuiBono", "{name}: no funnel takes {die} — keep it (K).").format(
            name=name, die=die)

    def status_note(self) -> str:
        state = self.controller.state
        if state.phase in (PULL, PLACE):
            return QCoreApplication.translate("CuiBono", "The game ends at a player's {k}th kept die.").format(
                k=state.rules.last_die)
        return ""

    def retranslate(self) -> None:
        self.keep_button.setText(QCoreApplication.translate("CuiBono", "Keep (K)"))
        self.kept_title.setText(QCoreApplication.translate("CuiBono", "Kept:"))
        self.keep_button.setToolTip(QCoreApplication.translate(
            "CuiBono", "Keep the pulled die: it counts minus points at the end"))
        self.refresh()


def make_view(controller, parent: QWidget | None = None) -> CuiBonoView:
    return CuiBonoView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of a Cui bono? position: the pyramid from the first side."""
    return render_pyramid_image(state.pyramid, width, height, view="side0", colour_blind=settings.colour_symbols())
