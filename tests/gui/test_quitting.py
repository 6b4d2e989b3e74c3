"""Quitting is clean while workers run, in real processes: the app closed, or stopped with Ctrl+C, while a
computer thinks and a table is prepared (crash_driver.py think), and a pytest run of GUI tests interrupted with
Ctrl+C while workers run (interrupted_run.py). A clean end: the expected exit status, no crash signal, nothing
on stderr from Qt or Python, the game saved."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from gamebox.storage import autosave_path, load_record

HERE = Path(__file__).parent
DRIVER = HERE / "crash_driver.py"
TROUBLE = ("Segmentation fault", "Fatal Python error", "Traceback", "Error calling Python", "KeyboardInterrupt",
           "QObject", "QThread", "QBasicTimer", "XIO", "Aborted")


def as_in_a_terminal() -> None:
    """Ctrl+C as a terminal's program gets it: a suite started in the background (`make test &`, nohup) runs
    with SIGINT ignored, and a child inherits that, so it would never see the test's Ctrl+C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def app_thinking(how: str) -> subprocess.Popen:
    # A session of its own, as the app in a terminal: the test's Ctrl+C goes to its whole process group.
    return subprocess.Popen([sys.executable, str(DRIVER), "think", how], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=as_in_a_terminal)


def ended(proc: subprocess.Popen, timeout: int = 60) -> tuple[str, str]:
    try:
        return proc.communicate(timeout=timeout)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def assert_clean_exit(proc: subprocess.Popen, out: str, err: str) -> None:
    assert proc.returncode == 0, f"exit status {proc.returncode}: {err}"
    assert not [t for t in TROUBLE if t in err], err
    thinking = [line for line in out.splitlines() if line.startswith("thinking")]
    assert thinking, out                                   # a computer was thinking as it quit
    table = int(thinking[0].split()[1])
    assert not table or not running(table)                 # the table's process went with the app
    saved = load_record(autosave_path())
    assert saved.moves and saved.players[0].agent == "search:strong"     # the game is kept to go on with


def test_closing_the_window_while_a_computer_thinks_is_clean():
    proc = app_thinking("close")
    out, err = ended(proc)
    assert_clean_exit(proc, out, err)


def test_ctrl_c_while_a_computer_thinks_quits_the_app_cleanly():
    proc = app_thinking("signal")
    line = proc.stdout.readline()
    assert line.startswith("thinking"), proc.stderr.read()
    os.killpg(proc.pid, signal.SIGINT)                     # as a terminal's Ctrl+C
    out, err = ended(proc)
    assert_clean_exit(proc, line + out, err)


def test_ctrl_c_in_a_run_of_gui_tests_with_workers_stops_it_cleanly():
    # The run gets its Ctrl+C from inside a Qt slot while workers run (interrupted_run.py), in a session of its own.
    proc = subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
                             str(HERE / "interrupted_run.py")], cwd=HERE.parent.parent, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True,
                            preexec_fn=as_in_a_terminal)
    out, _ = ended(proc, timeout=120)
    assert "Ctrl+C" in out and proc.returncode == 2, f"exit status {proc.returncode}: {out}"   # "interrupted"
    assert "Interrupted" in out, out
    assert not [t for t in TROUBLE if t in out], out


def test_a_worker_that_will_not_end_does_not_keep_the_app(monkeypatch):
    """Past its wait the app ends at once, with its exit status, before Python's shutdown could meet the worker."""
    from gamebox_ui import quitting

    exits = []
    monkeypatch.setattr(quitting, "workers", SimpleNamespace(finish=lambda: False, FINISH_MS=20_000))
    monkeypatch.setattr(quitting.os, "_exit", exits.append)
    quitting.end_workers(3)
    assert exits == [3]
