"""Scrabble's entries in the window's Settings menu (the `settings_actions` hook of its GameUI): a player's own
words, read from a text file as hostile input, and the words he strikes off the list (gamebox/games/scrabble6/
own_words.py; ruling SC-4)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox

from gamebox import safe_json
from gamebox.games.scrabble6 import own_words

translate = QCoreApplication.translate


def settings_actions(window: QMainWindow) -> list[QAction]:
    """The menu's two entries, named in the language shown now (the menu asks each time it opens)."""
    own = QAction(translate("ScrabbleWordLists", "Own &words for Scrabble…"), window)
    own.setObjectName("actOwnWords")
    own.setStatusTip(translate("ScrabbleWordLists", "A word list of your own (a text file, one word a line) for "
                               "Scrabble games with your own words"))
    own.triggered.connect(lambda _checked=False: choose_own_words(window))
    struck = QAction(translate("ScrabbleWordLists", "Stru&ck words for Scrabble…"), window)
    struck.setObjectName("actStruckWords")
    struck.setStatusTip(translate("ScrabbleWordLists", "Words you take off Scrabble's list, for Scrabble games with "
                                  "your own words"))
    struck.triggered.connect(lambda _checked=False: choose_struck_words(window))
    return [own, struck]


def choose_own_words(window: QMainWindow) -> bool:
    """Settings → own words: a text file from outside, read as hostile input (own_words.py)."""
    path, _filter = QFileDialog.getOpenFileName(
        window, translate("ScrabbleWordLists", "Own words for Scrabble"), str(Path.home()),
        translate("ScrabbleWordLists", "Word lists (*.txt *.dic *.lst);;All files (*)"))
    return bool(path) and add_own_words(window, Path(path))


def add_own_words(window: QMainWindow, path: Path) -> bool:
    title = translate("ScrabbleWordLists", "Own words")
    try:
        found = own_words.read(path)
    except safe_json.UnsafeInput as exc:
        _message(window, QMessageBox.Icon.Warning, title,
                 translate("ScrabbleWordLists", "{file} cannot be used as a word list.").format(file=path.name),
                 str(exc))
        return False
    if not found.words:
        _message(window, QMessageBox.Icon.Warning, title,
                 translate("ScrabbleWordLists", "{file} holds no word the tiles can spell.").format(file=path.name))
        return False
    try:
        own_words.save(found.words)
    except OSError as exc:
        _message(window, QMessageBox.Icon.Warning, title,
                 translate("ScrabbleWordLists", "The words cannot be saved."), str(exc))
        return False
    _message(window, QMessageBox.Icon.Information, title,
             translate("ScrabbleWordLists", "{count} words are ready for Scrabble games with your own words.").format(
                 count=len(found.words)),
             "" if not found.skipped else translate("ScrabbleWordLists", "1 line was no word the tiles can spell.")
             if found.skipped == 1 else
             translate("ScrabbleWordLists", "{skipped} lines were no word the tiles can spell.").format(
                 skipped=found.skipped))
    return True


def choose_struck_words(window: QMainWindow) -> bool:
    """Settings → struck words: the words a player takes off Scrabble's list, typed one a line."""
    current = "\n".join(sorted(own_words.load_struck()))
    text, ok = QInputDialog.getMultiLineText(
        window, translate("ScrabbleWordLists", "Struck words for Scrabble"),
        translate("ScrabbleWordLists", "Words that do not count in Scrabble games with your own words, one a line:"),
        current)
    return ok and strike_words(window, text)


def strike_words(window: QMainWindow, text: str) -> bool:
    """Save `text`'s words (one a line, spelled as the tiles can) as the struck words."""
    found = own_words.parse(text)
    try:
        own_words.save_struck(found.words)
    except OSError as exc:
        _message(window, QMessageBox.Icon.Warning, translate("ScrabbleWordLists", "Struck words"),
                 translate("ScrabbleWordLists", "The words cannot be saved."), str(exc))
        return False
    count = len(found.words)     # (a name, not a call: lupdate reads no call as a plural's count)
    window.statusBar().showMessage(
        translate("ScrabbleWordLists", "%n word(s) struck from Scrabble's list.", "", count), 5000)
    return True


def _message(window: QMainWindow, icon, title: str, text: str, detail: str = "") -> None:
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, window)
    box.setObjectName("messageBox")      # (as the window's own messages: tests answer it by name)
    if detail:
        box.setInformativeText(detail)
    box.exec()
