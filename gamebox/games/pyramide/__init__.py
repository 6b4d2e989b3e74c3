"""Würfelpyramide frei: the dice pyramid as a sandbox (build, take, turn, tip, pull)."""
from gamebox.registry import register

from .game import PyramidGame

GAME = register(PyramidGame())
