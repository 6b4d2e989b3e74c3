"""The table: a wooden rim around a felt mat, with the places and the game's name printed on it.

Wood and felt are seamless noise textures made once (numpy); a table of any size is
then a few brush fills, so resizing the window stays quick. Everything here depends
only on the widget size, so `table_image()` caches the result per size.
"""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from ...widgets.textures import rgb_image, rgb_of, tileable_noise
from .colors import FELT, WOOD_DARK, WOOD_LIGHT
from .layout import NUM_TOWERS, TILT, BoardLayout

TILE = 512
_TABLES: OrderedDict[tuple[int, int, float], QImage] = OrderedDict()


@lru_cache(maxsize=1)
def wood_texture() -> QImage:
    """Long grain along x, bent by slow noise, with fine fibres."""
    rng = np.random.default_rng(11)
    bend = tileable_noise(rng, TILE, 4, 2)
    fibre = tileable_noise(rng, TILE, TILE // 3, 12)
    y = np.arange(TILE)[:, None]
    rings = np.sin(y * (2 * np.pi * 20 / TILE) + bend * 20.0)
    t = np.clip(0.55 + 0.22 * rings + 0.25 * (fibre - 0.5), 0, 1)[..., None]
    wood = rgb_of(WOOD_DARK) + (rgb_of(WOOD_LIGHT) - rgb_of(WOOD_DARK)) * t
    return rgb_image(np.clip(wood, 0, 255).astype(np.uint8))


@lru_cache(maxsize=1)
def felt_texture() -> QImage:
    """The felt colour, a little mottled, with fine fibre noise."""
    rng = np.random.default_rng(7)
    mottle = tileable_noise(rng, TILE, 6, 6) - 0.5
    grain = rng.normal(0.0, 1.0, (TILE, TILE))
    felt = rgb_of(FELT)[None, None, :] + (mottle * 10.0 + grain * 3.2)[..., None]
    return rgb_image(np.clip(felt, 0, 255).astype(np.uint8))


def table_image(layout: BoardLayout, dpr: float = 1.0) -> QImage:
    """The whole table for this size, in device pixels (cached: it is the same every frame)."""
    w, h = round(layout.width), round(layout.height)
    key = (w, h, dpr)
    image = _TABLES.get(key)
    if image is not None:
        _TABLES.move_to_end(key)
        return image
    image = QImage(round(w * dpr), round(h * dpr), QImage.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    p.fillRect(QRectF(0, 0, w, h), QBrush(wood_texture()))
    felt = layout.felt
    radius = layout.frame * 1.2
    mat = QPainterPath()
    mat.addRoundedRect(felt, radius, radius)
    p.fillPath(mat, QBrush(felt_texture()))
    # Darker towards the rim, as if lit from above the middle of the table.
    vignette = QRadialGradient(felt.center(), max(felt.width(), felt.height()) * 0.62)
    vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 70))
    p.fillPath(mat, vignette)
    _inner_shadow(p, felt, radius)
    p.setPen(QPen(QColor(0, 0, 0, 120), 2.0))
    p.setBrush(Qt.NoBrush)
    p.drawRect(QRectF(1, 1, w - 2, h - 2))
    _print_places(p, layout)
    _print_title(p, layout)
    p.end()
    _TABLES[key] = image
    while len(_TABLES) > 4:
        _TABLES.popitem(last=False)
    return image


def _inner_shadow(p: QPainter, felt: QRectF, radius: float) -> None:
    """The wooden rim stands a little above the felt: a soft shadow inside, a lit edge outside."""
    p.setBrush(Qt.NoBrush)
    for i, alpha in enumerate((70, 45, 28, 16, 8)):
        inset = i * 1.5 + 1
        p.setPen(QPen(QColor(0, 0, 0, alpha), 2.0))
        p.drawRoundedRect(felt.adjusted(inset, inset, -inset, -inset), radius, radius)
    p.setPen(QPen(QColor(255, 230, 190, 70), 1.2))
    p.drawRoundedRect(felt.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1.5, radius + 1.5)


def _print_places(p: QPainter, layout: BoardLayout) -> None:
    """Each place is a slightly darker round spot printed on the felt."""
    p.setPen(QPen(QColor(255, 255, 255, 26), 1.2))
    p.setBrush(QColor(0, 0, 0, 34))
    for t in range(NUM_TOWERS):
        rx = layout.disc_radius(t)
        p.drawEllipse(layout.base(t), rx * 1.08, rx * TILT * 1.1)


def _print_title(p: QPainter, layout: BoardLayout) -> None:
    """The game's name printed faintly into the felt, as on a real play mat."""
    left, right = layout.columns[0].right(), layout.columns[1].left()
    px = min(layout.height * 0.05, (right - left) * 0.045)
    if px < 12:
        return
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Noto Serif", "Serif"])
    font.setPixelSize(int(px))
    font.setLetterSpacing(QFont.PercentageSpacing, 135)
    p.setFont(font)
    rect = QRectF(left, layout.felt.top() + layout.felt.height() * 0.08, right - left, px * 1.6)
    text = "HOCH  UND  HÖHER"
    p.setPen(QColor(0, 0, 0, 45))
    p.drawText(rect.translated(0, 1.2), Qt.AlignCenter, text)
    p.setPen(QColor(225, 235, 240, 34))
    p.drawText(rect, Qt.AlignCenter, text)
    line_y = rect.bottom() + px * 0.1
    half = p.fontMetrics().horizontalAdvance(text) * 0.3
    p.setPen(QPen(QColor(225, 235, 240, 26), 1.0))
    p.drawLine(QPointF(rect.center().x() - half, line_y), QPointF(rect.center().x() + half, line_y))
