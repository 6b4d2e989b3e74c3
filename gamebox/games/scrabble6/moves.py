"""Moves of Scrabble 6×6 and their notation (docs/notation/scrabble6.md).

    s2               chance: the lot chose who begins (player 2)
    draw AEEN?R      chance: tiles drawn from the bag into the rack of the player whose turn it is
                     to draw (a blank is "?"); the record keeps who saw it (`seen_by`)
    c2r T.NT         place: from field c2 rightward, T on c2, N on e2, T on f2; "." keeps the letter
                     that lies there (the tiles must form one word with it)
    b3 E             place one tile on b3
    a1dr Tor         a blank is written in lower case: the blank stands for O here, then R
    c2=T e4=N        any set of fields, as typed (refused unless the fields lie in one line)
    exchange         put the whole rack back and draw as many new tiles
    pass             do nothing this turn

Directions: r (rightward along a row), d (down a column), dr (down to the right), dl (down to the
left). Fields: column letter, row number, from the top left (a1).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.chance_moves import Start
from gamebox.protocol import NotationError

from .board import COLUMNS, STEPS, field_name

MAX_PLAYERS = 4
MAX_TILES = 5          # S2: at most 5 tiles a turn


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the tiles that go from the bag into one rack (sorted, "?" for a blank)."""

    tiles: str

    def __str__(self) -> str:
        return f"draw {self.tiles}"


@dataclass(frozen=True, slots=True)
class Place:
    """Tiles put on the board: (row, column, letter) sorted by row and column; a blank's letter is
    in lower case."""

    tiles: tuple[tuple[int, int, str], ...]

    @property
    def letters(self) -> str:
        return "".join(t[2] for t in self.tiles)

    def direction(self) -> str | None:
        """The kind of line the tiles lie on (None for one tile, or for tiles in no line)."""
        if len(self.tiles) < 2:
            return None
        (r0, c0, _), (r1, c1, _) = self.tiles[0], self.tiles[1]
        dr, dc = r1 - r0, c1 - c0
        step = max(abs(dr), abs(dc))
        if step == 0 or (dr and dc and abs(dr) != abs(dc)):
            return None
        unit = (dr // step, dc // step)
        kind = next((k for k, s in STEPS.items() if s == unit), None)
        if kind is None:
            return None
        for (ra, ca, _), (rb, cb, _) in zip(self.tiles, self.tiles[1:]):
            dr, dc = rb - ra, cb - ca
            k = max(abs(dr), abs(dc))
            if k == 0 or (dr, dc) != (unit[0] * k, unit[1] * k):
                return None
        return kind

    def __str__(self) -> str:
        tiles = self.tiles
        if len(tiles) == 1:
            r, c, letter = tiles[0]
            return f"{field_name(r, c)} {letter}"
        kind = self.direction()
        if kind is None:
            return " ".join(f"{field_name(r, c)}={letter}" for r, c, letter in tiles)
        dr, dc = STEPS[kind]
        r0, c0, _ = tiles[0]
        at = {(r, c): letter for r, c, letter in tiles}
        length = max(abs(tiles[-1][0] - r0), abs(tiles[-1][1] - c0)) + 1
        pattern = "".join(at.get((r0 + k * dr, c0 + k * dc), ".") for k in range(length))
        return f"{field_name(r0, c0)}{kind} {pattern}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """The whole rack goes back into the bag for as many new tiles (S4)."""

    def __str__(self) -> str:
        return "exchange"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


ScrabbleMove = Start | Draw | Place | Exchange | Pass

EXPECTED = ("s1..s4, 'draw' and tiles, 'exchange', 'pass', or a placement like 'c2r T.NT', 'b3 E' or "
            "'c2=T e4=N' (column a-j, row 1-10; a blank's letter in lower case)")
_LETTER = "A-Za-zÄÖÜäöü"
_FIELD = r"([a-j])(10|[1-9])"
_START = re.compile(r"s([1-4])")
_DRAW = re.compile(r"draw ([A-ZÄÖÜ?]{1,6})")
_LINE = re.compile(_FIELD + r"(r|d|dr|dl)? ([" + _LETTER + r".]{1,10})")
_ONE = re.compile(_FIELD + r"=([" + _LETTER + r"])")


def place(tiles) -> Place:
    """A placement from (row, column, letter) triples in any order."""
    return Place(tuple(sorted((int(r), int(c), str(letter)) for r, c, letter in tiles)))


def parse(text: str) -> ScrabbleMove:
    cleaned = " ".join(str(text).split())
    lowered = cleaned.lower()
    if lowered in ("exchange", "x"):
        return Exchange()
    if lowered == "pass":
        return Pass()
    if m := _START.fullmatch(lowered):
        return Start(int(m[1]) - 1)
    if m := _DRAW.fullmatch(cleaned):
        return Draw(m[1])
    if m := _LINE.fullmatch(cleaned):
        col, row, kind, pattern = COLUMNS.index(m[1]), int(m[2]) - 1, m[3], m[4]
        if kind is None and len(pattern) != 1:
            raise NotationError(text, "a direction (r, d, dr, dl) after the field for more than one tile")
        dr, dc = STEPS[kind or "r"]
        tiles = [(row + k * dr, col + k * dc, ch) for k, ch in enumerate(pattern) if ch != "."]
        if not tiles or pattern[0] == "." or pattern[-1] == ".":
            raise NotationError(text, "a pattern that starts and ends with a tile")
        if any(r < 0 or c < 0 for r, c, _ in tiles):
            raise NotationError(text, "fields on the board")
        move = place(tiles)
        if str(move) != cleaned and kind is not None and move.direction() != kind:
            raise NotationError(text, EXPECTED)
        return move
    parts = cleaned.split(" ")
    ones = [_ONE.fullmatch(p) for p in parts]
    if parts and all(ones) and len(parts) <= 10:
        cells = [(int(m[2]) - 1, COLUMNS.index(m[1]), m[3]) for m in ones]
        if len({(r, c) for r, c, _ in cells}) == len(cells):
            return place(cells)
    raise NotationError(text, EXPECTED)
