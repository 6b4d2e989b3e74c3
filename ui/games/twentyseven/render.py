"""A picture of a 27 state without a window (`gamebox render`, diagrams `diagram:27?<spec>`, the library)."""
from __future__ import annotations

from PySide6.QtGui import QImage

from ...board.render import picture
from .compose import scene_for_state, tallest
from .layout import RowLayout
from .painter import paint_row


def render(state, width: int, height: int, lang: str = "en") -> QImage:
    """Draw `state` into a new `width` x `height` image; model texts (Black, White) in `lang`."""
    def paint(p, w, h):
        lay = RowLayout.compute(w, h, tallest(state))
        paint_row(p, lay, scene_for_state(state, lay, lang))
    return picture(width, height, paint)
