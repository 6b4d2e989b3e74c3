#!/usr/bin/env python3
"""Draw the library pictures `assets/games/<id>.png` with each game's own renderer.

    QT_QPA_PLATFORM=offscreen .venv/bin/python ui/tools/pictures.py

The card shows the picture at 358 x 200; it is drawn at twice that for sharp HiDPI screens.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZE = (716, 400)
# A position that shows what the game is about: tall towers, pawns on them, a die.
POSITIONS = {"hoch": "duel,12B.-.5.5Y.4.4.3R.3.2.2G.2.1.1.1,d5"}


def main() -> int:
    from gamebox_ui.games import ui_for
    from PySide6.QtGui import QGuiApplication

    from gamebox.registry import get

    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841 (needed for fonts)
    for game_id, spec in POSITIONS.items():
        state = get(game_id).diagram_state(spec)
        image = ui_for(game_id).render(state, *SIZE, "en")
        target = ROOT / "assets" / "games" / f"{game_id}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"cannot write {target}")
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
