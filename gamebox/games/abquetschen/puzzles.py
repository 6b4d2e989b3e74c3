"""Abquetschen's blocking puzzles: build your roll so that the next player cannot build on his turn,
whatever he rolls (mined by bench/mine_abquetschen_puzzles.py from selfplay).

The proof is the game's own exact build generator (builds.py): every build of your roll (with its bonus
dice, where a row earns them) is made, and for each the next player's every roll from 2 to 6 is asked
for its builds; a puzzle's answer is a turn after which none has one. Judging a turn asks the generator
again (a few milliseconds), so any turn that blocks solves it. `verify` makes every turn again.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text
from gamebox.pyramid.words import layer_number
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict

from .builds import EACH, GROUP
from .game import INFO
from .state import BUILD, ROLL

GAME = "abquetschen"
FILENAME = "puzzles.jsonl.gz"
LEVELS = ("greedy", "search:easy", "search:medium", "search:strong")
THEME = Text("Block the next player", "Den Nächsten aussperren")
ROLLS = range(2, 7)           # a 1 never builds (no single die touches another new one)


def difficulty(options: int, winning: int, misses: int, need: int) -> int:
    """A puzzle's rating (docs/design/puzzles.md): fewer blocking turns among the turns there are, the
    box's levels missing it, and more dice to place make it harder."""
    value = 560 + 170 * math.log2(max(options, 1) / max(winning, 1)) + 120 * misses + 40 * (need - 2)
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(seat: int, nxt: int, need: int) -> Text:
    me, him = INFO.seat_names[seat], INFO.seat_names[nxt]
    return Text(f"{me.en} rolled {need}: build so that {him.en} cannot build on his turn, whatever he rolls",
                f"{me.de} hat {need} gewürfelt: baue so, dass {him.de} in seinem Zug nicht bauen kann, was "
                "er auch würfelt")


def rolls_that_build(state) -> list[int]:
    """At the next player's turn (before his roll): the rolls that would give him a build. A roll
    that reaches his supply wins at once; the miner keeps only positions where none does."""
    out = []
    for roll in ROLLS:
        trial = state.clone()
        trial.phase, trial.need, trial.bonus, trial._builds = BUILD, roll, False, None
        if trial.builds():
            out.append(roll)
    return out


def blocks(state, seat: int) -> bool:
    """`seat`'s turn is over, the game goes on, and the next player has no build for any roll."""
    return (state.phase == ROLL and state.to_move != seat and state.supply[state.to_move] > max(ROLLS)
            and not rolls_that_build(state))


def turns(state) -> list[tuple[tuple[str, ...], object]]:
    """Every way to finish the turn from a build decision: (the moves, the state after)."""
    seat = state.current_player()
    out = []
    for move in state.legal_moves():
        after = state.clone()
        after.apply(move)
        if after.phase == BUILD and after.current_player() == seat:          # bonus dice
            for bonus in after.legal_moves():
                last = after.clone()
                last.apply(bonus)
                out.append(((str(move), str(bonus)), last))
        else:
            out.append(((str(move),), after))
    return out


def entry(data: dict) -> Puzzle:
    players, seat = int(data["players"]), int(data["seat"])
    if players not in (2, 3) or not 0 <= seat < players:
        raise ValueError("players or seat out of range")
    contact = str(data.get("contact", GROUP))
    if contact not in (GROUP, EACH):
        raise ValueError(f"unknown contact rule {contact!r}")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 40 for m in moves):
        raise TypeError("moves must be short strings")
    winning = [tuple(str(m) for m in turn) for turn in data["winning"]]
    if not winning or not all(1 <= len(t) <= 2 for t in winning):
        raise ValueError("a puzzle needs winning turns of one or two builds")
    need = int(data["need"])
    rating = difficulty(int(data["options_count"]), len(winning), int(data["misses"]), need)
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=players, moves=tuple(moves),
                  goal=goal_text(seat, (seat + 1) % players, need), rating=rating,
                  first_player=int(data["first_player"]), options={"contact": contact}, theme=THEME,
                  data={"winning": tuple(winning), "need": need, "options_count": int(data["options_count"])})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


def _rolls_words(rolls: list[int]) -> Text:
    text = ", ".join(str(r) for r in rolls)
    return Text(f"{text} would still build", f"{text} würde noch bauen") if len(rolls) == 1 else \
        Text(f"{text} would still build", f"{text} würden noch bauen")


class BlockReferee(Referee):
    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        me = puzzle.seat
        him = INFO.seat_names[(me + 1) % puzzle.seats]
        if state.phase == BUILD and state.current_player() == me:       # bonus dice to come
            if any(blocks(after, me) for _, after in turns(state)):
                return Verdict(GOOD, Text("Good: now your bonus dice.", "Gut: jetzt deine Bonuswürfel."))
            return Verdict(FAILED, Text(f"However you build your bonus dice, {him.en} can still build.",
                                        f"Wie du deine Bonuswürfel auch baust, {him.de} kann noch bauen."))
        if blocks(state, me):
            return Verdict(SOLVED, Text(f"Solved: {him.en} cannot build, whatever he rolls.",
                                        f"Gelöst: {him.de} kann nicht bauen, was er auch würfelt."))
        if state.is_terminal():
            return Verdict(FAILED, Text("The game is over.", "Das Spiel ist aus."))
        rolls = rolls_that_build(state) if state.phase == ROLL else []
        words = _rolls_words(rolls) if rolls else Text("", "")
        return Verdict(FAILED, Text(f"{him.en} can still build: a roll of {words.en}.",
                                    f"{him.de} kann noch bauen: ein Wurf von {words.de}."))

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        me = puzzle.seat
        for moves, after in turns(state):
            if blocks(after, me):
                return state.parse_move(moves[0])
        return None

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        me = puzzle.seat
        him = INFO.seat_names[(me + 1) % puzzle.seats]
        rows = []
        losing = 0
        for moves, after in turns(state):
            if blocks(after, me):
                rows.append(ProofRow(_turn_words(state, moves), Text(f"{him.en} cannot build",
                                                                    f"{him.de} kann nicht bauen"), True))
            else:
                losing += 1
        rows.append(ProofRow(Text(f"The other {losing} ways to build", f"Die anderen {losing} Bauweisen"),
                             Text(f"leave {him.en} a build", f"lassen {him.de} einen Bau"), False))
        summary = Text(f"The game's exact build generator made every way to build your {puzzle.data['need']} and, "
                       f"for each, every build {him.en} could make with each roll from 2 to 6.",
                       f"Der exakte Baugenerator des Spiels hat jede Art gebildet, deine {puzzle.data['need']} zu "
                       f"bauen, und zu jeder jeden Bau, den {him.de} mit jedem Wurf von 2 bis 6 machen könnte.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        me = puzzle.seat
        if state.phase != BUILD or state.current_player() != me or state.bonus or state.need != puzzle.data["need"]:
            return [f"the moves do not lead to a build of {puzzle.data['need']} by the puzzle's player"]
        all_turns = turns(state)
        winning = sorted(moves for moves, after in all_turns if blocks(after, me))
        problems = []
        if winning != sorted(puzzle.data["winning"]):
            problems.append(f"the blocking turns are {winning}, the puzzle has {sorted(puzzle.data['winning'])}")
        if len(all_turns) != puzzle.data["options_count"]:
            problems.append(f"{len(all_turns)} turns, not {puzzle.data['options_count']}")
        if len(winning) == len(all_turns):
            problems.append("every turn blocks")
        return problems


def _turn_words(state, moves: Sequence[str]) -> Text:
    """A turn in words: how many dice go into which layer ("3 dice in layer 2, 1 in layer 3"), and the
    bonus dice after it."""
    parts = []
    for i, text in enumerate(moves):
        layers: dict[int, int] = {}
        for p in state.parse_move(text).positions:
            layers[layer_number(p)] = layers.get(layer_number(p), 0) + 1
        en = ", ".join(f"{n} in layer {k}" for k, n in sorted(layers.items()))
        de = ", ".join(f"{n} in Lage {k}" for k, n in sorted(layers.items()))
        parts.append(Text(en, de) if i == 0 else Text(f"bonus dice: {en}", f"Bonuswürfel: {de}"))
    return Text("; ".join(p.en for p in parts), "; ".join(p.de for p in parts))
