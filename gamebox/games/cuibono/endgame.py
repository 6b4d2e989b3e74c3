"""Cui bono?'s endgames solved exactly: can a player make sure the game ends within his next k turns
with him among the winners, whatever the others do?

"Whatever the others do" is the paranoid view (ruling CB-8): every other player plays against the one
the puzzle is about, as one coalition, each turn chosen to keep him from winning, even at a cost to
himself. Winning is what CB-5 says (fewest minus points, then fewest dice; equal leaders share, and a
shared win counts, as everywhere in the box). The game must be over by the end of his k-th turn: a
position still open then is no proof of anything, so it counts against him. The search runs over whole
turns (`fast.turns`: the pull with every put and the keep) with a table of positions decided; it proves,
it never estimates.
"""
from __future__ import annotations

from .fast import KEEP, Position, turns


class Budget(Exception):
    """The search met its node budget before it was decided."""


class Solver:
    def __init__(self, me: int, budget: int = 1_000_000) -> None:
        self.me = me
        self.budget = budget
        self.nodes = 0
        self.table: dict = {}

    def won(self, pos: Position) -> bool:
        return pos.over and self.me in pos.winners()

    def wins(self, pos: Position, k: int) -> bool:
        """`me` to move at the start of his turn: can he win within `k` of his turns?"""
        if pos.over:
            return self.won(pos)
        if k <= 0:
            return False
        key = self._key(pos, k)
        known = self.table.get(key)
        if known is None:
            known = self.table[key] = any(self.holds(child, k - 1) for child in self.children(pos))
        return known

    def holds(self, pos: Position, k: int) -> bool:
        """After `me`'s turn (`k` turns left to him): does his win hold whatever the others do?"""
        if pos.over:
            return self.won(pos)
        if pos.to_move == self.me:
            return self.wins(pos, k)
        if k <= 0:
            return False        # the game goes on past the horizon: not proven
        key = self._key(pos, k)
        known = self.table.get(key)
        if known is None:
            known = self.table[key] = all(self.holds(child, k) for child in self.children(pos))
        return known

    def children(self, pos: Position):
        for _, _, _, child in turns(pos):
            self.nodes += 1
            if self.nodes > self.budget:
                raise Budget()
            yield child

    @staticmethod
    def _key(pos: Position, k: int) -> tuple:
        return (bytes(pos.colour), pos.to_move, tuple(pos.kept), tuple(pos.points), frozenset(pos.recent), k)


def winning_turns(pos: Position, me: int, k: int, budget: int = 1_000_000):
    """Every turn of `me` (pull, put or KEEP, colour, child), split into those that win within `k` of
    his turns and the rest."""
    solver = Solver(me, budget)
    winners, losers = [], []
    for turn in turns(pos):
        (winners if solver.holds(turn[3], k - 1) else losers).append(turn)
    return winners, losers, solver


def options(pos: Position, solver: Solver, k: int) -> int:
    """How many winning turns `me` has at his next turn if the others reply as `best_turn` says
    (-1: they beat him; 99: he has won)."""
    if pos.over:
        return 99 if solver.won(pos) else -1
    if pos.to_move == solver.me:
        return sum(1 for child in solver.children(pos) if solver.holds(child, k - 1))
    return min((options(child, solver, k) for child in solver.children(pos)), default=99)


def best_turn(pos: Position, solver: Solver, k: int):
    """The others' most testing turn: it leaves `me` the fewest winning turns next time (a put before a
    keep, then the order of the turns). Returns (pull, put or KEEP, colour, child)."""
    best, best_score = None, None
    for turn in turns(pos):
        score = (options(turn[3], solver, k), turn[1] == KEEP)
        if best_score is None or score < best_score:
            best, best_score = turn, score
    return best


def refutation(pos: Position, solver: Solver, k: int) -> list:
    """After `me`'s turn (`k` turns left to him): the others' turns that stop him, as (pull, put or
    KEEP) pairs, up to his next turn or the end."""
    line = []
    while not pos.over and pos.to_move != solver.me:
        for pull, put, _, child in turns(pos):
            if not solver.holds(child, k):
                line.append((pull, put))
                pos = child
                break
        else:
            break
    return line
