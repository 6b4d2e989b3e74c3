"""The new-game dialog says in words how each chosen computer level plays; how strong each level
measured in self-play is one click away."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from gamebox.games.hoch.calibration import strength
from gamebox.registry import get as get_game

pytestmark = pytest.mark.gui

HOCH = get_game("hoch")


@pytest.fixture
def dialog(qtbot):
    from gamebox_ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(HOCH)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose_variant(qtbot, dialog, variant: str) -> None:
    radio = dialog.variant_buttons[variant]
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def expected(variant: str, agent: str, level: str, opponent: str) -> str:
    row = strength(variant, agent)
    return (f"{level}: wins {round(100 * row.rate)}% ± {round(100 * row.ci)} against {opponent} "
            f"({row.games} games)")


def test_the_chosen_levels_are_described_in_words_not_figures(qtbot, dialog):
    from gamebox_ui.new_game_dialog import AI_LEVELS

    choose_variant(qtbot, dialog, "duel")
    seat = dialog.seats[1]
    qtbot.mouseClick(seat.computer, Qt.MouseButton.LeftButton)
    seat.level.setCurrentIndex(AI_LEVELS.index("search:easy"))
    note = dialog.levels_note.text()
    assert note == "Easy: looks a little ahead, but misses a lot." and dialog.levels_note.isVisible()
    assert "%" not in note and "games" not in note
    assert dialog.strength_button.isVisible()
    # Each level of the list has its words and its figures as tooltip; greedy's against random.
    tip = seat.level.itemData(AI_LEVELS.index("greedy"), Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(expected("duel", "greedy", "Greedy", "Random"))

    qtbot.mouseClick(seat.human, Qt.MouseButton.LeftButton)
    assert not dialog.levels_note.isVisible() and not dialog.strength_button.isVisible()


def test_the_measured_strength_is_one_click_away(qtbot, dialog):
    choose_variant(qtbot, dialog, "duel-hierarchy")   # each variant has its own figures
    qtbot.mouseClick(dialog.seats[1].computer, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.strength_button, Qt.MouseButton.LeftButton)
    shown = dialog.strength_dialog
    qtbot.waitExposed(shown)
    texts = [row.text() for row in shown.rows]
    assert len(texts) == 5
    strong = expected("duel-hierarchy", "search:strong", "Strong", "Greedy")
    assert texts[4].startswith("<b>Strong</b>: ") and texts[4].endswith(strong + "</span>")
    shown.reject()


def test_nothing_is_measured_alone(qtbot, dialog):
    choose_variant(qtbot, dialog, "solo")
    qtbot.mouseClick(dialog.seats[0].computer, Qt.MouseButton.LeftButton)
    assert dialog.levels_note.isVisible() and not dialog.strength_button.isVisible()


def test_the_words_are_german_in_german(qtbot, dialog):
    from gamebox_ui import i18n

    choose_variant(qtbot, dialog, "duel")
    qtbot.mouseClick(dialog.seats[1].computer, Qt.MouseButton.LeftButton)
    i18n.apply_language("de")
    qtbot.waitUntil(lambda: dialog.levels_note.text().startswith("Mittel: "))
    assert dialog.strength_button.text() == "Wie stark ist der Computer?"


def test_several_computers_get_distinct_names(qtbot):
    from gamebox_ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(get_game("ponga"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(4)
    assert dialog.seats[1].name.text() == "Player 2"
    qtbot.mouseClick(dialog.seats[1].computer, Qt.MouseButton.LeftButton)
    assert dialog.seats[1].name.text() == "Computer"          # one computer is just that
    for seat in dialog.seats[2:4]:
        qtbot.mouseClick(seat.computer, Qt.MouseButton.LeftButton)
    names = [p.name for p in dialog.record().players]
    assert names[0] == "Player 1" and len(set(names)) == 4 and "Computer" not in names
    dialog.seats[0].name.setText("Ada")                        # a player's own name is nobody else's
    assert "Ada" not in [p.name for p in dialog.record().players[1:]]
