"""Geometry every 2D board shares: the table's rim and felt, and a square grid of cells."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF


def table_frame(width: float, height: float, frame: float, pad: float) -> tuple[float, QRectF, float]:
    """(rim, felt, padding) for a picture of this size: `frame` and `pad` are the sizes the game
    wants, at least 4 and 5 pixels."""
    frame, pad = max(4.0, frame), max(5.0, pad)
    return frame, QRectF(frame, frame, width - 2 * frame, height - 2 * frame), pad


def cell_rect(grid: QRectF, size: int, gap: float, index: int) -> QRectF:
    """Cell `index` (row-major) of a `size` x `size` grid, without its share of the gap."""
    r, c = divmod(index, size)
    pitch = grid.width() / size
    return QRectF(grid.left() + c * pitch + gap / 2, grid.top() + r * pitch + gap / 2, pitch - gap, pitch - gap)


def cell_at(grid: QRectF, size: int, pos: QPointF) -> int | None:
    """The cell (row-major) under `pos`, or None outside the grid."""
    if not grid.contains(pos):
        return None
    pitch = grid.width() / size
    r, c = int((pos.y() - grid.top()) // pitch), int((pos.x() - grid.left()) // pitch)
    return r * size + c if 0 <= r < size and 0 <= c < size else None
