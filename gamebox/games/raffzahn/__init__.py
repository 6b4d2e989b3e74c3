"""Raffzahn (from Das Spiel, by Uwe Beul): three players grab dice off the pyramid at once."""
from gamebox.registry import register

from .game import RaffzahnGame

GAME = register(RaffzahnGame())
