"""The Qt side of 27: the live row (drag and drop, click and keys, animations) and
window-less pictures.

`make_view(controller, parent)` builds the view the app embeds; `render(state, width, height,
lang)` draws a state into a QImage with the same painter.
"""
from .. import GameUI, register_ui
from .painter import render
from .view import TwentySevenView, make_view

# The library's picture is drawn by `render()` (ui/tools/pictures.py writes it).
UI = register_ui(GameUI("27", make_view=make_view, render=render, picture="games/27.png"))

__all__ = ["UI", "TwentySevenView", "make_view", "render"]
