"""Cui bono?'s computer players: the lean rules of the search agree with the game's, every level plays legal
moves and the same ones for a seed, the strong level looks at the next player's options and beats greedy."""
from __future__ import annotations

import math
import random

import pytest

from gamebox.ai.agents import AGENT_NAMES, make_agent
from gamebox.games.cuibono import calibration
from gamebox.games.cuibono.ai import STRONG_DEPTH, TEMPERATURE, CuiBonoSearch, TurnSearch, evaluate, forced_cost
from gamebox.games.cuibono.fast import KEEP, Position, turns
from gamebox.games.cuibono.moves import KEEP as KEEP_MOVE
from gamebox.games.cuibono.moves import Deal, Pull, Put
from gamebox.games.cuibono.state import COLOUR_CODE, FULL, PLACE, CuiBonoState
from gamebox.protocol import Setup
from gamebox.pyramid import lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.setups import deal_code
from gamebox.registry import get
from gamebox.selfplay import selfplay

GAME = get("cuibono")


def dealt(seed: int = 1, players: int = 3, points: str = "RYP") -> CuiBonoState:
    s = GAME.new_state(Setup("standard", players, {"points": points}, 0))
    s.play(Deal(deal_code(random.Random(seed), FULL)))
    return s


def real_turns(state: CuiBonoState) -> list[tuple[int, int, CuiBonoState]]:
    """Every turn through the game's own rules: (pull, put or KEEP, the state after it)."""
    out = []
    for pull in state.legal_moves():
        pulled = state.clone()
        pulled.play(pull)
        for move in pulled.legal_moves():
            after = pulled.clone()
            after.play(move)
            out.append((lattice.INDEX[pull.position], KEEP if move == KEEP_MOVE else lattice.INDEX[move.position],
                        after))
    return out


def agree(position: Position, state: CuiBonoState, depth: int) -> None:
    fast = turns(position)
    real = real_turns(state)
    assert [(p, f) for p, f, _, _ in fast] == [(p, f) for p, f, _ in real]
    for (_, _, _, child), (_, _, after) in zip(fast, real):
        assert bytes(child.colour) == after.arrangement()
        assert child.points == [after.points(p) for p in range(after.num_players)]
        assert child.kept == [len(k) for k in after.kept]
        assert child.over == after.is_terminal()
        if child.over:
            assert child.winners() == after.winners()
        else:
            assert child.to_move == after.to_move
            if depth > 1:
                agree(child, after, depth - 1)


@pytest.mark.parametrize("seed, points, players", [(3, "RYP", 3), (4, "PYR", 2), (5, "YRP", 6)])
def test_the_lean_rules_agree_with_the_game_turn_by_turn(seed, points, players):
    rng = random.Random(seed)
    state = dealt(seed, players, points)
    while not state.is_terminal():
        agree(Position.of(state), state, 2 if rng.random() < 0.15 else 1)
        state.play(rng.choice(state.legal_moves()))
        moves = state.legal_moves()
        state.play(moves[0] if rng.random() < 0.8 else rng.choice(moves))   # mostly put back: long games


def test_no_put_may_bring_back_an_earlier_pyramid_in_the_lean_rules_either():
    state = dealt(3)
    state.play(Pull((8, 0, 0)))
    held = COLOUR_CODE[state.held.colour]
    target = state.targets()[0]
    fresh = Position.of(state)
    assert lattice.INDEX[target] in fresh.targets(held)
    fresh.recent = (state.arrangement(target),)            # seen earlier on the search's own line
    assert lattice.INDEX[target] not in fresh.targets(held)
    state.seen = state.seen | {state.arrangement(target)}  # seen earlier in the game
    assert target not in state.targets()
    assert lattice.INDEX[target] not in Position.of(state).targets(held)


def test_the_strong_level_is_this_games_search():
    agent = make_agent("search:strong", GAME, 1)
    assert isinstance(agent, CuiBonoSearch) and agent.depth == STRONG_DEPTH >= 3


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_every_level_plays_legal_moves_and_the_same_ones_for_a_seed(name):
    state = dealt(2)
    rng = random.Random(2)
    for _ in range(12):            # six turns: pulls, puts and keeps
        before = state.clone()
        move = make_agent(name, GAME, 9).choose(state)
        assert make_agent(name, GAME, 9).choose(state) == move
        assert state.why_illegal(move) is None
        assert state == before                 # the agent worked on its own copy
        state.play(move if rng.random() < 0.5 else rng.choice(state.legal_moves()))


def test_a_die_in_hand_goes_back_when_it_can():
    state = dealt(1)
    state.play(Pull((0, 8, 0)))
    assert state.phase == PLACE and state.targets()
    assert isinstance(make_agent("search:strong", GAME, 1).choose(state), Put)


def hint_position(seed: int = 1) -> CuiBonoState:
    """The rule book's hint: keep a cheap die so that the next player must keep an expensive one.

    Player 1 has pulled the corner 800 (its edge slid down, the apex is open) and holds a red die; the apex
    funnel is red, yellow, pearl, so it may go back. Back in, the pyramid is full again, and whichever corner
    the next player pulls, his pearl die fits the reopened apex. Kept, the apex stays open, and every corner
    the next player can pull is pearl and opens a funnel of two colours: he must keep a pearl die (3 points
    against 1). The rest of the pyramid is a seeded deal."""
    state = dealt(seed)
    dice = dict(state.pyramid.dice)
    del dice[lattice.APEX]
    for p, colour in {(1, 0, 0): "red", (0, 1, 0): "yellow", (0, 0, 1): "pearl", (1, 1, 0): "pearl",
                      (1, 0, 1): "pearl", (0, 1, 1): "pearl", (8, 0, 0): "pearl", (0, 8, 0): "pearl",
                      (0, 0, 8): "pearl", (0, 0, 4): "red"}.items():
        dice[p] = Die(colour, 0)
    state.pyramid = Pyramid(dice)
    state.phase, state.held, state.seen = PLACE, Die("red", 0), frozenset()
    return state


def test_the_hint_position_is_what_its_docstring_says():
    state = hint_position()
    assert state.targets() == [lattice.APEX]
    position = Position.of(state)
    kept, back = position.copy(), position.copy()
    kept.keep(1)
    back.put(lattice.INDEX[lattice.APEX], 1)
    assert forced_cost(kept) == 3 and forced_cost(back) == 0


def test_strong_keeps_a_cheap_die_to_leave_the_next_player_an_expensive_one():
    state = hint_position()
    assert make_agent("greedy", GAME, 1).choose(state) == Put(lattice.APEX)     # greedy looks at itself only
    assert make_agent("search:strong", GAME, 1).choose(state) == KEEP_MOVE


def test_the_horizon_counts_what_the_player_to_move_must_keep():
    kept = Position.of(hint_position())
    kept.keep(1)
    # Minus points and a tenth per kept die: 1.1 for the keeper; the next player's pearl counts as kept.
    points = [1.1, 3.0, 0.0]
    weights = [math.exp(-(x - 0.0) / TEMPERATURE) for x in points]
    assert evaluate(kept) == pytest.approx([w / sum(weights) for w in weights])
    assert TurnSearch(0).value(kept, 0) == evaluate(kept)


def test_strong_beats_two_greedy_players_in_a_seeded_match():
    result = selfplay("cuibono", "standard", ["search:strong", "greedy", "greedy"], 12, seed=7)
    assert result["wins"][0] >= 7          # an even share would be 4


def test_the_new_game_dialog_shows_a_measured_row_for_every_level():
    for level in AGENT_NAMES:
        row = GAME.strength("standard", level)
        assert row is not None and row.players == 3 and row.games >= 100, level
    strong = calibration.strength("search:strong")
    assert (strong.opponent, strong.games) == ("greedy", 600) and strong.lo > 0.5
