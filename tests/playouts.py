"""Random games of any registered game, for the property tests over every game: seeded, so a failure
replays; real-time games advance their clock between moves, now and then a lot."""
from __future__ import annotations

import random
from collections.abc import Callable

from gamebox.protocol import CHANCE, TERMINAL, Game, Setup, State
from gamebox.realtime import is_realtime
from gamebox.record import GameRecord, PlayerSpec


def play_random(game: Game, variant: str, players: int, seed: int,
                each: Callable[[State, object], None] | None = None) -> tuple[State, GameRecord]:
    """Play a random game to its end; `each(state, move)` sees every position with the move about to be
    played there. Returns the final state and the game's record."""
    rng = random.Random(seed)
    options = game.info.default_options()
    record = GameRecord(game.id, variant, [PlayerSpec(f"P{i + 1}") for i in range(players)], options)
    state = game.new_state(Setup(variant, players, options))
    timed = is_realtime(state)
    for _ in range(20_000):
        if timed:
            state.advance_to(state.now + rng.choice((0, 0, 30, 700, 2000)))
        player = state.current_player()
        if player == TERMINAL:
            break
        moves = state.legal_moves()
        if timed and not moves and state.next_change() is not None:
            continue      # dice still rolling
        move = state.sample_chance(rng) if player == CHANCE else rng.choice(moves)
        if each is not None:
            each(state, move)
        if timed:
            record.times[len(record.moves)] = (state.now, state.seat_of(move))
        record.moves.append(state.format_move(move))
        state.play(move)
    assert state.is_terminal(), f"{game.id} did not end"
    return state, record
