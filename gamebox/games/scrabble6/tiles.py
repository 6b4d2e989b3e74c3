"""The tile sets: how many tiles of each letter the bag holds and what each is worth (S1).

A tile is a one-character string: an upper-case letter, or `BLANK` ("?") in the bag and on a rack.
On the board a blank shows the letter its player named, in lower case (docs/notation/scrabble6.md):
it scores 0 wherever it lies.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

BLANK = "?"


@dataclass(frozen=True)
class TileSet:
    id: str
    counts: tuple[tuple[str, int], ...]     # (tile, number in the bag), in the order racks are sorted
    values: dict[str, int]                  # letter (upper case) -> points; a blank is always 0

    @property
    def letters(self) -> str:
        """The letters a blank may stand for (every letter of the set)."""
        return "".join(t for t, _ in self.counts if t != BLANK)

    def bag(self) -> Counter:
        return Counter(dict(self.counts))

    def size(self) -> int:
        return sum(n for _, n in self.counts)

    def value(self, board_letter: str) -> int:
        """Points of a letter as it lies on the board (a blank's lower-case letter: 0)."""
        return self.values.get(board_letter, 0)

    def order(self, tile: str) -> int:
        return _ORDER[self.id].get(tile, 99)

    def sort(self, tiles) -> str:
        """Tiles in the set's order (racks, draws: one spelling for one multiset)."""
        return "".join(sorted(tiles, key=self.order))


def _set(id_: str, spec: str) -> TileSet:
    """`spec`: "E15:1 N9:1 ..." (tile, count, value)."""
    counts, values = [], {}
    for item in spec.split():
        tile_count, value = item.split(":")
        tile, count = tile_count[0], int(tile_count[1:])
        counts.append((tile, count))
        if tile != BLANK:
            values[tile] = int(value)
    return TileSet(id_, tuple(counts), values)


# S1: the German Scrabble set of 102 tiles (no ß tile).
GERMAN = _set("de", "E15:1 N9:1 S7:1 I6:1 R6:1 T6:1 U6:1 A5:1 D4:1 H4:2 G3:2 L3:2 O3:2 M4:3 B2:3 W1:3 Z1:3 "
                    "C2:4 F2:4 K2:4 P1:4 Ä1:6 J1:6 Ü1:6 V1:6 Ö1:8 X1:8 Q1:10 Y1:10 ?2:0")
# The English set of 100 tiles (S5's option).
ENGLISH = _set("en", "E12:1 A9:1 I9:1 O8:1 N6:1 R6:1 T6:1 L4:1 S4:1 U4:1 D4:2 G3:2 B2:3 C2:3 M2:3 P2:3 F2:4 "
                     "H2:4 V2:4 W2:4 Y2:4 K1:5 J1:8 X1:8 Q1:10 Z1:10 ?2:0")
TILE_SETS = {"de": GERMAN, "en": ENGLISH}
_BASE = str.maketrans("ÄÖÜ", "AOU")
_ORDER = {ts.id: {t: i for i, (t, _) in enumerate(sorted(ts.counts, key=lambda c: (c[0] == BLANK, c[0].translate(_BASE),
                                                                                    c[0])))}
          for ts in TILE_SETS.values()}
