"""What one frame of the board shows: a plain description the painter draws.

The live board builds a scene from the model state plus what the player is doing
(dragging, selecting, hovering) and what is flying; `render()` builds one from a
state alone. Both hand it to `painter.paint_board`, so they draw the same thing.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

# Marks (towers, supply pawns) are the kit's: ui/board/marks.py.


@dataclass
class Floating:
    """A tower (maybe with a pawn) or a lone pawn off its place: dragged or flying."""

    discs: int            # 0 for a lone pawn
    pawn: int             # -1 for a tower without a pawn
    foot: QPointF         # centre of its bottom face as drawn
    scale: float = 1.0    # row perspective scale
    lift: float = 0.0     # pixels above the table (the shadow stays below)


@dataclass
class TrayText:
    title: str            # the player's name (or the team's)
    subtitle: str = ""    # the team and its colours
    score: str = ""       # points so far


@dataclass
class Scene:
    heights: list[int]
    pawn_on: list[int]
    pawn_tower: list[int]
    solo: bool
    active_player: int | None = None           # whose tray glows
    trays: list[TrayText] = field(default_factory=list)
    hidden_towers: set[int] = field(default_factory=set)   # drawn elsewhere (floating)
    hidden_pawns: set[int] = field(default_factory=set)    # supply pawns drawn elsewhere
    floating: list[Floating] = field(default_factory=list)
    tower_marks: dict[int, str] = field(default_factory=dict)
    pawn_marks: dict[int, str] = field(default_factory=dict)
    lifted: dict[int, float] = field(default_factory=dict)  # tower -> pixels raised (selected)
    focus: bool = False                        # the board has keyboard focus
    die_value: int | None = None               # draw a die (window-less pictures only)
    die_blank: bool = False                    # draw an unrolled die there
    cache_sprites: bool = True                 # off while the disc size glides (every frame differs)
    hint_arrow: tuple[QPointF, QPointF] | None = None   # the coach's move: from the piece to the target
