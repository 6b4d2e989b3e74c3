"""A scene from a model state: the board, the players, the last turn, and the viewer's rack only.

`render()` and the live board share this; the live board adds what the player is doing.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gamebox.games.scrabble6.moves import Exchange, Pass, Place
from gamebox.games.scrabble6.state import MOVE, OVER

from ...i18n import said
from . import scene as sc


def default_names(count: int) -> list[str]:
    return [QCoreApplication.translate("Scrabble6", "Player {number}").format(number=i + 1) for i in range(count)]


def words_text(words, lang: str | None = None) -> str:
    return ", ".join(f"{w.text} {w.points}" for w in words)


def last_turn_text(state, names: list[str], short: bool = False) -> str:
    """The last turn in words; `short` leaves the words out (the panel shows them as chips)."""
    turn = state.last
    if turn is None:
        return ""
    name = names[turn.player]
    if isinstance(turn.move, Place):
        if short:
            return QCoreApplication.translate("Scrabble6", "{name} scored {points} points:").format(name=name, points=turn.points)
        return QCoreApplication.translate("Scrabble6", "{name}: {words} — {points} points").format(name=name, words=words_text(turn.words),
                                                              points=turn.points)
    if isinstance(turn.move, Exchange):
        return QCoreApplication.translate("Scrabble6", "{name} exchanged the whole rack.").format(name=name)
    if isinstance(turn.move, Pass):
        return QCoreApplication.translate("Scrabble6", "{name} passed.").format(name=name)
    return ""


def game_over_text(state, names: list[str]) -> str:
    winners = state.winners()
    final = state.final_scores()
    if len(winners) == 1:
        name = names[winners[0]]
        return said(QCoreApplication.translate("Scrabble6", "Game over — {name} wins with {points} points.").format(
            name=name, points=final[winners[0]]), name)
    return QCoreApplication.translate("Scrabble6", "Game over — {names} share the win with {points} points.").format(
        names=" & ".join(names[w] for w in winners), points=final[winners[0]])


def scene_for_state(state, names: list[str] | None, viewer: int | None, lang: str = "en") -> sc.Scene:
    """`viewer`: the seat whose rack may be shown (None: none)."""
    names = names or default_names(state.num_players)
    scores = state.scores()
    winners = state.winners() if state.phase == OVER else []
    scene = sc.Scene(state.rules.size, list(state.stacks))
    for seat in range(state.num_players):
        scene.players.append(sc.PlayerDraw(names[seat], seat, int(scores[seat]), len(state.racks[seat]),
                                           state.phase == MOVE and state.to_move == seat, seat in winners))
    if viewer is not None and 0 <= viewer < state.num_players and "*" not in state.racks[viewer]:
        scene.rack = state.racks[viewer]
        scene.rack_owner = viewer
    turn = state.last
    if turn is not None and isinstance(turn.move, Place):
        geo = state.geometry
        scene.last_cells = tuple(geo.index(r, c) for r, c, _ in turn.move.tiles)
        scene.words = [sc.WordDraw(w.cells, w.text, w.points, w.arrow) for w in turn.words]
    scene.title_last = last_turn_text(state, names, short=True)
    scene.bag = state.bag_count()
    if state.phase == OVER:
        scene.banner = game_over_text(state, names)
    return scene
