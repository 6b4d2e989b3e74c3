"""Bunte Kuh's reaction drills (mined by bench/mine_buntekuh_puzzles.py from selfplay).

A drill is a real game's record up to a roll of the three pearl dice. Find a funnel whose three faces add
up to the roll and call "Stopp!" on it, or call "Niete" if none does, before another player calls (at a
time the drill fixes, on the game's own clock: he calls right). The model proves the answer: the rules'
`matches` are the funnels that show the sum, and a call is right exactly when the rules say so. The rating
is measured as Raffzahn's: the box's easy, medium and strong levels (the reaction model calibrated on
people, docs/design/realtime.md) play each drill twenty times, and the shares that call right in time set it.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text
from gamebox.pyramid import lattice
from gamebox.pyramid.words import in_layer
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict
from gamebox.realtime import Action, RealTimeAgent

from .moves import Call, Niete
from .state import SEARCH

GAME = "buntekuh"
FILENAME = "puzzles.jsonl.gz"
THEME = Text("Quick sums", "Schnell gerechnet")


def difficulty(shares: Sequence[float]) -> int:
    """A drill's rating from the shares of the box's easy, medium and strong levels that call right in
    time: each that fails adds."""
    value = 600 + sum(600 * (1.0 - share) for share in shares)
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(total: int, seconds: float) -> Text:
    return Text(f"The dice show {total}: call “Stopp!” on a funnel that shows {total}, or “Niete” if none does, "
                f"before the others (in {seconds:.1f} s)",
                f"Die Würfel zeigen {total}: rufe „Stopp!“ auf einen Trichter, der {total} zeigt, oder „Niete“, "
                f"wenn keiner es tut, vor den anderen (in {seconds:.1f} s)".replace(".", ",", 1))


def entry(data: dict) -> Puzzle:
    players, seat = int(data["players"]), int(data["seat"])
    if not 2 <= players <= 6 or not 0 <= seat < players:
        raise ValueError("players or seat out of range")
    moves, times = data["moves"], data["times"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 400 for m in moves):
        raise TypeError("moves must be strings")
    if not isinstance(times, list) or len(times) != len(moves):
        raise ValueError("every move needs its time")
    stamps = tuple((int(at), None if by is None else int(by)) for at, by in times)
    limit = int(data["limit"])
    if not 1000 <= limit <= 90_000:
        raise ValueError("a drill needs a time limit")
    shares = [float(x) for x in data["shares"]]
    total = int(data["total"])
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=players, moves=tuple(moves),
                  goal=goal_text(total, limit / 1000), rating=difficulty(shares),
                  first_player=None if data["first_player"] is None else int(data["first_player"]),
                  theme=THEME, times=stamps,
                  data={"matches": tuple(str(m) for m in data["matches"]), "limit": limit, "total": total,
                        "shares": tuple(shares), "caller": int(data["caller"])})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


def right_call(state, seat: int):
    """A right call for `seat` now: "Stopp!" on the first funnel that shows the sum, else "Niete"."""
    found = state.matches()
    return Call(seat, found[0]) if found else Niete(seat)


class Caller(RealTimeAgent):
    """The others in a drill: one of them calls right when the time is up; nobody else does anything."""

    name = "puzzle"

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.turn: int | None = None

    def next_action(self, state, seat: int) -> Action | None:
        if self.turn is None:
            self.turn = state.turn if state.phase == SEARCH else -1
        if state.phase != SEARCH or state.turn != self.turn or seat != self.puzzle.data["caller"]:
            return None
        return Action(state.landed_at + self.puzzle.data["limit"], right_call(state, seat))


class DrillReferee(Referee):
    def agent(self, puzzle: Puzzle):
        return Caller(puzzle)

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        verdict = state.verdict
        total = puzzle.data["total"]
        if verdict is not None and verdict.right:
            return Verdict(SOLVED, Text("Solved: right.", "Gelöst: richtig."))
        if verdict is not None and verdict.funnel is not None:
            return Verdict(FAILED, Text(f"That funnel shows {verdict.shown}, not {total}.",
                                        f"Dieser Trichter zeigt {verdict.shown}, nicht {total}."))
        return Verdict(FAILED, Text(f"Not a “Niete”: a funnel shows {total}.",
                                    f"Keine „Niete“: ein Trichter zeigt {total}."))

    def after_other(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict | None:
        if state.phase != SEARCH and state.verdict is not None and state.verdict.seat != puzzle.seat:
            return Verdict(FAILED, Text("Another player called first.", "Ein anderer hat zuerst gerufen."))
        return None

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        return right_call(state, puzzle.seat) if state.phase == SEARCH else None

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        if state.phase != SEARCH:
            return None
        left = max(0, puzzle.data["limit"] - (state.now - state.landed_at))
        return Text(f"The others call in {left / 1000:.1f} s", f"Die anderen rufen in {left / 1000:.1f} s".replace(
            ".", ",", 1))

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        total = puzzle.data["total"]
        rows = [ProofRow(Text(f"A funnel {in_layer(lattice.parse(m)).en}", f"Ein Trichter {in_layer(lattice.parse(m)).de}"),
                         Text(f"shows {total}", f"zeigt {total}"), True) for m in puzzle.data["matches"]]
        others = len(state.funnels()) - len(rows)
        rows.append(ProofRow(Text(f"The other {others} funnels", f"Die anderen {others} Trichter"),
                             Text("show other sums", "zeigen andere Summen"), not rows))
        shares = " / ".join(f"{s:.0%}" for s in puzzle.data["shares"])
        summary = Text(f"The rules add up every funnel's three faces. Of the box's easy, medium and strong players, "
                       f"{shares} call right in time.",
                       f"Die Regeln zählen die drei Seiten jedes Trichters zusammen. Von den leichten, mittleren und "
                       f"starken Spielern der gamebox rufen {shares} rechtzeitig richtig.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        if state.phase != SEARCH or state.roll is None:
            return ["the moves do not end with a roll"]
        if state.roll.total != puzzle.data["total"]:
            return [f"the sum is {state.roll.total}, not {puzzle.data['total']}"]
        found = sorted(lattice.name(f) for f in state.matches())
        if found != sorted(puzzle.data["matches"]):
            return [f"the funnels that show it are {found}, not {sorted(puzzle.data['matches'])}"]
        if puzzle.data["caller"] == puzzle.seat or not 0 <= puzzle.data["caller"] < puzzle.seats:
            return ["the one who calls for the others must be another player"]
        return []
