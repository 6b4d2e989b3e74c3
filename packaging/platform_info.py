"""Print Python, Qt and OpenGL versions for logs (CI, bug reports): `make info`.

Never fails: what it cannot find, it reports as such, and it exits 0.
"""
from __future__ import annotations

import platform
import sys

GL_VENDOR, GL_RENDERER, GL_VERSION = 0x1F00, 0x1F01, 0x1F02


def gl_strings() -> dict[str, str]:
    from PySide6.QtGui import QGuiApplication, QOffscreenSurface, QOpenGLContext

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    info = {"qt platform": app.platformName()}
    context = QOpenGLContext()
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    if not context.create() or not context.makeCurrent(surface):
        info["opengl"] = "none (no OpenGL context on this platform)"
        return info
    funcs = context.functions()
    info["gl vendor"] = funcs.glGetString(GL_VENDOR)
    info["gl renderer"] = funcs.glGetString(GL_RENDERER)
    info["gl version"] = funcs.glGetString(GL_VERSION)
    context.doneCurrent()
    return info


def main() -> int:
    print(f"python: {platform.python_version()} ({sys.executable})")
    print(f"system: {platform.platform()}")
    try:
        import PySide6
        from PySide6 import QtCore

        print(f"PySide6: {PySide6.__version__}, Qt {QtCore.qVersion()}")
    except Exception as exc:  # report, don't fail: this is a diagnostic
        print(f"PySide6: not importable ({exc})")
        return 0
    try:
        for key, value in gl_strings().items():
            print(f"{key}: {value}")
    except Exception as exc:
        print(f"opengl: could not query ({type(exc).__name__}: {exc})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
