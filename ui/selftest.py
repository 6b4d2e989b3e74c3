"""`gamebox self-test`: the installed program checks itself on this machine, as CI checks the bundle.

Run from the bundle, the .deb or a source checkout alike, it uses only what the program ships. On a
home of its own (nothing of the player's is read or touched) it

1. runs every compiled kernel on a small problem whose answer is known: the Hoch und höher solvers
   against values they gave under numba, 27's proving search against its plain search, Scrabble's
   compiled walk against the walk in Python;
2. starts the real window and opens the library, with a card for every game;
3. plays a few moves of a 2D game (Hoch und höher) and of a pyramid game (Cui bono?, in OpenGL)
   through each view's own input, the clicks, drags and keys `gestures_for` gives, sent as Qt events;
4. saves the game through the Save action and reads the file back;
5. quits through the Quit action.

Each step prints a line with its time; the first that fails prints why, and the status is 1 (a
watchdog ends a run that hangs with status 3). Without a screen it starts a private Xvfb, as
`gamebox render` does.
"""
from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

WATCHDOG_S = 300        # a step that hangs (a dialog nobody answers) ends the run instead of CI's hour
# (game, variant, players, players' moves, the dice's seed): a 2D board, then the pyramid. A duel of Hoch und
# höher ends at the first roll that allows no move: its dice are ones that let it go on (9 moves).
GAMES = [
    ("hoch", "duel", 2, 6, "hoch-8"),
    ("cuibono", "standard", 2, 6, "cuibono"),
]
# Values the solvers gave under numba (a small position each), which a compiled build must give too.
HOCH_SOLO = ("3 5B 2 4 1 1 2 - - - - - - -", 11.778656550068588)
HOCH_DUEL = ("6B 2G 1 1 3 2 - - - - - - - -", 0.992283950617284)


class SelfTestFailed(Exception):
    """A check that did not hold, in one line."""


def main(argv: list[str] | None = None) -> int:
    home = Path(tempfile.mkdtemp(prefix="gamebox-self-test-"))
    os.environ["GAMEBOX_HOME"] = str(home)            # data and settings (gamebox/storage.py, ui/settings.py)
    os.environ["GAMEBOX_CACHE"] = str(home / "cache")  # solver tables
    watchdog = threading.Timer(WATCHDOG_S, _hung)
    watchdog.daemon = True
    watchdog.start()
    began = time.perf_counter()
    try:
        status = _run(home)
    finally:
        watchdog.cancel()
        shutil.rmtree(home, ignore_errors=True)
    print(f"self-test {'passed' if status == 0 else 'FAILED'} in {time.perf_counter() - began:.1f} s", flush=True)
    return status


def _hung() -> None:
    print(f"self-test FAILED: no end after {WATCHDOG_S} s", flush=True)
    os._exit(3)


def _step(name: str, check: Callable[[], str]) -> None:
    began = time.perf_counter()
    detail = check()
    print(f"  ok  {name}: {detail} ({time.perf_counter() - began:.1f} s)", flush=True)


def _run(home: Path) -> int:
    from gamebox import __version__, compiled

    print(f"gamebox {__version__} self-test (kernels: "
          f"{'compiled ahead of time' if compiled.AHEAD_OF_TIME else 'numba'}, home {home})", flush=True)
    try:
        _step("Hoch und höher's solo solver", _hoch_solo)
        _step("Hoch und höher's duel solver", _hoch_duel)
        _step("27's proving search", _twentyseven)
        _step("Scrabble's move generator", _scrabble)
    except Exception as exc:
        return _failed(exc)
    return _window(home)


def _failed(exc: Exception) -> int:
    if not isinstance(exc, SelfTestFailed):
        traceback.print_exc()
    print(f"  FAILED: {exc}", flush=True)
    return 1


# -- the kernels -------------------------------------------------------------------------------
def _hoch_solo() -> str:
    from gamebox.games.hoch.solver import solve
    from gamebox.games.hoch.state import END_ON_ROLL, HochState, Rules

    position, expected = HOCH_SOLO
    table = solve("solo", start=HochState.from_position(Rules(solo=True, hierarchy=False, end_rule=END_ON_ROLL),
                                                        position))
    _expect(abs(table.start_value - expected) < 1e-9, f"solo value {table.start_value!r}, not {expected!r}")
    return f"{table.keys.shape[0]} positions, value {table.start_value:.6f}"


def _hoch_duel() -> str:
    from gamebox.games.hoch.duel_solver import solve_duel
    from gamebox.games.hoch.state import END_ON_ROLL, HochState, Rules

    position, expected = HOCH_DUEL
    start = HochState.from_position(Rules(solo=False, hierarchy=False, end_rule=END_ON_ROLL), position, to_move=0)
    table = solve_duel("duel", starts=[start])
    win, _draw = table.outcome(start)
    _expect(abs(win - expected) < 1e-9, f"duel chance {win!r}, not {expected!r}")
    return f"{table.keys.shape[0]} positions, chance {win:.6f}"


def _twentyseven() -> str:
    from gamebox import registry
    from gamebox.games.twentyseven.solver import ExactSearch, solve_all
    from gamebox.protocol import Setup

    state = registry.get("27").new_state(Setup("standard", 2, {}, 0))
    rng = random.Random(11)
    for _ in range(14):         # random moves to a position whose whole game is 16,418 positions
        state.play(rng.choice(state.legal_moves()))
    proved = ExactSearch("standard", table_bits=16).value(state)
    plain, positions = solve_all(state)
    _expect(proved == plain, f"the proving search gives {proved}, the plain search {plain}")
    return f"margin {proved} both ways over {positions} positions"


def _scrabble() -> str:
    from gamebox import registry
    from gamebox.games.scrabble6 import movegen

    state = registry.get("scrabble6").diagram_state("..TOR./....../..T.../....../....../......")
    rack = "AEINRS*"
    kernel_finder = movegen._kernel
    _expect(kernel_finder() is not None, "the compiled walk does not run here")
    compiled = movegen.placement_tuples(state, rack)
    movegen._kernel = lambda: None          # the walk in Python, for this one comparison
    try:
        in_python = movegen.placement_tuples(state, rack)
    finally:
        movegen._kernel = kernel_finder
    _expect(compiled == in_python, f"the compiled walk finds {len(compiled)} placements, the walk in Python "
                                   f"{len(in_python)}")
    return f"{len(compiled)} placements of {rack}, the same as the walk in Python"


def _expect(condition: bool, problem: str) -> None:
    if not condition:
        raise SelfTestFailed(problem)


# -- the window --------------------------------------------------------------------------------
def _window(home: Path) -> int:
    from PySide6.QtCore import QTimer

    from .headless import ensure_gl_app

    app = ensure_gl_app()
    app.setApplicationName("gamebox")
    app.setOrganizationName("gamebox")
    app.setStyle("Fusion")
    from . import i18n, settings
    from .main_window import MainWindow
    from .quitting import end_workers

    i18n.apply_language(settings.language_choice())
    window = MainWindow()
    outcome = {"status": 1}

    def steps() -> None:
        try:
            _step("the window opens on the library", lambda: _library(window))
            for game in GAMES:
                _step(f"{game[0]}: {game[3]} moves through the board", lambda game=game: _play(window, *game))
            _step("saving the game", lambda: _save(window, home / "self-test.gamebox.json"))
            outcome["status"] = 0
        except Exception as exc:
            outcome["status"] = _failed(exc)
        window.act_quit.trigger() if outcome["status"] == 0 else window.close()
        app.exit(outcome["status"])

    window.show()
    QTimer.singleShot(0, steps)
    app.exec()
    end_workers(outcome["status"])
    if outcome["status"] == 0:
        print("  ok  quit through the Quit action", flush=True)
    return outcome["status"]


def _wait(condition: Callable[[], bool], what: str, seconds: float = 30.0) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QThread

    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SelfTestFailed(f"waited {seconds:.0f} s for {what}")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QThread.msleep(5)


def _library(window) -> str:
    from gamebox import registry

    _wait(lambda: getattr(window.first_paint, "_done", False), "the first paint")
    _wait(window.library.isVisible, "the library")
    games = {game.info.id for game in registry.all_games()}
    cards = set(window.library.cards)
    _expect(cards == games, f"the library shows {sorted(cards)}, the box has {sorted(games)}")
    return f"{len(cards)} games"


def _play(window, game_id: str, variant: str, players: int, moves: int, dice: str) -> str:
    from gamebox.protocol import CHANCE
    from gamebox.record import GameRecord, PlayerSpec

    from .board.board import Board
    from .pyramid.view import PyramidView
    from .widgets.toast import Toast

    # Moves follow each other at once: the animations would only make the run longer.
    Board.animations_enabled = Toast.animations_enabled = PyramidView.animations_enabled = False
    names = ["Anna", "Ben", "Cleo", "Dana"][:players]
    # Through the window's one gate for new games, as a player's New game goes (nothing runs in its home).
    controller = window.replace_game(GameRecord(game_id, variant, [PlayerSpec(n) for n in names], {}, None, []))
    _expect(controller is not None, f"{game_id} was not started: the window kept another game")
    controller.session.rng = random.Random(dice)
    rng = random.Random(game_id)
    view = window.game_page.view
    _wait(view.isVisible, f"{game_id}'s board")
    while _by_players(controller) < moves and not controller.state.is_terminal():
        state, ply = controller.state, controller.session.ply
        _wait(lambda: not controller.holding, f"{game_id} to go on")
        if state.current_player() == CHANCE and state.acting_player() == CHANCE:
            _wait(lambda: controller.session.ply > ply, f"{game_id}'s box to draw")
            continue
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            move = outcomes[0][0] if outcomes else None
        else:
            offered = [m for m in state.legal_moves() if view.offers(m)]
            _expect(bool(offered), f"{game_id}'s board offers none of the legal moves")
            move = rng.choice(offered)
        for gesture in view.gestures_for(move):
            _perform(view, gesture)
        _wait(lambda: controller.session.ply > ply, f"{game_id}'s move {move} from its gestures", 10)
    _expect(_by_players(controller) >= moves, f"{game_id} ended after {_by_players(controller)} moves")
    return (f"{_by_players(controller)} moves by players, {controller.session.ply - _by_players(controller)} by "
            f"chance; the board says {view.status_text()!r}")


def _by_players(controller) -> int:
    return sum(1 for played in controller.session.history if not played.chance)


def _perform(view, gesture) -> None:
    """A gesture as the Qt events a player's mouse and keys make (ui/board/view.py's Gesture)."""
    from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
    from PySide6.QtGui import QKeyEvent, QMouseEvent

    kind, widget = gesture.kind, gesture.widget
    if kind == "later":
        for step in gesture.later():
            _perform(view, step)
        return
    if kind in ("click", "drag"):
        points = list(gesture.points)

        def send(kind_of_event, point, button, buttons) -> None:
            local = QPointF(point)
            event = QMouseEvent(kind_of_event, local, QPointF(widget.mapToGlobal(point)), button, buttons,
                                gesture.modifiers)
            QCoreApplication.sendEvent(widget, event)

        none = Qt.MouseButton.NoButton
        send(QEvent.Type.MouseButtonPress, points[0], gesture.button, gesture.button)
        for point in points[1:]:
            send(QEvent.Type.MouseMove, point, none, gesture.button)
        send(QEvent.Type.MouseButtonRelease, points[-1], gesture.button, none)
    elif kind == "key":
        target = widget or view.focusWidget() or view
        text = gesture.text
        key = gesture.key if gesture.key is not None else Qt.Key(ord(text.upper()))
        for kind_of_event in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(target, QKeyEvent(kind_of_event, key, gesture.modifiers, text))
    else:
        raise SelfTestFailed(f"a gesture of an unknown kind {kind!r}")
    QCoreApplication.processEvents()


def _save(window, path: Path) -> str:
    from gamebox.storage import load_record

    played = list(window.controller.record.moves)
    window.file_path = path              # Save writes where the game came from: here, no file dialog
    window.act_save.trigger()
    _expect(path.is_file(), "Save wrote no file")
    again = load_record(path)
    _expect(again.moves == played, f"the saved file holds {len(again.moves)} moves, not {len(played)}")
    return f"{path.name}: {len(played)} moves, read back the same"


if __name__ == "__main__":
    sys.exit(main())
