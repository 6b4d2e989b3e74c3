"""Who plays with what in a real-time game, and each seat's colour.

The humans get the inputs in seat order: the first the mouse, the next ones keyboard zones 1, 2, 3, so at
most four people play on one machine. A lone human gets the mouse and every zone (he may use whichever
hand he likes). Computer players have none; they act through the driver.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .keyzones import ZONES

# Cursor and name colours: none of them a dice colour (red, yellow, pearl, turquoise).
SEAT_COLOURS = ("#4da3ff", "#5fd068", "#ff6fcf", "#ff9a3c", "#b48cff", "#7fe0e8")


@dataclass(frozen=True)
class Inputs:
    mouse: int | None                  # the seat the mouse plays for
    zones: dict                        # zone index -> seat

    def zones_of(self, seat: int) -> list[int]:
        return [z for z, s in self.zones.items() if s == seat]

    def has_input(self, seat: int) -> bool:
        return self.mouse == seat or bool(self.zones_of(seat))


def assign(players) -> Inputs:
    """Inputs for a record's players (PlayerSpec: `type` "human" or "ai")."""
    humans = [i for i, p in enumerate(players) if p.type != "ai"]
    if not humans:
        return Inputs(None, {})
    if len(humans) == 1:
        return Inputs(humans[0], {z.index: humans[0] for z in ZONES})
    return Inputs(humans[0], {z.index: seat for z, seat in zip(ZONES, humans[1:])})


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def input_text(inputs: Inputs, seat: int, acts: str, calls: str) -> str:
    """How a seat plays, for its card: "Mouse", "W A S D · Q grab · E Stopp!", or ""."""
    parts = []
    if inputs.mouse == seat:
        parts.append(QCoreApplication.translate("RealTime", "Mouse"))
    zones = inputs.zones_of(seat)
    if len(zones) == 1:
        z = ZONES[zones[0]]
        parts.append(f"{z.keys_text} · {z.act_text} {acts} · {z.call_text} {calls}")
    elif zones:
        parts.append(QCoreApplication.translate("RealTime", "or any keyboard zone"))
        return " ".join(parts)          # "Mouse or any keyboard zone": one phrase
    return "  ".join(parts)
