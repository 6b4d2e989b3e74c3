"""Abquetschen's view: building die by die with ghosts, the lit funnels, reasons, the hint, passing."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from gestures import perform

from gamebox.games.abquetschen.moves import PASS, Build, Roll
from gamebox.games.abquetschen.state import BUILD
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView


@pytest.fixture
def game(window, monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    c = window.start_record(GameRecord("abquetschen", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")],
                                       {}, 0, []))
    return window.game_page.view, c


def click(qtbot, view, position) -> None:
    for gesture in view.click_on(position):
        perform(qtbot, view, gesture)


def test_the_start_pyramid_is_built_die_by_die_with_reasons_on_the_way(qtbot, game):
    view, c = game
    c.session.play(Roll(4))
    starts = c.state.legal_moves()
    lit = set(view.targets())
    assert lit == {p for b in starts for p in b.positions if sum(p) == 8}     # only bottom places first
    chosen = starts[0]
    bottom = sorted((p for p in chosen.positions if sum(p) == 8))
    for p in bottom:
        click(qtbot, view, p)
    assert sorted(view.ghosts) == bottom
    assert "3 placed" in view.status_text()
    assert set(view.targets()) == {p for p in chosen.positions if sum(p) == 7}   # exactly the die on top
    click(qtbot, view, bottom[0])                    # a click on a ghost takes it back
    assert len(view.ghosts) == 2
    click(qtbot, view, bottom[0])
    top = next(p for p in chosen.positions if sum(p) == 7)
    click(qtbot, view, top)
    assert "Enter" in view.status_text()
    qtbot.mouseClick(view.build_button, Qt.MouseButton.LeftButton)
    assert c.session.history[-1].move == chosen and not view.ghosts


def test_a_1_cannot_build_and_the_pass_button_plays_the_pass(qtbot, game):
    view, c = game
    c.session.play(Roll(4))
    c.session.play(c.state.legal_moves()[0])
    c.session.play(Roll(1))
    assert c.state.phase == BUILD and c.state.legal_moves() == [PASS]
    assert view.pass_button.isVisible() and not view.build_button.isEnabled()
    assert "pass" in view.status_text()
    for gesture in view.gestures_for(PASS):
        perform(qtbot, view, gesture)
    assert c.session.history[-1].move == PASS


def test_h_gives_the_pages_hint_and_the_best_build_stands_as_ghosts(qtbot, window, game):
    view, c = game
    c.session.play(Roll(4))
    c.session.play(c.state.legal_moves()[0])
    c.session.play(Roll(3))
    assert c.state.legal_moves() != [PASS]
    qtbot.keyClick(view.pyramid_view, Qt.Key.Key_H)           # worked out on a worker: the board goes on
    panel = window.game_page.hint_panel
    qtbot.waitUntil(lambda: len(view.ghosts) == 3)
    assert Build.of(view.ghosts) == panel.hints[0].move and Build.of(view.ghosts) in c.state.legal_moves()
    assert panel.rows()[0].startswith("1. Build 3 dice") and view.build_button.isEnabled()
    panel.dismiss()
    assert len(view.ghosts) == 3                              # the ghosts stay until built or taken back
