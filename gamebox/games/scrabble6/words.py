"""Which words a placement makes and what they score (S2, S3 and rulings SC-5 to SC-8).

A *word* here is a run of at least two neighbouring letters along a line, read forward or (in the
full game) backward, that the word list knows. A placement counts every such word that holds a
placed tile, on every line through a placed tile, except a word that lies inside a longer counted
word on the same line (SC-6: TORT counts TOR, ORT and, backward, ROT; TORTE counts only TORTE).
A word scores the values of its top letters; a blank (a lower-case letter) scores 0.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board import ARROWS, Geometry, Line
from .lexicon import Lexicon
from .tiles import TileSet


@dataclass(frozen=True)
class Word:
    cells: tuple[int, ...]      # in reading order
    text: str                   # upper case
    points: int
    kind: str                   # the line's kind (board.ROW, ...)
    forward: bool

    @property
    def arrow(self) -> str:
        return ARROWS[(self.kind, self.forward)]


class Scorer:
    """Words and points on one board size with one word list, tile set and set of directions."""

    def __init__(self, geometry: Geometry, lexicon: Lexicon, tiles: TileSet, backward: bool) -> None:
        self.geometry = geometry
        self.lexicon = lexicon
        self.tiles = tiles
        self.backward = backward
        self._cache: dict[tuple, tuple[Word, ...]] = {}

    def line_words(self, line: Line, tops: tuple[str, ...], placed: int) -> tuple[Word, ...]:
        """The counted words on `line` (`tops`: its top letters, "" for empty; `placed`: a bit per
        position that got a tile this turn)."""
        key = (line.id, tops, placed)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) > 200_000:
                self._cache.clear()
            found = self._cache[key] = self._line_words(line, tops, placed)
        return found

    def _line_words(self, line: Line, tops: tuple[str, ...], placed: int) -> tuple[Word, ...]:
        known, value, backward = self.lexicon.word_set(), self.tiles.value, self.backward
        n = len(tops)
        spans: list[tuple[int, int, bool, str]] = []
        i = 0
        while i < n:
            if not tops[i]:
                i += 1
                continue
            j = i
            while j + 1 < n and tops[j + 1]:
                j += 1
            hits = [k for k in range(i, j + 1) if placed >> k & 1]
            if hits and j > i:
                run = "".join(tops[i:j + 1]).upper()
                first, last = hits[0], hits[-1]
                # Only runs through a placed tile are new words: start at or before the last placed
                # tile, end at or after the first.
                for a in range(i, last + 1):
                    for b in range(max(a + 1, first), j + 1):
                        text = run[a - i:b - i + 1]
                        if text in known:
                            spans.append((a, b, True, text))
                        if backward:
                            back = text[::-1]
                            if back in known:
                                spans.append((a, b, False, back))
            i = j + 1
        words = []
        for a, b, forward, text in spans:
            if any(a2 <= a and b <= b2 and b2 - a2 > b - a for a2, b2, _, _ in spans):
                continue                  # inside a longer counted word on this line (SC-6)
            cells = line.cells[a:b + 1] if forward else line.cells[a:b + 1][::-1]
            words.append(Word(cells, text, sum(value(tops[k]) for k in range(a, b + 1)), line.kind, forward))
        return tuple(words)

    def words(self, tops: list[str], placed: list[int]) -> list[Word]:
        """Every counted word of a placement: `tops` are the board's top letters after it."""
        seen: set[int] = set()
        out: list[Word] = []
        for cell in placed:
            for line, _pos in self.geometry.through[cell]:
                if line.id in seen:
                    continue
                seen.add(line.id)
                line_tops = tuple(tops[c] for c in line.cells)
                mask = 0
                for k, c in enumerate(line.cells):
                    if c in placed:
                        mask |= 1 << k
                out.extend(self.line_words(line, line_tops, mask))
        return out

    def base_lines(self, tops: list[str]) -> dict[int, tuple[str, ...]]:
        """Every line's top letters, once per position (`placement_words` changes only the lines a
        placement touches: the move generator's thousands of placements share them)."""
        return {line.id: tuple(tops[c] for c in line.cells) for line in self.geometry.lines}

    def placement_words(self, base: dict[int, tuple[str, ...]], tiles: list[tuple[int, str]]) -> list[Word]:
        """The counted words of putting `tiles` ((field, letter) pairs) on the position of `base`."""
        touched: dict[int, tuple] = {}
        through = self.geometry.through
        for cell, letter in tiles:
            for line, pos in through[cell]:
                entry = touched.get(line.id)
                if entry is None:
                    entry = touched[line.id] = (line, list(base[line.id]), [0])
                entry[1][pos] = letter
                entry[2][0] |= 1 << pos
        out: list[Word] = []
        for line, letters, mask in touched.values():
            out.extend(self.line_words(line, tuple(letters), mask[0]))
        return out

    def main_words(self, tops: list[str], placed: list[int], first: bool) -> list[tuple[Line, int, int, bool]]:
        """The runs that can be the turn's one new word (S2): on a line through every placed tile,
        a word that holds all of them and, after the first turn, a letter that was there before.
        Returned as (line, first position, last position, forward)."""
        found = []
        lexicon = self.lexicon
        lines = [line for line, _ in self.geometry.through[placed[0]]
                 if all(c in line.cells for c in placed)]
        for line in lines:
            cells = line.cells
            pos = sorted(cells.index(c) for c in placed)
            lo, hi = pos[0], pos[-1]
            if not all(tops[cells[k]] for k in range(lo, hi + 1)):
                continue
            start, end = lo, hi
            while start > 0 and tops[cells[start - 1]]:
                start -= 1
            while end + 1 < len(cells) and tops[cells[end + 1]]:
                end += 1
            placed_set = set(placed)
            for a in range(start, lo + 1):
                for b in range(max(hi, a + 1), end + 1):
                    if not first and all(cells[k] in placed_set for k in range(a, b + 1)):
                        continue
                    text = "".join(tops[cells[k]] for k in range(a, b + 1)).upper()
                    if text in lexicon:
                        found.append((line, a, b, True))
                    if self.backward and text[::-1] in lexicon:
                        found.append((line, a, b, False))
        return found
