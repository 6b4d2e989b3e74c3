"""AI against AI: many games with rotating seats, for strength tests and benchmarks.

Every game is played through a `Session`, so chance outcomes are recorded as moves
and each game is a valid record that replays without any random generator. A real-time
game is played in simulated time: the session's clock jumps from one player's action to
the next, so a game takes milliseconds and is the same for the same seed.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path

from . import registry
from .ai import make_agent
from .protocol import WIN, Setup, results
from .realtime import play_out
from .record import GameRecord, PlayerSpec
from .session import Session
from .storage import save_record


def selfplay(game_id: str, variant: str, agent_names: Sequence[str], games: int,
             seed: int | None = None, save_dir: str | Path | None = None,
             options: Mapping[str, str] | None = None) -> dict:
    """Play `games` games between the named agents and count the results.

    Seats rotate: in game i, agent j sits in seat (j + i) % n, so no agent keeps the
    advantage or handicap of a seat. Who starts (where the game decides it by
    chance) and every roll come from a `random.Random` seeded from `seed`, as do
    the agents, so the same seed gives the same games and results.

    Returns a dict with lists per agent in the order given:
    `{"game", "variant", "games", "agents", "wins", "draws", "mean_scores"}`.
    Results are counted as everywhere in the box (`protocol.results`): a shared win is a win for each
    leader, a game nobody wins (or everybody) a draw, so `sum(wins) + draws >= games`.
    Solo games have no winner: there `wins` is `[0]` and every game counts as a draw;
    `mean_scores` (the mean of `state.scores()` in the agent's seat) is what matters.

    With `save_dir`, each game is written as `save_dir/game-0001.json`, ... .
    Raises ValueError for a bad setup or agent count, `UnknownAgent` for a bad name.
    """
    game = registry.get(game_id)
    names = list(agent_names)
    n = len(names)
    options = dict(options or {})
    problem = game.check_setup(Setup(variant, n, options))
    if problem:
        raise ValueError(f"cannot play {game_id}: {problem}")
    if games < 0:
        raise ValueError(f"games must be at least 0, not {games}")
    for name in names:
        make_agent(name, game)  # refuse unknown names before playing anything

    master = random.Random(seed)
    wins = [0] * n
    draws = 0
    score_sums = [0.0] * n
    for index in range(games):
        seats = [names[(s - index) % n] for s in range(n)]  # agent j in seat (j + index) % n
        agents = [make_agent(name, game, master.getrandbits(64)) for name in seats]
        record = GameRecord(game_id, variant, [PlayerSpec(name, "ai", name) for name in seats],
                            dict(options), None, meta={"selfplay": {"seed": seed, "game": index + 1}})
        session = Session(record, random.Random(master.getrandbits(64)))
        _play_out(session, agents)
        state = session.state
        scores = state.scores()
        for j in range(n):
            score_sums[j] += scores[(j + index) % n]
        outcome = results(state)
        for seat, result in enumerate(outcome):
            if result == WIN:       # a shared win is a win for each leader
                wins[(seat - index) % n] += 1
        if WIN not in outcome:
            draws += 1
        if save_dir is not None:
            save_record(record, Path(save_dir) / f"game-{index + 1:04d}.json")
    return {
        "game": game_id,
        "variant": variant,
        "games": games,
        "agents": names,
        "wins": wins,
        "draws": draws,
        "mean_scores": [s / games if games else 0.0 for s in score_sums],
    }


def _play_out(session: Session, agents: list) -> None:
    if session.timed:      # everybody at once, in simulated time (gamebox/realtime.py)
        play_out(session, dict(enumerate(agents)))
        return
    while not session.state.is_terminal():
        state = session.state
        if state.is_chance():
            session.roll()
        else:
            player = state.current_player()
            session.play(agents[player].choose(state.observation(player)))
