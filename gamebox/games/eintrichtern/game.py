"""Eintrichtern as a game of the box: metadata, setup, agents, rules text, example."""
from __future__ import annotations

from typing import Any

from gamebox.i18n import Text
from gamebox.protocol import (
    Calibrated,
    Choice,
    Game,
    GameInfo,
    HasHints,
    HasOwnAgents,
    HasPuzzles,
    Option,
    Setup,
    State,
    Variant,
)

from .state import TIE_FIRST, TIE_SHARED, EintrichternState, Rules

INFO = GameInfo(
    id="eintrichtern",
    name="Eintrichtern",
    tagline=Text("A memory game in the dice pyramid's funnels.",
                 "Ein Merkspiel in den Trichtern der Würfelpyramide."),
    description=Text(
        "Roll three dice, lift a red die and hope the funnel beneath shows your sum. Each sum shows for "
        "a moment only: remember it, or take over your neighbour's failed roll.",
        "Drei Würfel werfen, einen roten Würfel anheben und hoffen, dass der Trichter darunter deine "
        "Summe zeigt. Jede Summe ist nur kurz zu sehen: merke sie dir, oder übernimm den gescheiterten "
        "Wurf deines Nachbarn."),
    min_players=2,
    max_players=8,
    play_minutes=(15, 30),
    variants=(
        Variant("standard", Text("Standard", "Standard"), 2, 8,
                Text("45 yellow dice on the plate, 36 red dice covering the funnels above them.",
                     "45 gelbe Würfel auf der Grundplatte, 36 rote Würfel decken die Trichter darüber ab.")),
    ),
    options=(
        Option("tie", Text("All funnels open, equal leaders", "Alle Trichter offen, Gleichstand"),
               (Choice(TIE_SHARED, Text("share the win", "teilen sich den Sieg")),
                Choice(TIE_FIRST, Text("whoever got his last red die first wins",
                                       "wer seinen letzten roten Würfel zuerst bekam, gewinnt"))),
               TIE_SHARED,
               Text("Only with 8 players can all 36 funnels open before anybody has 6 red dice; "
                    "then the most red dice win.",
                    "Nur mit 8 Spielern können alle 36 Trichter offen sein, bevor jemand 6 rote "
                    "Würfel hat; dann gewinnen die meisten roten Würfel.")),
    ),
    has_chance=True,
    hidden_information=True,
)


LEVEL_WORDS = {
    "random": Text("lifts any red die, remembering nothing.", "hebt irgendeinen roten Würfel und merkt sich nichts."),
    "greedy": Text("remembers only the sums since its own last lift.",
                   "merkt sich nur die Summen seit dem eigenen letzten Heben."),
    "search:easy": Text("forgets fast, sometimes misremembers a sum by one, and never takes over a roll.",
                        "vergisst schnell, verwechselt manchmal eine Summe um eins und übernimmt nie einen Wurf."),
    "search:medium": Text("remembers like a person: well at first, fading over a few rounds.",
                          "erinnert sich wie ein Mensch: erst gut, nach ein paar Runden verblassend."),
    "search:strong": Text("remembers nearly everything and weighs the chances of every funnel.",
                          "merkt sich fast alles und wägt die Chancen jedes Trichters ab."),
}


class EintrichternGame(Game, Calibrated, HasOwnAgents, HasHints, HasPuzzles):
    info = INFO

    def rules_for(self, setup: Setup) -> Rules:
        return Rules(setup.num_players, setup.options.get("tie", TIE_SHARED))

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return EintrichternState(self.rules_for(setup), setup.first_player)

    def hints(self, state, seat, limit=5):
        """Ranked by the chance of a hit, from the sums the seat has seen announced (hints.py)."""
        from .hints import hints

        return hints(state, seat, limit)

    def make_agent(self, name: str, rng: Any) -> Any:
        from .ai import make_agent

        return make_agent(name, rng)

    def heuristic(self, state: State) -> list[float]:
        target = state.rules.target
        return [k / target for k in state.kept]

    def puzzles(self):
        """The shipped puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import DrillReferee

        return DrillReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def level_words(self, variant: str, agent: str) -> Text | None:
        """Eintrichtern's players differ in how well they remember the sums (E9)."""
        return LEVEL_WORDS.get(agent)

    def strength(self, variant: str, agent: str):
        """The measured strength of a computer level, for the new-game dialog (`Calibrated`)."""
        from .calibration import strength

        return strength(agent)

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)
