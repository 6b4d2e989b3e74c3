"""Reading records at the size limit: how soon a hostile 4 MB file is refused, and how long a long
legal record takes to read.

- refusal: a Raffzahn record of 100,000 timed entries (`{"move": …, "at": …, "by": …}`, just under
  4 MB) whose 4th move is illegal. Everything after it is never looked at by the rules, so the
  refusal should cost the parse and a little more, not a check of every entry (issue 30: 15-17 s).
- legal: a Würfelpyramide frei record of 10,000 moves (a die put in and taken out again), read
  and replayed in full.

Each is `gamebox.storage.load_record` on a file, timed with `time.perf_counter`.

    python bench/bench_record_read.py [--runs 5] [--json]

`--json` prints one line: {"name": "record_read", "median_s": <refusal median>, "runs": [...],
 "legal_median_s": ..., "legal_runs": [...], "bytes": ..., "legal_bytes": ...}
"""
from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import median, parser, report  # noqa: E402

from gamebox.games.raffzahn.state import FULL  # noqa: E402
from gamebox.pyramid.setups import deal_code  # noqa: E402
from gamebox.record import RecordError  # noqa: E402
from gamebox.record_schema import MAX_BYTES  # noqa: E402
from gamebox.storage import load_record  # noqa: E402

ENTRIES = 100_000
LEGAL_MOVES = 10_000


def hostile_record() -> str:
    """100,000 timed Raffzahn entries; the 4th (a grab while the die still rolls) is illegal."""
    moves = [{"move": f"deal:{deal_code(random.Random(1), FULL)}", "at": 0}, {"move": "s1", "at": 0},
             {"move": "d3", "at": 10}]
    moves += [{"move": "1:000", "at": 20 + i, "by": 0} for i in range(ENTRIES - len(moves))]
    data = {"format": "gamebox-record", "version": 2, "game": "raffzahn", "variant": "standard",
            "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "first_player": None, "moves": moves}
    text = json.dumps(data, separators=(",", ":"))
    assert len(text.encode()) <= MAX_BYTES, len(text)
    return text


def legal_record() -> str:
    moves = [m for _ in range(LEGAL_MOVES // 2) for m in ("+Ra800", "-800")]
    return json.dumps({"format": "gamebox-record", "version": 1, "game": "pyramide", "variant": "empty",
                       "players": [{"name": "A"}], "moves": moves[:LEGAL_MOVES]}, indent=1)


def timed(path: Path, refused: bool) -> float:
    start = time.perf_counter()
    try:
        load_record(path)
    except RecordError as exc:
        if not refused:
            raise
        assert "move 4" in str(exc), exc
    else:
        assert not refused, "the hostile record was read"
    return time.perf_counter() - start


def main() -> None:
    p = parser(__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        hostile, legal = Path(folder) / "hostile.json", Path(folder) / "legal.json"
        hostile.write_text(hostile_record(), encoding="utf-8")
        legal.write_text(legal_record(), encoding="utf-8")
        runs = [timed(hostile, True) for _ in range(args.runs)]
        legal_runs = [timed(legal, False) for _ in range(args.runs)]
        size, legal_size = hostile.stat().st_size, legal.stat().st_size
    report(args, [f"refusal of {ENTRIES:,} timed entries ({size:,} bytes): median {median(runs):.3f} s "
                  f"(runs {', '.join(f'{r:.3f}' for r in runs)})",
                  f"read of a legal {LEGAL_MOVES:,}-move record ({legal_size:,} bytes): median "
                  f"{median(legal_runs):.3f} s (runs {', '.join(f'{r:.3f}' for r in legal_runs)})"],
           {"name": "record_read", "median_s": median(runs), "runs": runs, "legal_median_s": median(legal_runs),
            "legal_runs": legal_runs, "bytes": size, "legal_bytes": legal_size})


if __name__ == "__main__":
    main()
