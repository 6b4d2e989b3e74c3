"""The puzzle rating: Glicko-2 as the paper computes it, and the store that keeps it (first tries
rated, damaged or foreign files put aside, never a crash)."""
import sqlite3

import pytest

from gamebox.puzzles import glicko2
from gamebox.puzzles.glicko2 import Rating, after_puzzle, update
from gamebox.puzzles.store import PLAYER, PuzzleStore


def test_glicko2_matches_the_papers_example():
    """Glickman's worked example: 1500/200/0.06 against 1400/30 (won), 1550/100 and 1700/300 (lost)."""
    after = update(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_a_solve_raises_a_hint_solve_less_a_failure_lowers():
    start = Rating(1500, 120, 0.06)
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
    store = PuzzleStore.open(tmp_path / "p.sqlite")
    before, after = store.record(PLAYER, "27-grey-001", 1400, 0.0)
    assert after.rating < before.rating
    assert store.record(PLAYER, "27-grey-001", 1400, 1.0) is None
    result = store.results()["27-grey-001"]
    assert (result.first, result.solved, result.tries) == (0.0, True, 2)
    assert result.change == pytest.approx(after.rating - before.rating)
    assert store.rated_count() == 1
    store.close()
    again = PuzzleStore.open(tmp_path / "p.sqlite")       # it is on disk
    assert again.rating() == after and again.message() is None


@pytest.mark.parametrize("content", [b"garbage" * 50, b"", b"SQLite format 3\x00" + b"\xff" * 200])
def test_a_damaged_file_is_put_aside_with_a_message(tmp_path, content):
    path = tmp_path / "p.sqlite"
    PuzzleStore.open(path).record(PLAYER, "x", 1500, 1.0)
    if content:
        path.write_bytes(content)
    store = PuzzleStore.open(path)
    if content:
        assert (tmp_path / "p.sqlite.corrupt").read_bytes() == content
        assert "put aside" in store.message()
        assert store.rating() == Rating()
    assert store.record(PLAYER, "y", 1500, 1.0) is not None      # and it works again


def test_a_foreign_sqlite_file_is_not_written_into(tmp_path):
    path = tmp_path / "p.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE mine (x)")
    db.commit()
    db.close()
    store = PuzzleStore.open(path)
    assert store.message() is not None
    assert (tmp_path / "p.sqlite.corrupt").exists()


def test_a_newer_file_is_left_alone(tmp_path):
    path = tmp_path / "p.sqlite"
    PuzzleStore.open(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    store = PuzzleStore.open(path)
    assert "newer" in store.message()
    store.record(PLAYER, "x", 1500, 1.0)                      # kept in memory only
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM puzzle_results").fetchone()[0] == 0


def test_an_unwritable_place_keeps_progress_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = PuzzleStore.open(blocker / "p.sqlite")
    assert store.message() is not None
    assert store.record(PLAYER, "x", 1500, 1.0) is not None
    assert "x" in store.results()
