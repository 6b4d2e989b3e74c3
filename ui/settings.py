"""What the app remembers between runs: language, window geometry, AI speed and the
last choices of the new-game dialog.

Everything goes through one QSettings store. With GAMEBOX_HOME set (tests, portable
installs) the store is an ini file in that directory, so a test never touches the
user's real settings.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

LANGUAGE_CHOICES = ("system", "de", "en")


def store() -> QSettings:
    home = os.environ.get("GAMEBOX_HOME")
    if home:
        return QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("gamebox", "gamebox")


def language_choice() -> str:
    value = store().value("ui/language", "system")
    return value if value in LANGUAGE_CHOICES else "system"


def set_language_choice(choice: str) -> None:
    store().setValue("ui/language", choice if choice in LANGUAGE_CHOICES else "system")


def window_geometry() -> QByteArray | None:
    value = store().value("window/geometry")
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def set_window_geometry(geometry: QByteArray) -> None:
    store().setValue("window/geometry", geometry)


def ai_delay_ms(default: int = 600) -> int:
    try:
        value = int(store().value("game/ai_delay_ms", default))
    except (TypeError, ValueError):
        return default
    return max(0, min(2000, value))


def set_ai_delay_ms(value: int) -> None:
    store().setValue("game/ai_delay_ms", int(value))


def colour_symbols() -> bool:
    """Dice and stones carry a symbol per colour as well (for colour-blind players)."""
    return str(store().value("view/colour_symbols", "false")).lower() == "true"


def set_colour_symbols(on: bool) -> None:
    store().setValue("view/colour_symbols", "true" if on else "false")


def new_game_choices(game_id: str) -> dict[str, Any]:
    """The dialog's last choices for this game (stored as JSON: QSettings types vary by backend)."""
    raw = store().value(f"new_game/{game_id}", "")
    try:
        data = json.loads(raw) if isinstance(raw, str) and raw else {}
    except json.JSONDecodeError:
        return {}
    return data if isinstance(data, dict) else {}


def set_new_game_choices(game_id: str, choices: dict[str, Any]) -> None:
    store().setValue(f"new_game/{game_id}", json.dumps(choices, ensure_ascii=False))


def keep_pyramid_view() -> bool:
    """Würfelmarsch: the camera stays where the player put it instead of turning to the player to move."""
    return str(store().value("wuerfelmarsch/keep_view", "false")).lower() == "true"


def set_keep_pyramid_view(on: bool) -> None:
    store().setValue("wuerfelmarsch/keep_view", "true" if on else "false")


# -- the ux helper's settings: how the box looks and asks ---------------------------------------------
def _flag(key: str, default: bool) -> bool:
    return str(store().value(key, "true" if default else "false")).lower() == "true"


def _set_flag(key: str, on: bool) -> None:
    store().setValue(key, "true" if on else "false")


def move_notation() -> bool:
    """The move log shows the game's notation instead of words."""
    return _flag("view/move_notation", False)


def set_move_notation(on: bool) -> None:
    _set_flag("view/move_notation", on)


LEVELS = ("random", "greedy", "search:easy", "search:medium", "search:strong")


def default_level() -> str:
    """The level a new computer player gets (Settings)."""
    value = store().value("game/default_level", "search:medium")
    return value if value in LEVELS else "search:medium"


def set_default_level(agent: str) -> None:
    store().setValue("game/default_level", agent if agent in LEVELS else "search:medium")


def preparing_table() -> str:
    """The table being prepared in the background when the app last ran ("" for none)."""
    value = store().value("tables/preparing", "")
    return value if isinstance(value, str) else ""


def set_preparing_table(key: str) -> None:
    store().setValue("tables/preparing", key)


# Animation speed: how long boards take to move pieces, as a factor of their own durations.
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}


def animation_speed() -> str:
    value = store().value("view/animation_speed", "normal")
    return value if value in ANIMATION_SPEEDS else "normal"


def set_animation_speed(speed: str) -> None:
    store().setValue("view/animation_speed", speed if speed in ANIMATION_SPEEDS else "normal")


def animation_factor() -> float:
    """0 for no animations, else what an animation's duration is multiplied by (read at each start:
    about 60 µs, and a change in Settings applies to the next move)."""
    return ANIMATION_SPEEDS[animation_speed()]


def scaled_ms(duration: int) -> int:
    """An animation's duration at the chosen speed."""
    return max(1, round(duration * animation_factor()))


def confirm_abandon() -> bool:
    """Ask before a new game, an opened file or the puzzle replaces an unfinished game."""
    return _flag("game/confirm_abandon", True)


def set_confirm_abandon(on: bool) -> None:
    _set_flag("game/confirm_abandon", on)


def confirm_costly() -> bool:
    """Ask before a move that costs points or ends something for good (giving up, ending a test, …)."""
    return _flag("game/confirm_costly", True)


def set_confirm_costly(on: bool) -> None:
    _set_flag("game/confirm_costly", on)


def full_screen() -> bool:
    """The window fills the screen (F11); remembered for the next start."""
    return _flag("window/full_screen", False)


def set_full_screen(on: bool) -> None:
    _set_flag("window/full_screen", on)


# -- sound (ui/sound.py) ------------------------------------------------------------------------
def sound_enabled() -> bool:
    return str(store().value("sound/enabled", "true")).lower() == "true"


def set_sound_enabled(on: bool) -> None:
    store().setValue("sound/enabled", "true" if on else "false")


def sound_volume(default: int = 70) -> int:
    """The volume in percent (0-100)."""
    try:
        value = int(store().value("sound/volume", default))
    except (TypeError, ValueError):
        return default
    return max(0, min(100, value))


def set_sound_volume(percent: int) -> None:
    store().setValue("sound/volume", max(0, min(100, int(percent))))
