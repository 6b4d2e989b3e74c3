#!/usr/bin/env python3
"""Take the README's Kippen screenshot: the rules panel's example two tips in, the red die chosen with its
arrows, one tip left to beat.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/kippen_screenshot.py [OUT_DIR] [--lang de]

Writes kippen.png (default docs/screenshots/). Uses a throw-away GAMEBOX_HOME.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import start  # noqa: E402


def main(argv: list[str]) -> int:
    app, out, lang = start(argv)
    from gamebox_ui import i18n, settings
    from gamebox_ui.main_window import MainWindow

    from gamebox.games.kippen.example import DEAL, TIPS
    from gamebox.record import GameRecord, PlayerSpec

    settings.set_language_choice(lang)
    i18n.apply_language(lang)
    window = MainWindow()
    window.resize(1280, 800)
    window.move(0, 0)
    window.show()
    controller = window.start_record(GameRecord("kippen", "standard", [PlayerSpec("Anna")], {}, 0,
                                                [DEAL, *TIPS[:2]]))
    view = window.game_page.view
    view.act(controller.state.die(), None)          # the red die chosen: its tips lit, with arrows
    end = time.monotonic() + 1.5
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)
    window.grab().save(str(out / "kippen.png"))
    print(f"wrote {out / 'kippen.png'}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
