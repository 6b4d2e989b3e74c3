"""Tiefstapeln's computer players: the planned corbel stands and touches, the builder reaches the ball
from an empty arm and keeps going from a bridge that left its plan, the bidder's needs grow where the
book says they do, bids only where being solo pays, and the team's test takes a block only if the
bridge survives it."""
import random

from gamebox.games.tiefstapeln.ai import LEVELS, Builder, TiefstapelnAgent, make_agent, plan_for
from gamebox.games.tiefstapeln.material import STANDARD as M
from gamebox.games.tiefstapeln.moves import PASS, STOP, Bid, Place, Remove
from gamebox.games.tiefstapeln.needs import OUT_OF_REACH, blocks_needed
from gamebox.games.tiefstapeln.physics import Arm
from gamebox.games.tiefstapeln.plan import stands
from gamebox.protocol import Setup
from gamebox.registry import get

GAME = get("tiefstapeln")


def test_the_measured_plan_stands_and_touches():
    arm = Arm(M, 7, M.line_distance(1))
    plan = plan_for(arm)
    assert plan is not None and len(plan.poses) == blocks_needed(M, 1, 7) == 10
    assert stands(arm, plan.poses)


def test_lower_and_further_need_more_blocks_and_the_lowest_are_out_of_reach():
    assert blocks_needed(M, 1, 4) < blocks_needed(M, 1, 7) < blocks_needed(M, 1, 13)
    assert blocks_needed(M, 1, 3) == OUT_OF_REACH                 # the ball in the well
    assert blocks_needed(M, 2, 4) == OUT_OF_REACH
    assert blocks_needed(M, 3, 10) > blocks_needed(M, 2, 10) >= blocks_needed(M, 1, 10)


def build_alone(builder, arm, bridge=(), limit=30):
    for _ in range(limit):
        place = builder.choose(arm, bridge)
        assert isinstance(place, Place)
        result = arm.settle(bridge + (place.pose,))
        bridge = () if result.collapsed else result.poses
        if result.touching:
            return bridge
    return None


def test_the_strong_builder_reaches_the_ball_from_an_empty_arm():
    arm = Arm(M, 9, M.line_distance(2))
    bridge = build_alone(Builder(LEVELS["strong"], random.Random(1)), arm)
    assert bridge is not None and arm.touches_ball(bridge)


def test_a_bridge_that_left_the_plan_still_gets_a_standing_block():
    arm = Arm(M, 7, M.line_distance(1))
    odd = (Place.at(40.0, 0.75, 0).pose,)                        # a block the plan does not have
    builder = Builder(LEVELS["strong"], random.Random(1))
    assert builder.planned(arm, odd) is None
    place = builder.choose(arm, odd)
    assert not arm.settle(odd + (place.pose,)).collapsed


def test_the_bidder_opens_where_it_pays_and_passes_where_nothing_does():
    state = GAME.new_state(Setup("standard", 2, {}, 0))
    agent = TiefstapelnAgent(LEVELS["strong"], random.Random(1), "search:strong")
    opening = agent.choose(state)
    assert isinstance(opening, Bid) and agent.value(state, opening) > 0
    state.play(Bid(1, 4))                                         # six blocks, padded to ten: no gain
    assert agent.value(state, Bid(1, 3)) < 0 and agent.choose(state) == PASS


def test_the_team_takes_only_a_block_the_bridge_survives_without():
    from gamebox.record import from_json

    state = from_json(GAME.example_record()).replay(28)
    assert state.phase == "test"
    move = make_agent("search:strong", random.Random(3)).choose(state)
    assert isinstance(move, Remove) or move == STOP
    if isinstance(move, Remove):
        after = state.clone()
        after.play(move)
        assert after.event.kind == "removed"


def test_every_level_and_greedy_play_a_whole_game():
    from gamebox.selfplay import selfplay

    result = selfplay("tiefstapeln", "standard", ["search:easy", "greedy"], 1, seed=3)
    assert result["games"] == 1 and len(result["mean_scores"]) == 2
