"""The puzzle rating: Glicko-2 as the paper computes it, and its store in the history database (first
tries rated, the migration from schema 1, a locked, newer or damaged file never a crash)."""
import sqlite3

import pytest

from gamebox.puzzles import glicko2
from gamebox.puzzles.glicko2 import Rating, after_puzzle, update
from gamebox import history as h
from gamebox.puzzles.store import PLAYER, PuzzleStore


def test_glicko2_matches_the_papers_example():
    """Glickman's worked example: 1500/200/0.06 against 1400/30 (won), 1550/100 and 1700/300 (lost)."""
    after = update(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_a_solve_raises_a_hint_solve_less_a_failure_lowers():
    start = Rating(1500, 100, 0.06)     # an established rating: Glicko-2 as it is (a provisional one is capped)
    solved, hinted, failed = (after_puzzle(start, 1500, s).rating for s in (1.0, 0.5, 0.0))
    assert failed < start.rating < solved
    assert hinted == pytest.approx(start.rating, abs=1)      # half a point against an equal puzzle
    assert after_puzzle(start, 1900, 1.0).rating - start.rating > solved - start.rating   # a hard one pays more
    assert after_puzzle(start, 1100, 0.0).rating < failed                                  # an easy miss costs more


def test_deviation_shrinks_with_puzzles_and_stays_in_its_band():
    player = Rating()
    for i in range(60):
        player = after_puzzle(player, 1500, i % 2)
    assert glicko2.MIN_DEVIATION <= player.deviation < 100
    assert update(player, []).deviation > player.deviation    # a period without puzzles widens it


def test_the_first_try_is_rated_a_retry_only_counts(tmp_path):
    store = PuzzleStore(tmp_path / "history.sqlite3")
    assert store.rating() == Rating() and store.results() == {}       # no file yet: nothing tried
    before, after = store.record(PLAYER, "27-grey-001", 1400, 0.0)
    assert after.rating < before.rating == 1500
    assert store.record(PLAYER, "27-grey-001", 1400, 1.0) is None
    result = store.results()["27-grey-001"]
    assert (result.first, result.solved, result.tries) == (0.0, True, 2)
    assert result.change == pytest.approx(after.rating - before.rating)
    assert store.rated_count() == 1 and store.message() is None
    again = PuzzleStore(tmp_path / "history.sqlite3")                  # it is on disk
    assert again.rating() == after


def test_the_puzzle_tables_come_by_migration_and_keep_the_games(tmp_path, monkeypatch):
    """A history of schema 1 (games only) gets the puzzle tables; its games stay, older boxes may write."""
    path = tmp_path / "history.sqlite3"
    monkeypatch.setattr(h, "MIGRATIONS", h.MIGRATIONS[:1])
    monkeypatch.setattr(h, "SCHEMA_VERSION", 1)
    with h.History.open(path) as old:
        old._db.execute("INSERT INTO players (name) VALUES ('Anna')")
    monkeypatch.undo()
    assert PuzzleStore(path).results() == {}            # read-only: schema 1 is not changed by a read
    PuzzleStore(path).record(PLAYER, "tip-001", 900, 1.0)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION
    assert db.execute("SELECT value FROM meta WHERE key = 'writable_by'").fetchone()[0] == "1"
    assert {n for (n,) in db.execute("SELECT name FROM players")} == {"Anna", PLAYER}
    assert db.execute("SELECT count(*) FROM puzzle_results").fetchone()[0] == 1


def test_a_locked_history_keeps_the_try_in_memory_and_writes_it_later(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = PuzzleStore(path)
    store.record(PLAYER, "a", 1500, 1.0)
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    before, after = store.record(PLAYER, "b", 1500, 0.0)
    assert "cannot be saved" in store.message()
    assert store.rating() == after and store.results()["b"].first == 0.0      # shown as if saved
    blocker.execute("ROLLBACK")
    blocker.close()
    store.record(PLAYER, "c", 1500, 1.0)                                        # writes b, then c
    assert set(PuzzleStore(path).results()) == {"a", "b", "c"}


def test_a_newer_history_is_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    PuzzleStore(path).record(PLAYER, "a", 1500, 1.0)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 9")
    db.execute("UPDATE meta SET value = '9' WHERE key = 'writable_by'")
    db.commit()
    db.close()
    store = PuzzleStore(path)
    assert store.record(PLAYER, "b", 1500, 1.0) is not None and store.message()
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM puzzle_results").fetchone()[0] == 1    # untouched


@pytest.mark.parametrize("content", [b"garbage" * 50, b"SQLite format 3\x00" + b"\xff" * 200])
def test_a_damaged_history_costs_nothing_but_the_saving(tmp_path, content):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    store = PuzzleStore(path)
    assert store.rating() == Rating() and store.results() == {}
    assert store.record(PLAYER, "a", 1500, 1.0) is not None
    assert store.message() is not None and path.read_bytes() == content    # the recorder puts it aside


def test_a_new_players_rating_is_provisional_and_a_first_miss_costs_no_more_than_a_miss_at_his_level():
    """1500 ± 350 missing a 940 puzzle lost 568 points (1500 -> 932); now it costs what a miss against a
    puzzle of his own rating costs (about Lichess's first miss), and the rating says it is provisional."""
    new = Rating()
    assert new.provisional
    first_miss = after_puzzle(new, 940, 0.0)
    at_level = after_puzzle(new, new.rating, 0.0)
    assert first_miss.rating == pytest.approx(at_level.rating) and new.rating - first_miss.rating < 200
    assert first_miss.deviation < new.deviation                        # it still learns as fast
    assert after_puzzle(new, 2400, 1.0).rating == pytest.approx(after_puzzle(new, 1500, 1.0).rating)
    assert after_puzzle(new, 940, 1.0).rating < after_puzzle(new, 1500, 1.0).rating   # an easy solve pays less
    player = new
    for i in range(12):
        player = after_puzzle(player, player.rating, i % 2)
    assert not player.provisional                                      # about ten puzzles settle it
    settled = Rating(1500, 100, 0.06)
    assert after_puzzle(settled, 940, 0.0).rating < after_puzzle(settled, 1500, 0.0).rating   # plain Glicko-2


def test_the_days_and_the_streaks_are_kept_by_migration_to_schema_4(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    monkeypatch.setattr(h, "MIGRATIONS", h.MIGRATIONS[:2])
    monkeypatch.setattr(h, "SCHEMA_VERSION", 2)
    PuzzleStore(path).record(PLAYER, "27-grey-001", 1400, 1.0)       # a box of schema 2
    monkeypatch.undo()
    store = PuzzleStore(path)
    assert store.days() == {} and store.streaks() == []                # read-only: no migration yet
    store.record(PLAYER, "kippen-x", 900, 0.0, day="2026-05-01", game="kippen")
    store.record(PLAYER, "kippen-x", 900, 1.0, day="2026-05-01", game="kippen")   # a retry: the day keeps the first
    store.set_streak("2026-05-01T10:00:00+00:00", 3)
    store.set_streak("2026-05-01T10:00:00+00:00", 4)
    store.set_streak("2026-05-02T09:00:00+00:00", 2)
    again = PuzzleStore(path)
    assert again.days() == {("2026-05-01", "kippen"): ("kippen-x", 0.0)}
    assert again.streaks()[0] == ("2026-05-02T09:00:00+00:00", 2) and again.best_streak() == 4
    assert "27-grey-001" in again.results()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 4
    assert db.execute("SELECT value FROM meta WHERE key = 'writable_by'").fetchone()[0] == "1"
