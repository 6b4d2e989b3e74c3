"""The app in a process of its own, for the tests that kill it, interrupt it or close it (test_crash_resume.py,
test_quitting.py). `python crash_driver.py WHAT …`:

  play GAME SEED   the window plays the opening of a game (GAME: one of OPENINGS) through its controller, prints
                   the record as it stands after the last move (autosaved by then) and runs until it is killed
  resume           the app's start-up: answers "Resume", prints the question and the resumed record, quits
  think HOW        the app's own `main()`, a game against a computer that thinks for a while (a slow stand-in
                   around its real player) while a table is prepared in the background; HOW "close": the
                   window is closed as the computer starts thinking; "signal": prints "thinking PID" (PID: the
                   table's process, 0 if none) and waits for the test's SIGINT
"""
from __future__ import annotations

import json
import random
import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gamebox.clock import ManualClock
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec

THINK_S = 2.0        # how long the stand-in computer thinks: longer than a test needs to act meanwhile


def record_line(record) -> str:
    return json.dumps(json.loads(record.dumps()), separators=(",", ":"))


def turn_based(controller, rng, moves: int) -> None:
    """Random legal moves of the people at the board, rolls included, until `moves` are in the record."""
    while len(controller.record.moves) < moves and not controller.state.is_terminal():
        state = controller.state
        if state.current_player() == CHANCE:
            assert controller.roll()
        else:
            assert controller.try_move(rng.choice(state.legal_moves()))


def hoch_solo(controller, rng) -> None:
    """Four turns and an undo (the record keeps both, and that the game was practised)."""
    for _ in range(4):
        assert controller.roll()
        if not controller.state.is_terminal() and controller.state.current_player() != CHANCE:
            assert controller.try_move(controller.state.legal_moves()[0])
    assert controller.undo()


def raffzahn(controller, rng) -> None:
    """Anna grabs with the mouse against two computers on a clock that moves only when told: the last move is
    the last thing that happened, and nothing happens after it."""
    pump = controller.realtime
    while len(controller.record.moves) < 24:
        state, event = controller.state, pump.driver.next_event()
        mine = state.moves_of(0)
        if state.is_chance() and state.acting_player() == 0:
            assert pump.roll(0) is None
        elif mine and (event is None or rng.random() < 0.5):
            assert pump.play(rng.choice(mine)) is None
        else:
            pump.clock.set(event.at)
            pump.run()


OPENINGS = {
    # game: (record, how its opening is played)
    "hoch-duel": (lambda: GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []),
                  lambda c, rng: turn_based(c, rng, 9)),
    "hoch-solo": (lambda: GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, []), hoch_solo),
    "raffzahn": (lambda: GameRecord("raffzahn", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben", "ai", "search:medium"),
                                                            PlayerSpec("Cleo", "ai", "search:strong")], {}, 0, []),
                 raffzahn),
    "scrabble6": (lambda: GameRecord("scrabble6", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")],
                                     {"size": "6"}, 0, []),
                  lambda c, rng: turn_based(c, rng, 7)),
}


def play(game: str, seed: int) -> int:
    from gamebox_ui.main_window import MainWindow
    from gamebox_ui.realtime import pump

    pump.make_clock = ManualClock
    app = QApplication(sys.argv)
    window = MainWindow()
    window.show()
    make_record, opening = OPENINGS[game]
    controller = window.start_record(make_record())
    controller.session.rng = random.Random(seed)     # the same dice every run
    opening(controller, random.Random(seed))
    print(record_line(controller.record), flush=True)
    return app.exec()


def resume() -> int:
    from gamebox_ui import i18n
    from gamebox_ui.main_window import MainWindow

    _app = QApplication(sys.argv)      # (alive to the end)
    i18n.apply_language("en")          # (the plural forms come from the translation, as in the app)
    window = MainWindow()
    window.show()
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.extend([box.text(), box.informativeText()])
            next(b for b in box.buttons() if b.text() == "Resume").click()
        else:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    outcome = window.offer_resume()
    record = window.controller.record if window.controller is not None else None
    print(json.dumps({"outcome": outcome, "asked": asked,
                      "record": json.loads(record_line(record)) if record is not None else None}), flush=True)
    window.close()
    return 0


class SlowThinker:
    """A computer's player that first thinks THINK_S seconds in Python (a long search stands in)."""

    def __init__(self, agent) -> None:
        self.agent = agent

    def choose(self, state):
        from gamebox_ui.table_prep import preparer

        process = preparer().process
        print(f"thinking {process.processId() if process is not None else 0}", flush=True)
        end = time.monotonic() + THINK_S
        while time.monotonic() < end:
            pass
        return self.agent.choose(state)


def think(how: str) -> int:
    from gamebox_ui import app
    from gamebox_ui.controller import GameController
    from gamebox_ui.main_window import MainWindow

    real_agent = GameController.agent_for
    GameController.agent_for = lambda self, seat: SlowThinker(real_agent(self, seat))

    def begin(window) -> str:          # instead of the resume question: a game against the strong computer
        controller = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna", "ai", "search:strong"),
                                                                     PlayerSpec("Ben")], {}, 0, []))
        if how == "close":
            controller.thinking.connect(lambda busy: busy and QTimer.singleShot(100, window.close))
        return "new"

    MainWindow.offer_resume = begin
    return app.main([sys.argv[0]])


if __name__ == "__main__":
    what, *args = sys.argv[1:]
    if what == "play":
        sys.exit(play(args[0], int(args[1])))
    sys.exit(resume() if what == "resume" else think(args[0]))
