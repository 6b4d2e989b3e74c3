"""Score breakdowns: the model explains how the scores came about (rows, rules applied, tie-break);
the score screen only shows them."""
import re

import pytest
from playouts import play_random

from gamebox.games.hoch.game import VARIANTS
from gamebox.games.hoch.state import OVER, HochState
from gamebox.i18n import Text
from gamebox.protocol import Setup
from gamebox.registry import all_games, get

GAMES = all_games()
CASES = [(g, v.id, n) for g in GAMES for v in g.info.variants
         for n in sorted({v.min_players, min(v.min_players + 1, v.max_players)})]
POINTS_COLUMN = {"points", "punkte"}          # the score screen's own last column
SECOND_PERSON = re.compile(r"\b(you|your|yours|du|dein|deine|deinen|deinem|deiner)\b", re.IGNORECASE)


def _sensible(text: Text, shared_screen: bool) -> None:
    for lang in ("en", "de"):
        words = text.get(lang)
        assert words and "{" not in words and "None" not in words, (lang, words)
        assert not words.isdigit(), f"'{words}' names a place by its notation"
        assert not (shared_screen and SECOND_PERSON.search(words)), f"'{words}' on a shared screen"


@pytest.mark.parametrize(("game", "variant", "players"), CASES, ids=[f"{g.id}-{v}-{n}" for g, v, n in CASES])
def test_every_number_on_the_score_screen_comes_from_the_model_and_adds_up(game, variant, players):
    """At the end of random games each seat's counted rows add up to its `scores()` entry; the table's
    titles and labels read well in both languages (no "Points | Points", no "your" on a shared screen)."""
    shared_screen = players > 1
    for seed in range(3):
        state, _ = play_random(game, variant, players, seed)
        breakdown = game.score_breakdown(state, [f"P{i + 1}" for i in range(players)])
        if breakdown is None:       # the score screen shows the totals alone
            continue
        assert set(breakdown.rows) <= set(range(players))
        for player, score in enumerate(state.scores()):
            rows = breakdown.rows.get(player, ())
            assert sum(r.points for r in rows if r.counted) == score, (seed, player)
        _sensible(breakdown.label_title, shared_screen)
        details = [r.detail for rows in breakdown.rows.values() for r in rows]
        for lang in ("en", "de"):
            titles = {breakdown.label_title.get(lang).casefold(), breakdown.detail_title.get(lang).casefold()}
            assert not titles & POINTS_COLUMN, titles
            # a column with words has a title, and a titled column has words
            assert bool(breakdown.detail_title.get(lang)) == any(d.get(lang) for d in details), lang
        for rows in breakdown.rows.values():
            for row in rows:
                _sensible(row.label, shared_screen)
        for text in (*breakdown.notes, *([breakdown.tiebreak] if breakdown.tiebreak else [])):
            _sensible(text, shared_screen)
        if breakdown.max_score is not None:
            assert players == 1 and breakdown.max_score > 1 and state.scores()[0] <= breakdown.max_score


def hoch_over(variant, position):
    state = HochState.from_position(VARIANTS[variant], position)
    state.phase = OVER
    return state


def test_hoch_solo_hierarchy_names_the_pawn_that_does_not_count():
    state = hoch_over("solo-hierarchy", "6B 6R 5Y 5G 4 4 3 3 2 2 2 1 1 1")
    state.heights[0] = 3       # blue lower than brown
    breakdown = get("hoch").score_breakdown(state, ["Ann"])
    assert breakdown.notes[0].get("en") == "Brown (6) stands higher than Blue (3): Brown does not count."
    assert breakdown.notes[0].get("de") == "Braun (6) steht höher als Blau (3): Braun zählt nicht."
    assert len(breakdown.notes) == 3                  # yellow and green outrank blue too
    assert [r.counted for r in breakdown.rows[0]] == [True, False, False, False]
    assert breakdown.max_score == 45 and breakdown.tiebreak is None


def test_hoch_duel_tie_is_broken_by_the_best_single_pawn():
    # Team B: 6 + 2 = 8; Team G: 4 + 4 = 8; the best single pawn (6) wins for Team B.
    state = hoch_over("duel", "6B 2R 4Y 4G 5 5 3 3 2 2 2 1 1 1")
    breakdown = get("hoch").score_breakdown(state, ["Ann", "Bob"])
    assert state.scores() == [8.0, 8.0] and state.winners() == [0]
    assert breakdown.tiebreak.get("en") == "Equal points. Ann wins with the best single pawn (6 against 4)."
    assert [r.swatch for r in breakdown.rows[0] + breakdown.rows[1]] == ["blue", "brown", "yellow", "green"]


def test_hoch_duel_draw_says_so():
    state = hoch_over("duel", "4B 2R 4Y 2G 5 5 3 3 2 2 2 1 1 1")
    breakdown = get("hoch").score_breakdown(state, ["Ann", "Bob"])
    assert breakdown.tiebreak.get("de") == "Gleich viele Punkte und gleich gute beste Pöppel (4): unentschieden."


def test_games_without_a_breakdown_say_none():
    game = get("pyramide")
    state = game.new_state(Setup("empty", 1, {}, None))
    assert game.score_breakdown(state, ["Ann"]) is None


def test_wuerfelmarsch_shows_the_dice_beaten_by_others_and_their_zero_points():
    state, _ = play_random(get("wuerfelmarsch"), "standard", 3, 0)
    state.beaten, state.removed, state.lost = [4, 4, 0], [0, 1, 0], [0, 4, 4]
    breakdown = get("wuerfelmarsch").score_breakdown(state, ["Ann", "Bob", "Cid"])
    assert (breakdown.label_title.get("en"), breakdown.detail_title.get("en")) == ("Dice", "How many")
    lost = breakdown.rows[2][2]
    assert lost.label.get("en").startswith("beaten by others")
    assert (lost.detail.get("en"), lost.detail.get("de"), lost.points, lost.counted) == ("4 dice", "4 Würfel", 0, True)
    assert [(r.detail.get("en"), r.points) for r in breakdown.rows[1]] == [("4 dice", 4), ("1 die", -1), ("4 dice", 0)]


def test_bunte_kuh_shows_the_supply_left_the_panel_shows_and_its_minus_points():
    state, _ = play_random(get("buntekuh"), "standard", 3, 1)
    breakdown = get("buntekuh").score_breakdown(state, ["Ann", "Bob", "Cid"])
    assert breakdown.label_title.get("de") == "Vorrat"
    for seat in range(3):
        [row] = breakdown.rows[seat]
        assert row.detail.get("en") == f"{state.supply[seat]} left" and row.points == -state.supply[seat]
        assert row.label.get("en").startswith(f"dealt {60 // 3} · placed {state.placed_by[seat]}")


def test_kippen_says_solved_or_not_in_words_and_shows_a_way_after_a_miss():
    game = get("kippen")
    for seed in range(6):
        state, _ = play_random(game, "standard", 1, seed)
        breakdown = game.score_breakdown(state, ["Ann"])
        assert breakdown.max_score is None          # the headline: "1 point" or "0 points", never "0 of 1 points"
        if state.scores() == [1.0]:
            assert [n.get("en") for n in breakdown.notes] == ["Solved: the goal is reached, 1 point."]
            continue
        verdict, way = breakdown.notes
        assert verdict.get("de") == "Nicht gelöst: das Ziel ist nicht erreicht, 0 Punkte."
        assert way.get("en").startswith("A way to the goal in ")
        # the way shown reaches the goal from the start
        from gamebox.games.kippen.search import shortest
        from gamebox.games.kippen.state import TippingState

        tips, line = shortest(TippingState(state.spec))
        start = TippingState(state.spec)
        for move in line:
            start.play(move)
        assert start.goal_met() and f"in {tips} tip" in way.get("en")
