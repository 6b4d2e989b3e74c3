"""The puzzle of the day of every game with a collection, the streak's choice of puzzles, and the summary of
what a player misses most."""
from __future__ import annotations

from datetime import date, timedelta

from gamebox import puzzles, registry
from gamebox.i18n import Text
from gamebox.puzzles.daily import of_the_day
from gamebox.puzzles.model import Puzzle
from gamebox.puzzles.store import Result
from gamebox.puzzles.streak import START, STEP, pick
from gamebox.puzzles.themes import misses_by_theme


def test_every_game_with_a_collection_has_a_puzzle_of_the_day_the_same_for_everyone():
    day = date(2026, 5, 1)
    for game in puzzles.games_with_puzzles():
        puzzle = of_the_day(game, day)
        assert puzzle is not None and puzzle.game == game.info.id
        assert of_the_day(registry.get(game.info.id), day) == puzzle          # a pure function of the day
    days = [of_the_day(registry.get("27"), day + timedelta(days=n)).id for n in range(30)]
    assert len(set(days)) > 20                                                  # and it changes


def fake(i: int, rating: int, theme: str = "A") -> Puzzle:
    return Puzzle(f"x-{i}", "27", "standard", 0, 2, (), Text("", ""), rating, theme=Text(theme, theme))


def test_a_streak_rises_in_rating_and_never_repeats_a_puzzle():
    pool = [fake(i, 600 + 10 * i) for i in range(180)]
    chosen = [pick(pool, n, 7) for n in range(30)]
    assert all(p is not None for p in chosen)
    assert len({p.id for p in chosen}) == 30
    assert all(b.rating > a.rating for a, b in zip(chosen, chosen[1:]))
    assert all(START + STEP * n <= p.rating < START + STEP * (n + 1) for n, p in enumerate(chosen[1:], start=1))
    sparse = [fake(i, r) for i, r in enumerate((940, 945, 1400, 2000))]
    assert [pick(sparse, n, 1).rating // 100 for n in range(3)] == [9, 14, 20]     # empty bands are skipped
    untried = pick(pool, 0, 7, {chosen[0].id: object()})
    assert untried.id != chosen[0].id                       # the untried of the band come first
    assert pick(pool, 200, 7) is None                       # past the hardest: the streak is complete


def test_the_summary_counts_first_tries_by_theme_most_missed_first():
    pool = [fake(1, 900, "Only move"), fake(2, 900, "Only move"), fake(3, 900, "Memory"), fake(4, 900, "Memory"),
            fake(5, 900, "Memory")]
    results = {"x-1": Result(1.0, True, 1, 5.0), "x-2": Result(0.0, False, 1, -9.0),
               "x-3": Result(0.5, True, 1, -1.0), "x-4": Result(0.0, True, 2, -8.0), "x-5": Result(1.0, True, 1, 4.0)}
    counts = misses_by_theme(pool, results)
    assert [(c.theme.en, c.missed, c.tried) for c in counts] == [("Memory", 2, 3), ("Only move", 1, 2)]
