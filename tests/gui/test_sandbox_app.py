"""Würfelpyramide frei by mouse: place into lit funnels, take, turn by a face, tip, pull."""
from __future__ import annotations

import random

import pytest
from gamebox_ui.controller import GameController
from gamebox_ui.games import ui_for
from gamebox_ui.pyramid.view import PyramidView
from PySide6.QtCore import QPoint, Qt

from gamebox.pyramid import dice, lattice, space
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

pytestmark = [pytest.mark.gui, pytest.mark.gl]
SIDE0 = 1   # the face -e_x, toward the default camera


@pytest.fixture
def sandbox(qtbot):
    PyramidView.animations_enabled = False

    def open_(variant="empty"):
        record = GameRecord("pyramide", variant, [PlayerSpec("Anna")], first_player=0)
        controller = GameController(Session(record, random.Random(2)))
        controller.ai_delay_ms = 0
        controller.start()
        view = ui_for("pyramide").make_view(controller, None)
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
        qtbot.waitUntil(lambda: controller.state.dealt)
        return view, controller
    yield open_
    PyramidView.animations_enabled = True


def click(qtbot, view, p, face=None):
    """Click position `p`: a die's face (toward the camera) or, for an empty target, its middle."""
    pv = view.pyramid_view
    point = space.world(p) + (0.45 * space.direction_world(face) if face is not None else 0.0)
    x, y = pv.project(point)
    hit = pv.pick(x, y)
    assert hit is not None and hit.position == p
    qtbot.mouseClick(pv, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    return hit


def test_build_a_start_pyramid_then_take_it_apart(qtbot, sandbox):
    view, c = sandbox()
    assert set(view.pyramid_view.targets()) == set(lattice.BOTTOM)      # 45 lit hollows
    view.set_colour("yellow")
    for p in ((1, 4, 3), (2, 3, 3), (1, 3, 4)):
        click(qtbot, view, p)
    assert {d.colour for d in c.state.pyramid.dice.values()} == {"yellow"}
    assert (1, 3, 3) in view.pyramid_view.targets()                       # a funnel on three dice
    view.set_colour("turquoise")
    click(qtbot, view, (1, 3, 3))
    assert c.state.pyramid[(1, 3, 3)].colour == "turquoise"
    assert not view.colour_buttons["turquoise"].isEnabled()              # the box has only one
    assert "4 dice" in view.status_text()

    view.set_tool("turn")
    before = c.state.pyramid[(1, 3, 3)].orientation
    click(qtbot, view, (1, 3, 3), SIDE0)
    after = c.state.pyramid[(1, 3, 3)].orientation
    assert after != before
    assert c.state.pyramid[(1, 3, 3)].pip(SIDE0) == dice.pip(before, SIDE0)   # the clicked face stays

    view.set_tool("take")
    assert view.pyramid_view.targets() == [(1, 3, 3)]                    # only the top is free
    click(qtbot, view, (1, 3, 3), SIDE0)
    assert (1, 3, 3) not in c.state.pyramid
    c.undo()
    assert (1, 3, 3) in c.state.pyramid


def test_tip_on_the_plate_and_pull_from_a_full_pyramid(qtbot, sandbox):
    view, c = sandbox()
    view.set_colour("red")
    click(qtbot, view, (0, 4, 4))
    view.set_tool("tip")
    click(qtbot, view, (0, 4, 4), SIDE0)
    assert view.tip_source == (0, 4, 4)
    assert set(view.pyramid_view.targets()) == set(c.state.pyramid.tip_targets((0, 4, 4)))
    click(qtbot, view, (0, 5, 3))
    assert (0, 5, 3) in c.state.pyramid and (0, 4, 4) not in c.state.pyramid

    view, c = sandbox("full")
    view.set_tool("pull")
    assert sorted(view.pyramid_view.targets()) == sorted(lattice.CORNERS)
    edge = [c.state.pyramid[(0, 0, k)] for k in range(8)]            # the sloping edge above (0,0,8)
    click(qtbot, view, (0, 0, 8), SIDE0)                              # a front corner
    assert [c.state.pyramid[(0, 0, k + 1)] for k in range(8)] == edge  # slid one step down
    assert c.state.pyramid.funnels() == [lattice.APEX]


def test_one_click_views_from_each_side_and_from_above(qtbot, sandbox):
    view, _c = sandbox("full")
    pv = view.pyramid_view
    seen = {}
    for name, button in view.camera_bar.buttons.items():
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert pv.view_name() == name
        seen[name] = pv.grab_image()
    # Each button really moved the camera: the four pictures differ pixel for pixel.
    names = list(seen)
    assert all(seen[a] != seen[b] for i, a in enumerate(names) for b in names[i + 1:])


def test_the_colour_symbol_setting_reaches_the_pyramid_and_is_remembered(qtbot, window):
    from gamebox_ui import settings

    window.start_record(GameRecord("pyramide", "full", [PlayerSpec("Anna")], first_player=0))
    view = window.game_page.view
    assert not view.pyramid_view.colour_blind()
    window.act_symbols.trigger()
    assert view.pyramid_view.colour_blind() and settings.colour_symbols()
    window.start_record(GameRecord("pyramide", "empty", [PlayerSpec("Anna")], first_player=0))
    assert window.game_page.view.pyramid_view.colour_blind()      # a new board starts with it


def test_the_default_view_shows_the_layers_face_on_without_slivers(qtbot, sandbox):
    """From the sandbox's camera every die of the near side shows its player the face toward him nearly
    head-on, up to the apex, and the faces toward the other sides not at all (they were thin slivers
    from the games' steeper view)."""
    import numpy as np

    view, c = sandbox()
    pv = view.pyramid_view
    eye = pv.cameraPosition()
    eye = np.array([eye.x(), eye.y(), eye.z()])

    def facing(p, d) -> float:
        centre = space.world(p) + 0.5 * space.direction_world(d)
        to_eye = (eye - centre) / np.linalg.norm(eye - centre)
        return float(np.dot(space.direction_world(d), to_eye))

    near_side = [p for p in lattice.ALL if p[0] == 0]
    assert min(facing(p, lattice.MINUS[0]) for p in near_side) > 0.95
    upper = [p for p in near_side if abs(p[1] - p[2]) <= 1 and lattice.layer(p) >= 3]   # below the apex
    assert max(facing(p, d) for p in upper for d in (lattice.MINUS[1], lattice.MINUS[2])) < 0.01


def test_the_colour_counters_say_what_they_count(qtbot, sandbox):
    view, c = sandbox()
    assert view.box_label.text() == "Dice in the box:" and view.box_label.isVisible()
    assert [b.text() for b in view.colour_buttons.values()] == ["55", "55", "55", "1"]
    view.set_colour("yellow")
    click(qtbot, view, (1, 4, 3))
    assert view.colour_buttons["yellow"].text() == "54"
