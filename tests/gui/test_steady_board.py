"""The pyramid does not move under the pointer: choosing a die (a click, or the start of a drag) changes the
status line's text, and the status line keeps the height of its tallest text, so the board below it stays
where it is (Würfelmarsch and Kippen moved it by a line, 18 px, in the middle of a drag).

Every pyramid game, at 1024×768 and 1280×800, in English and German.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt

from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.tools import screens
from gamebox_ui.widgets.toast import Toast

from test_pyramid_clicks import pyramid_games

pytestmark = pytest.mark.gui
CASES = [(lang, size) for lang in screens.LANGUAGES for size in screens.SIZES]


def _record(game_id: str) -> GameRecord:
    """A position of a random game where a person is to act (everybody at the table is a person)."""
    from gamebox import registry

    info = registry.get(game_id).info
    players = min(info.max_players, max(info.min_players, 3))
    record = GameRecord(game_id, info.variants[0].id, [PlayerSpec(screens.HUMAN)] + [
        PlayerSpec(n) for n in ("Ben", "Cleo")][:players - 1], {}, None, [])
    session, rng = Session(record, random.Random(7)), random.Random(7)
    while not session.state.is_terminal() and session.ply < 12 or session.state.current_player() == CHANCE:
        state = session.state
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            session.roll()
        else:
            session.play(rng.choice(state.legal_moves()))
    return session.record


def _board_place(window, view) -> tuple[int, int]:
    pv = view.pyramid_view
    return pv.mapTo(window, QPoint(0, 0)).y(), pv.height()


@pytest.mark.parametrize("game_id", pyramid_games())
@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_choosing_a_die_leaves_the_board_where_it_is(qtbot, no_ai_pause, monkeypatch, game_id, lang, size):
    from gamebox_ui import i18n
    from gamebox_ui.main_window import MainWindow

    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    i18n.apply_language(lang)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    record = _record(game_id)
    controller = window.start_record(record)
    view = window.game_page.view
    qtbot.wait(30)
    pv = view.pyramid_view
    place = _board_place(window, view)
    for die in [p for p in pv.targets() if p in pv.pyramid()][:3]:
        point = view.point_on(die)
        if point is None:
            continue
        qtbot.mousePress(pv, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        qtbot.mouseMove(pv, point + QPoint(12, 0))           # past the click slop: a drag begins
        qtbot.wait(10)
        assert _board_place(window, view) == place, f"the board moved when {die} was taken up"
        qtbot.mouseRelease(pv, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        qtbot.mouseClick(pv, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)   # chosen
        qtbot.wait(10)
        assert _board_place(window, view) == place, f"the board moved when {die} was chosen"
        if controller.session.ply != len(record.moves):
            break
    if controller.state.num_players == 1 and not controller.state.is_terminal():
        # Alone at the table (Kippen): the next position's line is as tall (one tip fewer to go).
        controller.try_move(random.Random(1).choice(controller.state.legal_moves()))
        qtbot.wait(10)
        if not controller.state.is_terminal():
            assert _board_place(window, view) == place, "the board moved after a tip"
    controller.shutdown()
