"""Würfelmarsch's view: dragging a die over its edge, lit hollows and arrows, refusals in words, the
orientation picker, the order of several funnels, the beating banner and the camera that follows the player."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from gestures import perform

from gamebox.games.wuerfelmarsch.example import MOVES
from gamebox.games.wuerfelmarsch.moves import Tip, Turn
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


@pytest.fixture
def game(window, monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    c = window.start_record(GameRecord("wuerfelmarsch", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")],
                                       {}, 0, []))
    return window.game_page.view, c


def click(qtbot, view, position) -> None:
    for gesture in view.click_on(position):
        perform(qtbot, view, gesture)


def test_a_die_is_dragged_over_its_edge_into_a_lit_hollow(qtbot, game):
    view, c = game
    pv = view.pyramid_view
    assert set(pv.targets()) == set(c.state.dice_of(0))            # Anna's dice glow
    start, end = view.point_on((0, 2, 6)), view.point_on((1, 2, 5))
    assert start is not None and end is not None
    qtbot.mousePress(pv, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    middle = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    qtbot.mouseMove(pv, middle)
    assert view.chosen == (0, 2, 6) and (1, 2, 5) in pv.targets() and view.arrows.lines   # lit, with arrows
    camera = dict(pv.opts)
    qtbot.mouseMove(pv, end)
    qtbot.mouseRelease(pv, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert c.session.history[-1].move == Tip((0, 2, 6), (1, 2, 5))
    assert camera["azimuth"] == pv.opts["azimuth"] or pv.view_name() == "side1"   # the drag did not orbit


def test_the_camera_turns_to_the_player_to_move_unless_kept(qtbot, game):
    view, c = game
    c.try_move(Tip((0, 2, 6), (1, 2, 5)))
    assert view.pyramid_view.view_name() == "side1"
    view.keep_view.setChecked(True)
    c.try_move(c.state.parse_move("404>413"))
    assert view.pyramid_view.view_name() == "side1"


def test_a_backward_tip_is_refused_with_the_reason(qtbot, game):
    view, c = game
    c.try_move(Tip((0, 2, 6), (1, 2, 5)))
    c.try_move(c.state.parse_move("404>413"))
    c.try_move(c.state.parse_move("260>170"))
    view.act((1, 2, 5), None)
    view.act((0, 2, 6), None)                          # back where it came from, toward her side
    assert c.session.ply == 3 and "back" in view.toast.text()


def test_the_picker_turns_the_chosen_die_and_enter_sets_it(qtbot, game):
    view, c = game
    click(qtbot, view, (0, 4, 4))
    qtbot.mouseClick(view.turn_button, Qt.MouseButton.LeftButton)
    assert view.picker.isVisible()
    before = c.state.pyramid[(0, 4, 4)].orientation
    qtbot.keyClick(view.picker, Qt.Key.Key_Up)
    qtbot.keyClick(view.picker, Qt.Key.Key_Right)
    chosen = view.picker.orientation()
    assert chosen != before
    qtbot.keyClick(view.picker, Qt.Key.Key_Return)
    assert c.session.history[-1].move == Turn((0, 4, 4), chosen) and not view.picker.isVisible()


def test_the_picker_reaches_all_24_orientations():
    from gamebox_ui.pyramid.picker import turn_over, turn_round

    for side in range(3):
        seen, todo = {0}, [0]
        while todo:
            o = todo.pop()
            for nxt in (turn_round(o, True), turn_round(o, False), turn_over(o, side, True), turn_over(o, side, False)):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        assert len(seen) == 24


def test_a_beating_shows_the_pips_and_the_outcome(qtbot, game):
    view, c = game
    for text in MOVES:
        c.try_move(c.state.parse_move(text))
    assert view.banner.isVisible() and "Anna beats 2" in view.banner.text()


def test_several_funnels_ask_their_order(qtbot, game, monkeypatch):
    from tests.test_wuerfelmarsch_rules import _book_beating

    view, c = game
    s, right_first, _ = _book_beating()
    c.session.state.pyramid, c.session.state.to_move = s.pyramid, 1
    asked = []

    def ask(source, target, funnels):
        asked.append(set(funnels))
        return right_first.order

    monkeypatch.setattr(view, "_ask_order", ask)
    view.refresh()
    view.tip((4, 1, 3), (3, 2, 3))
    assert asked == [{(2, 2, 3), (3, 2, 2)}]
    assert c.state.beaten[1] == 1
