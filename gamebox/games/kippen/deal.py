"""A tipping puzzle as the record writes it: the deal (docs/notation/kippen.md, ruling KP-5).

    deal R404a Y133b P215c face6 in4     your red die at 404 in orientation a, two others, the goal, 4 tips

- each die as its colour letter (`R` your red die, first; `Y` yellow, `P` pearl), its hollow on the
  plate and its orientation (a-x, gamebox.pyramid.dice);
- the goal: `face6` (the 6 faces you, the side you sit at, x=0), `face6@404` (the same, in the
  hollow 404), or `beat` (beat at least one other die in a funnel your die closes);
- `in4`: the tips allowed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gamebox.i18n import Text
from gamebox.pyramid import lattice
from gamebox.pyramid.board import COLOUR_LETTERS
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import LETTER_COLOURS, ORIENTATION_LETTERS

DEAL = "deal"
MAX_BUDGET = 12
EXPECTED = "a deal like 'deal R404a Y133b face6 in4'"
_DIE = re.compile(r"([RYP])(\d{3})([a-x])")
_GOAL = re.compile(r"face([1-6])(?:@(\d{3}))?|beat")


@dataclass(frozen=True)
class TipSpec:
    """A tipping puzzle: the dice (the red one is yours), the goal and the tips allowed."""

    dice: tuple[tuple[Pos, str, int], ...]     # (hollow, colour, orientation), the red die first
    goal: str                                  # "face6", "face6@404" or "beat"
    budget: int

    def __str__(self) -> str:
        parts = [f"{COLOUR_LETTERS[c]}{lattice.name(p)}{ORIENTATION_LETTERS[o]}" for p, c, o in self.dice]
        return f"{DEAL} {' '.join(parts)} {self.goal} in{self.budget}"

    @property
    def pip(self) -> int | None:
        m = _GOAL.fullmatch(self.goal)
        return int(m[1]) if m and m[1] else None

    @property
    def hollow(self) -> Pos | None:
        m = _GOAL.fullmatch(self.goal)
        return lattice.parse(m[2]) if m and m[2] else None

    def goal_words(self) -> Text:
        if self.goal == "beat":
            return Text("beat another die with your red one", "mit dem roten Würfel einen anderen schlagen")
        if self.hollow is None:
            return Text(f"tip the red die until its {self.pip} faces you",
                        f"den roten Würfel kippen, bis seine {self.pip} zu dir zeigt")
        return Text(f"red die to the marked hollow, its {self.pip} facing you",
                    f"roter Würfel in die markierte Mulde, seine {self.pip} zu dir")


def parse_spec(text: str) -> TipSpec | None:
    """A deal's text as a spec, or None if it is not a sound puzzle."""
    words = text.split()
    if len(words) < 4 or words[0] != DEAL or not words[-1].startswith("in") or not words[-1][2:].isdigit():
        return None
    goal, budget = words[-2], int(words[-1][2:])
    if not _GOAL.fullmatch(goal) or not 1 <= budget <= MAX_BUDGET:
        return None
    spec_dice = []
    for word in words[1:-2]:
        m = _DIE.fullmatch(word)
        p = lattice.parse(m[2]) if m else None
        if p is None or lattice.layer(p) != 0:
            return None
        spec_dice.append((p, LETTER_COLOURS[m[1]], ORIENTATION_LETTERS.index(m[3])))
    places = [p for p, _, _ in spec_dice]
    if len(set(places)) != len(places) or [c for _, c, _ in spec_dice].count("red") != 1 or spec_dice[0][1] != "red":
        return None
    spec = TipSpec(tuple(spec_dice), goal, budget)
    if spec.hollow is not None and lattice.layer(spec.hollow) != 0:
        return None
    return spec


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the puzzle laid out on the plate."""

    spec: TipSpec

    def __str__(self) -> str:
        return str(self.spec)
