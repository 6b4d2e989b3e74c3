#!/usr/bin/env python3
"""Take the README's puzzle screenshots: the browser, a 27 puzzle failed with its proof, a tipping
puzzle with its hint, a Hoch und höher decision solved.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/puzzle_screenshots.py [OUT_DIR] [--lang de]

Writes puzzles.png, puzzle-27.png, puzzle-tipping.png and puzzle-hoch.png (default docs/screenshots/),
with a throw-away GAMEBOX_HOME (the rating starts at 1500).
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

    i18n.apply_language(lang)
    settings.set_ai_delay_ms(100)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()

    def pump(seconds: float = 0.5) -> None:
        from PySide6.QtCore import QEvent

        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)   # a replaced page's widgets go
            time.sleep(0.01)

    def play(puzzle_id: str, wrong: bool = False, hint_shot: str = "") -> None:
        controller = window.play_puzzle(puzzle_id)
        run = window.game_page.puzzle_run
        pump(0.5)
        first = True
        while not run.over:
            if controller.human_to_act():
                good = run.attempt.referee.hint(run.puzzle, controller.state, run.attempt.played)
                if hint_shot and first:
                    window.game_page.request_hint()
                    pump(0.8)
                    window.grab().save(str(out / hint_shot))
                    return
                if wrong and first:
                    good = next(controller.state.parse_move(m) for m in run.puzzle.data["tree"]["x"])
                first = False
                controller.try_move(good)
            pump(0.3)
        pump(1.5)

    pump(0.5)
    window.show_puzzles()
    browser = window.puzzle_browser
    browser.game_filter.setCurrentIndex(browser.game_filter.findData("27"))
    browser.table.selectRow(min(30, browser.table.rowCount() - 1))
    pump(0.5)
    window.grab().save(str(out / "puzzles.png"))

    deep = next(p for p in browser.all if p.game == "27" and p.data["win_in"] >= 3 and p.data["tree"]["x"])
    play(deep.id, wrong=True)
    window.grab().save(str(out / "puzzle-27.png"))
    tipping = next(p for p in browser.all if p.game == "kippen" and "@" in p.moves[0])
    play(tipping.id, hint_shot="puzzle-tipping.png")
    hoch = next(p for p in browser.all if p.game == "hoch" and p.variant == "solo")
    play(hoch.id)
    window.grab().save(str(out / "puzzle-hoch.png"))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
