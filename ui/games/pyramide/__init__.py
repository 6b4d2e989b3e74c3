"""The Qt side of Würfelpyramide frei: the 3D pyramid with tools to build and take apart."""
from .. import GameUI, register_ui
from .view import SandboxView, make_view, render

UI = register_ui(GameUI("pyramide", make_view=make_view, render=render, picture="games/pyramide.png",
                          needs_gl=True))

__all__ = ["UI", "SandboxView", "make_view", "render"]
