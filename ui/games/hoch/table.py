"""The table of Hoch und höher: slate felt on the kit's table, the places and the name printed on it."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from ...board.table import cached_image, felt, paint_mat, print_title, wood
from .colors import FELT, WOOD_DARK, WOOD_LIGHT
from .layout import NUM_TOWERS, TILT, BoardLayout


def table_image(layout: BoardLayout, dpr: float = 1.0) -> QImage:
    """The whole table for this size, in device pixels (cached: it is the same every frame)."""
    def draw(p: QPainter) -> None:
        mat = layout.felt
        paint_mat(p, layout.width, layout.height, mat, layout.frame * 1.2,
                  felt(7, FELT.name(), 512, 6, 10.0, 3.2), wood(11, WOOD_DARK.name(), WOOD_LIGHT.name(), 20, 512),
                  light=mat.center(), glow=0, dark=70, shadow=(70, 45, 28, 16, 8))
        _print_places(p, layout)
        left, right = layout.columns[0].right(), layout.columns[1].left()
        px = min(layout.height * 0.05, (right - left) * 0.045)
        if px >= 12:
            rect = QRectF(left, mat.top() + mat.height() * 0.08, right - left, px * 1.6)
            print_title(p, rect, "HOCH  UND  HÖHER", px, spacing=135, rule=True)
    return cached_image(("hoch",), layout.width, layout.height, dpr, draw)


def _print_places(p: QPainter, layout: BoardLayout) -> None:
    """Each place is a slightly darker round spot printed on the felt."""
    p.setPen(QPen(QColor(255, 255, 255, 26), 1.2))
    p.setBrush(QColor(0, 0, 0, 34))
    for t in range(NUM_TOWERS):
        rx = layout.disc_radius(t)
        p.drawEllipse(layout.base(t), rx * 1.08, rx * TILT * 1.1)
