"""The status line above a board grows for a longer sentence but does not shrink back at the same width:
the board below it stays where the player's pointer found it."""
from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gamebox_ui.widgets.status_line import StatusLine

LONG = "Anna rolled a six and tips her red die onto the hollow beside the goal; Ben is next, then Cleo"


def _page(qtbot, width: int):
    page = QWidget()
    qtbot.addWidget(page)
    box = QVBoxLayout(page)
    line = StatusLine(page)
    board = QWidget(page)
    box.addWidget(line)
    box.addWidget(board, 1)
    page.resize(width, 400)
    page.show()
    qtbot.waitExposed(page)
    return page, line, board


def _settled(qtbot, page) -> None:
    page.layout().activate()
    qtbot.wait(1)


def test_the_line_grows_for_a_long_sentence_and_keeps_that_height(qtbot):
    page, line, board = _page(qtbot, 320)
    line.setText("Anna to move")
    _settled(qtbot, page)
    one_line, top = line.height(), board.y()
    line.setText(LONG)
    _settled(qtbot, page)
    assert line.height() > one_line and board.y() > top          # it grew: the whole sentence shows
    grown = board.y()
    line.setText("Ben to move")
    _settled(qtbot, page)
    assert board.y() == grown                                    # and the board does not jump back up


def test_a_new_width_fits_the_line_anew(qtbot):
    page, line, board = _page(qtbot, 320)
    line.setText(LONG)
    _settled(qtbot, page)
    narrow = line.height()
    line.setText("Ben to move")
    page.resize(1200, 400)
    _settled(qtbot, page)
    assert line.height() < narrow            # wide enough for one line: no rows kept from the narrow window
