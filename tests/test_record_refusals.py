"""How a record's shape is refused (issue 30): in a sentence that names the key, never with Python's reprs
or jsonschema's words, and without a check of every entry before the replay stops at the first bad move
(the time is measured in bench/bench_record_read.py; here the work is counted)."""
from __future__ import annotations

import json
import re
import sys

import pytest

from gamebox.games.hoch.example import closing_example_record
from gamebox.record import RecordError, loads

# What jsonschema says, and what Python's reprs look like: none of it may reach a player.
FOREIGN = re.compile(r"is not valid under|is not of type|is a required property|does not match|is too long|"
                     r"is greater than|is less than|is not one of|[Aa]dditional properties|Failed validating|"
                     r"\{'|\['|': |\bNone\b|\bTrue\b|\bFalse\b|<class")


def record(**changes) -> dict:
    data = closing_example_record("solo")
    data.update(changes)
    return data


def with_entry(entry) -> dict:
    data = record(version=2)
    data["moves"] = [entry] + data["moves"][1:]
    return data


def with_meta(**meta) -> dict:
    return record(meta=meta)


CASES = [
    (record(game=7), '"game" must be a text of at most 100 characters'),
    (record(game="x" * 101), '"game" must be a text'),
    (record(variant=None), '"variant" must be a text'),
    (record(version=0), '"version" must be a whole number from 1 to 1,000'),
    (record(version="2"), '"version" must be a whole number'),
    (record(options=[]), '"options" must be an object'),
    (record(options={"end": 3}), 'the option "end" must be a text'),
    (record(options={f"k{i}": "v" for i in range(65)}), '"options" has more than 64 entries'),
    (record(first_player=True), '"first_player" must be a whole number from 0 to 63 or null'),
    (record(first_player=64), '"first_player" must be a whole number from 0 to 63 or null'),
    (record(players=[]), '"players" needs at least 1 entry'),
    (record(players={"name": "A"}), '"players" must be a list'),
    (record(players=["Anna"]), "player 1 must be an object"),
    (record(players=[{"name": ["A"]}]), 'player 1\'s "name" must be a text of at most 100 characters'),
    (record(players=[{"name": "A", "type": "robot"}]), 'player 1\'s "type" must be "human" or "ai"'),
    (record(players=[{"name": "A", "agent": {}}]), 'player 1\'s "agent" must be a text of at most 100 characters '
                                                    'or null'),
    (record(moves={"0": "d1"}), '"moves" must be a list'),
    (record(practised="yes"), '"practised" must be true or false'),
    (record(meta=[1]), '"meta" must be an object'),
    (with_meta(hints=-1), '"hints" of "meta" must be a whole number from 0 to 1,000,000'),
    (with_meta(puzzle={"date": "2026-01-01"}), '"puzzle" of "meta" needs its "seed"'),
    (with_meta(puzzle={"date": "1.1.2026", "seed": 1}), '"date" of "puzzle" of "meta" must be a date written '
                                                         'YYYY-MM-DD'),
    (with_meta(collection_puzzle={"id": "a", "start": "x"}), '"start" of "collection_puzzle" of "meta" must be'),
    ({k: v for k, v in record().items() if k != "moves"}, 'the record needs its "moves"'),
    ([1, 2], "the record must be an object"),
    (with_entry(None), 'move 1 must be a move in the game\'s notation (a text), or an object with its "move"'),
    (with_entry(["d1"]), "move 1 must be a move in the game's notation"),
    (with_entry("d" * 401), "move 1 is longer than 400 characters"),
    (with_entry({}), 'move 1 needs its "move"'),
    (with_entry({"move": {"d": 1}}), 'move 1\'s "move" must be a move in the game\'s notation'),
    (with_entry({"move": "d1", "colour": "red"}), 'move 1 has an unknown key "colour"'),
    (with_entry({"move": "d1", "at": 5}), 'move 1: Hoch und höher records have no "at"'),
]


@pytest.mark.parametrize("data,says", CASES, ids=[says[:40] for _, says in CASES])
def test_a_refusal_names_the_key_in_a_sentence_without_reprs(data, says):
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(data))
    message = str(caught.value)
    assert says in message
    assert not FOREIGN.search(message), message
    assert "\n" not in message


def test_the_entries_shapes_are_checked_as_closely_as_the_schema_did():
    """Every key of an entry keeps its bounds (a game that uses the key sees the same refusals)."""
    from gamebox.record_schema import entry_problem

    good = {"move": "grab", "at": 0, "by": 63, "seen_by": [0, 63], "sum": "0123456789abcdef", "commit": "x" * 100}
    assert entry_problem(0, good) is None and entry_problem(0, "m" * 400) is None
    for key, bad in [("at", -1), ("at", 2 ** 40), ("at", 1.5), ("at", True), ("by", 64), ("by", "1"),
                     ("seen_by", [64]), ("seen_by", list(range(65))), ("seen_by", 0), ("sum", "0123456789ABCDEF"),
                     ("sum", "0123456789abcdef0"), ("commit", "x" * 101), ("move", None)]:
        problem = entry_problem(2, {**good, key: bad})
        assert problem and problem.startswith(f"move 3's \"{key}\" must be "), (key, bad)
        assert not FOREIGN.search(problem)


def test_refusing_a_long_record_at_its_4th_move_does_not_check_every_entry_at_length():
    """A Raffzahn record of 20,000 timed entries whose 4th move is illegal: refused after a few cheap
    looks at each entry. jsonschema's oneOf spent hundreds of calls on each (issue 30: 15-17 s for
    100,000 entries)."""
    sys.path.insert(0, "bench")
    from bench_record_read import hostile_record

    data = json.loads(hostile_record())
    data["moves"] = data["moves"][:20_000]
    text = json.dumps(data)
    calls = [0]

    def count(_frame, event, _arg):
        if event == "call":
            calls[0] += 1

    sys.setprofile(count)
    try:
        with pytest.raises(RecordError, match="move 4 "):
            loads(text)
    finally:
        sys.setprofile(None)
    assert calls[0] < 25 * len(data["moves"]), calls[0]      # now 16: the parse, and the shape


@pytest.mark.parametrize("data", [
    with_entry({"move": "d1", "a\nb" * 30: 1}),
    record(options={"a\nb": 3}),
    record(meta={"puzzle": {"date": "2025-13-45\nx", "seed": 1}}),
])
def test_a_key_or_text_from_the_file_stays_on_one_line_and_short(data):
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(data))
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 200, str(caught.value)
