"""The per-game parts of the UI, registered by the same string id as the game.

Each game's UI is a module or package under `ui/games/` that calls `register_ui`.
The box finds them by scanning this package, so a new game needs no change here.
"""
from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import dataclass
from typing import Callable

_UIS: dict[str, "GameUI"] = {}
_discovered = False


@dataclass(frozen=True)
class GameUI:
    game_id: str
    # make_view(controller, parent) -> QWidget showing the board and taking input
    make_view: Callable
    # render(state, width, height, lang) -> QImage: a picture of a state, without a window
    render: Callable
    # the library's picture of the game, a file under assets/
    picture: str = ""
    # render() draws with OpenGL (needs a QApplication on a real or virtual screen)
    needs_gl: bool = False
    # seat_colour(seat) -> "#rrggbb": a seat's colour where the game gives each seat one (the score
    # screen's swatches for "seat:N"; optional)
    seat_colour: Callable | None = None
    # sounds(change) -> [ui.sound.Cue] or None: a game's own sounds for a move where it means more
    # than a piece set down (a capture); None keeps the usual ones (optional, see ui/sound.py)
    sounds: Callable | None = None
    # walk(players) -> [(name, GameRecord)]: positions the layout walk (ui/tools/screens.py) shows besides
    # the half-played one, where a game's busiest screens would be missed by chance (optional)
    walk: Callable | None = None
    # rules_tool(parent) -> QWidget: a tool the rules panel shows under the rules (Scrabble's word
    # check; optional)
    rules_tool: Callable | None = None
    # settings_actions(window) -> [QAction]: the game's own entries of the window's Settings menu (Scrabble's word
    # lists), asked for when the menu opens, so they are named in the language shown then (optional)
    settings_actions: Callable | None = None


def register_ui(game_ui: GameUI) -> GameUI:
    if game_ui.game_id in _UIS and _UIS[game_ui.game_id] != game_ui:
        raise ValueError(f"a UI for {game_ui.game_id!r} is already registered")
    _UIS[game_ui.game_id] = game_ui
    return game_ui


def discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")


def ui_for(game_id: str) -> GameUI:
    """A game's UI. Only its own package is imported (named as the game's: gamebox/games/twentyseven,
    ui/games/twentyseven), so opening a game never imports the others; any other id scans them all."""
    if game_id not in _UIS and not _discovered:
        from gamebox import registry

        package = registry.package_of(game_id)
        if package is not None and importlib.util.find_spec(f"{__name__}.{package.rsplit('.', 1)[1]}"):
            importlib.import_module(f"{__name__}.{package.rsplit('.', 1)[1]}")
        if game_id not in _UIS:
            discover()
    return _UIS[game_id]


def registered() -> dict[str, GameUI]:
    """Every game UI there is, by game id."""
    discover()
    return dict(_UIS)
