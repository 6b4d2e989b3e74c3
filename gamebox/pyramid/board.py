"""A pyramid of coloured, oriented dice, and the ways dice move in it.

`Pyramid` maps positions to `Die`s. Its moves check the geometry and raise
`PyramidError` (with a `Reason` for players) when the book's physics forbids them:
placing needs a funnel, lifting and turning need a free die, tipping needs a free die
on the plate and an empty neighbouring hollow, pulling needs two uncovered upper faces.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..i18n import Reason, Text
from . import dice, lattice
from .lattice import Pos

COLOURS = ("red", "yellow", "pearl", "turquoise")
COLOUR_NAMES = {
    "red": Text("red", "rot"), "yellow": Text("yellow", "gelb"),
    "pearl": Text("pearl", "perlmutt"), "turquoise": Text("turquoise", "türkis"),
}
COLOUR_LETTERS = {"red": "R", "yellow": "Y", "pearl": "P", "turquoise": "T"}


@dataclass(frozen=True)
class Die:
    colour: str
    orientation: int = dice.IDENTITY

    def pip(self, direction: int) -> int:
        return dice.pip(self.orientation, direction)


NOT_A_FUNNEL = Text("A die can only be put into a funnel: an empty hollow on three dice or on the plate.",
                    "Ein Würfel kann nur in einen Trichter gelegt werden: eine leere Mulde auf drei "
                    "Würfeln oder auf der Grundplatte.")
NO_DIE = Text("There is no die there.", "Dort liegt kein Würfel.")
NOT_FREE = Text("That die is not free: another die rests on it.",
                "Dieser Würfel liegt nicht frei: ein anderer Würfel liegt auf ihm.")
NOT_ON_PLATE = Text("Only dice lying on the plate can be tipped.",
                    "Nur Würfel, die auf der Grundplatte liegen, können gekippt werden.")
NOT_NEIGHBOUR = Text("A die tips only into a neighbouring hollow of the plate.",
                     "Ein Würfel kippt nur in eine benachbarte Mulde der Grundplatte.")
OCCUPIED = Text("That hollow is not empty.", "Diese Mulde ist nicht leer.")
NOT_PULLABLE = Text("Only a bottom die with at least two uncovered upper faces can be pulled out.",
                    "Nur ein Würfel der untersten Lage mit mindestens zwei freien Seiten kann "
                    "herausgezogen werden.")


class PyramidError(ValueError):
    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.message("en"))
        self.reason = reason


class Pyramid:
    """Dice by position. Mutable; `copy()` before exploring."""

    __slots__ = ("dice",)

    def __init__(self, dice_at: dict[Pos, Die] | None = None) -> None:
        self.dice: dict[Pos, Die] = dict(dice_at or {})

    # -- reading ------------------------------------------------------------------------
    def __contains__(self, p: object) -> bool:
        return p in self.dice

    def __getitem__(self, p: Pos) -> Die:
        return self.dice[p]

    def get(self, p: Pos) -> Die | None:
        return self.dice.get(p)

    def __len__(self) -> int:
        return len(self.dice)

    def __iter__(self) -> Iterator[Pos]:
        return iter(self.dice)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pyramid) and self.dice == other.dice

    def __hash__(self) -> int:
        return hash(self.key())

    def key(self) -> tuple:
        return tuple((p, self.dice[p].colour, self.dice[p].orientation) for p in sorted(self.dice))

    def copy(self) -> Pyramid:
        return Pyramid(self.dice)

    def funnels(self) -> list[Pos]:
        return lattice.funnels(self.dice)

    def free_dice(self) -> list[Pos]:
        return lattice.free_dice(self.dice)

    def is_funnel(self, p: Pos) -> bool:
        return lattice.is_funnel(self.dice, p)

    def is_free(self, p: Pos) -> bool:
        return lattice.is_free(self.dice, p)

    def funnel_pips(self, p: Pos) -> tuple[int, ...]:
        """The pips the dice forming funnel `p` show into it (the book's "adjacent faces")."""
        return tuple(self.dice[q].pip(d) for q, d in lattice.funnel_faces(p) if q in self.dice)

    def funnel_sum(self, p: Pos) -> int:
        return sum(self.funnel_pips(p))

    def funnel_colours(self, p: Pos) -> tuple[str, ...]:
        return tuple(self.dice[q].colour for q, _ in lattice.funnel_faces(p) if q in self.dice)

    def visible_pip(self, p: Pos, side_index: int) -> int:
        """The pip the player at side `side_index` sees on die `p` (its face -e_side)."""
        return self.dice[p].pip(lattice.MINUS[side_index])

    def pullable(self) -> list[Pos]:
        """Bottom dice with at least two uncovered upper faces (Cui bono?)."""
        return [p for p in lattice.BOTTOM if p in self.dice
                and len(lattice.uncovered_upper_faces(self.dice, p)) >= 2]

    def tip_targets(self, p: Pos) -> list[Pos]:
        """Empty neighbouring hollows on the plate a free bottom die could tip into."""
        if p not in self.dice or lattice.layer(p) != 0 or not self.is_free(p):
            return []
        return [q for q in lattice.edge_neighbours(p) if q not in self.dice]

    # -- checks ---------------------------------------------------------------------------
    def why_not_place(self, p: Pos) -> Reason | None:
        if not lattice.inside(p) or not self.is_funnel(p):
            return Reason("not_funnel", NOT_A_FUNNEL)
        return None

    def why_not_lift(self, p: Pos) -> Reason | None:
        if p not in self.dice:
            return Reason("no_die", NO_DIE)
        if not self.is_free(p):
            return Reason("not_free", NOT_FREE)
        return None

    def why_not_tip(self, p: Pos, q: Pos) -> Reason | None:
        if p not in self.dice:
            return Reason("no_die", NO_DIE)
        if lattice.layer(p) != 0:
            return Reason("not_on_plate", NOT_ON_PLATE)
        if not self.is_free(p):
            return Reason("not_free", NOT_FREE)
        if q not in lattice.edge_neighbours(p):
            return Reason("not_neighbour", NOT_NEIGHBOUR)
        if q in self.dice:
            return Reason("occupied", OCCUPIED)
        return None

    def why_not_pull(self, p: Pos) -> Reason | None:
        if p not in self.dice:
            return Reason("no_die", NO_DIE)
        if p not in self.pullable():
            return Reason("not_pullable", NOT_PULLABLE)
        return None

    # -- moves ------------------------------------------------------------------------------
    def place(self, p: Pos, die: Die) -> None:
        reason = self.why_not_place(p)
        if reason:
            raise PyramidError(reason)
        self.dice[p] = die

    def lift(self, p: Pos) -> Die:
        reason = self.why_not_lift(p)
        if reason:
            raise PyramidError(reason)
        return self.dice.pop(p)

    def turn(self, p: Pos, orientation: int) -> None:
        """DREHEN: lift a free die, turn it, put it back into the same funnel."""
        reason = self.why_not_lift(p)
        if reason:
            raise PyramidError(reason)
        self.dice[p] = Die(self.dice[p].colour, orientation)

    def tip(self, p: Pos, q: Pos) -> Die:
        """KIPPEN: roll a bottom die over an edge into the neighbouring hollow `q`."""
        reason = self.why_not_tip(p, q)
        if reason:
            raise PyramidError(reason)
        diff = [b - a for a, b in zip(p, q)]
        i, j = diff.index(-1), diff.index(1)
        die = self.dice.pop(p)
        moved = Die(die.colour, dice.tip(die.orientation, i, j))
        self.dice[q] = moved
        return moved

    def pull(self, p: Pos) -> tuple[Die, list[tuple[Pos, Pos]]]:
        """Pull a bottom die out; the row resting on it slides one step down.

        Returns the die and the slides as (from, to) pairs, lowest first. At most one
        die rests on a pullable die, in direction -e_j; the straight row p-e_j, p-2e_j, ...
        moves by +e_j, keeping orientations, and its old upper end becomes a funnel."""
        reason = self.why_not_pull(p)
        if reason:
            raise PyramidError(reason)
        die = self.dice.pop(p)
        slides: list[tuple[Pos, Pos]] = []
        above = [d for d in lattice.MINUS if lattice.step(p, d) in self.dice]
        if above:
            d = above[0]
            q = lattice.step(p, d)
            while q in self.dice:
                slides.append((q, lattice.step(q, lattice.opposite(d))))
                q = lattice.step(q, d)
            for src, dst in slides:
                self.dice[dst] = self.dice.pop(src)
        return die, slides

    def describe(self) -> str:
        """Layers from the bottom, one line each: position, colour letter, upper pips."""
        lines = []
        for n, ps in lattice.iter_layers(self.dice):
            if ps:
                cells = " ".join(f"{lattice.name(p)}{COLOUR_LETTERS[self.dice[p].colour]}"
                                 f"{''.join(map(str, dice.upper_pips(self.dice[p].orientation)))}"
                                 for p in ps)
                lines.append(f"layer {n}: {cells}")
        return "\n".join(lines) or "empty plate"
