"""Mine Bunte Kuh's reaction drills from selfplay and pack them (gamebox/games/buntekuh/puzzles.py).

Selfplay games of the box's reaction levels (two to four players) are played in simulated time. After every
third roll a drill is made for the player left of the roller: another player (the one after him) calls right
when the time is up, 2 s after the dice lie, plus 0.6 s a funnel where some funnel shows the sum (about
half of them to look over) or 1.2 s a funnel where none does (all of them, for a "Niete"). For the rating
the box's easy, medium and strong levels play the drill twenty times each; the shares that call right in
time set it (`difficulty`).

    nice -n 10 python bench/mine_buntekuh_puzzles.py --out bench/results/bk-mined.jsonl --minutes 10
    python bench/mine_buntekuh_puzzles.py --out bench/results/bk-mined.jsonl --pack [--count 60]
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
from gamebox.games.buntekuh.ai import LEVELS, BunteKuhAgent  # noqa: E402
from gamebox.games.buntekuh.moves import Roll  # noqa: E402
from gamebox.games.buntekuh.puzzles import FILENAME, Caller, difficulty  # noqa: E402
from gamebox.games.buntekuh.state import SEARCH  # noqa: E402
from gamebox.pyramid import lattice  # noqa: E402
from gamebox.puzzles.collection import write_collection  # noqa: E402
from gamebox.realtime import Driver, play_out  # noqa: E402
from gamebox.record import GameRecord, PlayerSpec  # noqa: E402
from gamebox.session import Session  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "gamebox" / "games" / "buntekuh" / FILENAME
AGENTS = ("search:medium", "search:strong", "search:easy")
MEASURE = ("search:easy", "search:medium", "search:strong")
GAME = registry.get("buntekuh")
RUNS = 20


def prefix(record: GameRecord, upto: int) -> GameRecord:
    return GameRecord("buntekuh", "standard", record.players, {}, record.first_player, record.moves[:upto], False, {},
                      times={i: record.times[i] for i in range(upto)})


def share(record: GameRecord, upto: int, seat: int, caller: int, limit: int, level: str) -> float:
    """How many of RUNS plays of `level` at `seat` call right before the others' call."""
    wins = 0
    for run_index in range(RUNS):
        session = Session(prefix(record, upto))
        session.clock = ManualClock(session.state.now)
        agents = {s: Caller(SimpleNamespace(data={"limit": limit, "caller": caller}))
                  for s in range(len(record.players)) if s != seat}
        agents[seat] = BunteKuhAgent(LEVELS[level], random.Random(run_index), level)
        driver = Driver(session, agents)
        while session.state.phase == SEARCH:
            event = driver.next_event()
            if event is None:
                break
            session.clock.set(event.at)
            driver.fire(event)
        verdict = session.state.verdict
        wins += verdict is not None and verdict.seat == seat and verdict.right
    return wins / RUNS


def mine_game(index: int) -> dict:
    rng = random.Random(f"bk-mine-{index}")
    players = (2, 3, 4)[index % 3]
    names = [AGENTS[(index + s) % len(AGENTS)] for s in range(players)]
    record = GameRecord("buntekuh", "standard", [PlayerSpec(n, "ai", n) for n in names], {}, None)
    session = Session(record, random.Random(rng.getrandbits(32)))
    play_out(session, {s: make_agent(n, GAME, rng.getrandbits(32)) for s, n in enumerate(names)})
    found, examined = [], 0
    replay = Session(GameRecord("buntekuh", "standard", record.players, {}, None))
    replay.clock = ManualClock(0)
    for i, text in enumerate(record.moves):
        at, _ = record.times[i]
        replay.clock.set(at)
        replay.play(text, at=at)
        state = replay.state
        if not isinstance(state.parse_move(text), Roll) or state.phase != SEARCH:
            continue
        examined += 1
        if examined % 3:
            continue            # every third roll: a game's rolls are many and much alike
        seat = (state.roller + 1) % players
        caller = (seat + 1) % players
        matches = state.matches()
        funnels = len(state.funnels())
        limit = min(90_000, 2000 + (600 if matches else 1200) * funnels)
        shares = [share(record, i + 1, seat, caller, limit, level) for level in MEASURE]
        found.append({"moves": record.moves[:i + 1], "times": [list(record.times[j]) for j in range(i + 1)],
                      "players": players, "seat": seat, "caller": caller, "first_player": None,
                      "total": state.roll.total, "limit": limit, "matches": [lattice.name(f) for f in matches],
                      "shares": shares})
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
    entries = [{"id": f"buntekuh-{n:03d}", **p} for n, p in enumerate(chosen, start=1)]
    write_collection(args.collection, "buntekuh", entries)
    print(summary("Bunte Kuh", lines, chosen, rating))
    nieten = sum(1 for p in chosen if not p["matches"])
    print(f"  {nieten} of them a Niete")
    print(f"{len(entries)} puzzles in {args.collection} ({args.collection.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
