"""The words of the Ponga board: the status line (whose turn, the roll, what to do) and the
messages when somebody goes out or a round ends.

Every UI string is a literal `QCoreApplication.translate("Ponga", …)` call, so lupdate finds it.
Line names ("column 3") come from the model in both languages.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from gamebox.games.ponga.board import field_name
from gamebox.games.ponga.state import OVER, PLACE, ROLL, START

from ...i18n import said, said_of
from . import colors
from .compose import round_summary, summary_text


def rolled_text(roll) -> str:
    if roll.is_double:
        return QCoreApplication.translate("Ponga", "Rolled a double {a}").format(a=roll.low)
    return QCoreApplication.translate("Ponga", "Rolled {a} and {b}").format(a=roll.low, b=roll.high)


def out_text(name: str, roll) -> str:
    """The toast when a roll puts a player out."""
    if roll.is_double:
        return QCoreApplication.translate("Ponga", "{name} rolled a double {a}: field {field} is his own — out!").format(
            name=name, a=roll.low, field=field_name(roll.fields[0]))
    return QCoreApplication.translate("Ponga", "{name} rolled {a} and {b}: {first} and {second} are both his own — out!").format(
        name=name, a=roll.low, b=roll.high, first=field_name(roll.fields[0]), second=field_name(roll.fields[1]))


def game_over_text(state, names: list[str]) -> str:
    winners = state.winners()
    best = state.total_scores()[winners[0]] if winners else 0
    if state.rules.rounds > 1:
        n = state.rules.rounds
        head = QCoreApplication.translate("Ponga", "Game over after %n round(s)", "", n)
    else:
        head = QCoreApplication.translate("Ponga", "Game over")
    if len(winners) == 1:
        name = names[winners[0]]
        tail = said(QCoreApplication.translate("Ponga", "{name} wins with {points}.").format(name=name, points=best),
                    name)
    else:
        tail = QCoreApplication.translate("Ponga", "{names} share the win with {points}.").format(
            names=" & ".join(names[w] for w in winners), points=best)
    return f"{head} — {tail}"


def place_text(state, typed: str = "") -> str:
    """What the player who has rolled may do now."""
    roll = state.roll
    cands = state.candidates()
    legal = [c for c in cands if c.legal]
    rolled = rolled_text(roll)
    if typed:
        return QCoreApplication.translate("Ponga", "{rolled}. Row {row}: now type the column (1–6), Esc cancels").format(
            rolled=rolled, row=typed)
    if len(legal) == 2:
        return QCoreApplication.translate("Ponga", "{rolled}: place on {first} or {second} — click a lit field or type its digits").format(
            rolled=rolled, first=legal[0].name, second=legal[1].name)
    only = legal[0]
    if len(cands) == 1:
        text = QCoreApplication.translate("Ponga", "{rolled}: only field {field} — click it or press Enter").format(
            rolled=rolled, field=only.name)
    else:
        other = next(c for c in cands if not c.legal)
        if other.top == state.to_move:
            text = QCoreApplication.translate("Ponga", "{rolled}: {other} is your own, so only {field} is possible — press Enter").format(
                rolled=rolled, other=other.name, field=only.name)
        else:
            text = QCoreApplication.translate("Ponga", "{rolled}: {field} is free, so your stone must go there — press Enter").format(
                rolled=rolled, field=only.name)
    return text


def what_to_do(controller, thinking: bool = False, typed: str = "") -> str:
    """One sentence: what happens next, or how the game ended."""
    state = controller.state
    names = [p.name for p in controller.record.players]
    if state.phase == START:
        return QCoreApplication.translate("Ponga", "Who starts is drawn by lot…")
    if state.phase == OVER:
        return game_over_text(state, names)
    ai = thinking or controller.player_is_ai(state.to_move)
    if state.phase == ROLL:
        lead = ""
        summary = round_summary(state)
        if summary is not None:
            lead = summary_text(summary, names) + ". "
        elif state.last_out is not None:
            out = names[state.last_out]
            lead = said(QCoreApplication.translate("Ponga", "{name} is out.").format(name=out), out) + " "
        if ai:
            return lead + said_of(QCoreApplication.translate("Ponga", "rolls…"), names[state.to_move])
        return lead + QCoreApplication.translate("Ponga", "Roll the dice (Space)")
    if state.phase == PLACE and ai:
        return rolled_text(state.roll) + " · " + said_of(QCoreApplication.translate("Ponga", "is thinking…"),
                                                         names[state.to_move])
    return place_text(state, typed)


def who(controller) -> str:
    """Rich text: the player to move on a pill of his colour."""
    state = controller.state
    if state.phase in (START, OVER):
        return ""
    player = state.to_move
    name = escape(controller.record.players[player].name)
    pill = f"background-color:{colors.css(player)}; color:{colors.ink_on(player).name()};"
    return f"<span style='{pill}'>&nbsp;<b>{name}</b>&nbsp;</span>"
