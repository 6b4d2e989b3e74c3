"""A full disk: the autosave failed silently (only logged) while the player went on. Now the player is
told once, plainly, by a notice that stays while saves fail; the game goes on in memory, every move tries
again, and the first save that works is said too. Quitting while nothing is saved asks first."""
from __future__ import annotations

import errno

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMessageBox

import gamebox.autosave as autosave
from gamebox.record import GameRecord, PlayerSpec
from gamebox.storage import autosave_path, load_record


class Shows(QObject):
    """Counts how often a widget is shown."""

    count = 0

    def eventFilter(self, _watched, event) -> bool:
        self.count += event.type() == QEvent.Type.Show
        return False


@pytest.fixture
def disk(monkeypatch):
    """`disk.full()` makes every autosave fail as a full disk does; `disk.free()` gives the room back."""
    real = autosave.save_record

    class Disk:
        @staticmethod
        def full():
            def refuse(record, path, durable=True):
                raise OSError(errno.ENOSPC, "No space left on device")

            monkeypatch.setattr(autosave, "save_record", refuse)

        @staticmethod
        def free():
            monkeypatch.setattr(autosave, "save_record", real)

    yield Disk
    Disk.free()        # (so that closing the window at the end finds the game saved)


def _turn(c) -> None:
    c.session.roll()
    c.session.play(c.state.legal_moves()[0])


def test_a_failing_autosave_is_said_once_the_game_goes_on_and_saving_again_is_said(window, disk):
    c = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")], first_player=0))
    _turn(c)
    shows = Shows()
    window.save_notice.installEventFilter(shows)
    disk.full()
    for _ in range(3):
        _turn(c)
    notice = window.save_notice
    assert notice.isVisible() and shows.count == 1                  # once, and it stays
    assert notice.text() == ("Your game cannot be saved: the disk is full. Play on: the game is kept here, and "
                             "saved at the next move that can be.")
    assert len(load_record(autosave_path()).moves) == 2 < c.session.ply    # the game is in memory only
    disk.free()
    _turn(c)
    assert load_record(autosave_path()).moves == c.record.moves     # tried again at the next move: saved
    assert notice.isVisible() and notice.text() == "Your game is saved again."
    window._notice_timer.timeout.emit()                            # (a few seconds later)
    assert not notice.isVisible()


def test_quitting_while_nothing_can_be_saved_asks_first(window, disk, monkeypatch):
    answers, boxes = [], []

    def answer(box):
        boxes.append(box)
        answers.append(box.text())
        next(b for b in box.buttons() if b.text() == answers_to[0]).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Anna")], first_player=0))
    disk.full()
    _turn(c)
    answers_to = ["Keep playing"]
    assert not window.close() and window.isVisible()
    assert "If you quit now, it is lost" in answers[0] and "the disk is full" in answers[0]
    disk.free()
    assert window.close()                  # the last try saves it: no question
    assert len(answers) == 1 and load_record(autosave_path()).moves == c.record.moves
    for box in boxes:     # never shown, left over, a box breaks Qt when a later test sets the style
        shiboken6.delete(box)
