"""A scene from a model state: towers, the fields the roll names, the players, a round's end.

At the end of a round the board keeps showing that round's last towers (with the line that
won, if any) until the next round's first roll; `render()` and the live board share this.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gamebox.games.ponga.state import OVER, PLACE, ROLL, START

from ...board import marks as mk
from . import scene as sc


def default_names(count: int) -> list[str]:
    return [QCoreApplication.translate("Ponga", "Player {number}").format(number=i + 1) for i in range(count)]


def round_summary(state):
    """The result of the round that just ended, while its board is still shown; else None."""
    if not state.results:
        return None
    if state.phase == OVER:
        return state.results[-1]
    last = state.results[-1]
    if state.phase == ROLL and state.stones() == 0 and last.number == state.round - 1:
        return last
    return None


def round_text(state) -> str:
    if state.rules.rounds <= 1:
        return ""
    return QCoreApplication.translate("Ponga", "Round {round} of {rounds}").format(
        round=state.round, rounds=state.rules.rounds)


def line_label(line, lang: str | None = None) -> str:
    return f"{line.label().get(lang)} ×{line.multiplier}"


def summary_text(result, names: list[str], lang: str | None = None) -> str:
    """One line about how a round ended."""
    if result.line is not None:
        stones = sum(len(t) for t in result.towers)
        return QCoreApplication.translate("Ponga", "{name} completes {line}: {stones} stones → {points} points").format(
            name=names[result.winner], line=line_label(result.line, lang), stones=stones,
            points=result.scores[result.winner])
    return QCoreApplication.translate("Ponga", "Round {round} over: everybody is out").format(round=result.number)


def scene_for_state(state, names: list[str] | None = None, lang: str | None = None) -> sc.Scene:
    n = state.num_players
    names = list(names) if names else default_names(n)
    summary = round_summary(state)
    towers = list(summary.towers) if summary is not None else list(state.towers)
    scene = sc.Scene(towers, round_text=round_text(state), match=state.rules.rounds > 1)
    playing = state.phase in (ROLL, PLACE)
    stones = list(summary.scores) if summary is not None else state.stones_topped()
    totals = state.total_scores()
    winners = state.winners() if state.phase == OVER else []
    # After a match's round everybody is back in: only the game's very end keeps the last round's outs.
    out = set(summary.out) if summary is not None and state.phase == OVER else set(state.out)
    for p in range(n):
        scene.players.append(sc.PlayerDraw(names[p], p, stones[p], totals[p], p in out,
                                           playing and p == state.to_move, p in winners))
    roll = state.roll or state.last_roll
    scene.dice = sc.Dice((roll.low, roll.high) if roll else (None, None),
                         owner=state.to_move if state.phase != START else None)
    if state.phase == PLACE:
        scene.mover = state.to_move
        for cand in state.candidates():
            scene.marks[cand.field] = mk.LEGAL if cand.legal else sc.BLOCKED
    elif state.last_out is not None and state.last_roll is not None:
        for f in state.last_roll.fields:
            scene.marks[f] = sc.OUT
    if summary is not None:
        if summary.line is not None:
            scene.line = summary.line.fields
            scene.line_label = line_label(summary.line, lang)
            scene.banner_kind = "line"
        scene.banner = summary_text(summary, names, lang)
    return scene
