"""Abquetschen's score breakdown: how the game ended, and each player's dice built and left."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import COLOURS, SUPPLY, AbquetschenState

WHAT = Text("Dice", "Würfel")
COUNT = Text("Count", "Anzahl")
BUILT = Text("built into the pyramid", "in die Pyramide gebaut")
LEFT = Text("{left} left in the supply", "{left} im Vorrat übrig")
BY_ROLL = Text("{name} rolled at least as many pips as he had dice left: he wins at once.",
               "{name} hat mindestens so viele Augen gewürfelt, wie er noch Würfel hatte: er gewinnt sofort.")
ALL_BUILT = Text("{name} built his last die: he wins.", "{name} hat seinen letzten Würfel eingebaut: er gewinnt.")
VANISHED = Text("{name}'s dice have all vanished inside the pyramid: the game ends, the fewest dice left win.",
                "{name}s Würfel sind alle im Inneren der Pyramide verschwunden: das Spiel endet, die wenigsten "
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
            notes = (VANISHED.format(name=who),)
        elif state.supply[winners[0]] <= 0:
            notes = (ALL_BUILT.format(name=name),)
        else:
            notes = (BY_ROLL.format(name=name),)
    return ScoreBreakdown(WHAT, COUNT, rows, notes, None, SHARED if len(winners) > 1 else None)
