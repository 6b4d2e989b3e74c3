"""The Qt side of Bunte Kuh: the pyramid from above for all players, and window-less pictures."""
from .. import GameUI, register_ui
from ...realtime.seats import seat_colour
from .picture import render
from .view import BunteKuhView, make_view
from .walk import walk

UI = register_ui(GameUI("buntekuh", make_view=make_view, render=render, picture="games/buntekuh.png",
                        needs_gl=True, seat_colour=seat_colour, walk=walk))

__all__ = ["UI", "BunteKuhView", "make_view", "render"]
