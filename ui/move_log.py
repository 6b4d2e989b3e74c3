"""The move log: one numbered row per turn, in words with the players' names put in ("3.  Anna rolls
4 and moves tower e onto d (now 9 high)"), the newest row highlighted and scrolled to; the notation on
hover, or instead of the words for players who switch it on ("3.  d4 e>d", the words on hover).

Turns come from the model (gamebox/turns.py): a row is what one player does in a row, his rolls
included. Chance moves that belong to nobody (who begins) get a row without a number.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gamebox.protocol import CHANCE, at_the_table
from gamebox.registry import get as get_game
from gamebox.session import Change, Session
from gamebox.turns import Turn, add_move, remove_move, session_turns, turn_sentence

__all__ = ["MoveLog", "Turn"]

DIM = QColor("#8a7f72")
CURRENT = QColor("#f6dcc0")
CELL_PADDING = 6      # left and right of each cell: QTableWidget#moveLog::item in ui/style.py


class _PaddedWrap(QStyledItemDelegate):
    """Qt's size hint wraps a cell's words at the cell's width, but the style sheet's padding paints them
    12 px narrower: a turn that just fits one line when measured would be cut ("…") when painted.
    Measure at the painted width."""

    def sizeHint(self, option, index):
        narrow = QStyleOptionViewItem(option)
        narrow.rect = option.rect.adjusted(0, 0, -2 * CELL_PADDING, 0)
        return super().sizeHint(narrow, index)


class MoveLog(QTableWidget):
    """Read-only table of turns: number and the turn in words (or in notation)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setObjectName("moveLog")
        self.session: Session | None = None
        self.player_names: list[str] = []
        self.notation = False          # show the notation instead of the words
        self._turns: list[Turn] = []
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)   # a long turn wraps, it is never cut
        self.setWordWrap(True)
        self.setItemDelegate(_PaddedWrap(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().hide()
        self.horizontalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().sectionResized.connect(self._column_resized)
        # Row heights are settled once the columns have settled (the numbers' column grows at turn
        # 10 during the next layout): a zero timer, merged however many rows changed.
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._settle_rows)

    def set_session(self, session: Session, player_names: list[str]) -> None:
        self.session = session
        self.player_names = player_names
        self.refresh()

    def set_notation(self, on: bool) -> None:
        """Show each turn in the game's notation (the words on hover) instead of in words."""
        if on != self.notation:
            self.notation = on
            for row in range(len(self._turns)):
                self._show_row(row)

    def refresh(self) -> None:
        """Rebuild from the session (a new game, another language)."""
        self._turns = session_turns(self.session) if self.session else []
        self.setRowCount(len(self._turns))
        for row in range(len(self._turns)):
            self._show_row(row)
        self._scroll_to_end()

    def apply_change(self, change: Change) -> None:
        """Follow one change of the session: a move appends, an undo pops, "new" rebuilds."""
        if self.session is None:
            return
        if change.kind in ("move", "redo") and change.before is not None:
            before = at_the_table(get_game(self.session.record.game), change.before)   # a shared screen
            if add_move(self._turns, before, change.move, change.before.current_player() == CHANCE):
                self.setRowCount(len(self._turns))
                if len(self._turns) > 1:
                    self._show_row(len(self._turns) - 2)   # no longer the current row
            self._show_row(len(self._turns) - 1)
        elif change.kind == "undo" and self._turns:
            if remove_move(self._turns):
                self.setRowCount(len(self._turns))
            if self._turns:
                self._show_row(len(self._turns) - 1)
        else:
            self.refresh()
            return
        self._scroll_to_end()

    def words(self, turn: Turn) -> str:
        """A turn's sentence in the current language, the players' names put in."""
        return turn_sentence(turn, self.player_names)

    def _show_row(self, row: int) -> None:
        turn = self._turns[row]
        number = QTableWidgetItem(f"{turn.number}." if turn.number else "")
        number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        number.setForeground(DIM)
        words, notation = self.words(turn), " ".join(turn.notation)
        text = QTableWidgetItem(notation if self.notation else words)
        text.setToolTip(words if self.notation else notation)
        if turn.player == CHANCE:
            text.setForeground(DIM)
        if row == len(self._turns) - 1:
            for item in (number, text):
                item.setBackground(CURRENT)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        self.setItem(row, 0, number)
        self.setItem(row, 1, text)
        self.resizeRowToContents(row)     # the height its wrapped words need (settled again soon)
        self._settle.start()

    def _column_resized(self, index: int, _old: int, _new: int) -> None:
        """The words wrap anew whenever their column's width changes: the window or the scroll bar, or
        the numbers' column growing at turn 10."""
        if index == 1:
            self._settle.start()

    def _settle_rows(self) -> None:
        self.resizeColumnToContents(0)
        self.resizeRowsToContents()
        self._scroll_to_end()

    def _scroll_to_end(self) -> None:
        if self._turns:
            self.scrollToItem(self.item(len(self._turns) - 1, 0), QAbstractItemView.ScrollHint.PositionAtBottom)

    def current_row_text(self) -> str:
        """The highlighted (newest) row as text, e.g. "3. Anna rolls 4 and moves tower e onto d" (tests,
        accessibility)."""
        row = self.rowCount() - 1
        if row < 0:
            return ""
        return " ".join(t for t in (self.item(row, 0).text(), self.item(row, 1).text()) if t)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.resizeRowsToContents()       # the style sheet's font arrives after the first rows
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.resizeRowsToContents()
