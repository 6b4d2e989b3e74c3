"""Ponga played on the real board: the Roll button and Space, clicks on lit fields, keys, refusals
with the model's reason, forced fields, captures, a player going out, a completed line, the score
screen, undo that stops at the roll, autosave and resume, a match's rounds, and computer seats."""
from __future__ import annotations

import random

import pytest
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.board import marks as mk
from gamebox_ui.games.ponga import scene as sc
from gamebox_ui.games.ponga.board import PongaBoard
from gamebox_ui.widgets.toast import ERROR, INFO
from pointer import hover
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from gamebox.games.ponga.board import field
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

pytestmark = pytest.mark.gui

# A whole two-player round (Anna, Ben), every roll fixed. Anna fills row 1; Ben is forced twice,
# captures a tower, and goes out when 4 and 5 name only his own fields; then Anna completes the row.
ROLLS = ["d12", "d12", "d13", "d13", "d13", "d13", "d14", "d45", "d15", "d45", "d16", "d45", "d11"]
ROW_1 = tuple(field(1, c) for c in range(1, 7))


@pytest.fixture(autouse=True)
def no_animations():
    PongaBoard.animations_enabled = False
    yield
    PongaBoard.animations_enabled = True


def scripted(rolls):
    """The session's chance: the given rolls in order."""
    return lambda index, state: state.parse_move(rolls[index])


def open_view(qtbot, rolls=(), names=("Anna", "Ben"), moves=(), options=None):
    record = GameRecord("ponga", "standard", [PlayerSpec(n) for n in names], dict(options or {}), 0, list(moves))
    controller = GameController(Session(record, random.Random(1), chance=scripted(list(rolls))))
    controller.ai_delay_ms = 0
    controller.start()
    view = ui_for("ponga").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(1100, 700)
    view.show()
    qtbot.waitExposed(view)
    return view, controller


def click(qtbot, view, name: str) -> None:
    qtbot.mouseClick(view.board, Qt.MouseButton.LeftButton, pos=view.board.field_point(name))


def tower(c, name: str) -> tuple[int, ...]:
    return c.state.towers[field(int(name[0]), int(name[1]))]


# -- a whole game by mouse and keys ---------------------------------------------------------------
def test_a_whole_two_player_round_to_the_score_screen(qtbot, window):
    from gamebox_ui.score_dialog import ScoreDialog

    c = window.start_record(GameRecord("ponga", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []))
    c.session.chance = scripted(ROLLS)
    view = window.game_page.view
    board = view.board
    assert view.status_text() == "Roll the dice (Space)" and view.roll_button.isEnabled()

    # 1. Anna rolls with the button: 12 and 21 are both free, both light up; she takes 12.
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    assert c.record.moves == ["d12"] and board.highlighted == {"12", "21"}
    assert not view.roll_button.isEnabled()
    assert view.status_text().startswith("Rolled 1 and 2: place on 12 or 21")
    hover(qtbot, board, board.field_point("21"))             # hover: the ghost stone
    assert board.hover_field == field(2, 1) and board.build_scene().marks[field(2, 1)] == mk.HOVER
    click(qtbot, view, "12")
    assert tower(c, "12") == (0,)

    # 2. Ben rolls with Space: 12 is taken, so only 21. A click on 12 is refused with the reason.
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert c.record.moves[-1] == "d12" and board.highlighted == {"21"}
    assert "21 is free, so your stone must go there" in view.status_text()
    assert board.build_scene().marks == {field(1, 2): sc.BLOCKED, field(2, 1): mk.LEGAL}
    click(qtbot, view, "12")
    assert view.toast.isVisible() and view.toast.kind == ERROR
    assert view.toast.text() == "Field 21 is free: you must place there."
    assert c.record.moves[-1] == "d12"                              # nothing was played
    qtbot.keyClick(board, Qt.Key.Key_Return)                        # Enter: the only field
    assert tower(c, "21") == (1,)

    for target in ("13", "31"):
        qtbot.keyClick(board, Qt.Key.Key_Space)
        click(qtbot, view, target)
    # 5. Anna rolls 1 and 3 again: 13 is her own, so she must capture Ben's 31; she types 3, 1.
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert board.highlighted == {"31"} and "13 is your own, so only 31 is possible" in view.status_text()
    qtbot.keyClicks(board, "3")
    assert board.typed == "3" and "Row 3: now type the column" in view.status_text()
    qtbot.keyClicks(board, "1")
    assert tower(c, "31") == (1, 0) and c.state.top(field(3, 1)) == 0
    # 6. Ben rolls 1 and 3: both are Anna's; he captures the tower of two, which is now three high.
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert board.highlighted == {"13", "31"}
    click(qtbot, view, "31")
    assert tower(c, "31") == (1, 0, 1) and c.state.stones_topped() == [2, 4]

    for target in ("14", "45", "15", "54", "16"):
        qtbot.keyClick(board, Qt.Key.Key_Space)
        click(qtbot, view, target)
    assert [c.state.top(f) for f in ROW_1] == [None, 0, 0, 0, 0, 0]

    # 12. Ben rolls 4 and 5: both fields are his own. He is out; his stones stay.
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert c.state.is_out(1) and c.state.to_move == 0 and c.record.moves[-1] == "d45"
    assert view.toast.kind == ERROR
    assert view.toast.text() == "Ben rolled 4 and 5: 45 and 54 are both his own — out!"
    scene = board.build_scene()
    assert scene.marks == {field(4, 5): sc.OUT, field(5, 4): sc.OUT}
    assert [(p.name, p.out) for p in scene.players] == [("Anna", False), ("Ben", True)]
    assert view.status_text() == "Ben is out. Roll the dice (Space)"
    assert window.game_page.move_log.current_row_text() == "12. Ben rolls 4 and 5 and is out"
    assert "d45 out" in window.game_page.move_log.tip(window.game_page.move_log.row_count() - 1)
    card = window.game_page.player_cards[1]
    assert card.detail.text().endswith("· out") and card.name.font().strikeOut()
    assert tower(c, "45") == (1,)                                   # his stones stay

    # 13. Anna alone: a double 1 names only 11, and it completes row 1.
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert view.status_text() == "Rolled a double 1: only field 11 — click it or press Enter"
    click(qtbot, view, "11")
    assert c.state.is_terminal() and c.state.scores() == [12.0, 0.0]
    assert view.status_text() == "Game over — Anna wins with 12."
    scene = board.build_scene()
    assert scene.line == ROW_1 and scene.line_label == "row 1 ×1"
    assert scene.banner == "Anna completes row 1 ×1: 12 stones → 12 points" and scene.banner_kind == "line"
    assert view.toast.text() == scene.banner
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert isinstance(dialog, ScoreDialog) and dialog.headline_label.text() == "Anna wins!"
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Round 1", "row 1 ×1: all 12 stones", "lost to a line", "12"} <= texts


def test_clicks_before_the_roll_and_wrong_keys_are_refused_with_a_reason(qtbot):
    view, c = open_view(qtbot, ["d25"])
    refused = []
    c.refused.connect(refused.append)
    click(qtbot, view, "25")
    assert refused == ["Roll the dice first."] and view.toast.text() == "Roll the dice first."
    qtbot.keyClicks(view.board, "7")
    assert view.toast.kind == INFO and "two digits 1 to 6" in view.toast.text()
    qtbot.keyClick(view.board, Qt.Key.Key_Space)
    click(qtbot, view, "33")                                        # not a field the dice name
    assert refused[-1] == "The dice show 2 and 5: place on 25 or 52."
    qtbot.keyClick(view.board, Qt.Key.Key_Return)                   # two fields: Enter asks which
    assert "Two fields are possible: 25 or 52" in view.toast.text() and c.record.moves == ["d25"]
    qtbot.keyClicks(view.board, "52")
    assert c.record.moves == ["d25", "52"] and tower(c, "52") == (0,)


def test_a_click_on_the_dice_rolls_and_the_roll_is_shown_on_them(qtbot):
    view, c = open_view(qtbot, ["d36"])
    board = view.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.board_layout.dice.center().toPoint())
    assert c.record.moves == ["d36"] and board.build_scene().dice.values == (3, 6)
    assert board.highlighted == {"36", "63"}


def test_the_dice_tumble_before_the_fields_light_up(qtbot):
    view, _c = open_view(qtbot, ["d24"])
    board = view.board
    board.animations_enabled = True                                  # this board animates
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert board.tumbling() and board.build_scene().marks == {}      # still rolling: nothing lit
    assert board.build_scene().dice.rolling is not None
    qtbot.waitUntil(lambda: not board.tumbling())
    assert board.build_scene().marks == {field(2, 4): mk.LEGAL, field(4, 2): mk.LEGAL}


# -- undo, autosave, resume ------------------------------------------------------------------------
def test_undo_takes_back_the_stone_but_never_the_roll(qtbot, window):
    c = window.start_record(GameRecord("ponga", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []))
    c.session.chance = scripted(["d25", "d13", "d44"])
    board = window.game_page.view.board
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert not c.can_undo() and not window.game_page.undo_button.isEnabled()   # a seen roll stays
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point("25"))
    assert c.can_undo() and window.game_page.undo_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.record.moves == ["d25"] and c.state.phase == "place"
    assert board.highlighted == {"25", "52"}                         # the same roll, to place again
    assert not c.can_undo()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.record.moves == ["d25"]                                 # stopped at the roll
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point("52"))
    assert c.record.moves == ["d25", "52"]


def test_autosave_after_every_move_and_resume_in_a_new_window(qtbot, window, answer_modal):
    from gamebox_ui.main_window import MainWindow

    from gamebox.storage import autosave_path, load_record

    record = GameRecord("ponga", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")], {"rounds": "3"}, 0, [])
    c = window.start_record(record)
    c.session.chance = scripted(["d12", "d34", "d12"])
    board = window.game_page.view.board
    for target in ("21", "43"):
        qtbot.keyClick(board, Qt.Key.Key_Space)
        assert load_record(autosave_path()).moves == c.record.moves  # the roll is saved at once
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point(target))
        assert load_record(autosave_path()).moves == c.record.moves
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert load_record(autosave_path()).moves == ["d12", "21", "d34", "43", "d12"]
    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    answer_modal("Resume")
    assert second.offer_resume() == "resumed"
    resumed = second.controller
    assert resumed.state == c.state and resumed.record.options == {"rounds": "3"}
    again = second.game_page.view.board
    assert again.highlighted == {"12"}                               # 21 is Anna's: Cleo must take 12
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton, pos=again.field_point("12"))
    assert resumed.record.moves[-1] == "12" and resumed.state.top(field(1, 2)) == 2
    assert again.build_scene().round_text == "Round 1 of 3"


# -- a match ---------------------------------------------------------------------------------------
def _first_round_record_moves(seed: int = 3) -> list[str]:
    """A two-player match played at random up to the first roll of round 2."""
    from gamebox.protocol import CHANCE

    rng = random.Random(seed)
    record = GameRecord("ponga", "standard", [PlayerSpec("A"), PlayerSpec("B")], {"rounds": "3"}, 0, [])
    state = record.new_state()
    moves: list[str] = []
    while state.round == 1:
        move = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state.apply(move)
    return moves


def test_a_match_shows_the_round_and_the_totals_and_keeps_the_last_board_until_the_next_roll(qtbot):
    moves = _first_round_record_moves()
    view, c = open_view(qtbot, ["d11"] * 200, moves=moves, options={"rounds": "3"})
    state = c.state
    assert state.round == 2 and state.stones() == 0 and state.to_move == 1    # Ben starts round 2
    scene = view.board.build_scene()
    result = state.results[0]
    assert scene.round_text == "Round 2 of 3" and scene.match
    assert scene.towers == list(result.towers)                      # the last board of round 1
    assert [p.total for p in scene.players] == state.banked == list(result.scores)
    assert not any(p.out for p in scene.players) and scene.players[1].active   # all back in; Ben to roll
    assert scene.banner.startswith(("Round 1 over", "A completes", "B completes"))
    assert view.status_text().startswith(scene.banner)
    assert not c.can_undo()
    qtbot.keyClick(view.board, Qt.Key.Key_Space)                     # round 2's first roll: a clear board
    scene = view.board.build_scene()
    assert scene.banner == "" and sum(map(len, scene.towers)) == 0 and scene.marks == {field(1, 1): mk.LEGAL}


# -- computer seats ---------------------------------------------------------------------------------
def test_four_players_two_of_them_computers_play_a_whole_round(qtbot, window):
    from gamebox_ui.score_dialog import ScoreDialog

    players = [PlayerSpec("Anna"), PlayerSpec("Bot", "ai", "greedy"), PlayerSpec("Cleo"),
               PlayerSpec("Dora", "ai", "search:easy")]
    c = window.start_record(GameRecord("ponga", "standard", players, {}, 0, []))
    c.session.rng = random.Random(11)
    c.ai_delay_ms = 0
    view = window.game_page.view
    board = view.board
    human_places = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: c.state.is_terminal() or c.human_to_act(), timeout=30000)
        if c.state.is_terminal():
            break
        if c.state.phase == "roll":
            qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point(min(board.highlighted)))
            human_places += 1
    assert c.state.is_terminal() and human_places > 0
    places_by = {seat: 0 for seat in range(4)}
    session = c.session
    for ply, text in enumerate(c.record.moves):
        before = session.state_at(ply)
        if not session.is_chance_move(ply):
            places_by[before.to_move] += 1
    assert places_by[1] > 0 and places_by[3] > 0                     # the computers placed stones
    assert len(c.state.results[0].out) >= 3 or c.state.results[0].line is not None
    qtbot.waitUntil(lambda: any(isinstance(w, ScoreDialog) and w.isVisible() for w in QApplication.topLevelWidgets()))
    final = board.build_scene()                                      # the out players stay marked
    assert {p.seat for p in final.players if p.out} == set(c.state.results[0].out)
    assert "Game over — " in view.status_text()


def test_the_board_speaks_german(qtbot):
    from gamebox_ui import i18n

    from gamebox import i18n as model_i18n

    i18n.apply_language("de")
    model_i18n.set_language("de")
    view, c = open_view(qtbot, ["d25", "d25"])
    assert view.status_text() == "Würfle (Leertaste)" and view.roll_button.text() == "Würfeln"
    qtbot.keyClick(view.board, Qt.Key.Key_Space)
    assert view.status_text().startswith("2 und 5 gewürfelt: setze auf 25 oder 52")
    click(qtbot, view, "33")
    assert view.toast.text() == "Die Würfel zeigen 2 und 5: setze auf 25 oder 52."
    assert view.board.build_scene().players[0].name == "Anna"
    assert c.record.moves == ["d25"]
