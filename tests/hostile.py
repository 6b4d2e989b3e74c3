"""Hostile and broken game records for every registered game (shared by the fuzz tests).

`sample_record(game_id)` plays a short real game; `mutations(text, rng)` breaks its JSON in the
ways an attacker or a bad disk would; `HOSTILE` are the attacks that were once tracebacks."""
from __future__ import annotations

import json
import random
from datetime import date

from gamebox import registry
from gamebox.protocol import CHANCE
from gamebox.puzzle import seed_for
from gamebox.realtime import is_realtime
from gamebox.record import GameRecord, PlayerSpec


def sample_record(game_id: str, plies: int = 12, seed: int = 1, variant: str | None = None,
                  options: dict[str, str] | None = None) -> dict:
    """A short random game of `game_id` (its first variant and default options unless told), every
    entry with the keys its rules call for (times, audiences, checksums)."""
    game = registry.get(game_id)
    variant = game.info.variant(variant) if variant else game.info.variants[0]
    players = [PlayerSpec(f"P{i + 1}") for i in range(variant.min_players)]
    record = GameRecord(game_id, variant.id, players, {**game.info.default_options(), **(options or {})}, None, [])
    state, rng = record.new_state(), random.Random(seed)
    timed = is_realtime(game)
    for _ in range(plies):
        if state.is_terminal():
            break
        if timed:                   # a real-time game: time passes (up to the clock's move), every move has its time
            due = state.clock_move()
            later = state.now + rng.choice((0, 300, 900))
            state.advance_to(later if due is None else min(later, due[0]))
            if not state.legal_moves() and state.next_change() is not None:
                state.advance_to(state.next_change())       # the dice still rolled
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            move = rng.choice(outcomes)[0] if outcomes else state.sample_chance(rng)
        else:
            move = rng.choice(state.legal_moves())
        text = state.format_move(move)
        if timed:
            record.times[len(record.moves)] = (state.now, state.seat_of(move))
        if state.is_chance() and state.seen_by(move) is not None:      # the entry keys its rules call for
            record.seen[len(record.moves)] = tuple(state.seen_by(move))
        record.moves.append(text)
        state.play(move)
        if state.settled_sum() is not None:
            record.sums[len(record.moves) - 1] = state.settled_sum()
            record.meta.update(state.record_meta())      # the physics it settled with, as a session writes it
    return record.to_json()


def _values(rng: random.Random):
    return rng.choice([None, True, -1, 0, 2 ** 70, 1e308, -0.5, "", "x" * 500, "\u00e4\u00df", [], {}, [1, [2]],
                       {"a": None}, "9" * 60, "𝄞", "end", "d7", "+Ra000"])


# Values for the keys of a version-2 entry (docs/architecture.md): some fine, most not.
ENTRY_VALUES = {
    "at": [0, 1, 700, 5_000, 2 ** 31, 10 ** 12, -1, 1.5, True, "5", None],
    "by": [0, 1, 2, 63, 64, -1, None, "0", False],
    "seen_by": [[], [0], [1], [0, 1], [1, 0], [64], [0] * 65, "0", [True], None],
    "sum": ["0" * 16, "0123456789abcdef", "g" * 16, "0" * 15, "0" * 17, 16, None],
    "commit": ["sha256:" + "0" * 64, "", 5, None],
    "move": ["hidden", "", None, 7, "end", "d1"],
}
ENTRY_KINDS = (7, 8)
DATES = ["2025-13-45", "2026-02-29", "2024-02-29", "2026-11-24", "2026-11-25", "0000-00-00", "9999-12-31",
         "2026-11-24T00:00", "20261124", ""]


def _entry_key(d: dict, rng: random.Random) -> None:
    """One v2 entry key set, changed or removed on one entry, or taken from every entry, or every time
    from one entry on shifted (a clock move recorded late)."""
    moves = d.get("moves")
    if not isinstance(moves, list) or not moves:
        return
    if rng.random() < 0.8:
        d["version"] = 2
    key = rng.choice(list(ENTRY_VALUES))
    how = rng.randrange(4)
    if how == 0:
        i = rng.randrange(len(moves))
        entry = moves[i] if isinstance(moves[i], dict) else {"move": moves[i]}
        entry[key] = rng.choice(ENTRY_VALUES[key])
        moves[i] = entry
    elif how == 1:
        i = rng.randrange(len(moves))
        if isinstance(moves[i], dict):
            moves[i].pop(rng.choice(list(moves[i]) or ["move"]), None)
    elif how == 2:
        for entry in moves:
            if isinstance(entry, dict):
                entry.pop(key, None)
    else:
        shift = rng.choice([1, 500, 10 ** 9])
        for entry in moves[rng.randrange(len(moves)):]:
            if isinstance(entry, dict) and isinstance(entry.get("at"), int):
                entry["at"] += shift


def _puzzle_key(d: dict, rng: random.Random) -> None:
    meta = d.setdefault("meta", {})
    if not isinstance(meta, dict):
        return
    if not isinstance(meta.get("puzzle"), dict):       # a real day's puzzle first, then changed
        day = date(2026, 11, rng.randint(1, 30))
        meta["puzzle"] = {"date": day.isoformat(), "seed": seed_for(day, str(d.get("game")))}
    puzzle = meta["puzzle"]
    if rng.random() < 0.7:
        puzzle["date"] = rng.choice(DATES + [_values(rng)])
    else:
        puzzle["seed"] = rng.choice([0, 1, 2 ** 48, 2 ** 48 + 1, -1, "x", None, (puzzle.get("seed") or 0) + 1 if isinstance(puzzle.get("seed"), int) else 1])


def mutations(data: dict, rng: random.Random, count: int, kinds: tuple[int, ...] = tuple(range(10))) -> list[str]:
    """`count` broken versions of a record: values swapped, keys dropped, moves garbled, entry keys
    (at, by, seen_by, sum, commit) changed or stripped, the puzzle's date or seed changed, text cut.
    `kinds` narrows them (ENTRY_KINDS: only the entry keys)."""
    out = []
    for _ in range(count):
        d = json.loads(json.dumps(data))
        for _ in range(rng.randint(1, 3)):
            kind = rng.choice(kinds)
            if kind in (7, 8):
                _entry_key(d, rng)
            elif kind == 9:
                _puzzle_key(d, rng)
            elif kind == 0 and d:
                d.pop(rng.choice(list(d)))
            elif kind == 1:
                d[rng.choice(["game", "variant", "options", "first_player", "players", "moves", "meta",
                              "version", "practised", "format"])] = _values(rng)
            elif kind == 2 and d.get("moves") and isinstance(d["moves"], list):
                i = rng.randrange(len(d["moves"]))
                d["moves"][i] = rng.choice([_values(rng), str(d["moves"][i])[::-1], str(d["moves"][i]) + "9",
                                            {"move": d["moves"][i], "at": 5}, {"move": None}])
            elif kind == 3 and isinstance(d.get("players"), list) and d["players"]:
                d["players"][0] = rng.choice([{"name": _values(rng)}, {"type": "robot"}, "Anna", {"agent": 3}])
            elif kind == 4:
                d.setdefault("meta", {})
                if isinstance(d["meta"], dict):
                    d["meta"][rng.choice(["hints", "puzzle", "x"])] = _values(rng)
            elif kind == 5 and isinstance(d.get("moves"), list):
                d["moves"] = d["moves"][: rng.randrange(len(d["moves"]) + 1)] * rng.randint(1, 3)
            elif kind == 6 and isinstance(d.get("options"), dict):
                d["options"][rng.choice(["rounds", "x", ""])] = _values(rng)
        text = json.dumps(d, ensure_ascii=False)
        if rng.random() < 0.2:
            cut = rng.randrange(len(text))
            text = text[:cut] + rng.choice(["", "}", "\x00", "\ud800".encode("utf-8", "surrogatepass").decode("utf-8",
                                                                                                           "replace")]) \
                + text[cut + 1:]
        out.append(text)
    return out


def hostile(data: dict) -> dict[str, str]:
    """The attacks of issue 15, each on this game's record."""
    def with_(**changes) -> str:
        return json.dumps({**data, **changes}, ensure_ascii=True)

    deep = "[" * 1000 + "]" * 1000
    return {
        "deep meta": json.dumps(data)[:-1] + ', "meta": {"x": ' + deep + "}}",
        "huge first_player": json.dumps(data)[:-1] + ', "first_player": ' + "7" * 5000 + "}",
        "lone surrogate": with_(players=[{"name": "\ud800"}] * max(1, len(data.get("players", [])))),
        "NaN in meta": json.dumps(data)[:-1] + ', "meta": {"x": NaN, "y": Infinity}}',
        "hints many": with_(meta={"hints": "many"}),
        "hints 1e400": json.dumps(data)[:-1] + ', "meta": {"hints": 1e400}}',
    }
