"""Cui bono? (from Das Spiel, by Jens-Peter Steuck): pulling dice from the bottom of the pyramid."""
from gamebox.registry import register

from .game import CuiBonoGame

GAME = register(CuiBonoGame())
