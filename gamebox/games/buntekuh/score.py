"""Bunte Kuh's score breakdown: each player's supply as a ledger (dealt, placed, got and given for wrong
calls) on one line, the dice left counting as minus points, and how the game ended."""
from __future__ import annotations

from gamebox.grammar import about
from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import DEALT, BunteKuhState

# A shared screen: the supply of each player, never "yours".
WHAT = Text("Supply", "Vorrat")
DICE = Text("Dice", "Würfel")
# got: dice from the others for one's wrong calls; gave: dice to wrong callers
LEDGER = Text("dealt {dealt} · placed {placed} · got {got} · gave {gave}",
              "bekommen {dealt} · gelegt {placed} · erhalten {got} · abgegeben {gave}")
LEFT = Text("{n} left", "{n} übrig")      # the number the panel shows beside the player's name
DEALT_NOTE = Text("Everybody was dealt {n} dice; the dice left count as minus points.",
                  "Jeder bekam {n} Würfel; die übrigen zählen als Minuspunkte.")
LAST_PLACED = Text("{name} placed the last die of the supply and wins.",
                   "{name} hat den letzten Würfel aus dem Vorrat gelegt und gewinnt.")
LAST_GIVEN = Text("{names} gave away the last die to a wrong caller: the game ends at once.",
                  "{names} hat den letzten Würfel einem falschen Rufer gegeben: das Spiel endet sofort.")
SHARED = Text("Two players emptied their supplies at the same moment: they share the win.",
              "Zwei Spieler haben ihren Vorrat im selben Augenblick geleert: sie teilen sich den Sieg.")


def score_breakdown(state: BunteKuhState, names: list[str]) -> ScoreBreakdown:
    each = DEALT // state.players
    rows = {seat: (ScoreRow(LEDGER.format(dealt=each, placed=state.placed_by[seat], got=state.received[seat],
                                          gave=state.given[seat]), LEFT.format(n=state.supply[seat]),
                            -state.supply[seat], True, f"seat:{seat}"),)
            for seat in range(state.players)}
    notes: tuple[Text, ...] = ()
    winners = state.winners()
    if winners:
        who = " & ".join(names[w] if w < len(names) else "" for w in winners)
        verdict = state.verdict
        by_penalty = verdict is not None and not verdict.right and all(w in verdict.paid for w in winners)
        notes = (LAST_GIVEN.format(names=who) if by_penalty else about(LAST_PLACED, who),)
        if len(winners) > 1:
            notes += (SHARED,)
    notes += (DEALT_NOTE.format(n=each),)
    return ScoreBreakdown(WHAT, DICE, rows, notes if state.is_terminal() else (), None, None)
