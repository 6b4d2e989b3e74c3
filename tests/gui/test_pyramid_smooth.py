"""Smooth edges on the 3D pyramid: once the view stands still it is drawn once more, multisampled;
while it moves, never (the moving frames keep their budget, bench/bench_pyramid.py)."""
from __future__ import annotations

import numpy as np
import pytest

from gamebox.pyramid import lattice
from gamebox.pyramid.board import Die, Pyramid

pytestmark = [pytest.mark.gui, pytest.mark.gl]


@pytest.fixture
def view(qtbot):
    from gamebox_ui.pyramid.view import PyramidView

    v = PyramidView()
    v.animations_enabled = False
    qtbot.addWidget(v)
    v.resize(640, 420)
    v.show()
    qtbot.waitExposed(v)
    v.set_pyramid(Pyramid({p: Die("red" if sum(p) % 2 else "yellow", 0) for p in lattice.ALL}), animate=False)
    return v


def _edge_shades(image) -> int:
    """How many in-between shades the picture has: a jagged edge has none, a smooth one many."""
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    data = np.frombuffer(rgb.constBits(), np.uint8).reshape(rgb.height(), rgb.bytesPerLine() // 4, 4)
    return len(np.unique(data[..., :3].reshape(-1, 3), axis=0))


def test_a_still_view_is_drawn_smooth_once(qtbot, view):
    view.smooth_when_still = False
    jagged = view.grabFramebuffer()
    view.smooth_when_still = True
    smooth = view.grab_image()
    assert view.smooth_frames == 1
    assert _edge_shades(smooth) > 1.3 * _edge_shades(jagged)      # the edges got their shades
    before = view.smooth_frames
    view.update()                                                  # one quick frame, then stillness
    qtbot.waitUntil(lambda: view.smooth_frames == before + 1, timeout=3000)


def test_a_moving_view_is_never_drawn_smooth(qtbot, view):
    from PySide6.QtCore import QCoreApplication

    view.grabFramebuffer()
    drawn = view.smooth_frames
    for step in range(12):            # one frame after the other, as an orbit asks for them
        view.opts["azimuth"] += 1.0
        view.grabFramebuffer()
        QCoreApplication.processEvents()
        assert view.smooth_frames == drawn
