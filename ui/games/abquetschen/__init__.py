"""The Qt side of Abquetschen: building die by die in 3D, and window-less pictures."""
from .. import GameUI, register_ui
from .view import AbquetschenView, make_view, render

UI = register_ui(GameUI("abquetschen", make_view=make_view, render=render, picture="games/abquetschen.png",
                        needs_gl=True))

__all__ = ["UI", "AbquetschenView", "make_view", "render"]
