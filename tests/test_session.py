"""Sessions: playing, rolling, undo rules (no fishing for dice), redo, autosave hook."""
import random

import pytest

from gamebox.protocol import IllegalMove
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session


def solo(seed=1):
    return Session(GameRecord("hoch", "solo", [PlayerSpec("Solo")]), random.Random(seed))


def duel(seed=1):
    return Session(GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")], first_player=0),
                   random.Random(seed))


def play_first_legal(session):
    move = session.state.legal_moves()[0]
    return session.play(move)


def test_roll_is_recorded_as_a_move():
    s = solo()
    text = s.roll()
    assert text.startswith("d") and s.record.moves == [text]


def test_illegal_move_is_refused_and_nothing_changes():
    s = solo()
    s.play("d6")
    with pytest.raises(IllegalMove) as err:
        s.play("g>a")
    assert err.value.reason.code == "wrong_height"
    assert s.record.moves == ["d6"]


def test_duel_undo_never_reaches_behind_a_seen_roll():
    s = duel()
    s.roll()
    assert not s.can_undo()  # the roll was seen
    play_first_legal(s)
    assert s.can_undo()
    assert s.undo()
    assert len(s.record.moves) == 1 and not s.can_undo()
    assert not s.record.practised


def test_solo_undo_is_free_and_marks_the_game_practised():
    s = solo()
    s.roll()
    play_first_legal(s)
    assert s.undo() and s.undo()
    assert s.ply == 0 and s.record.practised


def test_a_roll_stays_what_it_was_after_undo():
    s = solo(seed=3)
    first = s.roll()
    s.undo()
    for seed in range(5):
        s.rng = random.Random(seed)  # whatever the generator would say now
        assert s.roll() == first
        s.undo()


def test_redo_replays_the_undone_moves_and_a_new_move_clears_it():
    s = solo()
    s.roll()
    move = play_first_legal(s)
    s.undo()
    assert s.can_redo()
    s.redo()
    assert s.record.moves[-1] == move and not s.can_redo()
    s.undo()
    other = [m for m in s.state.legal_moves() if s.state.format_move(m) != move][0]
    s.play(other)
    assert not s.can_redo()


def test_changes_are_signalled_and_autosaved():
    s = solo()
    seen, saved = [], []
    s.changed.connect(seen.append)
    s.autosave_to(lambda record: saved.append(list(record.moves)))
    s.roll()
    play_first_legal(s)
    s.undo()
    assert [c.kind for c in seen] == ["move", "move", "undo"]
    assert saved[-1] == s.record.moves and len(saved) == 3


def test_session_resumes_a_record_midway():
    s = solo()
    for _ in range(3):
        s.roll()
        if not s.state.is_terminal():
            play_first_legal(s)
    again = Session(GameRecord("hoch", "solo", [PlayerSpec("Solo")], moves=list(s.record.moves)))
    assert again.state == s.state and again.ply == s.ply


def test_a_change_carries_the_move_object_and_the_states_around_it():
    s = duel()
    seen = []
    s.changed.connect(seen.append)
    s.roll()
    start = s.state_at(0)
    move = s.state.legal_moves()[0]
    s.play(move)
    played = seen[-1]
    assert played.kind == "move" and played.move == move and played.text == str(move)
    assert played.before == s.state_at(1) and played.after == s.state and played.ply == 2
    s.undo()
    undone = seen[-1]
    assert undone.kind == "undo" and undone.move == move
    assert undone.before == played.after and undone.after == s.state == played.before
    s.redo()
    assert seen[-1].kind == "redo" and seen[-1].after == played.after
    assert seen[0].before == start and seen[0].move == s.move_at(0)


def test_a_move_is_checked_once_then_applied_unchecked(monkeypatch):
    s = solo()
    s.play("d6")
    calls = []
    state_type = type(s.state)
    original = state_type.why_illegal
    monkeypatch.setattr(state_type, "why_illegal", lambda self, m: calls.append(m) or original(self, m))
    s.play(s.state.legal_moves()[0])
    assert len(calls) == 1


def test_the_last_chance_outcome_is_the_roll_of_this_turn():
    s = solo()
    assert s.last_chance() is None
    s.play("d4")
    assert str(s.last_chance()) == "d4"
    play_first_legal(s)
    assert s.last_chance() is None


def test_a_loaded_record_with_an_illegal_move_is_refused():
    with pytest.raises(IllegalMove):
        Session(GameRecord("hoch", "solo", [PlayerSpec("Solo")], moves=["d6", "g>a"]))
