"""Tiefstapeln's rules from the book (seeds/003), rulings T1-T4 and TS-1 ff.: bidding, ordering in
tens, building in turn, collapses, the scoring, the final test, rounds, and the record's checksum."""
import json
import math

import pytest

from gamebox.games.tiefstapeln.moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place, Remove, parse
from gamebox.games.tiefstapeln.state import BID, BUILD, ORDERING, OVER, SOLO, TEAM, TEST
from gamebox.i18n import Text
from gamebox.protocol import IllegalMove, NotationError, Setup
from gamebox.record import GameRecord, PlayerSpec, RecordError, loads
from gamebox.registry import get
from gamebox.session import Session

GAME = get("tiefstapeln")
# A bridge from line 1 to the ball at 4 cm, found by hand and judged by the engine: a block on the
# arm behind the line, one reaching 2 cm over it, a standing block as counterweight, and one lying
# on the second whose end meets the ball's equator.
BRIDGE = ((16.0, 0), (10.5, 0), (15.0, 90), (7.51, 0))


def new(players=2, first=0, **options):
    return GAME.new_state(Setup("standard", players, {k: str(v) for k, v in options.items()}, first))


def play(state, *texts):
    for text in texts:
        state.play(parse(text) if isinstance(text, str) else text)
    return state


def lay(state, x, degrees):
    """The placement a player makes by holding a block over x and letting the view lower it."""
    side = state.side_of(state.to_move)
    y = state.arm(side).drop(x, math.radians(degrees), 40.0, state.sides[side].bridge)
    return Place.at(x, y, degrees)


# -- bidding --------------------------------------------------------------------------------
def test_the_starting_player_must_open_and_may_push_the_ball_down_as_far_as_he_likes():
    state = new(3)
    assert state.phase == BID and state.to_move == 0
    assert state.why_illegal(PASS).code == "first_must_bid"
    play(state, "bid L2 B7")
    assert state.round.bid == Bid(2, 7) and state.to_move == 1


def test_a_challenge_is_a_line_further_back_or_the_ball_exactly_one_cm_lower():
    state = play(new(3), "bid L2 B7")
    for bid in ("bid L3 B7", "bid L6 B7", "bid L2 B6"):
        assert state.why_illegal(parse(bid)) is None
    for bid in ("bid L2 B7", "bid L1 B7", "bid L2 B5", "bid L3 B6", "bid L2 B8"):
        reason = state.why_illegal(parse(bid))
        assert reason.code == "raise"
        assert "L2 B7" in reason.message("en") and "6 cm" in reason.message("en")
        assert "tiefer" in reason.message("de")


def test_the_last_bidder_becomes_the_solo_builder_when_everyone_else_passes():
    state = play(new(4), "bid L2 B7", "bid L2 B6", "pass", "pass")
    assert state.phase == BID                               # seat 0 has not passed yet
    play(state, "pass")
    assert state.phase == ORDERING and state.solo == 1 and state.to_move == 1


def test_a_player_who_passed_may_bid_again_unless_passing_is_final():
    open_ = play(new(3), "bid L2 B7", "pass", "bid L3 B7", "pass")
    assert open_.phase == BID and open_.to_move == 1        # seat 1 passed before and bids again
    assert open_.why_illegal(parse("bid L4 B7")) is None
    final = play(new(3, passing="final"), "bid L2 B7", "pass", "bid L3 B7")
    assert final.to_move == 0                               # seat 1 is skipped
    play(final, "pass")
    assert final.phase == ORDERING and final.solo == 2


def test_bids_stay_on_the_board():
    state = new(2)
    assert state.why_illegal(Bid(7, 5)).code == "bad_line"
    assert state.why_illegal(Bid(1, 26)).code == "bad_ball"
    assert state.why_illegal(Bid(1, -3)).code == "bad_ball"
    play(state, "bid L6 B-2")
    assert state.legal_moves() == [PASS]                    # nothing can beat the farthest, lowest bid


# -- ordering -------------------------------------------------------------------------------
def test_the_solo_builder_has_ten_blocks_and_orders_in_tens_up_to_half_of_all():
    state = play(new(2), "bid L1 B4", "pass")
    assert state.round.ordered == 10                        # his bidding block and nine more
    for _ in range(9):
        play(state, "order")
    assert state.round.ordered == 100                       # 200 blocks: at most 100
    assert state.why_illegal(ORDER).code == "half"
    assert ORDER not in state.legal_moves()
    play(state, "enough")
    assert state.phase == BUILD and state.sides[SOLO].supply == 100 and state.sides[TEAM].supply == 101


def test_without_extra_blocks_half_is_sixty():
    state = play(new(2, extra=0), "bid L1 B4", "pass", *["order"] * 5)
    assert state.round.ordered == 60 and state.why_illegal(ORDER) is not None


# -- building -------------------------------------------------------------------------------
def building(players=2, **options):
    return play(new(players, **options), "bid L1 B4", *["pass"] * (players - 1), "enough")


def test_solo_and_team_build_around_the_table():
    state = building(4)
    order = []
    for _ in range(8):
        order.append(state.to_move)
        state.play(lay(state, 36.0, 0))                     # each on his side's pile behind the line
    assert order == [0, 1, 2, 3, 0, 1, 2, 3]


def test_alternate_order_puts_the_solo_builder_between_team_members():
    state = building(4, order="alternate")
    order = []
    for i in range(6):
        order.append(state.to_move)
        state.play(lay(state, 36.0, 0))
    assert order == [0, 1, 0, 2, 0, 3]


@pytest.mark.parametrize("x,degrees,code", [
    (12.0, 0, "ground"),          # lying across the line: its front half touches the arm in front of it
    (5.0, 90, "ground"),          # standing on the arm between the line and the rod
    (2.5, 90, "ground"),          # standing in the centre piece's well
])
def test_nothing_touches_the_board_between_the_line_and_the_rod(x, degrees, code):
    state = building()
    move = lay(state, x, degrees)
    reason = state.why_illegal(move)
    assert reason.code == code
    with pytest.raises(IllegalMove):
        state.play(move)


def test_a_block_is_laid_on_something_and_never_into_something():
    state = building()
    assert state.why_illegal(Place.at(30.0, 5.0, 0)).code == "floats"
    assert state.why_illegal(Place.at(30.0, 0.5, 0)).code == "overlaps"
    assert state.why_illegal(Place.at(55.0, 0.75, 0)).code == "off_board"
    assert state.why_illegal(Place.at(30.0, 0.75, 0)) is None       # behind the line: counterweight


def test_a_collapse_scores_for_the_solo_builder_and_clears_the_bridge():
    state = building(2, order="alternate")
    play(state, lay(state, 16.0, 0))                                  # solo: a pier
    play(state, lay(state, 16.0, 0))                                  # team: a pier
    play(state, lay(state, 20.0, 0))                                  # solo: stands on it
    team_reach = lay(state, 7.5, 0)                                   # team: far out, no counterweight
    play(state, team_reach)
    assert state.event.kind == "collapse" and state.event.side == TEAM
    assert state.totals == [10, 0] and state.sides[TEAM].bridge == () and state.sides[TEAM].collapses == 1
    assert state.sides[TEAM].left == 11                               # the blocks come back (TS-8)
    play(state, lay(state, 8.0, 0))                                   # solo: 4 cm too far out alone
    assert state.event.kind == "collapse" and state.event.side == SOLO
    assert state.totals == [0, 0] and state.sides[SOLO].bridge == ()


def test_a_side_gives_its_bridge_up_after_the_third_collapse():
    state = building(2, order="alternate")
    play(state, GIVEUP)                                               # the solo builder gives up at once
    while state.phase == BUILD:                                       # the team builds alone
        play(state, lay(state, 16.0, 0) if not state.sides[TEAM].bridge else lay(state, 7.0, 0))
    result = state.results[0]
    assert result.team_collapses == 3 and result.team_count is None
    assert dict(result.items) == {"team_collapses": 30, "more": -25}
    assert state.totals == [5, 0]


def test_the_team_is_done_the_moment_it_touches_and_the_solo_builder_may_stop_early():
    state = building(2, order="alternate")
    for x, a in BRIDGE:
        play(state, lay(state, x, a), lay(state, x, a))
    assert state.sides[TEAM].finished and state.sides[TEAM].count == 4
    assert state.sides[SOLO].touching and not state.sides[SOLO].finished
    assert state.to_move == 0 and DONE in state.legal_moves() and GIVEUP not in state.legal_moves()
    assert state.why_illegal(GIVEUP).code == "touching_already"
    play(state, DONE)
    assert state.phase == TEST and state.to_move == 1


def test_a_collapse_after_the_solo_bridge_touched_costs_nothing_and_the_bridge_stands_as_before():
    """TS-8: the book takes 10 "bevor es die rote Kugel berührt". A padding block that brings the touching
    bridge down comes back; the bridge stands as it stood, so "done" is still his and no -25 can follow."""
    state = building(2, order="alternate")
    for x, a in BRIDGE:
        play(state, lay(state, x, a), lay(state, x, a))
    bridge = state.sides[SOLO].bridge
    assert state.sides[SOLO].touching and state.to_move == 0 and state.sides[SOLO].left == 6
    play(state, lay(state, 10.0, 0))                                  # on the reaching block: it tips
    assert state.event.kind == "collapse" and state.event.restored and state.totals == [0, 0]
    solo = state.sides[SOLO]
    assert solo.bridge == bridge and solo.touching and solo.left == 6 and solo.collapses == 1
    assert state.why_illegal(DONE) is None
    play(state, DONE, STOP)
    assert dict(state.results[0].items) == {"fewer": 5} and state.results[0].solo_collapses == 0
    assert state.totals == [5, 0]


def test_padding_collapses_up_to_the_limit_leave_the_touching_bridge_finished():
    state = building(2, order="alternate", collapses=3)
    for x, a in BRIDGE:
        play(state, lay(state, x, a), lay(state, x, a))
    for _ in range(3):
        play(state, lay(state, 10.0, 0))
    assert state.phase == TEST and state.sides[SOLO].count == 4      # finished touching: the test follows
    play(state, STOP)
    assert dict(state.results[0].items) == {"fewer": 5}


def test_only_the_solo_builder_says_done_and_only_when_he_touches():
    state = building(2, order="alternate")
    assert state.why_illegal(DONE).code == "not_touching"
    play(state, lay(state, 16.0, 0))
    assert state.why_illegal(DONE).code == "solo_only"


# -- the final test and the score -----------------------------------------------------------
def finished_round(players=2, solo_steps=BRIDGE, team_steps=BRIDGE, **options):
    state = building(players, order="alternate", **options)
    solo, team = list(solo_steps), list(team_steps)
    while state.phase == BUILD:
        side = state.side_of(state.to_move)
        steps = solo if side == SOLO else team
        if steps:
            play(state, lay(state, *steps.pop(0)))
        else:
            play(state, DONE if side == SOLO and state.sides[SOLO].touching else GIVEUP)
    return state


def test_fewer_blocks_than_ordered_score_5_and_removals_in_the_test_cost_10_each():
    state = finished_round()
    assert state.phase == TEST
    assert state.why_illegal(Remove(5)).code == "bad_block"
    play(state, Remove(3))                                 # the standing counterweight: without it D tips
    assert state.event.kind == "test_failed"
    assert state.phase == BID and state.round.number == 1  # the test is over, so is the round
    result = state.results[0]
    assert result.solo_count == 4 and result.team_count == 4 and result.removed == 0
    assert dict(result.items) == {"fewer": 5}
    assert state.totals == [5, 0]


def test_a_block_the_bridge_does_without_costs_10():
    extra = ((38.0, 0),)                                   # a block far behind: the bridge does not need it
    state = finished_round(solo_steps=BRIDGE + extra, team_steps=BRIDGE)
    bridge = state.sides[SOLO].bridge
    assert len(bridge) == 5
    play(state, Remove(5))
    assert state.event.kind == "removed" and state.totals == [-10, 0]
    play(state, STOP)
    assert dict(state.results[0].items) == {"fewer": 5, "more_than_team": -25, "removed": -10}
    assert state.totals == [-30, 0]


def test_the_final_test_counts_a_block_only_while_the_rest_touches_unless_the_option_says_stand():
    """TS-10: with the default, taking away the block that touches the ball ends the test (it was needed);
    with test=stand (the book's words alone) it costs 10 like any block the rest stands without."""
    touching_block = len(BRIDGE)                           # the last laid: its end meets the ball
    state = finished_round()
    play(state, Remove(touching_block))
    assert state.event.kind == "test_failed" and state.event.cause == "loose"
    assert state.results[0].removed == 0
    literal = finished_round(test="stand")
    play(literal, Remove(touching_block))
    assert literal.event.kind == "removed" and literal.totals == [-10, 0]
    assert not literal.arm(SOLO).settle(literal.sides[SOLO].bridge).touching    # the rest only stands


def test_exactly_the_ordered_number_scores_50():
    state = play(new(2), "bid L1 B4", "pass")
    state.round.ordered = 4            # (an order below ten is impossible; only the count matters here)
    play(state, ENOUGH)
    for x, a in BRIDGE:
        play(state, lay(state, x, a))
        if state.phase == BUILD and state.to_move == 1:
            play(state, GIVEUP if not state.sides[TEAM].finished else None)
    assert state.phase == TEST
    play(state, STOP)
    assert dict(state.results[0].items) == {"exact": 50}


def test_a_solo_builder_who_never_touches_loses_25_and_25_more_if_the_team_did():
    state = finished_round(solo_steps=BRIDGE[:2], team_steps=BRIDGE)
    result = state.results[0]
    assert result.solo_count is None and result.team_count == 4
    assert dict(result.items) == {"more": -25, "more_than_team": -25}
    both_fail = finished_round(solo_steps=BRIDGE[:2], team_steps=BRIDGE[:1])
    assert dict(both_fail.results[0].items) == {"more": -25}      # TS-11: no comparison without a count


def test_as_many_rounds_as_players_and_the_next_player_starts_each():
    state = new(3)
    starters = []
    while state.phase != OVER:
        starters.append(state.round.starter)
        play(state, "bid L1 B25", "pass", "pass", "enough")
        while state.phase == BUILD:
            play(state, GIVEUP)
    assert starters == [0, 1, 2] and len(state.results) == 3
    assert [r.solo for r in state.results] == [0, 1, 2]
    assert new(3, rounds="2x").rules.rounds == 6


# -- notation and the record ----------------------------------------------------------------
@pytest.mark.parametrize("text", ["bid L3 B12", "bid L1 B-2", "pass", "order", "enough", "done", "giveup",
                                  "remove 4", "stop", "s3", "place x=24.00 y=2.25 a=0.0",
                                  "place x=7.51 y=-1.30 a=-45.5"])
def test_notation_round_trips(text):
    assert str(parse(text)) == text


@pytest.mark.parametrize("text", ["bid", "bid L3", "place x=1 y=2", "place x=1.234 y=2 a=0", "remove",
                                  "place x=1 y=2 a=95.0", "", "bid L3 B1.5", "\x00", "place x=a y=b a=c"])
def test_bad_notation_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse(text)


def test_a_placement_is_the_exact_input_to_hundredths_of_a_cm_and_tenths_of_a_degree():
    move = Place.at(12.345, 2.25, 89.96)
    assert str(move) == "place x=12.35 y=2.25 a=90.0" or str(move) == "place x=12.34 y=2.25 a=90.0"
    assert parse(str(move)) == move and parse(str(move)).pose == move.pose
    assert Place.at(1, 1, -90).a == 900 and Place.at(1, 1, 180).a == 0


def _record(state_moves, players=2):
    record = GameRecord("tiefstapeln", "standard", [PlayerSpec(f"P{i}") for i in range(players)],
                        {"order": "alternate"}, 0)
    session = Session(record)
    for move in state_moves:
        session.play(move)
    return session


def test_the_record_writes_a_checksum_after_every_placement_and_replays_it():
    session = _record(["bid L1 B4", "pass", "enough"])
    for x, a in BRIDGE[:2]:
        session.play(lay(session.state, x, a))          # the solo builder
        session.play(lay(session.state, x, a))          # the team
    data = session.record.to_json()
    assert data["version"] == 2
    assert data["moves"][:3] == ["bid L1 B4", "pass", "enough"]
    assert all(isinstance(e, dict) and len(e["sum"]) == 16 for e in data["moves"][3:])
    again = loads(json.dumps(data))
    assert again.replay() == session.state and again.sums == session.record.sums


def test_a_record_whose_physics_diverges_is_refused_in_one_line():
    session = _record(["bid L1 B4", "pass", "enough"])
    session.play(lay(session.state, 16.0, 0))
    data = session.record.to_json()
    data["moves"][3]["sum"] = "0123456789abcdef"
    with pytest.raises(RecordError, match="move 4 .*replay diverged") as info:
        loads(json.dumps(data))
    assert "\n" not in str(info.value)


def test_undo_takes_the_checksum_back_with_the_move():
    session = _record(["bid L1 B4", "pass", "enough"])
    session.play(lay(session.state, 16.0, 0))
    assert 3 in session.record.sums
    session.undo()
    assert session.record.sums == {} and session.record.to_json()["version"] == 1


def test_other_games_records_stay_version_1():
    from gamebox.games.hoch.example import closing_example_record
    from gamebox.record import from_json

    assert from_json(closing_example_record("solo")).to_json()["version"] == 1


def test_the_played_example_does_what_its_captions_say():
    from gamebox.games.tiefstapeln.example import CAPTIONS_DE, CAPTIONS_EN
    from gamebox.record import from_json

    record = from_json(GAME.example_record())
    assert set(CAPTIONS_EN) == set(CAPTIONS_DE) and max(CAPTIONS_EN) == len(record.moves)
    assert record.replay(2).round.bid == Bid(1, 7)
    assert record.replay(4).phase == ORDERING and record.replay(4).solo == 1
    after_blunder = record.replay(10)
    assert after_blunder.event.kind == "collapse" and after_blunder.event.side == TEAM and after_blunder.totals[1] == 10
    assert record.replay(25).sides[TEAM].count == 10
    assert record.replay(28).sides[SOLO].count == 10 == record.replay(28).round.ordered
    assert record.replay(29).event.kind == "removed"
    end = record.replay()
    assert end.results[0].items == (("team_collapses", 10), ("exact", 50), ("removed", -10))
    assert end.results[0].solo_collapses == 0 and end.results[0].team_collapses == 1
    assert end.totals == [0, 50, 0]


def test_a_record_stripped_of_its_checksums_is_refused_not_replayed_unchecked():
    session = _record(["bid L1 B4", "pass", "enough"])
    session.play(lay(session.state, 16.0, 0))
    data = session.record.to_json()
    data["moves"] = [e["move"] if isinstance(e, dict) else e for e in data["moves"]]
    with pytest.raises(RecordError, match="move 4 .*the physics settled here, and the record has no \"sum\""):
        loads(json.dumps(data))


# -- a settled bridge lies still; records keep the physics they were played with ----------------------------
def _example_session(upto: int) -> Session:
    from gamebox.games.tiefstapeln.example import EXAMPLE_MOVES

    session = Session(GameRecord("tiefstapeln", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")], {}, 0))
    for text in EXAMPLE_MOVES[:upto]:
        session.play(text)
    return session


def test_a_block_laid_where_it_touches_nothing_leaves_the_settled_bridge_exactly_where_it_was():
    session = _example_session(25)                    # the team touches; Ben builds on alone
    before = session.state.sides[SOLO].bridge
    for x in (50.0, 46.0):                            # far behind his pier (22.1 to 34.1 cm): touching nothing
        session.play(lay(session.state, x, 0))
        bridge = session.state.sides[SOLO].bridge
        assert bridge[:len(before)] == before         # not a hundredth of a millimetre of creep
    session.play(lay(session.state, 28.1, 0))         # on top of the pier: that wakes the bridge
    assert session.state.sides[SOLO].bridge[:len(before)] != before


def test_a_touching_bridge_keeps_touching_however_many_blocks_are_laid_behind_it():
    state = _example_session(28).state                # Ben's bridge touches the ball with 10 blocks
    arm, bridge = state.arm(SOLO), state.sides[SOLO].bridge
    assert arm.touches_ball(bridge)
    for _ in range(5):
        settled = arm.lay(bridge, Place.at(50.0, 0.75, 0.0).pose)
        assert not settled.collapsed and settled.touching and settled.poses[:-1] == bridge


def test_a_new_game_writes_its_physics_and_an_old_record_replays_with_the_physics_it_was_played_with():
    session = _record(["bid L1 B4", "pass", "enough"])
    session.play(lay(session.state, 16.0, 0))
    assert session.record.to_json()["meta"]["physics"] == 2
    old = Session(GameRecord("tiefstapeln", "standard", [PlayerSpec("A"), PlayerSpec("B")], {}, 0,
                             meta={"physics": 1}))
    for text in ("bid L1 B4", "pass", "enough"):
        old.play(text)
    for x, a in BRIDGE[:2]:
        old.play(lay(old.state, x, a))                # the solo builder
        old.play(lay(old.state, x, a))                # the team
    for x in (50.0, 46.0):                            # behind the bridge: version 1 lets it creep, 2 does not
        old.play(lay(old.state, x, 0))
    data = old.record.to_json()
    del data["meta"]["physics"]                       # as the box wrote it before the physics had a version
    again = loads(json.dumps(data))
    assert again.replay() == old.state and again.new_state().rules.physics == 1
    data["meta"]["physics"] = 2                       # the other physics settles differently: refused
    with pytest.raises(RecordError, match="replay diverged"):
        loads(json.dumps(data))


@pytest.mark.parametrize("physics", [3, "2", True, None, 1.0])
def test_a_physics_this_box_does_not_have_is_refused_in_one_line(physics):
    session = _record(["bid L1 B4", "pass", "enough"])
    session.play(lay(session.state, 16.0, 0))
    data = session.record.to_json()
    data["meta"]["physics"] = physics
    with pytest.raises(RecordError, match="physics") as info:
        loads(json.dumps(data))
    assert "\n" not in str(info.value)


def test_the_move_log_says_what_each_block_did_and_counts_every_move():
    from gamebox.turns import put_names, session_turns

    session = _example_session(30)
    turns = session_turns(session)
    assert len(turns) == session.ply == 30            # one line a move: the log and the replay count alike
    names = ["Anna", "Ben", "Cleo"]
    en = [put_names(t.words().get("en"), names) for t in turns]
    de = [put_names(t.words().get("de"), names) for t in turns]
    assert en[9] == "Cleo lays a block lying, 9.0 cm from the rod: the team's bridge collapses (it fell), Ben gets +10"
    assert de[9] == ("Cleo legt einen Block liegend, 9,0 cm vom Stab: die Brücke des Teams stürzt ein "
                     "(sie ist umgefallen), Ben bekommt +10")
    assert en[24].endswith("the team's bridge touches the ball") and en[27].endswith("the solo bridge touches the ball")
    assert en[28] == "Cleo takes block 5 away in the test: the bridge still stands, Ben gets −10"
    assert en[29].endswith("the test is over; round 1 is over: Ben scores +50")
    assert [t.number for t in turns] == list(range(1, 31))
    # the solo builder spoken to: "you get", "du bekommst"
    you = ["Anna", "You", "Cleo"]
    assert put_names(turns[9].words().get("en"), you, "en").endswith("collapses (it fell), You get +10")
    assert put_names(turns[9].words().get("de"), ["Anna", "Du", "Cleo"], "de").endswith(", Du bekommst +10")


def test_a_collapse_of_the_movers_own_bridge_says_him_and_to_the_player_spoken_to_you():
    from gamebox.turns import put_names, session_turns

    session = _record(["bid L1 B4", "pass", "enough"])
    state = session.state
    x = state.material.arm_length - 8.0
    y = state.arm(SOLO).drop(x, math.radians(45), 40.0, ())
    session.play(Place.at(x, y, 45.0))                   # set down on a corner: it falls over
    assert session.state.event.kind == "collapse"
    turn = session_turns(session)[-1]
    assert turn.words().en.endswith("the solo bridge collapses (it fell), −10 for him")
    assert put_names(turn.words().get("en"), ["You", "Ben"], "en").startswith("You lay a block")
    assert put_names(turn.words().get("en"), ["You", "Ben"], "en").endswith("−10 for you")
    assert put_names(turn.words().get("de"), ["Du", "Ben"], "de").endswith("−10 für dich")


def test_the_round_end_after_the_solo_builder_was_named_says_he_and_you_to_the_player_spoken_to():
    from gamebox.turns import put_names

    text = Text("lays a block: the team's bridge collapses, {seat1} gets +10; round 1 is over: he scores +5",
                "legt einen Block: die Brücke des Teams stürzt ein, {seat1} bekommt +10; Runde 1 ist vorbei: "
                "er bekommt +5")
    words = _golden_words(17)
    assert words == ("Anna lays a block lying, 47.5 cm from the rod: the team's bridge collapses (it fell), Ben gets "
                     "+10; after 3 collapses the bridge is given up; round 1 is over: he scores +5")
    assert put_names("{seat0} " + text.en, ["Anna", "You"], "en").endswith("You get +10; round 1 is over: you score +5")
    assert put_names("{seat0} " + text.de, ["Anna", "Du"], "de").endswith("Du bekommst +10; Runde 1 ist vorbei: "
                                                                           "du bekommst +5")


def _golden_words(row: int) -> str:
    """Row `row` of the golden playthrough's English move log (tests/golden)."""
    from pathlib import Path

    lines = (Path(__file__).parent / "golden" / "playthroughs" / "tiefstapeln-standard.txt").read_text().splitlines()
    return next(line.split("en: ", 1)[1] for line in lines if line.startswith(f"{row}. en: "))
