"""Cui bono?'s view: lit pullable dice, the held die over the apex, lit funnels, refusals in words,
keeping by button and key, and the kept dice under the bar."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from gestures import perform

from gamebox.games.cuibono.example import example_moves
from gamebox.games.cuibono.moves import KEEP, Pull, Put
from gamebox.games.cuibono.state import PLACE, PULL
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


@pytest.fixture
def game(window, monkeypatch):
    """The rules' example game after its deal: Anna pulls first."""
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    moves, _ = example_moves()
    c = window.start_record(GameRecord("cuibono", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")],
                                       {}, 0, []))
    c.session.play(c.state.parse_move(moves[0]))
    return window.game_page.view, c


def click(qtbot, view, position) -> None:
    for gesture in view.click_on(position):
        perform(qtbot, view, gesture)


def test_the_pullable_dice_glow_and_a_click_pulls_one_over_the_apex(qtbot, game):
    view, c = game
    assert set(view.pyramid_view.targets()) == {(8, 0, 0), (0, 8, 0), (0, 0, 8)}
    assert "pull" in view.status_text()
    click(qtbot, view, (0, 8, 0))
    assert c.state.phase == PLACE and c.session.history[-1].move == Pull((0, 8, 0))
    assert view.pyramid_view._floating == c.state.held                  # it hangs over the apex
    assert view.pyramid_view.targets() == [(0, 0, 0)]                   # the funnel that takes it glows
    click(qtbot, view, (0, 0, 0))
    assert c.session.history[-1].move == Put((0, 0, 0)) and c.state.phase == PULL
    assert view.pyramid_view._floating is None


def test_a_click_on_a_refused_funnel_says_which_rule_forbids_it(qtbot, game):
    view, c = game
    click(qtbot, view, (0, 8, 0))
    click(qtbot, view, (0, 0, 0))
    click(qtbot, view, (0, 0, 8))                       # Ben's die fits nowhere (the example's caption)
    assert view.pyramid_view.targets() == [] and "keep it" in view.status_text()
    ply = c.session.ply
    click(qtbot, view, (0, 0, 0))
    assert c.session.ply == ply
    assert "two colours" in view.toast.text()


def test_keep_by_button_key_and_enter_and_the_kept_row_counts(qtbot, game):
    view, c = game
    click(qtbot, view, (0, 8, 0))
    qtbot.mouseClick(view.keep_button, Qt.MouseButton.LeftButton)      # keeping is allowed although 000 fits
    assert view.question.asking() and c.state.phase == PLACE           # ... and costs: asked first
    assert "points" in view.question.text.text()
    qtbot.mouseClick(view.question.no_button, Qt.MouseButton.LeftButton)
    assert not view.question.asking() and c.state.phase == PLACE
    qtbot.mouseClick(view.keep_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.question.yes_button, Qt.MouseButton.LeftButton)
    assert c.session.history[-1].move == KEEP and len(c.state.kept[0]) == 1
    colour = c.state.kept[0][0]
    assert view.kept.players[0][1] == [colour] and view.kept.players[0][2] == c.state.points(0)
    assert view.kept.players[1][3]                                       # Ben to move, in bold
    click(qtbot, view, (0, 0, 8))
    qtbot.keyClick(view.pyramid_view, Qt.Key.Key_K)                     # no funnel takes Ben's die: no question
    assert not view.question.asking()
    assert c.session.history[-1].move == KEEP and len(c.state.kept[1]) == 1
    click(qtbot, view, (8, 0, 0))
    if not c.state.targets():
        qtbot.keyClick(view.pyramid_view, Qt.Key.Key_Return)
        assert len(c.state.kept[2]) == 1
    assert "−" in view.toast.text()


def test_pulling_a_covered_die_is_refused_with_the_reason(qtbot, game):
    view, c = game
    view.act((4, 4, 0), None)
    assert c.state.phase == PULL and "two" in view.toast.text()
