"""A picture of a Ponga state without a window (`gamebox render`, diagrams `diagram:ponga?<spec>`, the library)."""
from __future__ import annotations

from PySide6.QtGui import QImage

from ... import settings
from ...board.render import picture
from .compose import scene_for_state
from .layout import BoardLayout
from .painter import paint_board


def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None,
           symbols: bool | None = None) -> QImage:
    """Draw `state` into a new `width` x `height` image; model texts (line names) in `lang`."""
    scene = scene_for_state(state, names, lang)
    scene.symbols = settings.colour_symbols() if symbols is None else symbols
    return picture(width, height, lambda p, w, h: paint_board(p, BoardLayout.compute(w, h), scene))
