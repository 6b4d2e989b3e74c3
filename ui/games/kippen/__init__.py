"""The Qt side of Kippen: Würfelmarsch's 3D plate with one red die to tip, and window-less pictures."""
from .. import GameUI, register_ui
from ..wuerfelmarsch.sounds import sounds
from .view import TippingView, make_view, render

UI = register_ui(GameUI("kippen", make_view=make_view, render=render, picture="games/kippen.png",
                        needs_gl=True, sounds=sounds))

__all__ = ["UI", "TippingView", "make_view", "render"]
