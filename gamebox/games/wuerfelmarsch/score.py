"""Würfelmarsch's score breakdown: dice beaten and own dice taken out, and how the game ended."""
from __future__ import annotations

from gamebox.grammar import about
from gamebox.i18n import Text, plural
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import COLOURS, MarchState, goal

WHAT = Text("Dice", "Würfel")
HOW_MANY = Text("How many", "Wie viele")
BEATEN = Text("beaten", "geschlagen")
OUT = Text("own dice taken out by ties", "eigene durch Gleichstand verloren")
LOST = Text("beaten by others (they count for the beater)", "von anderen geschlagen (zählen für den Schläger)")
DICE = (Text("1 die", "1 Würfel"), Text("{n} dice", "{n} Würfel"))
CORNER = Text("{name} brought a die into the far corner and wins at once.",
              "{name} hat einen Würfel in die gegenüberliegende Ecke gebracht und gewinnt sofort.")
EMPTY = Text("The plate is empty: dice beaten minus own dice taken out.",
             "Die Platte ist leer: geschlagene Würfel minus eigene verlorene.")
QUIET = Text("{n} rounds without a die leaving the plate: scored as if it were empty.",
             "{n} Runden, ohne dass ein Würfel die Platte verlassen hat: gewertet, als wäre sie leer.")
TIEBREAK = Text("Equal points: the tied player who moved last wins.",
                "Gleich viele Punkte: von ihnen gewinnt, wer zuletzt dran war.")


def score_breakdown(state: MarchState, names: list[str]) -> ScoreBreakdown:
    # The dice in the middle column, the points they bring on the right: a die beaten by another player
    # costs its owner nothing (WM-7), so that row shows its dice and 0 points.
    rows = {seat: (ScoreRow(BEATEN, plural(state.beaten[seat], *DICE), state.beaten[seat], True, COLOURS[seat]),
                   ScoreRow(OUT, plural(state.removed[seat], *DICE), -state.removed[seat], True, COLOURS[seat]),
                   ScoreRow(LOST, plural(state.lost[seat], *DICE), 0, True, COLOURS[seat]))
            for seat in range(3)}
    notes: tuple[Text, ...] = ()
    winners = state.winners()
    if winners:
        name = names[winners[0]] if winners[0] < len(names) else ""
        if goal(winners[0]) in state.pyramid and state.owner(goal(winners[0])) == winners[0]:
            notes = (about(CORNER, name),)
        elif state.pyramid.dice:
            notes = (QUIET.format(n=state.rules.quiet_rounds),)
        else:
            notes = (EMPTY,)
    scores = state.scores()
    tied = scores.count(max(scores)) > 1 and not (notes and notes[0] == about(CORNER, names[winners[0]]))
    return ScoreBreakdown(WHAT, HOW_MANY, rows, notes, None, TIEBREAK if tied else None)
