#!/usr/bin/env python3
"""Take the README's screenshots of the real-time games, at 1280x800, on a game clock the script moves.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/realtime_screenshots.py [OUT_DIR] [--lang de]

Writes raffzahn.png (three sides, a keyboard player's cursor, a computer reaching) and buntekuh.png (six
players, a right call's die picker) to docs/screenshots/ by default (raffzahn-de.png, … with --lang de).
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import start  # noqa: E402


def main(argv: list[str]) -> int:
    app, out, lang = start(argv)
    from PySide6.QtCore import QEvent, QPoint, Qt
    from PySide6.QtGui import QKeyEvent, QMouseEvent
    from PySide6.QtWidgets import QApplication

    from gamebox.games.raffzahn.moves import Roll as RaffzahnRoll
    from gamebox.pyramid import space

    from gamebox.clock import ManualClock
    from gamebox.record import GameRecord, PlayerSpec
    from gamebox_ui import i18n, settings
    from gamebox_ui.main_window import MainWindow
    from gamebox_ui.pyramid.game_view import cursor_step
    from gamebox_ui.realtime import pump

    settings.set_language_choice(lang)
    i18n.apply_language(lang)
    pump.make_clock = ManualClock           # the script decides when time passes: the same pictures every run
    suffix = "" if lang == "en" else f"-{lang}"

    def press(widget, key) -> None:
        """A key pressed and let go, as the window system would send it (QtTest is not in the bundle)."""
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier))

    def settle(seconds: float = 0.6) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()

    def advance(c, ms: int, step: int = 50) -> None:
        if c.paused:
            c.set_paused(False)     # (a window without a window manager may lose the focus: not the game's)
        for _ in range(ms // step):
            c.realtime.clock.advance(step)
            c.realtime.run()
            app.processEvents()

    def window() -> MainWindow:
        w = MainWindow()
        w.resize(1280, 800)
        w.move(0, 0)
        w.show()
        return w

    def played(game_id: str, players, until, seed: int) -> GameRecord:
        """A game played by medium computers in simulated time up to a position `until` likes; then the
        given players take their seats."""
        from gamebox.ai import make_agent
        from gamebox.realtime import Driver
        from gamebox.registry import get
        from gamebox.session import Session

        record = GameRecord(game_id, "standard", [PlayerSpec(p.name, "ai") for p in players], {}, 0, [])
        session = Session(record, random.Random(seed))
        driver = Driver(session, {i: make_agent("search:medium", get(game_id), seed + i) for i in range(len(players))})
        while not until(session.state):
            event = driver.next_event()
            session.clock.set(event.at)
            driver.fire(event)
        return GameRecord(game_id, "standard", list(players), {}, 0, list(record.moves), times=dict(record.times))

    # Raffzahn: Anna (mouse) and Ben (W A S D) against Cleo, mid-game: Cleo has rolled and reaches for a die,
    # Ben's cursor is out, Anna's mouse over her side.
    players = [PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Cleo", "ai", "search:medium")]
    record = played("raffzahn", players, lambda s: s.phase == "roll" and s.roller == 2 and len(s.free_dice()) > 14
                    and min(len(t) for t in s.trays) > 8, seed=8)
    w = window()
    c = w.start_record(record)
    view = w.game_page.view
    view.setFocus()
    c.set_paused(False)
    state = c.state                          # Cleo rolls a number her side shows on a free die
    c.session.play(RaffzahnRoll(max(set(state.shows(p, 2) for p in state.free_dice()),
                                    key=lambda v: sum(state.shows(p, 2) == v for p in state.free_dice()))))
    for _ in range(400):
        advance(c, 50)
        state = c.state
        plan = c.realtime.driver.plans().get(2)
        if state.phase == "grab" and not state.rolling() and plan is not None and plan.aim is not None:
            c.realtime.clock.set(plan.since + (plan.at - plan.since) * 2 // 3)
            view.animate_frame()
            break
    for key in (Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    side = view.panes[0].side
    x, y = side.project(space.world(c.state.free_dice()[len(c.state.free_dice()) // 2]))
    QApplication.sendEvent(side, QMouseEvent(QEvent.Type.MouseMove, QPoint(round(x), round(y)),
                                             side.mapToGlobal(QPoint(round(x), round(y))), Qt.MouseButton.NoButton,
                                             Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    settle()
    w.grab().save(str(out / f"raffzahn{suffix}.png"))
    print(f"wrote {out / f'raffzahn{suffix}.png'}")
    c.shutdown()
    w.close()

    # Bunte Kuh, six players: Ben's right "Stopp!" and his die picker, Cleo's cursor about, the computers
    # looking.
    from gamebox.games.buntekuh.moves import Roll

    players = [PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Cleo")] + [
        PlayerSpec(n, "ai", "search:medium") for n in ("Dana", "Emil", "Fritzi")]
    record = played("buntekuh", players, lambda s: s.phase == "roll" and s.placed >= 12, seed=9)
    w = window()
    c = w.start_record(record)
    view = w.game_page.view
    view.setFocus()
    c.set_paused(False)
    middle = cursor_step(None, 0, 0, view._screen(c.state.funnels()))
    total = c.state.funnel_sum(middle)
    dice = next((a, b, total - a - b) for a in range(1, 7) for b in range(a, 7) if b <= total - a - b <= 6)
    c.session.play(Roll(dice))
    advance(c, 1600)
    press(view, Qt.Key.Key_L)       # Cleo looks around
    press(view, Qt.Key.Key_L)
    press(view, Qt.Key.Key_I)
    press(view, Qt.Key.Key_D)       # Ben's cursor on the funnel in the middle
    press(view, Qt.Key.Key_Q)       # "Stopp!": right
    press(view, Qt.Key.Key_D)       # he turns his die
    press(view, Qt.Key.Key_W)
    settle()
    w.grab().save(str(out / f"buntekuh{suffix}.png"))
    print(f"wrote {out / f'buntekuh{suffix}.png'}")
    c.shutdown()
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
