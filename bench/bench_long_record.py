"""A long legal record: how much longer opening or resuming it in the app takes than reading it.

Reading is what every reader of a record does (load, validate, replay every move: `load_record` and
`replay`). Opening is the app's File → Open of the same file up to the game page painted with its move
log; resuming is the start's "Resume your last game?" (its count of turns included) up to the same
point. Each figure is its own fresh process, so no cache of an earlier run helps. The records are
legal games that do not end (tests/long_records.py): Hoch und höher rolling again (one player's very
long turn) and Abquetschen's roll and pass (a row for every turn).

    python bench/bench_long_record.py [--games hoch,abquetschen] [--plies 1000,10000] [--runs 3] [--json]

The issue's bound: opening or resuming 10,000 moves takes under 2 s more than reading them. Each figure
is the median of `--runs` fresh processes (the machine is shared: single runs scatter). `--json` prints
one line, "median_s" being the worst extra time (open or resume minus read).
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "tests"))

from common import median, parser, report  # noqa: E402

TIMEOUT_S = 300


def child(kind: str, path: Path) -> tuple[float, float]:
    """In a fresh process: seconds to read the record, or to open or resume it in the app (wall clock,
    and the process's CPU time, which other programs on a busy machine do not inflate)."""
    if kind == "read":
        from gamebox.storage import load_record

        start, cpu = time.perf_counter(), time.process_time()
        load_record(path).replay()
        return time.perf_counter() - start, time.process_time() - cpu
    os.environ.setdefault("GAMEBOX_NO_SOUND", "1")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gamebox_ui import i18n
    from gamebox_ui.main_window import MainWindow

    app = QApplication([])
    i18n.apply_language("en")
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    for _ in range(3):
        app.processEvents()
    window.grab()
    if kind == "resume":
        from gamebox.storage import autosave_path

        autosave_path().parent.mkdir(parents=True, exist_ok=True)
        autosave_path().write_bytes(path.read_bytes())

        def click_resume() -> None:   # answer "Resume your last game?" as a player would
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                box.defaultButton().click()
            else:
                QTimer.singleShot(5, click_resume)

        QTimer.singleShot(0, click_resume)
    start, cpu = time.perf_counter(), time.process_time()
    done = window.open_path(path) if kind == "open" else window.offer_resume() == "resumed"
    if not done:
        raise SystemExit(f"the app did not {kind} {path.name}")
    for _ in range(3):      # the layouts and timers the opening set off
        app.processEvents()
    window.grab()           # the game page painted, move log included
    took = time.perf_counter() - start, time.process_time() - cpu
    window.close()
    return took


def run_child(kind: str, path: Path) -> tuple[float, float] | None:
    """A fresh process's figures (wall, CPU), or None when it did not finish within TIMEOUT_S."""
    with tempfile.TemporaryDirectory(prefix="gamebox-bench-") as home:
        env = {**os.environ, "GAMEBOX_HOME": home, "XDG_CONFIG_HOME": f"{home}/config"}
        try:
            out = subprocess.run([sys.executable, __file__, "--child", kind, str(path)], env=env, capture_output=True,
                                 text=True, timeout=TIMEOUT_S, check=True).stdout
        except subprocess.TimeoutExpired:
            return None
        except subprocess.CalledProcessError as exc:
            raise SystemExit(f"{kind} {path.name}: {exc.stderr.strip().splitlines()[-1:]}") from None
    wall, cpu = out.split()[-2:]
    return float(wall), float(cpu)


def _medians(runs: list[tuple[float, float] | None]) -> tuple[float, float] | None:
    """The median wall and CPU seconds, a run that did not finish counting as the slowest."""
    if sum(r is None for r in runs) * 2 >= len(runs):
        return None
    done = [(TIMEOUT_S, TIMEOUT_S) if r is None else r for r in runs]
    return median([w for w, _c in done]), median([c for _w, c in done])


def main() -> int:
    if sys.argv[1:2] == ["--child"]:
        print("%.4f %.4f" % child(sys.argv[2], Path(sys.argv[3])))
        return 0
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--games", default="hoch,abquetschen")
    p.add_argument("--plies", default="1000,10000")
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    from bench_startup import display
    from long_records import long_record

    from gamebox.storage import save_record

    lines, rows, worst = [], [], 0.0
    with tempfile.TemporaryDirectory() as folder, display() as env:
        os.environ.update(env)
        for game_id in args.games.split(","):
            for plies in (int(n) for n in args.plies.split(",")):
                path = Path(folder) / f"{game_id}-{plies}.gamebox.json"
                save_record(long_record(game_id, plies), path)
                figures = {kind: _medians([run_child(kind, path) for _ in range(args.runs)])
                           for kind in ("read", "open", "resume")}
                shown = {k: "> %d s" % TIMEOUT_S if v is None else f"{v[0]:.2f} s (CPU {v[1]:.2f} s)"
                         for k, v in figures.items()}
                lines.append(f"{game_id} {plies:>6} moves: read {shown['read']}, open {shown['open']}, "
                             f"resume {shown['resume']}")
                rows.append({"game": game_id, "plies": plies, **figures})
                for kind in ("open", "resume"):
                    extra = TIMEOUT_S if None in (figures[kind], figures["read"]) else \
                        figures[kind][0] - figures["read"][0]
                    worst = max(worst, extra)
    lines.append(f"worst extra time over reading: {worst:.2f} s (the bound: 2 s at 10,000 moves)")
    report(args, lines, {"name": "long_record", "median_s": round(worst, 4), "runs": rows})
    return 0


if __name__ == "__main__":
    sys.exit(main())
