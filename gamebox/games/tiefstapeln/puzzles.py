"""Tiefstapeln's bridge puzzles (mined by bench/mine_tiefstapeln_puzzles.py from selfplay).

Two kinds, both positions of real games:

- **reach**: you are the solo builder, your bridge stands; reach the ball with at most N more blocks.
  The proof is a stored solution, the real game's own blocks: replayed through the box's physics it
  touches the ball with N blocks and nothing falls. The physics is deterministic, so the replay proves
  the claim for this build of the engine, and the test replays every solution through whatever physics
  the box has now: a change to the physics that breaks a puzzle fails the test.
- **test**: the final test; you are the team. Take out a block the bridge can do without: the rest must
  stand and still touch the ball. The proof settles the bridge without each block in turn.

The team's blocks during a reach puzzle are the real game's (the team builds on the other arm, so they do
not depend on yours): the referee replays them (`reply`).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text, plural
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict

from .moves import Place, Remove
from .state import BUILD, SOLO, TEST

GAME = "tiefstapeln"
FILENAME = "puzzles.jsonl.gz"
THEMES = {"reach": Text("Reach the ball", "Die Kugel erreichen"),
          "test": Text("The final test", "Die Probe")}


def difficulty(kind: str, blocks: int, margin: float, choices: int = 1, good: int = 1) -> int:
    """A puzzle's rating (docs/design/puzzles.md). Reach: every block to lay, and a bridge whose margin
    (how many more blocks' weight its tip carries) is narrow, make it harder. Test: fewer blocks that
    can go among the blocks there are, and a narrow margin after the removal, make it harder."""
    narrow = 1.0 - min(max(margin, 0.0), 2.0) / 2.0
    if kind == "reach":
        value = 650 + 230 * (blocks - 1) + 450 * narrow
    else:
        value = 650 + 230 * math.log2(max(choices, 1) / max(good, 1)) + 400 * narrow
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(kind: str, blocks: int) -> Text:
    if kind == "reach":
        if blocks == 1:
            return Text("You build alone: reach the ball with your next block",
                        "Du baust allein: erreiche die Kugel mit deinem nächsten Block")
        return Text(f"You build alone: reach the ball with at most {blocks} more blocks",
                    f"Du baust allein: erreiche die Kugel mit höchstens {blocks} weiteren Blöcken")
    return Text("The final test: take out a block the bridge can do without (it must still stand and touch "
                "the ball)",
                "Die Probe: nimm einen Block heraus, ohne den die Brücke auskommt (sie muss stehen und die Kugel "
                "weiter berühren)")


def entry(data: dict) -> Puzzle:
    kind = str(data["kind"])
    if kind not in THEMES:
        raise ValueError(f"unknown kind {kind!r}")
    players, seat = int(data["players"]), int(data["seat"])
    if not 2 <= players <= 8 or not 0 <= seat < players:
        raise ValueError("players or seat out of range")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 60 for m in moves):
        raise TypeError("moves must be short strings")
    margin = float(data["margin"])
    if kind == "reach":
        line = [str(m) for m in data["line"]]
        blocks = int(data["blocks"])
        if not 1 <= blocks <= 8 or len(line) > 40:
            raise ValueError("a reach puzzle lays 1 to 8 blocks")
        rating = difficulty(kind, blocks, margin)
        extra = {"line": tuple(line), "blocks": blocks}
    else:
        good = [int(i) for i in data["removable"]]
        count = int(data["count"])
        if not good or not all(1 <= i <= count for i in good):
            raise ValueError("a test puzzle needs removable blocks of the bridge")
        rating = difficulty(kind, count, margin, count, len(good))
        extra = {"removable": tuple(good), "count": count, "blocks": 1}
    first = data["first_player"]
    # Mined and proven under the physics of version 1 (an entry may name another the box can replay).
    physics = int(data.get("physics", 1))
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=players, moves=tuple(moves),
                  goal=goal_text(kind, extra["blocks"]), rating=rating,
                  first_player=None if first is None else int(first), options={}, theme=THEMES[kind],
                  data={"kind": kind, "margin": margin, **extra}, meta={"physics": physics})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


def _laid(puzzle: Puzzle, state, start) -> int:
    """The solo builder's blocks laid since the puzzle began (a collapse ends the puzzle)."""
    return len(state.sides[SOLO].bridge) - len(start.sides[SOLO].bridge)


_TABLES: dict[str, tuple[dict, dict]] = {}


def _tables(puzzle: Puzzle, start) -> tuple[dict, dict]:
    """Along the real game's line: the team's side before each of its moves -> that move, and the solo
    bridge after each of his blocks -> his next block. The team builds on its own arm, so its side goes
    the same way whatever the solo builder does."""
    tables = _TABLES.get(puzzle.id)
    if tables is None:
        team, solo = {}, {}
        here = start.clone()
        for text in puzzle.data["line"]:
            side = here.side_of(here.current_player())
            if side == SOLO:
                solo.setdefault(here.sides[SOLO].bridge, text)
            else:
                team.setdefault(here.sides[1 - SOLO], text)
            here.apply(here.parse_move(text))
        tables = _TABLES[puzzle.id] = (team, solo)
    return tables


_STARTS: dict[str, object] = {}


class BridgeReferee(Referee):
    def start(self, puzzle: Puzzle):
        """The puzzle's position (its moves settled once by the physics, then kept: every judgement
        asks for it)."""
        state = _STARTS.get(puzzle.id)
        if state is None:
            state = _STARTS[puzzle.id] = super().start(puzzle)
        return state.clone()

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        event = state.event
        if puzzle.data["kind"] == "test":
            if event is not None and event.kind == "removed":
                return Verdict(SOLVED, Text("Solved: the bridge stands and still touches the ball without it.",
                                            "Gelöst: die Brücke steht ohne ihn und berührt die Kugel weiter."))
            why = (Text("the bridge falls", "die Brücke stürzt ein") if event is not None and event.cause
                   not in ("", "loose") else Text("the bridge no longer touches the ball",
                                                  "die Brücke berührt die Kugel nicht mehr"))
            if played and played[-1] == "stop":
                why = Text("you stopped the test", "du hast die Probe beendet")
            return Verdict(FAILED, Text(f"Not this one: {why.en}.", f"Dieser nicht: {why.de}."))
        if event is not None and event.side == SOLO:
            if event.kind == "touch":
                return Verdict(SOLVED, Text("Solved: your bridge touches the ball.",
                                            "Gelöst: deine Brücke berührt die Kugel."))
            if event.kind == "collapse":
                return Verdict(FAILED, Text("Your bridge fell.", "Deine Brücke ist eingestürzt."))
        if played and played[-1] == "giveup":
            return Verdict(FAILED, Text("You gave the bridge up.", "Du hast die Brücke aufgegeben."))
        left = puzzle.data["blocks"] - _laid(puzzle, state, self.start(puzzle))
        if left <= 0:
            return Verdict(FAILED, Text("Your blocks are laid, and the bridge does not touch the ball.",
                                        "Deine Blöcke liegen, und die Brücke berührt die Kugel nicht."))
        return Verdict(GOOD, Text("It stands.", "Sie steht."))

    def reply(self, puzzle: Puzzle, state):
        """The team's next move, as the real game made it."""
        if puzzle.data["kind"] != "reach":
            return None
        return _tables(puzzle, self.start(puzzle))[0].get(state.sides[1 - SOLO])

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        if puzzle.data["kind"] == "test":
            return Remove(puzzle.data["removable"][0])
        text = _tables(puzzle, self.start(puzzle))[1].get(state.sides[SOLO].bridge)
        return None if text is None else state.parse_move(text)     # off the stored way: nothing proven

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        if puzzle.data["kind"] == "test":
            return None
        left = puzzle.data["blocks"] - _laid(puzzle, state, self.start(puzzle))
        return plural(left, Text("1 block left", "noch 1 Block"), Text("{n} blocks left", "noch {n} Blöcke"))

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        margin = puzzle.data["margin"]
        if puzzle.data["kind"] == "test":
            rows = tuple(ProofRow(Text(f"Block {i}", f"Block {i}"),
                                 Text("can go", "kann weg") if i in puzzle.data["removable"]
                                 else Text("is needed", "wird gebraucht"), i in puzzle.data["removable"])
                         for i in range(1, puzzle.data["count"] + 1))
            summary = Text(f"The physics settled the bridge without each block in turn. Its margin before: "
                           f"{margin:.1f} blocks' weight at the tip.",
                           f"Die Physik hat die Brücke ohne jeden Block der Reihe nach stehen lassen. Ihre "
                           f"Reserve vorher: {margin:.1f} Blöcke Gewicht an der Spitze.".replace(".", ",", 1))
            return Proof(summary, rows)
        rows = []
        here = state.clone()
        for text in puzzle.data["line"]:
            move = here.parse_move(text)
            if here.side_of(here.current_player()) == SOLO:
                rows.append(ProofRow(here.move_words(move), Text("stands", "steht"), True))
            here.apply(move)
        rows[-1] = ProofRow(rows[-1].move, Text("touches the ball", "berührt die Kugel"), True)
        summary = Text(f"The real game's own blocks, replayed through the box's physics: they reach the ball, and "
                       f"the bridge then carries {margin:.1f} more blocks' weight at its tip.",
                       f"Die Blöcke aus dem echten Spiel, durch die Physik der gamebox nachgespielt: sie erreichen "
                       f"die Kugel, und die Brücke trägt dann noch {margin:.1f} Blöcke Gewicht an ihrer "
                       f"Spitze.".replace(f"{margin:.1f}", f"{margin:.1f}".replace(".", ",")))
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        me = puzzle.seat
        if puzzle.data["kind"] == "test":
            if state.phase != TEST or state.current_player() != me:
                return ["the moves do not lead to the final test with the player to move"]
            count = len(state.sides[SOLO].bridge)
            if count != puzzle.data["count"]:
                return [f"the bridge has {count} blocks, not {puzzle.data['count']}"]
            good = []
            for i in range(1, count + 1):
                trial = state.clone()
                trial.apply(Remove(i))
                if trial.event is not None and trial.event.kind == "removed":
                    good.append(i)
            problems = [] if good == list(puzzle.data["removable"]) else \
                [f"the blocks that can go are {good}, not {list(puzzle.data['removable'])}"]
            if len(good) == count:
                problems.append("every block can go")
            return problems
        if state.phase != BUILD or state.current_player() != me or state.solo != me:
            return ["the moves do not lead to the solo builder's turn"]
        if state.sides[SOLO].touching or not state.sides[SOLO].bridge:
            return ["the bridge must stand and not touch the ball yet"]
        laid = 0
        for text in puzzle.data["line"]:
            solo = state.side_of(state.current_player()) == SOLO
            move = state.parse_move(text)
            reason = state.why_illegal(move)
            if reason is not None:
                return [f"{text} is illegal: {reason.message('en')}"]
            state.apply(move)
            event = state.event
            if solo and isinstance(move, Place):
                laid += 1
                if event is None or event.kind == "collapse":
                    return [f"the solution's block {laid} brings the bridge down (the physics changed?)"]
                if event.kind == "touch" and laid < puzzle.data["blocks"]:
                    return [f"the bridge touches after {laid} blocks: the puzzle claims {puzzle.data['blocks']}"]
        if laid != puzzle.data["blocks"]:
            return [f"the line lays {laid} blocks, not {puzzle.data['blocks']}"]
        if not (state.sides[SOLO].touching and state.event is not None and state.event.kind == "touch"):
            return ["the stored solution does not reach the ball (the physics changed?)"]
        return []
