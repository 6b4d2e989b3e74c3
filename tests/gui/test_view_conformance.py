"""Every registered game's view, driven like a player drives it.

For each game: open a new game in the main window with the most players, play it to the end
through the view's own input (random legal moves, replayed as real clicks, drags and keys from
`gestures_for`), undo and redo on the way, autosave and resume in a new window, render a picture,
switch the language, and never a Qt warning or an exception. A new game joins by adding its entry
to `GAMES`; the first test fails for a registered view without one.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QtMsgType

from gamebox.clock import ManualClock
from gamebox.history import History, history_path
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.turns import count_turns
from gamebox_ui.board.board import Board
from gamebox_ui.games import registered, ui_for
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.toast import Toast

from gestures import offered, play

# game id -> (variant, players, options, most plies to play before calling it a day)
GAMES = {
    "hoch": ("duel", 2, {}, 600),
    "27": ("standard", 2, {}, 600),
    "ponga": ("standard", 8, {"rounds": "1"}, 600),
    "eintrichtern": ("standard", 8, {}, 600),
    "pyramide": ("full", 1, {}, 40),
    "abquetschen": ("standard", 3, {}, 400),
    "cuibono": ("standard", 6, {}, 400),
    "wuerfelmarsch": ("standard", 3, {}, 120),
    "raffzahn": ("standard", 3, {}, 300),
    "buntekuh": ("standard", 4, {}, 160),      # the most people at one machine: the mouse and three zones
    "tiefstapeln": ("standard", 8, {}, 160),
    "scrabble6": ("standard", 4, {}, 600),
    "kippen": ("standard", 1, {}, 40),
}
# Games shorter than the plies after which undo (6) and the resume (4) are tried: there, after this ply. (A game
# of Kippen is a deal and as many tips as the puzzle allows, two at the least.)
SHORT = {"kippen": 0}


def test_every_registered_view_has_an_entry():
    assert set(registered()) <= set(GAMES), "add the new game to GAMES"


def _new_record(game_id: str) -> GameRecord:
    variant, players, options, _ = GAMES[game_id]
    names = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi", "Gustav", "Hanne"][:players]
    return GameRecord(game_id, variant, [PlayerSpec(n) for n in names], dict(options), None, [])


def _warnings(qtlog) -> list[str]:
    return [r.message for r in qtlog.records if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg,
                                                           QtMsgType.QtFatalMsg)]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_game_through_the_view(game_id, qtbot, qtlog, window, answer_modal, monkeypatch):
    monkeypatch.setattr(Board, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    # A real-time game's clock is the test's: it jumps to what is due next, nobody waits.
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", ManualClock)
    # A view that holds play (Eintrichtern's revealed sum) lets go at its timer's next turn, not 3.5 s later.
    monkeypatch.setattr("gamebox_ui.games.eintrichtern.view.REVEAL_MS", 0)
    rng = random.Random(f"conformance-{game_id}")
    controller = window.start_record(_new_record(game_id))
    controller.session.rng = random.Random(f"dice-{game_id}")   # the same game every run
    view = window.game_page.view
    max_plies = GAMES[game_id][3]
    resumed = undone = False
    tops: list[int] = []        # where the board stood after each ply
    while not controller.state.is_terminal() and controller.session.ply < max_plies:
        state, ply = controller.state, controller.session.ply
        if controller.realtime is not None and _time_passes(controller):
            continue
        if controller.holding:
            qtbot.waitUntil(lambda: not controller.holding)
        if state.current_player() == CHANCE and state.acting_player() == CHANCE:
            qtbot.waitUntil(lambda: controller.session.ply > ply)   # the box draws lots itself
            continue
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            move = outcomes[0][0] if outcomes else None
        else:
            move = offered(view, state.legal_moves(), rng)
        play(qtbot, view, move)
        # (one input may play more than one move: "roll anew" gives up the offer and rolls)
        assert controller.session.ply > ply, f"{game_id}: the gestures for {move} did not play it"
        if state.current_player() != CHANCE:
            assert view.plays_as(move, controller.session.history[ply].move)
        if not undone and controller.can_undo() and ply > SHORT.get(game_id, 6):
            key = controller.state.key()
            window.act_undo.trigger()
            assert controller.session.ply < ply + 1
            while controller.can_redo():
                window.act_redo.trigger()
            assert controller.state.key() == key
            undone = True
        if not resumed and ply > SHORT.get(game_id, 4) and not controller.state.is_terminal():
            _resume_in_a_new_window(qtbot, controller, answer_modal)
            resumed = True
        tops.append(_board_top(view))
    # The status line above a board may grow, but it never shrinks back: the board does not jump up and down.
    assert tops == sorted(tops), f"{game_id}: the board moved up again: {sorted(set(tops))}"
    assert controller.state.is_terminal() or controller.session.ply >= max_plies
    assert (undone or controller.realtime is not None) and resumed     # no undo in real time
    _kept_in_the_history(window, controller)

    picture = ui_for(game_id).render(controller.state, 480, 300, "de")
    assert not picture.isNull()
    assert len({picture.pixel(x, y) for x in range(0, 480, 7) for y in range(0, 300, 7)}) > 20

    english = view.status_text()
    window.set_language("de")
    german = window.game_page.view.status_text()
    assert german and (german != english or not english)
    window.set_language("en")
    assert window.game_page.view.status_text() == english
    assert _warnings(qtlog) == []


def _board_top(view) -> int:
    board = getattr(view, "pyramid_view", None) or getattr(view, "board", None) or getattr(view, "table", None)
    return board.mapTo(view, board.rect().topLeft()).y() if board is not None else 0


def _time_passes(controller) -> bool:
    """A real-time game: move its clock to the next moment something happens by itself (the box deals,
    the die lies still, a turn ends), if there is one; True if time passed."""
    pump, state = controller.realtime, controller.state
    times = [t for t in (state.next_change(), getattr(pump.driver.next_event(), "at", None)) if t is not None]
    if not times:
        return False
    pump.clock.set(min(times))
    pump.run()
    return True


def _kept_in_the_history(window, controller) -> None:
    """A game played to the end is in the history, with the scores and winners the rules gave."""
    window.history_recorder.flush()
    with History.open(history_path(), read_only=True) as history:
        kept = {e.uid: e for e in history.entries()}
    uid = controller.record.meta["uid"]
    if not controller.state.is_terminal():
        assert uid not in kept
        return
    entry = kept[uid]
    assert entry.moves == count_turns(controller.session)        # as the move log numbers them
    assert [s.score for s in entry.seats] == [float(x) for x in controller.state.scores()]
    assert sorted(entry.winners) == sorted(controller.state.winners()) or entry.solo


def _resume_in_a_new_window(qtbot, controller, answer_modal) -> None:
    """The autosave brings the same position back in a fresh window."""
    from gamebox_ui.main_window import MainWindow

    key = controller.state.key()
    other = MainWindow()
    qtbot.addWidget(other)
    answer = answer_modal("Resume")
    assert other.offer_resume() == "resumed"
    assert answer.answered
    assert other.controller.state.key() == key
    assert other.controller.session.history[-1].move == controller.session.history[-1].move
    other.controller.shutdown()
    other.close()
