"""27 as a game of the box: metadata, setup, heuristic."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import (
    Calibrated,
    Game,
    GameInfo,
    HasHints,
    HasOwnAgents,
    HasPuzzles,
    Setup,
    State,
    Variant,
)

from .heuristic import evaluate
from .state import Rules, TwentySevenState

INFO = GameInfo(
    id="27",
    name="27",
    tagline=Text("A race of disc towers along a row: count your towers, move that far.",
                 "Ein Wettlauf der Scheibentürme: zähl deine Türme, so weit ziehst du."),
    description=Text(
        "Race your nine discs to the far end of the row. You move exactly as many fields as you have "
        "towers, and may carry your opponent's discs along. For 2 players.",
        "Bring deine neun Scheiben ans andere Ende der Reihe. Du ziehst genau so viele Felder, wie du "
        "Türme hast, und darfst gegnerische Scheiben mitnehmen. Für 2 Spieler."),
    min_players=2,
    max_players=2,
    play_minutes=(10, 20),
    variants=(
        Variant("standard", Text("Standard", "Grundspiel"), 2, 2,
                Text("Nine fields: red, seven grey, red. Base discs never move.",
                     "Neun Felder: rot, sieben grau, rot. Grundscheiben bleiben liegen.")),
        Variant("grey", Text("Grey discs travel", "Graue Scheiben wandern"), 2, 2,
                Text("A whole stack may take its grey base disc along: that field disappears and the row "
                     "gets shorter.",
                     "Ein ganzer Stapel darf seine graue Grundscheibe mitnehmen: das Feld verschwindet und "
                     "die Reihe wird kürzer.")),
        Variant("red", Text("Red discs travel too", "Auch rote Scheiben wandern"), 2, 2,
                Text("As with grey discs, and the red end discs may go along too: your goal is always the "
                     "last field of the row.",
                     "Wie mit grauen Scheiben, und auch die roten Endscheiben dürfen mit: dein Ziel ist immer "
                     "das letzte Feld der Reihe.")),
    ),
    has_chance=True,
    hidden_information=False,
    seat_names=(Text("Black", "Schwarz"), Text("White", "Weiß")),
)


class TwentySevenGame(Game, Calibrated, HasOwnAgents, HasPuzzles, HasHints):
    info = INFO
    # The discs on a goal count only at the end: at the start they are the other player's pile (8 : 9).
    scores_during_play = False

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return TwentySevenState(Rules(setup.variant), setup.first_player)

    def heuristic(self, state: State) -> list[float]:
        return evaluate(state)

    def diagram_state(self, spec: str) -> State:
        """`variant,stacks joined by '.',b|w`: e.g. `standard,RBB.G.GW.G.G.G.G.G.RWW,b`."""
        variant, stacks, *rest = spec.split(",")
        to_move = 1 if rest and rest[0] == "w" else 0
        return TwentySevenState.from_position(Rules(variant), stacks.replace(".", " "), to_move)

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def hints(self, state, seat, limit=5):
        """Proven margins where the exact search proves them quickly, else the strong level's (hints.py)."""
        from .hints import hints

        return hints(self, state, seat, limit)

    def make_agent(self, name, rng):
        from .ai import make_agent

        return make_agent(self, name, rng)

    def strength(self, variant: str, agent: str):
        """The measured strength of a computer level, for the new-game dialog (`Calibrated`)."""
        from .calibration import strength

        return strength(variant, agent)

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)

    def puzzles(self):
        """Positions from selfplay with a forced win and one only first move (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import TwentySevenReferee

        return TwentySevenReferee()
