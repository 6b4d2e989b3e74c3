""""What now?" in the first real game of a course: a move to consider, said in the game's words.

The box's hint capability answers it (`HasHints`: the best of the seat's moves, said as advice, from what
the seat may know). A game without hints (the real-time games, the sandbox) gets the move its greedy
computer player would make (one move ahead with the game's own evaluation), said as the move log says it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ai import make_agent
from ..grammar import second_person
from ..i18n import Text
from ..protocol import Game, HasHints, State

CONSIDER = Text("What about this: you {move}?", "Wie wäre es damit: du {move}?")


@dataclass(frozen=True)
class Pointer:
    move: Any
    says: Text


def what_now(game: Game, state: State, seat: int) -> Pointer | None:
    """A move for `seat` to consider at `state`, with a sentence; None where `seat` has no choice now (a
    roll, another's turn, the end). Runs a short search: call it off the GUI thread."""
    if state.current_player() != seat:
        return None
    if isinstance(game, HasHints):
        best = game.hints(state, seat, 1)
        return Pointer(best[0].move, best[0].says) if best else None
    move = make_agent("greedy", game, 0).choose(state.observation(seat))
    words = state.move_words(move)
    return Pointer(move, CONSIDER.format(move=Text(second_person(words.en, "en"), second_person(words.de, "de"))))
