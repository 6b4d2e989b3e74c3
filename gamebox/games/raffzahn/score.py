"""Raffzahn's score breakdown: each player's grabbed dice by colour (a die is a point), and how it ended."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import RaffzahnState

WHAT = Text("Dice grabbed", "Geraffte Würfel")
GRABBED = {"red": Text("red", "rot"), "yellow": Text("yellow", "gelb"), "pearl": Text("pearl", "perlmutt")}
NONE = Text("no die", "kein Würfel")
ENDED = Text("The turn ended with only the bottom layer left: the game is over.",
             "Der Zug endete, als nur noch die unterste Lage lag: das Spiel ist aus.")
TIE = Text("Equal most dice: they share the win.", "Gleich viele Würfel an der Spitze: sie teilen sich den Sieg.")


def score_breakdown(state: RaffzahnState, names: list[str]) -> ScoreBreakdown:
    rows = {}
    for seat, tray in enumerate(state.trays):
        lines = tuple(ScoreRow(GRABBED[c], Text("", ""), tray.count(c), True, c)
                      for c in ("red", "yellow", "pearl") if c in tray)
        rows[seat] = lines or (ScoreRow(NONE, Text("", ""), 0, True, ""),)
    tied = 1 < len(state.winners()) < len(state.trays)     # all equal is a draw (BX-1)
    return ScoreBreakdown(WHAT, Text("", ""), rows, (ENDED,) if state.is_terminal() else (), None, TIE if tied else None)
