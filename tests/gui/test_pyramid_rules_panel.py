"""The rules panel for the pyramid games: Eintrichtern's "Show me" replays its example on the
3D board (hidden dice, reveals and all); the sandbox has no example and no "Show me"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gamebox import i18n as model_i18n
from gamebox.games.eintrichtern.example import example_moves
from gamebox.record import GameRecord, PlayerSpec
from gamebox.registry import get as get_game

pytestmark = [pytest.mark.gui, pytest.mark.gl]


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_rules(qtbot, window, game_id: str):
    window.show_rules(game_id)
    panel = window.rules_panels[game_id]
    qtbot.waitExposed(panel)
    return panel


@pytest.mark.parametrize("game_id", ["eintrichtern", "pyramide"])
def test_the_rules_text_is_shown_in_both_languages(qtbot, window, game_id):
    from gamebox_ui import i18n

    game = get_game(game_id)
    panel = open_rules(qtbot, window, game_id)
    assert game.info.name in panel.windowTitle()
    text = panel.browser.toPlainText()
    first_heading = next(line for line in game.rules_text("en").splitlines() if line.startswith("## "))
    assert first_heading[3:] in text
    i18n.apply_language("de")
    model_i18n.set_language("de")
    qtbot.waitUntil(lambda: "Grundplatte" in panel.browser.toPlainText())


def test_the_sandbox_has_no_example_to_show(qtbot, window):
    panel = open_rules(qtbot, window, "pyramide")
    assert get_game("pyramide").example_record() is None
    assert not panel.show_me.isVisible()
    assert panel.demo is None


def test_show_me_steps_through_the_eintrichtern_example(qtbot, window):
    moves, captions = example_moves()
    panel = open_rules(qtbot, window, "eintrichtern")
    assert panel.show_me.isVisible()
    click(qtbot, panel.show_me)
    demo = panel.demo
    assert demo is not None and demo.isVisible()
    assert demo.timer.isActive()                 # it starts playing at once
    click(qtbot, demo.play_button)               # pause, then step by hand
    assert not demo.timer.isActive()
    board = demo.view.pyramid_view
    assert board.isValid()                       # the 3D board got its GL context inside the panel
    for _ in range(4):                           # deal, start, roll, the first lift (a hit)
        click(qtbot, demo.step_button)
    assert demo.ply == 4
    assert demo.controller.record.moves == moves[:4]
    assert demo.caption.text() == captions[4][0]
    assert demo.view.revealing()                 # the lifted funnel's sum is shown
    while demo.step_button.isEnabled():
        click(qtbot, demo.step_button)
    assert demo.ply == len(moves)
    assert demo.controller.record.moves == moves
    assert demo.caption.text() == captions[len(moves)][0]
    assert demo.play_button.text() == "Play again"
    assert not demo.controller.human_to_act()   # the demo board takes no input
    assert not demo.view.roll_button.isEnabled() and not demo.view.take_button.isEnabled()
    assert not demo.view.status.isVisible()      # the captions tell the story
    image = board.grabFramebuffer()
    assert not image.isNull() and image.width() > 100


def test_the_eintrichtern_example_plays_by_itself_and_again(qtbot, window):
    moves, _ = example_moves()
    panel = open_rules(qtbot, window, "eintrichtern")
    panel.show_me.click()
    demo = panel.demo
    demo.timer.setInterval(1)
    qtbot.waitUntil(lambda: demo.ply == len(moves), timeout=15000)
    assert not demo.timer.isActive()
    click(qtbot, demo.play_button)               # "Play again": a fresh board and controller
    assert demo.timer.isActive()
    qtbot.waitUntil(lambda: demo.ply == len(moves), timeout=15000)
    assert demo.view.pyramid_view.isValid()
    click(qtbot, panel.close_button)
    assert not demo.timer.isActive()


def test_f1_in_a_running_game_shows_its_example_beside_the_board(qtbot, window):
    from gamebox_ui.pyramid.view import PyramidView

    PyramidView.animations_enabled = False
    try:
        record = GameRecord("eintrichtern", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], first_player=0)
        c = window.start_record(record)
        qtbot.waitUntil(lambda: c.state.phase == "roll")
        # The first GL view makes Qt re-create the main window's native window, which loses activation.
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, Qt.Key.Key_F1)
        panel = window.rules_panels["eintrichtern"]
        qtbot.waitExposed(panel)
        played = list(c.record.moves)
        panel.show_me.click()
        panel.demo.timer.setInterval(1)
        qtbot.waitUntil(lambda: panel.demo.ply == len(example_moves()[0]), timeout=15000)
        assert c.record.moves == played              # the example has its own session; the game did not move
        assert c.state.phase == "roll"
        panel.close()
        boards = [w for w in window.findChildren(PyramidView) if w.isVisible()]
        assert boards and all(b.isValid() for b in boards)
        assert not boards[0].grabFramebuffer().isNull()
    finally:
        PyramidView.animations_enabled = True
