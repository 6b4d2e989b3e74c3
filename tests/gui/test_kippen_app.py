"""A new game of Kippen: the deal comes by chance, tips are made through the view's gestures, and the
score screen tells whether the goal was reached."""
from __future__ import annotations

import random

from gestures import play

from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


def test_a_dealt_tipping_puzzle_is_played_to_its_end(qtbot, window, monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    controller = window.start_record(GameRecord("kippen", "standard", [PlayerSpec("Anna")], {}, None, []))
    controller.session.rng = random.Random(4)
    qtbot.waitUntil(lambda: controller.state.spec is not None, timeout=5000)
    assert controller.record.moves[0].startswith("deal ")
    view = window.game_page.view
    assert not view.turn_button.isVisible()
    rng = random.Random(9)
    while not controller.state.is_terminal():
        qtbot.waitUntil(controller.human_to_act, timeout=5000)
        play(qtbot, view, rng.choice(controller.state.legal_moves()))
    assert controller.state.tips <= controller.state.spec.budget
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    from PySide6.QtWidgets import QLabel

    texts = " ".join(label.text() for label in window.score_dialog.findChildren(QLabel))
    state = controller.state
    assert ("not reached" in texts) != state.goal_met()
    assert f"{state.tips} of {state.spec.budget}" in texts
    assert window.score_dialog.headline_label.text() == ("1 point" if state.goal_met() else "0 points")
    assert ("A way to the goal in" in texts) != state.goal_met()     # a missed puzzle shows its solution


def test_the_library_shows_kippen_for_one_and_wuerfelmarsch_for_three(qtbot, window):
    window.back_to_library()
    cards = window.library.cards
    assert cards["kippen"].players_chip.text() == "1 player"
    assert cards["wuerfelmarsch"].players_chip.text() == "3 players"
    qtbot.waitUntil(lambda: cards["kippen"].has_picture())        # drawn after the library's first paint
    assert not cards["kippen"].picture.pixmap().isNull()


def test_show_me_plays_the_example_in_the_rules_panel(qtbot, window):
    from PySide6.QtCore import Qt

    from gamebox.games.kippen.example import example_moves

    moves, captions = example_moves()
    window.show_rules("kippen")
    panel = window.rules_panels["kippen"]
    qtbot.waitExposed(panel)
    assert "Funnels" in panel.browser.toPlainText()
    qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    demo = panel.demo
    qtbot.mouseClick(demo.play_button, Qt.MouseButton.LeftButton)      # pause, then step by hand
    while demo.step_button.isEnabled():
        qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    assert demo.controller.record.moves == moves
    assert demo.caption.text() == captions[len(moves)][0]
    assert demo.controller.state.goal_met()
    assert type(demo.view).__name__ == "TippingView"
