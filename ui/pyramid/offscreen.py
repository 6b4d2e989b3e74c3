"""Pictures of a pyramid without a visible window (the CLI's render, library pictures, docs).

The widget is created with WA_DontShowOnScreen: Qt gives it a real GL context and framebuffer
but never maps it, and grabFramebuffer() renders into it. Without OpenGL (Qt's offscreen or
minimal platform, or no context) this raises RuntimeError instead of crashing.
"""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QOffscreenSurface, QOpenGLContext
from PySide6.QtWidgets import QApplication

from gamebox.pyramid.board import Pyramid
from gamebox.pyramid.lattice import Pos


def gl_problem() -> str | None:
    """Why OpenGL cannot be used here, or None if a context can be made."""
    app = QGuiApplication.instance()
    if app is None:
        return "no QApplication"
    if not isinstance(app, QApplication):
        return "the running application is a QGuiApplication; GL widgets need a QApplication"
    platform = app.platformName()
    if platform in ("offscreen", "minimal", "vnc"):
        return f"Qt runs on the '{platform}' platform, which has no OpenGL (start Xvfb or use a display)"
    context = QOpenGLContext()
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    if not context.create() or not context.makeCurrent(surface):
        return f"no OpenGL context on Qt platform '{platform}'"
    version = context.format().version()
    context.doneCurrent()
    if version < (3, 3):
        return f"OpenGL {version[0]}.{version[1]} is too old (3.3 needed)"
    return None


def render_pyramid_image(pyramid: Pyramid, width: int, height: int, view: str = "side0",
                         targets: Iterable[Pos] = (), colour_blind: bool = False,
                         selected: Iterable[Pos] = ()) -> QImage:
    """A picture of `pyramid` as the view draws it, `width` x `height` pixels."""
    if QApplication.instance() is None:
        from ..headless import ensure_gl_app
        ensure_gl_app()
    problem = gl_problem()
    if problem:
        raise RuntimeError(f"OpenGL is not available: {problem}")
    from .view import PyramidView

    widget = PyramidView()
    widget.item.gradient = True          # pictures are drawn once: they can afford the gradient
    try:
        widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        widget.animations_enabled = False
        widget.set_hover_enabled(False)
        widget.resize(width, height)
        widget.show()
        widget.set_pyramid(pyramid, animate=False)
        widget.set_targets(targets)
        widget.set_selected(selected)
        widget.set_colour_blind(colour_blind)
        widget.set_view(view)
        image = widget.grabFramebuffer()
        if image.isNull() or not widget.isValid():
            raise RuntimeError("OpenGL is not available: the GL widget could not render")
        return image.convertToFormat(QImage.Format.Format_RGB32)
    finally:
        widget.close()
        widget.deleteLater()
