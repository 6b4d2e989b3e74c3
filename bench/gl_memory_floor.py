"""Where a pyramid game's memory goes: the resident set of one process, step by step, before any of the box's
code: a bare shown window, numpy, PyOpenGL, then one shown OpenGL widget that only clears its frame. On
software OpenGL (llvmpipe under Xvfb) the last step alone is about 90 MB: the floor under every pyramid game
(issue 34; bench/bench_memory.py measures the game itself).

    xvfb-run -a -s "-screen 0 1280x1024x24" python bench/gl_memory_floor.py
"""
from __future__ import annotations

import sys


def resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    steps: list[tuple[str, float]] = []

    def step(name: str) -> None:
        for _ in range(20):
            app.processEvents()
        steps.append((name, resident_mb()))

    step("a bare QMainWindow, shown")
    import numpy  # noqa: F401

    step("+ numpy")
    from OpenGL import GL

    step("+ PyOpenGL")
    from PySide6.QtOpenGLWidgets import QOpenGLWidget

    class Clearing(QOpenGLWidget):
        def paintGL(self) -> None:
            GL.glClearColor(0.2, 0.2, 0.2, 1.0)
            GL.glClear(GL.GL_COLOR_BUFFER_BIT)

    view = Clearing()
    view.resize(900, 700)
    view.show()
    step("+ a shown 900x700 QOpenGLWidget that clears its frame")
    for name, megabytes in steps:
        print(f"{megabytes:7.1f} MB  {name}")


if __name__ == "__main__":
    main()
