"""The test set-up itself: isolated user files, a real GL context, and the no-Xvfb fallback."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from gamebox import storage

TESTS = Path(__file__).resolve().parent


def test_gamebox_home_is_a_fresh_temp_dir(gamebox_home):
    assert os.environ["GAMEBOX_HOME"] == str(gamebox_home)
    assert Path(tempfile.gettempdir()) in gamebox_home.parents
    assert storage.autosave_path().parent == gamebox_home
    assert not storage.autosave_path().exists()


def test_qsettings_write_into_the_session_temp_dir(qapp, _isolated_user_dirs):
    from PySide6.QtCore import QSettings

    settings = QSettings("gamebox-test", "conftest")
    settings.setValue("probe", 1)
    settings.sync()
    assert Path(settings.fileName()).is_relative_to(_isolated_user_dirs)
    assert Path(settings.fileName()).is_file()


def test_require_gl_gives_a_real_opengl_context(require_gl):
    assert require_gl["version"][0].isdigit()
    assert require_gl["renderer"]


INNER_TESTS = '''
import pytest
from PySide6.QtWidgets import QPushButton

def test_widget_runs_offscreen(qtbot):
    button = QPushButton("ok")
    qtbot.addWidget(button)
    button.show()
    qtbot.waitExposed(button)
    assert button.isVisible()

@pytest.mark.gl
def test_marked_gl():
    pass

def test_asks_for_gl(require_gl):
    pass
'''


def test_without_xvfb_or_display_widgets_run_offscreen_and_gl_tests_fail(tmp_path):
    """No Xvfb binary, no DISPLAY: no abort (exit 134), widget tests pass, GL tests do not."""
    shutil.copy(TESTS / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "test_inner.py").write_text(INNER_TESTS)
    (tmp_path / "pytest.ini").write_text("[pytest]\nqt_api = pyside6\nmarkers =\n    gl: needs GL\n")
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XAUTHORITY")}
    env["PATH"] = str(Path(sys.executable).parent)  # no Xvfb on this PATH
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    assert "QT_QPA_PLATFORM=offscreen" in out
    assert "PASSED test_inner.py::test_widget_runs_offscreen" in out
    # pytest.fail in a fixture reports an error at set-up: counted as a failure, never a skip.
    assert "ERROR test_inner.py::test_marked_gl" in out
    assert "ERROR test_inner.py::test_asks_for_gl" in out
    assert "skipped" not in out
    assert "needs OpenGL" in out


@pytest.mark.gl
def test_gl_marker_supplies_require_gl(request):
    assert "require_gl" in request.fixturenames
