"""Eintrichtern's score breakdown: each player's red dice, with the funnel and its sum."""
from __future__ import annotations

from gamebox.i18n import Text, plural
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import EintrichternState

WON = Text("Red dice won", "Gewonnene rote Würfel")
RED_DIE = Text("red die {k}", "roter Würfel {k}")
SUM = Text("Its funnel's sum", "Summe seines Trichters")
ONE_POINT = Text("Each red die won counts one point; the first to {target} wins.",
                 "Jeder gewonnene rote Würfel zählt einen Punkt; wer zuerst {target} hat, gewinnt.")
LIFTS = (Text("{lifts} funnels were lifted, 1 of them a hit.", "{lifts}-mal wurde ein Trichter angehoben, davon 1 Treffer."),
         Text("{lifts} funnels were lifted, {n} of them hits.", "{lifts}-mal wurde ein Trichter angehoben, davon {n} Treffer."))
SHARED = Text("All funnels are open and the leaders have equal red dice: they share the win.",
              "Alle Trichter sind offen und die Führenden haben gleich viele rote Würfel: Sie teilen sich den Sieg.")


def score_breakdown(state: EintrichternState, names: list[str]) -> ScoreBreakdown:
    # A hit's sum is the roll's (and its funnel stays open for all to see): never a miss's (PY6).
    rows = {player: tuple(ScoreRow(RED_DIE.format(k=k), Text(str(r.roll), str(r.roll)), 1, True, "red")
                          for k, r in enumerate((r for r in state.history if r.hit and r.player == player), 1))
            for player in range(state.num_players)}
    notes = (ONE_POINT.format(target=state.rules.target),
             plural(sum(r.hit for r in state.history), *(t.format(lifts=len(state.history), n="{n}") for t in LIFTS)))
    shared = 1 < len(state.winners()) < state.num_players      # all equal is a draw (BX-1)
    return ScoreBreakdown(WON, SUM, rows, notes, None, SHARED if shared else None)
