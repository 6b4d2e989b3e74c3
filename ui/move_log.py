"""The move log: the record's moves in the game's notation, one numbered row per turn
("3.  d4 B@c"), the current turn highlighted, scrolled to the newest row.

A turn is what one player does in a row, his roll included. Chance moves that
belong to nobody (who starts) get a row without a number.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gamebox.protocol import CHANCE
from gamebox.session import Session


@dataclass
class Turn:
    number: int | None         # None for a move by nobody (chance alone)
    player: int                # acting player, or CHANCE
    moves: list[str] = field(default_factory=list)
    first_ply: int = 0


def turns(session: Session) -> list[Turn]:
    """Group the session's moves into turns."""
    result: list[Turn] = []
    number = 0
    previous_actor: int | None = None
    previous_chance = False
    for ply, text in enumerate(session.record.moves):
        actor = session.state_at(ply).acting_player()
        chance = session.is_chance_move(ply)
        starts_turn = (not result or actor != previous_actor or (chance and not previous_chance))
        if starts_turn:
            if actor == CHANCE:
                result.append(Turn(None, actor, [], ply))
            else:
                number += 1
                result.append(Turn(number, actor, [], ply))
        state = session.state_at(ply)
        result[-1].moves.append(state.public_text(state.parse_move(text)))
        previous_actor, previous_chance = actor, chance
    return result


class MoveLog(QTableWidget):
    """Read-only table of turns: number, moves, player (the last column only with 2+ players)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("moveLog")
        self.session: Session | None = None
        self.player_names: list[str] = []
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
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self._mono = mono

    def set_session(self, session: Session, player_names: list[str]) -> None:
        self.session = session
        self.player_names = player_names
        self.refresh()

    def refresh(self) -> None:
        """Rebuild from the record (a game has at most a few hundred moves)."""
        rows = turns(self.session) if self.session else []
        self.setRowCount(len(rows))
        many = len(self.player_names) > 1
        self.setColumnHidden(2, not many)
        for row, turn in enumerate(rows):
            number = QTableWidgetItem(f"{turn.number}." if turn.number else "")
            number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            number.setForeground(QColor("#8a7f72"))
            moves = QTableWidgetItem(" ".join(turn.moves))
            moves.setFont(self._mono)
            who = ""
            if turn.player == CHANCE:
                who = self.tr("chance")
            elif 0 <= turn.player < len(self.player_names):
                who = self.player_names[turn.player]
            player = QTableWidgetItem(who)
            player.setForeground(QColor("#8a7f72"))
            if turn.player == CHANCE:
                moves.setForeground(QColor("#8a7f72"))
            current = row == len(rows) - 1
            for item in (number, moves, player):
                if current:
                    item.setBackground(QColor("#f6dcc0"))
                    font = item.font() if item is not moves else QFont(self._mono)
                    font.setBold(True)
                    item.setFont(font)
            self.setItem(row, 0, number)
            self.setItem(row, 1, moves)
            self.setItem(row, 2, player)
        if rows:
            self.scrollToItem(self.item(len(rows) - 1, 0), QAbstractItemView.ScrollHint.PositionAtBottom)

    def current_row_text(self) -> str:
        """The highlighted (newest) row as text, e.g. "3. d4 B@c" (for tests and accessibility)."""
        row = self.rowCount() - 1
        if row < 0:
            return ""
        return " ".join(t for t in (self.item(row, 0).text(), self.item(row, 1).text()) if t)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
