"""A tipping puzzle started as a new game of Würfelmarsch's variant: the deal comes by chance, tips are
made through the view's gestures, and the score screen tells whether the goal was reached."""
from __future__ import annotations

import random

from gestures import play

from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


def test_a_dealt_tipping_puzzle_is_played_to_its_end(qtbot, window, monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    controller = window.start_record(GameRecord("wuerfelmarsch", "tipping", [PlayerSpec("Anna")], {}, None, []))
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
    assert ("not reached" in texts) != controller.state.goal_met()
    assert f"of {controller.state.spec.budget} tips" in texts
