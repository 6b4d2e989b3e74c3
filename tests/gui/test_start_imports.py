"""The start's shape: opening the library imports no game's rules or view, and neither numpy nor OpenGL; a
game's code comes when its page opens, and only that game's. (What it costs in time and memory is measured by
bench/bench_startup.py and bench/bench_memory.py; this holds the shape that makes it cheap.)

Each check runs in a fresh interpreter: the test process has imported everything long ago."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui

# Run in a child: the app's own main up to its first paint (where it quits), a game opened in the window first
# when one is named.
CHILD = """
import json, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gamebox_ui import main_window

opened = {}
game = sys.argv[1]
window_class = main_window.MainWindow

class Window(window_class):
    def __init__(self):
        super().__init__()
        if game:
            self.first_paint.painted.connect(self.open_game)

    def open_game(self):
        from gamebox.record import GameRecord, PlayerSpec
        from gamebox import registry
        card = registry.card(game)
        players = [PlayerSpec(f"P{i}") for i in range(card.variants[0].min_players)]
        self.start_record(GameRecord(game, card.variants[0].id, players, {}, 0, []))
        opened["page"] = type(self.game_page.view).__module__

main_window.MainWindow = Window
from gamebox_ui import app
app.main([])
print(json.dumps({"modules": sorted(sys.modules), **opened}))
"""


def modules_after(tmp_path, game: str = "", gl: bool = False) -> dict:
    """The modules a fresh app has imported at its first paint (with `game` opened); `gl` runs it on the test's
    X display (pytest-xvfb), for a game that draws with OpenGL."""
    env = dict(os.environ, GAMEBOX_EXIT_AFTER_PAINT="1", GAMEBOX_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path / "config"), GAMEBOX_NO_SOUND="1")
    if gl:
        env["QT_QPA_PLATFORM"] = "xcb"
    result = subprocess.run([sys.executable, "-c", CHILD, game], env=env, capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def game_modules(modules: list[str]) -> list[str]:
    return [m for m in modules if m.startswith(("gamebox.games.", "gamebox_ui.games."))]


def test_the_library_opens_without_any_game_numpy_or_opengl(tmp_path):
    modules = modules_after(tmp_path)["modules"]
    assert "gamebox_ui.library" in modules               # the library was shown ...
    assert game_modules(modules) == []                     # ... and no game's rules, card or view was imported
    heavy = [m for m in modules if m.split(".")[0] in ("numpy", "OpenGL", "pyqtgraph", "numba", "pymunk")
             or m.startswith(("PySide6.QtOpenGL", "gamebox.pyramid", "gamebox_ui.pyramid"))]
    assert heavy == []


def test_a_games_code_comes_when_its_page_opens_and_no_other_games(tmp_path):
    after = modules_after(tmp_path, "hoch")
    assert after["page"].startswith("gamebox_ui.games.hoch.")
    packages = {m.split(".")[2] for m in game_modules(after["modules"])}
    assert packages == {"hoch"}
    assert "gamebox.games.hoch.state" in after["modules"]


@pytest.mark.gl
def test_a_pyramid_game_opens_without_pyqtgraph(tmp_path):
    """Its camera is the box's own (ui/pyramid/glview.py): pyqtgraph's import is 35 MB and 0.2 s."""
    after = modules_after(tmp_path, "cuibono", gl=True)
    assert after["page"].startswith("gamebox_ui.games.cuibono.")
    assert "gamebox_ui.pyramid.view" in after["modules"]
    assert not [m for m in after["modules"] if m.split(".")[0] == "pyqtgraph"]
    assert {m.split(".")[2] for m in game_modules(after["modules"])} == {"cuibono"}
