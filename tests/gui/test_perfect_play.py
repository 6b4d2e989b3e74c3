"""The strong computer player's table: offered in a duel against it, solved in the background
while the game goes on, then used for its moves."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.games.hoch import duel_solver
from gamebox.games.hoch.moves import Roll
from gamebox.games.hoch.state import HochState, Rules
from gamebox.record import GameRecord, PlayerSpec

SMALL = "5B 3Y 2 2 1 - - - - - - - - -"


def small_duel_table():
    rules = Rules(solo=False, hierarchy=False)
    return duel_solver.solve_duel("duel", starts=[HochState.from_position(rules, SMALL, to_move=p)
                                                  for p in (0, 1)])


def test_a_duel_against_strong_offers_the_table_and_solves_it_in_the_background(qtbot, window, no_tables,
                                                                               monkeypatch):
    game = registry.get("hoch")
    solved = []

    def fake_solve(variant, options=None, progress=None):   # the real one takes minutes
        for step in range(5):
            progress(step / 5, "layers")
        solved.append(variant)
        table = small_duel_table()
        monkeypatch.setattr(type(game), "cached_solution", lambda self, v, o=None: table)
        return table

    monkeypatch.setattr(type(game), "solve", lambda self, v, o=None, progress=None: fake_solve(v, o, progress))
    window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Ann"), PlayerSpec("Bot", "ai", "search:strong")],
                                   first_player=0))
    notice = window.game_page.perfect_play
    assert notice.isVisible() and "perfectly" in notice.text.text()
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=10_000)
    assert solved == ["duel"]


def test_no_offer_against_other_levels_or_once_solved(qtbot, window, no_tables):
    window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Ann"), PlayerSpec("Bot", "ai", "search:medium")],
                                   first_player=0))
    assert not window.game_page.perfect_play.isVisible()


def test_strong_plays_the_tables_move_where_one_exists(monkeypatch):
    game = registry.get("hoch")
    table = small_duel_table()
    monkeypatch.setattr(type(game), "solution_for", lambda self, state: table)
    rules = Rules(solo=False, hierarchy=False)
    state = HochState.from_position(rules, SMALL, to_move=1)
    state.apply(Roll(2))
    agent = make_agent("search:strong", game, seed=1)
    assert agent.choose(state) == table.best_move(state)
