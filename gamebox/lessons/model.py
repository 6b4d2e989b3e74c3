"""What a course of lessons is made of: plain data a game ships beside its model (docs/lessons.md).

A `Course` is an ordered list of `Lesson`s, from the first move of a game to its end and its scoring,
and ends with a first real game against an easy computer (`FirstGame`). A lesson teaches one idea: a
sentence or two (`text`), a `Position` made for it (a record's moves up to there, chance included, so
it always plays the same), and one or more `Step`s the learner does on the game's own board, each
with the places to light (`marks`), the task, the moves that are right, a word of praise, hints, and
the move "Show me" plays. Every text is a `Text` in both languages, in players' words.

Nothing here runs a game: `run.LessonRun` plays a lesson, `check.verify` proves a course.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..i18n import Text
from ..protocol import GameError, State

PAUSED = "paused"      # a real-time lesson's clock: game time stands while the learner thinks


@dataclass(frozen=True)
class Task:
    """The right moves of a step, as a predicate over the move made: its notation is one of `moves`,
    or matches the regular expression `pattern` (whole), e.g. every pawn onto tower e or f: `[BR]@[ef]`.
    The notation is the developer's handle on a move; the learner never sees it."""

    moves: frozenset[str] = frozenset()
    pattern: str | None = None

    def accepts(self, state: State, move: Any) -> bool:
        text = state.format_move(move)
        return text in self.moves or (self.pattern is not None and re.fullmatch(self.pattern, text) is not None)

    def right_moves(self, state: State) -> list[Any]:
        """The legal moves of `state` this task accepts (a chance node's outcomes included)."""
        found = [m for m in state.legal_moves() if self.accepts(state, m)]
        # A chance node too big to list (a deal) offers one example only: take the named moves as they are.
        for text in self.moves:
            try:
                move = state.parse_move(text)
            except GameError:
                continue                  # (check.verify names it)
            if move not in found and state.why_illegal(move) is None:
                found.append(move)
        return found


def moves(*notations: str) -> Task:
    """A task whose right moves are exactly these (in the game's notation)."""
    return Task(moves=frozenset(notations))


def matching(pattern: str) -> Task:
    """A task whose right moves are those whose notation matches `pattern` as a whole."""
    re.compile(pattern)
    return Task(pattern=pattern)


@dataclass(frozen=True)
class Position:
    """Where a lesson begins: a game of `variant` for `players`, replayed from its record's `moves`
    (chance outcomes included, so the dice are always the same). `seat` is the learner's; the other
    seats are the box's, and play only what the lesson says. A real-time game's moves need their game
    times (`at`, in milliseconds, one per move), and the lesson may begin later than the last of them
    (`now`: the turquoise die has landed)."""

    variant: str
    players: int = 2
    moves: tuple[str, ...] = ()
    first_player: int | None = 0
    options: Mapping[str, str] = field(default_factory=dict)
    seat: int = 0
    at: tuple[int, ...] = ()
    now: int | None = None


@dataclass(frozen=True)
class Step:
    """One thing the learner does.

    `task`: what to do, said to the learner ("Roll the die."). `right`: the moves that do it.
    `show`: the move "Show me" plays (it must be right). `praise`: said after a right move, and why it
    is right. `hints`: given one by one when asked. `marks`: the places lit meanwhile (the course's
    `places` names them: a tower, a field, a die). `wrong`: said to a legal move that is not asked
    (else the course's default). `then`: what the box plays after a right move (the other side's
    reply, a roll), so the next step begins where the lesson wants it.

    `refused`: the task is to try a move the rules refuse with this reason code ("try to put the pawn
    on the tall tower"): the box says the rule's own reason, and that is the lesson; nothing is played.
    `refusals`: wrong tries this step is likely to meet, as (move, reason code): each is checked to be
    refused for exactly that reason, and counts for the course's coverage of refusals."""

    task: Text
    right: Task
    show: str
    praise: Text
    hints: tuple[Text, ...] = ()
    marks: tuple[str, ...] = ()
    wrong: Text | None = None
    then: tuple[str, ...] = ()
    refused: str | None = None
    refusals: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class FirstGame:
    """The course's last lesson: a real game against an easy computer, with hints on.
    `tips`: what the lesson reminds the learner of when he asks, besides the move to consider."""

    variant: str
    players: int = 2
    opponent: str = "search:easy"
    first_player: int | None = 0
    options: Mapping[str, str] = field(default_factory=dict)
    tips: tuple[Text, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """One idea. `rules` names the rule-book passages it teaches (keys of `Course.rules`).
    A lesson has a `position` and `steps`, or is the course's `first_game`.
    `pace`: a real-time game's clock during the lesson: `PAUSED` (game time stands while the learner
    thinks), or a rate of the wall clock (0.25: four times slower)."""

    id: str
    title: Text
    text: Text
    rules: tuple[str, ...] = ()
    position: Position | None = None
    steps: tuple[Step, ...] = ()
    first_game: FirstGame | None = None
    pace: str | float = PAUSED


def first_game_lesson(**fields) -> Lesson:
    """The course's last lesson, "Your first game" in every course (its id is the history's key for it):
    `text`, `first_game` and, as a lesson has them, `rules` and `pace`."""
    return Lesson(id="first-game", title=Text("Your first game", "Deine erste Partie"), **fields)


WRONG = Text("That move is allowed, but it is not what this lesson asks.",
             "Der Zug ist erlaubt, aber nicht das, worum es in dieser Lektion geht.")


@dataclass(frozen=True)
class Course:
    """A game's lessons, in order, and what they teach.

    `rules`: the rule book's passages, each a short paraphrase under a key (the coverage table's rows;
    every one is taught by some lesson). `not_taught`: the game's refusal reasons (`Reason.code`) that
    no lesson meets, each with why (the box decides who starts; a die cannot show 7). `places`: the
    names of the places a lesson may light in a position (checked for every mark). `wrong`: the default
    answer to a legal move a step does not ask for."""

    game: str
    lessons: tuple[Lesson, ...]
    rules: Mapping[str, Text]
    places: Callable[[State], Iterable[str]]
    not_taught: Mapping[str, Text] = field(default_factory=dict)
    wrong: Text = WRONG

    def lesson(self, lesson_id: str) -> Lesson | None:
        return next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)

    def index(self, lesson_id: str) -> int:
        return next((i for i, lesson in enumerate(self.lessons) if lesson.id == lesson_id), -1)
