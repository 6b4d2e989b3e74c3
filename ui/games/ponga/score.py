"""Ponga's score screen details: each player's points round by round, and how each round ended."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...score_dialog import PieceRow, ScoreDetails
from . import colors
from .compose import line_label


def _how(result, player: int) -> str:
    """How the round ended for this player, in a few words."""
    if result.line is not None:
        if result.winner == player:
            return QCoreApplication.translate("PongaScore", "{line}: all {stones} stones").format(
                line=line_label(result.line), stones=sum(len(t) for t in result.towers))
        return QCoreApplication.translate("PongaScore", "lost to a line")
    towers = sum(1 for t in result.towers if t and t[-1] == player)
    if towers == 1:
        return QCoreApplication.translate("PongaScore", "1 tower")
    return QCoreApplication.translate("PongaScore", "{count} towers").format(count=towers)


def score_details(state, players: list[str]) -> ScoreDetails:
    details = ScoreDetails(piece_title=QCoreApplication.translate("PongaScore", "Round"), height_title=QCoreApplication.translate("PongaScore", "How"))
    for player in range(state.num_players):
        rows = []
        for result in state.results:
            label = QCoreApplication.translate("PongaScore", "Round {number}").format(number=result.number)
            rows.append(PieceRow(label, colors.css(player), _how(result, player), result.scores[player], True))
        details.rows[player] = rows
    details.notes.append(QCoreApplication.translate(
        "PongaScore", "At a round's normal end every player scores the stones in the towers he tops, captured stones included."))
    if any(r.line is not None for r in state.results):
        details.notes.append(QCoreApplication.translate(
            "PongaScore", "A completed line takes every stone on the board: a row or column once, the diagonal 16–61 twice, the doubles diagonal three times."))
    if state.rules.rounds > 1:
        details.notes.append(QCoreApplication.translate(
            "PongaScore", "A match of {rounds} rounds: the totals decide.").format(rounds=state.rules.rounds))
    winners = state.winners()
    if len(winners) > 1:
        details.tiebreak = QCoreApplication.translate("PongaScore", "Equal best totals: {names} share the win.").format(
            names=" & ".join(players[w] for w in winners))
    return details
