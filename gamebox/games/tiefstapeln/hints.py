"""Tiefstapeln's hints, from the strong computer player (ai.py): bets ranked by what being the solo builder
on them is worth (the blocks the bridge needs, as measured in needs.py), ordering by that need; while
building and in the final test, the one move its simulation chooses (it settles placements in the physics
one by one until one will do: there is no ranked list of every placement)."""
from __future__ import annotations

import math
import random

from gamebox.hints import HINT_SEED, advice, deciding, ranked_hints
from gamebox.i18n import Text, plural
from gamebox.protocol import Hint

from .ai import LEVELS, OUT_OF_REACH_NEED, TiefstapelnAgent
from .moves import ENOUGH, ORDER, PASS, Bid
from .needs import estimate
from .state import BID, ORDERING, TiefstapelnState


def _blocks(n: int) -> Text:
    return plural(n, Text("1 block", "1 Holzblock"), Text("{n} blocks", "{n} Holzblöcke"))


def _need(state: TiefstapelnState, bid: Bid) -> Text:
    return _needs(estimate(state.material, bid.line, bid.ball))


def _needs(n: float) -> Text:
    if n >= OUT_OF_REACH_NEED:
        return Text("out of reach for a bridge", "für eine Brücke außer Reichweite")
    return Text("the bridge needs about {b}", "die Brücke braucht etwa {b}").format(b=_blocks(math.ceil(n)))


def hints(state: TiefstapelnState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat):
        return []
    agent = TiefstapelnAgent(LEVELS["strong"], random.Random(HINT_SEED), "search:strong")
    moves = state.legal_moves()
    if state.phase == BID:
        scored = [(m, agent.value(state, m)) for m in moves if isinstance(m, Bid)]
        if PASS in moves:
            scored.append((PASS, 0.0))       # a challenger bids only where it pays
        return ranked_hints(state, scored, limit,
                            lambda m, _v, _b, _r: _need(state, m) if isinstance(m, Bid) else
                            Text("no bet pays here", "keine Wette lohnt hier"))
    if state.phase == ORDERING:
        need = agent.need(state, state.round.bid)
        more = state.round.ordered < need
        scored = [(m, 1.0 if (m == ORDER) == more else 0.0) for m in moves if m in (ORDER, ENOUGH)]
        return ranked_hints(state, scored, limit, lambda _m, _v, _b, _r: _needs(need))
    move = agent.choose(state)
    if state.why_illegal(move) is not None:
        return []
    return [Hint(move, advice(state, move, Text("the computer's choice after trying it in the physics",
                                                "die Wahl des Computers, in der Physik erprobt")), 1.0)]
