"""The autosave: on disk at once (a killed app resumes at its last move), fsynced off the caller's
thread (the GUI never waits for the disk), and every save with the user's permissions."""
from __future__ import annotations

import json
import os
import stat
import threading

import pytest

from gamebox import storage
from gamebox.autosave import Autosaver
from gamebox.record import GameRecord, PlayerSpec
from gamebox.storage import load_record, save_record


@pytest.fixture
def fsyncs(monkeypatch):
    """Every fsync as (what was synced, the thread that did it)."""
    calls: list[tuple[str, str]] = []
    real = os.fsync

    def spy(fd):
        calls.append((os.readlink(f"/proc/self/fd/{fd}"), threading.current_thread().name))
        real(fd)

    monkeypatch.setattr(storage.os, "fsync", spy)
    return calls


def _record(moves=()) -> GameRecord:
    return GameRecord("hoch", "solo", [PlayerSpec("Anna")], {}, 0, list(moves))


def test_a_save_is_there_at_once_and_durable_later_off_the_callers_thread(tmp_path, fsyncs):
    path = tmp_path / "autosave.json"
    saver = Autosaver(lambda: path)
    record = _record(["d3"])
    saver(record)
    assert load_record(path).moves == ["d3"]          # readable before any fsync finished
    saver.flush()
    main = threading.current_thread().name
    assert [c for c in fsyncs if c[1] == main] == []
    synced = {p for p, _ in fsyncs}
    assert str(path) in synced and str(tmp_path) in synced


def test_saves_in_a_row_end_with_the_newest_one_durable(tmp_path, fsyncs):
    path = tmp_path / "autosave.json"
    saver = Autosaver(lambda: path)
    for n in range(1, 6):
        saver(_record(["d3"] * n))
    saver.flush()
    assert json.loads(path.read_text())["moves"] == ["d3"] * 5
    assert fsyncs[-1][0] == str(tmp_path)              # the folder last: the rename is on disk too
    assert str(path) in {p for p, _ in fsyncs}


def test_a_durable_save_fsyncs_the_file_before_the_rename_and_the_folder_after(tmp_path, fsyncs):
    path = tmp_path / "game.json"
    save_record(_record(), path)
    assert len(fsyncs) == 2
    assert fsyncs[0][0].startswith(str(tmp_path / ".game.json."))    # the temporary file
    assert fsyncs[1][0] == str(tmp_path)


def test_saves_get_the_users_permissions_not_mkstemps_private_ones(tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "UMASK", 0o027)
    path = tmp_path / "game.json"
    save_record(_record(), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_disk_that_cannot_keep_a_save_is_told_at_the_next_save_until_one_is_kept(tmp_path, monkeypatch):
    """The file was written but its fsync failed on the worker (a full disk): the caller hears of it at the
    next save, which writes anew; once an fsync works again, saves are quiet."""
    import errno

    import gamebox.autosave as autosave

    path = tmp_path / "autosave.json"
    saver = Autosaver(lambda: path)
    real = autosave.make_durable

    def full(_path):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(autosave, "make_durable", full)
    saver(_record(["d3"]))
    saver.flush()
    for moves in (["d3", "d4"], ["d3", "d4", "d5"]):
        with pytest.raises(OSError) as raised:
            saver(_record(moves))
        assert raised.value.errno == errno.ENOSPC and json.loads(path.read_text())["moves"] == moves
    monkeypatch.setattr(autosave, "make_durable", real)
    saver(_record(["d3", "d4", "d5", "d6"]))    # kept at once: nothing to tell
    saver(_record(["d3", "d4", "d5", "d6", "d1"]))
    saver.flush()
