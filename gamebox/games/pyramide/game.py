"""The free dice pyramid as an entry of the box: one player, three ways to start."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import Game, GameInfo, Setup, State, Variant

from .state import PyramidState

INFO = GameInfo(
    id="pyramide",
    name="Würfelpyramide frei",
    tagline=Text("Build and take apart the dice pyramid by hand.",
                 "Die Würfelpyramide frei auf- und abbauen."),
    description=Text(
        "The equipment of Das Spiel to play with: put dice into funnels, take free dice, turn, "
        "tip and pull them, and see funnels and free dice light up. Learn the pyramid's geometry "
        "before you play its games.",
        "Das Material von „Das Spiel“ zum Ausprobieren: Würfel in Trichter legen, frei liegende "
        "Würfel nehmen, drehen, kippen und herausziehen, Trichter und frei liegende Würfel "
        "leuchten auf. So lernt man die Geometrie der Pyramide vor ihren Spielen kennen."),
    min_players=1,
    max_players=1,
    play_minutes=(1, 60),
    variants=(
        Variant("empty", Text("Empty plate", "Leere Grundplatte"), 1, 1,
                Text("Start from the base plate with its 45 hollows.",
                     "Beginne mit der Grundplatte und ihren 45 Mulden.")),
        Variant("full", Text("Full pyramid", "Volle Pyramide"), 1, 1,
                Text("All 165 dice, colours and orientations at random: take it apart.",
                     "Alle 165 Würfel, Farben und Ausrichtung zufällig: baue sie ab.")),
        Variant("layer", Text("One layer", "Eine Lage"), 1, 1,
                Text("The plate filled with 45 pearl dice in random orientations.",
                     "Die Grundplatte mit 45 perlmuttfarbenen Würfeln in zufälliger Ausrichtung.")),
    ),
    has_chance=True,
    hidden_information=False,
)


class PyramidGame(Game):
    info = INFO

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return PyramidState(setup.variant)

    def heuristic(self, state: State) -> list[float]:
        return [0.0]
