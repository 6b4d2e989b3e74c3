"""What one frame of the Ponga board shows: a plain description the painter draws.

`compose.scene_for_state` builds it from a model state; the live board adds what the
player does (hover, a typed digit) and what is moving (the dice, a falling stone).
Both hand it to `painter.paint_board`, so a picture equals the board.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# Marks on a field, strongest last (LEGAL, HOVER and HINT are the kit's: ui/board/marks.py).
BLOCKED = "blocked"       # the roll names it, but the player may not take it (own tower, or a free one first)
OUT = "out"               # the roll that put a player out named it (his own tower)


@dataclass
class PlayerDraw:
    name: str
    seat: int
    stones: int               # stones in the towers he tops now (this round's score so far)
    total: int                # the match total (the finished rounds plus this one)
    out: bool
    active: bool
    winner: bool = False


@dataclass
class Dice:
    values: tuple[int | None, int | None]     # what the dice show (None: blank)
    rolling: float | None = None              # 0..1 while they tumble, else None
    faces: tuple[list[int], list[int]] = ((), ())   # the faces shown one after another while tumbling
    ready: bool = False                       # waiting for a human to roll (they glow)
    owner: int | None = None                  # whose roll it is (the tray is rimmed in his colour)


@dataclass
class Falling:
    """A stone on its way onto a tower (drawn `lift` pixels above where it lands)."""

    field: int
    seat: int
    lift: float


@dataclass
class Scene:
    towers: list[tuple[int, ...]]             # per field, owners bottom-up
    marks: dict[int, str] = field(default_factory=dict)
    players: list[PlayerDraw] = field(default_factory=list)
    dice: Dice = field(default_factory=lambda: Dice((None, None)))
    mover: int | None = None                  # the seat whose stone a hover would place (ghost stone)
    line: tuple[int, ...] = ()                # a completed line's fields (they glow)
    line_label: str = ""                      # "column 3 ×1"
    banner: str = ""                          # across the board: a round's end, a player out
    banner_kind: str = "info"                 # "info", "out", "line"
    round_text: str = ""                      # "Round 2 of 3" (a match), else ""
    match: bool = False                       # show the totals column
    symbols: bool = False                     # colour-blind setting: a symbol per player
    hidden_top: int | None = None             # this field's top stone is drawn falling instead
    falling: Falling | None = None
    last_field: int | None = None             # where the last stone went
    typed: str = ""                           # a first digit typed on the keyboard
    focus: bool = False
