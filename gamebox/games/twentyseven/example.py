"""An opening that passes through the rule book's two examples (the rules panel's "Show me").

The book's pictures are lost; its text fixes what matters. Example 1: Black has two towers, so
two steps, and moves his second stack. Example 2: White has three towers; his third stack would
go past the goal, so he must move stack 1 or 2 (or part of one), and he moves part of his second
stack onto his third. This line of play reaches both (tests/test_27_rules.py checks it).
"""
from __future__ import annotations

EXAMPLE_MOVES = "a4>b i3>h b4>d h1>f a3>c f1>c d2>f i5>f d2>f i1>f a1>b f1>c".split()
FIRST_EXAMPLE_PLY = 2    # moves played before the book's first example
SECOND_EXAMPLE_PLY = 11  # ... and before its second

CAPTIONS_EN = {
    1: "Black has one tower, so he moves one field: four of his nine discs go from a to b.",
    2: "White also has one tower: three discs from i to h.",
    3: "The book's first example: Black has two towers (a and b), so he must move exactly two fields. "
       "He moves his second stack, from b to d.",
    4: "White has two towers (h and i): the top disc of h goes two fields, to f.",
    5: "Black: two towers, two fields. Three discs from a to c.",
    6: "White now has three towers (f, h, i). His disc on f goes three fields onto Black's stack on c, "
       "which is now White's tower: the top disc decides.",
    7: "Black has two towers left (a and d): two discs from d to f.",
    8: "White moves five discs three fields, from i onto f.",
    9: "Black carries two discs from d onto f and owns that stack now, White's five discs inside.",
    10: "White's last disc leaves his start: from i three fields to f.",
    11: "Black has one tower: one disc from a to b. The book's second example: White has three towers "
        "(h, f and c), so three steps. From c that would go past his goal a, so he must move from h or "
        "from f, all of a stack or part of it.",
    12: "White moves part of his second stack, the top disc of f, onto his third stack on c.",
}
CAPTIONS_DE = {
    1: "Schwarz hat einen Turm, zieht also ein Feld: vier seiner neun Scheiben gehen von a nach b.",
    2: "Auch Weiß hat einen Turm: drei Scheiben von i nach h.",
    3: "Das erste Beispiel des Regelhefts: Schwarz hat zwei Türme (a und b), muss also genau zwei Felder "
       "ziehen. Er zieht mit seinem zweiten Stapel von b nach d.",
    4: "Weiß hat zwei Türme (h und i): die oberste Scheibe von h geht zwei Felder weit, nach f.",
    5: "Schwarz: zwei Türme, zwei Felder. Drei Scheiben von a nach c.",
    6: "Weiß hat jetzt drei Türme (f, h, i). Seine Scheibe auf f geht drei Felder weit auf den schwarzen "
       "Stapel in c, der nun ein weißer Turm ist: die oberste Scheibe entscheidet.",
    7: "Schwarz bleiben zwei Türme (a und d): zwei Scheiben von d nach f.",
    8: "Weiß zieht fünf Scheiben drei Felder weit, von i auf f.",
    9: "Schwarz trägt zwei Scheiben von d auf f; der Stapel gehört jetzt ihm, mit fünf weißen Scheiben darin.",
    10: "Die letzte weiße Scheibe verlässt den Start: von i drei Felder nach f.",
    11: "Schwarz hat einen Turm: eine Scheibe von a nach b. Das zweite Beispiel des Regelhefts: Weiß hat "
        "drei Türme (h, f und c), also drei Schritte. Von c ginge das über sein Ziel a hinaus; er muss "
        "also von h oder f ziehen, einen ganzen Stapel oder einen Teil davon.",
    12: "Weiß zieht einen Teil seines zweiten Stapels, die oberste Scheibe von f, auf seinen dritten Stapel in c.",
}


def example_record() -> dict:
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "27",
        "variant": "standard",
        "options": {},
        "first_player": 0,
        "players": [{"name": "Schwarz", "type": "human"}, {"name": "Weiß", "type": "human"}],
        "moves": list(EXAMPLE_MOVES),
        "practised": False,
        "meta": {"title": "The book's examples / Die Beispiele des Regelhefts",
                 "captions": {lang: {str(ply): text for ply, text in captions.items()}
                              for lang, captions in (("en", CAPTIONS_EN), ("de", CAPTIONS_DE))}},
    }
