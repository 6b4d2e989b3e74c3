"""Kippen's score screen: the goal, reached or not, and the tips used."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import YOU, TippingState

GOAL = Text("Goal", "Ziel")
REACHED, MISSED = Text("reached", "erreicht"), Text("not reached", "nicht erreicht")
TIPS = Text("{used} of {budget} tips", "{used} von {budget} Kippzügen")


def score_breakdown(state: TippingState) -> ScoreBreakdown:
    met = state.goal_met()
    row = ScoreRow(state.spec.goal_words(), TIPS.format(used=state.tips, budget=state.spec.budget), int(met),
                   True, "red")
    return ScoreBreakdown(GOAL, REACHED if met else MISSED, {YOU: (row,)}, max_score=1)
