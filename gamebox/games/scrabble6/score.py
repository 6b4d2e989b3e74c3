"""Scrabble 6×6's score breakdown: each player's points from words, less the tiles left at the end."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import ScrabbleState

WHAT = Text("What", "Was")
DETAIL = Text("Detail", "Einzelheiten")
WORDS = Text("Words", "Wörter")
TURNS = Text("{count} words laid, best turn {best}", "{count} Wörter gelegt, bester Zug {best}")
LEFT = Text("Tiles left", "Übrige Steine")
NONE_LEFT = Text("none", "keine")
RULE = Text("Every new word counts the values of its top letters, once for each word a letter is part of; "
            "at the end the values of the tiles left on a rack are subtracted.",
            "Jedes neue Wort zählt die Werte seiner obersten Buchstaben, einmal für jedes Wort, zu dem ein "
            "Buchstabe gehört; am Ende werden die Werte der Steine abgezogen, die noch auf dem Bänkchen liegen.")
SHARED = Text("Equal best totals: {names} share the win.", "Gleiche beste Summen: {names} teilen sich den Sieg.")


def score_breakdown(state: ScrabbleState, names: list[str]) -> ScoreBreakdown:
    rows = {}
    over = state.is_terminal()     # only the end lays the racks open and subtracts them (S4, SC-13)
    for p in range(state.num_players):
        stats = state.word_stats[p]
        left = state.racks[p]
        rows[p] = (
            ScoreRow(WORDS, TURNS.format(count=stats[0], best=stats[1]), state.scores_so_far[p], True, f"seat:{p}"),
            *([ScoreRow(LEFT, Text(left or NONE_LEFT.en, left or NONE_LEFT.de), -state.rack_value(p), True,
                        f"seat:{p}")] if over else []),
        )
    winners = state.winners()
    tiebreak = SHARED.format(names=" & ".join(names[w] for w in winners)) if len(winners) > 1 else None
    return ScoreBreakdown(WHAT, DETAIL, rows, (RULE,), None, tiebreak)
