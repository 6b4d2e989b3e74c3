"""The machinery of real-time games (docs/design/realtime.md): the clocks, the timed session, the
version-2 record with "at" and "by", the driver, and the reaction model's search. No test sleeps:
time is a ManualClock, or a WallClock on a source the test moves."""
import json
import random

import pytest

from gamebox.ai.reaction import Level, Look, Search, draw
from gamebox.clock import ManualClock, WallClock
from gamebox.games.raffzahn.moves import Grab, Stop
from gamebox.protocol import IllegalMove
from gamebox.realtime import Driver, play_out
from gamebox.record import GameRecord, PlayerSpec, RecordError, from_json, loads
from gamebox.session import Session
from gamebox.ai import make_agent
from gamebox import registry


def raffzahn(seed=3, first=0, clock=None):
    record = GameRecord("raffzahn", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")], first_player=first)
    return Session(record, random.Random(seed), clock=clock)


# -- clocks -----------------------------------------------------------------------------------------
def test_a_manual_clock_moves_only_when_told_and_never_back():
    clock = ManualClock(100)
    assert clock.now() == 100 and clock.advance(50) == 150
    assert clock.set(120) == 150 and clock.set(400) == 400
    with pytest.raises(ValueError):
        clock.advance(-1)


def test_a_wall_clock_follows_its_source_and_stops_while_paused():
    ns = [0]
    clock = WallClock(5000, source=lambda: ns[0])
    ns[0] = 1_500_000_000                    # 1.5 s later
    assert clock.now() == 6500
    clock.pause()
    ns[0] += 10_000_000_000                  # ten seconds in a dialog
    assert clock.paused and clock.now() == 6500
    clock.resume()
    ns[0] += 250_000_000
    assert clock.now() == 6750
    assert clock.set(9000) == 9000 and clock.set(100) == 9000


# -- the timed session and its record ----------------------------------------------------------------
def test_moves_are_stamped_with_the_clock_and_their_seat():
    clock = ManualClock()
    s = raffzahn(clock=clock)
    s.roll()                                  # the deal, at 0
    clock.advance(1000)
    s.play("d4")
    clock.advance(700)
    s.advance()
    grab = next(m for m in s.state.legal_moves() if isinstance(m, Grab))
    s.play(grab)
    assert s.record.moves[1:3] == ["d4", str(grab)]
    assert s.record.times[1] == (1000, None) and s.record.times[2] == (1700, grab.seat)
    assert s.history[2].at == 1700 and s.history[2].by == grab.seat


def test_nobody_grabs_while_the_die_rolls_and_the_clock_decides_when_it_lies():
    clock = ManualClock()
    s = raffzahn(clock=clock)
    s.roll()
    s.play("d4")
    clock.advance(699)
    s.advance()
    assert not any(isinstance(m, Grab) for m in s.state.legal_moves())
    assert s.state.next_change() == 700
    clock.advance(1)
    s.advance()
    assert any(isinstance(m, Grab) for m in s.state.legal_moves()) or s.state.clock_move()


def test_a_move_cannot_be_dated_ahead_of_the_clock_nor_before_the_last_move():
    clock = ManualClock(50)
    s = raffzahn(clock=clock)
    with pytest.raises(ValueError):
        s.roll(at=60)
    s.roll(at=40)
    assert s.record.times[0] == (40, None)
    clock.set(100)
    s.play("d2", at=10)                       # a late stamp is brought to the last move's time
    assert s.record.times[1] == (40, None)


def test_real_time_records_are_version_2_and_replay_exactly_also_mid_turn():
    s = raffzahn(seed=5)
    agents = {seat: make_agent("search:medium", registry.get("raffzahn"), seat) for seat in range(3)}
    play_out(s, agents)
    data = json.loads(s.record.dumps())
    assert data["version"] == 2
    assert all(isinstance(m, dict) and "at" in m for m in data["moves"])
    assert all(("by" in m) == (m["move"][1:2] == ":") for m in data["moves"])
    assert loads(s.record.dumps()).replay() == s.state
    # resumed after move 40: the same position, at the time of that move
    half = GameRecord(s.record.game, s.record.variant, s.record.players, {}, 0, s.record.moves[:40],
                      times={i: t for i, t in s.record.times.items() if i < 40})
    again = Session(loads(half.dumps()))
    assert again.state == s.history[40].before
    assert again.clock.now() == s.record.times[39][0]


def test_turn_based_records_stay_version_1():
    record = GameRecord("hoch", "solo", [PlayerSpec("Solo")])
    s = Session(record, random.Random(1))
    s.roll()
    assert s.clock is None and json.loads(record.dumps())["version"] == 1 and not record.times


def _timed_record(edit):
    s = raffzahn(seed=2)
    agents = {seat: make_agent("search:strong", registry.get("raffzahn"), seat) for seat in range(3)}
    driver = Driver(s, agents)
    while s.ply < 12:
        event = driver.next_event()
        s.clock.set(event.at)
        driver.fire(event)
    driver.close()
    data = json.loads(s.record.dumps())
    edit(data["moves"])
    return data


@pytest.mark.parametrize("edit,needle", [
    (lambda moves: moves[3].pop("at"), "need their time"),
    (lambda moves: moves.__setitem__(3, moves[3]["move"]), "need their time"),
    (lambda moves: moves[5].__setitem__("at", 1), "before the move before it"),
    (lambda moves: moves[4].__setitem__("by", (moves[4].get("by", 0) + 1) % 3), "names"),
    (lambda moves: moves[1].__setitem__("by", 1), "names seat 1, but the move is nobody's"),
    (lambda moves: moves[4].__setitem__("at", -5), "\"at\" must be a whole number of milliseconds from 0"),
])
def test_the_reader_refuses_a_bad_time_stamp(edit, needle):
    data = _timed_record(edit)
    with pytest.raises(RecordError, match=needle):
        from_json(data)


def _quiet_turn():
    """Raffzahn from the example game up to the roll that shows nobody anything: the clock's "end" is due."""
    from gamebox.games.raffzahn.example import example_record

    data = example_record()
    end = next(i for i, e in enumerate(data["moves"]) if e["move"] == "end")
    return data, end


def test_the_clocks_move_stands_where_it_falls_due():
    data, end = _quiet_turn()
    assert from_json(data).times[end][0] == data["moves"][end]["at"]      # the example: on time
    for late in (data["moves"][end]["at"] + 1, 10 ** 9):
        moved = json.loads(json.dumps(data))
        for entry in moved["moves"][end:]:        # the rest of the game keeps its order, later by as much
            entry["at"] += late - data["moves"][end]["at"]
        with pytest.raises(RecordError, match=f"move {end + 1} .*the clock makes this move when it falls due"):
            from_json(moved)


def test_nothing_is_played_after_the_clocks_move_fell_due_before_it():
    data, end = _quiet_turn()
    due = data["moves"][end]["at"]
    roller = from_json({**data, "moves": data["moves"][:end]}).replay().roller
    data["moves"][end] = {"move": f"{roller + 1}:stop", "at": due + 1, "by": roller}
    with pytest.raises(RecordError, match=f"move {end + 1} .*after the clock's move that fell due at {due} ms"):
        from_json(data)
    data["moves"][end]["at"] = due        # at the same moment: the record's order decides
    from_json({**data, "moves": data["moves"][:end + 1]})


def test_a_time_is_bounded_by_a_month_of_game_time():
    data = _timed_record(lambda moves: moves[-1].__setitem__("at", 10 ** 12))
    with pytest.raises(RecordError, match="move 12's \"at\" must be a whole number of milliseconds from 0 to "
                                          "2592000000"):
        loads(json.dumps(data))


def test_a_grab_moved_before_the_die_lies_is_refused_by_the_replay():
    def early(moves):
        roll = next(i for i, m in enumerate(moves) if m["move"].startswith("d"))
        grab = next(i for i, m in enumerate(moves) if i > roll and ":" in m["move"] and "stop" not in m["move"])
        for m in moves[roll + 1:grab + 1]:
            m["at"] = moves[roll]["at"] + 10
    with pytest.raises(RecordError, match="still rolling"):
        from_json(_timed_record(early))


def test_undo_is_off_in_real_time():
    s = raffzahn()
    s.roll()
    s.play("d3")
    assert not s.can_undo() and not s.undo() and not s.can_redo()


def test_an_illegal_move_changes_nothing_not_even_the_record():
    clock = ManualClock()
    s = raffzahn(clock=clock)
    s.roll()
    s.play("d6")
    with pytest.raises(IllegalMove):
        s.play(Stop(1))
    assert len(s.record.moves) == 2


# -- the driver --------------------------------------------------------------------------------------
def test_selfplay_of_a_real_time_game_is_the_same_for_the_same_seed():
    from gamebox.selfplay import selfplay

    one = selfplay("raffzahn", "standard", ["search:easy", "search:medium", "search:strong"], 3, seed=9)
    two = selfplay("raffzahn", "standard", ["search:easy", "search:medium", "search:strong"], 3, seed=9)
    assert one == two and sum(one["mean_scores"]) > 0


def test_the_driver_plays_what_is_due_in_time_order_and_nothing_early():
    s = raffzahn(seed=4)
    agents = {seat: make_agent("search:medium", registry.get("raffzahn"), seat) for seat in range(3)}
    driver = Driver(s, agents)
    driver.run_until(0)                       # the deal comes at once
    assert s.ply == 1
    first = driver.next_event()
    assert first.kind == "agent" and first.seat == 0 and first.at > 0
    driver.run_until(first.at - 1)
    assert s.ply == 1
    s.clock.set(20_000)
    driver.run_until(20_000)
    times = [s.record.times[i][0] for i in range(len(s.record.moves))]
    assert times == sorted(times) and max(times) <= 20_000 and s.ply > 3
    driver.close()


# -- the search of the reaction model ------------------------------------------------------------------
def looks(n, matches, ms=100, reach=50):
    return lambda item: Look(item, ms, item in matches, reach)


def test_a_search_looks_at_candidates_one_after_another():
    search = Search(1000)
    search.add(range(10), looks(10, {7}), random.Random(1))
    order = [look.item for look in search.queue]
    index, t = search.plan(1000, lambda item: True)
    assert search.queue[index].item == 7 and t == 1000 + 100 * (order.index(7) + 1)


def test_a_candidate_taken_by_someone_else_is_skipped_and_one_taken_while_looked_at_costs_until_then():
    search = Search(0)
    search.add(range(5), looks(5, {4}), random.Random(2))
    order = [look.item for look in search.queue]
    gone = {order[0]}
    index, t = search.plan(50, lambda item: item not in gone)      # the first went while he looked at it
    assert search.t0 == 50
    assert t == 50 + 100 * (order.index(4) + 1 - 1)


def test_looks_already_over_stay_over_when_more_candidates_appear():
    search = Search(0)
    search.add(["a", "b"], looks(2, set()), random.Random(3))
    assert search.plan(250, lambda item: True) == (None, 200)
    search.add(["c"], looks(1, {"c"}), random.Random(3))
    assert search.plan(250, lambda item: True) == (2, 300)


def test_more_candidates_take_longer_to_search_and_more_matches_less():
    rng = random.Random(7)
    level = Level("t", 500, 200, 400, 0.0, 800, spread=0.3)

    def mean_time(n, k, trials=400):
        total = 0
        for _ in range(trials):
            search = Search(draw(rng, level.start_ms, level.spread))
            search.add(range(n), lambda i: Look(i, draw(rng, level.per_item_ms, level.spread), i < k, 0), rng)
            total += search.plan(0, lambda i: True)[1]
        return total / trials

    few, many, more_matches = mean_time(6, 1), mean_time(24, 1), mean_time(24, 4)
    assert few + 1500 < many and more_matches + 1500 < many
    assert abs(many - (500 + 200 * 25 / 2)) < 400       # start + per_item · (N + 1) / (k + 1)


def test_a_finished_real_time_game_replays_move_by_move_and_continues_from_any_move():
    from gamebox.replay import ReplaySession, continuation

    s = raffzahn(seed=6)
    play_out(s, {seat: make_agent("search:strong", registry.get("raffzahn"), seat) for seat in range(3)})
    replay = ReplaySession(loads(s.record.dumps()))
    replay.seek(replay.total)
    assert replay.state == s.state
    replay.seek(30)
    assert replay.state == s.history[30].before and replay.state.now >= s.record.times[29][0]
    replay.back()
    replay.forward()
    assert replay.state == s.history[30].before
    again = Session(loads(continuation(s.record, 30).dumps()))
    assert again.state == s.history[30].before and again.record.times[29] == s.record.times[29]
