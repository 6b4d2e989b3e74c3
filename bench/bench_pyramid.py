"""Frame time and picking time of the 3D dice pyramid (ui/pyramid).

Frame: a 1280x800 PyramidView shows the full pyramid (165 dice, 4 colours) with targets lit.
Each frame is asked for with update() and the event loop runs until paintGL has run (repaint()
is not reliably synchronous under Qt 6's composition). The clock runs from the start of paintGL
to the return of glFinish() (so the GPU work - here Mesa llvmpipe's rasterizer threads - is
included, not just queued). "On screen" is the wall time from update() until the frame was
painted: event dispatch, paintGL, glFinish and Qt compositing the framebuffer into the window.
Picking: `pick(x, y)` at random pixels of the widget (a ray cast against the occupied
positions plus targets).

    python bench/bench_pyramid.py [--frames 200] [--picks 1000] [--json] [--out FILE]

Without a display a private Xvfb is started (ui/headless.py). `--json` prints one line:
{"name": "pyramid_frame", "median_s": ..., "p95_s": ..., "screen_median_s": ...,
 "pick_median_s": ..., "pick_p95_s": ..., "renderer": ...}
"""
from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import median, parser, percentile, report

FRAME_BUDGET_S = 0.0167
PICK_BUDGET_S = 0.002


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=200)
    p.add_argument("--picks", type=int, default=1000)
    p.add_argument("--width", type=int, default=1280)
    p.add_argument("--height", type=int, default=800)
    p.add_argument("--out", help="also write the JSON result to this file")
    args = p.parse_args(argv)

    from gamebox_ui.headless import ensure_gl_app

    app = ensure_gl_app()
    from gamebox_ui.pyramid.offscreen import gl_problem
    from gamebox_ui.pyramid.view import PyramidView
    from OpenGL import GL

    from gamebox.pyramid import setups

    problem = gl_problem()
    if problem:
        raise SystemExit(f"bench_pyramid: OpenGL is not available: {problem}")

    frame_times: list[float] = []

    class TimedView(PyramidView):
        def paintGL(self) -> None:
            start = time.perf_counter()
            super().paintGL()
            GL.glFinish()
            frame_times.append(time.perf_counter() - start)

    pyramid = setups.full_pyramid(random.Random(7), (("red", 42), ("yellow", 41), ("pearl", 41), ("turquoise", 41)))
    view = TimedView()
    view.animations_enabled = False
    view.resize(args.width, args.height)
    view.show()
    view.set_pyramid(pyramid, animate=False)
    view.set_targets(pyramid.free_dice())
    view.makeCurrent()
    renderer = GL.glGetString(GL.GL_RENDERER).decode()
    view.doneCurrent()
    view.grabFramebuffer()                    # initializes GL, compiles the shaders

    def frame() -> tuple[float, float]:
        # repaint() is not always synchronous: with Qt 6's composition it turns into a deferred
        # update while the window's previous frame is pending. So ask for a frame and run the
        # event loop until paintGL has run; the paintGL clock does not depend on how it ran.
        count = len(frame_times)
        start = time.perf_counter()
        view.update()
        while len(frame_times) == count:
            app.processEvents()
            if time.perf_counter() - start > 5.0:
                raise SystemExit("bench_pyramid: the view never painted")
        return frame_times[-1], time.perf_counter() - start

    for _ in range(10):                       # warm up: first uploads, caches
        frame()
    frames: list[float] = []
    screen: list[float] = []
    for i in range(args.frames):
        view.opts["azimuth"] += 0.05 * (1 if i % 2 else -1)   # a moving camera, as when orbiting
        gl_time, wall = frame()
        frames.append(gl_time)
        screen.append(wall)

    rng = random.Random(1)
    picks: list[float] = []
    hits = 0
    for _ in range(args.picks):
        x, y = rng.uniform(0, args.width), rng.uniform(0, args.height)
        start = time.perf_counter()
        hit = view.pick(x, y)
        picks.append(time.perf_counter() - start)
        hits += hit is not None
    view.close()

    fmed, fp95, smed = median(frames), percentile(frames, 95), median(screen)
    pmed, pp95 = median(picks), percentile(picks, 95)
    lines = [
        f"pyramid view {args.width}x{args.height}, full pyramid, renderer {renderer}",
        (f"  frame (paintGL start -> glFinish): median {fmed * 1000:.2f} ms, p95 {fp95 * 1000:.2f} ms "
         f"over {len(frames)} frames (budget {FRAME_BUDGET_S * 1000:.1f} ms)"),
        f"  on screen (update() -> painted):   median {smed * 1000:.2f} ms",
        (f"  pick: median {pmed * 1e3:.3f} ms, p95 {pp95 * 1e3:.3f} ms over {len(picks)} picks "
         f"({hits} hits; budget {PICK_BUDGET_S * 1000:.1f} ms)"),
    ]
    data = {"name": "pyramid_frame", "median_s": fmed, "p95_s": fp95, "runs": frames,
            "screen_median_s": smed, "pick_median_s": pmed, "pick_p95_s": pp95, "picks": len(picks),
            "width": args.width, "height": args.height, "renderer": renderer,
            "frame_budget_s": FRAME_BUDGET_S, "pick_budget_s": PICK_BUDGET_S}
    report(args, lines, data)
    if args.out:
        Path(args.out).write_text(json.dumps(data) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
