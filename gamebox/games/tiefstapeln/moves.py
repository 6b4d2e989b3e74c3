"""Moves of Tiefstapeln and their notation (docs/notation/tiefstapeln.md).

    s3                          chance: the lot chose who starts the first round (seat 3)
    bid L3 B12                  bid: my block at line 3, the ball's centre 12 cm above the arms
    pass                        no higher bid
    order                       the solo builder orders ten more blocks
    enough                      he has enough: building starts
    place x=24.00 y=2.25 a=0.0  a block's centre (cm from the rod's axis, cm above the arms) and
                                turn (degrees, counter-clockwise from lying), on the mover's bridge
    done                        the solo builder's bridge touches the ball: he stops with fewer blocks
    giveup                      the mover's side abandons its bridge for this round
    remove 4                    the final test: the team takes the 4th block of the solo bridge
    stop                        the team ends the final test

A placement is the exact input the physics gets: the text holds 0.01 cm and 0.1°, and the move
stores those as whole numbers, so the record, a clone and a replay give the engine the same floats.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from gamebox.chance_moves import Start
from gamebox.protocol import NotationError

from .physics import Pose

MAX_PLAYERS = 8


@dataclass(frozen=True, slots=True)
class Bid:
    line: int            # 1 = nearest the rod
    ball: int            # cm above the arms' top (the ball's centre)

    def __str__(self) -> str:
        return f"bid L{self.line} B{self.ball}"


@dataclass(frozen=True, slots=True)
class Word:
    """A move that is one word: pass, order, enough, done, giveup, stop."""

    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Place:
    x: int               # centre, 0.01 cm from the rod's axis
    y: int               # centre, 0.01 cm above the arms' top
    a: int               # turn in 0.1°, in (-900, 900]: 0 lying, 900 standing

    @classmethod
    def at(cls, x: float, y: float, degrees: float) -> Place:
        """The placement nearest to a pose (what the view and the AI ask for)."""
        a = int(round(degrees * 10))
        a = (a + 899) % 1800 - 899     # a block turned by 180° is the same block
        return cls(int(round(x * 100)), int(round(y * 100)), a)

    @property
    def pose(self) -> Pose:
        return Pose(self.x / 100, self.y / 100, math.radians(self.a / 10))

    @property
    def degrees(self) -> float:
        return self.a / 10

    def __str__(self) -> str:
        return f"place x={_fixed(self.x, 2)} y={_fixed(self.y, 2)} a={_fixed(self.a, 1)}"


@dataclass(frozen=True, slots=True)
class Remove:
    index: int           # 1-based, in the order the solo bridge's blocks lie in it

    def __str__(self) -> str:
        return f"remove {self.index}"


PASS, ORDER, ENOUGH, DONE, GIVEUP, STOP = (Word(w) for w in ("pass", "order", "enough", "done", "giveup", "stop"))
WORDS = {w.word: w for w in (PASS, ORDER, ENOUGH, DONE, GIVEUP, STOP)}
TiefMove = Start | Bid | Word | Place | Remove

EXPECTED = ("s1..s8, 'bid L3 B12', pass, order, enough, 'place x=24.00 y=2.25 a=0.0', done, giveup, "
            "'remove 4' or stop")
_START = re.compile(r"s([1-8])")
_BID = re.compile(r"bid\s+l(\d{1,2})\s+b(-?\d{1,3})")
_PLACE = re.compile(r"place\s+x=(-?\d{1,4}(?:\.\d{1,2})?)\s+y=(-?\d{1,4}(?:\.\d{1,2})?)\s+a=(-?\d{1,3}(?:\.\d)?)")
_REMOVE = re.compile(r"remove\s+(\d{1,3})")


def parse(text: str) -> TiefMove:
    if not isinstance(text, str):
        raise NotationError(repr(text), EXPECTED)
    cleaned = " ".join(text.strip().lower().split())
    if cleaned in WORDS:
        return WORDS[cleaned]
    if m := _START.fullmatch(cleaned):
        return Start(int(m[1]) - 1)
    if m := _BID.fullmatch(cleaned):
        return Bid(int(m[1]), int(m[2]))
    if m := _PLACE.fullmatch(cleaned):
        x, y, a = _hundredths(m[1]), _hundredths(m[2]), _hundredths(m[3]) // 10
        if not -900 < a <= 900:
            raise NotationError(text, "a turn between -89.9 and 90.0 degrees")
        return Place(x, y, a)
    if m := _REMOVE.fullmatch(cleaned):
        return Remove(int(m[1]))
    raise NotationError(text, EXPECTED)


def _hundredths(text: str) -> int:
    """'12.5' -> 1250, exactly (no float in between)."""
    sign = -1 if text.startswith("-") else 1
    whole, _, frac = text.lstrip("-").partition(".")
    return sign * (int(whole) * 100 + int((frac + "00")[:2]))


def _fixed(value: int, decimals: int) -> str:
    scale = 10 ** decimals
    sign = "-" if value < 0 else ""
    whole, frac = divmod(abs(value), scale)
    return f"{sign}{whole}.{frac:0{decimals}d}"
