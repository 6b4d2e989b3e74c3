"""The Scrabble 6×6 view: status line, the board, and the curtain between human players.

Hot-seat with hidden racks: when the turn passes to another human player, a curtain covers the
whole view ("Pass the computer to Anna"); a click (or Enter or Space) shows her rack only. The
board is only ever given the rack of the seat behind the curtain (`board.viewer`), so no other
rack can reach the screen. With one human against the computer there is no curtain, and the
computer's racks are never shown.

The coach: after each turn of a human player, the three best-scoring placements his rack offered (the
game's hints for the position he played from, `HasHints`) are worked out on a worker thread and shown in
the panel while it is his rack on screen. The page's Hint gives the same list for the position now, only
while the rack on screen is that of the player to move (`hint_seat`).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QPushButton, QWidget

from gamebox.games.scrabble6.moves import Exchange, Pass, Place, Start
from gamebox.games.scrabble6.state import MOVE

from ...board.pieces import fit_font, font
from ...board.style import button_style
from ...board.view import BoardView, Gesture
from ...i18n import said
from ...widgets.toast import INFO
from ...workers import run_in_background
from . import colors
from .board import ScrabbleBoard
from .compose import game_over_text, last_turn_text


class Curtain(QWidget):
    """A velvet curtain over the whole view, naming who should take the computer now."""

    lifted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.name = ""
        self.colour = QColor("#c8302c")
        self.note = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(False)
        self.button = QPushButton(self)
        self.button.setObjectName("curtainButton")
        self.button.setStyleSheet(button_style(font_px=17, padding="8px 22px"))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.lifted.emit)
        self.hide()

    def show_for(self, name: str, colour: QColor, note: str) -> None:
        self.name, self.colour, self.note = name, colour, note
        self.button.setText(QCoreApplication.translate("Scrabble6", "I am {name} — show my tiles").format(name=name))
        self.button.adjustSize()
        self.setGeometry(self.parentWidget().rect())
        self._place_button()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def _place_button(self) -> None:
        size = self.button.sizeHint()
        self.button.setGeometry(int(self.width() / 2 - size.width() / 2), int(self.height() * 0.58),
                                size.width(), size.height())

    def resizeEvent(self, event) -> None:
        self._place_button()
        super().resizeEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.lifted.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self.lifted.emit()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        g = QLinearGradient(0, 0, w, 0)
        folds = max(8, w // 70)
        for k in range(folds + 1):
            t = k / folds
            g.setColorAt(t, QColor(104, 16, 28) if k % 2 else QColor(60, 6, 14))
        p.fillRect(self.rect(), g)
        shade = QLinearGradient(0, 0, 0, h)
        shade.setColorAt(0.0, QColor(0, 0, 0, 120))
        shade.setColorAt(0.25, QColor(0, 0, 0, 0))
        shade.setColorAt(1.0, QColor(0, 0, 0, 150))
        p.fillRect(self.rect(), shade)
        p.fillRect(QRectF(0, 0, w, max(10, h * 0.04)), QColor(150, 105, 30))      # the brass rail
        p.fillRect(QRectF(0, max(10, h * 0.04) - 3, w, 3), QColor(80, 50, 10))
        box = QRectF(w * 0.1, h * 0.26, w * 0.8, h * 0.16)
        p.setPen(QColor("#f6e7c8"))
        fit_font(p, QCoreApplication.translate("Scrabble6", "Pass the computer to {name}").format(name=self.name), min(44, h * 0.07), box.width(), bold=True)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Scrabble6", "Pass the computer to {name}").format(name=self.name))
        r = min(28.0, h * 0.035)
        c = QPointF(w / 2, box.top() - r * 1.2)
        p.setPen(QPen(QColor(0, 0, 0, 120), 2))
        p.setBrush(self.colour)
        p.drawEllipse(c, r, r)
        p.setFont(font(min(16.0, h * 0.024)))
        p.setPen(QColor(246, 231, 200, 200))
        p.drawText(QRectF(w * 0.1, box.bottom(), w * 0.8, h * 0.12), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                   self.note)
        p.end()


COACH_LINES = 3      # the coach's best placements of the last turn


def warm_up(lexicon) -> None:
    """Builds the word list's tree, its arrays for the compiled walk (and loads the walk) and its set
    (10×10: a few seconds), so neither the first lit field nor the first computer turn waits for them on
    the GUI thread."""
    from gamebox.games.scrabble6.movegen import warm

    warm(lexicon)
    lexicon.word_set()


class ScrabbleView(BoardView):
    """Status line + board (+ the curtain). Attributes: `board`, `status`, `toast`, `curtain`."""

    board_class = ScrabbleBoard
    curtain_for: int | None = None      # the seat the curtain waits for

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        players = controller.record.players
        self.humans = [i for i, p in enumerate(players) if p.type != "ai"]
        self.coach: dict[int, tuple[list, int]] = {}      # seat -> (hints of his last turn, points played)
        super().__init__(controller, parent)
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(self.lift_curtain)
        self.board.preview_changed.connect(self.update_status)
        if len(self.humans) == 1:
            self.board.set_viewer(self.humans[0])
        lexicon = controller.state.lexicon
        run_in_background(lambda: warm_up(lexicon), None, owner=self)     # at the start of a game, on a worker
        self.check_curtain()

    # -- the curtain ------------------------------------------------------------------------------
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def retranslate(self) -> None:
        if self.curtain_for is not None and not self.curtain.isHidden():
            self.curtain_for = None          # the curtain is drawn again, in the language read now
            self.check_curtain()
        super().retranslate()

    def check_curtain(self) -> None:
        """Cover the view when the turn has passed to another human than the one at the computer."""
        state = self.controller.state
        if not self.hot_seat():
            return
        if state.is_terminal():
            self.curtain_for = None
            self.curtain.hide()
            self.board.set_viewer(None)
        elif state.phase == MOVE and state.to_move in self.humans and state.to_move != self.board.viewer:
            seat = state.to_move
            if self.curtain_for != seat:
                self.board.set_viewer(None)
                self.board.reset_input()
                self.curtain_for = seat
                names = [p.name for p in self.controller.record.players]
                note = last_turn_text(state, names) or QCoreApplication.translate(
                    "Scrabble6", "Only {name} should look at the screen now.").format(
                        name=names[seat])
                self.curtain.show_for(names[seat], colors.seat(seat), note)
                self.curtain.setGeometry(self.rect())
        self.board.refresh()
        self._show_coach()

    def lift_curtain(self) -> None:
        if self.curtain_for is None:
            return
        self.board.set_viewer(self.curtain_for)
        self.curtain_for = None
        self.curtain.hide()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_coach()
        self.board.refresh()
        self.update_status()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # (isHidden, not isVisible: a curtain shown while the view itself is not yet on screen must
        # still cover all of it once it is)
        if not self.curtain.isHidden():
            self.curtain.setGeometry(self.rect())

    # -- the coach --------------------------------------------------------------------------------
    def _after_move(self, change) -> None:
        before = change.before
        if not isinstance(change.move, (Place, Exchange, Pass)) or before.phase != MOVE:
            return
        seat = before.to_move
        if seat not in self.humans or self.controller.gate is not None:
            return          # (a lesson's step teaches one idea: no list of better words after it)
        played = change.after.last.points if isinstance(change.move, Place) else 0
        from ...coach import ask_hints

        ask_hints(self, self.controller.game, before, seat, COACH_LINES,
                  lambda hints, _outlook: self._coach_ready(seat, hints, played))

    def _coach_ready(self, seat: int, hints: list, played: int) -> None:
        self.coach[seat] = ([h for h in hints if isinstance(h.move, Place)], played)
        self._show_coach()

    def hint_seat(self) -> int | None:
        """The page's hint only for the rack on screen, and only while it is that player's turn."""
        seat = super().hint_seat()
        return seat if seat is not None and self.curtain_for is None and self.board.viewer == seat else None

    def _show_coach(self) -> None:
        seat = self.board.viewer
        entry = self.coach.get(seat) if seat is not None else None
        if entry is None:
            self.board.coach_title, self.board.coach_lines = "", []
        else:
            best, played = entry
            if best and played >= best[0].value:
                self.board.coach_title = QCoreApplication.translate(
                    "Scrabble6", "Coach: last turn you found the best move ({points} points). The best three:").format(
                        points=played)
            else:
                self.board.coach_title = QCoreApplication.translate(
                    "Scrabble6", "Coach: your best moves last turn (you scored {points})").format(points=played)
            self.board.coach_lines = [f"{rank}. {hint.says.get()}" for rank, hint in enumerate(best, 1)] \
                or [QCoreApplication.translate("Scrabble6", "No placement was possible.")]
        self.board.update()

    # -- the contract -----------------------------------------------------------------------------
    def gestures_for(self, move) -> list[Gesture]:
        """A placement: each tile dragged from the rack to its field (a blank's letter clicked in the
        picker), then Enter; Exchange and Pass: their buttons (and yes to the question they ask). First the
        curtain, if it is down."""
        steps: list[Gesture] = []
        if self.curtain.isVisible():
            steps.append(Gesture("click", self.curtain.button, (self.curtain.button.rect().center(),)))
        if isinstance(move, Place):
            steps.append(Gesture("later", later=lambda: self._placement_gestures(move)))
            steps.append(Gesture("key", key=Qt.Key.Key_Return))
            return steps
        if isinstance(move, (Exchange, Pass)):
            key = "exchange" if isinstance(move, Exchange) else "pass"
            steps.append(Gesture("later", later=lambda: [Gesture("click", self.board.buttons[key],
                                                                 (self.board.buttons[key].rect().center(),))]))
            steps.append(Gesture("later", later=self._say_yes))      # the question a costly move asks
            return steps
        return super().gestures_for(move)

    def _say_yes(self) -> list[Gesture]:
        yes = self.board.question.yes_button
        return [Gesture("click", yes, (yes.rect().center(),))] if self.board.question.asking() else []

    def _placement_gestures(self, move: Place) -> list[Gesture]:
        board = self.board
        size = board.state.rules.size
        used: set[int] = set()
        steps = []
        for r, c, letter in move.tiles:
            tile = "?" if letter.islower() else letter
            slot = next(i for i, t in enumerate(board.rack) if t == tile and i not in used)
            used.add(slot)
            a, b = board.slot_point(slot), board.field_point(r * size + c)
            mid = a + (b - a) * 0.5
            steps.append(Gesture("drag", board, (a.toPoint(), (a + QPointF(12, -12)).toPoint(), mid.toPoint(),
                                                 b.toPoint())))
            if letter.islower():
                steps.append(Gesture("later", later=lambda letter=letter: [
                    Gesture("click", board, (board.picker_point(letter).toPoint(),))]))
        return steps

    def place_rect(self, place: str) -> QRectF | None:
        """A lesson's places: `cell:c3` (a field), `rack`, `seat:0` (a player's line of the panel), and the
        `exchange` and `pass` buttons."""
        lay = self.board.board_layout
        kind, _, name = place.partition(":")
        state = self.controller.state
        geo = state.geometry
        names = {geo.name(cell): cell for cell in geo.fields}
        if kind == "cell" and name in names:
            rect = lay.field_rect(names[name])
        elif kind == "rack" and lay.rack.height() > 0:
            rect = lay.rack
        elif kind == "seat" and name.isdigit() and int(name) < state.num_players:
            rect = lay.player_row(int(name), state.num_players)
        elif kind in ("exchange", "pass") and lay.buttons.height() > 0:
            rect = lay.button_rect(2 if kind == "exchange" else 3)
        else:
            return None
        return rect.translated(QPointF(self.board.pos()))

    def status_text(self) -> str:
        c = self.controller
        state = c.state
        names = [p.name for p in c.record.players]
        if state.is_terminal():
            return game_over_text(state, names)
        if self.curtain_for is not None:
            return QCoreApplication.translate("Scrabble6", "Pass the computer to {name}").format(name=names[self.curtain_for])
        if state.phase != MOVE:
            return QCoreApplication.translate("Scrabble6", "Drawing tiles…")
        name = names[state.to_move]
        if self.thinking or c.player_is_ai(state.to_move):
            return said(QCoreApplication.translate("Scrabble6", "{name} is thinking…").format(name=name), name)
        board = self.board
        if board.picker_field is not None:
            return QCoreApplication.translate("Scrabble6", "Choose the letter the blank stands for (type it or click it)")
        if board.pending:
            if board.preview_reason:
                return board.preview_reason
            return QCoreApplication.translate("Scrabble6", "{points} points — Enter plays, Backspace takes the last tile back").format(
                points=board.preview_points)
        return QCoreApplication.translate("Scrabble6", "Drag tiles from your rack onto the board (or click a tile, then a field), then press Enter")

    def status_head(self) -> str:
        state = self.controller.state
        if state.is_terminal() or state.phase != MOVE:
            return ""
        seat = state.to_move
        name = escape(self.controller.record.players[seat].name)
        pill = f"background-color:{colors.css(seat)}; color:{colors.ink_on(seat).name()};"
        return f"<span style='{pill}'>&nbsp;<b>{name}</b>&nbsp;</span>"

    def announce(self, change) -> None:
        move = change.move
        names = [p.name for p in self.controller.record.players]
        if isinstance(move, Start):
            self.show_message(QCoreApplication.translate("Scrabble6", "The lot has decided: {name} begins.").format(name=names[move.player]))
        elif isinstance(move, (Exchange, Pass)) and self.controller.player_is_ai(change.before.to_move):
            self.show_message(last_turn_text(change.after, names), INFO)

    def _on_changed(self, change) -> None:
        if change.kind in ("move", "redo"):
            self._after_move(change)
        super()._on_changed(change)
        self.check_curtain()


def make_view(controller, parent: QWidget | None = None) -> ScrabbleView:
    return ScrabbleView(controller, parent)
