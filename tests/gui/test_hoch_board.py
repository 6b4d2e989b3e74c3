"""The Hoch und höher board driven like a person would: real mouse drags, clicks and keys."""
from __future__ import annotations

import random

import pytest
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.games.hoch.painter import render
from pointer import hover
from PySide6.QtCore import QPoint, Qt

from gamebox.games.hoch.moves import Place, Stack
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

pytestmark = pytest.mark.gui


def open_view(qtbot, variant="solo", names=("Anna",), moves=(), first_player=0, seed=1):
    record = GameRecord("hoch", variant, [PlayerSpec(n) for n in names], first_player=first_player,
                        moves=list(moves))
    controller = GameController(Session(record, random.Random(seed)))
    controller.ai_delay_ms = 0
    view = ui_for("hoch").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.board.setFocus()
    return view, controller


def drag(qtbot, board, start: QPoint, end: QPoint, steps: int = 6, release: bool = True) -> None:
    """Press, move in steps, release: what a hand on the mouse does."""
    qtbot.mousePress(board, Qt.LeftButton, pos=start)
    for k in range(1, steps + 1):
        qtbot.mouseMove(board, start + (end - start) * (k / steps))
    if release:
        qtbot.mouseRelease(board, Qt.LeftButton, pos=end)


def source_point(board, move) -> QPoint:
    if isinstance(move, Place):
        return board.pawn_supply_center(move.pawn)
    return board.tower_center(move.source)


def target_of(move) -> int:
    return move.tower if isinstance(move, Place) else move.target


def drag_move(qtbot, board, move) -> None:
    drag(qtbot, board, source_point(board, move), board.top_of_tower(target_of(move)))


def play_to_the_end(qtbot, view, controller, rng: random.Random) -> int:
    """Roll (Space or the button, by turns) and drag a random legal move until the game ends."""
    board, record = view.board, controller.record
    drags = 0
    while not controller.state.is_terminal():
        state = controller.state
        before = len(record.moves)
        if state.is_chance():
            if before % 2:
                qtbot.keyClick(board, Qt.Key_Space)
            else:
                qtbot.mouseClick(view.roll_button, Qt.LeftButton)
            assert len(record.moves) == before + 1 and record.moves[-1].startswith("d")
            continue
        move = rng.choice(state.legal_moves())
        heights = list(state.heights)
        drag_move(qtbot, board, move)
        assert record.moves[before:] == [str(move)], f"the drag of {move} did not play it"
        now = controller.state
        if isinstance(move, Stack):
            assert now.heights[move.target] == heights[move.target] + heights[move.source]
            assert now.heights[move.source] == 0
        else:
            assert now.pawn_tower[move.pawn] == move.tower
        drags += 1
    return drags


def test_whole_solo_game_by_mouse(qtbot):
    view, controller = open_view(qtbot, "solo", ("Anna",), seed=5)
    with qtbot.waitSignal(controller.finished, timeout=60000):
        drags = play_to_the_end(qtbot, view, controller, random.Random(4))
    assert drags >= 8
    state = controller.state
    assert state.is_terminal()
    assert controller.record.replay() == state
    if state.last_roll is not None:
        expected = f"Game over — a {state.last_roll} was rolled and no move is possible"
    else:   # the last move left no number that allows a move
        expected = "Game over — no roll allows a move any more"
    assert view.status_text().startswith(expected)
    assert f"{int(state.scores()[0])} points" in view.status_text()


def test_whole_duel_by_two_humans(qtbot):
    view, controller = open_view(qtbot, "duel", ("Anna", "Ben"), first_player=None, seed=6)
    controller.start()    # the die decides who starts
    qtbot.waitUntil(lambda: controller.state.phase != "start", timeout=5000)
    assert controller.record.moves[0] in ("s1", "s2")
    assert "begins" in view.toast.text()
    with qtbot.waitSignal(controller.finished, timeout=60000):
        drags = play_to_the_end(qtbot, view, controller, random.Random(8))
    assert drags >= 8
    assert controller.record.replay() == controller.state
    placed_by = {p: controller.state.pawn_tower[p] >= 0 for p in range(4)}
    assert any(placed_by.values())


def test_against_the_ai_its_moves_and_rolls_animate(qtbot):
    view, controller = open_view(qtbot, "duel", ("Anna", "Bot"), seed=6)
    controller.record.players[1] = PlayerSpec("Bot", "ai", "random")
    board, record = view.board, controller.record
    seen = []   # (move, a piece was flying, the die was tumbling) right after each AI change

    def watch(change):
        if change.kind == "move" and controller.session.state_at(change.ply - 1).acting_player() == 1:
            seen.append((change.text, bool(board.flights()), view.die.is_rolling()))
    controller.changed.connect(watch)
    rng = random.Random(2)
    while not controller.state.is_terminal():
        if controller.state.acting_player() == 1:
            controller.start()    # let the AI roll and move
            qtbot.waitUntil(lambda: controller.state.is_terminal() or controller.state.acting_player() == 0,
                            timeout=10000)
            continue
        before = len(record.moves)
        if controller.state.is_chance():
            qtbot.keyClick(board, Qt.Key_Space)
        else:
            drag_move(qtbot, board, rng.choice(controller.state.legal_moves()))
        assert len(record.moves) == before + 1
    controller.wait_for_ai()
    ai_moves = [entry for entry in seen if not entry[0].startswith("d")]
    ai_rolls = [entry for entry in seen if entry[0].startswith("d")]
    assert ai_moves and ai_rolls
    assert all(flying for _move, flying, _die in ai_moves)
    assert all(tumbling for _move, _flying, tumbling in ai_rolls)
    assert record.replay() == controller.state


def test_without_animations_everything_is_instant(qtbot, monkeypatch):
    from gamebox_ui.games.hoch.board import HochBoard
    from gamebox_ui.widgets.dice import DieWidget

    monkeypatch.setattr(HochBoard, "animations_enabled", False)
    monkeypatch.setattr(DieWidget, "animations_enabled", False)
    view, controller = open_view(qtbot)
    qtbot.keyClick(view.board, Qt.Key_Space)
    assert not view.die.is_rolling() and view.die.value() == controller.state.roll
    drag_move(qtbot, view.board, controller.state.legal_moves()[0])
    assert view.board.flights() == []


def test_illegal_drop_is_refused_with_the_reason(qtbot):
    # A 6 is rolled, blue goes onto a, another 6 is rolled.
    view, controller = open_view(qtbot, moves=["d6", "B@a", "d6"])
    board, state = view.board, controller.state
    before = list(controller.record.moves)
    key = state.key()

    drag(qtbot, board, board.tower_center(2), board.top_of_tower(5))      # c is 5 high
    assert view.toast.isVisible()
    assert view.toast.text() == "You rolled 6; this tower is 5 high."

    drag(qtbot, board, board.pawn_supply_center(1), board.top_of_tower(0))  # brown onto blue's tower
    assert view.toast.text() == "This tower carries a pawn."

    drag(qtbot, board, board.tower_center(1), board.top_of_tower(0))      # b onto blue's tower
    assert view.toast.text() == state.why_illegal(Stack(1, 0)).message()
    assert "carries a pawn" in view.toast.text()

    assert controller.record.moves == before
    assert controller.state.key() == key
    assert board.selected is None and board.hover_target is None


def test_release_over_nothing_cancels(qtbot):
    view, controller = open_view(qtbot, moves=["d2"])
    board = view.board
    far = QPoint(board.width() // 2, 30)   # empty felt at the top
    drag(qtbot, board, board.tower_center(8), far)
    assert controller.record.moves == ["d2"]
    assert not view.toast.isVisible()
    assert board.dragging is None and board.highlighted_targets == set()


def test_drag_lights_up_legal_targets(qtbot):
    view, controller = open_view(qtbot, moves=["d5", "c>a", "d4"])    # a is 11 high, e and f are 4
    board, state = view.board, controller.state
    legal = {m.target for m in state.legal_moves() if isinstance(m, Stack) and m.source == 4}
    assert legal == {t for t in range(14) if state.heights[t] and t != 4}

    drag(qtbot, board, board.tower_center(4), board.top_of_tower(0), release=False)
    assert board.dragging == ("tower", 4)
    assert board.highlighted_targets == legal
    assert board.hover_target == 0 and board.hover_legal is True

    qtbot.mouseMove(board, board.top_of_tower(5))
    assert board.hover_target == 5 and board.hover_legal is True
    qtbot.mouseRelease(board, Qt.LeftButton, pos=board.top_of_tower(5))
    assert controller.record.moves[-1] == "e>f"
    assert board.highlighted_targets == set()


def test_a_dragged_pawn_lights_up_the_towers_of_the_rolled_height(qtbot):
    view, controller = open_view(qtbot, moves=["d2"])     # i, j and k are 2 high
    board = view.board
    drag(qtbot, board, board.pawn_supply_center(2), board.top_of_tower(0), release=False)
    assert board.highlighted_targets == {8, 9, 10}
    assert board.hover_target == 0 and board.hover_legal is False
    qtbot.mouseMove(board, board.top_of_tower(9))
    assert board.hover_target == 9 and board.hover_legal is True
    qtbot.keyClick(board, Qt.Key_Escape)                   # Esc puts the pawn back
    assert board.highlighted_targets == set() and board.hover_target is None
    qtbot.mouseRelease(board, Qt.LeftButton, pos=board.top_of_tower(9))
    assert controller.record.moves == ["d2"]


def test_hover_shows_movable_pieces(qtbot):
    view, _controller = open_view(qtbot, moves=["d3"])
    board = view.board
    assert board.movable_sources == {("tower", 6), ("tower", 7)} | {("pawn", p) for p in range(4)}
    hover(qtbot, board, board.tower_center(6))
    assert board.hover_source == ("tower", 6)
    assert board.cursor().shape() == Qt.OpenHandCursor
    hover(qtbot, board, board.tower_center(0))     # 6 high: cannot move on a 3
    assert board.hover_source is None
    assert board.cursor().shape() == Qt.ArrowCursor


def test_click_click_play(qtbot):
    view, controller = open_view(qtbot, moves=["d2"])
    board = view.board
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.tower_center(8))
    assert board.selected == ("tower", 8)
    assert board.highlighted_targets == {t for t in range(14) if t != 8}
    qtbot.mouseClick(board, Qt.LeftButton, pos=QPoint(board.width() // 2, 30))   # the table
    assert board.selected is None

    qtbot.mouseClick(board, Qt.LeftButton, pos=board.tower_center(8))
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.top_of_tower(1))
    assert controller.record.moves[-1] == "i>b"
    assert controller.state.heights[1] == 8



def test_a_target_lit_by_the_pointer_goes_dark_when_the_pointer_leaves_the_board(qtbot):
    view, _controller = open_view(qtbot, moves=["d2"])
    board = view.board
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.tower_center(8))
    hover(qtbot, board, board.top_of_tower(1))
    assert board.selected == ("tower", 8) and board.hover_target == 1 and board.hover_legal
    outside = board.mapTo(view, QPoint(board.width() // 2, 0)) - QPoint(0, 4)
    assert outside.y() >= 0 and view.childAt(outside) is not board
    hover(qtbot, view, outside)
    qtbot.waitUntil(lambda: board.hover_target is None)
    assert board.selected == ("tower", 8)                 # still chosen: only the light went


def test_click_a_pawn_then_a_tower(qtbot):
    view, controller = open_view(qtbot, moves=["d2", "i>b", "d2"])   # j and k are 2 high
    board = view.board
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.pawn_supply_center(3))
    assert board.selected == ("pawn", 3)
    assert board.highlighted_targets == {9, 10}
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.tower_center(5))      # f is 4 high: refused
    assert view.toast.text() == "You rolled 2; this tower is 4 high."
    assert board.selected is None and controller.record.moves[-1] == "d2"
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.pawn_supply_center(3))
    qtbot.mouseClick(board, Qt.LeftButton, pos=board.top_of_tower(9))
    assert controller.record.moves[-1] == "G@j"
    assert controller.state.pawn_on[9] == 3


def test_keyboard_play(qtbot):
    view, controller = open_view(qtbot)
    board = view.board
    qtbot.keyClick(board, Qt.Key_Space)
    assert controller.state.roll is not None
    roll = controller.state.roll
    source = next(t for t, h in enumerate(controller.state.heights) if h == roll)
    target = next(t for t, h in enumerate(controller.state.heights) if h and t != source)
    letters = "abcdefghijklmn"
    qtbot.keyClicks(board, letters[source])
    assert board.selected == ("tower", source)
    qtbot.keyClick(board, Qt.Key_Escape)
    assert board.selected is None
    qtbot.keyClicks(board, letters[source] + letters[target])
    assert controller.record.moves[-1] == f"{letters[source]}>{letters[target]}"

    # Now a pawn: Shift+B picks blue, a letter places it.
    while True:
        qtbot.keyClick(board, Qt.Key_Space)
        state = controller.state
        if state.is_terminal():
            pytest.fail("the game ended before a pawn could be placed")
        towers = [t for t, h in enumerate(state.heights) if h == state.roll and state.pawn_on[t] < 0]
        if towers:
            break
        qtbot.keyClicks(board, "".join(letters[m.source] + letters[m.target]
                                       for m in state.legal_moves()[:1]))
    qtbot.keyClick(board, Qt.Key_B, Qt.ShiftModifier)
    assert board.selected == ("pawn", 0)
    qtbot.keyClicks(board, letters[towers[0]])
    assert controller.record.moves[-1] == f"B@{letters[towers[0]]}"
    assert controller.state.pawn_tower[0] == towers[0]


def test_space_when_no_roll_is_due_explains(qtbot):
    view, controller = open_view(qtbot, moves=["d4"])
    qtbot.keyClick(view.board, Qt.Key_Space)
    assert controller.record.moves == ["d4"]
    assert view.toast.text() == "The die has been rolled already; now make a move."


def test_status_line_says_what_to_do(qtbot):
    view, controller = open_view(qtbot, "duel", ("Anna", "Ben"))
    assert view.status_text() == "Roll the die (Space)"
    assert "Anna" in view.status.text() and "Team B" in view.status.text()
    qtbot.keyClick(view.board, Qt.Key_Space)
    roll = controller.state.roll
    assert view.status_text() == f"Rolled {roll}. Move: place a pawn or move a tower of height {roll}"


def test_the_board_looks_like_the_picture(qtbot):
    view, controller = open_view(qtbot, moves=["d5", "c>f"])
    board = view.board
    image = board.grab().toImage()
    picture = render(controller.state, board.width(), board.height(), "en", ["Anna"])
    for t in range(14):
        if controller.state.heights[t]:
            pt = board.tower_center(t)
            assert image.pixelColor(pt) == picture.pixelColor(pt), f"tower {t}"


def test_no_ring_stays_after_a_keyboard_move(qtbot):
    """A tower picked by its letter, or reached with the arrows and Enter, is not marked once the move
    is made: the next position starts clean."""
    view, controller = open_view(qtbot)
    board = view.board
    letters = "abcdefghijklmn"
    for by_arrows in (False, True):
        qtbot.keyClick(board, Qt.Key_Space)
        move = next(m for m in controller.state.legal_moves() if isinstance(m, Stack))
        if by_arrows:
            qtbot.keyClick(board, Qt.Key_Right)       # the cursor appears on tower a
            for tower in (move.source, move.target):
                while board.key_cursor // 7 != tower // 7:
                    qtbot.keyClick(board, Qt.Key_Down)
                while board.key_cursor != tower:
                    qtbot.keyClick(board, Qt.Key_Right)
                qtbot.keyClick(board, Qt.Key_Return)
        else:
            qtbot.keyClicks(board, letters[move.source] + letters[move.target])
        assert controller.record.moves[-1] == str(move)
        assert board.key_cursor is None and board.selected is None
        assert board.build_scene().tower_marks == {}


def test_ctrl_and_a_letter_is_not_the_letter(qtbot):
    """Ctrl+A is not "tower a", Ctrl+H not "tower h": keys with Ctrl or Alt belong to the window."""
    view, controller = open_view(qtbot)
    board = view.board
    qtbot.keyClick(board, Qt.Key_Space)
    for key in (Qt.Key_A, Qt.Key_H, Qt.Key_B, Qt.Key_Return):
        for modifier in (Qt.ControlModifier, Qt.AltModifier):
            qtbot.keyClick(board, key, modifier)
            assert board.selected is None and board.key_cursor is None
    assert len(controller.record.moves) == 1
