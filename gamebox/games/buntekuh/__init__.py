"""Bunte Kuh (from Das Spiel, by Erika Wittig): everybody hunts for a funnel that shows the roll's sum."""
from gamebox.registry import register

from .game import BunteKuhGame

GAME = register(BunteKuhGame())
