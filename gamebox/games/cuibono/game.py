"""Cui bono? as a game of the box: metadata, setup, heuristic, rules text."""
from __future__ import annotations

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

from .state import PLACE, POINTS, CuiBonoState, Rules

_COLOUR_WORDS = {"R": Text("red", "rot"), "Y": Text("yellow", "gelb"), "P": Text("pearl", "perlmutt")}


def _mapping(letters: str) -> Text:
    """'RYP' -> 'red 1, yellow 2, pearl 3'."""
    return Text(", ".join(f"{_COLOUR_WORDS[c].en} {i + 1}" for i, c in enumerate(letters)),
                ", ".join(f"{_COLOUR_WORDS[c].de} {i + 1}" for i, c in enumerate(letters)))


INFO = GameInfo(
    id="cuibono",
    name="Cui bono?",
    tagline=Text("Pull dice from the bottom of the pyramid, put them back, and keep as few as you can.",
                 "Würfel unten aus der Pyramide ziehen, zurücklegen und möglichst wenige behalten."),
    description=Text(
        "Pull a die from the bottom layer that shows at least two free sides: the row above slides down. Put it "
        "back into a funnel of three colours, or of one colour other than the die's, but never so that an edge "
        "is one colour from the plate up. Otherwise keep it: kept dice cost minus points. The game ends with "
        "the 10th kept die (7th with five or six players); fewest minus points win.",
        "Einen Würfel der untersten Lage mit mindestens zwei freien Seiten herausziehen: die Reihe darüber "
        "rutscht nach. Zurück in einen Trichter aus drei Farben oder aus einer anderen Farbe als der Würfel, "
        "aber nie so, dass eine Kante von der Platte an einfarbig wird. Sonst behalten: behaltene Würfel "
        "zählen Minuspunkte. Das Spiel endet mit dem 10. behaltenen Würfel (dem 7. bei fünf oder sechs "
        "Spielern); die wenigsten Minuspunkte gewinnen."),
    min_players=2,
    max_players=6,
    play_minutes=(15, 30),
    variants=(
        Variant("standard", Text("Standard", "Standard"), 2, 6,
                Text("A full pyramid of 55 red, 55 yellow and 55 pearl dice, mixed at random.",
                     "Eine volle Pyramide aus je 55 roten, gelben und perlmuttfarbenen Würfeln, zufällig "
                     "gemischt.")),
    ),
    options=(
        Option("points", Text("Minus points", "Minuspunkte"),
               tuple(Choice(k, _mapping(k)) for k in POINTS), "RYP",
               Text("Our copy of the rule book lost the pictures that give each colour's minus points; red 1, "
                    "yellow 2, pearl 3 is the default.",
                    "In unserem Regelheft fehlen die Bilder mit den Minuspunkten der Farben; rot 1, gelb 2, "
                    "perlmutt 3 ist die Vorgabe.")),
    ),
    has_chance=True,
    hidden_information=False,
)


LEVEL_WORDS = {
    "search:easy": Text("plans only its own turn, and not carefully.", "plant nur den eigenen Zug, und nicht genau."),
    "search:medium": Text("thinks about what its turn leaves the next player.",
                          "bedenkt, was sein Zug dem nächsten Spieler übrig lässt."),
    "search:strong": Text("plans whole rounds, and keeps a cheap die to leave the next player an expensive one.",
                          "plant ganze Runden und behält auch einmal einen billigen Würfel, damit der nächste "
                          "einen teuren nehmen muss."),
}


class CuiBonoGame(Game, Calibrated, HasOwnAgents, HasHints, HasPuzzles):
    info = INFO

    def hints(self, state, seat, limit=5):
        """The strong level's search over whole turns ranks the pulls, the puts and keeping by the share
        of a win it expects (ai.py)."""
        from gamebox.hints import by_chance

        return by_chance(self, state, seat, limit, lambda share: share)

    def make_agent(self, name: str, rng):
        """A turn is two plies (pull, then put or keep), so the middle level looks one turn further than
        greedy: its own turn and the next player's. The easy level errs less than the box's generic one
        (whose error, as large as the spread of its choices, threw away every die it could put back).
        The strong level searches whole turns and expects the others to avoid keeping (ai.py)."""
        from gamebox.ai.expectimax import ExpectimaxAgent, Level

        if name == "search:easy":
            return ExpectimaxAgent(self, rng, Level(depth=1, node_budget=10_000, noise=0.3), name)
        if name == "search:medium":
            return ExpectimaxAgent(self, rng, Level(depth=4, node_budget=4_000), name)
        if name == "search:strong":
            from .ai import STRONG_DEPTH, CuiBonoSearch

            return CuiBonoSearch(rng, STRONG_DEPTH, name)
        return None

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return CuiBonoState(Rules(setup.num_players, setup.options.get("points", "RYP")), setup.first_player or 0)

    def heuristic(self, state: State) -> list[float]:
        """Minus points against the others' average (what decides the winner), a die in hand that
        cannot go back counted as kept, and a little for each die kept (the tie-break)."""
        value = state.rules.value
        points = [state.points(p) + 0.05 * len(state.kept[p]) for p in range(state.num_players)]
        if state.phase == PLACE and not state.targets():
            points[state.to_move] += value[state.held.colour] + 0.05
        total, n = sum(points), state.num_players
        return [((total - mine) / (n - 1) - mine) / 30 for mine in points]

    def level_words(self, variant: str, agent: str) -> Text | None:
        return LEVEL_WORDS.get(agent)

    def strength(self, variant: str, agent: str):
        from .calibration import strength

        return strength(agent)

    def puzzles(self):
        """The shipped endgame puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import CuiBonoReferee

        return CuiBonoReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)
