"""The app's Open and its resume with broken and hostile files of every game: a dialog with one
line, a bad autosave put aside, the box stays up; whatever does load, draws."""
from __future__ import annotations

import random
import shutil

import pytest
from hostile import hostile, mutations, sample_record
from long_records import ENDLESS, long_record, python_calls
from PySide6.QtWidgets import QApplication

from gamebox import registry
from gamebox.storage import autosave_path, save_record
from gamebox_ui.games import ui_for

GAMES = [g.info.id for g in registry.all_games()]


@pytest.fixture
def said(window, monkeypatch):
    """The window's message boxes, recorded instead of shown."""
    messages: list[tuple[str, str, str]] = []
    monkeypatch.setattr(window, "_message", lambda icon, title, text, detail="": messages.append((title, text, detail)))
    return messages


@pytest.mark.parametrize("game_id", GAMES)
def test_open_refuses_hostile_files_with_a_dialog_and_keeps_the_game(game_id, window, said, tmp_path):
    for n, (name, text) in enumerate(hostile(sample_record(game_id)).items()):
        path = tmp_path / f"{n}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        before = window.controller
        assert window.open_path(path) is False, name
        assert window.controller is before
        title, _text, detail = said[-1]
        assert title == "Cannot open game" and detail and "\n" not in detail, name


@pytest.mark.parametrize("game_id", GAMES)
def test_mutated_files_open_and_draw_or_are_refused(game_id, window, said, tmp_path):
    opened = 0
    # At least 25 mutants, and on until one still opens (a game with long move texts breaks more often).
    for n, text in enumerate(mutations(sample_record(game_id), random.Random(f"app-{game_id}"), 200)):
        if n >= 25 and opened:
            break
        path = tmp_path / f"{n}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        count = len(said)
        if window.open_path(path):
            opened += 1
            image = ui_for(game_id).render(window.controller.state, 320, 200, "en")
            assert not image.isNull()
        else:
            assert len(said) == count + 1
    assert opened   # the corpus also holds records that are still good


@pytest.mark.parametrize("attack", ["deep meta", "huge first_player", "lone surrogate", "hints many"])
def test_a_hostile_autosave_is_put_aside_with_a_message_and_the_next_start_is_clean(attack, window, said):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(hostile(sample_record("hoch"))[attack], encoding="utf-8", errors="surrogatepass")
    assert window.offer_resume() == "corrupt"
    assert not path.exists() and path.with_name(path.name + ".corrupt").exists()
    assert said[-1][0] == "Autosave damaged"
    assert window.offer_resume() == "none"


@pytest.mark.parametrize("game_id", sorted(ENDLESS))
def test_a_long_legal_record_opens_and_resumes_with_work_in_proportion_to_its_moves(game_id, window, said, tmp_path,
                                                                                    answer_modal):
    """A legal game may go on for ever (ENDLESS): opened or resumed, its work grows with its moves, not
    with their square (8,000 moves took 79 s to open, counted here in Python calls, not in seconds)."""
    from gamebox_ui import settings

    settings.set_confirm_abandon(False)      # each opening replaces the one before without a question

    def shown():
        QApplication.processEvents()
        window.game_page.move_log._settle_rows()
        window.grab()

    work = {}
    for plies in (200, 800):
        path = tmp_path / f"{plies}.gamebox.json"
        save_record(long_record(game_id, plies), path)
        work["open", plies] = python_calls(lambda: (window.open_path(path), shown()))
        assert window.controller.session.ply == plies and not said
        shutil.copy(path, autosave_path())
        answer = answer_modal("Resume")
        work["resume", plies] = python_calls(lambda: (window.offer_resume(), shown()))
        assert answer.answered and window.controller.session.ply == plies and not said
        assert window.game_page.move_log.row_count() >= 1
    for kind in ("open", "resume"):
        assert work[kind, 800] < 5 * work[kind, 200], work      # four times the moves, about four times the work
