"""Würfelmarsch's computer players: a race judged in plies, searched one round deep.

What the game rewards (docs/design/wuerfelmarsch-ai.md): the first die in its far corner wins, every
die needs eight tips to get there, and the player who moves first arrives first unless he is stopped.
Stopping is cheap: a player's far corner lies on both other players' sides, two tips from their
starting dice, and a die sitting in it can only be taken through the one funnel over the corner, by a
die showing more into it. Beating on the way costs the loser all the tips his die had made.

The judgement (`evaluate`) is a race in plies: for each player, the fewest tips of his best die to
his corner around the dice standing now (`distances`), turned into the ply he would arrive at. The
player the search is for (`me`) also asks whether he can sit in the corner of a player who would
arrive before him, in time: then that player is stopped, and the tips the block costs are added to
his own time (`race`). The arrival plies become shares of a win by a soft minimum, plus a little for
arriving soon and for the score (WM-7), which decides a plate that no one can leave.

The search (`MarchSearch`) plays its own candidate moves (every tip, and the turns that show 6, 5
and 4 into the funnels above a die: the strongest a die can show), then each other player's reply
for a round. Turning gives a player about 120 moves; only tips beat, so the others' turns are left
out. How the others choose is the model:

- `selfish` (the strong level): each other player takes the tip best for himself alone: his own
  race and his beaten dice (`selfish_value`), the average over equally good ones. He races and beats;
  he does not stop others on purpose.
- `maxn` (max^n): each other player takes the tip that maximises his share in `evaluate`, which
  includes hindering the others. Measured weaker: it expects blocks the others seldom make and so
  plays too cautiously (docs/design/wuerfelmarsch-ai.md).

The levels (`LEVELS`): easy looks at its own move only and never thinks of stopping anybody; medium
looks at its own move only, stopping included; strong searches the round with the `selfish` model.
All of it runs on `fast.Position`; the number of positions is fixed by the depth, never by time.
"""
from __future__ import annotations

import math
import random
from typing import Any

from gamebox.ai.agents import Agent, RanksMoves
from gamebox.ai.tree import pick_best, require_decision

from .fast import COORD, GOAL, NEIGHBOURS, PLACES, TURN, UP, Position, to_move
from .state import MarchState

# Orientations showing 6, 5 and 4 into the three funnels above a die: nothing shows more.
STRONG_TURNS = tuple(o for o in range(24) if sorted(UP[o]) == [4, 5, 6])
# A tip never lowers the mover's coordinate, so the hollows a die can come from to reach q are the
# neighbours of q whose coordinate is not higher.
BACK = tuple(tuple(tuple(p for p in NEIGHBOURS[q] if COORD[p][s] <= COORD[q][s]) for q in range(len(PLACES)))
             for s in range(3))
FAR = 99                 # no way to the corner

SHARPNESS = 0.35         # a soft minimum of arrival plies: one ply ahead is worth this much in the exponent
SECOND = 0.1             # plies per tip the second die trails the first (a backup when the first is beaten)
BLOCKED = 30.0           # plies added for a player whose corner no die of his can reach now
STOPPED = 30.0           # plies added for a player `me` can stop in time by sitting in his corner
PROGRESS = 0.05          # a share for arriving soon, so that a won race is still run
SCORE = 0.01             # a share for the score (WM-7)
MATERIAL = 2.0           # tips one beaten die is worth to a selfish player


def distances(die: list[int], goal: int, seat: int) -> list[int]:
    """For each hollow, the fewest tips `seat` needs from there to `goal` through empty hollows (FAR if none).

    A search backward from the goal; the dice standing now are obstacles (a die may end its way
    only in an empty goal, so an occupied goal is FAR from everywhere)."""
    dist = [FAR] * len(PLACES)
    if die[goal] >= 0:
        return dist
    dist[goal] = 0
    frontier, back, d = [goal], BACK[seat], 0
    while frontier:
        d += 1
        reached = []
        for q in frontier:
            for p in back[q]:
                if dist[p] == FAR:
                    dist[p] = d
                    if die[p] < 0:
                        reached.append(p)
        frontier = reached
    return dist


def _dice(position: Position) -> list[list[int]]:
    return [position.dice_of(s) for s in range(3)]


def arrival(position: Position, seat: int, dice: list[int]) -> float:
    """The ply (0 = the coming one) at which `seat`'s best die would reach its corner unhindered."""
    if not dice:
        return math.inf
    wait = (seat - position.to_move) % 3
    dist = distances(position.die, GOAL[seat], seat)
    ways = sorted(dist[i] for i in dice)
    if ways[0] >= FAR:
        return wait + BLOCKED + 3 * (8 - max(COORD[i][seat] for i in dice))
    second = ways[1] if len(ways) > 1 else 12
    return wait + 3 * (ways[0] - 1) + SECOND * min(second - ways[0], 4)


def race(position: Position, me: int | None) -> list[float]:
    """Arrival plies of the three players; `me` stops, leader by leader, those he can block in time."""
    dice = _dice(position)
    times = [arrival(position, s, dice[s]) for s in range(3)]
    if me is None or not dice[me]:
        return times
    wait = (me - position.to_move) % 3
    stopped: set[int] = set()
    while len(stopped) < 2:
        leader = min((s for s in range(3) if s not in stopped), key=times.__getitem__)
        if leader == me:
            break
        dist = distances(position.die, GOAL[leader], me)
        tips = min(dist[i] for i in dice[me])
        if tips >= FAR or wait + 3 * (tips - 1) >= times[leader]:
            break            # he arrives first: I cannot sit in his corner in time
        times[me] += 3 * tips
        times[leader] += STOPPED
        stopped.add(leader)
    return times


def evaluate(position: Position, me: int | None) -> list[float]:
    """Each player's share of a win: exact at the end, else a soft minimum of the arrival plies."""
    if position.over:
        return position.returns()
    times = race(position, me)
    low = min(times)
    weights = [0.0 if t == math.inf else math.exp(-SHARPNESS * (t - low)) for t in times]
    total = sum(weights) or 1.0
    scores = position.scores()
    # At most 0.91: a win in the search (1) outranks every judged position.
    return [0.85 * w / total + PROGRESS * math.exp(-t / 20) + SCORE * math.tanh(sc / 4)
            for w, t, sc in zip(weights, times, scores)]


def selfish_value(position: Position, seat: int) -> float:
    """What `seat` wants for himself: his best die near its corner, and dice beaten rather than lost."""
    if position.over:
        return 1e6 if position.winner == seat else -1e6
    dice = position.dice_of(seat)
    if not dice:
        return -1e5
    dist = distances(position.die, GOAL[seat], seat)
    lead = min(dist[i] for i in dice)
    if lead >= FAR:
        lead = 10 + 8 - max(COORD[i][seat] for i in dice)
    return -lead + MATERIAL * (position.beaten[seat] - position.removed[seat]) + 0.1 * len(dice)


def candidates(position: Position, turns: bool) -> list[tuple]:
    """Every tip of the player to move (in every order of its funnels), with `turns` also his turns to
    6-5-4; all his moves if that leaves none (a die hemmed in on every side)."""
    seat = position.to_move
    moves: list[tuple] = []
    for i in sorted(position.dice_of(seat), key=PLACES.__getitem__):
        moves.extend(position.tips(seat, i))
        if turns:
            current = position.die[i] % 24
            moves.extend((TURN, i, o) for o in STRONG_TURNS if o != current)
    return moves or position.legal_moves()


class MarchSearch(Agent, RanksMoves):
    """Plays its best candidate after `depth` plies (3: a round), the others by `model`."""

    def __init__(self, rng: random.Random, depth: int = 3, model: str = "selfish", name: str = "search",
                 stops: bool = True) -> None:
        self.rng = rng
        self.depth = depth
        self.model = model
        self.name = name
        self.stops = stops          # whether it thinks of sitting in the corner of a player who would win
        self.me = 0

    def choose(self, state: MarchState) -> Any:
        return to_move(pick_best(self._scored(state), self.rng))

    def ranked(self, state: MarchState) -> list[tuple[Any, float]]:
        """Its candidates (every tip, the turns to 6-5-4) with their share of a win, best first."""
        return sorted(((to_move(m), v) for m, v in self._scored(state)), key=lambda mv: -mv[1])

    def _scored(self, state: MarchState) -> list[tuple[Any, float]]:
        self.me = require_decision(state)
        position = Position.of(state)
        scored = []
        for move in candidates(position, True):
            child = position.copy()
            child.play(move)
            scored.append((move, self.value(child, self.depth - 1)[self.me]))
        return scored

    def value(self, position: Position, depth: int) -> list[float]:
        if depth <= 0 or position.over:
            return evaluate(position, self.me if self.stops else None)
        mover = position.to_move
        mine = mover == self.me
        children = []
        for move in candidates(position, mine):
            child = position.copy()
            child.play(move)
            children.append(child)
        if not mine and self.model == "selfish":
            wants = [selfish_value(child, mover) for child in children]
            best = max(wants)
            chosen = [child for child, w in zip(children, wants) if w >= best - 1e-9]
            total = [0.0, 0.0, 0.0]
            for child in chosen:
                for i, v in enumerate(self.value(child, depth - 1)):
                    total[i] += v
            return [v / len(chosen) for v in total]
        best_values: list[float] | None = None
        for child in children:
            values = self.value(child, depth - 1)
            if best_values is None or values[mover] > best_values[mover]:
                best_values = values
        return best_values


# The levels (measured in gamebox/games/wuerfelmarsch/calibration.py).
LEVELS: dict[str, dict] = {
    "search:easy": dict(depth=1, stops=False),     # races and beats, looks at its own move only
    "search:medium": dict(depth=1),                # and sits in the corner of a player who would win
    "search:strong": dict(depth=3, model="selfish"),
}
