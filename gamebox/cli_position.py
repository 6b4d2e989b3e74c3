"""Two commands that look at positions, as chess engines have them (for tests, teaching and
debugging; see docs/cli.md):

    gamebox moves FILE [--after N] --json     the position after the first N moves of a record
    gamebox perft GAME --variant V --depth D  move sequences and distinct positions from the start
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from . import registry
from .protocol import CHANCE, TERMINAL, Setup, State


class PositionError(Exception):
    """A problem the user can fix (printed as one line, exit code 2 by gamebox.cli)."""


def add_commands(sub: Any) -> None:
    """Register `moves` and `perft` on the CLI's subparsers."""
    p = sub.add_parser("moves", help="the legal moves after the first N moves of a record")
    p.add_argument("file", type=Path)
    p.add_argument("--after", metavar="N", help="moves of the record to play (default: all)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_moves)

    p = sub.add_parser("perft", help="count move sequences and distinct positions from the start")
    p.add_argument("game")
    p.add_argument("--variant", required=True)
    p.add_argument("--players", type=int, help="default: the variant's fewest")
    p.add_argument("--first-player", type=int, default=0, metavar="K", help="seat that starts (default 0)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--depth", type=int, required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_perft)


# -- moves ----------------------------------------------------------------------------------
def position(state: State) -> dict[str, Any]:
    """Who is to move and what may happen next: the player's moves, or the chance outcomes with
    their probabilities (both empty at the end; `chance` is also empty where the outcomes are
    too many to list, as for a deal of hidden dice)."""
    player = state.current_player()
    if player == CHANCE:
        return {"to_move": "chance", "moves": [],
                "chance": [[state.format_move(m), p] for m, p in state.chance_outcomes()]}
    if player == TERMINAL:
        return {"to_move": None, "moves": [], "chance": []}
    return {"to_move": player, "moves": [state.format_move(m) for m in state.legal_moves()], "chance": []}


def cmd_moves(args) -> int:
    from .storage import load_record

    record = load_record(args.file)
    total = len(record.moves)
    after = total if args.after is None else _whole_number(args.after)
    if after is None or not 0 <= after <= total:
        raise PositionError(f"--after must be between 0 and {total} (the record's moves), not {args.after}")
    state = record.replay(after)
    result = {"game": record.game, "ply": after, **position(state)}
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    print(state.describe())
    who = {"chance": "chance", None: "nobody (the game is over)"}.get(result["to_move"], f"seat {result['to_move']}")
    print(f"after {after} of {total} moves; to move: {who}")
    listed = result["moves"] or [f"{m} ({p:.4g})" for m, p in result["chance"]]
    print(" ".join(listed))
    return 0


def _whole_number(text: str) -> int | None:
    """`--after` as a number, or None (read here, so a bad N is one line like any bad input)."""
    try:
        return int(text)
    except ValueError:
        return None


# -- perft ----------------------------------------------------------------------------------
def perft(state: State, depth: int) -> tuple[int, int]:
    """(move sequences, distinct positions) `depth` plies deep from `state`. A chance outcome is
    a branch like a move; a game that ends earlier is one sequence and stays one position.

    Level by level with equal positions merged, so the count of sequences is the sum of the
    multiplicities and transpositions are searched once."""
    level: dict[Any, tuple[State, int]] = {state.key(): (state, 1)}
    for ply in range(depth):
        following: dict[Any, tuple[State, int]] = {}
        for key, (here, count) in level.items():
            if here.is_terminal():
                _add(following, key, here, count)
                continue
            if here.is_chance():
                outcomes = [m for m, _ in here.chance_outcomes()]
                if not outcomes:
                    raise PositionError(f"the chance outcomes at ply {ply + 1} are too many to list")
            else:
                outcomes = here.legal_moves()
            for move in outcomes:
                child = here.clone()
                child.apply(move)
                _add(following, child.key(), child, count)
        level = following
    return sum(count for _, count in level.values()), len(level)


def _add(level: dict, key: Any, state: State, count: int) -> None:
    known = level.get(key)
    level[key] = (state, count + (known[1] if known else 0))


def cmd_perft(args) -> int:
    from .cli import _options

    try:
        game = registry.get(args.game)
    except KeyError as exc:
        raise PositionError(str(exc)) from None
    if args.depth < 0:
        raise PositionError(f"--depth must be 0 or more, not {args.depth}")
    try:
        players = args.players or game.info.variant(args.variant).min_players
    except KeyError:
        players = game.info.min_players   # check_setup names the unknown variant
    setup = Setup(args.variant, players, _options(args.option), args.first_player)
    problem = game.check_setup(setup)
    if problem:
        raise PositionError(problem)
    start = time.perf_counter()
    moves, positions = perft(game.new_state(setup), args.depth)
    seconds = time.perf_counter() - start
    result = {"game": game.id, "variant": args.variant, "depth": args.depth,
              "moves": moves, "positions": positions, "seconds": round(seconds, 3)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{game.info.name} ({args.variant}), depth {args.depth}: {moves} move sequences, "
              f"{positions} distinct positions, {seconds:.2f} s")
    return 0
