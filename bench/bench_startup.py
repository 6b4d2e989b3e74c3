"""Start-up time: from spawning the app to its main window's first paint.

The app prints `first-paint <seconds>` and quits at its first paint when
GAMEBOX_EXIT_AFTER_PAINT=1 is set (seconds since its own process start, as it measures them).
We also time from spawn to the moment that line arrives, which includes the interpreter's
start and the imports before the app's clock starts. Each run gets an empty GAMEBOX_HOME and
XDG config dir, so saved games and settings don't change what is measured.

    python bench/bench_startup.py [--runs 5] [--json] [--cmd "python -m gamebox_ui"]

Without a display, one Xvfb is started for all runs. `--json` prints one line:
{"name": "startup", "median_s": <wall median>, "runs": [<wall seconds>...],
 "app_median_s": ..., "app_runs": [...]}
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
TIMEOUT_S = 120.0


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


def one_run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds from spawn to the first-paint line, the app's own figure)."""
    with tempfile.TemporaryDirectory(prefix="gamebox-bench-") as home:
        run_env = dict(env, GAMEBOX_EXIT_AFTER_PAINT="1", GAMEBOX_HOME=home, PYTHONUNBUFFERED="1",
                       XDG_CONFIG_HOME=str(Path(home) / "config"))
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
            proc.communicate(timeout=TIMEOUT_S)  # drain the rest and let the app quit
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            errors.seek(0)
            tail = errors.read()[-2000:]
            errors.close()
        if wall is None:
            raise SystemExit(f"bench_startup: no 'first-paint' line (exit {proc.returncode})\n{tail}")
        return wall, app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--cmd", help="command to start the app (default: python -m gamebox_ui)")
    args = parser.parse_args(argv)
    command = shlex.split(args.cmd) if args.cmd else default_command()

    walls, apps = [], []
    with display() as env:
        for i in range(args.runs):
            wall, app = one_run(command, env)
            walls.append(round(wall, 4))
            apps.append(round(app, 4))
            if not args.json:
                print(f"run {i + 1}: wall {wall:.3f} s, app {app:.3f} s")
    result = {
        "name": "startup",
        "median_s": round(statistics.median(walls), 4),
        "runs": walls,
        "app_median_s": round(statistics.median(apps), 4),
        "app_runs": apps,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"start-up to first paint: median wall {result['median_s']:.3f} s "
              f"(app's own figure {result['app_median_s']:.3f} s) over {args.runs} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
