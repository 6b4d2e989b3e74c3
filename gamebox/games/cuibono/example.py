"""A short game that shows the rules at work: a pull that makes an edge slide, a die put back into a
funnel of three colours, a die that fits nowhere and is kept, and one put into a funnel of another
colour. The deal is fixed (seed 1); the moves are picked from the legal ones when the record is made,
and tests check that the captions say what happens."""
from __future__ import annotations

import random

from gamebox.pyramid import lattice

from .moves import KEEP, Deal, Pull, Put
from .state import FULL, CuiBonoState, Rules
from gamebox.pyramid.setups import deal_code

SEED = 1


def _colours(state: CuiBonoState, f) -> int:
    return len(set(state.pyramid.funnel_colours(f)))


def example_moves() -> tuple[list[str], dict[int, tuple[str, str]]]:
    state = CuiBonoState(Rules(3))
    moves: list[str] = []

    def play(move) -> None:
        moves.append(state.format_move(move))
        state.play(move)

    play(Deal(deal_code(random.Random(SEED), FULL)))
    first = (0, 8, 0)
    play(Pull(first))
    tri = next(f for f in state.targets() if _colours(state, f) == 3)
    play(Put(tri))
    play(Pull((0, 0, 8)))
    assert not state.targets(), "the example's second die must fit nowhere"
    refused = state.why_not_put(next(f for f in state.pyramid.funnels() if lattice.layer(f) > 0))
    play(KEEP)
    play(Pull((8, 0, 0)))
    mono = next(f for f in state.targets() if _colours(state, f) == 1)
    play(Put(mono))
    captions = {
        1: ("A full pyramid, colours mixed at random. At first only the three corner dice show two free sides.",
            "Eine volle Pyramide, Farben zufällig gemischt. Anfangs zeigen nur die drei Eckwürfel zwei freie Seiten."),
        2: (f"Anna pulls the corner die {lattice.name(first)}: the whole edge above slides down one step, and the "
            "top becomes an empty funnel.",
            f"Anna zieht den Eckwürfel {lattice.name(first)}: die ganze Kante darüber rutscht eine Stufe nach, und "
            "oben entsteht ein leerer Trichter."),
        3: ("That funnel is made of all three colours: her die may go back, and she puts it there.",
            "Dieser Trichter besteht aus allen drei Farben: ihr Würfel darf zurück, und sie legt ihn hinein."),
        4: ("Ben pulls another corner die, and the new funnel at the top refuses it: " + refused.message("en"),
            "Ben zieht einen anderen Eckwürfel, und der neue Trichter oben nimmt ihn nicht: " + refused.message("de")),
        5: ("No funnel takes Ben's die, so he keeps it: it counts minus points at the end.",
            "Kein Trichter nimmt Bens Würfel, also behält er ihn: er zählt am Ende Minuspunkte."),
        7: (f"Cleo's die goes into {lattice.name(mono)}: a funnel of one colour, not her die's.",
            f"Cleos Würfel kommt in {lattice.name(mono)}: ein einfarbiger Trichter, nicht in der Farbe ihres "
            "Würfels."),
    }
    return moves, captions


def example_record() -> dict:
    moves, captions = example_moves()
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "cuibono",
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
