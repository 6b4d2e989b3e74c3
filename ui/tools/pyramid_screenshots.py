#!/usr/bin/env python3
"""Take the README's screenshots of the dice pyramid: Eintrichtern mid-reveal, the sandbox, Cui bono?.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python ui/tools/pyramid_screenshots.py [OUT_DIR] [--lang de]

Writes eintrichtern.png, pyramid-sandbox.png, cuibono.png and wuerfelmarsch.png (default docs/screenshots/).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import start  # noqa: E402


def main(argv: list[str]) -> int:
    app, out, lang = start(argv)
    from gamebox_ui import i18n, settings
    from gamebox_ui.main_window import MainWindow

    from gamebox.games.pyramide.moves import Pull, Take
    from gamebox.record import GameRecord, PlayerSpec

    settings.set_language_choice(lang)
    i18n.apply_language(lang)
    settings.set_ai_delay_ms(0)

    def pump(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()

    def window() -> MainWindow:
        w = MainWindow()
        w.resize(1280, 800)
        w.move(0, 0)
        w.show()
        return w

    # Eintrichtern among computers: the screenshot catches a reveal after some turns.
    w = window()
    players = [PlayerSpec(name, "ai", level) for name, level in
               (("Anna", "search:strong"), ("Ben", "search:medium"), ("Cem", "search:strong"))]
    c = w.start_record(GameRecord("eintrichtern", "standard", players, first_player=0))
    view = w.game_page.view
    while len(c.state.history) < 9 or not view.revealing():
        pump(0.02)
    c.set_paused(True)
    pump(0.5)
    w.grab().save(str(out / "eintrichtern.png"))
    print(f"wrote {out / 'eintrichtern.png'}")
    w.close()

    # The sandbox: a full pyramid with its top taken and a corner pulled, free dice lit.
    w = window()
    c = w.start_record(GameRecord("pyramide", "full", [PlayerSpec("Anna")], first_player=0))
    pump(1.0)
    c.try_move(Take((0, 0, 0)))
    c.try_move(Pull((0, 0, 8)))
    view = w.game_page.view
    view.set_tool("take")
    pump(1.0)
    w.grab().save(str(out / "pyramid-sandbox.png"))
    print(f"wrote {out / 'pyramid-sandbox.png'}")
    w.close()

    # Cui bono? with six players: dice kept, a pulled die held over the apex, its funnels lit.
    import random

    from gamebox.games.cuibono.moves import KEEP, Pull as CuiPull
    from gamebox.games.cuibono.state import PLACE

    w = window()
    names = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fritzi")
    c = w.start_record(GameRecord("cuibono", "standard", [PlayerSpec(n) for n in names], first_player=0))
    c.session.rng = random.Random(11)
    pump(0.5)
    rng = random.Random(4)
    while c.session.ply < 70 or not (c.state.phase == PLACE and len(c.state.targets()) >= 2):
        moves = c.state.legal_moves()
        puts = [m for m in moves if m is not KEEP]
        if c.state.phase == PLACE and puts and c.session.ply >= 70:
            break
        c.try_move(rng.choice(puts) if puts and rng.random() < 0.6 else rng.choice(moves))
        if c.state.is_terminal():
            break
    if c.state.phase != PLACE:
        c.try_move(next(m for m in c.state.legal_moves() if isinstance(m, CuiPull)))
    pump(1.0)
    w.grab().save(str(out / "cuibono.png"))
    print(f"wrote {out / 'cuibono.png'}")
    w.close()

    # Würfelmarsch: the example's beating just made; Ben's die chosen, its arrows shown, the picker open.
    from gamebox.games.wuerfelmarsch.example import MOVES

    w = window()
    c = w.start_record(GameRecord("wuerfelmarsch", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cem")],
                                  first_player=0))
    for text in MOVES:
        c.try_move(c.state.parse_move(text))
    view = w.game_page.view
    view.act((4, 1, 3), None)
    view.open_picker()
    pump(1.2)
    w.grab().save(str(out / "wuerfelmarsch.png"))
    print(f"wrote {out / 'wuerfelmarsch.png'}")
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
