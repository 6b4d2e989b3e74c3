"""The Qt side of Tiefstapeln: the side view of two arms of Takla's board, drag-and-turn building with
a settle preview and stability meters, collapses in slow motion, round replays, and pictures.

`make_view(controller, parent)` builds the view the app embeds; `render(state, width, height, lang)`
draws a state into a QImage with the same painter."""
from .. import GameUI, register_ui
from .painter import render
from .view import TiefstapelnView, make_view
from .walk import walk

UI = register_ui(GameUI("tiefstapeln", make_view=make_view, render=render, picture="games/tiefstapeln.png",
                        walk=walk))

__all__ = ["UI", "TiefstapelnView", "make_view", "render"]
