"""The Scrabble board's keys, a mixin of `ScrabbleBoard` (whose methods it calls).

Keys: arrows move the field cursor, a letter puts that tile (or a blank as it) under the cursor and
moves on in the typing direction (Tab turns it: → ↓ ↘ ↙); typing the letter that lies under the cursor
steps over it, so a word is typed across the board's letters; Backspace, Enter; "/" goes to the word
check box in the panel (Esc there comes back). Esc on the board is the kit's cancel (`ScrabbleBoard.cancel`).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from gamebox.games.scrabble6.tiles import BLANK

# The typing directions Tab turns through: (kind, (row step, column step), the cursor's arrow).
DIRECTIONS = (("r", (0, 1), "→"), ("d", (1, 0), "↓"), ("dr", (1, 1), "↘"), ("dl", (1, -1), "↙"))


class BoardKeys:
    """Enter, Backspace, Tab, the arrows and typed letters on the Scrabble board (mixed into `ScrabbleBoard`)."""

    def handle_key(self, key, text: str = "", modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        if self.picker_field is not None:         # (Esc: the kit's cancel, `ScrabbleBoard.cancel`)
            if len(text) == 1 and text.upper() in self.state.tiles.letters:
                self.choose_blank(text)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_pending()
        elif key == Qt.Key.Key_Backspace:
            self.take_last_back()
        elif key == Qt.Key.Key_Tab:
            self.direction = (self.direction + 1) % len(DIRECTIONS)
            self.update()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_cursor({Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
                               Qt.Key.Key_Down: (1, 0)}[key])
        elif len(text) == 1 and text.isalpha():
            self._type(text.upper())
        elif text == "/" and self.word_check.isVisible():
            self.word_check.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            return False
        return True

    def _move_cursor(self, step: tuple[int, int]) -> None:
        size = self.state.rules.size
        if self.cursor is None:
            self.cursor = (size // 2 - 1) * size + size // 2 - 1
        else:
            r, c = divmod(self.cursor, size)
            r, c = min(size - 1, max(0, r + step[0])), min(size - 1, max(0, c + step[1]))
            self.cursor = r * size + c
        self.update()

    def _type(self, letter: str) -> None:
        if not self.human_may_move():
            self.message.emit(self.not_now_text())
            return
        if letter not in self.state.tiles.letters:
            self.message.emit(QCoreApplication.translate("Scrabble6", "{letter} is not a letter of this game.").format(letter=letter))
            return
        if self.cursor is None:
            self._move_cursor((0, 0))
        stack = self.state.stacks[self.cursor]
        if self.cursor not in self.pending and stack and stack[-1].upper() == letter:
            self._advance_cursor()      # the word runs across this letter: step over it (covering it is illegal)
            return
        slot = self.free_slot(letter)
        blank = slot is None
        if blank:
            slot = self.free_slot(BLANK)
        if slot is None:
            self.message.emit(QCoreApplication.translate("Scrabble6", "You have no {letter} on your rack (and no blank).").format(letter=letter))
            return
        f = self.cursor
        if f in self.pending:
            self.take_back(f)
        self.lay(slot, f, letter if blank else None)
        self._advance_cursor()

    def _advance_cursor(self) -> None:
        size = self.state.rules.size
        _kind, (dr, dc), _arrow = DIRECTIONS[self.direction]
        order = list(self.ghosts)
        if len(order) >= 2:      # the line's direction follows from the tiles
            a, b = divmod(order[0], size), divmod(order[1], size)
            d = (b[0] - a[0], b[1] - a[1])
            k = max(abs(d[0]), abs(d[1]))
            if k and (d[0] // k, d[1] // k) in [s for _, s, _ in DIRECTIONS] + [(-s[0], -s[1]) for _, s, _ in DIRECTIONS]:
                dr, dc = d[0] // k, d[1] // k
        r, c = divmod(self.cursor, size)
        while True:
            r, c = r + dr, c + dc
            if not (0 <= r < size and 0 <= c < size):
                return
            if r * size + c not in self.pending:
                self.cursor = r * size + c
                self.update()
                return
