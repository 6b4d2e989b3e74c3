"""`Ghosts`: the pieces of a turn laid out one by one before they are played as one move.

Some turns place several pieces at once (Scrabble's tiles, Abquetschen's dice). The player lays them as
ghosts, sees where the next may go and what is still wrong, takes any of them back, and confirms; only
then is a move made. `Ghosts` keeps that list for any such game, without Qt: an ordered mapping from a
place to the piece laid there (None where the piece goes without saying, as a die of the mover's
colour). The game gives three rules of its model:

- `targets(ghosts, piece)`: the places the next piece may go, with these ghosts lying;
- `why_not(ghosts, place, piece)`: the reason a player reads against laying it there (None: it may);
- `move(ghosts)`: the move the ghosts make (None: none yet).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Ghost:
    """One laid ghost: a board's handle on it (a click takes it back, a drag moves it)."""

    place: Hashable
    piece: object = None


class Ghosts:
    def __init__(self, targets: Callable[[Ghosts, object], Iterable],
                 why_not: Callable[[Ghosts, Hashable, object], object | None],
                 move: Callable[[Ghosts], object | None]) -> None:
        self._targets, self._why_not, self._move = targets, why_not, move
        self._laid: dict = {}           # place -> piece, in the order they were laid

    # -- reading --------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._laid)

    def __iter__(self) -> Iterator:
        """The places, in the order they were laid."""
        return iter(list(self._laid))

    def __contains__(self, place) -> bool:
        return place in self._laid

    def __repr__(self) -> str:
        return f"Ghosts({self._laid!r})"

    def items(self) -> list[tuple]:
        """(place, piece) in the order they were laid."""
        return list(self._laid.items())

    def ghosts(self) -> list[Ghost]:
        return [Ghost(place, piece) for place, piece in self._laid.items()]

    def piece_at(self, place):
        return self._laid.get(place)

    def targets(self, piece=None) -> list:
        """Where the next piece may go now (in the game's order)."""
        return list(self._targets(self, piece))

    def why_not(self, place, piece=None):
        """Why `piece` may not be laid on `place` now (None: it may)."""
        return self._why_not(self, place, piece)

    def move(self):
        """The move these ghosts make, to be tried by the controller (which refuses it with the reason)."""
        return self._move(self)

    # -- changing -------------------------------------------------------------------------------
    def add(self, place, piece=None):
        """Lay `piece` on `place`; refused: the reason, and nothing changes."""
        why = self.why_not(place, piece)
        if why is None:
            self._laid[place] = piece
        return why

    def replace(self, place, piece) -> None:
        """Change the piece of a laid ghost (a blank's letter chosen); it keeps its turn in the order."""
        if place in self._laid:
            self._laid[place] = piece

    def take_back(self, place) -> bool:
        """Take the ghost on `place` back; False if none lies there."""
        return self._laid.pop(place, _NONE) is not _NONE

    def take_last_back(self) -> Ghost | None:
        """Take the ghost laid last back and say which it was."""
        if not self._laid:
            return None
        return Ghost(*self._laid.popitem())

    def clear(self) -> None:
        self._laid.clear()

    def show(self, laid: Iterable[tuple]) -> None:
        """Lay out (place, piece) pairs as they are, in place of what lay: a move already known to be
        legal (the coach's), whose pieces need not come in an order that could be laid one by one."""
        self._laid = dict(laid)


_NONE = object()
