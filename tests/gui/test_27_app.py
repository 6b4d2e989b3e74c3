"""27 played on the real row: mouse drags, the pass control, refusals, highlights, the grey
variant's closing row, keyboard play and window-less pictures."""
from __future__ import annotations

import random

import pytest
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.games.twentyseven.board import Part, TwentySevenBoard
from gamebox_ui.games.twentyseven.layout import RowLayout
from gamebox_ui.board.marks import LEGAL, TARGET_BAD, TARGET_OK
from gamebox_ui.widgets.toast import ERROR
from pointer import hover
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel

from gamebox.games.twentyseven.moves import PASS, Shift
from gamebox.record import GameRecord, PlayerSpec
from gamebox.registry import get
from gamebox.session import Session

pytestmark = pytest.mark.gui

# A whole standard game: partial moves (b8>c takes 8 of b's 9 discs, grabbed at the second one),
# and black is blocked once and has to pass.
WHOLE_GAME = ["a9>b", "i9>h", "b8>c", "h3>g", "c8>e", "h4>f", "e1>g", "f4>d", "e3>h", "d1>c", "e4>i",
              "d3>b", "pass", "c1>a"]


@pytest.fixture(autouse=True)
def no_animations():
    TwentySevenBoard.animations_enabled = False
    yield
    TwentySevenBoard.animations_enabled = True


def open_view(qtbot, variant="standard", moves=(), players=("Anna", "Ben")):
    """A hot-seat game of 27 on its own view (no main window), black to move first."""
    record = GameRecord("27", variant, [PlayerSpec(n) for n in players], {}, 0, list(moves))
    controller = GameController(Session(record, random.Random(1)))
    controller.ai_delay_ms = 0
    controller.start()
    view = ui_for("27").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(1100, 680)
    view.show()
    qtbot.waitExposed(view)
    return view, controller


def drag(qtbot, board, field: str, level: int, target: str) -> None:
    """Press on disc `level` of `field` (0: the base disc), carry it over, release on `target`."""
    start = board.disc_point(field, level)
    assert board.part_at(start) is not None
    end = board.field_point(target)
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(board, pos=start + QPoint(0, -40))     # past the drag distance: lifted
    qtbot.mouseMove(board, pos=end)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=end)


def level_for(state, move: Shift) -> int:
    """The disc to grab for `move`: the lowest one taken (the base disc when it goes along)."""
    stack = state.stacks[state.names.index(move.source)]
    return 0 if move.base else len(stack) - move.count


def marked(board) -> dict[str, str]:
    return {f.name: f.mark for f in board.build_scene().fields if f.mark}


# -- a whole game by mouse ------------------------------------------------------------------------
def test_a_whole_hot_seat_game_by_mouse_drags_to_the_score_screen(qtbot, window):
    record = GameRecord("27", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, [])
    c = window.start_record(record)
    view = window.game_page.view
    board = view.board
    expected = c.state.clone()
    partial = passes = 0
    for notation in WHOLE_GAME:
        move = c.state.parse_move(notation)
        assert c.human_to_act()
        if move == PASS:
            assert c.state.own_moves() == [] and board.must_pass()
            assert view.pass_button.isVisible() and view.pass_button.isEnabled()
            assert view.pass_button.text() == "Black cannot move — pass (P)"
            assert "pass" in view.status_text()
            qtbot.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
            passes += 1
        else:
            assert not view.pass_button.isVisible()
            level = level_for(c.state, move)
            height = len(c.state.stacks[c.state.names.index(move.source)])
            partial += 1 < level < height - 1          # grabbed in the middle of the stack
            drag(qtbot, board, move.source, level, move.target)
        expected.play(move)
        assert c.record.moves[-1] == notation
        assert c.state.key() == expected.key()
    assert partial >= 1 and passes == 1
    assert c.state.is_terminal() and c.state.scores() == [4.0, 1.0]
    assert view.status_text() == "Game over — Black 4 : 1 White. Anna wins!"
    assert window.game_page.move_log.row_count() >= 7
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert dialog.headline_label.text() == "Anna wins!"
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Field i", "Field a", "4 black · 0 white", "0 black · 1 white"} <= texts


# -- refusals ---------------------------------------------------------------------------------------
def test_illegal_drops_are_refused_with_the_models_reason(qtbot):
    view, c = open_view(qtbot, moves=["a5>b", "i9>h"])     # black: towers a and b, 2 steps
    board = view.board
    refused = []
    c.refused.connect(refused.append)
    before = (c.state.key(), list(c.record.moves))

    drag(qtbot, board, "b", 1, "a")                          # backwards
    assert refused[-1] == "Discs never move backwards: your direction is towards i."
    drag(qtbot, board, "a", 1, "b")                          # 1 field, but 2 towers: 2 steps
    assert refused[-1] == "You have 2 towers, so this tower moves exactly 2 fields: to c."
    drag(qtbot, board, "h", 1, "f")                          # white's tower
    assert refused[-1].startswith("The top disc on h is not yours")
    assert len(refused) == 3
    assert view.toast.isVisible() and view.toast.kind == ERROR and view.toast.text() == refused[-1]
    assert (c.state.key(), list(c.record.moves)) == before

    drag(qtbot, board, "b", 1, "b")                          # back onto its own field: just cancelled
    assert len(refused) == 3 and c.state.key() == before[0] and board.dragging is None


# -- highlights -------------------------------------------------------------------------------------
def test_hovering_and_dragging_light_exactly_the_legal_target(qtbot):
    view, c = open_view(qtbot, moves=["a5>b", "i9>h"])     # black: 2 towers, a -> c, b -> d
    board = view.board
    assert board.highlighted_targets == set() and marked(board) == {}

    hover(qtbot, board, board.disc_point("a", 3))
    assert board.hover_source == Part("a", 3)
    assert board.highlighted_targets == {"c"} and marked(board) == {"c": LEGAL}
    glow = {f.name: f.glow for f in board.build_scene().fields if f.glow}
    assert glow == {"a": (3, "hover")}                       # the two discs that would go
    image = board.grab().toImage()                           # the light falls on c, not on e
    y = int(board.board_layout.stack_top(3))                 # above c's and e's lone base discs
    lit = image.pixelColor(int(board.field_x("c")), y)
    dark = image.pixelColor(int(board.field_x("e")), y)
    assert lit.green() > dark.green() + 15
    hover(qtbot, board, board.disc_point("h", 2))     # white's: nothing to light
    assert board.hover_source is None and marked(board) == {}

    # Drag b's discs: d lights up; over the wrong field e that field turns red, d stays lit.
    start = board.disc_point("b", 2)
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(board, pos=start + QPoint(0, -40))
    assert board.dragging == Part("b", 2) and board.highlighted_targets == {"d"}
    qtbot.mouseMove(board, pos=board.field_point("e"))
    assert marked(board) == {"d": LEGAL, "e": TARGET_BAD}
    qtbot.mouseMove(board, pos=board.field_point("d"))
    assert marked(board) == {"d": TARGET_OK}
    qtbot.keyClick(board, Qt.Key.Key_Escape)                 # Esc puts the discs back
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=board.field_point("d"))
    assert board.dragging is None and c.record.moves == ["a5>b", "i9>h"]


# -- the grey variant -------------------------------------------------------------------------------
def test_a_stack_grabbed_by_its_grey_base_takes_the_field_along_and_the_row_closes_up(qtbot):
    view, c = open_view(qtbot, "grey", moves=["a9>b", "i9>h"])   # black: one tower, on grey b
    board = view.board
    board.animations_enabled = True                          # this board shows the closing row
    xs = dict(zip(c.state.names, board.xs()))
    assert board.part_at(board.disc_point("b", 0)) == Part("b", 0)
    assert board.legal_targets(Part("b", 0)) == {"c"}
    drag(qtbot, board, "b", 0, "c")
    assert c.record.moves[-1] == "b9+>c"
    assert c.state.names == list("acdefghi") and c.state.stacks[1] == "G" + "G" + "B" * 9
    flight = board.flights()[0]
    assert flight.piece == ("G" + "B" * 9, True)           # the discs, with the base
    qtbot.waitUntil(lambda: board.closing() is not None)     # landed: now the row closes up
    closing = board.closing()
    assert closing.old_xs[0] == pytest.approx(xs["a"]) and closing.old_xs[-1] == pytest.approx(xs["i"])
    qtbot.waitUntil(lambda: board.closing() is None)
    new = dict(zip(c.state.names, board.xs()))
    half = board.board_layout.spacing / 2
    assert new["a"] == pytest.approx(xs["a"] + half) and new["i"] == pytest.approx(xs["i"] - half)
    assert new["c"] == pytest.approx(xs["c"] - half)          # c slid into the gap
    assert board.part_at(board.disc_point("c", 2)) == Part("c", 2)   # hit tests follow the new row


def test_in_the_standard_game_a_press_on_the_base_takes_only_the_discs_above_it(qtbot):
    view, c = open_view(qtbot, moves=["a9>b", "i9>h"])
    board = view.board
    assert board.part_at(board.disc_point("b", 0)) == Part("b", 1)
    drag(qtbot, board, "b", 0, "c")
    assert c.record.moves[-1] == "b9>c" and c.state.names == list("abcdefghi")


# -- keyboard ---------------------------------------------------------------------------------------
def test_one_move_by_keyboard(qtbot):
    view, c = open_view(qtbot)
    board = view.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_A)
    assert board.selected == Part("a", 1)                    # the whole stack of nine
    assert board.highlighted_targets == {"b"}
    qtbot.keyClick(board, Qt.Key.Key_3)
    assert board.selected == Part("a", 7)                    # the top three
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.record.moves == ["a3>b"] and board.selected is None
    assert c.state.to_move == 1


def test_keyboard_pass_and_wrong_counts_get_an_answer(qtbot):
    view, c = open_view(qtbot, moves=WHOLE_GAME[:12])       # black is blocked
    board = view.board
    board.setFocus()
    assert board.must_pass() and view.pass_button.isVisible()
    qtbot.keyClick(board, Qt.Key.Key_P)
    assert c.record.moves[-1] == "pass" and not view.pass_button.isVisible()
    assert "Anna (Black) cannot move and passes." == view.toast.text()
    messages = []
    board.message.connect(messages.append)
    qtbot.keyClick(board, Qt.Key.Key_C)                      # white: c holds one white disc
    qtbot.keyClick(board, Qt.Key.Key_5)
    assert messages and "only 1 discs" in messages[-1]
    assert board.selected == Part("c", 1)


def test_plus_takes_the_base_along_where_the_variant_carries_it_and_says_why_not_elsewhere(qtbot):
    view, c = open_view(qtbot, moves=["a9>b", "i9>h"])
    board = view.board
    board.setFocus()
    messages = []
    board.message.connect(messages.append)
    qtbot.keyClick(board, Qt.Key.Key_B)
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    assert board.selected == Part("b", 1)                    # the grey base stays in the standard game
    assert messages[-1] == "The base disc of b stays: only the variants carry grey (or red) bases along."
    grey, _ = open_view(qtbot, "grey", moves=["a9>b", "i9>h"])
    grey.board.setFocus()
    qtbot.keyClick(grey.board, Qt.Key.Key_B)
    qtbot.keyClick(grey.board, Qt.Key.Key_Plus)
    assert grey.board.selected == Part("b", 0)


# -- pictures ---------------------------------------------------------------------------------------
def test_render_shows_dark_discs_where_black_stands_and_light_ones_where_white_stands(qtbot):
    state = get("27").diagram_state("standard,RBBBB.GW.G.GWWB.G.G.G.GBBW.RWWWWW,b")
    width, height = 900, 520
    image = ui_for("27").render(state, width, height, "en")
    assert (image.width(), image.height()) == (width, height)
    lay = RowLayout.compute(width, height, max(len(s) for s in state.stacks))
    xs = [lay.x(i, len(state.stacks)) for i in range(len(state.stacks))]

    def luminance(field: int, level: int) -> float:
        c = image.pixelColor(lay.disc_point(xs[field], level).toPoint())
        return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()

    for i, stack in enumerate(state.stacks):
        for level, disc in enumerate(stack):
            if disc == "B":
                assert luminance(i, level) < 80, (i, level)
            elif disc == "W":
                assert luminance(i, level) > 190, (i, level)
    empty = luminance(2, 3)                                   # baize above the grey field c
    assert 60 < empty < 140


def test_a_computer_that_cannot_move_shows_it_and_passes(qtbot):
    # After d4>g all nine white discs lie under black ones on g: white has no tower, so no move.
    record = GameRecord("27", "standard", [PlayerSpec("Anna"), PlayerSpec("Computer", "ai", "greedy")], {}, 0,
                        ["a8>b", "i9>h", "b5>d", "h9>g", "d4>g"])
    controller = GameController(Session(record, random.Random(1)))
    controller.ai_delay_ms = 0
    controller.paused = True                                 # the computer waits: the banner shows
    view = ui_for("27").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(1100, 680)
    view.show()
    qtbot.waitExposed(view)
    assert controller.state.legal_moves() == [PASS] and controller.state.to_move == 1
    button = view.pass_button
    assert button.isVisible() and not button.isEnabled()
    assert button.text() == "White cannot move — passes…"
    assert view.status_text() == "cannot move and passes…"
    controller.set_paused(False)
    qtbot.waitUntil(lambda: controller.record.moves[-1] == "pass")
    assert view.toast.text() == "Computer (White) cannot move and passes."
    assert not button.isVisible() and controller.state.to_move == 0
    controller.shutdown()
    controller.wait_for_ai()


def test_click_a_disc_then_the_target(qtbot):
    view, c = open_view(qtbot, moves=["a5>b", "i9>h"])     # black: 2 towers
    board = view.board
    refused = []
    c.refused.connect(refused.append)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.disc_point("b", 4))
    assert board.selected == Part("b", 4) and board.highlighted_targets == {"d"}
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point("e"))   # wrong field
    assert refused[-1] == "You have 2 towers, so this tower moves exactly 2 fields: to d."
    assert c.record.moves == ["a5>b", "i9>h"] and board.selected is None
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.disc_point("b", 4))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_point("d"))
    assert c.record.moves[-1] == "b2>d"


def test_the_coachs_move_glows_on_the_row(qtbot):
    view, _controller = open_view(qtbot, moves=["a5>b", "i9>h"])
    view.show_hint(Shift("b", 2, "d"))
    scene = view.board.build_scene()
    assert {f.name: f.glow for f in scene.fields if f.glow} == {"b": (4, "hint")}
    assert marked(view.board) == {"d": "hint"} and len(scene.hops) == 1
    view.clear_hint()
    assert marked(view.board) == {}


def test_the_lot_decides_who_starts_and_the_view_says_so(qtbot):
    record = GameRecord("27", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, None, [])
    controller = GameController(Session(record, random.Random(2)))
    controller.ai_delay_ms = 0
    view = ui_for("27").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(900, 560)
    view.show()
    assert view.status_text() == "Who starts is drawn by lot…"
    assert view.board.build_scene().plaque == "Who starts is drawn by lot…"
    controller.start()
    qtbot.waitUntil(lambda: controller.state.phase != "start")
    name = record.players[controller.state.to_move].name
    assert view.toast.text().startswith(f"The lot has decided: {name}")
    assert view.board.build_scene().plaque.endswith("1 tower → 1 step")


# -- record, undo, autosave, resume -------------------------------------------------------------------
def test_undo_redo_autosave_and_resume_in_the_app(qtbot, window, answer_modal):
    from gamebox_ui.main_window import MainWindow

    from gamebox.storage import autosave_path, load_record

    c = window.start_record(GameRecord("27", "grey", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []))
    board = window.game_page.view.board
    played = ["a4>b", "i9>h", "b4+>d", "h9+>g"]            # two grey fields go on the way
    for notation in played:
        move = c.state.parse_move(notation)
        drag(qtbot, board, move.source, level_for(c.state, move), move.target)
    assert c.record.moves == played and c.state.names == list("acdefgi")
    assert load_record(autosave_path()).moves == played           # saved after every move
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.record.moves == played[:-1] and c.state.names == list("acdefghi")
    assert board.part_at(board.disc_point("h", 1)) is not None     # the field is back on the board
    assert load_record(autosave_path()).moves == played[:-1]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.record.moves == played
    # "Kill" the app: a second window on the same data resumes exactly here.
    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    answer_modal("Resume")
    assert second.offer_resume() == "resumed"
    assert second.controller.state == c.state and second.controller.record.variant == "grey"


def test_the_panel_shows_no_score_before_it_means_one(qtbot, window):
    """At the start each goal holds the other's pile (8 : 9): not a score, so the cards show none."""
    c = window.start_record(GameRecord("27", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []))
    cards = window.game_page.player_cards
    assert [card.score.text() for card in cards] == ["", ""]
    c.session.play(c.state.legal_moves()[0])
    assert [card.score.text() for card in cards] == ["", ""]
    rng = random.Random(4)
    while not c.state.is_terminal():
        c.session.play(rng.choice(c.state.legal_moves()))
    assert [card.score.text() for card in cards] == [str(int(s)) for s in c.state.scores()]
