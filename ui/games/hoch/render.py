"""A picture of a Hoch und höher state without a window (`gamebox render`, the rules' diagrams, the library)."""
from __future__ import annotations

from PySide6.QtGui import QImage

from gamebox.registry import get as get_game

from ...board.render import picture
from .layout import BoardLayout
from .painter import paint_board, scene_for_state


def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None) -> QImage:
    """Draw `state` into a new image. The die shows the current roll, or the roll that ended the game;
    model texts (team names) are in `lang`; `names` are the players' names, if known."""
    scene = scene_for_state(state, names, [t.get(lang) for t in get_game("hoch").info.seat_names])
    scene.die_value = state.roll if state.roll is not None else state.last_roll
    scene.die_blank = scene.die_value is None
    return picture(width, height, lambda p, w, h: paint_board(
        p, BoardLayout.compute(w, h, state.rules.solo, state.heights, state.pawn_on), scene))
