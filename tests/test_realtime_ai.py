"""The real-time computer players (gamebox/ai/reaction.py, RZ-5, RZ-8, BK-8): what they look at, when they
act, that they err as their level says, and that their measured levels are ordered. All in simulated time."""
import dataclasses
import random

import pytest

from gamebox import registry
from gamebox.ai import make_agent
from gamebox.ai.stats import wilson
from gamebox.games.buntekuh import calibration as bk_calibration
from gamebox.games.buntekuh.ai import LEVELS as BK_LEVELS, BunteKuhAgent
from gamebox.games.buntekuh.moves import Call, Deal as BkDeal, Niete, Roll as BkRoll
from gamebox.games.buntekuh.state import BunteKuhState
from gamebox.games.raffzahn import calibration as rz_calibration
from gamebox.games.raffzahn.ai import LEVELS as RZ_LEVELS, RaffzahnAgent
from gamebox.games.raffzahn.moves import Grab, Roll, Stop
from gamebox.games.raffzahn.state import RaffzahnState
from gamebox.pyramid import dice, lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.setups import ORIENTATION_LETTERS
from gamebox.realtime import ROLL
from gamebox.selfplay import selfplay


def die_showing(pips) -> Die:
    return Die("red", dice.orientation_with({lattice.MINUS[i]: pips[i] for i in range(3)}))


def raffzahn_with(dice_at: dict, roll: int, roller: int = 0) -> RaffzahnState:
    state = RaffzahnState(0)
    state.phase, state.pyramid, state.roller = "roll", Pyramid(dice_at), roller
    state.apply(Roll(roll))
    return state


@pytest.mark.parametrize("module", [rz_calibration, bk_calibration])
def test_every_measured_row_holds_its_wilson_interval_and_the_levels_are_ordered(module):
    for row in module.STRENGTHS:
        lo, hi = wilson(row.wins, row.games)
        assert (row.lo, row.hi) == (round(lo, 3), round(hi, 3)), row
        assert row.lo > 1 / row.players         # each level beats the slower one beyond an even share
    assert {row.level for row in module.STRENGTHS} == {"search:easy", "search:medium", "search:strong"}


@pytest.mark.parametrize("game", ["raffzahn", "buntekuh"])
def test_a_fresh_measurement_orders_the_levels_too(game):
    result = selfplay(game, "standard", ["search:strong", "search:easy", "search:easy"], 12, seed=3)
    assert result["wins"][0] >= 8


def test_the_dialog_offers_the_three_levels_with_their_measured_strength():
    for game_id in ("raffzahn", "buntekuh"):
        game = registry.get(game_id)
        assert game.info.levels == ("search:easy", "search:medium", "search:strong")
        for level in game.info.levels:
            assert game.strength("standard", level).players == 3


def test_a_raffzahn_player_reads_only_his_own_side():
    # The die at 000 shows the 5 to seat 2 only; seat 1 sees a 1 there.
    state = raffzahn_with({(0, 0, 0): die_showing((3, 1, 5)), (8, 0, 0): die_showing((1, 5, 3))}, roll=5)
    seat2 = RaffzahnAgent(dataclasses.replace(RZ_LEVELS["search:medium"], error=0.0), random.Random(1)).next_action(
        state, 2)
    seat1 = RaffzahnAgent(dataclasses.replace(RZ_LEVELS["search:medium"], error=0.0), random.Random(1))
    assert seat2.move == Grab(2, (0, 0, 0))
    assert seat1.next_action(state, 1).move == Grab(1, (8, 0, 0))


def test_a_computer_roller_calls_stopp_once_he_has_looked_at_every_free_die_of_his_side():
    level = dataclasses.replace(RZ_LEVELS["search:medium"], error=0.0, spread=0.0)
    free = {(0, 0, 0): die_showing((1, 3, 2)), (8, 0, 0): die_showing((1, 3, 2)), (0, 8, 0): die_showing((2, 1, 3))}
    state = raffzahn_with(free, roll=6)
    action = RaffzahnAgent(level, random.Random(1)).next_action(state, 0)
    assert action.move == Stop(0)
    assert action.at == state.landed_at + level.start_ms + 3 * level.per_item_ms + level.decide_ms


def test_a_non_roller_with_nothing_to_grab_waits():
    state = raffzahn_with({(0, 0, 0): die_showing((1, 3, 2))}, roll=6)
    assert RaffzahnAgent(RZ_LEVELS["search:medium"], random.Random(1)).next_action(state, 1) is None


def test_the_roller_rolls_after_a_moment_and_the_same_seed_gives_the_same_plans():
    state = RaffzahnState(1)
    state.apply(state.sample_chance(random.Random(2)))
    one = make_agent("search:medium", registry.get("raffzahn"), 5).next_action(state, 1)
    two = make_agent("search:medium", registry.get("raffzahn"), 5).next_action(state, 1)
    assert one == two and one.move == ROLL and one.at > 0
    assert make_agent("search:medium", registry.get("raffzahn"), 5).next_action(state, 0) is None


def bunte_kuh(seed: int = 1) -> BunteKuhState:
    state = BunteKuhState(3, 0)
    rng = random.Random(seed)
    state.apply(BkDeal("".join(ORIENTATION_LETTERS[rng.randrange(24)] for _ in lattice.BOTTOM)))
    return state


def rolled(state: BunteKuhState, total: int) -> BunteKuhState:
    dice_ = next((a, b, total - a - b) for a in range(1, 7) for b in range(a, 7) if b <= total - a - b <= 6)
    state.apply(BkRoll(dice_))
    return state


def test_a_bunte_kuh_player_calls_on_a_funnel_that_shows_the_sum_and_niete_when_none_does():
    exact = dataclasses.replace(BK_LEVELS["search:medium"], error=0.0)
    state = bunte_kuh()
    rolled(state, state.funnel_sum(state.funnels()[4]))
    action = BunteKuhAgent(exact, random.Random(2)).next_action(state, 1)
    assert isinstance(action.move, Call) and state.funnel_sum(action.move.position) == state.roll.total
    assert action.at > state.landed_at + exact.start_ms * 0.3
    state = bunte_kuh()
    rolled(state, next(t for t in range(3, 19) if t not in {state.funnel_sum(f) for f in state.funnels()}))
    action = BunteKuhAgent(exact, random.Random(2)).next_action(state, 1)
    assert action.move == Niete(1) and action.at > state.landed_at + 30 * exact.per_item_ms * 0.5


def test_errors_make_wrong_calls_as_often_as_the_level_says():
    def wrong_share(error: float, trials: int = 300) -> float:
        level = dataclasses.replace(BK_LEVELS["search:medium"], error=error)
        wrong = 0
        rng = random.Random(7)
        for t in range(trials):
            state = bunte_kuh(t)
            rolled(state, rng.randint(6, 15))
            move = BunteKuhAgent(level, random.Random(t)).next_action(state, 0).move
            right = (state.funnel_sum(move.position) == state.roll.total if isinstance(move, Call)
                     else not state.matches())
            wrong += not right
        return wrong / trials

    careless, careful = wrong_share(0.15), wrong_share(0.0)
    assert careful == 0.0 and careless > 0.2
