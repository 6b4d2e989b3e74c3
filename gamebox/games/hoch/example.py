"""A game that ends in the rule book's closing position.

The book shows the end of a solo game: a 1 was rolled and no tower is 1 high any
more; blue stands on 14, yellow on 8, green on 5 and brown on 3. The book's picture
is lost, so this line of play is ours; it reaches exactly those heights.
"""
from __future__ import annotations

CLOSING_MOVES = (
    "d6 b>a d2 B@i d2 i>a d3 Y@g d3 g>c d5 G@d d3 R@h d1 l>j d1 m>k d1 n>e d1"
).split()

# Captions keyed by the number of moves played when they apply (strings in the record's JSON).
CLOSING_CAPTIONS_EN = {
    2: "Two towers of 6 become one of 12.",
    4: "Blue is placed on a tower of 2 ...",
    6: "... and that tower goes onto the 12: blue stands on 14.",
    8: "Yellow onto a 3 ...",
    10: "... which is then put onto a 5: yellow stands on 8.",
    12: "Green onto a 5.",
    14: "Brown onto a 3.",
    16: "Now the single discs are stacked away, ...",
    20: "... until no tower is 1 high.",
    21: "A 1 is rolled: no move is possible, the game ends.",
}
CLOSING_CAPTIONS_DE = {
    2: "Aus zwei Sechsertürmen wird einer mit 12.",
    4: "Blau kommt auf einen Zweierturm ...",
    6: "... und dieser Turm auf die 12: Blau steht auf 14.",
    8: "Gelb auf eine 3 ...",
    10: "... die dann auf eine 5 gesetzt wird: Gelb steht auf 8.",
    12: "Grün auf eine 5.",
    14: "Braun auf eine 3.",
    16: "Jetzt werden die einzelnen Steine weggestapelt, ...",
    20: "... bis kein Turm mehr 1 hoch ist.",
    21: "Eine 1 wird gewürfelt: kein Zug ist möglich, das Spiel endet.",
}


def closing_example_record(variant: str = "solo") -> dict:
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "hoch",
        "variant": variant,
        "options": {},
        "first_player": None,
        "players": [{"name": "Anna", "type": "human"}],
        "moves": list(CLOSING_MOVES),
        "practised": False,
        "meta": {"title": "Closing example / Schlussbeispiel",
                 "captions": {lang: {str(ply): text for ply, text in captions.items()}
                              for lang, captions in (("en", CLOSING_CAPTIONS_EN),
                                                     ("de", CLOSING_CAPTIONS_DE))}},
    }
