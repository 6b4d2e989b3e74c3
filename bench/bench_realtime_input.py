"""Input latency of the real-time games under load: does every key of every player arrive, and how soon?

Two scenes in a 1280x800 main window, each for `--seconds`:

- Bunte Kuh, six players: the mouse player and the three keyboard zones (four humans) and two strong
  computer players calling and placing; the table is repainted every frame (60 Hz) on top.
- Raffzahn, three humans (the mouse and two zones): the three GL panes are all repainted every frame.

A typing thread posts key presses and releases of the zones into Qt's event queue at its own steady pace
(QCoreApplication.postEvent, the path a real key takes from the window system on, and a wait in the queue
while the GUI thread paints counts), about 30 presses a second per zone, all zones interleaved: mostly cursor
steps, now and then an act key, and rarely a call key (rolls, "Stopp!", "Niete"), so the games go on. Latency is the time from posting a press
to the end of its handling: the zone has turned it into a step or an act, the view has moved the cursor or
the model has played or refused the move, and the cursor layer is updated. A press that never arrives, or
arrives twice, is counted as dropped or doubled. Typing starts a second after the window shows (its GL set-up
and first frames take the first presses' time otherwise, which no player meets mid-game).

    python bench/bench_realtime_input.py [--seconds 8] [--json]

Without a display a private Xvfb is started (ui/headless.py). `--json` prints one line:
{"name": "realtime_input_latency", "median_s", "p95_s", "max_s", "presses", "dropped", "doubled",
 "frames_per_s", "runs": [...]} with the latencies of both scenes in seconds.
"""
from __future__ import annotations

import itertools
import os
import random
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import median, parser, percentile, report

PRESS_MS = 11          # one press (or release) posted this often, zones taking turns
FRAME_MS = 16


def scene(app, game_id: str, players, seconds: float, seed: int) -> dict:
    from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
    from PySide6.QtGui import QKeyEvent

    from gamebox.record import GameRecord
    from gamebox_ui.main_window import MainWindow
    from gamebox_ui.realtime.keyzones import ZONES

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    first = next(i for i, p in enumerate(players) if p.type == "ai") if game_id == "buntekuh" else 0
    controller = window.start_record(GameRecord(game_id, "standard", players, {}, first, []))
    controller.session.rng = random.Random(seed)
    view = window.game_page.view
    view.setFocus()
    zones = sorted(view.inputs.zones)
    posted: dict[int, float] = {}           # press number -> time posted
    handled: dict[int, int] = {}            # press number -> times handled
    latencies: list[float] = []
    current = [None]
    frames = [0]

    # Every press carries its number in the event's text; the view's handlers are wrapped to stamp the end.
    original_press = view.keyPressEvent

    def stamped_press(event) -> None:
        number = int(event.text()) if event.text().isdigit() else None
        current[0] = number
        original_press(event)
        if number is not None and not event.isAutoRepeat():
            handled[number] = handled.get(number, 0) + 1
            latencies.append(time.perf_counter() - posted[number])

    view.keyPressEvent = stamped_press
    views = [p.side for p in getattr(view, "panes", [])] or [view.table]
    for v in views:
        original_paint = v.paintGL

        def counted(original=original_paint) -> None:
            frames[0] += 1
            original()

        v.paintGL = counted
    repaint = QTimer()
    repaint.setInterval(FRAME_MS)
    repaint.timeout.connect(lambda: [v.update() for v in views])
    repaint.start()

    rng = random.Random(seed)
    numbers = itertools.count(1)
    held: dict[int, object] = {}              # zone -> key held (its release comes next)
    order = itertools.cycle(zones)
    calls = [z.call[0] for z in ZONES if z.index in zones] + [Qt.Key.Key_Space]

    def post() -> None:
        """One press or release, posted from the typing thread (Qt's postEvent is thread-safe)."""
        zone = next(order)
        if zone in held:
            QCoreApplication.postEvent(view, QKeyEvent(QEvent.Type.KeyRelease, held.pop(zone),
                                                       Qt.KeyboardModifier.NoModifier))
            return
        draw = rng.random()
        if draw < 0.03:
            key = rng.choice(calls)             # rolls, "Stopp!" and "Niete": the game goes on
        elif draw < 0.07:
            key = ZONES[zone].act[0]
        else:
            key = rng.choice(list(ZONES[zone].directions))
        number = next(numbers)
        posted[number] = time.perf_counter()
        QCoreApplication.postEvent(view, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier,
                                                   str(number)))
        held[zone] = key

    # The keys come from another thread, at their own pace, as a window system sends them: while the GUI
    # thread paints, they wait in the queue, and that wait is part of what is measured.
    typing = threading.Event()

    def typist() -> None:
        due = time.perf_counter()
        while not typing.is_set():
            due += PRESS_MS / 1000
            time.sleep(max(0.0, due - time.perf_counter()))
            post()

    thread = threading.Thread(target=typist, daemon=True)
    settle = time.perf_counter() + 1.0        # the window shows and draws first (GL set-up), as before a game
    while time.perf_counter() < settle:
        app.processEvents()
    start = time.perf_counter()
    thread.start()
    while time.perf_counter() - start < seconds:
        app.processEvents()
    typing.set()
    thread.join()
    end = time.perf_counter() + 1.0
    while time.perf_counter() < end and len(handled) < len(posted):
        app.processEvents()
    repaint.stop()
    took = time.perf_counter() - start
    result = {
        "latencies": latencies,
        "presses": len(posted),
        "dropped": sum(1 for n in posted if n not in handled),
        "doubled": sum(1 for n in handled.values() if n > 1),
        "frames_per_s": frames[0] / took / len(views),
        "moves": controller.session.ply,
        "delivered": view.zones.delivered,
    }
    controller.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()
    return result


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=8.0)
    args = p.parse_args(argv)

    from gamebox_ui.headless import ensure_gl_app

    app = ensure_gl_app()
    from gamebox_ui.pyramid.offscreen import gl_problem

    problem = gl_problem()
    if problem:
        raise SystemExit(f"bench_realtime_input: OpenGL is not available: {problem}")
    from gamebox.record import PlayerSpec

    six = [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo", "Dana")] + [
        PlayerSpec(n, "ai", "search:strong") for n in ("Emil", "Fritzi")]
    three = [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")]
    scenes = {"buntekuh": scene(app, "buntekuh", six, args.seconds, 1),
              "raffzahn": scene(app, "raffzahn", three, args.seconds, 2)}
    all_latencies = [x for s in scenes.values() for x in s["latencies"]]
    data = {
        "name": "realtime_input_latency",
        "median_s": round(median(all_latencies), 6),
        "p95_s": round(percentile(all_latencies, 95), 6),
        "max_s": round(max(all_latencies), 6),
        "presses": sum(s["presses"] for s in scenes.values()),
        "dropped": sum(s["dropped"] for s in scenes.values()),
        "doubled": sum(s["doubled"] for s in scenes.values()),
        "scenes": {name: {k: (round(v, 2) if isinstance(v, float) else v) for k, v in s.items() if k != "latencies"}
                   | {"median_ms": round(1000 * median(s["latencies"]), 2),
                      "p95_ms": round(1000 * percentile(s["latencies"], 95), 2)}
                   for name, s in scenes.items()},
        "runs": [round(x, 5) for x in all_latencies],
        # the machine's load while measuring (other processes share its cores)
        "load_average": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
    }
    lines = [f"{name}: {s['presses']} presses, {s['dropped']} dropped, {s['doubled']} doubled, latency median "
             f"{1000 * median(s['latencies']):.2f} ms, p95 {1000 * percentile(s['latencies'], 95):.2f} ms, max "
             f"{1000 * max(s['latencies']):.2f} ms; {s['frames_per_s']:.0f} frames/s per view; {s['moves']} moves"
             for name, s in scenes.items()]
    lines.append(f"load average {data['load_average']}")
    report(args, lines, data)
    return 0 if data["dropped"] == 0 and data["doubled"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
