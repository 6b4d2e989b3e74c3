"""Tiefstapeln's computer players: a builder that lays a planned corbel and searches placements in
simulation where the bridge leaves the plan, a bidder that knows from simulation how many blocks a
bridge needs, and the team's final test.

The builder (one block at a time, for either side):
  0. while every block of the bridge is one of the plan's (plan.py, measured in needs.py), it lays the
     plan's next block, after settling it in the engine;
  1. else it lists placements: every `step` cm along the arm, lying and standing, lowered onto the bridge;
  2. takes one that touches the ball and stands, if there is one;
  3. sorts the rest by how near they bring the bridge's support to the ball, settles the nearest ones
     in the engine, in that order, and takes the first that stands with a stability margin (blocks'
     weight its tip still carries) of at least `margin`, unless a much longer step stands but lacks
     margin: then
  4. it adds counterweight: of the lying placements on the bridge behind its tip, the one after which
     the margin is largest.
It then lays the block with a hand that shakes by `noise` cm (the level's precision): what it tested
is not always quite what it lays.

Levels differ in the grid (`step`), how many placements they settle (`tries`), the margin they want,
the shake of the hand and the error of the bidder's estimate; `greedy` never plans, it only searches
one block ahead. Measured strengths: calibration.py.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from gamebox.ai.agents import Agent
from gamebox.protocol import State

from .moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place, Remove
from .physics import Arm, corners, front_corner
from .state import BID, BUILD, ORDERING, SOLO, TEAM, TEST, TiefstapelnState


@dataclass(frozen=True)
class Level:
    step: float          # cm between the placements considered
    tries: int           # placements settled in the engine per decision
    margin: float        # blocks' weight the tip must still carry after a block reaching further
    noise: float         # cm: how far the laid block may be from the tested one (standard deviation)
    weights: int         # counterweight placements compared by their margin
    bid_error: float     # relative error of the bidder's estimate of blocks needed
    plans: bool = True   # lays the checked plan (greedy only searches one block ahead)


LEVELS = {
    "easy": Level(step=2.0, tries=4, margin=0.2, noise=0.2, weights=2, bid_error=0.3),
    "medium": Level(step=1.0, tries=10, margin=0.4, noise=0.1, weights=4, bid_error=0.15),
    "strong": Level(step=0.5, tries=24, margin=0.5, noise=0.0, weights=6, bid_error=0.0),
}
GREEDY = Level(step=1.0, tries=8, margin=0.0, noise=0.0, weights=1, bid_error=0.25, plans=False)


SIDE_BAND = math.sin(math.radians(45))   # of the ball's radius: the height of its side above and below
CLIMB = 3.0        # a centimetre of height still to climb counts like this many centimetres of reach


def support_gap(arm: Arm, poses) -> float:
    """How far the bridge's support is from where a last block could reach the ball: over blocks lying
    wholly below the ball's side, the best front top corner's distance out from the ball plus the
    height still to climb to the ball's side (weighted by CLIMB). The block that touches comes last,
    resting on this support; blocks reaching out at the ball's height without touching it only take
    the room that block needs, so they do not count."""
    m = arm.m
    ceiling = arm.ball_height - m.ball_radius * SIDE_BAND
    best = (arm.line - m.ball_radius) + CLIMB * max(0.0, ceiling)
    for pose in poses:
        pts = corners(pose, m)
        top = max(y for _, y in pts)
        if top > ceiling + 0.01:
            continue
        front = min(x for x, y in pts if y >= top - 0.3)
        best = min(best, max(0.0, front - m.ball_radius) + CLIMB * max(0.0, ceiling - top))
    return best


def gap(arm: Arm, poses) -> float:
    """0 when the bridge touches the ball's side, else its support's gap (`support_gap`)."""
    if any(arm.ball_contact(p) is not None for p in poses):
        return 0.0
    return support_gap(arm, poses)


class Builder:
    """Chooses one placement for the side to move, by simulation."""

    def __init__(self, level: Level, rng: random.Random) -> None:
        self.level = level
        self.rng = rng

    def planned(self, arm: Arm, bridge) -> Place | None:
        """The next block of the checked plan, if every block of the bridge is one of the plan's
        and that next block stands when laid."""
        plan = plan_for(arm) if self.level.plans else None
        if plan is None or len(bridge) >= len(plan.poses):
            return None
        for pose in bridge:
            if not any(_same(pose, p) for p in plan.poses):
                return None
        for p in plan.poses:
            if any(_same(b, p) for b in bridge):
                continue
            y = arm.drop(p.x, p.a, p.y + 0.5, bridge)
            if y is None:
                return None
            place = Place.at(p.x, y, math.degrees(p.a))
            result = arm.lay(bridge, place.pose, seconds=3.0)
            return None if result.collapsed else place
        return None

    def placements(self, arm: Arm, bridge) -> list[Place]:
        m = arm.m
        top = max([c[1] for p in bridge for c in corners(p, m)] + [0.0]) + m.block_length
        out = []
        for a in (0, 900):
            half = (m.block_length if a == 0 else m.block_thickness) / 2
            x = m.rod_radius + half + 0.05
            while x + half <= m.arm_length:
                y = arm.drop(x, math.radians(a / 10), top, bridge)
                if y is not None:
                    place = Place.at(x, y, a / 10)
                    if not arm.illegal_support([place.pose]):
                        out.append(place)
                x += self.level.step
        return out

    def choose(self, arm: Arm, bridge) -> Place | None:
        """The placement to make, or None when nothing can be laid: the plan's next block while the
        bridge follows the plan (plan.py); else, searching: one that touches the ball and stands;
        one that brings the support nearer and keeps a margin; counterweight."""
        bridge = tuple(bridge)
        planned = self.planned(arm, bridge)
        if planned is not None:
            return self._shake(arm, bridge, planned)
        candidates = self.placements(arm, bridge)
        if not candidates:
            return None
        near = [p for p in candidates if _ball_distance(arm, p.pose) <= 0.3]
        for place in sorted(near, key=lambda p: -p.x)[:self.level.tries]:
            result = arm.lay(bridge, place.pose, seconds=3.0)
            if not result.collapsed and result.touching:
                return self._shake(arm, bridge, place)
        now = support_gap(arm, bridge)
        ranked = sorted(((support_gap(arm, bridge + (p.pose,)), p) for p in candidates), key=lambda t: (t[0], t[1].x))
        tried, safe = 0, None
        furthest = ranked[0][0] if ranked else now      # the reach that weight might make possible
        for after, place in ranked:
            if after >= now - 0.05 or tried >= self.level.tries:
                break
            tried += 1
            result = arm.lay(bridge, place.pose, seconds=3.0)
            if result.collapsed:
                continue
            if arm.margin(result.poses, limit=1.0, rounds=3) >= self.level.margin:
                safe = (after, place)
                break
        # A short safe step while a longer one stands but lacks margin: weight first, then the long step
        # (a layer reached out by a centimetre is a layer lost).
        if safe is not None and (now - safe[0]) >= 0.5 * (now - furthest) - 0.01:
            return self._shake(arm, bridge, safe[1])
        weight = self._counterweight(arm, bridge, candidates)
        if weight is None and safe is not None:
            return self._shake(arm, bridge, safe[1])
        if weight is None:
            weight = min(candidates, key=lambda p: (p.y, abs(p.x / 100 - arm.line - arm.m.block_length)))
        return self._shake(arm, bridge, weight)

    def _counterweight(self, arm: Arm, bridge, candidates) -> Place | None:
        """Weight where it helps most: a block lying on the bridge behind its tip, leaving room for
        the next block reaching out; compared by the margin. None if none raises the margin."""
        m = arm.m
        if not bridge:
            return min(candidates, key=lambda p: abs(p.x / 100 - arm.line - m.block_length / 2))
        tip = front_corner(bridge, m)[1][0]
        # far enough back to leave room above the tip for the next block reaching out (its back end
        # lies about 0.6 of a block behind the tip), and on the bridge, not beside it
        room = tip + 0.6 * m.block_length
        on_bridge = [p for p in candidates if p.a == 0 and _inner_end(p, m) >= room and p.y / 100 > m.block_thickness]
        stride = max(1, len(on_bridge) // (2 * self.level.weights))
        best, best_margin = None, arm.margin(bridge, limit=2.0, rounds=3) + 0.1
        for place in on_bridge[::stride][:2 * self.level.weights]:
            result = arm.lay(bridge, place.pose, seconds=3.0)
            if result.collapsed:
                continue
            margin = arm.margin(result.poses, limit=2.0, rounds=3)
            if margin > best_margin:
                best, best_margin = place, margin
        return best

    def _shake(self, arm: Arm, bridge, place: Place) -> Place:
        if self.level.noise <= 0:
            return place
        x = place.x / 100 + self.rng.gauss(0.0, self.level.noise)
        y = arm.drop(x, place.pose.a, place.y / 100 + 3.0, bridge)
        if y is None:
            return place
        shaken = Place.at(x, y, place.degrees)
        return shaken if not arm.illegal_support([shaken.pose]) else place


_PLANS: dict = {}


def plan_for(arm: Arm, margin: float = 0.5):
    """The checked corbel for this arm: from the measured table for the standard material and a
    whole-centimetre ball (needs.py), else searched here with a budget of three checked layouts
    (about a second); cached, since the bidder and every team member ask for it."""
    from .needs import known_plan
    from .plan import best_plan, planned

    key = (arm.m, arm.ball_height, arm.line)
    if key not in _PLANS:
        known = known_plan(arm.m, arm.ball_height, arm.line)
        if known is not False:
            _PLANS[key] = None if known is None else planned(arm, known)
        else:
            found = best_plan(arm, checks=3)
            _PLANS[key] = found[0] if found else None
    return _PLANS[key]


def _same(a, b) -> bool:
    return abs(a.x - b.x) < 0.6 and abs(a.y - b.y) < 0.6 and abs(a.a - b.a) < math.radians(3)


def _ball_distance(arm: Arm, pose) -> float:
    """How far a block at `pose` is from touching the ball's side (inf if it would meet it above or below)."""
    if arm.ball_contact(pose) is not None:
        return 0.0
    m = arm.m
    lo, hi = arm.ball_height - m.ball_radius * SIDE_BAND, arm.ball_height + m.ball_radius * SIDE_BAND
    pts = corners(pose, m)
    if max(y for _, y in pts) < lo or min(y for _, y in pts) > hi:
        return math.inf
    return max(0.0, min(x for x, _ in pts) - m.ball_radius)


def _inner_end(place: Place, m) -> float:
    return min(x for x, _ in corners(place.pose, m))


class TiefstapelnAgent(Agent):
    """Plays every decision of Tiefstapeln: bids, orders, builds, tests."""

    def __init__(self, level: Level, rng: random.Random, name: str) -> None:
        self.level = level
        self.rng = rng
        self.name = name
        self.builder = Builder(level, rng)

    def choose(self, state: State) -> Any:
        assert isinstance(state, TiefstapelnState)
        if state.phase == BID:
            return self._bid(state)
        if state.phase == ORDERING:
            return self._order(state)
        if state.phase == BUILD:
            return self._build(state)
        if state.phase == TEST:
            return self._test(state)
        return self.rng.choice(state.legal_moves())

    # bidding and ordering
    def need(self, state: TiefstapelnState, bid: Bid) -> float:
        from .needs import estimate

        true = estimate(state.material, bid.line, bid.ball)
        return true * (1.0 + self.rng.uniform(-1, 1) * self.level.bid_error)

    def value(self, state: TiefstapelnState, bid: Bid) -> float:
        """What being the solo builder on `bid` is worth, by the measured need n: he orders the next
        ten k >= n; exactly k scores 50, but each block laid beyond n may be taken away in the test
        (-10) and makes his bridge bigger than the team's (-25), so he pads only one block; else
        he stops with fewer (+5). The final test takes about a quarter of a plan's blocks (selfplay);
        a bridge out of reach loses 25 and 25 more."""
        n = self.need(state, bid)
        if n >= OUT_OF_REACH_NEED or math.ceil(n / 10) * 10 > state.half_limit:
            return -50.0
        pad = math.ceil(n / 10) * 10 - n
        base = 50.0 if pad <= 0.5 else 15.0 if pad <= 1.5 else 5.0
        takes = TEST_TAKES if state.rules.test_touch else TEST_TAKES_STANDING
        return base - 10 * takes * n

    def _bid(self, state: TiefstapelnState) -> Any:
        bids = [m for m in state.legal_moves() if isinstance(m, Bid)]
        if not bids:
            return PASS
        valued = sorted(((self.value(state, b), b.line, b) for b in bids), key=lambda t: (-t[0], t[1]))
        best, _, bid = valued[0]
        if state.round.bid is None or best > 0:
            return bid             # the opener must bid: his best; a challenger only where it pays
        return PASS

    def _order(self, state: TiefstapelnState) -> Any:
        need = self.need(state, state.round.bid)
        if state.round.ordered < need and ORDER in state.legal_moves():
            return ORDER
        return ENOUGH

    # building
    def _build(self, state: TiefstapelnState) -> Any:
        side_id = state.side_of(state.to_move)
        side = state.sides[side_id]
        arm = state.arm(side_id)
        if side.touching and side_id == SOLO:
            team = state.sides[TEAM]
            # exact is +50 against +5, but each needless block may cost 10 in the test, and a bridge
            # bigger than the team's (who build the same plan) costs 25
            bigger = team.count is None or team.count < state.round.ordered
            if 0 < side.left and 50 - 10 * side.left - (25 if bigger else 0) > 5:
                place = self._pad(state, arm, side.bridge)
                if place is not None:
                    return place
            return DONE
        if side.left <= 0:
            return GIVEUP
        place = self.builder.choose(arm, side.bridge)
        if place is None or state.why_illegal(place) is not None:
            legal = state.candidates()
            return legal[-1] if legal else GIVEUP
        return place

    def _pad(self, state, arm: Arm, bridge) -> Place | None:
        """A block that changes nothing: far behind the line on the arm."""
        for place in sorted(self.builder.placements(arm, bridge), key=lambda p: -p.x):
            if state.why_illegal(place) is None:
                result = arm.lay(bridge, place.pose, seconds=3.0)
                if not result.collapsed and result.touching:
                    return place
        return None

    # the final test
    def _test(self, state: TiefstapelnState) -> Any:
        arm, bridge = state.arm(SOLO), state.sides[SOLO].bridge
        order = list(range(len(bridge)))
        self.rng.shuffle(order)
        best, best_margin = None, -1.0
        for index in order[:max(4, self.level.tries)]:
            result = arm.take(bridge, index, seconds=3.0)
            if result.collapsed or (state.rules.test_touch and not result.touching):
                continue
            margin = arm.margin(result.poses, limit=1.0, rounds=2) if self.level.weights > 2 else 0.0
            if margin > best_margin:
                best, best_margin = index, margin
        return Remove(best + 1) if best is not None else STOP


OUT_OF_REACH_NEED = 99
TEST_TAKES = 0.25        # blocks of a plan the team takes away in the final test, per block (selfplay: 2-3 of 10)
TEST_TAKES_STANDING = 0.9   # ... when the rest need only stand (option test=stand): all but one, measured on plans


def make_agent(name: str, rng: random.Random):
    if name == "greedy":
        return TiefstapelnAgent(GREEDY, rng, name)
    kind, _, level = name.partition(":")
    if kind == "search" and level in LEVELS:
        return TiefstapelnAgent(LEVELS[level], rng, name)
    return None      # random: the box's own


__all__ = ["LEVELS", "Builder", "Level", "TiefstapelnAgent", "gap", "make_agent"]
