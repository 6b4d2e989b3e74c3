"""A short puzzle played for the rules panel: a sideways tip that keeps the face toward you, a forward
tip that changes it, and a tip that closes a funnel and beats two dice. It is no puzzle of the
collection (it would give one away). The captions are computed from the rules, and tests check them."""
from __future__ import annotations

from gamebox.pyramid.lattice import MINUS

from .state import YOU, TippingState

DEAL = "deal R260j Y530k P341e P431g beat in3"
TIPS = ["260>251", "251>350", "350>440"]


def example_moves() -> tuple[list[str], dict[int, tuple[str, str]]]:
    state = TippingState()
    state.play(state.parse_move(DEAL))
    facing = [state.pyramid[state.die()].pip(MINUS[YOU])]
    for text in TIPS:
        state.play(state.parse_move(text))
        if state.die() is not None:
            facing.append(state.pyramid[state.die()].pip(MINUS[YOU]))
    (beating,) = state.last_beatings
    red, yellow, pearl = (next(v for _, seat, v in beating.dice if seat == colour) for colour in range(3))
    captions = {
        1: ("The puzzle is laid out: your red die, two pearl dice and a yellow one, which never move. The goal: "
            f"beat another die in 3 tips. The red die shows {facing[0]} toward you.",
            "Das Rätsel liegt aus: dein roter Würfel, zwei perlmuttfarbene und ein gelber, die sich nie bewegen. "
            f"Das Ziel: in 3 Kippzügen einen anderen Würfel schlagen. Der rote zeigt die {facing[0]} zu dir."),
        2: (f"A tip to the left: sideways tips never change the face toward you, still {facing[1]}.",
            f"Ein Kippzug nach links: seitwärts ändert sich die Zahl zu dir nie, noch immer die {facing[1]}."),
        3: (f"A tip forward-right: now {facing[2]} faces you. Forward is the only way to change it.",
            f"Ein Kippzug vorwärts rechts: jetzt zeigt die {facing[2]} zu dir. Nur vorwärts ändert sie sich."),
        4: (f"Forward-left, beside a pearl and the yellow die: a funnel. Red shows {red} into it, yellow {yellow}, "
            f"pearl {pearl}: the highest beats both. Goal reached.",
            "Vorwärts links, neben einen perlmuttfarbenen und den gelben Würfel: ein Trichter. Rot zeigt die "
            f"{red} hinein, Gelb die {yellow}, Perlmutt die {pearl}: die höchste schlägt beide. Ziel erreicht."),
    }
    return [DEAL, *TIPS], captions


def example_record() -> dict:
    moves, captions = example_moves()
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "kippen",
        "variant": "standard",
        "options": {},
        "first_player": 0,
        "players": [{"name": "Anna"}],
        "moves": moves,
        "practised": False,
        "meta": {"title": "Example / Beispiel",
                 "captions": {lang: {str(ply): text[i] for ply, text in captions.items()}
                              for i, lang in enumerate(("en", "de"))}},
    }
