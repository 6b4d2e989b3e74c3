"""Proving a course with the rules engine (`gamebox lessons GAME --verify`, tests/test_lessons.py).

For every lesson: its position replays as a record; at every step it is the learner's turn, the
marks name places of the position, the task has at least one right move (or, for a step that asks
for a refusal, its move meets exactly that refusal), "Show me" is right, every legal move that is
not right gets an answer and every refusal a step names meets its reason; the box's replies are
legal; the lesson ends. For the course: every passage of the rule book is taught by some lesson,
and every reason the game can refuse a move with is met in a lesson or named as not taught, with why.
"""
from __future__ import annotations

import importlib

from .. import registry
from ..ai import UnknownAgent, make_agent
from ..i18n import Text
from ..protocol import Game, GameError, Setup
from ..record import RecordError
from .model import Course, Lesson
from .run import LessonRun


def _texts_ok(*texts: Text | None) -> bool:
    return all(t is not None and t.en.strip() and t.de.strip() and "{" not in t.en + t.de for t in texts)


def verify(course: Course) -> list[str]:
    """Every problem of the course, one line each; [] when it is sound."""
    problems: list[str] = []
    seen: set[str] = set()
    for lesson in course.lessons:
        if lesson.id in seen:
            problems.append(f"{lesson.id}: two lessons have this id")
        seen.add(lesson.id)
        problems += [f"{lesson.id}: {p}" for p in verify_lesson(course, lesson)]
    if not course.lessons or course.lessons[-1].first_game is None:
        problems.append("the course does not end with a first real game")
    problems += coverage_problems(course)
    return problems


def verify_lesson(course: Course, lesson: Lesson) -> list[str]:
    problems: list[str] = []
    if not _texts_ok(lesson.title, lesson.text):
        problems.append("its title or text is missing in a language (or has a placeholder left)")
    for key in lesson.rules:
        if key not in course.rules:
            problems.append(f"it names rule {key!r}, which the course does not have")
    if lesson.first_game is not None:
        return problems + _verify_first_game(course, lesson)
    if lesson.position is None or not lesson.steps:
        return problems + ["it has neither a position with steps nor a first game"]
    try:
        run = LessonRun(course, lesson)
    except (GameError, RecordError, ValueError, LookupError) as exc:
        return problems + [f"its position does not replay: {exc}"]
    for number, step in enumerate(lesson.steps, 1):
        where = f"step {number}"
        if not run.learner_to_act():
            problems.append(f"{where} begins where it is not the learner's turn")
            break
        state = run.state
        places = set(course.places(state))
        problems += [f"{where}: mark {m!r} is no place of the position" for m in step.marks if m not in places]
        if not step.hints:
            problems.append(f"{where} has no hint")
        if not _texts_ok(step.task, step.praise, *step.hints, *((step.wrong,) if step.wrong else ())):
            problems.append(f"{where}: a text is missing in a language (or has a placeholder left)")
        problems += [f"{where}: its task names {text!r}, which cannot be read"
                     for text in sorted(step.right.moves) if _parse(state, text) is None]
        for text, code in step.refusals:
            got = _refusal(state, text)
            if got != code:
                problems.append(f"{where}: {text} is refused for {got or 'nothing'}, not {code}")
        show = _parse(state, step.show)
        if show is None:
            problems.append(f"{where}: its Show me move {step.show!r} cannot be read")
            break
        if step.refused is not None:
            got = _refusal(state, step.show)
            if got != step.refused:
                problems.append(f"{where}: Show me should meet the refusal {step.refused}, not {got or 'none'}")
                break
        else:
            right = run.right_moves()
            if not right:
                problems.append(f"{where}: no legal move does the task")
                break
            if show not in right:
                problems.append(f"{where}: Show me ({step.show}) is not a right move")
                break
            problems += _answers(run, state, where)
        before = (run.mistakes, run.tried)
        verdict = run.attempt(show)
        run.mistakes, run.tried = before
        if not verdict.right:
            problems.append(f"{where}: Show me was judged {verdict.outcome}")
            break
        try:
            run.play_all()
        except (GameError, LookupError) as exc:
            problems.append(f"{where}: the box's reply cannot be played: {exc}")
            break
    else:
        if not run.done:
            problems.append("it does not end after its last step")
    return problems


def _answers(run: LessonRun, state, where: str) -> list[str]:
    """Every legal move of the learner gets an answer in both languages: praise or why not."""
    problems = []
    saved = (run.mistakes, run.tried)
    moves = state.legal_moves()
    if not state.is_chance():
        for move in moves:
            verdict = run.judge(move)
            if not _texts_ok(verdict.text) or (verdict.mistake and not _texts_ok(verdict.pointer)):
                problems.append(f"{where}: the answer to {state.format_move(move)} is missing in a language")
                break
    run.mistakes, run.tried = saved
    return problems


def _parse(state, text: str):
    try:
        return state.parse_move(text)
    except GameError:
        return None


def _refusal(state, text: str) -> str | None:
    move = _parse(state, text)
    if move is None:
        return "unreadable"
    reason = state.why_illegal(move)
    return reason.code if reason is not None else None


def _verify_first_game(course: Course, lesson: Lesson) -> list[str]:
    first = lesson.first_game
    game = registry.get(course.game)
    problems = []
    problem = game.check_setup(Setup(first.variant, first.players, dict(first.options), first.first_player))
    if problem:
        problems.append(f"its game cannot be set up: {problem}")
    if first.players > 1:
        try:
            make_agent(first.opponent, game, 0)
        except UnknownAgent as exc:
            problems.append(f"its opponent: {exc}")
    if not _texts_ok(*first.tips):
        problems.append("a tip is missing in a language")
    return problems


# -- coverage -------------------------------------------------------------------------------------------
def reason_codes(game: Game) -> frozenset[str]:
    """Every reason code the game's rules can refuse a move with: the keys of its reasons module's
    table (`<game package>.reasons._T`, the convention of every game with its own reasons), or of its
    state module's `REASONS` where it keeps them there; and those of every game whose state its state
    extends (Kippen's tips are refused with Würfelmarsch's reasons)."""
    packages = {type(game).__module__.rpartition(".")[0]}
    variant = game.info.variants[0]
    state = game.new_state(Setup(variant.id, variant.min_players))
    packages |= {cls.__module__.rpartition(".")[0] for cls in type(state).__mro__
                 if cls.__module__.startswith("gamebox.games.")}
    codes: set[str] = set()
    for package in packages:
        for module, name in (("reasons", "_T"), ("state", "REASONS")):
            try:
                table = getattr(importlib.import_module(f"{package}.{module}"), name, None)
            except ModuleNotFoundError:
                continue
            if isinstance(table, dict):
                codes |= set(table)
    return frozenset(codes)


def taught_codes(course: Course) -> dict[str, list[str]]:
    """Reason code -> the lessons that meet it (a step's `refused` or one of its `refusals`)."""
    met: dict[str, list[str]] = {}
    for lesson in course.lessons:
        for step in lesson.steps:
            codes = [code for _, code in step.refusals] + ([step.refused] if step.refused else [])
            for code in codes:
                if lesson.id not in met.setdefault(code, []):
                    met[code].append(lesson.id)
    return met


def rule_lessons(course: Course) -> dict[str, list[str]]:
    """Rule-book passage -> the lessons that teach it, in the course's order."""
    return {key: [lesson.id for lesson in course.lessons if key in lesson.rules] for key in course.rules}


def coverage_problems(course: Course) -> list[str]:
    problems = [f"rule {key!r} is taught by no lesson" for key, lessons in rule_lessons(course).items() if not lessons]
    codes = reason_codes(registry.get(course.game))
    met = taught_codes(course)
    for code in sorted(codes - set(met) - set(course.not_taught)):
        problems.append(f"the refusal {code!r} is met in no lesson and not listed as not taught")
    for code in sorted(set(course.not_taught) - codes):
        problems.append(f"{code!r} is listed as not taught, but the game has no such refusal")
    for code in sorted(set(course.not_taught) & set(met)):
        problems.append(f"{code!r} is listed as not taught, but lesson {met[code][0]} meets it")
    if not _texts_ok(*course.rules.values(), *course.not_taught.values(), course.wrong):
        problems.append("a rule's or a reason's text is missing in a language")
    return problems


def coverage(course: Course) -> tuple[int, int, int]:
    """(refusal codes met in lessons, listed as not taught, all the game's codes)."""
    codes = reason_codes(registry.get(course.game))
    return len(codes & set(taught_codes(course))), len(codes & set(course.not_taught)), len(codes)


def coverage_table(course: Course, lang: str = "en") -> str:
    """The course's coverage as docs/lessons.md shows it (a test keeps the two alike): each passage of the
    rule book, paraphrased, with the lessons that teach it; each refusal with the lessons that meet it, or
    why none does."""
    titles = {lesson.id: f"{n}. {lesson.title.get(lang)}" for n, lesson in enumerate(course.lessons, 1)}
    rows = ["| rule book (paraphrased) | taught in |", "| --- | --- |"]
    rows += [f"| {course.rules[key].get(lang)} | {'; '.join(titles[i] for i in ids)} |"
             for key, ids in rule_lessons(course).items()]
    rows += ["", "| refusal | met in |", "| --- | --- |"]
    met = taught_codes(course)
    for code in sorted(reason_codes(registry.get(course.game))):
        if code in met:
            rows.append(f"| `{code}` | {'; '.join(titles[i] for i in met[code])} |")
        else:
            rows.append(f"| `{code}` | not taught: {course.not_taught[code].get(lang) if code in course.not_taught else '?'} |")
    return "\n".join(rows)
