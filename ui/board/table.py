"""The table every 2D board stands on: a wooden rim around a felt mat, drawn once per size.

Wood and felt are seamless noise textures made once with numpy (`ui/widgets/textures.py`); a
table of any size is then a few brush fills, so resizing stays quick. What depends only on the
widget's size (rim, mat, light, a game's printed places and title) goes through `cached_image`,
so a frame costs one `drawImage`.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from ..widgets.textures import rgb_image, tileable_noise

_IMAGES: OrderedDict[tuple, QImage] = OrderedDict()
_KEEP = 8     # a few sizes of a few games (the window, the rules panel's diagrams, pictures)


def _rgb(colour: str) -> np.ndarray:
    c = QColor(colour)
    return np.array([c.red(), c.green(), c.blue()], float)


@lru_cache(maxsize=16)
def wood(seed: int, dark: str, light: str, rings: int = 12, tile: int = 256, vertical: bool = False) -> QImage:
    """Long grain along x (or y), bent by slow noise, with fine fibres. Colours as "#rrggbb"."""
    rng = np.random.default_rng(seed)
    bend = tileable_noise(rng, tile, 4, 2)
    fibre = tileable_noise(rng, tile, tile // 3, 10)
    y = np.arange(tile)[:, None]
    wave = np.sin(y * (2 * np.pi * rings / tile) + bend * 18.0)
    t = np.clip(0.55 + 0.22 * wave + 0.25 * (fibre - 0.5), 0, 1)[..., None]
    rgb = np.clip(_rgb(dark) + (_rgb(light) - _rgb(dark)) * t, 0, 255).astype(np.uint8)
    return rgb_image(np.ascontiguousarray(rgb.transpose(1, 0, 2)) if vertical else rgb)


@lru_cache(maxsize=16)
def felt(seed: int, colour: str, tile: int = 256, cells: int = 5, mottle: float = 12.0, grain: float = 3.0) -> QImage:
    """A felt colour, a little mottled, with fine fibre noise."""
    rng = np.random.default_rng(seed)
    blotches = tileable_noise(rng, tile, cells, cells) - 0.5
    fibres = rng.normal(0.0, 1.0, (tile, tile))
    rgb = _rgb(colour)[None, None, :] + (blotches * mottle + fibres * grain)[..., None]
    return rgb_image(np.clip(rgb, 0, 255).astype(np.uint8))


def paint_mat(p: QPainter, width: float, height: float, mat_rect: QRectF, radius: float, felt_image: QImage,
              wood_image: QImage, light: QPointF | None = None, glow: int = 22, dark: int = 80,
              shadow: tuple[int, ...] = (80, 50, 30, 16, 8)) -> None:
    """Rim and mat: wood everywhere, the felt inset with rounded corners, lit from `light` (default:
    a little above the mat's middle), darker towards the rim, which casts a soft shadow inside."""
    p.fillRect(QRectF(0, 0, width, height), QBrush(wood_image))
    mat = QPainterPath()
    mat.addRoundedRect(mat_rect, radius, radius)
    p.fillPath(mat, QBrush(felt_image))
    centre = light if light is not None else QPointF(mat_rect.center().x(), mat_rect.top() + mat_rect.height() * 0.45)
    lamp = QRadialGradient(centre, max(mat_rect.width(), mat_rect.height()) * 0.62)
    lamp.setColorAt(0.0, QColor(255, 255, 235, glow))
    lamp.setColorAt(0.55, QColor(0, 0, 0, 0))
    lamp.setColorAt(1.0, QColor(0, 0, 0, dark))
    p.fillPath(mat, lamp)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in enumerate(shadow):
        inset = i * 1.5 + 1
        p.setPen(QPen(QColor(0, 0, 0, alpha), 2.0))
        p.drawRoundedRect(mat_rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    p.setPen(QPen(QColor(255, 230, 190, 70), 1.2))
    p.drawRoundedRect(mat_rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1.5, radius + 1.5)
    p.setPen(QPen(QColor(0, 0, 0, 120), 2.0))
    p.drawRect(QRectF(1, 1, width - 2, height - 2))


def paint_board_frame(p: QPainter, board: QRectF, colour: QColor) -> None:
    """A wooden board lying on the mat: its soft shadow, the wood in `colour` with a sheen from the top
    left, and a light edge (Ponga's and Scrabble's 6x6 boards)."""
    r = board.width() * 0.025
    p.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((46, 30, 16, 8)):
        grow = (i + 1) * board.width() * 0.008
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(board.adjusted(-grow * 0.4, grow * 0.2, grow * 0.9, grow * 1.4), r + grow, r + grow)
    frame = QPainterPath()
    frame.addRoundedRect(board, r, r)
    p.fillPath(frame, QBrush(wood(17, colour.darker(130).name(), colour.lighter(125).name(), 9)))
    sheen = QLinearGradient(board.topLeft(), board.bottomRight())
    sheen.setColorAt(0.0, QColor(255, 240, 210, 50))
    sheen.setColorAt(0.5, QColor(0, 0, 0, 0))
    sheen.setColorAt(1.0, QColor(0, 0, 0, 70))
    p.fillPath(frame, sheen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 228, 180, 90), 1.2))
    p.drawRoundedRect(board.adjusted(1, 1, -1, -1), r, r)


def print_title(p: QPainter, rect: QRectF, text: str, px: float, bold: bool = False, spacing: int = 100,
                ink: QColor = QColor(225, 235, 240, 34), drop: float = 1.2, rule: bool = False) -> None:
    """A game's name printed faintly into the felt, as on a real play mat."""
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Noto Serif", "Serif"])
    font.setPixelSize(int(px))
    font.setBold(bold)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    p.setFont(font)
    p.setPen(QColor(0, 0, 0, 45))
    p.drawText(rect.translated(0, drop), Qt.AlignmentFlag.AlignCenter, text)
    p.setPen(ink)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    if rule:
        line_y = rect.bottom() + px * 0.1
        half = p.fontMetrics().horizontalAdvance(text) * 0.3
        p.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), max(0, ink.alpha() - 8)), 1.0))
        p.drawLine(QPointF(rect.center().x() - half, line_y), QPointF(rect.center().x() + half, line_y))


def cached_image(key: tuple, width: float, height: float, dpr: float, draw: Callable[[QPainter], None]) -> QImage:
    """The picture `draw` paints at this size, in device pixels; made once per (key, size, dpr).

    `key` names what is drawn (a game and anything else the picture depends on)."""
    w, h = round(width), round(height)
    full = (*key, w, h, dpr)
    image = _IMAGES.get(full)
    if image is not None:
        _IMAGES.move_to_end(full)
        return image
    image = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(p)
    finally:
        p.end()
    _IMAGES[full] = image
    while len(_IMAGES) > _KEEP:
        _IMAGES.popitem(last=False)
    return image
