"""The 3D pyramid view (ui/pyramid): pixels read back, picking, clicks, drags, animation.

Rendering goes through grabFramebuffer(), which paints synchronously, so no test waits for
a frame. Screen points come from the view's own camera matrices (`view.project`).
"""
from __future__ import annotations

import colorsys
import os
import subprocess
import sys

import numpy as np
import pytest
from gamebox_ui.pyramid import anim
from gamebox_ui.pyramid.geometry import FACE_AXES, LATTICE_MATRICES
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from gamebox.pyramid import dice, lattice, space
from gamebox.pyramid.board import Die, Pyramid

W, H = 900, 640
SIDE0 = lattice.MINUS[0]       # the face -e_x: what the player at side x=0 looks at


def full(colour_at=None, orientation=None) -> Pyramid:
    """A full pyramid, turquoise unless `colour_at` says otherwise."""
    colour_at = colour_at or {}
    o = orientation if orientation is not None else dice.IDENTITY
    return Pyramid({p: Die(colour_at.get(p, "turquoise"), o) for p in lattice.ALL})


def showing(pips: int, direction: int = SIDE0) -> int:
    """An orientation showing `pips` toward `direction`."""
    return next(o for o in range(24) if dice.pip(o, direction) == pips)


def face_point(p, direction: int, s: float = 0.0, t: float = 0.0) -> np.ndarray:
    """World point at lattice-face coordinates (s, t in -1..1) on the face `direction` of cube p."""
    n, u, v = (a for a in FACE_AXES[direction])
    return space.world(np.asarray(p, float) + 0.5 * (n + s * u + t * v))


def colour_at(image, view, point) -> tuple[float, float, float]:
    x, y = view.project(point)
    c = image.pixelColor(round(x), round(y))
    return c.redF(), c.greenF(), c.blueF()


def hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*rgb)[0] * 360


@pytest.fixture
def view(qtbot):
    from gamebox_ui.pyramid.view import PyramidView

    v = PyramidView()
    v.animations_enabled = False
    qtbot.addWidget(v)
    v.resize(W, H)
    v.show()
    qtbot.waitExposed(v)
    v.reset_view()
    return v


# -- pixels ---------------------------------------------------------------------------------------
@pytest.mark.gl
def test_dice_show_their_colours(view):
    red, yellow, pearl = (0, 4, 0), (0, 2, 3), (0, 1, 1)
    view.set_pyramid(full({red: "red", yellow: "yellow", pearl: "pearl"}, showing(2)), animate=False)
    image = view.grab_image()
    # a face showing 2 has its centre free of pips
    r = colour_at(image, view, face_point(red, SIDE0))
    y = colour_at(image, view, face_point(yellow, SIDE0))
    p = colour_at(image, view, face_point(pearl, SIDE0))
    t = colour_at(image, view, face_point((0, 3, 3), SIDE0))
    assert hue(r) < 15 or hue(r) > 345, r
    assert r[0] > 0.5 and r[1] < 0.3
    assert 35 < hue(y) < 60 and y[0] > 0.6 and y[2] < 0.35, y
    assert min(p) > 0.65 and max(p) - min(p) < 0.25, p          # near white
    assert 160 < hue(t) < 185 and t[1] > 0.45, t


@pytest.mark.gl
def test_pips_are_dark_dots_on_the_faces(view):
    six, one = (0, 4, 0), (0, 0, 4)
    pyramid = full()
    pyramid.dice[six] = Die("yellow", showing(6))
    pyramid.dice[one] = Die("yellow", showing(1))
    view.set_pyramid(pyramid, animate=False)
    image = view.grab_image()

    def dark_fraction(p) -> float:
        grid = np.linspace(-0.75, 0.75, 21)
        dark = sum(max(colour_at(image, view, face_point(p, SIDE0, s, t))) < 0.4 for s in grid for t in grid)
        return dark / grid.size ** 2

    assert dark_fraction(six) > 0.12         # six pips: about a fifth of the sampled square
    assert 0.01 < dark_fraction(one) < dark_fraction(six) / 3


@pytest.mark.gl
def test_plate_shows_where_dice_are_missing(view):
    corner = (0, 8, 0)                       # a bottom corner on the player's side
    hollow = face_point(lattice.step(corner, 0), SIDE0, -0.3, 0.3)   # the hollow's wall facing the player
    view.set_pyramid(full(), animate=False)
    with_die = colour_at(view.grab_image(), view, hollow)
    missing = full()
    del missing.dice[corner]
    view.set_pyramid(missing, animate=False)
    plate = colour_at(view.grab_image(), view, hollow)
    assert 160 < hue(with_die) < 185 and with_die[1] > 2 * with_die[0], with_die     # the turquoise die
    assert plate[1] > plate[0] + 0.03 and plate[1] > plate[2] + 0.03 and max(plate) < 0.45, plate   # dark green


@pytest.mark.gl
def test_empty_plate_renders_hollows(view):
    view.set_pyramid(Pyramid(), animate=False)
    image = view.grab_image()
    rgb = colour_at(image, view, face_point((1, 4, 4), SIDE0))
    assert rgb[1] > rgb[0] and rgb[1] > rgb[2], rgb
    corner = colour_at(image, view, (0.0, 0.0, 40.0))   # far above: background
    assert max(corner) < 0.4


@pytest.mark.gl
def test_colour_blind_mode_marks_red_dice(view):
    red = (0, 4, 0)
    view.set_pyramid(full({red: "red"}, showing(1)), animate=False)
    before = view.grab_image()
    view.set_colour_blind(True)
    after = view.grab_image()
    grid = np.linspace(-0.7, 0.7, 15)
    changed = sum(np.abs(np.subtract(colour_at(before, view, face_point(red, SIDE0, s, t)),
                                     colour_at(after, view, face_point(red, SIDE0, s, t)))).max() > 0.08
                  for s in grid for t in grid)
    assert changed > 0.2 * grid.size ** 2
    other = face_point((0, 3, 3), SIDE0, 0.3, 0.3)
    assert colour_at(before, view, other) != colour_at(after, view, other)  # every colour has a symbol


@pytest.mark.gl
def test_targets_and_selection_change_pixels(view):
    pyramid = full()
    free = (0, 0, 0)
    view.set_pyramid(pyramid, animate=False)
    edge = face_point(free, SIDE0, 0.8, 0.0)
    plain = colour_at(view.grab_image(), view, edge)
    view.set_targets([free])
    lit = colour_at(view.grab_image(), view, edge)
    view.set_targets([])
    view.set_selected([free])
    selected = colour_at(view.grab_image(), view, edge)
    assert sum(lit) > sum(plain) + 0.1
    assert selected[2] > plain[2] + 0.1


# -- picking ---------------------------------------------------------------------------------------
@pytest.mark.gl
@pytest.mark.parametrize("view_name", ["side0", "top"])
def test_pick_returns_die_and_face(view, view_name):
    view.set_pyramid(full(), animate=False)
    view.set_view(view_name)
    cases = [((0, 4, 0), SIDE0), ((0, 1, 2), SIDE0), ((0, 0, 0), SIDE0)]
    if view_name == "top":
        cases = [((0, 0, 0), lattice.MINUS[1]), ((3, 0, 2), lattice.MINUS[1]), ((2, 3, 0), lattice.MINUS[2])]
    for p, face in cases:
        x, y = view.project(space.world(p) + 0.45 * space.direction_world(face))
        assert 0 <= x < W and 0 <= y < H
        hit = view.pick(x, y)
        assert hit is not None and (hit.position, hit.face, hit.target) == (p, face, False)


@pytest.mark.gl
def test_pick_finds_a_target_funnel_on_the_empty_plate(view):
    funnel = (0, 4, 4)
    view.set_pyramid(Pyramid(), animate=False)
    view.set_targets([funnel])
    x, y = view.project(space.world(funnel) + 0.45 * space.direction_world(SIDE0))
    hit = view.pick(x, y)
    assert hit is not None and hit.position == funnel and hit.target
    assert view.pick(5, 5) is None


# -- input -------------------------------------------------------------------------------------------
def _send(view, kind, pos, button, buttons, modifiers=Qt.KeyboardModifier.NoModifier):
    local = QPointF(pos)
    event = QMouseEvent(kind, local, view.mapToGlobal(local), button, buttons, modifiers)
    QApplication.sendEvent(view, event)


@pytest.mark.gl
def test_click_emits_the_hit(view, qtbot):
    view.set_pyramid(full(), animate=False)
    p = (0, 3, 2)
    x, y = view.project(space.world(p) + 0.45 * space.direction_world(SIDE0))
    with qtbot.waitSignal(view.clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))
    hit = blocker.args[0]
    assert isinstance(hit, space.Hit) and hit.position == p and hit.face == SIDE0


@pytest.mark.gl
def test_drag_orbits_and_does_not_click(view):
    view.set_pyramid(full(), animate=False)
    clicks = []
    view.clicked.connect(clicks.append)
    azimuth, elevation = view.opts["azimuth"], view.opts["elevation"]
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(view, QEvent.Type.MouseButtonPress, QPoint(400, 300), left, left)
    for x in range(410, 520, 10):
        _send(view, QEvent.Type.MouseMove, QPoint(x, 280), none, left)
    _send(view, QEvent.Type.MouseButtonRelease, QPoint(520, 280), left, none)
    assert view.opts["azimuth"] != azimuth and view.opts["elevation"] != elevation
    assert clicks == []
    assert view.view_name() == ""


@pytest.mark.gl
def test_hover_emits_hovered(view, qtbot):
    view.set_pyramid(full(), animate=False)
    x, y = view.project(space.world((0, 2, 2)) + 0.45 * space.direction_world(SIDE0))
    with qtbot.waitSignal(view.hovered, timeout=1000) as blocker:
        _send(view, QEvent.Type.MouseMove, QPoint(round(x), round(y)), Qt.MouseButton.NoButton,
              Qt.MouseButton.NoButton)
    assert blocker.args[0].position == (0, 2, 2)
    view.set_hover_enabled(False)
    seen = []
    view.hovered.connect(seen.append)
    _send(view, QEvent.Type.MouseMove, QPoint(5, 5), Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    assert all(h is None for h in seen)


@pytest.mark.gl
def test_keys_switch_views(view, qtbot):
    for key, name in ((Qt.Key.Key_2, "side1"), (Qt.Key.Key_3, "side2"), (Qt.Key.Key_T, "top"),
                      (Qt.Key.Key_1, "side0"), (Qt.Key.Key_Home, "side0")):
        qtbot.keyClick(view, key)
        assert view.view_name() == name
    view.set_view("side1")
    assert abs(view.opts["azimuth"] - 150.0) < 1e-6
    with pytest.raises(ValueError):
        view.set_view("below")


# -- animation ----------------------------------------------------------------------------------------
@pytest.mark.gl
def test_lifting_animates_then_finishes(view, qtbot):
    view.animations_enabled = True
    pyramid = full()
    view.set_pyramid(pyramid, animate=False)
    assert not view.is_animating()
    lifted = pyramid.copy()
    lifted.lift((0, 0, 0))
    with qtbot.waitSignal(view.animation_finished, timeout=3000):
        view.set_pyramid(lifted)
        assert view.is_animating()
    assert not view.is_animating()
    assert view.pick(*view.project(space.world((0, 0, 0)))) is None or \
        view.pick(*view.project(space.world((0, 0, 0)))).position != (0, 0, 0)


@pytest.mark.gl
def test_animations_off_jumps(view):
    view.set_pyramid(full(), animate=True)   # the fixture switched animations off
    assert not view.is_animating()


def test_plan_sorts_moves():
    base = Pyramid({p: Die("red", dice.IDENTITY) for p in lattice.BOTTOM})
    base.dice[(0, 7, 0)] = Die("yellow", 3)
    # turning in place
    turned = base.copy()
    turned.dice[(0, 7, 0)] = Die("yellow", 7)
    _, tracks = anim.plan(base, turned)
    assert [(t.kind, t.start) for t in tracks] == [("turn", (0, 7, 0))]
    # placing and lifting
    _, tracks = anim.plan(Pyramid(), Pyramid({(0, 0, 8): Die("red")}))
    assert [t.kind for t in tracks] == ["place"]
    _, tracks = anim.plan(Pyramid({(0, 0, 8): Die("red")}), Pyramid())
    assert [t.kind for t in tracks] == ["lift"]


def test_plan_slides_a_pulled_row_and_tracks_end_in_place():
    pyramid = Pyramid({p: Die("red", dice.IDENTITY) for p in lattice.BOTTOM})
    for p in ((0, 7, 0), (0, 6, 0)):
        pyramid.dice[p] = Die("yellow", 4)
    del pyramid.dice[(1, 7, 0)], pyramid.dice[(0, 7, 1)]
    pulled = pyramid.copy()
    _, slides = pulled.pull((0, 8, 0))
    _, tracks = anim.plan(pyramid, pulled)
    kinds = sorted((t.kind, t.start, t.end) for t in tracks)
    assert ("lift", (0, 8, 0), (0, 8, 0)) in kinds
    assert {(t.start, t.end) for t in tracks if t.kind == "slide"} == set(slides)
    for t in tracks:
        centre, rot, alpha = t.at(1.0)
        if t.kind != "lift":
            assert np.allclose(centre, space.world(t.end)) and np.allclose(rot, LATTICE_MATRICES[t.die.orientation])
            assert alpha == 1.0


def test_tip_track_rolls_into_the_neighbouring_hollow():
    src, dst = (4, 4, 0), (3, 4, 1)
    before = Pyramid({src: Die("red", 5)})
    after = before.copy()
    after.tip(src, dst)
    _, tracks = anim.plan(before, after)
    assert [(t.kind, t.start, t.end) for t in tracks] == [("tip", src, dst)]
    centre, rot, _ = tracks[0].at(1.0)
    assert np.allclose(centre, space.world(dst), atol=1e-9)
    assert np.allclose(rot, LATTICE_MATRICES[after[dst].orientation], atol=1e-9)
    middle, _, _ = tracks[0].at(0.5)
    assert middle[2] > space.world(src)[2]          # it rolls up and over


# -- pictures without a window ----------------------------------------------------------------------
@pytest.mark.gl
def test_render_pyramid_image(qapp):
    from gamebox_ui.pyramid.offscreen import render_pyramid_image

    image = render_pyramid_image(full(), 640, 400, view="side1", targets=[(0, 0, 0)], colour_blind=True)
    assert (image.width(), image.height()) == (640, 400)
    centre = image.pixelColor(320, 220)
    assert 150 < centre.hueF() * 360 < 190     # turquoise dice in the middle of the picture


def test_render_without_gl_raises_a_clear_error():
    code = ("import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
            "from gamebox.pyramid.board import Pyramid\n"
            "from gamebox_ui.pyramid.offscreen import render_pyramid_image\n"
            "try:\n    render_pyramid_image(Pyramid(), 100, 100)\n"
            "except RuntimeError as e:\n    print('ERR', e)\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                         check=False)
    assert out.returncode == 0, out.stderr
    assert "ERR OpenGL is not available:" in out.stdout
