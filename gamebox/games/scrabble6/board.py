"""The square board of Scrabble 6×6 (and 8×8, 10×10): fields, names, lines and reading directions.

Field "c2" is column c, row 2, counted from the top left corner (docs/notation/scrabble6.md);
inside the model a field is the index N·row + column (both from 0). A *line* is a row, a column or
a diagonal of at least two fields, its fields in forward order: left to right, top to bottom, and
the diagonals downward (↘ from the top left, ↙ from the top right). Words are read along a line
forward or, in the full game, also backward (S3): 8 reading directions in all.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SIZES = (6, 8, 10)
MAX_STACK = 6                 # S2: a stack may hold at most 6 tiles
COLUMNS = "abcdefghij"

# Kinds of line: the step (rows, columns) from one field to the next, forward.
ROW, COLUMN, DOWN_RIGHT, DOWN_LEFT = "r", "d", "dr", "dl"
STEPS = {ROW: (0, 1), COLUMN: (1, 0), DOWN_RIGHT: (1, 1), DOWN_LEFT: (1, -1)}
ARROWS = {(ROW, True): "→", (ROW, False): "←", (COLUMN, True): "↓", (COLUMN, False): "↑",
          (DOWN_RIGHT, True): "↘", (DOWN_RIGHT, False): "↖", (DOWN_LEFT, True): "↙", (DOWN_LEFT, False): "↗"}


def field_name(row: int, col: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


@dataclass(frozen=True)
class Line:
    id: int
    kind: str
    cells: tuple[int, ...]      # field indices in forward order

    def __len__(self) -> int:
        return len(self.cells)


@dataclass(frozen=True)
class Geometry:
    size: int
    lines: tuple[Line, ...]
    through: tuple[tuple[tuple[Line, int], ...], ...]   # per field: (line, position in it)

    @property
    def fields(self) -> range:
        return range(self.size * self.size)

    def index(self, row: int, col: int) -> int:
        return row * self.size + col

    def row_col(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.size)

    def name(self, cell: int) -> str:
        return field_name(*self.row_col(cell))

    def contains(self, row: int, col: int) -> bool:
        return 0 <= row < self.size and 0 <= col < self.size

    def line_of(self, kind: str, cell: int) -> tuple[Line, int] | None:
        """The line of `kind` through `cell` and the cell's position in it (None: a corner's
        one-field diagonal)."""
        return next(((line, pos) for line, pos in self.through[cell] if line.kind == kind), None)


@lru_cache(maxsize=None)
def geometry(size: int) -> Geometry:
    lines: list[Line] = []

    def add(kind: str, start: tuple[int, int]) -> None:
        dr, dc = STEPS[kind]
        r, c = start
        cells = []
        while 0 <= r < size and 0 <= c < size:
            cells.append(r * size + c)
            r, c = r + dr, c + dc
        if len(cells) >= 2:
            lines.append(Line(len(lines), kind, tuple(cells)))

    for r in range(size):
        add(ROW, (r, 0))
    for c in range(size):
        add(COLUMN, (0, c))
    for start in [(0, c) for c in range(size)] + [(r, 0) for r in range(1, size)]:
        add(DOWN_RIGHT, start)
    for start in [(0, c) for c in range(size)] + [(r, size - 1) for r in range(1, size)]:
        add(DOWN_LEFT, start)
    through: list[list[tuple[Line, int]]] = [[] for _ in range(size * size)]
    for line in lines:
        for pos, cell in enumerate(line.cells):
            through[cell].append((line, pos))
    return Geometry(size, tuple(lines), tuple(tuple(t) for t in through))
