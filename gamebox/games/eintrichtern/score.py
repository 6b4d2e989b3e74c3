"""Eintrichtern's score breakdown: each player's red dice, with the funnel and its sum."""
from __future__ import annotations

from gamebox.i18n import Text, plural
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import EintrichternState

FUNNEL = Text("Funnel", "Trichter")
SUM = Text("Sum", "Summe")
ONE_POINT = Text("Each red die won counts one point; the first to {target} wins.",
                 "Jeder gewonnene rote Würfel zählt einen Punkt; wer zuerst {target} hat, gewinnt.")
LIFTS = (Text("{lifts} funnels were lifted, 1 of them a hit.", "{lifts}-mal wurde ein Trichter angehoben, davon 1 Treffer."),
         Text("{lifts} funnels were lifted, {n} of them hits.", "{lifts}-mal wurde ein Trichter angehoben, davon {n} Treffer."))
SHARED = Text("All funnels are open and the leaders have equal red dice: they share the win.",
              "Alle Trichter sind offen und die Führenden haben gleich viele rote Würfel: Sie teilen sich den Sieg.")


def score_breakdown(state: EintrichternState, names: list[str]) -> ScoreBreakdown:
    rows = {player: tuple(ScoreRow(Text(r.name, r.name), Text(str(r.total), str(r.total)), 1, True, "red")
                          for r in state.history if r.hit and r.player == player)
            for player in range(state.num_players)}
    notes = (ONE_POINT.format(target=state.rules.target),
             plural(sum(r.hit for r in state.history), *(t.format(lifts=len(state.history), n="{n}") for t in LIFTS)))
    return ScoreBreakdown(FUNNEL, SUM, rows, notes, None, SHARED if len(state.winners()) > 1 else None)
