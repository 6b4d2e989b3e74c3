"""The move log: the record's moves in words, one numbered row per turn ("3.  rolls 4 · tower e
onto d"; the notation "d4 e>d" on hover), the current turn highlighted, scrolled to the newest row.

A turn is what one player does in a row, his roll included. Chance moves that
belong to nobody (who starts) get a row without a number.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gamebox.i18n import Text
from gamebox.protocol import CHANCE, State
from gamebox.session import Change, Session


@dataclass
class Turn:
    number: int | None         # None for a move by nobody (chance alone)
    player: int                # acting player, or CHANCE
    moves: list[Text] = field(default_factory=list)      # each move in words (State.move_words)
    notation: list[str] = field(default_factory=list)   # ... and in the game's notation
    first_ply: int = 0
    chances: list[bool] = field(default_factory=list)   # per move: a chance outcome


def add_move(result: list[Turn], before: State, move: Any, chance: bool, ply: int) -> bool:
    """Append one move (played in `before`) to the turns; True if it started a new turn."""
    actor = before.acting_player()
    last = result[-1] if result else None
    starts_turn = last is None or actor != last.player or (chance and not last.chances[-1])
    if starts_turn:
        number = None
        if actor != CHANCE:
            number = 1 + next((t.number for t in reversed(result) if t.number), 0)
        result.append(Turn(number, actor, first_ply=ply))
    result[-1].moves.append(before.move_words(move))
    result[-1].notation.append(before.public_text(move))
    result[-1].chances.append(chance)
    return starts_turn


def remove_move(result: list[Turn]) -> bool:
    """Take the newest move off the turns; True if its turn went with it."""
    result[-1].moves.pop()
    result[-1].notation.pop()
    result[-1].chances.pop()
    if result[-1].moves:
        return False
    result.pop()
    return True


def turns(session: Session) -> list[Turn]:
    """Group the session's moves into turns."""
    result: list[Turn] = []
    for ply, played in enumerate(session.history):
        add_move(result, played.before, played.move, played.chance, ply)
    return result


class MoveLog(QTableWidget):
    """Read-only table of turns: number, moves, player (the last column only with 2+ players)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("moveLog")
        self.session: Session | None = None
        self.player_names: list[str] = []
        self._turns: list[Turn] = []
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        self.horizontalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setDefaultSectionSize(26)
        self.setWordWrap(True)        # a long German turn wraps instead of being cut off

    def set_session(self, session: Session, player_names: list[str]) -> None:
        self.session = session
        self.player_names = player_names
        self.refresh()

    def refresh(self) -> None:
        """Rebuild from the session (a new game, another language)."""
        self._turns = turns(self.session) if self.session else []
        self.setRowCount(len(self._turns))
        self.setColumnHidden(2, len(self.player_names) <= 1)
        for row in range(len(self._turns)):
            self._show_row(row)
        self._scroll_to_end()

    def apply_change(self, change: Change) -> None:
        """Follow one change of the session: a move appends, an undo pops, "new" rebuilds."""
        if self.session is None:
            return
        if change.kind in ("move", "redo") and change.before is not None:
            if add_move(self._turns, change.before, change.move,
                        change.before.current_player() == CHANCE, change.ply - 1):
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

    def _show_row(self, row: int) -> None:
        turn = self._turns[row]
        number = QTableWidgetItem(f"{turn.number}." if turn.number else "")
        number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        number.setForeground(QColor("#8a7f72"))
        moves = QTableWidgetItem(" · ".join(self.words(text) for text in turn.moves))
        moves.setToolTip(" ".join(turn.notation))
        who = ""
        if turn.player == CHANCE:
            who = self.tr("chance")
        elif 0 <= turn.player < len(self.player_names):
            who = self.player_names[turn.player]
        player = QTableWidgetItem(who)
        player.setForeground(QColor("#8a7f72"))
        if turn.player == CHANCE:
            moves.setForeground(QColor("#8a7f72"))
        if row == len(self._turns) - 1:
            for item in (number, moves, player):
                item.setBackground(QColor("#f6dcc0"))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        self.setItem(row, 0, number)
        self.setItem(row, 1, moves)
        self.setItem(row, 2, player)

    def words(self, text: Text) -> str:
        """A move's words in the current language, the players' names put in."""
        words = text.get()
        for seat, name in enumerate(self.player_names):
            words = words.replace(f"{{seat{seat}}}", name)
        return words

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.resizeRowsToContents()     # the words wrap to the new width

    def _scroll_to_end(self) -> None:
        self.resizeRowsToContents()
        if self._turns:
            self.scrollToItem(self.item(len(self._turns) - 1, 0), QAbstractItemView.ScrollHint.PositionAtBottom)

    def current_row_text(self) -> str:
        """The highlighted (newest) row as text, e.g. "3. rolls 4 · tower e onto d" (tests, accessibility)."""
        row = self.rowCount() - 1
        if row < 0:
            return ""
        return " ".join(t for t in (self.item(row, 0).text(), self.item(row, 1).text()) if t)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
