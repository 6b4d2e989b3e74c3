"""A picture of a Hoch und höher state without a window.

Used by `gamebox render FILE --out PNG`, the rules panel's diagrams and the
library's picture. Needs only a QGuiApplication (works with QT_QPA_PLATFORM=offscreen).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from gamebox.registry import get as get_game

from .layout import BoardLayout
from .painter import paint_board, scene_for_state


def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None) -> QImage:
    """Draw `state` into a new `width` x `height` image.

    The die shows the current roll, or the roll that ended the game; model texts
    (team names) are in `lang`; `names` are the players' names, if known.
    """
    width, height = max(1, int(width)), max(1, int(height))
    seat_names = [t.get(lang) for t in get_game("hoch").info.seat_names]
    scene = scene_for_state(state, names, seat_names)
    scene.die_value = state.roll if state.roll is not None else state.last_roll
    scene.die_blank = scene.die_value is None
    layout = BoardLayout.compute(width, height, state.rules.solo, state.heights, state.pawn_on)
    image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0))
    p = QPainter(image)
    paint_board(p, layout, scene)
    p.end()
    return image
