"""The coach's arithmetic over an exact table: the after-game analysis.

Generic over the protocol: any `Solvable` game whose `solvable_variants` lists a solo variant and
whose `solve`/`cached_solution` return an `ExactTable` gets the analysis (its hints are the game's own,
`HasHints`, which reads the same table). The Qt layer (ui/analysis.py) only shows what this module
computes.

Identity the analysis rests on, with V the table's value and every move one step:

    final score = start value - skill loss + luck

where skill loss sums V(best move) - V(chosen move) over the player's decisions, and
luck sums V(after roll) - V(before roll) over the chance moves (the same number).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .protocol import CHANCE, ExactTable, Game, Solvable, State, solvable_variants
from .record import GameRecord

# Values come from float32 tables: differences below this are ties, not mistakes.
TIE = 1e-4

def coachable(game: Game, record: GameRecord) -> bool:
    """The exact table's coach (the analysis, the table question before a hint) serves this game: one player
    and a variant the game can solve."""
    return len(record.players) == 1 and record.variant in solvable_variants(game)


def solve_estimate(game: Game, variant: str, options: Mapping[str, str] | None = None) -> float:
    """Seconds a solve takes, roughly (the question before computing quotes it)."""
    return float(game.solve_estimate(variant, options or {})) if isinstance(game, Solvable) else 0.0


# -- analysis -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Decision:
    ply: int              # index of the move in the record
    number: int           # 1, 2, … over the player's decisions
    roll: str             # the chance move just before (e.g. "d4"), "" if none
    chosen: str
    chosen_value: float
    best: str
    best_value: float
    options: int          # how many legal moves there were

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)


@dataclass
class Analysis:
    start_value: float
    final_score: float
    decisions: list[Decision] = field(default_factory=list)
    roll_luck: list[tuple[int, str, float]] = field(default_factory=list)  # (ply, roll, V after - V before)

    @property
    def skill_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def luck(self) -> float:
        """final = start - skill loss + luck, so luck is what the dice added (or took)."""
        return self.final_score - self.start_value + self.skill_loss

    def worst(self, count: int = 5) -> list[Decision]:
        """The costliest mistakes, largest first (ties with the best move are no mistakes)."""
        mistakes = [d for d in self.decisions if d.loss >= TIE]
        return sorted(mistakes, key=lambda d: (-d.loss, d.ply))[:count]

    def curve(self) -> list[float]:
        """Expected final score at the start and after each decision (the chart's line)."""
        return [self.start_value] + [d.chosen_value for d in self.decisions]


def analyse(table: ExactTable, record: GameRecord) -> Analysis:
    """Replay the record and price every decision against the table."""
    return analyse_line(table, record.new_state(), record.moves)


def analyse_line(table: ExactTable, start_state: State, moves: list[str]) -> Analysis:
    """Price every decision of `moves` played from `start_state` (a table's own start)."""
    state = start_state.clone()
    analysis = Analysis(float(table.value(state)), 0.0)
    last_roll = ""
    for ply, text in enumerate(moves):
        move = state.parse_move(text)
        if state.current_player() == CHANCE:
            before = float(table.value(state))
            state.apply(move)
            analysis.roll_luck.append((ply, text, float(table.value(state)) - before))
            last_roll = text
            continue
        ranked = table.move_values(state)
        chosen = next(float(v) for m, v in ranked if state.format_move(m) == text)
        best_move, best_value = ranked[0]
        analysis.decisions.append(Decision(ply, len(analysis.decisions) + 1, last_roll, text, chosen,
                                           state.format_move(best_move), float(best_value), len(ranked)))
        last_roll = ""
        state.apply(move)
    analysis.final_score = float(state.scores()[0]) if state.is_terminal() else float(table.value(state))
    return analysis
