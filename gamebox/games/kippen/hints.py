"""Kippen's hints: every tip with the fewest tips from there to the goal (breadth-first search,
search.py), so the hint says how far the goal is after it, or that it is out of reach then."""
from __future__ import annotations

from gamebox.hints import deciding, ranked_hints
from gamebox.i18n import Text, plural
from gamebox.protocol import Hint

from .search import shortest
from .state import TippingState

UNREACHABLE = -100.0


def _after(state: TippingState, move) -> float:
    """Minus the tips the goal needs after `move` (0: it meets the goal), UNREACHABLE if it cannot."""
    child = state.clone()
    child.apply(move)
    if child.goal_met():
        return 0.0
    found = shortest(child)
    return UNREACHABLE if found is None else -float(found[0])


def _reason(value: float) -> Text:
    if value == 0:
        return Text("the goal is met", "das Ziel ist erreicht")
    if value == UNREACHABLE:
        return Text("then the goal is out of reach", "dann ist das Ziel nicht mehr erreichbar")
    n = int(-value)
    return plural(n, Text("then 1 more tip to the goal", "dann noch 1 Kippzug bis zum Ziel"),
                  Text("then {n} more tips to the goal", "dann noch {n} Kippzüge bis zum Ziel"))


def hints(state: TippingState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat):
        return []
    scored = [(move, _after(state, move)) for move in state.legal_moves()]
    return ranked_hints(state, scored, limit, lambda _m, v, _b, _r: _reason(v))
