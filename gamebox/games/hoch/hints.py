"""Hoch und höher's hints: the exact table's values where a table is cached (solo: the expected final
score; duel: the chance to win, both with best play from then on), else the strong level's search."""
from __future__ import annotations

from gamebox.hints import deciding, judged, number, ranked_hints, utility_chance, win_chance
from gamebox.i18n import Text
from gamebox.protocol import ExactTable, Game, Hint

from .heuristic import canonical_key
from .state import HochState


def _table(game: Game, state: HochState) -> ExactTable | None:
    try:
        return game.solution_for(state)
    except Exception:      # a broken cache is the coach's question to ask later: search meanwhile
        return None


def _exact(state: HochState, value: float) -> Text:
    if state.rules.solo:
        return Text("expected final score {v}", "im Schnitt {v} Punkte am Ende").format(v=number(value, 2))
    return win_chance(value, exact=True)


def _estimate(state: HochState, value: float) -> Text:
    if state.rules.solo:
        return Text("about {v} points at the end, the computer estimates",
                    "etwa {v} Punkte am Ende, schätzt der Computer").format(v=number(value, 1))
    return win_chance(utility_chance(value))


def hints(game: Game, state: HochState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat):
        return []
    table = _table(game, state)
    if table is not None:
        try:
            scored = [(m, float(v)) for m, v in table.move_values(state)]
            return ranked_hints(state, scored, limit, lambda _m, v, _b, _r: _exact(state, v), canonical_key)
        except LookupError:        # a position the table does not hold
            pass
    scored = judged(game, state)
    return ranked_hints(state, scored, limit, lambda _m, v, _b, _r: _estimate(state, v), canonical_key)


def outlook(game: Game, state: HochState, seat: int) -> Text | None:
    """With a table: what best play from here is worth, before the roll or with it."""
    if state.is_terminal() or state.acting_player() != seat:
        return None
    table = _table(game, state)
    if table is None:
        return None
    try:
        value = float(table.value(state))
    except LookupError:
        return None
    rolled = not state.is_chance()
    if state.rules.solo:
        if rolled:
            return Text("With this roll, best play scores {v} on average.",
                        "Mit diesem Wurf bringt bestes Spiel im Schnitt {v} Punkte.").format(v=number(value, 2))
        return Text("Before the roll: best play from here scores {v} on average.",
                    "Vor dem Wurf: bestes Spiel bringt von hier im Schnitt {v} Punkte.").format(v=number(value, 2))
    p = win_chance(value, exact=True)
    return Text("From here, {p}.", "Von hier aus: {p}.").format(p=p)
