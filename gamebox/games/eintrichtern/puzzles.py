"""Eintrichtern's memory drills (mined by bench/mine_eintrichtern_puzzles.py from selfplay).

A drill is a real game's record up to a moment between your turns; then you watch the others' turns of
that game as they were played (their rolls, their lifts, every sum shown for its full time, as in the
game), until your neighbour misses. Take over his roll and lift a funnel that shows it: one of the sums
you saw. The model checks it: a lift whose funnel shows the roll's sum is a hit, and a hit solves the
drill (whichever funnel it is); the shipped answers are the funnels shown in the drill with that sum.
The others' moves and the dice are the record's, fixed by the referee (`reply`, `chance`).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text, plural
from gamebox.pyramid import lattice
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict

from .moves import Lift, NewRoll, TakeOver
from .state import CHOOSE, LIFT, TIE_FIRST, TIE_SHARED

GAME = "eintrichtern"
FILENAME = "puzzles.jsonl.gz"
THEME = Text("Memory", "Gedächtnis")
ORDINALS_EN = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
ORDINALS_DE = ("erste", "zweite", "dritte", "vierte", "fünfte", "sechste", "siebte", "achte", "neunte", "zehnte")


def seat_name(seat: int) -> Text:
    return Text(f"Player {seat + 1}", f"Spieler {seat + 1}")


def difficulty(reveals: int, age: int, near: int, same: int) -> int:
    """A drill's rating (docs/design/puzzles.md): more sums to keep, the wanted one longer ago, more sums
    one away from it (easy to mix up) make it harder; the wanted sum shown twice makes it easier."""
    value = 450 + 110 * reveals + 120 * age + 90 * near - 120 * (same - 1)
    return int(round(min(2400, max(600, value)) / 10) * 10)


def recall(age: int, r0: float, tau: float) -> float:
    """The box's memory model (ai.py): the chance of recalling a sum shown `age` sums ago."""
    return r0 * math.exp(-age / tau)


GOAL = Text("Watch the sums as the others lift. When your neighbour misses, take over his roll and lift a "
            "funnel that shows it.",
            "Merke dir die Summen, die die anderen aufdecken. Wenn dein Nachbar danebenliegt, übernimm seinen "
            "Wurf und hebe einen Trichter, der ihn zeigt.")


def entry(data: dict) -> Puzzle:
    players, seat = int(data["players"]), int(data["seat"])
    if not 2 <= players <= 8 or not 0 <= seat < players:
        raise ValueError("players or seat out of range")
    tie = str(data.get("tie", TIE_SHARED))
    if tie not in (TIE_SHARED, TIE_FIRST):
        raise ValueError(f"unknown tie rule {tie!r}")
    moves, sequence = data["moves"], data["sequence"]
    for name, texts in (("moves", moves), ("sequence", sequence)):
        if not isinstance(texts, list) or not all(isinstance(m, str) and len(m) <= 60 for m in texts):
            raise TypeError(f"{name} must be short strings")
    answers = [str(a) for a in data["answers"]]
    if not answers:
        raise ValueError("a drill needs an answer")
    first = data["first_player"]
    rating = difficulty(int(data["reveals"]), int(data["age"]), int(data["near"]), len(answers))
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=players, moves=tuple(moves),
                  goal=GOAL, rating=rating, first_player=None if first is None else int(first),
                  options={"tie": tie}, theme=THEME,
                  data={"sequence": tuple(sequence), "total": int(data["total"]), "answers": tuple(answers),
                        "reveals": int(data["reveals"])})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


class DrillReferee(Referee):
    def _index(self, puzzle: Puzzle, state) -> int:
        """How far into the watched sequence `state` is (every move counts one ply)."""
        return state.plies - len(puzzle.moves)

    def _stored(self, puzzle: Puzzle, state) -> str | None:
        index = self._index(puzzle, state)
        sequence = puzzle.data["sequence"]
        return sequence[index] if 0 <= index < len(sequence) else None

    def chance(self, puzzle: Puzzle, state):
        text = self._stored(puzzle, state)
        return state.parse_move(text) if text is not None else None

    def reply(self, puzzle: Puzzle, state):
        return self._stored(puzzle, state)

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        total = puzzle.data["total"]
        last = played[-1]
        if last == str(TakeOver()):
            return Verdict(GOOD, Text(f"Now lift a funnel that shows {total}.",
                                      f"Jetzt hebe einen Trichter, der {total} zeigt."))
        if last == str(NewRoll()):
            return Verdict(FAILED, Text(f"The drill was to take over the {total}: {self._where(puzzle).en}",
                                        f"Die Übung war, die {total} zu übernehmen: {self._where(puzzle).de}"))
        reveal = state.history[-1] if state.history else None
        if reveal is not None and reveal.hit:
            return Verdict(SOLVED, Text(f"Solved: it shows {total}.", f"Gelöst: er zeigt {total}."))
        shown = reveal.total if reveal is not None else "?"
        return Verdict(FAILED, Text(f"It shows {shown}. {self._where(puzzle).en}",
                                    f"Er zeigt {shown}. {self._where(puzzle).de}"))

    def _where(self, puzzle: Puzzle) -> Text:
        """Where the wanted sum was shown, in the order of the drill's lifts."""
        order = self._lifts(puzzle)
        total = puzzle.data["total"]
        places = [i for i, (funnel, _, _) in enumerate(order) if funnel in puzzle.data["answers"]]
        if not places:
            return Text("", "")
        i = places[0]
        who = seat_name(order[i][1])
        return Text(f"The {total} was under the {ORDINALS_EN[i]} red die lifted ({who.en}).",
                    f"Die {total} lag unter dem {ORDINALS_DE[i]}n gehobenen roten Würfel ({who.de}).")

    def _lifts(self, puzzle: Puzzle) -> list[tuple[str, int, int]]:
        """The drill's lifts: (funnel, who lifted, the sum it showed)."""
        state = self.start(puzzle)
        out = []
        for text in puzzle.data["sequence"]:
            move = state.parse_move(text)
            who = state.current_player()
            state.apply(move)
            if isinstance(move, Lift):
                out.append((text, who, state.history[-1].total))
        return out

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        if state.phase == CHOOSE and state.current_player() == puzzle.seat:
            return TakeOver()
        if state.phase == LIFT and state.current_player() == puzzle.seat:
            return state.parse_move(puzzle.data["answers"][0])
        return None

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        seen = len(self._lifts_seen(puzzle, state))
        return plural(seen, Text("1 sum shown so far", "bisher 1 Summe gezeigt"),
                      Text("{n} sums shown so far", "bisher {n} Summen gezeigt"))

    def _lifts_seen(self, puzzle: Puzzle, state) -> list:
        index = min(self._index(puzzle, state), len(puzzle.data["sequence"]))
        return [t for t in puzzle.data["sequence"][:index] if len(t) == 3 and t.isdigit()]

    def proof(self, puzzle: Puzzle) -> Proof:
        total = puzzle.data["total"]
        rows = []
        for i, (funnel, who, shown) in enumerate(self._lifts(puzzle)):
            good = funnel in puzzle.data["answers"]
            rows.append(ProofRow(Text(f"{ORDINALS_EN[i].capitalize()} lift ({seat_name(who).en})",
                                      f"{ORDINALS_DE[i].capitalize()} Hebung ({seat_name(who).de})"),
                                 Text(f"showed {shown}", f"zeigte {shown}"), good))
        summary = Text(f"Your neighbour missed with {total}. The game's own rules check the lift: a funnel that "
                       f"shows {total} is a hit, and {total} was shown in the drill.",
                       f"Dein Nachbar hat mit {total} danebengelegen. Die Regeln des Spiels prüfen die Hebung: "
                       f"ein Trichter, der {total} zeigt, ist ein Treffer, und {total} wurde in der Übung gezeigt.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        problems = []
        start_plies = state.plies
        for text in puzzle.data["sequence"]:
            move = state.parse_move(text)
            who = state.current_player()
            if who == puzzle.seat:
                return [f"{text}: the drill's player moves in the sequence"]
            if state.why_illegal(move) is not None:
                return [f"{text} is illegal in the sequence"]
            state.apply(move)
        if state.plies - start_plies != len(puzzle.data["sequence"]):
            problems.append("the sequence's plies do not count")
        if state.phase != CHOOSE or state.current_player() != puzzle.seat or state.offer is None:
            return problems + ["the sequence does not end with the player choosing after a miss"]
        total = puzzle.data["total"]
        if state.offer.total != total:
            problems.append(f"the roll to take over is {state.offer.total}, not {total}")
        lifts = self._lifts(puzzle)
        if len(lifts) != puzzle.data["reveals"]:
            problems.append(f"{len(lifts)} sums are shown, not {puzzle.data['reveals']}")
        shown = {funnel for funnel, _, value in lifts if value == total}
        covered = {lattice.name(p) for p in state.covered() if state.funnel_sum(p) == total}
        if set(puzzle.data["answers"]) != shown & covered:
            problems.append(f"the answers are {sorted(shown & covered)}, not {sorted(puzzle.data['answers'])}")
        taken = state.clone()
        taken.apply(TakeOver())
        for answer in puzzle.data["answers"]:
            lifted = taken.clone()
            lifted.apply(lifted.parse_move(answer))
            if not lifted.history[-1].hit:
                problems.append(f"{answer} is no hit")
        return problems
