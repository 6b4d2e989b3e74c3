"""The real-time games' rules panel: the rules with the key map in both languages, and "Show me" playing
the example in simulated time (moves at their own times, a long search cut short), with captions."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gamebox import i18n as model_i18n
from gamebox.record import from_json
from gamebox.registry import get as get_game
from gamebox_ui.rules_panel import LONGEST_WAIT_MS, TIMED_TICK_MS

pytestmark = [pytest.mark.gui, pytest.mark.gl]


def open_rules(qtbot, window, game_id: str):
    window.show_rules(game_id)
    panel = window.rules_panels[game_id]
    qtbot.waitExposed(panel)
    return panel


@pytest.mark.parametrize("game_id,german", [("raffzahn", "Stopp!"), ("buntekuh", "Niete")])
def test_the_rules_say_the_key_map_in_both_languages(qtbot, window, game_id, german):
    from gamebox_ui import i18n

    panel = open_rules(qtbot, window, game_id)
    text = panel.browser.toPlainText()
    assert "W A S D" in text and "I J K L" in text and "Q" in text and "arrow keys" in text
    i18n.apply_language("de")
    model_i18n.set_language("de")
    qtbot.waitUntil(lambda: "Pfeiltasten" in panel.browser.toPlainText())
    assert german in panel.browser.toPlainText()


@pytest.mark.parametrize("game_id", ["raffzahn", "buntekuh"])
def test_show_me_plays_the_example_at_its_own_times(qtbot, window, game_id):
    example = get_game(game_id).example_record()
    final = from_json(example).replay()
    panel = open_rules(qtbot, window, game_id)
    qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    demo = panel.demo
    assert demo.timed and demo.timer.isActive() and demo.timer.interval() == TIMED_TICK_MS
    qtbot.mouseClick(demo.play_button, Qt.MouseButton.LeftButton)     # pause: from here on by hand
    session = demo.controller.session
    ticks = 0
    while demo.ply < len(demo.moves):
        before = demo.ply
        demo._tick()
        ticks += 1
        if demo.ply > before:
            entry = demo.moves[demo.ply - 1]
            assert session.history[-1].at >= entry["at"]      # never early
        assert ticks < 2000
    assert session.state.key() == final.key()
    longest = max(b["at"] - a["at"] for a, b in zip(demo.moves, demo.moves[1:]))
    assert longest > LONGEST_WAIT_MS and ticks < sum(min(b["at"] - a["at"], LONGEST_WAIT_MS) // TIMED_TICK_MS + 2
                                                     for a, b in zip(demo.moves, demo.moves[1:])) + 5
    assert demo.caption.text()                      # the last caption stays


def test_a_step_plays_the_next_move_at_its_time(qtbot, window):
    panel = open_rules(qtbot, window, "raffzahn")
    qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    demo = panel.demo
    qtbot.mouseClick(demo.play_button, Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.mouseClick(demo.step_button, Qt.MouseButton.LeftButton)
    session = demo.controller.session
    assert session.ply == 3 and session.clock.now() == demo.moves[2]["at"]
    assert "Cleo" in demo.caption.text()
