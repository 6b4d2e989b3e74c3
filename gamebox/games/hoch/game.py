"""Hoch und höher as a game of the box: metadata, setup, heuristic, rules text."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import (
    Calibrated,
    Choice,
    Game,
    GameInfo,
    HasHints,
    HasPuzzles,
    Option,
    Setup,
    Solvable,
    State,
    Variant,
)

from .calibration import Strength, strength
from .heuristic import canonical_key, evaluate
from .state import END_ON_ROLL, END_WHEN_STUCK, HochState, Rules

VARIANTS = {
    "duel": Rules(solo=False, hierarchy=False),
    "duel-hierarchy": Rules(solo=False, hierarchy=True),
    "solo": Rules(solo=True, hierarchy=False),
    "solo-hierarchy": Rules(solo=True, hierarchy=True),
}

INFO = GameInfo(
    id="hoch",
    name="Hoch und höher",
    tagline=Text("A dizzying dice game of towers and pawns.",
                 "Ein schwindelerregendes Würfelspiel mit Türmen und Pöppeln."),
    description=Text(
        "Roll, then place a pawn on a tower of that height or move a whole tower onto another. "
        "At the end your pawns should stand as high as possible. For 1 or 2 players.",
        "Würfeln, dann einen Pöppel auf einen Turm dieser Höhe setzen oder einen ganzen Turm auf "
        "einen anderen. Am Ende sollen deine Pöppel möglichst hoch stehen. Für 1 oder 2 Spieler."),
    min_players=1,
    max_players=2,
    play_minutes=(10, 20),
    variants=(
        Variant("duel", Text("Duel", "Duell"), 2, 2,
                Text("Two players, two pawns each: blue and brown against yellow and green.",
                     "Zwei Spieler mit je zwei Pöppeln: Blau und Braun gegen Gelb und Grün.")),
        Variant("duel-hierarchy", Text("Duel with hierarchy", "Duell mit Hierarchie"), 2, 2,
                Text("As the duel, but blue must end at least as high as brown, yellow as green.",
                     "Wie das Duell, aber Blau muss mindestens so hoch stehen wie Braun, Gelb wie Grün.")),
        Variant("solo", Text("Solo", "Solo"), 1, 1,
                Text("One player with all four pawns: score as many points as you can (45 at most).",
                     "Ein Spieler mit allen vier Pöppeln: so viele Punkte wie möglich (höchstens 45).")),
        Variant("solo-hierarchy", Text("Solo with hierarchy", "Solo mit Hierarchie"), 1, 1,
                Text("Solo, but blue > brown > yellow > green: a pawn above a higher-ranked one scores nothing.",
                     "Solo, aber Blau > Braun > Gelb > Grün: ein Pöppel über einem ranghöheren zählt nichts.")),
    ),
    options=(
        Option("end", Text("Game end", "Spielende"),
               (Choice(END_ON_ROLL, Text("on the first roll that allows no move",
                                         "beim ersten Wurf, der keinen Zug erlaubt")),
                Choice(END_WHEN_STUCK, Text("only when no roll allows a move (roll again)",
                                            "erst wenn kein Wurf mehr einen Zug erlaubt (neu würfeln)"))),
               END_ON_ROLL),
    ),
    has_chance=True,
    hidden_information=False,
    seat_names=(Text("Team B (blue, brown)", "Team B (blau, braun)"),
                Text("Team G (yellow, green)", "Team G (gelb, grün)")),
)


_TABLES: dict = {}   # (cache dir, variant, end rule) -> table or None, per process


class HochGame(Game, Solvable, Calibrated, HasPuzzles, HasHints):
    info = INFO

    def rules_for(self, setup: Setup) -> Rules:
        base = VARIANTS[setup.variant]
        return Rules(base.solo, base.hierarchy, setup.options.get("end", END_ON_ROLL))

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        rules = self.rules_for(setup)
        first = 0 if rules.solo else setup.first_player
        return HochState(rules, first)

    def canonical_key(self, state: State):
        return canonical_key(state)

    def heuristic(self, state: State) -> list[float]:
        return evaluate(state)

    def hints(self, state, seat, limit=5):
        """The exact table's values where it is cached, else the strong level's search (hints.py)."""
        from .hints import hints

        return hints(self, state, seat, limit)

    def outlook(self, state, seat):
        from .hints import outlook

        return outlook(self, state, seat)

    def strength(self, variant: str, agent: str) -> Strength | None:
        """The measured strength of a computer level, for the new-game dialog (`Calibrated`)."""
        solved = agent == "search:strong" and self.has_solution(variant)
        return strength(variant, agent, solved)

    def diagram_state(self, spec: str) -> State:
        """`variant,towers,dN`: towers a..n joined by '.', e.g. `solo,6B.6.5.5.4.4.3.3.2.2.2.1.1.1,d4`."""
        parts = spec.split(",")
        variant, towers = parts[0], parts[1].replace(".", " ")
        roll = int(parts[2][1:]) if len(parts) > 2 and parts[2] else None
        return HochState.from_position(VARIANTS[variant], towers, 0, roll)

    solvable_variants = ("solo", "solo-hierarchy", "duel", "duel-hierarchy")

    def solve(self, variant, options=None, progress=None):
        from . import duel_solver, solver

        end_rule = (options or {}).get("end", END_ON_ROLL)
        if variant in duel_solver.DUEL_VARIANTS:
            table = duel_solver.solve_duel(variant, end_rule, progress=progress)
            duel_solver.save_duel_table(table, duel_solver.duel_table_path(variant, end_rule))
        else:
            table = solver.solve(variant, end_rule, progress=progress)
            solver.save_table(table, solver.table_path(variant, end_rule))
        _TABLES.clear()
        return table

    def prepare(self, variant, options=None, progress=None):
        """The duel's tables are prepared in the background and may be stopped at any time: each
        finished layer is kept beside the table and a new run resumes from there."""
        from . import duel_solver
        from .table_files import Checkpoint

        if variant not in duel_solver.DUEL_VARIANTS:
            return self.solve(variant, options, progress)
        end_rule = (options or {}).get("end", END_ON_ROLL)
        path = duel_solver.duel_table_path(variant, end_rule)
        checkpoint = Checkpoint(path.with_name(path.name + ".partial"), f"{path.name}")
        table = duel_solver.solve_duel(variant, end_rule, progress=progress, checkpoint=checkpoint)
        duel_solver.save_duel_table(table, path)
        checkpoint.clear()
        _TABLES.clear()
        return table

    def level_words(self, variant, agent):
        """The strong duel player plays perfectly from its table once it is prepared (in the background)."""
        if agent != "search:strong" or not variant.startswith("duel"):
            return None
        if self.has_solution(variant):
            return Text("plays perfectly: it knows the best move in every position.",
                        "spielt perfekt: er kennt in jeder Lage den besten Zug.")
        return Text("searches a few moves ahead; plays perfectly once its table is ready (prepared in the "
                    "background in a few minutes when you play against it).",
                    "rechnet ein paar Züge voraus; spielt perfekt, sobald seine Tabelle fertig ist (sie entsteht "
                    "im Hintergrund in ein paar Minuten, wenn du gegen ihn spielst).")

    def solve_memory_mb(self, variant, options=None):
        # Peak resident memory of `gamebox solve` (docs/solver.md), rounded up.
        return {"solo": 300, "solo-hierarchy": 1300, "duel": 1000, "duel-hierarchy": 3000}.get(variant, 0)

    def solve_estimate(self, variant, options=None):
        # Measured by bench/bench_solver.py and `gamebox solve` on two cores, rounded up.
        return {"solo": 15.0, "solo-hierarchy": 180.0, "duel": 180.0, "duel-hierarchy": 420.0}.get(variant, 60.0)

    def cached_solution(self, variant, options=None):
        if variant not in self.solvable_variants:
            return None
        from .table_files import cache_dir

        end_rule = (options or {}).get("end", END_ON_ROLL)
        key = (str(cache_dir()), variant, end_rule)
        if _TABLES.get(key) is None:  # memory-mapped once per process
            from . import duel_solver, solver

            if variant in duel_solver.DUEL_VARIANTS:
                _TABLES[key] = duel_solver.cached_duel_table(variant, end_rule)
            else:
                _TABLES[key] = solver.cached_table(variant, end_rule)
        return _TABLES[key]

    def has_solution(self, variant, options=None):
        from . import duel_solver, solver

        end_rule = (options or {}).get("end", END_ON_ROLL)
        if variant in duel_solver.DUEL_VARIANTS:
            return (duel_solver.duel_table_path(variant, end_rule) / "meta.json").exists()
        return variant in self.solvable_variants and (solver.table_path(variant, end_rule) / "meta.json").exists()

    def solution_for(self, state):
        rules = state.rules
        variant = ("solo" if rules.solo else "duel") + ("-hierarchy" if rules.hierarchy else "")
        return self.cached_solution(variant, {"end": rules.end_rule})

    def example_record(self) -> dict | None:
        from .example import closing_example_record

        return closing_example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)

    def puzzles(self):
        """Decisions where the best move looks wrong, with the solver's values (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import HochReferee

        return HochReferee()
