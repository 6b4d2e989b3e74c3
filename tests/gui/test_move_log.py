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


def test_no_turn_is_cut_at_any_width_under_the_boxs_style(qtbot):
    """Each row is as tall as its words need at the width they are painted at (the style sheet pads
    the cells): no turn ends in "…" however the words happen to fall."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    from gamebox_ui.move_log import CELL_PADDING, MoveLog
    from gamebox_ui.style import STYLE_SHEET

    log = MoveLog()
    qtbot.addWidget(log)
    log.setStyleSheet(STYLE_SHEET)
    session = Session(GameRecord("cuibono", "standard", [PlayerSpec(n) for n in
                                                          ("Friederike", "Ada", "Bruno", "Clara", "Dora", "Emil")]),
                      random.Random(4))
    rng = random.Random(4)
    while session.ply < 60 and not session.state.is_terminal():
        state = session.state
        session.roll() if state.is_chance() else session.play(rng.choice(state.legal_moves()))
    log.set_session(session, [p.name for p in session.record.players])
    log.show()
    margin = log.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, log) + 1
    for width in range(240, 330, 3):
        log.resize(width, 400)
        log._settle_rows()
        painted = log.columnWidth(1) - 2 * CELL_PADDING - 2 * margin
        for row in range(log.rowCount()):
            item = log.item(row, 1)
            need = QFontMetrics(item.font() if item.font().bold() else log.font()).boundingRect(
                QRect(0, 0, painted, 10_000), int(Qt.TextFlag.TextWordWrap), item.text()).height()
            assert log.rowHeight(row) >= need, (width, row, item.text())
