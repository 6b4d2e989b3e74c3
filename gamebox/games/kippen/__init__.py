"""Kippen: tipping puzzles that teach how Würfelmarsch's dice march (rulings KP-1 ff.)."""
from gamebox.registry import register

from .game import KippenGame

GAME = register(KippenGame())
