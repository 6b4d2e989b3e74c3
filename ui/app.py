"""Start the desktop app: QApplication, translator, main window, resume offer, event loop.

Start-up is kept fast: this module imports only what the first window needs; board
modules, dialogs and the game page load when first used.
"""
from __future__ import annotations

import os
import time

_T0 = time.perf_counter()


def _process_age() -> float:
    """Seconds between the process start (/proc/self/stat) and `_T0`; 0 where unknown."""
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22, starttime
        return max(0.0, uptime - started)
    except (OSError, ValueError, IndexError):
        return 0.0


_AGE_AT_T0 = _process_age()


def seconds_since_start() -> float:
    return _AGE_AT_T0 + time.perf_counter() - _T0


import sys
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication


def app_icon() -> QIcon | None:
    path = Path(str(resources.files("gamebox_assets").joinpath("icons", "gamebox.png")))
    return QIcon(str(path)) if path.is_file() else None


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("gamebox")
    app.setOrganizationName("gamebox")
    app.setStyle("Fusion")
    icon = app_icon()
    if icon is not None:
        app.setWindowIcon(icon)

    from . import i18n, settings
    from .main_window import MainWindow

    i18n.apply_language(settings.language_choice())
    window = MainWindow()
    if os.environ.get("GAMEBOX_EXIT_AFTER_PAINT") == "1":
        def report() -> None:
            print(f"first-paint {seconds_since_start():.3f}", flush=True)
            app.quit()

        window.first_paint.painted.connect(report)
    else:
        QTimer.singleShot(0, window.offer_resume)
        from .table_prep import preparer

        preparer().resume_later()   # a table the last run did not finish
    from .quitting import close_on_signals, end_workers

    close_on_signals(window)
    window.show()
    status = app.exec()
    end_workers(status)
    return status
