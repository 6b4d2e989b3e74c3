"""The Qt side of Ponga: the live board (Roll button, clicks and keys, tumbling dice) and
window-less pictures.

`make_view(controller, parent)` builds the view the app embeds; `render(state, width, height,
lang)` draws a state into a QImage with the same painter.
"""
from .. import GameUI, register_ui
from . import colors
from .painter import render
from .sounds import sounds
from .view import PongaView, make_view

# The library's picture is drawn by `render()` (ui/tools/pictures.py writes it).
UI = register_ui(GameUI("ponga", make_view=make_view, render=render, picture="games/ponga.png",
                        seat_colour=colors.css, sounds=sounds))

__all__ = ["UI", "PongaView", "make_view", "render"]
