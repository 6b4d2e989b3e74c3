"""What once caught players: keys that acted twice or wrongly, a game thrown away without a word.

Each test walks every registered game where the trap could be anywhere, so a new game is held to it
too."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.tools import screens

pytestmark = pytest.mark.gui

GAME_IDS = sorted(g.info.id for g in screens.registered_games())
LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
KEYS = LETTERS + [getattr(Qt.Key, f"Key_{c}") for c in "0123456789"] + [
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Space]


@pytest.fixture
def still(monkeypatch):
    from gamebox_ui.board.board import Board
    from gamebox_ui.pyramid.view import PyramidView
    from gamebox_ui.widgets.toast import Toast

    for cls in (Board, Toast, PyramidView):
        monkeypatch.setattr(cls, "animations_enabled", False)


def _human_to_decide(window, game_id: str):
    """A game of humans, played at random to a point where the first player decides (not over).
    Returns the controller and the view."""
    game = next(g for g in screens.registered_games() if g.info.id == game_id)
    n = screens.seat_counts(game)[0]
    variant = screens.variant_for(game, n)
    if game.info.timing == "realtime":
        return _realtime_view(window, game, variant.id, n)
    for seed in range(20):
        record = GameRecord(game_id, variant.id, [PlayerSpec(f"P{i + 1}") for i in range(n)], first_player=0)
        c = window.start_record(record)
        rng = random.Random(seed)
        while not c.state.is_terminal() and c.session.ply < 400:
            state = c.state
            if state.current_player() == CHANCE:
                c.session.roll()
            elif c.session.ply > 2 and state.current_player() == 0:
                return c, window.game_page.view
            else:
                c.session.play(rng.choice(state.legal_moves()))
    raise AssertionError(f"no game of {game_id} came to a decision of the first player")


def _realtime_view(window, game, variant: str, n: int):
    """A real-time game on a clock that moves only when told (as in the rules panel), a few moments in:
    between two looks at it nothing moves by itself."""
    from gamebox.session import Session
    from gamebox_ui.controller import GameController
    from gamebox_ui.games import ui_for

    session = Session(GameRecord(game.info.id, variant, [PlayerSpec(f"P{i + 1}") for i in range(n)],
                                 first_player=0), random.Random(3))
    c = GameController(session, parent=window, clock=session.clock)
    c.ai_delay_ms = 0
    c.start()
    view = ui_for(game.info.id).make_view(c, None)
    view.resize(1000, 700)
    view.show()
    session.clock.set(session.clock.now() + 3000)
    c.realtime.run()          # what is due by then (the deal, the first roll) is played
    view.setFocus()
    return c, view


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ctrl_or_alt_and_a_key_is_not_the_key(qtbot, window, still, game_id):
    """Ctrl+A does not pick tower a, Ctrl+H is not the board's "H": keys with Ctrl or Alt reach the
    window's shortcuts, never the board (sent straight to the board here, past the shortcuts)."""
    c, view = _human_to_decide(window, game_id)
    target = view.focusWidget() or view
    ply, status = c.session.ply, view.status_text()
    before = _settled_picture(qtbot, view)
    shortcuts = {seq.toString() for action in window.findChildren(QAction) for seq in action.shortcuts()}
    for key in KEYS:
        # Alt and a letter opens a menu (Alt+C, the Coach): that is the window's, so Alt goes with the rest.
        modifiers = [Qt.KeyboardModifier.ControlModifier] + ([Qt.KeyboardModifier.AltModifier]
                                                             if key not in LETTERS else [])
        for modifier in modifiers:
            if QKeySequence(key | modifier).toString() in shortcuts:
                continue            # Ctrl+N is meant to act: a new game
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(target, QKeyEvent(kind, key, modifier))
    assert c.session.ply == ply and view.status_text() == status
    assert _settled_picture(qtbot, view) == before, "a key with Ctrl or Alt changed the board"


def _settled_picture(qtbot, view):
    """The view without its passing messages (toasts, banners fade by themselves), once it stands still."""
    from gamebox_ui.pyramid.game_view import Banner
    from gamebox_ui.widgets.toast import Toast

    last = None
    for _ in range(40):
        for passing in view.findChildren(Toast) + view.findChildren(Banner):
            passing.hide()
        qtbot.wait(25)
        picture = view.grab().toImage()
        if picture == last:
            return picture
        last = picture
    raise AssertionError("the view never stood still")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_space_and_enter_do_not_throw_the_result_away(qtbot, window, still, game_id):
    """The keys a player used to roll or confirm, pressed once more as the game ends, leave the score
    screen where it is."""
    from gamebox_ui.score_dialog import ScoreDialog

    game = next(g for g in screens.registered_games() if g.info.id == game_id)
    c = window.start_record(screens.random_record(game, screens.seat_counts(game)[0]))
    window.show_result()
    dialog = window.score_dialog
    qtbot.waitExposed(dialog)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(QApplication.focusWidget() or dialog, key)
    assert isinstance(window.score_dialog, ScoreDialog) and dialog.isVisible()
    assert window.controller is c and window.new_game_dialog is None
    dialog.reject()


def test_a_new_game_sets_an_unfinished_one_aside_and_asks_only_when_it_would_be_lost(qtbot, window, answer_modal):
    from gamebox_ui import settings

    c, _view = _human_to_decide(window, "hoch")
    window.act_new.trigger()
    window.new_game_dialog.start_button.click()                 # nothing is lost: it waits set aside
    assert window.controller is not c and window.library.set_aside_button.text().startswith("Back to: Hoch")

    second = window.controller
    second.session.roll()
    window.act_new.trigger()
    dialog = window.new_game_dialog
    answer = answer_modal("Keep playing")
    dialog.start_button.click()                                 # the place is taken: it would be lost
    assert answer.answered and "not over" in answer.texts[1] and "waits there already" in answer.texts[1]
    assert window.controller is second                          # nothing was thrown away

    window.act_new.trigger()
    answer = answer_modal("Leave it")
    window.new_game_dialog.start_button.click()
    assert answer.answered and window.controller is not second

    settings.set_confirm_abandon(False)                         # Settings: do not ask
    other = window.controller
    other.session.roll()
    window.act_new.trigger()
    window.new_game_dialog.start_button.click()
    assert window.controller is not other


def test_a_finished_game_is_not_offered_to_continue(qtbot, window):
    game = next(g for g in screens.registered_games() if g.info.id == "hoch")
    c = window.start_record(screens.random_record(game, 2, fraction=0.5))
    window.back_to_library()
    assert window.library.continue_button.isVisible() and window.act_continue.isEnabled()
    window.continue_game()
    rng = random.Random(1)
    while not c.state.is_terminal():
        c.session.roll() if c.state.is_chance() else c.session.play(rng.choice(c.state.legal_moves()))
    window.back_to_library()
    assert not window.library.continue_button.isVisible() and not window.act_continue.isEnabled()


def test_a_game_saved_as_it_stands_is_left_without_a_question(qtbot, window, tmp_path, monkeypatch, answer_modal):
    from PySide6.QtWidgets import QFileDialog

    c, _view = _human_to_decide(window, "hoch")
    target = tmp_path / "duel.gamebox.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    assert window.save_as()
    assert window.may_abandon() and window.set_aside_game() is None    # nothing would be lost
    c.session.play(c.state.legal_moves()[0])
    assert window.may_abandon() and window.set_aside_game().moves == c.record.moves   # a move since: set aside
