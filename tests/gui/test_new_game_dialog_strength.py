"""The new-game dialog shows how strong each computer level measured in self-play."""
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


def test_the_chosen_level_shows_its_measured_strength(qtbot, dialog):
    from gamebox_ui.new_game_dialog import AI_LEVELS

    choose_variant(qtbot, dialog, "duel")
    seat = dialog.seats[1]
    qtbot.mouseClick(seat.computer, Qt.MouseButton.LeftButton)
    seat.level.setCurrentIndex(AI_LEVELS.index("search:strong"))
    text = expected("duel", "search:strong", "Strong", "Greedy")
    assert seat.strength.text() == text and seat.strength.isVisible()
    assert seat.level.toolTip() == text
    # Each level of the list has its own as tooltip; greedy's is measured against random.
    tip = seat.level.itemData(AI_LEVELS.index("greedy"), Qt.ItemDataRole.ToolTipRole)
    assert tip == expected("duel", "greedy", "Greedy", "Random")

    choose_variant(qtbot, dialog, "duel-hierarchy")   # each variant has its own figures
    assert seat.strength.text() == expected("duel-hierarchy", "search:strong", "Strong", "Greedy")

    qtbot.mouseClick(seat.human, Qt.MouseButton.LeftButton)
    assert not seat.strength.isVisible()              # a human has no measured strength


def test_nothing_is_shown_where_nothing_was_measured(qtbot, dialog):
    choose_variant(qtbot, dialog, "solo")
    seat = dialog.seats[0]
    qtbot.mouseClick(seat.computer, Qt.MouseButton.LeftButton)
    assert seat.strength.text() == "" and not seat.strength.isVisible()


def test_the_strength_is_shown_in_german(qtbot, dialog):
    from gamebox_ui import i18n

    choose_variant(qtbot, dialog, "duel")
    seat = dialog.seats[1]
    qtbot.mouseClick(seat.computer, Qt.MouseButton.LeftButton)
    i18n.apply_language("de")
    row = strength("duel", "search:medium")
    qtbot.waitUntil(lambda: seat.strength.text().startswith("Mittel: gewinnt"))
    assert seat.strength.text() == (f"Mittel: gewinnt {round(100 * row.rate)} % ± {round(100 * row.ci)} "
                                    f"gegen Gierig ({row.games} Partien)")
