"""Camera presets and the maths between widget pixels and world rays (numpy, no GL).

pyqtgraph's camera orbits `center` at `distance`, with `azimuth` (degrees from world +X) and
`elevation` (degrees above the XY plane). The sides' players look at their side head-on from
above: the sides slope at 54.7 degrees, so from 45 degrees up all three sides show and every
die on a sloping edge shows its three upper faces.
"""
from __future__ import annotations

import math

import numpy as np

from gamebox.pyramid import lattice, space

VIEWS = ("side0", "side1", "side2", "top")
DEFAULT_VIEW = "side0"
SIDE_ELEVATION = 52.0
FOV = 38.0                 # pyqtgraph's fov is horizontal
FIT_RADIUS = 10.6          # world radius to fit: the plate and the pyramid
MIN_ELEVATION, MAX_ELEVATION = 4.0, 90.0


def side_azimuth(n: int) -> float:
    """Azimuth of the player at side `n` (0: x=0, 1: y=0, 2: z=0), seen from the plate's centre."""
    d = space.direction_world(lattice.MINUS[n])
    return math.degrees(math.atan2(d[1], d[0]))


def preset(name: str) -> dict:
    """center, azimuth, elevation for a named view (distance comes from `fit_distance`)."""
    if name == "top":
        # The plate's triangle points away from side 0: centre its bounding box, not its centroid.
        return {"center": (0.0, 2.2, 0.0), "azimuth": side_azimuth(0), "elevation": 90.0}
    if name in ("side0", "side1", "side2"):
        n = int(name[-1])
        a = math.radians(side_azimuth(n))
        # Aim a little toward the player so the near plate rim and the apex both fit.
        toward = 0.3 * np.array([math.cos(a), math.sin(a)])
        return {"center": (float(toward[0]), float(toward[1]), 1.2), "azimuth": side_azimuth(n),
                "elevation": SIDE_ELEVATION}
    raise ValueError(f"unknown view {name!r}; use one of {', '.join(VIEWS)}")


def fit_distance(width: int, height: int, fov: float = FOV, radius: float = FIT_RADIUS,
                 name: str = DEFAULT_VIEW) -> float:
    """Distance at which a sphere of `radius` fits the viewport (fov is horizontal)."""
    tan_h = math.tan(math.radians(fov) / 2)
    tan_v = tan_h * max(height, 1) / max(width, 1)
    r = radius * (0.86 if name == "top" else 0.84)   # a sphere is rounder than what it holds
    return r / math.sin(math.atan(min(tan_h, tan_v)))


# -- rays ------------------------------------------------------------------------------------
def qmatrix(m) -> np.ndarray:
    """QMatrix4x4 -> numpy 4x4 (QMatrix4x4.data() is column-major)."""
    return np.array(m.data(), dtype=float).reshape(4, 4).T


def ray(x: float, y: float, width: int, height: int, mvp: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """World ray (origin on the near plane, unit direction) through widget pixel (x, y)."""
    inv = np.linalg.inv(mvp)
    ndc_x = 2.0 * x / width - 1.0
    ndc_y = 1.0 - 2.0 * y / height
    near = inv @ np.array([ndc_x, ndc_y, -1.0, 1.0])
    far = inv @ np.array([ndc_x, ndc_y, 1.0, 1.0])
    near = near[:3] / near[3]
    far = far[:3] / far[3]
    d = far - near
    return near, d / np.linalg.norm(d)


def project(point, width: int, height: int, mvp: np.ndarray) -> tuple[float, float]:
    """Widget pixel coordinates of a world point."""
    clip = mvp @ np.array([*point, 1.0])
    ndc = clip[:3] / clip[3]
    return (ndc[0] + 1.0) * 0.5 * width, (1.0 - ndc[1]) * 0.5 * height
