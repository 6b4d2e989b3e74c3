"""Eintrichtern (from Das Spiel by Reinhold Wittig): a memory game on the dice pyramid."""
from gamebox.registry import register

from .game import EintrichternGame

GAME = register(EintrichternGame())
