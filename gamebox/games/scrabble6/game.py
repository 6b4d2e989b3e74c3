"""Scrabble 6×6 as a game of the box: metadata, options, setup, agents, rules text, example."""
from __future__ import annotations

from typing import Any

from gamebox.i18n import Text
from gamebox.protocol import Calibrated, Choice, Game, GameInfo, HasHints, HasOwnAgents, HasPuzzles, Option, Setup, State, Variant

from .moves import MAX_PLAYERS
from .state import BEGINNER, FULL, Rules, ScrabbleState

OWN_WORDS, STRUCK_WORDS = "own_words", "struck_words"     # options a game with the player's own words settles

INFO = GameInfo(
    id="scrabble6",
    name="Scrabble 6×6",
    tagline=Text("Words on the Ponga board: in every direction, and stacked.",
                 "Wörter auf dem Ponga-Brett: in alle Richtungen, und gestapelt."),
    description=Text(
        "Place up to five tiles in a row, a column or a diagonal so that they make a word with "
        "letters on the board. Words count in all eight directions, overlapping words count each, "
        "and a tile may cover another letter up to a stack of six: TANNE becomes TANTE. Racks stay "
        "hidden: a curtain passes the computer from player to player.",
        "Lege bis zu fünf Steine in eine Reihe, Spalte oder Diagonale, sodass sie mit Buchstaben auf "
        "dem Brett ein Wort bilden. Wörter zählen in allen acht Richtungen, überlappende Wörter "
        "zählen jedes, und ein Stein darf einen anderen Buchstaben überdecken, bis zu einem Stapel "
        "von sechs: aus TANNE wird TANTE. Die Bänkchen bleiben verdeckt: ein Vorhang reicht den "
        "Computer von Spieler zu Spieler."),
    min_players=2,
    max_players=MAX_PLAYERS,
    play_minutes=(20, 45),
    variants=(
        Variant("standard", Text("Standard", "Grundspiel"), 2, MAX_PLAYERS,
                Text("The book's game on the 6×6 board, for two to four players.",
                     "Das Spiel des Regelhefts auf dem 6×6-Brett, für zwei bis vier Spieler.")),
    ),
    options=(
        Option("directions", Text("Reading directions", "Leserichtungen"),
               (Choice(FULL, Text("all 8 (full game)", "alle 8 (Vollversion)")),
                Choice(BEGINNER, Text("forward only (beginners)", "nur vorwärts (Anfänger)"))),
               FULL,
               Text("Beginners count words only left to right, top to bottom and down the diagonals.",
                    "Anfänger zählen Wörter nur von links nach rechts, von oben nach unten und die "
                    "Diagonalen abwärts.")),
        Option("size", Text("Board", "Brett"),
               (Choice("6", Text("6×6 (Ponga)", "6×6 (Ponga)")),
                Choice("8", Text("8×8 (chess board)", "8×8 (Schachbrett)")),
                Choice("10", Text("10×10 (Solari)", "10×10 (Solari)"))),
               "6",
               Text("Words may be as long as the board is wide.", "Wörter dürfen so lang sein, wie das Brett breit ist.")),
        Option("language", Text("Tiles and words", "Steine und Wörter"),
               (Choice("de", Text("German", "Deutsch")),
                Choice("de+own", Text("German and my own words", "Deutsch und meine eigenen Wörter")),
                Choice("en", Text("English", "Englisch")),
                Choice("en+own", Text("English and my own words", "Englisch und meine eigenen Wörter"))),
               "de",
               Text("Your own words come from Settings → Own words for Scrabble, and the words you struck from "
                    "Settings → Struck words for Scrabble. The game's record keeps both.",
                    "Die eigenen Wörter kommen aus Einstellungen → Eigene Wörter für Scrabble, die gestrichenen "
                    "aus Einstellungen → Gestrichene Wörter für Scrabble. Der Spielbericht bewahrt beide auf.")),
    ),
    has_chance=True,
    hidden_information=True,
    record_entry_keys=frozenset({"seen_by"}),
    instant_chance=True,
)


class ScrabbleGame(Game, Calibrated, HasOwnAgents, HasHints, HasPuzzles):
    info = INFO

    def rules_for(self, setup: Setup) -> Rules:
        """The rules of a setup. Own and struck words come from the options a new game settled
        (`settle_options`); a record from before them, with "+own" alone, reads the saved lists."""
        from .own_words import load, load_struck, parse

        options = setup.options
        language, _, own_list = options.get("language", "de").partition("+")
        size = int(options.get("size", "6"))
        own: frozenset[str] = frozenset()
        struck: frozenset[str] = frozenset()
        if own_list == "own":
            if OWN_WORDS in options or STRUCK_WORDS in options:
                own = parse(options.get(OWN_WORDS, "").replace(" ", "\n"), language).words
                struck = parse(options.get(STRUCK_WORDS, "").replace(" ", "\n"), language).words
            else:
                own, struck = load(language), load_struck(language)
        return Rules(setup.num_players, size, language, options.get("directions", FULL),
                     frozenset(w for w in own if len(w) <= size), frozenset(w for w in struck if len(w) <= size))

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return ScrabbleState(self.rules_for(setup), setup.first_player)

    def settle_options(self, options: dict[str, str]) -> dict[str, str]:
        """A game with the player's own words carries them, and the words he struck, in its options."""
        settled = dict(options)
        if settled.get("language", "de").endswith("+own"):
            from .own_words import joined

            rules = self.rules_for(Setup("standard", 2, settled))
            settled[OWN_WORDS], settled[STRUCK_WORDS] = joined(rules.own_words), joined(rules.struck_words)
        return settled

    def check_setup(self, setup: Setup) -> str | None:
        """The words an option carries are checked as words (hostile input): tiles' letters only."""
        from .own_words import MAX_WORDS, parse

        options = dict(setup.options)
        language = options.get("language", "de").partition("+")[0]
        for key in (OWN_WORDS, STRUCK_WORDS):
            if key in options:
                text = options.pop(key)
                found = parse(text.replace(" ", "\n"), language if language in ("de", "en") else "de")
                if found.skipped or len(found.words) > MAX_WORDS:
                    return f"option {key} must be words the tiles can spell, separated by spaces"
        return super().check_setup(Setup(setup.variant, setup.num_players, options, setup.first_player))

    def hints(self, state, seat, limit=5):
        """The best-scoring placements of the seat's own rack, from its observation (hints.py)."""
        from .hints import hints

        return hints(state, seat, limit)

    def puzzles(self):
        """The shipped "find the top play" puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import TopPlayReferee

        return TopPlayReferee()

    def make_agent(self, name: str, rng: Any) -> Any:
        from .ai import make_agent

        return make_agent(name, rng)

    def heuristic(self, state: State) -> list[float]:
        scores = state.scores()
        top = max(scores) or 1.0
        return [s / top for s in scores]

    def strength(self, variant: str, agent: str):
        from .calibration import strength

        return strength(agent)

    def diagram_state(self, spec: str) -> State:
        """Rows joined by '/' (see `ScrabbleState.from_rows`), then after ';' a placement to show
        with its words in the notation without spaces, e.g. `TO.T../....../....../....../....../......;c1=R`; a part `w=TOR,ORT`
        plays with exactly these words (the book's examples)."""
        from .moves import Place, parse
        from .tiles import BLANK

        rows, *parts = spec.split(";")
        words = next((tuple(p[2:].split(",")) for p in parts if p.startswith("w=")), None)
        move_text = next((p for p in parts if not p.startswith("w=")), "")
        move = parse(move_text) if move_text else None
        rack = "".join(BLANK if t[2].islower() else t[2] for t in move.tiles) if isinstance(move, Place) else ""
        rows_list = rows.split("/")
        state = ScrabbleState.from_rows(rows_list, Rules(2, len(rows_list), word_list=words), (rack, ""))
        if move is not None:
            state.play(move)
            state.phase, state.to_move = "move", 1
        return state

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)
