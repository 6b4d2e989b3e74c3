"""The Qt side of Eintrichtern: the 3D pyramid, the three pearl dice and the reveal."""
from .. import GameUI, register_ui
from .view import EintrichternView, make_view, render

UI = register_ui(GameUI("eintrichtern", make_view=make_view, render=render,
                        picture="games/eintrichtern.png", needs_gl=True))

__all__ = ["UI", "EintrichternView", "make_view", "render"]
