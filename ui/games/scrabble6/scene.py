"""What one frame of the Scrabble board shows: a plain description the painter draws.

`compose.scene_for_state` builds it from a model state and the seat whose rack may be seen (the
viewer); the live board adds what the player is doing (tiles placed but not played, a held tile,
the keyboard cursor, the preview). Racks of other seats never enter a scene: the painter cannot
show what it is not given.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PlayerDraw:
    name: str
    seat: int
    score: int
    tiles: int                 # how many tiles on his rack (never which)
    active: bool
    winner: bool = False
    kind: str = ""             # "", or the computer's level in words


@dataclass
class WordDraw:
    cells: tuple[int, ...]
    text: str
    points: int
    arrow: str


@dataclass
class Scene:
    size: int
    stacks: list[str]                           # per field, letters bottom-up (blank: lower case)
    players: list[PlayerDraw] = field(default_factory=list)
    rack: str | None = None                     # the viewer's rack as it stands (None: no rack shown)
    rack_owner: int | None = None
    rack_used: tuple[int, ...] = ()             # slots whose tile lies on the board (pending) or in the hand
    pending: dict[int, str] = field(default_factory=dict)   # field -> letter placed, not yet played
    held: tuple[float, float, str] | None = None            # a tile in the hand at (x, y)
    last_cells: tuple[int, ...] = ()            # where the last turn's tiles went
    words: list[WordDraw] = field(default_factory=list)     # bands on the board: preview or last turn
    legal: set[int] = field(default_factory=set)            # fields the held or chosen tile may go to
    hover: int | None = None
    cursor: int | None = None                   # the keyboard's field
    cursor_arrow: str = ""
    hint: dict[int, str] = field(default_factory=dict)      # the coach's move: field -> letter
    selected_slot: int | None = None
    bag: int = 0
    title_last: str = ""                        # "Anna: TANTE, ROT — 10 points"
    preview_lines: list[tuple[str, str]] = field(default_factory=list)  # (text, kind "good" / "bad" / "")
    word_list: bool = True                      # list `words` in the panel in their link colours
    coach_title: str = ""
    coach_lines: list[str] = field(default_factory=list)
    banner: str = ""                            # the end of the game
    picker: bool = False                        # the blank's letter picker is open
    picker_letters: str = ""
    focus: bool = False
    dropping: dict[int, float] = field(default_factory=dict)   # field -> how high its new top tile still hangs (0..1)
