"""The pyramid view computes a die's ambient occlusion again only where dice came or went near it (real-time
games redraw after every grab): the result is always the same as computing every die afresh."""
from __future__ import annotations

import random

import numpy as np

from gamebox.pyramid import lattice
from gamebox.pyramid.board import Die
from gamebox.pyramid.setups import full_pyramid
from gamebox_ui.pyramid.geometry import die_ao
from gamebox_ui.pyramid.meshes import plate_ao
from gamebox_ui.pyramid.view import PyramidView


def test_occlusion_kept_where_nothing_changed_equals_occlusion_computed_afresh(qtbot):
    view = PyramidView()
    qtbot.addWidget(view)
    rng = random.Random(5)
    pyramid = full_pyramid(rng)
    for step in range(60):
        pyramid = pyramid.copy()
        free = pyramid.free_dice()
        if step % 7 == 6 and pyramid.funnels():                       # now and then a die goes back
            pyramid.dice[rng.choice(pyramid.funnels())] = Die("red", rng.randrange(24))
        elif step % 11 == 10:                                           # or turns where it lies
            p = rng.choice(free)
            pyramid.dice[p] = Die(pyramid[p].colour, (pyramid[p].orientation + 5) % 24)
        else:
            for p in rng.sample(free, min(len(free), rng.choice((1, 1, 2, 3)))):
                del pyramid.dice[p]
        view.set_pyramid(pyramid, animate=False)
        assert view._ao_cache == {p: die_ao(p, d.orientation, pyramid.dice) for p, d in pyramid.dice.items()}
        assert np.array_equal(view.item._plate_ao, plate_ao(set(pyramid.dice)))
    assert len(pyramid) < 165 and any(lattice.layer(p) == 0 for p in pyramid)
