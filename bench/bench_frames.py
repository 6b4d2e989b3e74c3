"""Frames on screen, as a player sees them: every pyramid game turning its camera, and the real-time games while
dice fly (issue 34: a frame within 16.7 ms, 60 frames a second).

Each game runs in a fresh process in the app's main window at 1280x800.

- Pyramid games (Eintrichtern, Würfelpyramide frei, Abquetschen, Cui bono?, Würfelmarsch, Kippen), each with a
  busy pyramid: the camera turns a little every frame, and the next frame is asked for as soon as the last one
  is on screen (the view's `frameSwapped`: drawn, composed and swapped). The figure is the median time between
  two frames on screen: what one frame of a turning camera takes from the update to the screen.
- Real-time games (Raffzahn, Bunte Kuh): dice fly across the view (a new one every 170 ms, three in the air),
  the pyramid standing; the figure is the median time between two frames of the flying dice on screen.

Wall-clock medians (what a player sees); the process's CPU time per frame is reported beside them: on a
machine shared with other work it is the figure to compare (software OpenGL draws on every core it has).

    python bench/bench_frames.py [--seconds 3] [--games cuibono,raffzahn] [--json]

Without a display a private Xvfb is started (ui/headless.py). `--json` prints one line:
{"name": "frames", "median_s": <the slowest game's median frame>, "games": {id: {...}}, "goals": [...]}
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from common import goal, goal_line, median, parser, percentile, report  # noqa: E402

FRAME_GOAL_S = 1 / 60
PYRAMID_GAMES = ("eintrichtern", "pyramide", "abquetschen", "cuibono", "wuerfelmarsch", "kippen")
REALTIME_GAMES = ("raffzahn", "buntekuh")
LAUNCH_MS = 170


def _record(game_id: str):
    """A game with many dice on the pyramid: the start of most; Abquetschen built up by random players."""
    from gamebox import registry
    from gamebox.ai import make_agent
    from gamebox.record import GameRecord, PlayerSpec

    info = registry.get(game_id).info
    variant = "full" if game_id == "pyramide" else info.variants[0].id
    seats = max(info.variant(variant).min_players, min(3, info.variant(variant).max_players))
    players = [PlayerSpec(f"P{i + 1}") for i in range(seats)]
    record = GameRecord(game_id, variant, players, {}, 0, [])
    if game_id == "abquetschen":
        from gamebox.session import Session

        session, rng = Session(record), random.Random(5)
        agent = make_agent("random", registry.get(game_id), 5)
        while len(session.state.pyramid) < 60 and not session.state.is_terminal():
            state = session.state
            if state.is_chance():
                moves, weights = zip(*state.chance_outcomes())
                session.play(rng.choices(moves, weights)[0])
            else:
                session.play(agent.choose(state))
        record = session.record
    return record


def child(game_id: str, seconds: float) -> None:
    from gamebox_ui.headless import ensure_gl_app

    app = ensure_gl_app()
    from PySide6.QtCore import QPointF, QTimer

    from gamebox_ui.main_window import MainWindow
    from gamebox_ui.pyramid import view as view_module

    view_module.PyramidView.smooth_when_still = False      # moving frames only, as while the camera turns
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.start_record(_record(game_id))
    page_view = window.game_page.view
    frames: list[float] = []
    cpu = [0.0]

    def cpu_now() -> float:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        return usage.ru_utime + usage.ru_stime

    def run(until: float) -> None:
        while time.perf_counter() < until:
            app.processEvents()

    if game_id in REALTIME_GAMES:
        fly = page_view.fly
        fly.animations_enabled = True
        painted = []
        original = fly.paintEvent

        def counted(event) -> None:
            original(event)
            painted.append(time.perf_counter())

        fly.paintEvent = counted
        views = [pane.side for pane in page_view.panes] if game_id == "raffzahn" else [page_view.table]
        rng = random.Random(3)

        def launch() -> None:
            source = rng.choice(views)
            start = source.mapTo(page_view, source.rect().center())
            end = QPointF(rng.uniform(20, page_view.width() - 20), page_view.height() - 40)
            fly.launch("red", rng.randint(1, 6), QPointF(start), end, 40.0)

        timer = QTimer()
        timer.setInterval(LAUNCH_MS)
        timer.timeout.connect(launch)
        run(time.perf_counter() + 1.0)          # the window settles
        timer.start()
        launch()
        run(time.perf_counter() + 0.5)
        start, cpu[0], count = time.perf_counter(), cpu_now(), len(painted)
        run(start + seconds)
        timer.stop()
        frames = painted[count:]
    else:
        view = page_view.pyramid_view

        def next_frame() -> None:
            frames.append(time.perf_counter())
            view.opts["azimuth"] += 0.4
            view.update()

        view.frameSwapped.connect(next_frame)
        view.update()
        run(time.perf_counter() + 1.0)          # warm up: the first frames compile shaders
        start, cpu[0], count = time.perf_counter(), cpu_now(), len(frames)
        run(start + seconds)
        frames = frames[count:]
    used = cpu_now() - cpu[0]
    intervals = [b - a for a, b in zip(frames, frames[1:])]
    print(json.dumps({"median_s": median(intervals), "p95_s": percentile(intervals, 95), "frames": len(frames),
                      "cpu_per_frame_s": used / max(1, len(frames)), "seconds": seconds}))
    window.close()


def measure(game_id: str, seconds: float) -> dict:
    env = dict(os.environ, GAMEBOX_NO_SOUND="1")
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", game_id,
                           "--seconds", str(seconds)], env=env, capture_output=True, text=True, timeout=300,
                          cwd=BENCH.parent)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise SystemExit(f"bench_frames: {game_id} failed: {proc.stderr.strip()[-1500:]}")
    return json.loads(lines[-1])


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--games", default=",".join(PYRAMID_GAMES + REALTIME_GAMES))
    p.add_argument("--child", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child(args.child, args.seconds)
        return 0
    games = [g for g in args.games.split(",") if g]
    results = {game_id: measure(game_id, args.seconds) for game_id in games}
    goals = []
    for game_id, r in results.items():
        what = ("frames while dice fly" if game_id in REALTIME_GAMES else "pyramid frame to screen") + f", {game_id}"
        goals.append(goal(what, r["median_s"] * 1000, FRAME_GOAL_S * 1000, "ms",
                          how=f"wall clock, median of {r['frames']} frames; CPU {r['cpu_per_frame_s'] * 1000:.1f} ms "
                              "a frame"))
    slowest = max(r["median_s"] for r in results.values())
    data = {"name": "frames", "median_s": slowest, "runs": [r["median_s"] for r in results.values()],
            "games": results, "load": os.getloadavg()[0], "goals": goals}
    lines = [f"{game_id:14} median {r['median_s'] * 1000:6.2f} ms ({1 / r['median_s']:5.1f} frames/s), "
             f"p95 {r['p95_s'] * 1000:6.2f} ms, CPU {r['cpu_per_frame_s'] * 1000:5.1f} ms a frame, {r['frames']} frames"
             for game_id, r in results.items()] + [goal_line(g) for g in goals]
    report(args, lines, data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
