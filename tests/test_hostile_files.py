"""The ways in that once ended in a traceback, a hang or bad data (issue 15), one test each."""
from __future__ import annotations

import json
import os
from datetime import date

import numpy as np
import pytest

from gamebox import cli, puzzle, registry, safe_json
from gamebox.games.hoch import table_files
from gamebox.record import RecordError, loads
from gamebox.session import Session
from gamebox.storage import load_record, save_record


def test_dev_zero_is_refused_at_once_without_trusting_its_size(capsys):
    assert cli.main(["replay", "/dev/zero"]) == 2
    assert "not a regular file" in capsys.readouterr().err


def test_a_fifo_named_like_a_record_does_not_hang(tmp_path, capsys):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    for command in (["replay", str(fifo)], ["render", str(fifo), "--out", str(tmp_path / "x.png")]):
        assert cli.main(command) == 2
        assert "not a regular file" in capsys.readouterr().err


def test_a_file_larger_than_the_limit_is_cut_off_while_reading(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 5_000_000)
    with pytest.raises(RecordError, match="too large"):
        load_record(big)


def test_a_5000_digit_number_is_refused_without_pythons_advice():
    with pytest.raises(safe_json.UnsafeInput) as caught:
        safe_json.parse('{"first_player": ' + "9" * 5000 + "}")
    assert "5000 characters" in str(caught.value) and "int_max_str_digits" not in str(caught.value)


def test_nan_and_infinity_are_not_json(tmp_path):
    for text in ('{"a": NaN}', '{"a": -Infinity}', '{"a": 1e999}'):
        with pytest.raises(safe_json.UnsafeInput):
            safe_json.parse(text)


def test_a_record_that_loads_writes_back_as_json(tmp_path):
    game = registry.get("hoch")
    record = puzzle.new_record(game, date(2026, 11, 24), "Anna")
    session = Session(record, chance=puzzle.chance_for(record.meta))
    session.roll()
    path = tmp_path / "p.json"
    save_record(session.record, path)
    json.loads(path.read_text(), parse_constant=lambda c: pytest.fail(f"{c} written"))
    assert load_record(path).moves == session.record.moves


def test_a_puzzle_whose_roll_was_changed_is_refused():
    game = registry.get("hoch")
    record = puzzle.new_record(game, date(2026, 11, 24), "Anna")
    session = Session(record, chance=puzzle.chance_for(record.meta))
    session.roll()
    data = session.record.to_json()
    assert loads(json.dumps(data)).moves == data["moves"]        # the day's own roll: fine
    rolled = int(data["moves"][-1][1:])
    data["moves"][-1] = f"d{rolled % 6 + 1}"
    with pytest.raises(RecordError, match="not the roll the puzzle's day gives"):
        loads(json.dumps(data))


def _puzzle_played(day: date) -> dict:
    record = puzzle.new_record(registry.get("hoch"), day, "Anna")
    session = Session(record, chance=puzzle.chance_for(record.meta))
    session.roll()
    return session.record.to_json()


def test_a_puzzle_played_with_one_days_dice_and_labelled_another_is_refused():
    data = _puzzle_played(date(2026, 11, 24))
    data["meta"]["puzzle"]["date"] = "2026-11-25"
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(data))
    assert str(caught.value) == "the puzzle's dice are not those of its day, 2026-11-25"


@pytest.mark.parametrize("day", ["2025-13-45", "2026-02-30", "0000-01-01", "2026-11-24\n"])
def test_a_puzzle_on_a_day_that_does_not_exist_is_refused(day):
    data = _puzzle_played(date(2026, 11, 24))
    data["meta"]["puzzle"]["date"] = day
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(data))
    assert str(caught.value) == f"the puzzle's date {json.dumps(day)} is not a day of the calendar"


def test_render_where_opengl_cannot_start_exits_2_with_one_line(tmp_path, capsys, monkeypatch):
    from gamebox_ui import headless

    def no_gl(*_args, **_kw):
        raise RuntimeError("could not create an OpenGL 3.3 context\nmore detail")

    monkeypatch.setattr(headless, "render_png", no_gl)
    path = tmp_path / "e.json"
    path.write_text(json.dumps({"game": "eintrichtern", "variant": "standard", "moves": [],
                                "players": [{"name": "A"}, {"name": "B"}]}))
    assert cli.main(["render", str(path), "--out", str(tmp_path / "e.png")]) == 2
    err = capsys.readouterr().err
    assert err == "gamebox: cannot draw eintrichtern here: could not create an OpenGL 3.3 context\n"


def test_a_solver_table_is_swapped_in_whole_the_old_one_stays_until_then(tmp_path, monkeypatch):
    path = tmp_path / "table"
    arrays = {"keys": np.arange(4, dtype=np.uint64)}
    table_files.write_table_dir(path, arrays, {"format": "t", "version": 1, "positions": 4, "n": 1})
    seen = []
    real_replace = os.replace

    def watch(src, dst):
        if str(dst) == str(path):   # the swap: the old table is still complete right before it
            meta, _ = table_files.read_table_dir(path, "t", 1, {"keys": np.uint64})
            seen.append(meta["n"])
        return real_replace(src, dst)

    monkeypatch.setattr(table_files.os, "replace", watch)
    table_files.write_table_dir(path, arrays, {"format": "t", "version": 1, "positions": 4, "n": 2})
    assert seen == [1]
    meta, _ = table_files.read_table_dir(path, "t", 1, {"keys": np.uint64})
    assert meta["n"] == 2
    assert len([p for p in tmp_path.iterdir() if not p.is_symlink()]) == 1   # the old folder is gone
