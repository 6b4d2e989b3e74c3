"""The rules of Eintrichtern (rule book, RULINGS D1 and D6, and E1-E10 in docs/rulings.md).

The plate's 45 hollows hold yellow dice in random orientations (the one recorded deal);
the 36 funnels above them are covered by red dice. A turn is a roll of the three pearl
dice and the lift of one red die: the funnel's sum (pips the three yellow dice show into
it) is announced to all. A hit keeps the red die and the player rolls again; a miss puts
it back and passes left, and the next player may roll anew or take over the failed roll.

Hidden information: the yellow dice's orientations. `observation(player)` hides them and
keeps the history of announced sums (`history`, a tuple of `Reveal`): what a player heard, all he may use.
What the table shows (`observation(TABLE)`, the box's move log and score screen) forgets the sum of every
miss: it is a memory game, and the box must not remember for the players (PY6).
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement
from math import factorial

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TABLE, TERMINAL, State
from gamebox.pyramid import lattice
from gamebox.pyramid.board import Die, Pyramid
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import ORIENTATION_LETTERS, decode_orientations

from .moves import Deal, EintrichternMove, Lift, NewRoll, Roll, Start, TakeOver, parse
from .reasons import reason

# Phases.
DEAL, START, ROLL, CHOOSE, LIFT, OVER = "deal", "start", "roll", "choose", "lift", "over"

YELLOWS: tuple[Pos, ...] = lattice.BOTTOM                      # 45 hollows of the plate
FUNNELS: tuple[Pos, ...] = lattice.positions_in_layer(1)       # the 36 funnels above them
FUNNEL_SET = frozenset(FUNNELS)

# Tie rule when all 36 funnels are open before anyone reaches the target (E3).
TIE_SHARED = "shared"
TIE_FIRST = "first"

UNKNOWN = None   # orientation of a yellow die in an observation


def _roll_outcomes() -> list[tuple[Roll, float]]:
    out = []
    for combo in combinations_with_replacement(range(1, 7), 3):
        ways = factorial(3)
        for v in set(combo):
            ways //= factorial(combo.count(v))
        out.append((Roll(combo), ways / 216))
    return out


ROLL_OUTCOMES = _roll_outcomes()                               # 56 sorted multisets
SUM_PROBABILITY = {s: sum(p for r, p in ROLL_OUTCOMES if r.total == s) for s in range(3, 19)}


def red_orientation(p: Pos) -> int:
    """The fixed orientation of the red die on funnel `p` (E2: it has no meaning)."""
    x, y, z = p
    return (7 * x + 13 * y + 5 * x * y + 3 * z * z) % 24


def target_for(num_players: int) -> int:
    """Red dice that win: the 8th with 2-4 players, the 6th with 5-8."""
    return 8 if num_players <= 4 else 6


@dataclass(frozen=True)
class Rules:
    num_players: int
    tie: str = TIE_SHARED

    @property
    def target(self) -> int:
        return target_for(self.num_players)


@dataclass(frozen=True)
class Reveal:
    """One announced funnel sum: public for the rest of the game (D6, E5)."""

    funnel: Pos
    total: int | None  # the funnel's sum (None at the table after a miss: players remember it, PY6)
    player: int      # who lifted
    roll: int        # the roll's sum the lift was for
    hit: bool        # whether the player kept the red die
    ply: int         # number of moves played before the lift (its index in the record)
    taken_over: bool  # the roll was taken over from the neighbour

    @property
    def name(self) -> str:
        return lattice.name(self.funnel)


class EintrichternState(State):
    __slots__ = ("_pending_start", "_table_history", "dice_rolled", "first_hits", "hidden", "history", "kept",
                 "offer", "phase", "plies", "pyramid", "roll", "rules", "taken", "to_move")

    def __init__(self, rules: Rules, first_player: int | None = None) -> None:
        self.rules = rules
        self.pyramid = Pyramid()
        self.kept = [0] * rules.num_players          # red dice won per player
        self.first_hits: tuple[int, ...] = ()        # per hit, the player who made it (for E3)
        self.to_move = 0 if first_player is None else first_player
        self.phase = DEAL
        self._pending_start = first_player is None
        self.roll: Roll | None = None                # the roll the player to move must match
        self.taken = False                           # that roll was taken over
        self.offer: Roll | None = None               # the neighbour's failed roll, in CHOOSE
        self.dice_rolled: Roll | None = None         # the last roll made (for display)
        self.history: tuple[Reveal, ...] = ()
        # ... as the table remembers it (a miss's sum forgotten, PY6): kept along, so that what the table
        # sees is made at once at every move of a long game (the move log reads it for each one)
        self._table_history: tuple[Reveal, ...] = ()
        self.plies = 0
        self.hidden = False                          # an observation: yellow orientations unknown

    # -- protocol -------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.rules.num_players

    def current_player(self) -> int:
        if self.phase in (CHOOSE, LIFT):
            return self.to_move
        if self.phase == OVER:
            return TERMINAL
        return CHANCE

    def acting_player(self) -> int:
        if self.phase in (CHOOSE, LIFT, ROLL):
            return self.to_move
        return TERMINAL if self.phase == OVER else CHANCE

    def chance_outcomes(self) -> list[tuple[EintrichternMove, float]]:
        if self.phase == ROLL:
            return list(ROLL_OUTCOMES)
        if self.phase == START:
            return [(Start(p), 1 / self.num_players) for p in range(self.num_players)]
        return []   # the deal: 24**45 outcomes, drawn by sample_chance

    def sample_chance(self, rng) -> EintrichternMove:
        if self.phase == DEAL:
            return Deal("".join(ORIENTATION_LETTERS[rng.randrange(24)] for _ in YELLOWS))
        return super().sample_chance(rng)

    def legal_moves(self) -> list[EintrichternMove]:
        if self.phase == OVER:
            return []
        if self.phase == DEAL:
            return [self.sample_chance(random.Random(0))]   # one example; any deal is legal
        if self.phase in (START, ROLL):
            return [m for m, _ in self.chance_outcomes()]
        if self.phase == CHOOSE:
            return [NewRoll(), TakeOver()]
        return [Lift(p) for p in self.covered()]

    def reveals(self, move: object) -> bool:  # type: ignore[override]
        """A lift shows a funnel's sum to everybody: it can never be taken back (D6)."""
        return isinstance(move, Lift)

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if isinstance(move, Deal):
            if self.phase != DEAL:
                return reason("dealt")
            return None if decode_orientations(move.code, YELLOWS) is not None else reason("bad_deal")
        if self.phase == DEAL:
            return reason("deal_first")
        if isinstance(move, Start):
            if self.phase != START:
                return reason("not_start")
            return None if 0 <= move.player < self.num_players else reason("bad_start")
        if self.phase == START:
            return reason("start_first")
        if isinstance(move, Roll):
            if self.phase == CHOOSE:
                return reason("choose_first", total=self.offer.total)
            if self.phase != ROLL:
                return reason("already_rolled")
            ok = len(move.dice) == 3 and all(isinstance(d, int) and 1 <= d <= 6 for d in move.dice)
            if not ok:
                return reason("bad_roll")
            return None if tuple(sorted(move.dice)) == tuple(move.dice) else reason("bad_roll")
        if isinstance(move, (NewRoll, TakeOver)):
            return None if self.phase == CHOOSE else reason("nothing_to_take")
        if isinstance(move, Lift):
            if self.phase == ROLL:
                return reason("roll_first")
            if self.phase == CHOOSE:
                return reason("choose_first", total=self.offer.total)
            p = move.position
            if not (isinstance(p, tuple) and len(p) == 3 and all(isinstance(c, int) for c in p)):
                return reason("not_a_move")
            name = "".join(str(c) for c in p)
            if p not in FUNNEL_SET:
                return reason("not_a_funnel", funnel=name)
            if p not in self.pyramid:
                return reason("open_funnel", funnel=name)
            return None
        return reason("not_a_move")

    def apply(self, move: EintrichternMove) -> None:
        self.plies += 1
        if isinstance(move, Lift):
            self._lift(move.position)
        elif isinstance(move, Roll):
            self.roll = move
            self.dice_rolled = move
            self.taken = False
            self.phase = LIFT
        elif isinstance(move, NewRoll):
            self.offer = None
            self.phase = ROLL
        elif isinstance(move, TakeOver):
            self.roll = self.offer
            self.taken = True
            self.offer = None
            self.phase = LIFT
        elif isinstance(move, Deal):
            self._deal(move)
        elif isinstance(move, Start):
            self.to_move = move.player
            self._pending_start = False
            self.phase = ROLL

    def _deal(self, move: Deal) -> None:
        orientations = decode_orientations(move.code, YELLOWS)
        dice = {p: Die("yellow", o) for p, o in zip(YELLOWS, orientations)}
        dice.update({p: Die("red", red_orientation(p)) for p in FUNNELS})
        self.pyramid = Pyramid(dice)
        self.phase = START if self._pending_start else ROLL

    def _lift(self, p: Pos) -> None:
        total = self.funnel_sum(p)
        player = self.to_move
        hit = total == self.roll.total
        reveal = Reveal(p, total, player, self.roll.total, hit, self.plies - 1, self.taken)
        self.history = self.history + (reveal,)
        self._table_history = self._table_history + (reveal if hit else replace(reveal, total=None),)
        failed = self.roll
        self.roll = None
        self.taken = False
        if hit:
            del self.pyramid.dice[p]            # the funnel stays open and leaves the game
            self.kept[player] += 1
            self.first_hits = self.first_hits + (player,)
            if self.kept[player] >= self.rules.target or not self.covered():
                self.phase = OVER
            else:
                self.phase = ROLL                # the same player rolls again
        else:                                    # the red die goes back; the turn passes left
            self.to_move = (player + 1) % self.num_players
            self.offer = failed
            self.phase = CHOOSE

    def funnel_sum(self, p: Pos) -> int:
        """The sum funnel `p` shows: pips the three yellow dice point into it.

        Raises ValueError in an observation (the orientations are hidden there)."""
        if self.hidden:
            raise ValueError("an observation does not know the yellow dice's orientations")
        return self.pyramid.funnel_sum(p)

    def move_words(self, move) -> Text:
        if isinstance(move, Deal):
            return Text("the dice are set out", "die Würfel werden verteilt")
        if isinstance(move, Start):
            return Text(f"{{seat{move.player}}} begins", f"{{seat{move.player}}} beginnt")
        if isinstance(move, Roll):
            dice = ", ".join(str(d) for d in move.dice)
            return Text(f"rolls {move.total} ({dice})", f"würfelt {move.total} ({dice})")
        if isinstance(move, NewRoll):
            return Text("rolls anew", "würfelt neu")
        if isinstance(move, TakeOver):
            total = self.offer.total if self.offer else "?"
            return Text(f"takes over the {total}", f"übernimmt die {total}")
        if isinstance(move, Lift):
            # Never the sum: the reveal shows it for a while (PY6), the log would keep it for good; which
            # funnel it was is the notation's (on hover), and a hit shows by the player rolling again.
            return Text("lifts a red die", "hebt einen roten Würfel")
        return super().move_words(move)

    def public_text(self, move) -> str:
        """A deal is shown as "deal": its letters would give the dice away (and fill the log)."""
        return "deal" if isinstance(move, Deal) else self.format_move(move)

    def parse_move(self, text: str) -> EintrichternMove:
        return parse(str(text))  # str(): a move object reads back as itself

    # -- public information -----------------------------------------------------------------
    def covered(self) -> list[Pos]:
        """Funnels still covered by a red die, in lattice order."""
        return [p for p in FUNNELS if p in self.pyramid.dice]

    def open_funnels(self) -> list[Pos]:
        return [p for p in FUNNELS if self.phase != DEAL and p not in self.pyramid.dice]

    @property
    def last_reveal(self) -> Reveal | None:
        return self.history[-1] if self.history else None

    def announced(self) -> dict[Pos, int]:
        """Every funnel whose sum was announced, with that sum, as far as this state remembers it (a
        player's observation: all; the table: the hits)."""
        return {r.funnel: r.total for r in self.history if r.total is not None}

    # -- scoring ----------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [float(k) for k in self.kept]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.kept)
        leaders = [p for p, k in enumerate(self.kept) if k == best]
        if len(leaders) > 1 and self.rules.tie == TIE_FIRST:
            # E3 option: the leader who got his last red die first.
            for index, player in enumerate(self.first_hits):
                if player in leaders and self.first_hits[:index + 1].count(player) == best:
                    return [player]
        return leaders

    def returns(self) -> list[float]:
        win = self.winners()
        if not win:
            return [0.0] * self.num_players
        return [1.0 / len(win) if p in win else -1.0 for p in range(self.num_players)]

    # -- bookkeeping ------------------------------------------------------------------
    def clone(self) -> EintrichternState:
        other = EintrichternState.__new__(EintrichternState)
        other.rules = self.rules
        other.pyramid = self.pyramid.copy()
        other.kept = list(self.kept)
        other.first_hits = self.first_hits
        other.to_move = self.to_move
        other.phase = self.phase
        other._pending_start = self._pending_start
        other.roll = self.roll
        other.taken = self.taken
        other.offer = self.offer
        other.dice_rolled = self.dice_rolled
        other.history = self.history
        other._table_history = self._table_history
        other.plies = self.plies
        other.hidden = self.hidden
        return other

    def observation(self, player: int) -> EintrichternState:
        """What a player knows: everything but the yellow dice's orientations (E6). The table (`TABLE`)
        does not remember the sum of a miss either (PY6); a hit's is the roll's, and its funnel stays open."""
        other = self.clone()
        if self.phase != DEAL:
            other.pyramid = Pyramid({p: (Die("yellow", UNKNOWN) if d.colour == "yellow" else d)
                                     for p, d in self.pyramid.dice.items()})
            other.hidden = True
        if player == TABLE:
            other.history = self._table_history
        return other

    def key(self) -> Hashable:
        return (self.rules, self.pyramid.key(), tuple(self.kept), self.first_hits, self.to_move,
                self.phase, self._pending_start, self.roll, self.taken, self.offer, self.dice_rolled,
                self.history, self.plies, self.hidden)

    def describe(self) -> str:
        """The 36 funnels as a triangle (rows by x), then players, phase and the last reveal.

        A covered funnel shows its name and `?`, or `=s` once its sum s was announced; an
        open funnel shows its name and `*`."""
        if self.phase == DEAL:
            return "Eintrichtern: the dice are not set out yet"
        announced = self.announced()
        lines = ["funnels (? covered, =s covered with announced sum s, * open):"]
        for x in range(8):
            cells = []
            for p in FUNNELS:
                if p[0] != x:
                    continue
                name = lattice.name(p)
                if p not in self.pyramid.dice:
                    cells.append(f"{name}*  ")
                elif p in announced:
                    cells.append(f"{name}={announced[p]:<2}")
                else:
                    cells.append(f"{name}?  ")
            lines.append(" " * (3 * x) + " ".join(cells))
        kept = ", ".join(f"P{p + 1} {k}" for p, k in enumerate(self.kept))
        lines.append(f"red dice kept: {kept} (target {self.rules.target})")
        if self.last_reveal is not None:
            r = self.last_reveal
            lines.append(f"last lift: P{r.player + 1} lifted {r.name} for {r.roll}: it shows {r.total}, "
                         + ("a hit" if r.hit else "a miss"))
        if self.phase == OVER:
            win = ", ".join(f"P{p + 1}" for p in self.winners())
            lines.append(f"game over; winner: {win}")
        elif self.phase == ROLL:
            lines.append(f"P{self.to_move + 1} rolls")
        elif self.phase == CHOOSE:
            lines.append(f"P{self.to_move + 1} chooses: roll anew (new) or take over {self.offer.total} (take)")
        elif self.phase == LIFT:
            lines.append(f"P{self.to_move + 1} rolled {self.roll} = {self.roll.total}: lift a red die")
        elif self.phase == START:
            lines.append("who starts is drawn")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"EintrichternState(players={self.num_players}, phase={self.phase}, to_move={self.to_move}, "
                f"kept={self.kept}, covered={len(self.covered())})")
