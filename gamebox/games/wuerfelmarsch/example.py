"""A short game that shows the rules at work: three tips, then a tip that closes a funnel and beats two dice.
Tests check that the captions say what the moves do."""
from __future__ import annotations

from .state import MarchState, Rules

MOVES = ["026>125", "404>413", "260>170", "125>215"]


def example_moves() -> tuple[list[str], dict[int, tuple[str, str]]]:
    state = MarchState(Rules())
    for text in MOVES:
        state.play(state.parse_move(text))
    (beating,) = state.last_beatings
    pips = {seat: v for _, seat, v in beating.dice if seat == beating.winner}
    lower = sorted((v for _, seat, v in beating.dice if seat != beating.winner), reverse=True)
    captions = {
        1: ("Anna (red) tips a die forward over its edge: it rolls into the next hollow, and the faces it shows "
            "change.",
            "Anna (rot) kippt einen Würfel vorwärts über die Kante: er rollt in die nächste Mulde, und die Seiten, "
            "die er zeigt, ändern sich."),
        2: ("Ben (yellow) tips one of his dice toward Anna's.", "Ben (gelb) kippt einen seiner Würfel auf Annas zu."),
        3: ("Cleo (pearl) tips a die sideways: left and right are allowed, back never.",
            "Cleo (perlmutt) kippt einen Würfel seitwärts: links und rechts sind erlaubt, zurück nie."),
        4: (f"Anna tips again and closes a funnel with two yellow dice. Her die shows {pips[beating.winner]} into "
            f"it, theirs {lower[0]} and {lower[1]}: the highest beats both, and Anna takes them.",
            f"Anna kippt weiter und bildet mit zwei gelben Würfeln einen Trichter. Ihr Würfel zeigt "
            f"{pips[beating.winner]} hinein, die gelben {lower[0]} und {lower[1]}: die höchste schlägt beide, und "
            "Anna bekommt sie."),
    }
    return list(MOVES), captions


def example_record() -> dict:
    moves, captions = example_moves()
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "wuerfelmarsch",
        "variant": "standard",
        "options": {},
        "first_player": 0,
        "players": [{"name": "Anna"}, {"name": "Ben"}, {"name": "Cleo"}],
        "moves": moves,
        "practised": False,
        "meta": {"title": "Example / Beispiel",
                 "captions": {lang: {str(ply): text[i] for ply, text in captions.items()}
                              for i, lang in enumerate(("en", "de"))}},
    }
