"""Games are registered by string id.

Each game is a package under `gamebox/games/` whose `__init__` calls `register`.
Discovery imports those packages, plus any installed plugin that declares an
entry point in the group `gamebox.games`, so adding a game never touches the core.
"""
from __future__ import annotations

import importlib
import pkgutil
from importlib.metadata import entry_points

from .protocol import Game

_GAMES: dict[str, Game] = {}
_discovered = False


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(sorted(_GAMES)) or "none"
        return f"unknown game {self.args[0]!r} (known: {known})"


def register(game: Game) -> Game:
    """Add a game; refuse a second game with the same id."""
    gid = game.info.id
    existing = _GAMES.get(gid)
    if existing is not None and type(existing) is not type(game):
        raise ValueError(f"game id {gid!r} is already registered by {type(existing).__name__}")
    _GAMES[gid] = game
    return game


def discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    from . import games

    for mod in pkgutil.iter_modules(games.__path__):
        importlib.import_module(f"{games.__name__}.{mod.name}")
    for ep in entry_points(group="gamebox.games"):
        ep.load()


def get(game_id: str) -> Game:
    discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def all_games() -> list[Game]:
    discover()
    return [_GAMES[k] for k in sorted(_GAMES)]
