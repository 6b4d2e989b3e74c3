"""A monkey on every game view: thousands of random clicks, drags, keys, undos and redos, and not
one exception (pytest-qt fails a test on an exception in any slot or event handler) and not one
Qt warning."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt, QtMsgType
from PySide6.QtWidgets import QApplication

from gamebox.clock import ManualClock
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.board.board import Board
from gamebox_ui.games import registered
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast
from gestures import offered, play

EVENTS = 500     # per game: a few thousand over the box
KEYS = [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
        Qt.Key.Key_Down, Qt.Key.Key_P, Qt.Key.Key_Plus, Qt.Key.Key_T, Qt.Key.Key_0, Qt.Key.Key_Home]
TEXT = "abcdefghijklmnBRYG123456789"


def _record(game_id: str) -> GameRecord:
    from gamebox import registry

    game = registry.get(game_id)
    variant = game.info.variants[0]
    names = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi", "Gustav", "Hanne"][:variant.max_players]
    return GameRecord(game_id, variant.id, [PlayerSpec(n) for n in names], game.info.default_options(), None, [])


@pytest.mark.parametrize("game_id", sorted(registered()))
def test_a_monkey_on_the_view(game_id, window, qtbot, qtlog, monkeypatch):
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(window, "_message", lambda *args, **kw: None)
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", ManualClock)   # real-time games: time jumps
    monkeypatch.setattr("gamebox_ui.games.eintrichtern.view.REVEAL_MS", 0)     # a reveal holds play one turn
    rng = random.Random(f"monkey-{game_id}")
    played: list[str] = []
    controller = window.start_record(_record(game_id))
    controller.session.rng = random.Random(1)       # the same dice every run
    controller.changed.connect(lambda change: played.append(change.kind))
    for _ in range(EVENTS):
        view = window.game_page.view
        target = getattr(view, "pyramid_view", None) or getattr(view, "board", None) or view
        w, h = max(1, target.width()), max(1, target.height())
        point = lambda: QPoint(rng.randrange(w), rng.randrange(h))   # noqa: E731
        kind = rng.random()
        if controller.realtime is not None:       # between two of the monkey's hands, time passes
            controller.realtime.clock.advance(rng.choice((0, 40, 300, 900, 1600)))
            controller.realtime.run()
        state = controller.state
        # A real-time game's roll is a key of the roller's own (his zone's), so the monkey makes it too.
        rolls = controller.realtime is not None and state.is_chance() and state.acting_player() >= 0
        if kind < 0.12 and (state.current_player() >= 0 or rolls):   # now and then a real move, to get deep
            if controller.realtime is not None and controller.paused:
                controller.set_paused(False)              # (its P may have paused a real-time game)
            move = offered(view, state.legal_moves(), rng)
            if move is not None:
                play(qtbot, view, move)
        elif kind < 0.35:
            qtbot.mouseClick(target, rng.choice([Qt.MouseButton.LeftButton] * 5 + [Qt.MouseButton.RightButton]),
                             pos=point())
        elif kind < 0.5:
            a, b = point(), point()
            qtbot.mousePress(target, Qt.MouseButton.LeftButton, pos=a)
            qtbot.mouseMove(target, (a + b) / 2)
            qtbot.mouseMove(target, b)
            qtbot.mouseRelease(target, Qt.MouseButton.LeftButton, pos=b)
        elif kind < 0.62:
            qtbot.mouseMove(target, point())
        elif kind < 0.8:
            qtbot.keyClick(target, rng.choice(KEYS))
        elif kind < 0.9:
            char = rng.choice(TEXT)
            qtbot.keyClick(target, char.lower(), Qt.KeyboardModifier.ShiftModifier if char.isupper()
                           else Qt.KeyboardModifier.NoModifier)
        elif kind < 0.95:
            window.act_undo.trigger()
        else:
            window.act_redo.trigger()
        QApplication.processEvents()
        if controller.state.is_terminal() and rng.random() < 0.2:
            controller = window.start_record(_record(game_id))
            controller.session.rng = random.Random(2)
            controller.changed.connect(lambda change: played.append(change.kind))
    assert played.count("move") >= 10, played      # the monkey did play, not only knock
    bad = [r.message for r in qtlog.records if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg)]
    assert bad == []
