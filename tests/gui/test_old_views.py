"""A game's view goes out of sight the moment another game takes its place, not when the event loop
deletes it later: a 3D view left visible went on drawing behind the new one (in the app until the next
turn of the event loop; in a run without one, as in the monkey's, game after game)."""
from __future__ import annotations

from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.board.view import GameView


def _record(game_id: str, variant: str, players: int) -> GameRecord:
    return GameRecord(game_id, variant, [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")[:players]], {}, None, [])


def test_a_new_game_hides_the_old_view_at_once(window):
    window.start_record(_record("wuerfelmarsch", "standard", 3))
    window.start_record(_record("kippen", "standard", 1))
    window.start_record(_record("hoch", "duel", 2))
    page = window.game_page
    shown = [v for v in page.findChildren(GameView) if v.isVisible()]
    assert shown == [page.view]
