"""What a seat may know, on screen: the move log (words and, on hover, notation) and the players' cards
read what everybody at the table knows, and Scrabble's table shows a seat's rack to that seat alone."""
from __future__ import annotations

import random

import pytest
from playouts import play_random

from gamebox.protocol import TABLE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.registry import all_games, get
from gamebox.turns import put_names, turns_of

pytestmark = pytest.mark.gui

HIDDEN = [g.id for g in all_games() if g.info.hidden_information]


@pytest.mark.parametrize("game_id", HIDDEN)
def test_the_move_log_and_the_status_line_show_what_the_table_knows(game_id, qtbot, window, monkeypatch):
    from gamebox_ui.controller import GameController
    from gamebox_ui.pyramid.view import PyramidView

    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.games.eintrichtern.view.REVEAL_MS", 0)
    # The status line read from the whole state and from what the table knows, after every move: the same.
    table_only = []
    monkeypatch.setattr(GameController, "state", property(
        lambda c: c.session.state.observation(TABLE) if table_only else c.session.state))
    statuses = []

    def compare(_change) -> None:
        view = window.game_page.view
        whole = view.status_text()
        table_only.append(True)
        statuses.append((whole, view.status_text()))
        table_only.clear()

    players = [PlayerSpec(name, "ai", "search:easy") for name in ("Ann", "Bob")]
    controller = window.start_record(GameRecord(game_id, "standard", players, first_player=0))
    controller.changed.connect(compare)
    controller.session.rng = random.Random(5)
    qtbot.waitUntil(lambda: controller.session.ply >= 24, timeout=60000)
    assert len(statuses) >= 20 and all(whole == table for whole, table in statuses)
    controller.set_paused(True)
    qtbot.waitUntil(lambda: not controller.busy)
    log, session = window.game_page.move_log, controller.session
    table = turns_of((p.before.observation(TABLE), p.move, p.chance) for p in session.history)
    shown = [(log.cell(row, 1), log.tip(row)) for row in range(log.row_count())]
    expected = [(put_names(t.words().get(), ["Ann", "Bob"]), t.notation()) for t in table]
    assert shown == expected


def test_scrabble_shows_a_rack_to_its_seat_alone():
    """The board's scene is a function of what its viewer knows (nobody's rack, for no viewer)."""
    from gamebox_ui.games.scrabble6.compose import scene_for_state

    game = get("scrabble6")
    names = ["Ann", "Bob", "Cid"]

    def check(state, move) -> None:
        for viewer in (0, 1, 2):
            assert scene_for_state(state, names, viewer) == scene_for_state(state.observation(viewer), names, viewer)
        assert scene_for_state(state, names, None) == scene_for_state(state.observation(TABLE), names, None)

    play_random(game, "standard", 3, 2, check)
