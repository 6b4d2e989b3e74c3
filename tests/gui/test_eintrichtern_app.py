"""Eintrichtern played by mouse: the roll button, clicks on red dice in the 3D view, take-over."""
from __future__ import annotations

import random

import pytest
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.pyramid.view import PyramidView
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from gamebox.games.eintrichtern.moves import Deal, Roll
from gamebox.games.eintrichtern.state import FUNNELS
from gamebox.pyramid import dice, lattice, space
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

pytestmark = [pytest.mark.gui, pytest.mark.gl]

# Every yellow die in one orientation: each funnel then shows the same sum (its three upper faces).
SAME = dice.IDENTITY
FUNNEL_SUM = sum(dice.upper_pips(SAME))
MISS = Roll((1, 1, 1)) if FUNNEL_SUM != 3 else Roll((1, 1, 2))
HIT = next(Roll(tuple(sorted((a, b, FUNNEL_SUM - a - b)))) for a in range(1, 7) for b in range(1, 7)
           if 1 <= FUNNEL_SUM - a - b <= 6)


def scripted_dice(rolls):
    """The session's chance: the uniform deal, then the given rolls in order."""
    def chance(index, state):
        if index == 0:
            return Deal("abcdefghijklmnopqrstuvwx"[SAME] * len(lattice.BOTTOM))
        return rolls[index - 1]
    return chance


def open_game(qtbot, rolls, names=("Anna", "Ben")):
    PyramidView.animations_enabled = False
    record = GameRecord("eintrichtern", "standard", [PlayerSpec(n) for n in names], first_player=0)
    controller = GameController(Session(record, random.Random(1), chance=scripted_dice(rolls)))
    controller.ai_delay_ms = 0
    controller.start()
    view = ui_for("eintrichtern").make_view(controller, None)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: controller.state.phase == "roll")
    return view, controller


def click_red_die(qtbot, view, funnel) -> None:
    """Click the face of the red die on `funnel` that the player at side x=0 sees."""
    pv = view.pyramid_view
    face = 1  # -e_x, toward side x=0 (the default camera)
    x, y = pv.project(space.world(funnel) + 0.45 * space.direction_world(face))
    assert pv.pick(x, y).position == funnel
    qtbot.mouseClick(pv, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))


def front_funnels():
    """Covered funnels whose -e_x face the default camera sees unobstructed: x = 0 row first."""
    return sorted(FUNNELS, key=lambda p: (p[0], p[1]))


@pytest.fixture(autouse=True)
def restore_animations():
    yield
    PyramidView.animations_enabled = True


def test_a_whole_game_by_mouse(qtbot):
    rolls = [MISS, HIT] + [HIT] * 8
    view, c = open_game(qtbot, rolls)
    funnels = iter(front_funnels())

    # Anna rolls with the button and misses: the red die goes back, Ben may take over.
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    assert c.state.phase == "lift" and view.sum_label.text() == f"= {MISS.total}"
    first = next(funnels)
    click_red_die(qtbot, view, first)
    assert view.revealing() and str(FUNNEL_SUM) in view.banner.text()
    assert first not in view.pyramid_view.pyramid()          # shown lifted during the reveal
    assert first in c.state.pyramid                          # but it went back
    assert not c.can_undo()                                  # a lift showed a hidden sum
    assert c.state.phase == "choose" and view.take_button.isVisible()
    view.end_reveal()                                        # D6: the sum is hidden again
    assert not view.revealing() and first in view.pyramid_view.pyramid()

    # Ben takes over the failed roll and misses too; Anna then rolls anew.
    qtbot.mouseClick(view.take_button, Qt.MouseButton.LeftButton)
    assert c.state.roll == MISS and c.state.to_move == 1
    click_red_die(qtbot, view, first)
    assert c.state.phase == "choose" and c.state.to_move == 0
    view.end_reveal()                                        # (its timer's time is up)
    qtbot.keyClick(view, Qt.Key.Key_Space)                   # roll anew
    assert c.state.roll == HIT

    # Eight hits in a row: each kept red die opens its funnel for good.
    for _ in range(8):
        if c.state.phase == "roll":
            qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
        target = next(funnels)
        click_red_die(qtbot, view, target)
        assert target not in c.state.pyramid
        view.end_reveal()
    assert c.state.is_terminal()
    assert c.state.winners() == [0] and c.state.scores() == [8.0, 0.0]
    assert "Anna won with 8 red dice" in view.status_text()
    assert c.record.moves[0] != "deal" and "deal" == view.controller.state.public_text(
        c.state.parse_move(c.record.moves[0]))


def test_clicks_out_of_turn_are_refused_with_a_reason(qtbot):
    view, c = open_game(qtbot, [MISS])
    messages = []
    c.refused.connect(messages.append)
    click_red_die(qtbot, view, front_funnels()[0])          # before rolling
    assert messages and "roll" in messages[-1].lower()
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    assert c.state.phase == "lift"
    assert view.pyramid_view.targets() == c.state.covered()  # every red die is a legal target
    pv = view.pyramid_view                                   # a yellow die on the front rim
    x, y = pv.project(space.world((0, 4, 4)) + 0.45 * space.direction_world(1))
    assert pv.pick(x, y).position == (0, 4, 4)
    qtbot.mouseClick(pv, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    assert "is not a covered funnel" in messages[-1] and c.state.phase == "lift"


def test_gamebox_render_draws_a_record_as_the_pyramid(tmp_path, qapp):
    from PySide6.QtGui import QImage

    from gamebox.cli import main
    from gamebox.selfplay import selfplay

    selfplay("eintrichtern", "standard", ["search:strong", "search:easy"], 1, seed=3, save_dir=tmp_path)
    out = tmp_path / "pyramid.png"
    assert main(["render", str(tmp_path / "game-0001.json"), "--out", str(out), "--size", "640x400"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 400)
    red = yellow = 0
    for y in range(0, 400, 4):
        for x in range(0, 640, 4):
            c = image.pixelColor(x, y)
            red += c.red() > 150 and c.green() < 80 and c.blue() < 80
            yellow += c.red() > 180 and c.green() > 140 and c.blue() < 90
    assert red > 200 and yellow > 200       # the red layer over the yellow one, both in view


def test_computers_play_a_whole_game_in_the_app_and_the_score_screen_shows(qtbot, window, monkeypatch):
    from gamebox_ui.score_dialog import ScoreDialog
    from PySide6.QtWidgets import QApplication, QLabel

    PyramidView.animations_enabled = False
    monkeypatch.setattr("gamebox_ui.games.eintrichtern.view.REVEAL_MS", 0)     # each reveal: one event loop
    record = GameRecord("eintrichtern", "standard",
                        [PlayerSpec("Ann", "ai", "search:strong"), PlayerSpec("Bo", "ai", "search:easy"),
                         PlayerSpec("Cy", "ai", "random")], first_player=0)
    c = window.start_record(record)
    c.ai_delay_ms = 0
    qtbot.waitUntil(lambda: c.state.is_terminal(), timeout=60000)
    assert max(c.state.kept) == 8
    qtbot.waitUntil(lambda: any(isinstance(w, ScoreDialog) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=5000)
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ScoreDialog))
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    winner = record.players[c.state.winners()[0]].name
    assert "Red dice won" in text and "the first to 8 wins" in text and winner in text
    dialog.close()


def test_arrow_keys_and_enter_lift_a_red_die(qtbot):
    view, c = open_game(qtbot, [MISS])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert c.state.phase == "lift"
    qtbot.keyClick(view.pyramid_view, Qt.Key.Key_Left)       # the cursor appears mid-pyramid
    start = view.key_cursor
    assert start in c.state.covered()
    pv = view.pyramid_view
    qtbot.keyClick(view.pyramid_view, Qt.Key.Key_Right)
    assert pv.project(space.world(view.key_cursor))[0] > pv.project(space.world(start))[0]
    qtbot.keyClick(view.pyramid_view, Qt.Key.Key_Up)
    chosen = view.key_cursor
    assert pv.project(space.world(chosen))[1] < pv.project(space.world(start))[1]
    qtbot.keyClick(view.pyramid_view, Qt.Key.Key_Return)
    assert c.state.last_reveal.funnel == chosen and c.state.phase == "choose"
    assert view.key_cursor is None                                # no cursor outside a lift


def test_a_reveal_shows_its_full_time_whoever_moves_next(qtbot):
    """PY6: after Anna's miss the computer moves next, with no pause at all; it waits for the reveal's
    timer (3.5 s, whatever the computer's pause), and so does a person, told why."""
    view, c = open_game(qtbot, [MISS, MISS])
    c.record.players[1] = PlayerSpec("Ben", "ai", "search:easy")
    c.ai_delay_ms = 0
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    click_red_die(qtbot, view, front_funnels()[0])
    assert view.revealing() and c.state.phase == "choose" and c.state.to_move == 1
    assert view._reveal_timer.isActive() and view._reveal_timer.interval() == 3500
    messages = []
    c.refused.connect(messages.append)
    ply = c.session.ply
    for _ in range(20):                    # the computer's zero pause passes many times over
        QCoreApplication.processEvents()
        assert c.session.ply == ply and not c.busy and view.revealing()
    assert not c.try_move(c.state.legal_moves()[0]) and messages[-1] == "Everybody takes in the sum: a moment."
    view._reveal_timer.timeout.emit()      # the reveal's time is up
    assert not view.revealing()
    qtbot.waitUntil(lambda: c.session.ply > ply)      # now the computer moves
