"""The rules of Cui bono?: pull a bottom die, put it back or keep it; kept dice cost minus points.

A turn is two moves of the same player: `Pull` (the row resting on the die slides down, as in
the sandbox: `Pyramid.pull`), then `Put` into a funnel or `Keep`. Rulings CB-1..CB-6 in
docs/rulings.md.
"""
from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text, plural
from gamebox.protocol import CHANCE, TERMINAL, NotationError, State
from gamebox.pyramid import lattice
from gamebox.pyramid.board import COLOUR_NAMES, Die, Pyramid
from gamebox.pyramid.lattice import Pos
from gamebox.pyramid.setups import deal_code, decode_deal

from .moves import EXPECTED, KEEP, CuiBonoMove, Deal, Keep, Pull, Put, parse
from .reasons import reason

DEAL, PULL, PLACE, OVER = "deal", "pull", "place", "over"
COLOURS = ("red", "yellow", "pearl")
COLOUR_CODE = {c: i + 1 for i, c in enumerate(COLOURS)}
FULL = tuple((c, 55) for c in COLOURS)
# The end (CB-4): the game ends when a player keeps his 10th die (2-4 players) or 7th (5-6).
LAST_DIE = {2: 10, 3: 10, 4: 10, 5: 7, 6: 7}
# Minus points per colour (D5, option "points"): the letters name the colours worth 1, 2, 3.
POINTS = {"RYP": ("red", "yellow", "pearl"), "RPY": ("red", "pearl", "yellow"),
          "YRP": ("yellow", "red", "pearl"), "YPR": ("yellow", "pearl", "red"),
          "PRY": ("pearl", "red", "yellow"), "PYR": ("pearl", "yellow", "red")}

# A die of each colour in a sentence, German declension included.
THE_DIE = {"red": Text("the red die", "den roten Würfel"), "yellow": Text("the yellow die", "den gelben Würfel"),
           "pearl": Text("the pearl die", "den perlmuttfarbenen Würfel")}
A_DIE = {"red": Text("a red die", "einen roten Würfel"), "yellow": Text("a yellow die", "einen gelben Würfel"),
         "pearl": Text("a pearl die", "einen perlmuttfarbenen Würfel")}
DIE_WORDS = {"red": Text("pulls a red die", "zieht einen roten Würfel"),
             "yellow": Text("pulls a yellow die", "zieht einen gelben Würfel"),
             "pearl": Text("pulls a pearl die", "zieht einen Perlmuttwürfel")}


@dataclass(frozen=True)
class Rules:
    players: int = 3
    points: str = "RYP"

    @property
    def value(self) -> dict[str, int]:
        """Minus points of a kept die of each colour."""
        return {c: i + 1 for i, c in enumerate(POINTS[self.points])}

    @property
    def last_die(self) -> int:
        return LAST_DIE[self.players]


def edge_lines(p: Pos) -> list[tuple[Pos, ...]]:
    """Rule B: the sloping edges a die at `p` would end, each from its bottom corner up to `p`.
    A place with two coordinates 0 ends one edge; the apex ends all three (CB-2)."""
    if sum(1 for c in p if c == 0) < 2:
        return []
    axes = [i for i, c in enumerate(p) if c != 0] or [0, 1, 2]
    return [tuple(tuple(k if i == a else 0 for i in range(3)) for k in range(lattice.TOP_SUM, p[a] - 1, -1))
            for a in axes]


class CuiBonoState(State):
    def __init__(self, rules: Rules, first_player: int = 0) -> None:
        self.rules = rules
        self.pyramid = Pyramid()
        self.phase = DEAL
        self.to_move = first_player
        self.held: Die | None = None
        self.slides: tuple[tuple[Pos, Pos], ...] = ()    # the last pull's slides, for views
        self.kept: list[list[str]] = [[] for _ in range(rules.players)]
        self.winner_seats: list[int] = []
        # CB-7: every colour arrangement the pyramid has shown after a turn (shared between clones:
        # it is only ever replaced, never changed).
        self.seen: frozenset[bytes] = frozenset()

    @property
    def num_players(self) -> int:
        return self.rules.players

    # -- whose turn ---------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return CHANCE if self.phase == DEAL else self.to_move

    def acting_player(self) -> int:
        """Nobody deals: the box builds the pyramid itself."""
        return self.current_player()

    def chance_outcomes(self) -> list:
        return []     # the deal: too many outcomes to list, drawn by sample_chance

    def sample_chance(self, rng) -> CuiBonoMove:
        if self.phase == DEAL:
            return Deal(deal_code(rng, FULL))
        return super().sample_chance(rng)

    # -- what may be done ---------------------------------------------------------------------
    def pullable(self) -> list[Pos]:
        return self.pyramid.pullable() if self.phase == PULL else []

    def targets(self) -> list[Pos]:
        """The funnels the held die may go into."""
        if self.phase != PLACE:
            return []
        return [f for f in self.pyramid.funnels() if self.why_not_put(f) is None]

    def why_not_put(self, f: Pos) -> Reason | None:
        """Rule A, rule B and the plate, for the die in hand."""
        name = lattice.name(f) if lattice.inside(f) else str(f)
        if not lattice.inside(f) or not self.pyramid.is_funnel(f):
            return reason("not_funnel", pos=name)
        if lattice.layer(f) == 0:
            return reason("plate")
        colour = self.held.colour
        funnel = set(self.pyramid.funnel_colours(f))
        if len(funnel) == 2:
            return reason("two_colours")
        if funnel == {colour}:
            return reason("same_colour", colour=COLOUR_NAMES[colour])
        for line in edge_lines(f):
            if all(q == f or self.pyramid[q].colour == colour for q in line):
                return reason("edge", colour=COLOUR_NAMES[colour])
        if self.arrangement(f) in self.seen:
            return reason("repeat")
        return None

    def arrangement(self, put: Pos | None = None) -> bytes:
        """The pyramid's colours place by place (0 for an empty place), with the held die at `put`."""
        dice = self.pyramid.dice
        code = bytearray(COLOUR_CODE[dice[p].colour] if p in dice else 0 for p in lattice.ALL)
        if put is not None:
            code[lattice.INDEX[put]] = COLOUR_CODE[self.held.colour]
        return bytes(code)

    def why_not_pull(self, p: Pos) -> Reason | None:
        name = lattice.name(p) if lattice.inside(p) else str(p)
        if not lattice.inside(p) or p not in self.pyramid:
            return reason("no_die", pos=name)
        if lattice.layer(p) != 0:
            return reason("not_bottom")
        free = len(lattice.uncovered_upper_faces(self.pyramid.dice, p))
        if free < 2:
            return reason("covered", n=free)
        return None

    def legal_moves(self) -> list[CuiBonoMove]:
        if self.phase == DEAL:
            return [self.sample_chance(random.Random(0))]   # one example; any deal is legal
        if self.phase == PULL:
            return [Pull(p) for p in self.pyramid.pullable()]
        if self.phase == PLACE:
            return [Put(f) for f in self.targets()] + [KEEP]
        return []

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == OVER:
            return reason("game_over")
        if self.phase == DEAL:
            if not isinstance(move, Deal):
                return reason("deal_first")
            return None if decode_deal(move.code, FULL) is not None else reason("bad_deal")
        if isinstance(move, Deal):
            return reason("dealt")
        if isinstance(move, Pull):
            return reason("holding") if self.phase == PLACE else self.why_not_pull(move.position)
        if isinstance(move, (Put, Keep)):
            if self.phase != PLACE:
                return reason("pull_first")
            return self.why_not_put(move.position) if isinstance(move, Put) else None
        return reason("not_a_move")

    # -- playing ------------------------------------------------------------------------------
    def apply(self, move: CuiBonoMove) -> None:
        if isinstance(move, Deal):
            self.pyramid = Pyramid(decode_deal(move.code, FULL))
            self.seen = frozenset((self.arrangement(),))
            self.phase = PULL
            self._no_pull_ends()
            return
        if isinstance(move, Pull):
            self.pyramid = self.pyramid.copy()
            self.held, slides = self.pyramid.pull(move.position)
            self.slides = tuple(slides)
            self.phase = PLACE
            return
        if isinstance(move, Put):
            self.pyramid = self.pyramid.copy()
            self.pyramid.place(move.position, self.held)
        else:
            mine = self.kept[self.to_move] = self.kept[self.to_move] + [self.held.colour]
            if len(mine) >= self.rules.last_die:
                self.held = None
                self._end()
                return
        self.held, self.slides = None, ()
        self.seen = self.seen | {self.arrangement()}
        self.to_move = (self.to_move + 1) % self.rules.players
        self.phase = PULL
        self._no_pull_ends()

    def _no_pull_ends(self) -> None:
        """CB-6: with no die left to pull, the game ends as it stands."""
        if not self.pyramid.pullable():
            self._end()

    def _end(self) -> None:
        self.phase = OVER
        ranks = [(self.points(p), len(self.kept[p])) for p in range(self.num_players)]
        best = min(ranks)
        self.winner_seats = [p for p in range(self.num_players) if ranks[p] == best]

    # -- scores -------------------------------------------------------------------------------
    def points(self, player: int) -> int:
        value = self.rules.value
        return sum(value[c] for c in self.kept[player])

    def scores(self) -> list[float]:
        return [float(-self.points(p)) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.num_players
        share = 1.0 / len(self.winner_seats)
        return [share if p in self.winner_seats else 0.0 for p in range(self.num_players)]

    # -- notation and words -------------------------------------------------------------------
    def parse_move(self, text: str) -> CuiBonoMove:
        move = parse(str(text))
        if move is None:
            raise NotationError(text, EXPECTED)
        return move

    def public_text(self, move: CuiBonoMove) -> str:
        """A deal is shown as "deal": its 330 letters would fill the log."""
        return "deal" if isinstance(move, Deal) else self.format_move(move)

    def move_words(self, move: CuiBonoMove) -> Text:
        if isinstance(move, Deal):
            return Text("the pyramid is set up", "die Pyramide wird aufgebaut")
        if isinstance(move, Pull):
            die = self.pyramid.get(move.position)
            return DIE_WORDS[die.colour] if die else Text("pulls a die", "zieht einen Würfel")
        if isinstance(move, Put):
            return Text("puts it back", "legt ihn zurück")
        if isinstance(move, Keep):
            n = self.rules.value[self.held.colour] if self.held else 0
            return plural(n, Text("keeps it (−1 point)", "behält ihn (−1 Punkt)"),
                          Text("keeps it (−{n} points)", "behält ihn (−{n} Punkte)"))
        return super().move_words(move)

    # -- copies -------------------------------------------------------------------------------
    def clone(self) -> CuiBonoState:
        other = CuiBonoState.__new__(CuiBonoState)
        other.__dict__.update(self.__dict__)      # the pyramid is copied on write (apply)
        other.kept = [list(k) for k in self.kept]
        other.winner_seats = list(self.winner_seats)
        return other

    def observation(self, player: int) -> CuiBonoState:
        return self.clone()                       # nothing is hidden

    def describe(self) -> str:
        """The pyramid, the die in hand, what each player kept and whose turn it is (`gamebox replay`)."""
        held = "" if self.held is None else f"\nin hand: {COLOUR_NAMES[self.held.colour].en}"
        kept = ", ".join(f"seat {s + 1} kept {''.join(k) or 'nothing'}" for s, k in enumerate(self.kept))
        end = "game over" if self.phase == OVER else f"seat {self.to_move + 1} to {self.phase}"
        return f"{self.pyramid.describe()}{held}\n{kept}\n{end}"

    def key(self) -> Hashable:
        return (self.phase, self.to_move, self.pyramid.key(), self.held, tuple(map(tuple, self.kept)), self.seen)
