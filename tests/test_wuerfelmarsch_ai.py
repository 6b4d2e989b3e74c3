"""Würfelmarsch's computer players: the lean rules of the search agree with the game's, every level plays legal
moves and the same ones for a seed, the strong level wins a race it can win, stops one it would lose, and beats
two greedy players."""
from __future__ import annotations

import random

import pytest

from gamebox.ai.agents import AGENT_NAMES, make_agent
from gamebox.games.wuerfelmarsch import calibration
from gamebox.games.wuerfelmarsch.ai import LEVELS, MarchSearch, distances, race
from gamebox.games.wuerfelmarsch.fast import GOAL, INDEX, Position, to_move
from gamebox.games.wuerfelmarsch.moves import Tip
from gamebox.games.wuerfelmarsch.state import MarchState, Rules, goal, start_hollows, start_orientation
from gamebox.protocol import Setup
from gamebox.pyramid.board import Die, Pyramid
from gamebox.registry import get
from gamebox.selfplay import selfplay

GAME = get("wuerfelmarsch")
COLOURS = ("red", "yellow", "pearl")


@pytest.mark.parametrize("seed, quiet", [(1, "20"), (2, "10"), (3, "10"), (4, "40")])
def test_the_lean_rules_agree_with_the_game_move_by_move(seed, quiet):
    rng = random.Random(seed)
    for _ in range(4):
        state = GAME.new_state(Setup("standard", 3, {"quiet": quiet}, rng.randrange(3)))
        position = Position.of(state)
        while not state.is_terminal():
            moves = position.legal_moves()
            assert [to_move(m) for m in moves] == state.legal_moves()
            tips = [m for m in moves if m[0] == 0]
            move = rng.choice(tips) if tips and rng.random() < 0.8 else rng.choice(moves)
            state.play(to_move(move))
            position.play(move)
            again = Position.of(state)
            assert (position.die, position.beaten, position.removed) == (again.die, again.beaten, again.removed)
            assert position.over == state.is_terminal()
            if position.over:
                assert [position.winner] == state.winners()
            else:
                assert (position.to_move, position.quiet) == (state.to_move, state.quiet)


def test_distances_go_around_dice_and_an_occupied_corner_is_out_of_reach():
    state = GAME.new_state(Setup("standard", 3, {}, 0))
    position = Position.of(state)
    dist = distances(position.die, GOAL[0], 0)
    assert all(dist[INDEX[p]] == 8 for p in start_hollows(0))     # eight tips from the start row
    position.die[GOAL[0]] = 24 * 1                                  # a yellow die sits in red's corner
    assert max(distances(position.die, GOAL[0], 0)) == min(distances(position.die, GOAL[0], 0)) == 99


def drawn(to_move_seat: int, dice: dict) -> MarchState:
    """A position drawn by hand: {place: seat}, each die as it started."""
    state = MarchState(Rules())
    state.pyramid = Pyramid({p: Die(COLOURS[s], start_orientation(s)) for p, s in dice.items()})
    state.to_move = to_move_seat
    return state


# Red (seat 0) stands one tip from his corner 800; yellow (seat 1) is to move, with a die next to that
# corner on his own side; everybody else is still at home.
ABOUT_TO_WIN = {(7, 1, 0): 0, (0, 2, 6): 0, (0, 3, 5): 0, (7, 0, 1): 1, (3, 0, 5): 1, (4, 0, 4): 1,
                (2, 6, 0): 2, (3, 5, 0): 2, (4, 4, 0): 2}


def test_the_race_sees_who_arrives_first_and_whom_one_can_stop():
    position = Position.of(drawn(1, ABOUT_TO_WIN))
    times = race(position, None)
    assert times[0] == min(times) and 2 <= times[0] < 3     # red arrives two plies from now (his turn)
    assert race(position, 1)[0] > 30                  # yellow can sit in his corner first


@pytest.mark.parametrize("name", ["search:medium", "search:strong"])
def test_a_player_about_to_win_is_stopped_by_sitting_in_his_corner(name):
    state = drawn(1, ABOUT_TO_WIN)
    assert make_agent(name, GAME, 1).choose(state) == Tip((7, 0, 1), (8, 0, 0))
    assert make_agent("greedy", GAME, 1).choose(state) != Tip((7, 0, 1), (8, 0, 0))   # greedy just races


@pytest.mark.parametrize("name", ["greedy", "search:easy", "search:medium", "search:strong"])
def test_a_die_next_to_its_corner_goes_in(name):
    state = drawn(0, ABOUT_TO_WIN)
    assert make_agent(name, GAME, 4).choose(state) == Tip((7, 1, 0), goal(0))


def test_the_levels_are_this_games_search():
    for name, level in LEVELS.items():
        agent = make_agent(name, GAME, 1)
        assert isinstance(agent, MarchSearch) and agent.depth == level.get("depth")
    assert LEVELS["search:strong"]["model"] == "selfish"
    assert LEVELS["search:easy"]["stops"] is False and LEVELS["search:medium"].get("stops", True)


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_every_level_plays_legal_moves_and_the_same_ones_for_a_seed(name):
    state = GAME.new_state(Setup("standard", 3, {}, 0))
    rng = random.Random(5)
    for _ in range(15):
        before = state.clone()
        move = make_agent(name, GAME, 9).choose(state)
        assert make_agent(name, GAME, 9).choose(state) == move
        assert state.why_illegal(move) is None
        assert state == before                 # the agent worked on its own copy
        state.play(move if rng.random() < 0.6 else rng.choice(state.legal_moves()))
        if state.is_terminal():
            break


def test_strong_beats_two_greedy_players_in_a_seeded_match():
    result = selfplay("wuerfelmarsch", "standard", ["search:strong", "greedy", "greedy"], 9, seed=7)
    assert result["wins"][0] >= 6          # an even share would be 3


def test_the_new_game_dialog_shows_a_measured_row_for_every_level():
    for level in AGENT_NAMES:
        row = GAME.strength("standard", level)
        assert row is not None and row.players == 3 and row.games >= 100, level
    strong = calibration.strength("search:strong")
    assert (strong.opponent, strong.games) == ("greedy", 600) and strong.lo > 0.5
