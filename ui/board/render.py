"""Pictures of a game without a window: `gamebox render`, the rules panel's diagrams, the library.

Only QtGui is used, so a bare QGuiApplication will do (QT_QPA_PLATFORM=offscreen)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QImage, QPainter


def picture(width: int, height: int, paint: Callable[[QPainter, int, int], None]) -> QImage:
    """A new `width` x `height` image (at least 1 x 1) that `paint(p, width, height)` draws."""
    width, height = max(1, int(width)), max(1, int(height))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0))
    p = QPainter(image)
    try:
        paint(p, width, height)
    finally:
        p.end()
    return image
