"""The main window's files: open, save and save as, the autosave and what the window says while it fails (a
full disk), and the offer to resume the autosaved game."""
from __future__ import annotations

import errno
import logging
import os
from pathlib import Path


from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from gamebox import registry
from gamebox.record import GameRecord, RecordError
from gamebox.storage import autosave_path, load_record, save_record
from gamebox.turns import count_turns

# Its texts keep the window's context, as they had when this was part of it (one entry each in the .ts).
translate = QCoreApplication.translate

log = logging.getLogger(__name__)

FILE_SUFFIX = ".gamebox.json"
SAVED_AGAIN_MS = 6000   # how long "saved again" stays


class GameFiles:
    """Mixin of MainWindow (ui/main_window.py): a game to and from disk."""

    def _autosave(self, record: GameRecord) -> None:
        try:
            self.autosaver(record)    # on disk now; fsynced on a worker thread (gamebox/autosave.py)
        except OSError as exc:
            log.error("autosave failed: %s", exc)
            self._saving_fails(exc)
        else:
            self._saving_works()

    # -- saving that fails (a full disk) ----------------------------------------------------------
    def _saving_fails(self, problem: OSError) -> None:
        """Said once, and it stays while saves fail: the game goes on in memory, and every move tries again."""
        first = self._save_problem is None
        self._save_problem = problem
        if first:
            self._notice_timer.stop()
            self.save_notice.setProperty("good", False)
            self.save_notice.setText(
                translate(
                    "MainWindow",
                    "Your game cannot be saved: {cause}. Play on: the game is kept here, "
                    "and saved at the next move that can be.",
                ).format(cause=self._save_cause(problem))
            )
            self._polish(self.save_notice)
            self.save_notice.show()

    def _saving_works(self) -> None:
        if self._save_problem is None:
            return
        self._save_problem = None
        self.save_notice.setProperty("good", True)
        self.save_notice.setText(translate("MainWindow", "Your game is saved again."))
        self._polish(self.save_notice)
        self._notice_timer.start(SAVED_AGAIN_MS)

    def _hide_save_notice(self) -> None:
        if self._save_problem is None:
            self.save_notice.hide()

    def _may_quit_unsaved(self) -> bool:
        """Quitting while saves fail: one more try, and if the game would still be lost, the player decides."""
        if self.controller is not None:
            self._autosave(self.controller.record)
        if self._save_problem is None or not self.has_unfinished_game():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("MainWindow", "Your game is not saved"),
            translate(
                "MainWindow",
                "Your game cannot be saved: {cause}. If you quit now, it is lost; make room on the disk, or save it "
                "elsewhere (Save as…), and it is kept.",
            ).format(cause=self._save_cause(self._save_problem)),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("unsavedBox")
        quit_anyway = box.addButton(translate("MainWindow", "Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(translate("MainWindow", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is quit_anyway

    @staticmethod
    def _polish(widget: QWidget) -> None:
        widget.style().unpolish(widget)
        widget.style().polish(widget)

    def _save_cause(self, problem: OSError) -> str:
        """Why a save failed, as a player says it."""
        if problem.errno in (errno.ENOSPC, errno.EDQUOT):
            return translate("MainWindow", "the disk is full")
        if problem.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return translate("MainWindow", "its folder cannot be written")
        return translate("MainWindow", "the disk reports a problem ({reason})").format(
            reason=problem.strerror or type(problem).__name__)

    # -- resume -------------------------------------------------------------------------------
    def offer_resume(self) -> str:
        """Offer the autosaved game if it is unfinished. Returns what happened (for tests)."""
        path = autosave_path()
        if not path.exists():
            return "none"
        try:
            record = load_record(path)
            record.replay()          # every check a reader makes (a puzzle's rolls are its day's)
            from gamebox.session import Session

            session = Session(record)
            finished = session.state.is_terminal()
        except Exception as exc:    # whatever a damaged file does: put it aside, say so, start clean
            corrupt = path.with_name(path.name + ".corrupt")
            try:
                os.replace(path, corrupt)
            except OSError as move_error:
                log.error("cannot move the broken autosave aside: %s", move_error)
            self._message(QMessageBox.Icon.Warning, translate("MainWindow", "Autosave damaged"),
                          translate("MainWindow", "The autosaved game could not be read and was put aside as {file}.")
                          .format(file=corrupt.name), one_line(exc))
            return "corrupt"
        if finished:
            return "finished"
        game = registry.get(record.game)
        box = QMessageBox(self)
        box.setObjectName("resumeBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("MainWindow", "Resume"))
        box.setText(translate("MainWindow", "Resume your last game?"))
        variant = game.info.variant(record.variant).name.get()
        names = ", ".join(p.name for p in record.players)
        turns = count_turns(session)  # rolls are part of a turn, not moves of their own
        box.setInformativeText(
            translate("MainWindow", "{game} ({variant}) with {players}, %n turn(s) played.", "", turns).format(
                game=game.info.name, variant=variant, players=names
            )
        )
        resume = box.addButton(translate("MainWindow", "Resume"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(translate("MainWindow", "New game"), QMessageBox.ButtonRole.ActionRole)
        discard = box.addButton(translate("MainWindow", "Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(new)
        box.exec()
        clicked = box.clickedButton()
        if clicked is resume:
            self.replace_game(record, resumed=True, session=session)
            return "resumed"
        if clicked is discard:
            try:
                path.unlink()
            except OSError:
                pass
            return "discarded"
        # A new game instead: the unfinished one waits set aside, if nothing else waits there.
        if self.set_aside_game() is None:
            self._put_aside(record)
        self.new_game(record.game)
        return "new"

    # -- files --------------------------------------------------------------------------------
    def _start_dir(self) -> str:
        return str(self.file_path.parent) if self.file_path else str(Path.home())

    def open_file(self) -> bool:
        path, _filter = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open game"), self._start_dir(),
            translate("MainWindow", "Game records (*{suffix});;All files (*)").format(suffix=FILE_SUFFIX))
        if not path:
            return False
        return self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        """Load a record; a bad file is refused with its reason and the running game stays."""
        try:
            record = load_record(path)
        except Exception as exc:    # a file is outside input: whatever it does, the box stays up
            self._message(QMessageBox.Icon.Critical, translate("MainWindow", "Cannot open game"),
                          translate("MainWindow", "{file} cannot be opened.").format(file=path.name), one_line(exc))
            return False
        if self.replace_game(record, path) is None:
            return False
        self.statusBar().showMessage(translate("MainWindow", "Opened {file}").format(file=path.name), 4000)
        return True

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.file_path is None:
            return self.save_as()
        return self._save_to(self.file_path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        suggested = Path(self._start_dir()) / f"{self.controller.record.game}{FILE_SUFFIX}"
        path, _filter = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Save game"), str(suggested),
            translate("MainWindow", "Game records (*{suffix})").format(suffix=FILE_SUFFIX))
        if not path:
            return False
        if not path.endswith(FILE_SUFFIX):
            path = path.removesuffix(".json") + FILE_SUFFIX
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            save_record(self.controller.record, path)
        except OSError as exc:
            self._message(QMessageBox.Icon.Critical, translate("MainWindow", "Cannot save game"),
                          translate("MainWindow", "{file} cannot be written.").format(file=path.name), str(exc))
            return False
        self.file_path = path
        self._saved_moves = list(self.controller.record.moves)
        self.statusBar().showMessage(translate("MainWindow", "Saved {file}").format(file=path.name), 4000)
        return True


def one_line(exc: Exception) -> str:
    """A load error for a dialog: the RecordError's own line, else the kind of failure."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return text if isinstance(exc, RecordError) else f"{type(exc).__name__}: {text}"[:300]
