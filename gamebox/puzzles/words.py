"""A line of moves in a player's words, for verdicts and proofs: "Red: tips a die to the left; Yellow: …"."""
from __future__ import annotations

from collections.abc import Sequence

from ..i18n import Text
from ..protocol import State


def line_words(state: State, moves: Sequence[str], names: Sequence[Text], you: int | None = None) -> Text:
    """The moves (notation) from `state` on, each with who makes it; `you` is named "You"/"Du"."""
    here, en, de = state.clone(), [], []
    for text in moves:
        move = here.parse_move(text)
        mover = here.current_player()
        words = here.move_words(move)
        if mover == you:
            who = Text("You", "Du")
        elif 0 <= mover < len(names):
            who = names[mover]
        else:
            who = None
        en.append(f"{who.en}: {words.en}" if who else words.en)
        de.append(f"{who.de}: {words.de}" if who else words.de)
        here.apply(move)
    return Text("; ".join(en), "; ".join(de))

