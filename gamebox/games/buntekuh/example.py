"""A short game that shows Bunte Kuh at work, in simulated time: a right "Stopp!" and its die placed, a
second one, a wrong "Stopp!" that costs a die from each other player, and a right "Niete" after a long
search. The deal is the first draw of `random.Random(SEED)`; the moves and their times were played by the
computer levels (medium, strong, easy) and are kept as they are. The captions name the pips the called
funnels show (read from the replayed game), and tests check that they say what happens."""
from __future__ import annotations

import random

from gamebox.pyramid import lattice

SEED = 110
NAMES = ("Anna", "Ben", "Cleo")
MOVES = (("r1-3-4", 594, None), ("3:stop511", 11298, 2), ("3:511b", 13406, 2), ("r2-2-4", 14458, None),
         ("1:stop331", 32319, 0), ("1:331n", 33856, 0), ("r3-5-6", 35024, None), ("2:stop313", 38822, 1),
         ("r2-3-3", 40024, None), ("2:niete", 78655, 1), ("2:214n", 80004, 1))


def _deal() -> str:
    from .state import BunteKuhState

    return BunteKuhState(3).sample_chance(random.Random(SEED)).code


def _pips(record: dict, ply: int, funnel) -> str:
    """The pips the funnel shows when the move at `ply` is made."""
    from gamebox.record import from_json

    data = dict(record, moves=record["moves"][:ply], meta={})
    state = from_json(data).replay()
    pips = state.pyramid.funnel_pips(funnel)
    return " + ".join(str(p) for p in pips) + f" = {sum(pips)}"


def example_record() -> dict:
    moves = [{"move": f"deal:{_deal()}", "at": 0}]
    moves += [{"move": m, "at": at} | ({"by": by} if by is not None else {}) for m, at, by in MOVES]
    record = {"format": "gamebox-record", "version": 2, "game": "buntekuh", "variant": "standard", "options": {},
              "first_player": 0, "players": [{"name": n} for n in NAMES], "moves": moves}
    first = _pips(record, 2, lattice.parse("511"))
    second = _pips(record, 5, lattice.parse("331"))
    wrong = _pips(record, 8, lattice.parse("313"))
    seconds = round((MOVES[1][1] - MOVES[0][1]) / 1000)
    en = {
        1: "45 pearl dice fill the plate, each turned at random; the other 60 dice are dealt: 20 each.",
        2: "Anna rolls 1, 3 and 4: eight. Everybody adds up funnels, three faces at a time.",
        3: f"After {seconds} seconds Cleo calls “Stopp!” on a funnel: {first}. Right!",
        4: "She places a die from her supply there, turned as she likes: new funnels will form above it.",
        5: "Ben rolls 2, 2 and 4: eight again.",
        6: f"This time Anna is first: {second}.",
        8: "Cleo rolls 3, 5 and 6: fourteen.",
        9: f"Ben calls at once, too fast: his funnel shows {wrong}, not 14. Anna and Cleo each give him a die.",
        10: "Anna rolls 2, 3 and 3: eight. Nobody finds one for a long time…",
        11: "…until Ben calls “Niete”: right, no funnel shows 8 now. He may put a die into any funnel.",
        12: "He places it. The first to empty his supply wins.",
    }
    de = {
        1: "45 Perlmuttwürfel füllen die Platte, jeder zufällig gedreht; die übrigen 60 Würfel werden verteilt: "
           "je 20.",
        2: "Anna wirft 1, 3 und 4: acht. Alle rechnen Trichter zusammen, drei Seiten auf einmal.",
        3: f"Nach {seconds} Sekunden ruft Cleo „Stopp!“ auf einen Trichter: {first}. Richtig!",
        4: "Sie legt einen Würfel aus ihrem Vorrat hinein, gedreht wie sie will: darüber entstehen neue Trichter.",
        5: "Ben wirft 2, 2 und 4: wieder acht.",
        6: f"Diesmal ist Anna die Erste: {second}.",
        8: "Cleo wirft 3, 5 und 6: vierzehn.",
        9: f"Ben ruft sofort, zu schnell: sein Trichter zeigt {wrong}, nicht 14. Anna und Cleo geben ihm je einen "
           "Würfel.",
        10: "Anna wirft 2, 3 und 3: acht. Lange findet keiner einen …",
        11: "… bis Ben „Niete“ ruft: richtig, kein Trichter zeigt jetzt 8. Er darf einen Würfel in einen "
            "beliebigen Trichter legen.",
        12: "Er legt ihn. Wer zuerst keinen Würfel mehr hat, gewinnt.",
    }
    record["meta"] = {"captions": {"en": {str(k): v for k, v in en.items()}, "de": {str(k): v for k, v in de.items()}}}
    return record
