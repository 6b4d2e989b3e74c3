"""The rules of Hoch und höher (rule book plus RULINGS H1-H8, see docs/rulings.md)."""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, State

from . import moves as mv
from .moves import NUM_TOWERS, START_HEIGHTS, HochMove, Place, Roll, Stack, Start
from .reasons import reason

PAWN_WORDS = (Text("blue", "blaue"), Text("brown", "braune"), Text("yellow", "gelbe"), Text("green", "grüne"))

# Phases of a turn.
START, ROLL, MOVE, OVER = "start", "roll", "move", "over"

# End rule (RULINGS H3): the default ends the game on the first roll that allows
# no move; the option lets the player roll again while some number would allow one.
END_ON_ROLL = "first-blocked-roll"
END_WHEN_STUCK = "no-move-left"

_ROLL_OUTCOMES = [(Roll(v), 1 / 6) for v in range(1, 7)]
_START_OUTCOMES = [(Start(0), 0.5), (Start(1), 0.5)]


@dataclass(frozen=True)
class Rules:
    """The fixed facts of one game: variant and options."""

    solo: bool
    hierarchy: bool
    end_rule: str = END_ON_ROLL

    @property
    def num_players(self) -> int:
        return 1 if self.solo else 2

    def owner(self, pawn: int) -> int:
        """Duel: blue and brown are Team B (player 0), yellow and green Team G (player 1)."""
        return 0 if self.solo else pawn // 2


class HochState(State):
    __slots__ = ("heights", "last_roll", "pawn_on", "pawn_tower", "phase", "roll", "rules", "to_move")

    def __init__(self, rules: Rules, first_player: int | None = 0) -> None:
        self.rules = rules
        self.heights = list(START_HEIGHTS)      # per tower place; 0 = no tower there any more
        self.pawn_on = [-1] * NUM_TOWERS        # pawn standing on each tower, -1 none
        self.pawn_tower = [-1] * 4              # tower each pawn stands on, -1 not placed
        self.to_move = 0 if first_player is None else first_player
        self.roll: int | None = None
        self.last_roll: int | None = None       # the roll that ended the game, for display
        self.phase = START if first_player is None else ROLL

    # -- protocol -------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.rules.num_players

    def current_player(self) -> int:
        if self.phase == MOVE:
            return self.to_move
        if self.phase == OVER:
            return TERMINAL
        return CHANCE

    def acting_player(self) -> int:
        if self.phase in (MOVE, ROLL):
            return self.to_move
        return TERMINAL if self.phase == OVER else CHANCE

    def chance_outcomes(self) -> list[tuple[HochMove, float]]:
        if self.phase == ROLL:
            return list(_ROLL_OUTCOMES)
        if self.phase == START:
            return list(_START_OUTCOMES)
        return []

    def legal_moves(self) -> list[HochMove]:
        if self.phase != MOVE:
            return [m for m, _ in self.chance_outcomes()]
        return self.moves_for_roll(self.roll, self.to_move)

    def moves_for_roll(self, roll: int, player: int) -> list[HochMove]:
        h = self.heights
        result: list[HochMove] = []
        free = [t for t in range(NUM_TOWERS) if h[t] and self.pawn_on[t] < 0]
        sources = [t for t in range(NUM_TOWERS) if h[t] == roll]
        for pawn in self.unplaced_pawns(player):
            result.extend(Place(pawn, t) for t in sources if self.pawn_on[t] < 0)
        for s in sources:
            result.extend(Stack(s, t) for t in free if t != s)
        return result

    def can_place(self) -> bool:
        """Whether the player to move can put a pawn now: one still in the tray and a pawnless
        tower of the rolled height (the status line says 'place a pawn' only then)."""
        return any(isinstance(m, Place) for m in self.legal_moves()) if self.phase == MOVE else False

    def can_stack(self) -> bool:
        """Whether the player to move can carry a tower of the rolled height onto another now."""
        return any(isinstance(m, Stack) for m in self.legal_moves()) if self.phase == MOVE else False

    def unplaced_pawns(self, player: int) -> list[int]:
        return [p for p in range(4) if self.pawn_tower[p] < 0 and self.rules.owner(p) == player]

    def has_move(self, roll: int, player: int) -> bool:
        h = self.heights
        pawnless = sum(1 for t in range(NUM_TOWERS) if h[t] and self.pawn_on[t] < 0)
        can_place = bool(self.unplaced_pawns(player))
        for t in range(NUM_TOWERS):
            if h[t] == roll:
                own_free = self.pawn_on[t] < 0
                if (own_free and can_place) or pawnless - own_free > 0:
                    return True
        return False

    def any_roll_has_move(self, player: int) -> bool:
        """Whether some number 1..6 allows a move: `has_move` for every roll, in one pass.

        A carried tower of at most 6 can go onto any pawnless tower; a pawnless one of at
        most 6 needs another pawnless tower, or an own pawn to place on it.
        """
        pawnless = carried_small = pawnless_small = 0
        for x, pawn in zip(self.heights, self.pawn_on):
            if x:
                if pawn < 0:
                    pawnless += 1
                    pawnless_small += x <= 6
                else:
                    carried_small += x <= 6
                if (carried_small and pawnless) or (pawnless_small and pawnless > 1):
                    return True  # most positions are decided after a few towers
        if not pawnless_small:
            return False
        owner = self.rules.owner
        return any(t < 0 and owner(p) == player for p, t in enumerate(self.pawn_tower))

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if isinstance(move, Start):
            if self.phase != START:
                return reason("not_start")
            return None if move.player in (0, 1) else reason("bad_start")
        if isinstance(move, Roll):
            if self.phase == START:
                return reason("start_first")
            if self.phase != ROLL:
                return reason("already_rolled")
            return None if 1 <= move.value <= 6 else reason("bad_roll")
        if not isinstance(move, (Place, Stack)):
            return reason("not_a_move")
        if self.phase == START:
            return reason("start_first")
        if self.phase == ROLL:
            return reason("roll_first")
        h = self.heights
        if isinstance(move, Place):
            if not (0 <= move.pawn < 4 and 0 <= move.tower < NUM_TOWERS):
                return reason("not_a_move")
            if self.rules.owner(move.pawn) != self.to_move:
                return reason("not_your_pawn")
            if self.pawn_tower[move.pawn] >= 0:
                return reason("pawn_placed")
            tower = move.tower
        else:
            if not (0 <= move.source < NUM_TOWERS and 0 <= move.target < NUM_TOWERS):
                return reason("not_a_move")
            tower = move.source
        if not h[tower]:
            return reason("no_tower", tower=mv.tower_name(tower))
        if isinstance(move, Place) and self.pawn_on[tower] >= 0:
            return reason("tower_has_pawn")
        if h[tower] != self.roll:
            return reason("wrong_height", roll=self.roll, height=h[tower])
        if isinstance(move, Stack):
            if move.target == move.source:
                return reason("same_tower")
            if not h[move.target]:
                return reason("no_tower", tower=mv.tower_name(move.target))
            if self.pawn_on[move.target] >= 0:
                return reason("target_has_pawn")
        return None

    def why_piece_cannot_move(self, piece: mv.Piece) -> Reason | None:
        """Why tower t (`("tower", t)`) or pawn p (`("pawn", p)`) cannot move now, if the piece is
        the problem: wrong height, not the player's pawn, a pawn already placed, no such tower."""
        kind, index = piece
        if self.phase != MOVE:
            return None   # not a time to move: the refusal of the move says why
        for m in self.legal_moves():
            if (kind == mv.TOWER and isinstance(m, Stack) and m.source == index
                    or kind == mv.PAWN and isinstance(m, Place) and m.pawn == index):
                return None
        # The piece's own fault shows on a move to a tower of the rolled height (else any tower).
        towers = [t for t in range(NUM_TOWERS) if self.heights[t] > 0 and (kind == mv.PAWN or t != index)]
        target = next((t for t in towers if self.heights[t] == self.roll), towers[0] if towers else 0)
        why = self.why_illegal(Stack(index, target) if kind == mv.TOWER else Place(index, target))
        if why is not None and why.code in ("wrong_height", "not_your_pawn", "pawn_placed", "no_tower"):
            return why
        return None

    def why_cannot_roll(self) -> Reason | None:
        return self.why_illegal(Roll(1))

    def apply(self, move: HochMove) -> None:
        if isinstance(move, Roll):
            self.roll = move.value
            self.phase = MOVE
            if not self.has_move(move.value, self.to_move):
                self._blocked(move.value)
            return
        if isinstance(move, Start):
            self.to_move = move.player
            self.phase = ROLL
            self._check_stuck()
            return
        if isinstance(move, Place):
            self.pawn_tower[move.pawn] = move.tower
            self.pawn_on[move.tower] = move.pawn
        else:
            s, t = move.source, move.target
            self.heights[t] += self.heights[s]
            self.heights[s] = 0
            pawn = self.pawn_on[s]
            if pawn >= 0:
                self.pawn_on[s] = -1
                self.pawn_on[t] = pawn
                self.pawn_tower[pawn] = t
        self.roll = None
        self.phase = ROLL
        self.to_move = (self.to_move + 1) % self.num_players
        self._check_stuck()

    def _blocked(self, value: int) -> None:
        """The roll allows no move: the game ends (H3), or with the option, roll again."""
        self.roll = None
        self.last_roll = value
        if self.rules.end_rule == END_WHEN_STUCK and self.any_roll_has_move(self.to_move):
            self.phase = ROLL
        else:
            self.phase = OVER

    def _check_stuck(self) -> None:
        # If no number at all allows a move, every roll would end the game: end it now
        # rather than ask for a roll that cannot matter (docs/rulings.md, HR1).
        if not self.any_roll_has_move(self.to_move):
            self.phase = OVER

    def move_words(self, move: HochMove) -> Text:
        if isinstance(move, Roll):
            rolled = Text(f"rolls {move.value}", f"würfelt {move.value}")
            if self.phase != ROLL or self.has_move(move.value, self.to_move):
                return rolled
            after = self.clone()
            after.apply(move)
            if after.phase == OVER:
                return Text(f"{rolled.en}: no move, the game ends", f"{rolled.de}: kein Zug, das Spiel endet")
            return Text(f"{rolled.en}: no move, rolls again", f"{rolled.de}: kein Zug, würfelt noch einmal")
        if isinstance(move, Start):
            return Text(f"{{seat{move.player}}} begins", f"{{seat{move.player}}} beginnt")
        if isinstance(move, Stack):
            a, b = mv.TOWER_NAMES[move.source], mv.TOWER_NAMES[move.target]
            high = self.heights[move.source] + self.heights[move.target]
            pawn = self.pawn_on[move.source]
            if pawn >= 0:
                colour = PAWN_WORDS[pawn]
                return Text(f"moves tower {a} with the {colour.en} pawn onto {b} (now {high} high)",
                            f"versetzt Turm {a} mit dem {colour.de}n Pöppel auf {b} (jetzt {high} hoch)")
            return Text(f"moves tower {a} onto {b} (now {high} high)",
                        f"versetzt Turm {a} auf {b} (jetzt {high} hoch)")
        if isinstance(move, Place):
            colour = PAWN_WORDS[move.pawn]
            tower = mv.TOWER_NAMES[move.tower]
            high = self.heights[move.tower]
            return Text(f"puts the {colour.en} pawn on tower {tower} ({high} high)",
                        f"setzt den {colour.de}n Pöppel auf Turm {tower} ({high} hoch)")
        return super().move_words(move)

    def parse_move(self, text: str) -> HochMove:
        return mv.parse(str(text))  # str(): a move object reads back as itself

    # -- scoring ----------------------------------------------------------------------
    def pawn_heights(self) -> list[int]:
        return [self.heights[t] if t >= 0 else 0 for t in self.pawn_tower]

    def pawn_points(self) -> list[int]:
        """Points each pawn scores, after the hierarchy rule where it applies (H6, H7)."""
        h = self.pawn_heights()
        if not self.rules.hierarchy:
            return h
        if self.rules.solo:
            return [h[p] if all(h[p] <= h[q] for q in range(p)) else 0 for p in range(4)]
        points = list(h)
        if h[mv.BROWN] > h[mv.BLUE]:
            points[mv.BROWN] = 0
        if h[mv.GREEN] > h[mv.YELLOW]:
            points[mv.GREEN] = 0
        return points

    def scores(self) -> list[float]:
        points = self.pawn_points()
        if self.rules.solo:
            return [float(sum(points))]
        return [float(points[0] + points[1]), float(points[2] + points[3])]

    def winners(self) -> list[int]:
        if self.rules.solo or self.phase != OVER:
            return []
        a, b = self.scores()
        if a != b:
            return [0 if a > b else 1]
        points = self.pawn_points()  # H5: the best single scored pawn decides
        best_a, best_b = max(points[0], points[1]), max(points[2], points[3])
        if best_a != best_b:
            return [0 if best_a > best_b else 1]
        return []

    # -- bookkeeping ------------------------------------------------------------------
    def clone(self) -> HochState:
        other = HochState.__new__(HochState)
        other.rules = self.rules
        other.heights = list(self.heights)
        other.pawn_on = list(self.pawn_on)
        other.pawn_tower = list(self.pawn_tower)
        other.to_move = self.to_move
        other.roll = self.roll
        other.last_roll = self.last_roll
        other.phase = self.phase
        return other

    def key(self) -> Hashable:
        """The position: not `last_roll`, a past roll the die still shows, which changes nothing to come."""
        return (self.rules, tuple(self.heights), tuple(self.pawn_tower), self.to_move, self.roll, self.phase)

    def total_discs(self) -> int:
        return sum(self.heights)

    def position(self) -> str:
        """Towers a..n as heights with pawn letters, '-' for a place without a tower."""
        parts = []
        for t in range(NUM_TOWERS):
            if not self.heights[t]:
                parts.append("-")
            else:
                pawn = self.pawn_on[t]
                parts.append(f"{self.heights[t]}{mv.PAWN_LETTERS[pawn] if pawn >= 0 else ''}")
        return " ".join(parts)

    @classmethod
    def from_position(cls, rules: Rules, position: str, to_move: int = 0,
                      roll: int | None = None) -> HochState:
        """Build a state from `position()` text, for tests, puzzles and examples."""
        parts = position.split()
        if len(parts) != NUM_TOWERS:
            raise ValueError(f"a position names {NUM_TOWERS} places, got {len(parts)}")
        state = cls(rules, to_move)
        for t, part in enumerate(parts):
            state.heights[t] = 0
            if part == "-":
                continue
            digits = part.rstrip(mv.PAWN_LETTERS)
            state.heights[t] = int(digits)
            for letter in part[len(digits):]:
                pawn = mv.PAWN_LETTERS.index(letter)
                if state.pawn_on[t] >= 0 or state.pawn_tower[pawn] >= 0:
                    raise ValueError(f"pawn {letter} or tower {t} used twice")
                state.pawn_on[t] = pawn
                state.pawn_tower[pawn] = t
        if roll is not None:
            state.apply(Roll(roll))
        else:
            state._check_stuck()
        return state

    def describe(self) -> str:
        names = "  ".join(f"{mv.tower_name(t):>3}" for t in range(NUM_TOWERS))
        cells = "  ".join(f"{p:>3}" for p in self.position().split())
        lines = [f"towers  {names}", f"height  {cells}"]
        colours = ("blue", "brown", "yellow", "green")
        pawns = ", ".join(f"{colours[p]} {mv.tower_name(t) if t >= 0 else '-'}"
                          for p, t in enumerate(self.pawn_tower))
        lines.append(f"pawns   {pawns}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"HochState({self.position()!r}, to_move={self.to_move}, phase={self.phase}, roll={self.roll})"
