"""The physics that decides (ruling T3): one bridge on one arm, in pymunk (Chipmunk2D).

Why pymunk: measured on these machines (docs/design/tiefstapeln.md, bench/bench_tiefstapeln_physics.py),
a 2D rigid-body engine settles a tower of blocks about 40 times faster than real time and to within
a few millimetres of the true tipping point, while pybullet lets even an aligned tower fall unless it
runs 150 solver iterations (then about real time) and MuJoCo's soft contacts let a 2 mm offset fall.
The game is seen from the side, so a 2D engine loses nothing the rules look at.

Determinism: a bridge is stored as plain poses (floats). Every settle builds a fresh space from
those poses with all velocities zero, so the outcome is a function of the poses and the new block
alone: no hidden solver cache, no warm start carried between moves, clones and replays equal the
original bit for bit on one build of the engine. The record's "sum" (`checksum`) catches another
build that computes differently.

A settled bridge lies still until something touches it (`PHYSICS` 2): its blocks go into the fresh
space asleep, and only a block that is touched wakes (and wakes what it touches in turn). Rebuilt
awake from plain poses, as version 1 did, a bridge lost the contact forces that held it and sank a
little at every placement anywhere on its arm: a tip that touched the ball crept away from it by a
block laid behind the pier. Records written by version 1 replay with it (`Arm(physics=1)`).

"Stands for 10 seconds" is 10 simulated seconds at a fixed step of 1/240 s. Bodies at rest fall
asleep in Chipmunk and a sleeping island does not move again unless something wakes it, so once
every block sleeps the rest of the 10 seconds is known without stepping it.
"""
from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from functools import lru_cache

import pymunk

from .material import Material

STEP = 1.0 / 240.0
STAND_SECONDS = 10.0
ITERATIONS = 100           # solver iterations per step: at 30 a 20-block stack leans 5° and "falls"
SLOP = 0.005               # 0.05 mm of allowed overlap at rest (pymunk's default 0.1 would be 1 mm)
SLEEP_AFTER = 0.25          # s at rest before a body sleeps
IDLE_SPEED = 0.3            # cm/s: slower than this counts as at rest (the default would be 4 cm/s)
CHECK_EVERY = 12            # steps between collapse checks (20 per second)
FALL_DISTANCE = 1.0         # cm a block may move from where it was before it counts as fallen
FALL_ANGLE = math.radians(5.0)    # settling turns a block by well under 1°
TOUCH = 0.05                # cm: surfaces nearer than this touch (a sheet of paper)
SIDE_ANGLE = math.radians(45.0)  # the ball's side: contact within 45° of its equator
PROBE_STEP = 0.7           # cm: the drop search steps less than the thinnest obstacle (a block, 1.5 cm)
PHYSICS = 2                # the settle's version: 2 keeps a settled bridge asleep until something touches it
PHYSICS_VERSIONS = (1, 2)  # the versions this box can replay (a record says which it was written with)



@dataclass(frozen=True, slots=True)
class Pose:
    """A block's centre and turn (radians, counter-clockwise; 0 = lying along the arm)."""

    x: float
    y: float
    a: float


@dataclass(frozen=True)
class Settled:
    """What a settle found: the poses at the end, whether the bridge collapsed and why, whether a
    block touches the ball on its side, and the frames of a traced run (for slow motion)."""

    poses: tuple[Pose, ...]
    collapsed: bool
    cause: str                       # "" | "fell" | "ground" | "rod"
    touching: bool
    seconds: float                   # simulated time it took to come to rest (or to fall)
    frames: tuple[tuple[Pose, ...], ...] = ()


class Arm:
    """One arm of the board with the rod and the ball at a height: the static world a bridge is
    built in, and the questions the rules ask about a bridge in it."""

    def __init__(self, material: Material, ball_height: float, line: float, physics: int = PHYSICS) -> None:
        self.m = material
        self.ball_height = float(ball_height)
        self.line = float(line)          # distance of the bridge's start line from the rod's axis
        self.physics = physics           # the settle's version (PHYSICS; 1 for records written before 2)
        self._probe_cache: tuple | None = None     # (poses, space): the last bridge asked about
        self._probe_shape: tuple | None = None

    # -- the static world ------------------------------------------------------------------
    def _statics(self, space: pymunk.Space, solid_ball: bool = True) -> None:
        """The arms, the centre piece, the rod and the ball. While settling the ball is a sensor:
        a bridge must hang free (TS-4) and may touch the ball but not rest on it; for placing it is
        solid, since no block may be put into it."""
        m = self.m
        body = space.static_body
        arm = pymunk.Poly(body, [(m.hub_half_width, -m.hub_depth - 5), (m.arm_length + 20, -m.hub_depth - 5),
                                 (m.arm_length + 20, 0.0), (m.hub_half_width, 0.0)])
        hub = pymunk.Poly(body, [(-m.hub_half_width, -m.hub_depth - 5), (m.hub_half_width, -m.hub_depth - 5),
                                 (m.hub_half_width, -m.hub_depth), (-m.hub_half_width, -m.hub_depth)])
        rod = pymunk.Poly(body, [(-m.rod_radius, -m.hub_depth), (m.rod_radius, -m.hub_depth),
                                 (m.rod_radius, m.rod_height), (-m.rod_radius, m.rod_height)])
        ball = pymunk.Circle(body, m.ball_radius, (0.0, self.ball_height))
        ball.sensor = not solid_ball
        for shape in (arm, hub, rod, ball):
            shape.friction = m.friction
            space.add(shape)

    def _block_shape(self, body: pymunk.Body) -> pymunk.Poly:
        half_l, half_t = self.m.block_length / 2, self.m.block_thickness / 2
        shape = pymunk.Poly.create_box(body, (2 * half_l, 2 * half_t))
        shape.friction = self.m.friction
        return shape

    def _space(self) -> pymunk.Space:
        space = pymunk.Space()
        space.gravity = (0.0, -981.0)
        space.iterations = ITERATIONS
        space.collision_slop = SLOP
        space.sleep_time_threshold = SLEEP_AFTER
        space.idle_speed_threshold = IDLE_SPEED
        self._statics(space, solid_ball=False)
        return space

    def _add_blocks(self, space: pymunk.Space, poses) -> list[pymunk.Body]:
        m = self.m
        mass = m.block_mass
        moment = pymunk.moment_for_box(mass, (m.block_length, m.block_thickness))
        bodies = []
        for pose in poses:
            body = pymunk.Body(mass, moment)
            body.position = (pose.x, pose.y)
            body.angle = pose.a
            space.add(body, self._block_shape(body))
            bodies.append(body)
        return bodies

    @property
    def key(self) -> tuple:
        return (self.m, self.ball_height, self.line, self.physics)

    # -- settling --------------------------------------------------------------------------
    def laid(self, bridge, pose: Pose) -> Settled:
        """`lay` for the rules, remembered: a settle is a function of its inputs alone (see Determinism),
        so the move log can say what a placement did without settling it again on the GUI thread."""
        return _rules_lay(self.key, tuple(bridge), pose)

    def taken(self, bridge, index: int) -> Settled:
        """`take` for the rules, remembered like `laid`."""
        return _rules_take(self.key, tuple(bridge), index)

    def lay(self, bridge, pose: Pose, **kwargs) -> Settled:
        """Settle the settled `bridge` with a block laid at `pose` (last in the result), as the rules do:
        from version 2 on the bridge lies still unless the new block touches it."""
        bridge = tuple(bridge)
        asleep = range(len(bridge)) if self.physics >= 2 else ()
        return self.settle(bridge + (pose,), asleep=asleep, **kwargs)

    def take(self, bridge, index: int, **kwargs) -> Settled:
        """Settle the settled `bridge` without its block `index` (0-based), as the final test does: from
        version 2 on only the blocks that touched it wake."""
        bridge = tuple(bridge)
        rest = bridge[:index] + bridge[index + 1:]
        return self.settle(rest, asleep=self.still_without(bridge, index), **kwargs)

    def still_without(self, bridge, index: int) -> tuple[int, ...]:
        """The blocks of `bridge` without `index` (numbered as in the rest) that did not touch it."""
        if self.physics < 2:
            return ()
        gone = bridge[index]
        rest = bridge[:index] + bridge[index + 1:]
        return tuple(i for i, pose in enumerate(rest) if not _near(gone, pose, self.m))

    def settle(self, poses, *, seconds: float = STAND_SECONDS, trace: bool = False,
               tip_load: float = 0.0, fall_distance: float = FALL_DISTANCE,
               trace_after_fall: float = 1.5, asleep=()) -> Settled:
        """Let the bridge `poses` (the new block last) stand for `seconds` simulated seconds.

        It collapses when a block moves more than `fall_distance` or turns more than 5° from
        where it was put, or when at rest a block touches the ground between the line and the
        rod, or the rod. A traced run records a frame every 1/60 s and, after a fall, goes on for
        `trace_after_fall` seconds so the view can show the collapse. `tip_load` (grams) presses
        down on the bridge's front corner: the stability meter's test. The blocks numbered in `asleep` were
        at rest: they start asleep and move only once something awake touches them."""
        space = self._space()
        bodies = self._add_blocks(space, poses)
        for index in asleep:
            bodies[index].sleep()
        start = [(p.x, p.y, p.a) for p in poses]
        frames: list[tuple[Pose, ...]] = []
        steps = int(round(seconds / STEP))
        load = None
        if tip_load > 0 and bodies:
            index, corner = front_corner(poses, self.m)
            load = (bodies[index], bodies[index].world_to_local(corner), (0.0, -981.0 * tip_load))
        fell_at = None
        step = 0
        while step < steps:
            if load is not None:
                body, point, force = load
                body.apply_force_at_local_point(force, point)
            space.step(STEP)
            step += 1
            if trace and step % 4 == 0:
                frames.append(_poses(bodies))
            if fell_at is None and step % CHECK_EVERY == 0:
                if _moved(bodies, start, fall_distance):
                    fell_at = step
                    if not trace:
                        break
                elif load is None and all(b.is_sleeping for b in bodies):
                    break
            if fell_at is not None and step - fell_at >= trace_after_fall / STEP:
                break
        end = _poses(bodies)
        if fell_at is None and _moved(bodies, start, fall_distance):
            fell_at = step
        cause = "fell" if fell_at is not None else self.illegal_support(end)
        return Settled(end, bool(cause), cause, not cause and self.touches_ball(end),
                       (fell_at if fell_at is not None else step) * STEP, tuple(frames))

    def margin(self, poses, limit: float = 4.0, rounds: int = 5) -> float:
        """The stability meter: how many more blocks' weight the bridge carries on its front corner
        (the one nearest the rod, where the next block would go) for two seconds without falling;
        `limit` or more shows as a full meter, 0 means it stands only as it is. Bisection."""
        if not poses:
            return limit
        if not self._falls(poses, limit):
            return limit
        low, high = 0.0, limit
        for _ in range(rounds):
            mid = (low + high) / 2
            if self._falls(poses, mid):
                high = mid
            else:
                low = mid
        return low

    def _falls(self, poses, blocks: float) -> bool:
        result = self.settle(poses, seconds=1.5, tip_load=blocks * self.m.block_mass, fall_distance=0.3)
        return result.cause == "fell"

    # -- the rules' questions --------------------------------------------------------------
    def touches_ball(self, poses) -> bool:
        """Whether some block touches the ball on its side: within `TOUCH` of the ball, at a point
        no more than 45° above or below its equator (ruling T2; not on top, not from below)."""
        return any(self.ball_contact(p) is not None for p in poses)

    def ball_gap(self, pose: Pose) -> float:
        """How far (cm) the block's outline is from the ball's surface: what a player aiming at the ball reads."""
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        body.position, body.angle = (pose.x, pose.y), pose.a
        shape = self._block_shape(body)
        shape.cache_bb()
        return shape.point_query((0.0, self.ball_height)).distance - self.m.ball_radius

    def ball_contact(self, pose: Pose) -> float | None:
        """The angle (radians above the equator) where this block touches the ball's side, or None."""
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        body.position, body.angle = (pose.x, pose.y), pose.a
        shape = self._block_shape(body)
        shape.cache_bb()
        centre = (0.0, self.ball_height)
        info = shape.point_query(centre)
        if info.distance > self.m.ball_radius + TOUCH or info.distance < 0:
            return None       # too far, or the ball's centre inside the block (impossible on the board)
        dx, dy = info.point.x - centre[0], info.point.y - centre[1]
        angle = math.atan2(dy, abs(dx)) if (dx or dy) else math.pi / 2
        return angle if abs(angle) <= SIDE_ANGLE else None

    def illegal_support(self, poses) -> str:
        """"ground" if a block touches the board between the line and the rod (the arm in front of
        the line, the well's walls or floor), "rod" if one leans on the rod, else ""."""
        m = self.m
        for pose in poses:
            for vx, vy in corners(pose, m):
                if vx < m.rod_radius + TOUCH and vy < m.rod_height:
                    return "rod"
                if vx < self.line - TOUCH and vy <= m.ground_height(vx) + TOUCH:
                    return "ground"
                if m.hub_half_width - TOUCH <= vx <= m.hub_half_width + TOUCH and vy <= TOUCH:
                    return "ground"          # against the well's wall
            # the arm's inner edge under a block that lies across the well
            if _edge_under(pose, m, (m.hub_half_width, 0.0)):
                return "ground"
        return ""

    # -- placing ---------------------------------------------------------------------------
    def fits(self, pose: Pose, poses) -> bool:
        """Whether a block at `pose` overlaps nothing (the board, the rod, the ball, the blocks)."""
        return not self._blocked(self._probe(poses), pose)

    def rests(self, pose: Pose, poses) -> bool:
        """Whether a block at `pose` fits and lies on something: lowered by 0.5 mm it would touch."""
        space = self._probe(poses)
        return not self._blocked(space, pose) and self._blocked(space, Pose(pose.x, pose.y - 0.05, pose.a))

    def drop(self, x: float, a: float, from_y: float, poses) -> float | None:
        """The height where a block held at (x, from_y), turned by `a`, comes to lie when lowered
        straight down: just above the first thing it meets. None if it does not fit at `from_y`."""
        space = self._probe(poses)
        if self._blocked(space, Pose(x, from_y, a)):
            return None
        free, y = from_y, from_y
        floor = -self.m.hub_depth - 2.0
        while y > floor:
            y = max(floor, y - PROBE_STEP)
            if self._blocked(space, Pose(x, y, a)):
                break
            free = y
        else:
            return None
        low, high = y, free             # low is blocked, high is free
        while high - low > 0.0005:
            mid = (low + high) / 2
            if self._blocked(space, Pose(x, mid, a)):
                low = mid
            else:
                high = mid
        return math.ceil(high * 100 - 1e-9) / 100     # up to the notation's 0.1 mm: never into contact

    def _probe(self, poses) -> pymunk.Space:
        """A space of static shapes for overlap queries (the last one is kept: the view and
        `legal_moves` ask about one bridge many times)."""
        poses = tuple(poses)
        if self._probe_cache is not None and self._probe_cache[0] == poses:
            return self._probe_cache[1]
        space = pymunk.Space()
        self._statics(space)
        body = space.static_body
        for pose in poses:
            space.add(pymunk.Poly(body, corners(pose, self.m)))
        self._probe_cache = (poses, space)
        return space

    def _blocked(self, space: pymunk.Space, pose: Pose) -> bool:
        if self._probe_shape is None:      # one probe block, moved about (making one costs more than a query)
            body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
            self._probe_shape = (body, self._block_shape(body))   # (the shape holds its body only weakly)
        body, shape = self._probe_shape
        body.position, body.angle = (pose.x, pose.y), pose.a
        shape.cache_bb()
        for hit in space.shape_query(shape):
            if any(p.distance < -0.002 for p in hit.contact_point_set.points):
                return True
        return False


@lru_cache(maxsize=512)
def _rules_lay(key: tuple, bridge: tuple, pose: Pose) -> Settled:
    return Arm(*key).lay(bridge, pose)


@lru_cache(maxsize=64)
def _rules_take(key: tuple, bridge: tuple, index: int) -> Settled:
    return Arm(*key).take(bridge, index)


def corners(pose: Pose, m: Material) -> list[tuple[float, float]]:
    """The block's four corners in arm coordinates."""
    c, s = math.cos(pose.a), math.sin(pose.a)
    hl, ht = m.block_length / 2, m.block_thickness / 2
    return [(pose.x + c * dx - s * dy, pose.y + s * dx + c * dy)
            for dx, dy in ((-hl, -ht), (hl, -ht), (hl, ht), (-hl, ht))]


def checksum(*bridges) -> str:
    """The record's "sum": the first 16 hex digits of SHA-256 over every bridge's poses, rounded to
    0.1 mm and 0.1° (docs/architecture.md, "The record's next version")."""
    parts = []
    for poses in bridges:
        parts.append(";".join(f"{p.x:.2f},{p.y:.2f},{math.degrees(p.a):.1f}" for p in poses))
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:16]


def front_corner(poses, m: Material) -> tuple[int, tuple[float, float]]:
    """The block reaching nearest the rod and that corner of it (the bridge's tip)."""
    best = None
    for index, pose in enumerate(poses):
        for corner in corners(pose, m):
            if best is None or (corner[0], -corner[1]) < (best[1][0], -best[1][1]):
                best = (index, corner)
    return best


def _poses(bodies) -> tuple[Pose, ...]:
    return tuple(Pose(b.position.x, b.position.y, b.angle) for b in bodies)


def _moved(bodies, start, limit: float) -> bool:
    for body, (x, y, a) in zip(bodies, start):
        p = body.position
        if (p.x - x) ** 2 + (p.y - y) ** 2 > limit * limit or abs(body.angle - a) > FALL_ANGLE:
            return True
    return False


def _near(a: Pose, b: Pose, m: Material) -> bool:
    """Whether two blocks touch: a corner of one within `TOUCH` of the other's outline, or inside it."""
    def shape(pose: Pose) -> tuple[pymunk.Body, pymunk.Poly]:     # (the shape holds its body only weakly)
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        body.position, body.angle = (pose.x, pose.y), pose.a
        poly = pymunk.Poly.create_box(body, (m.block_length, m.block_thickness))
        poly.cache_bb()
        return body, poly

    body_a, first = shape(a)
    body_b, second = shape(b)
    near = (any(second.point_query(c).distance <= TOUCH for c in corners(a, m))
            or any(first.point_query(c).distance <= TOUCH for c in corners(b, m)))
    del body_a, body_b
    return near


def _edge_under(pose: Pose, m: Material, point: tuple[float, float]) -> bool:
    """Whether a fixed corner of the board (`point`) touches the block's outline."""
    body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
    body.position, body.angle = (pose.x, pose.y), pose.a
    shape = pymunk.Poly.create_box(body, (m.block_length, m.block_thickness))
    shape.cache_bb()
    return shape.point_query(point).distance <= TOUCH
