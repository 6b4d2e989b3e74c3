"""One language on the screen: after a live switch (Settings or the menu), no visible text stays in the
language left behind.

For the library (its cards and the puzzle cards) and every registered game's page at a position of a
random game (its status, buttons, labels, the supply line, a banner, the players' cards, the move log), the
visible texts are read in English, the language is switched to German, and they are read again: a widget
whose text did not change fails, unless a window opened in German from the start shows that same text too
(a name, a number, a word both languages share). And the way back, German to English.
"""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTableWidget, QWidget

from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.board.board import Board
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.tools import screens
from gamebox_ui.widgets.toast import Toast

pytestmark = pytest.mark.gui

TAG = re.compile(r"<[^>]+>|&nbsp;|&[a-z]+;")
OTHER = {"en": "de", "de": "en"}


def _plain(text: str) -> str:
    return " ".join(TAG.sub(" ", text).replace("&", "").split())


def visible_texts(top: QWidget) -> dict[str, str]:
    """Every text a player sees in `top`, by a widget's place in the tree (the same in two windows)."""
    found = {}
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or isinstance(widget, Toast):   # a toast is gone in a few seconds
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        elif isinstance(widget, QTableWidget):
            text = " | ".join(widget.item(r, c).text() for r in range(widget.rowCount())
                              for c in range(widget.columnCount()) if widget.item(r, c) is not None)
        else:
            continue
        text = _plain(text)
        if re.search(r"[A-Za-zÄÖÜäöüß]{2}", text):
            found[f"{screens.describe(widget)}#{id(widget)}"] = text
    return found


def _settle(qtbot) -> None:
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.wait(0)            # one more turn of the event loop: what a singleShot(0) put off


def _record(game) -> GameRecord:
    """A position of a random game at a table of people ("You" first), so nothing moves by itself."""
    players = screens.seat_counts(game)[0]
    played = screens.random_record(game, players, 0.4, seed="one-language")
    names = ["You", "Ben", "Cleo", "Dana", "Emil", "Fritzi", "Gustav", "Hanne"][:players]
    return GameRecord(played.game, played.variant, [PlayerSpec(n) for n in names], dict(played.options),
                      played.first_player, list(played.moves), sums=dict(played.sums), seen=dict(played.seen),
                      times=dict(played.times), meta=dict(played.meta))


@pytest.fixture
def windows(qtbot, no_ai_pause, monkeypatch):
    from gamebox_ui import i18n
    from gamebox_ui.main_window import MainWindow

    for cls in (Board, Toast, PyramidView):
        monkeypatch.setattr(cls, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", __import__("gamebox.clock").clock.ManualClock)
    made = []

    def make(lang: str):
        i18n.apply_language(lang)
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        if window.controller is not None:
            window.controller.shutdown()
            window.controller.wait_for_ai()


def _left_behind(qtbot, windows, open_screen, start: str) -> tuple[list[str], list[str]]:
    """The texts still in `start`'s language after switching to the other one live, and all texts then."""
    other = OTHER[start]
    fresh = windows(other)
    open_screen(fresh)
    _settle(qtbot)
    agreed = set(visible_texts(fresh).values())
    window = windows(start)
    open_screen(window)
    _settle(qtbot)
    before = visible_texts(window)
    window.set_language(other)
    _settle(qtbot)
    after = visible_texts(window)
    return ([f"{key}: {text!r}" for key, text in before.items() if after.get(key) == text and text not in agreed],
            list(after.values()))


@pytest.mark.parametrize("start", ["en", "de"])
def test_the_library_speaks_one_language(qtbot, windows, start):
    left, _ = _left_behind(qtbot, windows, screens.open_library, start)
    assert left == [], "\n".join(left)


@pytest.mark.parametrize("game_id", sorted(g.info.id for g in screens.registered_games()))
def test_a_games_page_speaks_one_language(qtbot, windows, game_id):
    game = next(g for g in screens.registered_games() if g.info.id == game_id)
    record = _record(game)

    def open_page(window):
        window.start_record(_copy(record))
        return window.game_page

    left, after = _left_behind(qtbot, windows, open_page, "en")
    assert left == [], "\n".join(left)
    you = [text for text in after if re.search(r"\bYou\b", text)]
    assert you == [], "the player the box calls You is Du in German"


def _copy(record: GameRecord) -> GameRecord:
    return GameRecord(record.game, record.variant, list(record.players), dict(record.options), record.first_player,
                      list(record.moves), sums=dict(record.sums), seen=dict(record.seen), times=dict(record.times),
                      meta=dict(record.meta))


def test_a_banner_up_follows_the_language(qtbot, window, monkeypatch):
    """The news over the pyramid (Würfelmarsch's beatings, Eintrichtern's revealed sum) is written again in
    the new language when the language changes while it is up."""
    import random

    from gamebox.protocol import CHANCE
    from gamebox.session import Session

    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr("gamebox_ui.games.eintrichtern.view.REVEAL_MS", 600_000)
    from gamebox.games.eintrichtern.moves import Lift
    from gamebox.games.wuerfelmarsch.moves import Tip

    news = {"wuerfelmarsch": lambda move, after: isinstance(move, Tip) and bool(after.last_beatings),
            "eintrichtern": lambda move, after: isinstance(move, Lift)}
    seen = set()
    for game_id, makes_news in news.items():
        found = None
        for seed in range(40):
            rng = random.Random(f"{game_id}-{seed}")
            record = GameRecord(game_id, "standard", [PlayerSpec(n) for n in ("You", "Ben", "Cleo")], {}, None, [])
            session = Session(record, random.Random(seed))
            while found is None and not session.state.is_terminal() and session.ply < 3000:
                state = session.state
                move = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(state.legal_moves())
                after = state.clone()
                after.apply(move)
                if state.current_player() != CHANCE and makes_news(move, after):
                    found = move
                else:
                    session.play(move)
            if found is not None:
                break
        move = found
        controller = window.start_record(_copy(session.record))
        view = window.game_page.view
        refused = []
        controller.refused.connect(refused.append)
        assert controller.try_move(move), refused
        assert view.banner.isVisible()
        english = view.banner.text()
        window.set_language("de")
        qtbot.waitUntil(lambda: view.banner.text() != english)
        assert "You" not in view.banner.text()
        window.set_language("en")
        qtbot.waitUntil(lambda: view.banner.text() == english)
        seen.add(game_id)
    assert seen == set(news)


def _puzzle_ids() -> list[str]:
    """A puzzle of every game that has puzzles (their boxes and cards differ)."""
    from gamebox import puzzles

    first = {}
    for puzzle in puzzles.all_puzzles():
        first.setdefault(puzzle.game, puzzle.id)
    return sorted(first.values())


@pytest.mark.parametrize("puzzle_id", _puzzle_ids())
def test_a_puzzle_and_the_puzzle_browser_speak_one_language(qtbot, windows, puzzle_id):
    def open_puzzle(window):
        window.play_puzzle(puzzle_id)
        return window.game_page

    left, after = _left_behind(qtbot, windows, open_puzzle, "en")
    assert left == [], "\n".join(left)
    assert [text for text in after if re.search(r"\bYou\b", text)] == []

    def open_browser(window):
        window.show_puzzles()
        return window

    left, _ = _left_behind(qtbot, windows, open_browser, "de")
    assert left == [], "\n".join(left)


def test_a_real_time_games_feed_speaks_to_you(qtbot, window):
    """The feed of Raffzahn and Bunte Kuh joins a name and a move's words: "You roll 4", "Du würfelst 4"."""
    from gamebox.i18n import Text

    window.start_record(GameRecord("raffzahn", "standard", [PlayerSpec(n) for n in ("You", "Ben", "Cleo")]))
    view = window.game_page.view
    view.events = [(0, Text("rolls a 4", "würfelt eine 4")), (1, Text("grabs a red die", "rafft einen roten Würfel"))]
    assert "You roll a 4" in view.feed_html() and "Ben grabs a red die" in view.feed_html()
    window.set_language("de")
    qtbot.waitUntil(lambda: "Du würfelst eine 4" in view.feed_html())
    assert "Ben rafft einen roten Würfel" in view.feed_html()
