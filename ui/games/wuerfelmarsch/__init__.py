"""The Qt side of Würfelmarsch: tipping and turning dice on the plate in 3D, and window-less pictures."""
from .. import GameUI, register_ui
from .sounds import sounds
from .view import MarchView, make_view, render

UI = register_ui(GameUI("wuerfelmarsch", make_view=make_view, render=render, picture="games/wuerfelmarsch.png",
                        needs_gl=True, sounds=sounds))

__all__ = ["UI", "MarchView", "make_view", "render"]
