"""The game record: one JSON format for save, autosave, load, undo, redo and replay.

A record holds the game id, a format version, the variant and options, the players
and every move in the game's notation, chance outcomes (rolls) included. Replaying
a record applies those moves and never consults a random generator.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import registry
from . import safe_json
from .protocol import GameError, Setup, State
from .realtime import is_realtime
from .record_schema import MAX_BYTES, MAX_MOVE_CHARS, MAX_MOVES, RECORD_SCHEMA

FORMAT = "gamebox-record"
VERSION = 1           # what the writer writes while every entry is a plain string (all turn-based games)
TIMED_VERSION = 2     # ... and once an entry carries its time (real-time games; docs/architecture.md)
READ_VERSION = 2      # what the reader understands: entries may be objects
ENTRY_KEYS = frozenset({"move", "at", "by", "seen_by", "sum"})
PLAYER_TYPES = ("human", "ai")


class RecordError(ValueError):
    """A record that cannot be used, with a one-line reason."""


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    type: str = "human"      # "human" or "ai"
    agent: str | None = None  # e.g. "search:strong" for an AI

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "type": self.type}
        if self.agent:
            data["agent"] = self.agent
        return data


@dataclass(frozen=True)
class Entry:
    """A move of a real-time game as the record keeps it: its notation, the game time `at` (ms) when
    it was made and the seat `by` that made it (None for chance and the clock's own moves).
    `str(entry)` is the notation, so code that reads moves as text reads entries alike."""

    move: str
    at: int | None = None
    by: int | None = None

    def __str__(self) -> str:
        return self.move

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"move": self.move}
        if self.at is not None:
            data["at"] = self.at
        if self.by is not None:
            data["by"] = self.by
        return data


@dataclass
class GameRecord:
    game: str
    variant: str
    players: list[PlayerSpec]
    options: dict[str, str] = field(default_factory=dict)
    first_player: int | None = None
    moves: list[str | Entry] = field(default_factory=list)
    practised: bool = False
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def setup(self) -> Setup:
        return Setup(self.variant, len(self.players), dict(self.options), self.first_player)

    def to_json(self) -> dict[str, Any]:
        timed = any(isinstance(m, Entry) for m in self.moves)
        return {
            "format": FORMAT,
            "version": TIMED_VERSION if timed else VERSION,
            "game": self.game,
            "variant": self.variant,
            "options": dict(self.options),
            "first_player": self.first_player,
            "players": [p.to_json() for p in self.players],
            "moves": [m.to_json() if isinstance(m, Entry) else m for m in self.moves],
            "practised": self.practised,
            "meta": dict(self.meta),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def new_state(self) -> State:
        return registry.get(self.game).new_state(self.setup)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first `upto` moves (all by default), every move checked."""
        from .puzzle import chance_for   # (puzzle builds records: imported here, not at the top)

        state = self.new_state()
        dice = chance_for(self.meta)     # a puzzle's rolls are the day's, not the file's
        rolls = 0
        for index, entry in enumerate(self.moves[:upto]):
            text = str(entry)
            try:
                move = state.parse_move(text)
                if is_realtime(state):
                    at_time(state, move, entry, index)
                if dice is not None and state.is_chance():
                    if move != dice(rolls, state):
                        raise RecordError(f"move {index + 1} ({text!r}): not the roll the puzzle's day gives")
                    rolls += 1
                state.play(move)
            except GameError as exc:
                raise RecordError(f"move {index + 1} ({text!r}): {_reason_text(exc)}") from None
            except RecordError:
                raise
            except Exception as exc:   # a file's text reaching a game's parser: never a traceback
                raise RecordError(f"move {index + 1} ({text[:40]!r}): cannot be read ({type(exc).__name__})") from None
        return state


def at_time(state: State, move: Any, entry: str | Entry, index: int) -> None:
    """Bring a real-time state to the time of a record's entry, after checking its stamp: every
    move has its time, times never go back, and `by` is the seat the move names."""
    if not isinstance(entry, Entry) or entry.at is None:
        raise RecordError(f"move {index + 1} ({str(entry)[:40]!r}): a real-time game's moves need their "
                          f"time (\"at\")")
    if entry.at < state.now:
        raise RecordError(f"move {index + 1} ({entry.move[:40]!r}): at {entry.at} ms, before the move "
                          f"before it ({state.now} ms)")
    seat = state.seat_of(move)
    if entry.by != seat:
        said = "nobody" if entry.by is None else f"seat {entry.by}"
        raise RecordError(f"move {index + 1} ({entry.move[:40]!r}): \"by\" names {said}, but the move "
                          f"is {'nobody' if seat is None else f'seat {seat}'}'s")
    state.advance_to(entry.at)


def _reason_text(exc: GameError) -> str:
    reason = getattr(exc, "reason", None)
    return reason.message("en") if reason is not None else str(exc)


def loads(text: str) -> GameRecord:
    """Parse and fully validate a record; raise RecordError saying what is wrong."""
    if len(text) > MAX_BYTES:
        raise RecordError(f"file too large for a game record ({len(text)} bytes)")
    try:
        data = safe_json.parse(text)
        safe_json.validate(data, RECORD_SCHEMA)
    except safe_json.UnsafeInput as exc:
        raise RecordError(str(exc)) from None
    return from_json(data)


def from_json(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordError("a game record is a JSON object")
    # Readers are lenient where a default is obvious (hand-written records): format,
    # version, options, players and first_player may be left out.
    if data.get("format", FORMAT) != FORMAT:
        raise RecordError(f"not a gamebox record (format must be {FORMAT!r})")
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("version must be a positive whole number")
    if version > READ_VERSION:
        raise RecordError(f"record version {version} is newer than this gamebox understands ({READ_VERSION})")
    game_id = _field(data, "game", str)
    try:
        game = registry.get(game_id)
    except KeyError as exc:
        raise RecordError(str(exc)) from None
    variant = _field(data, "variant", str)
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                 for k, v in options.items()):
        raise RecordError("options must be an object of strings")
    # A missing first_player means seat 0 starts; an explicit null means chance decided
    # (then the first move is the recorded chance outcome).
    first = data.get("first_player", 0)
    if first is not None and (not isinstance(first, int) or isinstance(first, bool)):
        raise RecordError("first_player must be a whole number or null")
    if "players" in data:
        players_raw = _field(data, "players", list)
    else:
        try:
            seats = game.info.variant(variant).min_players
        except KeyError:
            seats = game.info.min_players
        players_raw = [{"name": f"Player {i + 1}"} for i in range(seats)]
    players = [_player(i, p) for i, p in enumerate(players_raw)]
    moves = _field(data, "moves", list)
    if len(moves) > MAX_MOVES:
        raise RecordError(f"too many moves ({len(moves)})")
    moves = [_entry(index, entry, version, game.info) for index, entry in enumerate(moves)]
    if not all(isinstance(m, (str, Entry)) and len(str(m)) <= MAX_MOVE_CHARS for m in moves):
        raise RecordError("every move must be a short string in the game's notation")
    practised = data.get("practised", False)
    if not isinstance(practised, bool):
        raise RecordError("practised must be true or false")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("meta must be an object")
    record = GameRecord(game_id, variant, players, dict(options), first, list(moves), practised, dict(meta))
    problem = game.check_setup(record.setup)
    if problem:
        raise RecordError(problem)
    record.replay()  # every move must be legal in turn
    return record


def _field(data: dict, key: str, kind: type) -> Any:
    if key not in data:
        raise RecordError(f"missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind):
        raise RecordError(f"field {key!r} must be a {kind.__name__}")
    return value


def _entry(index: int, entry: Any, version: int, info) -> Any:
    """A version-2 entry object becomes its move text, or an `Entry` with its time and seat, once its
    extra keys are ones the game uses (`GameInfo.record_entry_keys`: the real-time games declare "at"
    and "by"; a turn-based game takes only {"move": …})."""
    if not isinstance(entry, dict):
        return entry  # a plain string (or garbage, refused below with the other moves)
    if version < 2:
        raise RecordError(f"move {index + 1}: a version 1 record holds moves as strings")
    unknown = sorted(set(entry) - ENTRY_KEYS)
    if unknown:
        raise RecordError(f"move {index + 1}: unknown key {unknown[0]!r}")
    unused = sorted(set(entry) - {"move"} - info.record_entry_keys)
    if unused:
        raise RecordError(f"move {index + 1}: {info.name} records have no {unused[0]!r}")
    if "move" not in entry:
        raise RecordError(f"move {index + 1}: an entry object needs its \"move\"")
    if "at" in entry or "by" in entry:
        for key in ("at", "by"):
            value = entry.get(key)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
                raise RecordError(f"move {index + 1}: {key!r} must be a whole number of at least 0")
        if not isinstance(entry["move"], str):
            return entry["move"]         # refused below with the other moves
        return Entry(entry["move"], entry.get("at"), entry.get("by"))
    return entry["move"]


def _player(index: int, raw: Any) -> PlayerSpec:
    if not isinstance(raw, dict):
        raise RecordError(f"player {index + 1} must be an object")
    name = raw.get("name", f"Player {index + 1}")
    kind = raw.get("type", "human")
    agent = raw.get("agent")
    if not isinstance(name, str) or len(name) > 100:
        raise RecordError(f"player {index + 1}: name must be a short string")
    if kind not in PLAYER_TYPES:
        raise RecordError(f"player {index + 1}: type must be human or ai")
    if agent is not None and not isinstance(agent, str):
        raise RecordError(f"player {index + 1}: agent must be a string")
    return PlayerSpec(name, kind, agent)
