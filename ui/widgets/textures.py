"""Seamless noise textures for the boards' wood and felt, made once with numpy.

Both table painters (Hoch und höher, 27) build their materials from these pieces.
"""
from __future__ import annotations

import numpy as np
from PySide6.QtGui import QColor, QImage


def tileable_noise(rng: np.random.Generator, size: int, cells_y: int, cells_x: int) -> np.ndarray:
    """Smooth value noise in [0, 1] on a size x size tile that wraps around seamlessly."""
    grid = np.pad(rng.random((cells_y, cells_x)), ((0, 1), (0, 1)), mode="wrap")

    def axis(cells: int) -> tuple[np.ndarray, np.ndarray]:
        pos = np.arange(size) * cells / size
        index = pos.astype(int)
        frac = pos - index
        return index, frac * frac * (3 - 2 * frac)   # smoothstep: no visible grid

    iy, fy = axis(cells_y)
    ix, fx = axis(cells_x)
    fy, fx = fy[:, None], fx[None, :]
    top = grid[iy][:, ix] * (1 - fx) + grid[iy][:, ix + 1] * fx
    bottom = grid[iy + 1][:, ix] * (1 - fx) + grid[iy + 1][:, ix + 1] * fx
    return top * (1 - fy) + bottom * fy


def rgb_image(rgb: np.ndarray) -> QImage:
    """An (h, w, 3) uint8 array as an image that owns its pixels."""
    h, w, _ = rgb.shape
    bgra = np.empty((h, w, 4), dtype=np.uint8)
    bgra[..., 0], bgra[..., 1], bgra[..., 2] = rgb[..., 2], rgb[..., 1], rgb[..., 0]
    bgra[..., 3] = 255
    return QImage(bgra.data, w, h, 4 * w, QImage.Format.Format_RGB32).copy()


def rgb_of(color: QColor) -> np.ndarray:
    return np.array([color.red(), color.green(), color.blue()], float)
