"""Takla's material as numbers: the board, its lines, the rod, the ball and the blocks.

Our sources give no measurements (ruling T1), so these are chosen to be plausible for a wooden
box of 120 large blocks weighing about five kilograms, and every one is a setting
(`Material` fields; the new-game dialog offers the ones players are likely to change).

Units are centimetres, grams and seconds throughout the model. The game is seen from the side:
a cut through two opposite arms of the cross. `x` is the distance from the rod's axis along an
arm (outward positive), `y` the height above the arms' top surface. Each bridge lives on its own
arm, so each is described in its own arm's coordinates; the view mirrors the solo builder's.

    y
    |        rod (radius 0.5, up to 30 cm)
    |        |
    |       (o)  ball, radius 1.5, centre at the bid height
    |        |                  line 1 ... line 6 (10, 15, ... 35 cm), arm to 60 cm
    0 ---+   |   +--------------|----|----|----|----|----|-------- arm top
         |  hub  |  (the centre piece sits 4 cm lower: a well 5 cm wide on each side)
    -4   +-------+
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Material:
    # the blocks: a 2D side view shows length x thickness; the width gives the mass
    block_length: float = 12.0
    block_thickness: float = 1.5
    block_width: float = 3.0
    density: float = 0.65            # g/cm³, beech-like
    friction: float = 0.5            # wood on wood
    # the board
    arm_length: float = 60.0
    line_first: float = 10.0         # distance of line 1 from the rod's axis
    line_spacing: float = 5.0
    lines: int = 6
    hub_half_width: float = 5.0      # the centre piece: a well from the rod out to here
    hub_depth: float = 4.0           # how much lower the centre piece lies than the arms
    # the rod and its ball
    rod_radius: float = 0.5
    rod_height: float = 30.0
    ball_radius: float = 1.5
    ball_top: int = 25               # the ball's highest centre height (cm above the arms)
    ball_bottom: int = -2            # its lowest (the ball then sits in the well)
    # the supply (T1: about 120, Tiefstapeln adds up to 80)
    base_blocks: int = 120
    extra_blocks: int = 80

    @property
    def total_blocks(self) -> int:
        return self.base_blocks + self.extra_blocks

    @property
    def block_mass(self) -> float:
        return self.block_length * self.block_thickness * self.block_width * self.density

    def line_distance(self, line: int) -> float:
        """Distance of line `line` (1 = nearest the rod) from the rod's axis."""
        return self.line_first + (line - 1) * self.line_spacing

    def ground_height(self, x: float) -> float:
        """Height of the board under distance `x`: the arm's top, or the lower centre piece."""
        return 0.0 if x >= self.hub_half_width else -self.hub_depth


STANDARD = Material()
