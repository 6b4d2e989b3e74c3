"""The main window's game set aside (gamebox/set_aside.py): the running game gives way to another only
where nothing is lost, else the player decides."""
from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING


from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox

from gamebox import set_aside
from gamebox.record import GameRecord
from gamebox.turns import count_turns

from . import settings
from .window_files import one_line

if TYPE_CHECKING:
    from .controller import GameController


# Its texts keep the window's context, as they had when this was part of it (one entry each in the .ts).
translate = QCoreApplication.translate

log = logging.getLogger(__name__)


class SetAside:
    """Mixin of MainWindow (ui/main_window.py): keeping the game another one takes the place of."""

    # -- a game set aside ---------------------------------------------------------------------------
    def set_aside_game(self) -> GameRecord | None:
        """The game waiting set aside, if there is one (its folder is read once, after the first paint)."""
        if not self._aside_read:
            self._aside_read = True
            self._aside = set_aside.waiting()
        return self._aside[1] if self._aside is not None else None

    def _put_aside(self, record: GameRecord) -> bool:
        try:
            path = set_aside.put(record)
        except OSError as exc:         # (a full disk): then the game would be lost, and the player decides
            log.error("the game cannot be set aside: %s", exc)
            return False
        self._aside = (path, record)
        return True

    def resume_set_aside(self) -> GameController | None:
        """The library's "Back to …": play the game set aside on; the running game, if it is worth
        keeping, is set aside in its place."""
        self.set_aside_game()
        if self._aside is None:
            return None
        path, record = self._aside
        from gamebox.session import Session

        try:
            session = Session(record)
        except Exception as exc:    # a file from disk: whatever it does, it is put aside and not offered again
            self._aside = None
            os.replace(path, path.with_name(path.name + ".corrupt"))
            self._message(
                QMessageBox.Icon.Warning,
                translate("MainWindow", "Cannot continue game"),
                translate("MainWindow", "The game set aside cannot be read and was put aside as {file}.").format(
                    file=path.name + ".corrupt"
                ),
                one_line(exc),
            )
            self._refresh_running()
            return None
        controller = self.replace_game(record, resumed=True, session=session, taking=path)
        if controller is not None:     # it is in the autosave now: its file goes (the running game's stays)
            set_aside.remove(path)
            if self._aside is not None and self._aside[0] == path:
                self._aside, self._aside_read = None, False    # (an older one, if a crash left one, comes next)
        self._refresh_running()
        return controller

    def _worth_keeping(self) -> bool:
        """Whether the running game would be lost if another took its place: unfinished, played on since it
        began here, not saved as it stands, and no try at a collection puzzle (it is one click from being
        tried again, and its progress is kept anyway)."""
        from gamebox.puzzles import puzzle_id

        c = self.controller
        if not self.has_unfinished_game() or c.locked or c.session.ply <= self._start_ply:
            return False
        if puzzle_id(c.record) is not None:
            return False
        return not (self.file_path is not None and self._saved_moves == list(c.record.moves))

    def may_abandon(self, taking: Path | None = None) -> bool:
        """Whether the running game may give way to another. Nothing is lost if it is over, not played
        on, saved as it stands, or set aside (the library offers it back): then it is, and yes. Only
        where it would be lost (another game waits set aside already, `taking` apart) the player decides,
        where Settings ask for it."""
        if not self._worth_keeping():
            return True
        c = self.controller
        self.set_aside_game()
        waiting = self._aside
        if (waiting is None or waiting[0] == taking
                or waiting[1].meta.get("uid") == c.record.meta.get("uid")) and self._put_aside(c.record):
            return True
        if not settings.confirm_abandon():
            return True
        box = QMessageBox(self)
        box.setObjectName("abandonBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("MainWindow", "Unfinished game"))
        box.setText(translate("MainWindow", "Leave the game you are playing?"))
        turns = count_turns(c.session)
        if waiting is not None:
            info = translate(
                "MainWindow",
                "{game} is not over: %n turn(s) played. It cannot be set aside, since {other} waits "
                "there already: the new game takes its place. Save it first (Ctrl+S) to play it on "
                "later.",
                "",
                turns,
            ).format(game=self._game_name(c.record), other=self._game_name(waiting[1]))
        else:
            info = translate(
                "MainWindow",
                "{game} is not over: %n turn(s) played. It cannot be set aside just now: the new "
                "game takes its place. Save it first (Ctrl+S) to play it on later.",
                "",
                turns,
            ).format(game=self._game_name(c.record))
        box.setInformativeText(info)
        leave = box.addButton(translate("MainWindow", "Leave it"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(translate("MainWindow", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        never = QCheckBox(translate("MainWindow", "Don't ask again"))
        box.setCheckBox(never)
        box.exec()
        if box.clickedButton() is not leave:
            return False
        if never.isChecked():
            settings.set_confirm_abandon(False)
        return True
