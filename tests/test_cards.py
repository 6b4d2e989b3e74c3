"""Game cards (gamebox/cards.py): what the library shows of every game, read without importing it, and
always what the game itself says."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gamebox import cards, registry
from gamebox.cards import Card, CardError, card_path, card_text, read_card


@pytest.mark.parametrize("game", registry.all_games(), ids=lambda g: g.info.id)
def test_every_games_card_says_what_the_game_says(game):
    path = card_path(registry.package_of(game.info.id))
    assert path is not None, f"{game.info.id} has no card: run `python -m gamebox.cards`"
    assert read_card(path) == Card.of(game), f"{path} is out of date: run `python -m gamebox.cards`"
    assert path.read_text(encoding="utf-8") == card_text(Card.of(game))


def test_the_cards_name_every_game_and_their_players_and_puzzles():
    by_id = {card.id: card for card in registry.cards()}
    assert set(by_id) == {game.info.id for game in registry.all_games()}
    assert (by_id["hoch"].min_players, by_id["hoch"].max_players) == (1, 2)
    assert by_id["hoch"].variant("solo").max_players == 1
    assert "solo" in by_id["hoch"].solvable_variants
    assert sum(card.puzzles for card in by_id.values()) > 500     # 27, Hoch und höher and Kippen ship them


def test_reading_the_cards_imports_no_game():
    code = ("import json, sys; from gamebox import registry; cards = registry.cards(); "
            "print(json.dumps([len(cards), [m for m in sys.modules if m.startswith('gamebox.games.')]]))")
    count, imported = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                                check=True, timeout=60).stdout)
    assert count == len(registry.all_games())
    assert imported == []


@pytest.mark.parametrize("text", ["", "{", "[]", '{"id": "x"}', "\xff\xfe", json.dumps({"id": 1})])
def test_a_broken_card_is_refused_in_one_line(tmp_path, text):
    path = tmp_path / "card.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape") if text != "\xff\xfe" else b"\xff\xfe")
    with pytest.raises(CardError) as caught:
        read_card(path)
    assert "\n" not in str(caught.value)


def test_a_card_too_large_is_not_read(tmp_path):
    path = tmp_path / "card.json"
    path.write_text(" " * (cards.MAX_BYTES + 1))
    with pytest.raises(CardError, match="larger than"):
        read_card(path)


def test_a_game_whose_card_cannot_be_read_is_imported_instead(tmp_path, monkeypatch):
    """A broken card costs the start time, never the game: discovery imports the package as before."""
    broken = tmp_path / "card.json"
    broken.write_text("{", encoding="utf-8")
    real = cards.card_path
    monkeypatch.setattr(registry, "card_path", lambda package: broken if package.endswith(".hoch") else real(package))
    for name in ("_GAMES", "_CARDS", "_PACKAGES"):
        monkeypatch.setattr(registry, name, {})
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.delitem(sys.modules, "gamebox.games.hoch")       # as if never imported
    registry.discover()
    assert "hoch" in registry._GAMES                  # imported at discovery
    assert "ponga" not in registry._GAMES             # a game with a card is not
    assert registry.card("hoch") == Card.of(registry.get("hoch"))
    assert registry.package_of("hoch") == "gamebox.games.hoch"


PLUGIN = '''
from gamebox.i18n import Text
from gamebox.protocol import Game, GameInfo, Variant
from gamebox.registry import register


class PluginGame(Game):
    info = GameInfo(id="plugin-demo", name="Plugin demo", tagline=Text("t", "t"), description=Text("d", "d"),
                    min_players=1, max_players=2, play_minutes=(1, 2),
                    variants=(Variant("standard", Text("Standard", "Standard"), 1, 2, Text("v", "v")),))

    def new_state(self, setup):
        raise NotImplementedError


register(PluginGame())
'''


def test_a_plugin_game_is_found_through_its_entry_point_and_has_a_card(tmp_path, monkeypatch):
    """Plugins are imported at discovery (their card is made from the game); a box without one never imports
    importlib.metadata for them (registry._plugins)."""
    (tmp_path / "gamebox_plugin_demo.py").write_text(PLUGIN, encoding="utf-8")
    dist = tmp_path / "gamebox_plugin_demo-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: gamebox-plugin-demo\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[gamebox.games]\ndemo = gamebox_plugin_demo\n")
    assert not registry._a_distribution_names(registry.GROUP)      # none in this box
    monkeypatch.syspath_prepend(str(tmp_path))
    assert registry._a_distribution_names(registry.GROUP)
    for name in ("_GAMES", "_CARDS", "_PACKAGES"):
        monkeypatch.setattr(registry, name, {})
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.delitem(sys.modules, "gamebox_plugin_demo", raising=False)
    cards_now = registry.cards()
    assert "plugin-demo" in [card.id for card in cards_now]
    assert registry.card("plugin-demo").variants[0].max_players == 2
    assert registry.package_of("plugin-demo") is None          # not a built-in package: no card file is written
    assert "hoch" in [card.id for card in cards_now] and "hoch" not in registry._GAMES
