"""The word check box (issue 32): type a word, see at once whether it counts, in which list, and why
not. In Scrabble's side panel it asks the game's own word list (with the game's own and struck words);
in the rules panel the list of a language the player picks, with his own and struck words as a game
"with my own words" has them. The verdict is the model's (`word_check.check`), in the box's language.

Keys: the box takes every key while it has the focus (letters go into it, not onto the board); Esc
empties it and gives the focus back to the board, Enter checks again.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from gamebox import i18n as model_i18n
from gamebox.games.scrabble6.lexicon import MAX_LEN, Lexicon, lexicon
from gamebox.games.scrabble6.word_check import check

ON_LIGHT = ("#2f7d32", "#b3261e")      # the verdict's colours (counts, does not) on a light page
ON_FELT = ("#a5e3a0", "#ffb4a9")       # ... and on the dark felt of the side panel


class WordEdit(QLineEdit):
    """A line that keeps Enter and Esc to itself (the board would play or take back tiles)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaxLength(40)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            owner = self.parentWidget().parentWidget() if self.parentWidget() else None
            if owner is not None:
                owner.setFocus(Qt.FocusReason.ShortcutFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class WordCheck(QFrame):
    """A line edit and the verdict under it; `lexicon_for()` gives the list to judge by."""

    def __init__(self, lexicon_for: Callable[[], Lexicon], parent: QWidget | None = None,
                 colours: tuple[str, str] = ON_LIGHT) -> None:
        super().__init__(parent)
        self.setObjectName("wordCheck")
        self.lexicon_for = lexicon_for
        self.colours = colours
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.row = QHBoxLayout()
        self.edit = WordEdit(self)
        self.edit.setObjectName("wordCheckEdit")
        self.edit.textChanged.connect(self.check)
        self.edit.returnPressed.connect(self.check)
        self.row.addWidget(self.edit, 1)
        layout.addLayout(self.row)
        self.result = QLabel(self)
        self.result.setObjectName("wordCheckResult")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.result)
        self.counts: bool | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.edit.setPlaceholderText(QCoreApplication.translate("Scrabble6", "Check a word…"))
        self.edit.setToolTip(QCoreApplication.translate(
            "Scrabble6", "Type a word to see whether it counts (on the board \"/\" comes here, Esc goes back)"))
        self.edit.setAccessibleName(QCoreApplication.translate("Scrabble6", "Check a word"))
        self.check()

    def check(self) -> None:
        text = self.edit.text()
        if not text.strip():
            self.counts = None
            self.result.setText("")
            return
        verdict = check(text, self.lexicon_for())
        self.counts = verdict.counts
        self.result.setText(verdict.text(model_i18n.language()))
        self.result.setStyleSheet(f"color: {self.colours[0] if verdict.counts else self.colours[1]};")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RulesWordCheck(WordCheck):
    """The rules panel's box: a language to pick beside the line; the player's own and struck words
    count as in a game with them (Settings)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.language = QComboBox()
        self.language.setObjectName("wordCheckLanguage")
        self.language.addItem("", "de")
        self.language.addItem("", "en")
        super().__init__(self._lexicon, parent)
        self.row.addWidget(self.language)
        self.language.currentIndexChanged.connect(self.check)

    def _lexicon(self) -> Lexicon:
        from gamebox.games.scrabble6.own_words import load, load_struck

        language = self.language.currentData()
        return lexicon(language, MAX_LEN, load(language), load_struck(language))

    def retranslate(self) -> None:
        self.language.setItemText(0, QCoreApplication.translate("Scrabble6", "German words"))
        self.language.setItemText(1, QCoreApplication.translate("Scrabble6", "English words"))
        super().retranslate()


class RulesTool(QFrame):
    """The word check for the rules panel, under a line that says what it judges by."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWordCheck")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.word_check = RulesWordCheck(self)
        layout.addWidget(self.word_check)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate(
            "Scrabble6", "Does a word count? Your own words count and struck ones do not, as in a game with your "
                         "own words (Settings); the 6×6 board takes words of up to 6 letters."))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
