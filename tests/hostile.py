"""Hostile and broken game records for every registered game (shared by the fuzz tests).

`sample_record(game_id)` plays a short real game; `mutations(text, rng)` breaks its JSON in the
ways an attacker or a bad disk would; `HOSTILE` are the attacks that were once tracebacks."""
from __future__ import annotations

import json
import random

from gamebox import registry
from gamebox.protocol import CHANCE
from gamebox.realtime import is_realtime
from gamebox.record import GameRecord, PlayerSpec


def sample_record(game_id: str, plies: int = 12, seed: int = 1) -> dict:
    game = registry.get(game_id)
    variant = game.info.variants[0]
    players = [PlayerSpec(f"P{i + 1}") for i in range(variant.min_players)]
    record = GameRecord(game_id, variant.id, players, game.info.default_options(), None, [])
    state, rng = record.new_state(), random.Random(seed)
    timed = is_realtime(state)
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
    return record.to_json()


def _values(rng: random.Random):
    return rng.choice([None, True, -1, 0, 2 ** 70, 1e308, -0.5, "", "x" * 500, "\u00e4\u00df", [], {}, [1, [2]],
                       {"a": None}, "9" * 60, "𝄞", "end", "d7", "+Ra000"])


def mutations(data: dict, rng: random.Random, count: int) -> list[str]:
    """`count` broken versions of a record: values swapped, keys dropped, moves garbled, text cut."""
    out = []
    for _ in range(count):
        d = json.loads(json.dumps(data))
        for _ in range(rng.randint(1, 3)):
            kind = rng.randrange(7)
            if kind == 0 and d:
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
