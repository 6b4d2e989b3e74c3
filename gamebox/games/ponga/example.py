"""A short four-player round that shows the rules at work (the rules panel's "Show me").

Found by a seeded search for a short game with a free choice, a capture, players going out and
a completed line: three players go out, and the last one, playing alone, completes column 3.
tests/test_ponga_rules.py checks that the captions say what happens.
"""
from __future__ import annotations

_TEXT = (
    "d36 63 d13 31 d22 22 d15 51 d33 33 d24 42 d14 41 d11 11 d12 21 d24 24 d13 13 d66 66 d13 13 d24 "
    "d45 45 d11 d45 54 d14 14 d26 26 d14 d34 43 d12 12 d16 16 d35 53 d23 23"
)
EXAMPLE_MOVES = _TEXT.split()

# Captions keyed by the number of moves played when they apply (strings in the record's JSON).
CAPTIONS_EN = {
    1: "Player 1 rolls a 3 and a 6. Fields 36 and 63 are both free: he may choose.",
    2: "He takes 63.",
    5: "A double 2 names a single field: 22.",
    19: "Player 2 rolls 2 and 4 again. Field 42 is already his, so his stone must go on the free field 24.",
    20: "Now 24 and 42 are both his: should he roll 2 and 4 once more, he is out.",
    25: "Player 1 rolls 1 and 3. Both fields are occupied, 13 by player 3 and 31 by player 2: he may cover either.",
    26: "He covers 13 and captures it: a tower belongs to whoever's stone is on top.",
    27: "Player 2 rolls 2 and 4: both fields are his own. He is out at once; his stones stay on the board.",
    30: "Player 4 rolls a double 1 and 11 is his own field: out.",
    31: "Player 1 rolls 4 and 5: 45 is player 3's, 54 is free, so the free field it is.",
    37: "Player 3 rolls 1 and 4, both his own: out. Player 1 is the last one in and plays on alone.",
    45: "Five fields of column 3 are player 1's now; only 23 is missing.",
    47: "He rolls 2 and 3 and takes 23: column 3 is complete. The round ends, and all 22 stones on the board are "
        "his; the others score nothing.",
}
CAPTIONS_DE = {
    1: "Spieler 1 würfelt eine 3 und eine 6. Die Felder 36 und 63 sind beide frei: er darf wählen.",
    2: "Er nimmt 63.",
    5: "Ein Zweierpasch nennt nur ein Feld: 22.",
    19: "Spieler 2 würfelt wieder 2 und 4. Feld 42 gehört ihm schon, also muss sein Stein auf das freie Feld 24.",
    20: "Jetzt gehören ihm 24 und 42: würfelt er noch einmal 2 und 4, fliegt er raus.",
    25: "Spieler 1 würfelt 1 und 3. Beide Felder sind besetzt, 13 von Spieler 3 und 31 von Spieler 2: er darf "
        "einen der beiden überdecken.",
    26: "Er überdeckt 13 und erobert den Turm: ein Turm gehört dem, dessen Stein oben liegt.",
    27: "Spieler 2 würfelt 2 und 4: beide Felder gehören ihm. Er fliegt sofort raus; seine Steine bleiben "
        "liegen.",
    30: "Spieler 4 würfelt einen Einerpasch, und 11 ist sein eigenes Feld: raus.",
    31: "Spieler 1 würfelt 4 und 5: 45 gehört Spieler 3, 54 ist frei, also das freie Feld.",
    37: "Spieler 3 würfelt 1 und 4, beide Felder gehören ihm: raus. Spieler 1 ist als Letzter übrig und spielt "
        "allein weiter.",
    45: "Fünf Felder der Spalte 3 gehören jetzt Spieler 1; nur 23 fehlt noch.",
    47: "Er würfelt 2 und 3 und nimmt 23: Spalte 3 ist voll. Die Runde endet, und alle 22 Steine auf dem Brett "
        "gehören ihm; die anderen bekommen nichts.",
}


def example_record() -> dict:
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "ponga",
        "variant": "standard",
        "options": {},
        "first_player": 0,
        "players": [{"name": f"Spieler {i}", "type": "human"} for i in range(1, 5)],
        "moves": list(EXAMPLE_MOVES),
        "practised": False,
        "meta": {"title": "A short round / Eine kurze Runde",
                 "captions": {lang: {str(ply): text for ply, text in captions.items()}
                              for lang, captions in (("en", CAPTIONS_EN), ("de", CAPTIONS_DE))}},
    }
