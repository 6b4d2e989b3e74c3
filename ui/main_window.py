"""The main window: the library and the game page on a stack, the menus, files
(open, save, autosave and resume), the score screen and the rules panel.
"""
from __future__ import annotations

import errno
import logging
import os
import warnings
import weakref
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
    QWidgetAction,
)

from gamebox import __version__, coach, puzzle, registry, set_aside
from gamebox.grammar import address_players
from gamebox.record import GameRecord, RecordError
from gamebox.turns import count_turns
from gamebox.autosave import Autosaver
from gamebox.history import HistoryCorrupt, HistoryError, history_path, new_uid
from gamebox.history_recorder import HistoryRecorder
from gamebox.storage import autosave_path, load_record, save_record

from . import i18n, settings

if TYPE_CHECKING:
    from gamebox.session import Session

    from .controller import GameController
from .library import LibraryPage
from .style import STYLE_SHEET, palette

log = logging.getLogger(__name__)

FILE_SUFFIX = ".gamebox.json"
RESULT_DELAY_MS = 700   # let the last move show before the score screen covers it
SAVED_AGAIN_MS = 6000   # how long "saved again" stays


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


class MainWindow(QMainWindow):
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

    # -- the puzzle collection ------------------------------------------------------------------
    @property
    def puzzle_store(self):
        """The player's puzzle progress and rating, in the history database."""
        if self._puzzle_store is None:
            from gamebox.puzzles.store import PuzzleStore

            self._puzzle_store = PuzzleStore()
        return self._puzzle_store

    @property
    def puzzle_browser(self):
        if self._puzzle_browser is None:
            from .puzzle_browser import PuzzleBrowser

            self._puzzle_browser = PuzzleBrowser(self.puzzle_store)
            self._puzzle_browser.play_requested.connect(self.play_puzzle)
            self._puzzle_browser.daily_requested.connect(self.play_daily)
            self._puzzle_browser.streak_requested.connect(self.start_streak)
            self._puzzle_browser.back_requested.connect(self.back_to_library)
            self.stack.addWidget(self._puzzle_browser)
        return self._puzzle_browser

    def show_puzzles(self, game_id: str | None = None) -> None:
        """The puzzle browser (with `game_id`, filtered to that game)."""
        if self.controller is not None and not self.controller.paused and self.on_game_page():
            self._resume_paused = True
            self.controller.set_paused(True)
        browser = self.puzzle_browser
        if game_id:
            browser.set_game(game_id)
        browser.refresh()
        self.stack.setCurrentWidget(browser)
        self._update_actions()

    def play_puzzle(self, puzzle_id: str, mark: dict | None = None) -> GameController | None:
        """Play a puzzle of the collection in its game's own view (`mark`: a streak's or a day's)."""
        from gamebox import puzzles

        puzzle = puzzles.find(puzzle_id)
        if puzzle is None:
            self.statusBar().showMessage(self.tr("That puzzle is not in this box."), 4000)
            return None
        _ = self.game_page     # the page knows the store before the game starts
        return self.replace_game(puzzle.record(self.tr("You"), self.tr("Computer"), mark))

    def play_daily(self, game_id: str, day: date | None = None) -> GameController | None:
        """A game's puzzle of the day (today's unless `day`): the same for everyone that day."""
        from gamebox.puzzles.daily import DAY, of_the_day

        day = day or date.today()
        puzzle = of_the_day(registry.get(game_id), day)
        return None if puzzle is None else self.play_puzzle(puzzle.id, {DAY: day.isoformat()})

    def start_streak(self, game_id: str = "") -> GameController | None:
        """A streak: puzzles one after another, each a little harder, until the first miss."""
        import random
        from datetime import datetime, timezone

        mark = {"count": 0, "seed": random.SystemRandom().getrandbits(32), "game": game_id or "",
                "started": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        return self._play_streak(mark)

    def _play_streak(self, mark: dict) -> GameController | None:
        from gamebox import puzzles
        from gamebox.puzzles.streak import STREAK, pick

        pool = [p for p in puzzles.all_puzzles() if not mark["game"] or p.game == mark["game"]]
        puzzle = pick(pool, mark["count"], mark["seed"], self.puzzle_store.results())
        if puzzle is None:
            self.statusBar().showMessage(self.tr("No harder puzzle left: the streak is complete."), 6000)
            self.show_puzzles()
            return None
        return self.play_puzzle(puzzle.id, {STREAK: mark})

    def next_puzzle(self) -> GameController | None:
        """The streak's next puzzle after a solved one; else an unsolved puzzle nearest the player's
        rating, from the browser's current choice."""
        run = self.game_page.puzzle_run if self._game_page is not None else None
        if run is not None and run.streak is not None and run.attempt.solved:
            return self._play_streak({**run.streak, "count": run.streak_count})
        puzzle_id = self.puzzle_browser.next_for_me()
        if puzzle_id is None:
            self.show_puzzles()
            return None
        return self.play_puzzle(puzzle_id)

    def _collection_summary(self) -> str:
        count = sum(card.puzzles for card in self.games)
        if not count:
            return ""
        from .puzzle_panel import rating_text

        solved = sum(1 for r in self.puzzle_store.results().values() if r.solved)
        return self.tr("{count} puzzles of {games} games, each solution proven, and a puzzle of the day for each. "
                       "Your puzzle rating: {rating}, {solved} solved.").format(
            count=count, games=sum(1 for card in self.games if card.puzzles), rating=rating_text(self.puzzle_store.rating()),
            solved=solved)

    # -- learn to play ------------------------------------------------------------------------------
    @property
    def lesson_progress(self):
        """The lessons done, kept in the history database (gamebox/lessons/progress.py)."""
        if self._lesson_progress is None:
            from gamebox.lessons.progress import LessonProgress

            self._lesson_progress = LessonProgress()
        return self._lesson_progress

    @property
    def lesson_page(self):
        if self._lesson_page is None:
            from .lessons.page import LessonPage

            self._lesson_page = LessonPage(self.lesson_progress)
            self._lesson_page.back_requested.connect(self.back_to_library)
            self._lesson_page.progress_changed.connect(lambda _game: self._refresh_lesson_cards())
            self.stack.addWidget(self._lesson_page)
        return self._lesson_page

    def show_lessons(self, game_id: str, lesson_id: str | None = None) -> bool:
        """A game's course, at `lesson_id` or its first lesson not done yet. The running game waits,
        paused: a lesson is never a game that replaces it."""
        if self.controller is not None and not self.controller.paused and self.on_game_page():
            self._resume_paused = True
            self.controller.set_paused(True)
        page = self.lesson_page
        if not page.open_course(game_id, lesson_id):
            return False
        self.stack.setCurrentWidget(page)
        self._update_actions()
        return True

    def on_lesson_page(self) -> bool:
        return self._lesson_page is not None and self.stack.currentWidget() is self._lesson_page

    def _refresh_lesson_cards(self) -> None:
        for card in self.games:        # (the cards name each course's lessons: no game is imported for this)
            if card.lessons:
                self.library.set_lessons(card.id, self.lesson_progress.done_of(card.id, card.lessons),
                                         len(card.lessons))
        message = self.lesson_progress.message()
        if message:
            self.statusBar().showMessage(message, 8000)

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

    # -- the puzzle of the day -------------------------------------------------------------------
    def puzzle_game(self):
        """The card of the game the daily puzzle is played in: the first one the coach can solve."""
        return next((card for card in self.games if card.solvable_variants), None)

    def start_puzzle(self, day: date | None = None) -> GameController | None:
        """Today's puzzle (or `day`'s): continue it if it is running, else start it."""
        card = self.puzzle_game()
        if card is None:
            return None
        game = registry.get(card.id)
        day = day or date.today()
        c = self.controller
        if c is not None and puzzle.puzzle_date(c.record) == day.isoformat() and not c.state.is_terminal():
            self.continue_game()
            return c
        return self.replace_game(puzzle.new_record(game, day, self.tr("You")))

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
            self.save_notice.setText(self.tr("Your game cannot be saved: {cause}. Play on: the game is kept here, "
                                             "and saved at the next move that can be.").format(
                cause=self._save_cause(problem)))
            self._polish(self.save_notice)
            self.save_notice.show()

    def _saving_works(self) -> None:
        if self._save_problem is None:
            return
        self._save_problem = None
        self.save_notice.setProperty("good", True)
        self.save_notice.setText(self.tr("Your game is saved again."))
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
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Your game is not saved"), self.tr(
            "Your game cannot be saved: {cause}. If you quit now, it is lost; make room on the disk, or save it "
            "elsewhere (Save as…), and it is kept.").format(cause=self._save_cause(self._save_problem)),
            QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("unsavedBox")
        quit_anyway = box.addButton(self.tr("Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
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
            return self.tr("the disk is full")
        if problem.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return self.tr("its folder cannot be written")
        return self.tr("the disk reports a problem ({reason})").format(
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
            self._message(QMessageBox.Icon.Warning, self.tr("Autosave damaged"),
                          self.tr("The autosaved game could not be read and was put aside as {file}.")
                          .format(file=corrupt.name), _one_line(exc))
            return "corrupt"
        if finished:
            return "finished"
        game = registry.get(record.game)
        box = QMessageBox(self)
        box.setObjectName("resumeBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume"))
        box.setText(self.tr("Resume your last game?"))
        variant = game.info.variant(record.variant).name.get()
        names = ", ".join(p.name for p in record.players)
        turns = count_turns(session)   # rolls are part of a turn, not moves of their own
        box.setInformativeText(self.tr("{game} ({variant}) with {players}, %n turn(s) played.", "", turns).format(
            game=game.info.name, variant=variant, players=names))
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(self.tr("New game"), QMessageBox.ButtonRole.ActionRole)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
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
            self._message(QMessageBox.Icon.Warning, self.tr("Cannot continue game"),
                          self.tr("The game set aside cannot be read and was put aside as {file}.").format(
                              file=path.name + ".corrupt"), _one_line(exc))
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
        box.setWindowTitle(self.tr("Unfinished game"))
        box.setText(self.tr("Leave the game you are playing?"))
        turns = count_turns(c.session)
        if waiting is not None:
            info = self.tr("{game} is not over: %n turn(s) played. It cannot be set aside, since {other} waits "
                           "there already: the new game takes its place. Save it first (Ctrl+S) to play it on "
                           "later.", "", turns).format(game=self._game_name(c.record),
                                                       other=self._game_name(waiting[1]))
        else:
            info = self.tr("{game} is not over: %n turn(s) played. It cannot be set aside just now: the new "
                           "game takes its place. Save it first (Ctrl+S) to play it on later.", "", turns).format(
                game=self._game_name(c.record))
        box.setInformativeText(info)
        leave = box.addButton(self.tr("Leave it"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        never = QCheckBox(self.tr("Don't ask again"))
        box.setCheckBox(never)
        box.exec()
        if box.clickedButton() is not leave:
            return False
        if never.isChecked():
            settings.set_confirm_abandon(False)
        return True

    def _message(self, icon, title: str, text: str, detail: str = "") -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        if detail:
            box.setInformativeText(detail)
        box.exec()

    # -- files --------------------------------------------------------------------------------
    def _start_dir(self) -> str:
        return str(self.file_path.parent) if self.file_path else str(Path.home())

    def open_file(self) -> bool:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), self._start_dir(),
            self.tr("Game records (*{suffix});;All files (*)").format(suffix=FILE_SUFFIX))
        if not path:
            return False
        return self.open_path(Path(path))

    def choose_own_words(self) -> bool:
        """Settings → own words: a text file from outside, read as hostile input (own_words.py)."""
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Own words for Scrabble"), str(Path.home()),
            self.tr("Word lists (*.txt *.dic *.lst);;All files (*)"))
        return bool(path) and self.add_own_words(Path(path))

    def add_own_words(self, path: Path) -> bool:
        from gamebox import safe_json
        from gamebox.games.scrabble6 import own_words

        try:
            found = own_words.read(path)
        except safe_json.UnsafeInput as exc:
            self._message(QMessageBox.Icon.Warning, self.tr("Own words"),
                          self.tr("{file} cannot be used as a word list.").format(file=path.name), str(exc))
            return False
        if not found.words:
            self._message(QMessageBox.Icon.Warning, self.tr("Own words"),
                          self.tr("{file} holds no word the tiles can spell.").format(file=path.name))
            return False
        try:
            own_words.save(found.words)
        except OSError as exc:
            self._message(QMessageBox.Icon.Warning, self.tr("Own words"), self.tr("The words cannot be saved."),
                          str(exc))
            return False
        self._message(QMessageBox.Icon.Information, self.tr("Own words"),
                      self.tr("{count} words are ready for Scrabble games with your own words.").format(
                          count=len(found.words)),
                      "" if not found.skipped else self.tr("1 line was no word the tiles can spell.")
                      if found.skipped == 1 else
                      self.tr("{skipped} lines were no word the tiles can spell.").format(skipped=found.skipped))
        return True

    def choose_struck_words(self) -> bool:
        """Settings → struck words: the words a player takes off Scrabble's list, typed one a line."""
        from PySide6.QtWidgets import QInputDialog

        from gamebox.games.scrabble6 import own_words

        current = "\n".join(sorted(own_words.load_struck()))
        text, ok = QInputDialog.getMultiLineText(
            self, self.tr("Struck words for Scrabble"),
            self.tr("Words that do not count in Scrabble games with your own words, one a line:"), current)
        return ok and self.strike_words(text)

    def strike_words(self, text: str) -> bool:
        """Save `text`'s words (one a line, spelled as the tiles can) as the struck words."""
        from gamebox.games.scrabble6 import own_words

        found = own_words.parse(text)
        try:
            own_words.save_struck(found.words)
        except OSError as exc:
            self._message(QMessageBox.Icon.Warning, self.tr("Struck words"), self.tr("The words cannot be saved."),
                          str(exc))
            return False
        self.statusBar().showMessage(self.tr("%n word(s) struck from Scrabble's list.", "", len(found.words)), 5000)
        return True

    def open_path(self, path: Path) -> bool:
        """Load a record; a bad file is refused with its reason and the running game stays."""
        try:
            record = load_record(path)
        except Exception as exc:    # a file is outside input: whatever it does, the box stays up
            self._message(QMessageBox.Icon.Critical, self.tr("Cannot open game"),
                          self.tr("{file} cannot be opened.").format(file=path.name), _one_line(exc))
            return False
        if self.replace_game(record, path) is None:
            return False
        self.statusBar().showMessage(self.tr("Opened {file}").format(file=path.name), 4000)
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
            self, self.tr("Save game"), str(suggested),
            self.tr("Game records (*{suffix})").format(suffix=FILE_SUFFIX))
        if not path:
            return False
        if not path.endswith(FILE_SUFFIX):
            path = path.removesuffix(".json") + FILE_SUFFIX
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            save_record(self.controller.record, path)
        except OSError as exc:
            self._message(QMessageBox.Icon.Critical, self.tr("Cannot save game"),
                          self.tr("{file} cannot be written.").format(file=path.name), str(exc))
            return False
        self.file_path = path
        self._saved_moves = list(self.controller.record.moves)
        self.statusBar().showMessage(self.tr("Saved {file}").format(file=path.name), 4000)
        return True

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

    # -- history ------------------------------------------------------------------------------
    @property
    def history_page(self):
        """The page of past games and statistics, built when first shown."""
        if self._history_page is None:
            from .history_page import HistoryPage

            page = HistoryPage(history_path)
            page.replay_requested.connect(self.open_replay)
            page.library_requested.connect(self.back_to_library)
            self.stack.addWidget(page)
            self._history_page = page
        return self._history_page

    def on_history_page(self) -> bool:
        return self._history_page is not None and self.stack.currentWidget() is self._history_page

    def show_history(self) -> None:
        if self.on_game_page() and self.controller is not None and not self.controller.paused:
            self._resume_paused = True   # the AI waits while nobody watches
            self.controller.set_paused(True)
        page = self.history_page
        page.reload()
        page.set_recorder_problem(self.history_recorder.problem)
        self.stack.setCurrentWidget(page)
        self._refresh_running()
        self._update_actions()

    def open_replay(self, uid: str) -> bool:
        """Replay a game of the history (its record read like any file from outside)."""
        from gamebox.history import History

        from .replay_dialog import ReplayDialog

        try:
            with History.open(history_path(), read_only=True, timeout=0.5) as history:
                record = history.record(uid)
                entry = next((e for e in self.history_page.entries if e.uid == uid), None)
        except (HistoryError, RecordError, KeyError) as exc:
            self._message(QMessageBox.Icon.Critical, self.tr("Cannot replay game"),
                          self.tr("This game cannot be shown."), _one_line(exc))
            return False
        if self.replay_dialog is not None:
            self.replay_dialog.close()
        dialog = ReplayDialog(record, entry, self)
        dialog.continue_requested.connect(lambda record: self.replace_game(record))
        dialog.finished.connect(lambda _code: self._forget_replay(dialog))
        self.replay_dialog = dialog
        dialog.open()
        return True

    def _forget_replay(self, dialog) -> None:
        if self.replay_dialog is dialog:
            self.replay_dialog = None
        dialog.deleteLater()

    def _on_history_changed(self) -> None:
        """The recorder took games (or met a problem): show it where the player looks."""
        for notice in self.history_recorder.notices():
            if isinstance(notice, HistoryCorrupt):
                box = QMessageBox(QMessageBox.Icon.Warning, self.tr("History damaged"), self.tr(
                    "The history of finished games could not be read and was put aside as {file}. "
                    "A new history was started.").format(file=Path(str(notice)).name),
                    QMessageBox.StandardButton.Ok, self)
                box.setObjectName("historyDamagedBox")
                box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
                box.open()     # not exec(): the report arrives at any moment, the game goes on
            else:
                self.statusBar().showMessage(self.tr("The history cannot take finished games just now; "
                                                     "they wait and go in later."), 8000)
        if self._history_page is not None:
            self._history_page.set_recorder_problem(self.history_recorder.problem)
            if self.on_history_page():
                self._history_page.reload()

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

    # -- menus --------------------------------------------------------------------------------
    def _action(self, slot, shortcuts=(), name: str = "") -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        self.act_new = self._action(self.new_game, ["Ctrl+N"], "actNew")
        self.act_open = self._action(self.open_file, ["Ctrl+O"], "actOpen")
        self.act_save = self._action(self.save, ["Ctrl+S"], "actSave")
        self.act_save_as = self._action(self.save_as, ["Ctrl+Shift+S"], "actSaveAs")
        self.act_continue = self._action(self.continue_game, [], "actContinue")
        self.act_library = self._action(self.back_to_library, [], "actLibrary")
        self.act_quit = self._action(self.close, ["Ctrl+Q"], "actQuit")
        self.act_undo = self._action(lambda: self.game_page.undo(), ["Ctrl+Z"], "actUndo")
        self.act_redo = self._action(lambda: self.game_page.redo(), ["Ctrl+Shift+Z", "Ctrl+Y"], "actRedo")
        self.act_rules = self._action(self.show_rules, ["F1"], "actRules")
        # Not plain H: on the board the letters a..n pick towers, and h is one of them.
        self.act_hint = self._action(lambda: self.game_page.request_hint(), ["Ctrl+H", "?"], "actHint")
        self.act_analysis = self._action(self.show_analysis, [], "actAnalysis")
        self.act_puzzle = self._action(self.start_puzzle, [], "actPuzzle")
        self.act_puzzles = self._action(self.show_puzzles, [], "actPuzzles")
        self.act_history = self._action(self.show_history, ["Ctrl+Shift+H"], "actHistory")
        self.act_about = self._action(self.about, [], "actAbout")
        self.act_settings = self._action(self.show_settings, ["Ctrl+,"], "actSettings")
        self.act_full_screen = QAction(self)
        self.act_full_screen.setObjectName("actFullScreen")
        self.act_full_screen.setCheckable(True)
        self.act_full_screen.setShortcut(QKeySequence("F11"))
        self.act_full_screen.toggled.connect(self.set_full_screen)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for choice in settings.LANGUAGE_CHOICES:
            action = QAction(self)
            action.setCheckable(True)
            action.setObjectName(f"actLanguage-{choice}")
            action.triggered.connect(lambda _checked=False, c=choice: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[choice] = action
        self.language_actions[settings.language_choice()].setChecked(True)
        self.act_symbols = QAction(self)
        self.act_symbols.setObjectName("actColourSymbols")
        self.act_symbols.setCheckable(True)
        self.act_symbols.setChecked(settings.colour_symbols())
        self.act_symbols.toggled.connect(self.set_colour_symbols)
        self.act_own_words = self._action(self.choose_own_words, [], "actOwnWords")
        self.act_struck_words = self._action(self.choose_struck_words, [], "actStruckWords")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.game_menu.addAction(action)
        self.game_menu.addAction(self.act_puzzle)
        self.game_menu.addAction(self.act_history)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_continue)
        self.game_menu.addAction(self.act_library)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.act_undo)
        self.edit_menu.addAction(self.act_redo)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.act_rules)
        self.view_menu.addAction(self.act_full_screen)
        self.coach_menu = bar.addMenu("")
        self.coach_menu.addAction(self.act_hint)
        self.coach_menu.addAction(self.act_analysis)
        self.coach_menu.addSeparator()
        self.coach_menu.addAction(self.act_puzzle)
        self.coach_menu.addAction(self.act_puzzles)
        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.settings_menu.addAction(self.act_symbols)
        self.settings_menu.addAction(self.act_own_words)
        self.settings_menu.addAction(self.act_struck_words)
        self._build_sound_menu()
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.act_settings)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.act_about)

    def _build_sound_menu(self) -> None:
        """Settings → Sound: on or off and the volume, right in the menu (ui/sound_settings.py)."""
        from .sound_settings import SoundControls

        self.sound_menu = self.settings_menu.addMenu("")
        self.sound_menu.setObjectName("soundMenu")
        self.sound_controls = SoundControls(self.sound)
        self.sound_controls.setContentsMargins(12, 6, 12, 6)
        action = QWidgetAction(self)
        action.setDefaultWidget(self.sound_controls)
        self.sound_menu.addAction(action)

    def _update_actions(self) -> None:
        c = self.controller
        playing = self.on_game_page() and c is not None
        self.act_save.setEnabled(c is not None)
        self.act_save_as.setEnabled(c is not None)
        self.act_undo.setEnabled(playing and c.can_undo())
        self.act_redo.setEnabled(playing and c.can_redo())
        self.act_library.setEnabled(self.on_game_page() or self.on_history_page() or self.on_lesson_page())
        self.act_continue.setEnabled(self.has_unfinished_game() and not self.on_game_page())
        coached = c is not None and coach.coachable(c.game, c.record)
        self.act_analysis.setEnabled(coached and c.state.is_terminal())
        self.act_puzzle.setEnabled(self.puzzle_game() is not None)
        in_puzzle = playing and self.game_page.puzzle_run is not None
        hinted = playing and self.game_page.hints_available()
        self.act_hint.setEnabled(hinted or in_puzzle)
        if in_puzzle:
            self.statusBar().showMessage(self.tr("Ctrl+H gives a hint (a solve then counts half) · F1 shows the rules"))
        elif playing and c.realtime is not None:
            self.statusBar().showMessage(self.tr("Everybody plays at once · P pauses · F1 shows the rules and the keys"))
        elif hinted:
            self.statusBar().showMessage(self.tr("Ctrl+Z takes a move back · Ctrl+H gives a hint · F1 shows the rules"))
        elif playing:
            self.statusBar().showMessage(self.tr("Ctrl+Z takes a move back · F1 shows the rules"))
        elif self.on_lesson_page():
            self.statusBar().showMessage(self.tr("Learn to play: you make the moves on the board · F1 shows the rules"))
        else:
            self.statusBar().showMessage(self.tr("Choose a game and press New game · F1 shows the rules"))

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.coach_menu.setTitle(self.tr("&Coach"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.sound_menu.setTitle(self.tr("S&ound"))
        texts = {
            self.act_new: (self.tr("&New game…"), self.tr("Start a new game")),
            self.act_open: (self.tr("&Open…"), self.tr("Open a saved game")),
            self.act_save: (self.tr("&Save"), self.tr("Save this game")),
            self.act_save_as: (self.tr("Save &as…"), self.tr("Save this game under a new name")),
            self.act_continue: (self.tr("&Continue game"), self.tr("Back to the running game")),
            self.act_library: (self.tr("Back to &library"), self.tr("Show all games")),
            self.act_quit: (self.tr("&Quit"), self.tr("Quit gamebox (the game is saved)")),
            self.act_undo: (self.tr("&Undo"), self.tr("Take back the last move")),
            self.act_redo: (self.tr("&Redo"), self.tr("Play the move taken back again")),
            self.act_rules: (self.tr("&Rules"), self.tr("Show the rules of the game")),
            self.act_hint: (self.tr("&Hint"), self.tr("Every move with the score it leads to, the best one marked")),
            self.act_analysis: (self.tr("&Analyse the game…"),
                                self.tr("What each decision cost against perfect play, and what was luck")),
            self.act_puzzle: (self.tr("&Puzzle of the day"), self.tr("Today's dice, the same for everyone")),
            self.act_puzzles: (self.tr("P&uzzles…"), self.tr("Puzzles with proven solutions, and your puzzle rating")),
            self.act_about: (self.tr("&About gamebox"), self.tr("About this program")),
            self.act_settings: (self.tr("&Settings…"), self.tr("Computer level, questions, animations, screen")),
            self.act_full_screen: (self.tr("&Full screen"), self.tr("Fill the screen with the game box (F11)")),
            self.act_history: (self.tr("&Your games…"),
                               self.tr("Past games to replay or continue, and your statistics")),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setStatusTip(tip)
        self.act_own_words.setText(self.tr("Own &words for Scrabble…"))
        self.act_own_words.setStatusTip(self.tr("A word list of your own (a text file, one word a line) for "
                                                "Scrabble games with your own words"))
        self.act_struck_words.setText(self.tr("Stru&ck words for Scrabble…"))
        self.act_struck_words.setStatusTip(self.tr("Words you take off Scrabble's list, for Scrabble games with "
                                                   "your own words"))
        self.act_symbols.setText(self.tr("Colour &symbols on dice"))
        self.act_symbols.setStatusTip(self.tr("Each die colour also carries a pattern (for colour-blind players)"))
        self.language_actions["system"].setText(self.tr("System language"))
        self.language_actions["de"].setText("Deutsch")
        self.language_actions["en"].setText("English")
        self._refresh_running()
        self._update_actions()

    def show_settings(self):
        """The Settings dialog (non-modal: changes apply at once, the game goes on)."""
        from .settings_dialog import SettingsDialog

        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self)
            self.settings_dialog.finished.connect(self._forget_settings)
        self.settings_dialog.show()
        self.settings_dialog.raise_()
        return self.settings_dialog

    def _forget_settings(self, _code: int) -> None:
        dialog, self.settings_dialog = self.settings_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def set_full_screen(self, on: bool) -> None:
        """F11, the View menu or Settings: fill the screen, or return to the window; remembered."""
        if on != self.isFullScreen():
            self.showFullScreen() if on else self.showNormal()
        settings.set_full_screen(on)
        self.act_full_screen.blockSignals(True)
        self.act_full_screen.setChecked(on)
        self.act_full_screen.blockSignals(False)
        self.full_screen_changed.emit(on)

    def set_colour_symbols(self, on: bool) -> None:
        """Store the choice and tell the board, if it draws coloured pieces."""
        settings.set_colour_symbols(on)
        if self.game_page.view is not None:
            self.game_page.view.set_colour_blind(on)

    def set_language(self, choice: str) -> None:
        settings.set_language_choice(choice)
        self.language_actions[choice].setChecked(True)
        i18n.apply_language(choice)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About gamebox"), self.tr(
            "<h3>gamebox {version}</h3><p>German tabletop games for one to eight players, "
            "with rules, hints and computer opponents.</p>"
            "<p>Games: {games}</p>").format(version=__version__, games=", ".join(card.name for card in self.games)))

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


def _one_line(exc: Exception) -> str:
    """A load error for a dialog: the RecordError's own line, else the kind of failure."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return text if isinstance(exc, RecordError) else f"{type(exc).__name__}: {text}"[:300]
