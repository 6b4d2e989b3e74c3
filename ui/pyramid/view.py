"""PyramidView: the 3D dice pyramid widget (a `glview.GLView` with our own GL item).

GLView gives the camera (orbit/pan/zoom state and matrices, pyqtgraph's); all drawing
is `item.PyramidItem`. Picking casts a ray in lattice space (`space.cast`), never GL_SELECT.

Smooth edges: while the view moves (orbit, animation, hover) every frame is drawn once per pixel,
fast enough for software OpenGL. When nothing has asked for a frame for `STILL_MS`, the view is
drawn once more into an offscreen framebuffer with 4 samples per pixel and resolved into the
widget (multisampling), so the dice's edges are smooth while the player looks at them. On llvmpipe
that frame costs about 2.5 moving frames, and 2x2 supersampling about 5 (it smooths the pips a little
more; it is the fallback where multisampled buffers are missing). Multisampling every frame would
break the moving frames' budget (bench/bench_pyramid.py measures all three).
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

import numpy as np
from OpenGL import GL
from PySide6.QtCore import QEasingCurve, QPointF, QSize, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QImage, QMatrix4x4, QVector3D
from PySide6.QtOpenGL import QOpenGLFramebufferObject, QOpenGLFramebufferObjectFormat
from PySide6.QtWidgets import QWidget

from gamebox.pyramid import lattice, space
from gamebox.pyramid.board import COLOURS, Die, Pyramid
from gamebox.pyramid.lattice import Pos

from .. import settings
from ..widgets.keys import for_window
from . import anim, camera
from .geometry import WORLD_MATRICES, die_ao
from .glview import GLView
from .item import INSTANCE, PyramidItem
from .meshes import plate_ao

COLOUR_ID = {c: i for i, c in enumerate(COLOURS)}
GHOST = 4
# highlight kinds understood by the shader
NONE, TARGET, HOVER, SELECTED, GHOST_TARGET, GHOST_HOVER, DIMMED = range(7)
CLICK_SLOP = 4          # pixels a press may move and still be a click
GHOST_SCALE = 0.9
ENCLOSED = (0xFFFFFF, 0xFFFFFF)
_WORLD = dict(zip(lattice.ALL, space.worlds(np.array(lattice.ALL))))
FLOAT_CENTRE = _WORLD[(0, 0, 0)] + np.array([0.0, 0.0, 3.3])    # a die held over the apex
STILL_MS = 150          # no frame asked for this long: the view is still, draw it smooth
# The smooth frame's buffer, best first: (samples per pixel, resolution per axis).
SMOOTH_BUFFERS = ((4, 1), (0, 2))
SMOOTH_BANDS = 4        # the smooth frame is drawn in bands, a quarter of the view at a time (_paint_smooth)
# Occlusion reaches one cell (a face's front cell and its eight neighbours): a die whose neighbourhood two
# cells around saw no die come or go keeps its occlusion; the plate's hollows see the three lowest layers.
AO_REACH = 2
AO_INCREMENTAL = 12      # more dice than this came or went: compute every die again
PLATE_NEAR = lattice.TOP_SUM - 2


class PyramidView(GLView):
    """Signals: `clicked(Hit | None)` on a left click (not a drag), `hovered(Hit | None)` when
    what is under the mouse changes, `animation_finished()`."""

    clicked = Signal(object)
    hovered = Signal(object)
    drag_started = Signal(object)      # a die the game lets the player drag (Würfelmarsch's tips)
    dropped = Signal(object, object)   # (that die, the Hit under the mouse on release or None)
    animation_finished = Signal()

    animations_enabled = True       # tests switch all animation off (class-wide or per instance)
    side_elevation = camera.SIDE_ELEVATION   # how high the side views look from (a game may look lower)
    smooth_when_still = True        # supersampled frames once the view stands still

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)          # a native window (glview.py): the main window is never re-created
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(200, 150)
        self.item = PyramidItem()
        self.addItem(self.item)
        # A plain clear, not a gradient: filling 1280x800 pixels once more costs ~4 ms on llvmpipe.
        self.setBackgroundColor((27, 29, 34, 255))
        self._pyramid = Pyramid()
        self._targets: list[Pos] = []
        self._selected: set[Pos] = set()
        self._marked: dict[Pos, object] = {}
        self._dimmed: set[Pos] = set()
        self._pickable: list[Pos] = []
        self._draggable: set[Pos] = set()
        self._drag_piece: Pos | None = None
        self._floating: Die | None = None
        self._hover_enabled = True
        self._hover: space.Hit | None = None
        self._press: QPointF | None = None
        self._last: QPointF | None = None
        self._dragged = False
        self._view_name = camera.DEFAULT_VIEW
        self._still: dict[Pos, Die] = {}
        self._tracks: list[anim.Track] = []
        self._t = 1.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(anim.DURATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._animate)
        self._animation.finished.connect(self._animation_done)
        self._ao_cache: dict[Pos, tuple[int, int]] = {}
        self._plate_key: frozenset | None = None
        self._targets_set: set[Pos] = set()
        self._smooth_due = False       # the next frame is the still view's smooth one
        self._smooth_fbo: QOpenGLFramebufferObject | None = None
        self._smooth_scale = 1
        self.smooth_frames = 0         # how many smooth frames were drawn (tests, the bench)
        self._still_timer = QTimer(self)
        self._still_timer.setSingleShot(True)
        self._still_timer.setInterval(STILL_MS)
        self._still_timer.timeout.connect(self._became_still)
        self.opts["fov"] = camera.FOV
        self.reset_view()
        self.set_pyramid(Pyramid(), animate=False)

    # -- content --------------------------------------------------------------------------------
    def pyramid(self) -> Pyramid:
        return self._pyramid

    def set_pyramid(self, pyramid: Pyramid, animate: bool = True) -> None:
        old, new = self._pyramid, pyramid.copy()
        self._pyramid = new
        if self._animation.state() == QVariantAnimation.State.Running:
            self._animation.stop()
        if animate and self.animations_enabled and old != new and settings.animation_factor() > 0:
            self._animation.setDuration(settings.scaled_ms(anim.DURATION_MS))   # the speed set in Settings
            self._still, self._tracks = anim.plan(old, new)
            self._t = 0.0
            self._animation.start()
        else:
            self._still, self._tracks = dict(new.dice), []
            self._t = 1.0
        self._update_occlusion(old, new)
        self._rebuild()
        if not self._tracks and animate and self.animations_enabled and old != new:
            self.animation_finished.emit()

    def _update_occlusion(self, old: Pyramid, new: Pyramid) -> None:
        """Ambient occlusion of the plate and of every die, computed again only where the occupancy near it
        changed: a grab or a placement touches a few dice, and real-time games redraw after every one."""
        plate_key = frozenset(p for p in new.dice if sum(p) >= PLATE_NEAR)
        if plate_key != self._plate_key:
            self.item.set_plate_ao(plate_ao(set(new.dice)))
            self._plate_key = plate_key
        moved = old.dice.keys() ^ new.dice.keys()
        if len(moved) > AO_INCREMENTAL or not self._ao_cache:
            self._ao_cache = {p: die_ao(p, d.orientation, new.dice) for p, d in new.dice.items()}
            return
        cache = {}
        for p, d in new.dice.items():
            near = any(max(abs(a - b) for a, b in zip(p, q)) <= AO_REACH for q in moved)
            if near or old.dice.get(p) != d or p not in self._ao_cache:
                cache[p] = die_ao(p, d.orientation, new.dice)
            else:
                cache[p] = self._ao_cache[p]
        self._ao_cache = cache

    def is_animating(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def set_targets(self, positions: Iterable[Pos]) -> None:
        self._targets = list(dict.fromkeys(tuple(p) for p in positions))
        self._rebuild()

    def targets(self) -> list[Pos]:
        return list(self._targets)

    def set_pickable(self, positions: Iterable[Pos]) -> None:
        """Empty places a click finds although they are not lit (to be told why they are refused).
        PyramidGameView makes every hollow (every empty funnel and plate hollow) pickable."""
        self._pickable = list(dict.fromkeys(tuple(p) for p in positions))

    def set_draggable(self, positions: Iterable[Pos]) -> None:
        """Dice a left drag moves (instead of turning the camera): `dropped` says where they went."""
        self._draggable = {tuple(p) for p in positions}

    def dragging(self) -> Pos | None:
        return self._drag_piece if self._dragged else None

    def set_floating(self, die: Die | None) -> None:
        """A die hanging above the apex (Cui bono?'s pulled die), or none."""
        self._floating = die
        self._rebuild()

    def set_selected(self, positions: Iterable[Pos]) -> None:
        self._selected = {tuple(p) for p in positions}
        self._rebuild()

    def set_marked(self, mapping: Mapping[Pos, object]) -> None:
        """Extra highlight for dice (e.g. a selection); the values are kept but drawn alike. An empty
        place marked is drawn as a ghost with the selection's glow (a tipping puzzle's goal hollow)."""
        self._marked = dict(mapping)
        self._rebuild()

    def set_dimmed(self, positions: Iterable[Pos]) -> None:
        """Dice drawn darker, in the background (hover and selection still show on them)."""
        dimmed = {tuple(p) for p in positions}
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self._rebuild()

    def set_hover_enabled(self, on: bool) -> None:
        self._hover_enabled = on
        if not on:
            self._set_hover(None)

    def set_colour_blind(self, on: bool) -> None:
        self.item.colour_blind = bool(on)
        self.update()

    def colour_blind(self) -> bool:
        return self.item.colour_blind

    # -- instances ------------------------------------------------------------------------------
    def _kind(self, p: Pos, occupied: bool) -> int:
        hovered = self._hover is not None and self._hover.position == p
        if not occupied:
            return GHOST_HOVER if hovered else GHOST_TARGET
        if hovered:
            return HOVER
        if p in self._selected or p in self._marked:
            return SELECTED
        if p in self._targets_set:
            return TARGET
        return DIMMED if p in self._dimmed else NONE

    def _rebuild(self) -> None:
        self._targets_set = set(self._targets)
        opaque, translucent = [], []
        for p, d in self._still.items():
            ao = self._ao_cache.get(p, (0, 0))
            if ao == ENCLOSED:
                continue           # all six faces against dice or the plate: never seen
            opaque.append((_WORLD[p], WORLD_MATRICES[d.orientation].T, COLOUR_ID[d.colour], 1.0,
                           self._kind(p, True), 1.0, ao))
        for track in self._tracks:
            centre, rot, alpha = track.at(self._t)
            entry = (centre, (space.ROTATION @ rot).T, COLOUR_ID[track.die.colour], alpha, NONE, 1.0, (0, 0))
            (opaque if alpha >= 0.999 else translucent).append(entry)
        if self._floating is not None:
            opaque.append((FLOAT_CENTRE, WORLD_MATRICES[self._floating.orientation].T,
                           COLOUR_ID[self._floating.colour], 1.0, SELECTED, 1.0, (0, 0)))
        for p in self._targets:
            if p not in self._pyramid:
                translucent.append((_WORLD[p], WORLD_MATRICES[0].T, GHOST, 1.0,
                                    self._kind(p, False), GHOST_SCALE, (0, 0)))
        for p in self._marked:
            if p not in self._pyramid and p not in self._targets_set:
                translucent.append((_WORLD[p], WORLD_MATRICES[0].T, GHOST, 1.0, SELECTED, GHOST_SCALE, (0, 0)))
        rows = opaque + translucent
        data = np.zeros(len(rows), INSTANCE)
        if rows:
            data["centre"] = [r[0] for r in rows]
            data["rot"] = [r[1] for r in rows]      # rows = columns of local -> world
            data["info"] = [(r[2], r[3], r[4], r[5]) for r in rows]
            data["ao"] = [r[6] for r in rows]
        self.item.set_instances(data, len(opaque))

    def _animate(self, value) -> None:
        self._t = float(value)
        self._rebuild()

    def _animation_done(self) -> None:
        self._still, self._tracks, self._t = dict(self._pyramid.dice), [], 1.0
        self._rebuild()
        self.animation_finished.emit()

    # -- camera ---------------------------------------------------------------------------------
    def set_view(self, name: str) -> None:
        p = camera.preset(name)
        if name != "top":
            p["elevation"] = self.side_elevation
        self._view_name = name
        self.opts["fov"] = camera.FOV
        self.setCameraPosition(pos=QVector3D(*p["center"]), azimuth=p["azimuth"], elevation=p["elevation"],
                               distance=camera.fit_distance(self.width(), self.height(), name=name))

    def view_name(self) -> str:
        return self._view_name

    def camera_state(self) -> tuple[dict, str]:
        """Where the camera is, to come back to with `restore_camera` (a look from elsewhere)."""
        return dict(self.opts), self._view_name

    def restore_camera(self, saved: tuple[dict, str]) -> None:
        opts, self._view_name = saved
        self.opts.update(opts)
        self.update()

    def reset_view(self) -> None:
        self.set_view(camera.DEFAULT_VIEW)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._view_name:      # keep a preset fitted; a user camera keeps its distance
            self.set_view(self._view_name)

    def projectionMatrix(self, region, viewport):
        # pyqtgraph's near plane (distance/1000) wastes depth precision; ours hugs the scene.
        x0, y0, w, h = viewport
        dist = self.opts["distance"]
        near, far = max(0.2, dist - 25.0), dist + 25.0
        r = near * math.tan(0.5 * math.radians(self.opts["fov"]))
        t = r * h / w
        left = r * ((region[0] - x0) * (2.0 / w) - 1)
        right = r * ((region[0] + region[2] - x0) * (2.0 / w) - 1)
        bottom = t * ((region[1] - y0) * (2.0 / h) - 1)
        top = t * ((region[1] + region[3] - y0) * (2.0 / h) - 1)
        m = QMatrix4x4()
        m.frustum(left, right, bottom, top, near, far)
        return m

    def mvp(self) -> np.ndarray:
        """The current projection x view as a numpy 4x4 (for picking and tests)."""
        region = (0, 0, self.width(), self.height())
        return camera.qmatrix(self.projectionMatrix(region, region)) @ camera.qmatrix(self.viewMatrix())

    def project(self, point) -> tuple[float, float]:
        """Widget pixel of a world point."""
        return camera.project(point, self.width(), self.height(), self.mvp())

    def light_directions(self) -> tuple[tuple[float, ...], ...]:
        """Key, fill and back light (directions to the lights), fixed to the camera."""
        v = camera.qmatrix(self.viewMatrix())
        right, toward = v[0, :3], v[2, :3]
        up = np.array([0.0, 0.0, 1.0])
        key = -0.55 * right + 0.55 * toward + 0.85 * up
        fill = 0.85 * right + 0.35 * toward + 0.15 * up
        back = 0.2 * right - 0.8 * toward + 0.5 * up
        return tuple(tuple(float(c) for c in x / np.linalg.norm(x)) for x in (key, fill, back))

    # -- picking --------------------------------------------------------------------------------
    def pick(self, x: float, y: float) -> space.Hit | None:
        """The die or target under widget pixel (x, y), with the face the ray enters.

        A lit hollow is a ghost die and is hit like one. An unlit pickable hollow is empty: the player sees
        what lies behind it, so it answers only where that is the plate (no die) or its own walls (the
        dice it rests on) - never where a die behind or beside it shows through."""
        origin, direction = camera.ray(x, y, self.width(), self.height(), self.mvp())
        lit = [p for p in self._targets if p not in self._pyramid]
        hit = space.cast(origin, direction, list(self._pyramid.dice), lit)
        lit_set = set(lit)
        unlit = [p for p in self._pickable if p not in self._pyramid and p not in lit_set]
        hollow = space.cast(origin, direction, [], unlit) if unlit else None
        if hollow is not None and (hit is None or (
                hollow.distance < hit.distance and not hit.target and hit.position in lattice.supports(hollow.position))):
            return hollow
        return hit

    def _set_hover(self, hit: space.Hit | None) -> None:
        key = None if hit is None else (hit.position, hit.face, hit.target)
        old = None if self._hover is None else (self._hover.position, self._hover.face, self._hover.target)
        if key == old:
            return
        moved = (hit is None) != (self._hover is None) or (hit and self._hover and hit.position != self._hover.position)
        self._hover = hit
        if moved:
            self._rebuild()
        self.hovered.emit(hit)

    # -- input ----------------------------------------------------------------------------------
    def mousePressEvent(self, ev) -> None:
        self._press = self._last = ev.position()
        self._dragged = False
        self._drag_piece = None
        if ev.button() == Qt.MouseButton.LeftButton and self._draggable:
            hit = self.pick(ev.position().x(), ev.position().y())
            if hit is not None and not hit.target and hit.position in self._draggable:
                self._drag_piece = hit.position
        ev.accept()

    def mouseMoveEvent(self, ev) -> None:
        pos = ev.position()
        if self._drag_piece is not None and self._press is not None and (
                self._dragged or (pos - self._press).manhattanLength() > CLICK_SLOP):
            if not self._dragged:
                self._dragged = True
                self.drag_started.emit(self._drag_piece)
            self._set_hover(self.pick(pos.x(), pos.y()))
            ev.accept()
            return
        if ev.buttons() == Qt.MouseButton.NoButton or self._press is None:
            if self._hover_enabled:
                self._set_hover(self.pick(pos.x(), pos.y()))
            return
        if not self._dragged and (pos - self._press).manhattanLength() <= CLICK_SLOP:
            return
        self._dragged = True
        diff = pos - self._last
        self._last = pos
        pan = ev.buttons() & Qt.MouseButton.MiddleButton or (
            ev.buttons() & Qt.MouseButton.LeftButton and ev.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._view_name = ""
        if pan:
            self.pan(diff.x(), diff.y(), 0)
        elif ev.buttons() & Qt.MouseButton.LeftButton:
            self.orbit(-diff.x(), diff.y())
            self.opts["elevation"] = min(camera.MAX_ELEVATION, max(camera.MIN_ELEVATION, self.opts["elevation"]))
        ev.accept()

    def mouseReleaseEvent(self, ev) -> None:
        pos = ev.position()
        was_click = self._press is not None and not self._dragged
        piece, self._drag_piece = (self._drag_piece if self._dragged else None), None
        self._press = None
        if ev.button() == Qt.MouseButton.LeftButton and was_click:
            self.clicked.emit(self.pick(pos.x(), pos.y()))
        elif piece is not None:
            self.dropped.emit(piece, self.pick(pos.x(), pos.y()))
        ev.accept()

    def wheelEvent(self, ev) -> None:
        delta = ev.angleDelta().y() or ev.angleDelta().x()
        self._view_name = ""
        self.opts["distance"] = min(120.0, max(8.0, self.opts["distance"] * 0.999 ** delta))
        self.update()
        ev.accept()

    def leaveEvent(self, ev) -> None:
        self._set_hover(None)
        super().leaveEvent(ev)

    def keyPressEvent(self, ev) -> None:
        if for_window(ev):
            super().keyPressEvent(ev)
            return
        views = {Qt.Key.Key_1: "side0", Qt.Key.Key_2: "side1", Qt.Key.Key_3: "side2", Qt.Key.Key_T: "top"}
        if ev.key() in views:
            self.set_view(views[ev.key()])
        elif ev.key() in (Qt.Key.Key_0, Qt.Key.Key_Home):
            self.reset_view()
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()

    # -- pictures -------------------------------------------------------------------------------
    def grab_image(self) -> QImage:
        """A picture of the view with smooth edges (pictures and diagrams are looked at, still)."""
        self._smooth_due = self.smooth_when_still
        return self.grabFramebuffer()

    # -- drawing ------------------------------------------------------------------------------------
    def initializeGL(self) -> None:
        super().initializeGL()
        # The smooth frame's buffer lives in this context: free it while the context is still there.
        self.context().aboutToBeDestroyed.connect(self._drop_smooth_buffer)

    def _drop_smooth_buffer(self) -> None:
        if self._smooth_fbo is not None:
            self.makeCurrent()
            self._smooth_fbo = None
            self.doneCurrent()

    def paintGL(self) -> None:
        if self._smooth_due and self._paint_smooth():
            self._smooth_due = False
            return
        super().paintGL()
        if self.smooth_when_still:
            self._still_timer.start()      # every quick frame puts the smooth one off again

    def _became_still(self) -> None:
        if self.isVisible():
            self._smooth_due = True
            self.update()

    def _smooth_buffer(self, w: int, h: int) -> QOpenGLFramebufferObject | None:
        """The offscreen buffer of the smooth frame for w x h pixels of the view: multisampled, else larger."""
        fbo = self._smooth_fbo
        if fbo is not None and fbo.size().width() // self._smooth_scale == w \
                and fbo.size().height() // self._smooth_scale == h:
            return fbo
        self._smooth_fbo = None
        for samples, scale in SMOOTH_BUFFERS:
            fmt = QOpenGLFramebufferObjectFormat()
            fmt.setAttachment(QOpenGLFramebufferObject.Attachment.Depth)
            fmt.setSamples(samples)
            fbo = QOpenGLFramebufferObject(QSize(w * scale, h * scale), fmt)
            if fbo.isValid() and (samples == 0 or fbo.format().samples() > 1):
                self._smooth_fbo, self._smooth_scale = fbo, scale
                return fbo
        return None

    def _paint_smooth(self) -> bool:
        """Draw the scene into the smooth buffer and resolve (or scale) it into the widget's
        framebuffer; a linear blit of 2x2 texels is their mean. False if no buffer can be had.
        The view is drawn in SMOOTH_BANDS bands, each through its part of the same frustum, so the buffer
        is a band's: a multisampled buffer of the whole view is about 30 MB at 1280x700, kept by the driver
        once made, for a frame drawn once per still view."""
        w, h = self.deviceWidth(), self.deviceHeight()
        band = -(-h // SMOOTH_BANDS)
        fbo = self._smooth_buffer(w, band)
        if fbo is None:
            return False
        scale = self._smooth_scale
        for bottom in range(0, h, band):
            rows = min(band, h - bottom)
            fbo.bind()
            GL.glViewport(0, 0, w * scale, rows * scale)
            self.paint(region=(0, bottom, w, rows), viewport=(0, 0, w, h))
            GL.glBindFramebuffer(GL.GL_READ_FRAMEBUFFER, fbo.handle())
            GL.glBindFramebuffer(GL.GL_DRAW_FRAMEBUFFER, self.defaultFramebufferObject())
            # A multisampled buffer resolves only at its own size and with NEAREST (the samples are averaged).
            GL.glBlitFramebuffer(0, 0, w * scale, rows * scale, 0, bottom, w, bottom + rows, GL.GL_COLOR_BUFFER_BIT,
                                 GL.GL_LINEAR if scale > 1 else GL.GL_NEAREST)
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self.defaultFramebufferObject())
        GL.glViewport(0, 0, w, h)
        self.smooth_frames += 1
        return True
