"""Tiefstapeln: bid how low and how far, then build a free-standing bridge to the red ball, judged by physics."""
from gamebox.registry import register

from .game import TiefstapelnGame

GAME = register(TiefstapelnGame())
