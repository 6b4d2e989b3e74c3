"""The dice each player has kept, as small dice in a row under the bar, with his minus points."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

# Close to the 3D dice; the pearl one gets a dark outline like the others, so it shows on any ground.
FILL = {"red": "#d8413a", "yellow": "#f1c232", "pearl": "#ece7de"}
LETTER = {"red": "R", "yellow": "Y", "pearl": "P"}
DIE, GAP, SPACE = 12, 3, 18


class KeptDice(QWidget):
    """`set_players([(name, colours, points, bold)])` draws them left to right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players: list[tuple[str, list[str], int, bool]] = []
        self.symbols = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_players(self, players, symbols: bool) -> None:
        self.players, self.symbols = list(players), symbols
        self.setAccessibleDescription("; ".join(f"{n}: {len(c)}, -{p}" for n, c, p, _ in self.players))
        self.updateGeometry()
        self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        plain = QFont(self.font())
        bold = QFont(plain)
        bold.setBold(True)
        return plain, bold

    def _width(self, name: str, colours: list[str], points: int, bold: bool) -> int:
        plain, strong = self._fonts()
        metrics = QFontMetrics(strong if bold else plain)
        return (metrics.horizontalAdvance(name) + 6 + len(colours) * (DIE + GAP)
                + metrics.horizontalAdvance(f"−{points}") + SPACE)

    def _line_height(self) -> int:
        return max(DIE + 8, QFontMetrics(self.font()).height() + 4)

    def _lines(self, width: int) -> list[list[tuple]]:
        """The players in as many lines as `width` needs (six players with seven dice each take two)."""
        lines: list[list[tuple]] = [[]]
        used = 0
        for player in self.players:
            w = self._width(*player)
            if lines[-1] and used + w > width:
                lines.append([])
                used = 0
            lines[-1].append(player)
            used += w
        return lines

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return len(self._lines(width)) * self._line_height()

    def sizeHint(self) -> QSize:
        return QSize(sum(self._width(*p) for p in self.players), self._line_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.heightForWidth(max(1, self.width())))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.height() != self.heightForWidth(self.width()):
            self.setMinimumHeight(self.heightForWidth(self.width()))
            self.updateGeometry()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plain, strong = self._fonts()
        text = self.palette().windowText().color()
        line_height = self._line_height()
        for row, line in enumerate(self._lines(self.width())):
            self._paint_line(painter, line, row * line_height, line_height, text, plain, strong)
        painter.end()

    def _paint_line(self, painter, line, top: float, height: float, text, plain, strong) -> None:
        x, mid = 0.0, top + height / 2
        for name, colours, points, bold in line:
            painter.setFont(strong if bold else plain)
            metrics = QFontMetrics(painter.font())
            painter.setPen(text)
            painter.drawText(QRectF(x, top, metrics.horizontalAdvance(name) + 2, height),
                             Qt.AlignmentFlag.AlignVCenter, name)
            x += metrics.horizontalAdvance(name) + 6
            for colour in colours:
                box = QRectF(x, mid - DIE / 2, DIE, DIE)
                painter.setPen(QPen(QColor("#3a3530"), 1.2))
                painter.setBrush(QColor(FILL[colour]))
                painter.drawRoundedRect(box, 2.5, 2.5)
                if self.symbols:
                    small = QFont(plain)
                    small.setPixelSize(9)
                    painter.setFont(small)
                    painter.setPen(QColor("#222"))
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, LETTER[colour])
                    painter.setFont(strong if bold else plain)
                x += DIE + GAP
            painter.setPen(text)
            label = f"−{points}" if points else "0"
            painter.drawText(QRectF(x, top, metrics.horizontalAdvance(label) + 4, height),
                             Qt.AlignmentFlag.AlignVCenter, label)
            x += metrics.horizontalAdvance(label) + SPACE
