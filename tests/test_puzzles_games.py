"""The endgames, blocks, drills and bridges: each game's solver or model on positions made for the test, and
each referee on a shipped puzzle (a right move, a wrong one, the others' replies, the fixed dice, the clock)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from gamebox import puzzles
from gamebox.clock import ManualClock
from gamebox.games.abquetschen import puzzles as aq
from gamebox.games.buntekuh import puzzles as bk
from gamebox.games.cuibono import puzzles as cb
from gamebox.games.eintrichtern import puzzles as et
from gamebox.games.raffzahn import puzzles as rz
from gamebox.games.scrabble6 import puzzles as sc
from gamebox.games.tiefstapeln import puzzles as ts
from gamebox.games.wuerfelmarsch import puzzles as wm
from gamebox.games.wuerfelmarsch.endgame import winning_first_moves
from gamebox.games.wuerfelmarsch.fast import Position, to_move
from gamebox.games.wuerfelmarsch.state import MarchState, Rules
from gamebox.protocol import CHANCE
from gamebox.pyramid.board import Die, Pyramid
from gamebox.puzzles.model import FAILED, GOOD, SOLVED
from gamebox.realtime import Driver
from gamebox.session import Session


# -- Würfelmarsch: the paranoid search ---------------------------------------------------------------
def march(dice: dict) -> Position:
    state = MarchState(Rules())
    state.pyramid = Pyramid({p: Die(colour, 0) for p, colour in dice.items()})
    return Position.of(state)


def test_a_free_runner_two_tips_away_wins_in_two_and_only_by_tipping_forward():
    pos = march({(6, 1, 1): "red", (0, 4, 4): "yellow", (4, 4, 0): "pearl"})
    winners, losers, _ = winning_first_moves(pos, 0, 2)
    assert sorted(str(to_move(m)) for m in winners) == ["611>701", "611>710"]
    assert all(str(to_move(m)) not in ("611>701", "611>710") for m in losers)


def test_a_die_that_can_sit_in_the_corner_stops_the_runner():
    """Yellow beside Red's corner tips into it (sideways for him) after Red's first tip: no win in two."""
    pos = march({(6, 1, 1): "red", (7, 0, 1): "yellow", (0, 4, 4): "pearl"})
    winners, _, _ = winning_first_moves(pos, 0, 2)
    assert winners == []


def test_a_shipped_endgame_is_judged_by_its_proof():
    shipped = [p for p in wm.collection(strict=True) if p.data["defence"][p.data["winning"][0]]]
    puzzle = max(shipped, key=lambda p: len(p.data["refutations"]))   # (one with a shipped defence to test)
    referee = wm.MarchReferee()
    state = referee.start(puzzle)
    right = puzzle.data["winning"][0]
    after = state.clone()
    after.apply(after.parse_move(right))
    assert referee.judge(puzzle, after, [right]).outcome == GOOD
    wrong = next(iter(puzzle.data["refutations"]), None) or \
        next(str(m) for m in state.legal_moves() if str(m) not in puzzle.data["winning"])
    after = state.clone()
    after.apply(after.parse_move(wrong))
    verdict = referee.judge(puzzle, after, [wrong])
    assert verdict.outcome == FAILED and (bool(verdict.line) == (wrong in puzzle.data["refutations"]))
    after = _after(state, right)
    reply = referee.reply(puzzle, after)         # the shipped defence
    assert reply == puzzle.data["defence"][right][0] and after.why_illegal(after.parse_move(reply)) is None


def _after(state, *moves):
    here = state.clone()
    for text in moves:
        here.apply(here.parse_move(text))
    return here


# -- Cui bono?, Abquetschen ----------------------------------------------------------------------------
def test_a_cui_bono_turn_is_judged_by_its_pull_and_its_put():
    puzzle = next(p for p in cb.collection(strict=True) if p.data["refutations"])
    referee = cb.CuiBonoReferee()
    state = referee.start(puzzle)
    pull, put = puzzle.data["winning"][0].split(" ")
    assert referee.judge(puzzle, _after(state, pull), [pull]).outcome == GOOD
    assert referee.judge(puzzle, _after(state, pull, put), [pull, put]).outcome in (GOOD, SOLVED)
    wrong = next(iter(puzzle.data["refutations"])).split(" ")
    assert referee.judge(puzzle, _after(state, *wrong), wrong).outcome == FAILED


def test_the_cui_bono_defence_replies_legally_and_the_win_holds():
    puzzle = next(p for p in cb.collection(strict=True) if p.data["turns"] >= 2 and p.data["defence"])
    referee = cb.CuiBonoReferee()
    first, line = next(iter(puzzle.data["defence"].items()))
    here = _after(referee.start(puzzle), *first.split(" "))
    for expected in line:
        assert referee.reply(puzzle, here) == expected
        here = _after(here, expected)
    assert here.current_player() == puzzle.seat or here.phase == "over"


def test_an_abquetschen_block_is_proven_by_the_build_generator():
    puzzle = aq.collection(strict=True)[0]
    referee = aq.BlockReferee()
    state = referee.start(puzzle)
    played = list(puzzle.data["winning"][0])
    after = _after(state, *played)
    assert referee.judge(puzzle, after, played).outcome == SOLVED
    assert aq.rolls_that_build(after) == []
    other = next(m for m, a in aq.turns(state) if list(m) not in [list(w) for w in puzzle.data["winning"]])
    verdict = referee.judge(puzzle, _after(state, *other), list(other))
    assert verdict.outcome in (FAILED, GOOD)       # a bonus may still come; a finished turn fails


# -- Scrabble 6×6: the top play, by the full move generator ------------------------------------------
def test_a_scrabble_top_play_solves_and_the_second_best_fails_with_both_scores():
    puzzle = sc.collection(strict=True)[0]
    referee = sc.TopPlayReferee()
    state = referee.start(puzzle)
    assert state.racks[puzzle.seat] == puzzle.data["rack"]
    best = referee.hint(puzzle, state, [])
    assert str(best) == puzzle.data["best"]
    verdict = referee.judge(puzzle, _after(state, str(best)), [str(best)])
    assert verdict.outcome == SOLVED and f"{puzzle.data['points']} points" in verdict.text.en
    points, second, _words = sc.scored_placements(state)[1]
    assert points == puzzle.data["second"]
    verdict = referee.judge(puzzle, _after(state, str(second)), [str(second)])
    assert verdict.outcome == FAILED and f"That scores {points} points" in verdict.text.en
    assert referee.judge(puzzle, _after(state, "pass"), ["pass"]).outcome == FAILED


def test_a_scrabble_puzzles_record_names_who_saw_each_draw_and_replays_through_the_reader():
    from gamebox.record import loads

    puzzle = sc.collection(strict=True)[-1]
    record = loads(puzzle.record("You").dumps())        # the autosave's way back
    assert record.seen and all(len(seats) == 1 for seats in record.seen.values())
    assert record.replay() == sc.TopPlayReferee().start(puzzle)


def test_a_scrabble_puzzle_whose_claim_is_changed_fails_its_proof():
    puzzle = sc.collection(strict=True)[0]
    referee = sc.TopPlayReferee()
    assert referee.verify(puzzle) == []
    second = str(sc.scored_placements(referee.start(puzzle))[1][1])
    wrong = replace(puzzle, data={**puzzle.data, "best": second, "second": puzzle.data["second"] + 1})
    assert len(referee.verify(wrong)) == 2


def test_a_tie_for_the_top_score_is_no_puzzle(monkeypatch):
    puzzle = sc.collection(strict=True)[0]
    state = sc.TopPlayReferee().start(puzzle)
    found = sc.scored_placements(state)
    monkeypatch.setattr(sc, "scored_placements", lambda _state: [found[0], (found[0][0], *found[1][1:])] + found[2:])
    assert sc.top_play(state) is None


def test_a_scrabble_puzzles_rating_rises_with_the_plays_and_the_misses_and_falls_with_the_lead():
    base = sc.difficulty(200, 4, 1)
    assert sc.difficulty(800, 4, 1) > base and sc.difficulty(200, 2, 1) > base and sc.difficulty(200, 4, 2) > base
    assert sc.difficulty(2, 60, 0) == 600 and sc.difficulty(10**6, 2, 2) == 2400


# -- Eintrichtern: the drill replays the others' turns with the game's dice -----------------------------
def test_a_memory_drill_replays_the_others_and_a_hit_solves_it():
    puzzle = et.collection(strict=True)[0]
    referee = et.DrillReferee()
    session = Session(puzzle.record("You"))          # its dice come from the puzzle (gamebox/puzzle.py)
    while session.state.current_player() != puzzle.seat:
        if session.state.current_player() == CHANCE:
            session.roll()
        else:
            session.play(referee.reply(puzzle, session.state))
    state = session.state
    assert state.phase == "choose" and state.offer.total == puzzle.data["total"]
    assert referee.judge(puzzle, _after(state, "take"), ["take"]).outcome == GOOD
    answer = puzzle.data["answers"][0]
    assert referee.judge(puzzle, _after(state, "take", answer), ["take", answer]).outcome == SOLVED
    assert referee.judge(puzzle, _after(state, "new"), ["new"]).outcome == FAILED


# -- Tiefstapeln: the stored solution goes through today's physics ---------------------------------------
def test_a_bridge_puzzle_fails_its_proof_when_the_physics_changes(monkeypatch):
    from gamebox.games.tiefstapeln import physics

    puzzle = next(p for p in ts.collection(strict=True) if p.data["kind"] == "reach")
    referee = ts.BridgeReferee()
    state = referee.start(puzzle)            # the position, settled by the physics as it is
    assert referee.verify(puzzle) == []
    real = physics.Arm.settle

    def weaker(self, poses, **kwargs):       # a block more than the start's brings the bridge down
        result = real(self, poses, **kwargs)
        if len(poses) > len(state.sides[0].bridge) and not set(kwargs) - {"asleep"}:   # (not the tip test)
            return physics.Settled(result.poses, True, "fell", False, result.seconds)
        return result
    monkeypatch.setattr(physics.Arm, "settle", weaker)
    physics._rules_lay.cache_clear()         # the rules remember each settle: forget those of the real physics
    assert any("physics" in problem for problem in referee.verify(puzzle))
    physics._rules_lay.cache_clear()


# -- Raffzahn: a drill on the game's clock ---------------------------------------------------------------
def _drill(puzzle):
    session = Session(puzzle.record("You"))
    session.clock = ManualClock(session.state.now)
    referee = rz.DrillReferee()
    others = {s: referee.agent(puzzle) for s in range(3) if s != puzzle.seat}
    return session, referee, Driver(session, others)


def test_a_reaction_drill_is_solved_by_grabbing_everything_in_time():
    puzzle = rz.collection(strict=True)[0]
    session, referee, _ = _drill(puzzle)
    attempt = puzzles.Attempt(puzzle, referee)
    session.clock.set(session.state.landed_at)
    session.advance()
    while not attempt.over:
        move = referee.hint(puzzle, session.state, attempt.played)
        before = session.state
        session.play(move)
        attempt.moved(before.format_move(move), puzzle.seat, session.state)
    assert attempt.solved


def test_a_reaction_drill_fails_when_stopp_comes_first():
    puzzle = rz.collection(strict=True)[0]
    session, referee, driver = _drill(puzzle)
    attempt = puzzles.Attempt(puzzle, referee)
    event = driver.next_event()
    assert event.at == session.state.landed_at + puzzle.data["limit"]
    session.clock.set(event.at)
    before = session.state
    driver.fire(event)
    attempt.moved(before.format_move(event.move), before.roller, session.state)
    assert attempt.over and not attempt.solved


def test_a_sums_drill_is_solved_by_a_right_call_and_lost_to_a_quicker_one():
    puzzle = bk.collection(strict=True)[0]
    referee = bk.DrillReferee()
    session = Session(puzzle.record("You"))
    session.clock = ManualClock(session.state.now)
    session.clock.set(session.state.landed_at)
    session.advance()
    state = session.state
    right = bk.right_call(state, puzzle.seat)
    after = state.clone()
    after.apply(right)
    assert referee.judge(puzzle, after, [str(right)]).outcome == SOLVED
    theirs = bk.right_call(state, puzzle.data["caller"])
    after = state.clone()
    after.apply(theirs)
    assert referee.after_other(puzzle, after, [str(theirs)]).outcome == FAILED
    event = Driver(session, {puzzle.data["caller"]: referee.agent(puzzle)}).next_event()
    assert event.at == state.landed_at + puzzle.data["limit"] and event.move == theirs


@pytest.mark.parametrize("module", [wm, cb, aq, et, ts, rz, bk, sc])
def test_every_new_collection_says_its_goal_in_both_languages(module):
    puzzle = module.collection(strict=True)[0]
    assert puzzle.goal.en and puzzle.goal.de and puzzle.goal.en != puzzle.goal.de
    assert puzzle.theme is not None
