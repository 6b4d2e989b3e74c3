"""Ponga as a game of the box: metadata, setup, the AI hooks, diagrams, the example."""
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
    Option,
    Setup,
    State,
    Variant,
)

from .heuristic import canonical_key, evaluate
from .moves import MAX_PLAYERS
from .state import PongaState, Rules

INFO = GameInfo(
    id="ponga",
    name="Ponga",
    tagline=Text("Roll two dice, place a stone — and hope you never have to land on your own.",
                 "Zwei Würfel, ein Stein — und hoffen, dass du nie auf einen eigenen musst."),
    description=Text(
        "The two dice name a field of the 6×6 board. Place your stone there, or cover an opponent's "
        "tower and take it. Whoever would have to cover his own stone is out. Fill a whole row, column "
        "or long diagonal and every stone on the board is yours. For 2 to 8 players.",
        "Die zwei Würfel nennen ein Feld des 6×6-Bretts. Setze deinen Stein dorthin oder überdecke einen "
        "gegnerischen Turm und erobere ihn. Wer auf einen eigenen Stein setzen müsste, fliegt raus. Besetze "
        "eine ganze Reihe, Spalte oder große Diagonale, und alle Steine auf dem Brett gehören dir. Für 2 bis "
        "8 Spieler."),
    min_players=2,
    max_players=MAX_PLAYERS,
    play_minutes=(5, 15),
    variants=(
        Variant("standard", Text("Standard", "Grundspiel"), 2, MAX_PLAYERS,
                Text("The book's game: four players are the base game, two to eight can play.",
                     "Das Spiel des Regelhefts: vier Spieler sind das Grundspiel, zwei bis acht können "
                     "mitspielen.")),
    ),
    options=(
        Option("rounds", Text("Rounds", "Runden"),
               (Choice("1", Text("one round", "eine Runde")),
                Choice("3", Text("a match of 3 rounds", "ein Match über 3 Runden")),
                Choice("5", Text("a match of 5 rounds", "ein Match über 5 Runden"))),
               "1",
               Text("In a match the scores of the rounds add up; each round starts with an empty board, "
                    "and the next player starts it.",
                    "In einem Match werden die Punkte der Runden addiert; jede Runde beginnt mit leerem "
                    "Brett, und der nächste Spieler fängt an.")),
    ),
    has_chance=True,
    hidden_information=False,
)


class PongaGame(Game, Calibrated, HasOwnAgents, HasHints):
    info = INFO

    def hints(self, state, seat, limit=5):
        """The strong level's expectimax ranks the fields by the chance to win it expects (heuristic.py:
        the fitted model's utility, 2·P(win) − 1)."""
        from gamebox.hints import by_chance, utility_chance

        return by_chance(self, state, seat, limit, utility_chance)

    def rules_for(self, setup: Setup) -> Rules:
        return Rules(setup.num_players, int(setup.options.get("rounds", "1")))

    def new_state(self, setup: Setup) -> State:
        problem = self.check_setup(setup)
        if problem:
            raise ValueError(problem)
        return PongaState(self.rules_for(setup), setup.first_player)

    def heuristic(self, state: State) -> list[float]:
        return evaluate(state)

    def canonical_key(self, state: State):
        return canonical_key(state)

    def make_agent(self, name: str, rng: Any) -> Any:
        from .ai import make_agent

        return make_agent(self, name, rng)

    def strength(self, variant: str, agent: str):
        """The measured strength of a computer level, for the new-game dialog (`Calibrated`)."""
        from .calibration import strength

        return strength(agent)

    def diagram_state(self, spec: str) -> State:
        """`board;extras…`: the board as six rows joined by '/', fields joined by ',' (owners
        bottom-up, '.' empty); then, each after ';', `n4` players (default 4), `p2` player 2 to
        roll, `x13` players 1 and 3 out, and moves to play in the notation (`d25`, `52`).
        E.g. `1,.,.,.,.,2/.,12,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,3;p2;d25`."""
        board, *extras = [part for part in spec.split(";") if part]
        settings = {item[0]: item[1:] for item in extras if item[:1] in ("n", "p", "x")}
        state = PongaState.from_position(
            board, int(settings.get("n", 4)), int(settings.get("p", 1)) - 1,
            out=tuple(int(ch) - 1 for ch in settings.get("x", "")))
        for item in extras:
            if item[:1] not in ("n", "p", "x"):
                state.play(state.parse_move(item))
        return state

    def example_record(self) -> dict | None:
        from .example import example_record

        return example_record()

    def score_breakdown(self, state, names):
        from .score import score_breakdown

        return score_breakdown(state, names)
