"""The move log follows a session by appending, popping and rebuilding only for a new game:
after any mix of moves, undos and redos it shows what a fresh rebuild shows."""
from __future__ import annotations

import random

from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session


def rows(log):
    return [tuple(log.item(r, c).text() for c in range(2)) for r in range(log.rowCount())]


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


def test_rows_are_sentences_with_the_players_names_and_the_notation_on_hover(qtbot):
    """ "Anna rolls 4 and moves tower e onto d (now 9 high)": who, what and how high, never notation."""
    from gamebox_ui.move_log import MoveLog

    session = Session(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")], first_player=0))
    session.play("d4")
    move = next(m for m in session.state.legal_moves() if str(m).count(">"))
    session.play(move)
    log = MoveLog()
    qtbot.addWidget(log)
    log.set_session(session, ["Anna", "Ben"])
    text = log.item(0, 1).text()
    assert text.startswith("Anna rolls 4 and moves tower ") and text.endswith(" high)")
    assert log.item(0, 1).toolTip() == f"d4 {move}"
    log.set_notation(True)
    assert log.item(0, 1).text() == f"d4 {move}"
    assert log.item(0, 1).toolTip() == text


def test_the_notation_switch_is_remembered(qtbot, window):
    from gamebox_ui import settings

    controller = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")],
                                                first_player=0))
    controller.session.play("d3")
    page = window.game_page
    assert not page.move_log.notation
    page.notation_button.click()
    assert page.move_log.item(0, 1).text() == "d3"
    assert settings.move_notation()
    page.notation_button.click()
    assert page.move_log.item(0, 1).text() == "Anna rolls 3"
