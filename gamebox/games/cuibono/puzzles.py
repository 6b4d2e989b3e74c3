"""Cui bono?'s endgame puzzles: make sure the game ends within your next k turns with you among the
winners, whatever the others do (mined by bench/mine_cuibono_puzzles.py from selfplay, proven by
endgame.py; "whatever the others do" is ruling CB-8: they play together against you).

A puzzle ships the winning first turns, for each losing first turn the others' turns that stop it, and
the defence's turns after each winning first turn; the player's later turns are judged by the search
itself (fewer turns left: a few thousand positions at most). `verify` solves the position again.
"""
from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text, plural
from gamebox.pyramid import lattice
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict
from gamebox.puzzles.words import line_words

from .endgame import Solver, best_turn, refutation, winning_turns
from .fast import KEEP, Position, turns
from .state import COLOUR_CODE, OVER, PLACE, PULL, POINTS

GAME = "cuibono"
FILENAME = "puzzles.jsonl.gz"
BUDGET = 2_000_000
LEVELS = ("greedy", "search:easy", "search:medium", "search:strong")
THEMES = {"end": Text("End it now", "Jetzt beenden"),
          "keep": Text("Keep on purpose", "Mit Absicht behalten"),
          "put": Text("Put back and wait", "Zurücklegen und abwarten"),
          "pick": Text("The cheapest loss", "Der billigste Verlust")}


def seat_names(players: int) -> tuple[Text, ...]:
    return tuple(Text(f"Player {i + 1}", f"Spieler {i + 1}") for i in range(players))


def difficulty(turns_: int, options: int, winning: int, misses: int, players: int) -> int:
    """A puzzle's rating (docs/design/puzzles.md): more of your turns to plan, fewer winning turns among
    the turns there are, the box's levels missing it and more players against you make it harder."""
    value = (500 + 260 * (turns_ - 1) + 150 * math.log2(max(options, 1) / max(winning, 1)) + 110 * misses
             + 60 * (players - 2))
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(turns_: int) -> Text:
    if turns_ == 1:
        return Text("Your turn: end the game now with the fewest minus points",
                    "Du bist dran: beende das Spiel jetzt mit den wenigsten Minuspunkten")
    return Text(f"Your turn: make sure the game ends within your next {turns_} turns with you winning, "
                "whatever the others do",
                f"Du bist dran: sorge dafür, dass das Spiel in deinen nächsten {turns_} Zügen endet und du "
                "gewinnst, was die anderen auch tun")


def position_key(state) -> str:
    """A fingerprint of the position: colours, the die in hand, who moves, the kept dice."""
    held = state.held.colour if state.held is not None else "-"
    text = f"{state.arrangement().hex()}|{held}|{state.phase}|{state.to_move}|{state.kept}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def turn_text(pull: int, put: int) -> str:
    """A whole turn in notation: "v800 701", "v800 keep"."""
    return f"v{lattice.name(lattice.ALL[pull])} " + ("keep" if put == KEEP else lattice.name(lattice.ALL[put]))


def entry(data: dict) -> Puzzle:
    if data["variant"] != "standard":
        raise ValueError(f"no variant {data['variant']!r} in Cui bono?")
    players, seat, k = int(data["players"]), int(data["seat"]), int(data["turns"])
    if not 2 <= players <= 6 or not 0 <= seat < players or not 1 <= k <= 4:
        raise ValueError("players, seat or turns out of range")
    options = {str(a): str(b) for a, b in dict(data.get("options", {})).items()}
    if options.get("points", "RYP") not in POINTS:
        raise ValueError("unknown points")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 400 for m in moves):
        raise TypeError("moves must be strings")
    winning = [str(m) for m in data["winning"]]
    if not winning:
        raise ValueError("a puzzle needs a winning turn")
    lines = {name: {str(a): [str(m) for m in b] for a, b in dict(data[name]).items()}
             for name in ("refutations", "defence")}
    rating = difficulty(k, int(data["options_count"]), len(winning), int(data["misses"]), players)
    return Puzzle(id=str(data["id"]), game=GAME, variant="standard", seat=seat, seats=players, moves=tuple(moves),
                  goal=goal_text(k), rating=rating, first_player=int(data["first_player"]), options=options,
                  theme=THEMES[str(data["theme"])],
                  data={"turns": k, "winning": tuple(winning), **lines, "position": str(data["position"]),
                        "options_count": int(data["options_count"])})


def collection(strict: bool = False) -> Collection:
    if strict:
        return read_packaged(__package__, FILENAME, GAME, entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, GAME, entry)


def _position(state) -> tuple[Position, int | None]:
    """The search's position of `state` and the colour code of a die in hand (None at a turn's start)."""
    return Position.of(state), (COLOUR_CODE[state.held.colour] if state.phase == PLACE else None)


def _completions(pos: Position, held: int):
    """The ways to finish a turn with `held` in hand: (put or KEEP, position after)."""
    for f in pos.targets(held):
        child = pos.copy()
        child.put(f, held)
        yield f, child
    child = pos.copy()
    child.keep(held)
    yield KEEP, child


def _split(text: str) -> list[str]:
    return text.split(" ")


class CuiBonoReferee(Referee):
    def _turns_left(self, puzzle: Puzzle, state) -> int:
        """The player's turns still to come, counting the one he is in: every finished turn adds one
        arrangement to what the game has seen (CB-7), and turns go round the table in order."""
        done = len(state.seen) - len(self.start(puzzle).seen)
        mine = -(-done // puzzle.seats)        # he began: his turns are the 1st, (n+1)th, …
        return puzzle.data["turns"] - mine

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        me = puzzle.seat
        if state.phase == OVER:
            if me in state.winners():
                return Verdict(SOLVED, Text("Solved: the game is over, and you have the fewest minus points.",
                                            "Gelöst: das Spiel ist aus, und du hast die wenigsten Minuspunkte."))
            return Verdict(FAILED, Text("The game is over, and you do not win it.",
                                        "Das Spiel ist aus, und du gewinnst es nicht."))
        left = self._turns_left(puzzle, state)
        names = seat_names(puzzle.seats)
        first = len(played) <= 2
        if first:
            winning = [_split(t) for t in puzzle.data["winning"]]
            if state.phase == PLACE:           # the pull: good if a winning turn begins with it
                ok = any(w[0] == played[0] for w in winning)
            else:
                ok = played[:2] in winning
            if ok:
                return Verdict(GOOD, Text("Good: whatever they do, you win.", "Gut: was sie auch tun, du gewinnst."))
            if state.phase == PLACE:
                return Verdict(FAILED, Text("Whatever you do with this die, the others can stop you.",
                                            "Was du mit diesem Würfel auch tust, die anderen können dich "
                                            "aufhalten."))
            line = self._shipped_refutation(puzzle, played)
            return Verdict(FAILED, Text("This lets them stop you:", "Damit können sie dich aufhalten:")
                           if line else Text("This does not win.", "Das gewinnt nicht."),
                           (line_words(state, line, names, you=me),) if line else ())
        solver = Solver(me, BUDGET)
        pos, held = _position(state)
        if held is not None:
            ok = any(solver.holds(child, left - 1) for _, child in _completions(pos, held))
        else:
            ok = solver.holds(pos, left)
        if ok:
            return Verdict(GOOD, Text("Good: still winning.", "Gut: du gewinnst weiter."))
        line = [] if held is not None else [m for pull, put in refutation(pos, solver, left)
                                            for m in _split(turn_text(pull, put))]
        return Verdict(FAILED, Text("This lets them stop you:", "Damit können sie dich aufhalten:")
                       if line else Text("This does not win.", "Das gewinnt nicht."),
                       (line_words(state, line, names, you=me),) if line else ())

    def _shipped_refutation(self, puzzle: Puzzle, played: Sequence[str]) -> list[str]:
        if len(played) < 2:
            return []
        return puzzle.data["refutations"].get(" ".join(played[:2]), [])

    def reply(self, puzzle: Puzzle, state):
        reply = _reply_table(puzzle).get(position_key(state))
        if reply is not None:
            return reply
        left = self._turns_left(puzzle, state)
        if left > 1:
            return None              # deeper than a quick search: the strong level plays
        solver = Solver(puzzle.seat, BUDGET)
        pos, held = _position(state)
        if held is None:
            best = best_turn(pos, solver, left)
            return None if best is None else _split(turn_text(best[0], best[1]))[0]
        from .endgame import options

        best = min(_completions(pos, held), key=lambda c: (options(c[1], solver, left), c[0] == KEEP))
        return "keep" if best[0] == KEEP else lattice.name(lattice.ALL[best[0]])

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        me = puzzle.seat
        if len(played) == 0:
            return state.parse_move(_split(puzzle.data["winning"][0])[0])
        if len(played) == 1:
            chosen = next((w for w in puzzle.data["winning"] if _split(w)[0] == played[0]), None)
            return state.parse_move(_split(chosen)[1]) if chosen else None
        left = self._turns_left(puzzle, state)
        solver = Solver(me, BUDGET)
        pos, held = _position(state)
        if held is None:
            for pull, put, _, child in turns(pos):
                if solver.holds(child, left - 1):
                    return state.parse_move(_split(turn_text(pull, put))[0])
            return None
        for put, child in _completions(pos, held):
            if solver.holds(child, left - 1):
                return state.parse_move("keep" if put == KEEP else lattice.name(lattice.ALL[put]))
        return None

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        k = puzzle.data["turns"]
        if k == 1:
            return None
        left = self._turns_left(puzzle, state)
        return plural(left, Text("1 turn of yours left", "noch 1 Zug von dir"),
                      Text("{n} turns of yours left", "noch {n} Züge von dir"))

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        me = puzzle.seat
        names = seat_names(puzzle.seats)
        rows = []
        for text in puzzle.data["winning"]:
            moves = _split(text)
            line = moves + puzzle.data["defence"].get(text, [])
            rows.append(ProofRow(_turn_words(state, moves), Text("wins", "gewinnt"), True,
                                 line_words(state, line, names, you=me)))
        for text, line in puzzle.data["refutations"].items():
            moves = _split(text)
            rows.append(ProofRow(_turn_words(state, moves), Text("can be stopped", "lässt sich verhindern")
                                 if line else Text("does not win", "gewinnt nicht"), False,
                                 line_words(state, moves + line, names, you=me)))
        k = puzzle.data["turns"]
        summary = Text(f"The exact search over every turn of the others, playing together against you: only the "
                       f"turns marked end the game within {k} of your turns with you winning.",
                       f"Die exakte Suche über jeden Zug der anderen, die gemeinsam gegen dich spielen: nur die "
                       f"markierten Züge beenden das Spiel innerhalb von {k} deiner Züge mit deinem Sieg.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle) -> list[str]:
        state = self.start(puzzle)
        me, k = puzzle.seat, puzzle.data["turns"]
        if position_key(state) != puzzle.data["position"] or state.current_player() != me or state.phase != PULL:
            return [f"the moves do not lead to the puzzle's position ({position_key(state)})"]
        problems = []
        pos = Position.of(state)
        winners, losers, solver = winning_turns(pos, me, k, BUDGET)
        texts = sorted(turn_text(w[0], w[1]) for w in winners)
        if texts != sorted(puzzle.data["winning"]):
            problems.append(f"the winning turns are {texts}, the puzzle has {sorted(puzzle.data['winning'])}")
        if k > 1 and solver.wins(pos, k - 1):
            problems.append(f"a win within {k - 1} turns exists")
        if len(winners) + len(losers) != puzzle.data["options_count"]:
            problems.append(f"{len(winners) + len(losers)} turns, not {puzzle.data['options_count']}")
        for text, line in {**puzzle.data["refutations"], **puzzle.data["defence"]}.items():
            here = state.clone()
            for m in _split(text) + line:
                move = here.parse_move(m)
                if here.why_illegal(move) is not None:
                    problems.append(f"{m} is illegal in the line after {text}")
                    break
                here.apply(move)
        return problems


def _turn_words(state, moves: list[str]) -> Text:
    here = state.clone()
    parts = []
    for m in moves:
        move = here.parse_move(m)
        parts.append(here.move_words(move))
        here.apply(move)
    return Text(", ".join(p.en for p in parts), ", ".join(p.de for p in parts))


_REPLIES: dict[str, dict[str, str]] = {}


def _reply_table(puzzle: Puzzle) -> dict[str, str]:
    """Position fingerprint -> the defence's move, along each winning first turn's shipped line."""
    table = _REPLIES.get(puzzle.id)
    if table is None:
        table = {}
        start = CuiBonoReferee().start(puzzle)
        for first, line in puzzle.data["defence"].items():
            here = start.clone()
            for m in _split(first):
                here.apply(here.parse_move(m))
            for text in line:
                table.setdefault(position_key(here), text)
                here.apply(here.parse_move(text))
        _REPLIES[puzzle.id] = table
    return table
