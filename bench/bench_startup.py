"""Start-up time: from spawning the app to its main window's first paint (the library).

The app prints `first-paint <seconds>` and quits at its first paint when
GAMEBOX_EXIT_AFTER_PAINT=1 is set (seconds since its own process start, as it measures them).
We time from spawn to the moment that line arrives (wall clock: what a player waits), which
includes the interpreter's start and the imports before the app's clock starts, and take the
child's CPU time (user + system, from wait4) and peak resident memory. Each run is a fresh
process with an empty GAMEBOX_HOME and XDG config dir, so saved games and settings don't change
what is measured.

Twice: with Python's bytecode cache (as installed: the .pyc files are there, a warm-up run writes
them) and without it (PYTHONPYCACHEPREFIX points each run to an empty folder, so every module is
compiled from source, the standard library's too: the worst case). The goal (issue 34: 0.5 s with
every game, flat as games are added) is the wall-clock median with the cache. The CPU time is the
figure to compare on a busy machine: the wall clock counts the other programs too.

    python bench/bench_startup.py [--runs 5] [--json] [--cmd "python -m gamebox_ui"]

Without a display, one Xvfb is started for all runs. `--json` prints one line:
{"name": "startup", "median_s": <wall median, cache on>, "runs": [...], "cpu_median_s": ...,
 "app_median_s": ..., "peak_rss_mb": ..., "no_cache": {...the same without the cache...}, "goals": [...]}
"""
from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from common import goal, goal_line  # noqa: E402

TIMEOUT_S = 120.0
GOAL_S = 0.5


def default_command() -> list[str]:
    if (ROOT / "ui" / "__main__.py").is_file():
        return [sys.executable, "-m", "gamebox_ui"]
    # The console script's path, without depending on where the venv's bin/ is.
    return [sys.executable, "-c", "import sys; from gamebox.cli import main; sys.exit(main([]))"]


@contextmanager
def display():
    """Yield an environment with a DISPLAY: the current one, or a private Xvfb."""
    env = dict(os.environ)
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM"):
        yield env
        return
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_startup: no DISPLAY and no Xvfb (install xvfb)")
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()  # Xvfb writes its display number once it is ready
        if not number:
            raise SystemExit("bench_startup: Xvfb did not start")
        env["DISPLAY"] = f":{number}"
        yield env
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)


def one_run(command: list[str], env: dict[str, str], cache: bool = True) -> tuple[float, float, float, float]:
    """(wall seconds from spawn to the first-paint line, the app's own figure, the child's CPU seconds,
    its peak resident MB)."""
    with tempfile.TemporaryDirectory(prefix="gamebox-bench-") as home:
        run_env = dict(env, GAMEBOX_EXIT_AFTER_PAINT="1", GAMEBOX_HOME=home, PYTHONUNBUFFERED="1",
                       XDG_CONFIG_HOME=str(Path(home) / "config"))
        run_env.pop("PYTHONDONTWRITEBYTECODE", None)
        run_env.pop("PYTHONPYCACHEPREFIX", None)
        if not cache:
            run_env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "pycache")   # empty: everything compiles
        errors = open(Path(home) / "stderr.txt", "w+")  # a file: a full pipe would stall the app
        start = time.perf_counter()
        proc = subprocess.Popen(command, env=run_env, stdout=subprocess.PIPE,
                                stderr=errors, text=True, cwd=ROOT)
        try:
            wall = app = None
            for line in proc.stdout:
                if line.startswith("first-paint "):
                    wall = time.perf_counter() - start
                    app = float(line.split()[1])
                    break
            proc.stdout.read()                   # drain the rest and let the app quit
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            errors.seek(0)
            tail = errors.read()[-2000:]
            errors.close()
        if wall is None:
            raise SystemExit(f"bench_startup: no 'first-paint' line (exit {proc.returncode})\n{tail}")
        return wall, app, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def series(command: list[str], env: dict[str, str], runs: int, cache: bool, quiet: bool) -> dict:
    walls, apps, cpus, peaks = [], [], [], []
    for i in range(runs):
        wall, app, cpu, peak = one_run(command, env, cache)
        walls.append(round(wall, 4))
        apps.append(round(app, 4))
        cpus.append(round(cpu, 4))
        peaks.append(round(peak, 1))
        if not quiet:
            print(f"run {i + 1} ({'cache' if cache else 'no cache'}): wall {wall:.3f} s, app {app:.3f} s, "
                  f"CPU {cpu:.3f} s, peak {peak:.0f} MB")
    return {"median_s": round(statistics.median(walls), 4), "runs": walls,
            "app_median_s": round(statistics.median(apps), 4), "app_runs": apps,
            "cpu_median_s": round(statistics.median(cpus), 4), "cpu_runs": cpus,
            "peak_rss_mb": statistics.median(peaks)}


def _games() -> int:
    from gamebox import registry

    return len(registry.cards() if hasattr(registry, "cards") else registry.all_games())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--cmd", help="command to start the app (default: python -m gamebox_ui)")
    args = parser.parse_args(argv)
    command = shlex.split(args.cmd) if args.cmd else default_command()

    with display() as env:
        one_run(command, env)                 # warm-up: writes the bytecode cache, loads the disk cache
        results = {cache: series(command, env, args.runs, cache, args.json) for cache in (True, False)}
    result = {"name": "startup", **results[True], "no_cache": results[False], "games": _games(),
              "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}
    result["goals"] = [goal("start to the library's first paint", result["median_s"], GOAL_S, "s",
                            how=f"wall clock, median of {args.runs} fresh processes with the bytecode cache, "
                                f"{result['games']} games; CPU {result['cpu_median_s']:.3f} s")]
    if args.json:
        print(json.dumps(result))
    else:
        for cache in (True, False):
            r = results[cache]
            print(f"{'with' if cache else 'without'} the bytecode cache: first paint median wall {r['median_s']:.3f} s, "
                  f"CPU {r['cpu_median_s']:.3f} s, the app's own figure {r['app_median_s']:.3f} s, "
                  f"peak {r['peak_rss_mb']:.0f} MB over {args.runs} runs")
        print(goal_line(result["goals"][0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
