"""The puzzle collection in the app: the browser from the library, filters, a 27 puzzle solved and one
failed through the board's own gestures (the defence replying, the refutation and the proof shown, the
board locked, no undo), a hint that costs, a Hoch und höher decision, a tipping puzzle in the pyramid
view, the rating kept, a puzzle resumed from the autosave (one of Würfelmarsch's former variant "tipping"
too), both languages."""
from __future__ import annotations

import pytest
from gestures import play

from gamebox import puzzles
from gamebox.games.twentyseven.puzzles import collection as z27
from gamebox.games.hoch.puzzles import collection as hoch
from gamebox.games.kippen.puzzles import collection as tipping
from gamebox.puzzles.store import PuzzleStore
from gamebox_ui.board.board import Board
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    """Each test its own rating file."""
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr(PyramidView, "animations_enabled", False)


def deep_27():
    return next(p for p in z27(strict=True) if p.data["win_in"] >= 2)


def solve_on_the_board(qtbot, window, controller, wrong: str | None = None):
    """Play the puzzle's hints (or `wrong` first) through the view, until it is decided."""
    run = window.game_page.puzzle_run
    first = True
    while not run.over:
        qtbot.waitUntil(lambda: controller.human_to_act() or run.over, timeout=10000)
        if run.over:
            break
        state = controller.state
        move = state.parse_move(wrong) if (wrong and first) else \
            run.attempt.referee.hint(run.puzzle, state, run.attempt.played)
        first = False
        play(qtbot, window.game_page.view, move)
    return run


def test_the_library_opens_the_browser_and_its_filters_work(qtbot, window):
    window.back_to_library()
    qtbot.waitUntil(lambda: "puzzles" in window.library.collection_text.text().lower())
    qtbot.mouseClick(window.library.collection_button, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton)
    browser = window.puzzle_browser
    assert window.stack.currentWidget() is browser
    assert len(browser.shown()) == len(puzzles.all_puzzles())
    browser.game_filter.setCurrentIndex(browser.game_filter.findData("27"))
    assert browser.shown() and {p.game for p in browser.shown()} == {"27"}
    browser.band_filter.setCurrentIndex(3)      # hard
    assert all(p.rating >= 1600 for p in browser.shown())
    browser.band_filter.setCurrentIndex(1)      # easy
    assert all(p.rating < 1200 for p in browser.shown())
    assert browser.table.rowCount() == len(browser.shown())
    qtbot.waitUntil(lambda: not browser.picture.pixmap().isNull())     # a 27 board drawn (off the GUI thread)
    from PySide6.QtCore import Qt

    browser.table.sortItems(5, Qt.SortOrder.DescendingOrder)     # by rating, hardest first
    browser.table.selectRow(0)
    hardest = max(browser.shown(), key=lambda p: p.rating)
    assert browser.goal.text() == next(p for p in browser.shown() if p.rating == hardest.rating
                                       and p.goal.get() == browser.goal.text()).goal.get()
    assert browser.table.item(0, 5).data(Qt.ItemDataRole.DisplayRole) == hardest.rating
    browser.game_filter.setCurrentIndex(0)
    browser.band_filter.setCurrentIndex(0)


def test_a_27_puzzle_solved_through_the_board(qtbot, window):
    puzzle = deep_27()
    controller = window.play_puzzle(puzzle.id)
    page = window.game_page
    assert page.puzzle_panel.isVisible() and puzzle.goal.en in page.puzzle_panel.goal.text()
    assert not page.undo_button.isVisible() and not controller.can_undo()
    run = solve_on_the_board(qtbot, window, controller)
    assert run.attempt.solved and run.attempt.score() == 1.0
    assert controller.locked and not controller.human_to_act()
    assert page.puzzle_panel.proof.isVisible() and "✔" in page.puzzle_panel.proof.toPlainText()
    assert "rating" in page.puzzle_panel.result.text()
    store = PuzzleStore()
    assert store.results()[puzzle.id].solved and store.rating().rating > 1500


def test_a_wrong_move_shows_the_refutation_and_locks_the_board(qtbot, window):
    puzzle = deep_27()
    wrong, refutation = next(iter(puzzle.data["tree"]["x"].items()))
    controller = window.play_puzzle(puzzle.id)
    run = solve_on_the_board(qtbot, window, controller, wrong)
    panel = window.game_page.puzzle_panel
    assert not run.attempt.solved
    assert "escape" in panel.verdict.text()
    if refutation["pv"]:                     # the defence's reply is played on the board
        qtbot.waitUntil(lambda: controller.session.ply == len(puzzle.moves) + 2, timeout=10000)
        assert controller.record.moves[-1] == refutation["pv"][0]
        assert panel.line.text()
    qtbot.waitUntil(lambda: controller.locked)
    messages = []
    controller.refused.connect(messages.append)
    assert not controller.try_move(controller.state.legal_moves()[0]) if controller.state.legal_moves() else True
    assert PuzzleStore().rating().rating < 1500
    # Again: the same puzzle, not rated a second time
    window.game_page.puzzle_panel.retry_button.click()
    assert window.controller is not controller and window.game_page.puzzle_run.puzzle.id == puzzle.id


def test_a_hint_shows_a_move_and_halves_the_score(qtbot, window):
    puzzle = deep_27()
    controller = window.play_puzzle(puzzle.id)
    page = window.game_page
    page.puzzle_panel.hint_button.click()
    assert page.puzzle_run.attempt.hints == 1
    assert controller.record.meta[puzzles.META_KEY]["hints"] == 1
    run = solve_on_the_board(qtbot, window, controller)
    assert run.attempt.solved and run.attempt.score() == 0.5


def test_a_hoch_decision(qtbot, window):
    puzzle = hoch(strict=True)[0]
    controller = window.play_puzzle(puzzle.id)
    assert controller.state.phase == "move"                # the roll is part of the puzzle
    greedy = controller.state.parse_move(puzzle.data["greedy"])
    play(qtbot, window.game_page.view, greedy)
    run = window.game_page.puzzle_run
    qtbot.waitUntil(lambda: run.over)
    assert not run.attempt.solved and "best" in window.game_page.puzzle_panel.verdict.text()
    assert window.score_dialog is None


def test_a_tipping_puzzle_in_the_pyramid_view(qtbot, window, monkeypatch):
    puzzle = next(p for p in tipping(strict=True) if len(p.data["solution"]) >= 2)
    asked = []     # the end of the game asks the window for its score screen (after RESULT_DELAY_MS)
    show = type(window)._show_result_if_over
    monkeypatch.setattr(type(window), "_show_result_if_over", lambda w, c: (asked.append(c), show(w, c)))
    controller = window.play_puzzle(puzzle.id)
    view = window.game_page.view
    assert type(view).__name__ == "TippingView"
    assert "tip" in view.status_text().lower()
    run = window.game_page.puzzle_run
    window.game_page.request_hint()
    assert view.hinted is not None and view.chosen == view.hinted.source
    solve_on_the_board(qtbot, window, controller)
    assert run.attempt.solved and controller.state.goal_met()
    qtbot.waitUntil(lambda: bool(asked))
    assert window.score_dialog is None                    # a puzzle's result is in its panel


def test_a_puzzle_resumes_from_the_autosave(qtbot, window, tmp_path):
    from gamebox.storage import autosave_path, load_record
    from gamebox_ui.main_window import MainWindow

    puzzle = deep_27()
    controller = window.play_puzzle(puzzle.id)
    run = window.game_page.puzzle_run
    play(qtbot, window.game_page.view, controller.state.parse_move(puzzle.data["solution"]))
    qtbot.waitUntil(lambda: controller.session.ply == len(puzzle.moves) + 2, timeout=10000)
    window.autosaver.flush()
    record = load_record(autosave_path())
    other = MainWindow()
    qtbot.addWidget(other)
    resumed = other.start_record(record)
    assert other.game_page.puzzle_run is not None
    assert other.game_page.puzzle_run.attempt.played == run.attempt.played
    assert not resumed.can_undo()
    resumed.shutdown()


def test_a_tipping_puzzle_autosaved_before_kippen_resumes_as_kippen(qtbot, window, answer_modal):
    """An autosave of Würfelmarsch's former variant "tipping" (KP-6): resumed as Kippen, in its view, the
    puzzle going on where it stopped, and the progress of the same puzzle id kept (KP-7)."""
    import json

    from gamebox.storage import autosave_path

    puzzle = next(p for p in tipping(strict=True) if len(p.data["solution"]) >= 3)
    PuzzleStore().record("You", puzzle.id, puzzle.rating, 1.0)          # tried and solved before the change
    old = json.loads(puzzle.record("You").dumps())
    old.update(game="wuerfelmarsch", variant="tipping", options={"quiet": "20"})
    old["moves"].append(puzzle.data["solution"][0])
    old["meta"]["uid"] = "before-kippen"
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(old), encoding="utf-8")
    answer_modal("Resume")
    assert window.offer_resume() == "resumed"
    controller = window.controller
    assert (controller.record.game, controller.record.variant, controller.record.options) == ("kippen", "standard", {})
    assert type(window.game_page.view).__name__ == "TippingView"
    run = window.game_page.puzzle_run
    assert run is not None and run.puzzle.id == puzzle.id and controller.state.tips == 1
    assert PuzzleStore().results()[puzzle.id].solved
    solve_on_the_board(qtbot, window, controller)
    assert run.attempt.solved


def test_the_browser_lists_the_tipping_puzzles_under_kippen(qtbot, window):
    window.show_puzzles()
    browser = window.puzzle_browser
    browser.game_filter.setCurrentIndex(browser.game_filter.findData("wuerfelmarsch"))    # its own endgames only
    assert browser.shown() and not any(p.id.startswith("tip") for p in browser.shown())
    browser.game_filter.setCurrentIndex(browser.game_filter.findData("kippen"))
    shown = browser.shown()
    assert len(shown) == len(tipping(strict=True)) and {(p.game, p.variant) for p in shown} == {("kippen", "standard")}
    assert browser.game_filter.currentText() == "Kippen"


def test_the_browser_and_panel_speak_german(qtbot, window):
    from gamebox_ui import i18n

    puzzle = deep_27()
    window.play_puzzle(puzzle.id)
    i18n.apply_language("de")
    panel = window.game_page.puzzle_panel
    qtbot.waitUntil(lambda: panel.hint_button.text() == "Tipp")
    assert "am Zug" in panel.goal.text()
    window.show_puzzles()
    qtbot.waitUntil(lambda: window.puzzle_browser.heading.text() == "Rätsel")
    assert window.puzzle_browser.game_filter.itemText(0) == "Alle Spiele"


def test_a_record_marked_as_a_puzzle_it_does_not_match_is_an_ordinary_game(qtbot, window):
    puzzle = deep_27()
    record = puzzle.record("You")
    record.moves = record.moves[:-1]          # it no longer begins as the puzzle does
    controller = window.start_record(record)
    assert window.game_page.puzzle_run is None and not window.game_page.puzzle_panel.isVisible()
    assert not controller.undo_locked


def test_play_one_for_me_then_next(qtbot, window):
    window.show_puzzles()
    browser = window.puzzle_browser
    browser.game_filter.setCurrentIndex(browser.game_filter.findData("27"))
    browser.for_me_button.click()
    first = window.game_page.puzzle_run.puzzle
    nearest = min(abs(p.rating - 1500) for p in browser.shown())
    assert first.game == "27" and abs(first.rating - 1500) == nearest
    run = solve_on_the_board(qtbot, window, window.controller)
    assert run.over
    window.game_page.puzzle_panel.next_button.click()
    second = window.game_page.puzzle_run.puzzle
    assert second.id != first.id and second.game == "27"


def test_nearest_unsolved_prefers_untried_then_failed():
    from gamebox.puzzles.store import Result
    from gamebox_ui.puzzle_browser import nearest_unsolved

    pool = list(z27(strict=True))[:6]
    results = {pool[0].id: Result(1.0, True, 1, 10.0), pool[1].id: Result(0.0, False, 1, -10.0)}
    chosen = nearest_unsolved(pool, results, pool[0].rating)
    assert chosen.id not in results
    every = {p.id: Result(0.0, p.id != pool[1].id, 1, 0.0) for p in pool}
    assert nearest_unsolved(pool, every, 0).id == pool[1].id       # only a failed one is left
    assert nearest_unsolved(pool, {p.id: Result(1.0, True, 1, 0.0) for p in pool}, 0) is None


def test_a_puzzle_ended_is_not_a_game_of_the_history(qtbot, window):
    from gamebox.history import History, history_path

    puzzle = next(p for p in tipping(strict=True) if len(p.data["solution"]) == 2)
    controller = window.play_puzzle(puzzle.id)
    solve_on_the_board(qtbot, window, controller)
    assert controller.state.is_terminal()
    window.history_recorder.flush()
    with History.open(history_path(), read_only=True) as history:
        assert history.count() == 0
        assert history.puzzle_results("You")[puzzle.id][1] is True
