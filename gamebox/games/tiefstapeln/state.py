"""The rules of Tiefstapeln (rulings T1-T4 and ours, TS-1 ff., in docs/rulings.md).

A round: the bidding (each player's block at a line, the ball pushed lower), the solo builder's
order of blocks in tens, the building of two bridges in turn (his alone, the others' as a team),
the final test on his bridge, and the round's score. Physics (physics.py) decides every placement:
a bridge is a tuple of settled poses, rebuilt from its line after a collapse.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, State

from .material import STANDARD, Material
from .moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place, Remove, Start, TiefMove, parse
from .physics import PHYSICS, Arm, Pose, checksum, corners
from .reasons import reason

START, BID, ORDERING, BUILD, TEST, OVER = "start", "bid", "order", "build", "test", "over"
SOLO, TEAM = 0, 1
CANDIDATE_STEP = 2.0        # cm between the placements `legal_moves` lists (any 0.01 cm is legal)


@dataclass(frozen=True)
class Rules:
    num_players: int
    rounds: int                      # TS-13: at least one per player
    order: str = "seat"              # TS-6: "seat" (the book's "reihum") or "alternate"
    collapse_limit: int = 3          # TS-9: collapses after which a side abandons its bridge
    pass_final: bool = False         # TS-2: whether a player who passed may bid again
    material: Material = STANDARD
    test_touch: bool = True          # TS-10: a block counts in the test if the rest stands and still touches
    physics: int = PHYSICS           # the settle's version (physics.py); a record says which it was played with


@dataclass(frozen=True)
class Side:
    """One side's bridge in a round."""

    supply: int = 0                  # blocks the side holds this round
    bridge: tuple[Pose, ...] = ()
    collapses: int = 0               # every collapse (the limit, TS-9) ...
    free_collapses: int = 0          # ... of them brought down after the bridge touched: no points (TS-8)
    touching: bool = False
    finished: bool = False
    count: int | None = None         # blocks in the bridge when it was finished touching the ball

    @property
    def left(self) -> int:
        return self.supply - len(self.bridge)

    @property
    def building(self) -> bool:
        return not self.finished


@dataclass(frozen=True)
class Event:
    """What the last move did to a bridge, for the view and the move log."""

    kind: str                        # "stands", "touch", "collapse", "removed", "test_failed"
    side: int
    cause: str = ""                  # a collapse's: "fell", "ground", "rod"; a failed removal's: also "loose"
    restored: bool = False           # a collapse after touching: the bridge stands as before the block (TS-8)


@dataclass(frozen=True)
class RoundResult:
    number: int                      # 1-based
    starter: int
    solo: int
    line: int
    ball: int
    ordered: int
    solo_count: int | None           # blocks in the solo bridge when it touched; None: it never did
    team_count: int | None
    solo_collapses: int              # those that cost him 10 (before his bridge touched)
    team_collapses: int
    removed: int                     # blocks the team took away in the final test
    items: tuple[tuple[str, int], ...]   # (what, points) for the solo builder

    @property
    def points(self) -> int:
        return sum(p for _, p in self.items)


@dataclass
class _Round:
    """The round in progress (copied on clone)."""

    number: int = 0
    starter: int = 0
    bid: Bid | None = None
    bidder: int | None = None
    passes: int = 0
    passed: frozenset[int] = frozenset()
    solo: int = 0
    ordered: int = 0
    sides: tuple[Side, Side] = (Side(), Side())
    team_next: int = 0               # index into the team of the member who builds next (alternate)
    removed: int = 0
    tested: tuple[int, ...] = ()     # blocks the team tried, as indices at the time

    def key(self) -> Hashable:
        return (self.number, self.starter, self.bid, self.bidder, self.passes, self.passed, self.solo,
                self.ordered, self.sides, self.team_next, self.removed, self.tested)


class TiefstapelnState(State):
    def __init__(self, rules: Rules, first_player: int | None = 0) -> None:
        self.rules = rules
        self.totals = [0] * rules.num_players
        self.results: tuple[RoundResult, ...] = ()
        self.round = _Round()
        self.event: Event | None = None
        self._sum: str | None = None
        self._arms: dict = {}
        if first_player is None:
            self.phase, self.to_move = START, 0
        else:
            self._begin_round(0, first_player)

    # -- who and what ---------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def material(self) -> Material:
        return self.rules.material

    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase == START:
            return CHANCE
        return self.to_move

    def chance_outcomes(self) -> list[tuple[TiefMove, float]]:
        if self.phase != START:
            return []
        n = self.num_players
        return [(Start(p), 1 / n) for p in range(n)]

    @property
    def solo(self) -> int:
        return self.round.solo

    @property
    def team(self) -> tuple[int, ...]:
        """The team's seats in the order they build, from the solo builder's left."""
        n, solo = self.num_players, self.round.solo
        return tuple((solo + i) % n for i in range(1, n))

    def side_of(self, player: int) -> int:
        return SOLO if player == self.round.solo else TEAM

    @property
    def sides(self) -> tuple[Side, Side]:
        return self.round.sides

    def arm(self, side: int) -> Arm:
        """The arm a side builds on, with the ball at the bid height and the bid line (the team
        builds on the opposite arm, from the same line: TS-5)."""
        bid = self.round.bid
        key = (bid.line, bid.ball) if bid else (1, self.material.ball_top)
        arm = self._arms.get(key)
        if arm is None:
            arm = self._arms[key] = Arm(self.material, key[1], self.material.line_distance(key[0]),
                                        self.rules.physics)
        return arm

    @property
    def ball(self) -> int:
        return self.round.bid.ball if self.round.bid else self.material.ball_top

    @property
    def half_limit(self) -> int:
        return self.material.total_blocks // 2

    # -- legal moves ----------------------------------------------------------------------
    def legal_moves(self) -> list[TiefMove]:
        if self.phase == START:
            return [m for m, _ in self.chance_outcomes()]
        if self.phase == BID:
            return self._bids()
        if self.phase == ORDERING:
            return ([ORDER] if self.round.ordered + 10 <= self.half_limit else []) + [ENOUGH]
        if self.phase == BUILD:
            side = self.sides[self.side_of(self.to_move)]
            moves: list[TiefMove] = list(self.candidates()) if side.left > 0 else []
            if side.touching and self.side_of(self.to_move) == SOLO:
                moves.append(DONE)
            if not side.touching:
                moves.append(GIVEUP)
            return moves
        if self.phase == TEST:
            return [Remove(i + 1) for i in range(len(self.sides[SOLO].bridge))] + [STOP]
        return []

    def word_moves(self) -> list[TiefMove]:
        """The legal moves other than placements (cheap: the view's buttons ask after every change)."""
        if self.phase != BUILD:
            return [m for m in self.legal_moves() if not isinstance(m, Place)]
        side_id = self.side_of(self.to_move)
        side = self.sides[side_id]
        if side.touching:
            return [DONE] if side_id == SOLO else []
        return [GIVEUP]

    def _bids(self) -> list[TiefMove]:
        m, bid = self.material, self.round.bid
        if bid is None:
            return [Bid(line, ball) for line in range(1, m.lines + 1)
                    for ball in range(m.ball_top, m.ball_bottom - 1, -1)]
        moves: list[TiefMove] = [Bid(line, bid.ball) for line in range(bid.line + 1, m.lines + 1)]
        if bid.ball - 1 >= m.ball_bottom:
            moves.append(Bid(bid.line, bid.ball - 1))
        return moves + [PASS]

    def candidates(self, step: float = CANDIDATE_STEP, angles: tuple[int, ...] = (0, 900)) -> list[Place]:
        """Placements on a grid (every `step` cm, lying and standing), each lowered onto what is
        below it: a finite sample of the legal placements, for random players and the conformance
        test. Every 0.01 cm and 0.1° that rests legally is legal too."""
        side = self.side_of(self.to_move)
        arm, bridge = self.arm(side), self.sides[side].bridge
        m = self.material
        top = max([c[1] for p in bridge for c in corners(p, m)] + [0.0]) + m.block_length
        out = []
        for a in angles:
            x = m.rod_radius + 1.0
            while x < m.arm_length:
                place = self._dropped(arm, bridge, x, a, top)
                if place is not None and self.why_place_illegal(place, lowered=True) is None:
                    out.append(place)
                x += step
        return out

    def _dropped(self, arm: Arm, bridge, x: float, a: int, top: float) -> Place | None:
        import math

        y = arm.drop(x, math.radians(a / 10), top, bridge)
        return None if y is None else Place.at(x, y, a / 10)

    # -- checking -------------------------------------------------------------------------
    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if isinstance(move, Start):
            if self.phase != START:
                return reason("not_start")
            return None if 0 <= move.player < self.num_players else reason("bad_start", players=self.num_players)
        if self.phase == START:
            return reason("start_first")
        if isinstance(move, Bid):
            return self._why_bid_illegal(move)
        if move == PASS:
            if self.phase != BID:
                return reason("not_bidding")
            return reason("first_must_bid") if self.round.bid is None else None
        if move in (ORDER, ENOUGH):
            if self.phase != ORDERING:
                return reason("no_order")
            if move == ORDER and self.round.ordered + 10 > self.half_limit:
                return reason("half", total=self.material.total_blocks, limit=self.half_limit)
            return None
        if isinstance(move, Place):
            return self.why_place_illegal(move)
        if move in (DONE, GIVEUP):
            if self.phase != BUILD:
                return reason("not_building")
            side_id = self.side_of(self.to_move)
            side = self.sides[side_id]
            if move == DONE:
                if side_id != SOLO:
                    return reason("solo_only")
                return None if side.touching else reason("not_touching")
            return reason("touching_already") if side.touching else None
        if isinstance(move, Remove) or move == STOP:
            if self.phase != TEST:
                return reason("not_testing")
            count = len(self.sides[SOLO].bridge)
            if isinstance(move, Remove) and not 1 <= move.index <= count:
                return reason("bad_block", count=count)
            return None
        return reason("not_a_move")

    def _why_bid_illegal(self, move: Bid) -> Reason | None:
        m, bid = self.material, self.round.bid
        if self.phase != BID:
            return reason("not_bidding")
        if not 1 <= move.line <= m.lines:
            return reason("bad_line", lines=m.lines)
        if not m.ball_bottom <= move.ball <= m.ball_top:
            return reason("bad_ball", low=m.ball_bottom, high=m.ball_top)
        if bid is None:
            return None
        further = move.line > bid.line and move.ball == bid.ball
        lower = move.line == bid.line and move.ball == bid.ball - 1
        if further or lower:
            return None
        return reason("raise", line=bid.line, ball=bid.ball, lower=bid.ball - 1)

    def why_place_illegal(self, move: Place, lowered: bool = False) -> Reason | None:
        """Why this placement is refused, or None. `lowered`: it comes from `Arm.drop`, which
        already found it resting without overlap."""
        if self.phase != BUILD:
            return reason("not_building")
        side_id = self.side_of(self.to_move)
        side = self.sides[side_id]
        if side.left <= 0:
            return reason("no_blocks")
        m, pose = self.material, move.pose
        pts = corners(pose, m)
        if min(x for x, _ in pts) <= 0 or max(x for x, _ in pts) > m.arm_length \
                or max(y for _, y in pts) > m.rod_height + m.block_length:
            return reason("off_board")
        arm = self.arm(side_id)
        if not lowered and not arm.fits(pose, side.bridge):
            return reason("overlaps")
        if not lowered and not arm.rests(pose, side.bridge):
            return reason("floats")
        support = arm.illegal_support([pose])
        if support:
            return reason(support)
        return None

    # -- applying -------------------------------------------------------------------------
    def apply(self, move: TiefMove) -> None:
        self.event, self._sum = None, None
        if isinstance(move, Start):
            self._begin_round(0, move.player)
        elif isinstance(move, Bid):
            r = self.round
            r.bid, r.bidder, r.passes = move, self.to_move, 0
            self._next_bidder()
        elif move == PASS:
            r = self.round
            r.passes += 1
            if self.rules.pass_final:
                r.passed = r.passed | {self.to_move}
            if r.passes >= self.num_players - 1 or len(r.passed) >= self.num_players - 1:
                self._won_bid()
            else:
                self._next_bidder()
        elif move == ORDER:
            self.round.ordered += 10
        elif move == ENOUGH:
            self._start_building()
        elif isinstance(move, Place):
            self._place(move)
        elif move == DONE:
            self._finish(SOLO, touching=True)
            self._next_builder()
        elif move == GIVEUP:
            self._finish(self.side_of(self.to_move), touching=False)
            self._next_builder()
        elif isinstance(move, Remove):
            self._remove(move.index)
        elif move == STOP:
            self._end_round()

    # bidding
    def _begin_round(self, number: int, starter: int) -> None:
        self.round = _Round(number=number, starter=starter)
        self.phase, self.to_move = BID, starter

    def _next_bidder(self) -> None:
        n, r = self.num_players, self.round
        seat = self.to_move
        for _ in range(n):
            seat = (seat + 1) % n
            if seat not in r.passed or seat == r.bidder:
                break
        self.to_move = seat

    def _won_bid(self) -> None:
        r = self.round
        r.solo, r.ordered = r.bidder, 10     # his bidding block and nine more
        self.phase, self.to_move = ORDERING, r.solo

    # building
    def _start_building(self) -> None:
        r = self.round
        r.sides = (Side(supply=r.ordered), Side(supply=r.ordered + 1))
        r.team_next = 0
        self.phase, self.to_move = BUILD, r.solo

    def _set_side(self, side_id: int, side: Side) -> None:
        sides = list(self.round.sides)
        sides[side_id] = side
        self.round.sides = (sides[0], sides[1])

    def _place(self, move: Place) -> None:
        side_id = self.side_of(self.to_move)
        side = self.sides[side_id]
        result = self.arm(side_id).laid(side.bridge, move.pose)
        if result.collapsed and side.touching:
            # TS-8: the book takes 10 only for a collapse "bevor es die rote Kugel berührt". A block that brings
            # down a bridge that touches (the solo builder laying more, the team is done at its touch) costs
            # nothing: it comes back to the supply and the bridge stands as it stood, still touching.
            collapses = side.collapses + 1
            side = replace(side, collapses=collapses, free_collapses=side.free_collapses + 1)
            self.event = Event("collapse", side_id, result.cause, restored=True)
            self._set_side(side_id, side)
            if collapses >= self.rules.collapse_limit > 0:
                self._finish(side_id, touching=True)
        elif result.collapsed:
            collapses = side.collapses + 1
            # the book: each collapse of the team's bridge is +10 for the solo builder, his own -10
            self.totals[self.round.solo] += 10 if side_id == TEAM else -10
            side = replace(side, bridge=(), collapses=collapses, touching=False)
            self.event = Event("collapse", side_id, result.cause)
            self._set_side(side_id, side)
            if collapses >= self.rules.collapse_limit > 0:
                self._finish(side_id, touching=False)
        else:
            side = replace(side, bridge=result.poses, touching=result.touching)
            self.event = Event("touch" if result.touching else "stands", side_id)
            self._set_side(side_id, side)
            if result.touching and side_id == TEAM:
                self._finish(TEAM, touching=True)      # the team is done the moment it touches (TS-7)
            elif side.left == 0:
                self._finish(side_id, touching=result.touching)
        self._sum = checksum(self.sides[SOLO].bridge, self.sides[TEAM].bridge)
        self._next_builder()

    def _finish(self, side_id: int, touching: bool) -> None:
        side = self.sides[side_id]
        self._set_side(side_id, replace(side, finished=True, touching=touching,
                                        count=len(side.bridge) if touching else None))

    def _next_builder(self) -> None:
        if self.phase != BUILD:
            return
        solo, team = self.sides
        if solo.finished and team.finished:
            self._start_test()
            return
        r, members = self.round, self.team
        mover_side = self.side_of(self.to_move)

        def next_member() -> int:
            if self.rules.order == "alternate":
                seat = members[r.team_next % len(members)]
                r.team_next = (r.team_next + 1) % len(members)
                return seat
            seat = self.to_move
            while True:
                seat = (seat + 1) % self.num_players
                if seat != r.solo:
                    return seat

        if team.finished:
            self.to_move = r.solo
        elif solo.finished:
            self.to_move = next_member()
        elif self.rules.order == "alternate":
            self.to_move = next_member() if mover_side == SOLO else r.solo
        else:   # seat order, "reihum": the next seat to the left, whichever side it builds for
            self.to_move = (self.to_move + 1) % self.num_players

    # the final test
    def _start_test(self) -> None:
        r = self.round
        solo = self.sides[SOLO]
        if solo.count is None or len(solo.bridge) < 2:
            self._end_round()
            return
        r.team_next = 0
        self.phase = TEST
        self.to_move = self.team[0]

    def _remove(self, index: int) -> None:
        r = self.round
        solo = self.sides[SOLO]
        result = self.arm(SOLO).taken(solo.bridge, index - 1)
        r.tested = r.tested + (index,)
        if result.collapsed or (self.rules.test_touch and not result.touching):
            self._set_side(SOLO, replace(solo, bridge=result.poses))
            self.event = Event("test_failed", SOLO, result.cause or "loose")
            self._sum = checksum(self.sides[SOLO].bridge, self.sides[TEAM].bridge)
            self._end_round()
            return
        r.removed += 1
        self.totals[r.solo] -= 10
        self._set_side(SOLO, replace(solo, bridge=result.poses))
        self.event = Event("removed", SOLO)
        self._sum = checksum(self.sides[SOLO].bridge, self.sides[TEAM].bridge)
        if len(result.poses) < 2:
            self._end_round()
            return
        members = self.team
        r.team_next = (r.team_next + 1) % len(members)
        self.to_move = members[r.team_next]

    # the round's score
    def _end_round(self) -> None:
        r = self.round
        solo, team = self.sides
        items: list[tuple[str, int]] = []
        if team.collapses:
            items.append(("team_collapses", 10 * team.collapses))
        costly = solo.collapses - solo.free_collapses
        if costly:
            items.append(("solo_collapses", -10 * costly))
        if solo.count is not None:
            items.append(("exact", 50) if solo.count == r.ordered else ("fewer", 5))
        else:
            items.append(("more", -25))
        if team.count is not None and (solo.count is None or solo.count > team.count):
            items.append(("more_than_team", -25))
        if r.removed:
            items.append(("removed", -10 * r.removed))
        # collapses and removals were counted when they happened; the rest now
        for what, points in items:
            if what in ("exact", "fewer", "more", "more_than_team"):
                self.totals[r.solo] += points
        result = RoundResult(r.number + 1, r.starter, r.solo, r.bid.line, r.bid.ball, r.ordered, solo.count,
                             team.count, costly, team.collapses, r.removed, tuple(items))
        self.results = self.results + (result,)
        if r.number + 1 >= self.rules.rounds:
            self.phase = OVER
            return
        self._begin_round(r.number + 1, (r.starter + 1) % self.num_players)

    # -- records and scores ---------------------------------------------------------------
    def settled_sum(self) -> str | None:
        return self._sum

    def turn_begins(self) -> bool:
        """Every move is a line of its own in the move log: a block, what it did, and the count of moves agree."""
        return True

    def outcome(self, move: TiefMove) -> TiefstapelnState:
        """The state after `move` (cheap for a placement played before: its settle is remembered)."""
        after = self.clone()
        after.apply(move)
        return after

    def record_meta(self) -> dict:
        """The physics' version goes into the record, which replays with it (docs/design/tiefstapeln.md)."""
        return {"physics": self.rules.physics}

    def parse_move(self, text: str) -> TiefMove:
        return parse(text)

    def move_words(self, move: TiefMove) -> Text:
        from .words import move_words

        return move_words(self, move)

    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.totals)
        return [p for p, t in enumerate(self.totals) if t == best]     # equal leaders share the win (TS-11)

    def clone(self) -> TiefstapelnState:
        other = TiefstapelnState.__new__(TiefstapelnState)
        other.__dict__.update(self.__dict__)
        other.totals = list(self.totals)
        other.round = replace(self.round)
        other._arms = {}          # an arm keeps query caches: never shared with another thread's clone
        return other

    def key(self) -> Hashable:
        return (self.phase, self.to_move, tuple(self.totals), self.results, self.round.key())

    def describe(self) -> str:
        r = self.round
        lines = [f"round {r.number + 1}/{self.rules.rounds}, phase {self.phase}, to move: seat {self.to_move + 1}"]
        if r.bid:
            lines.append(f"bid L{r.bid.line} B{r.bid.ball} by seat {(r.bidder or 0) + 1}")
        if self.phase in (BUILD, TEST, OVER) or r.sides[SOLO].supply:
            for name, side in zip(("solo", "team"), r.sides):
                lines.append(f"{name}: {len(side.bridge)} built, {side.left} left, {side.collapses} collapses"
                             f"{', touching' if side.touching else ''}{', finished' if side.finished else ''}")
        lines.append("totals: " + " ".join(str(t) for t in self.totals))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"TiefstapelnState({self.phase}, seat {self.to_move + 1})"

