"""Learn to play: interactive lessons for every game (docs/lessons.md).

A game's course is data beside its model: `gamebox/games/<package>/lessons.py` defines `COURSE`, a
`Course` of `Lesson`s. Nothing else declares it: the box finds the module, so a game gets lessons by
that one file (the capability `"lessons"` of `gamebox list --json` is derived from it).
"""
from __future__ import annotations

import importlib
from functools import cache

from .. import registry
from ..protocol import Game
from .model import PAUSED, Course, FirstGame, Lesson, Position, Step, Task, first_game_lesson, matching, moves

# (The runner, `gamebox.lessons.run`, is imported where a lesson is played: the library asks only for the
# courses, and the session's modules need not load for that.)

CAPABILITY = "lessons"


@cache
def course_for(game_id: str) -> Course | None:
    """The game's course, or None if it has none (its package has no `lessons` module)."""
    try:
        game = registry.get(game_id)
    except KeyError:
        return None
    package = type(game).__module__.rpartition(".")[0]
    if not package:         # a game in a module of its own (a plugin) has no package to hold a course
        return None
    try:
        module = importlib.import_module(f"{package}.lessons")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.lessons":
            raise           # a lessons module that imports something missing is a bug, not "no course"
        return None
    course = getattr(module, "COURSE", None)
    return course if isinstance(course, Course) else None


def has_course(game: Game) -> bool:
    return course_for(game.info.id) is not None


def capabilities(game: Game) -> list[str]:
    """["lessons"] for a game with a course (added to the protocol's capabilities by `gamebox list`)."""
    return [CAPABILITY] if has_course(game) else []


def courses() -> list[Course]:
    return [c for c in (course_for(g.info.id) for g in registry.all_games()) if c is not None]


__all__ = ["CAPABILITY", "PAUSED", "Course", "FirstGame", "Lesson", "Position", "Step", "Task", "capabilities",
           "course_for", "courses", "first_game_lesson", "has_course", "matching", "moves"]
