"""Eintrichtern's score screen details: each player's red dice, with the funnel and sum."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gamebox.pyramid import lattice

from ...score_dialog import PieceRow, ScoreDetails


def score_details(state, players: list[str]) -> ScoreDetails:

    details = ScoreDetails(
        piece_title=QCoreApplication.translate("EintrichternScore", "Funnel"),
        height_title=QCoreApplication.translate("EintrichternScore", "Sum"),
    )
    for player in range(state.num_players):
        details.rows[player] = [
            PieceRow(lattice.name(r.funnel), "#c62828", str(r.total), 1, True)
            for r in state.history
            if r.hit and r.player == player
        ]
    details.notes.append(
        QCoreApplication.translate(
            "EintrichternScore", "Each red die won counts one point; the first to {target} wins."
        ).format(target=state.rules.target)
    )
    lifts = len(state.history)
    details.notes.append(
        QCoreApplication.translate(
            "EintrichternScore", "{lifts} funnels were lifted, {hits} of them hits."
        ).format(lifts=lifts, hits=sum(r.hit for r in state.history))
    )
    if len(state.winners()) > 1:
        details.tiebreak = QCoreApplication.translate(
            "EintrichternScore",
            "All funnels are open and the leaders have equal red dice: they share the win.",
        )
    return details
