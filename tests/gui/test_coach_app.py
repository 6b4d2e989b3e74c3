"""The coach in the app: hints from the exact table, the solve dialog, the analysis after a
solo game and the puzzle of the day. The solo table is solved once per session
(`solo_table`); the solve dialog's tests use tables from small positions or a fake solver."""
from __future__ import annotations

import random
import threading
from datetime import date

import pytest
from PySide6.QtCore import Qt

from gamebox import puzzle
from gamebox.games.hoch import solver
from gamebox.games.hoch.state import HochState, Rules
from gamebox.record import GameRecord, PlayerSpec
from gamebox.registry import get as get_game
from gamebox.storage import autosave_path
from gamebox_ui.game_page import HINTS_SHOWN

pytestmark = pytest.mark.gui

HOCH = get_game("hoch")
DAY = date(2025, 3, 14)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def solo(window, moves=()):
    return window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, list(moves)))


def two_decimals(value: float) -> str:
    return f"{value:.2f}"


def play_to_end(c, seed: int) -> None:
    """Random decisions through the controller, as a player's clicks would make them."""
    rng = random.Random(seed)
    while not c.state.is_terminal():
        if c.state.is_chance():
            assert c.roll()
        else:
            assert c.try_move(rng.choice(c.state.legal_moves()))


# -- hints ----------------------------------------------------------------------------------------
def shown(game, state) -> list[str]:
    """The panel's rows for `state` as the game's hints say them."""
    return [f"{rank}. {h.says.get()}" for rank, h in enumerate(game.hints(state, 0, HINTS_SHOWN), 1)]


def test_the_hint_lists_the_best_moves_with_the_tables_values(qtbot, window, solo_table):
    c = solo(window)
    page = window.game_page
    assert page.hint_button.isVisible()
    click(qtbot, page.hint_button)                       # before the roll: the position's value
    panel = page.hint_panel
    qtbot.waitUntil(lambda: not panel.thinking)
    assert panel.isVisible() and panel.rows() == []
    assert two_decimals(solo_table.start_value) in panel.summary.text()

    click(qtbot, page.view.roll_button)
    assert not panel.isVisible()                         # advice is for one position only
    click(qtbot, page.hint_button)
    assert panel.isVisible() and "thinking" in panel.summary.text()   # worked out on a worker
    qtbot.waitUntil(lambda: not panel.thinking)
    expected = solo_table.move_values(c.state)
    assert panel.rows() == shown(c.game, c.state)
    assert two_decimals(expected[0][1]) in panel.rows()[0] and "expected final score" in panel.rows()[0]
    assert two_decimals(solo_table.value(c.state)) in panel.summary.text()
    assert panel.hints[0].move == expected[0][0] and panel.best_rows()[0] == 0
    assert panel.list.item(0).font().bold()
    # Every sentence shows whole, wrapped, without scrolling (a few short rows fit under the limit).
    bar = panel.list.verticalScrollBar()
    if panel.list.height() < 220:
        qtbot.waitUntil(lambda: bar.maximum() == 0)
    # The board lights up the best move one event after the list appears.
    qtbot.waitUntil(lambda: page.view.board.hint_move == expected[0][0])
    assert c.record.meta["hints"] == 2
    if len(panel.hints) > 1:                             # a click on another sentence shows that move
        panel.list.itemClicked.emit(panel.list.item(1))
        assert page.view.board.hint_move == panel.hints[1].move

    c.try_move(expected[0][0])                           # playing on clears the advice
    assert not panel.isVisible() and page.view.board.hint_move is None


def test_ctrl_h_and_the_coach_menu_give_a_hint(qtbot, window, solo_table):
    c = solo(window, ["d5"])
    assert window.act_hint.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.game_page.hint_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.thinking)
    assert panel.rows() == shown(c.game, c.state)
    panel.dismiss()
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.thinking)
    assert c.record.meta["hints"] == 1                   # the same position again: one hint


def test_a_duel_is_hinted_by_the_search_for_the_human_only(qtbot, window, no_tables):
    c = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B", "ai", "search:strong")],
                                       {}, 0, ["d3"]))
    page = window.game_page
    assert page.hint_button.isVisible() and window.act_hint.isEnabled()
    click(qtbot, page.hint_button)
    qtbot.waitUntil(lambda: page.hint_panel.isVisible() and not page.hint_panel.thinking)
    assert "chance to win" in page.hint_panel.rows()[0]
    assert page.hint_panel.hints[0].move in c.state.legal_moves()


def test_without_a_table_the_coach_asks_then_computes_then_hints(qtbot, window, no_tables, answer_modal,
                                                                 solo_table_dir, monkeypatch):
    full = solver.load_table(solo_table_dir / solver.table_path("solo").name)
    solved = []

    def fake_solve(variant, options=None, progress=None):   # the real one is tested below
        progress(0.5, "layers")
        solved.append(variant)
        return full

    monkeypatch.setattr(HOCH, "solve", fake_solve)
    monkeypatch.setattr(HOCH, "solution_for", lambda state: full if solved else None)
    c = solo(window, ["d3"])
    answer = answer_modal("Compute")
    click(qtbot, window.game_page.hint_button)
    assert answer.answered and "computed once" in answer.texts[1] and "seconds" in answer.texts[1]
    panel = window.game_page.hint_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.thinking, timeout=5000)
    assert solved == ["solo"]
    assert panel.hints[0].move == full.move_values(c.state)[0][0] and "expected final score" in panel.rows()[0]


def test_not_now_leaves_the_hint_to_the_search_and_asks_no_more(qtbot, window, no_tables, answer_modal,
                                                                monkeypatch):
    monkeypatch.setattr(HOCH, "solve", lambda *a, **k: pytest.fail("must not solve"))
    c = solo(window, ["d3"])
    answer = answer_modal("Not now")
    click(qtbot, window.game_page.hint_button)
    assert answer.answered
    panel = window.game_page.hint_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.thinking)
    assert "the computer estimates" in panel.rows()[0] and panel.hints[0].move in c.state.legal_moves()
    panel.dismiss()
    click(qtbot, window.game_page.hint_button)           # no question this time
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.thinking)
    assert panel.rows()


# -- the solve dialog -----------------------------------------------------------------------------
SMALL = "6 5 4 3 3 2 1 1 - - - - - -"


def test_the_progress_dialog_computes_a_table_in_a_worker(qtbot, monkeypatch, tmp_path):
    from gamebox_ui.coach import SolveDialog

    start = HochState.from_position(Rules(True, False), SMALL)
    threads = []

    def small_solve(variant, options=None, progress=None):
        threads.append(threading.current_thread())
        return solver.solve(variant, options.get("end", "first-blocked-roll"), start=start, progress=progress)

    monkeypatch.setattr(HOCH, "solve", small_solve)
    dialog = SolveDialog(HOCH, "solo", {})
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.solved, timeout=30000) as blocker:
        dialog.start()
    table = blocker.args[0]
    assert dialog.outcome == "solved" and dialog.bar.value() == 1000
    assert threads and threads[0] is not threading.main_thread()
    assert table.start_value == pytest.approx(solver.solve("solo", start=start).start_value)


def test_the_progress_dialog_can_be_cancelled(qtbot, monkeypatch):
    from gamebox_ui.coach import SolveDialog

    stopped = threading.Event()

    def endless_solve(variant, options=None, progress=None):
        try:
            for step in range(100_000):
                progress(step / 100_000, "layers")   # raises once Cancel is pressed
                stopped.wait(0.005)
        finally:
            stopped.set()
        pytest.fail("the solve was not cancelled")

    monkeypatch.setattr(HOCH, "solve", endless_solve)
    dialog = SolveDialog(HOCH, "solo", {})
    qtbot.addWidget(dialog)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.bar.value() > 0, timeout=5000)
    assert dialog.isVisible()
    with qtbot.waitSignal(dialog.rejected, timeout=5000):
        click(qtbot, dialog.cancel_button)
    assert dialog.outcome == "cancelled" and dialog.table is None
    assert stopped.wait(5)


# -- after the game ---------------------------------------------------------------------------------
def test_the_analysis_prices_every_decision(qtbot, window, solo_table):
    c = solo(window)
    play_to_end(c, seed=4)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert "Perfect play scores" in dialog.text()
    click(qtbot, dialog.analysis_button)
    qtbot.waitUntil(lambda: getattr(dialog, "analysis_dialog", None) is not None)
    view = dialog.analysis_dialog
    qtbot.waitExposed(view)
    a = view.analysis
    # Re-price every decision from the table directly.
    state, losses, chosen_values = c.record.new_state(), [], []
    for text in c.record.moves:
        if not state.is_chance():
            ranked = solo_table.move_values(state)
            chosen = next(v for m, v in ranked if str(m) == text)
            losses.append(ranked[0][1] - chosen)
            chosen_values.append(chosen)
        state.apply(state.parse_move(text))
    final = c.state.scores()[0]
    assert a.final_score == final
    assert a.start_value == pytest.approx(solo_table.start_value)
    assert [d.loss for d in a.decisions] == pytest.approx(losses, abs=1e-6)
    assert a.skill_loss == pytest.approx(sum(losses), abs=1e-5)
    assert a.luck == pytest.approx(final - solo_table.start_value + sum(losses), abs=1e-5)
    assert sum(delta for _, _, delta in a.roll_luck) == pytest.approx(a.luck, abs=1e-3)
    # What the dialog shows.
    assert view.figure_values["start"].text() == two_decimals(solo_table.start_value)
    assert view.figure_values["loss"].text() == "−" + two_decimals(a.skill_loss)
    _xs, ys = view.curve.getData()
    assert list(ys) == pytest.approx([solo_table.start_value] + chosen_values, abs=1e-6)
    assert list(view.bars.opts["height"]) == pytest.approx(losses, abs=1e-6)
    worst = view.worst_rows()
    biggest = max(a.decisions, key=lambda d: d.loss)
    assert worst[0][2].startswith(biggest.chosen) and worst[0][3].startswith(biggest.best)
    assert worst[0][4] == "−" + two_decimals(biggest.loss)


def test_the_score_screen_offers_to_compute_the_analysis(qtbot, window, no_tables, answer_modal,
                                                         solo_table_dir, monkeypatch):
    full = solver.load_table(solo_table_dir / solver.table_path("solo").name)

    def fake_solve(variant, options=None, progress=None):   # as the real one: solve, then cache
        solver.save_table(full, solver.table_path(variant))
        return full

    c = solo(window)
    play_to_end(c, seed=9)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert dialog.analysis is None and "what each decision cost" in dialog.text()
    monkeypatch.setattr(HOCH, "solve", fake_solve)
    answer_modal("Compute")
    click(qtbot, dialog.analysis_button)
    qtbot.waitUntil(lambda: getattr(dialog, "analysis_dialog", None) is not None, timeout=5000)
    assert dialog.analysis_dialog.analysis.final_score == c.state.scores()[0]
    assert dialog.analysis is not None and "Perfect play scores" in dialog.text()   # the screen updated


# -- the puzzle of the day ---------------------------------------------------------------------------
def rolls(c) -> list[str]:
    return [m for i, m in enumerate(c.record.moves) if c.session.is_chance_move(i)]


def test_the_puzzle_rolls_the_days_dice(qtbot, window):
    c = window.start_puzzle(DAY)
    assert c.record.meta["puzzle"]["date"] == "2025-03-14"
    seed = puzzle.seed_for(DAY)
    board = window.game_page.view
    for _ in range(5):
        click(qtbot, board.roll_button)
        if c.state.is_terminal():
            break
        c.try_move(c.state.legal_moves()[-1])
    outcomes = c.record.new_state().chance_outcomes()
    assert rolls(c) == [str(puzzle.pick(outcomes, seed, i)) for i in range(len(rolls(c)))]


def test_a_resumed_puzzle_keeps_its_dice(qtbot, window, answer_modal):
    from gamebox_ui.main_window import MainWindow

    c = window.start_puzzle(DAY)
    for _ in range(3):
        c.roll()
        c.try_move(c.state.legal_moves()[0])
    assert autosave_path().exists()
    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    answer_modal("Resume")
    assert second.offer_resume() == "resumed"
    d = second.controller
    for ctl in (c, d):                                    # both play on the same way
        for _ in range(3):
            if ctl.state.is_terminal():
                break
            ctl.roll()
            if not ctl.state.is_terminal():
                ctl.try_move(ctl.state.legal_moves()[0])
    assert d.record.moves == c.record.moves
    d.shutdown()


def test_the_library_starts_todays_puzzle_and_the_end_shows_the_bar(qtbot, window, solo_table):
    click(qtbot, window.library.puzzle_button)
    c = window.controller
    assert c.record.meta["puzzle"]["date"] == date.today().isoformat()
    assert window.on_game_page()
    click(qtbot, window.library.puzzle_button)            # again: the same game continues
    assert window.controller is c
    play_to_end(c, seed=1)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    text = window.score_dialog.text()
    assert f"Bar to beat: {two_decimals(solo_table.start_value)}" in text
    margin = c.state.scores()[0] - solo_table.start_value
    assert ("You beat the bar by" if margin > 0 else "below the bar") in text


def test_the_game_menu_has_the_puzzle(window):
    assert window.act_puzzle in window.game_menu.actions()
    window.act_puzzle.trigger()
    assert puzzle.puzzle_date(window.controller.record) == date.today().isoformat()


def test_a_cached_table_is_opened_in_the_background_when_a_solo_game_starts(qtbot, window, solo_table):
    solo(window)
    page = window.game_page
    # Checking a large table takes a few hundred ms: a worker opens it before the first hint.
    qtbot.waitUntil(lambda: page.table is not None)
    assert page.table.start_value == pytest.approx(solo_table.start_value)


def test_closing_the_window_right_after_a_hint_is_harmless(qtbot, solo_table, no_ai_pause):
    from gamebox_ui.main_window import MainWindow

    window = MainWindow()   # not qtbot.addWidget: the test deletes it itself
    window.show()
    qtbot.waitExposed(window)
    c = solo(window)
    c.roll()
    window.game_page.request_hint()   # the board glow and the save follow a frame later...
    window.close()
    window.deleteLater()               # ...when the page may be gone: nothing must fire into it
    qtbot.wait(50)
