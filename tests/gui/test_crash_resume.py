"""The crash test: an app killed with SIGKILL right after a move resumes, in a fresh process, at exactly that
move: the same moves, times and hidden draws' audiences, the same position. Both are real processes
(crash_driver.py) on this test's GAMEBOX_HOME, under the same screen."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox.record import from_json
from gamebox.session import Session

DRIVER = Path(__file__).with_name("crash_driver.py")


def run_driver(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(DRIVER), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def kill_after_the_opening(game: str, seed: int) -> dict:
    """The record a process printed right after its last move; then it is killed with SIGKILL."""
    proc = run_driver("play", game, str(seed))
    try:
        line = proc.stdout.readline()
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(timeout=30) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert line, proc.stderr.read()
    return json.loads(line)


def resume_in_a_fresh_process() -> dict:
    proc = run_driver("resume")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    return json.loads(out.splitlines()[-1])


@pytest.mark.parametrize("game,seed", [("hoch-duel", 7), ("raffzahn", 3), ("scrabble6", 5)])
def test_a_killed_app_resumes_with_exactly_the_moves_played(game, seed):
    played = kill_after_the_opening(game, seed)
    resumed = resume_in_a_fresh_process()
    assert resumed["outcome"] == "resumed"
    assert resumed["record"]["moves"] == played["moves"]        # (a real-time game's with their times and seats)
    assert Session(from_json(resumed["record"])).state == Session(from_json(played)).state
    if game == "scrabble6":
        assert any("seen_by" in m for m in played["moves"] if isinstance(m, dict))   # who saw which tiles
    if game == "raffzahn":
        assert played["version"] == 2 and all("at" in m for m in played["moves"])


def test_nothing_is_lost_when_the_app_is_killed():
    played = kill_after_the_opening("hoch-solo", 1)
    resumed = resume_in_a_fresh_process()
    assert resumed["asked"][0] == "Resume your last game?"
    assert len(played["moves"]) == 7 and resumed["asked"][1].endswith("4 turns played.")   # rolls belong to a turn
    assert resumed["record"]["moves"] == played["moves"]                                    # the undo too
    assert resumed["record"].get("practised") is True
