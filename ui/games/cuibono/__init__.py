"""The Qt side of Cui bono?: pulling and putting back in 3D, and window-less pictures."""
from .. import GameUI, register_ui
from .view import CuiBonoView, make_view, render

UI = register_ui(GameUI("cuibono", make_view=make_view, render=render, picture="games/cuibono.png",
                        needs_gl=True))

__all__ = ["UI", "CuiBonoView", "make_view", "render"]
