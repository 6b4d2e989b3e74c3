"""Who won, counted the same everywhere: a shared win is a win for each leader on the score screen, in
the history, its statistics and selfplay (`protocol.results`); `returns()` agrees with `winners()`."""
from __future__ import annotations

import pytest

from gamebox.history import summarise
from gamebox.protocol import DRAW, LOSS, SOLO, WIN, results
from gamebox.registry import all_games, get

from playouts import play_random

CASES = [(g, v.id, n) for g in all_games() for v in g.info.variants
         for n in sorted({v.min_players, min(v.min_players + 1, v.max_players)})]
SEEDS = range(3)


@pytest.mark.parametrize(("game", "variant", "players"), CASES,
                         ids=[f"{g.id}-{v}-{n}" for g, v, n in CASES])
def test_winners_results_returns_and_the_history_agree(game, variant, players):
    for seed in SEEDS:
        state, record = play_random(game, variant, players, seed)
        winners = state.winners()
        assert winners == sorted(set(winners)) and all(0 <= w < players for w in winners)
        outcome = results(state)
        assert [s.result for s in summarise(record).seats] == outcome
        returns = state.returns()
        if players == 1:
            assert winners == [] and outcome == [SOLO] and returns == pytest.approx(state.scores())
        elif DRAW in outcome:
            assert set(outcome) == {DRAW} and len(set(returns)) == 1
        else:
            won = [returns[p] for p in range(players) if outcome[p] == WIN]
            lost = [returns[p] for p in range(players) if outcome[p] == LOSS]
            assert len(set(won)) == 1 and won[0] > max(lost), (seed, winners, returns)


def test_tiefstapeln_equal_leaders_share_the_win_and_the_last_loses():
    """TS-11: "the most points after all rounds win": two on 0 share it, the one on -75 lost."""
    from gamebox.games.tiefstapeln.score import score_breakdown
    from gamebox.games.tiefstapeln.state import OVER

    state, _ = play_random(get("tiefstapeln"), "standard", 3, 0)
    state.totals = [0, 0, -75]
    assert state.phase == OVER
    assert state.winners() == [0, 1] and results(state) == [WIN, WIN, LOSS]
    assert state.returns()[0] == state.returns()[1] > state.returns()[2]
    assert score_breakdown(state, ["Ann", "Bob", "Cid"]).tiebreak.get("en") == \
        "Equal best totals: Ann & Bob share the win."
    state.totals = [-10, -10, -10]
    assert results(state) == [DRAW] * 3


def test_a_game_every_player_wins_is_a_draw_and_nobody_winning_too():
    state, _ = play_random(get("ponga"), "standard", 3, 0)
    state.banked = [5, 5, 5]
    assert state.winners() == [0, 1, 2] and results(state) == [DRAW] * 3
    state.banked = [5, 5, 2]
    assert results(state) == [WIN, WIN, LOSS]
