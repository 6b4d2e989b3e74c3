"""27's puzzles: positions from selfplay where the exact search proves a forced win with one only
first move (mined by bench/mine_27_puzzles.py, packed by bench/pack_27_puzzles.py).

Each shipped puzzle carries its proof tree (proofs.py), so judging a move, the defence's reply and
the refutation of a wrong move are look-ups; `verify` re-proves the tree with the exact search.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from gamebox.i18n import Text
from gamebox.puzzles.collection import load_or_empty, read_packaged
from gamebox.puzzles.model import FAILED, GOOD, SOLVED, Collection, Proof, ProofRow, Puzzle, Referee, Verdict

from . import proofs
from .state import Rules, TwentySevenState

FILENAME = "puzzles.jsonl.gz"
SIDES = (Text("Black", "Schwarz"), Text("White", "Weiß"))
THEME = Text("Only move", "Einziger Zug")
SEARCH_BUDGETS = 4         # the miner asks the strong level's search at four small budgets


def difficulty(win_in: int, legal: int, found_by_search: int, size: int) -> int:
    """A puzzle's rating from what can be measured (docs/design/puzzles.md): each further move to
    find, more moves to choose from, a search that misses the move at small budgets, and a proof
    tree with more branches make it harder."""
    misses = SEARCH_BUDGETS - found_by_search
    value = (850 + 140 * (win_in - 1) + 160 * math.log2(max(legal, 2) / 2) + 150 * misses
             + 60 * math.log2(max(size, 1)))
    return int(round(min(2400, max(600, value)) / 10) * 10)


def goal_text(seat: int, win_in: int) -> Text:
    side = SIDES[seat]
    if win_in == 1:
        return Text(f"{side.en} to move: win with one move", f"{side.de} am Zug: mit einem Zug gewinnen")
    return Text(f"{side.en} to move: force a win ({win_in} moves)",
                f"{side.de} am Zug: den Sieg erzwingen ({win_in} Züge)")


def entry(data: dict) -> Puzzle:
    """A shipped line as a Puzzle (KeyError, TypeError or ValueError when it is not one)."""
    variant = str(data["variant"])
    Rules(variant).carried_bases    # an unknown variant raises KeyError
    seat, win_in = int(data["seat"]), int(data["win_in"])
    if seat not in (0, 1) or not 1 <= win_in <= 40:
        raise ValueError("seat or win_in out of range")
    moves = data["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 12 for m in moves):
        raise TypeError("moves must be short strings")
    nodes = data["tree"]
    if not isinstance(nodes, list) or not all(isinstance(n, dict) and isinstance(n.get("w"), dict)
                                              and isinstance(n.get("x"), dict) for n in nodes):
        raise TypeError("the proof must be a list of player nodes")
    tree = proofs.unflatten(nodes)
    rating = difficulty(win_in, int(data["legal"]), int(data["found_by_search"]), int(data["size"]))
    return Puzzle(id=str(data["id"]), game="27", variant=variant, seat=seat, seats=2, moves=tuple(moves),
                  goal=goal_text(seat, win_in), rating=rating, first_player=int(data["first_player"]),
                  theme=THEME, data={"tree": tree, "position": str(data["position"]), "win_in": win_in,
                                     "solution": str(data["solution"])})


def collection(strict: bool = False) -> Collection:
    """The shipped puzzles (strict: a broken file raises CollectionError, for the tests)."""
    if strict:
        return read_packaged(__package__, FILENAME, "27", entry)
    return _cached()


@lru_cache(maxsize=1)
def _cached() -> Collection:
    return load_or_empty(__package__, FILENAME, "27", entry)


def _words(state: TwentySevenState, text: str) -> Text:
    return state.move_words(state.parse_move(text))


def result_words(margin: int, seat: int) -> Text:
    """How a game ends for the solver, in words."""
    if margin > 0:
        return Text(f"{SIDES[seat].en} wins by {margin}", f"{SIDES[seat].de} gewinnt mit {margin}")
    if margin == 0:
        return Text("a draw", "unentschieden")
    return Text(f"{SIDES[1 - seat].en} wins by {-margin}", f"{SIDES[1 - seat].de} gewinnt mit {-margin}")


def line_words(state: TwentySevenState, line: Sequence[str]) -> Text:
    """A line of moves in words with who makes them: "White: 2 discs c → a; Black: 1 disc b → d; …"."""
    here, en, de = state.clone(), [], []
    for text in line:
        move = here.parse_move(text)
        words, side = here.move_words(move), SIDES[here.to_move]
        en.append(f"{side.en}: {words.en}")
        de.append(f"{side.de}: {words.de}")
        here.apply(move)
    return Text("; ".join(en), "; ".join(de))


class TwentySevenReferee(Referee):
    """Judges 27 puzzles by their proof trees."""

    def start(self, puzzle: Puzzle) -> TwentySevenState:
        state = TwentySevenState(Rules(puzzle.variant), puzzle.first_player)
        for text in puzzle.moves:
            state.play(state.parse_move(text))
        return state

    def _walk(self, puzzle: Puzzle, played: Sequence[str]) -> tuple[dict, int]:
        """The player node where the player's move `played[-1]` (at index i) was made."""
        node, i = puzzle.data["tree"], 0
        while i < len(played) - 1:
            after = node["w"][played[i]]
            node = after["n"]
            i += 2
        return node, i

    def judge(self, puzzle: Puzzle, state, played: Sequence[str]) -> Verdict:
        try:
            node, i = self._walk(puzzle, played)
            refutation = node["w"].get(played[i]) or node["x"][played[i]]
        except (KeyError, TypeError):
            return Verdict(FAILED, Text("This position is not in the puzzle's proof.",
                                        "Diese Stellung steht nicht im Beweis des Rätsels."))
        move = played[i]
        other = SIDES[1 - puzzle.seat]
        if move in node["w"]:
            after = node["w"][move]
            if "r" not in after or "w" not in after["n"]:
                return Verdict(SOLVED, Text("Solved: the win is certain now.", "Gelöst: der Sieg ist jetzt sicher."))
            return Verdict(GOOD, Text(f"Right. {other.en} answers …", f"Richtig. {other.de} antwortet …"))
        result = result_words(refutation["v"], puzzle.seat)
        text = Text(f"This lets {other.en} escape: with best play, {result.en}.",
                    f"Damit entkommt {other.de}: bei bestem Spiel {result.de}.")
        return Verdict(FAILED, text, (line_words(state, refutation["pv"]),) if refutation["pv"] else ())

    def reply(self, puzzle: Puzzle, state) -> str | None:
        return _replies(puzzle).get(state.labelled_key())

    def hint(self, puzzle: Puzzle, state, played: Sequence[str]):
        node = puzzle.data["tree"]
        i = 0
        try:
            while i < len(played):
                node = node["w"][played[i]]["n"]
                i += 2
        except KeyError:
            return None
        if "w" not in node:
            return None
        best = min(node["w"], key=lambda m: proofs._step(m) + proofs._rest(node["w"][m]))
        return state.parse_move(best)

    def progress(self, puzzle: Puzzle, state, played: Sequence[str]) -> Text | None:
        done = sum(1 for i in range(0, len(played), 2) if played[i] != "pass")
        total = puzzle.data["win_in"]
        return Text(f"Move {min(done + 1, total)} of {total}", f"Zug {min(done + 1, total)} von {total}")

    def proof(self, puzzle: Puzzle) -> Proof:
        state = self.start(puzzle)
        tree = puzzle.data["tree"]
        rows = []
        for text, after in tree["w"].items():
            rows.append(ProofRow(_words(state, text), Text("wins", "gewinnt"), True,
                                 line_words(state, [text, *_main_line(after)])))
        for text, refutation in sorted(tree["x"].items(), key=lambda kv: -kv[1]["v"]):
            rows.append(ProofRow(_words(state, text), result_words(refutation["v"], puzzle.seat), False,
                                 line_words(state, [text, *refutation["pv"]])))
        other = SIDES[1 - puzzle.seat]
        summary = Text(f"Only one move wins; every other lets {other.en} draw or win. The exact search proved it "
                       "over every reply.",
                       f"Nur ein Zug gewinnt; jeder andere lässt {other.de} ein Remis oder den Sieg. Die exakte "
                       "Suche hat es über alle Antworten bewiesen.")
        return Proof(summary, tuple(rows))

    def verify(self, puzzle: Puzzle, search=None) -> list[str]:
        from .solver import ExactSearch

        state = self.start(puzzle)
        problems = []
        if state.position() != puzzle.data["position"] or state.to_move != puzzle.seat:
            problems.append(f"the moves lead to {state.position()}, not {puzzle.data['position']}")
        search = search or ExactSearch(puzzle.variant, table_bits=20)
        tree = puzzle.data["tree"]
        problems += proofs.verify(state, tree, proofs.Prover(search, puzzle.seat))
        if list(tree["w"]) != [puzzle.data["solution"]]:
            problems.append("the solution is not the tree's winning move")
        if proofs.moves_to_win(tree) != puzzle.data["win_in"]:
            problems.append(f"the tree wins in {proofs.moves_to_win(tree)} moves, not {puzzle.data['win_in']}")
        return problems


def _main_line(after: dict) -> list[str]:
    """The quickest way through the rest of a tree after a winning move: reply, answer, …"""
    line = []
    while "r" in after:
        line.append(after["r"])
        node = after["n"]
        if "w" not in node:
            break
        move = min(node["w"], key=lambda m: proofs._step(m) + proofs._rest(node["w"][m]))
        line.append(move)
        after = node["w"][move]
    return line


_REPLY_CACHE: dict[str, dict] = {}


def _replies(puzzle: Puzzle) -> dict:
    """Position -> the defence's reply, over the whole tree and the first reply of each refutation.
    Keyed with the fields' names: a reply is notation, and a row reached with other letters needs its own."""
    if puzzle.id in _REPLY_CACHE:
        return _REPLY_CACHE[puzzle.id]
    table: dict = {}
    referee = TwentySevenReferee()

    def player_node(state: TwentySevenState, node: dict) -> None:
        for text, after in node["w"].items():
            child = proofs._after(state, state.parse_move(text))
            if "r" in after:
                table.setdefault(child.labelled_key(), after["r"])
                if "w" in after["n"]:
                    player_node(proofs._after(child, child.parse_move(after["r"])), after["n"])
        for text, refutation in node["x"].items():
            if refutation["pv"]:
                child = proofs._after(state, state.parse_move(text))
                table.setdefault(child.labelled_key(), refutation["pv"][0])

    player_node(referee.start(puzzle), puzzle.data["tree"])
    _REPLY_CACHE[puzzle.id] = table
    return table

