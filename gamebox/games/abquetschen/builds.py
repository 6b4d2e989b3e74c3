"""Every legal build of Abquetschen, exactly: sets of empty positions filled in one turn.

A build of n dice is a set S of empty positions with
- support: every die of S rests on dice already there or in S (the plate carries the bottom layer);
- contact: the dice of S form one face-connected group (option "group", the book's note), or each
  touches at least one other die of S face to face (option "each", the rule's literal words);
- anchor: one die of S rests on one of `anchors` (the player's own dice; before his first build,
  any die; for the start pyramid, nothing);
- plus what the state adds through `accept(mask)` (keep a start die open, no rim funnel).

Why by hand: the sets are connected subgraphs of the lattice with a closure condition, and no
library enumerates those. It is the ESU algorithm (Wernicke 2006), which lists every connected
set exactly once, over bitmasks of the 165 positions, pruned by the support closure: a partial
set whose dice would need more than n dice under them can grow into no build, so its branch ends.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from gamebox.pyramid import lattice
from gamebox.pyramid.lattice import Pos

POSITIONS = lattice.ALL          # layer by layer, bottom first: a die's supports have lower indices
INDEX = lattice.INDEX
BIT = [1 << i for i in range(len(POSITIONS))]
NEIGHBOURS = [tuple(INDEX[q] for q in lattice.face_neighbours(p)) for p in POSITIONS]
SUPPORTS = [tuple(INDEX[q] for q in lattice.supports(p)) for p in POSITIONS]
# Positions a die at p touches from below: p rests on them (its supports).
SUPPORT_MASK = [sum(BIT[j] for j in s) for s in SUPPORTS]
RIM_MASK = sum(BIT[INDEX[p]] for p in lattice.BOTTOM if lattice.is_rim(p))
GROUP, EACH = "group", "each"


def mask_of(positions: Iterable[Pos]) -> int:
    return sum(BIT[INDEX[p]] for p in positions)


def positions_of(mask: int) -> tuple[Pos, ...]:
    return tuple(POSITIONS[i] for i in range(len(POSITIONS)) if mask >> i & 1)


def _closures(occupied: int, limit: int) -> dict[int, int]:
    """For each empty position whose own support closure has at most `limit` dice: that closure
    (the position and every empty position under it, recursively)."""
    closure: dict[int, int] = {}
    for i in range(len(POSITIONS)):                 # supports come first
        if occupied >> i & 1:
            continue
        mask = BIT[i]
        for j in SUPPORTS[i]:
            if not occupied >> j & 1:
                below = closure.get(j)
                if below is None:
                    mask = 0
                    break
                mask |= below
        if mask and mask.bit_count() <= limit:
            closure[i] = mask
    return closure


def connected_sets(occupied: int, size: int) -> list[int]:
    """Every face-connected set of `size` empty positions that is support-closed (may be built)."""
    closure = _closures(occupied, size)
    nodes = sorted(closure)
    out: list[int] = []

    def extend(sub: int, sub_closure: int, border: int, ext: list[int], root: int, count: int) -> None:
        if count == size:
            if sub_closure == sub:
                out.append(sub)
            return
        ext = list(ext)
        while ext:
            w = ext.pop()
            grown = sub_closure | closure[w]
            if grown.bit_count() > size:
                continue
            new_ext = list(ext)
            new_border = border
            for u in NEIGHBOURS[w]:
                if u > root and u in closure and not (sub | border) >> u & 1:
                    new_ext.append(u)
                    new_border |= BIT[u]
            extend(sub | BIT[w], grown, new_border | BIT[w], new_ext, root, count + 1)

    for v in nodes:
        ext = [u for u in NEIGHBOURS[v] if u > v and u in closure]
        border = BIT[v]
        for u in ext:
            border |= BIT[u]
        extend(BIT[v], closure[v], border, ext, v, 1)
    return out


def builds(occupied: int, size: int, anchors: int | None, rule: str = GROUP,
           accept: Callable[[int], bool] | None = None) -> list[int]:
    """Every legal build of `size` dice as a bitmask. `anchors` are the dice one new die must rest
    on (None: no such need)."""
    if size <= 0:
        return []
    if rule == GROUP or size == 1:       # a single (bonus) die touches no other new one under either rule
        candidates = connected_sets(occupied, size)
    else:
        candidates = _each_touching(occupied, size)
    out = []
    for s in candidates:
        if anchors is not None and not any(SUPPORT_MASK[i] & anchors for i in _bits(s)):
            continue
        if accept is not None and not accept(s):
            continue
        out.append(s)
    return out


def _each_touching(occupied: int, size: int) -> list[int]:
    """Sets in which each die touches another new one: unions of support-closed connected groups
    of two or more dice that do not touch each other (touching groups are one group)."""
    groups = {k: connected_sets(occupied, k) for k in range(2, size + 1)}
    found: set[int] = set(groups[size])

    def touches(a: int, b: int) -> bool:
        return any(b >> u & 1 for i in _bits(a) for u in NEIGHBOURS[i])

    def combine(chosen: int, left: int, smallest: int) -> None:
        for k in range(2, left + 1):
            if left - k == 1:
                continue
            for g in groups[k]:
                if g <= smallest or chosen & g or touches(chosen, g):
                    continue
                if left == k:
                    found.add(chosen | g)
                else:
                    combine(chosen | g, left - k, g)

    for k in range(2, size - 1):
        for g in groups[k]:
            combine(g, size - k, g)
    return sorted(found)


def _bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
