"""The tipping puzzles moved out of Würfelmarsch into their own game, Kippen: Würfelmarsch is the book's
game again, and what a player kept from before the move still works (rulings KP-6, KP-7): records and
autosaves of the former variant "tipping" read as Kippen, finished games in the history show as Kippen,
and the progress of every puzzle id stays."""
from __future__ import annotations

import json
import sqlite3

import pytest

from gamebox import history as h
from gamebox import puzzles
from gamebox.games.kippen.puzzles import collection
from gamebox.protocol import HasPuzzles, Setup
from gamebox.puzzles.store import PLAYER, PuzzleStore
from gamebox.record import GameRecord, PlayerSpec, RecordError, loads
from gamebox.registry import get
from gamebox.session import Session

# A record as the box wrote it before Kippen: a game of Würfelmarsch's variant "tipping" started from the
# new-game dialog (with Würfelmarsch's option), the deal and two tips.
BEFORE = {"format": "gamebox-record", "version": 1, "game": "wuerfelmarsch", "variant": "tipping",
          "options": {"quiet": "20"}, "first_player": None, "players": [{"name": "Anna", "type": "human"}],
          "moves": ["deal R341t Y431r face5 in3", "341>350", "350>440"], "practised": False,
          "meta": {"uid": "0f3c-before"}}


def test_wuerfelmarsch_is_the_books_game_again():
    info = get("wuerfelmarsch").info
    assert (info.min_players, info.max_players) == (3, 3)
    assert [v.id for v in info.variants] == ["standard"]
    assert info.has_chance is False
    game = get("wuerfelmarsch")      # its puzzles are its own endgames now, none of the tipping ones
    assert isinstance(game, HasPuzzles) and not any(p.id.startswith("tip") for p in game.puzzles())


def test_kippen_is_a_game_for_one_with_the_puzzles():
    game = get("kippen")
    info = game.info
    assert (info.name, info.min_players, info.max_players, [v.id for v in info.variants]) == \
        ("Kippen", 1, 1, ["standard"])
    assert info.has_chance and isinstance(game, HasPuzzles)
    assert "Würfelmarsch" in info.tagline.get("en") and "Würfelmarsch" in info.tagline.get("de")
    assert len(game.puzzles()) == 100 and {(p.game, p.variant) for p in game.puzzles()} == {("kippen", "standard")}
    with pytest.raises(ValueError):
        game.new_state(Setup("tipping", 1))
    with pytest.raises(ValueError):
        game.new_state(Setup("standard", 3))


def test_a_record_of_the_former_variant_reads_as_kippen_and_replays_the_same():
    record = loads(json.dumps(BEFORE))
    assert (record.game, record.variant, record.options) == ("kippen", "standard", {})
    assert record.moves == BEFORE["moves"] and record.meta["uid"] == BEFORE["meta"]["uid"]
    state = record.replay()
    assert state.tips == 2 and state.tips_left() == 1 and not state.is_terminal()
    again = loads(record.dumps())                      # written back as what it is now
    assert json.loads(record.dumps())["game"] == "kippen" and again.replay() == state
    session = Session(record)                          # and it goes on
    session.play(session.state.parse_move("440>530"))
    assert session.state.goal_met() and session.state.is_terminal()


@pytest.mark.parametrize("change, words", [
    ({"moves": ["deal R341t Y431r face5 in3", "341~b"]}, "never turned"),
    ({"moves": ["deal R341t Y431r face5 in3", "341>251"]}, "back"),
    ({"moves": ["deal R341t face9 in3"]}, "deal like"),
    ({"players": [{"name": "A"}, {"name": "B"}]}, "1-1 players"),
    ({"variant": "tipping2"}, "unknown variant 'tipping2'"),
    ({"variant": ["tipping"]}, "variant"),
])
def test_a_bad_record_of_the_former_variant_is_refused_in_one_line(change, words):
    with pytest.raises(RecordError) as caught:
        loads(json.dumps({**BEFORE, **change}))
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_a_standard_wuerfelmarsch_record_is_read_as_before():
    moves = ["026>125", "404>413"]
    record = loads(json.dumps({"game": "wuerfelmarsch", "variant": "standard", "options": {"quiet": "10"},
                               "players": [{"name": n} for n in "ABC"], "moves": moves}))
    assert (record.game, record.options, record.moves) == ("wuerfelmarsch", {"quiet": "10"}, moves)


def test_a_finished_game_of_the_former_variant_shows_as_kippen_in_the_history(tmp_path):
    """What the old box kept: a row of games "wuerfelmarsch"/"tipping" with its record. The list and the
    statistics show it as Kippen, and its record opens (replay) as Kippen."""
    path = tmp_path / "history.sqlite3"
    record = loads(json.dumps(BEFORE))
    session = Session(record)
    session.play(session.state.parse_move("440>530"))
    finished = session.record
    with h.History.open(path) as history:
        history.add(h.summarise(finished), finished)
    old = json.dumps({**json.loads(finished.dumps()), "game": "wuerfelmarsch", "variant": "tipping",
                      "options": {"quiet": "20"}})
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET game = 'wuerfelmarsch', variant = 'tipping', options = ?, record = ?",
               (json.dumps({"quiet": "20"}), old))
    db.commit()
    db.close()
    with h.History.open(path, read_only=True) as history:
        (entry,) = history.entries()
        assert (entry.game, entry.variant) == ("kippen", "standard")
        assert entry.seats[0].score == 1.0
        assert history.record(entry.uid).replay().goal_met()
    from gamebox.stats import statistics

    (row,) = statistics([entry], "Anna")
    assert (row.game, row.variant, row.played) == ("kippen", "standard", 1)


def test_the_puzzle_ids_stay_and_so_does_a_players_progress(tmp_path):
    """The ids are those the tipping puzzles had (tip-001 …), so the rows of puzzle_results a player
    earned before still name them: solved stays solved, and the rating is the one he had."""
    ids = [p.id for p in collection(strict=True)]
    assert ids == [f"tip-{n:03d}" for n in range(1, 101)]
    store = PuzzleStore(tmp_path / "history.sqlite3")
    before, after = store.record(PLAYER, "tip-042", 1300, 1.0)
    assert store.results()["tip-042"].solved and store.rating() == after
    found = puzzles.find("tip-042")
    assert (found.game, found.variant) == ("kippen", "standard")
    assert puzzles.referee(found).verify(found) == []


def test_a_new_kippen_game_deals_a_shipped_puzzle_and_plays_to_the_score_screen():
    game = get("kippen")
    record = GameRecord("kippen", "standard", [PlayerSpec("Anna")])
    session = Session(record)
    session.roll()
    deals = {p.moves[0] for p in game.puzzles()}
    assert record.moves[0] in deals
    state = session.state
    while not state.is_terminal():
        session.play(state.legal_moves()[0])
        state = session.state
    breakdown = game.score_breakdown(state, ["Anna"])
    (row,) = breakdown.rows[0]
    assert row.points == int(state.goal_met()) and row.detail.get("en") == f"{state.tips} of {state.spec.budget}"
    assert breakdown.detail_title.get("en") == "Tips"
