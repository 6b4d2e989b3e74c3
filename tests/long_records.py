"""Long legal records, as long as asked, of every game whose rules let a game go on without end.

A game can be endless where a position can come back: Hoch und höher when a roll that allows no
move is rolled again (option end=no-move-left), Abquetschen's rolls that allow no build, Eintrichtern's
guesses, the sandbox, and Bunte Kuh's wrong calls (the dice a wrong caller gets come back when the next
one calls wrongly). `long_record(game_id, plies)` walks a game at random but steers towards what keeps
it going (positions it has seen, so it finds the loop; in Bunte Kuh full supplies and no right call),
never into the end. The other games end by their rules (Cui bono?'s CB-7, Würfelmarsch's quiet rounds,
Raffzahn's dice running out, a full board, a round of passes): a walk of theirs stays short.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from gamebox import registry
from gamebox.protocol import CHANCE, State
from gamebox.realtime import is_realtime
from gamebox.record import GameRecord, PlayerSpec

# The games that can be endless, and the options that let them.
ENDLESS: dict[str, dict[str, str]] = {
    "hoch": {"end": "no-move-left"},
    "abquetschen": {},
    "eintrichtern": {},
    "pyramide": {},
    "buntekuh": {},
}
WALKED = 1200     # walked once per game and process, and cut to the length asked for
TRIED = 8         # the moves looked at for each step


def long_record(game_id: str, plies: int, seed: int = 1) -> GameRecord:
    """A legal record of `game_id` with exactly `plies` moves that has not ended (a new copy each call:
    a session takes its record over)."""
    moves, times = _walk(game_id, max(plies, WALKED), seed)
    return _new_record(game_id, list(moves[:plies]), {i: t for i, t in times.items() if i < plies})


def _new_record(game_id: str, moves: list[str], times: dict) -> GameRecord:
    game = registry.get(game_id)
    info = game.info.variants[0]
    return GameRecord(game_id, info.id, [PlayerSpec(f"P{i + 1}") for i in range(info.min_players)],
                      {**game.info.default_options(), **ENDLESS[game_id]}, 0 if info.min_players > 1 else None,
                      moves, times=times)


def _keeps_going(game_id: str, after: State, seen: Counter) -> tuple:
    if game_id == "buntekuh":
        from gamebox.games.buntekuh.state import PLACE

        return min(after.supply), after.phase != PLACE
    return (seen[after.key()],)


@lru_cache(maxsize=None)
def _walk(game_id: str, plies: int, seed: int) -> tuple[tuple[str, ...], dict]:
    record = _new_record(game_id, [], {})
    state, rng, seen = record.new_state(), random.Random(seed), Counter()
    timed = is_realtime(registry.get(game_id))
    while len(record.moves) < plies:
        if timed and not state.legal_moves():
            state.advance_to(state.next_change())       # the dice still roll
            continue
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            candidates = [m for m, _p in outcomes] if outcomes else [state.sample_chance(rng)]
        else:
            candidates = list(state.legal_moves())
        rng.shuffle(candidates)
        best, best_score = None, None
        for move in candidates[:TRIED]:
            after = state.clone()
            after.apply(move)
            if after.is_terminal():
                continue
            score = (*_keeps_going(game_id, after, seen), rng.random())
            if best_score is None or score > best_score:
                best, best_score = move, score
        if best is None:
            raise AssertionError(f"{game_id}: the walk ran into the end after {len(record.moves)} moves")
        if timed:
            record.times[len(record.moves)] = (state.now, state.seat_of(best))
        record.moves.append(state.format_move(best))
        state.apply(best)
        seen[state.key()] += 1
    return tuple(record.moves), dict(record.times)


def python_calls(action) -> int:
    """How many Python functions run during `action()`: work counted, not timed, whatever does it (a
    delegate Qt asks, a model, a replay)."""
    import sys

    calls = 0

    def count(_frame, event, _arg):
        nonlocal calls
        calls += event == "call"

    sys.setprofile(count)
    try:
        action()
    finally:
        sys.setprofile(None)
    return calls
