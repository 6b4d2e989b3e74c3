"""Game records: JSON format, validation of bad or hostile files, atomic writes."""
import json
import os

import pytest

from gamebox.games.hoch.example import closing_example_record
from gamebox.record import GameRecord, PlayerSpec, RecordError, from_json, loads
from gamebox.storage import atomic_write_text, load_record, save_record


def good():
    return closing_example_record("solo")


def test_record_fields():
    data = GameRecord("hoch", "duel", [PlayerSpec("Ann"), PlayerSpec("Bot", "ai", "search:strong")]).to_json()
    assert data["format"] == "gamebox-record" and data["version"] == 1
    assert data["game"] == "hoch" and data["variant"] == "duel"
    assert data["players"][1] == {"name": "Bot", "type": "ai", "agent": "search:strong"}
    assert data["moves"] == [] and data["options"] == {}


@pytest.mark.parametrize("mutate,needle", [
    (lambda d: d.pop("game"), 'the record needs its "game"'),
    (lambda d: d.pop("moves"), 'the record needs its "moves"'),
    (lambda d: d.update(game="chess"), "unknown game 'chess'"),
    (lambda d: d.update(format="other"), "not a gamebox record"),
    (lambda d: d.update(version=99), "newer"),
    (lambda d: d.update(version="1"), "version"),
    (lambda d: d.update(variant="triple"), "unknown variant"),
    (lambda d: d.update(players=[]), "players"),
    (lambda d: d.update(players=[{"name": 5}]), "name"),
    (lambda d: d.update(players=[{"name": "x", "type": "robot"}]), "human or ai"),
    (lambda d: d.update(options={"end": "never"}), "option end"),
    (lambda d: d.update(options={"colour": "x"}), "unknown option"),
    (lambda d: d.update(moves="d4 B@a"), '"moves" must be a list'),
    (lambda d: d.update(moves=[4]), "notation"),
    (lambda d: d["moves"].__setitem__(1, "a>a"), "move 2 ('a>a'): A tower cannot be put onto itself."),
    (lambda d: d["moves"].__setitem__(1, "zz"), "move 2 ('zz'): cannot read"),
    (lambda d: d["moves"].append("d3"), "move 22 ('d3'): The game is over."),
    (lambda d: d.update(practised="yes"), "practised"),
])
def test_invalid_records_say_what_is_wrong(mutate, needle):
    data = good()
    mutate(data)
    with pytest.raises(RecordError) as err:
        from_json(data)
    assert needle in str(err.value)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"x"', "\x00\x01", '{"format": "gamebox-record"}'])
def test_garbage_is_refused(text):
    with pytest.raises(RecordError):
        loads(text)


def test_huge_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(" " * 5_000_001)
    with pytest.raises(RecordError, match="too large"):
        load_record(path)


def test_binary_and_missing_files(tmp_path):
    path = tmp_path / "bin.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="UTF-8"):
        load_record(path)
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "nope.json")


def test_save_and_load_round_trip(tmp_path):
    record = from_json(good())
    path = tmp_path / "sub" / "game.json"
    save_record(record, path)
    again = load_record(path)
    assert again.to_json() == record.to_json()
    assert again.replay() == record.replay()


def test_atomic_write_leaves_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    atomic_write_text(path, "old")

    def boom(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temp file left behind


def test_records_are_readable_json_with_notation(tmp_path):
    record = from_json(good())
    path = tmp_path / "g.json"
    save_record(record, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["moves"][:3] == ["d6", "b>a", "d2"]


def test_hand_written_minimal_record_uses_obvious_defaults():
    record = from_json({"game": "hoch", "variant": "duel", "moves": ["d6", "B@a", "d3", "Y@g"]})
    assert [p.name for p in record.players] == ["Player 1", "Player 2"]
    assert record.first_player == 0 and record.options == {}
    state = record.replay()
    assert state.pawn_tower[0] == 0 and state.pawn_tower[2] == 6
    chance_start = from_json({"game": "hoch", "variant": "duel", "first_player": None, "moves": ["s2", "d6", "Y@a"]})
    assert chance_start.replay().pawn_tower[2] == 0


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o444])
def test_rewriting_a_file_keeps_its_mode(tmp_path, mode):
    path = tmp_path / "private.json"
    save_record(from_json(good()), path)
    os.chmod(path, mode)
    save_record(from_json(good()), path)
    assert os.stat(path).st_mode & 0o7777 == mode


def test_a_new_file_gets_the_users_usual_mode(tmp_path):
    path = tmp_path / "new.json"
    atomic_write_text(path, "x")
    mask = os.umask(0)
    os.umask(mask)
    assert os.stat(path).st_mode & 0o7777 == 0o666 & ~mask


def test_rewriting_a_symlinked_file_writes_its_target_and_keeps_the_link(tmp_path):
    target = tmp_path / "games" / "real.json"
    save_record(from_json(good()), target)
    os.chmod(target, 0o600)
    link = tmp_path / "link.json"
    link.symlink_to(os.path.relpath(target, tmp_path))
    atomic_write_text(link, "new")
    assert link.is_symlink() and target.read_text() == "new"
    assert os.stat(target).st_mode & 0o7777 == 0o600
    assert sorted(p.name for p in target.parent.iterdir()) == ["real.json"]     # nothing left beside it
