"""Würfelmarsch as a game of the box: metadata, setup, heuristic."""
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

from .state import MarchState, Rules

INFO = GameInfo(
    id="wuerfelmarsch",
    name="Würfelmarsch",
    tagline=Text("March your dice over the plate by tipping them, and beat in the funnels they form.",
                 "Die Würfel kippend über die Platte marschieren lassen und in den Trichtern schlagen."),
    description=Text(
        "Each turn, tip one of your five dice into a neighbouring hollow (never back) or turn it as you like. "
        "Three dice that form a funnel compare the pips they show into it: the highest beats the lower ones. "
        "Whoever brings a die into the corner opposite his side wins.",
        "Jeder Zug kippt einen der fünf eigenen Würfel in eine Nachbarmulde (nie zurück) oder dreht ihn nach "
        "Belieben. Drei Würfel, die einen Trichter bilden, vergleichen die Augen, die sie hineinzeigen: die "
        "höchste schlägt die niedrigeren. Wer einen Würfel in die Ecke gegenüber seiner Seite bringt, gewinnt."),
    min_players=3,
    max_players=3,
    play_minutes=(20, 40),
    variants=(Variant("standard", Text("Standard", "Standard"), 3, 3,
                      Text("Three players, five dice each.", "Drei Spieler, je fünf Würfel.")),),
    options=(
        Option("quiet", Text("Game ends after quiet rounds", "Spielende nach ruhigen Runden"),
               tuple(Choice(str(n), Text(f"{n} rounds without a die leaving", f"{n} Runden, ohne dass ein "
                                         "Würfel die Platte verlässt")) for n in (10, 20, 40)),
               "20",
               Text("Turning can go on for ever; after so many rounds in which no die left the plate, the game "
                    "is scored as if the plate were empty.",
                    "Drehen kann ewig weitergehen; nach so vielen Runden, in denen kein Würfel die Platte "
                    "verlassen hat, wird gewertet, als wäre die Platte leer.")),
    ),
    has_chance=False,
    hidden_information=False,
    seat_names=(Text("Red", "Rot"), Text("Yellow", "Gelb"), Text("Pearl", "Perlmutt")),
)


LEVEL_WORDS = {
    "search:easy": Text("races its dice to its corner, around the dice in the way, and stops nobody.",
                        "schickt seine Würfel um die anderen herum in seine Ecke und hält niemanden auf."),
    "search:medium": Text("races, and sits in the corner of a player who would get there first.",
                          "läuft und setzt sich in die Ecke eines Spielers, der vor ihm ankäme."),
    "search:strong": Text("plans a round ahead: races, blocks whoever leads and sees beatings coming.",
                          "plant eine Runde voraus: läuft, sperrt den Führenden und sieht Schläge kommen."),
}


class MarchGame(Game, Calibrated, HasOwnAgents, HasHints, HasPuzzles):
    info = INFO

    def hints(self, state, seat, limit=5):
        """The strong level's search of a round ranks its candidates (every tip, the turns to 6-5-4) by
        the share of a win it expects (ai.py)."""
        from gamebox.hints import by_chance

        return by_chance(self, state, seat, limit, lambda share: share)

    def make_agent(self, name: str, rng):
        """The search levels are this game's own (gamebox/games/wuerfelmarsch/ai.py): the box's generic search
        cannot look a round ahead over the 120 moves turning gives a player."""
        from .ai import LEVELS, MarchSearch

        level = LEVELS.get(name)
        return MarchSearch(rng, name=name, **level) if level is not None else None

    def level_words(self, variant: str, agent: str) -> Text | None:
        return LEVEL_WORDS.get(agent)

    def strength(self, variant: str, agent: str):
        from .calibration import strength

        return strength(agent)

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return MarchState(Rules(int(setup.options.get("quiet", "20"))), setup.first_player or 0)

    def puzzles(self):
        """The shipped endgame puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import MarchReferee

        return MarchReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)

    def heuristic(self, state: State) -> list[float]:
        """Progress of each player's leading die toward his corner (the race) and dice beaten minus
        dice lost to ties (the score if the plate empties)."""
        values = []
        for seat in range(3):
            lead = max((p[seat] for p in state.dice_of(seat)), default=0)
            values.append(0.06 * (lead / 8) ** 2 * 8 + 0.05 * (state.beaten[seat] - state.removed[seat])
                          + 0.01 * len(state.dice_of(seat)))
        return values
