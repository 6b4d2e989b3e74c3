"""Hoch und höher's score breakdown: each pawn's tower height and the points it scores, with the
hierarchy rule (H6, H7) and the tie-break (H5) explained in words."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from . import moves as mv
from .state import HochState

PAWN_NAMES = (Text("Blue", "Blau"), Text("Brown", "Braun"), Text("Yellow", "Gelb"), Text("Green", "Grün"))
SWATCHES = ("blue", "brown", "yellow", "green")
SOLO_MAX = sum(mv.START_HEIGHTS)   # 45: every disc of the box, the most a solo game can score

PAWN = Text("Pawn", "Pöppel")
TOWER = Text("Tower", "Turm")
NOT_PLACED = Text("not placed", "nicht gesetzt")
ONLY_TOP = Text("{low} stands higher than {top} ({lh} > {th}): only {top} counts.",
                "{low} steht höher als {top} ({lh} > {th}): nur {top} zählt.")
BOTH = Text("{top} stands at least as high as {low}: both count.",
            "{top} steht mindestens so hoch wie {low}: beide zählen.")
OUTRANKS = Text("{pawn} ({ph}) stands higher than {rank} ({rh}): {pawn} does not count.",
                "{pawn} ({ph}) steht höher als {rank} ({rh}): {pawn} zählt nicht.")
ALL_COUNT = Text("No pawn stands higher than a pawn of higher rank: all count.",
                 "Kein Pöppel steht höher als ein ranghöherer: alle zählen.")
BEST_PAWN = Text("Equal points. {name} wins with the best single pawn ({best} against {other}).",
                 "Punktgleich. {name} gewinnt mit dem besten einzelnen Pöppel ({best} gegen {other}).")
DRAW = Text("Equal points and equal best pawns ({best}): a draw.",
            "Gleich viele Punkte und gleich gute beste Pöppel ({best}): unentschieden.")


def score_breakdown(state: HochState, names: list[str]) -> ScoreBreakdown:
    rules = state.rules
    heights, points = state.pawn_heights(), state.pawn_points()
    counted = [points[p] > 0 or state.pawn_tower[p] < 0 for p in range(4)]
    notes: list[Text] = []
    if rules.hierarchy and not rules.solo:
        for top, low in ((mv.BLUE, mv.BROWN), (mv.YELLOW, mv.GREEN)):
            if heights[low] > heights[top]:
                notes.append(ONLY_TOP.format(low=PAWN_NAMES[low], top=PAWN_NAMES[top], lh=heights[low],
                                             th=heights[top]))
                counted[low] = False
            else:
                notes.append(BOTH.format(low=PAWN_NAMES[low], top=PAWN_NAMES[top]))
    elif rules.hierarchy:
        for pawn in range(1, 4):
            lowest = min(range(pawn), key=lambda q: heights[q])
            if heights[pawn] > heights[lowest]:
                notes.append(OUTRANKS.format(pawn=PAWN_NAMES[pawn], ph=heights[pawn], rank=PAWN_NAMES[lowest],
                                             rh=heights[lowest]))
                counted[pawn] = False
        if not notes:
            notes.append(ALL_COUNT)
    rows: dict[int, list[ScoreRow]] = {}
    for pawn in range(4):
        placed = state.pawn_tower[pawn] >= 0
        detail = Text(str(heights[pawn]), str(heights[pawn])) if placed else NOT_PLACED
        rows.setdefault(rules.owner(pawn), []).append(
            ScoreRow(PAWN_NAMES[pawn], detail, points[pawn], counted[pawn], SWATCHES[pawn]))
    return ScoreBreakdown(PAWN, TOWER, {p: tuple(r) for p, r in rows.items()}, tuple(notes),
                          SOLO_MAX if rules.solo else None, None if rules.solo else _tiebreak(state, names))


def _tiebreak(state: HochState, names: list[str]) -> Text | None:
    """H5: equal points, and the best single scored pawn decides (else a draw)."""
    scores, points = state.scores(), state.pawn_points()
    if scores[0] != scores[1]:
        return None
    best = [max(points[mv.BLUE], points[mv.BROWN]), max(points[mv.YELLOW], points[mv.GREEN])]
    winners = state.winners()
    if winners:
        w = winners[0]
        return BEST_PAWN.format(name=names[w], best=best[w], other=best[1 - w])
    return DRAW.format(best=best[0])
