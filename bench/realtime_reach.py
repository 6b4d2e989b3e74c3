"""How far a human's hand travels for one grab or call in the real-time games, on the real screen: the numbers
behind the computer's `reach_ms` (docs/design/realtime.md, "How medium was matched to an average adult").

For moves of computer-played games (medium, simulated time), on the views at 1280x800:

- keyboard: the direction-key presses that bring a zone's cursor from where it was (the player's last die or
  funnel, else where the first press puts it) onto the target, plus the act key;
- mouse: the Fitts index of difficulty ID = log2(D / W + 1) from the last target to this one, W the width of
  the target on screen (a die's face in Raffzahn, a funnel's hollow in Bunte Kuh).

Then the time an average adult needs, from published rates: about 5 deliberate key presses a second (~200 ms
each), and a mouse throughput of about 4.5 bits/s plus ~200 ms to aim and click (ISO 9241-9 style pointing
studies, e.g. MacKenzie, Sellen & Buxton 1991; Soukoreff & MacKenzie 2004).

    python bench/realtime_reach.py [--games 4]
"""
from __future__ import annotations

import argparse
import math
import random
import sys

KEY_S = 0.2
MOUSE_BITS_PER_S = 4.5
MOUSE_AIM_S = 0.2


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4)
    args = p.parse_args(argv)

    from gamebox_ui.headless import ensure_gl_app

    app = ensure_gl_app()
    import numpy as np

    from gamebox import registry
    from gamebox.ai import make_agent
    from gamebox.games.buntekuh.moves import Call
    from gamebox.games.raffzahn.moves import Grab
    from gamebox.pyramid import space
    from gamebox.realtime import play_out
    from gamebox.record import GameRecord, PlayerSpec
    from gamebox.session import Session
    from gamebox_ui.main_window import MainWindow
    from gamebox_ui.pyramid.game_view import cursor_step
    from gamebox_ui.realtime.cursors import cube_outline, face_outline

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    for game_id, players, kind in (("raffzahn", 3, Grab), ("buntekuh", 4, Call)):
        presses, ids = [], []
        for g in range(args.games):
            record = GameRecord(game_id, "standard", [PlayerSpec(f"P{i}", "ai") for i in range(players)], {}, 0)
            session = Session(record, random.Random(g))
            play_out(session, {i: make_agent("search:medium", registry.get(game_id), g * 10 + i)
                               for i in range(players)})
            window.start_record(GameRecord(game_id, "standard", [PlayerSpec(f"P{i}") for i in range(players)],
                                           {}, 0, []))
            view = window.game_page.view
            app.processEvents()
            last: dict[int, object] = {}
            for played in session.history:
                move = played.move
                if not isinstance(move, kind):
                    continue
                state = played.before
                if game_id == "raffzahn":
                    side = view.panes[move.seat].side
                    places = state.free_dice()
                    outline = lambda p, s=side, seat=move.seat: face_outline(s, p, seat)   # noqa: E731
                else:
                    side = view.table
                    places = state.funnels()
                    outline = lambda p, s=side: cube_outline(s, p, 0.08)   # noqa: E731
                side.set_pyramid(state.pyramid, animate=False)
                at = {p: np.array(side.project(space.world(p))) for p in places}
                start = last.get(move.seat)
                target = move.position
                # keys: a breadth-first search over the cursor's steps
                first = cursor_step(None, 0, 0, at) if start not in at else start
                depth = {first: 0 if start in at else 1}
                todo = [first]
                while todo and target not in depth:
                    here = todo.pop(0)
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        there = cursor_step(here, dx, dy, at)
                        if there not in depth:
                            depth[there] = depth[here] + 1
                            todo.append(there)
                presses.append(depth.get(target, 0) + 1)        # the steps and the act key
                # mouse: from the last target (else the view's middle) to this one
                box = outline(target).boundingRect()
                width = min(box.width(), box.height())
                origin = at[start] if start in at else np.array([side.width() / 2, side.height() / 2])
                distance = float(np.linalg.norm(at[target] - origin))
                ids.append(math.log2(distance / width + 1))
                last[move.seat] = target
        mean_presses = sum(presses) / len(presses)
        mean_id = sum(ids) / len(ids)
        print(f"{game_id}: {len(presses)} moves; keyboard {mean_presses:.2f} presses (~{mean_presses * KEY_S:.2f} s); "
              f"mouse ID {mean_id:.2f} bits (~{MOUSE_AIM_S + mean_id / MOUSE_BITS_PER_S:.2f} s)")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
