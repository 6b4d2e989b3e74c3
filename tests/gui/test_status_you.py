"""The status line speaks to a player called "You" in the second person: "You win", never "You wins"
(27, Ponga and Scrabble 6×6 put a name before a verb there; the move log is tests/test_grammar.py's)."""
from __future__ import annotations

import re

import pytest
from playouts import play_random

from gamebox.record import PlayerSpec
from gamebox.registry import get

pytestmark = pytest.mark.gui

THIRD_PERSON = re.compile(r"\bYou (wins|rolls|is|has|places|passes|moves)\b")


@pytest.mark.parametrize("game_id,variant", [("27", "standard"), ("ponga", "standard"), ("scrabble6", "standard")])
def test_the_end_of_a_game_speaks_to_you(qtbot, window, game_id, variant):
    game = get(game_id)
    for seed in range(12):      # a game "You" wins
        state, record = play_random(game, variant, 2, seed)
        if state.winners() == [0]:
            break
    else:
        pytest.fail("no seed where the first player wins")
    record.players = [PlayerSpec("You"), PlayerSpec("Clara")]
    window.start_record(record)
    text = window.game_page.view.status_text()
    assert "You win" in text and not THIRD_PERSON.search(text), text
