"""What Tiefstapeln plays back, worked out off the GUI thread: the steps of a placement that settled or
collapsed, or of a whole round, and their frames (the model's traced settles, a collapse in slow motion).
No Qt here: the board runs `traced` on a worker and draws the frames it returns."""
from __future__ import annotations

from gamebox.games.tiefstapeln.moves import Place, Remove
from gamebox.games.tiefstapeln.physics import Pose
from gamebox.games.tiefstapeln.state import SOLO, TEAM

SLOW = 4            # slow motion: a collapse plays at a quarter of its speed
LOWER_FRAMES, LOWER_CM = 10, 3.0   # a laid block comes down the last 3 cm in a sixth of a second


def step(side: int, poses, other, arm, collapsed: bool, asleep=()) -> tuple:
    """One settle to show: the side's bridge with its new block last, the other bridge, the arm, and the
    blocks that lay still until touched (as the rules settled them: `Arm.lay`, `Arm.take`)."""
    return (side, tuple(poses), tuple(other), arm, collapsed, tuple(asleep))


def laid(side: int, before, pose, collapsed: bool) -> tuple:
    """The step of a block laid at `pose` on `side`'s bridge in `before`."""
    arm, bridge = before.arm(side), before.sides[side].bridge
    asleep = range(len(bridge)) if arm.physics >= 2 else ()
    return step(side, bridge + (pose,), before.sides[1 - side].bridge, arm, collapsed, asleep)


def change_steps(move, before, after) -> list[tuple]:
    """The settle a move made (a block laid, or the final test's removal that brought the bridge down)."""
    if isinstance(move, Place):
        return [laid(before.side_of(before.to_move), before, move.pose, after.event.kind == "collapse")]
    if isinstance(move, Remove) and after.event.kind == "test_failed":
        bridge, arm = before.sides[SOLO].bridge, before.arm(SOLO)
        rest = bridge[:move.index - 1] + bridge[move.index:]
        return [step(SOLO, rest, before.sides[TEAM].bridge, arm, True, arm.still_without(bridge, move.index - 1))]
    return []


def round_steps(history, number: int) -> tuple[list[tuple], object]:
    """Every block laid in round `number` (1-based), and the state before the first of them."""
    steps, shown = [], None
    for played in history:
        before = played.before
        if before.round.number + 1 != number or not isinstance(played.move, Place):
            continue
        after = before.clone()
        after.apply(played.move)
        collapsed = after.event is not None and after.event.kind == "collapse"
        steps.append(laid(before.side_of(before.to_move), before, played.move.pose, collapsed))
        shown = shown or before
    return steps, shown


def traced(steps, caption: str, state) -> dict:
    """Frames of settles, for playback (worker thread): slow motion where a step collapsed."""
    frames = []
    for side, poses, other, arm, collapsed, asleep in steps:
        new = poses[-1]
        for i in range(LOWER_FRAMES):          # the hand lowers the block onto its place, for the eye
            lift = LOWER_CM * (1 - (i + 1) / LOWER_FRAMES) ** 2
            lowered = poses[:-1] + (Pose(new.x, new.y + lift, new.a),)
            frames.append({"bridges": (lowered, other) if side == SOLO else (other, lowered), "speed": 1.0})
        result = arm.settle(poses, trace=True, trace_after_fall=2.0, asleep=asleep)
        speed = 1.0 / SLOW if result.collapsed else 1.0
        seq = (poses,) + result.frames if result.frames else (poses, result.poses)
        for frame in seq:
            bridges = (frame, other) if side == SOLO else (other, frame)
            frames.append({"bridges": bridges, "speed": speed})
        if result.collapsed:          # hold the fallen heap a moment
            frames.extend([frames[-1]] * 20)
    return {"frames": frames, "i": 0.0, "caption": caption if any(s[4] for s in steps) or state else "",
            "state": state}
