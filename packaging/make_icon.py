"""Draw the app icon: a tower of red discs with a blue pawn on top and a die, on a felt-green tile.

One paint function, three outputs, so they cannot drift apart:
    assets/icons/gamebox.png        256 px
    assets/icons/gamebox-N.png      N = 16, 32, 48, 64, 128 (drawn at that size, not shrunk)
    assets/icons/gamebox.svg        the same drawing through QSvgGenerator

Run: .venv/bin/python packaging/make_icon.py   (no screen needed)
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtSvg import QSvgGenerator  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)
UNIT = 256.0  # the design is drawn in a 256 x 256 box and scaled

TOWER_X = 106.0       # centre line of the tower
DISC_RX = 54.0        # half width of a disc
DISC_RY = 13.0        # half height of a disc's elliptic top
DISC_H = 15.0         # side height of one disc
DISC_STEP = 18.0      # from one disc's top to the next (the gap shows the disc below)
DISCS = 6
BOTTOM_TOP_Y = 200.0  # y of the lowest disc's top face


def paint_icon(p: QPainter, size: float) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.scale(size / UNIT, size / UNIT)
    _tile(p)
    _shadow(p)
    _tower(p)
    p.save()
    p.translate(TOWER_X, BOTTOM_TOP_Y - (DISCS - 1) * DISC_STEP)
    p.scale(1.15, 1.15)
    _pawn(p, 0.0, 0.0)
    p.restore()
    _die(p)


def _tile(p: QPainter) -> None:
    rect = QRectF(8, 8, 240, 240)
    grad = QLinearGradient(0, 8, 0, 248)
    grad.setColorAt(0.0, QColor("#3c8a73"))
    grad.setColorAt(1.0, QColor("#1c4d40"))
    p.setPen(QPen(QColor("#143a30"), 4))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(rect, 48, 48)
    # A soft light from the top left, like a lamp over the table.
    glow = QRadialGradient(QPointF(80, 60), 170)
    glow.setColorAt(0.0, QColor(255, 255, 255, 46))
    glow.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(glow))
    p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 46, 46)


def _shadow(p: QPainter) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawEllipse(QPointF(TOWER_X + 8, BOTTOM_TOP_Y + DISC_H + 4), DISC_RX + 8, DISC_RY + 5)


def _tower(p: QPainter) -> None:
    for i in range(DISCS):
        _disc(p, BOTTOM_TOP_Y - i * DISC_STEP)


def _disc(p: QPainter, top_y: float) -> None:
    left, right = TOWER_X - DISC_RX, TOWER_X + DISC_RX
    side = QPainterPath()
    side.moveTo(left, top_y)
    side.lineTo(left, top_y + DISC_H)
    side.arcTo(QRectF(left, top_y + DISC_H - DISC_RY, 2 * DISC_RX, 2 * DISC_RY), 180, 180)
    side.lineTo(right, top_y)
    side.closeSubpath()
    grad = QLinearGradient(left, 0, right, 0)
    grad.setColorAt(0.0, QColor("#7a1212"))
    grad.setColorAt(0.35, QColor("#d0372d"))
    grad.setColorAt(0.55, QColor("#c22f26"))
    grad.setColorAt(1.0, QColor("#6b0f0f"))
    outline = QPen(QColor("#4a0a0a"), 3)
    p.setPen(outline)
    p.setBrush(QBrush(grad))
    p.drawPath(side)
    top = QLinearGradient(0, top_y - DISC_RY, 0, top_y + DISC_RY)
    top.setColorAt(0.0, QColor("#f2776a"))
    top.setColorAt(1.0, QColor("#de4a3e"))
    p.setBrush(QBrush(top))
    p.drawEllipse(QPointF(TOWER_X, top_y), DISC_RX, DISC_RY)


def _pawn(p: QPainter, x: float, base_y: float) -> None:
    """A board-game pawn standing on the point (x, base_y)."""
    body = QPainterPath()
    body.moveTo(x - 24, base_y)
    body.cubicTo(x - 24, base_y - 10, x - 10, base_y - 18, x - 9, base_y - 40)  # left flank
    body.lineTo(x + 9, base_y - 40)
    body.cubicTo(x + 10, base_y - 18, x + 24, base_y - 10, x + 24, base_y)  # right flank
    body.arcTo(QRectF(x - 24, base_y - 7, 48, 14), 0, -180)
    body.closeSubpath()
    grad = QLinearGradient(x - 24, 0, x + 24, 0)
    grad.setColorAt(0.0, QColor("#1b3f8f"))
    grad.setColorAt(0.4, QColor("#4f8ef0"))
    grad.setColorAt(1.0, QColor("#173677"))
    p.setPen(QPen(QColor("#0e2457"), 3))
    p.setBrush(QBrush(grad))
    p.drawPath(body)
    # collar
    p.drawRoundedRect(QRectF(x - 15, base_y - 46, 30, 9), 4, 4)
    # head
    head = QRadialGradient(QPointF(x - 6, base_y - 70), 26)
    head.setColorAt(0.0, QColor("#9cc3ff"))
    head.setColorAt(0.5, QColor("#4a86ea"))
    head.setColorAt(1.0, QColor("#1b3f8f"))
    p.setBrush(QBrush(head))
    p.drawEllipse(QPointF(x, base_y - 62), 17, 17)


def _die(p: QPainter) -> None:
    p.save()
    p.translate(190, 184)
    p.rotate(-14)
    face = QRectF(-30, -30, 60, 60)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawRoundedRect(face.translated(5, 6), 12, 12)
    grad = QLinearGradient(-30, -30, 30, 30)
    grad.setColorAt(0.0, QColor("#ffffff"))
    grad.setColorAt(1.0, QColor("#e4ddc9"))
    p.setPen(QPen(QColor("#6d6553"), 3))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(face, 12, 12)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#22201c"))
    for px, py in ((-15, -15), (15, -15), (0, 0), (-15, 15), (15, 15)):
        p.drawEllipse(QPointF(px, py), 6.5, 6.5)
    p.restore()


def render_png(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, size)
    painter.end()
    return image


def write_svg(path: Path) -> None:
    gen = QSvgGenerator()
    gen.setFileName(str(path))
    gen.setSize(QSize(256, 256))
    gen.setViewBox(QRectF(0, 0, 256, 256))
    gen.setTitle("gamebox")
    gen.setDescription("A tower of red discs with a pawn on top and a die")
    painter = QPainter(gen)
    paint_icon(painter, 256)
    painter.end()


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (Qt needs one)
    OUT.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        name = "gamebox.png" if size == 256 else f"gamebox-{size}.png"
        if not render_png(size).save(str(OUT / name)):
            print(f"could not write {OUT / name}", file=sys.stderr)
            return 1
    write_svg(OUT / "gamebox.svg")
    print(f"wrote {len(SIZES)} PNGs and gamebox.svg to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
