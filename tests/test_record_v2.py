"""Version 2 of the record (docs/architecture.md): entries may be objects; v1 records load unchanged,
and a game refuses the keys it has no use for (no current game has a clock, private draws or physics)."""
import dataclasses

import pytest

from gamebox import registry
from gamebox.games.hoch.example import closing_example_record
from gamebox.record import RecordError, from_json


def v2(entries):
    data = closing_example_record("solo")
    data["version"] = 2
    data["moves"] = entries(data["moves"])
    return data


def test_a_version_1_record_still_loads_and_the_writer_stays_at_1():
    data = closing_example_record("solo")
    record = from_json(data)
    assert record.moves == data["moves"] and record.to_json()["version"] == 1


def test_entry_objects_with_only_a_move_read_as_the_same_game():
    plain = from_json(closing_example_record("solo"))
    mixed = from_json(v2(lambda moves: [{"move": m} if i % 2 else m for i, m in enumerate(moves)]))
    assert mixed.moves == plain.moves
    assert mixed.replay().key() == plain.replay().key()


@pytest.mark.parametrize("entry,needle", [
    ({"move": "d4", "at": 1500}, 'no "at"'),
    ({"move": "d4", "seen_by": [0]}, 'no "seen_by"'),
    ({"move": "d4", "sum": "9c1e0a4b77d2f310"}, 'no "sum"'),
    ({"move": "d4", "colour": "red"}, 'unknown key "colour"'),
    ({"at": 10}, 'no "at"'),
    ({}, "needs its"),
    ({"move": 7}, "notation"),
])
def test_entry_keys_a_turn_based_game_does_not_use_are_refused(entry, needle):
    with pytest.raises(RecordError, match=needle):
        from_json(v2(lambda moves: [entry] + moves[1:]))


def test_entry_objects_need_version_2():
    data = closing_example_record("solo")
    data["moves"][0] = {"move": data["moves"][0]}
    with pytest.raises(RecordError, match="version 1 record holds moves as text"):
        from_json(data)


def test_a_game_that_declares_a_key_may_use_it(monkeypatch):
    game = registry.get("hoch")
    monkeypatch.setattr(game, "info", dataclasses.replace(game.info, record_entry_keys=frozenset({"at"})))
    record = from_json(v2(lambda moves: [{"move": moves[0], "at": 0}] + moves[1:]))
    assert record.moves[0] == closing_example_record("solo")["moves"][0]
    assert record.times == {0: (0, None)}
