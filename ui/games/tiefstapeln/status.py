"""The words of the Tiefstapeln board: whose turn, what to do now, and the toasts.

Every UI string is a literal `QCoreApplication.translate("Tiefstapeln", …)` call, so lupdate finds it."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from gamebox.games.tiefstapeln.state import BID, BUILD, ORDERING, OVER, SOLO, START, TEAM, TEST


def names(controller) -> list[str]:
    return [p.name for p in controller.record.players]


def side_name(side: int) -> str:
    return QCoreApplication.translate("Tiefstapeln", "solo") if side == SOLO else QCoreApplication.translate("Tiefstapeln", "team")


def who(controller) -> str:
    state = controller.state
    if state.phase in (OVER, START):
        return ""
    name = escape(names(controller)[state.to_move])
    if state.phase in (BUILD, TEST):
        role = QCoreApplication.translate("Tiefstapeln", "solo builder") if state.side_of(state.to_move) == SOLO else QCoreApplication.translate("Tiefstapeln", "team")
        return f"<b>{name}</b> <span style='color:#e9dcc0'>({role})</span>"
    return f"<b>{name}</b>"


def what_to_do(controller, thinking: bool) -> str:
    state = controller.state
    n = names(controller)
    if state.phase == OVER:
        best = max(state.totals)
        winners = [n[i] for i, t in enumerate(state.totals) if t == best]
        if len(winners) == 1:
            return QCoreApplication.translate("Tiefstapeln", "Game over: {name} wins with {points} points.").format(name=winners[0], points=best)
        return QCoreApplication.translate("Tiefstapeln", "Game over: {names} share the win with {points} points.").format(
            names=" & ".join(winners), points=best)
    if state.phase == START:
        return QCoreApplication.translate("Tiefstapeln", "Drawing lots for who starts…")
    if thinking and not controller.human_to_act():
        return QCoreApplication.translate("Tiefstapeln", "{name} is thinking…").format(name=n[state.to_move])
    r = state.round
    head = QCoreApplication.translate("Tiefstapeln", "Round {round} of {rounds}").format(round=r.number + 1, rounds=state.rules.rounds)
    if state.phase == BID:
        if r.bid is None:
            return QCoreApplication.translate("Tiefstapeln", "{head}: choose a line (click it) and push the ball down (drag it, or ↑ ↓), then Bet.").format(
                head=head)
        return QCoreApplication.translate("Tiefstapeln", "{head}: beat line {line} at {ball} cm — a line further back or the ball 1 cm lower (← → ↓, then Enter) — or pass.").format(
            head=head, line=r.bid.line, ball=r.bid.ball)
    if state.phase == ORDERING:
        return QCoreApplication.translate("Tiefstapeln", "{head}: {name} won the bet (line {line}, ball {ball} cm) and has {blocks} blocks: order ten more, or enough?").format(head=head, name=n[r.solo], line=r.bid.line, ball=r.bid.ball,
                                             blocks=r.ordered)
    if state.phase == BUILD:
        side = state.sides[state.side_of(state.to_move)]
        if side.touching:
            return QCoreApplication.translate("Tiefstapeln", "The bridge touches the ball with {count} of {supply} blocks: Done, or lay more to use exactly your prediction.").format(count=len(side.bridge), supply=side.supply)
        return QCoreApplication.translate("Tiefstapeln", "Drag a block from your supply onto your bridge ({left} left). Wheel or R turns it.").format(
            left=side.left)
    if state.phase == TEST:
        return QCoreApplication.translate("Tiefstapeln", "Final test: click a block of the solo bridge to take it away, or end the test ({removed} taken so far).").format(removed=r.removed)
    return ""


def event_text(state, names_: list[str]) -> str:
    """A toast for what the last placement or removal did, or ''."""
    event = state.event
    if event is None:
        return ""
    if event.kind == "collapse":
        cause = {"fell": QCoreApplication.translate("Tiefstapeln", "it fell"), "ground": QCoreApplication.translate("Tiefstapeln", "it came to rest on the board in front of the line"),
                 "rod": QCoreApplication.translate("Tiefstapeln", "it leans on the rod")}.get(event.cause, "")
        if event.restored:       # TS-8: after touching the ball a collapse costs nothing
            return QCoreApplication.translate(
                "Tiefstapeln", "That block brought the bridge down ({cause}); it touched the ball already, so it "
                "costs nothing: the bridge stands as it stood.").format(cause=cause)
        if event.side == TEAM:
            return QCoreApplication.translate("Tiefstapeln", "The team's bridge collapsed ({cause}): +10 for {name}.").format(
                cause=cause, name=names_[state.round.solo])
        return QCoreApplication.translate("Tiefstapeln", "The solo bridge collapsed ({cause}): −10 for {name}.").format(
            cause=cause, name=names_[state.round.solo])
    if event.kind == "touch":
        if event.side == TEAM:
            return QCoreApplication.translate("Tiefstapeln", "The team's bridge touches the ball!")
        return QCoreApplication.translate("Tiefstapeln", "The solo bridge touches the ball!")
    if event.kind == "removed":
        if state.rules.test_touch:
            return QCoreApplication.translate("Tiefstapeln", "Taken away, and the bridge still stands and touches the ball: −10 for {name}.").format(name=names_[state.round.solo])
        return QCoreApplication.translate("Tiefstapeln", "Taken away, and the bridge still stands: −10 for {name}.").format(name=names_[state.round.solo])
    if event.kind == "test_failed":
        return QCoreApplication.translate("Tiefstapeln", "That block was needed: the test is over.")
    return ""


def round_text(result, names_: list[str]) -> str:
    """A toast at the end of a round."""
    return QCoreApplication.translate("Tiefstapeln", "Round {round}: {name} scores {points}.").format(round=result.number, name=names_[result.solo],
                                                              points=f"{result.points:+d}")


__all__ = ["BID", "ORDERING"]
