"""Würfelmarsch (from Das Spiel, by Reinhold Wittig): dice that march over the plate by tipping."""
from gamebox.registry import register

from .game import MarchGame

GAME = register(MarchGame())
