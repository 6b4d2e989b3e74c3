"""Hint latency in the app: from the click on Hint to the painted list of moves.

The solo table must be cached (it is solved once first if it is not: 10-30 s, not timed).
Real solo games are played with seeded random decisions; at each decision (after a roll)
the bench clicks the game page's Hint button and waits for the hint list's first paint.
An event filter takes the time of that paint, so the figure includes the hints worked out on
a worker from the table (`HasHints.hints`), the way back to the GUI thread, filling the list
and the layout, as the player sees it.

    python bench/bench_hint.py [--positions 50] [--json]

Without a display Qt renders offscreen. `--json` prints one line:
{"name": "hint", "median_s": ..., "p95_s": ..., "runs": [...], "positions": N}
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import median, parser, percentile, report

BUDGET_S = 0.050


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=50)
    args = p.parse_args(argv)
    os.environ["GAMEBOX_HOME"] = tempfile.mkdtemp(prefix="gamebox-bench-hint-")   # keep user saves out
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from gamebox.registry import get as get_game

    game = get_game("hoch")
    if game.cached_solution("solo", {}) is None:
        print("solving the solo table once (not timed) ...", file=sys.stderr, flush=True)
        game.solve("solo", {})

    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setStyle("Fusion")
    from gamebox_ui import settings
    from gamebox_ui.main_window import MainWindow

    from gamebox.record import GameRecord, PlayerSpec

    settings.set_ai_delay_ms(0)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)

    class PaintClock(QObject):
        painted_at: float | None = None

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint and self.painted_at is None:
                self.painted_at = time.perf_counter()
            return False

    rng = random.Random(2024)
    runs: list[float] = []
    while len(runs) < args.positions:
        c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Bench")]))
        # The previous game's view was deleteLater'd; an event loop would delete it now, so
        # do the same (processEvents alone never does, and old boards would pile up).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        page = window.game_page
        clock = PaintClock()
        page.hint_panel.list.viewport().installEventFilter(clock)
        page.hint_button.setVisible(True)
        while not c.state.is_terminal() and len(runs) < args.positions:
            if c.state.is_chance():
                c.roll()
                app.processEvents()
                continue
            # A player's pointer reaches the button before the click: the board's hover-leave
            # repaint belongs to that movement, not to the hint.
            QTest.mouseMove(page.hint_button)
            for _ in range(5):
                app.processEvents()
            clock.painted_at = None
            start = time.perf_counter()
            QTest.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
            deadline = start + 5.0
            while clock.painted_at is None and time.perf_counter() < deadline:
                app.processEvents()
            if clock.painted_at is None:
                raise SystemExit("bench_hint: the hint list was never painted")
            runs.append(clock.painted_at - start)
            c.try_move(rng.choice(c.state.legal_moves()))
            app.processEvents()
    window.close()

    med, p95 = median(runs), percentile(runs, 95)
    summary = (f"  median {med * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, max {max(runs) * 1000:.1f} ms "
               f"(budget {BUDGET_S * 1000:.0f} ms)")
    lines = [f"hint latency over {len(runs)} positions (click -> list painted):", summary]
    report(args, lines, {"name": "hint", "median_s": med, "p95_s": p95, "max_s": max(runs),
                         "runs": runs, "positions": len(runs), "budget_s": BUDGET_S})
    return 0


if __name__ == "__main__":
    sys.exit(main())
