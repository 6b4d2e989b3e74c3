"""Drawing a game state to an image without a window (the CLI's `render`)."""
from __future__ import annotations

import os
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


def render_png(game_id: str, state, width: int, height: int, lang: str, out: Path) -> None:
    ensure_gui_app()
    from .games import ui_for

    image = ui_for(game_id).render(state, width, height, lang)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise OSError(f"cannot write {out}")
