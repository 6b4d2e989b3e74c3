"""`WrapLayout`: widgets side by side while they fit, the rest on a next line.

Qt has no such layout (its FlowLayout is an example, not a class), and the pyramid games' bar needs
one: a game's controls and the camera buttons share one line in a wide window and take two in a
narrow one (1024 pixels, the rules panel's example), instead of widening the window or cutting
their words. A widget added with `right=True` sits at the right end of its line.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class WrapLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8, line_spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._right: list[bool] = []
        self._gap = spacing
        self._line_gap = line_spacing

    # -- adding ------------------------------------------------------------------------------
    def add(self, widget: QWidget, right: bool = False) -> None:
        self.addChildWidget(widget)
        self._items.append(QWidgetItem(widget))
        self._right.append(right)
        self.invalidate()

    def addItem(self, item: QLayoutItem) -> None:   # Qt's own path (addWidget)
        self._items.append(item)
        self._right.append(False)

    # -- QLayout -----------------------------------------------------------------------------
    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if 0 <= index < len(self._items):
            self._right.pop(index)
            return self._items.pop(index)
        return None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        """All on one line."""
        shown = self._shown()
        margins = self.contentsMargins()
        width = sum(item.sizeHint().width() for item, _ in shown) + self._gap * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item, _ in shown), default=0)
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        """One widget a line: the widest decides."""
        margins = self.contentsMargins()
        width = max((item.minimumSize().width() for item, _ in self._shown()), default=0)
        return QSize(width + margins.left() + margins.right(), margins.top() + margins.bottom())

    # -- arranging -----------------------------------------------------------------------------
    def _shown(self) -> list[tuple[QLayoutItem, bool]]:
        return [(item, right) for item, right in zip(self._items, self._right)
                if not (item.widget() and item.widget().isHidden())]

    def _lines(self, width: int) -> list[list[tuple[QLayoutItem, bool]]]:
        lines: list[list[tuple[QLayoutItem, bool]]] = [[]]
        used = 0
        for item, right in self._shown():
            w = item.sizeHint().width()
            if lines[-1] and used + self._gap + w > width:
                lines.append([])
                used = 0
            used += (self._gap if lines[-1] else 0) + w
            lines[-1].append((item, right))
        return [line for line in lines if line]

    def _arrange(self, rect: QRect, place: bool) -> int:
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = inner.top()
        for number, line in enumerate(self._lines(inner.width())):
            if number:
                y += self._line_gap
            height = max(item.sizeHint().height() for item, _ in line)
            if place:
                left = [(i, r) for i, r in line if not r]
                right = [(i, r) for i, r in line if r]
                x = inner.left()
                for item, _ in left:
                    size = item.sizeHint()
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                    x += size.width() + self._gap
                x = inner.right() + 1
                for item, _ in reversed(right):
                    size = item.sizeHint()
                    x -= size.width()
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                    x -= self._gap
            y += height
        return y - rect.top() + margins.bottom()
