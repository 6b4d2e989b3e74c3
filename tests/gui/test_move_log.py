"""The move log follows a session by appending, popping and rebuilding only for a new game:
after any mix of moves, undos and redos it shows what a fresh rebuild shows."""
from __future__ import annotations

import random

from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session


def rows(log):
    return [tuple(log.item(r, c).text() for c in range(3)) for r in range(log.rowCount())]


def bold_rows(log):
    return [r for r in range(log.rowCount()) if log.item(r, 1).font().bold()]


def test_the_log_appends_pops_and_matches_a_rebuild(qtbot):
    from gamebox_ui.move_log import MoveLog

    session = Session(GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")]), random.Random(2))
    log = MoveLog()
    qtbot.addWidget(log)
    log.set_session(session, ["A", "B"])
    session.changed.connect(log.apply_change)
    fresh = MoveLog()
    qtbot.addWidget(fresh)
    rng = random.Random(5)
    for step in range(60):
        state = session.state
        if state.is_terminal():
            break
        if session.can_undo() and rng.random() < 0.25:
            session.undo()
        elif session.can_redo() and rng.random() < 0.3:
            session.redo()
        elif state.is_chance():
            session.roll()
        else:
            session.play(rng.choice(state.legal_moves()))
        fresh.set_session(session, ["A", "B"])
        assert rows(log) == rows(fresh), step
        assert bold_rows(log) == [log.rowCount() - 1]
    assert log.rowCount() > 3
