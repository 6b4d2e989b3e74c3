"""Abquetschen's hints: the strong level's search ranks the builds (the box's expectimax over the game's
heuristic); each says what the build leaves the next player ("the next player then has no build for a
5 or 6") or that it makes a row, else how it compares with the best."""
from __future__ import annotations

from gamebox.hints import compared, deciding, judged, ranked_hints
from gamebox.i18n import Text, plural
from gamebox.protocol import Game, Hint

from .moves import Build, Roll
from .state import BUILD, ROLL, AbquetschenState

CLEAR = 0.05      # a twentieth of a win on the search's scale: clearly worse


def _spoiled(after: AbquetschenState) -> list[int]:
    """The rolls (2 to 6) for which the next player has no build, after a move that ends the turn."""
    spoiled = []
    for value in range(2, 7):
        rolled = after.clone()
        rolled.apply(Roll(value))
        if rolled.phase == BUILD and not rolled.builds():
            spoiled.append(value)
    return spoiled


def _rolls(values: list[int]) -> Text:
    en = ", ".join(str(v) for v in values[:-1]) + (" or " if len(values) > 1 else "") + str(values[-1])
    de = ", ".join(str(v) for v in values[:-1]) + (" oder " if len(values) > 1 else "") + str(values[-1])
    return Text(en, de)


def reason(state: AbquetschenState, move, value: float, best: float, rank: int) -> Text:
    if isinstance(move, Build):
        after = state.clone()
        after.apply(move)
        if after.phase == BUILD and after.to_move == state.to_move and after.bonus and not state.bonus:
            n = after.need
            return plural(n, Text("a row: 1 bonus die to build", "eine Reihe: 1 Bonuswürfel zum Einbauen"),
                          Text("a row: {n} bonus dice to build", "eine Reihe: {n} Bonuswürfel zum Einbauen"))
        if after.phase == ROLL:
            spoiled = _spoiled(after)
            if spoiled:
                return Text("the next player then has no build for a {rolls}",
                            "der Nächste hat dann keinen Bau für eine {rolls}").format(rolls=_rolls(spoiled))
    return compared(value, best, rank, CLEAR)


def hints(game: Game, state: AbquetschenState, seat: int, limit: int) -> list[Hint]:
    if not deciding(state, seat):
        return []
    return ranked_hints(state, judged(game, state), limit, lambda m, v, b, r: reason(state, m, v, b, r))
