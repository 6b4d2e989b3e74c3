"""A player's statistics from the history: per game and variant, games played and won, best and
average scores, winning streaks, and the solo skill loss over time.

Pure arithmetic over `history.Entry` rows, so the numbers are tested without a database or Qt.
A practised solo game (undo was used, or it was continued from an earlier one) counts as played
but not in the scores, as the score screen says; a solo game has no winner and so no streak.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from .history import Entry


@dataclass(frozen=True)
class KindStats:
    """One row of the statistics table: a game and variant, from one player's seat."""

    game: str
    variant: str
    played: int
    won: int
    lost: int
    drawn: int
    practised: int            # solo games played as practice (not in best and average)
    best: float | None        # over the counted games
    average: float | None
    streak: int               # wins in a row up to the newest game
    longest: int              # the longest run of wins
    last: datetime

    @property
    def solo(self) -> bool:
        return self.won + self.lost + self.drawn == 0


@dataclass(frozen=True)
class Point:
    """One solo game on the skill chart."""

    when: datetime
    score: float
    skill_loss: float | None   # None where no exact table priced the game
    hints: int
    puzzle_date: str | None


def statistics(entries: Iterable[Entry], player: str) -> list[KindStats]:
    """Per game and variant, what `player` did as a human, most recently played first."""
    kinds: dict[tuple[str, str], list[tuple[Entry, str, float]]] = {}
    for entry in sorted(entries, key=lambda e: e.finished_at):
        seat = entry.seat_of(player)
        if seat is not None:
            kinds.setdefault((entry.game, entry.variant), []).append((entry, seat.result, seat.score))
    rows = [_row(game, variant, games) for (game, variant), games in kinds.items()]
    return sorted(rows, key=lambda r: r.last, reverse=True)


def _row(game: str, variant: str, games: list[tuple[Entry, str, float]]) -> KindStats:
    results = [result for _entry, result, _score in games]
    counted = [score for entry, _result, score in games if not entry.practised]
    run = longest = 0
    for result in results:
        if result == "solo":
            continue
        run = run + 1 if result == "win" else 0
        longest = max(longest, run)
    return KindStats(
        game, variant, played=len(games), won=results.count("win"), lost=results.count("loss"),
        drawn=results.count("draw"), practised=sum(1 for entry, *_ in games if entry.practised),
        best=max(counted) if counted else None,
        average=sum(counted) / len(counted) if counted else None,
        streak=run, longest=longest, last=games[-1][0].finished_at)


def solo_points(entries: Iterable[Entry], player: str, game: str, variant: str) -> list[Point]:
    """The counted solo games of one kind, oldest first: the skill chart's points."""
    points = []
    for entry in sorted(entries, key=lambda e: e.finished_at):
        seat = entry.seat_of(player)
        if (seat is None or not entry.solo or entry.practised
                or (entry.game, entry.variant) != (game, variant)):
            continue
        loss = entry.figures.skill_loss if entry.figures else None
        points.append(Point(entry.finished_at, seat.score, loss, entry.hints, entry.puzzle_date))
    return points
