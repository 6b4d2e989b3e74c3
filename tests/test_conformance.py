"""Every registered game honours the protocol: random playouts, clones, notation, records."""
import random

import pytest

from gamebox.protocol import CHANCE, TERMINAL, Setup
from gamebox.realtime import is_realtime
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.registry import all_games

GAMES = all_games()
CASES = [(g, v) for g in GAMES for v in g.info.variants]


def test_at_least_one_game_is_registered():
    assert "hoch" in {g.id for g in GAMES}


@pytest.mark.parametrize("game,variant", CASES, ids=[f"{g.id}-{v.id}" for g, v in CASES])
def test_random_playouts_follow_the_protocol(game, variant):
    rng = random.Random(7)
    info = game.info
    assert info.min_players <= variant.min_players <= variant.max_players <= info.max_players
    for round_ in range(5):
        players = [PlayerSpec(f"P{i}") for i in range(variant.min_players)]
        record = GameRecord(game.id, variant.id, players, info.default_options())
        state = game.new_state(Setup(variant.id, len(players), info.default_options()))
        timed = is_realtime(state)
        for _ in range(10_000):
            if timed:     # a real-time game: time passes between moves, now and then a lot, up to the clock's move
                due = state.clock_move()
                later = state.now + rng.choice((0, 0, 30, 700, 2000))
                state.advance_to(later if due is None else min(later, due[0]))
            player = state.current_player()
            if player == TERMINAL:
                break
            assert player == CHANCE or 0 <= player < state.num_players
            moves = state.legal_moves()
            if timed and not moves and state.next_change() is not None:
                continue      # the dice are still rolling: nobody may act until they lie
            assert moves, "a non-terminal state has moves"
            if player == CHANCE:
                outcomes = state.chance_outcomes()
                assert not outcomes or abs(sum(p for _, p in outcomes) - 1) < 1e-9
                move = state.sample_chance(rng)
                assert state.why_illegal(move) is None
            else:
                move = rng.choice(moves)
            text = state.format_move(move)
            assert state.parse_move(text) == move
            before = state.clone()
            assert before == state
            state.play(move)
            assert before != state or player == CHANCE
            if timed:
                record.times[len(record.moves)] = (before.now, before.seat_of(move))
            if player == CHANCE and before.seen_by(move) is not None:     # the keys its rules call for
                record.seen[len(record.moves)] = tuple(before.seen_by(move))
            if state.settled_sum() is not None:
                record.sums[len(record.moves)] = state.settled_sum()
            record.moves.append(text)
        assert state.is_terminal()
        assert len(state.scores()) == state.num_players
        assert len(state.returns()) == state.num_players
        assert loads(record.dumps()).replay() == state


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_game_metadata_and_texts(game):
    info = game.info
    assert info.id and info.name and info.variants
    assert len({v.id for v in info.variants}) == len(info.variants)
    for lang in ("en", "de"):
        assert len(game.rules_text(lang)) > 200
        assert info.description.get(lang) and info.tagline.get(lang)
    for option in info.options:
        assert option.default in option.values()


def test_optional_capabilities_are_declared_not_probed():
    """Solving, level tables and own agents are declared capabilities; a real-time game says so, and
    brings its own (real-time) computer players."""
    from gamebox.protocol import (
        Calibrated,
        HasOwnAgents,
        Solvable,
        capabilities,
        solvable_variants,
    )

    games = {g.id: g for g in all_games()}
    assert {g.info.timing for g in games.values()} <= {"turns", "realtime"}
    for game in games.values():
        if game.info.timing == "realtime":
            assert isinstance(game, HasOwnAgents) and {"at", "by"} <= game.info.record_entry_keys
    assert capabilities(games["hoch"]) == ["solvable", "calibrated", "puzzles"]
    assert capabilities(games["pyramide"]) == [] and solvable_variants(games["pyramide"]) == ()
    for gid in ("27", "eintrichtern", "ponga"):
        assert isinstance(games[gid], Calibrated) and isinstance(games[gid], HasOwnAgents)
        assert not isinstance(games[gid], Solvable)
    for game in games.values():
        for name in ("solve", "cached_solution", "solution_for", "has_solution", "make_agent", "strength"):
            declared = {"solve": Solvable, "cached_solution": Solvable, "solution_for": Solvable,
                        "has_solution": Solvable, "make_agent": HasOwnAgents, "strength": Calibrated}[name]
            assert hasattr(game, name) == isinstance(game, declared), (game.id, name)
