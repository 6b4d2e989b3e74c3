"""ui/workers.py's one way to work in the background: a result reaches the GUI thread unless it was
superseded or its owner is gone, and an exception reaches the error callback."""
from __future__ import annotations

import threading

import shiboken6
from PySide6.QtCore import QObject, QThread

from gamebox_ui.workers import Errands, run_in_background


def held(value, gate: threading.Event):
    """Work that ends when the test opens `gate` (the order of events is the test's, not the clock's)."""
    def work():
        assert gate.wait(10)
        return value
    return work


def test_a_result_arrives_on_the_gui_thread(qtbot):
    owner, got = QObject(), []
    ticket = run_in_background(lambda: 6 * 7, lambda value: got.append((value, QThread.currentThread())),
                               owner=owner)
    qtbot.waitUntil(lambda: ticket.over)
    assert got == [(42, owner.thread())]


def test_a_superseded_result_is_dropped_but_its_work_still_settles(qtbot):
    owner, got, settled = QObject(), [], []
    errands = Errands(owner)
    first_gate, second_gate = threading.Event(), threading.Event()
    first = errands.run(held("old", first_gate), got.append, settled=lambda: settled.append(1))
    errands.cancel()                  # the position changed: the first answer is about the old one
    second = errands.run(held("new", second_gate), got.append, settled=lambda: settled.append(2))
    first_gate.set()
    qtbot.waitUntil(lambda: first.over)
    second_gate.set()
    qtbot.waitUntil(lambda: second.over)
    assert got == ["new"]
    assert settled == [1, 2]          # a busy flag still goes down for the superseded one


def test_a_cancelled_ticket_delivers_nothing(qtbot):
    owner, got, gate = QObject(), [], threading.Event()
    ticket = run_in_background(held("late", gate), got.append, owner=owner)
    ticket.cancel()
    gate.set()
    qtbot.waitUntil(lambda: ticket.over)
    assert got == []


def test_a_deleted_owner_gets_nothing(qtbot):
    owner, got, settled, gate = QObject(), [], [], threading.Event()
    ticket = run_in_background(held("late", gate), got.append, owner=owner, settled=lambda: settled.append(1))
    shiboken6.delete(owner)           # the window closed while the work ran
    gate.set()
    qtbot.waitUntil(lambda: ticket.over)
    assert got == [] and settled == []


def test_an_exception_reaches_the_error_callback(qtbot):
    def broken():
        raise ValueError("no board here")

    owner, got, errors = QObject(), [], []
    ticket = run_in_background(broken, got.append, owner=owner, error=errors.append)
    qtbot.waitUntil(lambda: ticket.over)
    assert got == []
    assert [str(e) for e in errors] == ["no board here"] and isinstance(errors[0], ValueError)
