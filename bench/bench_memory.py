"""Resident memory: the library open, and a pyramid game open (issue 34: 150 MB and 220 MB at most).

Each figure is a fresh process running the app's main window at 1280x800: `library` waits for the first paint
and the cards' pictures (drawn after it), `pyramid` then opens Cui bono? for three players (the full pyramid,
165 dice) and waits until its 3D view has drawn a few frames and, standing still, its smooth frame. The figure is the process's resident set then
(VmRSS; its peak VmHWM is reported beside it). Like the start, with Python's bytecode cache and without it
(PYTHONPYCACHEPREFIX on an empty folder: every module compiled in the process).

    python bench/bench_memory.py [--runs 3] [--json]

Without a display a private Xvfb is started (the pyramid needs OpenGL). `--json` prints one line:
{"name": "memory", "median_s": <library's first paint, s>, "library_mb": ..., "pyramid_mb": ...,
 "no_cache": {...}, "goals": [...]}
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from bench_startup import display  # noqa: E402
from common import goal, goal_line, parser, report  # noqa: E402

LIBRARY_GOAL_MB = 150
PYRAMID_GOAL_MB = 220
PYRAMID_GAME = "cuibono"


def child(scene: str) -> None:
    """In the fresh process: open the window, then the scene, and print one JSON line."""
    import time

    from common import rss_mb
    from PySide6.QtWidgets import QApplication

    start = time.perf_counter()
    app = QApplication([])
    app.setStyle("Fusion")
    from gamebox_ui.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    painted = []
    window.first_paint.painted.connect(lambda: painted.append(time.perf_counter() - start))
    window.show()

    def wait(condition, seconds: float = 60.0) -> None:
        deadline = time.perf_counter() + seconds
        while not condition():
            if time.perf_counter() > deadline:
                raise SystemExit(f"bench_memory: {scene} did not settle")
            app.processEvents()
            time.sleep(0.002)

    # The cards' pictures are drawn after the first paint (older versions drew them before: no has_picture).
    wait(lambda: painted and all(getattr(card, "has_picture", lambda: True)() for card in window.library.cards.values()))
    if scene == "pyramid":
        from gamebox.record import GameRecord, PlayerSpec

        window.start_record(GameRecord(PYRAMID_GAME, "standard", [PlayerSpec(n) for n in ("A", "B", "C")],
                                       {}, 0, []))
        view = window.game_page.view.pyramid_view
        frames = []
        view.frameSwapped.connect(lambda: frames.append(1))
        view.update()
        wait(lambda: len(frames) >= 1)
        for _ in range(5):                  # a few frames, as when the camera turns
            view.opts["azimuth"] += 2
            view.update()
            count = len(frames)
            wait(lambda count=count: len(frames) > count)
        wait(lambda: view.smooth_frames > 0)       # then it stands still and is drawn smooth, as a player sees it
    for _ in range(20):
        app.processEvents()
    now, peak = rss_mb()
    print(json.dumps({"rss_mb": now, "peak_mb": peak, "paint_s": painted[0]}))


def measure(scene: str, env: dict[str, str], cache: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="gamebox-bench-") as home:
        run_env = dict(env, GAMEBOX_HOME=home, XDG_CONFIG_HOME=str(Path(home) / "config"), GAMEBOX_NO_SOUND="1")
        run_env.pop("PYTHONDONTWRITEBYTECODE", None)
        run_env.pop("PYTHONPYCACHEPREFIX", None)
        if not cache:
            run_env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "pycache")
        proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", scene], env=run_env,
                              capture_output=True, text=True, timeout=300, cwd=BENCH.parent)
    if proc.returncode != 0:
        raise SystemExit(f"bench_memory: {scene} failed: {proc.stderr.strip()[-1500:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def series(env: dict[str, str], runs: int, cache: bool) -> dict:
    found = {scene: [measure(scene, env, cache) for _ in range(runs)] for scene in ("library", "pyramid")}
    return {f"{scene}_mb": round(statistics.median(r["rss_mb"] for r in rows), 1) for scene, rows in found.items()} | {
        f"{scene}_peak_mb": round(statistics.median(r["peak_mb"] for r in rows), 1) for scene, rows in found.items()} | {
        "median_s": round(statistics.median(r["paint_s"] for r in found["library"]), 4),
        "library_runs": [r["rss_mb"] for r in found["library"]], "pyramid_runs": [r["rss_mb"] for r in found["pyramid"]]}


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--child", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child(args.child)
        return 0
    with display() as env:
        measure("library", env, True)                  # warm-up: writes the bytecode cache
        with_cache, without = series(env, args.runs, True), series(env, args.runs, False)
    how = f"resident set (VmRSS), median of {args.runs} fresh processes, 1280x800"
    data = {"name": "memory", **with_cache, "no_cache": without, "runs": with_cache["library_runs"],
            "goals": [goal("resident memory, library open", with_cache["library_mb"], LIBRARY_GOAL_MB, "MB", how=how),
                      goal(f"resident memory, a pyramid game open ({PYRAMID_GAME})", with_cache["pyramid_mb"],
                           PYRAMID_GOAL_MB, "MB", how=how)]}
    lines = [f"library open: {with_cache['library_mb']:.0f} MB (peak {with_cache['library_peak_mb']:.0f} MB); "
             f"without the bytecode cache {without['library_mb']:.0f} MB",
             f"{PYRAMID_GAME} open: {with_cache['pyramid_mb']:.0f} MB (peak {with_cache['pyramid_peak_mb']:.0f} MB); "
             f"without the bytecode cache {without['pyramid_mb']:.0f} MB",
             *[goal_line(g) for g in data["goals"]]]
    report(args, lines, data)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("GAMEBOX_NO_SOUND", "1")
    sys.exit(main())
