"""Learn to play (gamebox/lessons, docs/lessons.md): every course proved with the rules, the lesson runner's
answers to right, wrong and illegal moves, a real-time lesson on a paused and a slowed clock, the progress in
the history database (schema 3, by migration), the coverage tables in the docs, and `gamebox lessons`."""
from __future__ import annotations

import dataclasses
import json
import random
import re
import sqlite3
from pathlib import Path

import pytest

from gamebox import history as h
from gamebox import lessons, registry
from gamebox.cli import main
from gamebox.clock import ManualClock
from gamebox.i18n import Text
from gamebox.lessons import Course, Lesson, Position, Step, matching, moves
from gamebox.lessons.check import coverage, coverage_table, reason_codes, verify
from gamebox.lessons.progress import LessonProgress, Progress
from gamebox.lessons.run import (ILLEGAL, REFUSED_AS_ASKED, RIGHT, WAIT, WRONG, LessonRun, lesson_clock,
                                 lesson_record)
from gamebox.pyramid import lattice
from gamebox.pyramid.setups import deal_code

DOCS = Path(__file__).resolve().parent.parent / "docs" / "lessons.md"
COURSES = ["hoch", "27", "cuibono", "ponga", "scrabble6"]
# A course meets at least half of its game's refusals on the board; these games have fewer a player can make.
FEWER_TAUGHT = {"scrabble6": 10}  # 14 of its 24 codes are draws, the lot, or record-only: no board can make them

COURSES += ["wuerfelmarsch"]     # a course a line: courses written in parallel merge without a conflict
COURSES += ["kippen"]
FEWER_TAUGHT["kippen"] = 5     # 7 of its 12 codes are the deal's, Würfelmarsch's turn and order, or record-only
COURSES += ["abquetschen"]
COURSES += ["eintrichtern"]
FEWER_TAUGHT["eintrichtern"] = 5     # 10 of its 15 codes are the deal's, the draw for who starts, the box's rolls, or record-only
COURSES += ["raffzahn"]
FEWER_TAUGHT["raffzahn"] = 6   # 10 of 16 are the deal, the draw, the clock's own end, record-only, or no input's
COURSES += ["pyramide"]
COURSES += ["buntekuh"]
FEWER_TAUGHT["buntekuh"] = 3     # 13 of 16: deal, draw, record-only, or kept off by the board (funnels only, picker)
COURSES += ["tiefstapeln"]
FEWER_TAUGHT["tiefstapeln"] = 2   # its board offers only legal bets and words (the rest greyed out or hidden), and the held block sinks until it rests: only a drop in front of the line or off the arm is refused


def course(game_id: str) -> Course:
    found = lessons.course_for(game_id)
    assert found is not None
    return found


# -- every course, proved ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", COURSES)
def test_every_lesson_plays_as_the_rules_say(game_id):
    """Positions replay as records, every task has a right move, Show me is right, every legal move gets an
    answer in both languages, every refusal a step names is met for exactly that reason, the box's replies
    are legal, every lesson ends, the course ends with a first game, every rule is taught and every refusal
    reason is met or listed as not taught (gamebox/lessons/check.py)."""
    assert verify(course(game_id)) == []


@pytest.mark.parametrize("game_id", COURSES)
def test_a_course_is_short_lessons_ending_in_a_first_game(game_id):
    c = course(game_id)
    assert 6 <= len(c.lessons) <= 12
    assert c.lessons[-1].first_game is not None and c.lessons[-1].first_game.opponent == "search:easy"
    assert all(lesson.first_game is None for lesson in c.lessons[:-1])
    taught, listed, codes = coverage(c)
    assert taught + listed == codes and taught >= FEWER_TAUGHT.get(game_id, codes // 2)


def test_every_variant_of_the_three_games_is_taught():
    for game_id in COURSES:
        game = registry.get(game_id)
        taught = {lesson.position.variant if lesson.position else lesson.first_game.variant
                  for lesson in course(game_id).lessons}
        assert taught == {v.id for v in game.info.variants}, game_id


def without_course(monkeypatch, game_id: str) -> None:
    """Make `game_id` a game without a course (every game may have one by now)."""
    real = lessons.course_for
    monkeypatch.setattr(lessons, "course_for", lambda gid: None if gid == game_id else real(gid))


def test_only_games_with_a_lessons_module_have_a_course(monkeypatch):
    assert lessons.course_for("no-such-game") is None
    assert lessons.capabilities(registry.get("hoch")) == ["lessons"]
    assert {c.game for c in lessons.courses()} >= set(COURSES)
    without_course(monkeypatch, "hoch")
    assert lessons.capabilities(registry.get("hoch")) == [] and "hoch" not in {c.game for c in lessons.courses()}


def test_reason_codes_are_the_games_reasons():
    assert reason_codes(registry.get("hoch")) >= {"wrong_height", "pawn_placed", "roll_first"}
    assert "edge" in reason_codes(registry.get("cuibono"))
    assert reason_codes(registry.get("kippen"))          # Kippen keeps its reasons in its state module


# -- what the runner says -----------------------------------------------------------------------------------
def run_of(game_id: str, lesson_id: str) -> LessonRun:
    c = course(game_id)
    return LessonRun(c, c.lesson(lesson_id))


def test_a_move_before_the_roll_gets_the_rules_own_reason():
    run = run_of("hoch", "first-move")
    state = run.state
    verdict = run.judge(state.parse_move("B@e"))
    assert verdict.outcome == ILLEGAL and verdict.code == "roll_first"
    assert verdict.text == Text("Roll the die first.", "Erst würfeln.")
    assert verdict.pointer is not None and verdict.pointer.de and run.mistakes == 1


def test_the_lessons_die_is_fixed_and_a_right_move_is_praised():
    run = run_of("hoch", "first-move")
    run.session.roll()                                     # as the Roll button does: the lesson's roll
    assert run.state.roll == 4 and run.step_index == 1
    illegal = run.judge(run.state.parse_move("B@a"))
    assert illegal.outcome == ILLEGAL and illegal.code == "wrong_height"
    assert illegal.text.en == "You rolled 4; this tower is 6 high." and "4" in illegal.text.de
    wrong = run.judge(run.state.parse_move("e>a"))          # legal with a 4, but not what was asked
    assert wrong.outcome == WRONG and wrong.text == run.lesson.steps[1].wrong and wrong.pointer is not None
    assert run.state.pawn_tower[0] == -1                   # nothing was played
    right = run.attempt(run.state.parse_move("Y@f"))       # any pawn on either 4 is right
    assert right.outcome == RIGHT and right.text == run.lesson.steps[1].praise
    assert run.done and run.state.pawn_on[5] == 2
    assert run.mistakes == 2 and run.stars == 2
    assert run.judge(run.state.parse_move("B@e")).outcome == WAIT


def test_a_step_may_ask_for_a_refusal_and_nothing_is_played():
    run = run_of("hoch", "over-six")
    run.attempt(run.state.parse_move("d3"))
    before = run.state.key()
    verdict = run.attempt(run.state.parse_move("a>c"))     # any move of the tall tower meets the refusal
    assert verdict.outcome == REFUSED_AS_ASKED and verdict.code == "wrong_height"
    assert "12" in verdict.text.en and "12" in verdict.text.de
    assert run.state.key() == before and run.step_index == 2 and run.mistakes == 0


def test_hints_come_one_by_one_and_cost_a_star():
    run = run_of("27", "more-towers")
    first, second = run.hint(), run.hint()
    assert first == second == run.lesson.steps[0].hints[0]      # one hint: said again
    run.attempt(run.state.parse_move("a2>c"))
    assert run.stars == 2 and run.hints_taken == 2


def test_show_me_plays_the_move_and_the_box_answers_step_by_step():
    run = run_of("27", "stack-and-carry")
    assert run.show_me().outcome == RIGHT
    assert run.pending == ["i1>h"] and not run.learner_to_act()
    assert run.judge(run.state.parse_move("a1>c")).outcome == WAIT
    assert run.play_next() == "i1>h" and run.play_next() is None
    assert run.learner_to_act() and run.step_index == 1
    run.attempt(run.state.parse_move("f5>h"))
    assert run.done and run.stars == 1 and run.shown


def test_a_lesson_is_a_record_that_replays_and_says_it_is_a_lesson():
    c = course("cuibono")
    lesson = c.lesson("edges")
    record = lesson_record(c, lesson, "Ann", "Box")
    assert record.meta["lesson"] == {"game": "cuibono", "lesson": "edges"}
    assert [p.name for p in record.players] == ["Ann", "Box"] and record.players[1].type == "ai"
    state = record.replay()
    assert state.to_move == 0 and state.phase == "pull"


# -- real time ----------------------------------------------------------------------------------------------
def raffzahn_lesson(pace="paused") -> tuple[Course, Lesson, str, str]:
    """A tiny Raffzahn lesson: the die shows a roll; grab a free die that shows it to you."""
    deal = "deal:" + deal_code(random.Random(5), (("red", 55), ("yellow", 55), ("pearl", 55)))
    game = registry.get("raffzahn")
    from gamebox.protocol import Setup

    for roll in range(1, 7):
        state = game.new_state(Setup("standard", 3, {}, 0))
        state.apply(state.parse_move(deal))
        state.advance_to(1000)
        state.apply(state.parse_move(f"d{roll}"))
        state.advance_to(1800)
        mine = state.grabbable(0)
        wrong = [p for p in state.free_dice() if state.shows(p, 0) != roll]
        if mine and wrong:
            break
    right, wrong_die = lattice.name(mine[0]), lattice.name(wrong[0])
    lesson = Lesson(
        id="grab", title=Text("Grab", "Greifen"), text=Text("Grab a die.", "Greif einen Würfel."), pace=pace,
        position=Position("standard", 3, (deal, f"d{roll}"), 0, at=(0, 1000), now=1800),
        steps=(Step(task=Text("Grab a free die that shows you the roll.", "Greif einen freien Würfel mit der Zahl."),
                    right=matching(r"1:\d{3}"), show=f"1:{right}", praise=Text("Yours.", "Deiner."),
                    hints=(Text("Look at your side.", "Schau auf deine Seite."),),
                    refusals=((f"1:{wrong_die}", "wrong_pip"),)),))
    c = Course("raffzahn", (lesson,), {}, lambda state: [])
    return c, lesson, right, wrong_die


def test_a_real_time_lesson_waits_on_a_paused_clock():
    from gamebox.lessons.check import verify_lesson

    c, lesson, right, wrong_die = raffzahn_lesson()
    assert verify_lesson(c, lesson) == []
    run = LessonRun(c, lesson)
    assert isinstance(run.session.clock, ManualClock) and run.session.clock.now() == 1800
    verdict = run.attempt(run.state.parse_move(f"1:{wrong_die}"))
    assert verdict.outcome == ILLEGAL and verdict.code == "wrong_pip"
    assert run.judge(run.state.parse_move(f"2:{right}")).outcome == ILLEGAL      # not the learner's seat
    assert run.session.clock.now() == 1800                                        # the learner's time is free
    assert run.attempt(run.state.parse_move(f"1:{right}")).outcome == RIGHT
    assert run.session.record.times[2] == (1800, 0) and run.done


def test_the_roll_is_a_right_move_of_the_learner_who_holds_the_turquoise_die():
    c = course("raffzahn")
    run = LessonRun(c, c.lesson("roll"))
    assert [run.state.format_move(m) for m in run.right_moves()] == [f"d{v}" for v in range(1, 7)]


def test_a_slowed_lesson_clock_runs_at_its_pace():
    _, lesson, _, _ = raffzahn_lesson(pace=0.25)
    ticks = [0]
    clock = lesson_clock(lesson, 1800, source=lambda: ticks[0])
    ticks[0] = 4_000 * 1_000_000                # four seconds of the wall clock ...
    assert clock.now() == 2800                  # ... are one second of game time
    paused = lesson_clock(dataclasses.replace(lesson, pace="paused"), 1800)
    assert paused.now() == 1800


# -- verify finds what is wrong ------------------------------------------------------------------------------
def broken(game_id: str, lesson_id: str, **step_changes) -> Course:
    c = course(game_id)
    lesson = c.lesson(lesson_id)
    steps = (dataclasses.replace(lesson.steps[0], **step_changes),) + lesson.steps[1:]
    bad = dataclasses.replace(lesson, steps=steps)
    return dataclasses.replace(c, lessons=tuple(bad if x.id == lesson_id else x for x in c.lessons))


def test_verify_names_a_show_me_that_is_not_right():
    problems = verify(broken("27", "more-towers", show="a3>d"))
    assert any("more-towers: step 1: Show me" in p for p in problems)


def test_verify_names_a_mark_that_is_no_place_and_a_refusal_met_for_another_reason():
    problems = verify(broken("27", "more-towers", marks=("field:z",), refusals=(("b3>c", "backwards"),)))
    assert any("mark 'field:z'" in p for p in problems)
    assert any("b3>c is refused for wrong_distance, not backwards" in p for p in problems)


def test_verify_names_a_task_nobody_can_do_and_an_untaught_refusal():
    problems = verify(broken("hoch", "first-move", right=moves("d7", "B@e")))
    assert any("no legal move does the task" in p for p in problems)
    assert any("its task names 'd7', which cannot be read" in p for p in problems)
    c = course("hoch")
    fewer = dataclasses.replace(c, not_taught={k: v for k, v in c.not_taught.items() if k != "bad_roll"})
    assert verify(fewer) == ["the refusal 'bad_roll' is met in no lesson and not listed as not taught"]
    untaught = dataclasses.replace(c, rules={**c.rules, "extra": Text("x", "x")})
    assert verify(untaught) == ["rule 'extra' is taught by no lesson"]


def test_verify_names_a_position_that_does_not_replay():
    c = course("hoch")
    lesson = dataclasses.replace(c.lessons[1], position=Position("solo", 1, ("d4", "B@a")))
    assert any("does not replay" in p for p in verify(dataclasses.replace(c, lessons=(lesson, *c.lessons[2:]))))


# -- progress in the history ---------------------------------------------------------------------------------
def test_progress_counts_tries_and_keeps_the_best_stars(tmp_path):
    store = LessonProgress(tmp_path / "history.sqlite3")
    assert store.of("hoch") == {}                      # no file yet: nothing done
    store.begun("hoch", "first-move")
    store.finished("hoch", "first-move", stars=3, mistakes=0)
    store.begun("hoch", "first-move")
    store.finished("hoch", "first-move", stars=1, mistakes=4)
    store.begun("hoch", "stack")
    again = LessonProgress(tmp_path / "history.sqlite3")
    assert again.of("hoch") == {"first-move": Progress(True, 3, 2, 4), "stack": Progress(False, 0, 1, 0)}
    assert again.of("27") == {} and again.done_count(course("hoch")) == 1


def test_the_lesson_table_comes_by_migration_and_keeps_games_and_puzzles(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    monkeypatch.setattr(h, "MIGRATIONS", h.MIGRATIONS[:2])
    monkeypatch.setattr(h, "SCHEMA_VERSION", 2)
    with h.History.open(path) as old:
        old._db.execute("INSERT INTO players (name) VALUES ('Anna')")
        old._db.execute("INSERT INTO puzzle_ratings VALUES (1, 1500, 350, 0.06, 0, 'now')")
    monkeypatch.undo()
    store = LessonProgress(path)
    assert store.of("hoch") == {}                      # a read changes nothing: schema 2 stays
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 2
    store.finished("hoch", "stack", 2, 1)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION
    assert db.execute("SELECT value FROM meta WHERE key = 'writable_by'").fetchone()[0] == "1"
    assert db.execute("SELECT count(*) FROM puzzle_ratings").fetchone()[0] == 1
    assert {n for (n,) in db.execute("SELECT name FROM players")} == {"Anna", "You"}
    assert store.of("hoch")["stack"] == Progress(True, 2, 0, 1)


def test_a_locked_history_keeps_progress_in_memory_and_writes_it_later(tmp_path, monkeypatch):
    monkeypatch.setattr("gamebox.lessons.progress.TIMEOUT", 0.05)     # SQLite's wait for the lock
    path = tmp_path / "history.sqlite3"
    LessonProgress(path).begun("27", "blocked")                  # the file exists, schema 3
    lock = sqlite3.connect(path, isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    store = LessonProgress(path)
    store.finished("27", "blocked", 3, 0)
    assert store.message() is not None and store.message() is None     # said once
    assert store.of("27")["blocked"].done
    lock.execute("ROLLBACK")
    lock.close()
    store.begun("27", "the-end")                                  # the next write takes the waiting one along
    assert LessonProgress(path).of("27")["blocked"] == Progress(True, 3, 1, 0)


# -- docs and the command line --------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", COURSES)
def test_the_docs_coverage_table_is_the_courses(game_id):
    """docs/lessons.md holds each course's table as `coverage_table` writes it: it never drifts."""
    assert coverage_table(course(game_id)) in DOCS.read_text(encoding="utf-8")


def test_cli_lists_and_verifies(capsys, monkeypatch):
    assert main(["lessons", "hoch", "--verify"]) == 0
    out = capsys.readouterr().out
    assert "1. Roll, then place a pawn  [goal, setup, turn, place, solo]" in out and "verified: 10 lessons" in out
    assert main(["lessons", "cuibono", "--json", "--lang", "de"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["lessons"][0]["title"] == "Einen Würfel ziehen, zurücklegen"
    assert data["refusals"] == {"taught": 9, "not_taught": 7, "all": 16} and "problems" not in data
    assert main(["list", "--json"]) == 0
    listed = {g["id"]: g["capabilities"] for g in json.loads(capsys.readouterr().out)}
    assert {gid for gid, caps in listed.items() if "lessons" in caps} == set(COURSES)
    without_course(monkeypatch, "27")
    assert main(["lessons", "27"]) == 2
    assert "27 has no lessons" in capsys.readouterr().err


def test_cli_verify_fails_on_a_broken_course(capsys, monkeypatch):
    bad = broken("27", "more-towers", show="a3>d")
    monkeypatch.setattr(lessons, "course_for", lambda game_id: bad)
    assert main(["lessons", "27", "--verify", "--json"]) == 1
    assert any("Show me" in p for p in json.loads(capsys.readouterr().out)["problems"])


def test_no_lesson_text_shows_notation():
    """Players' words: no move in notation (`d4`, `B@e`, `a3>b`, `v008`) in any text a learner reads."""
    notation = re.compile(r"\b(d[1-6]|[BRYG]@[a-n]|[a-n]\d*\+?>[a-n]|v\d{3}|\d{3})\b")
    for c in (course(g) for g in COURSES):
        texts = [*c.rules.values(), *c.not_taught.values()]
        for lesson in c.lessons:
            texts += [lesson.title, lesson.text]
            for step in lesson.steps:
                texts += [step.task, step.praise, *step.hints, *([step.wrong] if step.wrong else [])]
            if lesson.first_game:
                texts += list(lesson.first_game.tips)
        for text in texts:
            for said in (text.en, text.de):
                assert not notation.search(said), (c.game, said)


def test_what_now_points_at_a_legal_move_in_both_languages():
    from gamebox.lessons.pointers import what_now
    from gamebox.protocol import Setup

    game = registry.get("27")
    state = game.new_state(Setup("standard", 2, {}, 0))
    pointer = what_now(game, state, 0)
    assert state.why_illegal(pointer.move) is None
    best = game.hints(state, 0, 1)[0]                           # the page's Hint says the same
    assert (pointer.move, pointer.says) == (best.move, best.says)
    assert pointer.says.en.startswith("Move ") and pointer.says.de.startswith("Zieh ")
    assert what_now(game, state, 1) is None                     # not White's turn
