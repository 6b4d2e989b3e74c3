"""Playing one lesson: the position, the learner's tries and what the box answers to each.

Pure model: the Qt page feeds it the learner's moves (its `judge` stands before the controller's
`Session.play`) and shows what it says; the tests and `gamebox lessons --verify` drive it alone.
A move is judged before it is played:

- right: it is played, and the step's praise says why it was right;
- legal but not asked: not played; the step says why it is not what was asked, and points the way
  (its marks, its first hint); the learner tries again;
- illegal: not played; the rule's own reason (`State.why_illegal`), and the same pointer;
- a step whose task is to meet a refusal (`Step.refused`): that refusal is the right answer.

After a right move the box plays the step's `then` (the other side's reply, a roll), one by one, so
a view can animate each; then the next step begins. Stars count how it went: three without a
mistake, a hint or "Show me"; two with a hint or up to two mistakes; one otherwise.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import registry
from ..clock import Clock, ManualClock, WallClock
from ..i18n import Reason, Text
from ..protocol import State
from ..realtime import is_realtime
from ..record import GameRecord, PlayerSpec
from ..session import Change, Session
from .model import PAUSED, Course, Lesson, Step

RIGHT = "right"                         # played, and praised
REFUSED_AS_ASKED = "refused-as-asked"   # the step asked to meet this refusal: right, nothing played
WRONG = "wrong"                         # legal, but not what was asked: not played
ILLEGAL = "illegal"                     # the rules refuse it: not played
WAIT = "wait"                           # not the learner's moment (the box is playing, the lesson is over)

# record.meta[META_KEY] = {"game", "lesson"}: the session of a lesson, never a game to keep or resume.
META_KEY = "lesson"

WAIT_TURN = Text("Wait: the box is making its move.", "Warte: die gamebox macht ihren Zug.")
LESSON_DONE = Text("This lesson is done: go on with Next.", "Diese Lektion ist geschafft: weiter mit Weiter.")
NOT_YOURS = Text("That is another player's move.", "Das ist der Zug eines anderen Spielers.")
NO_HINT = Text("Look at the lit places on the board.", "Schau auf die hervorgehobenen Stellen am Brett.")


@dataclass(frozen=True)
class Verdict:
    """What the box says to a try: `outcome` (RIGHT, REFUSED_AS_ASKED, WRONG, ILLEGAL, WAIT), the
    sentence, and for a mistake the pointer (where to look, what to try) and the rule's reason code."""

    outcome: str
    text: Text
    pointer: Text | None = None
    code: str | None = None

    @property
    def right(self) -> bool:
        return self.outcome in (RIGHT, REFUSED_AS_ASKED)

    @property
    def mistake(self) -> bool:
        return self.outcome in (WRONG, ILLEGAL)


def reason_text(reason: Reason) -> Text:
    """A rule's reason as a `Text` in both languages, its parameters filled in."""
    return Text(reason.message("en"), reason.message("de"))


def lesson_record(course: Course, lesson: Lesson, you: str = "You", others: str = "Computer") -> GameRecord:
    """The record that replays to a lesson's position: the learner in his seat, the box in the others
    (computer players the lesson's page never lets move on their own). A real-time position's moves
    carry their times, and each the seat the rules name for it."""
    pos = lesson.position
    if pos is None:
        raise ValueError(f"lesson {lesson.id} is a real game, not a position")
    players = [PlayerSpec(you) if seat == pos.seat else
               PlayerSpec(others if pos.players == 2 else f"{others} {seat + 1}", "ai", "search:easy")
               for seat in range(pos.players)]
    record = GameRecord(course.game, pos.variant, players, dict(pos.options), pos.first_player,
                        list(pos.moves), False, {META_KEY: {"game": course.game, "lesson": lesson.id}})
    if pos.at:
        state = record.new_state()
        for index, (text, at) in enumerate(zip(pos.moves, pos.at)):
            move = state.parse_move(text)
            record.times[index] = (at, state.seat_of(move))
            state.advance_to(at)
            state.apply(move)
    _settle(record)
    return record


def _settle(record: GameRecord) -> None:
    """A game with physics (Tiefstapeln) replays only a record with the checksum of what settled: the
    position's placements are written as a session writes them, settled by this build's physics, with its
    version in the meta (docs/notation/tiefstapeln.md)."""
    state = record.new_state()
    for index, text in enumerate(record.moves):
        if record.times:
            state.advance_to(record.times[index][0])
        state.apply(state.parse_move(text))
        settled = state.settled_sum()
        if settled is not None:
            record.sums[index] = settled
            record.meta.update(state.record_meta())


def lesson_clock(lesson: Lesson, start: int, source: Callable[[], int] = time.monotonic_ns) -> Clock:
    """A real-time lesson's game clock from `start` on: standing still while the learner thinks (`PAUSED`:
    only the lesson moves it), or running at `lesson.pace` times the wall clock (0.25: four times slower)."""
    if lesson.pace == PAUSED:
        return ManualClock(start)
    rate = float(lesson.pace)
    return WallClock(start, lambda: int(source() * rate))


class LessonRun:
    """One run of a lesson: its session (the game's own, replayed to the position), the step the
    learner is at, the box's moves still to play, and the count of mistakes, hints and "Show me".

    `clock`: a real-time lesson's game clock (a paused lesson gets a `ManualClock` that only the
    lesson moves; the page may give one that runs slowly)."""

    def __init__(self, course: Course, lesson: Lesson, you: str = "You", others: str = "Computer",
                 clock: Clock | None = None) -> None:
        if lesson.position is None:
            raise ValueError(f"lesson {lesson.id} is a real game: play it as one")
        self.course = course
        self.lesson = lesson
        self.game = registry.get(course.game)
        self.seat = lesson.position.seat
        record = lesson_record(course, lesson, you, others)
        self.session = Session(record, chance=self._chance, clock=clock)
        if self.session.timed:
            start = max(self.session.state.now, lesson.position.now or 0)
            if clock is None:
                self.session.clock = lesson_clock(lesson, start)
            else:
                clock.set(start)
            self.session.advance()
        self.step_index = 0
        self.pending: list[str] = []      # the box's moves to play before the learner goes on
        self.mistakes = 0
        self.hints_taken = 0
        self.shown = False
        self.tried = 0                    # every try the learner made (right, wrong or refused)
        self._next_hint = 0
        self._box_moving = False
        self.session.changed.connect(self._on_change)

    # -- reading ------------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    @property
    def done(self) -> bool:
        return self.step_index >= len(self.lesson.steps) and not self.pending

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.step_index] if self.step_index < len(self.lesson.steps) else None

    @property
    def stars(self) -> int:
        """3 without a mistake, a hint or "Show me"; 2 with a hint or at most two mistakes; else 1."""
        if self.shown:
            return 1
        if not self.mistakes and not self.hints_taken:
            return 3
        return 2 if self.mistakes <= 2 else 1

    def learner_to_act(self) -> bool:
        """Whether the learner may try a move now (the box has nothing left to play first)."""
        if self.done or self.pending or self.step is None:
            return False
        state = self.state
        if is_realtime(self.game):
            return not state.is_terminal()
        return state.acting_player() == self.seat

    def right_moves(self) -> list[Any]:
        """The moves that do the step's task now (none for a step that asks for a refusal)."""
        step = self.step
        if step is None or step.refused is not None:
            return []
        found = step.right.right_moves(self.state)
        if is_realtime(self.game):
            # A player's move is the learner's by its seat; a roll (no seat) when the learner holds the die.
            state = self.state
            found = [m for m in found if state.seat_of(m) == self.seat
                     or state.seat_of(m) is None and state.acting_player() == self.seat]
        return found

    def show_move(self) -> Any | None:
        """The move "Show me" plays now (the step's own), or None when no step waits."""
        step = self.step
        return None if step is None or not self.learner_to_act() else self.state.parse_move(step.show)

    # -- judging --------------------------------------------------------------------------------------
    def judge(self, move: Any) -> Verdict:
        """What the box says to the learner's `move` now, without playing it (and the count of tries)."""
        step = self.step
        if self.done or step is None:
            return Verdict(WAIT, LESSON_DONE)
        if not self.learner_to_act():
            return Verdict(WAIT, WAIT_TURN)
        self.tried += 1
        state = self.state
        if is_realtime(self.game):
            self.session.advance()
            if state.seat_of(move) not in (None, self.seat):
                self.mistakes += 1
                return Verdict(ILLEGAL, NOT_YOURS, self.pointer())
        reason = state.why_illegal(move)
        if reason is not None:
            if step.refused is not None and reason.code == step.refused:
                return Verdict(REFUSED_AS_ASKED, self._said(reason_text(reason), step.praise), code=reason.code)
            self.mistakes += 1
            return Verdict(ILLEGAL, reason_text(reason), self.pointer(), reason.code)
        if step.refused is None and step.right.accepts(state, move):
            return Verdict(RIGHT, step.praise)
        self.mistakes += 1
        return Verdict(WRONG, step.wrong or self.course.wrong, self.pointer())

    @staticmethod
    def _said(first: Text, then: Text) -> Text:
        return Text(f"{first.en} {then.en}", f"{first.de} {then.de}")

    def pointer(self) -> Text:
        """Where to look after a mistake: the step's first hint (the lit places say the rest)."""
        step = self.step
        return step.hints[0] if step is not None and step.hints else NO_HINT

    def consider(self, move: Any) -> Verdict:
        """Judge the learner's move; a refusal the step asked for ends the step. A right move is left to
        the caller to play (the page plays it through its controller, so the view animates it)."""
        verdict = self.judge(move)
        if verdict.outcome == REFUSED_AS_ASKED:
            self._step_done()
        return verdict

    def attempt(self, move: Any) -> Verdict:
        """Judge the learner's move and play it if it is right."""
        verdict = self.consider(move)
        if verdict.outcome == RIGHT:
            self.session.play(move)
        return verdict

    def hint(self) -> Text:
        """The next hint of the step (the last one again once all were given); it costs a star."""
        step = self.step
        if step is None:
            return LESSON_DONE
        self.hints_taken += 1
        if not step.hints:
            return NO_HINT
        text = step.hints[min(self._next_hint, len(step.hints) - 1)]
        self._next_hint += 1
        return text

    @property
    def hints_used_up(self) -> bool:
        """Every hint of the step was given and one more asked for: the page then points at the move itself."""
        step = self.step
        return step is not None and self._next_hint > len(step.hints)

    def show_me(self) -> Verdict | None:
        """Play the step's own move (a roll: the lesson's roll); it costs stars. None if no step waits."""
        move = self.show_move()
        if move is None:
            return None
        self.shown = True
        return self.attempt(move)

    # -- the box's moves --------------------------------------------------------------------------------
    def play_next(self) -> str | None:
        """Play the next of the box's moves after a right one (None when there is none left)."""
        if not self.pending:
            return None
        text = self.pending.pop(0)        # gone before it is played: who hears of the move sees what is left
        self._box_moving = True
        try:
            if self.session.timed:
                self.session.advance()
            return self.session.play(text)
        except Exception:
            self.pending.insert(0, text)
            raise
        finally:
            self._box_moving = False

    def play_all(self) -> None:
        while self.pending:
            self.play_next()

    # -- following the session --------------------------------------------------------------------------
    def _chance(self, index: int, state: State) -> Any:
        """The dice of a lesson are the lesson's: a roll the learner makes gives the step's outcome."""
        step = self.step
        if step is not None and not self.pending and step.refused is None:
            move = state.parse_move(step.show)
            if state.why_illegal(move) is None:
                return move
        raise LookupError(f"lesson {self.lesson.id}: no roll was planned here")

    def _on_change(self, change: Change) -> None:
        if change.kind != "move" or self._box_moving:
            return
        step = self.step
        if step is not None and step.refused is None and change.before is not None \
                and step.right.accepts(change.before, change.move):
            self._step_done()

    def _step_done(self) -> None:
        step = self.step
        self.step_index += 1
        self._next_hint = 0
        self.pending = list(step.then) if step is not None else []
