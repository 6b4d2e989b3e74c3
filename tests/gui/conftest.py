"""Fixtures for the app-shell GUI tests.

The root conftest gives every test an empty GAMEBOX_HOME; the app keeps its QSettings in an
ini file there (ui/settings.py), so remembered choices never leak between tests. Here:
English UI by default, no AI pause, a main window, and a helper that answers the next modal
dialog by clicking one of its buttons.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox

from gamebox import i18n as model_i18n


@pytest.fixture(autouse=True)
def english_ui(qapp):
    """Each test starts and ends in English, whatever an earlier test switched to."""
    from gamebox_ui import i18n

    i18n.apply_language("en")
    qapp.setStyle("Fusion")
    yield
    i18n.apply_language("en")
    model_i18n.set_language("en")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """Before pytest-qt closes and deletes a test's widgets (next in this hook), its games stop, so no
    computer starts thinking, and the workers end: a worker reporting to a widget that is gone touches
    freed memory, and one still running when pytest ends is stopped mid-frame."""
    from gamebox_ui import workers
    from gamebox_ui.controller import GameController

    for top in QApplication.topLevelWidgets():
        for controller in top.findChildren(GameController):
            controller.shutdown()
    ended = workers.finish()
    result = yield
    assert ended, "a worker thread still ran long after the test"
    return result


@pytest.fixture(autouse=True)
def jagged_when_still(request, monkeypatch):
    """The 3D view's smooth frame (drawn anew, multisampled, once the view stands still for 150 ms) only where a
    test asks for it (`@pytest.mark.smooth`, or a view's own `smooth_when_still`: tests/gui/test_pyramid_smooth.py):
    elsewhere it is software-rasterized work nobody looks at, about a tenth of the 3D games' tests' time."""
    if request.node.get_closest_marker("smooth") is None:
        from gamebox_ui.pyramid.view import PyramidView

        monkeypatch.setattr(PyramidView, "smooth_when_still", False)


@pytest.fixture
def no_ai_pause():
    from gamebox_ui import settings

    settings.set_ai_delay_ms(0)


@pytest.fixture
def window(qtbot, no_ai_pause):
    from gamebox_ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()   # menu shortcuts (Ctrl+Z, …) act only in the active window
    qtbot.waitUntil(win.isActiveWindow)
    yield win
    if win.controller is not None:
        win.controller.shutdown()
        win.controller.wait_for_ai()


@dataclass
class ModalAnswer:
    """What a modal dialog said, once the helper clicked its button."""

    button: str
    seen: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)

    @property
    def answered(self) -> bool:
        return bool(self.seen)


@pytest.fixture
def answer_modal(qapp):
    """`answer_modal("Resume")`: when the next modal dialog opens, click its button with that text.

    A QTimer polls for the modal widget, so this also works while `exec()` runs its own loop.
    """
    timers = []

    def arm(button_text: str) -> ModalAnswer:
        answer = ModalAnswer(button_text)
        timer = QTimer()
        timer.setInterval(20)

        def poll() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None or not isinstance(modal, QDialog):
                return
            buttons = [b for b in modal.findChildren(QAbstractButton) if b.isVisible()]
            match = [b for b in buttons if b.text().replace("&", "") == button_text]
            if not match:
                return
            timer.stop()
            answer.seen.append(type(modal).__name__)
            if isinstance(modal, QMessageBox):
                answer.texts.extend([modal.text(), modal.informativeText()])
            match[0].click()

        timer.timeout.connect(poll)
        timer.start()
        timers.append(timer)
        return answer

    yield arm
    for timer in timers:
        timer.stop()


# -- the coach's exact tables ---------------------------------------------------------------------
@pytest.fixture(scope="session")
def solo_table_dir(tmp_path_factory):
    """A cache dir holding the exact solo table, solved once per test session (10-30 s)."""
    from gamebox.games.hoch import solver

    path = tmp_path_factory.mktemp("coach-cache")
    solver.save_table(solver.solve("solo"), path / solver.table_path("solo").name)
    return path


@pytest.fixture
def solo_table(solo_table_dir, monkeypatch):
    """GAMEBOX_CACHE points at the solved solo table; returns the table as the app loads it."""
    from gamebox.registry import get

    monkeypatch.setenv("GAMEBOX_CACHE", str(solo_table_dir))
    return get("hoch").cached_solution("solo", {})


@pytest.fixture
def no_tables(tmp_path, monkeypatch):
    """An empty GAMEBOX_CACHE: the coach has to ask before it can answer."""
    monkeypatch.setenv("GAMEBOX_CACHE", str(tmp_path / "empty-cache"))
