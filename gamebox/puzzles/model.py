"""What a puzzle is, what the box is told about a move in one, and how its proof is shown.

A puzzle is a position from a real game (or, for tipping puzzles, a deal), a goal, a proven
solution and a difficulty. The box plays it as an ordinary game record whose moves lead to the
puzzle's position, in the game's own view; a game's `Referee` judges each move from the proof
it shipped with, so playing needs no search.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import Text
from ..protocol import State
from ..record import GameRecord, PlayerSpec

META_KEY = "collection_puzzle"       # record.meta[META_KEY] = {"id": ..., "start": ply}
AGENT_PREFIX = "puzzle:"             # the opponent's agent: "puzzle:<id>" plays the proof's defence

GOOD, SOLVED, FAILED = "good", "solved", "failed"


@dataclass(frozen=True)
class Puzzle:
    """One puzzle of a game's collection. `data` is the game's own proof (the box never reads it)."""

    id: str                      # unique in the box, e.g. "27-standard-0042"
    game: str
    variant: str
    seat: int                    # the seat the player plays
    seats: int                   # players in the record
    moves: tuple[str, ...]       # the record's moves that lead to the puzzle's position
    goal: Text                   # what to do, e.g. "Black to move: win (3 moves)"
    rating: int                  # difficulty, on the players' rating scale
    first_player: int | None = 0
    options: Mapping[str, str] = field(default_factory=dict)
    theme: Text | None = None    # a short kind, e.g. "Only move", "Tipping"
    data: Mapping[str, Any] = field(default_factory=dict)
    # A real-time game's moves happen at times: (at, by) per move of `moves`, as the record keeps them.
    times: tuple[tuple[int, int | None], ...] = ()
    # The record's meta the position replays with (Tiefstapeln: the physics it was mined and proven under).
    meta: Mapping[str, Any] = field(default_factory=dict)

    def record(self, you: str, opponent: str = "Computer", mark: Mapping[str, Any] | None = None) -> GameRecord:
        """A record that replays to the puzzle's position: the player in his seat, the others
        played by the proof's defence. `mark` adds to the record's puzzle mark (a streak, a day).

        A game whose physics settles its moves (Tiefstapeln) gets each move's checksum as this box's
        physics computes it now: the record then replays here, and a puzzle's proof, not the record,
        says whether the physics still does what the puzzle claims (`Referee.verify`). A game whose
        chance some seats alone see (Scrabble's draws) gets each such move's audience."""
        players = [PlayerSpec(you) if seat == self.seat else PlayerSpec(opponent, "ai", AGENT_PREFIX + self.id)
                   for seat in range(self.seats)]
        record = GameRecord(self.game, self.variant, players, dict(self.options), self.first_player,
                            list(self.moves), False,
                            {**dict(self.meta), META_KEY: {"id": self.id, "start": len(self.moves), **dict(mark or {})}},
                            times=dict(enumerate(self.times)))
        from .. import registry

        keys = registry.get(self.game).info.record_entry_keys
        if "sum" in keys:
            state = record.new_state()
            for index, text in enumerate(self.moves):
                state.play(state.parse_move(text))
                if state.settled_sum() is not None:
                    record.sums[index] = state.settled_sum()
        if "seen_by" in keys:           # a draw only its owner saw (Scrabble's tiles) names him, as a record must
            state = record.new_state()
            for index, text in enumerate(self.moves):
                move = state.parse_move(text)
                audience = state.seen_by(move) if state.is_chance() else None
                if audience is not None:
                    record.seen[index] = tuple(audience)
                state.play(move)
        return record


def puzzle_id(record: GameRecord) -> str | None:
    """The collection puzzle a record plays, if any (a well-formed mark; the id may be unknown)."""
    info = record.meta.get(META_KEY)
    if isinstance(info, Mapping) and isinstance(info.get("id"), str) and isinstance(info.get("start"), int):
        return info["id"]
    return None


@dataclass(frozen=True)
class Verdict:
    """What the box says about a move of the player's: go on, solved, or failed (and why)."""

    outcome: str                       # GOOD, SOLVED or FAILED
    text: Text
    line: tuple[Text, ...] = ()        # a refutation, or the way it should have gone, in words


@dataclass(frozen=True)
class ProofRow:
    """One move of the position where the puzzle began, and what it leads to."""

    move: Text
    value: Text                        # "wins", "a draw, 9 : 9", "31.4 points on average", …
    good: bool                         # it solves the puzzle
    line: Text | None = None           # the line that shows it


@dataclass(frozen=True)
class Proof:
    """After a puzzle: the solution and why the other moves fail."""

    summary: Text
    rows: tuple[ProofRow, ...]


class Referee(ABC):
    """A game's judge of its puzzles. `played` is every move made since the puzzle began (the
    player's and the replies), in notation."""

    def start(self, puzzle: Puzzle) -> State:
        """The puzzle's position: its moves replayed (checked) from the game's start."""
        from .. import registry
        from ..protocol import Setup

        game = registry.get(puzzle.game)
        setup = Setup(puzzle.variant, puzzle.seats, dict(puzzle.options), puzzle.first_player)
        state = game.record_state(setup, puzzle.meta, False) if puzzle.meta else game.new_state(setup)
        for index, text in enumerate(puzzle.moves):
            if puzzle.times:                    # a real-time game: each move at its time
                state.advance_to(puzzle.times[index][0])
            state.play(state.parse_move(text))
        return state

    @abstractmethod
    def judge(self, puzzle: Puzzle, state: State, played: Sequence[str]) -> Verdict:
        """The verdict after the player's last move (the last of `played`); `state` is the
        position after it."""

    def reply(self, puzzle: Puzzle, state: State) -> Any | None:
        """The defence's move in this position (the opponent's turn), or None where the proof has none."""
        return None

    def agent(self, puzzle: Puzzle) -> Any | None:
        """The others' player where `reply` cannot be (a real-time game's `RealTimeAgent`), or None."""
        return None

    def after_other(self, puzzle: Puzzle, state: State, played: Sequence[str]) -> Verdict | None:
        """A verdict after another seat's move (a timed drill's "Stopp!" fails it), or None."""
        return None

    def chance(self, puzzle: Puzzle, state: State) -> Any | None:
        """The chance outcome the puzzle fixes at this chance node after its start (a memory drill's
        rolls), or None: then the box draws one."""
        return None

    @abstractmethod
    def hint(self, puzzle: Puzzle, state: State, played: Sequence[str]) -> Any | None:
        """A move that keeps the puzzle on course from here (the hint shows it), or None."""

    @abstractmethod
    def proof(self, puzzle: Puzzle) -> Proof:
        """The solution and why the other first moves fail, for after the puzzle."""

    @abstractmethod
    def verify(self, puzzle: Puzzle) -> list[str]:
        """Re-prove the puzzle with the rules and the game's solver: the problems found, [] if
        sound. Slow-ish (a search); the tests call it for every shipped puzzle."""

    def progress(self, puzzle: Puzzle, state: State, played: Sequence[str]) -> Text | None:
        """A short note of where the player stands ("2 tips left"), or None."""
        return None


class Collection(Sequence):
    """A game's puzzles in their shipped order."""

    def __init__(self, puzzles: Sequence[Puzzle]) -> None:
        self._puzzles = tuple(puzzles)
        self._by_id = {p.id: p for p in self._puzzles}

    def __getitem__(self, index):
        return self._puzzles[index]

    def __len__(self) -> int:
        return len(self._puzzles)

    def get(self, puzzle_id: str) -> Puzzle | None:
        return self._by_id.get(puzzle_id)
