"""Every click on a die or a hollow of a pyramid game answers: it acts, or a toast says why not.

For every registered game whose view is a PyramidGameView, positions of random games (hot-seat, so a human
is to act; and the end) are opened in the main window; every hollow and every die some camera shows is
clicked with real mouse events, and every die the view lets the player drag is dragged toward each of its
neighbouring hollows. Each gesture must change what the player sees: a move, a toast, a chosen die, lit
places, ghost dice or a question (the order of beatings). Silence fails.
"""
from __future__ import annotations

import inspect
import random

import pytest
from PySide6.QtCore import QPoint, Qt

from gamebox import registry
from gamebox.protocol import CHANCE
from gamebox.pyramid import lattice
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session
from gamebox_ui.games import registered, ui_for
from gamebox_ui.pyramid.game_view import PyramidGameView
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast

NAMES = ["Anna", "Ben", "Cleo"]


def pyramid_games() -> list[str]:
    """The registered games whose view is a PyramidGameView (read from make_view's declared class)."""
    found = []
    for game_id, game_ui in sorted(registered().items()):
        view_class = inspect.signature(game_ui.make_view, eval_str=True).return_annotation
        assert inspect.isclass(view_class), f"{game_id}: make_view declares the class of its view"
        if issubclass(view_class, PyramidGameView):
            found.append(game_id)
    return found


def test_the_pyramid_games_are_found():
    assert {"abquetschen", "cuibono", "wuerfelmarsch", "kippen", "eintrichtern", "pyramide"} <= set(pyramid_games())


def _random_moves(game_id: str, players: int, plies: int, rng: random.Random) -> tuple[GameRecord, list[str]]:
    record = GameRecord(game_id, registry.get(game_id).info.variants[0].id,
                        [PlayerSpec(n) for n in NAMES[:players]], {}, None, [])
    session = Session(record, rng=rng)
    while not session.state.is_terminal() and session.ply < plies:
        state = session.state
        if state.current_player() == CHANCE:
            session.roll()
        else:
            session.play(rng.choice(state.legal_moves()))
    return record, list(session.record.moves)


def _positions(game_id: str) -> list[tuple[GameRecord, list[str]]]:
    """A few positions of random games: early, middle, and a finished game."""
    info = registry.get(game_id).info
    players = min(info.max_players, max(info.min_players, 2))
    rng = random.Random(f"clicks-{game_id}")
    return [_random_moves(game_id, players, plies, rng) for plies in (3, 25, 10_000)]


def _seen(view) -> tuple:
    """What a player sees change after a gesture (the toast is hidden before each one)."""
    pv, c = view.pyramid_view, view.controller
    return (c.session.ply, view.toast.isVisible() and view.toast.text(), tuple(sorted(pv._selected)),
            tuple(pv.targets()), tuple(sorted(pv.pyramid().dice.items())), view.banner.isVisible(),
            getattr(view, "_asked", 0))


def _point(view, position) -> tuple[str | None, QPoint] | None:
    """A camera (None: the one in use) and a pixel of it that shows `position`."""
    pv = view.pyramid_view
    for name in (None, *view.camera_bar.buttons):
        if name is not None:
            pv.set_view(name)
        point = view.point_on(position)
        if point is not None:
            return name, point
    return None


class Table:
    """The window at one position; `reset` opens it again after a gesture that played a move."""

    def __init__(self, qtbot, window, record, moves) -> None:
        self.qtbot, self.window, self.record, self.moves = qtbot, window, record, moves
        self.made: list[str] = []
        self.reset()

    def reset(self) -> None:
        record = GameRecord(self.record.game, self.record.variant, list(self.record.players),
                            dict(self.record.options), self.record.first_player, list(self.moves))
        self.controller = self.window.start_record(record)
        self.view = self.window.game_page.view
        if hasattr(self.view, "_ask_order"):         # the order of beatings is asked in a menu: an answer
            def ask(*_args, view=self.view):
                view._asked = getattr(view, "_asked", 0) + 1
                return ()
            self.view._ask_order = ask
        self.qtbot.waitUntil(lambda: not self.controller.holding)

    def answered(self, gesture, what: str) -> None:
        view = self.view
        view.toast.hide()
        view.banner.hide()
        before = _seen(view)
        self.made.append(what.split()[1])
        gesture(view)
        after = _seen(view)
        assert after != before, f"{self.record.game} after {len(self.moves)} moves: {what} did nothing"
        if after[0] != before[0]:
            self.take_back()

    def take_back(self) -> None:
        """Back to the position after a gesture that played a move (opened anew if the game ended)."""
        self.qtbot.waitUntil(lambda: not self.controller.holding)
        if self.controller.state.is_terminal() or self.controller.locked:
            self.reset()
            return
        session = self.controller.session
        while session.ply > len(self.moves):
            if not session.undo():
                self.reset()           # a move that cannot be taken back (a roll): open the position anew
                return


def _click(table: Table, position, what: str) -> None:
    found = _point(table.view, position)
    if found is None:
        return                        # no camera shows it: nothing to click
    name, point = found

    def click(view):
        if name is not None:
            view.pyramid_view.set_view(name)
        table.qtbot.mouseClick(view.pyramid_view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    table.answered(click, f"a click on the {what} {lattice.name(position)}")


def _drag(table: Table, die, hollow) -> None:
    view, pv = table.view, table.view.pyramid_view
    for name in (None, *view.camera_bar.buttons):
        if name is not None:
            pv.set_view(name)
        start, end = view.point_on(die), view.point_on(hollow)
        if start is not None and end is not None:
            break
    else:
        return

    def drag(view):
        bot, widget = table.qtbot, view.pyramid_view
        bot.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for k in range(1, 5):
            bot.mouseMove(widget, start + (end - start) * k / 4)
        bot.mouseRelease(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)

    table.answered(drag, f"a drag of {lattice.name(die)} toward the hollow {lattice.name(hollow)}")


@pytest.mark.parametrize("game_id", pyramid_games())
def test_every_click_on_a_die_or_hollow_answers(game_id, qtbot, window, monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.games.eintrichtern.view.REVEAL_MS", 0)
    assert ui_for(game_id)
    made, draggable = [], False
    for record, moves in _positions(game_id):
        table = Table(qtbot, window, record, moves)
        pyramid = table.view.shown_pyramid()
        for hollow in pyramid.funnels():
            _click(table, hollow, "hollow")
        for die in list(pyramid.dice):
            _click(table, die, "die")
        table.reset()
        draggable |= bool(table.view.pyramid_view._draggable)
        for die in sorted(table.view.pyramid_view._draggable):
            for hollow in lattice.edge_neighbours(die):
                if table.view.shown_pyramid().is_funnel(hollow):
                    _drag(table, die, hollow)
        made += table.made
    assert made.count("click") >= 20 and (made.count("drag") >= 4 or not draggable), made
