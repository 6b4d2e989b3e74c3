"""The history database and its recorder, without Qt: games go in through the protocol alone,
and a missing, damaged, locked or newer file never costs a game or raises past the recorder."""
from __future__ import annotations

import copy
import json
import random
import sqlite3
import threading
from datetime import datetime, timedelta, timezone

import pytest

from gamebox import history as h
from gamebox.history_recorder import HistoryRecorder, pending_dir
from gamebox.record import GameRecord, PlayerSpec, RecordError
from gamebox.registry import all_games, get
from gamebox.session import Session
from gamebox.turns import count_turns


def finished(game_id: str, players: list[PlayerSpec], seed: int = 1, variant: str | None = None) -> GameRecord:
    """A whole game of `game_id` played by random moves (AI seats and humans alike)."""
    game = get(game_id)
    variant = variant or next(v.id for v in game.info.variants
                              if v.min_players <= len(players) <= v.max_players)
    record = GameRecord(game_id, variant, players, game.info.default_options(), None)
    session = Session(record, rng=random.Random(seed))
    rng = random.Random(seed)
    while not session.state.is_terminal():
        if session.timed:            # a real-time game: time passes between moves, and the dice land
            session.clock.advance(rng.choice((0, 300, 900)))
            session.advance()
            if not session.state.legal_moves() and session.state.next_change() is not None:
                session.clock.set(session.state.next_change())
                session.advance()
        if session.state.is_chance():
            session.roll()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    return session.record


ANNA, BEN = PlayerSpec("Anna"), PlayerSpec("Ben")
CPU = PlayerSpec("Computer", "ai", "search:easy")


def add(history: h.History, record: GameRecord, when: datetime | None = None, figures=None) -> h.Entry:
    entry = h.summarise(record, when, figures)
    history.add(entry, record)
    return entry


def test_a_new_history_has_the_schema_the_box_writes(tmp_path):
    path = tmp_path / "history.sqlite3"
    with h.History.open(path, check=True) as history:
        assert history.count() == 0
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION
    assert db.execute("PRAGMA application_id").fetchone()[0] == h.APPLICATION_ID
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")}
    assert {"meta", "players", "games", "seats"} <= tables
    assert db.execute("SELECT value FROM meta WHERE key = 'writable_by'").fetchone()[0] == str(h.WRITABLE_BY)


def test_a_game_keeps_its_players_scores_results_and_record(tmp_path):
    record = finished("hoch", [ANNA, CPU], seed=3, variant="duel")
    record.meta["uid"] = "g1"
    state = record.replay()
    with h.History.open(tmp_path / "h.sqlite3") as history:
        add(history, record)
        [entry] = history.entries()
        assert entry.uid == "g1" and entry.game == "hoch" and entry.variant == "duel"
        assert [s.name for s in entry.seats] == ["Anna", "Computer"]
        assert [s.human for s in entry.seats] == [True, False]
        assert entry.seats[1].agent == "search:easy"
        assert [s.score for s in entry.seats] == [float(x) for x in state.scores()]
        assert list(entry.winners) == state.winners()
        expected = ["win" if i in state.winners() else "loss" if state.winners() else "draw" for i in range(2)]
        assert [s.result for s in entry.seats] == expected
        # turns as the move log numbers them: a roll and the move after it are one
        assert entry.moves == count_turns(Session(copy.deepcopy(record))) < len(record.moves)
        again = history.record("g1")
        assert again.moves == record.moves and again.players == record.players
        assert history.human_players() == [("Anna", 1)]


def test_every_registered_game_goes_in_through_the_protocol(tmp_path):
    with h.History.open(tmp_path / "h.sqlite3") as history:
        for index, game in enumerate(all_games()):
            variant = game.info.variants[0]
            players = [PlayerSpec(f"P{i}") for i in range(variant.min_players)]
            record = finished(game.info.id, players, seed=index, variant=variant.id)
            add(history, record)
        assert history.count() == len(all_games())
        assert {e.game for e in history.entries()} == {g.info.id for g in all_games()}


def test_the_same_game_ended_twice_is_one_row(tmp_path):
    record = finished("hoch", [ANNA], variant="solo")
    record.meta["uid"] = "same"
    with h.History.open(tmp_path / "h.sqlite3") as history:
        add(history, record)
        record.practised = True
        add(history, record)
        [entry] = history.entries()
        assert entry.practised and entry.seats[0].result == "solo"


def test_an_unfinished_game_is_refused():
    record = GameRecord("hoch", "solo", [ANNA])
    with pytest.raises(RecordError):
        h.summarise(record)


def test_entries_filter_by_game_variant_and_person_newest_first(tmp_path):
    start = datetime(2025, 1, 1, tzinfo=timezone.utc)
    with h.History.open(tmp_path / "h.sqlite3") as history:
        for day in range(4):
            record = finished("hoch", [ANNA if day % 2 else BEN], seed=day, variant="solo")
            add(history, record, start + timedelta(days=day))
        add(history, finished("27", [ANNA, BEN], seed=9), start + timedelta(days=9))
        assert [e.finished_at.day for e in history.entries(game="hoch")] == [4, 3, 2, 1]
        assert [e.finished_at.day for e in history.entries(player="Anna")] == [10, 4, 2]
        assert len(history.entries(game="hoch", variant="solo", player="Ben")) == 2
        assert len(history.entries(limit=2)) == 2
        assert history.human_players() == [("Anna", 3), ("Ben", 3)]


def test_a_file_that_is_no_database_is_corrupt_and_put_aside_without_deleting(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not SQLite" * 100)
    with pytest.raises(h.HistoryCorrupt):
        h.History.open(path)
    (tmp_path / "history.sqlite3-journal").write_bytes(b"stale")   # SQLite's side file goes along
    aside = h.put_aside(path)
    assert aside.name == "history.sqlite3.corrupt" and aside.read_bytes().startswith(b"this is not")
    assert (tmp_path / "history.sqlite3.corrupt-journal").exists()
    assert not path.exists() and not (tmp_path / "history.sqlite3-journal").exists()
    path.write_bytes(b"again")
    assert h.put_aside(path).name == "history.sqlite3.corrupt-2"   # an earlier one is never overwritten


def test_a_damaged_page_is_found_by_the_check(tmp_path):
    path = tmp_path / "history.sqlite3"
    with h.History.open(path) as history:
        for seed in range(30):
            add(history, finished("hoch", [ANNA], seed=seed, variant="solo"))
    raw = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page * 2, len(raw) - 8, 97):   # scribble over everything after the first pages
        raw[offset:offset + 8] = b"\xff" * 8
    path.write_bytes(bytes(raw))
    with pytest.raises(h.HistoryCorrupt):
        with h.History.open(path, check=True) as history:
            history.entries()


def test_someone_elses_sqlite_file_is_not_a_history(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE songs (title TEXT)")
    db.commit()
    db.close()
    with pytest.raises(h.HistoryCorrupt, match="not a gamebox history"):
        h.History.open(path)


def newer(path, writable_by: int) -> None:
    with h.History.open(path) as history:
        add(history, finished("hoch", [ANNA], variant="solo"))
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE puzzle_solves (player_id INTEGER, puzzle TEXT)")
    db.execute(f"PRAGMA user_version = {h.SCHEMA_VERSION + 1}")
    db.execute("UPDATE meta SET value = ? WHERE key = 'writable_by'", (str(writable_by),))
    db.commit()
    db.close()


def test_a_newer_schema_that_only_added_tables_is_still_used(tmp_path):
    path = tmp_path / "history.sqlite3"
    newer(path, writable_by=h.SCHEMA_VERSION)
    with h.History.open(path, check=True) as history:
        add(history, finished("hoch", [BEN], seed=5, variant="solo"))
        assert history.count() == 2
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION + 1   # never downgraded


def test_a_newer_schema_older_boxes_must_not_write_is_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    newer(path, writable_by=h.SCHEMA_VERSION + 1)
    before = path.read_bytes()
    with pytest.raises(h.HistoryTooNew, match="newer gamebox"):
        h.History.open(path)
    with h.History.open(path, read_only=True) as history:     # reading it harms nothing: it is shown
        assert history.newer and history.count() == 1 and len(history.entries()) == 1
    assert path.read_bytes() == before
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE seats RENAME COLUMN score TO points")    # ... unless it cannot be read
    db.commit()
    db.close()
    with pytest.raises(h.HistoryTooNew):
        h.History.open(path, read_only=True)


def test_rows_of_a_newer_history_this_box_cannot_understand_are_left_out(tmp_path):
    path = tmp_path / "history.sqlite3"
    newer(path, writable_by=h.SCHEMA_VERSION + 1)
    db = sqlite3.connect(path)
    db.execute("INSERT INTO games (uid, game, variant, options, finished_at, moves, practised, hints, record)"
               " VALUES ('odd', 'hoch', 'solo', '{}', '2030-01-01T00:00:00+00:00', 'many', 0, 0, '{}')")
    db.commit()
    db.close()
    with h.History.open(path, read_only=True) as history:
        assert [e.uid for e in history.entries()] != [] and "odd" not in [e.uid for e in history.entries()]


def test_a_locked_file_is_unavailable_not_corrupt(tmp_path):
    path = tmp_path / "history.sqlite3"
    h.History.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(h.HistoryUnavailable, match="in use"):
            with h.History.open(path, timeout=0.05) as history:
                add(history, finished("hoch", [ANNA], variant="solo"))
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_reading_a_missing_history_creates_nothing(tmp_path):
    path = tmp_path / "sub" / "history.sqlite3"
    with pytest.raises(h.HistoryUnavailable):
        h.History.open(path, read_only=True)
    assert not path.exists() and not path.parent.exists()


def test_a_stored_record_is_read_by_the_hardened_reader(tmp_path):
    path = tmp_path / "history.sqlite3"
    record = finished("hoch", [ANNA], variant="solo")
    record.meta["uid"] = "x"
    with h.History.open(path) as history:
        add(history, record)
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET record = ? WHERE uid = 'x'", (json.dumps({"game": "hoch", "moves": [1e999]}),))
    db.commit()
    db.close()
    with h.History.open(path, read_only=True) as history:
        with pytest.raises(RecordError):
            history.record("x")
        assert history.entries()[0].uid == "x"   # the list still shows it


def test_a_migration_is_all_or_nothing(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    monkeypatch.setattr(h, "MIGRATIONS", (h.MIGRATIONS[0] + "\nCREATE TABLE broken (;",))
    with pytest.raises(h.HistoryError):
        h.History.open(path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0] == 0


# -- the recorder -----------------------------------------------------------------------------------
def recorder_at(tmp_path, **kwargs) -> HistoryRecorder:
    path = tmp_path / "history.sqlite3"
    return HistoryRecorder(lambda: path, figures=kwargs.pop("figures", lambda record: None), **kwargs)


def test_the_recorder_keeps_a_game_and_clears_its_pending_file(tmp_path):
    calls = []
    recorder = recorder_at(tmp_path, on_change=lambda: calls.append(threading.current_thread().name))
    record = finished("hoch", [ANNA], variant="solo")
    pending = recorder(record)
    assert pending is not None and pending.parent == pending_dir(tmp_path / "history.sqlite3")
    recorder.flush()
    assert not pending.exists()
    with h.History.open(tmp_path / "history.sqlite3", read_only=True) as history:
        [entry] = history.entries()
    assert entry.uid == record.meta.get("uid", entry.uid)
    assert "finished_at" not in record.meta        # the live record is not touched
    assert calls and calls[0].startswith("history")  # told on the worker thread


def test_games_wait_while_the_history_is_locked_and_go_in_later(tmp_path):
    path = tmp_path / "history.sqlite3"
    h.History.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    recorder = HistoryRecorder(lambda: path, figures=lambda r: None)
    import gamebox.history_recorder as hr

    original = hr.History.open
    hr.History.open = classmethod(lambda cls, p, **kw: original.__func__(cls, p, **{**kw, "timeout": 0.05}))
    try:
        pending = recorder(finished("hoch", [ANNA], variant="solo"))
        recorder.flush()
        assert pending.exists()
        assert isinstance(recorder.problem, h.HistoryUnavailable)
        assert [type(n) for n in recorder.notices()] == [h.HistoryUnavailable]
    finally:
        hr.History.open = original
        other.execute("ROLLBACK")
        other.close()
    recorder.start().result()
    assert not pending.exists() and recorder.problem is None
    with h.History.open(path) as history:
        assert history.count() == 1


def test_a_damaged_history_is_put_aside_once_and_the_game_still_kept(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"garbage" * 500)
    recorder = HistoryRecorder(lambda: path, figures=lambda r: None)
    recorder(finished("hoch", [ANNA], variant="solo"))
    recorder.flush()
    [notice] = recorder.notices()
    assert isinstance(notice, h.HistoryCorrupt) and "history.sqlite3.corrupt" in str(notice)
    assert (tmp_path / "history.sqlite3.corrupt").read_bytes().startswith(b"garbage")
    with h.History.open(path) as history:
        assert history.count() == 1
    assert recorder.notices() == []


def test_a_newer_history_keeps_games_waiting_and_untouched(tmp_path):
    path = tmp_path / "history.sqlite3"
    newer(path, writable_by=h.SCHEMA_VERSION + 5)
    before = path.read_bytes()
    recorder = HistoryRecorder(lambda: path, figures=lambda r: None)
    pending = recorder(finished("hoch", [ANNA], variant="solo"))
    recorder.flush()
    assert pending.exists() and path.read_bytes() == before
    assert isinstance(recorder.problem, h.HistoryTooNew)


def test_a_broken_pending_file_is_put_aside_and_the_rest_go_in(tmp_path):
    recorder = recorder_at(tmp_path)
    folder = pending_dir(tmp_path / "history.sqlite3")
    folder.mkdir()
    (folder / "bad.gamebox.json").write_text('{"game": "hoch", "moves": [')
    recorder(finished("hoch", [ANNA], variant="solo"))
    recorder.flush()
    assert (folder / "bad.gamebox.json.corrupt").exists()
    assert sorted(p.name for p in folder.iterdir()) == ["bad.gamebox.json.corrupt"]


def test_figures_are_stored_and_filled_in_when_a_table_appears(tmp_path):
    table = {"ready": False}
    figures = lambda record: h.Figures(50.0, 3.5, -1.5) if table["ready"] else None
    recorder = recorder_at(tmp_path, figures=figures, can_price=lambda *kind: table["ready"])
    recorder(finished("hoch", [ANNA], variant="solo"))
    recorder.flush()
    with h.History.open(tmp_path / "history.sqlite3") as history:
        assert history.entries()[0].figures is None
    table["ready"] = True
    recorder.start().result()
    with h.History.open(tmp_path / "history.sqlite3") as history:
        assert history.entries()[0].figures == h.Figures(50.0, 3.5, -1.5)


def test_a_failing_coach_never_costs_the_game(tmp_path):
    def broken(record):
        raise RuntimeError("table file vanished")

    recorder = recorder_at(tmp_path, figures=broken)
    recorder(finished("hoch", [ANNA], variant="solo"))
    recorder.flush()
    with h.History.open(tmp_path / "history.sqlite3") as history:
        assert history.count() == 1 and history.entries()[0].figures is None


def test_an_unwritable_folder_loses_nothing_that_was_written_and_raises_nothing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    recorder = HistoryRecorder(lambda: blocker / "history.sqlite3", figures=lambda r: None)
    assert recorder(finished("hoch", [ANNA], variant="solo")) is None
    recorder.flush()


def _full_disk(monkeypatch) -> None:
    """Every history opened from now on has no room to grow: SQLite's own SQLITE_FULL, as on a full disk
    (it rolls the transaction back by itself, as a full disk makes it do)."""
    original = h.History._prepare

    def prepare(self, check):
        original(self, check)
        pages = self._db.execute("PRAGMA page_count").fetchone()[0]
        self._db.execute(f"PRAGMA max_page_count = {pages}")

    monkeypatch.setattr(h.History, "_prepare", prepare)


def test_a_full_disk_is_named_as_the_cause_not_hidden_behind_a_failed_rollback(tmp_path, monkeypatch):
    """The history said "cannot rollback - no transaction is active": the ROLLBACK after SQLite had rolled
    back by itself hid the real error."""
    path = tmp_path / "history.sqlite3"
    with h.History.open(path) as history:
        add(history, finished("hoch", [ANNA], variant="solo"))
    _full_disk(monkeypatch)
    big = finished("hoch", [BEN], seed=3, variant="solo")
    big.meta["note"] = "x" * 200_000
    with h.History.open(path) as history:
        with pytest.raises(h.HistoryUnavailable, match="the disk is full") as raised:
            add(history, big)
        assert "rollback" not in str(raised.value)
        assert history.count() == 1                      # and nothing half-written
    recorder = HistoryRecorder(lambda: path, figures=lambda r: None)
    pending = recorder(big)
    recorder.flush()
    assert pending.exists() and "the disk is full" in str(recorder.problem)     # the game waits, and why


def test_a_finished_game_whose_file_cannot_be_written_waits_in_memory_and_goes_in_later(tmp_path, monkeypatch):
    import errno

    import gamebox.history_recorder as hr

    original = hr.save_record

    def full(record, path, durable=True):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(hr, "save_record", full)
    recorder = recorder_at(tmp_path)
    record = finished("hoch", [ANNA], variant="solo")
    assert recorder(record) is None
    recorder.flush()
    assert "the disk is full" in str(recorder.problem)
    monkeypatch.setattr(hr, "save_record", original)
    recorder.flush()                                     # (the app's quit, or the next game's end)
    recorder.flush()
    with h.History.open(tmp_path / "history.sqlite3") as history:
        assert [e.uid for e in history.entries()] == [record.meta.get("uid", history.entries()[0].uid)]


# -- statistics ---------------------------------------------------------------------------------------
def entry_with(result_of_anna: str, day: int, score: float = 10.0, practised: bool = False,
               solo: bool = False, loss: float | None = None) -> h.Entry:
    when = datetime(2025, 3, day, tzinfo=timezone.utc)
    if solo:
        seats = (h.Seat(0, "Anna", True, None, score, "solo"),)
    else:
        other = {"win": "loss", "loss": "win", "draw": "draw"}[result_of_anna]
        seats = (h.Seat(0, "Anna", True, None, score, result_of_anna),
                 h.Seat(1, "Computer", False, "search:easy", 5.0, other))
    figures = h.Figures(60.0, loss, score - 60.0 + loss) if loss is not None else None
    return h.Entry(f"u{day}", "hoch", "solo" if solo else "duel", {}, when, 20, practised, 0, None, figures, seats)


def test_statistics_count_wins_streaks_best_and_average():
    from gamebox.stats import statistics

    games = [entry_with(r, d + 1, score=s) for d, (r, s) in
             enumerate([("win", 30), ("win", 20), ("loss", 10), ("win", 40), ("draw", 25), ("win", 15), ("win", 35)])]
    [row] = statistics(reversed(games), "Anna")
    assert (row.played, row.won, row.lost, row.drawn) == (7, 5, 1, 1)
    assert row.best == 40 and row.average == pytest.approx(25.0)
    assert row.streak == 2 and row.longest == 2
    assert not row.solo
    assert statistics(games, "Computer") == []    # the computer's seats are no person's
    assert statistics(games, "Nobody") == []


def test_practised_solo_games_are_played_but_not_counted():
    from gamebox.stats import solo_points, statistics

    games = [entry_with("solo", 1, 50, solo=True, loss=4.0), entry_with("solo", 2, 99, solo=True, practised=True),
             entry_with("solo", 3, 40, solo=True)]
    [row] = statistics(games, "Anna")
    assert row.solo and row.played == 3 and row.practised == 1
    assert row.best == 50 and row.average == 45 and row.streak == 0 and row.longest == 0
    points = solo_points(games, "Anna", "hoch", "solo")
    assert [(p.score, p.skill_loss) for p in points] == [(50, 4.0), (40, None)]


# -- replay and continuing ----------------------------------------------------------------------------
def test_a_replay_steps_both_ways_over_rolls_and_leaves_the_record_alone():
    from gamebox.replay import ReplaySession

    record = finished("hoch", [ANNA, CPU], seed=4, variant="duel")
    moves = list(record.moves)
    replay = ReplaySession(record)
    assert replay.ply == 0 and replay.total == len(moves)
    replay.seek(len(moves))
    assert replay.state.is_terminal() and replay.state == record.replay()
    assert replay.back() and replay.ply == len(moves) - 1
    replay.seek(3)
    assert replay.state == record.replay(3)
    replay.seek(0)
    assert replay.ply == 0 and not replay.back()
    assert record.moves == moves and record.players[0].type == "human"
    assert all(p.type == "ai" for p in replay.record.players)


def test_a_jump_in_a_replay_is_one_change_and_a_step_is_a_move():
    """The End key over a game of 10,000 moves told the views 10,000 moves, one by one."""
    from gamebox.replay import ReplaySession

    record = finished("hoch", [ANNA, CPU], seed=4, variant="duel")
    replay = ReplaySession(record)
    changes = []
    replay.changed.connect(changes.append)
    replay.seek(replay.total)
    assert [c.kind for c in changes] == ["new"] and changes[0].after == replay.state == record.replay()
    replay.seek(replay.total - 1)
    replay.seek(replay.total)
    replay.seek(2)
    assert [c.kind for c in changes] == ["new", "undo", "move", "new"] and replay.state == record.replay(2)


def test_continuing_is_a_new_game_cut_at_the_move():
    from gamebox.replay import continuation

    record = finished("hoch", [ANNA, CPU], seed=4, variant="duel")
    record.meta.update(uid="old", hints=2, finished_at="2025-01-01T00:00:00+00:00")
    new = continuation(record, 5)
    assert new.moves == record.moves[:5] and new.players == record.players
    assert new.meta["uid"] != "old" and new.meta["continued_from"] == {"uid": "old", "ply": 5}
    assert "hints" not in new.meta and "finished_at" not in new.meta
    assert not new.practised
    assert not Session(new).state.is_terminal()
    solo = finished("hoch", [ANNA], variant="solo")
    assert continuation(solo, 4).practised and not continuation(solo, 0).practised


def test_a_shared_win_is_a_win_for_each_leader_in_the_history_and_its_statistics(tmp_path):
    """Tiefstapeln's TS-11: two players on 0 share the win over the one on -75."""
    from playouts import play_random

    from gamebox.stats import statistics

    state, record = play_random(get("tiefstapeln"), "standard", 3, 2)
    assert state.totals == [-75, 0, 0]
    record.players = [CPU, ANNA, BEN]
    with h.History.open(tmp_path / "h.sqlite3") as history:
        entry = add(history, record)
        assert [s.result for s in entry.seats] == ["loss", "win", "win"]
        for name in ("Anna", "Ben"):
            [row] = statistics(history.entries(), name)
            assert (row.won, row.lost, row.drawn) == (1, 0, 0)
