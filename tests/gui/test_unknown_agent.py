"""A record that names a computer player this box does not have ("search:nonsense": another box's level,
a typo) sat on "thinking…" for ever with a traceback, and again at every start. Whatever way it comes in
(Open, the autosave, the history's replay and its "continue from here"), that seat is played by a person,
the player is told once in a sentence naming the seat, and the autosave keeps it so."""
from __future__ import annotations

from dataclasses import replace

import pytest
from hostile import sample_record

from gamebox.history import History, history_path, summarise
from gamebox.record import PlayerSpec, from_json
from gamebox.storage import autosave_path, load_record, save_record

GAMES = ["hoch", "raffzahn"]          # a game in turns, and one in real time (its computers start with it)


@pytest.fixture
def said(window, monkeypatch):
    messages: list[tuple[str, str, str]] = []
    monkeypatch.setattr(window, "_message", lambda icon, title, text, detail="": messages.append((title, text, detail)))
    return messages


def _record(game_id: str, finished: bool):
    record = from_json(sample_record(game_id, 5000 if finished else 6))
    record.players[1] = PlayerSpec("Robo", "ai", "search:nonsense")
    assert record.replay().is_terminal() == finished
    return record


def _by_open(window, record, tmp_path, answer_modal):
    path = tmp_path / "foreign.gamebox.json"
    save_record(record, path)
    assert window.open_path(path)


def _by_resume(window, record, tmp_path, answer_modal):
    save_record(record, autosave_path())
    answer = answer_modal("Resume")
    assert window.offer_resume() == "resumed" and answer.answered


def _by_continuing_from_the_history(window, record, tmp_path, answer_modal):
    record = _record(record.game, finished=True)
    with History.open(history_path()) as history:
        history.add(summarise(record), record)
    window.show_history()
    assert window.open_replay(window.history_page.entries[0].uid)      # the replay itself opens
    dialog = window.replay_dialog
    dialog.seek(4)
    dialog.continue_button.click()


PATHS = [_by_open, _by_resume, _by_continuing_from_the_history]


@pytest.mark.parametrize("enter", PATHS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_computer_the_box_does_not_have_becomes_a_person_said_once(game_id, enter, window, said, tmp_path, qtbot,
                                                                     answer_modal):
    enter(window, _record(game_id, finished=False), tmp_path, answer_modal)
    from gamebox_ui.new_game_dialog import seat_label

    c = window.controller
    assert c.record.players[1] == PlayerSpec("Robo", "human")
    seat = seat_label(c.game, 1, len(c.record.players))
    assert said == [("Computer player missing", f"Robo ({seat}) plays as a person in this game: it names a computer "
                     "player this box does not have.", "")]
    assert not c.busy and "thinking" not in window.game_page.status_text()
    assert load_record(autosave_path()).players[1].type == "human"        # the next start has nothing to say
    answer = answer_modal("Resume")
    assert window.offer_resume() == "resumed" and answer.answered
    assert len(said) == 1


def test_the_replay_of_a_real_time_game_with_such_a_computer_opens(window, said):
    """The replay makes a real-time game's computers (its every seat watches): one it does not have is
    made as the plain random player, which never plays there."""
    record = _record("raffzahn", finished=True)
    with History.open(history_path()) as history:
        history.add(summarise(record), record)
    window.show_history()
    assert window.open_replay(window.history_page.entries[0].uid) and not said
    window.replay_dialog.seek(10)
    assert window.replay_dialog.ply == 10


def test_the_command_line_refuses_such_a_computer_in_one_line(capsys):
    from gamebox.cli import main

    assert main(["selfplay", "hoch", "--variant", "duel", "--agents", "search:nonsense,greedy"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "search:nonsense" in err


def test_a_seat_without_a_name_plays_the_default_level_and_every_shipped_name_is_known():
    from gamebox.ai import AGENT_NAMES, seats_without_agent
    from gamebox.record import GameRecord

    record = GameRecord("hoch", "duel", [PlayerSpec("A", "ai"), PlayerSpec("B", "ai", "puzzle:unknown-id")])
    assert seats_without_agent(record) == []
    record = GameRecord("hoch", "duel", [PlayerSpec("A", "ai", "search:nonsense"), PlayerSpec("B", "human", "x")])
    assert seats_without_agent(record) == [0]
    assert seats_without_agent(replace(record, players=[PlayerSpec(n, "ai", n) for n in AGENT_NAMES[:2]])) == []


def test_a_puzzle_whose_defence_names_a_computer_the_box_does_not_have_is_played_against_a_person(window, said,
                                                                                                 tmp_path):
    from gamebox import puzzles

    puzzle = next(p for p in puzzles.all_puzzles() if p.seats == 2)
    record = puzzle.record("You", "Robo")
    other = 1 - puzzle.seat
    record.players[other] = PlayerSpec("Robo", "ai", "search:nonsense")
    path = tmp_path / "puzzle.gamebox.json"
    save_record(record, path)
    assert window.open_path(path)
    assert window.controller.record.players[other] == PlayerSpec("Robo", "human")
    assert len(said) == 1 and said[0][1].startswith("Robo (") and not window.controller.busy
