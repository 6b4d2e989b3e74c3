"""The starting arrangements of the pyramid games, from an explicit random generator.

Dealing is chance, so games record its result (`encode`) and replay never rolls again.
"""
from __future__ import annotations

import random

from collections import Counter

from . import lattice
from .board import COLOUR_LETTERS, Die, Pyramid

LETTER_COLOURS = {v: k for k, v in COLOUR_LETTERS.items()}

ORIENTATION_LETTERS = "abcdefghijklmnopqrstuvwx"   # orientation 0..23 as one letter


def empty_plate() -> Pyramid:
    return Pyramid()


def full_pyramid(rng: random.Random, colours: tuple[tuple[str, int], ...] = (
        ("red", 55), ("yellow", 55), ("pearl", 55))) -> Pyramid:
    """All 165 places filled: colours shuffled, each die in a random orientation."""
    bag = [c for c, n in colours for _ in range(n)]
    if len(bag) != len(lattice.ALL):
        raise ValueError("a full pyramid needs 165 dice")
    rng.shuffle(bag)
    return Pyramid({p: Die(c, rng.randrange(24)) for p, c in zip(lattice.ALL, bag)})


def random_layer(rng: random.Random, colour: str, n: int = 0) -> Pyramid:
    """One layer of dice of one colour (the bottom by default) in random orientations."""
    return Pyramid({p: Die(colour, rng.randrange(24)) for p in lattice.positions_in_layer(n)})


def encode_orientations(pyramid: Pyramid, positions: tuple) -> str:
    return "".join(ORIENTATION_LETTERS[pyramid[p].orientation] for p in positions)


def decode_orientations(text: str, positions: tuple) -> list[int] | None:
    if len(text) != len(positions) or any(c not in ORIENTATION_LETTERS for c in text):
        return None
    return [ORIENTATION_LETTERS.index(c) for c in text]


# -- a dealt pyramid as one recorded chance move --------------------------------------------
def deal_code(rng: random.Random, colours: tuple[tuple[str, int], ...]) -> str:
    """Colours shuffled into the first positions of `lattice.ALL`, each die in a random
    orientation: a colour letter and an orientation letter per position."""
    bag = [c for c, n in colours for _ in range(n)]
    rng.shuffle(bag)
    return "".join(COLOUR_LETTERS[c] + ORIENTATION_LETTERS[rng.randrange(24)] for c in bag)


def decode_deal(code: str, colours: tuple[tuple[str, int], ...]) -> dict | None:
    """The dice a `deal_code` stands for, or None unless it holds exactly `colours`."""
    count = sum(n for _, n in colours)
    if not isinstance(code, str) or len(code) != 2 * count:
        return None
    want = {COLOUR_LETTERS[c]: n for c, n in colours}
    if dict(Counter(code[0::2])) != want or any(c not in ORIENTATION_LETTERS for c in code[1::2]):
        return None
    return {pos: Die(LETTER_COLOURS[code[2 * i]], ORIENTATION_LETTERS.index(code[2 * i + 1]))
            for i, pos in enumerate(lattice.ALL[:count])}
