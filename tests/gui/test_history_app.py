"""The history in the app: a game played to the end through the board is in the list, its
statistics count it, it replays move by move and continues from any move as a new game; a damaged
history is put aside with a message; every page reads in German and English at 1280×800."""
from __future__ import annotations

import random
import sqlite3
from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from gamebox.history import Figures, History, history_path, summarise
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session
from gamebox.turns import session_turns
from gamebox_ui.board.board import Board
from gamebox_ui.widgets.toast import Toast

from gestures import offered, play

pytestmark = pytest.mark.gui


def finished(game_id: str, players: list[PlayerSpec], variant: str, seed: int) -> GameRecord:
    record = GameRecord(game_id, variant, players, {}, None)
    session = Session(record, rng=random.Random(seed))
    rng = random.Random(seed)
    while not session.state.is_terminal():
        if session.state.is_chance():
            session.roll()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    return session.record


def fill_history(count: int = 6) -> None:
    """Solo games with the coach's figures and duels against the computer, a day apart."""
    start = datetime(2025, 5, 1, 18, 0, tzinfo=timezone.utc)
    with History.open(history_path()) as history:
        for day in range(count):
            solo = finished("hoch", [PlayerSpec("Anna")], "solo", seed=day)
            solo.meta["uid"] = f"solo{day}"
            score = solo.replay().scores()[0]
            figures = Figures(31.5, 2.0 + day % 3, score - 31.5 + 2.0 + day % 3)
            history.add(summarise(solo, start + timedelta(days=day), figures), solo)
            duel = finished("hoch", [PlayerSpec("Anna"), PlayerSpec("Bot", "ai", "search:easy")], "duel", seed=day)
            duel.meta["uid"] = f"duel{day}"
            history.add(summarise(duel, start + timedelta(days=day, hours=1)), duel)


@pytest.fixture
def no_animations(monkeypatch):
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)


def test_a_game_played_through_the_board_is_kept_and_replays(qtbot, window, no_animations):
    rng = random.Random(7)
    record = GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Bot", "ai", "random")], {}, 0, [])
    controller = window.start_record(record)
    controller.session.rng = random.Random(7)
    view = window.game_page.view
    while not controller.state.is_terminal():
        state, ply = controller.state, controller.session.ply
        if not controller.human_to_act():
            qtbot.waitUntil(lambda: controller.session.ply > ply or controller.state.is_terminal(), timeout=10000)
            continue
        move = state.chance_outcomes()[0][0] if state.current_player() == CHANCE else offered(
            view, state.legal_moves(), rng)
        play(qtbot, view, move)
        assert controller.session.ply > ply
    uid = controller.record.meta["uid"]
    window.history_recorder.flush()

    window.act_history.trigger()
    page = window.history_page
    assert window.stack.currentWidget() is page
    qtbot.waitUntil(lambda: page.table.rowCount() == 1)
    assert page.selected_uid() == uid
    assert page.table.item(0, 1).text() == "Hoch und höher · Duel"
    assert page.table.item(0, 2).text().startswith("Anna")
    turns = sum(1 for t in session_turns(controller.session) if t.number)
    assert turns < len(controller.record.moves)             # Hoch's rolls belong to their moves
    assert page.table.item(0, 4).text() == str(turns)       # counted as the move log numbers them
    scores = controller.state.scores()
    assert page.table.item(0, 3).text().endswith(f", {scores[0]:g} : {scores[1]:g}")    # who won, and the score
    assert page.table.item(0, 3).toolTip() == f"Anna {scores[0]:g} · Bot {scores[1]:g}"
    page.tabs.setCurrentWidget(page.stats)
    assert page.stats.player() == "Anna"
    assert page.stats.table.item(0, 1).text() == "1"     # played

    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.replay_dialog is not None and window.replay_dialog.isVisible())
    dialog = window.replay_dialog
    total = len(controller.record.moves)
    assert dialog.ply == 0 and dialog.slider.maximum() == total
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    assert dialog.ply == 2 and dialog.move_log.row_count() >= 1
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.ply == total and dialog.session.state == controller.state
    assert not dialog.continue_button.isVisible()          # nothing to continue at the end
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.ply == total - 1
    dialog.seek(4)
    # the counter counts as the move log numbers its rows: the row shown last is the move it names
    assert dialog.position.text() == f"Move {dialog.move_log.turns.turns[-1].number} of {turns}"
    assert dialog.position.text() != f"Move 4 of {total}"

    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not controller)
    new = window.controller
    assert new.record.moves == controller.record.moves[:4]
    assert new.record.meta["uid"] != uid and new.record.meta["continued_from"] == {"uid": uid, "ply": 4}
    assert [p.type for p in new.record.players] == ["human", "ai"]
    assert window.stack.currentWidget() is window.game_page
    with History.open(history_path(), read_only=True) as history:
        assert [e.uid for e in history.entries()] == [uid]    # the old game stays as it was


def test_the_list_filters_by_game_and_the_statistics_chart_the_skill_loss(qtbot, window):
    fill_history(6)
    window.show_history()
    page = window.history_page
    assert page.table.rowCount() == 12
    page.game_filter.setCurrentIndex(page.game_filter.findData("hoch"))
    assert page.table.rowCount() == 12
    assert page.count_label.text() == "12 games"
    results = [page.table.item(r, 3).text() for r in range(page.table.rowCount())]
    assert any(text.endswith("points") for text in results)
    assert any(" won, " in text or text.startswith("Draw, ") for text in results)
    assert "Bot (computer, Easy)" in page.table.item(0, 2).text()

    stats = page.stats
    page.tabs.setCurrentWidget(stats)
    assert stats.player_box.currentText() == "Anna (12 games)"
    assert stats.select_kind("hoch", "solo")
    row = next(r for r in stats.rows if r.variant == "solo")
    assert row.played == 6 and row.solo
    assert [stats.table.item(stats.rows.index(row), c).text() for c in (2, 7)] == ["—", "—"]
    xs, ys = stats.loss_curve.getData()
    assert list(xs) == [1, 2, 3, 4, 5, 6] and list(ys) == [2.0, 3.0, 4.0, 2.0, 3.0, 4.0]
    assert stats.loss_plot.isVisible()
    assert "skill loss" in stats.chart_title.text()
    assert stats.select_kind("hoch", "duel")
    assert not stats.loss_plot.isVisible()
    assert len(stats.score_curve.getData()[0]) == 6


def test_an_empty_history_says_how_it_fills(qtbot, window):
    window.show_history()
    page = window.history_page
    assert page.empty.isVisible() and not page.table.isVisible()
    assert not page.replay_button.isEnabled()
    page.tabs.setCurrentWidget(page.stats)
    assert page.stats.empty.isVisible()
    qtbot.mouseClick(page.library_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.library


def test_the_library_opens_the_history(qtbot, window):
    qtbot.mouseClick(window.library.history_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.history_page


def test_a_damaged_history_is_put_aside_with_a_message(qtbot, no_ai_pause):
    from gamebox_ui.main_window import MainWindow

    history_path().parent.mkdir(parents=True, exist_ok=True)
    history_path().write_bytes(b"not a database at all" * 50)
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: any(isinstance(w, QMessageBox) and w.objectName() == "historyDamagedBox"
                                and w.isVisible() for w in QApplication.topLevelWidgets()), timeout=10000)
    box = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "historyDamagedBox")
    assert "history.sqlite3.corrupt" in box.text()
    assert history_path().with_name("history.sqlite3.corrupt").read_bytes().startswith(b"not a database")
    box.accept()
    win.show_history()
    assert not win.history_page.notice.isVisible()


def _newer(rename_a_column: bool = False) -> bytes:
    """The history as a newer box leaves it: a schema this one must not write (and perhaps cannot read)."""
    db = sqlite3.connect(history_path())
    db.execute("PRAGMA user_version = 99")
    db.execute("UPDATE meta SET value = '99' WHERE key = 'writable_by'")
    if rename_a_column:
        db.execute("ALTER TABLE games RENAME COLUMN moves TO plies")
    db.commit()
    db.close()
    return history_path().read_bytes()


def test_a_history_from_a_newer_box_is_shown_read_only_and_said(qtbot, window):
    """It showed its banner and "No finished games yet" over 4 games: now the games are shown as they
    are (replay too), and the file is never written."""
    fill_history(4)
    before = _newer()
    window.show_history()
    page = window.history_page
    assert page.notice.isVisible() and "newer version" in page.notice.text() and "shown as they are" in \
        page.notice.text()
    assert page.table.rowCount() == 8 and not page.empty.isVisible()
    assert window.open_replay(page.entries[0].uid)
    window.replay_dialog.reject()
    assert history_path().read_bytes() == before


def test_a_history_from_a_newer_box_that_cannot_be_read_says_why_no_game_is_shown(qtbot, window):
    fill_history(2)
    before = _newer(rename_a_column=True)
    window.show_history()
    page = window.history_page
    assert page.table.rowCount() == 0 and "cannot read" in page.notice.text()
    assert page.empty.isVisible() and page.empty.text() == "No games can be shown: the notice above says why."
    assert history_path().read_bytes() == before


def test_a_stored_record_that_cannot_be_read_is_refused_with_a_message(qtbot, window, answer_modal):
    fill_history(1)
    db = sqlite3.connect(history_path())
    db.execute("UPDATE games SET record = '{\"game\": \"hoch\", \"moves\": [\"zz\"]}' WHERE uid = 'solo0'")
    db.commit()
    db.close()
    window.show_history()
    answer = answer_modal("OK")
    assert not window.open_replay("solo0")
    assert answer.answered and window.replay_dialog is None


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_pages_fit_1280_by_800(qtbot, window, language):
    from gamebox_ui import i18n

    fill_history(8)
    i18n.apply_language(language)
    window.resize(1280, 800)
    window.show_history()
    page = window.history_page
    for tab in (page.games_tab, page.stats):
        page.tabs.setCurrentWidget(tab)
        qtbot.wait(20)
        assert page.sizeHint().width() <= 1280 and page.minimumSizeHint().height() <= 800 - 60
        header = page.table if tab is page.games_tab else page.stats.table
        labels = [header.horizontalHeaderItem(c).text() for c in range(header.columnCount())]
        assert all(labels)
    assert window.width() <= 1280 and window.height() <= 800
    if language == "de":
        assert page.tabs.tabText(0) == "Vergangene Spiele"
        assert page.stats.table.horizontalHeaderItem(1).text() == "Gespielt"
    window.open_replay("duel0")
    dialog = window.replay_dialog
    assert dialog.width() <= 1280 and dialog.height() <= 800
    assert dialog.minimumSizeHint().height() <= 800
