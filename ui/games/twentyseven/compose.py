"""A scene from a model state: fields, tower badges, the step count, the arrows.

The live board starts from this and adds what the player does; `render()` uses it as is.
"""
from __future__ import annotations

from gamebox.games.twentyseven.moves import BLACK, COLOUR_OF
from gamebox.games.twentyseven.state import START

from . import scene as sc
from .layout import RowLayout
from .status import arrow_label, steps_text


def tallest(*states) -> int:
    return max((len(s) for state in states for s in state.stacks), default=1)


def field_xs(lay: RowLayout, count: int) -> list[float]:
    return [lay.x(i, count) for i in range(count)]


def playing(state) -> bool:
    return state.phase != START and not state.is_terminal()


def scene_for_state(state, lay: RowLayout, lang: str | None = None, xs: list[float] | None = None) -> sc.Scene:
    n = len(state.stacks)
    xs = xs if xs is not None else field_xs(lay, n)
    fields = [sc.FieldDraw(name, stack, x) for name, stack, x in zip(state.names, state.stacks, xs)]
    scene = sc.Scene(fields, plaque=steps_text(state, lang))
    active = state.to_move if playing(state) else None
    if active is not None:
        scene.plaque_colour = COLOUR_OF[active]
        towers = state.towers(active)
        movable = {state.names.index(m.source) for m in state.own_moves()}
        for number, i in enumerate(towers if active == BLACK else reversed(towers), 1):
            fields[i].badge = number
            fields[i].badge_movable = i in movable
    if state.phase != START and state.is_terminal():
        scores, winners = state.scores(), state.winners()
        for player in (0, 1):
            fields[state.goal_index(player)].score = (COLOUR_OF[player], int(scores[player]), player in winners)
    if not lay.compact and n:
        for player in (0, 1):
            start, goal = state.start_index(player), state.goal_index(player)
            scene.arrows.append(sc.Arrow(COLOUR_OF[player], arrow_label(player, state.names[goal], lang),
                                         xs[start], xs[goal], active == player))
    return scene
