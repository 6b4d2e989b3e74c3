"""Ponga's score breakdown: each player's points round by round, and how each round ended."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import PongaState, RoundResult

ROUND = Text("Round", "Runde")
HOW = Text("How", "Wie")
ROUND_N = Text("Round {number}", "Runde {number}")
ALL_STONES = Text("{line}: all {stones} stones", "{line}: alle {stones} Steine")
LOST_TO_LINE = Text("lost to a line", "gegen eine volle Linie verloren")
ONE_TOWER = Text("1 tower", "1 Turm")
TOWERS = Text("{count} towers", "{count} Türme")
NORMAL_END = Text("At a round's normal end every player scores the stones in the towers he tops, captured "
                  "stones included.",
                  "Am normalen Ende einer Runde zählt jeder die Steine in den Türmen, auf denen sein Stein oben "
                  "liegt, eroberte Steine eingeschlossen.")
LINES = Text("A completed line takes every stone on the board: a row or column once, the diagonal 16–61 twice, "
             "the doubles diagonal three times.",
             "Eine volle Linie nimmt alle Steine des Bretts: eine Reihe oder Spalte einfach, die Diagonale 16–61 "
             "doppelt, die Pasch-Diagonale dreifach.")
MATCH = Text("A match of {rounds} rounds: the totals decide.", "Ein Match über {rounds} Runden: die Summen entscheiden.")
SHARED = Text("Equal best totals: {names} share the win.", "Gleiche beste Summen: {names} teilen sich den Sieg.")


def line_text(result: RoundResult) -> Text:
    """The line that ended a round with its multiplier, e.g. "row 1 ×1"."""
    label = result.line.label()
    return Text(f"{label.en} ×{result.line.multiplier}", f"{label.de} ×{result.line.multiplier}")


def _how(result: RoundResult, player: int) -> Text:
    """How the round ended for this player, in a few words."""
    if result.line is not None:
        if result.winner == player:
            return ALL_STONES.format(line=line_text(result), stones=sum(len(t) for t in result.towers))
        return LOST_TO_LINE
    towers = sum(1 for t in result.towers if t and t[-1] == player)
    return ONE_TOWER if towers == 1 else TOWERS.format(count=towers)


def score_breakdown(state: PongaState, names: list[str]) -> ScoreBreakdown:
    rows = {player: tuple(ScoreRow(ROUND_N.format(number=r.number), _how(r, player), r.scores[player], True,
                                   f"seat:{player}") for r in state.results)
            for player in range(state.num_players)}
    notes = [NORMAL_END]
    if any(r.line is not None for r in state.results):
        notes.append(LINES)
    if state.rules.rounds > 1:
        notes.append(MATCH.format(rounds=state.rules.rounds))
    winners = state.winners()
    tiebreak = SHARED.format(names=" & ".join(names[w] for w in winners)) if len(winners) > 1 else None
    return ScoreBreakdown(ROUND, HOW, rows, tuple(notes), None, tiebreak)
