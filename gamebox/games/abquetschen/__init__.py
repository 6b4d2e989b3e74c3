"""Abquetschen (from Das Spiel by Reinhold Wittig): building the dice pyramid together."""
from gamebox.registry import register

from .game import AbquetschenGame

GAME = register(AbquetschenGame())
