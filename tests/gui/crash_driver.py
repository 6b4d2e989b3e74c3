"""Run by test_crash_resume.py: the app's window plays a few moves of a hot-seat duel, says which,
and keeps running until it is killed with SIGKILL."""
import json
import random
import sys

from PySide6.QtWidgets import QApplication

from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.main_window import MainWindow

app = QApplication(sys.argv)
window = MainWindow()
window.show()
controller = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")], {}, 0, []))
rng = random.Random(int(sys.argv[1]))
controller.session.rng = random.Random(int(sys.argv[1]))     # the same dice every run
while len(controller.record.moves) < 9 and not controller.state.is_terminal():
    state = controller.state
    if state.current_player() == CHANCE:
        controller.roll()
    else:
        controller.try_move(rng.choice(state.legal_moves()))
print(json.dumps(controller.record.moves), flush=True)   # every one of these is autosaved by now
app.exec()
