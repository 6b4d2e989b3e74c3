"""The computer's levels as players meet them: a name, a sentence of how it plays, and the
measured strength one click away (`StrengthDialog`).

A game may describe its levels itself (`Game.level_words`: Eintrichtern's players differ in memory,
Hoch und höher's strong player plays perfectly once its table is ready); else the box's words apply.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gamebox.protocol import Calibrated, Game

AI_LEVELS = ("random", "greedy", "search:easy", "search:medium", "search:strong")
DEFAULT_LEVEL = "search:medium"


def level_label(agent: str | None) -> str:
    """A computer player's level as players call it."""
    labels = {
        "random": QCoreApplication.translate("AiLevel", "Random"),
        "greedy": QCoreApplication.translate("AiLevel", "Greedy"),
        "search:easy": QCoreApplication.translate("AiLevel", "Easy"),
        "search:medium": QCoreApplication.translate("AiLevel", "Medium"),
        "search:strong": QCoreApplication.translate("AiLevel", "Strong"),
    }
    if agent and agent.startswith("puzzle:"):       # a collection puzzle's opponent (gamebox/puzzles)
        return QCoreApplication.translate("AiLevel", "Best defence")
    return labels.get(agent or DEFAULT_LEVEL, agent or "")


def level_words(game: Game, variant: str, agent: str) -> str:
    """How a level plays, in a sentence: the game's own words where it has them."""
    own = game.level_words(variant, agent)
    if own is not None:
        return own.get()
    words = {
        "random": QCoreApplication.translate("AiLevel", "plays any allowed move, by chance: good for learning "
                                                        "the rules."),
        "greedy": QCoreApplication.translate("AiLevel", "takes whatever looks best right now and never looks "
                                                        "ahead."),
        "search:easy": QCoreApplication.translate("AiLevel", "looks a little ahead, but misses a lot."),
        "search:medium": QCoreApplication.translate("AiLevel", "a sound player who thinks a move ahead."),
        "search:strong": QCoreApplication.translate("AiLevel", "thinks furthest ahead: hard to beat."),
    }
    return words.get(agent, "")


def describe(game: Game, variant: str, agent: str) -> str:
    """ "Medium: a sound player who thinks a move ahead." """
    return QCoreApplication.translate("AiLevel", "{level}: {words}").format(
        level=level_label(agent), words=level_words(game, variant, agent))


def strength_text(game: Game, variant: str, agent: str) -> str:
    """The measured strength of a level in this variant, e.g. "Strong: wins 55% ± 2 against Greedy
    (2000 games)"; empty where the game measured none (solo, other games)."""
    row = game.strength(variant, agent) if isinstance(game, Calibrated) else None
    if row is None:
        return ""
    values = dict(level=level_label(agent), rate=round(100 * row.rate), ci=round(100 * row.ci),
                  opponent=level_label(row.opponent), games=row.games)
    if row.players > 2:     # against several: say how many, and what an even share would be
        return QCoreApplication.translate(
            "NewGameDialog", "{level}: wins {rate}% ± {ci} against {n} × {opponent} ({games} games; an even share "
            "is {even}%)").format(n=row.players - 1, even=round(100 / row.players), **values)
    return QCoreApplication.translate(
        "NewGameDialog", "{level}: wins {rate}% ± {ci} against {opponent} ({games} games)").format(**values)


def measured(game: Game, variant: str) -> bool:
    """Whether any level of this variant has a measured strength."""
    return any(strength_text(game, variant, agent) for agent in AI_LEVELS)


class StrengthDialog(QDialog):
    """Every level of a variant: how it plays, and how it did against the others in self-play."""

    def __init__(self, game: Game, variant: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("strengthDialog")
        name = game.info.variant(variant).name.get()
        self.setWindowTitle(self.tr("How strong is the computer?"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(10)
        title = QLabel(self.tr("{game} ({variant}): the computer's levels").format(game=game.info.name,
                                                                                   variant=name))
        title.setObjectName("dialogTitle")
        title.setWordWrap(True)
        layout.addWidget(title)
        self.rows: list[QLabel] = []
        for agent in AI_LEVELS:
            words = f"<b>{level_label(agent)}</b>: {level_words(game, variant, agent)}"
            figures = strength_text(game, variant, agent)
            label = QLabel(words + (f"<br><span style='color:#8a7f72'>{figures}</span>" if figures else ""))
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            layout.addWidget(label)
            self.rows.append(label)
        note = QLabel(self.tr("Measured by the computer playing against itself; ± is the 95% margin of the "
                              "measurement. With dice, even perfect play loses often."))
        note.setObjectName("hint")
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setFixedWidth(520)
