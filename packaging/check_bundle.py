"""The smoke test of the built bundle, as CI runs it after `make bundle`: the program, not the sources.

It runs the bundle's own executable three times and fails loudly at the first thing wrong:

1. `gamebox --version` names this checkout's version;
2. `gamebox list --json` names every game the sources register (a game the spec missed is caught here);
3. `gamebox self-test` (ui/selftest.py, inside the bundle): the compiled kernels, the window on the
   library, a few moves of a 2D game and of a pyramid game through their boards, saving, quitting with
   status 0. Under `xvfb-run` when there is no screen.

Each step prints what it did and how long it took.

Run: .venv/bin/python packaging/check_bundle.py [dist/gamebox]   (`make release`, .ci/run)
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SELF_TEST_TIMEOUT_S = 600


class BundleBroken(Exception):
    pass


def registered_games() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from gamebox import registry

    return sorted(game.info.id for game in registry.all_games())


def run(command: list[str], timeout: float = 120) -> subprocess.CompletedProcess:
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise BundleBroken(f"`{' '.join(command)}` ended with status {result.returncode}:\n"
                           f"{result.stdout}{result.stderr}")
    return result


def check_version(program: Path) -> str:
    sys.path.insert(0, str(ROOT))
    from gamebox import __version__

    said = run([str(program), "--version"]).stdout.strip()
    if said != f"gamebox {__version__}":
        raise BundleBroken(f"the bundle says {said!r}, the sources are {__version__}")
    return said


def check_list(program: Path) -> str:
    listed = sorted(game["id"] for game in json.loads(run([str(program), "list", "--json"]).stdout))
    registered = registered_games()
    if listed != registered:
        raise BundleBroken(f"the bundle lists {listed}; the sources register {registered} "
                           f"(missing: {sorted(set(registered) - set(listed))})")
    return f"{len(listed)} games, every one the sources register"


def check_self_test(program: Path) -> str:
    command = [str(program), "self-test"]
    if not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", *command]
    result = subprocess.run(command, capture_output=True, text=True, timeout=SELF_TEST_TIMEOUT_S)
    lines = [line for line in (result.stdout + result.stderr).splitlines() if not line.startswith("ALSA lib")]
    print("\n".join(f"    {line}" for line in lines), flush=True)
    if result.returncode != 0:
        raise BundleBroken(f"gamebox self-test ended with status {result.returncode}")
    return "passed"


def main(argv: list[str]) -> int:
    bundle = Path(argv[1] if len(argv) > 1 else ROOT / "dist" / "gamebox")
    program = bundle / "gamebox"
    if not program.is_file():
        print(f"check_bundle: FAILED: no program at {program}: run `make bundle`", file=sys.stderr)
        return 1
    began = time.perf_counter()
    try:
        for name, step in (("gamebox --version", check_version), ("gamebox list --json", check_list),
                           ("gamebox self-test", check_self_test)):
            started = time.perf_counter()
            detail = step(program)
            print(f"check_bundle: ok  {name}: {detail} ({time.perf_counter() - started:.1f} s)", flush=True)
    except (BundleBroken, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
        print(f"check_bundle: FAILED: {exc}", file=sys.stderr)
        return 1
    print(f"check_bundle: the bundle in {bundle} works ({time.perf_counter() - began:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
