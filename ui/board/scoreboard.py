"""A table of the players drawn on a board: a chip in the seat's colour, the name, and number columns.

The one who acts is framed in gold, a winner gets a star and a warm frame, a player out of the round is
struck through with a red tag. Games give the rows and a `chip` painter (Ponga: two of his stones)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from .marks import GOLD
from .pieces import elided, font

TEXT = QColor("#f4eee2")
DIM = QColor("#9fb4ae")
WIN = QColor("#ffdf5a")
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


@dataclass
class Row:
    seat: int
    name: str
    numbers: tuple[str, ...]      # one per column; the last column of several is drawn in gold
    active: bool = False
    winner: bool = False
    out: bool = False
    tag: str = ""                 # a red tag after the name ("out")


def draw_scoreboard(p: QPainter, head: QRectF, rows: Sequence[tuple[QRectF, Row]], columns: Sequence[str],
                    chip: Callable[[QPainter, QRectF, Row], None], caption: str = "") -> None:
    """`head` is the header line (the caption left, the column titles right), `rows` each row's place."""
    h = head.height()
    px = max(9.0, min(h * 0.42, 16.0))
    num_w = px * 3.2
    numbers_x = head.right() - h * 0.35 - num_w * len(columns)
    p.setFont(font(px * 0.85, bold=True))
    if caption:
        p.setPen(GOLD)
        p.drawText(head.adjusted(h * 0.2, 0, 0, 0), LEFT, caption)
    p.setPen(DIM)
    for k, title in enumerate(columns):
        p.drawText(QRectF(numbers_x + k * num_w, head.top(), num_w, h), RIGHT, title)
    for rect, row in rows:
        _draw_row(p, rect, row, numbers_x, num_w, px, chip)


def _draw_row(p: QPainter, rect: QRectF, row: Row, numbers_x: float, num_w: float, px: float, chip) -> None:
    h, r = rect.height(), rect.height() * 0.3
    if row.active or row.winner:
        p.setPen(QPen(GOLD, 1.6) if row.active else QPen(WIN, 1.2))
        p.setBrush(QColor(255, 240, 200, 38) if row.active else QColor(255, 223, 90, 30))
        p.drawRoundedRect(rect, r, r)
    chip(p, QRectF(rect.left(), rect.top(), h * 1.1, h), row)
    name_rect = QRectF(rect.left() + h * 1.1, rect.top(), numbers_x - rect.left() - h * 1.2, h)
    tag_font = font(px * 0.8, bold=True)
    tag_w = QFontMetricsF(tag_font).horizontalAdvance(row.tag) + px if row.tag else 0.0
    name = row.name + ("  ★" if row.winner else "")
    size = px
    while True:     # a long name first takes a smaller font (down to 70 %), only then "…"
        f = font(size, bold=row.active)
        f.setStrikeOut(row.out)
        metrics = QFontMetricsF(f)
        if size <= px * 0.7 or metrics.horizontalAdvance(name) <= name_rect.width() - tag_w:
            break
        size -= 0.5
    p.setFont(f)
    p.setPen(DIM if row.out else TEXT)
    shown = elided(metrics, name, name_rect.width() - tag_w)
    p.drawText(name_rect, LEFT, shown)
    if row.tag:
        tm = QFontMetricsF(tag_font)
        pill = QRectF(name_rect.left() + metrics.horizontalAdvance(shown) + px * 0.5,
                      rect.center().y() - tm.height() * 0.55, tm.horizontalAdvance(row.tag) + px * 0.6,
                      tm.height() * 1.1)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(160, 30, 30, 200))
        p.drawRoundedRect(pill, pill.height() * 0.4, pill.height() * 0.4)
        p.setFont(tag_font)
        p.setPen(QColor("#ffe9e4"))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, row.tag)
    p.setFont(font(px * 1.05, bold=True))
    for k, number in enumerate(row.numbers):
        last = len(row.numbers) > 1 and k == len(row.numbers) - 1
        p.setPen(GOLD if last else (DIM if row.out else TEXT))
        p.drawText(QRectF(numbers_x + k * num_w, rect.top(), num_w, h), RIGHT, number)
