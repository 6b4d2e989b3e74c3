"""Names and numbers as the history's pages show them (shared by the list, the statistics and
the replay)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from gamebox import registry


def game_name(game_id: str) -> str:
    try:
        return registry.get(game_id).info.name
    except KeyError:
        return game_id


def variant_name(game_id: str, variant: str) -> str:
    try:
        return registry.get(game_id).info.variant(variant).name.get()
    except KeyError:
        return variant


def games_text(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("HistoryPage", "1 game")
    return QCoreApplication.translate("HistoryPage", "{count} games").format(count=count)


def points(value: float) -> str:
    return QLocale().toString(float(value), "f", 0 if float(value).is_integer() else 1)
