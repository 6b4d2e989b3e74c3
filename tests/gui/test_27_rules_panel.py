"""27's rules panel: the text in both languages with its diagrams, and "Show me" playing the
book's two examples on the real board, with animations and captions."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gamebox import i18n as model_i18n
from gamebox.games.twentyseven.example import (
    CAPTIONS_DE,
    CAPTIONS_EN,
    EXAMPLE_MOVES,
    FIRST_EXAMPLE_PLY,
    SECOND_EXAMPLE_PLY,
)

pytestmark = pytest.mark.gui


def open_rules(qtbot, window):
    window.show_rules("27")
    panel = window.rules_panels["27"]
    qtbot.waitExposed(panel)
    return panel


def test_the_rules_and_their_diagrams_in_both_languages(qtbot, window):
    from gamebox_ui import i18n

    panel = open_rules(qtbot, window)
    qtbot.waitUntil(lambda: panel.browser.diagrams_drawn >= 2)
    assert "Count your towers." in panel.browser.toPlainText()
    i18n.apply_language("de")
    model_i18n.set_language("de")
    qtbot.waitUntil(lambda: "Zähle deine Türme." in panel.browser.toPlainText())


def test_show_me_plays_both_book_examples_with_animations(qtbot, window):
    panel = open_rules(qtbot, window)
    panel.show_me.click()
    demo = panel.demo
    demo.play_button.click()                      # pause; step by hand
    board = demo.view.board
    for _ in range(FIRST_EXAMPLE_PLY + 1):
        qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    assert demo.caption.text() == CAPTIONS_EN[FIRST_EXAMPLE_PLY + 1]
    assert demo.controller.state.stacks[3] == "GBBBB"     # Black's second stack went b -> d
    assert board.flights(), "the discs fly to their field"
    while demo.ply < SECOND_EXAMPLE_PLY:
        qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    assert "second example" in demo.caption.text()
    qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    assert demo.ply == len(EXAMPLE_MOVES) and demo.caption.text() == CAPTIONS_EN[len(EXAMPLE_MOVES)]
    assert demo.controller.state.stacks[2] == "GBBBWW"    # part of f went onto White's third stack
    assert not demo.controller.human_to_act()             # the demo board takes no input


def test_the_captions_exist_in_german_for_every_english_one():
    assert CAPTIONS_DE.keys() == CAPTIONS_EN.keys()
    assert all(CAPTIONS_DE[k] != CAPTIONS_EN[k] for k in CAPTIONS_EN)
