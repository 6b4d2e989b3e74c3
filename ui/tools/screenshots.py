#!/usr/bin/env python3
"""Take the README's screenshots: library, new-game dialog, game, score screen, rules panel.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/screenshots.py [OUT_DIR] [--lang de]

Writes library.png, new-game.png, game.png, score.png and rules.png (default docs/screenshots/).
Uses a throw-away GAMEBOX_HOME, so the user's saves and settings stay untouched.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def mid_game_moves(seed: int = 77, plies: int = 16) -> list[str]:
    """A duel played at random up to a point where the human (player 1) has just rolled."""
    from gamebox.protocol import CHANCE
    from gamebox.record import GameRecord, PlayerSpec

    rng = random.Random(seed)
    record = GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")], {}, 0, [])
    state = record.new_state()
    moves: list[str] = []
    while True:
        if len(moves) >= plies and state.current_player() == 0:
            return moves
        if state.is_terminal():
            raise SystemExit("the sample game ended too early; pick another seed")
        options = state.chance_outcomes() if state.current_player() == CHANCE else None
        move = rng.choices([m for m, _ in options], [p for _, p in options])[0] if options \
            else rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state.apply(move)


def start(argv: list[str]):
    """What every screenshot tool does first: read `[OUT_DIR] [--lang de]`, use a
    throw-away GAMEBOX_HOME, make the QApplication. Returns (app, out_dir, lang)."""
    lang = "de" if "--lang" in argv and argv[argv.index("--lang") + 1] == "de" else "en"
    args = [a for a in argv[1:] if not a.startswith("--") and a not in ("de", "en")]
    out = Path(args[0]) if args else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    os.environ["GAMEBOX_HOME"] = tempfile.mkdtemp(prefix="gamebox-shots-")

    from PySide6.QtWidgets import QApplication

    app = QApplication(argv[:1])
    app.setApplicationName("gamebox")
    app.setStyle("Fusion")
    return app, out, lang


def main(argv: list[str]) -> int:
    app, out, lang = start(argv)
    from gamebox_ui import i18n, settings
    from gamebox_ui.main_window import MainWindow
    from PySide6.QtCore import QTimer

    from gamebox.games.hoch.example import closing_example_record
    from gamebox.record import GameRecord, PlayerSpec, from_json

    settings.set_language_choice(lang)
    i18n.apply_language(lang)
    window = MainWindow()
    window.resize(1280, 800)
    window.move(0, 0)
    window.show()

    def shot(widget, name: str) -> None:
        widget.grab().save(str(out / name))
        print(f"wrote {out / name}")

    def screen_shot(name: str) -> None:
        """The window with its dialogs on top, as the screen shows them."""
        geometry = window.frameGeometry()
        app.primaryScreen().grabWindow(0, geometry.x(), geometry.y(), geometry.width(),
                                       geometry.height()).save(str(out / name))
        print(f"wrote {out / name}")

    steps = []

    def step(delay_ms: int):
        def add(fn):
            steps.append((delay_ms, fn))
            return fn
        return add

    @step(600)
    def library():
        shot(window, "library.png")
        settings.set_new_game_choices("hoch", {
            "variant": "duel", "seats": [{"name": "Anna", "edited": True, "type": "human"},
                                         {"type": "ai", "agent": "search:medium"}], "first": "roll"})
        window.new_game("hoch")

    @step(500)
    def new_game():
        shot(window.new_game_dialog, "new-game.png")
        window.new_game_dialog.reject()
        players = [PlayerSpec("Anna"), PlayerSpec("Computer", "ai", "search:medium")]
        record = GameRecord("hoch", "duel", players, {}, 0, mid_game_moves())
        window.start_record(record)

    @step(1500)
    def game():
        shot(window, "game.png")
        record = from_json(closing_example_record("solo-hierarchy"))
        record.players = [PlayerSpec("Anna")]
        window.start_record(record)
        window.show_result()

    @step(800)
    def score():
        screen_shot("score.png")
        window.score_dialog.reject()
        window.back_to_library()
        window.show_rules("hoch")
        panel = window.rules_panels["hoch"]
        panel.move(80, 40)
        panel.show_me.click()
        panel.demo.timer.stop()
        for _ in range(6):
            panel.demo.step()

    @step(1200)
    def rules():
        shot(window.rules_panels["hoch"], "rules.png")
        app.quit()

    def run(index: int = 0) -> None:
        if index < len(steps):
            delay, fn = steps[index]
            QTimer.singleShot(delay, lambda: (fn(), run(index + 1)))

    run()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
