"""`GLView`: an OpenGL widget with an orbiting camera and items that draw themselves, the base of PyramidView.

The camera is pyqtgraph's (`GLViewWidget` with its Euler angles: `center`, `distance`, `azimuth` degrees from
world +X, `elevation` degrees above the XY plane, a horizontal `fov`), written out here with the same matrices.
The pyramid used nothing else of pyqtgraph, and importing it cost every pyramid game about 35 MB of memory
and a fifth of a second (164 modules, QtSvg and QtTest among them: bench/bench_memory.py).
"""
from __future__ import annotations

from math import cos, radians, sin, tan

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QMatrix4x4, QSurfaceFormat, QVector3D
from PySide6.QtOpenGL import QOpenGLVertexArrayObject
from PySide6.QtOpenGLWidgets import QOpenGLWidget
from PySide6.QtWidgets import QWidget

from OpenGL import GL


class GLItem:
    """Something a GLView draws: `paint()` runs with the view's context current and its matrices set."""

    def __init__(self) -> None:
        self._view: GLView | None = None

    def view(self) -> GLView | None:
        return self._view

    def mvpMatrix(self) -> QMatrix4x4:
        """Projection x view of the frame being drawn."""
        return self._view.current_mvp if self._view is not None else QMatrix4x4()

    def update(self) -> None:
        if self._view is not None:
            self._view.update()

    def paint(self) -> None:
        """Draw (override)."""


class GLView(QOpenGLWidget):
    """A native window of its own: Qt composes only it with OpenGL (its overlays included), and the window it
    is in stays a plain one. Qt turns a shown window that gets a plain OpenGL widget into an OpenGL window by
    destroying and re-creating it (a flicker, the focus lost) the moment the widget is made in it, so the view
    is made native before it joins its parent. Its siblings stay plain widgets (Qt would make them native too)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__()
        QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontCreateNativeWidgetSiblings)
        self.setAttribute(Qt.WidgetAttribute.WA_NativeWindow)
        if parent is not None:
            self.setParent(parent)
        self.opts = {"center": QVector3D(0, 0, 0), "distance": 10.0, "fov": 60.0, "elevation": 30.0,
                     "azimuth": 45.0, "bgcolor": (0.0, 0.0, 0.0, 1.0)}
        self.items: list[GLItem] = []
        self.current_mvp = QMatrix4x4()
        self._vao = QOpenGLVertexArrayObject(self)     # a core profile draws nothing without one bound

    # -- items ----------------------------------------------------------------------------------------
    def addItem(self, item: GLItem) -> None:
        self.items.append(item)
        item._view = self
        self.update()

    def setBackgroundColor(self, rgba: tuple[int, int, int, int]) -> None:
        self.opts["bgcolor"] = tuple(c / 255.0 for c in rgba)
        self.update()

    # -- the camera -----------------------------------------------------------------------------------
    def deviceWidth(self) -> int:
        return int(self.width() * self.devicePixelRatioF())

    def deviceHeight(self) -> int:
        return int(self.height() * self.devicePixelRatioF())

    def getViewport(self) -> tuple[int, int, int, int]:
        return (0, 0, self.width(), self.height())

    def projectionMatrix(self, region, viewport) -> QMatrix4x4:
        """A perspective of `region` (x, y, w, h) within `viewport`, with the horizontal field of view."""
        x0, y0, w, h = viewport
        near, far = self.opts["distance"] * 0.001, self.opts["distance"] * 1000.0
        r = near * tan(0.5 * radians(self.opts["fov"]))
        t = r * h / w
        m = QMatrix4x4()
        m.frustum(r * ((region[0] - x0) * (2.0 / w) - 1), r * ((region[0] + region[2] - x0) * (2.0 / w) - 1),
                  t * ((region[1] - y0) * (2.0 / h) - 1), t * ((region[1] + region[3] - y0) * (2.0 / h) - 1),
                  near, far)
        return m

    def viewMatrix(self) -> QMatrix4x4:
        m = QMatrix4x4()
        m.translate(0.0, 0.0, -self.opts["distance"])
        m.rotate(self.opts["elevation"] - 90, 1, 0, 0)
        m.rotate(self.opts["azimuth"] + 90, 0, 0, -1)
        centre = self.opts["center"]
        m.translate(-centre.x(), -centre.y(), -centre.z())
        return m

    def setCameraPosition(self, pos: QVector3D | None = None, distance: float | None = None,
                          elevation: float | None = None, azimuth: float | None = None) -> None:
        if pos is not None:
            self.opts["center"] = pos
        if distance is not None:
            self.opts["distance"] = distance
        if elevation is not None:
            self.opts["elevation"] = elevation
        if azimuth is not None:
            self.opts["azimuth"] = azimuth
        self.update()

    def cameraPosition(self) -> QVector3D:
        centre, dist = self.opts["center"], self.opts["distance"]
        elev, azim = radians(self.opts["elevation"]), radians(self.opts["azimuth"])
        return QVector3D(centre.x() + dist * cos(elev) * cos(azim), centre.y() + dist * cos(elev) * sin(azim),
                         centre.z() + dist * sin(elev))

    def orbit(self, azim: float, elev: float) -> None:
        """Turn the camera around the centre by `azim` and `elev` degrees."""
        self.opts["azimuth"] += azim
        self.opts["elevation"] = min(90.0, max(-90.0, self.opts["elevation"] + elev))
        self.update()

    def pan(self, dx: float, dy: float, dz: float) -> None:
        """Move the centre with the camera: x to the view's right and y away from it, both level, z up;
        a unit is about a pixel on screen at the centre."""
        toward = self.opts["center"] - self.cameraPosition()
        scale = toward.length() * 2.0 * tan(0.5 * radians(self.opts["fov"])) / self.width()
        up = QVector3D(0, 0, 1)
        right = QVector3D.crossProduct(up, toward).normalized()
        ahead = QVector3D.crossProduct(right, up).normalized()
        self.opts["center"] = self.opts["center"] + right * scale * dx + ahead * scale * dy + up * scale * dz
        self.update()

    # -- drawing ----------------------------------------------------------------------------------------
    def initializeGL(self) -> None:
        if self.context().format().profile() == QSurfaceFormat.OpenGLContextProfile.CoreProfile \
                and not self._vao.isCreated():
            self._vao.create()
            self._vao.bind()

    def paintGL(self) -> None:
        region = self.getViewport()
        self.paint(region=region, viewport=region)

    def paint(self, *, region, viewport) -> None:
        """Clear and draw every item; the caller has set the GL viewport."""
        self.current_mvp = self.projectionMatrix(region, viewport) * self.viewMatrix()
        GL.glClearColor(*self.opts["bgcolor"])
        GL.glClear(GL.GL_DEPTH_BUFFER_BIT | GL.GL_COLOR_BUFFER_BIT)
        for item in self.items:
            if self._vao.isCreated():
                self._vao.bind()
            item.paint()
