"""The rules of 27 (docs/rulings.md Z1-Z7 and ours, 27-1 ff.).

The row is a list of stacks, each a string of disc colours from the bottom up: its first
letter is the field's base disc (R red, G grey), then black (B) and white (W) discs, and in
the variants carried grey and red discs too. Black (seat 0) moves towards the last field,
white (seat 1) towards the first; each player's goal is the far end of the current row.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text, plural
from gamebox.protocol import CHANCE, TERMINAL, State

from .moves import (
    BLACK,
    COLOUR_OF,
    FIELD_NAMES,
    GREY,
    PASS,
    RED,
    WHITE,
    Discs,
    Move27,
    Pass,
    Shift,
    Start,
    parse,
)
from .reasons import reason

START, PLAY = "start", "play"
_START_OUTCOMES = [(Start(0), 0.5), (Start(1), 0.5)]


@dataclass(frozen=True)
class Rules:
    variant: str = "standard"

    @property
    def carried_bases(self) -> str:
        """Base discs that may go along with a whole stack: none, grey (Z6), grey and red (Z7)."""
        return {"standard": "", "grey": GREY, "red": GREY + RED}[self.variant]


def start_row() -> list[str]:
    """Z1: red, seven grey, red; black's nine discs on the first red, white's on the last."""
    return [RED + "B" * 9] + [GREY] * 7 + [RED + "W" * 9]


class TwentySevenState(State):
    def __init__(self, rules: Rules, first_player: int | None = 0) -> None:
        self.rules = rules
        self.stacks = start_row()
        self.names = list(FIELD_NAMES)
        self.to_move = 0 if first_player is None else first_player
        self.phase = START if first_player is None else PLAY
        self._moves: list[Shift] | None = None   # the mover's shifts, computed once per position

    # -- the protocol ------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    def current_player(self) -> int:
        if self.phase == START:
            return CHANCE
        if not self.own_moves() and not self.moves_of(1 - self.to_move):
            return TERMINAL
        return self.to_move

    def acting_player(self) -> int:
        return CHANCE if self.phase == START else self.to_move

    def chance_outcomes(self) -> list[tuple[Move27, float]]:
        return list(_START_OUTCOMES) if self.phase == START else []

    def legal_moves(self) -> list[Move27]:
        player = self.current_player()
        if player == CHANCE:
            return [m for m, _ in _START_OUTCOMES]
        if player == TERMINAL:
            return []
        return list(self.own_moves()) or [PASS]

    def apply(self, move: Move27) -> None:
        if isinstance(move, Start):
            self.to_move, self.phase = move.player, PLAY
        elif isinstance(move, Shift):
            i, j = self.names.index(move.source), self.names.index(move.target)
            stack = self.stacks[i]
            cut = 0 if move.base else len(stack) - move.count
            self.stacks[j] += stack[cut:]
            if move.base:   # the field goes with its base disc; the row closes up (Z6)
                del self.stacks[i]
                del self.names[i]
            else:
                self.stacks[i] = stack[:cut]
            self.to_move = 1 - self.to_move
        else:
            self.to_move = 1 - self.to_move
        self._moves = None

    def why_illegal(self, move: object) -> Reason | None:
        if not isinstance(move, (Start, Shift, Pass)):
            return reason("not_a_move")
        if isinstance(move, Start):
            return None if self.phase == START and move.player in (0, 1) else reason("not_start")
        if self.phase == START:
            return reason("start_first")
        if self.current_player() == TERMINAL:
            return reason("game_over")
        if isinstance(move, Pass):
            return None if not self.own_moves() else reason("cannot_pass")
        if not self.own_moves():
            return reason("must_pass")
        return self.why_shift_illegal(move)

    def why_piece_cannot_move(self, piece: Discs) -> Reason | None:
        """Why these discs cannot move now (None if they can): tried on the field the rules send
        them to, so the reason names what is wrong with the discs themselves."""
        if self.current_player() >= 0 and any(
                (m.source, m.count, m.base) == (piece.field, piece.count, piece.base) for m in self.own_moves()):
            return None
        target = piece.field
        if piece.field in self.names:
            i, player = self.names.index(piece.field), self.to_move
            if piece.count <= len(self.stacks[i]) - 1:
                j = self.target_index(i, player)
                if j is None or j == i:
                    goal = self.goal_index(player)
                    j = goal if goal != i else max(0, min(len(self.names) - 1, i - self.direction(player)))
                target = self.names[j]
        return self.why_illegal(Shift(piece.field, piece.count, target, piece.base))

    def why_base_stays(self, field: str) -> Reason | None:
        """Why the base disc of `field` cannot go along with its tower in this variant; None if it
        can (grey bases in the variants, red ones too in the hardest)."""
        base = self.stacks[self.names.index(field)][0]
        if base in self.rules.carried_bases:
            return None
        return reason("red_base" if base == RED and self.rules.variant == "grey" else "base_not_movable", field=field)

    def why_shift_illegal(self, move: Shift) -> Reason | None:
        """The reason a shift by the player to move is refused, checked as a player would think."""
        for name in (move.source, move.target):
            if name not in self.names:
                return reason("no_field", field=name)
        player = self.to_move
        i, j = self.names.index(move.source), self.names.index(move.target)
        stack = self.stacks[i]
        height = len(stack) - 1
        if height == 0:
            return reason("empty_field", field=move.source)
        if stack[-1] != COLOUR_OF[player]:
            return reason("not_your_tower", field=move.source)
        if move.count < 1 or move.count > height:
            return reason("too_many", field=move.source, height=height)
        if move.base:
            if move.count != height:
                return reason("base_needs_whole", height=height)
            stays = self.why_base_stays(move.source)
            if stays is not None:
                return stays
        if i == self.goal_index(player):
            return reason("from_goal", field=move.source)
        if (j - i) * self.direction(player) <= 0:
            return reason("backwards", goal=self.names[self.goal_index(player)])
        steps = self.steps(player)
        expected = i + self.direction(player) * steps
        if not 0 <= expected < len(self.stacks):
            return reason("overshoots", steps=steps, field=move.source)
        if j != expected:
            return reason("wrong_distance", steps=steps, target=self.names[expected])
        return None

    def move_words(self, move) -> Text:
        if isinstance(move, Start):
            return Text(f"{{seat{move.player}}} begins", f"{{seat{move.player}}} beginnt")
        if isinstance(move, Shift):
            discs = plural(move.count, Text("1 disc", "1 Scheibe"), Text("{n} discs", "{n} Scheiben"))
            if move.base:
                return Text(f"moves {discs.en} with field {move.source}'s base onto {move.target}",
                            f"zieht {discs.de} mit der Grundscheibe von {move.source} nach {move.target}")
            return Text(f"moves {discs.en} from {move.source} to {move.target}",
                        f"zieht {discs.de} von {move.source} nach {move.target}")
        if isinstance(move, Pass):
            return Text("cannot move and passes", "kann nicht ziehen und passt")
        return super().move_words(move)

    def parse_move(self, text: str) -> Move27:
        return parse(str(text))  # str(): a move object reads back as itself

    def scores(self) -> list[float]:
        """Z5: the discs on each player's goal field, above its base (our ruling 27-2)."""
        return [float(len(self.stacks[self.goal_index(p)]) - 1) for p in (BLACK, WHITE)]

    def winners(self) -> list[int]:
        black, white = self.scores()
        if black == white:
            return []
        return [BLACK if black > white else WHITE]

    def clone(self) -> TwentySevenState:
        other = TwentySevenState.__new__(TwentySevenState)
        other.rules = self.rules
        other.stacks = list(self.stacks)
        other.names = list(self.names)
        other.to_move = self.to_move
        other.phase = self.phase
        other._moves = self._moves
        return other

    def key(self) -> Hashable:
        """The row and the mover, without the fields' names: the names are notation (a field keeps its
        letter when another disappears), and two rows alike play alike whatever their letters."""
        return (self.phase, self.to_move, tuple(self.stacks))

    def labelled_key(self) -> Hashable:
        """The key with the fields' names, for what is written in notation (a puzzle's replies)."""
        return (*self.key(), tuple(self.names))

    # -- the row, as players count it ---------------------------------------------------
    @staticmethod
    def direction(player: int) -> int:
        return 1 if player == BLACK else -1

    def goal_index(self, player: int) -> int:
        """Z7: the last field of the current row in the player's direction."""
        return len(self.stacks) - 1 if player == BLACK else 0

    def start_index(self, player: int) -> int:
        return self.goal_index(1 - player)

    def towers(self, player: int) -> list[int]:
        """Z2: the fields whose top disc is the player's, the goal included."""
        colour = COLOUR_OF[player]
        return [i for i, s in enumerate(self.stacks) if len(s) > 1 and s[-1] == colour]

    def steps(self, player: int) -> int:
        """How far the player must move: his number of towers."""
        return len(self.towers(player))

    def target_index(self, source: int, player: int) -> int | None:
        """Where a tower on field index `source` must go, or None if that overshoots the goal."""
        j = source + self.direction(player) * self.steps(player)
        return j if 0 <= j < len(self.stacks) else None

    def moves_of(self, player: int) -> list[Shift]:
        """Every shift the player could make if it were his turn (Z3, Z6, Z7)."""
        towers = self.towers(player)
        steps = len(towers)
        d = 1 if player == BLACK else -1
        stacks, names, n = self.stacks, self.names, len(self.stacks)
        carried = self.rules.carried_bases
        moves: list[Shift] = []
        for i in towers:
            j = i + d * steps
            if not 0 <= j < n:
                continue   # past the goal (a tower on the goal always is)
            height = len(stacks[i]) - 1
            moves.extend(Shift(names[i], k, names[j]) for k in range(1, height + 1))
            if stacks[i][0] in carried:
                moves.append(Shift(names[i], height, names[j], True))
        return moves

    def own_moves(self) -> list[Shift]:
        if self._moves is None:
            self._moves = self.moves_of(self.to_move)
        return self._moves

    def total_discs(self) -> int:
        return sum(len(s) for s in self.stacks)

    def discs(self, colour: str) -> int:
        return sum(s.count(colour) for s in self.stacks)

    # -- positions as text (tests, diagrams) ---------------------------------------------
    def position(self) -> str:
        """The row as stacks bottom-up, e.g. `RBBBBBBBBB G G G G G G G RWWWWWWWWW`; with names
        (`a:RB c:G`) once a field has disappeared."""
        if self.names == list(FIELD_NAMES[: len(self.names)]) and len(self.names) == 9:
            return " ".join(self.stacks)
        return " ".join(f"{n}:{s}" for n, s in zip(self.names, self.stacks))

    @classmethod
    def from_position(cls, rules: Rules, position: str, to_move: int = BLACK) -> TwentySevenState:
        state = cls(rules, to_move)
        stacks, names = [], []
        for index, item in enumerate(position.split()):
            name, _, stack = item.rpartition(":")
            names.append(name or FIELD_NAMES[index])
            stacks.append(stack.upper())
        if not stacks or any(not s or s[0] not in "RG" or set(s[1:]) - set("BWRG") for s in stacks):
            raise ValueError(f"not a row of 27: {position!r}")
        if len(set(names)) != len(names) or any(n not in FIELD_NAMES for n in names):
            raise ValueError(f"bad field names in {position!r}")
        state.stacks, state.names = stacks, names
        return state

    def describe(self) -> str:
        side = ("black", "white")
        lines = []
        top = max(len(s) for s in self.stacks)
        for level in range(top - 1, -1, -1):
            lines.append(" ".join(s[level] if level < len(s) else "." for s in self.stacks))
        lines.append(" ".join(self.names))
        if self.phase == START:
            lines.append("who starts is drawn by lot")
        elif self.is_terminal():
            black, white = self.scores()
            lines.append(f"game over: black {black:g}, white {white:g}")
        else:
            p = self.to_move
            lines.append(f"{side[p]} to move, {self.steps(p)} towers: {self.steps(p)} steps")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"TwentySevenState({self.rules.variant}, {self.position()!r}, to_move={self.to_move})"
