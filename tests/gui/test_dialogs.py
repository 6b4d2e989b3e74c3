"""The new-game dialog, the score screen and the rules panel."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from gamebox.games.hoch.example import (
    CLOSING_CAPTIONS_EN,
    CLOSING_MOVES,
    closing_example_record,
)
from gamebox.games.hoch.game import VARIANTS
from gamebox.games.hoch.state import HochState
from gamebox.record import GameRecord, PlayerSpec, from_json
from gamebox.registry import get as get_game

pytestmark = pytest.mark.gui

HOCH = get_game("hoch")


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_radio(qtbot, radio) -> None:
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


@pytest.fixture
def new_game_dialog(qtbot):
    from gamebox_ui.new_game_dialog import NewGameDialog

    def make():
        dialog = NewGameDialog(HOCH)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


# -- new game ----------------------------------------------------------------------------------
def test_every_variant_is_offered_with_its_description(new_game_dialog):
    dialog = new_game_dialog()
    assert list(dialog.variant_buttons) == ["duel", "duel-hierarchy", "solo", "solo-hierarchy"]
    assert dialog.variant_buttons["solo"].text() == "Solo"
    assert "45 at most" in dialog.variant_descriptions["solo"].text()
    for label in dialog.variant_descriptions.values():   # wrapped text gets its full height
        assert label.height() >= label.heightForWidth(label.width())


def test_the_duel_record_has_seats_levels_first_player_and_options(qtbot, new_game_dialog):
    dialog = new_game_dialog()
    click_radio(qtbot, dialog.variant_buttons["duel-hierarchy"])
    assert [s.label.text() for s in dialog.seats] == ["Team B (blue, brown)", "Team G (yellow, green)"]
    dialog.seats[0].name.clear()
    qtbot.keyClicks(dialog.seats[0].name, "Ada")
    click(qtbot, dialog.seats[1].computer)
    levels = [dialog.seats[1].level.itemText(i) for i in range(dialog.seats[1].level.count())]
    assert levels == ["Random", "Greedy", "Easy", "Medium", "Strong"]
    assert dialog.seats[1].level.currentText() == "Medium"
    assert [dialog.starts.itemText(i) for i in range(dialog.starts.count())] == ["Roll for it", "Ada", "Computer"]
    combo = dialog.option_combos["end"]
    assert combo.currentData() == "first-blocked-roll"        # the default (H3)
    combo.setCurrentIndex(1)
    record = dialog.record()
    assert record.variant == "duel-hierarchy"
    assert record.players == [PlayerSpec("Ada", "human"), PlayerSpec("Computer", "ai", "search:medium")]
    assert record.first_player is None                         # roll for it: a recorded chance move
    assert record.options == {"end": "no-move-left"}
    assert record.new_state().is_chance()


def test_choosing_who_starts(qtbot, new_game_dialog):
    dialog = new_game_dialog()
    click_radio(qtbot, dialog.variant_buttons["duel"])
    dialog.starts.setCurrentIndex(2)
    assert dialog.record().first_player == 1
    assert dialog.record().new_state().acting_player() == 1


def test_the_last_choices_are_remembered(qtbot, new_game_dialog):
    dialog = new_game_dialog()
    click_radio(qtbot, dialog.variant_buttons["duel"])
    click(qtbot, dialog.seats[1].computer)
    dialog.seats[1].level.setCurrentIndex(4)
    dialog.starts.setCurrentIndex(1)
    dialog.seats[0].name.clear()
    qtbot.keyClicks(dialog.seats[0].name, "Grete")
    click(qtbot, dialog.start_button)
    again = new_game_dialog()
    record = again.record()
    assert record.variant == "duel"
    assert record.players == [PlayerSpec("Grete", "human"), PlayerSpec("Computer", "ai", "search:strong")]
    assert record.first_player == 0


def test_a_game_without_chance_does_not_roll_for_who_starts(qtbot):
    """Würfelmarsch declares no chance (`GameInfo.has_chance`): who starts is chosen, never rolled for."""
    from gamebox_ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(get_game("wuerfelmarsch"))
    qtbot.addWidget(dialog)
    names = [dialog.starts.itemText(i) for i in range(dialog.starts.count())]
    assert "Roll for it" not in names and len(names) == 3
    record = dialog.record()
    assert record.first_player == 0 and not record.new_state().is_chance()
    dialog.starts.setCurrentIndex(2)
    assert dialog.record().first_player == 2


def test_solo_has_one_seat_and_nobody_to_choose(qtbot, new_game_dialog):
    dialog = new_game_dialog()
    click_radio(qtbot, dialog.variant_buttons["solo-hierarchy"])
    assert dialog.seats[0].label.text() == "Solo player"
    assert not dialog.seats[1].name.isVisible()
    assert not dialog.starts.isVisible()
    record = dialog.record()
    assert len(record.players) == 1 and record.first_player == 0
    assert not record.new_state().is_terminal()


# -- score screen ----------------------------------------------------------------------------------
def score_dialog(qtbot, record: GameRecord):
    from gamebox_ui.score_dialog import ScoreDialog

    dialog = ScoreDialog(HOCH, record, record.replay())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_score_of_the_books_closing_example_in_solo(qtbot):
    dialog = score_dialog(qtbot, from_json(closing_example_record("solo")))
    text = dialog.text()
    assert dialog.headline_label.text() == "30 of 45 points"
    assert "Blue\n14\n14" in text and "Brown\n3\n3" in text and "Yellow\n8\n8" in text and "Green\n5\n5" in text
    assert "does not count" not in text
    assert "practised" not in text


def test_score_of_the_books_closing_example_with_hierarchy(qtbot):
    record = from_json(closing_example_record("solo-hierarchy"))
    record.practised = True
    dialog = score_dialog(qtbot, record)
    text = dialog.text()
    assert dialog.headline_label.text() == "17 of 45 points"
    assert "Yellow (8) stands higher than Brown (3): Yellow does not count." in text
    assert "Green (5) stands higher than Brown (3): Green does not count." in text
    assert "practised" in text


def _duel_over(variant: str, position: str) -> GameRecord:
    """A finished duel: the position with a 1 rolled that allows no move."""
    state = HochState.from_position(VARIANTS[variant], position, 0, 1)
    assert state.is_terminal()
    record = GameRecord("hoch", variant, [PlayerSpec("Ada"), PlayerSpec("Bert")], {}, 0, [])
    return record, state


def test_duel_hierarchy_explains_which_pawns_count(qtbot):
    from gamebox_ui.score_dialog import ScoreDialog

    # blue 3 < brown 12: only blue counts for Team B; yellow 10 >= green 8: both count.
    record, state = _duel_over("duel-hierarchy", "12R 3B 10Y 8G 5 - - - - - - - - -")
    dialog = ScoreDialog(HOCH, record, state)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert state.scores() == [3.0, 18.0]
    assert dialog.headline_label.text() == "Bert wins!"
    assert "Brown stands higher than Blue (12 > 3): only Blue counts." in text
    assert "Yellow stands at least as high as Green: both count." in text


def test_duel_tie_break_by_the_best_single_pawn(qtbot):
    from gamebox_ui.score_dialog import ScoreDialog

    record, state = _duel_over("duel", "14B 2R 8Y 8G 5 - - - - - - - - -")
    dialog = ScoreDialog(HOCH, record, state)
    qtbot.addWidget(dialog)
    assert state.scores() == [16.0, 16.0]
    assert dialog.headline_label.text() == "Ada wins!"
    assert "Equal points. Ada wins with the best single pawn (14 against 8)." in dialog.text()


def test_duel_draw(qtbot):
    from gamebox_ui.score_dialog import ScoreDialog

    record, state = _duel_over("duel", "8B 8R 8Y 8G 5 - - - - - - - - -")
    dialog = ScoreDialog(HOCH, record, state)
    qtbot.addWidget(dialog)
    assert dialog.headline_label.text() == "Draw"
    assert "Equal points and equal best pawns (8): a draw." in dialog.text()


def test_a_shared_win_is_named_as_one_and_all_equal_is_a_draw(qtbot):
    """Tiefstapeln's equal leaders share the win (TS-11), as the history counts it."""
    from playouts import play_random

    from gamebox_ui.score_dialog import ScoreDialog

    game = get_game("tiefstapeln")
    state, record = play_random(game, "standard", 3, 2)
    record.players = [PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cid")]
    dialog = ScoreDialog(game, record, state)
    qtbot.addWidget(dialog)
    assert state.totals == [-75, 0, 0]
    assert dialog.headline_label.text() == "Bob and Cid share the win!"
    assert "Bob  ★" in dialog.text() and "Cid  ★" in dialog.text() and "Ann  ★" not in dialog.text()
    state.totals = [-25, -25, -25]
    assert ScoreDialog(game, record, state).headline() == "Draw"


def test_score_dialog_buttons(qtbot):
    from gamebox_ui.score_dialog import LIBRARY, NEW_GAME

    for button, code in (("new_button", NEW_GAME), ("library_button", LIBRARY), ("close_button", 0)):
        dialog = score_dialog(qtbot, from_json(closing_example_record("solo")))
        with qtbot.waitSignal(dialog.finished) as blocker:
            click(qtbot, getattr(dialog, button))
        assert blocker.args == [code]


# -- rules panel --------------------------------------------------------------------------------------
def test_f1_opens_the_rules_with_diagrams(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F1)          # in the library: the first game's rules
    first = window.games[0]                        # (the library's cards: a game's id and name)
    qtbot.waitExposed(window.rules_panels[first.id])
    assert first.name in window.rules_panels[first.id].browser.toPlainText()
    window.show_rules("hoch")
    panel = window.rules_panels["hoch"]
    qtbot.waitExposed(panel)
    text = panel.browser.toPlainText()
    assert "Hoch und höher" in text
    markdown = HOCH.rules_text("en")
    if "diagram:" in markdown:        # once the rules have diagrams, each one is drawn
        assert panel.browser.diagrams_drawn >= markdown.count("](diagram:")


def test_a_diagram_url_is_drawn_by_the_game_renderer(qtbot):
    from gamebox_ui.rules_panel import DiagramBrowser
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    browser = DiagramBrowser()
    qtbot.addWidget(browser)
    url = QUrl("diagram:hoch?solo,6B.6.5.5.4.4.3.3.2.2.2.1.1.1,d4")
    assert url.scheme() == "diagram" and url.path() == "hoch"
    image = browser.loadResource(QTextDocument.ResourceType.ImageResource.value, url)
    assert not image.isNull() and image.width() > 100
    broken = browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl("diagram:hoch?nonsense"))
    assert not broken.isNull()     # a placeholder, never a crash


def test_show_me_replays_the_example_with_captions(qtbot, window):
    window.show_rules("hoch")
    panel = window.rules_panels["hoch"]
    qtbot.waitExposed(panel)
    click(qtbot, panel.show_me)
    demo = panel.demo
    assert demo is not None and demo.isVisible()
    assert demo.timer.isActive()                       # it starts playing at once
    click(qtbot, demo.play_button)                     # pause, then step by hand
    assert not demo.timer.isActive()
    click(qtbot, demo.step_button)
    click(qtbot, demo.step_button)
    assert demo.ply == 2
    assert demo.controller.record.moves == list(CLOSING_MOVES[:2])
    assert demo.caption.text() == CLOSING_CAPTIONS_EN[2]
    assert demo.progress.text() == f"Move 2 of {len(CLOSING_MOVES)}"
    while demo.step_button.isEnabled():
        click(qtbot, demo.step_button)
    assert demo.controller.state.is_terminal()
    assert demo.caption.text() == CLOSING_CAPTIONS_EN[21]
    assert demo.play_button.text() == "Play again"
    assert not demo.controller.human_to_act()           # the demo board takes no input


def test_demo_plays_by_itself_on_its_timer(qtbot, window):
    window.show_rules("hoch")
    panel = window.rules_panels["hoch"]
    panel.show_me.click()
    panel.demo.timer.setInterval(1)
    qtbot.waitUntil(lambda: panel.demo.ply == len(CLOSING_MOVES), timeout=10000)
    assert not panel.demo.timer.isActive()
