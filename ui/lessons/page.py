"""Learn to play: a course's lessons on the game's own view (docs/lessons.md).

The page holds the game's view on a controller of the lesson's session and the lesson's panel. The
controller's `gate` asks the lesson (`LessonRun.consider`) before a move is played: a right move is played
and animated as in a game, and praised; a wrong or illegal one is not played, the panel says why (the
rule's own reason, or what the lesson asks instead) and where to look, and the lit places flash. After a
right move the box plays its replies one by one, a beat apart, so each is seen. "Show me" makes the step's
move through the same controller; the lesson's last step ends it, its stars and tries go to the history
(`LessonProgress`). The course's last lesson is a real game against an easy computer: the gate is off, and
Hint points at a move to consider (`gamebox.lessons.pointers`, computed on a worker thread).
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from gamebox import lessons, registry
from gamebox.i18n import Text
from gamebox.lessons.run import REFUSED_AS_ASKED, RIGHT, WAIT, LessonRun, reason_text
from gamebox.lessons.model import Course, Lesson
from gamebox.lessons.pointers import what_now
from gamebox.lessons.progress import LessonProgress, Progress
from gamebox.protocol import WIN, results
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

from ..board.view import GameView, PlaceholderView
from ..controller import GameController
from ..workers import Errands
from .panel import BAD, GOOD, NOTE, LessonPanel

log = logging.getLogger(__name__)

REPLY_MS = 750        # the box's replies, a beat apart

DONE = Text("Lesson done!", "Lektion geschafft!")
COURSE_DONE = Text("You have done every lesson of this course.", "Du hast alle Lektionen dieses Kurses geschafft.")
GAME_WON = Text("You won your first game!", "Du hast deine erste Partie gewonnen!")
GAME_OVER = Text("The game is over. Well played — try another one from the library.",
                 "Die Partie ist aus. Gut gespielt — probier noch eine aus der Bibliothek.")
THINKING = Text("Let me look …", "Ich schau mal …")
NO_POINTER = Text("Nothing to choose just now: wait, or roll.", "Gerade gibt es nichts zu wählen: warte oder würfle.")


class LessonPage(QWidget):
    """Attributes for tests: `panel`, `view`, `controller`, `run` (None in the first game), `course`, `index`."""

    back_requested = Signal()
    progress_changed = Signal(str)      # a game's id: its lessons' progress changed

    def __init__(self, progress: LessonProgress, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPage")
        self.progress = progress
        self.course: Course | None = None
        self.index = 0
        self.run: LessonRun | None = None
        self.controller: GameController | None = None
        self.view: GameView | None = None
        self._step_shown = 0            # the step whose task the panel shows
        self._refusals = 0              # the first game: refused moves, the course's measure
        self._hints_asked = 0           # the tips take turns
        self._tip: Text | None = None
        self._pointers = Errands(self)  # "what now?" for the first game: a newer question or the lesson's end drops it
        self._reply_timer = QTimer(self)
        self._reply_timer.setSingleShot(True)
        self._reply_timer.timeout.connect(self._play_reply)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.board_area = QWidget()
        self.board_area.setObjectName("boardArea")
        self.board_layout = QVBoxLayout(self.board_area)
        self.board_layout.setContentsMargins(12, 12, 12, 12)
        row.addWidget(self.board_area, 1)
        self.panel = LessonPanel()
        row.addWidget(self.panel)
        self.panel.lesson_chosen.connect(self.start_lesson)
        self.panel.hint_requested.connect(self.hint)
        self.panel.show_requested.connect(self.show_me)
        self.panel.again_requested.connect(lambda: self.start_lesson(self.index))
        self.panel.next_requested.connect(self.next_lesson)
        self.panel.back_requested.connect(self.back_requested)

    # -- choosing --------------------------------------------------------------------------------------
    def open_course(self, game_id: str, lesson_id: str | None = None) -> bool:
        """Show the course of `game_id` at `lesson_id`, else at its first lesson not done yet."""
        course = lessons.course_for(game_id)
        if course is None:
            return False
        self.course = course
        index = course.index(lesson_id) if lesson_id else -1
        if index < 0:
            done = self.progress.of(game_id)
            index = next((i for i, lesson in enumerate(course.lessons) if not done.get(lesson.id, Progress()).done), 0)
        self.start_lesson(index)
        return True

    @property
    def lesson(self) -> Lesson | None:
        return self.course.lessons[self.index] if self.course is not None else None

    def start_lesson(self, index: int) -> None:
        if self.course is None or not 0 <= index < len(self.course.lessons):
            return
        self.stop()
        self.index = index
        lesson = self.lesson
        you, others = self.tr("You"), self.tr("Computer")
        if lesson.first_game is not None:
            first = lesson.first_game
            players = [PlayerSpec(you)] + [PlayerSpec(others if first.players == 2 else f"{others} {seat}", "ai",
                                                      first.opponent) for seat in range(1, first.players)]
            record = GameRecord(self.course.game, first.variant, players, dict(first.options), first.first_player,
                                [], False, {"lesson": {"game": self.course.game, "lesson": lesson.id}})
            session = Session(record)
            self.run = None
        else:
            self.run = LessonRun(self.course, lesson, you, others)
            session = self.run.session
        clock = session.clock if session.timed else None
        self.controller = GameController(session, parent=self, clock=clock)
        self.controller.undo_locked = True
        if self.run is not None:
            self.controller.gate = self._gate
            if not session.timed:
                # The box's seats move only as the lesson says. (A real-time lesson's clock stands still by
                # itself, `lesson_clock`; its box seats' computer players are the real-time courses' to quiet.)
                self.controller.paused = True
        self.controller.changed.connect(self._on_changed)
        self.controller.refused.connect(self._on_refused)
        self.controller.finished.connect(self._on_finished)
        self.view = self._make_view(self.controller)
        self.board_layout.addWidget(self.view)
        if self.isVisible():
            self.view.show()
        self._step_shown = 0
        self._refusals = 0
        self.progress.begun(self.course.game, lesson.id)
        self._show_course()
        self.panel.show_lesson(lesson.title, lesson.text, self._task())
        self._show_step()
        self.controller.start()
        self.view.setFocus()

    def _make_view(self, controller: GameController) -> GameView:
        from ..games import ui_for

        try:
            return ui_for(self.course.game).make_view(controller, self.board_area)
        except KeyError:
            return PlaceholderView(controller, self.tr("This game has no board yet."), self.board_area)

    def stop(self) -> None:
        """Leave the lesson that runs (its controller stops; nothing is kept but the progress)."""
        self._reply_timer.stop()
        self._pointers.cancel()
        if self.controller is not None:
            self.controller.shutdown()
            for signal in (self.controller.changed, self.controller.refused, self.controller.finished):
                signal.disconnect()
            self.controller.deleteLater()
            self.controller = None
        if self.view is not None:
            self.board_layout.removeWidget(self.view)
            self.view.hide()            # at once: a 3D view drew on until the event loop deleted it
            self.view.deleteLater()
            self.view = None

    def next_lesson(self) -> None:
        if self.course is not None and self.index + 1 < len(self.course.lessons):
            self.start_lesson(self.index + 1)
        else:
            self.back_requested.emit()

    # -- the learner's tries -----------------------------------------------------------------------------
    def _gate(self, move) -> str | None:
        run = self.run
        step = run.step
        verdict = run.consider(move)
        if verdict.outcome == RIGHT:
            return None                     # played by the controller; the change brings the praise
        if verdict.outcome == REFUSED_AS_ASKED:
            reason = run.state.why_illegal(move)
            self.panel.say(step.praise, GOOD)
            QTimer.singleShot(0, self, self._after_step)
            return reason_text(reason).get() if reason is not None else None
        if verdict.outcome == WAIT:
            return verdict.text.get()
        self.panel.say(verdict.text, BAD, verdict.pointer)
        self.view.flash_marks()
        return verdict.text.get()

    def _on_refused(self, _text: str) -> None:
        if self.run is None:
            self._refusals += 1            # the first game: refusals are what the course is measured by

    def _on_changed(self, change) -> None:
        if self.run is None or change.kind != "move":
            return
        if self.run.step_index > self._step_shown:          # the learner did a step
            self.panel.say(self.lesson.steps[self._step_shown].praise, GOOD)
        self._after_step()

    def _after_step(self) -> None:
        """After a right answer: the box's replies a beat apart, then the next step or the end."""
        run = self.run
        if run is None:
            return
        self._step_shown = run.step_index
        self.view.clear_marks()
        self.view.clear_hint()
        if run.pending:
            self.panel.show_task(None)
            self.panel.set_buttons(False, False, False)
            self._reply_timer.start(REPLY_MS)
        elif run.done:
            self._lesson_done()
        else:
            self.panel.show_task(self._task())
            self._show_step(keep_said=True)

    def _play_reply(self) -> None:
        if self.run is not None and self.run.pending:
            self.run.play_next()            # its change comes back through `_on_changed`

    def _show_step(self, keep_said: bool = False) -> None:
        run = self.run
        if run is None:
            self.panel.set_buttons(True, False, False)
            return
        step = run.step
        if step is None:
            return
        if not keep_said:
            self.panel.say(None)
        self.panel.show_task(step.task)
        self.view.show_marks(step.marks)
        self.panel.set_buttons(True, True, run.done)

    def _task(self) -> Text | None:
        if self.run is None:
            return None
        step = self.run.step
        return step.task if step is not None else None

    def _lesson_done(self) -> None:
        run = self.run
        self.progress.finished(self.course.game, self.lesson.id, run.stars, run.mistakes)
        self._show_course()
        last = self.index + 1 >= len(self.course.lessons)
        praise = self.lesson.steps[-1].praise
        self.panel.show_task(None)
        self.panel.say(Text(f"{praise.en} {DONE.en}", f"{praise.de} {DONE.de}"), GOOD, COURSE_DONE if last else None)
        status = self.view.status_widget()
        if status is not None and not self.controller.state.is_terminal():
            status.hide()        # "the computer is thinking": not after the lesson, whose box plays no more
        self.panel.set_buttons(False, False, True)
        self.progress_changed.emit(self.course.game)

    def _on_finished(self) -> None:
        """The first game is over: it counts as the lesson done (its refusals are its mistakes)."""
        if self.run is not None or self.controller is None:
            return
        state = self.controller.state
        won = results(state)[0] == WIN
        stars = 3 if self._refusals == 0 else 2 if self._refusals <= 3 else 1
        self.progress.finished(self.course.game, self.lesson.id, stars, self._refusals)
        self._show_course()
        self.panel.say(GAME_WON if won else GAME_OVER, GOOD, COURSE_DONE)
        self.panel.set_buttons(False, False, True)
        self.progress_changed.emit(self.course.game)

    # -- help ----------------------------------------------------------------------------------------------
    def hint(self) -> None:
        if self.run is not None:
            if self.run.learner_to_act():
                self.panel.say(self.run.hint(), NOTE)
                self.view.flash_marks()
                if self.run.hints_used_up and self.run.step.refused is None:
                    self.view.show_hint(self.run.show_move())     # asked once more: the move itself, on the board
            return
        c = self.controller
        if c is None or c.state.is_terminal():
            return
        tips = self.lesson.first_game.tips
        self._hints_asked += 1
        self._tip = tips[self._hints_asked % len(tips)] if tips else None
        self.panel.say(THINKING, NOTE, self._tip)
        game, state = c.game, c.state.clone()
        self._pointers.cancel()
        self._pointers.run(lambda: what_now(game, state, 0), self._pointer_ready, error=self._no_pointer)

    def _no_pointer(self, exc: Exception) -> None:      # a hint is a help: never a crash
        log.error("no pointer", exc_info=exc)
        self._pointer_ready(None)

    def _pointer_ready(self, pointer) -> None:
        if self.view is None:
            return                          # the lesson changed
        if pointer is None:
            self.panel.say(NO_POINTER, NOTE, self._tip)
            return
        self.panel.say(pointer.says, NOTE, self._tip)
        self.view.show_hint(pointer.move)

    def show_me(self) -> None:
        """The step's own move, made through the controller, so the view plays it as a move."""
        run, c = self.run, self.controller
        if run is None or c is None or not run.learner_to_act():
            return
        move = run.show_move()
        run.shown = True
        if run.step.refused is None and run.state.is_chance():
            c.roll()
        else:
            c.try_move(move)

    # -- showing ----------------------------------------------------------------------------------------------
    def _show_course(self) -> None:
        course = self.course
        done = self.progress.of(course.game)
        rows = [(lesson.title, done.get(lesson.id, Progress()).done, done.get(lesson.id, Progress()).stars)
                for lesson in course.lessons]
        self.panel.set_course(registry.get(course.game).info.name, rows, self.index)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.course is not None:
            self._show_course()
        super().changeEvent(event)
