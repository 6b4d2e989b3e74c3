"""Würfelmarsch's endgame puzzles: bring a die into your corner within n moves, whatever the two others
do (mined by bench/mine_wuerfelmarsch_puzzles.py from selfplay, proven by endgame.py).

"Whatever the others do" is ruling WM-9: the others play together against you (paranoid). A puzzle
ships the winning first moves, for each plausible first move that fails the others' replies that stop
it, and the defence's replies after each winning first move; later moves are judged by the search
itself (one round, milliseconds). `verify` solves the position again.
"""
from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text, plural
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict
from gamebox.puzzles.words import line_words

from .endgame import Solver, distance, quiet_ok, refutation, winning_first_moves
from .fast import TIP, Position, to_move
from .game import INFO

GAME = "wuerfelmarsch"
FILENAME = "puzzles.jsonl.gz"
BUDGET = 3_000_000            # positions a verification may search (the shipped ones need far fewer)
LEVELS = ("greedy", "search:easy", "search:medium", "search:strong")
THEMES = {"race": Text("Race to the corner", "Wettlauf zur Ecke"),
          "detour": Text("Around the block", "Umweg"),
          "guard": Text("Guard your runner", "Läufer schützen"),
          "beat": Text("Beat your way through", "Freischlagen")}


def difficulty(win_in: int, plausible: int, winning: int, misses: int, dice: int) -> int:
    """A puzzle's rating (docs/design/puzzles.md): more moves to plan, fewer winning first moves among
    the plausible ones, the box's levels missing it and more dice on the plate make it harder."""
    value = (600 + 330 * (win_in - 2) + 150 * math.log2(max(plausible, 1) / max(winning, 1)) + 130 * misses
             + 25 * (dice - 6))
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(seat: int, win_in: int) -> Text:
    side = INFO.seat_names[seat]
    return Text(f"{side.en} to move: bring a die into your far corner within {win_in} moves, whatever the others do",
                f"{side.de} am Zug: bring einen Würfel in {win_in} Zügen in deine ferne Ecke, was die anderen "
                "auch tun")


def position_key(state) -> str:
    """A short fingerprint of the position (dice, orientations, counts, who moves)."""
    pos = Position.of(state)
    text = f"{pos.die}|{pos.to_move}|{pos.beaten}|{pos.removed}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def entry(data: dict) -> Puzzle:
    if data["variant"] != "standard":
        raise ValueError(f"no variant {data['variant']!r} in Würfelmarsch")
    seat, win_in = int(data["seat"]), int(data["win_in"])
    if seat not in (0, 1, 2) or not 2 <= win_in <= 3:
        raise ValueError("seat or win_in out of range")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 20 for m in moves):
        raise TypeError("moves must be short strings")
    winning = [str(m) for m in data["winning"]]
    if not winning:
        raise ValueError("a puzzle needs a winning move")
    refutations = {str(k): [str(m) for m in v] for k, v in dict(data["refutations"]).items()}
    defence = {str(k): [str(m) for m in v] for k, v in dict(data["defence"]).items()}
    theme = str(data["theme"])
    rating = difficulty(win_in, int(data["plausible"]), len(winning), int(data["misses"]), int(data["dice"]))
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=3, moves=tuple(moves),
                  goal=goal_text(seat, win_in), rating=rating, first_player=int(data["first_player"]),
                  theme=THEMES[theme], data={"win_in": win_in, "winning": tuple(winning), "refutations": refutations,
                                             "defence": defence, "position": str(data["position"]),
                                             "plausible": int(data["plausible"]), "theme": theme})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


def _text(state, move: tuple) -> str:
    return state.format_move(to_move(move))


def best_reply(pos: Position, solver: Solver, n: int):
    """The others' most testing reply: the one that leaves `me` the fewest winning moves at his next
    turn (the others after it replying the same way); tips before turns, then the order of the moves.
    Searches one round: for `n` ≤ 1 milliseconds."""
    best, best_score = None, None
    for move, child in solver.replies(pos, n):
        score = _options(child, solver, n)
        if best_score is None or (score, move[0] != TIP) < best_score:
            best, best_score = move, (score, move[0] != TIP)
    return best


def _options(pos: Position, solver: Solver, n: int) -> int:
    if pos.over:
        return 99 if solver.won(pos) else -1
    if pos.to_move == solver.me:
        return sum(1 for _, child in solver.my_moves(pos, n) if solver.holds(child, n - 1))
    return min((_options(child, solver, n) for _, child in solver.replies(pos, n)), default=99)


class MarchReferee(Referee):
    def _moves_made(self, puzzle: Puzzle, played: Sequence[str]) -> tuple[int, list]:
        """How many of the player's moves `played` holds, and the states after each move."""
        state = self.start(puzzle)
        mine = 0
        for text in played:
            mine += state.current_player() == puzzle.seat
            state.apply(state.parse_move(text))
        return mine, state

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        me, n = puzzle.seat, puzzle.data["win_in"]
        mine, _ = self._moves_made(puzzle, played)
        names = INFO.seat_names
        if state.is_terminal():
            if me in state.winners() and Solver(me).won(Position.of(state)):
                return Verdict(SOLVED, Text("Solved: your die reached the corner.",
                                            "Gelöst: dein Würfel hat die Ecke erreicht."))
            return Verdict(FAILED, Text("The game is over, and not with your die in the corner.",
                                        "Das Spiel ist aus, und nicht mit deinem Würfel in der Ecke."))
        start = self.start(puzzle)
        if mine == 1:
            first = played[0]
            if first in puzzle.data["winning"]:
                return Verdict(GOOD, Text("Good: whatever they do, you get there.",
                                          "Gut: was sie auch tun, du kommst hin."))
            line = puzzle.data["refutations"].get(first)
            if line is None:
                return Verdict(FAILED, Text(f"Too slow: your nearest die cannot reach the corner in {n - 1} more "
                                            "moves.",
                                            f"Zu langsam: dein nächster Würfel erreicht die Ecke nicht mehr in "
                                            f"{n - 1} Zügen."), ())
            after = start.clone()
            after.apply(after.parse_move(first))
            return Verdict(FAILED, Text("This can be stopped:", "Das lässt sich verhindern:"),
                           (line_words(after, line, names, you=me),))
        left = n - mine
        solver = Solver(me)
        pos = Position.of(state)
        if left > 0 and solver.holds(pos, left):
            return Verdict(GOOD, Text("Good: still on course.", "Gut: noch auf Kurs."))
        line = [_text(state, m) for m in refutation(pos, me, left, solver)] if left > 0 else []
        return Verdict(FAILED, Text("This lets them stop you:", "Damit können sie dich aufhalten:"),
                       (line_words(state, line, names, you=me),) if line else ())

    def reply(self, puzzle: Puzzle, state):
        """The shipped defence after a winning first move; later, with the player's die one tip from
        the corner, the most testing reply found by the search (milliseconds); else none (the strong
        level plays)."""
        reply = _reply_table(puzzle).get(position_key(state))
        if reply is not None:
            return reply
        pos = Position.of(state)
        if distance(pos, puzzle.seat) != 1:
            return None
        move = best_reply(pos, Solver(puzzle.seat), 1)
        return None if move is None else _text(state, move)

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        me, n = puzzle.seat, puzzle.data["win_in"]
        mine, _ = self._moves_made(puzzle, played)
        if mine == 0:
            return state.parse_move(puzzle.data["winning"][0])
        solver = Solver(me)
        pos = Position.of(state)
        for move, child in solver.my_moves(pos, n - mine):
            if solver.holds(child, n - mine - 1):
                return to_move(move)
        return None

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        mine, _ = self._moves_made(puzzle, played)
        n = puzzle.data["win_in"]
        return Text(f"Move {min(mine + 1, n)} of {n}", f"Zug {min(mine + 1, n)} von {n}")

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        me, n = puzzle.seat, puzzle.data["win_in"]
        names = INFO.seat_names
        rows = []
        for text in puzzle.data["winning"]:
            line = [text, *puzzle.data["defence"].get(text, [])]
            rows.append(ProofRow(state.move_words(state.parse_move(text)), Text("wins", "gewinnt"), True,
                                 line_words(state, line, names, you=me)))
        for text, line in puzzle.data["refutations"].items():
            rows.append(ProofRow(state.move_words(state.parse_move(text)),
                                 Text("can be stopped", "lässt sich verhindern"), False,
                                 line_words(state, [text, *line], names, you=me)))
        rows.append(ProofRow(Text("Every other move", "Jeder andere Zug"),
                             plural(n - 1, Text("too slow: no die is then 1 tip from the corner",
                                                "zu langsam: dann steht kein Würfel 1 Kippzug vor der Ecke"),
                                    Text("too slow: no die is then {n} tips from the corner",
                                         "zu langsam: dann steht kein Würfel {n} Kippzüge vor der Ecke")),
                             False))
        summary = Text(f"The exact search over every move of the two others, playing together against you: "
                       f"only the moves marked win within {n} moves whatever they do.",
                       f"Die exakte Suche über jeden Zug der beiden anderen, die gemeinsam gegen dich spielen: "
                       f"nur die markierten Züge gewinnen in {n} Zügen, was sie auch tun.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        me, n = puzzle.seat, puzzle.data["win_in"]
        problems = []
        if position_key(state) != puzzle.data["position"] or state.current_player() != me:
            return [f"the moves do not lead to the puzzle's position ({position_key(state)})"]
        pos = Position.of(state)
        if not quiet_ok(pos, 3 * n):
            problems.append("too near the quiet-round end")
        winners, losers, solver = winning_first_moves(pos, me, n, BUDGET)
        texts = sorted(_text(state, m) for m in winners)
        if texts != sorted(puzzle.data["winning"]):
            problems.append(f"the winning first moves are {texts}, the puzzle has {sorted(puzzle.data['winning'])}")
        if n > distance(pos, me) and solver.wins(pos, n - 1):
            problems.append(f"a win in {n - 1} moves exists")
        plausible = [m for m in winners + losers if plausible_first(pos, me, n, m)]
        if len(plausible) != puzzle.data["plausible"]:
            problems.append(f"{len(plausible)} plausible first moves, not {puzzle.data['plausible']}")
        for text, line in {**puzzle.data["refutations"], **puzzle.data["defence"]}.items():
            here = state.clone()
            for m in [text, *line]:
                move = here.parse_move(m)
                if here.why_illegal(move) is not None:
                    problems.append(f"{m} is illegal in the line after {text}")
                    break
                here.apply(move)
        for text in puzzle.data["refutations"]:
            if text in texts:
                problems.append(f"{text} is refuted but wins")
        return problems


def plausible_first(pos: Position, me: int, n: int, move: tuple) -> bool:
    """A first move that keeps a die within n - 1 tips of the corner (the others are lost by counting)."""
    child = pos.copy()
    child.play(move)
    return child.over or distance(child, me) <= n - 1


_REPLIES: dict[str, dict[str, str]] = {}


def _reply_table(puzzle: Puzzle) -> dict[str, str]:
    """Position fingerprint -> the defence's reply, along each winning first move's shipped line."""
    table = _REPLIES.get(puzzle.id)
    if table is None:
        table = {}
        start = MarchReferee().start(puzzle)
        for first, line in puzzle.data["defence"].items():
            here = start.clone()
            here.apply(here.parse_move(first))
            for text in line:
                table.setdefault(position_key(here), text)
                here.apply(here.parse_move(text))
        _REPLIES[puzzle.id] = table
    return table
