"""The rules of Ponga (rulings P1-P5 and ours, PO-1 ff., in docs/rulings.md).

The board is 36 towers, each a tuple of the owners of its stones from the bottom up; a tower
belongs to whoever owns its top stone. `tops` and `heights` mirror the towers for speed.
A roll that leaves the player only his own stones puts him out inside the roll's `apply`:
no move is recorded for it (docs/notation/ponga.md).
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, State

from .board import FIELDS, LINES_THROUGH, SIZE, Line, field_name
from .moves import ALL_ROLLS, Place, PongaMove, Roll, Start, parse
from .reasons import reason

START, ROLL, PLACE, OVER = "start", "roll", "place", "over"
FREE = -1
_ROLL_OUTCOMES = [(r, (1 if r.is_double else 2) / 36) for r in ALL_ROLLS]


@dataclass(frozen=True)
class Rules:
    num_players: int
    rounds: int = 1


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: its last board, the winning line (if any) and what each player scored."""

    number: int                          # 1-based
    starter: int
    towers: tuple[tuple[int, ...], ...]
    out: tuple[int, ...]                 # seats in the order they went out
    winner: int | None                   # the player who completed a line, else None
    line: Line | None                    # the line that counted (highest multiplier)
    lines: tuple[Line, ...]              # every line the last stone completed
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Candidate:
    """One field a roll selects: who tops it now (None: free) and whether the mover may place there."""

    field: int
    top: int | None
    legal: bool

    @property
    def name(self) -> str:
        return field_name(self.field)


class PongaState(State):
    def __init__(self, rules: Rules, first_player: int | None = 0) -> None:
        self.rules = rules
        self.towers: list[tuple[int, ...]] = [()] * len(FIELDS)
        self.tops = [FREE] * len(FIELDS)
        self.heights = [0] * len(FIELDS)
        self.out_order: list[int] = []
        self.out_mask = 0                       # bit p set: player p is out this round
        self.to_move = 0 if first_player is None else first_player
        self.starter = self.to_move
        self.phase = START if first_player is None else ROLL
        self.roll: Roll | None = None           # the roll to place for (phase PLACE)
        self.last_roll: Roll | None = None      # the latest roll, also one that put its player out
        self.last_out: int | None = None        # the player the latest roll put out, if any
        self.round = 1
        self.banked = [0] * rules.num_players   # totals of the finished rounds
        self.results: tuple[RoundResult, ...] = ()

    # -- the protocol -------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.rules.num_players

    def current_player(self) -> int:
        if self.phase == PLACE:
            return self.to_move
        return TERMINAL if self.phase == OVER else CHANCE

    def acting_player(self) -> int:
        if self.phase in (ROLL, PLACE):
            return self.to_move
        return TERMINAL if self.phase == OVER else CHANCE

    def chance_outcomes(self) -> list[tuple[PongaMove, float]]:
        if self.phase == ROLL:
            return list(_ROLL_OUTCOMES)
        if self.phase == START:
            n = self.num_players
            return [(Start(p), 1 / n) for p in range(n)]
        return []

    def legal_moves(self) -> list[PongaMove]:
        if self.phase == PLACE:
            return [Place(f) for f in self.options(self.roll.fields, self.to_move)]
        return [m for m, _ in self.chance_outcomes()]

    def options(self, fields: tuple[int, ...], player: int) -> list[int]:
        """Where `player` may place for a roll's fields (P2): the free ones if any are free,
        else the ones topped by somebody else. Empty: the player is out."""
        tops = self.tops
        free = [f for f in fields if tops[f] == FREE]
        return free or [f for f in fields if tops[f] != player]

    def apply(self, move: PongaMove) -> None:
        if isinstance(move, Roll):
            self.roll = self.last_roll = move
            self.last_out = None
            if self.options(move.fields, self.to_move):
                self.phase = PLACE
            else:   # only own stones: out at once, nothing to record (P2)
                self.last_out = self.to_move
                self.out_order.append(self.to_move)
                self.out_mask |= 1 << self.to_move
                self._advance()
        elif isinstance(move, Place):
            self._place(move.field)
        else:
            self.to_move = self.starter = move.player
            self.phase = ROLL

    def _place(self, f: int) -> None:
        player = self.to_move
        self.towers[f] += (player,)
        self.tops[f] = player
        self.heights[f] += 1
        tops = self.tops
        lines = tuple(line for line in LINES_THROUGH[f] if all(tops[x] == player for x in line.fields))
        if lines:
            self._end_round(player, lines)
        else:
            self._advance()

    def _advance(self) -> None:
        """The next seat to the left that is still in; the same player if he is alone (P4)."""
        self.roll = None
        n = self.num_players
        for step in range(1, n + 1):
            seat = (self.to_move + step) % n
            if not self.out_mask >> seat & 1:
                self.to_move = seat
                self.phase = ROLL
                return
        self._end_round(None, ())

    def _end_round(self, winner: int | None, lines: tuple[Line, ...]) -> None:
        if winner is not None:
            line = max(lines, key=lambda x: x.multiplier)   # the first of the best (PO-4)
            scores = [0] * self.num_players
            scores[winner] = sum(self.heights) * line.multiplier
        else:
            line = None
            scores = self.stones_topped()
        self.results += (RoundResult(self.round, self.starter, tuple(self.towers), tuple(self.out_order),
                                     winner, line, lines, tuple(scores)),)
        self.banked = [b + s for b, s in zip(self.banked, scores)]
        self.roll = None
        if self.round >= self.rules.rounds:
            self.phase = OVER
            return
        # The next round: an empty board, everybody in, the next seat starts (PO-6).
        self.round += 1
        self.starter = (self.starter + 1) % self.num_players
        self.to_move = self.starter
        self.towers = [()] * len(FIELDS)
        self.tops = [FREE] * len(FIELDS)
        self.heights = [0] * len(FIELDS)
        self.out_order = []
        self.out_mask = 0
        self.phase = ROLL

    def why_illegal(self, move: object) -> Reason | None:
        if not isinstance(move, (Start, Roll, Place)):
            return reason("not_a_move")
        if self.phase == OVER:
            return reason("game_over")
        if isinstance(move, Start):
            if self.phase != START:
                return reason("not_start")
            ok = 0 <= move.player < self.num_players
            return None if ok else reason("bad_start", players=self.num_players)
        if self.phase == START:
            return reason("start_first")
        if isinstance(move, Roll):
            if self.phase != ROLL:
                return reason("already_rolled")
            return None if 1 <= move.low <= move.high <= 6 else reason("bad_roll")
        if self.phase == ROLL:
            return reason("roll_first")
        return self.why_place_illegal(move.field)

    def why_cannot_roll(self) -> Reason | None:
        return self.why_illegal(Roll(1, 1))

    def why_piece_cannot_move(self, piece: object) -> Reason | None:
        """A piece is a field (0..35): why the player to move may not place a stone there now."""
        if self.phase != PLACE:
            return None   # not a time to place: the refusal of the move says why
        return self.why_place_illegal(piece)

    def why_place_illegal(self, f: object) -> Reason | None:
        """Why the player to move may not place on field `f` with the roll he has (P2)."""
        roll = self.roll
        fields = roll.fields
        if f not in fields:
            names = [field_name(x) for x in fields]
            if roll.is_double:
                return reason("wrong_field_double", a=roll.low, first=names[0])
            return reason("wrong_field", a=roll.low, b=roll.high, first=names[0], second=names[1])
        if f in self.options(fields, self.to_move):
            return None
        if self.tops[f] == self.to_move:
            return reason("own_stone", field=field_name(f))
        free = next(x for x in fields if self.tops[x] == FREE)
        return reason("must_free", field=field_name(free))

    def parse_move(self, text: str) -> PongaMove:
        return parse(str(text))  # str(): a move object reads back as itself

    def move_words(self, move: PongaMove) -> Text:
        if isinstance(move, Start):
            return Text(f"{{seat{move.player}}} begins", f"{{seat{move.player}}} beginnt")
        if isinstance(move, Roll):
            rolled = Text(f"rolls {move.low} and {move.high}", f"würfelt {move.low} und {move.high}")
            if self.phase == ROLL and not self.options(move.fields, self.to_move):
                return Text(rolled.en + " and is out", rolled.de + " und ist raus")
            return rolled
        if isinstance(move, Place):
            field = field_name(move.field)
            return Text(f"puts a stone on field {field}", f"setzt einen Stein auf Feld {field}")
        return super().move_words(move)

    def turn_begins(self) -> bool | None:
        """Every roll is a turn, also a player's rolls in a row when all others are out."""
        return True if self.phase == ROLL else None

    def public_text(self, move: PongaMove) -> str:
        """The move log's text: a roll that puts its player out says so (docs/notation/ponga.md)."""
        text = self.format_move(move)
        if isinstance(move, Roll) and self.phase == ROLL and not self.options(move.fields, self.to_move):
            return f"{text} out"
        return text

    # -- scores -------------------------------------------------------------------------
    def stones_topped(self) -> list[int]:
        """Stones in the towers each player tops: his score at the normal end of a round (P4)."""
        scores = [0] * self.num_players
        for top, height in zip(self.tops, self.heights):
            if top != FREE:
                scores[top] += height
        return scores

    def round_scores(self) -> list[int]:
        """This round's scores: final once the round has ended, else as if it ended now."""
        if self.phase == OVER:
            return list(self.results[-1].scores)
        return self.stones_topped()

    def total_scores(self) -> list[int]:
        """The match totals: the finished rounds plus the current one as it stands."""
        if self.phase == OVER:
            return list(self.banked)
        return [b + s for b, s in zip(self.banked, self.stones_topped())]

    def scores(self) -> list[float]:
        return [float(s) for s in self.total_scores()]

    def winners(self) -> list[int]:
        """The highest total wins; equal leaders share the win (PO-7)."""
        if self.phase != OVER:
            return []
        best = max(self.banked)
        return [p for p, s in enumerate(self.banked) if s == best]

    def returns(self) -> list[float]:
        win = self.winners()
        if not win:
            return [0.0] * self.num_players
        return [1.0 / len(win) if p in win else -1.0 for p in range(self.num_players)]

    # -- what the UI asks ---------------------------------------------------------------
    @property
    def out(self) -> tuple[int, ...]:
        """The players out of this round, in the order they went out."""
        return tuple(self.out_order)

    def is_out(self, player: int) -> bool:
        return bool(self.out_mask >> player & 1)

    def top(self, f: int) -> int | None:
        """Who owns field `f`'s tower (its top stone), None if it is free."""
        return None if self.tops[f] == FREE else self.tops[f]

    def candidates(self, roll: Roll | None = None) -> tuple[Candidate, ...]:
        """The field(s) a roll selects for the player to move, and which of them he may take."""
        roll = roll or self.roll
        if roll is None:
            return ()
        legal = self.options(roll.fields, self.to_move)
        return tuple(Candidate(f, self.top(f), f in legal) for f in roll.fields)

    def completed_line(self) -> Line | None:
        """The line that won the game's last round, once the game is over; else None.
        (Earlier rounds' lines are in `results`.)"""
        if self.phase != OVER:
            return None
        return self.results[-1].line

    def stones(self) -> int:
        return sum(self.heights)

    # -- bookkeeping --------------------------------------------------------------------
    def clone(self) -> PongaState:
        other = PongaState.__new__(PongaState)
        other.__dict__.update(self.__dict__)
        other.towers = list(self.towers)
        other.tops = list(self.tops)
        other.heights = list(self.heights)
        other.out_order = list(self.out_order)
        other.banked = list(self.banked)
        return other

    def key(self) -> Hashable:
        """The position: not the latest roll and whom it put out, which the board shows but nothing to come
        depends on (a roll still to be placed is `roll`)."""
        return (self.rules, self.phase, self.to_move, self.roll, tuple(self.towers), tuple(self.out_order),
                self.round, self.starter, tuple(self.banked), self.results)

    # -- positions as text (tests, diagrams) -----------------------------------------------
    def position(self) -> str:
        """Six rows joined by '/', each six fields: owners bottom-up as numbers 1-8, or '.'."""
        cells = ["".join(str(p + 1) for p in t) or "." for t in self.towers]
        return "/".join(" ".join(cells[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))

    @classmethod
    def from_position(cls, position: str, num_players: int = 4, to_move: int = 0, rounds: int = 1,
                      out: tuple[int, ...] = ()) -> PongaState:
        """A state from `position()` text (spaces or commas between fields); `to_move` is to roll."""
        rows = position.strip().split("/")
        cells = [cell for row in rows for cell in row.replace(",", " ").split()]
        if len(rows) != SIZE or len(cells) != SIZE * SIZE:
            raise ValueError(f"a Ponga position has 6 rows of 6 fields: {position!r}")
        if not 2 <= num_players <= 8 or not 0 <= to_move < num_players:
            raise ValueError(f"{num_players} players with player {to_move + 1} to move is no Ponga game")
        state = cls(Rules(num_players, rounds), to_move)
        for f, cell in enumerate(cells):
            if cell == ".":
                continue
            if not cell.isdigit() or any(not 1 <= int(ch) <= num_players for ch in cell):
                raise ValueError(f"field {field_name(f)}: {cell!r} is not a tower of players 1-{num_players}")
            owners = tuple(int(ch) - 1 for ch in cell)
            state.towers[f], state.tops[f], state.heights[f] = owners, owners[-1], len(owners)
        for p in out:
            state.out_order.append(p)
            state.out_mask |= 1 << p
        if state.is_out(to_move):
            raise ValueError(f"player {to_move + 1} is out and cannot be to move")
        return state

    def describe(self) -> str:
        width = max(2, max(self.heights))
        lines = ["   " + " ".join(f"{c:>{width}}" for c in range(1, SIZE + 1))]
        for r in range(SIZE):
            cells = ["".join(str(p + 1) for p in self.towers[r * SIZE + c]) or "." for c in range(SIZE)]
            lines.append(f"{r + 1}  " + " ".join(f"{cell:>{width}}" for cell in cells))
        if self.rules.rounds > 1:
            lines.append(f"round {self.round} of {self.rules.rounds}, totals "
                         + " ".join(str(s) for s in self.total_scores()))
        if self.out_order:
            lines.append("out: " + ", ".join(f"player {p + 1}" for p in self.out_order))
        if self.phase == START:
            lines.append("who starts is drawn by lot")
        elif self.phase == OVER:
            result = self.results[-1]
            if result.line is not None:
                lines.append(f"player {result.winner + 1} completed {result.line} (x{result.line.multiplier})")
            lines.append("game over: " + ", ".join(f"player {p + 1} {s}" for p, s in enumerate(self.banked)))
        elif self.phase == ROLL:
            lines.append(f"player {self.to_move + 1} to roll")
        else:
            options = " or ".join(field_name(f) for f in self.options(self.roll.fields, self.to_move))
            lines.append(f"player {self.to_move + 1} rolled {self.roll}: place on {options}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"PongaState({self.position()!r}, players={self.num_players}, to_move={self.to_move}, "
                f"phase={self.phase}, roll={self.roll})")

