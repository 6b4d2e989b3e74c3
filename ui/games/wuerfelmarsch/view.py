"""The Würfelmarsch view on the pyramid kit: tip your dice over their edges, or turn them.

Your dice glow. Drag one toward a neighbouring hollow (the hollows it may tip into glow and arrows point
there), or click it and then a lit hollow; the pyramid view rolls it over the edge. To turn it, click it and
press Turn (R): a picker in the corner shows its three upper faces; the arrow keys, its buttons or a drag turn
it, Enter sets it. A tip that closes funnels shows their pips and what they did in a banner. In hot-seat the
camera turns to the side of the player to move, unless "Keep the view" is checked.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QCheckBox, QMenu, QPushButton, QWidget

from gamebox.games.wuerfelmarsch.moves import Tip, Turn
from gamebox.games.wuerfelmarsch.state import COLOURS, OVER
from gamebox.pyramid import space

from ... import settings
from ...i18n import said
from ...pyramid.game_view import PyramidGameView
from ...pyramid.offscreen import render_pyramid_image
from ...pyramid.picker import OrientationPicker

SEAT_HTML = {"red": "#e0554d", "yellow": "#f1c232", "pearl": "#e9e4dc"}


class Arrows(QWidget):
    """Arrows from the chosen die to the hollows it may tip into, drawn over the 3D view."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.lines: list[tuple[QPointF, QPointF]] = []
        self.resize(parent.size())
        parent.installEventFilter(self)     # it covers the view at every size

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self.resize(watched.size())
        return False

    def paintEvent(self, event) -> None:
        if not self.lines:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 214, 74, 230), 4)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for a, b in self.lines:
            d = b - a
            length = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
            u = QPointF(d.x() / length, d.y() / length)
            start, end = a + u * (0.30 * length), a + u * (0.80 * length)
            painter.setPen(pen)
            painter.drawLine(start, end)
            n = QPointF(-u.y(), u.x())
            head = QPolygonF([end + u * 9, end - u * 6 + n * 8, end - u * 6 - n * 8])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 214, 74, 240))
            painter.drawPolygon(head)
        painter.end()


class MarchView(PyramidGameView):
    """Attributes for tests: `pyramid_view`, `chosen`, `picker`, `turn_button`, `keep_view`, `arrows`."""

    def build_bar(self, left, right, below) -> None:
        self.chosen: tuple | None = None
        self.hinted = None            # the coach's move: its die chosen, a tip its only arrow
        self.turn_button = QPushButton(self)
        self.turn_button.setObjectName("turnButton")
        self.turn_button.clicked.connect(self.open_picker)
        left.addWidget(self.turn_button)
        self.keep_view = QCheckBox(self)
        self.keep_view.setObjectName("keepView")
        self.keep_view.setChecked(settings.keep_pyramid_view())
        self.keep_view.toggled.connect(settings.set_keep_pyramid_view)
        below.addWidget(self.keep_view)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.arrows = Arrows(self.pyramid_view)
        self.picker = OrientationPicker(self.pyramid_view)
        self.picker.hide()
        self.picker.chosen.connect(self._turn_to)
        self.picker.cancelled.connect(self.close_picker)
        self.pyramid_view.drag_started.connect(self._drag_started)
        self.pyramid_view.dropped.connect(self._dropped)
        self._face_player(animate=False)
        self.retranslate()

    # -- whose view -----------------------------------------------------------------------------
    def my_turn(self) -> bool:
        c = self.controller
        return c.state.phase != OVER and c.human_to_act() and not self.thinking

    def _face_player(self, animate: bool = True) -> None:
        """Hot-seat: look from the side of the human to move (unless the player keeps the view)."""
        c = self.controller
        if self.keep_view.isChecked() or c.state.phase == OVER or c.player_is_ai(c.state.to_move):
            return
        self.pyramid_view.set_view(f"side{c.state.to_move}")

    # -- acting ---------------------------------------------------------------------------------
    def targets(self) -> list:
        if not self.my_turn():
            return []
        state = self.controller.state
        if self.chosen is not None:
            return state.tip_targets(self.chosen) + [self.chosen]
        return sorted(state.dice_of(state.to_move))

    def act(self, position, face) -> None:
        state = self.controller.state
        position = tuple(position)
        if not self.my_turn():
            self.not_now()
            return
        if position in state.pyramid:
            why = state.why_piece_cannot_move(position)
            if why is not None:
                self.show_message(why.message())
            elif self.chosen == position:
                self.chosen = None          # a second click lets it go
            else:
                self.chosen = position
            self.close_picker()
            self.refresh()
            return
        if self.chosen is None:
            self.show_message(QCoreApplication.translate("Wuerfelmarsch", "Choose one of your dice first."))
            return
        self.tip(self.chosen, position)

    def tip(self, source, target) -> None:
        """Tip `source` into `target`; when it closes several funnels, ask the order they beat in."""
        state = self.controller.state
        funnels = state.funnels_formed(source, target) if target in state.tip_targets(source) else []
        order: tuple = ()
        if len(funnels) > 1:
            order = self._ask_order(source, target, funnels)
            if not order:
                return
        self.controller.try_move(Tip(source, target, order))   # refused with the reason if illegal

    def _ask_order(self, source, target, funnels) -> tuple:
        """A menu of the orders, each told by the pips the tipped die will show into the funnels."""
        from itertools import permutations

        state = self.controller.state
        after = state.pyramid.copy()
        after.tip(source, target)
        menu = QMenu(self)
        menu.setObjectName("orderMenu")
        for order in permutations(funnels):
            shows = [" · ".join(map(str, after.funnel_pips(f))) for f in order]
            if len(shows) == 2:
                text = QCoreApplication.translate(
                    "Wuerfelmarsch", "Beat first where the dice show {first}, then where they show {second}").format(
                        first=shows[0], second=shows[1])
            else:
                text = QCoreApplication.translate(
                    "Wuerfelmarsch", "Beat first where the dice show {first}, then {second}, then {third}").format(
                        first=shows[0], second=shows[1], third=shows[2])
            menu.addAction(text).setData(order)
        point = self.pyramid_view.mapToGlobal(self.pyramid_view.rect().center())
        chosen = menu.exec(point)
        return tuple(chosen.data()) if chosen is not None else ()

    def _drag_started(self, piece) -> None:
        self.chosen = tuple(piece)
        self.close_picker()
        self.refresh()

    def _dropped(self, piece, hit) -> None:
        if hit is None or hit.position == tuple(piece):
            self.refresh()
            return
        self.tip(tuple(piece), hit.position)

    def open_picker(self) -> None:
        state = self.controller.state
        if not self.my_turn():
            self.show_message(QCoreApplication.translate("Wuerfelmarsch", "Wait for your turn."))
            return
        if self.chosen is None:
            self.show_message(QCoreApplication.translate("Wuerfelmarsch", "Choose the die to turn first."))
            return
        die = state.pyramid[self.chosen]
        self.picker.set_die(die.colour, die.orientation, state.to_move)
        self._place_picker()
        self.picker.show()
        self.picker.raise_()
        self.picker.setFocus()

    def close_picker(self) -> None:
        if self.picker.isVisible():
            self.picker.hide()
            self.pyramid_view.setFocus()

    def _turn_to(self, orientation: int) -> None:
        if self.chosen is not None:
            self.controller.try_move(Turn(self.chosen, orientation))   # "must change the die" if unchanged
        self.close_picker()

    def _place_picker(self) -> None:
        pv = self.pyramid_view
        self.picker.resize(max(236, self.picker.sizeHint().width()), 210)
        self.picker.move(pv.width() - self.picker.width() - 12, pv.height() - self.picker.height() - 12)

    def handle_key(self, key) -> bool:
        if key == Qt.Key.Key_R:
            self.open_picker()
        elif key == Qt.Key.Key_Escape and self.chosen is not None:
            self.chosen = None
            self.close_picker()
            self.refresh()
        else:
            return False
        return True

    def gestures_for(self, move) -> list:
        if isinstance(move, Tip):
            gestures = [] if self.chosen == move.source else self.click_on(move.source)
            return gestures + self.click_on(move.target)
        if isinstance(move, Turn):
            gestures = [] if self.chosen == move.position else self.click_on(move.position)
            return gestures + [self.button(self.turn_button),
                               self.later(lambda: self._picker_keys(move.orientation))]
        return super().gestures_for(move)

    def offers(self, move) -> bool:
        return not (isinstance(move, Tip) and len(move.order) > 1)   # the order comes from a menu

    def later(self, make):
        from ...board.view import Gesture

        return Gesture("later", self.picker, later=make)

    def _picker_keys(self, orientation: int) -> list:
        """The picker's arrow keys from the die's orientation to `orientation`, then Enter."""
        from ...board.view import Gesture
        from ...pyramid.picker import turn_over, turn_round

        side = self.controller.state.to_move
        steps = {Qt.Key.Key_Right: lambda o: turn_round(o, True), Qt.Key.Key_Left: lambda o: turn_round(o, False),
                 Qt.Key.Key_Up: lambda o: turn_over(o, side, True), Qt.Key.Key_Down: lambda o: turn_over(o, side, False)}
        start = self.picker.orientation()
        paths, todo = {start: []}, [start]
        while todo and orientation not in paths:
            here = todo.pop(0)
            for key, step in steps.items():
                there = step(here)
                if there not in paths:
                    paths[there] = paths[here] + [key]
                    todo.append(there)
        return [Gesture("key", self.picker, key=k) for k in paths[orientation] + [Qt.Key.Key_Return]]

    # -- showing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.controller.state
        if self.chosen is not None and (state.owner(self.chosen) != state.to_move or not self.my_turn()):
            self.chosen = None
        self.pyramid_view.set_draggable(state.dice_of(state.to_move) if self.my_turn() else [])
        super().refresh()
        self._draw_arrows()

    def _draw_arrows(self) -> None:
        pv, state = self.pyramid_view, self.controller.state
        self.arrows.resize(pv.size())
        lines = []
        if self.chosen is not None and self.my_turn():
            a = QPointF(*pv.project(space.world(self.chosen)))
            hinted = self.hinted if isinstance(self.hinted, Tip) and self.hinted.source == self.chosen else None
            targets = [hinted.target] if hinted is not None else state.tip_targets(self.chosen)
            lines = [(a, QPointF(*pv.project(space.world(q)))) for q in targets]
        self.arrows.lines = lines
        self.arrows.update()

    def place_rect(self, place: str):
        """A lesson's `turn` is the Turn button; dice and hollows are the pyramid's."""
        return self.widget_rect(self.turn_button) if place == "turn" else super().place_rect(place)

    def selected(self) -> list:
        return [self.chosen] if self.chosen is not None else []

    def show_hint(self, move) -> None:
        """The coach's move: its die chosen, and a tip as the only arrow."""
        if isinstance(move, (Tip, Turn)):
            self.hinted = move
            self.chosen = move.source if isinstance(move, Tip) else move.position
            self.refresh()

    def clear_hint(self) -> None:
        if self.hinted is not None:
            self.hinted = None
            self.refresh()

    def announce(self, change) -> None:
        self.chosen = self.hinted = None
        after = change.after
        if isinstance(change.move, Tip) and after.last_beatings:
            good = any(b.winner is not None and b.taken for b in after.last_beatings)
            self.banner.show_html(lambda: self._beatings_html(after), good=good)
        if after.phase != OVER:
            self._face_player()

    def _beatings_html(self, after) -> str:
        """What the tip's funnels did, in the language read now."""
        names = [p.name for p in self.controller.record.players]
        parts = []
        for b in after.last_beatings:
            pips = " · ".join(f"<span style='color:{SEAT_HTML[COLOURS[seat]]}'>{v}</span>" for _, seat, v in b.dice)
            if b.winner is not None and b.taken:
                what = said(QCoreApplication.translate("Wuerfelmarsch", "{name} beats {n}").format(
                    name=names[b.winner], n=len(b.taken)), names[b.winner])
            elif b.taken:
                what = QCoreApplication.translate("Wuerfelmarsch", "a tie: all three out")
            else:
                what = QCoreApplication.translate("Wuerfelmarsch", "nothing happens")
            parts.append(f"{pips} — {what}")
        return "<br>".join(parts)

    def update_controls(self) -> None:
        self.turn_button.setEnabled(self.my_turn() and self.chosen is not None)

    def status_variants(self) -> list[tuple[str, str]]:
        """With no die chosen and with one (a click or the start of a drag chooses it)."""
        state, kept = self.controller.state, self.chosen
        if not self.my_turn():
            return super().status_variants()
        found = []
        try:
            for chosen in (None, next(iter(sorted(state.dice_of(state.to_move))), None)):
                self.chosen = chosen
                found.append((self.status_text(), self.status_note()))
        finally:
            self.chosen = kept
        return found

    def status_text(self) -> str:
        c, state = self.controller, self.controller.state
        names = [p.name for p in c.record.players]
        if state.phase == OVER:
            return QCoreApplication.translate("Wuerfelmarsch", "Game over — {names} won.").format(
                names=", ".join(names[w] for w in state.winners()))
        name = names[state.to_move]
        if self.thinking or c.player_is_ai(state.to_move):
            return said(QCoreApplication.translate("Wuerfelmarsch", "{name} is thinking…").format(name=name), name)
        if self.chosen is None:
            return QCoreApplication.translate(
                "Wuerfelmarsch", "{name}: drag one of your dice to a neighbouring hollow, or click it to turn it.").format(name=name)
        return QCoreApplication.translate(
            "Wuerfelmarsch", "{name}: click a lit hollow to tip the die there, or turn it (R).").format(name=name)

    def status_note(self) -> str:
        state = self.controller.state
        if state.phase == OVER:
            return ""
        return QCoreApplication.translate("Wuerfelmarsch", "Goal: a die in the corner opposite your side.")

    def retranslate(self) -> None:
        self.turn_button.setText(QCoreApplication.translate("Wuerfelmarsch", "Turn (R)"))
        self.turn_button.setToolTip(QCoreApplication.translate(
            "Wuerfelmarsch", "Turn the chosen die to show other faces"))
        self.keep_view.setText(QCoreApplication.translate("Wuerfelmarsch", "Keep the view"))
        self.keep_view.setToolTip(QCoreApplication.translate(
            "Wuerfelmarsch", "Do not turn the camera to the player to move"))
        self.picker.set_button.setText(QCoreApplication.translate("Wuerfelmarsch", "Set (Enter)"))
        self.picker.cancel_button.setText(QCoreApplication.translate("Wuerfelmarsch", "Cancel (Esc)"))
        self.refresh()


def make_view(controller, parent: QWidget | None = None) -> MarchView:
    return MarchView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of a Würfelmarsch position: the plate from above."""
    return render_pyramid_image(state.pyramid, width, height, view="top", colour_blind=settings.colour_symbols())
