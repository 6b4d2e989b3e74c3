#!/usr/bin/env python3
"""Draw the library pictures `assets/games/<id>.png` with each game's own renderer.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/pictures.py

(the dice pyramid is drawn with OpenGL, which Qt's offscreen platform does not have)

The card shows the picture at 358 x 200; it is drawn at twice that for sharp HiDPI screens.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZE = (716, 400)
# A position that shows what the game is about: tall towers, pawns on them, a die.
POSITIONS = {"hoch": "duel,12B.-.5.5Y.4.4.3R.3.2.2G.2.1.1.1,d5"}


def _played(game_id: str, variant: str, players: int, moves: int, seed: int = 5):
    """A state some random moves into a game (the pyramid games' pictures)."""
    import random

    from gamebox.protocol import CHANCE, Setup
    from gamebox.registry import get

    rng = random.Random(seed)
    state = get(game_id).new_state(Setup(variant, players, {}, 0))
    for _ in range(moves):
        if state.is_terminal():
            break
        move = state.sample_chance(rng) if state.current_player() == CHANCE else rng.choice(
            [m for m in state.legal_moves() if str(m) != "end"])
        state.play(move)
    return state


STATES = {
    "eintrichtern": lambda: _played("eintrichtern", "standard", 3, 60),
    "pyramide": lambda: _played("pyramide", "full", 1, 1),
}


def main() -> int:
    from gamebox_ui.games import ui_for
    from PySide6.QtWidgets import QApplication

    from gamebox.registry import get

    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841 (fonts, OpenGL)
    states = {game_id: (lambda s=spec, g=game_id: get(g).diagram_state(s)) for game_id, spec in POSITIONS.items()}
    states.update(STATES)
    for game_id, make in states.items():
        state = make()
        image = ui_for(game_id).render(state, *SIZE, "en")
        target = ROOT / "assets" / "games" / f"{game_id}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"cannot write {target}")
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
