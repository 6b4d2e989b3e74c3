"""The 6×6 Ponga board: fields, the pairs a roll selects, and the lines that win.

Field "ab" is row a, column b (both 1..6); inside the model it is the index 6·(a−1) + (b−1).
A roll of a and b selects "ab" and "ba" (one field for a double). Swapping rows and
columns maps every roll's fields onto themselves and rows onto columns, so the board is
symmetric under transposition (the AI folds it, docs/rulings.md PO-10).
"""
from __future__ import annotations

from dataclasses import dataclass

from gamebox.i18n import Text

SIZE = 6
FIELDS = range(SIZE * SIZE)


def field(row: int, column: int) -> int:
    """The index of field "row column" (both 1..6)."""
    return (row - 1) * SIZE + (column - 1)


def field_name(index: int) -> str:
    return f"{index // SIZE + 1}{index % SIZE + 1}"


def row_col(index: int) -> tuple[int, int]:
    return index // SIZE + 1, index % SIZE + 1


def transpose(index: int) -> int:
    r, c = divmod(index, SIZE)
    return c * SIZE + r


def roll_fields(a: int, b: int) -> tuple[int, ...]:
    """The fields a roll of a and b selects: ab and ba, or one field for a double."""
    return (field(a, b),) if a == b else (field(a, b), field(b, a))


# Kinds of winning line and what they multiply the stones by (P3).
ROW, COLUMN, DIAGONAL, DOUBLES = "row", "column", "diagonal", "doubles"
MULTIPLIER = {ROW: 1, COLUMN: 1, DIAGONAL: 2, DOUBLES: 3}


@dataclass(frozen=True)
class Line:
    """A row, a column, or one of the long diagonals."""

    kind: str
    number: int              # row or column 1..6; 1 for the diagonals
    fields: tuple[int, ...]

    @property
    def multiplier(self) -> int:
        return MULTIPLIER[self.kind]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(field_name(f) for f in self.fields)

    def label(self) -> Text:
        n = self.number
        return {
            ROW: Text(f"row {n}", f"Reihe {n}"),
            COLUMN: Text(f"column {n}", f"Spalte {n}"),
            DIAGONAL: Text("the diagonal 16–61", "die Diagonale 16–61"),
            DOUBLES: Text("the doubles diagonal 11–66", "die Pasch-Diagonale 11–66"),
        }[self.kind]

    def __str__(self) -> str:
        return self.label().get("en")


LINES: tuple[Line, ...] = (
    tuple(Line(ROW, r, tuple(field(r, c) for c in range(1, 7))) for r in range(1, 7))
    + tuple(Line(COLUMN, c, tuple(field(r, c) for r in range(1, 7))) for c in range(1, 7))
    + (Line(DOUBLES, 1, tuple(field(i, i) for i in range(1, 7))),
       Line(DIAGONAL, 1, tuple(field(i, 7 - i) for i in range(1, 7))))
)

# The lines through each field, for the check after a placement.
LINES_THROUGH: tuple[tuple[Line, ...], ...] = tuple(
    tuple(line for line in LINES if f in line.fields) for f in FIELDS)

# The pairs of fields one roll selects, each with its probability (21 outcomes).
PAIRS: tuple[tuple[tuple[int, ...], float], ...] = tuple(
    (roll_fields(a, b), (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7))
