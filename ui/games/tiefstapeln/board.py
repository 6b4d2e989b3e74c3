"""The live Tiefstapeln board: bets by clicking a line and dragging the ball, blocks dragged from the
supply and turned (R, the wheel), the settle preview and the stability meters (settled by the model's
physics on worker threads), collapses in slow motion, the final test by clicks, and round replays.

The board never simulates anything itself: it asks the model (`Arm.drop`, `Arm.settle`,
`Arm.margin`) and draws the poses it gets back."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QTimer, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMenu, QPushButton

from gamebox.games.tiefstapeln.moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place
from gamebox.games.tiefstapeln.physics import Pose
from gamebox.games.tiefstapeln.state import BID, BUILD, ORDERING, SOLO, TEAM, TEST

from ...board.board import Board
from ...board.style import button_style
from ...widgets.costly import CostlyQuestion, ask_costly
from ...workers import Errands
from . import painter, playback
from .board_input import BoardInput
from .painter import Overlay, tray_block_point
from .scene import Scene

FRAME_MS = 16       # one frame of a traced settle (the model records one every 1/60 s)
MAGNIFY_WITHIN = 3.0   # cm from the ball: the magnifier opens beside it


class TiefstapelnBoard(BoardInput, Board):
    minimum_size = (480, 320)
    hint_kinds = (Place,)         # the page's Hint shows the advised block as a cyan outline where it would go

    # -- setting up ----------------------------------------------------------------------------
    def build(self) -> None:
        self.jobs = Errands(self)         # previews, margins, traces: a new position drops those in flight
        self.angle = 0.0                  # the turn of the block in hand (degrees, model's sense)
        self.holding = False
        self.hand: QPointF | None = None  # where the held block is
        self.ghost = None                 # (side, Pose, legal, Place | None)
        self.preview = None
        self.note = None                  # (text, kind) over the held block: "would touch", "0.7 mm to the ball"
        self.nudge = (0.0, 0.0)           # cm the arrow keys moved the held block (on screen: right, up)
        self.hover = None                 # (side, index) in the final test; a line number while betting
        self.pending: tuple[int, int] | None = None   # (line, ball) of a bet being set up
        self.dragging_ball = False
        self.margins: dict[int, float] = {}
        self.playback = None              # {"frames": [...], "side": s, "i": float, "step": float, ...}
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self.preview_timer = QTimer(self)
        self.preview_timer.setSingleShot(True)
        self.preview_timer.setInterval(140)
        self.preview_timer.timeout.connect(self._ask_preview)
        self.buttons: dict[str, QPushButton] = {}
        for key, handler in (("bet", self._bet), ("lower", self._lower), ("pass", self._pass),
                             ("order", lambda: self._play(ORDER)), ("enough", lambda: self._play(ENOUGH)),
                             ("done", self._done), ("giveup", self._give_up), ("stop", self._end_test)):
            button = QPushButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setStyleSheet(button_style(font_px=14, padding="3px 12px"))
            button.clicked.connect(handler)
            self.buttons[key] = button
        self.replay_button = QPushButton(self)        # its menu lists the rounds
        self.replay_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.replay_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.replay_button.setStyleSheet(button_style(font_px=13, padding="3px 10px"))
        self.replay_menu = QMenu(self.replay_button)
        self.replay_menu.aboutToShow.connect(self._fill_replay_menu)
        self.replay_button.setMenu(self.replay_menu)
        self.question = CostlyQuestion(self)      # before giving up, stopping early, ending the test, passing out
        self.setAccessibleName("Tiefstapeln")

    def retranslate(self) -> None:
        texts = {"bet": QCoreApplication.translate("Tiefstapeln", "Bet"), "lower": QCoreApplication.translate("Tiefstapeln", "Ball 1 cm lower"), "pass": QCoreApplication.translate("Tiefstapeln", "Pass"),
                 "order": QCoreApplication.translate("Tiefstapeln", "Order 10 more"), "enough": QCoreApplication.translate("Tiefstapeln", "Enough"), "done": QCoreApplication.translate("Tiefstapeln", "Done"),
                 "giveup": QCoreApplication.translate("Tiefstapeln", "Give up"), "stop": QCoreApplication.translate("Tiefstapeln", "End the test")}
        for key, text in texts.items():
            self.buttons[key].setText(text)
        self.buttons["bet"].setToolTip(QCoreApplication.translate("Tiefstapeln", "Bet on the chosen line and ball height (Enter)"))
        self.buttons["lower"].setToolTip(QCoreApplication.translate("Tiefstapeln", "Beat the bet by pushing the ball exactly 1 cm lower (or Down, then Enter)"))
        self.buttons["done"].setToolTip(QCoreApplication.translate("Tiefstapeln", "Stop building: the bridge touches the ball"))
        self.buttons["giveup"].setToolTip(QCoreApplication.translate("Tiefstapeln", "Give this round's bridge up"))
        self.replay_button.setText(QCoreApplication.translate("Tiefstapeln", "Replay"))
        self.replay_button.setToolTip(QCoreApplication.translate("Tiefstapeln", "Watch a round again, collapses in slow motion"))

    # -- layout --------------------------------------------------------------------------------
    def make_layout(self) -> Scene:
        state = self.playback["state"] if self.playback and self.playback.get("state") is not None else self.state
        return Scene.compute(self.width(), self.height(), state.material, painter.reach(state), self._middle())

    def _middle(self) -> float:
        """The width the bar's buttons take: the supplies beside them get the rest."""
        widths = [b.sizeHint().width() for b in self.buttons.values() if not b.isHidden()]
        return sum(widths) + 8 * max(0, len(widths) - 1) + 16 if widths else 0.0

    def refresh(self) -> None:
        state, human = self.state, self.human_may_move()
        phase = state.phase
        legal = set(state.legal_moves()) if human and phase in (BID, ORDERING, TEST) else set()
        show = {
            "bet": human and phase == BID,
            "lower": human and phase == BID and state.round.bid is not None,
            "pass": human and phase == BID and state.round.bid is not None,
            "order": human and phase == ORDERING,
            "enough": human and phase == ORDERING,
            "done": human and phase == BUILD and DONE in state.word_moves(),
            "giveup": human and phase == BUILD and GIVEUP in state.word_moves(),
            "stop": human and phase == TEST,
        }
        shown = {key for key, button in self.buttons.items() if not button.isHidden()}
        for key, button in self.buttons.items():
            button.setVisible(show[key])
        if shown != {key for key, on in show.items() if on}:
            self._layout = None          # other buttons: the supplies beside them get another width
        if show["order"]:
            self.buttons["order"].setEnabled(ORDER in legal)
        if show["lower"]:
            bid = state.round.bid
            self.buttons["lower"].setEnabled(Bid(bid.line, bid.ball - 1) in legal)
        if show["bet"]:
            self.buttons["bet"].setEnabled(self._pending_move() is not None
                                           and state.why_illegal(self._pending_move()) is None)
        self.replay_button.setVisible(bool(self._rounds()) and self.playback is None)
        self.place_widgets()
        if not self.margins_fresh:
            self._ask_margins()
        self.update()

    margins_fresh = False

    def place_widgets(self) -> None:
        lay = self.board_layout
        visible = [b for b in self.buttons.values() if not b.isHidden()]
        widths = [b.sizeHint().width() for b in visible]
        x = lay.width / 2 - (sum(widths) + 8 * max(0, len(visible) - 1)) / 2
        y = lay.bar.center().y()
        for button, w in zip(visible, widths):
            h = button.sizeHint().height()
            button.setGeometry(int(x), int(y - h / 2), w, h)
            x += w + 8
        # At the top between the stability meters (where a replay's caption shows while it runs): in the
        # bar it lay on Pass, Give up and Bet at 1024x768.
        hint = self.replay_button.sizeHint()
        self.replay_button.setGeometry(int(lay.width / 2 - hint.width() / 2), int(lay.meters[0].top()),
                                       hint.width(), hint.height())

    # -- painting ------------------------------------------------------------------------------
    def overlay(self) -> Overlay:
        names = tuple(p.name for p in self.controller.record.players)
        o = Overlay(margins=dict(self.margins), names=names)
        if self.playback is not None:
            pb = self.playback
            frame = pb["frames"][min(int(pb["i"]), len(pb["frames"]) - 1)]
            o.bridges, o.caption = frame["bridges"], pb.get("caption", "")
            if pb.get("state") is not None:
                o.pending_bid = (pb["state"].round.bid.line, pb["state"].round.bid.ball)
            return o
        if isinstance(self.hint_move, Place) and self.state.phase == BUILD:
            o.hint = (self.state.side_of(self.state.to_move), self.hint_move.pose)
        if self.ghost is not None:
            side, pose, legal, _ = self.ghost
            o.ghost = (side, pose, legal)
            o.note = self.note
            if legal and self.state.arm(side).ball_gap(pose) < MAGNIFY_WITHIN:
                o.magnify = side           # near the ball: the magnifier shows the last millimetres
        if self.preview is not None:
            o.preview = self.preview
        if self.state.phase == TEST and isinstance(self.hover, tuple):
            o.highlight = self.hover
        if self.state.phase == BID and self.pending is not None:
            o.pending_bid = self.pending
        if self.state.phase == BID and isinstance(self.hover, int):
            o.hover_line = self.hover
        return o

    def paint(self, p: QPainter) -> None:
        lay = self.board_layout
        state = self.playback["state"] if self.playback and self.playback.get("state") is not None else self.state
        painter.paint(p, lay, state, self.overlay())

    # -- the bet ------------------------------------------------------------------------------
    def _pending_move(self) -> Bid | None:
        if self.pending is None:
            return None
        return Bid(*self.pending)

    def _start_pending(self) -> None:
        bid, m = self.state.round.bid, self.state.material
        self.pending = (bid.line, bid.ball) if bid else (1, m.ball_top)

    def line_at(self, point: QPointF) -> int | None:
        lay = self.board_layout
        for side in (SOLO, TEAM):
            for n in range(1, lay.m.lines + 1):
                pt = lay.line_point(side, n)
                if abs(point.x() - pt.x()) <= 1.6 * lay.scale and pt.y() - 8 * lay.scale <= point.y() <= pt.y() + 4 * lay.scale:
                    return n
        return None

    def line_point(self, line: int) -> QPointF:
        pt = self.board_layout.line_point(SOLO, line)
        return QPointF(pt.x(), pt.y() - self.board_layout.scale)

    def ball_point(self, ball: float) -> QPointF:
        return self.board_layout.ball_point(SOLO, ball)

    def _bet(self) -> None:
        move = self._pending_move()
        if move is not None:
            self._play(move)

    def _lower(self) -> None:
        bid = self.state.round.bid
        if bid is not None:
            self._play(Bid(bid.line, bid.ball - 1))

    def _set_ball(self, ball: float) -> None:
        m = self.state.material
        line = self.pending[0] if self.pending else 1
        self.pending = (line, int(max(m.ball_bottom, min(m.ball_top, round(ball)))))
        self.refresh()

    # -- costly acts: asked first (Settings → "Ask before costly moves") ---------------------------
    def _give_up(self) -> None:
        state = self.state
        if GIVEUP not in state.word_moves():
            return
        if self._mover_side() == SOLO:
            text = QCoreApplication.translate(
                "Tiefstapeln", "Your bridge has not touched the ball: giving it up costs you 25 points, and 25 more "
                "if the team's bridge touches.")
        else:
            text = QCoreApplication.translate(
                "Tiefstapeln", "The team's bridge has not touched the ball: giving it up ends the team's building "
                "this round.")
        ask_costly(self.question, QCoreApplication.translate("Tiefstapeln", "Give this round's bridge up?"), text,
                   QCoreApplication.translate("Tiefstapeln", "Give up"), lambda: self._play(GIVEUP))

    def _done(self) -> None:
        state = self.state
        if DONE not in state.word_moves():
            return
        side, ordered = state.sides[SOLO], state.round.ordered
        ask_costly(self.question, QCoreApplication.translate(
            "Tiefstapeln", "Stop building with {count} of your {ordered} blocks?").format(
                count=len(side.bridge), ordered=ordered),
            QCoreApplication.translate(
                "Tiefstapeln", "Fewer blocks than you predicted score 5 points; exactly {ordered} would score 50.").format(
                ordered=ordered),
            QCoreApplication.translate("Tiefstapeln", "Stop here"), lambda: self._play(DONE))

    def _end_test(self) -> None:
        if self.state.phase != TEST:
            return
        name = self.controller.record.players[self.state.round.solo].name
        ask_costly(self.question, QCoreApplication.translate("Tiefstapeln", "End the final test?"),
                   QCoreApplication.translate(
                       "Tiefstapeln", "{name} keeps every block that is left; each block taken away while his bridge "
                       "still stands and touches would cost him 10.").format(name=name),
                   QCoreApplication.translate("Tiefstapeln", "End the test"), lambda: self._play(STOP))

    def _pass(self) -> None:
        state = self.state
        if state.phase != BID or state.round.bid is None:
            return
        if not state.rules.pass_final:        # he may bid again when his turn comes round: nothing is lost
            self._play(PASS)
            return
        ask_costly(self.question, QCoreApplication.translate("Tiefstapeln", "Pass and leave this bidding?"),
                   QCoreApplication.translate("Tiefstapeln", "Whoever passes may not bid again this round."),
                   QCoreApplication.translate("Tiefstapeln", "Pass"), lambda: self._play(PASS))

    # -- building ----------------------------------------------------------------------------
    def _mover_side(self) -> int:
        return self.state.side_of(self.state.to_move)

    def grab_point(self) -> QPointF:
        return tray_block_point(self.board_layout, self._mover_side())

    def block_point(self, side: int, x: float, y: float) -> QPointF:
        return self.board_layout.point(side, x, y)

    def _update_ghost(self) -> None:
        if not self.holding or self.hand is None:
            self.ghost = None
            return
        state, lay = self.state, self.board_layout
        side = self._mover_side()
        x, y = lay.world(side, self.hand)
        dx, dy = self.nudge             # (the solo arm is drawn mirrored: right on screen is toward its rod)
        x, y = max(0.5, x + (-dx if side == SOLO else dx)), y + dy
        arm, bridge = state.arm(side), state.sides[side].bridge
        a = math.radians(self.angle)
        rest = arm.drop(x, a, y, bridge)
        if rest is None:
            self.ghost = (side, Pose(x, y, a), False, None)
            self.note = None
        else:
            move = Place.at(x, rest, self.angle)
            legal = state.why_illegal(move) is None
            self.ghost = (side, move.pose, legal, move)
            self.note = _ball_note(arm, move.pose) if legal else None
        self.preview = None
        self.preview_timer.start()

    def _ask_preview(self) -> None:
        if self.ghost is None or self.ghost[3] is None or not self.ghost[2]:
            return
        side, move = self.ghost[0], self.ghost[3]
        arm, bridge = self.state.arm(side), self.state.sides[side].bridge
        self._submit("preview", lambda: (side, move, arm.lay(bridge, move.pose, seconds=4.0)))

    def _turn(self, degrees: float) -> None:
        self.angle = Place.at(0, 0, self.angle + degrees).degrees
        self._update_ghost()
        self.update()

    def _toggle_turn(self) -> None:
        self.angle = 0.0 if self.angle != 0 else 90.0
        self._update_ghost()
        self.update()

    def _drop_held(self) -> None:
        move = self.ghost[3] if self.ghost is not None and self.ghost[2] else None
        if move is None and self.ghost is not None:
            # A refused drop goes to the controller too: it says the rule's reason (the toast), and a lesson
            # that asks for this refusal ("lay a block in front of your line") hears of the try.
            side, pose, _, place = self.ghost
            probe = place or Place.at(pose.x, pose.y, self.angle)
            move = probe if self.state.why_illegal(probe) is not None else None
        self.holding, self.hand, self.ghost, self.preview = False, None, None, None
        if move is not None:
            self._play(move)
        else:
            self.update()

    # -- the final test ----------------------------------------------------------------------
    def block_at(self, point: QPointF) -> int | None:
        lay = self.board_layout
        for index, pose in reversed(list(enumerate(self.state.sides[SOLO].bridge))):
            if lay.polygon(SOLO, pose).containsPoint(point, Qt.FillRule.OddEvenFill):
                return index
        return None

    def block_centre(self, index: int) -> QPointF:
        pose = self.state.sides[SOLO].bridge[index]
        return self.board_layout.point(SOLO, pose.x, pose.y)

    # -- playing -------------------------------------------------------------------------------
    def _play(self, move) -> None:
        self.animator.finish_all()
        self._stop_playback()
        self.controller.try_move(move)
        self.refresh()

    def reset_input(self) -> None:
        self.holding, self.hand, self.ghost, self.preview, self.hover = False, None, None, None, None
        self.note, self.nudge = None, (0.0, 0.0)
        self.pending, self.dragging_ball = None, False
        if self.question.asking():
            self.question.cancel()         # the position it asked about is gone
        self.margins_fresh = False
        self.jobs.cancel()

    # -- workers -------------------------------------------------------------------------------
    def _submit(self, kind: str, fn) -> None:
        # A failure shows nothing rather than a wrong preview.
        self.jobs.run(fn, lambda value: self._on_result(kind, value), error=lambda _exc: None)

    def _ask_margins(self) -> None:
        self.margins_fresh = True
        self.margins = {}
        state = self.state
        if state.phase not in (BUILD, TEST):
            return
        arms = {side: (state.arm(side), state.sides[side].bridge) for side in (SOLO, TEAM)}
        self._submit("margins", lambda: {side: arm.margin(bridge, limit=2.0, rounds=4)
                                         for side, (arm, bridge) in arms.items()})

    def _on_result(self, kind: str, value) -> None:
        if kind == "margins":
            self.margins = value
        elif kind == "preview":
            side, move, result = value
            if self.ghost is not None and self.ghost[3] == move:
                self.preview = (side, _moved_poses(self.state.sides[side].bridge + (move.pose,), result.poses),
                                result.collapsed)
                arm = self.state.arm(side)
                self.note = (QCoreApplication.translate("Tiefstapeln", "would fall"), "bad") if result.collapsed \
                    else _ball_note(arm, result.poses[-1], settled=True, touching=result.touching)
        elif kind == "trace":
            self._start_playback(value)
        self.update()

    # -- animations: a placement settling, a collapse in slow motion, a round's replay --------------
    def animate(self, change) -> None:
        if not self.animating() or change.after.event is None:
            return
        steps = playback.change_steps(change.move, change.before, change.after)
        if not steps:
            return
        caption = QCoreApplication.translate("Tiefstapeln", "Collapse — slow motion") if steps[0][4] else ""
        self._submit("trace", lambda: playback.traced(steps, caption, None))

    def _start_playback(self, playback) -> None:
        if not playback["frames"]:
            return
        self.playback = playback
        self._layout = None          # a replay may show another round's bid line
        self.replay_button.hide()    # its place shows the caption
        self.timer.start()
        self.update()

    def _tick(self) -> None:
        pb = self.playback
        if pb is None:
            self.timer.stop()
            return
        frame = pb["frames"][min(int(pb["i"]), len(pb["frames"]) - 1)]
        pb["i"] += frame["speed"]
        if pb["i"] >= len(pb["frames"]):
            self._stop_playback()
        self.update()

    def _stop_playback(self) -> None:
        if self.playback is not None:
            self.playback = None
            self._layout = None
            self.timer.stop()
            self.refresh()

    def _rounds(self) -> list[int]:
        """Rounds with placements to replay (1-based)."""
        rounds = set()
        for played in self.controller.session.history:
            if isinstance(played.move, Place):
                rounds.add(played.before.round.number + 1)
        return sorted(rounds)

    def _fill_replay_menu(self) -> None:
        self.replay_menu.clear()
        for number in self._rounds():
            action = self.replay_menu.addAction(QCoreApplication.translate("Tiefstapeln", "Round {n}").format(n=number))
            action.triggered.connect(lambda _=False, n=number: self.replay_round(n))

    def replay_round(self, number: int) -> None:
        """Watch round `number` again: every block laid, collapses in slow motion."""
        steps, shown = playback.round_steps(self.controller.session.history, number)
        if not steps:
            return
        self.jobs.cancel()
        caption = QCoreApplication.translate("Tiefstapeln", "Replay of round {n}").format(n=number)
        self._submit("trace", lambda: playback.traced(steps, caption, shown))


def _ball_note(arm, pose, settled: bool = False, touching: bool | None = None) -> tuple[str, str] | None:
    """What the held block would do at the ball: touch it, or how many millimetres it stays away (within a
    centimetre); after the settle preview, where it comes to rest ("stands")."""
    touches = arm.ball_contact(pose) is not None if touching is None else touching
    if touches:
        return QCoreApplication.translate("Tiefstapeln", "would touch the ball"), "good"
    gap = arm.ball_gap(pose)
    if gap < 1.0:
        return QCoreApplication.translate("Tiefstapeln", "{mm} mm to the ball").format(
            mm=QLocale().toString(max(0.0, gap) * 10, "f", 1)), "near"
    return (QCoreApplication.translate("Tiefstapeln", "stands"), "good") if settled else None


def _moved_poses(before, after, tolerance: float = 0.1) -> tuple:
    """The settled poses worth showing in the preview: the new block, and any that moved by more
    than a millimetre (a tipping block, a sliding counterweight)."""
    shown = []
    for index, (a, b) in enumerate(zip(before, after)):
        if index == len(before) - 1 or math.hypot(a.x - b.x, a.y - b.y) > tolerance or abs(a.a - b.a) > 0.01:
            shown.append(b)
    return tuple(shown)

