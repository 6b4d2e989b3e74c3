"""Abquetschen as a game of the box: metadata, setup, rules text."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import Calibrated, Choice, Game, GameInfo, HasHints, HasPuzzles, Option, Setup, State, Variant

from .builds import EACH, GROUP
from .state import SUPPLY, AbquetschenState, Rules

INFO = GameInfo(
    id="abquetschen",
    name="Abquetschen",
    tagline=Text("Build the dice pyramid together, and squeeze the others' dice out of reach.",
                 "Gemeinsam die Würfelpyramide bauen und die Würfel der anderen einmauern."),
    description=Text(
        "Roll the turquoise die and build that many dice of your colour into the pyramid: touching each "
        "other, and one of them touching your own. Rows of four or more earn bonus dice. Whoever builds "
        f"all {SUPPLY} first wins; a player whose dice all vanish inside ends the game.",
        "Mit dem türkisfarbenen Würfel würfeln und so viele Würfel der eigenen Farbe einbauen: einander "
        "berührend, und einer davon an einem eigenen. Reihen ab vier bringen Bonuswürfel. Wer zuerst alle "
        f"{SUPPLY} verbaut hat, gewinnt; verschwinden alle Würfel eines Spielers im Inneren, endet das Spiel."),
    min_players=2,
    max_players=3,
    play_minutes=(20, 40),
    variants=(
        Variant("standard", Text("Standard", "Standard"), 2, 3,
                Text("Three players fill the pyramid (3 × 55 dice); two may play as well.",
                     "Drei Spieler füllen die Pyramide (3 × 55 Würfel); zu zweit geht es auch.")),
    ),
    options=(
        Option("contact", Text("New dice", "Neue Würfel"),
               (Choice(GROUP, Text("form one group", "bilden eine Gruppe")),
                Choice(EACH, Text("each touch another new die", "berühren je einen anderen neuen Würfel"))),
               GROUP,
               Text("The book's note asks for one connected group; its rule's words only ask each new die "
                    "to touch another new one.",
                    "Der Hinweis des Regelhefts verlangt ein zusammenhängendes Gebilde; der Wortlaut der "
                    "Regel nur, dass jeder neue Würfel einen anderen neuen berührt.")),
    ),
    has_chance=True,
    hidden_information=False,
    seat_names=(Text("Red", "Rot"), Text("Yellow", "Gelb"), Text("Pearl", "Perlmutt")),
)


class AbquetschenGame(Game, Calibrated, HasHints, HasPuzzles):
    info = INFO

    def hints(self, state, seat, limit=5):
        """The strong level's search ranks the builds; each says what it leaves the next player (hints.py)."""
        from .hints import hints

        return hints(self, state, seat, limit)

    def strength(self, variant: str, agent: str):
        """The measured strength of a computer level, for the new-game dialog (`Calibrated`)."""
        from .calibration import strength

        return strength(agent)

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        rules = Rules(setup.num_players, setup.options.get("contact", GROUP))
        return AbquetschenState(rules, setup.first_player or 0)

    def puzzles(self):
        """The shipped blocking puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import BlockReferee

        return BlockReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)

    def heuristic(self, state: State) -> list[float]:
        """Dice built count most (bonus dice about to be built included: a row pays); dice still
        open to build onto keep a player in the game (his last open die walled in ends it, at his
        turn, with the fewest left winning)."""
        values = []
        for seat in range(state.num_players):
            bonus = state.need if state.bonus and state.to_move == seat else 0
            built = (SUPPLY - state.supply[seat] + bonus) / SUPPLY
            open_dice = state.open_dice(seat)
            walled = state.built[seat] and open_dice == 0
            values.append(0.8 * built + 0.02 * min(open_dice, 8) - (0.3 if walled else 0.0))
        return values
