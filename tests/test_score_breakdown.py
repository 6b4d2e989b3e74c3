"""Score breakdowns: the model explains how the scores came about (rows, rules applied, tie-break);
the score screen only shows them."""
import random

import pytest

from gamebox.games.hoch.game import VARIANTS
from gamebox.games.hoch.state import OVER, HochState
from gamebox.protocol import Setup
from gamebox.registry import get

CASES = [("hoch", "solo", 1), ("hoch", "solo-hierarchy", 1), ("hoch", "duel", 2), ("hoch", "duel-hierarchy", 2),
         ("27", "standard", 2), ("27", "red", 2), ("ponga", "standard", 3), ("eintrichtern", "standard", 3),
         ("abquetschen", "standard", 3), ("cuibono", "standard", 3), ("cuibono", "standard", 6),
         ("wuerfelmarsch", "standard", 3)]


def finished(game, variant, players, seed):
    rng = random.Random(seed)
    state = game.new_state(Setup(variant, players, {}, None))
    while not state.is_terminal():
        state.apply(state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize(("gid", "variant", "players"), CASES)
def test_the_counted_rows_add_up_to_each_score(gid, variant, players):
    game = get(gid)
    for seed in range(6 if gid not in ("eintrichtern", "abquetschen") else 2):
        state = finished(game, variant, players, seed)
        breakdown = game.score_breakdown(state, [f"P{i}" for i in range(players)])
        for player, score in enumerate(state.scores()):
            rows = breakdown.rows.get(player, ())
            assert sum(r.points for r in rows if r.counted) == score
        assert breakdown.label_title.get("de") and breakdown.notes or gid == "hoch"


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
