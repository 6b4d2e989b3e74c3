"""Scrabble 6×6: German words on the Ponga board, in eight directions and stacked up to six."""
from gamebox.registry import register

from .game import ScrabbleGame

GAME = register(ScrabbleGame())
