"""Movements purely for the eye: the two dice tumbling, a stone dropping onto its tower.

The model has already changed when an animation starts; the board only draws the dice
between faces, or the new top stone above its tower. `finish_all()` ends everything at
once (a click, a key, the next change). With animations off, nothing waits.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

FALL_MS = 240
RNG = random.Random()       # the tumbling faces: only for the eye, never the roll itself


@dataclass
class Tumble:
    faces: tuple[list[int], list[int]]
    progress: float = 0.0


@dataclass
class Fall:
    field: int
    seat: int
    progress: float = 0.0
