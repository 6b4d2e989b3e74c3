"""The game record: one JSON format for save, autosave, load, undo, redo and replay.

A record holds the game id, a format version, the variant and options, the players
and every move in the game's notation, chance outcomes (rolls) included. Replaying
a record applies those moves and never consults a random generator.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import __version__, registry
from . import safe_json
from .protocol import GameError, Setup, State
from .realtime import is_realtime
from .record_schema import MAX_BYTES, MAX_MOVES, RECORD_SCHEMA, entry_problem, quoted, where

FORMAT = "gamebox-record"
VERSION = 1           # what the writer writes while every entry is a plain string
READ_VERSION = 2      # what the reader understands: entries may be objects (docs/architecture.md)
ENTRY_KEYS = frozenset({"move", "at", "by", "seen_by", "sum", "commit"})
HIDDEN = "hidden"     # the move of an entry redacted for another seat (gamebox/redact.py)
PLAYER_TYPES = ("human", "ai")
BOX = f"gamebox {__version__}"   # meta "box": the box that wrote the file, set at every write
# A game's variant that became a game of its own: a record written before reads as the game it became.
# Würfelmarsch's variant "tipping" is Kippen (ruling KP-6): the same deal and tips, and no options.
RENAMED = {("wuerfelmarsch", "tipping"): ("kippen", "standard")}


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


@dataclass
class GameRecord:
    game: str
    variant: str
    players: list[PlayerSpec]
    options: dict[str, str] = field(default_factory=dict)
    first_player: int | None = None
    moves: list[str] = field(default_factory=list)
    practised: bool = False
    meta: dict[str, Any] = field(default_factory=dict)
    # Physics checksums by move index (a version-2 entry's "sum"): written for the games that settle
    # continuous actions (Tiefstapeln), checked when the record is replayed.
    sums: dict[int, str] = field(default_factory=dict)
    # The seats that saw a private chance outcome, by the move's index (Scrabble's tile draws): such
    # entries are written as {"move": …, "seen_by": […]}, which makes the record version 2.
    seen: dict[int, tuple[int, ...]] = field(default_factory=dict)
    # A real-time game's moves (Raffzahn, Bunte Kuh): by the move's index, the game time it was made at
    # (ms) and the seat that made it (None for chance and the clock's own moves), written as
    # {"move": …, "at": …, "by": …} (docs/design/realtime.md).
    times: dict[int, tuple[int, int | None]] = field(default_factory=dict)

    @property
    def setup(self) -> Setup:
        return Setup(self.variant, len(self.players), dict(self.options), self.first_player)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": READ_VERSION if self.sums or self.seen or self.times else VERSION,   # v1: all strings
            "game": self.game,
            "variant": self.variant,
            "options": dict(self.options),
            "first_player": self.first_player,
            "players": [p.to_json() for p in self.players],
            "moves": self.entries(),
            "practised": self.practised,
            "meta": {**self.meta, "box": BOX},
        }

    def entries(self) -> list[Any]:
        """The moves as the file holds them: strings, and objects where only some seats saw them, where a
        physics checksum goes along, or where a real-time move keeps its time."""
        return [self._entry(i, text) for i, text in enumerate(self.moves)]

    def _entry(self, index: int, text: str) -> Any:
        extra: dict[str, Any] = {}
        if index in self.seen:
            extra["seen_by"] = list(self.seen[index])
        if index in self.sums:
            extra["sum"] = self.sums[index]
        if index in self.times:
            at, by = self.times[index]
            extra["at"] = at
            if by is not None:
                extra["by"] = by
        return {"move": text, **extra} if extra else text

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def new_state(self) -> State:
        try:
            return registry.get(self.game).record_state(self.setup, self.meta, bool(self.sums))
        except ValueError as exc:      # a meta this box cannot replay (a newer physics)
            raise RecordError(str(exc)) from None

    def replay(self, upto: int | None = None) -> State:
        """The state after the first `upto` moves (all by default), every move checked."""
        from .puzzle import chance_for   # (puzzle builds records: imported here, not at the top)

        state = self.new_state()
        timed = is_realtime(registry.get(self.game))
        dice = chance_for(self.meta)     # a puzzle's rolls are the day's, not the file's
        rolls = 0
        for index, text in enumerate(self.moves[:upto]):
            try:
                move = state.parse_move(text)
                if timed:
                    at_time(state, move, self.times.get(index), index, text)
                if dice is not None and state.is_chance():
                    if move != dice(rolls, state):
                        raise RecordError(f"move {index + 1} ({text!r}): not the roll the puzzle's day gives")
                    rolls += 1
                check_audience(state, move, self.seen.get(index), index, text)
                state.play(move)
                check_sum(self.sums, index, text, state)
            except GameError as exc:
                raise RecordError(f"move {index + 1} ({text!r}): {_reason_text(exc)}") from None
            except RecordError:
                raise
            except Exception as exc:   # a file's text reaching a game's parser: never a traceback
                raise RecordError(f"move {index + 1} ({text[:40]!r}): cannot be read ({type(exc).__name__})") from None
        return state


def at_time(state: State, move: Any, stamp: tuple[int, int | None] | None, index: int, text: str) -> None:
    """Bring a real-time state to the time of a record's move, after checking its stamp: every move has
    its time, times never go back, and `by` is the seat the move names."""
    if stamp is None:
        raise RecordError(f"move {index + 1} ({text[:40]!r}): a real-time game's moves need their time (\"at\")")
    at, by = stamp
    if at < state.now:
        raise RecordError(f"move {index + 1} ({text[:40]!r}): at {at} ms, before the move before it ({state.now} ms)")
    # The clock's own move (Raffzahn's "end") is played the moment it falls due, before anything later.
    due = state.clock_move()
    if due is not None and move == due[1] and at != due[0]:
        raise RecordError(f"move {index + 1} ({text[:40]!r}): at {at} ms, but the clock makes this move when it "
                          f"falls due, at {due[0]} ms")
    if due is not None and at > due[0] and move != due[1]:
        raise RecordError(f"move {index + 1} ({text[:40]!r}): at {at} ms, after the clock's move that fell due at "
                          f"{due[0]} ms and is not in the record before it")
    seat = state.seat_of(move)
    if by != seat:
        said = "nobody" if by is None else f"seat {by}"
        raise RecordError(f"move {index + 1} ({text[:40]!r}): \"by\" names {said}, but the move is "
                          f"{'nobody' if seat is None else f'seat {seat}'}'s")
    state.advance_to(at)


def check_audience(state: State, move: Any, said: tuple[int, ...] | None, index: int, text: str) -> None:
    """A chance outcome only some players see carries their seats ("seen_by"), exactly as the rules
    name them: a record stripped of them would be shown to everybody (an export hides nothing)."""
    audience = state.seen_by(move) if state.is_chance() else None
    if said is None:
        if audience is not None:
            raise RecordError(f"move {index + 1}: a draw only {_seats(audience)} saw needs its \"seen_by\"")
    elif audience is None:
        raise RecordError(f"move {index + 1}: everybody saw it, so it has no \"seen_by\"")
    elif said != tuple(audience):
        raise RecordError(f"move {index + 1}: \"seen_by\" names {_seats(said)}, but {_seats(audience)} saw it")


def _seats(seats: tuple[int, ...]) -> str:
    """Seats (0-based) as players count them: "player 1", "players 1 and 3", "nobody"."""
    if not seats:
        return "nobody"
    numbers = [str(s + 1) for s in seats]
    if len(numbers) == 1:
        return f"player {numbers[0]}"
    return f"players {', '.join(numbers[:-1])} and {numbers[-1]}"


def check_sum(sums: dict[int, str], index: int, text: str, state: State) -> None:
    """Refuse a record whose physics settled differently here than where it was written, or that has
    no checksum where the physics settled (it would be replayed unchecked)."""
    want = sums.get(index)
    got = state.settled_sum()
    if want is None:
        if got is not None:
            raise RecordError(f"move {index + 1} ({text[:40]!r}): the physics settled here, and the record has no "
                              f"\"sum\" to check it against")
        return
    if got != want:
        raise RecordError(f"move {index + 1} ({text[:40]!r}): replay diverged: the physics settled differently "
                          f"here (checksum {got or 'none'}, the record says {want})")


def _reason_text(exc: GameError) -> str:
    reason = getattr(exc, "reason", None)
    return reason.message("en") if reason is not None else str(exc)


def loads(text: str) -> GameRecord:
    """Parse and fully validate a record; raise RecordError saying what is wrong."""
    if len(text) > MAX_BYTES:
        raise RecordError(f"file too large for a game record ({len(text)} bytes)")
    try:
        data = safe_json.parse(text)
        safe_json.validate(data, RECORD_SCHEMA, where)
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
    renamed = RENAMED.get((game_id, data["variant"])) if isinstance(data.get("variant"), str) else None
    if renamed:
        game_id = renamed[0]
    try:
        game = registry.get(game_id)
    except KeyError as exc:
        raise RecordError(str(exc)) from None
    variant = renamed[1] if renamed else _field(data, "variant", str)
    options = {} if renamed else data.get("options", {})
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
        raise RecordError(f"too many moves ({len(moves):,}; a record holds at most {MAX_MOVES:,})")
    # One pass over the entries (there may be 100,000): their shape, then the keys each game uses.
    sums: dict[int, str] = {}
    seen: dict[int, tuple[int, ...]] = {}
    times: dict[int, tuple[int, int | None]] = {}
    texts = []
    allowed = game.info.record_entry_keys | {"move"}
    for index, entry in enumerate(moves):
        if isinstance(entry, dict) and not (version >= 2 and entry.keys() <= allowed and entry.get("move") != HIDDEN):
            _entry_keys(index, entry, version, game.info)     # says what is wrong
        problem = entry_problem(index, entry)
        if problem:
            raise RecordError(problem)
        if isinstance(entry, str):
            texts.append(entry)
            continue
        texts.append(entry["move"])
        if "sum" in entry:
            sums[index] = entry["sum"]
        if "seen_by" in entry:
            seen[index] = tuple(entry["seen_by"])
        if "at" in entry:
            times[index] = (entry["at"], entry.get("by"))
    practised = data.get("practised", False)
    if not isinstance(practised, bool):
        raise RecordError("practised must be true or false")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("meta must be an object")
    record = GameRecord(game_id, variant, players, dict(options), first, texts, practised, dict(meta),
                        sums, seen, times)
    problem = game.check_setup(record.setup)
    if problem:
        raise RecordError(problem)
    from .puzzle import record_problem   # (puzzle builds records: imported here, not at the top)

    problem = record_problem(game_id, record.meta)
    if problem:
        raise RecordError(problem)
    record.replay()  # every move must be legal in turn
    return record


def _field(data: dict, key: str, kind: type) -> Any:
    if key not in data:
        raise RecordError(f"the record needs its \"{key}\"")
    value = data[key]
    if not isinstance(value, kind):
        raise RecordError(f"\"{key}\" must be {'a text' if kind is str else 'a list'}")
    return value


def _entry_keys(index: int, entry: dict, version: int, info) -> None:
    """A version-2 entry object may carry the extra keys its game uses, and no others.

    A game declares the keys it uses in GameInfo.record_entry_keys (Scrabble 6×6: "seen_by", the
    real-time games "at" and "by", Tiefstapeln "sum"); the others pass only {"move": …}. An entry
    redacted for another seat (gamebox/redact.py) is refused: its move is not in the file."""
    if version < 2:
        raise RecordError(f"move {index + 1}: a version 1 record holds moves as text, not as objects")
    unknown = sorted(set(entry) - ENTRY_KEYS)
    if unknown:
        raise RecordError(f"move {index + 1} has an unknown key {quoted(unknown[0])}")
    if entry.get("move") == HIDDEN or "commit" in entry:
        raise RecordError(f"move {index + 1} is hidden from this copy's reader (a record exported for one "
                          f"player cannot be replayed; its commitments are checked with `gamebox verify`)")
    unused = sorted(set(entry) - {"move"} - info.record_entry_keys)
    if unused:
        raise RecordError(f"move {index + 1}: {info.name} records have no \"{unused[0]}\"")


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
