"""The uniform game protocol every game in the box implements.

Modelled on OpenSpiel: a `Game` is a factory with metadata; a `State` knows whose
turn it is, its legal moves, how to apply one, when it is over and what it scores.
Chance (dice, shuffles) is a player: at a chance node `current_player` is `CHANCE`
and `chance_outcomes()` lists the outcomes with their probabilities, so search,
replay and records treat a roll like any other move.

Moves are small frozen values that know their own text notation (`str(move)`);
`State.parse_move` reads it back. `State.apply` does not check legality (search
stays fast); `State.play` checks and raises `IllegalMove` with a translatable reason.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .i18n import Reason, Text

CHANCE = -1
TERMINAL = -2
# `observation(TABLE)`: what everybody at the table may know, the part of every seat's knowledge that the
# box's shared screen (move log, status line, score screen, history) may show.
TABLE = -3

NO_ROLL = Text("It is not time to roll the die.", "Jetzt wird nicht gewürfelt.")


class GameError(Exception):
    """Base of all errors a game raises about player input."""


class NotationError(GameError):
    """A move text that cannot be read at all."""

    def __init__(self, text: str, expected: str) -> None:
        super().__init__(f"cannot read move {text!r}: expected {expected}")
        self.text = text


class IllegalMove(GameError):
    """A well-formed move that the rules do not allow here."""

    def __init__(self, move: object, reason: Reason) -> None:
        super().__init__(f"illegal move {move}: {reason.message('en')}")
        self.move = move
        self.reason = reason


class Move(Hashable):
    """Marker base for moves. Subclasses are frozen dataclasses with `__str__`."""


@dataclass(frozen=True)
class Choice:
    """One value of an option, with its label."""

    value: str
    label: Text


@dataclass(frozen=True)
class Option:
    """A rule option a player may set in the new-game dialog (a ruling's alternative)."""

    key: str
    label: Text
    choices: tuple[Choice, ...]
    default: str
    help: Text | None = None

    def values(self) -> tuple[str, ...]:
        return tuple(c.value for c in self.choices)


@dataclass(frozen=True)
class Variant:
    id: str
    name: Text
    min_players: int
    max_players: int
    description: Text


@dataclass(frozen=True)
class GameInfo:
    """What the box needs to know about a game without running it."""

    id: str
    name: str
    tagline: Text
    description: Text
    min_players: int
    max_players: int
    play_minutes: tuple[int, int]
    variants: tuple[Variant, ...]
    options: tuple[Option, ...] = ()
    has_chance: bool = True
    # Some seat may not know all of the state: `State.observation` hides it, and every text the box shows
    # is a function of what the seat (or, on the shared screen, everybody: `TABLE`) may know. The box reads
    # its texts from `at_the_table`, and tests/test_seat_knowledge.py holds every game that says so to it
    # (and every game that says not to an observation that hides nothing).
    hidden_information: bool = False
    seat_names: tuple[Text, ...] = ()
    timing: str = "turns"   # "turns": players take turns; "realtime": everyone acts at once, on a clock
    # Keys a version-2 record entry may carry besides "move" (docs/architecture.md, "The record's next
    # version"): "at"/"by" for a clock, "seen_by" for private chance, "sum" for a physics checksum.
    record_entry_keys: frozenset[str] = frozenset()
    # The computer levels the new-game dialog offers (agent names); () offers all of the box's.
    levels: tuple[str, ...] = ()
    # The box resolves its own chance (acting player CHANCE) at once, as part of the move before it,
    # instead of after the watch delay: Scrabble's tiles are drawn the moment a turn is played.
    instant_chance: bool = False

    def variant(self, variant_id: str) -> Variant:
        for v in self.variants:
            if v.id == variant_id:
                return v
        raise KeyError(variant_id)

    def default_options(self) -> dict[str, str]:
        return {o.key: o.default for o in self.options}


@dataclass(frozen=True)
class Setup:
    """Everything that fixes a game before the first move."""

    variant: str
    num_players: int
    options: Mapping[str, str] = field(default_factory=dict)
    first_player: int | None = None  # None: chance decides, as a recorded move


@dataclass(frozen=True)
class ScoreRow:
    """One line of a player's score on the score screen: a piece (or a round), what it shows,
    and the points it brings."""

    label: Text
    detail: Text
    points: int | float
    counted: bool = True     # False: it scores nothing by a rule (the hierarchy), shown crossed out
    swatch: str = ""         # the piece's colour: a name ("blue", "black", "red"), "seat:N", or ""


@dataclass(frozen=True)
class ScoreBreakdown:
    """How the scores came about, as the rules count them: rows per player, the rules applied in
    words, and why equal points still have a winner. The score screen only shows it."""

    label_title: Text
    detail_title: Text
    rows: Mapping[int, tuple[ScoreRow, ...]]
    notes: tuple[Text, ...] = ()
    max_score: int | None = None     # solo: out of how many
    tiebreak: Text | None = None


class State(ABC):
    """A position plus whose turn it is. Mutable; `clone()` before exploring."""

    @abstractmethod
    def current_player(self) -> int:
        """The player to move, `CHANCE` or `TERMINAL`."""

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """Legal moves of the player to move (chance outcomes at a chance node)."""

    def acting_player(self) -> int:
        """Whose turn it is, also at a chance node (who rolls); CHANCE if nobody's."""
        return self.current_player()

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        """Outcomes and probabilities at a chance node.

        [] when there are too many to list (dealing 45 dice in random orientations);
        then `sample_chance` draws one."""
        return []

    def sample_chance(self, rng: Any) -> Any:
        """One outcome of the chance node, drawn with `rng` (a `random.Random`)."""
        outcomes = self.chance_outcomes()
        return rng.choices([m for m, _ in outcomes], weights=[p for _, p in outcomes])[0]

    def seen_by(self, move: Any) -> tuple[int, ...] | None:
        """The seats that see this chance outcome (a tile drawn into one rack), or None when
        everybody sees it. The record keeps the audience (`"seen_by"`), the move log shows the
        others only `public_text`."""
        return None

    def reveals(self, move: Any) -> bool:
        """Whether playing `move` shows players something that was hidden (a covered
        funnel's sum): such a move, like a roll, can never be taken back."""
        return False

    @abstractmethod
    def apply(self, move: Any) -> None:
        """Apply a move without checking it."""

    @abstractmethod
    def why_illegal(self, move: Any) -> Reason | None:
        """None if the move is legal here, else the reason a player understands."""

    def why_piece_cannot_move(self, piece: Any) -> Reason | None:
        """Why this piece (what a board has under the pointer; each game says what a piece is)
        cannot move now, if the piece itself is the problem; None if it can move, or if it is
        not the piece's fault (not a time to move: the move's refusal says why)."""
        return None

    def why_cannot_roll(self) -> Reason | None:
        """None if the dice may be rolled now (a chance node), else why not."""
        return None if self.is_chance() else Reason("no_roll", NO_ROLL)

    def play(self, move: Any) -> None:
        """Check a move and apply it; raise `IllegalMove` with the reason if it is illegal."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(move, reason)
        self.apply(move)

    @abstractmethod
    def parse_move(self, text: str) -> Any:
        """Read a move in the game's notation (raises `NotationError`)."""

    def format_move(self, move: Any) -> str:
        return str(move)

    def move_words(self, move: Any) -> Text:
        """The move in words, as players say it (the move log shows this, the notation on hover).
        `{seat0}`, `{seat1}`, … stand for the players' names. The default is the public notation."""
        text = self.public_text(move)
        return Text(text, text)

    def turn_begins(self) -> bool | None:
        """Whether the next move begins a new turn (the move log numbers turns, the resume dialog
        counts them). None leaves it to the box: a turn lasts while the same player acts (gamebox/turns.py);
        the sandbox, where every action is a turn, says True."""
        return None

    def public_text(self, move: Any) -> str:
        """The move as the move log shows it to players: the notation, except where that
        would show what they may not see (a deal of hidden dice is just "deal")."""
        return self.format_move(move)

    def settled_sum(self) -> str | None:
        """After a move that ran physics: a checksum of what settled (the record entry's "sum",
        compared at replay); None after any other move. Only games that declare "sum" in
        `GameInfo.record_entry_keys` have one."""
        return None

    def record_meta(self) -> dict:
        """What a record must carry in its "meta" to replay as it was played, written with the first
        settled move (Tiefstapeln: the physics' version). Read back by `Game.record_state`."""
        return {}

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance(self) -> bool:
        return self.current_player() == CHANCE

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Points per player as the rules count them (also mid-game, as if it ended now)."""

    @abstractmethod
    def winners(self) -> list[int]:
        """At the end: every player who wins, in seat order: one, or the leaders who share the win;
        [] for a draw and in a solo game (a game every player wins is a draw too: `results`)."""

    def returns(self) -> list[float]:
        """Utility per player for search: the score in solo; else +1 for a single winner, 1/k each for
        k who share the win, -1 for the others, 0 each in a draw. A game may scale it otherwise, but
        its winners always get equal returns above every other player's (tests/test_results.py)."""
        if self.num_players == 1:
            return [float(s) for s in self.scores()]
        win = self.winners()
        if not win or len(win) == self.num_players:
            return [0.0] * self.num_players
        return [1.0 / len(win) if p in win else -1.0 for p in range(self.num_players)]

    @abstractmethod
    def clone(self) -> State: ...

    def observation(self, player: int) -> State:
        """What `player` may know; for `TABLE`, what everybody at the table may know now (a memory game
        leaves out what players must remember). Games with hidden information hide the rest. An observation
        is a state that observes itself: `s.observation(p).observation(p) == s.observation(p)`."""
        return self.clone()

    def describe(self) -> str:
        """A plain-text picture of the position, for the CLI."""
        return repr(self)

    @abstractmethod
    def key(self) -> Hashable:
        """A hashable key of the whole position (equal keys, equal states)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and type(self) is type(other) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())


class ExactTable(ABC):
    """Exact values of a solved (solo) game: the coach's source of truth."""

    start_value: float     # optimal expected score from the start
    positions: int         # positions stored
    seconds: float         # time the solve took
    start_draw: float | None = None   # a duel's table: the chance of a draw from the start

    @abstractmethod
    def value(self, state: State) -> float:
        """Expected final score with optimal play from `state`."""

    @abstractmethod
    def move_values(self, state: State) -> list[tuple[Any, float]]:
        """Every legal move with the expected final score it leads to, best first."""

    @abstractmethod
    def best_move(self, state: State) -> Any:
        """The move optimal play makes here (after the roll)."""


class Game(ABC):
    """A game: metadata plus a factory of start states."""

    info: GameInfo

    @property
    def id(self) -> str:
        return self.info.id

    @abstractmethod
    def new_state(self, setup: Setup) -> State: ...

    def record_state(self, setup: Setup, meta: Mapping[str, Any], settled: bool) -> State:
        """The state a record starts from: `new_state`, unless the game's engine changed since the record
        was written (`State.record_meta`; `settled`: the record holds a physics checksum). Raises
        ValueError with one line for a meta this box cannot replay."""
        return self.new_state(setup)

    def settle_options(self, options: dict[str, str]) -> dict[str, str]:
        """The options of a new game with what it takes from the player's settings at its start, so
        that its record replays alike anywhere (Scrabble: the own and struck words). By default none."""
        return dict(options)

    def check_setup(self, setup: Setup) -> str | None:
        """None if the setup is valid, else what is wrong with it (English, for errors)."""
        try:
            variant = self.info.variant(setup.variant)
        except KeyError:
            names = ", ".join(v.id for v in self.info.variants)
            return f"unknown variant {setup.variant!r} (known: {names})"
        if not variant.min_players <= setup.num_players <= variant.max_players:
            return (f"variant {variant.id} is for {variant.min_players}-{variant.max_players} "
                    f"players, not {setup.num_players}")
        known = {o.key: o for o in self.info.options}
        for key, value in setup.options.items():
            if key not in known:
                return f"unknown option {key!r}"
            if value not in known[key].values():
                return f"option {key} must be one of {', '.join(known[key].values())}, not {value!r}"
        if setup.first_player is not None and not 0 <= setup.first_player < setup.num_players:
            return f"first player {setup.first_player} out of range"
        return None

    def heuristic(self, state: State) -> list[float]:
        """Estimated utility per player for non-terminal states (used by greedy and search)."""
        return [0.0] * state.num_players

    def canonical_key(self, state: State) -> Hashable:
        """Equal keys for states that play alike (symmetries folded); the AI's tables use it."""
        return state.key()

    def rules_text(self, lang: str) -> str:
        """The rules in the game's own words, as Markdown: by default `rules_<lang>.md` (German
        or English) beside the game's module, or "" if there is none."""
        from importlib import resources

        package = type(self).__module__.rpartition(".")[0]
        name = "rules_de.md" if lang == "de" else "rules_en.md"
        try:
            return resources.files(package).joinpath(name).read_text(encoding="utf-8")
        except (FileNotFoundError, ModuleNotFoundError, TypeError):
            return ""

    def diagram_state(self, spec: str) -> State:
        """A state from a compact, space-free spec, for the rules panel's diagrams."""
        raise NotImplementedError(f"{self.info.id} has no diagrams")

    def example_record(self) -> dict | None:
        """A record that shows the rules at work (the rules panel's "show me")."""
        return None

    def score_breakdown(self, state: State, names: list[str]) -> ScoreBreakdown | None:
        """How `state`'s scores came about, for the score screen (`names`: the players'), or
        None where the total says it all."""
        return None

    #: Whether `State.scores()` means something before the end (27's discs on a goal do not: at the
    #: start they are the other's pile). The players' cards show scores only when it does.
    scores_during_play: bool = True

    def level_words(self, variant: str, agent: str) -> Text | None:
        """How a computer level plays this game, in a player's words (the new-game dialog), or None
        for the box's own words for the level."""
        return None


# -- optional capabilities ------------------------------------------------------------------
# A game declares what it offers beyond the core by subclassing these; the box asks with
# `isinstance`, never by probing for attributes.

class Solvable(ABC):
    """Exact solving (games small enough; see the coach and docs/solver.md)."""

    solvable_variants: tuple[str, ...] = ()

    @abstractmethod
    def solve(self, variant: str, options: Mapping[str, str] | None = None,
              progress: Any = None) -> ExactTable:
        """Solve a variant from its start (slow: seconds to minutes), and cache the result.
        `progress(fraction, phase)` is called now and then and may raise to cancel."""

    def solve_estimate(self, variant: str, options: Mapping[str, str] | None = None) -> float:
        """Roughly how many seconds `solve` takes on a two-core machine (quoted before a solve)."""
        return 60.0

    def solve_memory_mb(self, variant: str, options: Mapping[str, str] | None = None) -> int:
        """Roughly the memory a solve needs at its peak, in MB (0: unknown); the app prepares a table
        in the background only where that much is free."""
        return 0

    def prepare(self, variant: str, options: Mapping[str, str] | None = None,
                progress: Callable[[float, str], None] | None = None) -> ExactTable:
        """Solve for the app's background preparation (`gamebox prepare`): like `solve`, but a game
        may keep its finished steps on disk and resume a preparation that was stopped."""
        return self.solve(variant, options, progress)

    @abstractmethod
    def cached_solution(self, variant: str, options: Mapping[str, str] | None = None) -> ExactTable | None:
        """The cached table of a variant, or None if it was not computed yet (fast)."""

    def has_solution(self, variant: str, options: Mapping[str, str] | None = None) -> bool:
        """Whether a table is cached, without reading it (for the UI thread)."""
        return self.cached_solution(variant, options) is not None

    @abstractmethod
    def solution_for(self, state: State) -> ExactTable | None:
        """The cached table that covers `state`'s variant and options, if any (fast)."""


class Calibrated(ABC):
    """A table of measured strengths of the computer levels (gamebox/ai/calibration.py)."""

    @abstractmethod
    def strength(self, variant: str, agent: str) -> Any:
        """The headline `Strength` row of a computer level in a variant, or None if unmeasured."""


class HasOwnAgents(ABC):
    """The game brings its own computer players for some agent names."""

    @abstractmethod
    def make_agent(self, name: str, rng: Any) -> Any:
        """A game's own AI player for an agent name, or None for the generic one.

        Games with hidden information supply all their agents: a generic search would
        look at what the player cannot see."""


@dataclass(frozen=True)
class Hint:
    """A move a game suggests to a seat, with why, in a player's words (`HasHints.hints`)."""

    move: Any
    # One sentence in both languages, no notation: "Move tower e onto d: expected final score 31.25".
    # `{seat0}`, `{seat1}`, … stand for the players' names, as in `State.move_words`.
    says: Text
    value: float     # what the ranking is by, higher is better for the seat (the game's own scale)


class HasHints(ABC):
    """Ranked moves for a position, each with a sentence a player understands: the game page's Hint (the
    best move on the board, the list beside it), and the "what now?" of puzzles and lessons.

    A game ranks with what it has (an exact table, its search, its move generator) and only with what
    the seat may know: a game with hidden information ranks from `state.observation(seat)`, so two
    states the seat cannot tell apart get the same hints (tests/test_hints.py). A real-time game has
    none: everybody acts at once, and a hint would be old before it was read."""

    @abstractmethod
    def hints(self, state: State, seat: int, limit: int = 5) -> list[Hint]:
        """At most `limit` of `seat`'s legal moves at `state`, best first, moves that lead to the same
        position given once; [] where `seat` has no choice to make (a roll, another's turn, the end).
        Takes up to a few seconds: call it off the GUI thread."""

    def outlook(self, state: State, seat: int) -> Text | None:
        """The position as a whole for `seat`, in a sentence, where the game knows it exactly ("Best play
        from here scores 31.25 on average"), also before a roll; None where it does not."""
        return None


class HasPuzzles(ABC):
    """A collection of puzzles with proven solutions (gamebox/puzzles/, docs/design/puzzles.md)."""

    @abstractmethod
    def puzzles(self) -> Any:
        """The shipped puzzles (a `gamebox.puzzles.Collection`); empty if the file cannot be read."""

    @abstractmethod
    def puzzle_referee(self) -> Any:
        """The judge of this game's puzzles (a `gamebox.puzzles.Referee`)."""


def at_the_table(game: Game, state: State) -> State:
    """The state as the box's shared screen may show it: what everybody at the table may know
    (`observation(TABLE)`) in a game with hidden information, the state itself in any other."""
    return state.observation(TABLE) if game.info.hidden_information else state


WIN, LOSS, DRAW, SOLO = "win", "loss", "draw", "solo"


def results(state: State) -> list[str]:
    """Each seat's result of a finished game as the box counts it everywhere (the score screen, the
    history and its statistics, selfplay): "solo" alone at the table; a shared win is a "win" for
    every leader and a "loss" for the others; a game nobody wins, or every player, is a "draw"."""
    n = state.num_players
    if n == 1:
        return [SOLO]
    winners = set(state.winners())
    if not winners or len(winners) == n:
        return [DRAW] * n
    return [WIN if seat in winners else LOSS for seat in range(n)]


def solvable_variants(game: Game) -> tuple[str, ...]:
    """The variants a game can solve exactly; () for a game that is not `Solvable`."""
    return game.solvable_variants if isinstance(game, Solvable) else ()


def capabilities(game: Game) -> list[str]:
    """The optional capabilities a game declares, by name (for `gamebox list`)."""
    return [name for name, kind in (("solvable", Solvable), ("calibrated", Calibrated),
                                    ("own-agents", HasOwnAgents), ("puzzles", HasPuzzles), ("hints", HasHints))
            if isinstance(game, kind)]
