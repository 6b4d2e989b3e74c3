"""Cui bono?'s score breakdown: each player's kept dice by colour, with their minus points."""
from __future__ import annotations

from gamebox.grammar import about
from gamebox.i18n import Text, plural
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import POINTS, CuiBonoState

WHAT = Text("Kept dice", "Behaltene Würfel")
POINTS_TITLE = Text("Minus points", "Minuspunkte")
KEPT = {"red": Text("{n} red", "{n} rot"), "yellow": Text("{n} yellow", "{n} gelb"),
        "pearl": Text("{n} pearl", "{n} perlmutt")}
EACH = (Text("1 minus point each", "je 1 Minuspunkt"), Text("{n} minus points each", "je {n} Minuspunkte"))
NONE = Text("no die kept", "kein Würfel behalten")
LAST = Text("{name} had to keep a {k}th die: the game ends.",
            "{name} musste einen {k}. Würfel behalten: das Spiel endet.")
STUCK = Text("No die of the bottom layer could be pulled any more: the game ends.",
             "Kein Würfel der untersten Lage ließ sich mehr ziehen: das Spiel endet.")
TIEBREAK = Text("Equal minus points: fewer kept dice win.", "Gleich viele Minuspunkte: weniger Würfel gewinnen.")


def score_breakdown(state: CuiBonoState, names: list[str]) -> ScoreBreakdown:
    value = state.rules.value
    rows = {}
    for seat, kept in enumerate(state.kept):
        lines = tuple(ScoreRow(KEPT[c].format(n=kept.count(c)), plural(value[c], *EACH), -value[c] * kept.count(c),
                               True, c)
                      for c in POINTS[state.rules.points] if c in kept)
        rows[seat] = lines or (ScoreRow(NONE, Text("", ""), 0, True, ""),)
    last = [p for p, kept in enumerate(state.kept) if len(kept) >= state.rules.last_die]
    if last:
        name = names[last[0]] if last[0] < len(names) else ""
        notes = (about(LAST, name, k=state.rules.last_die),)
    else:
        notes = (STUCK,)
    points = [state.points(p) for p in range(state.num_players)]
    tied = [p for p in range(state.num_players) if points[p] == min(points)]
    return ScoreBreakdown(WHAT, POINTS_TITLE, rows, notes if state.is_terminal() else (), None,
                          TIEBREAK if len(tied) > 1 else None)
