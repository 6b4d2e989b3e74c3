"""The model (`gamebox/`) must import and play with Qt, pyqtgraph and OpenGL absent.

Each check runs in a fresh interpreter where those packages cannot be imported, since the
test process itself has Qt loaded already (pytest-qt).
"""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap

BLOCKER = textwrap.dedent(
    """
    import importlib.abc, sys

    BLOCKED = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "pyqtgraph", "OpenGL", "gamebox_ui")

    class Blocker(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"blocked for this test: {name}")
            return None

    sys.meta_path.insert(0, Blocker())
    """
)


def run_blocked(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCKER + textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_blocker_really_blocks_qt():
    result = run_blocked("import PySide6.QtCore")
    assert result.returncode != 0
    assert "blocked for this test: PySide6" in result.stderr


def test_every_model_module_imports_without_qt():
    result = run_blocked(
        """
        import pkgutil
        import gamebox
        from gamebox.games import hoch

        names = [m.name for m in pkgutil.walk_packages(gamebox.__path__, "gamebox.")
                 if m.name != "gamebox.__main__"]  # __main__ runs the CLI on import
        for name in names:
            __import__(name)
        assert "gamebox.games.hoch.game" in names, names
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
        assert not loaded, loaded
        print(len(names), "modules")
        """
    )
    assert result.returncode == 0, result.stderr
    count = int(result.stdout.split()[0])
    assert count >= 10


def test_games_play_to_the_end_and_the_cli_lists_them_without_qt():
    result = run_blocked(
        """
        from gamebox.cli import main
        from gamebox.selfplay import selfplay

        result = selfplay("hoch", "duel", ["random", "greedy"], games=2, seed=1)
        assert sum(result["wins"]) + result["draws"] == 2, result
        assert main(["list", "--json"]) == 0
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
        assert not loaded, loaded
        """
    )
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout)
    assert "hoch" in [entry["id"] for entry in listed]


def test_reading_tables_and_playing_never_import_numba(tmp_path):
    # numba's import costs about a second: only a solve may pay it, never the app's start,
    # a hint or an AI move (table answers need numpy alone).
    code = f"""
    import os, sys
    os.environ["GAMEBOX_CACHE"] = {str(tmp_path)!r}
    from gamebox import coach, puzzle, registry
    from gamebox.ai import make_agent
    from gamebox.protocol import Setup
    from gamebox.games.hoch import solver
    from gamebox.games.hoch.state import HochState, Rules
    game = registry.get("hoch")
    assert game.cached_solution("solo") is None and not game.has_solution("duel")
    state = game.new_state(Setup("duel", 2, {{}}, 0))
    state.apply(state.legal_moves()[0])
    make_agent("search:strong", game, seed=1).choose(state)
    print("numba" in sys.modules)
    """
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
