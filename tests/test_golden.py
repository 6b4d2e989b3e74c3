"""Golden playthroughs: one seeded game of every game and variant, written down move by move, so that a
change of behaviour shows in review as a diff of tests/golden/playthroughs/<game>-<variant>.txt.

Each file holds, for one game of random players (the box's own "random" agents, seeded; a real-time game
in simulated time, its clock jumped from event to event by the `Driver` as selfplay does), at most
`MAX_MOVES` moves:

- per move: its notation (a real-time move with its time), the scores after it, and a short hash of what
  each seat observes after it (`State.observation(seat).key()`);
- the move log: each turn's sentence with the players' names, in English and in German
  (gamebox/turns.py, as the move log shows it).

When a change is meant (a rule, a word of the log, the notation), regenerate and review the diff:

    .venv/bin/python -m pytest tests/test_golden.py --regen-golden

A changed file fails the test with a unified diff; a missing one fails with the way to make it.
"""
from __future__ import annotations

import difflib
import hashlib
import random
from pathlib import Path

import pytest

from gamebox.ai import make_agent
from gamebox.realtime import Driver
from gamebox.record import GameRecord, PlayerSpec
from gamebox.registry import all_games
from gamebox.session import Session
from gamebox.turns import put_names, session_turns

FOLDER = Path(__file__).parent / "golden" / "playthroughs"
MAX_MOVES = 60
SEED = 33
NAMES = ["Anna", "Ben", "Cleo", "Dora", "Emil", "Fritz", "Greta", "Hans"]
CASES = [(g, v) for g in all_games() for v in g.info.variants]


def canonical(value) -> str:
    """A text of a key that is the same in every run: sets in sorted order (their own order follows
    the process's string hashing), no object addresses."""
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, (tuple, list)):
        return "(" + ",".join(canonical(v) for v in value) + ")"
    if isinstance(value, dict):
        return "{" + ",".join(sorted(f"{canonical(k)}:{canonical(v)}" for k, v in value.items())) + "}"
    text = repr(value)
    assert " at 0x" not in text, f"a key holds an object without a value's repr: {text}"
    return text


def short_hash(value) -> str:
    return hashlib.sha256(canonical(value).encode()).hexdigest()[:8]


def play(game, variant) -> Session:
    players = variant.min_players
    record = GameRecord(game.id, variant.id, [PlayerSpec(NAMES[i], "ai", "random") for i in range(players)],
                        game.info.default_options())
    session = Session(record, random.Random(SEED))
    agents = [make_agent("random", game, SEED + seat) for seat in range(players)]
    if session.timed:
        driver = Driver(session, dict(enumerate(agents)))
        while not session.state.is_terminal() and session.ply < MAX_MOVES:
            event = driver.next_event()
            assert event is not None, "the game is stuck"
            session.clock.set(event.at)
            driver.fire(event)
        return session
    while not session.state.is_terminal() and session.ply < MAX_MOVES:
        state = session.state
        if state.is_chance():
            session.roll()
        else:
            player = state.current_player()
            session.play(agents[player].choose(state.observation(player)))
    return session


def number(x: float) -> str:
    return f"{x:g}"


def golden_text(game, variant) -> str:
    session = play(game, variant)
    record = session.record
    names = [p.name for p in record.players]
    lines = [f"# {game.id} {variant.id}: {', '.join(names)}, random players (seed {SEED}), "
             f"at most {MAX_MOVES} moves",
             "# regenerate: .venv/bin/python -m pytest tests/test_golden.py --regen-golden",
             "", "## moves: notation | scores after | each seat's observation (hash)"]
    for ply in range(session.ply):
        text = record.moves[ply]
        if ply in record.times:
            at, by = record.times[ply]
            text += f" @{at}" + ("" if by is None else f" by {by}")
        state = session.state_at(ply + 1)
        scores = " ".join(number(s) for s in state.scores())
        seen = " ".join(short_hash(state.observation(seat).key()) for seat in range(state.num_players))
        lines.append(f"{ply + 1:>3} {text} | {scores} | {seen}")
    state = session.state
    end = "game over" if state.is_terminal() else f"stopped after {session.ply} moves"
    winners = ", ".join(names[w] for w in state.winners()) or "none"
    lines += [f"{end}: scores {' '.join(number(s) for s in state.scores())}; winners: {winners}", "",
              "## move log"]
    for turn in session_turns(session):
        words = turn.words()
        number_ = f"{turn.number}." if turn.number else "-"
        lines.append(f"{number_} en: {put_names(words.get('en'), names)}")
        lines.append(f"{' ' * len(number_)} de: {put_names(words.get('de'), names)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game,variant", CASES, ids=[f"{g.id}-{v.id}" for g, v in CASES])
def test_the_playthrough_is_as_written(game, variant, request):
    path = FOLDER / f"{game.id}-{variant.id}.txt"
    text = golden_text(game, variant)
    assert golden_text(game, variant) == text, "the same seed must play the same game"
    if request.config.getoption("--regen-golden"):
        FOLDER.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"{path.name} is missing: run pytest tests/test_golden.py --regen-golden and review it")
    written = path.read_text(encoding="utf-8")
    if written != text:
        diff = difflib.unified_diff(written.splitlines(), text.splitlines(), f"{path.name} (written)",
                                    f"{path.name} (played now)", lineterm="", n=2)
        pytest.fail("the game plays differently now; if that is meant, regenerate with --regen-golden and "
                    "review the diff:\n" + "\n".join(diff), pytrace=False)


def test_every_game_and_variant_has_its_file_and_no_other():
    names = {f"{g.id}-{v.id}.txt" for g, v in CASES}
    assert {p.name for p in FOLDER.glob("*.txt")} == names
