"""Scrabble 6×6 played on the real board: tiles dragged, clicked and typed onto fields, the live
preview and refusals in words, a blank's letter, Enter, Backspace and Esc, Exchange and Pass, the
curtain between human players (no rack of another player ever on screen: the scene and the pixels),
the coach, and undo that stops at a draw."""
from __future__ import annotations

import random

import pytest
from gamebox_ui.board.board import Board
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.games.scrabble6 import colors as C
from gamebox_ui.widgets.toast import Toast
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from gamebox.games.scrabble6.moves import Exchange, parse
from gamebox.protocol import Setup
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

pytestmark = pytest.mark.gui

# Anna draws TANNER, Ben EIORT?, then refills in order.
DRAWS = ["draw AENNRT", "draw EIORT?", "draw EHS", "draw AEL", "draw DEILMN", "draw AEGKLU"]
OPEN: list = []
THREE = ["draw AENNRT", "draw EIORT?", "draw DEILMN", "draw EHS"]


@pytest.fixture(autouse=True)
def no_animations(monkeypatch):
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)


@pytest.fixture(autouse=True)
def stop_controllers(qtbot):
    yield
    while OPEN:
        controller = OPEN.pop()
        controller.set_paused(True)     # a late result must not start the next computer turn
        controller.shutdown()
        controller.wait_for_ai()



def open_view(qtbot, players=("Anna", "Ben"), ai=(), draws=DRAWS):
    specs = [PlayerSpec(n, "ai", "search:medium") if i in ai else PlayerSpec(n) for i, n in enumerate(players)]
    record = GameRecord("scrabble6", "standard", specs, {}, 0, [])
    draws = list(draws)


    def chance(index, state):
        """The scripted draw where it fits, else a seeded one."""
        if index < len(draws) and state.why_illegal(state.parse_move(draws[index])) is None:
            return state.parse_move(draws[index])
        return state.sample_chance(random.Random(index))

    session = Session(record, random.Random(1), chance=chance)
    controller = GameController(session)
    OPEN.append(controller)
    controller.ai_delay_ms = 0
    controller.start()
    view = ui_for("scrabble6").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(1100, 720)
    view.show()
    qtbot.waitExposed(view)
    return view, controller


def settle(qtbot, controller):
    """Stop the computer players and let a result still on its way arrive while the view lives."""
    controller.set_paused(True)
    controller.shutdown()
    controller.wait_for_ai()
    qtbot.wait(30)


def lift(qtbot, view):
    assert view.curtain.isVisible()
    qtbot.mouseClick(view.curtain.button, Qt.MouseButton.LeftButton)
    assert not view.curtain.isVisible()


def drag(qtbot, board, a, b):
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=a.toPoint())
    qtbot.mouseMove(board, (a + (b - a) * 0.3).toPoint())
    qtbot.mouseMove(board, b.toPoint())
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=b.toPoint())


def slot_of(board, tile):
    return board.free_slot(tile)


def field(name: str) -> int:
    return "abcdef".index(name[0]) + 6 * (int(name[1:]) - 1)


def tile_pixels(image) -> int:
    """Pixels of an ivory tile face in a picture."""
    face = C.TILE
    count = 0
    for x in range(0, image.width(), 3):
        for y in range(0, image.height(), 3):
            c = QColor(image.pixel(x, y))
            if abs(c.red() - face.red()) < 6 and abs(c.green() - face.green()) < 6 and abs(c.blue() - face.blue()) < 6:
                count += 1
    return count


def test_the_curtain_hides_every_rack_until_its_owner_lifts_it(qtbot):
    view, c = open_view(qtbot)
    board = view.board
    assert view.curtain.isVisible() and view.status_text() == "Pass the computer to Anna"
    assert board.build_scene().rack is None
    assert tile_pixels(view.grab().toImage()) == 0          # nothing but the curtain on screen
    lift(qtbot, view)
    scene = board.build_scene()
    assert scene.rack == c.state.racks[0] == "AENNRT" and scene.rack_owner == 0
    assert tile_pixels(view.grab().toImage()) > 100          # now Anna's tiles show
    board.lay(slot_of(board, "R"), field("c3"))
    board.lay(slot_of(board, "A"), field("d3"))
    board.lay(slot_of(board, "T"), field("e3"))
    assert board.play_pending()                              # RAT
    assert view.curtain.isVisible() and view.curtain_for == 1
    assert board.build_scene().rack is None and tile_pixels(view.grab().toImage()) == 0
    assert "Ben" in view.status_text()
    lift(qtbot, view)
    assert board.build_scene().rack == c.state.racks[1]
    assert "A" not in board.build_scene().rack and c.state.racks[0] not in str(board.build_scene().__dict__)


def test_against_the_computer_there_is_no_curtain_and_only_the_humans_rack(qtbot):
    view, c = open_view(qtbot, ("Anna", "Ben", "Cleo"), ai=(1, 2), draws=THREE)
    assert not view.curtain.isVisible()
    assert view.board.build_scene().rack == c.state.racks[0]
    view.board.lay(view.board.free_slot("R"), field("c3"))
    view.board.lay(view.board.free_slot("A"), field("d3"))
    view.board.lay(view.board.free_slot("T"), field("e3"))
    view.board.play_pending()
    qtbot.waitUntil(lambda: c.state.to_move == 0 and c.state.phase == "move" and not c.busy, timeout=20000)
    scene = view.board.build_scene()
    assert scene.rack == c.state.racks[0]
    assert all(p.tiles == len(c.state.racks[p.seat]) for p in scene.players)
    settle(qtbot, c)


def test_drag_preview_and_enter(qtbot):
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    for letter, name in (("T", "b2"), ("A", "c2"), ("N", "d2"), ("N", "e2"), ("E", "f2")):
        drag(qtbot, board, board.slot_point(board.free_slot(letter)), board.field_point(field(name)))
    assert board.pending == {field("b2"): "T", field("c2"): "A", field("d2"): "N", field("e2"): "N", field("f2"): "E"}
    assert board.preview_reason is None and board.preview_points == 5
    assert view.status_text().startswith("5 points")
    assert [w.text for w in board.preview_words] == ["TANNE"]
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert str(c.session.history[-2].move) == "b2r TANNE"
    assert c.state.scores() == [5.0, 0.0]


def test_refusals_explain_themselves_before_and_after_enter(qtbot):
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    board.lay(board.free_slot("T"), field("a1"))
    board.lay(board.free_slot("A"), field("c2"))
    assert board.preview_reason == "The tiles must lie in one line: a row, a column or a diagonal."
    assert view.status_text() == board.preview_reason
    assert not board.buttons["play"].isEnabled()
    messages = []
    c.refused.connect(messages.append)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert messages == ["The tiles must lie in one line: a row, a column or a diagonal."]
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.pending == {}
    board.lay(board.free_slot("T"), field("a1"))
    board.lay(board.free_slot("R"), field("b1"))
    assert board.preview_reason == "TR is not a word."


def test_click_click_typing_backspace_and_esc(qtbot):
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.slot_point(board.free_slot("R")).toPoint())
    assert board.selected is not None
    assert board.build_scene().legal                       # where an R may go lights up
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point(field("a4")).toPoint())
    assert board.pending == {field("a4"): "R"}
    qtbot.keyClick(board, Qt.Key.Key_Backspace)
    assert board.pending == {}
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point(field("b5")).toPoint())
    assert board.cursor == field("b5")
    for key in "TANNE":
        qtbot.keyClicks(board, key)
    assert board.pending_move() == parse("b5r TANNE")
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.pending == {} and board.cursor == field("b5")   # back where the word began
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Tab)                # typing downward now
    qtbot.keyClicks(board, "RAT")
    assert board.pending_move() == parse("b4d RAT")


def test_a_blank_asks_for_its_letter(qtbot):
    view, c = open_view(qtbot, draws=["draw AENNRT", "draw EIORT?", "draw EHS", "draw AEL"])
    lift(qtbot, view)
    board = view.board
    board.lay(board.free_slot("R"), field("c3"))
    board.lay(board.free_slot("A"), field("d3"))
    board.lay(board.free_slot("T"), field("e3"))
    board.play_pending()
    lift(qtbot, view)
    drag(qtbot, board, board.slot_point(board.free_slot("?")), board.field_point(field("e2")))
    assert board.picker_field == field("e2") and board.build_scene().picker
    assert "blank" in view.status_text()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.picker_point("O").toPoint())
    assert board.pending == {field("e2"): "o"}
    board.lay(board.free_slot("R"), field("e1"))
    assert board.pending_move() == parse("e1d Ro")        # ROT down to Anna's T
    assert board.preview_reason is None and board.preview_points == 2 + 2   # ROT down, TOR up; a blank scores 0
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.state.stacks[field("e2")] == "o"


def test_exchange_and_pass_buttons_and_undo_stops_at_the_draw(qtbot):
    view, c = open_view(qtbot)
    question = view.board.question
    lift(qtbot, view)
    qtbot.mouseClick(view.board.buttons["exchange"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(question.yes_button, Qt.MouseButton.LeftButton)
    assert isinstance(c.session.history[-2].move, Exchange)
    assert c.session.is_chance_move(c.session.ply - 1) and not c.can_undo()
    lift(qtbot, view)
    qtbot.mouseClick(view.board.buttons["pass"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(question.yes_button, Qt.MouseButton.LeftButton)
    assert str(c.session.history[-1].move) == "pass" and c.can_undo()
    assert c.undo() and c.state.to_move == 1


def test_pass_and_exchange_ask_first_and_say_when_a_pass_ends_the_game(qtbot):
    """Issue 35: a turn given away is a costly act: Pass and Exchange ask; No (or Esc) takes nothing; the
    pass that completes a round of passes says that it ends the game."""
    view, c = open_view(qtbot)
    board, question = view.board, view.board.question
    lift(qtbot, view)
    ply = c.session.ply
    qtbot.mouseClick(board.buttons["pass"], Qt.MouseButton.LeftButton)
    assert question.asking() and c.session.ply == ply
    assert question.text.text() == "You score nothing this turn."
    qtbot.mouseClick(question.no_button, Qt.MouseButton.LeftButton)
    assert not question.asking() and c.session.ply == ply
    qtbot.mouseClick(board.buttons["exchange"], Qt.MouseButton.LeftButton)
    assert question.asking() and "bag" in question.text.text()
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    assert not question.asking() and c.session.ply == ply
    qtbot.mouseClick(board.buttons["pass"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(question.yes_button, Qt.MouseButton.LeftButton)
    assert str(c.session.history[-1].move) == "pass"
    lift(qtbot, view)
    qtbot.mouseClick(board.buttons["pass"], Qt.MouseButton.LeftButton)       # Ben's pass would end it
    assert "ends the game" in question.text.text() and not c.state.is_terminal()
    qtbot.mouseClick(question.yes_button, Qt.MouseButton.LeftButton)
    assert c.state.is_terminal()


def test_the_setting_turns_the_question_off_and_dont_ask_again_too(qtbot):
    from gamebox_ui import settings

    view, c = open_view(qtbot)
    board, question = view.board, view.board.question
    lift(qtbot, view)
    settings.set_confirm_costly(False)
    try:
        qtbot.mouseClick(board.buttons["pass"], Qt.MouseButton.LeftButton)       # asked no more
        assert not question.asking() and str(c.session.history[-1].move) == "pass"
        settings.set_confirm_costly(True)
        lift(qtbot, view)
        qtbot.mouseClick(board.buttons["exchange"], Qt.MouseButton.LeftButton)
        question.never.setChecked(True)
        qtbot.mouseClick(question.yes_button, Qt.MouseButton.LeftButton)
        assert isinstance(c.session.history[-2].move, Exchange) and not settings.confirm_costly()
    finally:
        settings.set_confirm_costly(True)


def test_the_coach_shows_the_best_three_moves_to_their_player_only(qtbot):
    view, c = open_view(qtbot, ("Anna", "Ben", "Cleo"), ai=(1, 2), draws=THREE)
    board = view.board
    board.lay(board.free_slot("R"), field("c3"))
    board.lay(board.free_slot("A"), field("d3"))
    board.lay(board.free_slot("T"), field("e3"))
    board.play_pending()
    qtbot.waitUntil(lambda: bool(board.coach_lines), timeout=20000)
    assert len(board.coach_lines) == 3 and "points" in board.coach_lines[0]
    words = [line.split(". ", 1)[1] for line in board.coach_lines]
    assert len(set(words)) == 3, board.coach_lines           # one line per distinct play, not TANNE thrice
    scored_now = int(c.state.scores()[0])
    assert (f"you scored {scored_now})" in board.coach_title
            or f"you found the best move ({scored_now} points)" in board.coach_title)
    settle(qtbot, c)


def test_hot_seat_coach_waits_behind_the_curtain(qtbot):
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    board.lay(board.free_slot("R"), field("c3"))
    board.lay(board.free_slot("A"), field("d3"))
    board.lay(board.free_slot("T"), field("e3"))
    board.play_pending()
    qtbot.waitUntil(lambda: 0 in view.coach, timeout=20000)
    lift(qtbot, view)                                      # Ben: he sees nothing of Anna's coach
    assert board.viewer == 1 and not board.coach_lines


def test_settings_take_a_word_list_and_refuse_a_bad_file(window, answer_modal, tmp_path):
    from gamebox_ui.games.scrabble6.word_lists import add_own_words

    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    answer = answer_modal("OK")
    assert add_own_words(window, bad) is False
    assert answer.answered and "not UTF-8" in " ".join(answer.texts)
    good = tmp_path / "words.txt"
    good.write_text("Quokka\nstraße\n42\n", encoding="utf-8")
    answer = answer_modal("OK")
    assert add_own_words(window, good) is True
    assert "2 words" in answer.texts[0] and "1 line was" in answer.texts[1]
    from gamebox.games.scrabble6 import own_words

    assert own_words.load() == {"QUOKKA", "STRASSE"}


def test_a_new_hot_seat_game_shows_its_curtain_at_once(window, qtbot):
    """The window's next game is on screen the moment it starts, curtain and all: a player's first
    click (before any event is processed) meets the curtain, not a hidden view; and the curtain covers
    the whole view once it is laid out (it was a strip of 100x30 pixels at the top left)."""
    for game in range(2):
        names = [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo", "Dana")[:2 + 2 * game]]
        window.start_record(GameRecord("scrabble6", "standard", names, {}, 0, []))
        view = window.game_page.view
        assert view.isVisible() and view.curtain.isVisible(), f"game {game + 1}"
        qtbot.waitUntil(lambda v=view: v.width() > 300)
        qtbot.waitUntil(lambda v=view: v.curtain.geometry() == v.rect())


def test_a_hot_seat_game_resumed_before_the_window_shows_is_covered_whole(window, qtbot):
    """A game started while the window is not on screen yet (the start's resume) keeps its curtain over
    the whole view once the window shows (it stayed a strip of 100x30 pixels at the top left)."""
    window.hide()
    names = [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo", "Dana")]
    window.start_record(GameRecord("scrabble6", "standard", names, {}, 0, []))
    window.show()
    view = window.game_page.view
    qtbot.waitUntil(lambda: view.isVisible() and view.width() > 300)
    qtbot.waitUntil(lambda: view.curtain.isVisible() and view.curtain.geometry() == view.rect())


def test_a_draw_is_silent_and_tiles_land_or_knock():
    from gamebox.games.scrabble6.state import Rules, ScrabbleState
    from gamebox.session import Change
    from gamebox_ui.games.scrabble6.sounds import sounds
    from gamebox_ui.sound import cues_for

    state = ScrabbleState.from_rows(["TANNE.", *["......"] * 5], Rules(2), ("TREXXX", "AEIOUN"))
    rng = random.Random(1)
    draw_state = state.clone()
    draw_state.phase, draw_state.draw_for = "draw", 0
    draw = draw_state.sample_chance(rng)
    after = draw_state.clone()
    after.apply(draw)
    assert cues_for(Change("move", draw, str(draw), 1, draw_state, after), [0], sounds) == []
    move = parse("d1r T.R")         # T covers the N, R lands on the empty f1
    after = state.clone()
    after.apply(move)
    cues = sounds(Change("move", move, str(move), 1, state, after))
    assert [c.event for c in cues] == ["capture", "place"] and cues[1].delay_ms > cues[0].delay_ms


def test_the_side_panels_word_check_answers_as_you_type_and_keeps_its_keys(qtbot):
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    box = board.word_check
    assert box.isVisible() and board.board_layout.info.bottom() <= box.geometry().top()
    board.lay(board.free_slot("T"), field("b2"))
    board.setFocus()
    qtbot.keyClicks(board, "/")                              # "/" on the board goes to the box
    assert board.window().focusWidget() is box.edit          # (the window's focus, active or not)
    qtbot.keyClicks(box.edit, "Anna")
    assert box.counts is False and box.result.text() == "ANNA does not count: a name, and names are no words here."
    assert board.pending == {field("b2"): "T"}               # letters went into the box, not onto the board
    qtbot.keyClick(box.edit, Qt.Key.Key_Return)              # Enter checks; it plays nothing
    assert board.pending == {field("b2"): "T"} and c.session.ply == 2
    box.edit.clear()
    qtbot.keyClicks(box.edit, "Sonne")
    assert box.counts is True and "SONNE counts" in box.result.text()
    qtbot.keyClick(box.edit, Qt.Key.Key_Escape)              # Esc empties it and hands the keys back
    assert box.edit.text() == "" and box.result.text() == "" and board.pending == {field("b2"): "T"}
    assert board.window().focusWidget() is board


def test_the_rules_panel_checks_words_in_both_languages(qtbot):
    from gamebox_ui.rules_panel import RulesPanel

    from gamebox.games.scrabble6 import own_words
    from gamebox.registry import get

    own_words.save_struck(frozenset({"TANNE"}))
    panel = RulesPanel(get("scrabble6"))
    qtbot.addWidget(panel)
    panel.show()
    box = panel.tool.word_check
    qtbot.keyClicks(box.edit, "Tanne")
    assert box.counts is False and "struck it" in box.result.text()
    box.edit.clear()
    qtbot.keyClicks(box.edit, "cats")
    assert box.counts is False
    box.language.setCurrentIndex(box.language.findData("en"))
    assert box.counts is True and box.result.text() == "CATS counts: it is in the English word list."


def test_settings_strike_words_that_a_game_with_own_words_then_refuses(window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog

    from gamebox.games.scrabble6 import own_words
    from gamebox.registry import get

    own_words.save_struck(frozenset({"ROT"}))
    seen = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QInputDialog):
            timer.stop()
            seen.append(dialog.textValue())
            dialog.setTextValue("Tanne\nsonne\n42")
            dialog.accept()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    window.settings_menu.aboutToShow.emit()              # Scrabble's entries come from its UI's hook
    struck = next(a for a in window.settings_menu.actions() if a.objectName() == "actStruckWords")
    assert struck.text() == "Stru&ck words for Scrabble…"
    struck.trigger()
    assert seen == ["ROT"] and own_words.load_struck() == {"TANNE", "SONNE"}
    game = get("scrabble6")
    state = game.new_state(Setup("standard", 2, game.settle_options({"language": "de+own"}), 0))
    assert "TANNE" not in state.lexicon and "TANNE" in game.new_state(Setup("standard", 2, {}, 0)).lexicon


def test_typing_a_word_across_a_letter_steps_over_it(qtbot):
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    board.cursor = field("b2")
    qtbot.keyClicks(board, "TANNE")
    qtbot.keyClick(board, Qt.Key.Key_Return)                # Anna: TANNE on row 2
    lift(qtbot, view)
    board.cursor = field("c1")
    qtbot.keyClick(board, Qt.Key.Key_Tab)                   # typing downward
    qtbot.keyClicks(board, "RAT")                           # R, then across the A of TANNE, then T
    assert board.pending == {field("c1"): "R", field("c3"): "T"}
    assert board.pending_move() == parse("c1d R.T") and board.preview_reason is None


def test_tiles_beside_a_letter_are_refused_for_the_word_they_make(qtbot):
    """U and D under the E of TANNE make EUD: not a word (though DU among the new tiles would be)."""
    view, c = open_view(qtbot, draws=["draw AENNRT", "draw DEIOU?", "draw EHS", "draw AEL"])
    lift(qtbot, view)
    board = view.board
    board.cursor = field("b2")
    qtbot.keyClicks(board, "TANNE")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    lift(qtbot, view)
    drag(qtbot, board, board.slot_point(board.free_slot("U")), board.field_point(field("f3")))
    drag(qtbot, board, board.slot_point(board.free_slot("D")), board.field_point(field("f4")))
    assert board.preview_reason == "EUD is not a word." and view.status_text() == "EUD is not a word."


def test_a_pending_tile_is_picked_up_again_moved_or_dropped_back_on_the_rack(qtbot):
    """The kit's drag and drop: a tile of this turn dragged to another field keeps its letter (a blank
    too), dragged onto the rack goes back to it, dropped on another pending tile is refused with why."""
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    drag(qtbot, board, board.slot_point(board.free_slot("T")), board.field_point(field("a2")))
    drag(qtbot, board, board.slot_point(board.free_slot("A")), board.field_point(field("c2")))
    drag(qtbot, board, board.field_point(field("a2")), board.field_point(field("b2")))
    assert board.pending == {field("c2"): "A", field("b2"): "T"} and c.session.ply == 2
    assert board.pending_move() == parse("b2r TA")
    messages = []
    board.message.connect(messages.append)
    drag(qtbot, board, board.slot_point(board.free_slot("N")), board.field_point(field("b2")))
    assert messages == ["A tile of this turn lies there already: click it to take it back."]
    assert board.pending == {field("c2"): "A", field("b2"): "T"} and board.free_slot("N") is not None
    drag(qtbot, board, board.field_point(field("c2")), board.slot_point(0))
    assert board.pending == {field("b2"): "T"} and board.free_slot("A") is not None
    assert board.build_scene().held is None


def test_a_click_on_the_board_or_the_rack_while_another_moves_says_why(qtbot):
    """As beside a computer that is thinking: the rack on screen is not the one to move, and a click says so."""
    view, c = open_view(qtbot)
    lift(qtbot, view)
    board = view.board
    board.set_viewer(1)                          # Ben's rack on screen while Anna is to move
    said = []
    board.message.connect(said.append)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point(field("c3")).toPoint())
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.slot_point(0).toPoint())
    assert said == ["Wait for your turn.", "Wait for your turn."] and board.pending == {}
