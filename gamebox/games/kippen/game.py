"""Kippen as a game of the box: metadata, the new game's deal, puzzles, the score screen."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import Game, GameInfo, HasHints, HasPuzzles, Setup, State, Variant

INFO = GameInfo(
    id="kippen",
    name="Kippen",
    tagline=Text("Tipping puzzles: learn how Würfelmarsch's dice march.",
                 "Kipp-Rätsel: lernen, wie die Würfel im Würfelmarsch marschieren."),
    description=Text(
        "Tip your red die forward or sideways, never back, until a given face looks at you, it lies in the marked "
        "hollow or it beats another die: in exactly the puzzle's tips. Funnels beat as in Würfelmarsch.",
        "Kippe deinen roten Würfel vorwärts oder seitwärts, nie zurück, bis eine bestimmte Zahl zu dir zeigt, er in "
        "der markierten Mulde liegt oder einen anderen schlägt: in genau den Kippzügen des Rätsels."),
    min_players=1,
    max_players=1,
    play_minutes=(1, 5),
    variants=(Variant("standard", Text("Standard", "Standard"), 1, 1,
                      Text("Alone: tip your die to a goal in so many tips, past dice that beat.",
                           "Allein: deinen Würfel in so vielen Kippzügen zu einem Ziel kippen, vorbei an "
                           "Würfeln, die schlagen.")),),
    has_chance=True,      # a new game deals a puzzle of the collection as its first move (KP-5)
    hidden_information=False,
    seat_names=(Text("Red", "Rot"),),
)


class KippenGame(Game, HasPuzzles, HasHints):
    info = INFO

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        from .state import TippingState

        return TippingState()

    def hints(self, state, seat, limit=5):
        """Every tip with the tips the goal needs after it (hints.py)."""
        from .hints import hints

        return hints(state, seat, limit)

    def puzzles(self):
        """The shipped tipping puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import TippingReferee

        return TippingReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state)
