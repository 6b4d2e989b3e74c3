"""Drawing a game state to an image without a window (the CLI's `render`)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path


def ensure_gui_app():
    """A QGuiApplication for painting; offscreen when there is no display."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([])
    return app


def ensure_gl_app():
    """A QApplication that can draw OpenGL. Qt's offscreen platform has no OpenGL, so with no
    display this starts a private Xvfb (if installed) for the life of the process."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is not None:
        return app
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        display = _start_xvfb()
        if display:
            os.environ["DISPLAY"] = display
            os.environ["QT_QPA_PLATFORM"] = "xcb"
        else:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # drawing GL will then say so
    return QApplication([])


def _start_xvfb() -> str | None:
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        return None
    read, write = os.pipe()
    # -terminate: the server quits when its last client (this process) disconnects. Killing it
    # from atexit instead would pull the display from under Qt's own clean-up.
    proc = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp",
                             "-terminate"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        proc.kill()
        return None
    _SERVERS.append(proc)
    return f":{number}"


_SERVERS: list[subprocess.Popen] = []   # kept, so the private Xvfb is not reaped early


def render_png(game_id: str, state, width: int, height: int, lang: str, out: Path) -> None:
    from .games import ui_for

    game_ui = ui_for(game_id)
    if game_ui.needs_gl:
        ensure_gl_app()
    else:
        ensure_gui_app()
    # The views' own texts (tr) follow the installed translator, not `lang`: switch the whole UI,
    # or a German picture would show English labels beside German model texts.
    from .i18n import apply_language

    apply_language(lang)
    image = game_ui.render(state, width, height, lang)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise OSError(f"cannot write {out}")
