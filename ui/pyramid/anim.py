"""What moves between two pyramids, and where each moving die is at time t (no Qt).

`plan(old, new)` sorts the differences into tracks: tipping (a bottom die rolls into a
neighbouring hollow), sliding (a pulled row moves one step by +e_j), turning (same place,
new orientation: lift, turn, set back), placing (drop in from above) and lifting (rise and fade).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gamebox.pyramid import dice, lattice, space
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import Pos

from .geometry import (
    LATTICE_MATRICES,
    matrix_from_quat,
    quat_from_matrix,
    slerp,
    smooth,
)

DURATION_MS = 300
DROP_HEIGHT = 3.5
LIFT_HEIGHT = 2.5
TURN_HEIGHT = 1.3
IDENTITY_Q = np.array([1.0, 0.0, 0.0, 0.0])


@dataclass(frozen=True)
class Track:
    die: Die                 # the die as it ends up (for lifting: as it was)
    kind: str                # "place", "lift", "slide", "tip", "turn"
    start: Pos
    end: Pos
    old_orientation: int

    def at(self, t: float) -> tuple[np.ndarray, np.ndarray, float]:
        """(world centre, lattice rotation 3x3 of the die, alpha) at time t in [0, 1]."""
        m_end = LATTICE_MATRICES[self.die.orientation]
        if self.kind == "place":
            lift = DROP_HEIGHT * (1.0 - t * t)          # falls, accelerating
            return space.world(self.end) + [0, 0, lift], m_end, min(1.0, 0.2 + 2.0 * t)
        if self.kind == "lift":
            s = smooth(t)
            return space.world(self.start) + [0, 0, LIFT_HEIGHT * s], m_end, 1.0 - s
        if self.kind == "slide":
            s = smooth(t)
            p = (1 - s) * np.asarray(self.start, float) + s * np.asarray(self.end, float)
            return space.world(p), m_end, 1.0
        m_old = LATTICE_MATRICES[self.old_orientation]
        if self.kind == "tip":
            # A 90 degree turn about the axis e_k through the plate cube both hollows share. Turned
            # 45 degrees, the die would cut 0.21 into that cube along the diagonal, whose rise is
            # 0.82 per unit up: a hop of 0.5 carries it over the plate's ridge.
            s = smooth(t)
            rel_end = m_end @ m_old.T
            rel = matrix_from_quat(slerp(IDENTITY_Q, quat_from_matrix(rel_end), s))
            pivot = _tip_pivot(self.start, self.end)
            p = pivot + rel @ (np.asarray(self.start, float) - pivot)
            return space.world(p) + [0, 0, 0.5 * np.sin(np.pi * s)], rel @ m_old, 1.0
        # turn: up during the first third, turn in the middle, down in the last
        up = min(1.0, 3.0 * t) if t < 2 / 3 else 3.0 * (1.0 - t)
        s = smooth(3.0 * t - 1.0)
        q = slerp(quat_from_matrix(m_old), quat_from_matrix(m_end), s)
        return space.world(self.end) + [0, 0, TURN_HEIGHT * smooth(up)], matrix_from_quat(q), 1.0


def _tip_pivot(p: Pos, q: Pos) -> np.ndarray:
    diff = [b - a for a, b in zip(p, q)]
    j = diff.index(1)
    return np.asarray(lattice.step(p, 2 * j), float)


def _tip_of(p: Pos, q: Pos, old: Die) -> Die | None:
    if lattice.layer(p) or lattice.layer(q) or q not in lattice.edge_neighbours(p):
        return None
    diff = [b - a for a, b in zip(p, q)]
    return Die(old.colour, dice.tip(old.orientation, diff.index(-1), diff.index(1)))


def _slide_chain(old: Pyramid, new: Pyramid, q: Pos, up: int) -> list[tuple[Pos, Pos]]:
    """The (from, to) steps of a row that slid down by one into `q`, or [] if it did not.

    The row's dice moved from q + k*up to q + (k-1)*up; its old upper end is empty now. Dice in
    the middle may look unchanged (equal neighbours), so this follows the row, not the diff."""
    chain = []
    dst, src = q, lattice.step(q, up)
    while src in old.dice and new.get(dst) == old.dice[src]:
        chain.append((src, dst))
        dst, src = src, lattice.step(src, up)
    return chain if chain and chain[-1][0] not in new.dice else []


def plan(old: Pyramid, new: Pyramid) -> tuple[dict[Pos, Die], list[Track]]:
    """(dice that stay put, tracks of the dice that move, appear or vanish)."""
    gone = {p: d for p, d in old.dice.items() if new.get(p) != d}
    came = {p: d for p, d in new.dice.items() if old.get(p) != d}
    moved: set[Pos] = set()
    tracks: list[Track] = []

    def add(kind: str, src: Pos, dst: Pos) -> None:
        tracks.append(Track(new[dst], kind, src, dst, old[src].orientation))
        came.pop(dst, None)
        gone.pop(src, None)
        moved.add(dst)

    for q in list(came):
        for p in [p for p in gone if lattice.layer(p) == 0 and lattice.layer(q) == 0]:
            if _tip_of(p, q, gone[p]) == came[q]:
                add("tip", p, q)
                break
    for q in sorted(came, key=lattice.layer):
        if q not in came:
            continue
        for d in lattice.PLUS:
            chain = _slide_chain(old, new, q, lattice.opposite(d))
            if chain:
                for src, dst in chain:
                    add("slide", src, dst)
                gone.pop(chain[-1][0], None)
                break
    for q in list(came):
        if q in gone and gone[q].colour == came[q].colour:
            add("turn", q, q)
    for q, d in came.items():
        tracks.append(Track(d, "place", q, q, d.orientation))
        moved.add(q)
    for p, d in gone.items():
        tracks.append(Track(d, "lift", p, p, d.orientation))
    still = {p: d for p, d in new.dice.items() if p not in moved}
    return still, tracks
