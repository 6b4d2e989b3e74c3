"""The game page's one Hint for every game that gives hints (`HasHints`): at a position where the human at
the screen chooses, the Hint button shows the game's best moves in sentences (worked out on a worker) and
the best one on the board (`GameView.show_hint`); a game without hints shows no button. New games are
walked without a change here."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from gamebox import registry
from gamebox.protocol import HasHints
from gamebox.record import GameRecord, PlayerSpec

pytestmark = pytest.mark.gui

HINTED = sorted(g.info.id for g in registry.all_games() if isinstance(g, HasHints))


def human_to_choose(game, seed: int = 5) -> GameRecord:
    """A record of a random game up to a decision of seat 0 (the human; the others are computers)."""
    variant = next(v for v in game.info.variants if v.max_players >= 2) if game.info.max_players > 1 \
        else game.info.variants[0]
    n = max(variant.min_players, min(2, variant.max_players))
    players = [PlayerSpec("Ada")] + [PlayerSpec(f"C{i}", "ai", "search:medium") for i in range(1, n)]
    rng = random.Random(seed)
    for _ in range(50):
        record = GameRecord(game.info.id, variant.id, list(players), game.info.default_options(), 0, [])
        state = record.new_state()
        decisions, stop = 0, rng.randrange(2, 12)
        while not state.is_terminal():
            if state.is_chance():
                move = state.sample_chance(rng)
            else:
                decisions += 1
                moves = state.legal_moves()
                if decisions >= stop and state.current_player() == 0 and len(moves) > 1:
                    return record
                move = rng.choice(moves)
            text = state.format_move(move)
            state.apply(move)
            if state.settled_sum() is not None:        # Tiefstapeln's physics: the record's checksum
                record.sums[len(record.moves)] = state.settled_sum()
            record.moves.append(text)
    raise AssertionError("no decision of seat 0 reached")


@pytest.mark.parametrize("game_id", HINTED)
def test_the_hint_button_shows_the_best_moves_and_the_best_on_the_board(qtbot, window, game_id, monkeypatch):
    c = window.start_record(human_to_choose(registry.get(game_id)))
    page = window.game_page
    shown = []
    monkeypatch.setattr(page.view, "show_hint", shown.append)
    assert page.hint_button.isVisible() and window.act_hint.isEnabled()
    qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    panel = page.hint_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.thinking, timeout=20000)
    assert panel.rows() and panel.rows()[0].startswith("1. ")
    assert all(hint.move in c.state.legal_moves() or c.state.why_illegal(hint.move) is None for hint in panel.hints)
    qtbot.waitUntil(lambda: shown == [panel.hints[0].move])
    assert c.record.meta["hints"] == 1


def test_a_game_without_hints_has_no_hint_button(window):
    window.start_record(GameRecord("pyramide", "empty", [PlayerSpec("Ada")], {}, 0, []))
    assert not window.game_page.hint_button.isVisible() and not window.act_hint.isEnabled()


def test_the_score_screen_counts_the_hints_of_any_game(qtbot, window):
    from gamebox_ui.tools import screens

    record = screens.random_record(registry.get("27"), 2)
    record.meta["hints"] = 2
    window.start_record(record)
    window.show_result()
    qtbot.waitExposed(window.score_dialog)
    assert "Hints used: 2" in window.score_dialog.text()


def test_a_hint_waits_behind_scrabbles_curtain(qtbot, window):
    """Hot-seat: while the curtain is down, no hint (its sentences would name the next player's tiles);
    once she lifts it, the hint is hers, from her rack."""
    c = window.start_record(GameRecord("scrabble6", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []))
    page, view = window.game_page, window.game_page.view
    qtbot.waitUntil(lambda: view.curtain.isVisible() and not c.state.is_chance())
    page.request_hint()
    assert not page.hint_panel.isVisible() and "your turn" in page.message.text()
    qtbot.mouseClick(view.curtain.button, Qt.MouseButton.LeftButton)
    page.request_hint()
    qtbot.waitUntil(lambda: page.hint_panel.isVisible() and not page.hint_panel.thinking, timeout=20000)
    seat = c.state.to_move
    assert view.board.viewer == seat
    assert [h.move for h in page.hint_panel.hints] == [h.move for h in c.game.hints(c.state.observation(seat), seat, 6)]


def test_tiefstapelns_hint_shows_the_advised_block_on_the_board(qtbot, window):
    """Issue 35: the page's Hint while building outlines the advised block where it would go, in the
    coach's cyan (the view had no hook for a placement: the hint showed in sentences only)."""
    from gamebox.games.tiefstapeln.moves import Place
    from gamebox.session import Session

    session = Session(GameRecord("tiefstapeln", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")], {}, 0, []),
                      random.Random(1))
    for text in ("bid L1 B7", "pass", "pass", "enough"):
        session.play(session.state.parse_move(text))
    window.start_record(session.record)
    page = window.game_page
    board = page.view.board
    before = board.grab().toImage()
    assert board.overlay().hint is None
    qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.hint_panel.isVisible() and not page.hint_panel.thinking, timeout=30000)
    best = page.hint_panel.hints[0].move
    assert isinstance(best, Place)
    qtbot.waitUntil(lambda: board.hint_move == best)
    side, pose = board.overlay().hint
    assert side == board.state.side_of(board.state.to_move) and pose == best.pose
    after = board.grab().toImage()
    cyan = sum(1 for x in range(0, after.width(), 2) for y in range(0, after.height(), 2)
               if after.pixelColor(x, y) != before.pixelColor(x, y)
               and after.pixelColor(x, y).blue() > after.pixelColor(x, y).red() + 40)
    assert cyan > 20              # the outline is painted, bluish as the coach's cyan
