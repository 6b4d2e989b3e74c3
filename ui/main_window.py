"""The main window: the library and the game page on a stack, starting and replacing games, the score screen
and the rules panel. What it does besides comes from mixins, one idea each: window_files.py (open, save, the
autosave, resume), window_set_aside.py (the game set aside), window_puzzles.py, window_lessons.py,
window_history.py (the pages besides the game's) and window_menus.py (menus and actions).
"""
from __future__ import annotations

import logging
import warnings
import weakref
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gamebox import coach, registry
from gamebox.grammar import address_players
from gamebox.record import GameRecord
from gamebox.autosave import Autosaver
from gamebox.history import new_uid
from gamebox.history_recorder import HistoryRecorder

from . import i18n, settings

if TYPE_CHECKING:
    from gamebox.session import Session

    from .controller import GameController
from .library import LibraryPage
from .style import STYLE_SHEET, palette
from .window_files import GameFiles
from .window_history import HistoryPages
from .window_lessons import LessonPages
from .window_menus import MenusAndActions
from .window_puzzles import PuzzleFlow
from .window_set_aside import SetAside

log = logging.getLogger(__name__)

RESULT_DELAY_MS = 700   # let the last move show before the score screen covers it


class _FirstPaint(QObject):
    """Tells once when a watched widget paints for the first time."""

    painted = Signal()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not getattr(self, "_done", False):
            self._done = True
            QTimer.singleShot(0, self.painted.emit)
        return False


class _HistoryEvents(QObject):
    """The history recorder reports from its worker thread; this brings it to the GUI thread."""

    changed = Signal()


class MainWindow(GameFiles, SetAside, PuzzleFlow, LessonPages, HistoryPages, MenusAndActions,
                 QMainWindow):
    full_screen_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.autosaver = Autosaver()
        window = weakref.ref(self)
        # The player the box calls "You" is "Du" the moment the language changes, in every text at once.
        i18n.before_switch.append(lambda lang: (w := window()) is not None and w.controller is not None
                                  and address_players(w.controller.record, lang))
        self.history_events = _HistoryEvents(self)
        self.history_events.changed.connect(self._on_history_changed)
        self.history_recorder = HistoryRecorder(on_change=self.history_events.changed.emit)
        self._history_page = None
        self.replay_dialog = None
        from .sound import SoundPlayer

        self.sound = SoundPlayer(parent=self)
        self.setObjectName("mainWindow")
        self.setWindowTitle("gamebox")
        self.setPalette(palette())
        self.setStyleSheet(STYLE_SHEET)
        self.games = registry.cards()     # what the library shows: no game's code is imported to start
        self.controller: GameController | None = None
        self.file_path: Path | None = None
        self._saved_moves: list[str] | None = None   # the moves as they are in `file_path`
        self._start_ply = 0       # the moves the running game had when it began here (a puzzle's, a continuation's)
        self._aside: tuple[Path, GameRecord] | None = None    # the game set aside (gamebox/set_aside.py) ...
        self._aside_read = False                              # ... once its folder has been read
        self.score_dialog = None
        self.new_game_dialog = None
        self.rules_panels: dict = {}
        self.settings_dialog = None
        self._game_page = None
        self._puzzle_browser = None
        self._puzzle_store = None
        self._lesson_page = None
        self._lesson_progress = None
        self._resume_paused = False

        self._save_problem: OSError | None = None    # why the autosave fails, while it does
        self.save_notice = QLabel()
        self.save_notice.setObjectName("saveNotice")
        self.save_notice.setWordWrap(True)
        self.save_notice.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._hide_save_notice)
        self.stack = QStackedWidget()
        self.library = LibraryPage(self.games)
        self.library.new_game_requested.connect(self.new_game)
        self.library.rules_requested.connect(self.show_rules)
        self.library.continue_requested.connect(self.continue_game)
        self.library.set_aside_requested.connect(self.resume_set_aside)
        self.library.puzzle_requested.connect(self.start_puzzle)
        self.library.puzzles_requested.connect(self.show_puzzles)
        self.library.history_requested.connect(self.show_history)
        self.library.lessons_requested.connect(self.show_lessons)
        self.stack.addWidget(self.library)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_notice)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.first_paint = _FirstPaint(self)
        self.installEventFilter(self.first_paint)
        self.library.installEventFilter(self.first_paint)
        # The collection's line needs the puzzle files and the rating: read after the first paint.
        self.first_paint.painted.connect(lambda: self.library.set_collection_summary(self._collection_summary()))
        self.first_paint.painted.connect(lambda: (self.set_aside_game(), self._refresh_running()))   # a game set aside
        self.first_paint.painted.connect(self._refresh_lesson_cards)     # "Learn to play · 3 of 10"

        self._build_actions()
        self._build_menus()
        geometry = settings.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 800)
        if settings.full_screen():
            QTimer.singleShot(0, self, lambda: self.set_full_screen(True))
        self.retranslate()
        self._update_actions()
        self.history_recorder.start()   # games an earlier run left waiting go in now, off this thread

    # -- pages --------------------------------------------------------------------------------
    @property
    def game_page(self):
        """The game page, built when the first game starts (keeps start-up fast)."""
        if self._game_page is None:
            from .game_page import GamePage

            self._game_page = GamePage()
            self._game_page.state_changed.connect(self._update_actions)
            self._game_page.show_result_requested.connect(self.show_result)
            self._game_page.puzzle_next_requested.connect(self.next_puzzle)
            self._game_page.puzzle_retry_requested.connect(self.play_puzzle)
            self._game_page.puzzle_browse_requested.connect(self.show_puzzles)
            self._game_page.puzzle_store = self.puzzle_store
            self.stack.addWidget(self._game_page)
        return self._game_page



    def on_game_page(self) -> bool:
        return self._game_page is not None and self.stack.currentWidget() is self._game_page

    def back_to_library(self) -> None:
        if self._lesson_page is not None:
            self._lesson_page.stop()
        if self.controller is not None and not self.controller.paused:
            self._resume_paused = True   # the AI waits while nobody watches
            self.controller.set_paused(True)
        self.stack.setCurrentWidget(self.library)
        self._refresh_running()
        self.library.set_collection_summary(self._collection_summary())
        self._update_actions()

    def has_unfinished_game(self) -> bool:
        c = self.controller
        return c is not None and not c.state.is_terminal()

    def _refresh_running(self) -> None:
        c = self.controller
        if not self.has_unfinished_game():     # a finished game is not offered to continue
            self.library.set_running("")
        else:
            self.library.set_running(self._game_name(c.record))
        aside = self._aside[1] if self._aside is not None else None   # (read after the first paint)
        running = c.record.meta.get("uid") if c is not None else None
        self.library.set_aside(self._game_name(aside) if aside is not None and aside.meta.get("uid") != running
                               else "")

    @staticmethod
    def _game_name(record: GameRecord) -> str:
        game = registry.get(record.game)
        return f"{game.info.name} ({game.info.variant(record.variant).name.get()})"

    def continue_game(self) -> None:
        if not self.has_unfinished_game():
            return
        if self._resume_paused:
            self._resume_paused = False
            self.controller.set_paused(False)
        self.stack.setCurrentWidget(self.game_page)
        self._update_actions()

    # -- starting games -----------------------------------------------------------------------
    def current_game_id(self) -> str | None:
        if self.on_lesson_page() and self._lesson_page.course is not None:
            return self._lesson_page.course.game
        if self.controller is not None:
            return self.controller.record.game
        return self.games[0].id if len(self.games) == 1 else None

    def new_game(self, game_id: str | None = None) -> None:
        """Open the new-game dialog (non-blocking); the game starts when it is accepted."""
        game_id = game_id or self.current_game_id()
        if game_id is None:
            self.back_to_library()
            self.statusBar().showMessage(self.tr("Choose a game in the library."), 4000)
            return
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(registry.get(game_id), self)
        dialog.accepted.connect(lambda: self.replace_game(dialog.record()))
        dialog.finished.connect(lambda _code: self._forget_new_game_dialog(dialog))
        self.new_game_dialog = dialog
        dialog.open()

    def _forget_new_game_dialog(self, dialog) -> None:
        if self.new_game_dialog is dialog:
            self.new_game_dialog = None
        dialog.deleteLater()


    def replace_game(self, record: GameRecord, path: Path | None = None, resumed: bool = False,
                     session: Session | None = None, taking: Path | None = None) -> GameController | None:
        """Start `record` in the running game's place once nothing of that game is lost (it is over,
        saved, or set aside) or the player let it go (`may_abandon`): how every path of the window starts
        a game. None if the player kept his game."""
        if not self.may_abandon(taking):
            return None
        return self.start_record(record, path, resumed, session)

    def start_record(self, record: GameRecord, path: Path | None = None, resumed: bool = False,
                     session: Session | None = None) -> GameController:
        """Play `record` (new, resumed or opened) on the game page; it is autosaved on every move,
        and kept in the history when it ends (a resumed game keeps its identity there). `session`: the
        record's session if the caller built one already (each build replays every move)."""
        self._close_result()
        old = self.controller
        if resumed:
            record.meta.setdefault("uid", new_uid())
        else:
            record.meta["uid"] = new_uid()
        from gamebox.session import Session     # here, with the controller: the library starts without them

        from .controller import GameController

        people = self._as_people(record)
        address_players(record, i18n.current_language())
        session = session if session is not None and session.record is record else Session(record)
        self.controller = GameController(session, autosave=self._autosave, parent=self,
                                         history=self.history_recorder)
        self.controller.finished.connect(self._on_finished)
        self.file_path = path
        self._saved_moves = list(record.moves) if path is not None else None
        self._start_ply = 0 if resumed else len(record.moves)
        self._resume_paused = False
        self._autosave(record)   # a new game is safe before its first move too
        self.sound.follow(self.controller)
        page = self.game_page
        page.set_controller(self.controller)
        self.stack.setCurrentWidget(page)
        if old is not None:
            self._retire(old)
        self.controller.start()
        self._update_actions()
        self._refresh_running()
        if people:
            self._say_played_by_people(record, people)
        return self.controller

    @staticmethod
    def _as_people(record: GameRecord) -> list[int]:
        """A record may name a computer player this box does not have (another box's, a typo): that seat
        is played by a person, here and in the autosave, so it is said once. Returns those seats."""
        from gamebox.ai import seats_without_agent

        seats = seats_without_agent(record)
        for seat in seats:
            record.players[seat] = replace(record.players[seat], type="human", agent=None)
        return seats

    def _say_played_by_people(self, record: GameRecord, seats: list[int]) -> None:
        from .new_game_dialog import seat_label

        game = registry.get(record.game)
        count = len(record.players)
        lines = [self.tr("{name} ({seat}) plays as a person in this game: it names a computer player this box "
                         "does not have.").format(name=record.players[seat].name, seat=seat_label(game, seat, count))
                 for seat in seats]
        self._message(QMessageBox.Icon.Information, self.tr("Computer player missing"), "\n".join(lines))

    @staticmethod
    def _retire(controller: GameController) -> None:
        """Stop a replaced game for good; delete it once no AI task can still report to it."""
        controller.set_paused(True)   # a late AI result must not schedule another move
        controller.shutdown()
        # Views connected with lambdas would outlive their widgets: cut every connection.
        for signal in (controller.changed, controller.refused, controller.thinking, controller.finished):
            with warnings.catch_warnings():   # PySide warns when a signal had no connection left
                warnings.simplefilter("ignore", RuntimeWarning)
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
        if controller.busy:
            controller.thinking.connect(lambda busy: busy or controller.deleteLater())
        else:
            controller.deleteLater()



    def _message(self, icon, title: str, text: str, detail: str = "") -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        if detail:
            box.setInformativeText(detail)
        box.exec()

    # -- end of game ----------------------------------------------------------------------------
    def _on_finished(self) -> None:
        controller = self.controller
        # With `self` as context the timer dies with the window (a closed window shows nothing).
        QTimer.singleShot(RESULT_DELAY_MS, self, lambda: self._show_result_if_over(controller))

    def _show_result_if_over(self, controller) -> None:
        from gamebox.puzzles import puzzle_id

        if puzzle_id(controller.record) is not None:
            return     # a puzzle shows its result and proof in its own panel
        if controller is self.controller and controller.state.is_terminal():
            self.show_result()

    def show_result(self) -> None:
        if self.controller is None or not self.controller.state.is_terminal():
            return
        from .score_dialog import LIBRARY, NEW_GAME, ScoreDialog

        self._close_result()
        c = self.controller
        dialog = ScoreDialog(c.game, c.record, c.state, self)
        game_id = c.record.game

        def done(code: int) -> None:
            if code == NEW_GAME:
                self.new_game(game_id)
            elif code == LIBRARY:
                self.back_to_library()

        dialog.finished.connect(done)
        self.score_dialog = dialog
        dialog.open()

    def show_analysis(self) -> None:
        """The analysis of the finished solo game (the score screen has the same button)."""
        c = self.controller
        if c is None or not c.state.is_terminal() or not coach.coachable(c.game, c.record):
            return
        from .analysis import open_analysis

        open_analysis(self, c.game, c.record)

    def _close_result(self) -> None:
        if self.score_dialog is not None:
            dialog, self.score_dialog = self.score_dialog, None
            try:
                dialog.finished.disconnect()
            except (RuntimeError, TypeError):
                pass
            dialog.close()
            dialog.deleteLater()


    # -- rules --------------------------------------------------------------------------------
    def show_rules(self, game_id: str | None = None) -> None:
        game_id = game_id or self.current_game_id() or self.games[0].id
        panel = self.rules_panels.get(game_id)
        if panel is None:
            from .rules_panel import RulesPanel

            panel = RulesPanel(registry.get(game_id), self)
            panel.lessons_requested.connect(self.show_lessons)
            self.rules_panels[game_id] = panel
        panel.show()
        panel.raise_()
        panel.activateWindow()


    # -- Qt events ----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if getattr(self.first_paint, "_done", False):     # the puzzles' card, once it has been filled
                self.library.set_collection_summary(self._collection_summary())
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        if self._save_problem is not None and not self._may_quit_unsaved():
            event.ignore()
            return
        if not self.isFullScreen():        # the window's own size and place, for the next start
            settings.set_window_geometry(self.saveGeometry())
        from .coach import cancel_all

        cancel_all()   # a table being computed stops at its next step
        from .table_prep import preparer

        preparer().stop()   # a table prepared in the background goes on at the next start
        for panel in self.rules_panels.values():
            panel.close()
        if self._lesson_page is not None:
            self._lesson_page.stop()
        if self.controller is not None:
            self.controller.set_paused(True)
            self.controller.shutdown()
        self.autosaver.flush()
        self.sound.close()
        try:
            self.history_recorder.flush(timeout=10)   # a game that just ended goes in now, or waits on disk
        except Exception as exc:
            log.error("the history did not finish in time: %s", exc)
        super().closeEvent(event)
