"""27's score screen details: the discs on each player's goal field, by colour."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...score_dialog import PieceRow, ScoreDetails

SWATCH = {0: "#1b1b1e", 1: "#f1ebde"}


def score_details(state, players: list[str]) -> ScoreDetails:
    details = ScoreDetails(
        piece_title=QCoreApplication.translate("TwentySevenScore", "Goal"),
        height_title=QCoreApplication.translate("TwentySevenScore", "Discs"),
    )
    for player in (0, 1):
        goal = state.goal_index(player)
        stack = state.stacks[goal][1:]
        label = QCoreApplication.translate("TwentySevenScore", "Field {field}").format(field=state.names[goal])
        mix = QCoreApplication.translate("TwentySevenScore", "{black} black · {white} white").format(
            black=stack.count("B"), white=stack.count("W"))
        others = len(stack) - stack.count("B") - stack.count("W")
        if others:
            mix += " · " + QCoreApplication.translate("TwentySevenScore", "{count} red/grey").format(count=others)
        details.rows[player] = [PieceRow(label, SWATCH[player], mix, len(stack), True)]
    details.notes.append(QCoreApplication.translate(
        "TwentySevenScore", "Every disc on a player's goal field counts one point, whatever its colour."))
    if not state.winners():
        details.tiebreak = QCoreApplication.translate(
            "TwentySevenScore", "Both goals hold as many discs: a draw.")
    return details
