"""Bunte Kuh as a game of the box: metadata, setup, computer players, rules text, example."""
from __future__ import annotations

from typing import Any

from gamebox.i18n import Text
from gamebox.protocol import Calibrated, Game, GameInfo, HasOwnAgents, HasPuzzles, Setup, State, Variant

from ..raffzahn.game import REALTIME_LEVEL_WORDS, REALTIME_LEVELS
from .state import BunteKuhState

INFO = GameInfo(
    id="buntekuh",
    name="Bunte Kuh",
    tagline=Text("Everybody hunts at once for a funnel that shows the roll's sum.",
                 "Alle suchen zugleich einen Trichter, der die Summe des Wurfs zeigt."),
    description=Text(
        "45 pearl dice lie on the plate, the other 60 are dealt evenly. Three pearl dice are rolled, and at once "
        "everybody looks for a funnel whose three dice point that sum into it. Call “Stopp!” on it and place a "
        "die of yours there, turned as you like; call “Niete” if none shows it. A wrong call brings you a die from "
        "every other player. The first to empty his supply wins.",
        "45 Perlmuttwürfel liegen auf der Platte, die übrigen 60 werden gleichmäßig verteilt. Drei Perlmuttwürfel "
        "werden geworfen, und sofort sucht jeder einen Trichter, dessen drei Würfel diese Summe hineinzeigen. Ruf "
        "„Stopp!“ darauf und leg einen deiner Würfel hinein, gedreht wie du willst; ruf „Niete“, wenn keiner sie "
        "zeigt. Wer sich irrt, bekommt von jedem anderen einen Würfel. Wer zuerst keinen mehr hat, gewinnt."),
    min_players=2,
    max_players=6,
    play_minutes=(20, 40),
    variants=(
        Variant("standard", Text("Standard", "Standard"), 2, 6,
                Text("45 pearl dice on the plate; the 60 red and yellow dice dealt evenly.",
                     "45 Perlmuttwürfel auf der Platte; die 60 roten und gelben gleichmäßig verteilt.")),
    ),
    has_chance=True,
    hidden_information=False,
    timing="realtime",
    record_entry_keys=frozenset({"at", "by"}),
    levels=REALTIME_LEVELS,
)


class BunteKuhGame(Game, Calibrated, HasOwnAgents, HasPuzzles):
    info = INFO

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return BunteKuhState(setup.num_players, setup.first_player)

    def make_agent(self, name: str, rng: Any) -> Any:
        from .ai import make_agent

        return make_agent(name, rng)

    def heuristic(self, state: State) -> list[float]:
        return [-n / 30 for n in state.supply]

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
