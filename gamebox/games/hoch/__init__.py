"""Hoch und höher by Matthias Greßinger: dice, towers of discs, pawns."""
from gamebox.registry import register

from .game import HochGame

GAME = register(HochGame())
