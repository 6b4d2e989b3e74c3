"""A short game that shows the rules at work: a hit, a miss, a take-over, memory.

The deal is fixed; the funnels and rolls are chosen from its sums when the record is built,
so the example always shows what its captions say.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from gamebox.pyramid import lattice

from .moves import Deal, Roll
from .state import FUNNELS, EintrichternState, Rules

DEAL = "cqeaxcxlbrqubihlivgrxkkisjgbxivjuhwbeolimltgx"


def _roll_for(total: int) -> str:
    for combo in combinations_with_replacement(range(1, 7), 3):
        if sum(combo) == total and len(set(combo)) > 1:
            return str(Roll(combo))
    raise ValueError(total)


def example_moves() -> tuple[list[str], dict[int, tuple[str, str]]]:
    state = EintrichternState(Rules(2))
    state.apply(Deal(DEAL))
    sums = {p: state.funnel_sum(p) for p in FUNNELS}
    name = lattice.name
    a = FUNNELS[12]                                          # player 1's first lift: a hit
    b = next(p for p in FUNNELS if p != a and 8 <= sums[p] <= 13)       # then a miss ...
    c = next(p for p in FUNNELS if p not in (a, b) and 8 <= sums[p] <= 13 and sums[p] != sums[b])
    x = sums[c]                                              # ... of a roll of x
    e = next(p for p in reversed(FUNNELS) if p not in (a, b, c) and sums[p] != 10)
    moves = ["deal:" + DEAL, "s1",
             _roll_for(sums[a]), name(a),
             _roll_for(x), name(b),
             "take", name(c),
             _roll_for(sums[b]), name(b),
             _roll_for(10), name(e),
             "new"]
    captions = {
        2: ("The yellow dice lie on the plate, the red dice cover the 36 funnels. Player 1 gets the pearl dice.",
            ("Die gelben Würfel liegen auf der Platte, die roten decken die 36 Trichter ab. Spieler 1 bekommt "
            "die Perlmuttwürfel.")),
        3: (f"Player 1 rolls {sums[a]}.", f"Spieler 1 würfelt {sums[a]}."),
        4: ((f"He lifts the red die on {name(a)}: the funnel shows {sums[a]}. A hit: he keeps the red die, "
            "the funnel stays open."),
            (f"Er hebt den roten Würfel auf {name(a)} an: der Trichter zeigt {sums[a]}. Treffer: er behält "
            "den roten Würfel, der Trichter bleibt offen.")),
        5: (f"He rolls again: {x}.", f"Er würfelt noch einmal: {x}."),
        6: ((f"Funnel {name(b)} shows {sums[b]}: a miss. Everybody hears the {sums[b]}; the red die goes "
            "back and player 2 is next."),
            (f"Trichter {name(b)} zeigt {sums[b]}: daneben. Alle hören die {sums[b]}; der rote Würfel kommt "
            "zurück, Spieler 2 ist dran.")),
        7: (f"Player 2 takes over the failed roll of {x} instead of rolling anew ...",
            f"Spieler 2 übernimmt den gescheiterten Wurf {x}, statt neu zu würfeln ..."),
        8: (f"... and finds it under {name(c)}: a hit.", f"... und findet ihn unter {name(c)}: Treffer."),
        9: (f"He rolls {sums[b]}, and remembers what {name(b)} showed ...",
            f"Er würfelt {sums[b]} und erinnert sich, was {name(b)} gezeigt hat ..."),
        10: ("... a second hit from memory.", "... ein zweiter Treffer aus dem Gedächtnis."),
        12: (f"Rolled 10, but {name(e)} shows {sums[e]}: a miss, and player 1 is next.",
             f"10 gewürfelt, aber {name(e)} zeigt {sums[e]}: daneben, Spieler 1 ist dran."),
        13: ("Player 1 knows no funnel with 10 and rolls anew.",
             "Spieler 1 kennt keinen Trichter mit 10 und würfelt neu."),
    }
    return moves, captions


def example_record() -> dict:
    moves, captions = example_moves()
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "eintrichtern",
        "variant": "standard",
        "options": {},
        "first_player": None,
        "players": [{"name": "Anna", "type": "human"}, {"name": "Ben", "type": "human"}],
        "moves": moves,
        "practised": False,
        "meta": {"title": "Example / Beispiel",
                 "captions": {lang: {str(ply): text[i] for ply, text in captions.items()}
                              for i, lang in enumerate(("en", "de"))}},
    }
