"""The Abquetschen view on the pyramid kit: roll the turquoise die, then build die by die.

A click on a lit funnel drops a ghost die of your colour there (or the arrow keys and Enter); a
click on a ghost takes it back (or Backspace). The lit funnels are exactly where a legal build can
go on from the ghosts placed so far; the status line says what is still missing or wrong. Enter or
the Build button builds them; when no build of the roll exists, the roll passes (Pass, Enter). The
ghosts are the board kit's (ui/board/ghosts.py), as Scrabble's pending tiles are.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from gamebox.games.abquetschen.moves import PASS, Build, Pass, Roll
from gamebox.games.abquetschen.state import BUILD, COLOURS, OVER, START
from gamebox.pyramid.board import Die

from ... import settings
from ...board.ghosts import Ghosts
from ...i18n import said
from ...pyramid.game_view import PyramidGameView
from ...pyramid.offscreen import render_pyramid_image
from ...widgets.dice import TURQUOISE, TURQUOISE_PIP


class AbquetschenView(PyramidGameView):
    """Attributes for tests: `pyramid_view`, `ghosts`, `roll_button`, `build_button`, `pass_button`."""

    def build_bar(self, left, right, below) -> None:
        c = self.controller         # (its state is the position now)
        self.ghosts = Ghosts(lambda ghosts, _die: c.state.build_targets(tuple(ghosts)),
                             lambda ghosts, position, _die: _text(c.state.why_not_place(tuple(ghosts), position)),
                             Build.of)      # the ghost dice are of the mover's colour: no piece to name
        self.add_dice(left, 1)
        self.dice[0].body, self.dice[0].pip_colour = TURQUOISE, TURQUOISE_PIP     # the turquoise die
        self.roll_button = self._button("rollButton", self.roll, right)
        self.build_button = self._button("buildButton", self.confirm, right)
        self.pass_button = self._button("passButton", lambda: self.controller.try_move(PASS), right)
        self.supply_label = QLabel(self)
        self.supply_label.setObjectName("supply")
        self.supply_label.setTextFormat(Qt.TextFormat.RichText)
        below.addWidget(self.supply_label)

    def _button(self, name: str, slot, layout) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.clicked.connect(slot)
        layout.addWidget(button)
        return button

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.show_dice([controller.state.last_roll], animate=False)
        self.retranslate()

    # -- building -------------------------------------------------------------------------------
    def building(self) -> bool:
        c = self.controller
        return c.state.phase == BUILD and c.human_to_act() and not self.thinking

    def targets(self) -> list:
        """The funnels (counting the ghosts as dice) where a legal build can go on."""
        return self.ghosts.targets() if self.building() else []

    def act(self, position, face) -> None:
        if tuple(position) in self.ghosts:
            self.ghosts.take_back(tuple(position))
        elif self.building():
            why = self.ghosts.add(tuple(position))
            if why is not None:
                self.show_message(why)
                return
        else:
            self.controller.try_move(Build.of([position]))     # refused, with the reason
            return
        self.refresh()

    def confirm(self) -> None:
        """Enter or the Build button: build the ghosts (or pass when nothing can be built)."""
        state = self.controller.state
        if state.must_pass():
            self.controller.try_move(PASS)
        elif self.ghosts or state.phase != BUILD:
            self.controller.try_move(self.ghosts.move())    # an incomplete build says why not
        else:
            self.show_message(QCoreApplication.translate("Abquetschen", "Click lit funnels to place your dice first."))

    def place_rect(self, place: str):
        """A lesson's `roll`, `build` and `pass` are the buttons; dice, funnels and hollows are the pyramid's."""
        buttons = {"roll": self.roll_button, "build": self.build_button, "pass": self.pass_button}
        return self.widget_rect(buttons[place]) if place in buttons else super().place_rect(place)

    def show_hint(self, move) -> None:
        """The coach's build (the page's Hint, or H here) as ghost dice: Enter builds them."""
        if isinstance(move, Build) and self.building():
            self.ghosts.show((p, None) for p in move.positions)
            self.refresh()

    def clear_hint(self) -> None:
        pass        # the ghosts stay until the player builds or takes them back

    def roll(self) -> None:
        if self.controller.can_roll():
            self.controller.roll()
        else:
            why = self.controller.state.why_cannot_roll()
            self.show_message(why.message() if why else QCoreApplication.translate("Abquetschen", "Wait for your turn."))

    def key(self, key) -> bool:
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                len(self.ghosts) == self.controller.state.need or self.key_cursor is None):
            self.confirm()
            return True
        return super().key(key)

    def handle_key(self, key) -> bool:
        if key == Qt.Key.Key_Space:
            self.roll()
        elif key == Qt.Key.Key_Backspace and self.ghosts:
            self.ghosts.take_last_back()
            self.refresh()
        elif key == Qt.Key.Key_H:
            self.hint_requested.emit()          # the page's hint: its list, and the best build as ghosts
        elif key == Qt.Key.Key_Escape and self.ghosts:
            self.ghosts.clear()
            self.refresh()
        else:
            return False
        return True

    def gestures_for(self, move) -> list:
        if isinstance(move, Roll):
            return [self.button(self.roll_button)]
        if isinstance(move, Pass):
            return [self.button(self.pass_button)]
        if isinstance(move, Build):
            clicks = [g for p in sorted(move.positions, key=lambda p: -sum(p)) for g in self.click_on(p)]
            return clicks + [self.button(self.build_button)]
        return super().gestures_for(move)

    # -- showing --------------------------------------------------------------------------------
    def shown_pyramid(self):
        pyramid = self.controller.state.pyramid
        if self.ghosts:
            colour = COLOURS[self.controller.state.to_move]
            for p in self.ghosts:
                pyramid.dice[p] = Die(colour, 0)
        return pyramid

    def selected(self) -> list:
        return list(self.ghosts)

    def announce(self, change) -> None:
        self.ghosts.clear()
        move, before, after = change.move, change.before, change.after
        names = [p.name for p in self.controller.record.players]
        if isinstance(move, Roll):
            self.show_dice([move.value], animate=True)
            if before.phase == START and move.value == 4:
                name = names[before.to_move]
                self.show_message(said(QCoreApplication.translate(
                    "Abquetschen", "{name} rolled a 4 and builds the start pyramid.").format(name=name), name))
            elif after.phase == OVER:
                n = move.value
                self.show_message(QCoreApplication.translate(
                    "Abquetschen", "{name} rolled %n with %n die(s) or fewer left: a win!", "", n).format(
                    name=names[before.to_move]))
            elif (why := after.why_pass()) is not None:
                self.show_message(why.message())
        elif isinstance(move, Build) and after.bonus and after.to_move == before.to_move and not before.bonus:
            n = after.need
            self.show_message(QCoreApplication.translate("Abquetschen", "A row: %n bonus die(s) to build.", "", n))

    def update_controls(self) -> None:
        c, state = self.controller, self.controller.state
        human = c.human_to_act() and not self.thinking
        self.roll_button.setEnabled(c.can_roll())
        only_pass = state.must_pass()
        self.build_button.setEnabled(human and state.phase == BUILD and len(self.ghosts) == state.need)
        self.pass_button.setVisible(only_pass)
        self.pass_button.setEnabled(human and only_pass)
        names = [p.name for p in c.record.players]
        seats = c.game.info.seat_names
        parts = []
        for seat, left in enumerate(state.supply):
            text = f"{seats[seat].get()} ({names[seat]}): {left}"
            parts.append(f"<b>{text}</b>" if seat == state.to_move and state.phase != OVER else text)
        self.supply_label.setText(QCoreApplication.translate("Abquetschen", "Dice left:") + " " + " · ".join(parts))

    def status_text(self) -> str:
        c, state = self.controller, self.controller.state
        names = [p.name for p in c.record.players]
        if state.phase == OVER:
            return QCoreApplication.translate("Abquetschen", "Game over — {names} won.").format(names=", ".join(names[w] for w in state.winners()))
        name = names[state.acting_player()]
        if self.thinking or c.player_is_ai(state.acting_player()):
            return said(QCoreApplication.translate("Abquetschen", "{name} is thinking…").format(name=name), name)
        if state.phase == START:
            return QCoreApplication.translate("Abquetschen", "{name}: roll for the start — whoever rolls a 4 builds the start pyramid (Space).").format(
                name=name)
        if state.phase != BUILD:
            return QCoreApplication.translate("Abquetschen", "{name}: roll the turquoise die (Space).").format(name=name)
        if state.must_pass():
            return QCoreApplication.translate("Abquetschen", "{name}: no build of {n} is possible — pass (Enter).").format(name=name, n=state.need)
        placed = len(self.ghosts)
        if placed < state.need:
            n = state.need
            what = QCoreApplication.translate("Abquetschen", "{name}: build %n die(s) — {k} placed; click a lit funnel.",
                                              "", n) if not state.bonus else \
                QCoreApplication.translate("Abquetschen", "{name}: build %n bonus die(s) — {k} placed; click a lit funnel.",
                                           "", n)
            return what.format(name=name, k=placed)
        why = state.why_not_build(tuple(self.ghosts))
        if why is not None:
            return why.message()
        n = state.need
        return QCoreApplication.translate("Abquetschen", "{name}: build these %n die(s) (Enter).", "", n).format(
            name=name)

    def retranslate(self) -> None:
        self.roll_button.setText(QCoreApplication.translate("Abquetschen", "Roll (Space)"))
        self.build_button.setText(QCoreApplication.translate("Abquetschen", "Build (Enter)"))
        self.pass_button.setText(QCoreApplication.translate("Abquetschen", "Pass (Enter)"))
        self.roll_button.setToolTip(QCoreApplication.translate("Abquetschen", "Roll the turquoise die"))
        self.build_button.setToolTip(QCoreApplication.translate("Abquetschen", "Build the dice you placed; Backspace takes the last one back"))
        self.refresh()


def _text(reason) -> str | None:
    return reason.message() if reason is not None else None


def make_view(controller, parent: QWidget | None = None) -> AbquetschenView:
    return AbquetschenView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of an Abquetschen position: the pyramid from the first side."""
    return render_pyramid_image(state.pyramid, width, height, view="side0", colour_blind=settings.colour_symbols())
