"""Eintrichtern's hints, from what the seat has seen only: every sum announced so far, remembered
perfectly (the strong player's estimate, ai.py), never a yellow die's orientation. A lift is ranked by
its chance of a hit; taking the neighbour's roll over against rolling anew by theirs."""
from __future__ import annotations

from gamebox.hints import deciding, percent, ranked_hints
from gamebox.i18n import Text
from gamebox.protocol import Hint
from gamebox.pyramid.words import in_layer

from .ai import funnel_distribution, hit_chances
from .moves import Lift, NewRoll, TakeOver
from .state import CHOOSE, LIFT, SUM_PROBABILITY, EintrichternState


def remembered(state: EintrichternState) -> dict:
    """Every funnel whose sum was announced, with its latest sum (perfect memory of the seat's view)."""
    return {reveal.funnel: reveal.total for reveal in state.history if reveal.total is not None}


def _scored(state: EintrichternState) -> list[tuple[object, float]]:
    memory, covered = remembered(state), state.covered()
    if state.phase == CHOOSE:
        best = hit_chances(memory, covered)
        anew = sum(SUM_PROBABILITY[s] * best[s] for s in SUM_PROBABILITY)
        return [(TakeOver(), best[state.offer.total]), (NewRoll(), anew)]
    total = state.roll.total
    scored = []
    for p in covered:
        if p in memory:
            chance = 1.0 if memory[p] == total else 0.0
        else:
            chance = funnel_distribution(p, memory).get(total, 0.0)
        scored.append((Lift(p), chance))
    return scored


def _reason(state: EintrichternState, move, chance: float) -> Text:
    if isinstance(move, Lift):
        memory, total = remembered(state), state.roll.total
        if move.position in memory:
            return (Text("the {t} was announced under it", "unter ihm wurde die {t} angesagt") if chance
                    else Text("a {s} was announced under it", "unter ihm wurde eine {s} angesagt").format(
                        s=memory[move.position])).format(t=total)
        return Text("a hit with a chance of {p}", "ein Treffer mit {p} Wahrscheinlichkeit").format(p=percent(chance))
    if isinstance(move, NewRoll):
        return Text("a hit with a chance of {p} on average", "im Schnitt ein Treffer mit {p} Wahrscheinlichkeit"
                    ).format(p=percent(chance))
    if chance >= 1.0:
        return Text("you know where the {t} lies", "du weißt, wo die {t} liegt").format(t=state.offer.total)
    return Text("a hit with a chance of {p}", "ein Treffer mit {p} Wahrscheinlichkeit").format(p=percent(chance))


def _words(move) -> Text | None:
    if isinstance(move, Lift):
        where = in_layer(move.position)
        return Text(f"lifts the red die {where.en}", f"hebt den roten Würfel {where.de}")
    return None


def hints(state: EintrichternState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat) or state.phase not in (CHOOSE, LIFT):
        return []
    seen = state.observation(seat)          # never what the seat cannot know (E6)
    return ranked_hints(seen, _scored(seen), limit, lambda m, v, _b, _r: _reason(seen, m, v), words=_words)
