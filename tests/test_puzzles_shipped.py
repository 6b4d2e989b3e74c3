"""Every shipped puzzle, re-proved: a rules change that breaks one fails here. And the reader of the
shipped files: a bad file fails loudly (strict) and leaves the app without puzzles, never crashing it.

Time: `pytest tests/test_puzzles_shipped.py --durations=12` (docs/design/puzzles.md has the figures).
"""
import gzip
import json

import pytest

from gamebox import puzzles, registry
from gamebox.games.abquetschen import puzzles as abquetschen_puzzles
from gamebox.games.buntekuh import puzzles as buntekuh_puzzles
from gamebox.games.cuibono import puzzles as cuibono_puzzles
from gamebox.games.eintrichtern import puzzles as eintrichtern_puzzles
from gamebox.games.hoch import puzzles as hoch_puzzles
from gamebox.games.kippen import puzzles as tip_puzzles
from gamebox.games.raffzahn import puzzles as raffzahn_puzzles
from gamebox.games.scrabble6 import puzzles as scrabble6_puzzles
from gamebox.games.tiefstapeln import puzzles as tiefstapeln_puzzles
from gamebox.games.twentyseven import puzzles as z27_puzzles
from gamebox.games.wuerfelmarsch import puzzles as wuerfelmarsch_puzzles
from gamebox.protocol import HasPuzzles
from gamebox.puzzles.collection import CollectionError, decompress, parse_collection

MODULES = {"27": z27_puzzles, "hoch": hoch_puzzles, "kippen": tip_puzzles, "wuerfelmarsch": wuerfelmarsch_puzzles,
           "cuibono": cuibono_puzzles, "abquetschen": abquetschen_puzzles, "eintrichtern": eintrichtern_puzzles,
           "tiefstapeln": tiefstapeln_puzzles, "raffzahn": raffzahn_puzzles, "buntekuh": buntekuh_puzzles,
           "scrabble6": scrabble6_puzzles}
# Puzzles whose player does not move first: a memory drill watches the others' turns, a reaction drill
# starts as the die is rolled (the roller's turn, everybody grabs or calls).
WATCH_FIRST = {"eintrichtern", "raffzahn", "buntekuh"}
# The collections shipped before the games' endgames and drills: at least 30 each; every other, 50.
OLDER = {"27", "hoch", "kippen"}


def test_the_games_with_puzzles_declare_them():
    assert {g.info.id for g in registry.all_games() if isinstance(g, HasPuzzles)} == set(MODULES)


@pytest.mark.parametrize("game_id", sorted(MODULES))
def test_every_shipped_puzzle_is_proved_again(game_id):
    collection = MODULES[game_id].collection(strict=True)
    assert len(collection) >= (30 if game_id in OLDER else 50)
    referee = registry.get(game_id).puzzle_referee()
    searches = {}
    problems = {}
    for puzzle in collection:
        if game_id == "27":
            from gamebox.games.twentyseven.solver import ExactSearch

            search = searches.setdefault(puzzle.variant, ExactSearch(puzzle.variant, table_bits=20))
            found = referee.verify(puzzle, search)
        else:
            found = referee.verify(puzzle)
        if found:
            problems[puzzle.id] = found
    assert not problems


def test_27_puzzles_cover_the_three_variants_and_both_sides():
    collection = z27_puzzles.collection(strict=True)
    assert {p.variant for p in collection} == {"standard", "grey", "red"}
    assert {p.seat for p in collection} == {0, 1}


def test_hoch_puzzles_are_solo_and_duel():
    variants = {p.variant for p in hoch_puzzles.collection(strict=True)}
    assert {"solo-hierarchy", "duel", "duel-hierarchy"} <= variants


def test_ids_are_unique_across_the_box_and_found_by_id():
    every = puzzles.all_puzzles()
    assert len({p.id for p in every}) == len(every)
    for puzzle in every[::25]:
        assert puzzles.find(puzzle.id) == puzzle
    assert puzzles.find("27-nothing-999") is None and puzzles.find("no") is None


def test_every_puzzle_record_replays_to_its_position():
    from gamebox.record import loads

    for puzzle in puzzles.all_puzzles()[::7]:
        record = loads(puzzle.record("You").dumps())     # through the hardened reader
        assert puzzles.puzzle_id(record) == puzzle.id
        state = record.replay()
        assert state == puzzles.referee(puzzle).start(puzzle)
        assert state.current_player() == puzzle.seat or puzzle.game in WATCH_FIRST


def _packed(lines: list[str]) -> bytes:
    return gzip.compress(("\n".join(lines) + "\n").encode())


HEADER = json.dumps({"format": "gamebox-puzzles", "version": 1, "game": "27", "count": 1})


def _good_line() -> str:
    raw = z27_puzzles.collection(strict=True)
    text = decompress(__import__("importlib.resources").resources.files(z27_puzzles.__package__)
                      .joinpath(z27_puzzles.FILENAME).read_bytes(), "x")
    return text.split("\n")[1] if raw else ""


@pytest.mark.parametrize("case", ["not gzip", "cut short", "bomb", "no header", "wrong game", "count",
                                  "bad json", "bad entry", "twice", "deep"])
def test_a_bad_collection_fails_loudly_with_its_line(case):
    line = _good_line()
    header = HEADER
    lines = [header, line]
    if case == "not gzip":
        raw = b"plain text"
    elif case == "cut short":
        raw = _packed(lines)[:-12]
    elif case == "bomb":
        raw = gzip.compress(b" " * 17_000_000)
    else:
        if case == "no header":
            lines = [line]
        elif case == "wrong game":
            lines = [header.replace('"27"', '"hoch"'), line]
        elif case == "count":
            lines = [header, line, line]
        elif case == "bad json":
            lines = [header, line[:-5]]
        elif case == "bad entry":
            lines = [header, json.dumps({**json.loads(line), "seat": 7})]
        elif case == "twice":
            lines = [header.replace('"count": 1', '"count": 2'), line, line]
        elif case == "deep":
            lines = [header, "[" * 40 + "]" * 40]
        raw = _packed(lines)
    with pytest.raises(CollectionError) as caught:
        parse_collection(decompress(raw, "x.jsonl.gz"), "x.jsonl.gz", "27", z27_puzzles.entry)
    assert "\n" not in str(caught.value) and "x.jsonl.gz" in str(caught.value)


def test_the_app_gets_no_puzzles_from_a_broken_file_and_goes_on(monkeypatch, caplog):
    from gamebox.puzzles import collection as reader

    monkeypatch.setattr(reader.resources, "files", lambda _pkg: _Broken())
    assert len(reader.load_or_empty("gamebox.games.twentyseven", "puzzles.jsonl.gz", "27", z27_puzzles.entry)) == 0
    assert "not available" in caplog.text


class _Broken:
    def joinpath(self, _name):
        return self

    def read_bytes(self):
        return b"\x1f\x8b broken"


@pytest.mark.parametrize("mark", [{"id": 5, "start": 1}, {"id": "27-grey-001"}, {"id": "x", "start": -1},
                                  {"id": "x", "start": 1, "hints": "many"}, "27-grey-001"])
def test_a_record_with_a_bad_puzzle_mark_is_refused_in_one_line(mark):
    from gamebox.record import RecordError, loads

    puzzle = z27_puzzles.collection(strict=True)[0]
    data = json.loads(puzzle.record("You").dumps())
    data["meta"]["collection_puzzle"] = mark
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(data))
    assert "collection_puzzle" in str(caught.value) and "\n" not in str(caught.value)
