"""How strong Bunte Kuh's computer levels are against each other: measured by selfplay (to be filled)."""
from __future__ import annotations

from gamebox.ai.calibration import LevelTable

STRENGTHS = ()
TABLE = LevelTable(STRENGTHS)


def strength(level: str):
    return TABLE.strength("standard", level, 3)
