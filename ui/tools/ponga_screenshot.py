#!/usr/bin/env python3
"""Take the README's Ponga screenshot: four players mid-round, a captured tower, the roll's fields lit.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/ponga_screenshot.py [OUT_DIR] [--lang de]

Writes ponga.png (default docs/screenshots/). Uses a throw-away GAMEBOX_HOME.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import start


def mid_round(min_ply: int = 34):
    """Moves of a seeded random 4-player round up to a moment worth showing: player 1 (a human) has
    rolled, may choose between two fields, one of them a capture, and a tower of three stands."""
    from gamebox.protocol import CHANCE
    from gamebox.record import GameRecord, PlayerSpec

    for seed in range(1, 500):
        rng = random.Random(seed)
        state = GameRecord("ponga", "standard", [PlayerSpec(str(i)) for i in range(4)], {}, 0, []).new_state()
        moves: list[str] = []
        while not state.is_terminal() and len(moves) < 90:
            if (len(moves) >= min_ply and state.phase == "place" and state.to_move == 0 and state.out
                    and sum(c.legal for c in state.candidates()) == 2
                    and any(c.top is not None for c in state.candidates()) and max(state.heights) >= 3):
                return moves
            move = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_moves())
            moves.append(state.format_move(move))
            state.apply(move)
    raise SystemExit("no seed gave a good moment")


def main(argv: list[str]) -> int:
    app, out, lang = start(argv)
    from gamebox_ui import i18n, settings
    from gamebox_ui.main_window import MainWindow
    from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from gamebox.record import GameRecord, PlayerSpec

    settings.set_language_choice(lang)
    i18n.apply_language(lang)
    window = MainWindow()
    window.resize(1280, 800)
    window.move(0, 0)
    window.show()
    players = [PlayerSpec("Anna"), PlayerSpec("Ben", "ai", "search:medium"), PlayerSpec("Cleo"),
               PlayerSpec("Dora", "ai", "search:easy")]
    record = GameRecord("ponga", "standard", players, {}, 0, mid_round())
    window.start_record(record)
    board = window.game_page.view.board

    def shot() -> None:
        legal = sorted(board.highlighted)
        capture = next(n for n in legal if board.state.top(int(n[0]) * 6 + int(n[1]) - 7) is not None)
        # Hover the capture, so its ghost stone shows. A plain event, not QtTest: the packaged app
        # leaves QtTest out, and tests/test_packaging.py checks that nothing under ui/ needs it.
        point = QPointF(board.field_point(capture))
        QApplication.sendEvent(board, QMouseEvent(QEvent.Type.MouseMove, point, board.mapToGlobal(point),
                                                  Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                                  Qt.KeyboardModifier.NoModifier))
        app.processEvents()
        window.grab().save(str(out / "ponga.png"))
        print(f"wrote {out / 'ponga.png'}")
        app.quit()

    QTimer.singleShot(600, shot)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
