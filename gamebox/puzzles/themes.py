"""What a player gets wrong most, by theme: the first tries of the puzzles he tried, counted per kind
("Only move", "Tipping", "Memory", …). A first try that failed, or needed a hint, is a miss."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..i18n import Text
from .model import Puzzle


@dataclass(frozen=True)
class ThemeCount:
    theme: Text
    tried: int
    missed: int

    @property
    def share(self) -> float:
        return self.missed / self.tried if self.tried else 0.0


def misses_by_theme(puzzles: Iterable[Puzzle], results: Mapping[str, object]) -> list[ThemeCount]:
    """Every theme tried, the most missed first (by misses, then by their share)."""
    counts: dict[Text, list[int]] = {}
    for puzzle in puzzles:
        result = results.get(puzzle.id)
        if result is None or puzzle.theme is None:
            continue
        tried_missed = counts.setdefault(puzzle.theme, [0, 0])
        tried_missed[0] += 1
        tried_missed[1] += result.first < 1.0
    out = [ThemeCount(theme, tried, missed) for theme, (tried, missed) in counts.items()]
    return sorted(out, key=lambda c: (-c.missed, -c.share, c.theme.en))
