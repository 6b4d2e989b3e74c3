"""Learn to play in the app (ui/lessons, docs/lessons.md): from the library card and the rules panel, lessons
of Hoch und höher, 27, Cui bono? and Würfelmarsch played through the board's own gestures (the rule's reason
and a pointer for a wrong try, nothing played; the praise, the box's replies, the tick and the stars for a right
one), Show me, the progress on the card and in the history, every lit place found on its view, the first real
game with its hint, both languages."""
from __future__ import annotations

import pytest
from gestures import play
from PySide6.QtCore import QRectF, Qt

from gamebox import lessons
from gamebox.lessons.run import LessonRun
from gamebox.lessons.progress import LessonProgress
from gamebox_ui.board.board import Board
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.lessons.page.REPLY_MS", 0)


def said(page) -> str:
    return page.panel.said.text() if page.panel.said.isVisible() else ""


def test_the_library_card_opens_the_course_and_shows_its_progress(qtbot, window):
    card = window.library.cards["hoch"]
    qtbot.waitUntil(lambda: card.lessons_button.isVisible())
    assert card.lessons_button.text() == "Learn to play · 0 of 10"
    without = [c.id for c in window.games if not c.lessons]     # games with no course yet (maybe none)
    assert not any(window.library.cards[g].lessons_button.isVisible() for g in without)
    qtbot.mouseClick(card.lessons_button, Qt.MouseButton.LeftButton)
    page = window.lesson_page
    assert window.stack.currentWidget() is page and page.lesson.id == "first-move"
    assert page.panel.title.text() == "Roll, then place a pawn"
    assert page.panel.course.text() == "Learn to play · Hoch und höher · 0 of 10"
    assert page.panel.lesson_list.count() == 10


def test_a_hoch_lesson_through_the_board(qtbot, window):
    window.show_lessons("hoch")
    page = window.lesson_page
    view, controller = page.view, page.controller
    assert page.panel.task.text() == "Roll the die."
    play(qtbot, view, controller.state.parse_move("d4"))          # the Roll button: the lesson's 4
    assert controller.state.roll == 4 and page.panel.task.text() == "Put a pawn on a tower exactly 4 high."
    before = controller.state.key()
    play(qtbot, view, controller.state.parse_move("e>a"))          # legal, not asked: not played
    assert controller.state.key() == before
    assert "not what" not in said(page) and "comes in the next lessons" in said(page)
    assert page.panel.pointer.text() == "The lit towers are 4 high. Click a pawn, then one of them."
    qtbot.mouseClick(page.panel.hint_button, Qt.MouseButton.LeftButton)       # the step's one hint ...
    assert view.board.hint_move is None
    qtbot.mouseClick(page.panel.hint_button, Qt.MouseButton.LeftButton)       # ... and then the move itself
    assert str(view.board.hint_move) == "B@e"
    controller.try_move(controller.state.parse_move("B@a"))       # the rule refuses: its own reason
    assert "You rolled 4; this tower is 6 high." in said(page) and controller.state.key() == before
    assert view._place_marks.isVisible() and view._place_marks.places == ("tower:e", "tower:f")
    play(qtbot, view, controller.state.parse_move("G@f"))
    assert controller.state.pawn_tower[3] == 5
    assert "Lesson done!" in said(page) and page.panel.next_button.isEnabled()
    assert not view._place_marks.isVisible() and not page.panel.task.isVisible()
    assert not view.status_widget().isVisible()        # no "the computer is thinking" after the lesson
    done = LessonProgress().of("hoch")["first-move"]
    assert done.done and done.stars == 2 and done.mistakes == 2 and done.tries == 1   # two hints: two stars at most
    assert page.panel.lesson_list.item(0).text().startswith("✔ ★★☆")
    qtbot.mouseClick(page.panel.next_button, Qt.MouseButton.LeftButton)
    assert page.lesson.id == "stack"
    qtbot.mouseClick(page.panel.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.library
    assert window.library.cards["hoch"].lessons_button.text() == "Learn to play · 1 of 10"


def test_show_me_and_the_boxs_replies_in_27(qtbot, window):
    window.show_lessons("27", "stack-and-carry")
    page = window.lesson_page
    qtbot.mouseClick(page.panel.show_button, Qt.MouseButton.LeftButton)     # d3>f, then White's reply
    qtbot.waitUntil(lambda: page.run.step_index == 1 and page.run.learner_to_act())
    assert page.controller.session.record.moves[-2:] == ["d3>f", "i1>h"]
    qtbot.waitUntil(lambda: page.panel.task.text().startswith("Move the whole stack on f"))
    assert "The stack on f is yours now" in said(page)                        # the praise stays to be read
    assert page.view._place_marks.places == ("field:f", "field:h")
    play(qtbot, page.view, page.controller.state.parse_move("f5>h"))
    assert page.run.done and page.run.stars == 1                              # Show me costs two stars
    assert LessonProgress().of("27")["stack-and-carry"].stars == 1


def test_a_step_that_asks_for_a_refusal(qtbot, window):
    window.show_lessons("27", "exactly-home")
    page = window.lesson_page
    play(qtbot, page.view, page.controller.state.parse_move("f1>i"))
    qtbot.waitUntil(lambda: page.panel.task.text() == "Now make a move that works.")
    assert "goes past your goal" in page.view.toast.text()                    # the rule's own words ...
    assert "must wait" in said(page)                                          # ... and why that is the lesson
    assert page.run.mistakes == 0 and page.run.step_index == 1


def test_a_scrabble_lesson_asks_no_after_turn_coach(qtbot, window, monkeypatch):
    """A lesson's step teaches one idea: Scrabble's list of better words after a turn stays away."""
    asked = []
    monkeypatch.setattr("gamebox_ui.coach.ask_hints", lambda *args, **kwargs: asked.append(args))
    course = lessons.course_for("scrabble6")
    window.show_lessons("scrabble6", course.lessons[0].id)
    page = window.lesson_page
    page.run.show_me()
    page.run.play_all()
    qtbot.waitUntil(lambda: page.run.done or page.run.step_index > 0)
    assert asked == [] and not page.view.board.coach_lines


def test_eintrichterns_roll_anew_is_one_click_for_two_steps(qtbot, window):
    """"Roll anew" is a new roll and the roll, both on one button: the lesson takes the click as its two steps."""
    window.show_lessons("eintrichtern", "remember")
    page = window.lesson_page
    qtbot.waitUntil(lambda: page.view.roll_button.isEnabled())
    qtbot.mouseClick(page.view.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.run.step_index == 2)
    assert page.controller.state.roll is not None and page.controller.state.roll.total == 13
    assert page.run.mistakes == 0


@pytest.mark.gl
def test_a_cui_bono_lesson_on_the_pyramid(qtbot, window, require_gl):
    window.show_lessons("cuibono", "which-funnel")
    page = window.lesson_page
    view, controller = page.view, page.controller
    play(qtbot, view, controller.state.parse_move("v080"))
    qtbot.waitUntil(lambda: page.run.step_index == 1)
    controller.try_move(controller.state.parse_move("004"))
    assert "This funnel is yellow, like your die." in said(page)
    assert controller.state.held is not None                                  # still in hand
    play(qtbot, view, controller.state.parse_move("300"))
    assert page.run.done and "all three colours" in said(page)


@pytest.mark.gl
def test_a_wuerfelmarsch_lesson_turns_a_die_with_the_picker(qtbot, window, require_gl):
    """The Turn lesson: a turn that leaves the die as it lies meets the rule's reason; a turn set with the
    picker's keys is right, the box's two players reply, and the tip after it beats."""
    window.show_lessons("wuerfelmarsch", "turn")
    page = window.lesson_page
    view, controller = page.view, page.controller
    assert view.place_rect("turn") is not None and view.place_rect("hollow:116") is not None
    controller.try_move(controller.state.parse_move("125~g"))                 # as it lies: refused
    assert "must change" in view.toast.text() and page.run.step_index == 0
    play(qtbot, view, controller.state.parse_move("125~i"))                  # click, Turn, arrow keys, Enter
    qtbot.waitUntil(lambda: page.run.step_index == 1 and controller.state.to_move == 0)
    play(qtbot, view, controller.state.parse_move("026>116"))
    qtbot.waitUntil(lambda: page.run.done)
    assert "Your 6 beats Yellow" in said(page) and controller.state.beaten == [1, 0, 0]


def test_every_lit_place_is_on_its_view(qtbot):
    """Each step's marks, at its position, are places the game's view can show (`GameView.place_rect`)."""
    for course in lessons.courses():
        game_id = course.game
        for lesson in course.lessons:
            if lesson.first_game is not None:
                continue
            run = LessonRun(course, lesson)
            controller = GameController(run.session)
            controller.paused = True
            view = ui_for(game_id).make_view(controller)
            qtbot.addWidget(view)
            view.resize(900, 640)
            view.show()
            qtbot.waitExposed(view)
            while not run.done:
                for place in run.step.marks:
                    rect = view.place_rect(place)
                    assert rect is not None and QRectF(view.rect()).intersects(rect), (lesson.id, place)
                run.show_me()
                run.play_all()
            controller.shutdown()
            view.close()


def test_the_rules_panel_leads_to_the_lessons(qtbot, window, monkeypatch):
    window.show_rules("27")
    panel = window.rules_panels["27"]
    assert panel.learn.isVisible() and panel.learn.text() == "Learn to play"
    qtbot.mouseClick(panel.learn, Qt.MouseButton.LeftButton)
    assert window.on_lesson_page() and window.lesson_page.course.game == "27"
    assert not panel.isVisible()
    real = lessons.course_for       # a game without a course (every game may have one by now) offers none
    monkeypatch.setattr(lessons, "course_for", lambda gid: None if gid == "tiefstapeln" else real(gid))
    window.show_rules("tiefstapeln")
    assert not window.rules_panels["tiefstapeln"].learn.isVisible()


def test_the_first_game_gives_a_hint_and_counts_as_the_last_lesson(qtbot, window):
    window.show_lessons("27", "first-game")
    page = window.lesson_page
    controller = page.controller
    controller.ai_delay_ms = 0
    assert page.run is None and controller.gate is None
    qtbot.waitUntil(controller.human_to_act)
    qtbot.mouseClick(page.panel.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Move " in said(page), timeout=10000)      # the Hint's advice, as on the game page
    assert page.view.board.hint_move is not None
    while not controller.state.is_terminal():
        qtbot.waitUntil(lambda: controller.human_to_act() or controller.state.is_terminal(), timeout=20000)
        if not controller.state.is_terminal():
            controller.try_move(controller.state.legal_moves()[0])
    qtbot.waitUntil(lambda: LessonProgress().of("27").get("first-game") is not None
                    and LessonProgress().of("27")["first-game"].done)
    assert page.panel.next_button.isEnabled()


def test_a_lesson_in_german(qtbot, window):
    from gamebox_ui import i18n

    window.show_lessons("27", "count-and-move")
    page = window.lesson_page
    i18n.apply_language("de")
    qtbot.waitUntil(lambda: page.panel.title.text() == "Zählen, dann ziehen")
    assert page.panel.next_button.text() == "Weiter"
    assert page.panel.course.text() == "Spielen lernen · 27 · 0 von 9"
    play(qtbot, page.view, page.controller.state.parse_move("a3>c"))
    assert "Du hast 1 Turm, also zieht er genau 1 Feld: nach b." in said(page)     # the rule's reason, in German
