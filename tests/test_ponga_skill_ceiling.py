"""The benchmark that bounds what Ponga's levels can gain (bench/ponga_skill_ceiling.py) plays sensibly."""
import importlib.util
import random
from pathlib import Path

from gamebox.games.ponga.state import PongaState

_PATH = Path(__file__).resolve().parent.parent / "bench" / "ponga_skill_ceiling.py"
_SPEC = importlib.util.spec_from_file_location("ponga_skill_ceiling", _PATH)
ceiling = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(ceiling)


def test_the_playout_chooser_takes_the_field_that_completes_a_line():
    # Row 4 lacks only 41; the roll 1-4 offers 14 first (nothing) or 41 (wins the round at once).
    state = PongaState.from_position(". . . . . ./. . . . . ./. . 2 . . ./. 1 1 1 1 1/. . . . . 2/. . . . . .", 2)
    state.apply(state.parse_move("d14"))
    move = ceiling.rollout_choice(4)(state, random.Random(3))
    assert state.format_move(move) == "41"


def test_a_short_match_counts_every_game_once():
    wins, shared = ceiling.match(ceiling.rollout_choice(2), 4, 8, seed=5)
    assert 0 <= wins and 0 <= shared and wins + shared <= 8
