"""27's score breakdown: the discs on each player's goal field, by colour (Z5, our ruling 27-2)."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import TwentySevenState

GOAL = Text("Goal", "Ziel")
DISCS = Text("Discs", "Scheiben")
FIELD = Text("Field {field}", "Feld {field}")
MIX = Text("{black} black · {white} white", "{black} schwarz · {white} weiß")
OTHERS = Text("{count} red/grey", "{count} rot/grau")
EVERY_DISC = Text("Every disc on a player's goal field counts one point, whatever its colour.",
                  "Jede Scheibe auf dem Zielfeld zählt einen Punkt, egal welche Farbe sie hat.")
DRAW = Text("Both goals hold as many discs: a draw.",
            "Auf beiden Zielfeldern liegen gleich viele Scheiben: unentschieden.")
SWATCHES = ("black", "white")


def score_breakdown(state: TwentySevenState, names: list[str]) -> ScoreBreakdown:
    rows = {}
    for player in (0, 1):
        goal = state.goal_index(player)
        stack = state.stacks[goal][1:]
        mix = MIX.format(black=stack.count("B"), white=stack.count("W"))
        others = len(stack) - stack.count("B") - stack.count("W")
        if others:
            extra = OTHERS.format(count=others)
            mix = Text(f"{mix.en} · {extra.en}", f"{mix.de} · {extra.de}")
        rows[player] = (ScoreRow(FIELD.format(field=state.names[goal]), mix, len(stack), True, SWATCHES[player]),)
    return ScoreBreakdown(GOAL, DISCS, rows, (EVERY_DISC,), None, None if state.winners() else DRAW)
