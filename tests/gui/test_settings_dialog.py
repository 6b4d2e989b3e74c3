"""Settings → Settings…: the computer's level for new players, asking before a game is left, how fast
pieces move, full screen (F11); each applies at once and is remembered."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gamebox.record import GameRecord, PlayerSpec

pytestmark = pytest.mark.gui


def test_the_default_level_is_the_new_computer_players(qtbot, window):
    from gamebox_ui import settings

    dialog = window.show_settings()
    qtbot.waitExposed(dialog)
    box = dialog.findChild(type(dialog.groups[0].level), "defaultLevel")
    box.setCurrentIndex(box.findData("search:strong"))
    assert settings.default_level() == "search:strong"
    window.new_game("ponga")
    seat = window.new_game_dialog.seats[1]
    qtbot.mouseClick(seat.computer, Qt.MouseButton.LeftButton)
    assert seat.level.currentData() == "search:strong"
    window.new_game_dialog.reject()


def test_animation_speed_off_makes_every_move_instant(qtbot, window):
    from gamebox_ui import settings
    from gamebox_ui.board.anim import Animator

    dialog = window.show_settings()
    speed = dialog.groups[1].speed
    speed.setCurrentIndex(speed.findData("off"))
    assert settings.animation_factor() == 0
    done = []

    class Item:
        progress = 0.0

    item = Item()
    Animator(lambda: None).start(item, 500, True, lambda: done.append(True))
    assert item.progress == 1.0 and done == [True]          # landed at once
    speed.setCurrentIndex(speed.findData("slow"))
    assert settings.scaled_ms(500) == 800


def test_f11_and_the_setting_fill_the_screen_and_are_remembered(qtbot, window):
    from gamebox_ui import settings

    window.act_full_screen.trigger()                        # F11
    qtbot.waitUntil(window.isFullScreen)
    assert settings.full_screen()
    dialog = window.show_settings()
    box = dialog.groups[1].full_screen
    assert box.isChecked()
    box.setChecked(False)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not settings.full_screen() and not window.act_full_screen.isChecked()
    assert window.act_full_screen.shortcut().toString() == "F11"


def test_asking_before_leaving_a_game_can_be_switched_off(qtbot, window, answer_modal):
    from gamebox_ui import settings

    dialog = window.show_settings()
    confirm = dialog.groups[0].confirm
    assert confirm.isChecked()
    c = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Ann"), PlayerSpec("Ben")], first_player=0))
    c.session.roll()
    confirm.setChecked(False)
    assert not settings.confirm_abandon()
    assert window.may_abandon()                             # no question asked


def test_asking_before_costly_moves_is_on_by_default_and_can_be_switched_off(qtbot, window):
    from gamebox_ui import settings

    dialog = window.show_settings()
    costly = dialog.groups[0].costly
    assert costly.isChecked() and settings.confirm_costly() and "costly" in costly.text()
    costly.setChecked(False)
    assert not settings.confirm_costly()
    dialog.close()
    settings.set_confirm_costly(True)              # "Don't ask again" in a question sets it too: shown again
    dialog = window.show_settings()
    assert dialog.groups[0].costly.isChecked()
    window.set_language("de")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Einstellungen")
    assert dialog.groups[0].costly.text() == "Vor kostspieligen Zügen fragen"
    window.set_language("en")


def test_the_dialog_speaks_german(qtbot, window):
    dialog = window.show_settings()
    window.set_language("de")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Einstellungen")
    assert dialog.groups[1].full_screen.text() == "Vollbild (F11)"
    window.set_language("en")


def test_the_sound_settings_are_in_the_dialog_too(qtbot, window):
    dialog = window.show_settings()
    assert [g.objectName() for g in dialog.groups] == ["playSettings", "screenSettings", "soundSettings"]
