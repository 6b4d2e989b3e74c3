"""The crash test: an app killed with SIGKILL right after a move resumes at exactly that move."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path


def test_a_killed_app_resumes_with_exactly_the_moves_played(window, answer_modal):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")     # the same GAMEBOX_HOME as this test
    driver = Path(__file__).with_name("crash_driver.py")
    proc = subprocess.Popen([sys.executable, str(driver), "7"], stdout=subprocess.PIPE, env=env, text=True)
    try:
        line = proc.stdout.readline()
        played = json.loads(line)
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(timeout=30) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert len(played) == 9
    answer = answer_modal("Resume")
    assert window.offer_resume() == "resumed" and answer.answered
    assert window.controller.record.moves == played
