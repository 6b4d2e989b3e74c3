"""Scrabble 6×6's puzzles, "find the top play": a real game's position (selfplay of the box's own players,
mined by bench/mine_scrabble6_puzzles.py), the seat to move with its rack; exactly one placement scores most,
and clearly more than every other.

The proof is the game's full move generator (movegen.py, the one the strong player and the hints use):
every placement of the rack, the blank as every letter the words allow (`lean=False`), scored by the game's
scorer. The top score must be one placement's alone, at least `MARGIN` points above the next. Judging is a
look-up (the player's placement is the stored one, or not); `verify` generates and scores every placement
again. Racks with two blanks are left out: their full list runs to tens of thousands of placements.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict

from .moves import Place, parse
from .movegen import placements
from .state import MOVE
from .tiles import BLANK

GAME = "scrabble6"
FILENAME = "puzzles.jsonl.gz"
LANGUAGE = "de"                 # the game's default word list
MARGIN = 2                      # the top play's lead over the second, at least
MIN_PLAYS = 10                  # fewer placements to choose from is no puzzle
LEVELS = ("search:easy", "search:strong")   # greedy and medium play the top score by definition
TOP = Text("Top play", "Bester Zug")
BLANK_THEME = Text("Use the blank", "Den Joker nutzen")
COVER = Text("Cover a letter", "Einen Buchstaben überdecken")
THROUGH = Text("Play through the board", "Durch das Brett legen")


def difficulty(plays: int, margin: int, misses: int) -> int:
    """A puzzle's rating (docs/design/puzzles.md): more placements to look through, a narrower lead of the
    top play over the second, and the box's easy and strong levels missing it make it harder."""
    value = 450 + 110 * math.log2(max(plays, 1)) - 130 * math.log2(max(margin, 1)) + 150 * misses
    return int(round(min(2400, max(600, value)) / 10) * 10)


def theme(uses_blank: bool, covers: int, through: int) -> Text:
    """The puzzle's kind, by its top play: it uses the blank; or its word runs through two or more letters of
    the board; or it covers a letter of the board (the game's own move: TANNE becomes TANTE)."""
    if uses_blank:
        return BLANK_THEME
    if through >= 2:
        return THROUGH
    return COVER if covers else TOP


def scored_placements(state) -> list[tuple[int, Place, tuple]]:
    """Every legal placement of the mover's rack with its points and words, best first (the full list:
    the blank as any letter, also where a real tile of it is on the rack)."""
    rack = state.racks[state.to_move]
    size, scorer = state.rules.size, state.scorer
    base = scorer.base_lines(state.tops())
    out = []
    for move in placements(state, rack, lean=False):
        words = tuple(scorer.placement_words(base, [(r * size + c, letter) for r, c, letter in move.tiles]))
        out.append((sum(w.points for w in words), move, words))
    out.sort(key=lambda t: (-t[0], t[1].tiles))
    return out


def top_play(state) -> dict | None:
    """The position's claim, if it is a puzzle: its top play (unique, `MARGIN` ahead), its points, the
    second best's, how many placements there are, and the top play's words."""
    if state.phase != MOVE or state.racks[state.to_move].count(BLANK) > 1:
        return None
    found = scored_placements(state)
    if len(found) < MIN_PLAYS or found[0][0] - found[1][0] < MARGIN:
        return None
    points, move, words = found[0]
    covers = sum(1 for r, c, _letter in move.tiles if state.stacks[state.geometry.index(r, c)])
    return {"best": str(move), "points": points, "second": found[1][0], "plays": len(found),
            "words": [w.text for w in words], "blank": any(letter.islower() for _r, _c, letter in move.tiles),
            "covers": covers, "through": str(move).count(".")}


def goal_text(rack: str) -> Text:
    shown = " ".join("?" if t == BLANK else t for t in rack)
    return Text(f"Find the play that scores most (your rack: {shown})",
                f"Finde den Zug, der am meisten zählt (deine Steine: {shown})")


def entry(data: dict) -> Puzzle:
    seat, first = int(data["seat"]), int(data["first_player"])
    if not 0 <= seat < 2 or not 0 <= first < 2:
        raise ValueError("seat or first player out of range")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 40 for m in moves):
        raise TypeError("moves must be short strings")
    best = parse(str(data["best"]))
    if not isinstance(best, Place):
        raise ValueError("the top play must be a placement")
    points, second, plays = int(data["points"]), int(data["second"]), int(data["plays"])
    if points - second < MARGIN or plays < MIN_PLAYS:
        raise ValueError("the top play must lead the second")
    words = [str(w) for w in data["words"]]
    uses_blank, covers, through = bool(data["blank"]), int(data["covers"]), int(data["through"])
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=2, moves=tuple(moves),
                  goal=goal_text(str(data["rack"])), rating=difficulty(plays, points - second, int(data["misses"])),
                  first_player=first, options={"language": LANGUAGE}, theme=theme(uses_blank, covers, through),
                  data={"best": str(best), "points": points, "second": second, "plays": plays,
                        "words": tuple(words), "blank": uses_blank, "covers": covers, "through": through, "rack": str(data["rack"])})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


def _points(n: int) -> Text:
    return Text(f"{n} point{'s' if n != 1 else ''}", f"{n} Punkt{'e' if n != 1 else ''}")


def _same(a, b) -> bool:
    return isinstance(a, Place) and isinstance(b, Place) and sorted(a.tiles) == sorted(b.tiles)


class TopPlayReferee(Referee):
    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        top = _points(puzzle.data["points"])
        mine = parse(played[-1]) if played else None
        if _same(mine, parse(puzzle.data["best"])):
            return Verdict(SOLVED, Text(f"Solved: the top play, {top.en}.", f"Gelöst: der beste Zug, {top.de}."))
        last = getattr(state, "last", None)
        if isinstance(mine, Place) and last is not None and last.player == puzzle.seat:
            got = _points(last.points)
            return Verdict(FAILED, Text(f"That scores {got.en}; the top play scores {top.en}.",
                                        f"Das zählt {got.de}; der beste Zug zählt {top.de}."))
        return Verdict(FAILED, Text(f"A placement scores {top.en}.", f"Ein Zug zählt {top.de}."))

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        return parse(puzzle.data["best"])

    def proof(self, puzzle: Puzzle) -> Proof:
        data = puzzle.data
        words = ", ".join(data["words"])
        rows = (ProofRow(Text(words, words), _points(data["points"]), True),
                ProofRow(Text(f"The best of the other {data['plays'] - 1} placements",
                              f"Der beste der anderen {data['plays'] - 1} Züge"), _points(data["second"]), False))
        summary = Text(f"The game's move generator made all {data['plays']} placements of your rack and scored "
                       "each: one scores most.",
                       f"Der Zuggenerator des Spiels hat alle {data['plays']} Züge mit deinen Steinen gebildet "
                       "und gezählt: einer zählt am meisten.")
        return Proof(summary, rows)

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        if state.phase != MOVE or state.to_move != puzzle.seat:
            return ["the moves do not lead to the puzzle's player's turn"]
        if state.racks[puzzle.seat] != puzzle.data["rack"]:
            return [f"the rack is {state.racks[puzzle.seat]}, the puzzle has {puzzle.data['rack']}"]
        claim = top_play(state)
        if claim is None:
            return ["no single placement scores clearly most"]
        problems = []
        if not _same(parse(claim["best"]), parse(puzzle.data["best"])):
            problems.append(f"the top play is {claim['best']}, the puzzle has {puzzle.data['best']}")
        for key in ("points", "second", "plays"):
            if claim[key] != puzzle.data[key]:
                problems.append(f"{key} is {claim[key]}, the puzzle has {puzzle.data[key]}")
        return problems
