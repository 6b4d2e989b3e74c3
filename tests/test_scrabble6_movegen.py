"""The quick move generator lists exactly what the generator before it listed (kept as the reference,
tests/scrabble6_reference_movegen.py): on boards from real games, with no, one and two blanks, full
and lean lists, all eight and only the four forward reading directions, on the first turn, and on
the 8×8 board; the compiled walk (up to 8×8) and the walk in Python (10×10, or without numba) alike."""
import random

import pytest
import scrabble6_reference_movegen as reference

from gamebox.games.scrabble6.ai import GreedyScrabbleAgent
from gamebox.games.scrabble6 import movegen
from gamebox.games.scrabble6.movegen import placement_tuples, placements
from gamebox.games.scrabble6.state import BEGINNER, Rules, ScrabbleState


def boards(count: int, seed: int, **rules) -> list[ScrabbleState]:
    """Positions of a game of greedy players, one every other turn, the first turn included."""
    rng = random.Random(seed)
    state = ScrabbleState(Rules(2, **rules), 0)
    agent = GreedyScrabbleAgent("greedy", seed)
    found = []
    while len(found) < count and not state.is_terminal():
        if state.is_chance():
            state.play(state.sample_chance(rng))
            continue
        if state.turns % 2 == 0:
            found.append(state.clone())
        state.play(agent.choose(state))
    return found


def racks(state: ScrabbleState, blanks: int):
    letters = state.racks[state.to_move].replace("?", "")
    return [letters[:6 - k] + "?" * k for k in range(blanks + 1)]


# Two blanks on every board of 6×6 with all directions; the rest (slower to compare) up to one.
@pytest.mark.parametrize("rules, count, blanks", [({}, 2, 2), ({"directions": BEGINNER}, 2, 1), ({"size": 8}, 1, 1)])
def test_the_quick_generator_finds_exactly_what_the_reference_finds(rules, count, blanks):
    for state in boards(count, 3, **rules):
        for rack in racks(state, blanks):
            for lean in (False, True):
                expected = reference.placements(state, rack, lean)
                assert placements(state, rack, lean) == expected, (state.describe(), rack, lean)
                assert placement_tuples(state, rack, lean) == {m.tiles for m in expected}


def test_the_walk_in_python_finds_exactly_what_the_reference_finds(monkeypatch):
    monkeypatch.setattr(movegen, "_kernel", lambda: None)       # as on 10×10, or where numba is missing
    for state in boards(2, 5)[1:]:                              # a board in mid-game
        for rack in racks(state, 2):
            for lean in (False, True):
                assert placements(state, rack, lean) == reference.placements(state, rack, lean)
