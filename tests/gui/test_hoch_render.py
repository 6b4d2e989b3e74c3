"""Pictures of Hoch und höher without a window: read the pixels back."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from gamebox_ui.games import ui_for
from gamebox_ui.games.hoch.colors import DISC, FELT, PAWN_COLORS
from gamebox_ui.games.hoch.layout import TILT, BoardLayout
from gamebox_ui.games.hoch.pieces import pawn_center
from gamebox_ui.games.hoch.painter import render
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from gamebox.games.hoch.game import VARIANTS
from gamebox.games.hoch.state import HochState
from gamebox.protocol import Setup
from gamebox.registry import get

W, H = 1280, 800


def start(variant="solo"):
    players = 1 if variant.startswith("solo") else 2
    return get("hoch").new_state(Setup(variant, players, {}, 0))


def after(moves, variant="solo"):
    state = start(variant)
    for text in moves.split():
        state.play(state.parse_move(text))
    return state


def layout_of(state, w=W, h=H) -> BoardLayout:
    return BoardLayout.compute(w, h, state.rules.solo, state.heights, state.pawn_on)


def disc_point(lay: BoardLayout, tower: int, disc: int) -> QPointF:
    """The middle of the front of disc `disc` (0 = bottom) of a tower."""
    ry = lay.disc_radius(tower) * TILT
    b = lay.base(tower)
    return QPointF(b.x(), b.y() - (disc + 0.5) * lay.disc_thickness(tower) + ry * 0.9)


def is_red(c: QColor) -> bool:
    return c.red() > 120 and c.red() > 2.2 * c.green() and c.red() > 2.2 * c.blue()


def is_felt(c: QColor) -> bool:
    return all(abs(a - b) <= 32 for a, b in zip(c.getRgb()[:3], FELT.getRgb()[:3], strict=True))


def nearest(c: QColor, palette: dict[str, QColor]) -> str:
    def dist(q: QColor) -> int:
        return sum((a - b) ** 2 for a, b in zip(c.getRgb()[:3], q.getRgb()[:3], strict=True))
    return min(palette, key=lambda name: dist(palette[name]))


PALETTE = {"blue": PAWN_COLORS[0], "brown": PAWN_COLORS[1], "yellow": PAWN_COLORS[2],
           "green": PAWN_COLORS[3], "disc": DISC, "felt": FELT}
PAWN_NAMES = ("blue", "brown", "yellow", "green")


def test_start_position_shows_red_discs_on_every_place(qapp):
    state = start()
    image = render(state, W, H, "en")
    lay = layout_of(state)
    for t, height in enumerate(state.heights):
        for disc in range(height):
            colour = image.pixelColor(disc_point(lay, t, disc).toPoint())
            assert is_red(colour), f"tower {t}, disc {disc}: {colour.name()}"
        top = image.pixelColor(lay.top(t, height).toPoint())
        assert is_red(top), f"top of tower {t}: {top.name()}"


def test_a_moved_tower_leaves_the_table_bare(qapp):
    state = after("d5 c>f")
    image = render(state, W, H, "en")
    lay = layout_of(state)
    bare = image.pixelColor(lay.base(2).toPoint())
    assert is_felt(bare), bare.name()
    assert not is_red(bare)
    for disc in range(9):   # f now carries 9 discs
        assert is_red(image.pixelColor(disc_point(lay, 5, disc).toPoint()))
    # Without the move the same spot is red.
    assert is_red(render(start(), W, H, "en").pixelColor(lay.base(2).toPoint() - QPointF(0, 4).toPoint()))


def test_each_placed_pawn_shows_its_colour_on_its_tower(qapp):
    state = HochState.from_position(VARIANTS["solo"], "6B 6 5R 5 4 4 3Y 3 2 2 2G 1 1 1", 0)
    image = render(state, W, H, "en")
    lay = layout_of(state)
    for pawn, tower in enumerate(state.pawn_tower):
        foot = lay.top(tower, state.heights[tower])
        point = pawn_center(foot, lay.pawn_height(lay.scale(tower))).toPoint()
        assert nearest(image.pixelColor(point), PALETTE) == PAWN_NAMES[pawn], f"pawn {pawn} at {point}"
        # Its tray slot is empty now.
        slot = pawn_center(lay.supply_foot(pawn), lay.pawn_height()).toPoint()
        assert nearest(image.pixelColor(slot), PALETTE) != PAWN_NAMES[pawn]


@pytest.mark.parametrize("variant", ["solo", "duel"])
def test_unplaced_pawns_stand_in_their_trays(qapp, variant):
    state = start(variant)
    image = render(state, W, H, "en")
    lay = layout_of(state)
    for pawn in range(4):
        point = pawn_center(lay.supply_foot(pawn), lay.pawn_height()).toPoint()
        assert nearest(image.pixelColor(point), PALETTE) == PAWN_NAMES[pawn]
    trays = {lay.tray_rect(0 if variant == "solo" else p // 2).center().x() < W / 2 for p in range(4)}
    assert trays == ({True} if variant == "solo" else {True, False})   # duel: one tray on each side


def test_a_tower_of_all_45_discs_fits(qapp):
    state = HochState.from_position(VARIANTS["solo"], "45B - - - - - - - - - - - - -", 0)
    for w, h in ((W, H), (640, 400)):
        image = render(state, w, h, "en")
        lay = layout_of(state, w, h)
        top = lay.top(0, 45)
        assert top.y() - lay.pawn_height(lay.scale(0)) > 0, "the pawn leaves the picture"
        assert is_red(image.pixelColor(disc_point(lay, 0, 44).toPoint()))
        assert is_red(image.pixelColor(disc_point(lay, 0, 0).toPoint()))
        head = pawn_center(top, lay.pawn_height(lay.scale(0))).toPoint()
        assert nearest(image.pixelColor(head), PALETTE) == "blue"


@pytest.mark.parametrize("size", [(1280, 800), (333, 211), (120, 90), (1920, 1080)])
def test_the_image_has_the_size_asked_for(qapp, size):
    image = ui_for("hoch").render(after("d4 e>a d2 B@i"), size[0], size[1], "de")
    assert (image.width(), image.height()) == size
    assert not image.isNull()


def test_render_needs_no_window_and_no_widgets(tmp_path):
    code = (
        "import sys\n"
        "from PySide6.QtGui import QGuiApplication\n"
        "app = QGuiApplication(sys.argv)\n"
        "from gamebox.registry import get\n"
        "from gamebox.protocol import Setup\n"
        "from gamebox_ui.games.hoch.painter import render\n"
        "state = get('hoch').new_state(Setup('duel', 2, {}, 0))\n"
        "image = render(state, 640, 400, 'de')\n"
        "assert image.save(sys.argv[1])\n"
        "print(image.width(), image.height(), type(app).__name__)\n"
    )
    out = tmp_path / "start.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", code, str(out)], env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["640", "400", "QGuiApplication"]
    assert out.stat().st_size > 10_000
