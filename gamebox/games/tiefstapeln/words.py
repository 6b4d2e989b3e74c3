"""Moves of Tiefstapeln in words, as players say them (the move log; the notation on hover), with what a
block did: it stands, touches the ball, or brings the bridge down, and what a round scored."""
from __future__ import annotations

from gamebox.i18n import Text

from .moves import DONE, ENOUGH, GIVEUP, ORDER, PASS, STOP, Bid, Place, Remove, Start

CAUSES = {"fell": Text("it fell", "sie ist umgefallen"),
          "ground": Text("it came to rest on the board in front of the line", "sie liegt vor der Linie auf dem Brett"),
          "rod": Text("it leans on the rod", "sie lehnt am Stab")}


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
        laid = Text(f"lays a block {turn.en}, {x:.1f} cm from the rod",
                    f"legt einen Block {turn.de}, {x:.1f} cm vom Stab".replace(".", ","))
        return _with_outcome(state, move, laid)
    if move == DONE:
        return Text("stops: the bridge touches the ball", "hört auf: die Brücke berührt die Kugel")
    if move == GIVEUP:
        return Text("gives the bridge up", "gibt die Brücke auf")
    if isinstance(move, Remove):
        return _with_outcome(state, move, Text(f"takes block {move.index} away in the test",
                                               f"nimmt in der Probe Block {move.index} weg"))
    if move == STOP:
        return _with_outcome(state, move, Text("ends the test", "beendet die Probe"))
    return Text(str(move), str(move))


def _with_outcome(state, move, words: Text) -> Text:
    """The move's words, then what it did to the bridge and, if it ended a round, the round's score."""
    after = state.outcome(move)
    parts = [words, *_event_words(state, after)]
    if len(after.results) > len(state.results):
        result = after.results[-1]
        n, points = result.number, f"{result.points:+d}"
        named = f"{{seat{result.solo}}}"
        if result.solo == state.to_move:          # the sentence's subject: "him" (and "you" for the player spoken to)
            parts.append(Text(f"round {n} is over, {points} for him", f"Runde {n} ist vorbei, {points} für ihn"))
        elif any(named in p.en for p in parts):   # named already ("Ben gets +10"): "he", which You reads as "you"
            parts.append(Text(f"round {n} is over: he scores {points}", f"Runde {n} ist vorbei: er bekommt {points}"))
        else:
            parts.append(Text(f"round {n} is over: {{seat{result.solo}}} scores {points}",
                              f"Runde {n} ist vorbei: {{seat{result.solo}}} bekommt {points}"))
    return Text(": ".join(p.en for p in parts[:2]) + "".join(f"; {p.en}" for p in parts[2:]),
                ": ".join(p.de for p in parts[:2]) + "".join(f"; {p.de}" for p in parts[2:]))


def _points(state, points: str) -> Text:
    """Points for the round's solo builder: "+10 for him" when he made the move, else "Ben gets +10" (so that a
    player the box calls You reads "you", "dich", "you get", "du bekommst": gamebox/grammar.py)."""
    solo = state.round.solo
    if solo == state.to_move:
        return Text(f"{points} for him", f"{points} für ihn")
    return Text(f"{{seat{solo}}} gets {points}", f"{{seat{solo}}} bekommt {points}")


def _event_words(state, after) -> list[Text]:
    """What the move played in `state` did, in words ([] if nothing worth a word: a block that simply stands).
    The round is `state`'s: after its last move `after` is in the next round already."""
    event = after.event
    if event is None:
        return []
    bridge = Text("the solo bridge", "die Brücke des Einzelspielers") if event.side == 0 else \
        Text("the team's bridge", "die Brücke des Teams")
    if event.kind == "touch":
        return [Text(f"{bridge.en} touches the ball", f"{bridge.de} berührt die Kugel")]
    if event.kind == "collapse":
        cause = CAUSES.get(event.cause, Text("", ""))
        if event.restored:
            return [Text(f"it would bring {bridge.en} down ({cause.en}), but the bridge touched the ball already: "
                         f"the block comes back and it costs nothing",
                         f"er würde {bridge.de} zum Einsturz bringen ({cause.de}), aber die Brücke berührte die "
                         f"Kugel schon: der Block kommt zurück, und es kostet nichts")]
        points = _points(state, "+10" if event.side == 1 else "−10")
        words = [Text(f"{bridge.en} collapses ({cause.en}), {points.en}",
                      f"{bridge.de} stürzt ein ({cause.de}), {points.de}")]
        collapses = state.sides[event.side].collapses + 1
        if collapses >= state.rules.collapse_limit > 0:
            words.append(Text(f"after {collapses} collapses the bridge is given up",
                              f"nach {collapses} Einstürzen ist die Brücke aufgegeben"))
        return words
    if event.kind == "removed":
        points = _points(state, "−10")
        return [Text(f"the bridge still stands, {points.en}", f"die Brücke steht weiter, {points.de}")]
    if event.kind == "test_failed":
        if event.cause == "loose":
            return [Text("the bridge no longer touches the ball, so the block was needed; the test is over",
                         "die Brücke berührt die Kugel nicht mehr, der Block wurde also gebraucht; die Probe ist vorbei")]
        return [Text("the bridge falls, so the block was needed; the test is over",
                     "die Brücke fällt, der Block wurde also gebraucht; die Probe ist vorbei")]
    return []
