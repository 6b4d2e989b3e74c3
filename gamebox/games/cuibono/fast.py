"""Cui bono?'s rules once more, lean enough for a search: colours in a byte array, whole turns as moves.

The computer player looks several turns ahead, tens of thousands of positions a move. The game's own
state (`state.CuiBonoState`) keeps dice as objects in a dictionary and finds funnels and pullable dice
by scanning all 165 places; that costs about 0.3 ms a move, too much for a search. Here a position is
the colour of each place (0 for empty, in `lattice.ALL` order, exactly `CuiBonoState.arrangement()`),
the list of empty places (a pull empties one place, a put fills one, so the funnels are found among
the few holes), and the kept dice. Orientations play no part in Cui bono?, so they are left out.

A move here is a whole turn: the pull and then the put or the keep. `tests/test_cuibono_ai.py` plays
random games through both and checks that they agree on every turn.
"""
from __future__ import annotations

from gamebox.pyramid import lattice

from .state import OVER, PLACE, PULL, CuiBonoState, edge_lines

KEEP = -1
N = len(lattice.ALL)
_IDX = lattice.INDEX
LAYER = tuple(lattice.layer(p) for p in lattice.ALL)
SUPPORTS = tuple(tuple(_IDX[q] for q in lattice.supports(p)) for p in lattice.ALL)
BOTTOM = tuple(_IDX[p] for p in lattice.BOTTOM)
CORNERS = tuple(_IDX[p] for p in lattice.CORNERS)


def _chains(p) -> tuple[tuple[int, ...], ...]:
    """For each upper face of a bottom die (-x, -y, -z): the places in a straight line above it."""
    out = []
    for d in lattice.MINUS:
        line, q = [], lattice.step(p, d)
        while lattice.inside(q):
            line.append(_IDX[q])
            q = lattice.step(q, d)
        out.append(tuple(line))
    return tuple(out)


CHAINS = {_IDX[p]: _chains(p) for p in lattice.BOTTOM}
# Upper faces that face out of the pyramid (a coordinate 0): always uncovered.
OPEN_SIDES = {_IDX[p]: sum(1 for c in p if c == 0) for p in lattice.BOTTOM}
# Rule B: the edge lines a die at each place would end, without the place itself.
EDGES = tuple(tuple(tuple(_IDX[q] for q in line if q != p) for line in edge_lines(p)) for p in lattice.ALL)


class Position:
    """A position at the start of a turn (or over). Copy with `child`; never shared while changed."""

    __slots__ = ("colour", "holes", "kept", "points", "to_move", "over", "seen", "recent", "values", "last_die")

    def __init__(self, colour: bytearray, holes: list[int], kept: list[int], points: list[int], to_move: int,
                 over: bool, seen: frozenset[bytes], values: tuple[int, int, int, int], last_die: int,
                 recent: tuple[bytes, ...] = ()) -> None:
        self.colour = colour
        self.holes = holes            # empty places, the bottom's included
        self.kept = kept              # dice kept by each player
        self.points = points          # their minus points
        self.to_move = to_move
        self.over = over
        self.seen = seen              # CB-7: every arrangement after a turn of the game so far
        self.recent = recent          # and those after the turns of this search's line
        self.values = values          # minus points per colour code (index 0 unused)
        self.last_die = last_die

    @classmethod
    def of(cls, state: CuiBonoState) -> Position:
        """The position of `state` as it stands (in the middle of a turn: after the pull, die in hand)."""
        if state.phase not in (PULL, PLACE, OVER):
            raise ValueError("no position before the deal")
        colour = bytearray(state.arrangement())
        value = state.rules.value
        values = (0,) + tuple(value[c] for c in ("red", "yellow", "pearl"))
        return cls(colour, [i for i in range(N) if not colour[i]], [len(k) for k in state.kept],
                   [state.points(p) for p in range(state.num_players)], state.to_move, state.phase == OVER,
                   state.seen, values, state.rules.last_die)

    @property
    def players(self) -> int:
        return len(self.kept)

    # -- what may be done ---------------------------------------------------------------------
    def pullable(self) -> list[int]:
        colour = self.colour
        candidates = set(c for c in CORNERS if colour[c])
        for h in self.holes:
            if LAYER[h] == 1:
                candidates.update(s for s in SUPPORTS[h] if colour[s])
        out = []
        for p in candidates:
            free = OPEN_SIDES[p]
            for chain in CHAINS[p]:
                if chain and not colour[chain[0]]:
                    free += 1
            if free >= 2:
                out.append(p)
        out.sort()
        return out

    def pull(self, p: int) -> tuple[int, int]:
        """Pull the die at `p` (changes this position): its colour and the place left empty."""
        colour = self.colour
        held = colour[p]
        empty = p
        for chain in CHAINS[p]:
            if chain and colour[chain[0]]:
                below = p
                for q in chain:
                    if not colour[q]:
                        break
                    colour[below] = colour[q]
                    below = q
                empty = below
                break
        colour[empty] = 0
        self.holes.append(empty)
        return held, empty

    def targets(self, held: int) -> list[int]:
        """The funnels a held die of colour `held` may go into (rules A and B, CB-7)."""
        colour = self.colour
        out = []
        for f in self.holes:
            if not LAYER[f]:
                continue
            a, b, c = SUPPORTS[f]
            ca, cb, cc = colour[a], colour[b], colour[c]
            if not (ca and cb and cc):
                continue
            if ca == cb == cc:
                if ca == held:
                    continue
            elif ca == cb or cb == cc or ca == cc:
                continue
            if any(all(colour[q] == held for q in line) for line in EDGES[f]):
                continue
            colour[f] = held
            arrangement = bytes(colour)
            colour[f] = 0
            if arrangement in self.seen or arrangement in self.recent:
                continue
            out.append(f)
        out.sort()
        return out

    def copy(self) -> Position:
        return Position(bytearray(self.colour), list(self.holes), list(self.kept), list(self.points), self.to_move,
                        self.over, self.seen, self.values, self.last_die, self.recent)

    # -- finishing a turn ---------------------------------------------------------------------
    def put(self, f: int, held: int) -> None:
        self.colour[f] = held
        self.holes.remove(f)
        self._next()

    def keep(self, held: int) -> None:
        me = self.to_move
        self.kept[me] += 1
        self.points[me] += self.values[held]
        if self.kept[me] >= self.last_die:
            self.over = True
            return
        self._next()

    def _next(self) -> None:
        self.recent = self.recent + (bytes(self.colour),)
        self.to_move = (self.to_move + 1) % len(self.kept)
        if not self.pullable():
            self.over = True     # CB-6

    def winners(self) -> list[int]:
        ranks = list(zip(self.points, self.kept))
        best = min(ranks)
        return [p for p, r in enumerate(ranks) if r == best]

    def returns(self) -> list[float]:
        winners = self.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(len(self.kept))]


def turns(position: Position, pulls: list[int] | None = None) -> list[tuple[int, int, int, Position]]:
    """Every turn from `position`: (pull, put or KEEP, the pulled colour, the position after it)."""
    out = []
    for p in position.pullable() if pulls is None else pulls:
        pulled = position.copy()
        held, _ = pulled.pull(p)
        for f in pulled.targets(held):
            child = pulled.copy()
            child.put(f, held)
            out.append((p, f, held, child))
        pulled.keep(held)
        out.append((p, KEEP, held, pulled))
    return out
