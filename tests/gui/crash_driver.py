"""The app in a process of its own, for the tests that kill it (test_crash_resume.py). `python crash_driver.py
WHAT …`:

  play GAME SEED   the window plays the opening of a game (GAME: one of OPENINGS) through its controller, prints
                   the record as it stands after the last move (autosaved by then) and runs until it is killed
  resume           the app's start-up: answers "Resume", prints the question and the resumed record, quits
"""
from __future__ import annotations

import json
import random
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gamebox.clock import ManualClock
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec

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


if __name__ == "__main__":
    what, *args = sys.argv[1:]
    if what == "play":
        sys.exit(play(args[0], int(args[1])))
    sys.exit(resume())
