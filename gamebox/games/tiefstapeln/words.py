"""Moves of Tiefstapeln in words, as players say them (the move log; the notation on hover)."""
from __future__ import annotations

from gamebox.i18n import Text

from .moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place, Remove, Start


def turn_words(degrees: float) -> Text:
    if degrees == 0:
        return Text("lying", "liegend")
    if abs(degrees) == 90:
        return Text("standing", "stehend")
    return Text(f"turned {degrees:g}°", f"um {degrees:g}° gedreht").format()


def move_words(state, move) -> Text:
    if isinstance(move, Start):
        return Text(f"{{seat{move.player}}} starts", f"{{seat{move.player}}} beginnt")
    if isinstance(move, Bid):
        return Text(f"bets: line {move.line}, ball at {move.ball} cm",
                    f"wettet: Linie {move.line}, Kugel auf {move.ball} cm")
    if move == PASS:
        return Text("passes", "passt")
    if move == ORDER:
        total = state.round.ordered + 10
        return Text(f"orders ten more blocks ({total})", f"bestellt zehn Holzblöcke nach ({total})")
    if move == ENOUGH:
        total = state.round.ordered
        return Text(f"has enough: {total} blocks, the team gets {total + 1}",
                    f"hat genug: {total} Holzblöcke, das Team bekommt {total + 1}")
    if isinstance(move, Place):
        turn = turn_words(move.degrees)
        x = move.x / 100
        return Text(f"lays a block {turn.en}, {x:.1f} cm from the rod",
                    f"legt einen Block {turn.de}, {x:.1f} cm vom Stab")
    if move == DONE:
        return Text("stops: the bridge touches the ball", "hört auf: die Brücke berührt die Kugel")
    if move == GIVEUP:
        return Text("gives the bridge up", "gibt die Brücke auf")
    if isinstance(move, Remove):
        return Text(f"test: takes block {move.index} away", f"Probe: nimmt Block {move.index} weg")
    if move == STOP:
        return Text("ends the test", "beendet die Probe")
    return Text(str(move), str(move))
