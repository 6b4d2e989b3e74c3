"""The pyramid's dice and places as players name them in the move log ("puts a red die in layer 2").

Layers are counted from the plate up, 1 to 9, as a player counts them; the three-digit position
names are notation and stay out of the words.
"""
from __future__ import annotations

from gamebox.i18n import Text

from . import lattice
from .lattice import Pos

A_DIE = {"red": Text("a red die", "einen roten Würfel"), "yellow": Text("a yellow die", "einen gelben Würfel"),
         "pearl": Text("a pearl die", "einen Perlmuttwürfel"),
         "turquoise": Text("the turquoise die", "den türkisfarbenen Würfel")}
THE_DIE = {"red": Text("the red die", "den roten Würfel"), "yellow": Text("the yellow die", "den gelben Würfel"),
           "pearl": Text("the pearl die", "den Perlmuttwürfel"),
           "turquoise": Text("the turquoise die", "den türkisfarbenen Würfel")}
A_DIE_ANY = Text("a die", "einen Würfel")
THE_DIE_ANY = Text("the die", "den Würfel")


def a_die(colour: str | None) -> Text:
    return A_DIE.get(colour or "", A_DIE_ANY)


def the_die(colour: str | None) -> Text:
    return THE_DIE.get(colour or "", THE_DIE_ANY)


def layer_number(p: Pos) -> int:
    """1 on the plate up to 9 at the apex."""
    return lattice.layer(p) + 1


def in_layer(p: Pos) -> Text:
    n = layer_number(p)
    return Text(f"in layer {n}", f"in Lage {n}")
