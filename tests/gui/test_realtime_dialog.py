"""The new-game dialog for a real-time game: its three levels with their measured strength, each person's
input beside him, and no fifth person at one machine."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamebox.registry import get as get_game
from gamebox_ui.new_game_dialog import NewGameDialog


def test_the_levels_are_the_real_time_ones(qtbot):
    dialog = NewGameDialog(get_game("raffzahn"))
    qtbot.addWidget(dialog)
    seat = dialog.seats[1]
    seat.computer.setChecked(True)
    assert [seat.level.itemData(i) for i in range(seat.level.count())] == ["search:easy", "search:medium",
                                                                          "search:strong"]
    assert seat.level.currentData() == "search:medium"
    tip = seat.level.itemData(seat.level.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    assert "quick as an attentive grown-up" in tip and "2 × Easy" in tip     # in words, and measured


def test_each_person_sees_his_input_and_a_fifth_cannot_start(qtbot):
    dialog = NewGameDialog(get_game("buntekuh"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(6)
    for seat in dialog.seats[:6]:
        seat.human.setChecked(True)
    notes = [seat.input_note.text() for seat in dialog.seats[:6]]
    assert notes[:4] == ["Mouse, Space", "W A S D · Q E", "I J K L · U O", "Arrows · Enter ⇧"]
    assert notes[4:] == ["no input", "no input"]
    assert not dialog.start_button.isEnabled() and "four people" in dialog.start_button.toolTip()
    dialog.seats[4].computer.setChecked(True)
    dialog.seats[5].computer.setChecked(True)
    assert dialog.start_button.isEnabled() and not dialog.seats[4].input_note.isVisible()
    record = dialog.record()
    assert [p.type for p in record.players] == ["human"] * 4 + ["ai"] * 2


def test_a_lone_person_may_use_any_input(qtbot):
    dialog = NewGameDialog(get_game("raffzahn"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seats[1].computer.setChecked(True)
    dialog.seats[2].computer.setChecked(True)
    assert dialog.seats[0].input_note.text() == "Mouse or keys"


def test_a_turn_based_game_shows_no_inputs(qtbot):
    dialog = NewGameDialog(get_game("cuibono"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not any(seat.input_note.isVisible() for seat in dialog.seats)
    assert dialog.seats[0].level.count() == 5
