"""Every registered game honours the protocol, in every configuration.

Configurations: every (variant, player count) of every game, crossed with its options by a pairwise
cover (tests/pairwise.py: every value of each option meets every (variant, player count) and every
value of every other option at least once). Each is played by random moves; games whose random games
are long and whose moves are dear (Tiefstapeln's physics, Scrabble's word search) are cut after
`MOVE_CAP` moves there, and every variant also plays whole games with its default options.

At every move: the state's current player, its legal moves and chance outcomes; parse ∘ format is the
identity for every legal move and listed outcome; `apply` and `play` reach the same key and the same
observations; the state before is untouched; each seat's observation is the whole state exactly when
the game declares no hidden information (one that declares it hides something from somebody), and a
game that declares no chance meets none. Now and then (sampled):

- equal keys mean equal futures: a state and its replay from the record, and states reached by two
  different orders of moves (two plies explored), have the same player, scores, observations and
  moves (compared by where they lead: 27's moves name fields, and which letters the fields carry is
  notation, not position), and stay alike along the same random continuation;
- different keys mean different futures: states that look alike now (player, scores, moves, chance,
  timers) but have different keys must come apart along some random continuation before the end.

A real-time game (Raffzahn, Bunte Kuh) runs on its clock: time passes between moves, now and then up
to the clock's own move, and two states are compared at the same moment (its key is the position, not
the moment we look at it).
"""
from __future__ import annotations

import random
from collections import Counter

import pytest
from pairwise import all_pairs

from gamebox.protocol import CHANCE, TERMINAL, Setup, State
from gamebox.realtime import RealTimeState, is_realtime
from gamebox.record import GameRecord, PlayerSpec, loads
from gamebox.registry import all_games

GAMES = all_games()
MOVE_CAP = {"tiefstapeln": 60, "scrabble6": 30, "pyramide": 100}   # moves per game, pairwise configurations
WHOLE_GAMES = {"tiefstapeln": 2, "scrabble6": 2, "pyramide": 2}     # whole games per variant (default: 5)
THOROUGH_EVERY = 8              # every 8th move: every legal move parsed back, observations compared
FUTURE_STEPS = 6                # moves along which twins must stay alike
APART_TRIES, APART_STEPS = 3, 400                  # continuations that must part look-alikes


def configurations(game) -> list[tuple[str, int, dict[str, str]]]:
    """(variant, players, options): every variant at every player count, options by a pairwise cover."""
    info = game.info
    seats = [(v.id, n) for v in info.variants for n in range(v.min_players, v.max_players + 1)]
    rows = all_pairs([seats] + [option.values() for option in info.options])
    return [(variant, n, {o.key: value for o, value in zip(info.options, values)})
            for (variant, n), *values in rows]


def _cases():
    cases = []
    for game in GAMES:
        for variant, n, options in configurations(game):
            label = "-".join([game.id, variant, f"{n}p", *options.values()])
            cases.append(pytest.param(game, variant, n, options, 1, MOVE_CAP.get(game.id), id=label))
        for v in game.info.variants:
            label = f"{game.id}-{v.id}-whole"
            cases.append(pytest.param(game, v.id, v.min_players, game.info.default_options(),
                                      WHOLE_GAMES.get(game.id, 5), None, id=label))
    return cases


CASES = _cases()


def test_at_least_one_game_is_registered():
    assert "hoch" in {g.id for g in GAMES}


def test_the_pairwise_cover_meets_every_pair():
    parameters = [["a", "b", "c"], [1, 2], ["x", "y", "z"], [True, False]]
    rows = all_pairs(parameters)
    for i in range(len(parameters)):
        for j in range(i + 1, len(parameters)):
            assert {(r[i], r[j]) for r in rows} == {(a, b) for a in parameters[i] for b in parameters[j]}
    assert len(rows) == 9 and rows == all_pairs(parameters)
    assert all_pairs([]) == [()] and all_pairs([[1, 2]]) == [(1,), (2,)]
    tiefstapeln = next(g for g in GAMES if g.id == "tiefstapeln")
    assert len(configurations(tiefstapeln)) < 30     # of 7 × 216 combinations


# -- moving a state on ---------------------------------------------------------------------------------
def pass_time(state: State, rng: random.Random, twin: State | None = None) -> None:
    """A real-time game: time passes before a move, now and then a lot, up to the clock's own move."""
    if not isinstance(state, RealTimeState):
        return
    due = state.clock_move()
    later = state.now + rng.choice((0, 0, 30, 700, 2000))
    state.advance_to(later if due is None else min(later, due[0]))
    if twin is not None:
        twin.advance_to(state.now)


def pick(state: State, rng: random.Random):
    """A random legal move or chance outcome, or None where nobody may act yet (dice still rolling)."""
    if state.is_chance():
        return state.sample_chance(rng)
    moves = state.legal_moves()
    return rng.choice(moves) if moves else None


def outcomes(state: State) -> list:
    """What may happen here: the legal moves, or the listed chance outcomes."""
    if state.is_chance():
        listed = [m for m, _ in state.chance_outcomes()]
        return listed or state.legal_moves()
    return state.legal_moves()


def after(state: State, move) -> State:
    child = state.clone()
    child.apply(move)
    return child


def observations(state: State) -> list:
    return [state.observation(seat).key() for seat in range(state.num_players)]


# -- equal keys, equal futures ---------------------------------------------------------------------------
def look(state: State) -> tuple:
    """What a state shows now, moves apart: whose turn, scores, the end, and on a clock its timers."""
    player = state.current_player()
    shown = (player, state.acting_player(), tuple(state.scores()),
             tuple(state.winners()) if player == TERMINAL else ())
    if isinstance(state, RealTimeState):
        due = state.clock_move()
        shown += (state.now, state.next_change(), None if due is None else (due[0], state.format_move(due[1])))
    return shown


def assert_alike(a: State, b: State, moves: bool = True) -> None:
    """Two states with equal keys: the same now, the same observations, and (with `moves`) moves that lead
    to the same places: the same moves, or, where a move names what is notation, moves that lead alike."""
    assert a.key() == b.key()
    assert look(a) == look(b)
    assert observations(a) == observations(b)
    if a.is_terminal() or not moves:
        return
    if a.is_chance():
        chances_a, chances_b = a.chance_outcomes(), b.chance_outcomes()
        if Counter(chances_a) != Counter(chances_b):
            assert Counter((after(a, m).key(), p) for m, p in chances_a) == \
                Counter((after(b, m).key(), p) for m, p in chances_b)
    moves_a, moves_b = a.legal_moves(), b.legal_moves()
    if set(moves_a) != set(moves_b) or len(moves_a) != len(moves_b):
        assert Counter(after(a, m).key() for m in moves_a) == Counter(after(b, m).key() for m in moves_b)


def counterpart(a: State, b: State, move):
    """The move in `b` that does what `move` does in `a`: itself if `b` allows it, else the one that
    leads to the same key."""
    if b.why_illegal(move) is None:
        return move
    target = after(a, move).key()
    return next(m for m in outcomes(b) if after(b, m).key() == target)


def assert_same_future(a: State, b: State, rng: random.Random, steps: int = FUTURE_STEPS) -> None:
    """`a` and `b` (equal keys) stay alike along the same random continuation (their moves compared at
    the start and at the end: in between the keys say it, and Tiefstapeln's moves cost physics)."""
    for step in range(steps + 1):
        pass_time(a, rng, b)
        assert_alike(a, b, moves=step in (0, steps))
        if a.is_terminal() or step == steps:
            return
        move = pick(a, rng)
        if move is not None:
            other = counterpart(a, b, move)
            a.play(move)
            b.play(other)


# -- different keys, different futures ------------------------------------------------------------------------
def face(state: State) -> tuple:
    """What a state shows now, with its moves by name: two states with different keys and the same face
    must part later."""
    moves = frozenset(state.format_move(m) for m in state.legal_moves())
    chances = frozenset((state.format_move(m), p) for m, p in state.chance_outcomes()) if state.is_chance() else ()
    return look(state), moves, chances


def come_apart(a: State, b: State, rng: random.Random) -> bool:
    """Whether two look-alikes differ in something: in the picture of the position, or along one of a few
    random continuations (the same moves by name in both); True also when a continuation is too long to
    tell. (Two different rows of 27 can play alike to the end; they still look different.)"""
    if type(a).describe is not State.describe and a.describe() != b.describe():
        return True
    for _ in range(APART_TRIES):
        x, y = a.clone(), b.clone()
        for _ in range(APART_STEPS):
            if face(x) != face(y):
                return True
            if x.is_terminal():
                break
            pass_time(x, rng, y)
            move = pick(x, rng)
            if move is None:
                continue
            twin = y.parse_move(x.format_move(move))
            if y.why_illegal(twin) is not None:
                return True
            x.play(move)
            y.play(twin)
        else:
            return True
    return False


def explore(state: State, rng: random.Random, width: int) -> list[tuple[tuple, State]]:
    """States two plies on by a few moves each (with their paths): where orders of moves transpose."""
    found = []
    for first in rng.sample(outcomes(state), min(width, len(outcomes(state)))):
        child = after(state, first)
        if child.is_terminal():
            found.append(((first,), child))
            continue
        nexts = outcomes(child)
        for second in rng.sample(nexts, min(width, len(nexts))):
            found.append(((first, second), after(child, second)))
    return found


def check_keys_around(state: State, rng: random.Random, width: int = 4) -> None:
    """Two plies around `state`: equal keys have equal futures, look-alikes with different keys part."""
    grandchildren = explore(state, rng, width)
    by_key: dict = {}
    for path, child in grandchildren:
        by_key.setdefault(child.key(), []).append((path, child))
    for group in [g for g in by_key.values() if len(g) > 1][:2]:
        (_, first), (_, second) = group[0], group[1]
        assert_same_future(first.clone(), second.clone(), rng)
    by_face: dict = {}
    for key, group in by_key.items():
        by_face.setdefault(face(group[0][1]), []).append(group[0])
    for group in by_face.values():
        if len(group) > 1:
            (path_a, a), (path_b, b) = group[0], group[1]
            assert come_apart(a, b, rng), (
                f"{' '.join(map(str, path_a))} and {' '.join(map(str, path_b))} lead to different keys\n"
                f"{a.key()}\n{b.key()}\nbut play alike to the end")


# -- the playouts -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game,variant,players,options,games,cap", CASES)
def test_random_playouts_follow_the_protocol(game, variant, players, options, games, cap):
    rng = random.Random(7)
    info = game.info
    assert info.min_players <= info.variant(variant).min_players <= players <= info.max_players
    hidden_seen = chance_seen = False
    for _ in range(games):
        record = GameRecord(game.id, variant, [PlayerSpec(f"P{i}") for i in range(players)], dict(options))
        state = game.new_state(Setup(variant, players, options))
        timed = is_realtime(game)
        # One source of the fact: the states of a game declared real-time live on a clock, no others.
        assert isinstance(state, RealTimeState) == timed
        samples = {rng.randrange(1, cap or 60)}     # a move after which keys are checked around
        snapshots = {}
        for _ in range(10_000 if cap is None else cap):
            pass_time(state, rng)
            player = state.current_player()
            if player == TERMINAL:
                break
            assert player == CHANCE or 0 <= player < state.num_players
            chance_seen |= player == CHANCE
            moves = state.legal_moves()
            if timed and not moves and state.next_change() is not None:
                continue      # the dice are still rolling: nobody may act until they lie
            assert moves, "a non-terminal state has moves"
            listed = state.chance_outcomes() if player == CHANCE else []
            assert not listed or abs(sum(p for _, p in listed) - 1) < 1e-9
            move = state.sample_chance(rng) if player == CHANCE else rng.choice(moves)
            assert state.why_illegal(move) is None
            thorough = len(record.moves) % THOROUGH_EVERY == 0
            for each in [*moves, *(m for m, _ in listed)] if thorough else [move]:   # parse ∘ format = identity
                assert state.parse_move(state.format_move(each)) == each

            if info.hidden_information:
                hidden_seen = hidden_seen or any(s != state.key() for s in observations(state))
            elif thorough:
                assert all(s == state.key() for s in observations(state)), "a game without hidden information hides"
            before, key_before = state.clone(), state.key()
            assert before == state
            applied = after(state, move)
            text = state.format_move(move)
            state.play(move)
            assert before.key() == key_before, "playing a move changed a clone made before it"
            assert applied.key() == state.key(), "apply and play differ"
            assert not thorough or observations(applied) == observations(state)
            assert before != state or player == CHANCE

            if timed:
                record.times[len(record.moves)] = (before.now, before.seat_of(move))
            if player == CHANCE and before.seen_by(move) is not None:     # the keys its rules call for
                record.seen[len(record.moves)] = tuple(before.seen_by(move))
            if state.settled_sum() is not None:
                record.sums[len(record.moves)] = state.settled_sum()
                record.meta.update(state.record_meta())
            record.moves.append(text)
            if len(record.moves) in samples and not state.is_terminal():
                snapshots[len(record.moves)] = state.clone()
                check_keys_around(state.clone(), rng)
        if cap is None:
            assert state.is_terminal()
        assert len(state.scores()) == state.num_players
        assert len(state.returns()) == state.num_players
        replayed = loads(record.dumps())
        assert replayed.replay() == state
        for upto, snapshot in snapshots.items():      # a state and its replay: equal keys, equal futures
            assert_same_future(snapshot, replayed.replay(upto), rng)
    if not info.has_chance:
        assert not chance_seen, "the game declares no chance"
    if info.hidden_information:
        assert hidden_seen, "the game declares hidden information, yet every seat saw everything"


def test_every_configuration_is_played():
    """Every (variant, player count) of every game is played (49 of them in 13 games when this was written,
    in 129 pairwise configurations of 1,677 combinations, plus whole games of each of the 20 variants)."""
    pairs = {(g.id, v.id, n) for g in GAMES for v in g.info.variants for n in range(v.min_players, v.max_players + 1)}
    played = {(c.values[0].id, c.values[1], c.values[2]) for c in CASES}
    assert played == pairs
    for game in GAMES:
        for option in game.info.options:
            for value in option.values():
                assert any(c.values[0] is game and c.values[3][option.key] == value for c in CASES), (game.id, value)


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
    assert capabilities(games["hoch"]) == ["solvable", "calibrated", "puzzles", "hints"]
    assert capabilities(games["pyramide"]) == [] and solvable_variants(games["pyramide"]) == ()
    for gid in ("27", "eintrichtern", "ponga"):
        assert isinstance(games[gid], Calibrated) and isinstance(games[gid], HasOwnAgents)
        assert not isinstance(games[gid], Solvable)
    for game in games.values():
        for name in ("solve", "cached_solution", "solution_for", "has_solution", "make_agent", "strength"):
            declared = {"solve": Solvable, "cached_solution": Solvable, "solution_for": Solvable,
                        "has_solution": Solvable, "make_agent": HasOwnAgents, "strength": Calibrated}[name]
            assert hasattr(game, name) == isinstance(game, declared), (game.id, name)
