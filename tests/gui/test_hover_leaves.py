"""What the pointer lights goes out when the pointer leaves, in every registered game.

For each game (the view conformance's table and players): at the first position where a person is to
move, the pointer rests where a player's hand goes first for a legal move (the first point of the move's
first gesture), then leaves
that widget for another part of the window. The widget must show again the picture it showed before the
pointer came: no glow, ghost or lit target stays behind. A new game joins through the view conformance's
`GAMES`.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QAbstractButton

from gamebox.clock import ManualClock
from gamebox.protocol import CHANCE
from gamebox_ui.board.board import Board
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.dice import DieWidget
from gamebox_ui.widgets.toast import Toast

from gestures import perform
from pointer import hover
from test_view_conformance import GAMES, _new_record

pytestmark = pytest.mark.gui


# Where the hand goes first lights nothing: Scrabble's rack tiles answer the pointer with the open hand alone
# (the fields light while a tile is held or chosen: tests/gui/test_hoch_board.py holds that for the kit).
QUIET = {"scrabble6"}


def _past_chance(qtbot, controller, view) -> None:
    """Deal, draw who starts and roll (a person's roll with the controller, as the Roll button does) until a
    person has a move to make with the pointer."""
    for _ in range(20):
        if controller.realtime is not None:     # everybody at once: the roller rolls, the dice come to rest
            if any(_on_the_board(_first_step(view, m)) for m in controller.state.legal_moves() if view.offers(m)):
                return
            view.on_call(controller.state.roller)
            controller.realtime.clock.advance(3000)
            controller.realtime.run()
            continue
        if controller.state.current_player() != CHANCE:
            return
        if controller.can_roll():
            controller.roll()
        else:                                   # the box resolves an opening lot or deal itself
            qtbot.waitUntil(lambda: controller.state.current_player() != CHANCE or controller.can_roll())


def _first_step(view, move):
    step = view.gestures_for(move)[0]
    while step is not None and step.kind == "later":
        step = next(iter(step.later()), None)
    return step


def _on_the_board(gesture) -> bool:
    """A click or drag on the board (not on a button beside it)."""
    return (gesture is not None and gesture.kind in ("click", "drag")
            and not isinstance(gesture.widget, QAbstractButton))


def _where_the_hand_goes(qtbot, view, controller, rng):
    """(board, point): the first point of a legal move's gesture on the board. Buttons pressed before it
    (Scrabble's curtain between two people, a camera preset) are pressed first, as a player does; a move
    made by a button or by keys alone is passed over."""
    moves = [m for m in controller.state.legal_moves() if view.offers(m)]
    rng.shuffle(moves)
    for move in moves[:60]:
        steps = list(view.gestures_for(move))
        while steps:
            step = steps.pop(0)
            if step.kind == "later":
                steps[:0] = step.later()
            elif _on_the_board(step):
                return step.widget, step.points[0]
            elif step.kind == "click" and steps:    # a button on the way, not a whole move
                perform(qtbot, view, step)
            else:
                break
    raise AssertionError("no legal move made on the board with the pointer")


def _beside(window, widget) -> QPoint:
    """A point of the window over another widget than `widget` and its children."""
    w, h = window.width(), window.height()
    for point in (QPoint(w - 8, h // 2), QPoint(8, h - 8), QPoint(w // 2, h - 8), QPoint(w - 8, 60)):
        under = window.childAt(point)
        if under is not None and under is not widget and not widget.isAncestorOf(under):
            return point
    raise AssertionError("no place in the window beside the board")


def _settle(qtbot) -> None:
    for _ in range(3):                          # layouts set off by a layout
        QCoreApplication.processEvents()
    qtbot.wait(0)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_pointer_takes_its_light_along_when_it_leaves(game_id, qtbot, window, monkeypatch):
    for cls in (Board, Toast, PyramidView, DieWidget):
        monkeypatch.setattr(cls, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", ManualClock)
    controller = window.start_record(_new_record(game_id))
    controller.session.rng = random.Random(f"dice-{game_id}")
    view = window.game_page.view
    _past_chance(qtbot, controller, view)
    widget, point = _where_the_hand_goes(qtbot, view, controller, random.Random(game_id))
    away = _beside(window, widget)

    hover(qtbot, window, away)
    _settle(qtbot)
    before = widget.grab().toImage()
    hover(qtbot, widget, point)
    lit = widget.grab().toImage()
    hover(qtbot, window, away)
    after = widget.grab().toImage()
    if game_id not in QUIET:
        assert lit != before, f"{game_id}: nothing lit under the pointer at {point}"
    assert after == before, f"{game_id}: the light under the pointer stayed after it left"
