"""Scrabble 6×6's hints: the move generator's best-scoring placements of the seat's own rack, one line
per distinct play (the coach's list, ai.best_moves), from the seat's observation only: no other rack
and no tile in the bag can change them. Without a placement, the exchange (or the pass)."""
from __future__ import annotations

from gamebox.hints import advice, deciding
from gamebox.i18n import Text
from gamebox.protocol import Hint

from .ai import best_moves
from .moves import Exchange, Pass
from .state import MOVE, ScrabbleState


def hints(state: ScrabbleState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat) or state.phase != MOVE:
        return []
    seen = state.observation(seat)

    found = [Hint(move, advice(seen, move), float(points)) for points, move, _words in best_moves(seen, limit)]
    if found:
        return found
    if seen.why_exchange_illegal() is None:
        return [Hint(Exchange(), advice(seen, Exchange(), Text("no word fits your rack", "kein Wort passt zu deinen Steinen")), 0.0)]
    return [Hint(Pass(), advice(seen, Pass(), Text("no word fits, and the bag is too small to exchange",
                                                  "kein Wort passt, und der Beutel ist zu klein zum Tauschen")), 0.0)]
