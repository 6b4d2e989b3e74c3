"""What a player sees, read back from the pixels: a lit die glows over its whole face (Cui bono?'s "pull a die
that glows", Würfelmarsch's own dice), not only along its rim; the die Abquetschen and Raffzahn roll is
turquoise."""
from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage

from gamebox.pyramid.board import Die, Pyramid
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.offscreen import render_pyramid_image
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.widgets.dice import DieWidget


def _rgb(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * image.height())
    return data.reshape(image.height(), image.bytesPerLine())[:, :image.width() * 3].reshape(
        image.height(), image.width(), 3).astype(float)


def _luminance(rgb: np.ndarray) -> np.ndarray:
    return rgb @ np.array([0.299, 0.587, 0.114])


def _bottom_row(colour: str) -> Pyramid:
    pyramid = Pyramid()
    for i in range(9):
        pyramid.place((8 - i, i, 0), Die(colour, 0))
    return pyramid


def test_a_lit_die_glows_over_its_whole_face(qapp):
    """The pixels a lit die covers get clearly brighter, most of them (not a faint outline), in every colour."""
    lit = (4, 4, 0)
    for colour in ("red", "yellow", "pearl"):
        pyramid = _bottom_row(colour)
        without = pyramid.copy()
        without.lift(lit)
        plain = _rgb(render_pyramid_image(pyramid, 480, 320, view="side0"))
        glowing = _rgb(render_pyramid_image(pyramid, 480, 320, view="side0", targets=[lit]))
        empty = _rgb(render_pyramid_image(without, 480, 320, view="side0"))
        die = np.abs(plain - empty).max(axis=2) > 40            # where the die is seen
        assert die.sum() > 300, "the die is on the picture"
        brighter = _luminance(glowing) - _luminance(plain)
        warmer = (glowing[..., 0] - glowing[..., 2]) - (plain[..., 0] - plain[..., 2])     # toward gold
        glows = ((brighter > 25) | (warmer > 40)) & die      # a white die can only turn golden
        assert glows.sum() > 0.6 * die.sum(), f"{colour}: {glows.sum()} of {die.sum()} pixels glow"
        assert brighter[die].mean() > 12, f"{colour}: the lit die is brighter"


def _turquoise_share(widget: DieWidget) -> float:
    rgb = _rgb(widget.grab().toImage())
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    return float(((g - r > 60) & (b - r > 60)).mean())


def test_the_rolled_die_of_abquetschen_and_raffzahn_is_turquoise(qtbot, window, monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    window.start_record(GameRecord("abquetschen", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, None,
                                   []))
    die = window.game_page.view.dice[0]
    die.set_value(5)
    assert _turquoise_share(die) > 0.25
    window.start_record(GameRecord("raffzahn", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")]))
    die = window.game_page.view.findChild(DieWidget)
    die.set_value(5)
    assert _turquoise_share(die) > 0.25
    plain = DieWidget()            # a die of no colour of its own stays ivory
    plain.resize(72, 72)
    plain.set_value(5)
    assert _turquoise_share(plain) < 0.01
