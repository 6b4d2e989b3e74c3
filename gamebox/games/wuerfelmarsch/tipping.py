"""Tipping puzzles: Würfelmarsch's variant "tipping" for one player, which teaches how dice march.

Your red die lies on the plate, alone or among yellow and pearl dice that do not move. Tip it as in
Würfelmarsch (forward-left, forward-right, left or right, never back; a funnel it closes beats by
the book, WM-2, and can take your die too) to reach the goal within the tips you have:

- `face6`: the 6 faces you (the side you sit at, x=0), anywhere on the plate;
- `face6@404`: the same, in the hollow 404;
- `beat`: beat at least one other die in a funnel your die closes.

A puzzle is dealt as the game's first move, a chance outcome in the record like any deal:

    deal R404a Y133b P215c face6 in4     your die at 404 in orientation a, two others, the goal, 4 tips

so a record replays exactly. `shortest(state)` solves a position by breadth-first search over the
tips (a few thousand positions at most), which the generator, the referee and the hint use.
"""
from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL
from gamebox.pyramid import lattice
from gamebox.pyramid.board import COLOUR_LETTERS, Die, Pyramid
from gamebox.pyramid.lattice import MINUS, Pos
from gamebox.pyramid.setups import LETTER_COLOURS, ORIENTATION_LETTERS

from .moves import Tip, Turn
from .state import OVER, PLAY, MarchState, Rules

DEAL = "deal"
YOU = 0                       # the puzzle's player sits at side x=0 with the red die
MAX_BUDGET = 12
_DIE = re.compile(r"([RYP])(\d{3})([a-x])")
_GOAL = re.compile(r"face([1-6])(?:@(\d{3}))?|beat")

REASONS = {
    "only_tips": Text("In a tipping puzzle the die is only tipped, never turned.",
                      "Im Kipp-Rätsel wird der Würfel nur gekippt, nie gedreht."),
    "deal_first": Text("The puzzle is not dealt yet.", "Das Rätsel ist noch nicht ausgelegt."),
    "bad_deal": Text("That is not a tipping puzzle.", "Das ist kein Kipp-Rätsel."),
}


def _reason(code: str) -> Reason:
    return Reason(code, REASONS[code])


@dataclass(frozen=True)
class TipSpec:
    """A tipping puzzle: the dice (the red one is yours), the goal and the tips allowed."""

    dice: tuple[tuple[Pos, str, int], ...]     # (hollow, colour, orientation), the red die first
    goal: str                                  # "face6", "face6@404" or "beat"
    budget: int

    def __str__(self) -> str:
        parts = [f"{COLOUR_LETTERS[c]}{lattice.name(p)}{ORIENTATION_LETTERS[o]}" for p, c, o in self.dice]
        return f"deal {' '.join(parts)} {self.goal} in{self.budget}"

    @property
    def pip(self) -> int | None:
        m = _GOAL.fullmatch(self.goal)
        return int(m[1]) if m and m[1] else None

    @property
    def hollow(self) -> Pos | None:
        m = _GOAL.fullmatch(self.goal)
        return lattice.parse(m[2]) if m and m[2] else None

    def goal_words(self) -> Text:
        if self.goal == "beat":
            return Text("beat another die with your red one", "mit dem roten Würfel einen anderen schlagen")
        if self.hollow is None:
            return Text(f"tip the red die until its {self.pip} faces you",
                        f"den roten Würfel kippen, bis seine {self.pip} zu dir zeigt")
        return Text(f"red die to the marked hollow, its {self.pip} facing you",
                    f"roter Würfel in die markierte Mulde, seine {self.pip} zu dir")


def parse_spec(text: str) -> TipSpec | None:
    """A deal's text as a spec, or None if it is not a sound puzzle."""
    words = text.split()
    if len(words) < 4 or words[0] != DEAL or not words[-1].startswith("in") or not words[-1][2:].isdigit():
        return None
    goal, budget = words[-2], int(words[-1][2:])
    if not _GOAL.fullmatch(goal) or not 1 <= budget <= MAX_BUDGET:
        return None
    spec_dice = []
    for word in words[1:-2]:
        m = _DIE.fullmatch(word)
        p = lattice.parse(m[2]) if m else None
        if p is None or lattice.layer(p) != 0:
            return None
        spec_dice.append((p, LETTER_COLOURS[m[1]], ORIENTATION_LETTERS.index(m[3])))
    places = [p for p, _, _ in spec_dice]
    if len(set(places)) != len(places) or [c for _, c, _ in spec_dice].count("red") != 1 or spec_dice[0][1] != "red":
        return None
    spec = TipSpec(tuple(spec_dice), goal, budget)
    if spec.hollow is not None and lattice.layer(spec.hollow) != 0:
        return None
    return spec


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the puzzle laid out on the plate."""

    spec: TipSpec

    def __str__(self) -> str:
        return str(self.spec)


class TippingState(MarchState):
    """One player, one red die of his among dice that never move; tips only; a goal and a budget."""

    def __init__(self, rules: Rules, spec: TipSpec | None = None) -> None:
        super().__init__(rules, 0)
        self.pyramid = Pyramid()
        self.spec: TipSpec | None = None
        self.tips = 0
        self.phase = DEAL
        if spec is not None:
            self.apply(Deal(spec))

    # -- the protocol -------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 1

    def current_player(self) -> int:
        if self.phase == DEAL:
            return CHANCE
        return TERMINAL if self.phase == OVER else YOU

    def acting_player(self) -> int:
        return CHANCE if self.phase == DEAL else self.current_player()

    def sample_chance(self, rng) -> Deal:
        """A puzzle from the shipped collection (a freshly generated one if there is none)."""
        from .puzzles import collection

        specs = [parse_spec(p.moves[0]) for p in collection()]
        specs = [s for s in specs if s is not None]
        return Deal(rng.choice(specs) if specs else generate(rng))

    def legal_moves(self) -> list:
        if self.phase == DEAL:
            return [self.sample_chance(random.Random(0))]     # one example; any sound deal is legal
        if self.phase == OVER:
            return []
        return [m for m in super().legal_moves() if isinstance(m, Tip)]

    def why_illegal(self, move: object) -> Reason | None:
        if self.phase == DEAL:
            return None if isinstance(move, Deal) else _reason("deal_first")
        if isinstance(move, Deal):
            return _reason("bad_deal")
        if isinstance(move, Turn):
            return _reason("only_tips")
        return super().why_illegal(move)

    def parse_move(self, text: str):
        if str(text).strip().startswith(DEAL):
            spec = parse_spec(str(text).strip())
            if spec is None:
                from gamebox.protocol import NotationError

                raise NotationError(text, "a deal like 'deal R404a Y133b face6 in4'")
            return Deal(spec)
        return super().parse_move(text)

    def apply(self, move) -> None:
        if isinstance(move, Deal):
            self.spec = move.spec
            self.pyramid = Pyramid({p: Die(c, o) for p, c, o in move.spec.dice})
            self.phase = PLAY
            return
        super().apply(move)
        self.tips += 1
        if self.phase != OVER and (self.goal_met() or self.die() is None or self.tips >= self.spec.budget
                                    or not self.legal_moves()):
            self.phase = OVER

    def _next_turn(self) -> None:
        self.to_move = YOU          # the other dice never move

    def _end_by_score(self) -> None:
        self._end([])               # the plate emptied: your die is gone with the others

    # -- the goal ----------------------------------------------------------------------------
    def die(self) -> Pos | None:
        """Where your red die lies (None once it has left the plate)."""
        return next((p for p, d in self.pyramid.dice.items() if d.colour == "red"), None)

    def goal_met(self) -> bool:
        if self.spec is None:
            return False
        if self.spec.goal == "beat":
            return self.beaten[YOU] > 0
        p = self.die()
        if p is None or (self.spec.hollow is not None and p != self.spec.hollow):
            return False
        return self.pyramid[p].pip(MINUS[YOU]) == self.spec.pip

    def tips_left(self) -> int:
        return 0 if self.spec is None else self.spec.budget - self.tips

    def scores(self) -> list[float]:
        return [1.0 if self.phase == OVER and self.goal_met() else 0.0]

    def winners(self) -> list[int]:
        return []

    def returns(self) -> list[float]:
        return self.scores()

    def move_words(self, move) -> Text:
        if isinstance(move, Deal):
            return Text("lays out the puzzle", "legt das Rätsel aus")
        if isinstance(move, Tip):
            return tip_words(move)
        return super().move_words(move)

    def clone(self) -> TippingState:
        other = TippingState.__new__(TippingState)
        other.__dict__.update(self.__dict__)
        other.winner_seats = list(self.winner_seats)
        return other

    def key(self) -> Hashable:
        return (super().key(), str(self.spec), self.tips)


def tip_words(move: Tip) -> Text:
    """A tip as the player at side x=0 sees it: forward-left, forward-right, left or right (GEOMETRY.md:
    right is p - e_z + e_y, left p - e_y + e_z, forward-right p + e_x - e_z, forward-left p + e_x - e_y)."""
    p, q = move.source, move.target
    if q[0] > p[0]:
        en, de = ("forward-left", "vorwärts links") if q[1] < p[1] else ("forward-right", "vorwärts rechts")
    else:
        en, de = ("left", "links") if q[2] > p[2] else ("right", "rechts")
    return Text(f"tips {en} to {lattice.name(q)}", f"kippt {de} nach {lattice.name(q)}")


# -- solving and making puzzles ---------------------------------------------------------------

def shortest(state: TippingState, limit: int = 20_000) -> tuple[int, list[Tip]] | None:
    """The fewest tips from `state` to the goal and one such line (None if the goal cannot be
    reached within the tips left), by breadth-first search over the positions."""
    if state.phase == OVER:
        return (0, []) if state.goal_met() else None
    start = state.clone()
    seen = {_place(start): None}
    queue = deque([(start, [])])
    while queue:
        here, line = queue.popleft()
        for move in here.legal_moves():
            child = here.clone()
            child.apply(move)
            key = _place(child)
            if key in seen:
                continue
            seen[key] = None
            if child.goal_met():
                return len(line) + 1, line + [move]
            if child.phase != OVER:
                if len(seen) > limit:
                    return None
                queue.append((child, line + [move]))
    return None


def _place(state: TippingState) -> Hashable:
    """What matters for the rest of a puzzle: the dice and what was beaten (the tips are the depth)."""
    return state.pyramid.key(), tuple(state.beaten), tuple(state.removed)


def solutions(state: TippingState, tips: int, memo: dict | None = None) -> int:
    """How many lines of exactly `tips` tips reach the goal (the last tip meeting it)."""
    if state.phase == OVER or tips <= 0:
        return 0
    memo = {} if memo is None else memo
    key = (_place(state), tips)
    if key not in memo:
        count = 0
        for move in state.legal_moves():
            child = state.clone()
            child.apply(move)
            if child.goal_met():
                count += tips == 1
            elif child.phase != OVER:
                count += solutions(child, tips - 1, memo)
        memo[key] = count
    return memo[key]


def generate(rng: random.Random, goal: str | None = None, budget: tuple[int, int] = (2, 6)) -> TipSpec:
    """A fresh puzzle whose goal needs between budget[0] and budget[1] tips, exactly its budget."""
    for _ in range(2_000):
        spec = _candidate(rng, goal)
        state = TippingState(Rules(), spec)
        if state.goal_met():
            continue
        found = shortest(state)
        if found is not None and budget[0] <= found[0] <= budget[1]:
            return TipSpec(spec.dice, spec.goal, found[0])
    raise RuntimeError("no puzzle found")


def _candidate(rng: random.Random, goal: str | None) -> TipSpec:
    hollows = list(lattice.BOTTOM)
    rng.shuffle(hollows)
    kind = goal or rng.choice(("face", "face", "faceat", "beat"))
    mine = next(p for p in hollows if p[YOU] <= 4 and p != lattice.corner_opposite(YOU))
    others = [p for p in hollows if p != mine and p[YOU] >= mine[YOU] - 1][: rng.randint(0, 4) + (kind == "beat") * 2]
    spec_dice = [(mine, "red", rng.randrange(24))]
    spec_dice += [(p, rng.choice(("yellow", "pearl")), rng.randrange(24)) for p in others]
    pip = rng.randint(4, 6) if kind != "beat" else None
    if kind == "beat":
        text = "beat"
    elif kind == "faceat":
        free = [p for p in lattice.BOTTOM if p[YOU] > mine[YOU] and p != lattice.corner_opposite(YOU)
                and all(p != q for q, _, _ in spec_dice)]
        text = f"face{pip}@{lattice.name(rng.choice(free))}" if free else f"face{pip}"
    else:
        text = f"face{pip}"
    return TipSpec(tuple(spec_dice), text, MAX_BUDGET)


__all__ = ["DEAL", "Deal", "TipSpec", "TippingState", "generate", "parse_spec", "shortest", "solutions"]
