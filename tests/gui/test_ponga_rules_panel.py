"""Ponga's rules panel: the text in both languages with its board diagrams, and "Show me" playing
the example round on the real board with its captions."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gamebox import i18n as model_i18n
from gamebox.games.ponga.board import field
from gamebox.games.ponga.example import CAPTIONS_DE, CAPTIONS_EN, EXAMPLE_MOVES

pytestmark = pytest.mark.gui


def open_rules(qtbot, window):
    window.show_rules("ponga")
    panel = window.rules_panels["ponga"]
    qtbot.waitExposed(panel)
    return panel


def test_the_rules_and_their_three_diagrams_in_both_languages(qtbot, window):
    from gamebox_ui import i18n

    panel = open_rules(qtbot, window)
    qtbot.waitUntil(lambda: panel.browser.diagrams_drawn >= 3)
    assert "A full line takes everything" in panel.browser.toPlainText()
    i18n.apply_language("de")
    model_i18n.set_language("de")
    qtbot.waitUntil(lambda: "Eine volle Linie nimmt alles" in panel.browser.toPlainText())
    qtbot.waitUntil(lambda: panel.browser.diagrams_drawn >= 6)     # drawn again for the German text


def test_show_me_plays_the_example_round_with_captions(qtbot, window):
    from gamebox_ui.games.ponga import scene as sc

    panel = open_rules(qtbot, window)
    panel.show_me.click()
    demo = panel.demo
    demo.play_button.click()                      # pause; step by hand
    board = demo.view.board
    assert not demo.view.status.isVisible()       # the captions tell the story here
    while demo.ply < 27:
        qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    assert demo.caption.text() == CAPTIONS_EN[27]                 # player 2 rolls 2 and 4: out
    state = demo.controller.state
    assert state.is_out(1)
    assert board.tumbling()                        # the dice tumble first ...
    qtbot.waitUntil(lambda: not board.tumbling())  # ... then the fields he was out on turn red
    scene = board.build_scene()
    assert scene.marks == {field(2, 4): sc.OUT, field(4, 2): sc.OUT}
    assert [p.out for p in scene.players] == [False, True, False, False]
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point("11"))
    assert demo.ply == 27                          # the demo board takes no clicks
    while demo.ply < len(EXAMPLE_MOVES):
        qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    assert demo.caption.text() == CAPTIONS_EN[len(EXAMPLE_MOVES)]
    qtbot.waitUntil(lambda: board.build_scene().falling is None)   # the last stone has landed
    scene = board.build_scene()
    assert scene.line == tuple(field(r, 3) for r in range(1, 7)) and scene.line_label == "column 3 ×1"
    assert demo.controller.state.scores()[0] == 22.0


def test_the_captions_exist_in_german_for_every_english_one():
    assert CAPTIONS_DE.keys() == CAPTIONS_EN.keys()
    assert all(CAPTIONS_DE[k] != CAPTIONS_EN[k] for k in CAPTIONS_EN)
