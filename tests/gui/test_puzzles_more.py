"""Around the collections in the app: a puzzle of the day for every game, kept with its day; a streak that
goes on after a solve and ends at the first miss; a provisional rating shown as such; and the new
collections played on their games' own views (a Cui bono? endgame, an Eintrichtern drill that replays the
others' lifts, every sum shown for its time)."""
from __future__ import annotations

from datetime import date

import pytest
from gestures import play

from gamebox import puzzles
from gamebox.games.cuibono.puzzles import collection as cuibono
from gamebox.games.eintrichtern.puzzles import collection as eintrichtern
from gamebox.puzzles.daily import of_the_day
from gamebox.puzzles.store import PuzzleStore
from gamebox_ui.board.board import Board
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr(PyramidView, "animations_enabled", False)


def play_out(qtbot, window, wrong: str | None = None):
    """The referee's hints (or `wrong` first) through the view, until the puzzle is decided."""
    run, controller = window.game_page.puzzle_run, window.controller
    first = True
    while not run.over:
        qtbot.waitUntil(lambda: controller.human_to_act() or run.over, timeout=30000)
        if run.over:
            break
        state = controller.state
        move = state.parse_move(wrong) if (wrong and first) else \
            run.attempt.referee.hint(run.puzzle, state, run.attempt.played)
        first = False
        play(qtbot, window.game_page.view, move)
    return run


def test_every_game_with_a_collection_has_its_puzzle_of_the_day_and_the_day_is_kept(qtbot, window):
    window.show_puzzles()
    browser = window.puzzle_browser
    assert set(browser.daily_buttons) == {g.info.id for g in puzzles.games_with_puzzles()}
    assert browser.daily_buttons["27"].text() == "27" and "not tried" in browser.daily_buttons["27"].toolTip()
    browser.daily_buttons["27"].click()
    run = window.game_page.puzzle_run
    assert run.puzzle == of_the_day(window.controller.game, date.today()) and run.day == date.today().isoformat()
    assert date.today().isoformat() in window.game_page.puzzle_panel.mode.text()
    play_out(qtbot, window)
    assert run.attempt.solved
    assert PuzzleStore().days()[(date.today().isoformat(), "27")] == (run.puzzle.id, 1.0)
    window.show_puzzles()
    assert browser.daily_buttons["27"].text().endswith("✔") and "solved" in browser.daily_buttons["27"].toolTip()


def test_a_streak_rises_after_a_solve_and_ends_at_the_first_miss(qtbot, window):
    window.show_puzzles()
    browser = window.puzzle_browser
    browser.game_filter.setCurrentIndex(browser.game_filter.findData("27"))
    browser.streak_button.click()
    page = window.game_page
    first = page.puzzle_run.puzzle
    assert page.puzzle_run.streak["count"] == 0 and not page.puzzle_panel.hint_button.isVisible()
    play_out(qtbot, window)
    assert page.puzzle_run.attempt.solved and page.puzzle_panel.next_button.text() == "Next in the streak"
    page.puzzle_panel.next_button.click()
    second = page.puzzle_run.puzzle
    assert page.puzzle_run.streak["count"] == 1 and second.rating > first.rating and second.game == "27"
    wrong = next(iter(second.data["tree"]["x"]))
    play_out(qtbot, window, wrong)
    assert not page.puzzle_run.attempt.solved
    assert "streak ends" in page.puzzle_panel.result.text() and PuzzleStore().best_streak() == 1


def test_a_new_players_rating_is_shown_as_provisional(qtbot, window):
    window.show_puzzles()
    browser = window.puzzle_browser
    assert "1500?" in browser.rating_label.text() and "provisional" in browser.rating_label.text()


def test_a_cui_bono_endgame_is_played_on_its_own_view(qtbot, window):
    puzzle = min(cuibono(strict=True), key=lambda p: p.data["turns"])
    window.play_puzzle(puzzle.id)
    page = window.game_page
    assert type(page.view).__name__ == "CuiBonoView" and puzzle.goal.en in page.puzzle_panel.goal.text()
    run = play_out(qtbot, window)
    assert run.attempt.solved and window.controller.locked


def test_an_eintrichtern_drill_shows_the_others_lifts_then_asks(qtbot, window, monkeypatch):
    from gamebox_ui.games.eintrichtern import view as eintrichtern_view

    monkeypatch.setattr(eintrichtern_view, "REVEAL_MS", 50)    # the game shows each sum for 3.5 s
    puzzle = min(eintrichtern(strict=True), key=lambda p: len(p.data["sequence"]))
    controller = window.play_puzzle(puzzle.id)
    qtbot.waitUntil(lambda: controller.human_to_act(), timeout=60000)
    state = controller.state
    assert state.phase == "choose" and state.offer.total == puzzle.data["total"]
    assert controller.record.moves[len(puzzle.moves):] == list(puzzle.data["sequence"])    # the game's own turns
    run = play_out(qtbot, window)
    assert run.attempt.solved


def test_a_scrabble_top_play_shows_its_position_and_the_players_rack(qtbot, window):
    from gamebox.games.scrabble6.puzzles import TopPlayReferee, collection as scrabble

    puzzle = max(scrabble(strict=True), key=lambda p: p.rating)
    controller = window.play_puzzle(puzzle.id)
    qtbot.waitUntil(lambda: controller.human_to_act(), timeout=30000)
    view = window.game_page.view
    assert type(view).__name__ == "ScrabbleView" and puzzle.goal.en in window.game_page.puzzle_panel.goal.text()
    assert not view.curtain.isVisible() and view.board.viewer == puzzle.seat
    assert view.board.rack == puzzle.data["rack"] and view.board.human_may_move()
    assert controller.state.stacks == TopPlayReferee().start(puzzle).stacks
    run = play_out(qtbot, window)
    assert run.attempt.solved and window.controller.locked
