"""Hoch und höher's puzzles: one decision after a roll where the best move is worth much more than
the one greedy play makes, and looks wrong (mined by bench/mine_hoch_puzzles.py from selfplay).

Each puzzle ships the exact value of every distinct move (expected final score in solo, the mover's
chance to win in the duel), so judging is a look-up. `verify` solves the puzzle's sub-tree again
(the position before the roll, with the solvers of solver.py and duel_solver.py: well under a
second for the positions chosen) and compares every value.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict

from .game import VARIANTS
from .moves import Roll
from .state import HochState

FILENAME = "puzzles.jsonl.gz"
THEME = Text("Looks wrong", "Sieht falsch aus")
SEARCH_BUDGETS = 4
TOLERANCE = 1e-3          # values are shipped with 4 decimals


def difficulty(choices: int, heuristic_rank: int, found_by_search: int, close: float) -> int:
    """A puzzle's rating from what can be measured (docs/design/puzzles.md): more distinct moves,
    the heuristic ranking the best one lower, searches at small budgets missing it, and a second
    best close to the best (`close` = (second - greedy) / (best - greedy), 0..1) make it harder."""
    value = (800 + 160 * math.log2(max(choices, 2)) + 90 * (heuristic_rank - 2)
             + 140 * (SEARCH_BUDGETS - found_by_search) + 200 * max(0.0, min(1.0, close)))
    return int(round(min(2400, max(600, value)) / 10) * 10)


def is_duel(variant: str) -> bool:
    return variant.startswith("duel")


def value_text(variant: str, value: float) -> Text:
    if is_duel(variant):
        return Text(f"wins {100 * value:.1f} % of games", f"gewinnt {100 * value:.1f} % der Partien".replace(".", ","))
    return Text(f"scores {value:.2f} points on average", f"bringt im Schnitt {value:.2f} Punkte".replace(".", ","))


def goal_text(variant: str, roll: int, best: float, second: float) -> Text:
    """What to reach: a bar between the best move's value and the second best's."""
    if is_duel(variant):
        bar = math.floor(1000 * (best + second) / 2 + 0.5) / 10
        return Text(f"Rolled a {roll}: find a move that wins {bar:.1f} % of games or more",
                    f"Eine {roll} gewürfelt: finde einen Zug, der {bar:.1f} % der Partien oder mehr "
                    "gewinnt".replace(".", ","))
    bar = math.floor(10 * (best + second) / 2 + 0.5) / 10
    return Text(f"Rolled a {roll}: find a move worth {bar:.1f} points or more on average",
                f"Eine {roll} gewürfelt: finde einen Zug, der im Schnitt {bar:.1f} Punkte oder mehr "
                "bringt".replace(".", ","))


def entry(data: dict) -> Puzzle:
    variant = str(data["variant"])
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 8 for m in moves):
        raise TypeError("moves must be short strings")
    groups = data["values"]
    if not isinstance(groups, list) or len(groups) < 2:
        raise ValueError("a puzzle needs at least two distinct moves")
    values = []
    for texts, value in groups:
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            raise TypeError("a group of moves is a list of notations")
        values.append((tuple(texts), float(value)))
    roll = Roll(int(moves[-1][1:])) if moves and moves[-1].startswith("d") else None
    if roll is None:
        raise ValueError("a Hoch puzzle begins right after a roll")
    seat = int(data["seat"])
    duel = is_duel(variant)
    rating = difficulty(len(values), int(data["heuristic_rank"]), int(data["found_by_search"]),
                        float(data["close"]))
    return Puzzle(id=str(data["id"]), game="hoch", variant=variant, seat=seat, seats=2 if duel else 1,
                  moves=tuple(moves), goal=goal_text(variant, roll.value, values[0][1], values[1][1]),
                  rating=rating, first_player=int(data["first_player"]) if duel else 0,
                  options={"end": "first-blocked-roll"},
                  theme=THEME, data={"values": tuple(values), "greedy": str(data["greedy"]),
                                     "position": str(data["position"])})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, "hoch", entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, "hoch", entry)


def _words(state: HochState, texts: Sequence[str]) -> Text:
    words = state.move_words(state.parse_move(texts[0]))
    if len(texts) == 1:
        return words
    return Text(f"{words.en} (or alike)", f"{words.de} (oder gleichwertig)")


class HochReferee(Referee):
    def start(self, puzzle: Puzzle) -> HochState:
        from gamebox import registry
        from gamebox.protocol import Setup

        game = registry.get("hoch")
        state = game.new_state(Setup(puzzle.variant, puzzle.seats, dict(puzzle.options), puzzle.first_player))
        for text in puzzle.moves:
            state.play(state.parse_move(text))
        return state

    def _group(self, puzzle: Puzzle, text: str) -> int | None:
        return next((i for i, (texts, _) in enumerate(puzzle.data["values"]) if text in texts), None)

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        values = puzzle.data["values"]
        index = self._group(puzzle, played[-1])
        if index == 0:
            return Verdict(SOLVED, Text(f"Solved: the best move, it {value_text(puzzle.variant, values[0][1]).en}.",
                                        f"Gelöst: der beste Zug, er {value_text(puzzle.variant, values[0][1]).de}."))
        before = self.start(puzzle)
        got = value_text(puzzle.variant, values[index][1]) if index is not None else Text("?", "?")
        best = _words(before, values[0][0])
        text = Text(f"Not the best: this {got.en}. The best move, {best.en}, "
                    f"{value_text(puzzle.variant, values[0][1]).en}.",
                    f"Nicht der beste Zug: er {got.de}. Der beste, {best.de}, "
                    f"{value_text(puzzle.variant, values[0][1]).de}.")
        return Verdict(FAILED, text)

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        return None if played else state.parse_move(puzzle.data["values"][0][0][0])

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        rows = tuple(ProofRow(_words(state, texts), value_text(puzzle.variant, value), i == 0)
                     for i, (texts, value) in enumerate(puzzle.data["values"]))
        greedy = _words(state, [puzzle.data["greedy"]])
        summary = Text(f"The solver's exact values, with best play after the move. Greedy play would choose "
                       f"{greedy.en}.",
                       f"Die exakten Werte des Lösers, bei bestem Spiel nach dem Zug. Gieriges Spiel würde "
                       f"{greedy.de} wählen.")
        return Proof(summary, rows)

    def verify(self, puzzle: Puzzle) -> list[str]:
        from . import duel_solver, solver
        from .heuristic import canonical_key

        state = self.start(puzzle)
        problems = []
        if state.position() != puzzle.data["position"]:
            problems.append(f"the moves lead to {state.position()}, not {puzzle.data['position']}")
        before = state.clone()
        before.phase, before.roll = "roll", None      # the position before the roll
        if is_duel(puzzle.variant):
            table = duel_solver.solve_duel(puzzle.variant, state.rules.end_rule, starts=[before])
        else:
            table = solver.solve(puzzle.variant, state.rules.end_rule, start=before)
        solved = {state.format_move(m): v for m, v in table.move_values(state)}
        claimed = {t: v for texts, v in puzzle.data["values"] for t in texts}
        if set(solved) != set(claimed):
            problems.append(f"the legal moves are {sorted(solved)}, the puzzle has {sorted(claimed)}")
            return problems
        for text, value in claimed.items():
            if abs(solved[text] - value) > TOLERANCE:
                problems.append(f"{text}: the solver says {solved[text]:.4f}, the puzzle {value:.4f}")
        keys = {}
        for texts, _ in puzzle.data["values"]:
            child = state.clone()
            child.apply(state.parse_move(texts[0]))
            keys[texts] = canonical_key(child)
        if len(set(keys.values())) != len(keys):
            problems.append("two groups of moves lead to the same position")
        best, second = puzzle.data["values"][0][1], puzzle.data["values"][1][1]
        if best <= second + TOLERANCE:
            problems.append("the best move is not clearly best")
        if self._group(puzzle, puzzle.data["greedy"]) in (0, None):
            problems.append("greedy play finds the best move: the puzzle does not look wrong")
        return problems
