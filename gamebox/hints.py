"""What every game's hints share (the capability `protocol.HasHints`): ranked moves into `Hint`s.

A game ranks its moves its own way: an exact table, its search levels' judgement of each move
(`ai.agents.RanksMoves`), its move generator. What is alike everywhere lives here: the move as advice
to the seat (its words in the imperative: "Move tower e onto d", "Zieh 3 Scheiben"; gamebox/grammar.py),
a reason after it, moves that reach the same position given once, the best first, and numbers as each
language writes them.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from .grammar import imperative
from .i18n import Text
from .protocol import Game, Hint, State

HINT_SEED = 0       # the agents judge with a fixed seed: the same position, the same hints


def deciding(state: State, seat: int) -> bool:
    """Whether `seat` has a choice to make at `state` (not a roll, not another's turn, not the end)."""
    return state.current_player() == seat and seat >= 0


def number(value: float, decimals: int = 1) -> Text:
    """A number with `decimals` places, as English (31.25) and German (31,25) write it."""
    text = f"{value:.{decimals}f}"
    return Text(text, text.replace(".", ","))


def percent(chance: float) -> Text:
    """A chance as a whole percentage, at least 1% and at most 99% where it is not certain."""
    p = round(100 * min(1.0, max(0.0, chance)))
    if 0 < chance < 1:
        p = min(99, max(1, p))
    return Text(f"{p}%", f"{p} %")


def win_chance(chance: float, exact: bool = False) -> Text:
    """"you win 62% of games with best play" or, from a search's estimate, "your chance to win is about 62%"."""
    p = percent(chance)
    if exact:
        return Text("you win {p} of games with best play", "du gewinnst {p} der Partien mit bestem Spiel").format(p=p)
    return Text("your chance to win is then about {p}", "deine Gewinnchance ist dann etwa {p}").format(p=p)


def utility_chance(value: float) -> float:
    """A search value on the scale +1 for a win, -1 for a loss, as a chance to win."""
    return (max(-1.0, min(1.0, value)) + 1.0) / 2.0


def advice(state: State, move: Any, reason: Text | None = None, words: Text | None = None) -> Text:
    """The move as advice to the player who makes it, with the reason after it:
    "Move tower e onto d: expected final score 31.25" / "Versetz Turm e auf d: …". `words`: the move
    said otherwise than the move log says it (a verb phrase of the third person, as `move_words`)."""
    words = words or state.move_words(move)

    def said(lang: str) -> str:
        text = imperative(words.get(lang), lang)
        if reason is None:
            return text
        said = reason.get(lang)
        return f"{text}{' — ' if ':' in text + said else ': '}{said}"

    return Text(said("en"), said("de"))


def ranked_hints(state: State, scored: list[tuple[Any, float]], limit: int,
                 reason: Callable[[Any, float, float, int], Text | None],
                 same: Callable[[State], Hashable] | None = None,
                 words: Callable[[Any], Text | None] | None = None) -> list[Hint]:
    """`scored` (move, value) as hints: best first (ties in the given order), a move that leads to a
    position an earlier one reached left out (`same` says what counts as one position), at most `limit`.
    `reason(move, value, best, rank)` is said after each move (rank 0 is the first hint); `words(move)`
    says a move where the move log's words would not tell the hints apart."""
    order = sorted(range(len(scored)), key=lambda i: (-scored[i][1], i))
    if not order:
        return []
    best = scored[order[0]][1]
    hints: list[Hint] = []
    seen: set[Hashable] = set()
    for i in order:
        move, value = scored[i]
        if same is not None:
            child = state.clone()
            child.apply(move)
            key = same(child)
            if key in seen:
                continue
            seen.add(key)
        said = advice(state, move, reason(move, value, best, len(hints)), words(move) if words else None)
        hints.append(Hint(move, said, float(value)))
        if len(hints) >= limit:
            break
    return hints


def judged(game: Game, state: State, level: str = "search:strong") -> list[tuple[Any, float]]:
    """A search level's value of each move at `state` (the seat's view of it), best first."""
    from .ai.agents import RanksMoves, make_agent

    agent = make_agent(level, game, HINT_SEED)
    if not isinstance(agent, RanksMoves):
        raise TypeError(f"{game.info.id}'s {level} cannot rank moves")
    moves = state.legal_moves()
    if len(moves) == 1:          # nothing to weigh: no search
        return [(moves[0], 0.0)]
    return agent.ranked(state)


def compared(value: float, best: float, rank: int, clear: float) -> Text:
    """How a move compares with the best, where the numbers themselves tell a player nothing:
    `clear` is the difference that is clearly worse on the search's scale."""
    loss = best - value
    if loss <= 1e-9:
        return (Text("the best move the computer finds", "der beste Zug, den der Computer findet") if rank == 0
                else Text("just as good", "genauso gut"))
    if loss < clear / 4:
        return Text("almost as good", "fast so gut")
    if loss < clear:
        return Text("a little weaker", "etwas schwächer")
    return Text("clearly weaker", "deutlich schwächer")


def by_chance(game: Game, state: State, seat: int, limit: int, chance: Callable[[float], float],
              same: Callable[[State], Hashable] | None = None) -> list[Hint]:
    """Hints from the strong level's search of a game whose search values are (or map by `chance` to)
    the mover's chance to win: each move says the chance the search gives it."""
    if not deciding(state, seat):
        return []
    return ranked_hints(state, judged(game, state), limit,
                        lambda _m, v, _b, _r: win_chance(chance(v)), same)
