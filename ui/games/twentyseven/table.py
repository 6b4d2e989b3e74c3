"""The table of 27: a mid-tone baize (black discs and white discs both stand out on it) on the kit's table."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ...board.table import cached_image, felt, paint_mat, print_title, wood
from .colors import FELT, WOOD_DARK, WOOD_LIGHT
from .layout import RowLayout


def table_image(layout: RowLayout, dpr: float = 1.0) -> QImage:
    """Rim and baize for this size, in device pixels (the same every frame, so cached)."""
    def draw(p: QPainter) -> None:
        paint_mat(p, layout.width, layout.height, layout.felt, layout.frame * 1.1, felt(27, FELT.name()),
                  wood(9, WOOD_DARK.name(), WOOD_LIGHT.name()))
        top, bottom = layout.plaque.bottom(), layout.rail_front.top()
        px = min((bottom - top) * 0.42, layout.felt.width() * 0.16)
        if px >= 28 and not layout.compact:
            rect = QRectF(layout.felt.left(), top + (bottom - top) * 0.08, layout.felt.width(), px * 1.2)
            print_title(p, rect, "27", px, bold=True, ink=QColor(230, 245, 235, 26), drop=2.0)
    return cached_image(("27", layout.compact), layout.width, layout.height, dpr, draw)
