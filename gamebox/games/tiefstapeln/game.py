"""Tiefstapeln as a game of the box: metadata, options (each a ruling's alternative), setup."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
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

from .material import STANDARD
from .physics import PHYSICS, PHYSICS_VERSIONS
from .moves import MAX_PLAYERS
from .state import Rules, TiefstapelnState

INFO = GameInfo(
    id="tiefstapeln",
    name="Tiefstapeln",
    tagline=Text("Bet how far and how low — then bridge the gap to the red ball, block by block.",
                 "Wette, wie weit und wie tief — dann überbrücke die Lücke zur roten Kugel, Block für Block."),
    description=Text(
        "A bidding and bridge-building game for Takla's board. Players outbid each other with a start line "
        "further out or the red ball 1 cm lower; the last bidder builds alone against everyone else as a "
        "team, with the blocks he ordered in tens. Both bridges must hang free from their line to the ball; "
        "real physics decides what stands and what collapses. For 2 to 8 players.",
        "Ein Wett- und Brückenbauspiel für das Takla-Brett. Die Spieler überbieten sich mit einer Startlinie "
        "weiter draußen oder der roten Kugel 1 cm tiefer; wer zuletzt wettet, baut allein gegen alle anderen "
        "als Team, mit den Holzblöcken, die er in Zehnern bestellt hat. Beide Brücken müssen frei von ihrer "
        "Linie bis zur Kugel reichen; echte Physik entscheidet, was steht und was einstürzt. Für 2 bis 8 "
        "Spieler."),
    min_players=2,
    max_players=MAX_PLAYERS,
    play_minutes=(20, 60),
    variants=(
        Variant("standard", Text("Standard", "Grundspiel"), 2, MAX_PLAYERS,
                Text("The book's game on a Takla board with up to 80 extra blocks.",
                     "Das Spiel des Regelhefts auf einem Takla-Brett mit bis zu 80 zusätzlichen Blöcken.")),
    ),
    options=(
        Option("rounds", Text("Rounds", "Runden"),
               (Choice("1x", Text("one per player", "eine je Spieler")),
                Choice("2x", Text("two per player", "zwei je Spieler"))),
               "1x",
               Text("At least as many rounds as players, so that everyone can be the solo builder once.",
                    "Mindestens so viele Runden wie Spieler, damit jeder einmal Einzelspieler sein kann.")),
        Option("order", Text("Building order", "Bauen der Reihe nach"),
               (Choice("seat", Text("around the table", "reihum am Tisch")),
                Choice("alternate", Text("solo and team alternate", "Einzelspieler und Team abwechselnd"))),
               "seat",
               Text("Around the table every player lays one block on his side's bridge; or the solo builder "
                    "and the next team member take turns.",
                    "Reihum legt jeder Spieler einen Block auf die Brücke seiner Seite; oder Einzelspieler und "
                    "das nächste Teammitglied wechseln sich ab.")),
        Option("collapses", Text("Collapses per bridge", "Einstürze je Brücke"),
               (Choice("3", Text("3, then it is given up", "3, dann ist sie aufgegeben")),
                Choice("5", Text("5, then it is given up", "5, dann ist sie aufgegeben")),
                Choice("10", Text("10, then it is given up", "10, dann ist sie aufgegeben"))),
               "3",
               Text("A bridge that collapsed this often in a round is given up.",
                    "Eine Brücke, die in einer Runde so oft eingestürzt ist, ist aufgegeben.")),
        Option("passing", Text("Passing in the bidding", "Passen beim Wetten"),
               (Choice("open", Text("may bid again later", "darf später wieder wetten")),
                Choice("final", Text("out of this bidding", "scheidet aus dem Wetten aus"))),
               "open",
               Text("Whether a player who passed may bid again when his turn comes round.",
                    "Ob ein Spieler, der gepasst hat, wieder wetten darf, wenn er erneut dran ist.")),
        Option("test", Text("The final test", "Die Probe"),
               (Choice("touch", Text("a block counts if the rest stands and still touches the ball",
                                     "ein Block zählt, wenn der Rest steht und die Kugel noch berührt")),
                Choice("stand", Text("a block counts if the rest stands",
                                     "ein Block zählt, wenn der Rest stehen bleibt"))),
               "touch",
               Text("The book tests whether the solo builder built in more blocks than he needed: every block "
                    "the team takes away costs him 10 while his bridge does without it. Played by the words "
                    "alone (the rest only has to stand), nearly every block of every bridge can go.",
                    "Das Regelheft prüft, ob der Einzelspieler mehr Blöcke verbaut hat, als er gebraucht hätte: "
                    "jeder Block, den das Team wegnimmt, kostet ihn 10, solange seine Brücke ohne ihn auskommt. "
                    "Nur nach dem Wortlaut gespielt (der Rest muss nur stehen), kann fast jeder Block jeder "
                    "Brücke weg.")),
        Option("extra", Text("Extra blocks", "Zusätzliche Blöcke"),
               (Choice("80", Text("80 (200 in all)", "80 (200 insgesamt)")),
                Choice("40", Text("40 (160 in all)", "40 (160 insgesamt)")),
                Choice("0", Text("none (120 in all)", "keine (120 insgesamt)"))),
               "80",
               Text("The solo builder may order at most half of all blocks.",
                    "Der Einzelspieler darf höchstens die Hälfte aller Blöcke bestellen.")),
        Option("block", Text("Block size", "Blockgröße"),
               (Choice("12", Text("12 × 3 × 1.5 cm", "12 × 3 × 1,5 cm")),
                Choice("15", Text("15 × 2.5 × 1.5 cm", "15 × 2,5 × 1,5 cm")),
                Choice("10", Text("10 × 3 × 2 cm", "10 × 3 × 2 cm"))),
               "12",
               Text("The blocks' length, width and thickness.",
                    "Länge, Breite und Dicke der Blöcke."))),
    has_chance=True,
    hidden_information=False,
    record_entry_keys=frozenset({"sum"}),
)

BLOCKS = {"12": (12.0, 3.0, 1.5), "15": (15.0, 2.5, 1.5), "10": (10.0, 3.0, 2.0)}


def rules_for(setup: Setup) -> Rules:
    o = {**INFO.default_options(), **dict(setup.options)}
    length, width, thickness = BLOCKS[o["block"]]
    material = replace(STANDARD, extra_blocks=int(o["extra"]), block_length=length, block_width=width,
                       block_thickness=thickness)
    per = 2 if o["rounds"] == "2x" else 1
    return Rules(setup.num_players, per * setup.num_players, o["order"], int(o["collapses"]),
                 o["passing"] == "final", material, o["test"] == "touch")


class TiefstapelnGame(Game, Calibrated, HasOwnAgents, HasHints, HasPuzzles):
    info = INFO

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return TiefstapelnState(rules_for(setup), setup.first_player)

    def record_state(self, setup: Setup, meta: Mapping[str, Any], settled: bool) -> State:
        """A record replays with the physics it was played with: its meta's "physics", or version 1 for a
        record with placements from before the version was written (docs/design/tiefstapeln.md)."""
        physics = meta.get("physics", 1 if settled else PHYSICS)
        if type(physics) is not int or physics not in PHYSICS_VERSIONS:
            raise ValueError(f"\"physics\" of \"meta\" must be one of {', '.join(map(str, PHYSICS_VERSIONS))}: "
                             f"this box cannot replay Tiefstapeln's physics {str(physics)[:20]!r}")
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return TiefstapelnState(replace(rules_for(setup), physics=physics), setup.first_player)

    def hints(self, state, seat, limit=5):
        """The strong player's bets, orders and (simulated) placements (hints.py)."""
        from .hints import hints

        return hints(state, seat, limit)

    def make_agent(self, name: str, rng: Any) -> Any:
        from .ai import make_agent

        return make_agent(name, rng)

    def strength(self, variant: str, agent: str):
        """The measured strength of a computer level, for the new-game dialog (`Calibrated`)."""
        from .calibration import strength

        return strength(agent)

    def puzzles(self):
        """The shipped bridge puzzles (puzzles.py)."""
        from .puzzles import collection

        return collection()

    def puzzle_referee(self):
        from .puzzles import BridgeReferee

        return BridgeReferee()

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)
