"""Proof trees of 27 puzzles: a won position, every winning answer, the strongest defence, and why
every other move fails.

A puzzle starts where the player to move (the *solver*, seat `seat`) can force a win and exactly one
move keeps it. Its proof is a tree, built once by the exact search (solver.py) and shipped, so that
playing a puzzle needs no search at all:

    player node  {"w": {move: node after it}, "x": {move: refutation}}
                 every legal move is in "w" (it keeps the win) or in "x" (it does not)
    after a winning move, one of
                 {"end": margin}              the game is over, the solver won by `margin`
                 {"safe": margin}             every line from here wins: nothing is left to find
                 {"r": reply, "n": node}      the defence's reply, then the next player node
    refutation   {"v": margin, "pv": [moves]} the solver's margin with best play after the
                 wrong move (0 a draw, below 0 a loss), and the line that shows it

The defence is the solver's own: the reply with the best margin for the defender (negamax), and
among equal ones a reply after which the win is not yet safe. "Win in N" counts the solver's moves
(passes not) along the quickest way through the tree.

Everything is in notation, so a rules change that alters a move, a reply or a result breaks the
verification (`verify`), which re-proves every claim with the exact search.
"""
from __future__ import annotations

from dataclasses import dataclass

from .moves import PASS
from .solver import ExactSearch, state_key
from .state import TwentySevenState

PV_PLIES = 12          # plies of a refutation's line that are kept (the margin is exact anyway)
SAFE_NODES = 4_000     # positions a "nothing can go wrong any more" check may visit


class TooLarge(RuntimeError):
    """The tree would hold more player nodes than a puzzle should have."""


@dataclass
class Prover:
    """The exact search, asked about one seat's win. `budget` caps every single proof (nodes)."""

    search: ExactSearch
    seat: int
    budget: int | None = None

    def margin(self, state: TwentySevenState) -> int:
        """The seat's final margin with perfect play from `state`."""
        black = self.search.value(state, self.budget)
        return black if self.seat == 0 else -black

    def at_least(self, state: TwentySevenState, margin: int) -> bool:
        """Whether the seat's margin with perfect play from `state` is at least `margin` (one
        null-window proof, cheaper than the exact margin)."""
        if state.is_terminal():
            black, white = state.scores()
            return (black - white if self.seat == 0 else white - black) >= margin
        key = state_key(state)
        if state.to_move == self.seat:
            return self.search.bound(key, margin - 1, margin, self.budget) >= margin
        return self.search.bound(key, -margin, -margin + 1, self.budget) <= -margin

    def wins(self, state: TwentySevenState) -> bool:
        """Whether the seat can force a win from `state`, whoever is to move."""
        if state.is_terminal():
            return state.winners() == [self.seat]
        key = state_key(state)
        if state.to_move == self.seat:
            return self.search.bound(key, 0, 1, self.budget) >= 1
        return self.search.bound(key, -1, 0, self.budget) < 0

    def best_line(self, state: TwentySevenState, plies: int = PV_PLIES) -> list[str]:
        """The principal line from `state`: each side keeps the value, for at most `plies` plies."""
        line, here = [], state.clone()
        while not here.is_terminal() and len(line) < plies:
            move = self.search.best_move(here, self.budget)
            line.append(str(move))
            here.apply(move)
        return line


def safe_margin(state: TwentySevenState, seat: int, limit: int = SAFE_NODES) -> int | None:
    """The seat's smallest final margin over *every* line from `state` (both sides playing anything),
    or None if more than `limit` positions would have to be visited. At least 1 means the win is
    safe whatever anyone plays. (The rules engine's moves, stepped without its checks: the tests
    call this for every safe claim of every shipped puzzle.)"""
    memo: dict = {}
    sign = 1 if seat == 0 else -1

    def worst(s: TwentySevenState) -> int:
        moves = s.own_moves()
        if not moves and not s.moves_of(1 - s.to_move):      # nobody can move: the end
            black, white = s.scores()
            return sign * int(black - white)
        key = (tuple(s.stacks), tuple(s.names), s.to_move)
        if key in memo:
            return memo[key]
        if len(memo) >= limit:            # the positions still in play count, not the ends
            raise TooLarge
        memo[key] = value = min(worst(_after(s, m)) for m in (moves or [PASS]))
        return value

    try:
        return worst(state)
    except TooLarge:
        return None


def _after(state: TwentySevenState, move) -> TwentySevenState:
    child = state.clone()
    child.apply(move)
    return child


def build(state: TwentySevenState, prover: Prover, max_nodes: int = 40) -> dict:
    """The proof tree of a won position with the seat to move (raises TooLarge past `max_nodes`
    player nodes)."""
    count = [0]

    def player_node(here: TwentySevenState) -> dict:
        count[0] += 1
        if count[0] > max_nodes:
            raise TooLarge(f"more than {max_nodes} player nodes")
        wins, fails = {}, {}
        for move in here.legal_moves():
            child = _after(here, move)
            if prover.wins(child):
                wins[str(move)] = after_win(child)
            else:
                fails[str(move)] = {"v": prover.margin(child), "pv": prover.best_line(child)}
        if not wins:
            raise RuntimeError("a won position without a winning move")
        return {"w": wins, "x": fails}

    def after_win(here: TwentySevenState) -> dict:
        if here.is_terminal():
            black, white = here.scores()
            return {"end": int(black - white) if prover.seat == 0 else int(white - black)}
        safe = safe_margin(here, prover.seat)
        if safe is not None and safe >= 1:
            return {"safe": safe}
        reply = defence(here)
        child = _after(here, reply)
        if child.is_terminal():      # (the defender's move ended it: a loss for him)
            return {"r": str(reply), "n": after_win(child)}
        return {"r": str(reply), "n": player_node(child)}

    def defence(here: TwentySevenState):
        """The defender's reply: his best margin; among equals, one after which the win is not safe yet."""
        moves = here.legal_moves()
        if len(moves) == 1:
            return moves[0]
        sign = 1 if here.to_move == 0 else -1
        ranked = prover.search.move_values(here, prover.budget)
        best = max(sign * v for _, v in ranked)
        top = [m for m, v in ranked if sign * v == best]
        for move in top:
            safe = safe_margin(_after(here, move), prover.seat)
            if safe is None or safe < 1:
                return move
        return top[0]

    return player_node(state)


def flatten(tree: dict) -> list[dict]:
    """The tree as a list of player nodes, each "n" an index into the list (always a later one), so a
    shipped line stays a few levels deep however long the win (the JSON reader refuses deep nesting)."""
    nodes: list[dict] = []

    def add(node: dict) -> int:
        index = len(nodes)
        nodes.append({})
        wins = {}
        for move, after in node["w"].items():
            wins[move] = after
            if "n" in after and "w" in after["n"]:
                wins[move] = {"r": after["r"], "n": add(after["n"])}
        nodes[index] = {"w": wins, "x": node["x"]}
        return index

    add(tree)
    return nodes


def unflatten(nodes: list) -> dict:
    """The tree from `flatten`'s list (ValueError when the indices do not point forward)."""
    def build(index: int) -> dict:
        node = nodes[index]
        wins = {}
        for move, after in node["w"].items():
            if "n" in after and isinstance(after["n"], int):
                if not index < after["n"] < len(nodes):
                    raise ValueError(f"node {index} points to {after['n']}")
                after = {"r": after["r"], "n": build(after["n"])}
            wins[move] = after
        return {"w": wins, "x": node["x"]}

    if not nodes:
        raise ValueError("an empty proof")
    return build(0)


def moves_to_win(node: dict) -> int:
    """The solver's moves (passes not counted) along the quickest way through a player node."""
    return min(_step(move) + _rest(after) for move, after in node["w"].items())


def _step(move: str) -> int:
    return 0 if move == str(PASS) else 1


def _rest(after: dict) -> int:
    if "n" not in after:
        return 0
    nxt = after["n"]
    return moves_to_win(nxt) if "w" in nxt else _rest(nxt)


def player_nodes(node: dict) -> int:
    """How many player nodes a tree holds (its size)."""
    total = 1
    for after in node["w"].values():
        while "n" in after:
            after = after["n"]
            if "w" in after:
                total += player_nodes(after)
                break
    return total


def verify(state: TwentySevenState, tree: dict, prover: Prover) -> list[str]:
    """Re-prove every claim of a tree from `state` with the rules and the exact search; the problems
    found ([] for a sound tree). A rules change that alters a move, a reply or a value shows here."""
    problems: list[str] = []

    def player_node(here: TwentySevenState, node: dict, path: str) -> None:
        legal = {str(m): m for m in here.legal_moves()}
        claimed = set(node["w"]) | set(node["x"])
        if claimed != set(legal):
            problems.append(f"{path}: the legal moves are {sorted(legal)}, the tree has {sorted(claimed)}")
            return
        for text, after in node["w"].items():
            child = _after(here, legal[text])
            if not prover.wins(child):
                problems.append(f"{path} {text}: claimed to win, does not")
            else:
                after_win(child, after, f"{path} {text}")
        for text, refutation in node["x"].items():
            child = _after(here, legal[text])
            if prover.wins(child):
                problems.append(f"{path} {text}: claimed to fail, wins")
            elif prover.margin(child) != refutation["v"]:
                problems.append(f"{path} {text}: best play gives {prover.margin(child)}, not {refutation['v']}")
            else:
                line_ok(child, refutation["pv"], f"{path} {text}")

    def after_win(here: TwentySevenState, after: dict, path: str) -> None:
        if "end" in after:
            black, white = here.scores() if here.is_terminal() else (None, None)
            margin = None if black is None else (black - white if prover.seat == 0 else white - black)
            if margin != after["end"]:
                problems.append(f"{path}: the game should be over with margin {after['end']}")
            return
        if "safe" in after:
            if safe_margin(here, prover.seat) != after["safe"]:
                problems.append(f"{path}: not safe with margin {after['safe']}")
            return
        legal = {str(m): m for m in here.legal_moves()}
        if after["r"] not in legal:
            problems.append(f"{path}: the defence {after['r']} is not legal")
            return
        child = _after(here, legal[after["r"]])
        if len(legal) > 1:   # the strongest defence: no reply leaves the solver a smaller margin
            kept = prover.margin(child)
            if not all(prover.at_least(_after(here, m), kept) for m in legal.values()):
                problems.append(f"{path}: {after['r']} is not the strongest defence")
        nxt = after["n"]
        if "w" in nxt:
            player_node(child, nxt, f"{path} {after['r']}")
        else:
            after_win(child, nxt, f"{path} {after['r']}")

    def line_ok(here: TwentySevenState, line: list[str], path: str) -> None:
        s = here.clone()
        for text in line:
            move = s.parse_move(text)
            if s.why_illegal(move) is not None:
                problems.append(f"{path}: the line's move {text} is illegal")
                return
            s.apply(move)

    if not prover.wins(state):
        return ["the start is not won"]
    player_node(state, tree, "")
    if len(tree["w"]) != 1:
        problems.append(f"the first move is not unique: {sorted(tree['w'])}")
    return problems
