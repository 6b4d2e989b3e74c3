"""A picture of a 27 state without a window.

Used by `gamebox render FILE --out PNG`, the rules panel's diagrams (`diagram:27?<spec>`)
and the library's picture. Needs only a QGuiApplication (works with QT_QPA_PLATFORM=offscreen).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from .compose import scene_for_state, tallest
from .layout import RowLayout
from .painter import paint_row


def render(state, width: int, height: int, lang: str = "en") -> QImage:
    """Draw `state` into a new `width` x `height` image; model texts (Black, White) in `lang`."""
    width, height = max(1, int(width)), max(1, int(height))
    lay = RowLayout.compute(width, height, tallest(state))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0))
    p = QPainter(image)
    try:
        paint_row(p, lay, scene_for_state(state, lay, lang))
    finally:
        p.end()
    return image
