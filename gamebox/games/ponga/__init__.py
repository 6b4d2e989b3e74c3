"""Ponga: roll two dice, place a stone on the 6×6 board, and never on your own."""
from gamebox.registry import register

from .game import PongaGame

GAME = register(PongaGame())
