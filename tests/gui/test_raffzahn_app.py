"""Raffzahn's split screen driven like three players drive it: the mouse, two keyboard zones pressed at
once, auto-repeat and Ctrl keys that must not act, Stopp! and the refusal after it (D2), pausing, a
computer's hand, a grabbed die's flight, and the screen at 1280x800 in German. Time is a ManualClock."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gamebox.clock import ManualClock
from gamebox.games.raffzahn.moves import Grab, Roll, Stop
from gamebox.games.raffzahn.state import GRAB, ROLL, ROLL_MS
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.realtime.cursors import face_outline
from gamebox_ui.realtime.fly import FlyLayer
from gamebox_ui.widgets.toast import Toast

HUMANS = [PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Cleo")]


@pytest.fixture
def clocked(monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", ManualClock)


def start(window, players=HUMANS, first=0, seed=5):
    import random

    c = window.start_record(GameRecord("raffzahn", "standard", list(players), {}, first, []))
    c.session.rng = random.Random(seed)
    tick(c, 500)                    # the box builds the pyramid
    return window.game_page.view, c


def tick(c, ms: int) -> None:
    c.realtime.clock.advance(ms)
    c.realtime.run()


def roll_and_land(c, value: int) -> None:
    state = c.state
    assert state.phase == ROLL
    c.session.play(Roll(value))
    tick(c, ROLL_MS)
    assert c.state.phase == GRAB and not c.state.rolling()


def key(view, k, modifiers=Qt.KeyboardModifier.NoModifier, release=True) -> None:
    QTest.keyPress(view, k, modifiers)
    if release:
        QTest.keyRelease(view, k, modifiers)


def grabbable(c, seat):
    return c.state.grabbable(seat)


def test_the_split_screen_fits_1280x800_in_german_with_three_players(clocked, window, qtbot):
    window.set_language("de")
    window.resize(1280, 800)
    view, c = start(window)
    qtbot.waitUntil(lambda: window.width() <= 1280 and window.height() <= 800)
    QApplication.processEvents()
    for pane in view.panes:
        assert pane.side.width() >= 520 and pane.side.height() >= 230, pane.side.size()
        assert pane.mapTo(window, QPoint(pane.width(), pane.height())).x() <= window.width()
    control = view.control
    assert control.stopp_button.isVisible() and control.roll_button.isVisible()
    for label in (control.headline, control.subline, control.legend, control.feed):
        assert label.mapTo(window, QPoint(0, label.height())).y() <= window.height()
    assert "Würfel" in view.status_text() or "würfelt" in view.status_text()
    assert "W A S D" in view.control.legend.text() and "Leertaste" in view.control.legend.text()
    assert not window.game_page.panel.isVisible()          # the view takes the whole width


def test_the_mouse_player_grabs_on_his_side_and_not_on_another(clocked, window, qtbot):
    view, c = start(window)
    for value in range(1, 7):
        if any(c.state.shows(p, 0) == value for p in c.state.free_dice()):
            break
    roll_and_land(c, value)
    target = grabbable(c, 0)[0]
    side = view.panes[0].side
    centre = face_outline(side, target, 0).boundingRect().center().toPoint()
    qtbot.mouseClick(side, Qt.MouseButton.LeftButton, pos=centre)
    assert c.session.history[-1].move == Grab(0, target)
    other = view.panes[1].side
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton, pos=other.rect().center())
    assert view.panes[1].toast.isVisible() and "Anna" not in view.panes[1].toast.text()
    assert "side" in view.panes[1].toast.text()


def test_two_keyboard_players_press_at_once_and_both_are_heard(clocked, window, qtbot):
    view, c = start(window)
    c.session.play(Roll(3))
    tick(c, ROLL_MS)
    QTest.keyPress(view, Qt.Key.Key_D)          # Ben holds D ...
    QTest.keyPress(view, Qt.Key.Key_L)          # ... while Cleo presses L
    QTest.keyRelease(view, Qt.Key.Key_L)
    QTest.keyRelease(view, Qt.Key.Key_D)
    assert view.key_cursor[1] is not None and view.key_cursor[2] is not None
    assert view.zones.delivered == 2
    assert view.panes[1].cursors.cursors and view.panes[2].cursors.cursors
    assert not view.panes[0].cursors.cursors


def test_auto_repeat_never_acts_twice_and_ctrl_keys_are_the_windows(clocked, window, qtbot):
    view, c = start(window)
    c.session.play(Roll(3))
    tick(c, ROLL_MS)
    key(view, Qt.Key.Key_D)
    before = view.key_cursor[1]
    QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier,
                                           "d", True))                 # the system's auto-repeat
    assert view.key_cursor[1] == before and view.zones.delivered == 1
    key(view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)       # Ctrl+W: not Ben's step up
    assert view.key_cursor[1] == before and view.zones.delivered == 1
    QTest.keyPress(view, Qt.Key.Key_A)
    assert view.zones._timers[0].isActive()                           # our own repeat, per zone
    QTest.keyRelease(view, Qt.Key.Key_A)
    assert not view.zones._timers[0].isActive()


def test_a_held_direction_repeats_by_the_zones_timer(clocked, window, qtbot):
    view, c = start(window)
    c.session.play(Roll(3))
    tick(c, ROLL_MS)
    QTest.keyPress(view, Qt.Key.Key_S)
    timer = view.zones._timers[0]
    assert timer.isActive() and timer.interval() == 260          # the first repeat comes after a pause
    delivered = view.zones.delivered
    timer.timeout.emit()                                         # (its time has come: no waiting in a test)
    timer.timeout.emit()
    assert view.zones.delivered == delivered + 2 and timer.interval() == 90
    QTest.keyRelease(view, Qt.Key.Key_S)
    assert not timer.isActive()
    timer.timeout.emit()                                         # a late tick after the release does nothing
    assert view.zones.delivered == delivered + 2


def test_a_keyboard_player_grabs_with_his_cursor(clocked, window, qtbot):
    view, c = start(window)
    for value in range(1, 7):
        if any(c.state.shows(p, 1) == value for p in c.state.free_dice()):
            break
    roll_and_land(c, value)
    target = grabbable(c, 1)[0]
    from gestures import play

    play(qtbot, view, Grab(1, target))
    assert c.session.history[-1].move == Grab(1, target)
    assert c.session.history[-1].by == 1


def test_the_roller_calls_stopp_with_his_key_and_after_it_every_grab_is_refused(clocked, window, qtbot):
    view, c = start(window, first=1)
    key(view, Qt.Key.Key_E)                          # Ben (zone 1) rolls with E
    assert c.state.phase == GRAB and c.state.rolling()
    key(view, Qt.Key.Key_O)                          # Cleo may not call "Stopp!"
    assert c.state.phase == GRAB and "Only Ben" in view.panes[2].toast.text()
    tick(c, ROLL_MS)
    key(view, Qt.Key.Key_E)                          # Ben calls "Stopp!"
    assert c.session.history[-1].move == Stop(1) and c.state.phase == ROLL
    key(view, Qt.Key.Key_L)
    key(view, Qt.Key.Key_U)                          # Cleo grabs after "Stopp!": refused, no penalty
    assert "Stopp!" in view.panes[2].toast.text() and sum(c.state.scores()) == 0
    assert c.state.acting_player() == 2


def test_after_a_keyboard_players_stopp_the_computer_rolls_when_its_time_comes(clocked, window, qtbot):
    # Issue 30: Ben (zone 1) rolled and called "Stopp!"; Cleo, a computer, was to roll and never did: the
    # pump set its timer from the plans of the position before the call (or none at all).
    view, c = start(window, [PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Cleo", "ai", "search:medium")],
                    first=1, seed=3)
    key(view, Qt.Key.Key_E)
    tick(c, ROLL_MS)
    key(view, Qt.Key.Key_E)                          # Ben calls "Stopp!": nobody runs the pump by hand now
    assert c.session.history[-1].move == Stop(1) and c.state.acting_player() == 2
    pump, roll = c.realtime, c.realtime.driver.next_event()
    assert roll.seat == 2 and roll.move == "roll"
    assert pump.timer.isActive() and pump.wakes_at == roll.at
    pump.clock.set(pump.wakes_at)
    pump.timer.timeout.emit()                        # what Qt does when the timer comes due
    assert c.state.phase == GRAB and c.session.history[-1].by is None and c.session.history[-1].at == roll.at


def test_space_and_the_buttons_roll_and_call_for_the_mouse_player(clocked, window, qtbot):
    view, c = start(window)
    key(view, Qt.Key.Key_Space)
    assert c.state.phase == GRAB
    tick(c, ROLL_MS)
    qtbot.mouseClick(view.control.stopp_button, Qt.MouseButton.LeftButton)
    assert c.session.history[-1].move == Stop(0)
    assert not view.control.roll_button.isEnabled()  # Ben rolls now


def test_p_pauses_the_clock_and_every_input(clocked, window, qtbot):
    view, c = start(window)
    key(view, Qt.Key.Key_P)
    assert c.paused and "P" in view.status_text()
    key(view, Qt.Key.Key_Space)
    assert c.state.phase == ROLL and view.panes[0].toast.isVisible()
    key(view, Qt.Key.Key_P)
    assert not c.paused
    key(view, Qt.Key.Key_Space)
    assert c.state.phase == GRAB


def test_a_game_with_computers_pauses_when_the_window_loses_the_focus(clocked, window, qtbot):
    view, c = start(window, [PlayerSpec("Anna"), PlayerSpec("Ben", "ai", "search:medium"),
                             PlayerSpec("Cleo", "ai", "search:medium")])
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
    assert c.paused


def test_a_computers_cursor_settles_on_its_find_and_its_ring_fills(clocked, window, qtbot):
    view, c = start(window, [PlayerSpec("Anna"), PlayerSpec("Ben", "ai", "search:medium"),
                             PlayerSpec("Cleo", "ai", "search:medium")], first=0)
    for value in range(1, 7):
        if any(c.state.shows(p, 1) == value for p in c.state.free_dice()):
            break
    c.session.play(Roll(value))
    plan = c.realtime.driver.plans()[1]
    assert isinstance(plan.move, Grab) and plan.aim == plan.move.position
    c.realtime.clock.set(plan.since + (plan.at - plan.since) // 2)
    view.animate_frame()
    [cursor] = view.panes[1].cursors.cursors
    assert 0.3 < cursor.progress < 0.7
    c.realtime.clock.set(plan.at)
    c.realtime.run()
    assert c.session.history[-1].move == plan.move and c.session.history[-1].at == plan.at


def test_a_grabbed_die_flies_to_its_tray(clocked, window, qtbot, monkeypatch):
    monkeypatch.setattr(FlyLayer, "animations_enabled", True)
    view, c = start(window)
    for value in range(1, 7):
        if any(c.state.shows(p, 2) == value for p in c.state.free_dice()):
            break
    roll_and_land(c, value)
    c.try_move(Grab(2, grabbable(c, 2)[0]))
    assert view.fly.flights and view.panes[2].tray.pending == 1
    for flight in view.fly.flights:
        flight.started -= 10_000                 # its flight time is over (no waiting in a test)
    view.fly._tick()
    assert not view.fly.flights
    assert view.panes[2].tray.pending == 0 and len(view.panes[2].tray.colours) == 1


@pytest.mark.gl
def test_a_flying_die_shows_over_the_pyramid_views_on_screen(clocked, window, qtbot, monkeypatch):
    """The pyramid views are native windows (ui/pyramid/view.py): a die flying over one is still on screen there
    (read back from the screen itself, not from the widgets)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QGuiApplication

    monkeypatch.setattr(FlyLayer, "animations_enabled", True)
    view, _ = start(window)
    side = view.panes[0].side
    centre = side.mapTo(view, side.rect().center())
    def on_screen() -> QColor:
        shot = QGuiApplication.primaryScreen().grabWindow(0)
        return shot.toImage().pixelColor(side.mapToGlobal(side.rect().center()))

    def turquoise(colour: QColor) -> bool:       # the die's face, shaded: #39c3c0 give or take its gradient
        return colour.green() > 150 and colour.blue() > 150 and colour.red() < 110

    qtbot.waitUntil(lambda: side.isValid() and not turquoise(on_screen()))    # the pyramid has no turquoise die
    view.fly.launch("turquoise", None, QPointF(centre), QPointF(centre.x(), centre.y() + 300), 60.0)
    view.fly._timer.stop()                                           # the die stays where it starts
    monkeypatch.setattr(view.fly, "now", lambda: view.fly.flights[0].started)
    painted = []
    fly = view.fly
    monkeypatch.setattr(fly, "paintEvent", lambda event, paint=fly.paintEvent: (paint(event), painted.append(1)))
    view.fly._repaint_where_dice_fly()
    qtbot.waitUntil(lambda: bool(painted))
    qtbot.waitUntil(lambda: turquoise(on_screen()))


def test_render_draws_the_three_sides_and_the_turquoise_die(clocked, window):
    from gamebox_ui.games import ui_for

    view, c = start(window)
    c.session.play(Roll(4))
    image = ui_for("raffzahn").render(c.state, 640, 400, "de")
    colours = {image.pixel(x, y) for x in range(0, 640, 5) for y in range(0, 400, 5)}
    assert len(colours) > 50
    turquoise = [(x, y) for x in range(320, 640, 3) for y in range(200, 400, 3)
                 if abs((image.pixel(x, y) >> 16 & 255) - 0x36) < 20 and abs((image.pixel(x, y) >> 8 & 255) - 0xc2) < 20]
    assert turquoise


def test_at_the_end_the_view_offers_the_score_screen(clocked, window, qtbot, monkeypatch):
    from gamebox.ai import make_agent
    from gamebox.realtime import play_out
    from gamebox.registry import get
    from gamebox.session import Session
    import random

    record = GameRecord("raffzahn", "standard", list(HUMANS), {}, 0, [])
    session = Session(record, random.Random(3))
    play_out(session, {i: make_agent("search:strong", get("raffzahn"), i) for i in range(3)})
    shown = []
    monkeypatch.setattr(window, "show_result", lambda: shown.append(True))
    window.start_record(GameRecord("raffzahn", "standard", list(HUMANS), {}, 0, list(record.moves),
                                   times=dict(record.times)))
    view = window.game_page.view
    button = view.control.pause_button
    assert button.text() == "Show result" and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert shown
    assert "wins" in view.status_text() or "share" in view.status_text()


def test_space_works_while_another_player_holds_shift_but_not_with_ctrl(clocked, window, qtbot):
    view, c = start(window)
    key(view, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert c.state.phase == ROLL                       # Ctrl+Space is not the mouse player's call
    key(view, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert c.state.phase == GRAB                       # Shift held by the arrow zone's player does not matter


def test_a_finished_game_replays_in_the_replay_dialog(clocked, qtbot):
    import random

    from gamebox.ai import make_agent
    from gamebox.realtime import play_out
    from gamebox.registry import get
    from gamebox.session import Session
    from gamebox_ui.replay_dialog import ReplayDialog

    record = GameRecord("raffzahn", "standard", list(HUMANS), {}, 0, [])
    session = Session(record, random.Random(4))
    play_out(session, {i: make_agent("search:strong", get("raffzahn"), i) for i in range(3)})
    dialog = ReplayDialog(record)
    qtbot.addWidget(dialog)
    dialog.seek(dialog.session.total)
    assert dialog.session.state == session.state
    dialog.seek(40)
    dialog.forward()
    assert dialog.session.state == session.history[41].before
    assert dialog.view.status_text()


def test_the_key_map_tells_a_lone_person_every_keyboard_zone_works(clocked, window):
    view, _c = start(window, players=[PlayerSpec("Anna"), PlayerSpec("Ada", "ai", "search:easy"),
                                      PlayerSpec("Bruno", "ai", "search:easy")])
    rows = view.legend_html().split("<br>")
    assert len(rows) == 3 and "Anna" in rows[0] and "grab" in rows[0]
    assert rows[1] == "Any keyboard zone works too: W A S D, I J K L or the arrows."
    assert rows[2] == "P pauses the game."
