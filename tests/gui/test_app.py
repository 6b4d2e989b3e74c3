"""The app shell end to end: library, new-game dialog, game page, undo and redo by keyboard,
save and open, refused files, autosave and resume, and an AI that never blocks the GUI."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QFileDialog

from gamebox.games.hoch.example import closing_example_record
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.storage import autosave_path, load_record, save_record

pytestmark = pytest.mark.gui


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_radio(qtbot, radio) -> None:
    """Click a radio button on its indicator (its middle may be empty space)."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def key(qtbot, window, keyname, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:
    qtbot.keyClick(window, keyname, modifiers)


def play_turn(controller) -> None:
    """A human turn: roll, then the first legal move (if the roll allows one)."""
    assert controller.roll()
    if not controller.state.is_terminal() and controller.state.current_player() != CHANCE:
        assert controller.try_move(controller.state.legal_moves()[0])


def start_from_library(qtbot, window, variant: str):
    """Click New game on the card, choose a variant, return the open dialog."""
    click(qtbot, window.library.cards["hoch"].new_button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    click_radio(qtbot, dialog.variant_buttons[variant])
    assert dialog.variant_id() == variant
    return dialog


# -- library -------------------------------------------------------------------------------------
def test_main_window_shows_the_library_with_a_card_per_game(window):
    assert window.windowTitle() == "gamebox"
    assert window.stack.currentWidget() is window.library
    card = window.library.cards["hoch"]
    assert card.name.text() == "Hoch und höher"
    assert card.players_chip.text() == "1–2 players"
    assert card.time_chip.text() == "10–20 min"
    assert "pawn" in card.description.text()
    assert card.new_button.isVisible() and card.rules_button.isVisible()
    assert window._game_page is None  # the game page is built only when a game starts


# -- starting games by clicks -------------------------------------------------------------------
def test_solo_game_starts_from_the_card_and_is_autosaved(qtbot, window):
    dialog = start_from_library(qtbot, window, "solo")
    assert not dialog.starts.isVisible()          # nobody to choose in a solo game
    assert not dialog.count.isVisible()           # the variant fixes the number of players
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: window.on_game_page())
    c = window.controller
    assert c.record.variant == "solo" and len(c.record.players) == 1
    assert c.record.players[0].type == "human"
    assert autosave_path().exists()               # safe before the first move
    play_turn(c)
    page = window.game_page
    assert page.move_log.row_count() == 1
    roll, move = c.session.history[0], c.session.history[1]   # in words, the notation on hover
    assert page.move_log.current_row_text() == (f"1. Player 1 rolls {roll.move.value} and "
                                                + move.before.move_words(move.move).get())
    assert page.move_log.tip(0) == " ".join(c.record.moves)
    assert load_record(autosave_path()).moves == c.record.moves
    assert page.player_cards[0].score.text() == str(int(c.state.scores()[0]))


def test_duel_against_the_computer_by_clicks(qtbot, window):
    dialog = start_from_library(qtbot, window, "duel")
    seat = dialog.seats[1]
    assert seat.label.text() == "Team G (yellow, green)"
    assert not seat.level.isVisible()
    click(qtbot, seat.computer)
    assert seat.level.isVisible() and seat.name.text() == "Computer"
    seat.level.setFocus()
    qtbot.keyClick(seat.level, Qt.Key.Key_Home)     # first level: Random
    assert seat.level.currentText() == "Random"
    dialog.starts.setFocus()
    qtbot.keyClick(dialog.starts, Qt.Key.Key_Down)  # "Roll for it" -> Player 1
    assert dialog.starts.currentData() == 0
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: window.on_game_page())
    c = window.controller
    assert [p.type for p in c.record.players] == ["human", "ai"]
    assert c.record.players[1].agent == "random"
    assert c.record.first_player == 0
    page = window.game_page
    assert page.ai_box.isVisible()
    assert page.player_cards[0].property("current") is True
    assert "roll the die" in page.status.text()

    play_turn(c)
    # The computer rolls and moves by itself; then it is the human's turn again.
    qtbot.waitUntil(lambda: c.human_to_act() and c.state.acting_player() == 0, timeout=10000)
    assert len(c.record.moves) >= 4
    assert page.move_log.row_count() == 2
    assert page.move_log.cell(1, 1).startswith(c.record.players[1].name + " rolls ")
    assert page.player_cards[0].property("current") is True
    assert page.player_cards[1].property("current") is False


def test_new_game_dialog_can_be_cancelled(qtbot, window):
    dialog = start_from_library(qtbot, window, "solo")
    click(qtbot, dialog.cancel_button)
    assert window.new_game_dialog is None
    assert window.controller is None and window.stack.currentWidget() is window.library


# -- undo and redo by keyboard -----------------------------------------------------------------
def test_undo_and_redo_with_the_keyboard_shortcuts(qtbot, window):
    c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, []))
    for _ in range(3):
        play_turn(c)
    moves = list(c.record.moves)
    assert window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    page = window.game_page
    assert not page.practised.isVisible()

    key(qtbot, window, Qt.Key.Key_Z)
    assert c.record.moves == moves[:-1]
    assert c.record.practised and page.practised.isVisible()
    assert window.act_redo.isEnabled()
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.record.moves == moves
    key(qtbot, window, Qt.Key.Key_Z)
    key(qtbot, window, Qt.Key.Key_Z)
    assert c.record.moves == moves[:-2]
    key(qtbot, window, Qt.Key.Key_Y)
    assert c.record.moves == moves[:-1]
    assert load_record(autosave_path()).moves == moves[:-1]   # undo is autosaved too


def test_undo_is_disabled_behind_a_seen_roll_in_a_duel(qtbot, window):
    record = GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")], {}, 0, [])
    c = window.start_record(record)
    c.roll()
    assert not c.can_undo()
    assert not window.act_undo.isEnabled() and not window.game_page.undo_button.isEnabled()


# -- files ---------------------------------------------------------------------------------------
def test_save_and_open_round_trip(qtbot, window, tmp_path, monkeypatch):
    c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, []))
    for _ in range(2):
        play_turn(c)
    saved_moves = list(c.record.moves)
    target = tmp_path / "my game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    key(qtbot, window, Qt.Key.Key_S)
    path = tmp_path / "my game.gamebox.json"
    assert path.exists() and window.file_path == path
    assert json.loads(path.read_text())["moves"] == saved_moves

    play_turn(c)                      # the running game moves on ...
    key(qtbot, window, Qt.Key.Key_S)  # ... and Save writes to the same file without asking
    assert json.loads(path.read_text())["moves"] == c.record.moves

    window.start_record(GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")], {}, 0, []))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    key(qtbot, window, Qt.Key.Key_O)
    assert window.controller.record.variant == "solo"
    assert window.controller.record.moves == json.loads(path.read_text())["moves"]
    assert window.game_page.move_log.row_count() == 3


HOSTILE = {
    "garbage": "{not json at all",
    "not a record": json.dumps({"format": "something-else"}),
    "illegal move": json.dumps({**closing_example_record(), "moves": ["d6", "a>a"]}),
    "unknown game": json.dumps({**closing_example_record(), "game": "rm -rf /"}),
}


@pytest.mark.parametrize("content", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_bad_file_is_refused_with_a_message_and_the_game_stays(qtbot, window, tmp_path, monkeypatch,
                                                                 answer_modal, content):
    c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, []))
    play_turn(c)
    moves = list(c.record.moves)
    bad = tmp_path / "bad.gamebox.json"
    bad.write_text(content)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), "")))
    answer = answer_modal("OK")
    assert window.open_file() is False
    assert answer.answered
    assert answer.texts[0] == "bad.gamebox.json cannot be opened."
    assert answer.texts[1]                       # the RecordError's reason
    assert window.controller is c and c.record.moves == moves
    assert window.on_game_page()


# -- autosave and resume ---------------------------------------------------------------------------
def test_discard_removes_the_autosave(qtbot, window, answer_modal):
    save_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, ["d4"]), autosave_path())
    answer_modal("Discard")
    assert window.offer_resume() == "discarded"
    assert not autosave_path().exists()
    assert window.controller is None


def test_new_instead_of_resume_opens_the_new_game_dialog(qtbot, window, answer_modal):
    save_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, ["d4"]), autosave_path())
    answer_modal("New game")
    assert window.offer_resume() == "new"
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())


def test_a_finished_game_is_not_offered(window):
    record = closing_example_record()
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(record))
    assert window.offer_resume() == "finished"
    assert window.controller is None


def test_a_corrupt_autosave_is_put_aside_with_a_message(window, answer_modal):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "gamebox-record", "version": 1, "game": "hoch", "moves": [')
    answer = answer_modal("OK")
    assert window.offer_resume() == "corrupt"
    assert "put aside as autosave.json.corrupt" in answer.texts[0]
    assert not autosave_path().exists()
    assert autosave_path().with_name("autosave.json.corrupt").exists()
    assert window.controller is None


def test_no_autosave_means_no_question(window):
    assert window.offer_resume() == "none"


# -- the AI runs off the GUI thread -------------------------------------------------------------------
class BlockingAgent:
    """An agent that thinks until the test lets it go."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.thread = None

    def choose(self, state):
        self.thread = threading.current_thread()
        self.started.set()
        assert self.release.wait(30)
        return state.legal_moves()[0]


def test_the_gui_keeps_running_while_the_ai_thinks(qtbot, window, monkeypatch):
    agent = BlockingAgent()
    monkeypatch.setattr("gamebox_ui.controller.make_agent", lambda *a, **k: agent)
    record = GameRecord("hoch", "duel", [PlayerSpec("Bot", "ai", "search:strong"), PlayerSpec("Ada")], {}, 0, [])
    c = window.start_record(record)
    qtbot.waitUntil(agent.started.is_set, timeout=5000)
    assert agent.thread is not threading.main_thread()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    qtbot.waitUntil(lambda: len(ticks) >= 10)       # the event loop runs while the AI computes
    assert window.game_page.status.text() == "Bot is thinking…"
    assert not c.human_to_act()
    timer.stop()
    agent.release.set()
    qtbot.waitUntil(lambda: c.human_to_act(), timeout=5000)
    assert len(c.record.moves) == 2                 # the AI's roll and its move


# -- the score screen after the last move ---------------------------------------------------------------
def test_the_score_screen_opens_when_the_game_ends(qtbot, window):
    example = closing_example_record()
    record = GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, example["moves"][:-1])
    c = window.start_record(record)
    assert window.score_dialog is None
    c.session.play(example["moves"][-1])            # the final roll: a 1, no move possible
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    assert "30 of 45 points" in window.score_dialog.text()
    assert window.game_page.result_button.isVisible()
    click(qtbot, window.score_dialog.library_button)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.library)


def test_back_to_library_pauses_the_computer_and_continue_resumes(qtbot, window):
    record = GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("Bot", "ai", "random")], {}, 0, [])
    c = window.start_record(record)
    window.back_to_library()
    assert c.paused and window.act_continue.isEnabled()
    button = window.library.continue_button
    assert button.isVisible() and button.text() == "Continue: Hoch und höher (Duel)"
    click(qtbot, button)
    assert not c.paused and window.on_game_page()


def test_the_window_remembers_its_geometry(qtbot, no_ai_pause):
    from gamebox_ui.main_window import MainWindow

    first = MainWindow()
    qtbot.addWidget(first)
    assert (first.width(), first.height()) == (1280, 800)   # the default
    first.show()
    first.resize(1000, 700)
    qtbot.waitUntil(lambda: first.width() == 1000)
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (1000, 700)


# -- the real entry point -------------------------------------------------------------------------------
def test_the_app_starts_paints_and_reports_its_start_up_time(tmp_path):
    env = dict(os.environ, GAMEBOX_EXIT_AFTER_PAINT="1", GAMEBOX_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "gamebox_ui"], env=env, capture_output=True, check=False,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    line = [ln for ln in result.stdout.splitlines() if ln.startswith("first-paint ")]
    assert line, result.stdout
    seconds = float(line[0].split()[1])
    assert 0 < seconds < 10


# -- the side panel ----------------------------------------------------------------------------------
def test_a_refused_move_is_explained_in_the_message_area(qtbot, window):
    from gamebox.games.hoch.moves import Place

    c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, ["d4"]))
    page = window.game_page
    assert not page.message.isVisible()
    assert not c.try_move(Place(0, 0))          # tower a is 6 high, the roll is 4
    assert page.message.isVisible()
    assert page.message.text() == "You rolled 4; this tower is 6 high."


def test_ai_speed_slider_and_pause(qtbot, window):
    from gamebox_ui import settings

    c = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("Bot", "ai", "random")],
                                       {}, 0, []))
    page = window.game_page
    page.speed.setFocus()
    qtbot.keyClick(page.speed, Qt.Key.Key_End)
    assert c.ai_delay_ms == 2000 and page.speed_value.text() == "2.0 s"
    assert settings.ai_delay_ms() == 2000           # remembered for the next game
    click(qtbot, page.pause_button)
    assert c.paused and page.pause_button.text() == "Resume"
    click(qtbot, page.pause_button)
    assert not c.paused and page.pause_button.text() == "Pause"


def test_roll_for_it_starts_with_a_recorded_chance_move(qtbot, window):
    record = GameRecord("hoch", "duel", [PlayerSpec("Ada"), PlayerSpec("Bert")], {}, None, [])
    c = window.start_record(record)
    qtbot.waitUntil(lambda: c.session.ply == 1)        # the die decides who starts, on its own
    assert c.record.moves[0] in ("s1", "s2")
    log = window.game_page.move_log
    assert log.row_count() == 1
    starter = int(c.record.moves[0][1]) - 1
    assert log.cell(0, 0) == "" and log.cell(0, 1) == f"{('Ada', 'Bert')[starter]} begins"
    assert window.game_page.player_cards[starter].property("current") is True
    assert load_record(autosave_path()).moves == c.record.moves


def test_a_new_game_while_the_ai_thinks_stops_the_old_game(qtbot, window, monkeypatch):
    agent = BlockingAgent()
    monkeypatch.setattr("gamebox_ui.controller.make_agent", lambda *a, **k: agent)
    old = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Bot", "ai", "random"), PlayerSpec("Ada")],
                                         {}, 0, []))
    qtbot.waitUntil(agent.started.is_set, timeout=5000)
    old_moves = list(old.record.moves)
    new = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, []))
    with qtbot.waitSignal(old.thinking, timeout=5000):
        agent.release.set()                           # the old AI answers late ...
    assert old.record.moves == old_moves              # ... and its move is dropped
    assert window.controller is new
    assert load_record(autosave_path()).variant == "solo"   # the autosave is the new game's


def test_the_library_paints_first_and_draws_its_pictures_after(qtbot, no_ai_pause):
    """The cards' pictures (a few milliseconds each) never hold the window's first paint up."""
    from gamebox_ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    cards = list(win.library.cards.values())
    at_first_paint = []
    win.first_paint.painted.connect(lambda: at_first_paint.append(sum(card.has_picture() for card in cards)))
    win.show()
    qtbot.waitUntil(lambda: bool(at_first_paint))
    assert at_first_paint[0] < len(cards)
    qtbot.waitUntil(lambda: all(card.has_picture() for card in cards))
    assert all(not card.picture.pixmap().isNull() for card in cards)


@pytest.mark.gl
def test_the_first_3d_game_keeps_the_window_and_its_focus(qtbot, window):
    """Qt makes a window that gets its first OpenGL widget into an OpenGL window by destroying and re-creating it
    (a flicker, the focus lost): the pyramid view is a native window of its own, so the main window stays as it
    is, and the library never needed OpenGL (ui/pyramid/view.py)."""
    from PySide6.QtCore import QEvent, QObject

    seen = []

    class Spy(QObject):
        def eventFilter(self, watched, event) -> bool:
            if event.type() in (QEvent.Type.WinIdChange, QEvent.Type.Hide, QEvent.Type.WindowDeactivate):
                seen.append(event.type().name)
            return False

    spy = Spy(window)
    window.installEventFilter(spy)
    native = window.winId()
    window.start_record(GameRecord("cuibono", "standard", [PlayerSpec(n) for n in ("A", "B", "C")], {}, 0, []))
    view = window.game_page.view.pyramid_view
    with qtbot.waitSignal(view.frameSwapped, timeout=10_000):    # on screen, drawn with OpenGL
        view.update()
    assert seen == [] and window.winId() == native and window.isActiveWindow()


def test_the_library_lays_its_cards_side_by_side_on_a_wide_window(qtbot, window):
    window.resize(1280, 800)
    cards = list(window.library.cards.values())
    assert len(cards) >= 3
    qtbot.waitUntil(lambda: len({c.y() for c in cards[:3]}) == 1)
    window.resize(520, 800)                     # narrow: one column
    qtbot.waitUntil(lambda: len({c.x() for c in cards}) == 1)


def test_a_move_in_the_app_is_saved_at_once_and_fsynced_off_the_gui_thread(window, qtbot, monkeypatch):
    """The autosave's fsync runs on a worker (gamebox/autosave.py); the file is there at once."""
    import os
    import threading

    from gamebox import storage
    from gamebox.record import GameRecord, PlayerSpec
    from gamebox.storage import autosave_path, load_record

    threads: list[str] = []
    real = os.fsync
    monkeypatch.setattr(storage.os, "fsync", lambda fd: (threads.append(threading.current_thread().name), real(fd)))
    c = window.start_record(GameRecord("hoch", "solo", [PlayerSpec("Anna")], {}, 0, []))
    c.roll()
    assert load_record(autosave_path()).moves == c.record.moves     # before any fsync is waited for
    window.autosaver.flush()
    assert threads and threading.current_thread().name not in threads


def test_about_names_the_version_in_both_languages(window, monkeypatch):
    from gamebox import __version__

    shown = []
    monkeypatch.setattr("gamebox_ui.main_window.QMessageBox.about", lambda parent, title, text: shown.append(text))
    window.act_about.trigger()
    window.set_language("de")
    window.act_about.trigger()
    window.set_language("en")
    assert len(shown) == 2 and all(f"gamebox {__version__}" in text for text in shown)
    assert "Games:" in shown[0] and "Spiele:" in shown[1]
