#!/usr/bin/env python3
"""Take the coach's screenshots: the hint panel in a solo game and the after-game analysis.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/coach_screenshots.py [OUT_DIR] [--lang de]

Writes coach-hint.png and coach-analysis.png (default docs/screenshots/). Uses a throw-away
GAMEBOX_HOME; the solo table comes from the cache (GAMEBOX_CACHE), solved first if missing.
The game is the puzzle of a fixed day, played by the table with a few deliberate slips.
"""
from __future__ import annotations

import random
import sys
from datetime import date
from pathlib import Path

DAY = date(2025, 3, 14)
HINT_AT = 8          # decisions played before the hint is shown


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from screenshots import start

    app, out, lang = start(argv)
    from gamebox_ui import i18n, settings
    from gamebox_ui.games.hoch.board import HochBoard
    from gamebox_ui.main_window import MainWindow
    from PySide6.QtCore import QTimer

    from gamebox.registry import get as get_game

    game = get_game("hoch")
    table = game.cached_solution("solo", {})
    if table is None:
        print("solving the solo table once ...", flush=True)
        table = game.solve("solo", {})
    HochBoard.animations_enabled = False
    settings.set_language_choice(lang)
    i18n.apply_language(lang)
    window = MainWindow()
    window.resize(1280, 800)
    window.move(0, 0)
    window.show()
    rng = random.Random(5)

    def decide(c) -> None:
        """Mostly the best move; now and then the second or a poor one, so the analysis has bars."""
        moves = [move for move, _value in table.move_values(c.state)]
        pick = moves[0]
        if len(moves) > 1 and rng.random() < 0.35:
            pick = moves[min(len(moves) - 1, rng.choice((1, 2, len(moves) // 2, len(moves) - 1)))]
        c.try_move(pick)

    steps = []

    def step(delay_ms: int):
        def add(fn):
            steps.append((delay_ms, fn))
            return fn
        return add

    @step(400)
    def start():
        c = window.start_puzzle(DAY)
        done = 0
        while done < HINT_AT and not c.state.is_terminal():
            if c.state.is_chance():
                c.roll()
            else:
                decide(c)
                done += 1
        if c.state.is_chance():
            c.roll()
        window.game_page.request_hint()

    @step(900)
    def hint():
        window.grab().save(str(out / "coach-hint.png"))
        print(f"wrote {out / 'coach-hint.png'}")
        c = window.controller
        while not c.state.is_terminal():
            if c.state.is_chance():
                c.roll()
            else:
                decide(c)

    @step(1200)
    def analysis():
        window.score_dialog.analysis_button.click()

    @step(1200)
    def shot_analysis():
        dialog = window.score_dialog.analysis_dialog
        dialog.grab().save(str(out / "coach-analysis.png"))
        print(f"wrote {out / 'coach-analysis.png'}")
        app.quit()

    def run(index: int = 0) -> None:
        if index < len(steps):
            delay, fn = steps[index]
            QTimer.singleShot(delay, lambda: (fn(), run(index + 1)))

    run()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
