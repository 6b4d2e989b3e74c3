"""The board kit's `GhostBoard` driven by real mouse events on a toy board: a drop lays a ghost and
makes no move, a ghost dragged elsewhere or clicked away, a refusal with the game's reason, the lit
targets, Esc; and Enter plays the ghosts as one move."""
from __future__ import annotations

import pytest
from gamebox_ui.board.ghost_board import GhostBoard
from gamebox_ui.board.ghosts import Ghost, Ghosts
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal

pytestmark = pytest.mark.gui

FIELDS = 5


class ToyState:
    def current_player(self) -> int:
        return 0

    def is_terminal(self) -> bool:
        return False

    def legal_moves(self):
        raise AssertionError("a ghost board never asks for every legal move")


class ToyController(QObject):
    changed = Signal(object)
    thinking = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self.state = ToyState()
        self.tried: list = []

    def human_to_act(self) -> bool:
        return True

    def can_roll(self) -> bool:
        return False

    def try_move(self, move) -> bool:
        self.tried.append(move)
        return True


def touching(ghosts: Ghosts, _piece) -> list[int]:
    """The first piece anywhere, each further one beside one laid."""
    if not ghosts:
        return list(range(FIELDS))
    return [f for f in range(FIELDS) if f not in ghosts and (f - 1 in ghosts or f + 1 in ghosts)]


class ToyBoard(GhostBoard):
    """A row of five fields above a supply of the letters A, B and C."""

    def make_ghosts(self) -> Ghosts:
        def why_not(ghosts, f, piece):
            return None if f in touching(ghosts, piece) else f"{piece} must lie beside a letter"

        return Ghosts(touching, why_not, lambda ghosts: "".join(piece for _f, piece in ghosts.items()))

    def make_layout(self):
        return None

    def paint(self, p) -> None:
        p.fillRect(self.rect(), Qt.GlobalColor.darkGreen)

    @staticmethod
    def field_rect(f: int) -> QRectF:
        return QRectF(20 + 60 * f, 20, 50, 50)

    @staticmethod
    def supply_rect(i: int) -> QRectF:
        return QRectF(20 + 60 * i, 120, 50, 50)

    def place_at(self, pos: QPointF):
        return next((f for f in range(FIELDS) if self.field_rect(f).contains(pos)), None)

    def supply_at(self, pos: QPointF):
        return next((i for i in self.supply() if self.supply_rect(i).contains(pos)), None)

    def supply(self) -> list[int]:
        laid = {"ABC".index(piece) for _f, piece in self.ghosts.items()}
        if self.drag is not None:
            laid.add("ABC".index(self.piece_of_source(self.drag.source)))
        return [i for i in range(3) if i not in laid]

    def piece_for(self, source: int) -> str:
        return "ABC"[source]


def drag(qtbot, board, a: QRectF, b: QRectF) -> None:
    start, end = a.center(), b.center()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start.toPoint())
    qtbot.mouseMove(board, (start + (end - start) * 0.3).toPoint())
    qtbot.mouseMove(board, end.toPoint())
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=end.toPoint())


@pytest.fixture
def board(qtbot):
    controller = ToyController()
    board = ToyBoard(controller)
    qtbot.addWidget(board)
    board.resize(400, 200)
    board.show()
    qtbot.waitExposed(board)
    return board


def test_a_drop_lays_a_ghost_and_makes_no_move(qtbot, board):
    drag(qtbot, board, board.supply_rect(0), board.field_rect(2))
    assert board.ghosts.items() == [(2, "A")] and board.controller.tried == []
    assert board.drag is None and 0 not in board.movable_sources          # A lies on the board now
    assert Ghost(2, "A") in board.movable_sources
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=board.supply_rect(1).center().toPoint())
    qtbot.mouseMove(board, board.field_rect(3).center().toPoint())
    assert board.dragging == 1 and board.highlighted_targets == {1, 3}    # lit: beside the A
    assert board.hover_legal
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=board.field_rect(3).center().toPoint())
    assert list(board.ghosts) == [2, 3]
    board.controller.try_move(board.ghosts.move())
    assert board.controller.tried == ["AB"]


def test_a_refused_drop_says_the_reason_and_lays_nothing(qtbot, board):
    drag(qtbot, board, board.supply_rect(0), board.field_rect(0))
    messages = []
    board.message.connect(messages.append)
    drag(qtbot, board, board.supply_rect(2), board.field_rect(4))
    assert messages == ["C must lie beside a letter"] and list(board.ghosts) == [0]
    assert board.drag is None and 2 in board.movable_sources              # back in the supply


def test_a_ghost_is_dragged_elsewhere_dropped_beside_the_board_or_clicked_away(qtbot, board):
    drag(qtbot, board, board.supply_rect(0), board.field_rect(1))
    drag(qtbot, board, board.supply_rect(1), board.field_rect(2))
    drag(qtbot, board, board.field_rect(1), board.field_rect(3))         # picked up again, laid on the other side
    assert board.ghosts.items() == [(2, "B"), (3, "A")]
    drag(qtbot, board, board.field_rect(3), QRectF(20, 170, 10, 10))     # dropped on nothing: back in the supply
    assert board.ghosts.items() == [(2, "B")] and 0 in board.movable_sources
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_rect(2).center().toPoint())
    assert not board.ghosts


def test_click_click_lays_a_ghost_and_esc_takes_every_ghost_back(qtbot, board):
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.supply_rect(2).center().toPoint())
    assert board.selected == 2 and board.highlighted_targets == set(range(FIELDS))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.field_rect(4).center().toPoint())
    assert board.ghosts.items() == [(4, "C")] and board.selected is None
    drag(qtbot, board, board.supply_rect(0), board.field_rect(3))
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not board.ghosts and board.controller.tried == []
