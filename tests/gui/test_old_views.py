"""A game's view goes out of sight the moment another game takes its place, not when the event loop
deletes it later: a 3D view left visible went on drawing behind the new one (in the app until the next
turn of the event loop; in a run without one, as in the monkey's, game after game). Over every registered
game, each following the last."""
from __future__ import annotations

from gamebox import registry
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.board.view import GameView
from gamebox_ui.games import registered


def _record(game_id: str) -> GameRecord:
    info = registry.get(game_id).info
    variant = info.variants[0]
    names = ("Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi", "Gustav", "Hanne")[:variant.min_players]
    return GameRecord(game_id, variant.id, [PlayerSpec(n) for n in names], info.default_options(), None, [])


def test_a_new_game_hides_the_old_view_at_once(window):
    page = window.game_page
    for game_id in sorted(registered()):
        window.start_record(_record(game_id))
        shown = [v for v in page.findChildren(GameView) if v.isVisible()]
        assert shown == [page.view], game_id
