"""Tiefstapeln's physics (pymunk): what must stand stands, what must fall falls, the same input
settles to the same checksum, and the rules' questions (touching the ball's side, the ground
between line and rod, the rod) are answered from the poses."""
import math

import pytest

from gamebox.games.tiefstapeln.material import STANDARD as M
from gamebox.games.tiefstapeln.physics import Arm, Pose, checksum

LINE = M.line_distance(3)          # 20 cm
HALF = M.block_length / 2
T = M.block_thickness


def pier(x=36.0, layers=1):
    """Blocks lying on the arm behind the line, one on another, centred at x."""
    return [Pose(x, T / 2 + i * T, 0.0) for i in range(layers)]


@pytest.mark.parametrize("overhang,stands", [(5.5, True), (5.9, True), (6.1, False), (7.0, False)])
def test_a_block_overhanging_its_support_stands_until_its_centre_passes_the_edge(overhang, stands):
    arm = Arm(M, 10, LINE)
    base = pier()
    edge = base[0].x - HALF
    top = Pose(edge - overhang + HALF, 1.5 * T, 0.0)
    result = arm.settle(base + [top])
    assert result.collapsed is not stands
    if not stands:
        assert result.cause == "fell"


def test_a_counterweight_holds_a_block_far_out():
    arm = Arm(M, 10, LINE)
    base = pier(x=LINE + HALF)
    edge = base[0].x - HALF
    reach = Pose(edge - 9.0 + HALF, 1.5 * T, 0.0)                      # 9 cm past the edge: falls alone
    assert arm.settle(base + [reach]).collapsed
    # three blocks lying on its back end, 2 cm behind the edge: 3 x 2 cm against its 3 cm out
    weight = [Pose(edge + 2.0, (2.5 + i) * T, 0.0) for i in range(3)]
    held = arm.settle(base + [reach] + weight)
    assert not held.collapsed


def test_a_tall_stack_stands_and_a_leaning_one_falls():
    arm = Arm(M, 10, LINE)
    straight = [Pose(36.0, T / 2 + i * T, 0.0) for i in range(20)]
    assert not arm.settle(straight).collapsed
    leaning = [Pose(36.0 - 1.0 * i, T / 2 + i * T, 0.0) for i in range(16)]
    assert arm.settle(leaning).collapsed


def test_the_same_input_settles_to_the_same_checksum():
    arm = Arm(M, 10, LINE)
    poses = pier(layers=3) + [Pose(28.5, 3.5 * T, 0.0)]
    one, two = arm.settle(poses), Arm(M, 10, LINE).settle(list(poses))
    assert one.poses == two.poses
    assert checksum(one.poses) == checksum(two.poses)
    moved = poses[:-1] + [Pose(28.49, 3.5 * T, 0.0)]
    assert checksum(arm.settle(moved).poses) != checksum(one.poses)


def test_a_block_touching_the_ball_at_its_equator_counts_but_one_on_top_does_not():
    ball = 10
    arm = Arm(M, ball, LINE)
    r = M.ball_radius
    side = Pose(r + HALF, ball, 0.0)                       # its end face against the ball's equator
    assert arm.ball_contact(side) == pytest.approx(0.0, abs=1e-6)
    above = Pose(0.0 + 3.0, ball + r + T / 2, 0.0)        # lying across the top of the ball
    assert arm.ball_contact(above) is None
    steep = Pose(r * math.cos(math.radians(60)) + HALF, ball + r * math.sin(math.radians(60)) + T / 2, 0.0)
    assert arm.ball_contact(steep) is None                 # 60° up the ball: its top, not its side
    near = Pose(r + HALF + 0.03, ball, 0.0)                # 0.3 mm away: touching
    far = Pose(r + HALF + 0.2, ball, 0.0)                  # 2 mm away: not
    assert arm.ball_contact(near) is not None and arm.ball_contact(far) is None


def test_ground_between_line_and_rod_and_the_rod_are_refused_supports():
    arm = Arm(M, 10, LINE)
    assert arm.illegal_support([Pose(LINE + HALF, T / 2, 0.0)]) == ""           # behind the line
    assert arm.illegal_support([Pose(LINE + HALF - 1.0, T / 2, 0.0)]) == "ground"   # 1 cm over the line
    assert arm.illegal_support([Pose(M.rod_radius + HALF, 20.0, 0.0)]) == "rod"
    well = Pose(2.0 + T / 2, -M.hub_depth + HALF, math.pi / 2)                      # standing in the well
    assert arm.illegal_support([well]) == "ground"


def test_a_block_lowered_comes_to_lie_on_what_is_below_it():
    arm = Arm(M, 10, LINE)
    base = pier()
    y = arm.drop(base[0].x + 2.0, 0.0, 30.0, base)
    assert y == pytest.approx(1.5 * T, abs=0.011)
    assert arm.rests(Pose(base[0].x + 2.0, y, 0.0), base)
    assert not arm.rests(Pose(base[0].x + 2.0, y + 0.5, 0.0), base)      # half a centimetre up: floats
    assert not arm.fits(Pose(base[0].x + 2.0, y - 0.3, 0.0), base)       # cuts into the block below
    standing = arm.drop(40.0, math.pi / 2, 30.0, [])
    assert standing == pytest.approx(HALF, abs=0.011)


def test_the_stability_meter_falls_as_a_block_reaches_further():
    arm = Arm(M, 10, LINE)
    base = pier()
    edge = base[0].x - HALF
    safe = arm.margin(base + [Pose(edge - 2.0 + HALF, 1.5 * T, 0.0)])
    risky = arm.margin(base + [Pose(edge - 5.5 + HALF, 1.5 * T, 0.0)])
    assert safe > risky >= 0
    # a block at 2 cm past the edge carries about 4 cm / 2 cm = 2 more blocks' weight at its tip
    assert 1.5 < safe < 2.5


def test_a_traced_collapse_has_frames_to_show_in_slow_motion():
    arm = Arm(M, 10, LINE)
    base = pier()
    result = arm.settle(base + [Pose(base[0].x - HALF - 7.0 + HALF, 1.5 * T, 0.0)], trace=True)
    assert result.collapsed and len(result.frames) > 30
    first, last = result.frames[0][-1], result.frames[-1][-1]
    assert abs(last.a) > abs(first.a) + math.radians(5)
