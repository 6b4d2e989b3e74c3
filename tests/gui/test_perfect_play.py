"""The strong computer player's table: prepared in the background by itself in a duel against it,
while the game goes on and the player is told how strong the computer is meanwhile; then used for
its moves. The real preparation takes minutes, so these tests run a stand-in process."""
from __future__ import annotations

import sys

import pytest

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.games.hoch import duel_solver
from gamebox.games.hoch.moves import Roll
from gamebox.games.hoch.state import HochState, Rules
from gamebox.record import GameRecord, PlayerSpec

SMALL = "5B 3Y 2 2 1 - - - - - - - - -"
STRONG = [PlayerSpec("Ann"), PlayerSpec("Bot", "ai", "search:strong")]


def small_duel_table():
    rules = Rules(solo=False, hierarchy=False)
    return duel_solver.solve_duel("duel", starts=[HochState.from_position(rules, SMALL, to_move=p)
                                                  for p in (0, 1)])


def stand_in(tmp_path, monkeypatch, exit_code: int = 0, steps: int = 4):
    """`gamebox prepare` replaced by a script that reports progress and ends with `exit_code`."""
    import gamebox_ui.table_prep as table_prep

    script = tmp_path / "prepare.py"
    script.write_text("import sys, time\n"
                      f"for step in range({steps}):\n"
                      "    print(f'progress {step / %d:.4f} layers', flush=True)\n"
                      "    time.sleep(0.05)\n"
                      f"sys.stderr.write('out of luck\\n'); sys.exit({exit_code})\n" % steps)
    seen = []
    monkeypatch.setattr(table_prep, "command", lambda game, variant, options: seen.append(variant) or
                        [sys.executable, str(script)])
    return seen


@pytest.fixture
def fresh_preparer(monkeypatch):
    import gamebox_ui.table_prep as table_prep

    monkeypatch.setattr(table_prep, "_PREPARER", None)
    yield
    table_prep.preparer().stop()


def test_a_duel_against_strong_prepares_its_table_by_itself(qtbot, window, no_tables, tmp_path, monkeypatch,
                                                           fresh_preparer):
    from gamebox_ui import settings
    from gamebox_ui.table_prep import preparer

    seen = stand_in(tmp_path, monkeypatch)
    game = registry.get("hoch")
    c = window.start_record(GameRecord("hoch", "duel", STRONG, first_player=0))
    notice = window.game_page.perfect_play
    assert notice.isVisible() and seen == ["duel"]                    # nobody had to ask
    text = notice.text.text()
    assert "being prepared in the background" in text
    row = game.strength("duel", "search:strong")
    assert f"Until then it searches ahead and wins {round(100 * row.rate)}% of its games against Greedy." in text
    assert settings.preparing_table()                                 # resumed after a restart
    table = small_duel_table()
    with qtbot.waitSignal(preparer().ready, timeout=10_000):
        monkeypatch.setattr(type(game), "has_solution", lambda self, v, o=None: True)
        monkeypatch.setattr(type(game), "cached_solution", lambda self, v, o=None: table)
    assert not notice.isVisible() and settings.preparing_table() == ""
    assert c.state is not None                                        # the game went on meanwhile


def test_a_failed_preparation_says_so_and_strong_still_plays(qtbot, window, no_tables, tmp_path, monkeypatch,
                                                             fresh_preparer):
    from gamebox_ui.table_prep import preparer

    stand_in(tmp_path, monkeypatch, exit_code=2)
    window.start_record(GameRecord("hoch", "duel", STRONG, first_player=0))
    notice = window.game_page.perfect_play
    with qtbot.waitSignal(preparer().failed, timeout=10_000):
        pass
    assert "could not be prepared (out of luck)" in notice.text.text()


def test_too_little_memory_is_said_plainly(qtbot, window, no_tables, tmp_path, monkeypatch, fresh_preparer):
    import gamebox_ui.table_prep as table_prep

    seen = stand_in(tmp_path, monkeypatch)
    monkeypatch.setattr(table_prep, "available_mb", lambda: 500)
    window.start_record(GameRecord("hoch", "duel-hierarchy", STRONG, first_player=0))
    notice = window.game_page.perfect_play
    assert seen == [] and notice.isVisible()
    assert "no room to prepare now (it needs about 3 GB of free memory)" in notice.text.text()


def test_no_preparation_against_other_levels(qtbot, window, no_tables, tmp_path, monkeypatch, fresh_preparer):
    seen = stand_in(tmp_path, monkeypatch)
    window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Ann"), PlayerSpec("Bot", "ai", "search:medium")],
                                   first_player=0))
    assert not window.game_page.perfect_play.isVisible() and seen == []


def test_the_prepare_command_has_nothing_to_do_where_the_table_is(tmp_path):
    """`gamebox prepare` in its own process (it lowers its own priority): the table is there, so it says
    "ready" at once; the app's command line names the game, variant and options."""
    import os
    import subprocess

    from gamebox_ui.table_prep import command

    table = tmp_path / "hoch-duel-first-blocked-roll-v1"
    table.mkdir()
    (table / "meta.json").write_text("{}")
    game = registry.get("hoch")
    env = {**os.environ, "GAMEBOX_CACHE": str(tmp_path)}
    done = subprocess.run(command(game, "duel", {}), env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout == "ready\n"
    assert command(game, "duel", {"end": "no-move-left"})[-5:] == ["hoch", "--variant", "duel", "--option",
                                                                  "end=no-move-left"]


def test_strong_plays_the_tables_move_where_one_exists(monkeypatch):
    game = registry.get("hoch")
    table = small_duel_table()
    monkeypatch.setattr(type(game), "solution_for", lambda self, state: table)
    rules = Rules(solo=False, hierarchy=False)
    state = HochState.from_position(rules, SMALL, to_move=1)
    state.apply(Roll(2))
    agent = make_agent("search:strong", game, seed=1)
    assert agent.choose(state) == table.best_move(state)
