"""Abquetschen's score breakdown: how the game ended, and each player's dice built and left."""
from __future__ import annotations

from gamebox.grammar import about
from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import COLOURS, SUPPLY, AbquetschenState

WHAT = Text("Dice", "Würfel")
COUNT = Text("Count", "Anzahl")
BUILT = Text("built into the pyramid", "in die Pyramide gebaut")
LEFT = Text("{left} left in the supply", "{left} im Vorrat übrig")
BY_ROLL = Text("{name} rolled at least as many pips as dice were left in the supply, and wins at once.",
               "{name} hat mindestens so viele Augen gewürfelt, wie noch Würfel im Vorrat waren, und gewinnt sofort.")
ALL_BUILT = Text("{name} built the last die of the supply and wins.",
                 "{name} hat den letzten Würfel aus dem Vorrat eingebaut und gewinnt.")
VANISHED = Text("{name}'s dice have all vanished inside the pyramid: the game ends, the fewest dice left win.",
                "{name}s Würfel sind alle im Inneren der Pyramide verschwunden: das Spiel endet, die wenigsten "
                "übrigen Würfel gewinnen.")
VANISHED_YOURS = Text("Your dice have all vanished inside the pyramid: the game ends, the fewest dice left win.",
                      "Deine Würfel sind alle im Inneren der Pyramide verschwunden: das Spiel endet, die wenigsten "
                      "übrigen Würfel gewinnen.")
SHARED = Text("Equal dice left: they share the win.", "Gleich viele Würfel übrig: sie teilen sich den Sieg.")


def score_breakdown(state: AbquetschenState, names: list[str]) -> ScoreBreakdown:
    rows = {seat: (ScoreRow(BUILT, LEFT.format(left=left), SUPPLY - left, True, COLOURS[seat]),)
            for seat, left in enumerate(state.supply)}
    notes: tuple[Text, ...] = ()
    winners = state.winners()
    if winners:
        name = names[winners[0]] if winners[0] < len(names) else ""
        if len(winners) > 1 or state.buried(state.to_move):
            who = names[state.to_move] if state.to_move < len(names) else ""
            notes = (about(VANISHED, who, you=VANISHED_YOURS),)
        elif state.supply[winners[0]] <= 0:
            notes = (about(ALL_BUILT, name),)
        else:
            notes = (about(BY_ROLL, name),)
    return ScoreBreakdown(WHAT, COUNT, rows, notes, None, SHARED if len(winners) > 1 else None)
