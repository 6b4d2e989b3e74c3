"""Raffzahn's reaction drills (mined by bench/mine_raffzahn_puzzles.py from selfplay).

A drill is a real game's record up to a roll of the turquoise die, by another player; you sit at one
side. Grab every free die that shows you the roll, those your own grabs free included, before the roller
calls "Stopp!" (at a time the drill fixes, on the game's own clock). The others do not grab in a drill.
The model proves the answer: the dice you may grab are the rules' `grabbable` dice, and grabbing never
makes a die unfree, so the dice you can get in the end are one set whatever the order. The rating is
measured: the box's reaction model (ai.py: the easy, medium and strong levels, calibrated on people in
docs/design/realtime.md) plays each drill twenty times, and the shares that grab everything in time set it.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text, plural
from gamebox.pyramid import lattice
from gamebox.pyramid.words import a_die, in_layer
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict
from gamebox.realtime import Action, RealTimeAgent

from .game import INFO
from .moves import Grab, Stop
from .state import GRAB, SEATS

GAME = "raffzahn"
FILENAME = "puzzles.jsonl.gz"
THEME = Text("Quick hands", "Schnelle Hände")


def difficulty(shares: Sequence[float]) -> int:
    """A drill's rating from the shares of the box's easy, medium and strong levels (people as the
    reaction model has them) that grab everything in time: each that fails adds."""
    value = 600 + sum(600 * (1.0 - share) for share in shares)
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(roll: int, count: int, seconds: float) -> Text:
    return plural(count, Text(f"A {roll} is rolled: grab the 1 die that shows you {roll} before “Stopp!” "
                              f"(in {seconds:.1f} s)",
                              f"Eine {roll} ist gewürfelt: raffe den 1 Würfel, der dir {roll} zeigt, vor dem "
                              f"„Stopp!“ (in {seconds:.1f} s)".replace(".", ",", 1)),
                  Text(f"A {roll} is rolled: grab all {{n}} dice that show you {roll}, those your grabs free "
                       f"too, before “Stopp!” (in {seconds:.1f} s)",
                       f"Eine {roll} ist gewürfelt: raffe alle {{n}} Würfel, die dir {roll} zeigen, auch die, "
                       f"die dein Raffen freilegt, vor dem „Stopp!“ (in {seconds:.1f} s)".replace(".", ",", 1)))


def everything(state, seat: int) -> list:
    """Every die `seat` can grab this turn, the others not grabbing: grab while any shows the roll."""
    here = state.clone()
    here.advance_to(here.landed_at)
    out = []
    while True:
        found = here.grabbable(seat)
        if not found:
            return out
        out.append(found[0])
        here.apply(Grab(seat, found[0]))


def entry(data: dict) -> Puzzle:
    seat = int(data["seat"])
    if not 0 <= seat < SEATS:
        raise ValueError("seat out of range")
    moves, times = data["moves"], data["times"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 400 for m in moves):
        raise TypeError("moves must be strings")
    if not isinstance(times, list) or len(times) != len(moves):
        raise ValueError("every move needs its time")
    stamps = tuple((int(at), None if by is None else int(by)) for at, by in times)
    dice = [str(d) for d in data["dice"]]
    limit = int(data["limit"])
    if not dice or not 1000 <= limit <= 60_000:
        raise ValueError("a drill needs dice and a time limit")
    shares = [float(x) for x in data["shares"]]
    roll = int(data["roll"])
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=SEATS, moves=tuple(moves),
                  goal=goal_text(roll, len(dice), limit / 1000), rating=difficulty(shares),
                  first_player=None if data["first_player"] is None else int(data["first_player"]),
                  theme=THEME, times=stamps,
                  data={"dice": tuple(dice), "limit": limit, "roll": roll, "shares": tuple(shares)})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


class Stopper(RealTimeAgent):
    """The others in a drill: they grab nothing, and the roller calls "Stopp!" when the time is up."""

    name = "puzzle"

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.turn: int | None = None

    def next_action(self, state, seat: int) -> Action | None:
        if self.turn is None:
            self.turn = state.turn if state.phase == GRAB else -1
        if state.phase != GRAB or state.turn != self.turn or seat != state.roller:
            return None
        return Action(state.landed_at + self.puzzle.data["limit"], Stop(seat))


class DrillReferee(Referee):
    def agent(self, puzzle: Puzzle):
        return Stopper(puzzle)

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        left = len(everything(state, puzzle.seat)) if state.phase == GRAB else None
        if left == 0:
            return Verdict(SOLVED, Text("Solved: you have every die that showed you the roll.",
                                        "Gelöst: du hast jeden Würfel, der dir den Wurf zeigte."))
        return Verdict(GOOD, plural(left or 0, Text("1 more.", "Noch 1."), Text("{n} more.", "Noch {n}.")))

    def after_other(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict | None:
        if played and played[-1].split(":")[-1] in ("stop", "end") or state.phase != GRAB:
            got = sum(1 for m in played if m.startswith(f"{puzzle.seat + 1}:"))
            total = len(puzzle.data["dice"])
            return Verdict(FAILED, Text(f"“Stopp!” came first: you grabbed {got} of {total}.",
                                        f"Das „Stopp!“ kam zuerst: du hast {got} von {total} gerafft."))
        return None

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        found = state.grabbable(puzzle.seat) if state.phase == GRAB else []
        return Grab(puzzle.seat, found[0]) if found else None

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        if state.phase != GRAB:
            return None
        left = max(0, puzzle.data["limit"] - (state.now - state.landed_at))
        got = sum(1 for m in played if m.startswith(f"{puzzle.seat + 1}:"))
        return Text(f"{got} of {len(puzzle.data['dice'])} grabbed · “Stopp!” in {left / 1000:.1f} s",
                    f"{got} von {len(puzzle.data['dice'])} gerafft · „Stopp!“ in {left / 1000:.1f} s".replace(
                        ".", ",", 1))

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        rows = []
        for name in puzzle.data["dice"]:
            p = lattice.parse(name)
            die = state.pyramid.get(p)
            free = p in state.free_dice()
            where = a_die(die.colour if die else None)
            rows.append(ProofRow(Text(f"{where.en} {in_layer(p).en}".capitalize(), f"{where.de} {in_layer(p).de}"),
                                 Text(f"shows you {puzzle.data['roll']}", f"zeigt dir {puzzle.data['roll']}")
                                 if free else Text(f"shows you {puzzle.data['roll']} once a grab frees it",
                                                   f"zeigt dir {puzzle.data['roll']}, sobald ein Raffen ihn "
                                                   "freilegt"), True))
        shares = " / ".join(f"{s:.0%}" for s in puzzle.data["shares"])
        summary = Text(f"The rules list the free dice that show you the roll; grabbing only frees more. Of the "
                       f"box's easy, medium and strong players, {shares} grab them all in time.",
                       f"Die Regeln zählen die freien Würfel, die dir den Wurf zeigen; Raffen legt nur weitere "
                       f"frei. Von den leichten, mittleren und starken Spielern der gamebox raffen {shares} alle "
                       f"rechtzeitig.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        seat = puzzle.seat
        if state.phase != GRAB or state.roller == seat:
            return ["the moves do not end with another player's roll"]
        if state.roll != puzzle.data["roll"]:
            return [f"the roll is {state.roll}, not {puzzle.data['roll']}"]
        dice = sorted(lattice.name(p) for p in everything(state, seat))
        if dice != sorted(puzzle.data["dice"]):
            return [f"the dice to grab are {dice}, not {sorted(puzzle.data['dice'])}"]
        return []


__all__ = ["INFO", "DrillReferee", "collection", "entry"]
