"""The words of the 27 board: the step count, the arrows' labels and the status line.

Every UI string is a literal `QCoreApplication.translate("TwentySeven", …)` call, so
lupdate finds it. Seat names ("Black", "White") come from the model in both languages.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from gamebox.games.twentyseven.moves import COLOUR_OF
from gamebox.games.twentyseven.state import START
from gamebox.registry import get as get_game

from ...i18n import said


def side(player: int, lang: str | None = None) -> str:
    """The seat's name, "Black" or "White" (from the model, in `lang` or the current language)."""
    return get_game("27").info.seat_names[player].get(lang)


def steps_text(state, lang: str | None = None) -> str:
    """The plaque: "Black: 3 towers → 3 steps" (or the start, a pass, the end)."""
    if state.phase == START:
        return QCoreApplication.translate("TwentySeven", "Who starts is drawn by lot…")
    if state.is_terminal():
        return score_text(state, lang)
    player = state.to_move
    count = state.steps(player)
    return QCoreApplication.translate("TwentySeven", "{side}: %n tower(s) → %n step(s)", "", count).format(
        side=side(player, lang))


def score_text(state, lang: str | None = None) -> str:
    black, white = (int(s) for s in state.scores())
    return QCoreApplication.translate("TwentySeven", "Game over — {black_side} {black} : {white} {white_side}").format(
        black_side=side(0, lang), white_side=side(1, lang), black=black, white=white)


def arrow_label(player: int, goal: str, lang: str | None = None) -> str:
    return QCoreApplication.translate("TwentySeven", "{side}: goal {field}").format(side=side(player, lang), field=goal)


def pass_text(player: int, ai: bool) -> str:
    if ai:
        return QCoreApplication.translate("TwentySeven", "{side} cannot move — passes…").format(side=side(player))
    return QCoreApplication.translate("TwentySeven", "{side} cannot move — pass (P)").format(side=side(player))


def what_to_do(controller, thinking: bool = False) -> str:
    """One sentence: what happens next, or how the game ended."""
    state = controller.state
    players = controller.record.players
    if state.phase == START:
        return QCoreApplication.translate("TwentySeven", "Who starts is drawn by lot…")
    if state.is_terminal():
        score = score_text(state) + "."
        winners = state.winners()
        if not winners:
            return score + " " + QCoreApplication.translate("TwentySeven", "A draw.")
        name = players[winners[0]].name
        return score + " " + said(QCoreApplication.translate("TwentySeven", "{name} wins!").format(name=name), name)
    player = state.to_move
    if thinking or controller.player_is_ai(player):
        if not state.own_moves():
            return QCoreApplication.translate("TwentySeven", "cannot move and passes…")
        return QCoreApplication.translate("TwentySeven", "is thinking…")
    if not state.own_moves():
        return QCoreApplication.translate("TwentySeven", "no tower can move: pass (P or Enter)")
    count = state.steps(player)
    goal = state.names[state.goal_index(player)]
    text = QCoreApplication.translate("TwentySeven", "%n tower(s): move %n field(s) towards {goal}", "",
                                      count).format(goal=goal)
    keys = QCoreApplication.translate("TwentySeven", "drag discs, or keys a–i, 1–9, Enter")
    return f"{text} · {keys}"


def who(controller) -> str:
    """Rich text: the player to move, his colour as a pill (dark for black, light for white)."""
    state = controller.state
    if state.phase == START or state.is_terminal():
        return ""
    player = state.to_move
    name = escape(controller.record.players[player].name)
    if COLOUR_OF[player] == "B":
        pill = "background-color:#101012; color:#f4eee2;"
    else:
        pill = "background-color:#f4efe6; color:#141414;"
    return f"<span style='{pill}'>&nbsp;{escape(side(player))}&nbsp;</span>&nbsp;&nbsp;<b>{name}</b>"
