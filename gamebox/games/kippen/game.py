"""Kippen as a game of the box: metadata, the new game's deal, puzzles, the score screen."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import Game, GameInfo, HasPuzzles, Setup, State, Variant

INFO = GameInfo(
    id="kippen",
    name="Kippen",
    tagline=Text("Tipping puzzles: learn how Würfelmarsch's dice march.",
                 "Kipp-Rätsel: lernen, wie die Würfel im Würfelmarsch marschieren."),
    description=Text(
        "Alone with your red die on the plate, among yellow and pearl dice that never move: tip it forward or "
        "sideways, never back, to bring a given face toward you, into a marked hollow, or to beat another die, "
        "in exactly the tips the puzzle allows. A funnel your die closes beats as in Würfelmarsch, and it can "
        "beat your die too.",
        "Allein mit deinem roten Würfel auf der Platte, zwischen gelben und perlmuttfarbenen Würfeln, die sich nie "
        "bewegen: kippe ihn vorwärts oder seitwärts, nie zurück, bis eine bestimmte Zahl zu dir zeigt, er in einer "
        "markierten Mulde liegt oder einen anderen Würfel schlägt, in genau so vielen Kippzügen, wie das Rätsel "
        "erlaubt. Ein Trichter, den dein Würfel schließt, schlägt wie im Würfelmarsch, auch deinen Würfel."),
    min_players=1,
    max_players=1,
    play_minutes=(1, 5),
    variants=(Variant("standard", Text("Standard", "Standard"), 1, 1,
                      Text("Alone: tip your die to a goal in so many tips, past dice that beat (KP-1).",
                           "Allein: deinen Würfel in so vielen Kippzügen zu einem Ziel kippen, vorbei an "
                           "Würfeln, die schlagen (KP-1).")),),
    has_chance=True,      # a new game deals a puzzle of the collection as its first move (KP-5)
    hidden_information=False,
    seat_names=(Text("Red", "Rot"),),
)


class KippenGame(Game, HasPuzzles):
    info = INFO

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        from .state import TippingState

        return TippingState()

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
