"""The table of 27: a wooden rim around a baize mat, drawn once per size and cached.

The baize is a mid-tone green, so black discs and white discs both stand out on it.
"""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QRectF, Qt
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
from .layout import RowLayout

TILE = 256
_TABLES: OrderedDict[tuple, QImage] = OrderedDict()


@lru_cache(maxsize=1)
def felt_texture() -> QImage:
    rng = np.random.default_rng(27)
    mottle = tileable_noise(rng, TILE, 5, 5) - 0.5
    grain = rng.normal(0.0, 1.0, (TILE, TILE))
    felt = rgb_of(FELT)[None, None, :] + (mottle * 12.0 + grain * 3.0)[..., None]
    return rgb_image(np.clip(felt, 0, 255).astype(np.uint8))


@lru_cache(maxsize=1)
def wood_texture() -> QImage:
    rng = np.random.default_rng(9)
    bend = tileable_noise(rng, TILE, 4, 2)
    fibre = tileable_noise(rng, TILE, TILE // 3, 10)
    y = np.arange(TILE)[:, None]
    rings = np.sin(y * (2 * np.pi * 12 / TILE) + bend * 18.0)
    t = np.clip(0.55 + 0.22 * rings + 0.25 * (fibre - 0.5), 0, 1)[..., None]
    wood = rgb_of(WOOD_DARK) + (rgb_of(WOOD_LIGHT) - rgb_of(WOOD_DARK)) * t
    return rgb_image(np.clip(wood, 0, 255).astype(np.uint8))


def _print_title(p: QPainter, layout: RowLayout) -> None:
    """The game's name printed faintly into the baize, as on a real play mat."""
    top, bottom = layout.plaque.bottom(), layout.rail_front.top()
    px = min((bottom - top) * 0.42, layout.felt.width() * 0.16)
    if px < 28 or layout.compact:
        return
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Noto Serif", "Serif"])
    font.setPixelSize(int(px))
    font.setBold(True)
    p.setFont(font)
    rect = QRectF(layout.felt.left(), top + (bottom - top) * 0.08, layout.felt.width(), px * 1.2)
    p.setPen(QColor(0, 0, 0, 40))
    p.drawText(rect.translated(0, 2.0), Qt.AlignmentFlag.AlignCenter, "27")
    p.setPen(QColor(230, 245, 235, 26))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "27")


def table_image(layout: RowLayout, dpr: float = 1.0) -> QImage:
    """Rim and baize for this size, in device pixels (the same every frame, so cached)."""
    w, h = round(layout.width), round(layout.height)
    key = (w, h, dpr)
    image = _TABLES.get(key)
    if image is not None:
        _TABLES.move_to_end(key)
        return image
    image = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(QRectF(0, 0, w, h), QBrush(wood_texture()))
    felt = layout.felt
    radius = layout.frame * 1.1
    mat = QPainterPath()
    mat.addRoundedRect(felt, radius, radius)
    p.fillPath(mat, QBrush(felt_texture()))
    light = QRadialGradient(felt.center().x(), felt.top() + felt.height() * 0.45, max(felt.width(), felt.height()) * 0.62)
    light.setColorAt(0.0, QColor(255, 255, 235, 22))
    light.setColorAt(0.55, QColor(0, 0, 0, 0))
    light.setColorAt(1.0, QColor(0, 0, 0, 80))
    p.fillPath(mat, light)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in enumerate((80, 50, 30, 16, 8)):
        inset = i * 1.5 + 1
        p.setPen(QPen(QColor(0, 0, 0, alpha), 2.0))
        p.drawRoundedRect(felt.adjusted(inset, inset, -inset, -inset), radius, radius)
    p.setPen(QPen(QColor(255, 230, 190, 70), 1.2))
    p.drawRoundedRect(felt.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1.5, radius + 1.5)
    p.setPen(QPen(QColor(0, 0, 0, 120), 2.0))
    p.drawRect(QRectF(1, 1, w - 2, h - 2))
    _print_title(p, layout)
    p.end()
    _TABLES[key] = image
    while len(_TABLES) > 4:
        _TABLES.popitem(last=False)
    return image
