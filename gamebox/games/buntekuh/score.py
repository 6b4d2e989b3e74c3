"""Bunte Kuh's score breakdown: each player's dice placed, got and given for wrong calls, and left."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import DEALT, BunteKuhState

WHAT = Text("Your supply", "Dein Vorrat")
LEFT_TITLE = Text("Dice", "Würfel")
DEALT_ROW = Text("dealt at the start", "zu Beginn bekommen")
PLACED = Text("placed into funnels", "in Trichter gelegt")
RECEIVED = Text("got for wrong calls", "für falsche Rufe bekommen")
GIVEN = Text("given to wrong callers", "falschen Rufern gegeben")
LAST_PLACED = Text("{name} placed his last die and wins.", "{name} hat seinen letzten Würfel gelegt und gewinnt.")
LAST_GIVEN = Text("{names} gave away the last die to a wrong caller: the game ends at once.",
                  "{names} hat den letzten Würfel einem falschen Rufer gegeben: das Spiel endet sofort.")
SHARED = Text("Two players emptied their supplies at the same moment: they share the win.",
              "Zwei Spieler haben ihren Vorrat im selben Augenblick geleert: sie teilen sich den Sieg.")


def score_breakdown(state: BunteKuhState, names: list[str]) -> ScoreBreakdown:
    each = DEALT // state.players
    count = Text("{n}", "{n}")
    # The supply's ledger: its total is the dice left, counted as minus points (fewest is best, 0 wins).
    rows = {seat: (ScoreRow(DEALT_ROW, count.format(n=each), -each, True, f"seat:{seat}"),
                   ScoreRow(PLACED, count.format(n=state.placed_by[seat]), state.placed_by[seat], True, "red"),
                   ScoreRow(RECEIVED, count.format(n=state.received[seat]), -state.received[seat], True, "yellow"),
                   ScoreRow(GIVEN, count.format(n=state.given[seat]), state.given[seat], True, "pearl"))
            for seat in range(state.players)}
    notes: tuple[Text, ...] = ()
    winners = state.winners()
    if winners:
        who = " & ".join(names[w] if w < len(names) else "" for w in winners)
        verdict = state.verdict
        by_penalty = verdict is not None and not verdict.right and all(w in verdict.paid for w in winners)
        notes = (LAST_GIVEN.format(names=who) if by_penalty else LAST_PLACED.format(name=who),)
        if len(winners) > 1:
            notes += (SHARED,)
    return ScoreBreakdown(WHAT, LEFT_TITLE, rows, notes if state.is_terminal() else (), None, None)
