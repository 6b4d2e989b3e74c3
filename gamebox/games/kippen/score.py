"""Kippen's score screen: the goal and the tips used, the verdict in words, and after a missed puzzle a
way to the goal from the start (breadth-first search, as the hint finds it)."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import YOU, TippingState, tip_direction

GOAL = Text("Goal", "Ziel")
TIPS_TITLE = Text("Tips", "Kippzüge")
TIPS = Text("{used} of {budget}", "{used} von {budget}")
SOLVED = Text("Solved: the goal is reached, 1 point.", "Gelöst: das Ziel ist erreicht, 1 Punkt.")
MISSED = Text("Not solved: the goal is not reached, 0 points.", "Nicht gelöst: das Ziel ist nicht erreicht, 0 Punkte.")
WAY = Text("A way to the goal in {n} tips: {line}.", "Ein Weg zum Ziel in {n} Kippzügen: {line}.")
WAY_ONE = Text("A way to the goal in 1 tip: {line}.", "Ein Weg zum Ziel in 1 Kippzug: {line}.")


def score_breakdown(state: TippingState) -> ScoreBreakdown:
    met = state.scores()[YOU] == 1
    row = ScoreRow(state.spec.goal_words(), TIPS.format(used=state.tips, budget=state.spec.budget), int(met),
                   True, "red")
    notes: tuple[Text, ...] = (SOLVED,) if met else (MISSED,)
    way = solution(state) if not met and state.is_terminal() else None
    if way is not None:
        notes = (*notes, way)
    return ScoreBreakdown(GOAL, TIPS_TITLE, {YOU: (row,)}, notes)


def solution(state: TippingState) -> Text | None:
    """A shortest way to the goal from the puzzle's start, tip by tip as the player sees them."""
    from .search import shortest

    found = shortest(TippingState(state.spec))
    if found is None:
        return None
    tips, line = found
    ways = [tip_direction(move) for move in line]
    words = Text(", ".join(w.en for w in ways), ", ".join(w.de for w in ways))
    return (WAY_ONE if tips == 1 else WAY).format(n=tips, line=words)
