"""The Qt side of Raffzahn: the split screen with one view per side, and window-less pictures."""
from .. import GameUI, register_ui
from ...realtime.seats import seat_colour
from .picture import render
from .view import RaffzahnView, make_view

UI = register_ui(GameUI("raffzahn", make_view=make_view, render=render, picture="games/raffzahn.png",
                        needs_gl=True, seat_colour=seat_colour))

__all__ = ["UI", "RaffzahnView", "make_view", "render"]
