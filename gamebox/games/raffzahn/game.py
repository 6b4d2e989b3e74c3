"""Raffzahn as a game of the box: metadata, setup, computer players, rules text, example."""
from __future__ import annotations

from typing import Any

from gamebox.i18n import Text
from gamebox.protocol import Calibrated, Game, GameInfo, HasOwnAgents, HasPuzzles, Setup, State, Variant

from .state import SEATS, RaffzahnState

REALTIME_LEVELS = ("search:easy", "search:medium", "search:strong")
# In real time a level is a pair of eyes and hands, not a depth of thought (gamebox/ai/reaction.py).
REALTIME_LEVEL_WORDS = {
    "search:easy": Text("slow to look and to reach, and misreads a die now and then.",
                        "schaut und greift langsam und verliest sich ab und zu."),
    "search:medium": Text("as quick as an attentive grown-up, and seldom wrong.",
                          "so schnell wie ein aufmerksamer Erwachsener, und selten falsch."),
    "search:strong": Text("very quick eyes and hands, and hardly ever wrong.",
                          "sehr schnelle Augen und Hände, und fast nie falsch."),
}

INFO = GameInfo(
    id="raffzahn",
    name="Raffzahn",
    tagline=Text("Everybody grabs at once: take the free dice that show you the roll.",
                 "Alle raffen zugleich: nimm die freien Würfel, die dir die gewürfelte Zahl zeigen."),
    description=Text(
        "The full pyramid, its top die taken away. The roller throws the turquoise die, and at once all three "
        "players grab free dice whose face toward their own side shows that number, until the roller calls "
        "“Stopp!”. Each of you sees only your own side of the pyramid. When “Stopp!” leaves only the bottom "
        "layer, the most dice win.",
        "Die volle Pyramide ohne ihren obersten Würfel. Wer dran ist, wirft den türkisen Würfel, und sofort "
        "raffen alle drei freie Würfel, die zur eigenen Seite diese Zahl zeigen, bis der Werfer „Stopp!“ ruft. "
        "Jeder sieht nur seine eigene Seite der Pyramide. Liegt beim „Stopp!“ nur noch die unterste Lage, "
        "gewinnen die meisten Würfel."),
    min_players=SEATS,
    max_players=SEATS,
    play_minutes=(10, 20),
    variants=(
        Variant("standard", Text("Standard", "Standard"), SEATS, SEATS,
                Text("Three players, one at each side of the pyramid; 55 red, 55 yellow and 55 pearl dice mixed "
                     "at random, every die turned at random.",
                     "Drei Spieler, einer an jeder Seite der Pyramide; je 55 rote, gelbe und perlmuttfarbene "
                     "Würfel zufällig gemischt und zufällig gedreht.")),
    ),
    has_chance=True,
    hidden_information=False,
    seat_names=(Text("Side 1", "Seite 1"), Text("Side 2", "Seite 2"), Text("Side 3", "Seite 3")),
    timing="realtime",
    record_entry_keys=frozenset({"at", "by"}),
    levels=REALTIME_LEVELS,
)


class RaffzahnGame(Game, Calibrated, HasOwnAgents, HasPuzzles):
    info = INFO

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return RaffzahnState(setup.first_player)

    def make_agent(self, name: str, rng: Any) -> Any:
        from .ai import make_agent

        return make_agent(name, rng)

    def heuristic(self, state: State) -> list[float]:
        total = max(1.0, sum(state.scores()))
        return [s / total for s in state.scores()]

    def level_words(self, variant: str, agent: str) -> Text | None:
        return REALTIME_LEVEL_WORDS.get(agent)

    def strength(self, variant: str, agent: str):
        from .calibration import strength

        return strength(agent)

    def puzzles(self):
        """The shipped reaction drills (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import DrillReferee

        return DrillReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)
