"""Nothing replaces an unfinished game without asking, from any path that starts a game.

Starting a puzzle threw away the running game: its autosave was overwritten and the library's Continue
was gone. The rule, checked for every way the window starts a game (PATHS, kept complete by the last
test) in every situation that matters: an unfinished game the player has played on is still running
afterwards, or waits set aside where the library offers it back, or the player was asked, with the
game's name and how far it is, and let it go. A game already waiting set aside is never lost."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
import shiboken6
from hostile import sample_record
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gamebox import puzzles, set_aside
from gamebox.history import History, history_path, summarise
from gamebox.record import GameRecord, PlayerSpec, from_json
from gamebox.session import Session
from gamebox.storage import save_record
from gamebox.turns import count_turns

UI = Path(__file__).resolve().parents[2] / "ui"


# -- the paths: how a player starts a game ----------------------------------------------------------
def new_game_from_the_library(window, files):
    window.back_to_library()
    window.library.cards["hoch"].new_button.click()
    window.new_game_dialog.start_button.click()


def new_game_by_the_menu(window, files):
    window.act_new.trigger()
    window.new_game_dialog.start_button.click()


def open_a_file(window, files):
    window.act_open.trigger()


def puzzle_of_the_day_from_the_library(window, files):
    window.back_to_library()
    window.library.puzzle_button.click()


def puzzle_of_the_day_by_the_menu(window, files):
    window.act_puzzle.trigger()


def a_puzzle_from_the_browser(window, files):
    window.show_puzzles()
    window.puzzle_browser.play_requested.emit(puzzles.all_puzzles()[0].id)


def the_next_puzzle(window, files):
    window.game_page.puzzle_next_requested.emit()


def a_puzzle_tried_again(window, files):
    window.game_page.puzzle_retry_requested.emit(puzzles.all_puzzles()[1].id)


def continuing_from_the_history(window, files):
    window.show_history()
    assert window.open_replay(files["finished uid"])
    window.replay_dialog.seek(3)
    window.replay_dialog.continue_button.click()


def back_to_the_game_set_aside(window, files):
    window.back_to_library()
    if window.library.set_aside_button.isVisible():
        window.library.set_aside_button.click()


PATHS = [new_game_from_the_library, new_game_by_the_menu, open_a_file, puzzle_of_the_day_from_the_library,
         puzzle_of_the_day_by_the_menu, a_puzzle_from_the_browser, the_next_puzzle, a_puzzle_tried_again,
         continuing_from_the_history, back_to_the_game_set_aside]
# What each path calls in ui/: the window functions that start a game (the last test finds them all).
STARTERS = {"new_game", "open_path", "start_puzzle", "play_puzzle", "open_replay", "resume_set_aside", "offer_resume",
            "_play"}     # (the last: `gamebox self-test`'s games, in a home of its own)

# (turns played in the running game, a game already waiting set aside, the answer if asked)
SITUATIONS = [(0, False, None), (3, False, None), (0, True, None), (3, True, "Keep playing"), (3, True, "Leave it")]


def _running_game(window, turns: int):
    """A duel of two people, `turns` turns in (a roll and a move each)."""
    c = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")], first_player=0))
    for _ in range(turns):
        c.session.roll()
        if c.state.legal_moves():
            c.session.play(c.state.legal_moves()[0])
    assert not c.state.is_terminal()
    return c


def _waiting_game(window) -> list[str]:
    """Another unfinished game, set aside before (a solo game of Hoch, two turns in)."""
    session = Session(GameRecord("hoch", "solo", [PlayerSpec("Clara")], meta={"uid": "waiting"}))
    for _ in range(2):
        session.roll()
        session.play(session.state.legal_moves()[0])
    set_aside.put(session.record)
    window._aside_read = False        # as at a start: the folder is read after the first paint
    window.set_aside_game()
    window._refresh_running()
    return list(session.record.moves)


def _waits(window, moves: list[str]) -> bool:
    """A game with these moves waits set aside, and the library offers it."""
    found = set_aside.waiting()
    window.back_to_library()
    return found is not None and found[1].moves == moves and window.library.set_aside_button.isVisible()


@pytest.fixture
def files(tmp_path, monkeypatch):
    other = tmp_path / "other.gamebox.json"
    save_record(GameRecord("hoch", "solo", [PlayerSpec("Dora")]), other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(other), "")))
    finished = from_json(sample_record("hoch", 500))
    finished.meta["uid"] = "finished"
    with History.open(history_path()) as history:
        history.add(summarise(finished), finished)
    return {"finished uid": "finished"}


@pytest.fixture
def asked(monkeypatch):
    """The window's questions, answered by the button named in `asked.answer` (none expected: None)."""
    class Questions:
        answer: str | None = None
        texts: list[str] = []

    boxes = []

    def exec_(box):
        boxes.append(box)
        Questions.texts = [box.text(), box.informativeText()]
        assert Questions.answer is not None, f"an unexpected question: {Questions.texts}"
        next(b for b in box.buttons() if b.text().replace("&", "") == Questions.answer).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    yield Questions
    # A box that was never shown, left over, breaks Qt when a later test sets the style: gone at once.
    for box in boxes:
        if shiboken6.isValid(box):
            shiboken6.delete(box)


@pytest.mark.parametrize("path", PATHS, ids=lambda f: f.__name__)
def test_an_unfinished_game_is_kept_set_aside_or_left_only_when_the_player_says_so(path, window, files, asked):
    for turns, waiting, answer in SITUATIONS:
        for file in set_aside.folder().glob("*"):
            file.unlink()
        window._aside, window._aside_read = None, False
        c = _running_game(window, turns)
        moves, played = list(c.record.moves), count_turns(c.session)
        other = _waiting_game(window) if waiting else None
        asked.answer, asked.texts = answer, []
        path(window, files)
        situation = (path.__name__, turns, waiting, answer)
        if asked.texts:   # asked only where the game would be lost, naming it and how far it is
            assert "Hoch und höher (Duel)" in asked.texts[1] and f"{played} turns played" in asked.texts[1], \
                asked.texts
            if answer == "Keep playing":
                assert window.controller is c, situation
        if window.controller is not c and turns and answer != "Leave it":
            assert _waits(window, moves), situation
        if other is not None:            # the game waiting already is never lost
            assert window.controller.record.moves == other or _waits(window, other), situation


def test_a_new_game_instead_of_resuming_keeps_the_autosaved_game_set_aside(window, asked):
    from gamebox.storage import autosave_path

    record = from_json(sample_record("hoch", 6))
    save_record(record, autosave_path())
    asked.answer = "New game"
    assert window.offer_resume() == "new" and asked.texts
    window.new_game_dialog.start_button.click()
    assert _waits(window, record.moves)
    window.library.set_aside_button.click()
    assert window.controller.record.moves == record.moves


def test_the_library_offers_the_game_set_aside_and_both_games_swap_places(window, asked):
    c = _running_game(window, 3)
    moves = list(c.record.moves)
    window.start_puzzle()
    puzzle_moves = window.controller.record.moves
    assert _waits(window, moves) and "Hoch und höher (Duel)" in window.library.set_aside_button.text()
    c2 = window.controller
    c2.session.roll()                                   # the puzzle is played on: it is worth keeping too
    window.library.set_aside_button.click()
    assert window.controller.record.moves == moves      # the game is back, the puzzle waits in its place
    assert _waits(window, list(puzzle_moves) + list(c2.record.moves[len(puzzle_moves):]))


def test_every_path_that_starts_a_game_goes_through_the_one_gate():
    """`start_record` is called only by `replace_game` (which keeps the running game or asks), and every
    function that calls `replace_game` is one a path above (or the start's resume question) reaches."""
    callers: dict[str, set[str]] = {"start_record": set(), "replace_game": set()}
    for file in UI.glob("*.py"):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in callers:
                    callers[node.func.attr].add(function.name)
    assert callers["start_record"] == {"replace_game"}
    assert callers["replace_game"] == STARTERS
