"""Games are registered by string id.

Each game is a package under `gamebox/games/` whose `__init__` calls `register`. Discovery finds those
packages, plus any installed plugin that declares an entry point in the group `gamebox.games`, so adding a
game never touches the core.

A built-in game with a card (`card.json` beside its `__init__`, gamebox/cards.py) is not imported by
discovery: `cards()` reads what the library shows from the card, and the package is imported the first time
something asks for the game itself (`get`, `all_games`). A package without a card, and every plugin, is
imported at discovery, as before.
"""
from __future__ import annotations

import importlib
import logging
import os
import pkgutil
import sys
from pathlib import Path

from .cards import Card, CardError, card_path, read_card
from .protocol import Game

log = logging.getLogger(__name__)

GROUP = "gamebox.games"          # the entry point group a plugin names its game's module in
_GAMES: dict[str, Game] = {}
_CARDS: dict[str, Card] = {}      # game id -> its card, for every game discovered
_PACKAGES: dict[str, str] = {}    # game id -> the built-in package that registers it when imported
_discovered = False


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(sorted(_GAMES.keys() | _CARDS.keys())) or "none"
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
        package = f"{games.__name__}.{mod.name}"
        card = _card_of(package) if mod.ispkg else None
        if card is not None:
            _CARDS[card.id] = card
            _PACKAGES[card.id] = package
        else:
            _import(package)
    for ep in _plugins():
        ep.load()
    _take_in_new_games()


def _plugins() -> list:
    """The entry points of GROUP. importlib.metadata costs the start about 25 ms to import (the email
    package reads distributions' metadata); a box without plugins has no distribution whose
    entry_points.txt names the group, which a look at those files tells in about a millisecond."""
    if not _a_distribution_names(GROUP):
        return []
    from importlib.metadata import entry_points

    return list(entry_points(group=GROUP))


def _a_distribution_names(group: str) -> bool:
    needle = f"[{group}]"
    for folder in sys.path:
        try:
            entries = os.scandir(folder or ".")
        except OSError:                 # gone, or a zip: importlib.metadata looks into a zip, so may this
            if os.path.exists(folder):
                return True
            continue
        with entries:
            for entry in entries:
                if entry.name.endswith((".dist-info", ".egg-info")):
                    try:
                        text = Path(entry.path, "entry_points.txt").read_text(encoding="utf-8", errors="replace")
                    except OSError:
                        continue
                    if needle in text:
                        return True
    return False


def _card_of(package: str) -> Card | None:
    path = card_path(package)
    if path is None:
        return None
    try:
        return read_card(path)
    except CardError as exc:       # the package is imported instead: slower, never wrong
        log.warning("%s: %s", package, exc)
        return None


def _import(package: str) -> None:
    importlib.import_module(package)
    _take_in_new_games()


def _take_in_new_games() -> None:
    """A card and a package for every game registered without one. A package may import another game's
    package (Kippen uses Würfelmarsch's rules), so the game's class says which package is its own; a card
    made from a game may import more games (its puzzles), so this goes on until none is new."""
    from . import games

    prefix = games.__name__ + "."
    while new := [gid for gid in _GAMES if gid not in _CARDS]:
        for gid in new:
            module = type(_GAMES[gid]).__module__
            if module.startswith(prefix):
                _PACKAGES[gid] = prefix + module[len(prefix):].split(".")[0]
            _CARDS[gid] = Card.of(_GAMES[gid])


def get(game_id: str) -> Game:
    """The game itself: its package is imported now if it was not yet."""
    discover()
    if game_id not in _GAMES and game_id in _PACKAGES:
        importlib.import_module(_PACKAGES[game_id])
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def all_games() -> list[Game]:
    """Every game, imported (the CLI's list, selfplay, tests): prefer `cards()` where the facts suffice."""
    discover()
    for gid in sorted(_CARDS):
        get(gid)
    return [_GAMES[k] for k in sorted(_GAMES)]


def cards() -> list[Card]:
    """Every game's card, by id, without importing a game that has a card file."""
    discover()
    return [_CARDS[k] for k in sorted(_CARDS)]


def card(game_id: str) -> Card:
    discover()
    try:
        return _CARDS[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def package_of(game_id: str) -> str | None:
    """The built-in package of a game (None for a plugin's)."""
    discover()
    return _PACKAGES.get(game_id)
