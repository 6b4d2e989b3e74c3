"""Random games of any registered game, for the property tests over every game: seeded, so a failure
replays; real-time games advance their clock between moves, now and then a lot."""
from __future__ import annotations

import random
from collections.abc import Callable

from gamebox.protocol import CHANCE, TERMINAL, Game, Setup, State
from gamebox.realtime import RealTimeState, is_realtime
from gamebox.record import GameRecord, PlayerSpec


def play_random(game: Game, variant: str, players: int, seed: int,
                each: Callable[[State, object], None] | None = None) -> tuple[State, GameRecord]:
    """Play a random game to its end; `each(state, move)` sees every position with the move about to be
    played there. Returns the final state and the game's record."""
    rng = random.Random(seed)
    options = game.info.default_options()
    record = GameRecord(game.id, variant, [PlayerSpec(f"P{i + 1}") for i in range(players)], options)
    state = game.new_state(Setup(variant, players, options))
    timed = is_realtime(game)
    for _ in range(20_000):
        if timed:
            target = state.now + rng.choice((0, 0, 30, 700, 2000))
            due = state.clock_move()
            if due is not None and due[0] <= target:      # the clock's own move comes first, when it falls due
                state.advance_to(due[0])
                _play(state, record, due[1], each)
                continue
            state.advance_to(target)
        player = state.current_player()
        if player == TERMINAL:
            break
        moves = state.legal_moves()
        if timed and not moves and state.next_change() is not None:
            continue      # dice still rolling
        move = state.sample_chance(rng) if player == CHANCE else rng.choice(moves)
        _play(state, record, move, each)
    assert state.is_terminal(), f"{game.id} did not end"
    return state, record


def _play(state: State, record: GameRecord, move, each) -> None:
    """Play a move and write it down as a session would: its time and seat, who saw a private draw, the
    physics' checksum."""
    if each is not None:
        each(state, move)
    index = len(record.moves)
    if isinstance(state, RealTimeState):
        record.times[index] = (state.now, state.seat_of(move))
    audience = state.seen_by(move) if state.is_chance() else None
    if audience is not None:
        record.seen[index] = tuple(audience)
    record.moves.append(state.format_move(move))
    state.play(move)
    settled = state.settled_sum()
    if settled is not None:
        record.sums[index] = settled
        record.meta.update(state.record_meta())          # the physics it settled with, as a session writes it
