"""The Qt side of Hoch und höher: live board (drag and drop) and window-less pictures.

`make_view(controller, parent)` builds the view the app embeds; `render(state,
width, height, lang)` draws a state into a QImage with the same painter.
"""
from .. import GameUI, register_ui
from .painter import render
from .view import HochView, make_view

# The library's picture is drawn by `render()` (ui/tools/pictures.py writes it).
UI = register_ui(GameUI("hoch", make_view=make_view, render=render, picture="games/hoch.png"))

__all__ = ["UI", "HochView", "make_view", "render"]
