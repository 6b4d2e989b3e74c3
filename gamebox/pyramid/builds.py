"""Which groups of new dice can be built into the pyramid at once (Abquetschen).

A build of `n` dice is a set of `n` empty positions such that

- every new die can be placed: its supports are old dice, new dice or the plate, so the
  build goes in lowest layer first (`placement_order`);
- every new die touches another new die face to face, i.e. `n >= 2` and the new dice
  form one face-connected group;
- if `own` dice are given, at least one new die touches one of them face to face.

Abquetschen's rule that the start pyramid keeps a die its owner can build onto is the game's
(gamebox/games/abquetschen/state.py, ruling PY5): it needs the game's state, not only positions.

The rule book notes that on the empty plate only a 4 can build (three dice around a
funnel and the die in it: a start pyramid), and that the next player can build only
with a 3, 5 or 6 (docs/pyramid.md). Pure functions of positions, like `lattice`.

The search grows face-connected sets (ESU: every connected set is produced once, from
its first position in lattice order) over the empty positions that could be made
placeable with at most `n` dice, and prunes a set as soon as the dice it still needs
underneath would make it bigger than `n`.
"""
from __future__ import annotations

from collections.abc import Collection, Iterator

from . import lattice
from .lattice import Pos


def _cone(p: Pos) -> frozenset[Pos]:
    """`p` and every position below it that must be filled before `p` can be placed."""
    x, y, z = p
    return frozenset(q for q in lattice.ALL if q[0] >= x and q[1] >= y and q[2] >= z)


_CONES: dict[Pos, frozenset[Pos]] = {p: _cone(p) for p in lattice.ALL}


def needed(occupied: Collection[Pos], p: Pos) -> frozenset[Pos]:
    """The empty positions (with `p`) that must get dice so that a die can lie at `p`."""
    return frozenset(q for q in _CONES[p] if q not in occupied)


def is_placeable(occupied: Collection[Pos], new: Collection[Pos]) -> bool:
    """Whether all of `new` (empty positions) can be added to `occupied` in some order."""
    both = set(occupied) | set(new)
    return (all(lattice.inside(p) and p not in occupied for p in new)
            and all(q in both for p in new for q in lattice.supports(p)))


def placement_order(build: Collection[Pos]) -> list[Pos]:
    """The dice of a build in an order they can be put in: lowest layer first."""
    return sorted(build, key=lambda p: (lattice.layer(p), lattice.INDEX[p]))


def iter_builds(occupied: Collection[Pos], n: int, own: Collection[Pos] | None = None) -> Iterator[frozenset[Pos]]:
    """Every build of exactly `n` new dice (see the module docstring), each once."""
    occ = frozenset(occupied)
    if n < 2 or n > len(lattice.ALL) - len(occ):
        return
    own_set = frozenset(own) if own is not None else None
    # Candidates: empty positions that at most n new dice could make placeable.
    need = {p: needed(occ, p) for p in lattice.ALL if p not in occ}
    cand = [p for p in lattice.ALL if p in need and len(need[p]) <= n]
    order = {p: i for i, p in enumerate(cand)}
    nbrs = {p: tuple(q for q in lattice.face_neighbours(p) if q in order) for p in cand}
    touches_own = {p: own_set is None or any(q in own_set for q in lattice.face_neighbours(p))
                   for p in cand}

    def extend(sub: list[Pos], sub_set: set[Pos], required: frozenset[Pos], ext: list[Pos],
               root: int, near: set[Pos]) -> Iterator[frozenset[Pos]]:
        if len(sub) == n:
            if required == sub_set and any(touches_own[p] for p in sub):
                yield frozenset(sub)
            return
        ext = list(ext)
        while ext:
            w = ext.pop()
            req = required | need[w]
            if len(req) > n:
                continue     # every set containing sub + w needs too many dice
            # ESU: add w's exclusive neighbours (not in sub, not next to sub) above the root.
            new_ext = ext + [u for u in nbrs[w] if order[u] > root and u not in sub_set
                             and u not in near and u not in ext]
            sub.append(w)
            sub_set.add(w)
            added = [u for u in nbrs[w] if u not in near]
            near.update(added)
            yield from extend(sub, sub_set, req, new_ext, root, near)
            near.difference_update(added)
            sub_set.discard(w)
            sub.pop()

    for v in cand:
        root = order[v]
        ext = [u for u in nbrs[v] if order[u] > root]
        near = set(nbrs[v]) | {v}
        yield from extend([v], {v}, need[v], ext, root, near)


def builds(occupied: Collection[Pos], n: int, own: Collection[Pos] | None = None) -> list[frozenset[Pos]]:
    """All builds of `n` dice, sorted by their placement order."""
    return sorted(iter_builds(occupied, n, own), key=placement_order)


def can_build(occupied: Collection[Pos], n: int, own: Collection[Pos] | None = None) -> bool:
    return next(iter_builds(occupied, n, own), None) is not None


def start_pyramid(top: Pos) -> frozenset[Pos]:
    """Three bottom dice around the funnel `top` (a layer-1 position) and the die in it."""
    if lattice.layer(top) != 1:
        raise ValueError(f"{top} is not in layer 1")
    return frozenset((top, *lattice.supports(top)))


def start_pyramids(allow_rim: bool = False) -> list[frozenset[Pos]]:
    """The start pyramids of Abquetschen: no rim funnel unless `allow_rim` (36 with it, 15 without)."""
    out = [start_pyramid(p) for p in lattice.positions_in_layer(1)]
    if not allow_rim:
        out = [s for s in out if not any(lattice.is_rim(q) for q in s)]
    return out
