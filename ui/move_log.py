"""The move log: one numbered row per turn, in words with the players' names put in ("3.  Anna rolls
4 and moves tower e onto d (now 9 high)"), the newest row highlighted and scrolled to; the notation on
hover, or instead of the words for players who switch it on ("3.  d4 e>d", the words on hover).

Turns come from the model (gamebox/turns.py): a row is what one player does in a row, his rolls
included. Chance moves that belong to nobody (who begins) get a row without a number.

A record may hold 10,000 moves, so the log is Qt's model/view with the work per row done once: the
model (`TurnModel`) makes a row's text when it is first asked for and keeps it; a move appends a row
(or grows the last one) and an undo takes one off, never a rebuild. The rows' heights are measured here
with the font's metrics at the width the words are painted at (`_measure`), once per row, and again only
for rows whose text, font or width changed: Qt's own way (sizing rows to contents) asks a delegate for
every row at every layout, which froze the app for minutes on a long record.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableView, QWidget

from gamebox.protocol import CHANCE
from gamebox.session import Change, Session
from gamebox.turns import Turn, add_move, remove_move, session_turns, table_view, turn_sentence

__all__ = ["MoveLog", "Turn"]

DIM = QColor("#8a7f72")
CURRENT = QColor("#f6dcc0")
CELL_PADDING = 6      # left and right of each cell: QTableView#moveLog::item in ui/style.py
ROW_AIR = 2           # pixels a row has beyond its words' lines
TALL = 1 << 24        # the height a row's words are measured in: more than any turn needs


class TurnModel(QAbstractTableModel):
    """The turns as rows of two columns: the turn's number and the turn in words (or in notation).
    A row's texts are made when it is first shown or measured, and kept until its turn changes."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.turns: list[Turn] = []
        self.names: list[str] = []
        self.notation = False
        self.view = None                # what the table may see of a state (gamebox/turns.py, `table_view`)
        self.bold = QFont()             # the newest row's font (the view's, bold)
        self.bold.setBold(True)
        self._texts: list[tuple[str, str] | None] = []    # (words, notation) of each row once made

    def reset(self, turns: list[Turn], names: list[str]) -> None:
        self.beginResetModel()
        self.turns, self.names = turns, names
        self._texts = [None] * len(turns)
        self.endResetModel()

    # -- following the session ---------------------------------------------------------------------
    def add(self, before, move, chance: bool) -> None:
        """One move more: a new row, or the last row grows."""
        rows = len(self.turns)
        if add_move(self.turns, before, move, chance, self.view):
            self.beginInsertRows(QModelIndex(), rows, rows)
            self._texts.append(None)
            self.endInsertRows()
            self._changed(rows - 1, text=False)    # the same turn, no longer the newest
        else:
            self._changed(rows - 1)

    def pop(self) -> None:
        """The newest move taken back: the last row shrinks or goes."""
        rows = len(self.turns)
        if remove_move(self.turns):
            self.beginRemoveRows(QModelIndex(), rows - 1, rows - 1)
            self._texts.pop()
            self.endRemoveRows()
        self._changed(len(self.turns) - 1)

    def _changed(self, row: int, text: bool = True) -> None:
        if 0 <= row < len(self.turns):
            if text:
                self._texts[row] = None
            self.dataChanged.emit(self.index(row, 0), self.index(row, 1))

    def set_notation(self, on: bool) -> None:
        self.notation = on
        if self.turns:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.turns) - 1, 1))

    # -- reading -------------------------------------------------------------------------------------
    def texts(self, row: int) -> tuple[str, str]:
        """The row's turn in words (the players' names put in) and in notation."""
        made = self._texts[row]
        if made is None:
            turn = self.turns[row]
            made = self._texts[row] = (turn_sentence(turn, self.names), turn.notation())
        return made

    def text(self, row: int) -> str:
        """What the row shows: the words, or the notation."""
        words, notation = self.texts(row)
        return notation if self.notation else words

    def number(self, row: int) -> str:
        number = self.turns[row].number
        return f"{number}." if number else ""

    def is_current(self, row: int) -> bool:
        return row == len(self.turns) - 1

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.turns)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else 2

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        row, column = index.row(), index.column()
        if not index.isValid() or row >= len(self.turns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.number(row) if column == 0 else self.text(row)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            words, notation = self.texts(row)
            return words if self.notation else notation
        if role == Qt.ItemDataRole.ForegroundRole and (column == 0 or self.turns[row].player == CHANCE):
            return DIM
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        if self.is_current(row):
            if role == Qt.ItemDataRole.BackgroundRole:
                return CURRENT
            if role == Qt.ItemDataRole.FontRole:
                return self.bold
        return None


class MoveLog(QTableView):
    """Read-only table of turns: number and the turn in words (or in notation)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.session: Session | None = None
        self.turns = TurnModel(self)
        self.setModel(self.turns)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)   # a long turn wraps, it is never cut
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().hide()
        self.horizontalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().sectionResized.connect(self._column_resized)
        self.verticalHeader().setMinimumSectionSize(1)
        # What the rows were measured for (the painted width, the font), and the rows to measure again.
        self._measured_for: tuple | None = None
        self._dirty: set[int] = set()
        # Rows are measured once the columns have settled (the numbers' column grows at turn 10 and the
        # scroll bar comes and goes): a zero timer, merged however many rows changed.
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._settle_rows)

    @property
    def notation(self) -> bool:
        return self.turns.notation

    def set_session(self, session: Session, player_names: list[str]) -> None:
        self.session = session
        self.turns.names = player_names
        self.turns.view = table_view(session.record.game)     # the log is on the screen everybody shares
        self.refresh()

    def set_notation(self, on: bool) -> None:
        """Show each turn in the game's notation (the words on hover) instead of in words."""
        if on != self.turns.notation:
            self.turns.set_notation(on)
            self._remeasure()

    def refresh(self) -> None:
        """Rebuild from the session (a new game, another language)."""
        self.turns.reset(session_turns(self.session) if self.session else [], self.turns.names)
        self._dirty.clear()
        self._remeasure()

    def apply_change(self, change: Change) -> None:
        """Follow one change of the session: a move appends, an undo pops, "new" rebuilds."""
        if self.session is None:
            return
        rows = self.turns.rowCount()
        if change.kind in ("move", "redo") and change.before is not None:
            self.turns.add(change.before, change.move, change.before.current_player() == CHANCE)
        elif change.kind == "undo" and rows:
            self.turns.pop()
        else:
            self.refresh()
            return
        now = self.turns.rowCount()
        self._dirty = {r for r in self._dirty if r < now}
        self._dirty.update(r for r in (rows - 1, now - 1) if 0 <= r < now)   # the old and the new newest row
        self._settle.start()

    # -- the rows' heights ----------------------------------------------------------------------------
    def _remeasure(self) -> None:
        self._measured_for = None
        self._settle.start()

    def _column_resized(self, index: int, _old: int, _new: int) -> None:
        """The words wrap anew whenever their column's width changes: the window or the scroll bar."""
        if index == 1:
            self._settle.start()

    def _follow_font(self) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        self.turns.bold = bold

    def _painted_width(self) -> int:
        """The width the words are painted in: their column less the style sheet's padding and the
        style's text margins (Qt's own size hint forgets the padding, so a turn measured to just fit
        would be cut when painted)."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        return max(1, self.columnWidth(1) - 2 * CELL_PADDING - 2 * margin)

    def _number_width(self) -> int:
        rows = self.turns.rowCount()
        widest = next((self.turns.number(r) for r in range(rows - 1, -1, -1) if self.turns.number(r)), "")
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        return QFontMetrics(self.turns.bold).horizontalAdvance(widest or "0.") + 2 * CELL_PADDING + 2 * margin + 2

    def _settle_rows(self) -> None:
        """Measure the rows that need it: all of them after the width or the font changed, else the
        ones whose text changed (a move: the new row and the one before)."""
        self._follow_font()
        number_width = self._number_width()
        if self.columnWidth(0) != number_width:
            self.setColumnWidth(0, number_width)      # the words' column follows (its width is stretched)
        key = (self._painted_width(), self.font().key())
        rows = range(self.turns.rowCount()) if key != self._measured_for else sorted(self._dirty)
        self._measured_for = key
        self._dirty.clear()
        self._size_rows(rows)
        self.scrollToBottom()

    def _size_rows(self, rows) -> None:
        width = self._painted_width()
        normal, bold = QFontMetrics(self.font()), QFontMetrics(self.turns.bold)
        header = self.verticalHeader()
        header.blockSignals(True)      # one update of the view after all rows, not one per row
        try:
            for row in rows:
                metrics = bold if self.turns.is_current(row) else normal
                height = self._measure(metrics, width, self.turns.text(row))
                if header.sectionSize(row) != height:
                    header.resizeSection(row, height)
        finally:
            header.blockSignals(False)
        self.updateGeometries()
        self.viewport().update()

    @staticmethod
    def _measure(metrics: QFontMetrics, width: int, text: str) -> int:
        """The height a row needs for `text` wrapped at `width`."""
        return metrics.boundingRect(QRect(0, 0, width, TALL), int(Qt.TextFlag.TextWordWrap), text).height() + ROW_AIR

    # -- reading (tests, accessibility) ----------------------------------------------------------------
    def row_count(self) -> int:
        return self.turns.rowCount()

    def cell(self, row: int, column: int) -> str:
        """What a cell shows: the turn's number, or the turn in words (or in notation)."""
        return self.turns.number(row) if column == 0 else self.turns.text(row)

    def tip(self, row: int) -> str:
        """What hovering over a turn shows: its notation (or its words)."""
        return self.turns.data(self.turns.index(row, 1), Qt.ItemDataRole.ToolTipRole)

    def current_row_text(self) -> str:
        """The highlighted (newest) row as text, e.g. "3. Anna rolls 4 and moves tower e onto d"."""
        row = self.turns.rowCount() - 1
        if row < 0:
            return ""
        return " ".join(t for t in (self.turns.number(row), self.turns.text(row)) if t)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._remeasure()       # the style sheet's font arrives after the first rows
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._settle.start()
