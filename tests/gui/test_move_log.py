"""The move log follows a session by appending, popping and rebuilding only for a new game:
after any mix of moves, undos and redos it shows what a fresh rebuild shows."""
from __future__ import annotations

import random

from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session


def rows(log):
    return [(log.cell(r, 0), log.cell(r, 1), log.tip(r)) for r in range(log.row_count())]


def bold_rows(log):
    from PySide6.QtCore import Qt

    model = log.model()
    return [r for r in range(log.row_count()) if model.index(r, 1).data(Qt.ItemDataRole.FontRole) is not None
            and model.index(r, 1).data(Qt.ItemDataRole.FontRole).bold()]


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
        assert bold_rows(log) == [log.row_count() - 1]
    assert log.row_count() > 3


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
    text = log.cell(0, 1)
    assert text.startswith("Anna rolls 4 and moves tower ") and text.endswith(" high)")
    assert log.tip(0) == f"d4 {move}"
    log.set_notation(True)
    assert log.cell(0, 1) == f"d4 {move}"
    assert log.tip(0) == text


def test_the_notation_switch_is_remembered(qtbot, window):
    from gamebox_ui import settings

    controller = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")],
                                                first_player=0))
    controller.session.play("d3")
    page = window.game_page
    assert not page.move_log.notation
    page.notation_button.click()
    assert page.move_log.cell(0, 1) == "d3"
    assert settings.move_notation()
    page.notation_button.click()
    assert page.move_log.cell(0, 1) == "Anna rolls 3"


def test_no_turn_is_cut_at_any_width_under_the_boxs_style(qtbot):
    """Each row is as tall as its words need at the width they are painted at (the style sheet pads
    the cells): no turn ends in "…" however the words happen to fall."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

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
        for row in range(log.row_count()):
            font = log.model().index(row, 1).data(Qt.ItemDataRole.FontRole) or log.font()
            need = QFontMetrics(font).boundingRect(
                QRect(0, 0, painted, 10_000), int(Qt.TextFlag.TextWordWrap), log.cell(row, 1)).height()
            assert log.rowHeight(row) >= need, (width, row, log.cell(row, 1))
            # ... and at least what Qt's own delegate asks for the cell it paints
            option = QStyleOptionViewItem()
            option.initFrom(log)
            option.rect = QRect(0, 0, painted, 10_000)
            option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
            hint = log.itemDelegate().sizeHint(option, log.model().index(row, 1)).height()
            assert log.rowHeight(row) >= hint, (width, row, log.cell(row, 1))


def _long_log(qtbot, plies: int):
    """A move log shown over a long legal record (the sandbox's: a row for each action, undo free)."""
    from long_records import long_record

    from gamebox_ui.move_log import MoveLog
    from gamebox_ui.style import STYLE_SHEET

    session = Session(long_record("pyramide", plies))
    log = MoveLog()
    qtbot.addWidget(log)
    log.setStyleSheet(STYLE_SHEET)
    log.resize(300, 500)
    log.show()
    qtbot.waitExposed(log)
    return session, log


def test_the_work_of_a_long_log_grows_with_its_rows_and_a_move_costs_the_same_at_any_length(qtbot):
    """Opening a record of 8,000 moves froze the app for 79 s: every row was sized through a Python
    delegate about 1,000 times. Counted in Python calls (not in seconds): opening is linear in the rows,
    and a move, an undo or scrolling costs no more with four times the rows."""
    from long_records import python_calls
    from PySide6.QtWidgets import QApplication

    def settle(log):
        QApplication.processEvents()
        log._settle_rows()
        log.grab()                       # painted

    costs = {}
    for plies in (250, 1000):
        session, log = _long_log(qtbot, plies)
        opened = python_calls(lambda: (log.set_session(session, ["A", "B"]), settle(log)))
        session.changed.connect(log.apply_change)
        moved = python_calls(lambda: (session.play(session.state.legal_moves()[0]), settle(log)))
        assert session.can_undo()
        undone = python_calls(lambda: (session.undo(), settle(log)))
        scrolled = python_calls(lambda: (log.scrollToTop(), settle(log)))
        costs[plies] = (opened, moved, undone, scrolled)
        assert log.row_count() > plies // 3
    small, large = costs[250], costs[1000]
    assert large[0] < 5 * small[0], costs                     # linear: four times the rows, four times the work
    for kind in (1, 2, 3):
        assert large[kind] < 2 * small[kind] + 2000, (kind, costs)    # no more work for a longer log
