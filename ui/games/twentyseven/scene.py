"""What one frame of the 27 board shows: a plain description the painter draws.

The live board builds a scene from the model state plus what the player is doing
(dragging, selecting, hovering) and what is flying; `render()` builds one from a state
alone. Both hand it to `painter.paint_row`, so a picture equals the board.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

# Marks and glows are the kit's: ui/board/marks.py.


@dataclass
class FieldDraw:
    name: str
    stack: str                          # disc letters, bottom (the base disc) first
    x: float                            # centre x in pixels
    hidden_from: int | None = None      # discs from this level up are drawn elsewhere (flying)
    raised_from: int | None = None      # discs from this level up are lifted a little (selected)
    badge: int = 0                      # the mover's tower number here (1, 2, ...), 0: none
    badge_movable: bool = False         # that tower has a move (else it only counts)
    mark: str | None = None             # LEGAL, TARGET_OK, TARGET_BAD, HINT
    glow: tuple[int, str] | None = None   # (level, HOVER/SELECTED/HINT): the part that would go
    last_move: bool = False             # source or target of the last move
    cursor: bool = False                # the keyboard cursor stands here
    score: tuple[str, int, bool] | None = None   # game over: (goal owner's colour, discs, winner?)


@dataclass
class Floating:
    """Discs off their field: dragged, flying or gliding home."""

    discs: str                # letters, bottom first
    foot: QPointF             # where the shadow lies (the discs are drawn `lift` higher)
    lift: float = 0.0
    with_base: bool = False   # the lowest disc is the field's base disc (the field goes along)


@dataclass
class Hops:
    """The count of steps drawn as hops from field to field (source x, target x, via xs)."""

    xs: list[float]           # every field centre from the source to the target
    y: float                  # the arc's base line (above the stacks they pass)
    kind: str = "legal"       # a mark of ui/board/marks.py


@dataclass
class Arrow:
    """A player's direction along the row, from his start to his goal."""

    colour: str               # "B" or "W"
    label: str                # e.g. "Black → goal i"
    start_x: float
    end_x: float
    active: bool


@dataclass
class Scene:
    fields: list[FieldDraw]
    plaque: str = ""                     # "Black: 3 towers → 3 steps"
    plaque_colour: str | None = None     # the disc shown in the plaque
    arrows: list[Arrow] = field(default_factory=list)
    floating: list[Floating] = field(default_factory=list)
    hops: list[Hops] = field(default_factory=list)
    rail_span: tuple[float, float] | None = None   # x range of the rail (None: around the fields)
    symbols: bool = False                # stronger marks on the base discs (colour-blind setting)
    focus: bool = False
