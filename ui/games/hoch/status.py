"""The status line of Hoch und höher: whose turn, the roll and what to do now."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from gamebox.games.hoch.moves import Roll
from gamebox.games.hoch.state import MOVE, ROLL, START

from .colors import PAWN_COLORS


def what_to_do(controller, thinking: bool = False) -> str:
    """One sentence: what happens next (or how the game ended)."""
    state = controller.state
    if state.is_terminal():
        return _game_over(state)
    acting = state.acting_player()
    if state.phase == START:
        return QCoreApplication.translate("HochStatus", "The die decides who starts…")
    if thinking or (acting >= 0 and controller.player_is_ai(acting)):
        return QCoreApplication.translate("HochStatus", "AI is thinking…")
    if state.phase == ROLL:
        if isinstance(controller.session.last_chance(), Roll):   # the roll just made allowed no move
            text = QCoreApplication.translate(
                "HochStatus", "You rolled {roll}: no move is possible. Roll again (Space)")
            return text.format(roll=state.last_roll)
        return QCoreApplication.translate("HochStatus", "Roll the die (Space)")
    if state.phase == MOVE:
        roll = state.roll
        can_place, can_stack = state.can_place(), state.can_stack()
        if can_place and can_stack:
            text = QCoreApplication.translate("HochStatus", "Move: place a pawn or move a tower of height {roll}")
        elif can_place:
            text = QCoreApplication.translate("HochStatus", "Move: place a pawn on a tower of height {roll}")
        else:
            text = QCoreApplication.translate("HochStatus", "Move: move a tower of height {roll}")
        rolled = QCoreApplication.translate("HochStatus", "Rolled {roll}.")
        return rolled.format(roll=roll) + " " + text.format(roll=roll)
    return ""


def _game_over(state) -> str:
    if state.last_roll is not None:
        text = QCoreApplication.translate(
            "HochStatus", "Game over — a {roll} was rolled and no move is possible").format(roll=state.last_roll)
    else:
        text = QCoreApplication.translate("HochStatus", "Game over — no roll allows a move any more")
    scores = [int(s) for s in state.scores()]
    if state.rules.solo:
        return text + ". " + QCoreApplication.translate("HochStatus", "{points} points.").format(points=scores[0])
    return text + f". {scores[0]} : {scores[1]}"


def who(controller) -> str:
    """Rich text: the acting player's pawn colours, name and team."""
    state = controller.state
    players = controller.record.players
    player = state.acting_player()
    if player < 0:
        player = state.to_move if not state.is_terminal() else -1
    if player < 0 or player >= len(players):
        return ""
    pawns = range(4) if state.rules.solo else (2 * player, 2 * player + 1)
    dots = "".join(f"<span style='color:{PAWN_COLORS[p].name()}'>●</span>" for p in pawns)
    name = escape(players[player].name)
    if state.rules.solo:
        return f"{dots}&nbsp;<b>{name}</b>"
    team = escape(controller.game.info.seat_names[player].get())
    return f"{dots}&nbsp;<b>{name}</b>&nbsp;<span style='color:#9fb0b8'>{team}</span>"
