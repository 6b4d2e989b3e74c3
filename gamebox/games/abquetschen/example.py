"""A short game that shows the rules at work: the start rolls, the start pyramid, a roll that cannot
build, a first build onto the others' dice, and a 1 that passes. The builds are picked from the legal
ones when the record is made, so the example always shows what its captions say."""
from __future__ import annotations

from gamebox.pyramid import lattice

from .moves import PASS, Roll
from .state import AbquetschenState, Rules

CENTRE = (8 / 3, 8 / 3, 8 / 3)


def _central(moves):
    """The legal build nearest the plate's middle (a start pyramid "as central as possible")."""
    return min(moves, key=lambda m: sum((a - b) ** 2 for p in m.positions for a, b in zip(p, CENTRE)))


def example_moves() -> tuple[list[str], dict[int, tuple[str, str]]]:
    state = AbquetschenState(Rules(3))
    moves: list[str] = []

    def play(move) -> None:
        moves.append(state.format_move(move))
        state.play(move)

    play(Roll(2))
    play(Roll(4))
    start = _central(state.legal_moves())
    play(start)
    play(Roll(2))
    play(PASS)
    play(Roll(3))
    first = _central(state.legal_moves())
    play(first)
    play(Roll(1))
    play(PASS)
    top = next(p for p in start.positions if lattice.layer(p) == 1)
    captions = {
        1: ("Anna rolls a 2: who rolls a 4 first builds the start pyramid.",
            "Anna würfelt eine 2: wer zuerst eine 4 würfelt, baut die Startpyramide."),
        3: (f"Ben rolled the 4: three dice on the plate, away from its rim, and one on top ({lattice.name(top)}).",
            f"Ben hat die 4 gewürfelt: drei Würfel auf die Platte, weg vom Rand, und einer obendrauf "
            f"({lattice.name(top)})."),
        5: ("Cleo rolls a 2. Two new dice cannot touch each other here: after a start pyramid only a 3, 5 or 6 "
            "can build. She passes.",
            "Cleo würfelt eine 2. Zwei neue Würfel können sich hier nicht berühren: nach der Startpyramide "
            "geht nur eine 3, 5 oder 6. Sie passt."),
        7: ("Anna rolls a 3 and builds her first dice onto Ben's: touching each other, one resting on the "
            "start pyramid, which keeps a die open for Ben.",
            "Anna würfelt eine 3 und baut ihre ersten Würfel an Bens an: einander berührend, einer auf der "
            "Startpyramide, die für Ben einen Würfel frei behält."),
        9: ("Ben rolls a 1: a single die touches no other new die, so a 1 never builds.",
            "Ben würfelt eine 1: ein einzelner Würfel berührt keinen anderen neuen, also baut eine 1 nie."),
    }
    return moves, captions


def example_record() -> dict:
    moves, captions = example_moves()
    return {
        "format": "gamebox-record",
        "version": 1,
        "game": "abquetschen",
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
