"""A short two-player game that shows the rules at work (the rules panel's "Show me").

The first turns are set (TANNE, then TANTE by a T on the second N); the rest were played by the
greedy computer from a seeded bag, with one exchange put in. tests/test_scrabble6_rules.py checks
that the captions say what happens.
"""
from __future__ import annotations

EXAMPLE_MOVES = ["draw AENNRT", "draw EIORTT", "b2r TANNE", "draw DEIS?", "e2 T", "draw H", "a2r SEI", "draw ENN",
                 "b2r TROH", "draw BDEF", "a2r iR.E", "draw HJU", "exchange", "draw ARRSUY", "c1dr U.J", "draw T?"]

# Captions keyed by the number of moves played when they apply (strings in the record's JSON).
CAPTIONS_EN = {
    2: "Each player draws 6 tiles. Only he sees them: the others see how many he holds.",
    3: "Player 1 lays TANNE in row 2: 5 points, one for each letter.",
    5: "Player 2 lays a T on the second N: TANTE. The stack is two tiles high; only the top letter counts.",
    7: "S, E and I in front of NTE (E and I cover T and A): SEIN and EINTE read forward and NIES backward, "
       "three words, 13 points.",
    9: "TROH over EIN: STROH, backward HORTS, and ROHE: 20 points. Overlapping words all count; HE and EH lie "
       "inside ROHE and do not.",
    11: "A blank as I (written in lower case, it scores nothing), R and E: IRRE and REHE forward, HERR and EHER "
        "backward.",
    13: "Player 2 exchanges his whole rack: six new tiles, and his old ones go back into the bag.",
    15: "Diagonals count too: U on c1 and J on e3 make JEU read upward to the left, JE, and UR twice.",
}
CAPTIONS_DE = {
    2: "Jeder zieht 6 Steine. Nur er selbst sieht sie: die anderen sehen, wie viele er hat.",
    3: "Spieler 1 legt TANNE in Reihe 2: 5 Punkte, einen für jeden Buchstaben.",
    5: "Spieler 2 legt ein T auf das zweite N: TANTE. Der Stapel ist zwei Steine hoch; es zählt nur der oberste "
       "Buchstabe.",
    7: "S, E und I vor NTE (E und I decken T und A ab): SEIN und EINTE vorwärts, NIES rückwärts, drei Wörter, "
       "13 Punkte.",
    9: "TROH über EIN: STROH, rückwärts HORTS, und ROHE: 20 Punkte. Überlappende Wörter zählen alle; HE und EH "
       "liegen in ROHE und zählen nicht.",
    11: "Ein Joker als I (klein geschrieben, er zählt nichts), R und E: IRRE und REHE vorwärts, HERR und EHER "
        "rückwärts.",
    13: "Spieler 2 tauscht alle seine Steine: sechs neue, und die alten kommen in den Beutel zurück.",
    15: "Auch Diagonalen zählen: U auf c1 und J auf e3 ergeben JEU schräg nach oben gelesen, JE und zweimal UR.",
}


def _entries() -> list:
    """The moves as a record holds them: a draw with the one player who saw it (the two players draw
    by turns: the first rack, the second, then whoever has just played)."""
    entries, drawer = [], 0
    for move in EXAMPLE_MOVES:
        if move.startswith("draw "):
            entries.append({"move": move, "seen_by": [drawer]})
            drawer = 1 - drawer
        else:
            entries.append(move)
    return entries


def example_record() -> dict:
    return {
        "format": "gamebox-record",
        "version": 2,
        "game": "scrabble6",
        "variant": "standard",
        "options": {},
        "first_player": 0,
        "players": [{"name": f"Spieler {i}", "type": "human"} for i in range(1, 3)],
        "moves": _entries(),
        "practised": False,
        "meta": {"title": "TANNE, TANTE and words in every direction / TANNE, TANTE und Wörter in alle Richtungen",
                 "captions": {lang: {str(ply): text for ply, text in captions.items()}
                              for lang, captions in (("en", CAPTIONS_EN), ("de", CAPTIONS_DE))}},
    }
