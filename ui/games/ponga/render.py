"""A picture of a Ponga state without a window.

Used by `gamebox render FILE --out PNG`, the rules panel's diagrams (`diagram:ponga?<spec>`)
and the library's picture. Needs only a QGuiApplication (works with QT_QPA_PLATFORM=offscreen).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from ... import settings
from .compose import scene_for_state
from .layout import BoardLayout
from .painter import paint_board


def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None,
           symbols: bool | None = None) -> QImage:
    """Draw `state` into a new `width` x `height` image; model texts (line names) in `lang`."""
    width, height = max(1, int(width)), max(1, int(height))
    lay = BoardLayout.compute(width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0))
    scene = scene_for_state(state, names, lang)
    scene.symbols = settings.colour_symbols() if symbols is None else symbols
    p = QPainter(image)
    try:
        paint_board(p, lay, scene)
    finally:
        p.end()
    return image
