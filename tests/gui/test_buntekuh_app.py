"""Bunte Kuh's table driven like its players drive it: a funnel clicked or reached with a keyboard zone,
the die picker turning the die in its funnel, a right and a wrong "Stopp!", a "Niete" and the funnel
chosen after it, calls before the dice lie, a computer's reaching ring, six players at 1280x800 in
German. Time is a ManualClock."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gamebox.clock import ManualClock
from gamebox.games.buntekuh.moves import Call, Niete, Place, Roll
from gamebox.games.buntekuh.state import PLACE, ROLL, ROLL_MS, SEARCH
from gamebox.pyramid import space
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast

FOUR = [PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Cleo"), PlayerSpec("Dana")]


@pytest.fixture
def clocked(monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", ManualClock)


def start(window, players=FOUR, first=0, seed=3):
    c = window.start_record(GameRecord("buntekuh", "standard", list(players), {}, first, []))
    c.session.rng = random.Random(seed)
    tick(c, 500)
    return window.game_page.view, c


def tick(c, ms: int) -> None:
    c.realtime.clock.advance(ms)
    c.realtime.run()


def rolled_for(c, total: int | None) -> None:
    """Roll dice that add up to `total` (None: a sum no funnel shows) and let them land."""
    state = c.state
    sums = {state.funnel_sum(f) for f in state.funnels()}
    total = total if total is not None else next(t for t in range(3, 19) if t not in sums)
    dice = next((a, b, total - a - b) for a in range(1, 7) for b in range(a, 7) if b <= total - a - b <= 6)
    c.session.play(Roll(dice))
    tick(c, ROLL_MS)
    assert c.state.phase == SEARCH and not c.state.rolling()


def click_funnel(qtbot, view, funnel) -> None:
    x, y = view.table.project(space.world(funnel))
    qtbot.mouseClick(view.table, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))


def key(view, k) -> None:
    QTest.keyClick(view, k)


def test_six_players_fit_1280x800_in_german(clocked, window, qtbot):
    window.set_language("de")
    window.resize(1280, 800)
    players = FOUR[:2] + [PlayerSpec(n, "ai", "search:medium") for n in ("Cleo", "Dana", "Emil", "Fritzi")]
    view, c = start(window, players)
    QApplication.processEvents()
    assert view.table.width() >= 800 and view.table.height() >= 650
    for widget in view.rows + [view.legend, view.niete_button, view.roll_button, view.pause_button]:
        corner = widget.mapTo(window, QPoint(widget.width(), widget.height()))
        assert corner.x() <= window.width() and corner.y() <= window.height(), widget
    assert [row.name.text() for row in view.rows] == ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi"]
    assert view.rows[2].input.text() == "Computer" and "W A S D" in view.rows[1].input.text()
    assert "Perlmuttwürfel" in view.status_text()


def test_the_mouse_player_calls_on_a_funnel_and_turns_his_die_in_it(clocked, window, qtbot):
    view, c = start(window)
    funnel = c.state.funnels()[7]
    rolled_for(c, c.state.funnel_sum(funnel))
    click_funnel(qtbot, view, funnel)
    click_funnel(qtbot, view, funnel)                     # the first click points, the second calls
    assert c.session.history[-1].move == Call(0, funnel) and c.state.phase == PLACE
    assert view.picker.isVisible() and "Anna" in view.picker_title.text()
    assert "Richtig" in view.banner.text() or "Right" in view.banner.text()
    start_o = view.picker.orientation()
    qtbot.mouseClick(view.picker.buttons["right"], Qt.MouseButton.LeftButton)
    turned = view.picker.orientation()
    assert turned != start_o and view.table.pyramid()[funnel].orientation == turned   # it turns in its funnel
    qtbot.mouseClick(view.picker.set_button, Qt.MouseButton.LeftButton)
    assert c.session.history[-1].move == Place(0, funnel, turned)
    assert not view.picker.isVisible() and c.state.supply[0] == 14


def test_a_keyboard_player_calls_turns_and_sets_with_his_zone(clocked, window, qtbot):
    from gamebox_ui.pyramid.game_view import cursor_step

    view, c = start(window)
    middle = cursor_step(None, 0, 0, view._screen(c.state.funnels()))   # where a first key puts the cursor
    rolled_for(c, c.state.funnel_sum(middle))
    key(view, Qt.Key.Key_D)                       # Ben's cursor appears in the middle
    assert view.key_cursor[1] == middle and view.cursors.cursors
    key(view, Qt.Key.Key_Q)                       # "Stopp!" on it: right, so his picker opens
    assert c.state.phase == PLACE and view.picker.isVisible() and "Ben" in view.picker_title.text()
    key(view, Qt.Key.Key_W)
    key(view, Qt.Key.Key_D)
    orientation = view.picker.orientation()
    assert view.table.pyramid()[middle].orientation == orientation
    key(view, Qt.Key.Key_Q)
    assert c.session.history[-1].move == Place(1, middle, orientation)
    assert c.session.history[-1].by == 1


def test_a_wrong_stopp_shows_the_pips_and_lights_the_funnels_that_were_right(clocked, window, qtbot):
    view, c = start(window)
    state = c.state
    funnel = state.funnels()[0]
    wrong_total = state.funnel_sum(funnel) + 1 if state.funnel_sum(funnel) < 18 else 3
    rolled_for(c, wrong_total)
    click_funnel(qtbot, view, funnel)
    qtbot.mouseClick(view.stopp_button, Qt.MouseButton.LeftButton)     # or the Stopp! button calls
    assert c.state.supply == (18, 14, 14, 14)
    pips = " + ".join(str(p) for p in c.state.pyramid.funnel_pips(funnel))
    assert pips in view.banner.text()
    assert set(view.table.targets()) == set(c.state.verdict.matches)


def test_looking_around_with_the_mouse_never_calls_and_a_double_click_does(clocked, window, qtbot):
    """A wrong call costs dice: a click only points at a funnel (marked with the player's name), a click on
    another only points there; the second click on the marked funnel calls, and so does a double click."""
    view, c = start(window)
    state = c.state
    funnels = state.funnels()
    wrong_total = state.funnel_sum(funnels[0]) + 1 if state.funnel_sum(funnels[0]) < 18 else 3
    rolled_for(c, wrong_total)
    ply = c.session.ply
    for funnel in funnels[:6]:                           # exploring: every click a new funnel
        click_funnel(qtbot, view, funnel)
        assert view.pointed == funnel and c.session.ply == ply and c.state.supply[0] == 15
        assert any(cursor.label == "Anna" for cursor in view.cursors.cursors)
    assert "again" in view.subline.text() and view.stopp_button.isEnabled()
    assert "click it again" in view.legend.text()
    x, y = view.table.project(space.world(funnels[0]))
    at = QPoint(round(x), round(y))
    qtbot.mouseClick(view.table, Qt.MouseButton.LeftButton, pos=at)      # a double click as the system sends it:
    qtbot.mouseDClick(view.table, Qt.MouseButton.LeftButton, pos=at)     # press, release, double click, release
    qtbot.mouseRelease(view.table, Qt.MouseButton.LeftButton, pos=at)
    assert c.session.history[-1].move == Call(0, funnels[0]) and c.state.supply[0] == 18
    assert view.pointed is None and not view.stopp_button.isEnabled()


def test_niete_then_any_funnel_chosen_with_the_keys(clocked, window, qtbot):
    view, c = start(window)
    rolled_for(c, None)
    key(view, Qt.Key.Key_O)                       # Cleo: "Niete!"
    assert c.session.history[-1].move == Niete(2) and c.state.phase == PLACE and c.state.called is None
    assert not view.picker.isVisible()            # first the funnel
    key(view, Qt.Key.Key_L)
    funnel = view.key_cursor[2]
    key(view, Qt.Key.Key_U)
    assert view.picker.isVisible() and view.target == funnel
    key(view, Qt.Key.Key_U)
    assert c.session.history[-1].move.position == funnel and c.state.phase == ROLL


def test_nobody_calls_before_the_dice_lie(clocked, window, qtbot):
    view, c = start(window)
    key(view, Qt.Key.Key_E)                       # Ben calls while Anna is to roll
    assert c.state.phase == ROLL and view.toast.text() == "Ben: Anna rolls now."
    key(view, Qt.Key.Key_Space)                   # Anna rolls
    assert c.state.phase == SEARCH and c.state.rolling()
    key(view, Qt.Key.Key_E)                       # Ben: "Niete!" too early
    assert c.state.phase == SEARCH and "still rolling" in view.toast.text()


def test_a_computers_ring_fills_on_the_funnel_it_found(clocked, window, qtbot):
    view, c = start(window, [PlayerSpec("Anna"), PlayerSpec("Ben", "ai", "search:strong")], seed=4)
    funnel = c.state.funnels()[3]
    rolled_for(c, c.state.funnel_sum(funnel))
    plan = c.realtime.driver.plans()[1]
    if isinstance(plan.move, Call):
        c.realtime.clock.set((plan.since + plan.at) // 2)
        view.animate_frame()
        rings = [cursor for cursor in view.cursors.cursors if cursor.progress is not None]
        assert rings and 0.3 < rings[0].progress < 0.7
    c.realtime.clock.set(plan.at)
    c.realtime.run()
    assert c.session.history[-1].move == plan.move


def test_the_key_map_names_each_person_with_his_input(window, clocked):
    """One row per person (mouse, then the zones in order), in his colour, and P, which a computer lacks."""
    view, _c = start(window, players=FOUR[:3] + [PlayerSpec("Emil", "ai", "search:medium")])
    rows = view.legend_html().split("<br>")
    assert len(rows) == 4
    assert "Anna" in rows[0] and "click a funnel" in rows[0]
    assert "Ben" in rows[1] and "W A S D move" in rows[1] and "Q “Stopp!”" in rows[1]
    assert "Cleo" in rows[2] and "I J K L move" in rows[2]
    assert "Emil" not in view.legend_html() and rows[3] == "P pauses the game."


def test_a_lone_person_is_told_every_keyboard_zone_works_once(window, clocked):
    """His row says it; the narrow panel's key map does not say it again."""
    view, _c = start(window, players=FOUR[:1] + [PlayerSpec(n, "ai", "search:easy") for n in ("Ada", "Bruno")])
    assert view.rows[0].input.text() == "Mouse or any keyboard zone"
    rows = view.legend_html().split("<br>")
    assert len(rows) == 2 and "Anna" in rows[0] and rows[1] == "P pauses the game."
