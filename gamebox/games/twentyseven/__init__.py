"""27 by Laurent Escoffier: a race of disc towers along a row."""
from gamebox.registry import register

from .game import TwentySevenGame

GAME = register(TwentySevenGame())
