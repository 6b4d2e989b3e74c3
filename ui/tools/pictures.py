#!/usr/bin/env python3
"""Draw the library pictures `assets/games/<id>.png` with each game's own renderer (and `<id>.de.png`
for the 2D boards, whose pictures carry words).

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/pictures.py [GAME_ID ...]

(only the named games' pictures when ids are given; the dice pyramid is drawn with OpenGL, which Qt's offscreen platform does not have)

The card shows the picture at 358 x 200; it is drawn at twice that for sharp HiDPI screens.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZE = (716, 400)
# A position that shows what the game is about: tall towers, pawns on them, a die.
POSITIONS = {"hoch": "duel,12B.-.5.5Y.4.4.3R.3.2.2G.2.1.1.1,d5",
             # 27: mixed stacks, black to move with four towers (numbered), one of them tall
             "27": "standard,R.GB.GBB.GBWWW.GW.GWB.G.GWWWWBBBB.R,b",
             # Ponga: four players mid-round, captured towers, player 3 has rolled 2 and 5 (two captures)
             "ponga": "1,.,3,.,2,./.,41,.,2,12,./3,.,1,.,.,4/.,2,.,2143,.,./4,14,.,.,1,./.,3,.,.,.,2;p3;d25"}


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


def _example_at(game_id: str, ply: int):
    """The game's played example after `ply` moves."""
    from gamebox.record import from_json
    from gamebox.registry import get

    return from_json(get(game_id).example_record()).replay(ply)


def _eintrichtern(hits: int = 7, seed: int = 5):
    """A game where a few funnels are open, so yellow faces show among the red dice.

    Random lifts rarely hit; these players lift a funnel that matches the roll whenever there is one.
    """
    import random

    from gamebox.games.eintrichtern.moves import Lift
    from gamebox.protocol import CHANCE, Setup
    from gamebox.registry import get

    rng = random.Random(seed)
    state = get("eintrichtern").new_state(Setup("standard", 3, {}, 0))
    while len(state.open_funnels()) < hits and not state.is_terminal():
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
            continue
        legal = state.legal_moves()
        matching = [m for m in legal if isinstance(m, Lift) and state.roll is not None
                    and state.funnel_sum(m.position) == state.roll.total]
        state.play(rng.choice(matching or legal))
    return state


def _realtime(game_id: str, players: int, plies: int, seed: int = 5):
    """A real-time game some moves in, played by medium computers in simulated time."""
    import random

    from gamebox.ai import make_agent
    from gamebox.realtime import Driver
    from gamebox.record import GameRecord, PlayerSpec
    from gamebox.registry import get
    from gamebox.session import Session

    session = Session(GameRecord(game_id, "standard", [PlayerSpec(f"P{i}", "ai") for i in range(players)], {}, 0),
                      random.Random(seed))
    driver = Driver(session, {i: make_agent("search:medium", get(game_id), seed + i) for i in range(players)})
    while session.ply < plies and not session.state.is_terminal():
        event = driver.next_event()
        session.clock.set(event.at)
        driver.fire(event)
    return session.state


def _scrabble(turns: int = 10, seed: int = 11):
    """Scrabble 6×6 some turns into a four-player game of the greedy computer: stacks, and the last
    turn's words with their reading arrows."""
    import random

    from gamebox.games.scrabble6.ai import GreedyScrabbleAgent
    from gamebox.games.scrabble6.state import Rules, ScrabbleState

    rng = random.Random(seed)
    state, agent, placed = ScrabbleState(Rules(4), 0), GreedyScrabbleAgent("greedy", seed), 0
    while placed < turns or state.is_chance():
        if state.is_chance():
            state.play(state.sample_chance(rng))
            continue
        state.play(agent.choose(state))
        placed += 1
    return state


def _kippen():
    """A tipping puzzle dealt: the red die among yellow ones, the goal's hollow lit."""
    from gamebox.games.kippen.deal import parse_spec
    from gamebox.games.kippen.state import TippingState

    return TippingState(parse_spec("deal R422q Y620o Y341e Y602b Y314h face6@521 in3"))


STATES = {
    "scrabble6": _scrabble,
    "eintrichtern": _eintrichtern,
    "pyramide": lambda: _played("pyramide", "full", 1, 1),
    "abquetschen": lambda: _played("abquetschen", "standard", 3, 60),
    "cuibono": lambda: _played("cuibono", "standard", 3, 24),
    "wuerfelmarsch": lambda: _played("wuerfelmarsch", "standard", 3, 9, seed=3),
    "raffzahn": lambda: _realtime("raffzahn", 3, 70, seed=4),
    "buntekuh": lambda: _realtime("buntekuh", 4, 60, seed=6),
    "tiefstapeln": lambda: _example_at("tiefstapeln", 27),   # two bridges reaching for the ball
    "kippen": _kippen,
}

# The pyramid games' cards: closer than the board's fitted presets (the card is wide and small).
# preset name, then changes: zoom (distance divided by it), azimuth added, elevation, look-at point.
CAMERAS = {
    "eintrichtern": ("side0", {"zoom": 1.35}),   # the players' view, the open funnels' yellow faces
    "abquetschen": ("side0", {"zoom": 1.2, "elevation": 32.0}),   # the three colours building up
    "wuerfelmarsch": ("side0", {"zoom": 1.25, "elevation": 40.0, "center": (0.0, 0.0, 0.0)}),   # the marching dice
    "cuibono": ("side0", {"zoom": 1.3, "azimuth": 60.0, "elevation": 10.0,   # from a corner: the slid edges
                          "center": (0.0, 0.0, 1.2)}),
    "pyramide": ("side0", {"zoom": 1.35, "azimuth": 60.0, "elevation": 28.0,   # from a corner: two sides
                           "center": (0.0, 0.0, 1.2)}),
    "raffzahn": ("side0", {"zoom": 1.25, "elevation": 38.0}),     # its top grabbed away
    "buntekuh": ("top", {"zoom": 1.45, "center": (0.0, 1.0, 0.0)}),        # the dice placed on the pearl layer
    "kippen": ("side0", {"zoom": 1.8, "elevation": 38.0, "center": (0.0, 1.4, 0.0)}),   # from your seat
}

# Dice chosen and hollows lit on a card, as the board shows them.
MARKS = {
    "kippen": lambda state: {"targets": [state.spec.hollow]},
}


def pyramid_picture(pyramid, width: int, height: int, view: str, zoom: float = 1.0, azimuth: float = 0.0,
                    elevation: float | None = None, center=None, selected=(), targets=()):
    """Like gamebox_ui.pyramid.offscreen.render_pyramid_image, from a camera moved off a preset."""
    from gamebox_ui.pyramid.offscreen import gl_problem
    from gamebox_ui.pyramid.view import PyramidView
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QVector3D

    problem = gl_problem()
    if problem:
        raise SystemExit(f"OpenGL is not available: {problem}")
    widget = PyramidView()
    widget.item.gradient = True
    try:
        widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        widget.animations_enabled = False
        widget.set_hover_enabled(False)
        widget.resize(width, height)
        widget.show()
        widget.set_pyramid(pyramid, animate=False)
        widget.set_selected(selected)
        widget.set_targets(targets)
        widget.set_view(view)
        change = {"distance": widget.opts["distance"] / zoom, "azimuth": widget.opts["azimuth"] + azimuth}
        if elevation is not None:
            change["elevation"] = elevation
        if center is not None:
            change["pos"] = QVector3D(*center)
        widget.setCameraPosition(**change)
        image = widget.grabFramebuffer()
        if image.isNull():
            raise SystemExit("OpenGL is not available: the GL widget could not render")
        return image.convertToFormat(QImage.Format.Format_RGB32)
    finally:
        widget.close()
        widget.deleteLater()


def main() -> int:
    from gamebox_ui import i18n
    from gamebox_ui.games import ui_for
    from PySide6.QtWidgets import QApplication

    from gamebox.registry import get

    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841 (fonts, OpenGL)
    states = {game_id: (lambda s=spec, g=game_id: get(g).diagram_state(s)) for game_id, spec in POSITIONS.items()}
    states.update(STATES)
    wanted = [a for a in sys.argv[1:] if not a.startswith("-")]
    for game_id, make in states.items():
        if wanted and game_id not in wanted:
            continue
        state = make()
        if game_id in CAMERAS:
            view, change = CAMERAS[game_id]
            marks = MARKS[game_id](state) if game_id in MARKS else {}
            _save(pyramid_picture(state.pyramid, *SIZE, view, **change, **marks), f"{game_id}.png")
            continue
        for lang, name in (("en", f"{game_id}.png"), ("de", f"{game_id}.de.png")):
            i18n.apply_language(lang)      # the board's own words (Qt's) in that language too
            _save(ui_for(game_id).render(state, *SIZE, lang), name)
    i18n.apply_language("en")
    return 0


def _save(image, name: str) -> None:
    target = ROOT / "assets" / "games" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        raise SystemExit(f"cannot write {target}")
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main())
