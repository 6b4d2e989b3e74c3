"""A bridge planned as a stepped corbel of lying blocks, checked in the engine.

Layer j (from the arm up) is a row of `width` blocks lying end to end; its front block's tip is
`tip[j]`. The lower layers (the pier) start at the line; the top `c` layers each reach `step` cm
further toward the rod, and the top one's front block touches the ball's side. A layer is laid from
the back to the front, so each front block goes onto a structure already weighted behind it.

Why planned and not searched block by block: a corbel needs its weight in place before the block
that reaches out, and a greedy search that only looks one block ahead reaches out a centimetre at a
time and uses up the layers under the ball (measured: it failed from line 2 at every height). The
plan is checked by settling it block by block in the same engine the game uses, and the widths grow
until it stands; its size is what the bidder believes a bridge needs (needs.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .physics import Arm, Pose


@dataclass(frozen=True)
class Plan:
    poses: tuple[Pose, ...]          # in the order they are laid
    step: float
    width: int
    crown: int = 0                   # standing blocks on the back end of each layer that reaches out


def touch_layer(arm: Arm) -> int | None:
    """The lowest layer (from 2: layer 1 would lie on the arm in front of the line) whose block, its
    end at the ball, touches the ball on its side."""
    m = arm.m
    for layer in range(2, 60):
        y = (layer - 0.5) * m.block_thickness
        if y - m.block_thickness / 2 > arm.ball_height + m.ball_radius:
            return None
        pose = Pose(m.ball_radius + m.block_length / 2 + 0.01, y, 0.0)
        if arm.ball_contact(pose) is not None and arm.fits(pose, ()):
            return layer
    return None


def layout(arm: Arm, step_limit: float, width: int, crown: int = 0) -> Plan | None:
    """The corbel with steps of at most `step_limit` and `width` blocks a layer, and `crown` blocks
    standing on the back end of each layer that reaches out (laid before its front block: weight
    where the layer above leaves room), or None if the ball is too low for enough steps or the arm
    too short for the width."""
    m = arm.m
    k = touch_layer(arm)
    if k is None:
        return None
    reach = arm.line - (m.ball_radius + 0.01)
    steps = max(1, math.ceil(reach / step_limit - 1e-9))
    if steps > k - 1:
        return None                      # not enough layers between the arm and the ball
    step = reach / steps
    poses = []
    for layer in range(1, k + 1):
        corbel = layer - (k - steps)     # 0 for the pier, 1..steps for the layers reaching out
        tip = arm.line - max(0, corbel) * step
        y = (layer - 0.5) * m.block_thickness + 0.001 * layer
        # a millimetre between neighbours: settled blocks creep by hundredths and must not jam
        blocks = [Pose(tip + i * (m.block_length + 0.1) + m.block_length / 2, y, 0.0) for i in range(width)]
        if blocks[-1].x + m.block_length / 2 > m.arm_length:
            return None
        poses.extend(reversed(blocks[1:]))   # from the back to the front
        if corbel > 0 and crown:
            back = blocks[-1].x + m.block_length / 2 - m.block_thickness / 2 - 0.05
            top = y + m.block_thickness / 2
            for i in range(crown):
                poses.append(Pose(back - i * (m.block_thickness + 0.1), top + m.block_length / 2 + 0.001, math.pi / 2))
        poses.append(blocks[0])
    return Plan(tuple(poses), step, width, crown)


def stands(arm: Arm, poses) -> bool:
    """Whether laying `poses` one by one, each settled, ends touching the ball without a fall."""
    bridge: tuple[Pose, ...] = ()
    for pose in poses:
        y = arm.drop(pose.x, pose.a, pose.y + 1.0, bridge)
        if y is None:
            return False
        result = arm.lay(bridge, Pose(pose.x, y, pose.a), seconds=4.0)
        if result.collapsed:
            return False
        bridge = result.poses
    return arm.touches_ball(bridge)


LIMITS = (0, 1)      # the step limits tried: half a block less the margin, or less twice that and 0.5 cm


def step_limit(m, margin: float, which: int) -> float:
    return m.block_length / 2 - margin if which == 0 else m.block_length / 2 - 2 * margin - 0.5


def candidates(arm: Arm, margin: float = 0.5, widths=(1, 2, 3, 4), crowns=(0, 1, 2, 3)) -> list[tuple]:
    """Every corbel layout there is room for, smallest first, as (plan, (limit, width, crown))."""
    found = []
    for which in LIMITS:
        for width in widths:
            for crown in crowns:
                plan = layout(arm, step_limit(arm.m, margin, which), width, crown)
                if plan is not None:
                    found.append((plan, (which, width, crown)))
    found.sort(key=lambda t: (len(t[0].poses), -t[0].step))
    return found


def best_plan(arm: Arm, margin: float = 0.5, checks: int | None = None) -> tuple[Plan, tuple] | None:
    """The smallest corbel that stands when checked in the engine, and its parameters; at most
    `checks` layouts are checked (None: all)."""
    for index, (plan, params) in enumerate(candidates(arm, margin)):
        if checks is not None and index >= checks:
            break
        if stands(arm, plan.poses):
            return plan, params
    return None


def planned(arm: Arm, params: tuple, margin: float = 0.5) -> Plan | None:
    """The layout of known parameters (from the measured table), without checking it again."""
    which, width, crown = params
    return layout(arm, step_limit(arm.m, margin, which), width, crown)
