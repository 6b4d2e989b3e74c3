"""Würfelmarsch's endgames solved exactly: can a player win within n of his own moves whatever the
others do?

"Whatever the others do" is the paranoid view (ruling WM-9): the two other players play together
against the one the puzzle is about, each move chosen to stop him, never to win for themselves
unless that stops him too. A win here is the game ending with him as its winner (his die
in the far corner: WM-3; a game ended by the score is no such win). The search is an and-or search over `fast.Position` with a table of positions
already decided; it proves, it never estimates. Three cuts keep it small, each one a consequence of
the rules, not a guess:

- **distance**: a tip moves a die at most one row toward its corner, so a player whose nearest die
  is more than n tips from its corner cannot win within n moves; his moves that leave it so are lost;
- **turns that cannot matter**: a die's orientation changes nothing until a funnel with it closes, so
  turning a die that can take part in no funnel closing before the horizon is as good as passing
  (the reach of every die, a row per move of its owner, over-estimates what can close); of such
  turns one is searched, as the pass it is. Before his final move every turn of the others is such a
  pass: his winning tip into the corner wins before any funnel beats.

Positions near the quiet-round end (WM-6) are not searched (`quiet_ok`): a turn would count there.
"""
from __future__ import annotations

from .fast import FUNNEL_DICE, FUNNELS_AT, GOAL, NEIGHBOURS, PLACES, TIP, TIPS, TURN, Position

DISTANCE = tuple(tuple(8 - p[s] for p in PLACES) for s in range(3))


class Budget(Exception):
    """The search met its node budget before it was decided."""


def distance(pos: Position, seat: int) -> int:
    """Tips the seat's nearest die needs to its corner (99 without dice)."""
    lo = 24 * seat
    best = 99
    dist = DISTANCE[seat]
    for i, d in enumerate(pos.die):
        if lo <= d < lo + 24 and dist[i] < best:
            best = dist[i]
    return best


def next_mover(pos: Position, after: int) -> int:
    """Who moves after `after` (a seat without dice is skipped: WM-5)."""
    for step in (1, 2, 3):
        seat = (after + step) % 3
        if pos.count[seat]:
            return seat
    return after


def quiet_ok(pos: Position, moves: int) -> bool:
    """Whether `moves` more moves (all seats) stay clear of the quiet-round end (WM-6)."""
    return pos.quiet + moves < pos.quiet_limit


class Solver:
    """Decides "can `me` win within n of his moves" for positions of one game; keeps what it found."""

    def __init__(self, me: int, budget: int = 2_000_000) -> None:
        self.me = me
        self.budget = budget
        self.nodes = 0
        self.table: dict = {}

    # -- the search ------------------------------------------------------------------------
    def won(self, pos: Position) -> bool:
        """The game is over with `me`'s die in his far corner."""
        return pos.over and pos.winner == self.me and pos.die[GOAL[self.me]] // 24 == self.me

    def wins(self, pos: Position, n: int) -> bool:
        """`me` to move: can he win within `n` of his own moves?"""
        if pos.over:
            return self.won(pos)
        if n <= 0 or distance(pos, self.me) > n:
            return False
        if n == 1:        # his last move must tip a die into the corner: it is free, and he has one next to it
            return pos.die[GOAL[self.me]] < 0
        key = (bytes(d + 1 for d in pos.die), pos.to_move, n, tuple(pos.beaten), tuple(pos.removed))
        known = self.table.get(key)
        if known is not None:
            return known
        result = any(self.holds(child, n - 1) for _, child in self.my_moves(pos, n))
        self.table[key] = result
        return result

    def holds(self, pos: Position, n: int) -> bool:
        """After `me` moved (`n` moves left to him): does his win hold against every reply?"""
        if pos.over:
            return self.won(pos)
        if pos.to_move == self.me:
            return self.wins(pos, n)
        if n <= 0 or distance(pos, self.me) > n:
            return False
        key = (bytes(d + 1 for d in pos.die), pos.to_move, n, tuple(pos.beaten), tuple(pos.removed), 1)
        known = self.table.get(key)
        if known is not None:
            return known
        result = all(self.holds(child, n) for _, child in self.replies(pos, n))
        self.table[key] = result
        return result

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise Budget()

    # -- moves -----------------------------------------------------------------------------
    def my_moves(self, pos: Position, n: int, every: bool = False):
        """`me`'s moves that may still win within `n` (with `every`: all his legal moves, for the
        first move of a puzzle, where each must be judged)."""
        me = self.me
        slack = distance(pos, me) < n
        passed = False
        relevant = self.relevant_dice(pos, n) if slack and n > 1 and not every else ()
        for move in pos.legal_moves():
            if not every:
                if n == 1 and not (move[0] == TIP and DISTANCE[me][move[2]] == 0):
                    continue          # the last move must reach the corner
                if not slack and move[0] == TURN:
                    continue
                if move[0] == TURN and move[1] not in relevant:
                    if passed:
                        continue
                    passed = True
            self._count()
            child = pos.copy()
            child.play(move)
            if not child.over and distance(child, me) > n - 1:
                continue
            yield move, child

    def replies(self, pos: Position, n: int):
        """The others' moves that may stop `me` (his `n` moves to come)."""
        last = n == 1 and next_mover(pos, pos.to_move) == self.me
        passed = False
        if last:
            relevant = ()
        elif n == 1:
            relevant = self.threats_to_the_last_move(pos)
        else:
            relevant = self.relevant_dice(pos, n)
        for move in pos.legal_moves():
            if move[0] == TURN and move[1] not in relevant:
                if passed:
                    continue
                passed = True
            self._count()
            child = pos.copy()
            child.play(move)
            yield move, child

    def threats_to_the_last_move(self, pos: Position) -> set[int]:
        """Before `me`'s final move, with one more of the others to move after this one: the mover's
        dice whose orientation could matter. Only a beating of `me`'s die next to the corner could
        (nothing else a turn touches stops a tip into the corner), and it needs a funnel with both
        dice whose third hollow is empty now and filled by the next player's tip."""
        me = self.me
        nxt = next_mover(pos, pos.to_move)
        die = pos.die
        runners = [i for i, d in enumerate(die) if d // 24 == me and d >= 0 and DISTANCE[me][i] == 1]
        out = set()
        for r in runners:
            for f in FUNNELS_AT[r]:
                trio = [q for q, _ in FUNNEL_DICE[f]]
                for i in trio:
                    if i == r or die[i] < 0 or die[i] // 24 != pos.to_move:
                        continue
                    h = next(q for q in trio if q not in (r, i))
                    if die[h] < 0 and any(die[j] >= 0 and die[j] // 24 == nxt and any(k == h for k, _ in TIPS[nxt][j])
                                          for j in NEIGHBOURS[h]):
                        out.add(i)
        return out

    def relevant_dice(self, pos: Position, n: int) -> set[int]:
        """The hollows of the mover's dice whose turning could change anything before `me`'s `n`
        moves are made: some funnel such a die may be in (where it stands or can tip to) could close
        by then, the other dice reaching as far as their owners' moves take them."""
        mover = pos.to_move
        plies = self._plies_left(pos, n)
        moves = [self._own_moves(pos, seat, plies) for seat in range(3)]
        reach = {j: self._reach(pos, j, d // 24, moves[d // 24] - (d // 24 == mover))
                 for j, d in enumerate(pos.die) if d >= 0}
        out = set()
        for i, d in enumerate(pos.die):
            if d < 0 or d // 24 != mover:
                continue
            near: set[int] = set()
            for j, hollows in reach.items():
                if j != i:
                    near |= hollows
            if any(all(q == h or q in near for q, _ in FUNNEL_DICE[f]) for h in reach[i] for f in FUNNELS_AT[h]):
                out.add(i)
        return out

    def _plies_left(self, pos: Position, n: int) -> int:
        """Moves (all seats) from now until `me` has made `n` more, counting this one."""
        plies, seat, mine = 0, pos.to_move, 0
        while True:
            plies += 1
            if seat == self.me:
                mine += 1
                if mine == n:
                    return plies
            seat = next_mover(pos, seat)

    def _own_moves(self, pos: Position, seat: int, plies: int) -> int:
        """How many of the next `plies` moves (from `pos.to_move` on) are `seat`'s."""
        count, s = 0, pos.to_move
        for _ in range(plies):
            count += s == seat
            s = next_mover(pos, s)
        return count

    @staticmethod
    def _reach(pos: Position, i: int, seat: int, tips: int) -> set[int]:
        """Hollows the die at `i` may stand in after at most `tips` tips (ignoring other dice: an
        over-estimate)."""
        seen = {i}
        frontier = [i]
        for _ in range(max(0, tips)):
            nxt = []
            for h in frontier:
                for j, _ in TIPS[seat][h]:
                    if j not in seen:
                        seen.add(j)
                        nxt.append(j)
            frontier = nxt
        return seen


def winning_first_moves(pos: Position, me: int, n: int, budget: int = 2_000_000) -> tuple[list, list, Solver]:
    """Every legal first move of `me`, split into those that win within `n` moves and the rest."""
    solver = Solver(me, budget)
    winners, losers = [], []
    relevant = solver.relevant_dice(pos, n)
    passing = None           # the verdict on turning a die whose turn changes nothing: one pass for all
    for move in pos.legal_moves():
        child = pos.copy()
        child.play(move)
        if not child.over and distance(child, me) > n - 1:
            losers.append(move)
            continue
        if move[0] == TURN and move[1] not in relevant:
            if passing is None:
                passing = solver.holds(child, n - 1)
            (winners if passing else losers).append(move)
            continue
        (winners if solver.holds(child, n - 1) else losers).append(move)
    return winners, losers, solver


def refutation(pos: Position, me: int, n: int, solver: Solver) -> list:
    """A line of the others' replies (and `me`'s best tries) showing `me` cannot win within `n`
    from `pos` (after his move; the others to move): the first reply that stops him, and so on."""
    line = []
    while not pos.over and n > 0:
        if pos.to_move == me:
            tries = list(solver.my_moves(pos, n))
            if not tries:
                break
            move, pos = tries[0]
            line.append(move)
            n -= 1
            continue
        for move, child in solver.replies(pos, n):
            if not solver.holds(child, n):
                line.append(move)
                pos = child
                break
        else:
            break
    return line


__all__ = ["NEIGHBOURS", "Budget", "Solver", "distance", "quiet_ok", "refutation", "winning_first_moves"]
