"""Test-wide set-up: a screen for Qt, isolated user files, and the `require_gl` guard.

- Screen: pytest-xvfb starts Xvfb when the binary exists. When there is neither Xvfb nor a
  display, Qt's xcb plugin would abort the whole run (exit 134), so we fall back to the
  `offscreen` platform: widget tests still run, and GL tests fail loudly via `require_gl`.
- Files: every test gets its own empty GAMEBOX_HOME, and Qt's settings and standard paths point
  into the session's temp dir, so no test reads or writes the user's saves or preferences.
- Qt is imported here only when it is installed; the model (`gamebox/`) needs none of this.
- Ctrl+C: the run stops cleanly after the running test (Xvfb does not get the Ctrl+C), and no worker
  thread runs when Python shuts down.
"""
from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

HAS_QT = importlib.util.find_spec("PySide6") is not None
_ISOLATED_ENV = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


_OFFSCREEN_FALLBACK = pytest.StashKey[bool]()


def _has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _xdist_controller(config: pytest.Config) -> bool:
    return config.getoption("dist", "no") != "no" and not os.environ.get("PYTEST_XDIST_WORKER")


class _OwnSession(subprocess.Popen):
    """A child process in a session of its own: a terminal's Ctrl+C does not reach it."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("start_new_session", True)
        super().__init__(*args, **kwargs)


# pytest-xvfb starts Xvfb in its pytest_configure (with pyvirtualdisplay's Popen), after this file is read. In
# pytest's process group Xvfb got the Ctrl+C meant for pytest and quit at once, and a test drawing then died
# with the X connection ("XIO: fatal IO error", a segmentation fault) instead of stopping cleanly. Started in a
# session of its own it lives until pytest-xvfb stops it at exit. (Undone once the plugins are configured.)
_POPEN, subprocess.Popen = subprocess.Popen, _OwnSession


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--regen-golden", action="store_true",
                     help="rewrite tests/golden/playthroughs/ from the games as they play now (tests/test_golden.py)")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    subprocess.Popen = _POPEN
    # After the other plugins: pytest-xvfb has run by now and exported DISPLAY if it started Xvfb. The
    # controller of a parallel run (pytest-xdist) runs no test and starts no Xvfb: its workers each start
    # their own, so it must not hand them an "offscreen" platform through the environment.
    if _xdist_controller(config):
        return
    if sys.platform.startswith("linux") and not _has_display() and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        config.stash[_OFFSCREEN_FALLBACK] = True


def pytest_sessionstart(session: pytest.Session) -> None:
    """Ctrl+C stops the run after the test that is running; a second one stops it at once.

    Python raises KeyboardInterrupt wherever the main thread is, and in a GUI test that is mostly inside a
    Qt callback (a slot, a paint or key event): Qt printed it and went on, a `qtbot.wait` whose timer slot
    took it never ended, and the run hung or crashed. Stopping between two tests is always clean."""
    if threading.current_thread() is not threading.main_thread() or \
            signal.getsignal(signal.SIGINT) is not signal.default_int_handler:    # (ignored: a background run)
        return

    def stop_after_this_test(_signum, _frame) -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        session.shouldstop = "Ctrl+C: stopped after the test that was running"
        sys.stderr.write("\nCtrl+C: the run stops after this test (press it again to stop at once)\n")

    signal.signal(signal.SIGINT, stop_after_this_test)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """No worker thread may run Python when the interpreter shuts down (it is stopped mid-frame: a crash)."""
    if "gamebox_ui.workers" in sys.modules:
        from gamebox_ui import workers

        workers.finish()


def pytest_report_header(config: pytest.Config) -> list[str]:
    if config.stash.get(_OFFSCREEN_FALLBACK, False):
        return [(
            "gamebox: no Xvfb and no display -> QT_QPA_PLATFORM=offscreen; "
            "OpenGL tests will FAIL (install xvfb: packaging/install-system-deps.sh)"
        )]
    platform = os.environ.get("QT_QPA_PLATFORM", "(default)")
    return [f"gamebox: DISPLAY={os.environ.get('DISPLAY', '')} QT_QPA_PLATFORM={platform}"]


@pytest.fixture(scope="session", autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory):
    """Point XDG dirs, GAMEBOX_HOME and QSettings into a temp dir for the whole session."""
    root = tmp_path_factory.mktemp("user")
    patch = pytest.MonkeyPatch()
    for name in _ISOLATED_ENV:
        path = root / name.lower()
        path.mkdir()
        patch.setenv(name, str(path))
    patch.setenv("GAMEBOX_HOME", str(root / "gamebox-home"))
    patch.setenv("GAMEBOX_NO_SOUND", "1")   # tests never open the audio device (ui/sound.py)
    if HAS_QT:
        _isolate_qt_settings(root / "qsettings")
    yield root
    patch.undo()


def _isolate_qt_settings(path: Path) -> None:
    from PySide6.QtCore import QSettings, QStandardPaths

    path.mkdir(parents=True, exist_ok=True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(path))
    if not sys.platform.startswith("linux"):
        # Elsewhere Qt ignores XDG_*; test mode moves its standard paths to a "qttest" folder.
        QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(autouse=True)
def gamebox_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty GAMEBOX_HOME for each test (autosave, saved games, settings of the model)."""
    home = tmp_path_factory.mktemp("gamebox-home")
    monkeypatch.setenv("GAMEBOX_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def _gl_marker(request: pytest.FixtureRequest) -> None:
    """Tests marked `@pytest.mark.gl` get `require_gl` without asking for it."""
    if request.node.get_closest_marker("gl") is not None:
        request.getfixturevalue("require_gl")


@pytest.fixture
def require_gl(qapp) -> dict[str, str]:
    """Fail (never skip) unless Qt can make a real OpenGL context; return its strings.

    With QT_QPA_PLATFORM=offscreen or minimal there is no OpenGL at all, and a GL test that ran
    there would pass without having drawn anything.
    """
    from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

    platform = qapp.platformName()
    if platform in ("offscreen", "minimal"):
        pytest.fail(
            f"this test needs OpenGL, but Qt runs on the '{platform}' platform (no Xvfb, no display). "
            "Install Xvfb and Mesa: packaging/install-system-deps.sh",
            pytrace=False,
        )
    context = QOpenGLContext()
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    if not context.create() or not context.makeCurrent(surface):
        pytest.fail(f"no OpenGL context on Qt platform '{platform}'", pytrace=False)
    try:
        funcs = context.functions()
        info = {
            "vendor": funcs.glGetString(0x1F00) or "",
            "renderer": funcs.glGetString(0x1F01) or "",
            "version": funcs.glGetString(0x1F02) or "",
        }
    finally:
        context.doneCurrent()
    if not info["version"]:
        pytest.fail("OpenGL context reports no version string", pytrace=False)
    return info
