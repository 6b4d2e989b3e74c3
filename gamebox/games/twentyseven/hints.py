"""27's hints: proven values where the exact search proves them within a budget ("you win by 3 discs with
best play"), else the strong level's alpha-beta over the fitted evaluation (an estimate of the margin)."""
from __future__ import annotations

import math
import random

from gamebox.ai.alphabeta import MARGIN_WEIGHT, WIN, AlphaBetaAgent
from gamebox.hints import HINT_SEED, deciding, ranked_hints
from gamebox.i18n import Text, plural
from gamebox.protocol import Game, Hint

from .ai import LEVELS
from .heuristic import SCALE
from .moves import BLACK, Pass
from .state import TwentySevenState

PROOF_BUDGET = 300_000     # positions for the proof of every move together (a fraction of a second)


def _discs(n: int) -> Text:
    return plural(n, Text("1 disc", "1 Scheibe"), Text("{n} discs", "{n} Scheiben"))


def _margin(margin: int, exact: bool) -> Text:
    """The mover's final margin, as a result."""
    tail = (Text("with best play", "mit bestem Spiel") if exact
            else Text("the computer estimates", "schätzt der Computer"))
    if margin > 0:
        said = Text("you win by {d}", "du gewinnst mit {d} Vorsprung").format(d=_discs(margin))
    elif margin < 0:
        said = Text("you lose by {d}", "du verlierst mit {d} Rückstand").format(d=_discs(-margin))
    else:
        said = Text("a draw", "ein Unentschieden")
    return Text("{said}, {tail}", "{said}, {tail}").format(said=said, tail=tail)


def _estimate(value: float) -> Text:
    """An alpha-beta value as the margin it stands for: a decided line's own, else the evaluation's."""
    if abs(value) >= WIN - 1:
        won = WIN if value > 0 else -WIN
        return _margin(round((value - won) / MARGIN_WEIGHT), exact=False)
    lead = SCALE * math.atanh(max(-0.999, min(0.999, value)))
    n = round(abs(lead))
    if n == 0:
        return Text("about even, the computer estimates", "etwa ausgeglichen, schätzt der Computer")
    if lead > 0:
        return Text("you end about {d} ahead, the computer estimates",
                    "du liegst am Ende etwa {d} vorn, schätzt der Computer").format(d=_discs(n))
    return Text("you end about {d} behind, the computer estimates",
                "du liegst am Ende etwa {d} zurück, schätzt der Computer").format(d=_discs(n))


def _proven(state: TwentySevenState) -> list[tuple[object, int]] | None:
    """Every move with the mover's proven final margin, or None if the budget does not prove them all."""
    from .solver import ExactSearch, SearchBudgetExceeded

    search = ExactSearch(state.rules.variant, table_bits=20)
    try:
        values = search.move_values(state, budget=PROOF_BUDGET)
    except SearchBudgetExceeded:
        return None
    sign = 1 if state.to_move == BLACK else -1
    return [(move, sign * value) for move, value in values]


def hints(game: Game, state: TwentySevenState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat):
        return []
    moves = state.legal_moves()
    if len(moves) == 1 and isinstance(moves[0], Pass):
        return [Hint(moves[0], Text("Pass: no move is possible", "Pass: kein Zug ist möglich"), 0.0)]
    proven = _proven(state)
    if proven is not None:
        return ranked_hints(state, [(m, float(v)) for m, v in proven], limit,
                            lambda _m, v, _b, _r: _margin(int(v), exact=True))
    searched = AlphaBetaAgent(game, random.Random(HINT_SEED), LEVELS["strong"]).ranked(state)
    return ranked_hints(state, searched, limit, lambda _m, v, _b, _r: _estimate(v))
