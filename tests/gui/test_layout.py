"""Every screen of every registered game fits a small screen, in English and German.

At 1280×800 and 1024×768, the library, and for each game the new-game dialog with two and with the
most players, the game with the most players, the library while it runs ("Continue: …"), its score
screen, its rules panel with the example playing, its busiest positions (`GameUI.walk`), a puzzle of each of
its variants, and the puzzle browser: no widget leaves the screen or its parent, no text is cut off (`screens.problems`), and no
name or label painted on a board is shortened with "…". New games are walked without a change here
(ui/tools/screens.py takes them from the registry).
"""
from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from gamebox_ui.tools import screens

pytestmark = pytest.mark.gui

CASES = [(lang, size) for lang in screens.LANGUAGES for size in screens.SIZES]


def _settle(qtbot) -> None:
    """Let layouts and deferred deletes run as the event loop would."""
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.wait(0)            # one more turn of the event loop: what a singleShot(0) put off


@pytest.fixture
def sized_window(qtbot, no_ai_pause, monkeypatch):
    from gamebox_ui.board.board import Board
    from gamebox_ui.main_window import MainWindow
    from gamebox_ui.pyramid.view import PyramidView
    from gamebox_ui.widgets.toast import Toast

    for cls in (Board, Toast, PyramidView):
        monkeypatch.setattr(cls, "animations_enabled", False)
    made = []

    def make(lang: str, size: tuple[int, int]):
        from gamebox_ui import i18n

        i18n.apply_language(lang)
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(*size)
        window.move(0, 0)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        if window.controller is not None:
            window.controller.shutdown()
            window.controller.wait_for_ai()


def _check(qtbot, window, name, opener, size, caplog) -> list[str]:
    widget = opener(window)
    _settle(qtbot)
    caplog.clear()          # what a board cut while it was still being laid out does not count:
    widget.grab()           # the screen as it stands, painted once more
    found = [f"{name}: {p}" for p in screens.problems(widget, screens.screen_rect(size))]
    found += [f"{name}: painted text shortened: {r.getMessage()}" for r in caplog.records
              if r.name == "gamebox_ui.board.elide"]
    screens.close(window, widget)
    _settle(qtbot)
    return found


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_the_library_fits(qtbot, sized_window, lang, size, caplog):
    window = sized_window(lang, size)
    found = _check(qtbot, window, "library", screens.open_library, size, caplog)
    found += _check(qtbot, window, "settings", screens.open_settings, size, caplog)
    found += _check(qtbot, window, "puzzles", screens.open_puzzles, size, caplog)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("game_id", sorted(g.info.id for g in screens.registered_games()))
@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_every_screen_of_a_game_fits(qtbot, sized_window, game_id, lang, size, caplog):
    caplog.set_level(logging.DEBUG, logger="gamebox_ui.board.elide")
    window = sized_window(lang, size)
    game = next(g for g in screens.registered_games() if g.info.id == game_id)
    found = []
    for name, opener in screens.screens(game):
        found += _check(qtbot, window, name, opener, size, caplog)
    assert found == [], "\n".join(found)


def test_the_library_pictures_speak_the_uis_language(qtbot, sized_window):
    """A game whose picture has words on it (27's "Black: goal i") shows its German picture in German."""
    from gamebox_ui.library import picture_path

    window = sized_window("en", screens.SIZES[0])
    worded = [g.info.id for g in screens.registered_games() if picture_path(g.info.id, "de") != picture_path(g.info.id)]
    assert {"27", "hoch", "ponga"} <= set(worded)
    qtbot.waitUntil(lambda: all(card.has_picture() for card in window.library.cards.values()))   # after the paint
    english = {game_id: window.library.cards[game_id].picture.pixmap().toImage() for game_id in worded}
    window.set_language("de")
    qtbot.waitUntil(lambda: window.library.cards["27"].new_button.text() == "Neues Spiel")
    for game_id in worded:
        assert picture_path(game_id, "de").name == f"{game_id}.de.png"
        assert window.library.cards[game_id].picture.pixmap().toImage() != english[game_id], game_id
    window.set_language("en")


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_scrabbles_first_turn_shows_its_buttons_beside_a_full_board(qtbot, sized_window, lang, size):
    """Issue 35: on the human's first turn (nothing laid yet) Play, Take back, Exchange and Pass stand in the
    panel whole, and the board keeps its size at 1024×768 in German (it had shrunk to 316 px)."""
    from gamebox_ui.games.scrabble6.walk import first_turn

    window = sized_window(lang, size)
    game = next(g for g in screens.registered_games() if g.info.id == "scrabble6")
    screens.open_position(window, first_turn(screens.players_for(game.info.max_players)))
    _settle(qtbot)
    board = window.game_page.view.board
    assert all(button.isVisible() for button in board.buttons.values())
    assert screens.problems(window, screens.screen_rect(size)) == []
    assert board.board_layout.board.width() >= 370
