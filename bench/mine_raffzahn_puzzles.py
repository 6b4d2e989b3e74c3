"""Mine Raffzahn's reaction drills from selfplay and pack them (gamebox/games/raffzahn/puzzles.py).

Selfplay games of three of the box's reaction levels are played in simulated time. After every roll, each
player other than the roller who could grab dice (those his grabs free included) is a drill: the roller
calls "Stopp!" after the die lands: 1 s, a quarter second for every free die to look over (the free
dice of the pyramid: each shows him something), and 0.7 s for each die to grab. For the rating the box's easy,
medium and strong levels (the reaction model calibrated on people, docs/design/realtime.md) play the drill
twenty times each; the shares that grab everything in time set it (`difficulty`).

    nice -n 10 python bench/mine_raffzahn_puzzles.py --out bench/results/rz-mined.jsonl --minutes 10
    python bench/mine_raffzahn_puzzles.py --out bench/results/rz-mined.jsonl --pack [--count 60]
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

from puzzle_mining import read_lines, run, spread, summary  # noqa: E402

from gamebox import registry  # noqa: E402
from gamebox.ai import make_agent  # noqa: E402
from gamebox.clock import ManualClock  # noqa: E402
from gamebox.games.raffzahn.ai import LEVELS, RaffzahnAgent  # noqa: E402
from gamebox.games.raffzahn.moves import Roll  # noqa: E402
from gamebox.games.raffzahn.puzzles import FILENAME, Stopper, difficulty, everything  # noqa: E402
from gamebox.games.raffzahn.state import GRAB  # noqa: E402
from gamebox.pyramid import lattice  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402
from gamebox.realtime import Driver, play_out  # noqa: E402
from gamebox.record import GameRecord, PlayerSpec  # noqa: E402
from gamebox.session import Session  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "raffzahn" / FILENAME
AGENTS = ("search:medium", "search:strong", "search:easy")
MEASURE = ("search:easy", "search:medium", "search:strong")
GAME = registry.get("raffzahn")
RUNS = 20
BASE, PER_FREE, PER_DIE = 1000, 250, 700


def share(record: GameRecord, upto: int, seat: int, count: int, limit: int, level: str) -> float:
    """How many of RUNS plays of `level` at `seat` grab all `count` dice before the "Stopp!"."""
    wins = 0
    before = len(prefix_trays(record, upto, seat))
    for run_index in range(RUNS):
        prefix = GameRecord("raffzahn", "standard", record.players, {}, record.first_player,
                            record.moves[:upto], False, {}, times={i: record.times[i] for i in range(upto)})
        session = Session(prefix)
        session.clock = ManualClock(session.state.now)
        stopper = Stopper(SimpleNamespace(data={"limit": limit}))
        agents = {s: stopper for s in range(3) if s != seat}
        agents[seat] = RaffzahnAgent(LEVELS[level], random.Random(run_index), level)
        driver = Driver(session, agents)
        turn = session.state.turn
        while session.state.phase == GRAB and session.state.turn == turn:
            event = driver.next_event()
            if event is None:
                break
            session.clock.set(event.at)
            driver.fire(event)
        wins += len(session.state.trays[seat]) - before >= count
    return wins / RUNS


def prefix_trays(record, upto, seat):
    state = Session(GameRecord("raffzahn", "standard", record.players, {}, record.first_player,
                               record.moves[:upto], False, {},
                               times={i: record.times[i] for i in range(upto)})).state
    return state.trays[seat]


def mine_game(index: int) -> dict:
    rng = random.Random(f"rz-mine-{index}")
    names = [AGENTS[(index + s) % len(AGENTS)] for s in range(3)]
    record = GameRecord("raffzahn", "standard", [PlayerSpec(n, "ai", n) for n in names], {}, None)
    session = Session(record, random.Random(rng.getrandbits(32)))
    play_out(session, {s: make_agent(n, GAME, rng.getrandbits(32)) for s, n in enumerate(names)})
    found, examined = [], 0
    replay = Session(GameRecord("raffzahn", "standard", record.players, {}, None))
    replay.clock = ManualClock(0)
    for i, text in enumerate(record.moves):
        at, _ = record.times[i]
        replay.clock.set(at)
        replay.play(text, at=at)
        state = replay.state
        if not isinstance(state.parse_move(text), Roll):
            continue
        for seat in range(3):
            if seat == state.roller:
                continue
            dice = everything(state, seat)
            if not dice:
                continue
            examined += 1
            limit = min(30_000, BASE + PER_FREE * len(state.free_dice()) + PER_DIE * len(dice))
            shares = [share(record, i + 1, seat, len(dice), limit, level) for level in MEASURE]
            found.append({"moves": record.moves[:i + 1], "times": [list(record.times[j]) for j in range(i + 1)],
                          "seat": seat, "first_player": None, "roll": state.roll, "limit": limit,
                          "dice": [lattice.name(p) for p in dice], "shares": shares})
    return {"game": index, "examined": examined, "puzzles": found}


def rating(p: dict) -> int:
    return difficulty(p["shares"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--pack", action="store_true")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--collection", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.pack:
        run(args.out, args.minutes, mine_game, args.first)
        return
    lines = read_lines(args.out)
    chosen = spread(lines, args.count, rating, per_game=12)
    entries = [{"id": f"raffzahn-{n:03d}", **p} for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "raffzahn", entries)
    print(summary("Raffzahn", lines, chosen, rating))
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
