"""Where did search:strong go wrong? The exact search replays its lost and drawn games.

For every selfplay record in a folder (`gamebox selfplay 27 ... --save DIR`, or
selfplay(save_dir=...)) that search:strong did not win, each of its moves is judged by a
win proof (null-window exact search): was the position before it won, and after it still?
The first move that throws a won position away is the mistake to study; positions it never
had won are the opponent's merit. Positions whose proof exceeds the budget count as unknown.

    python bench/analyse_27_losses.py /tmp/l27/standard-random [--budget 2000000]
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from gamebox.games.twentyseven.solver import (
    ExactSearch,
    SearchBudgetExceeded,
    state_key,
)
from gamebox.storage import load_record

STRONG = "search:strong"


def mover_gets(search: ExactSearch, state, at_least: int, budget: int) -> bool | None:
    """Whether the player to move can force a margin of at least `at_least` (1: a win,
    0: a draw or better); None when the proof exceeds the budget."""
    if state.is_terminal():
        return None
    try:
        return search.bound(state_key(state), at_least - 1, at_least, budget) >= at_least
    except SearchBudgetExceeded:
        return None


def judge(path: Path, budget: int) -> dict | None:
    record = load_record(path)
    seat = [p.agent for p in record.players].index(STRONG)
    final = record.replay()
    if final.winners() == [seat]:
        return None
    search = ExactSearch(record.variant, table_bits=22)
    verdicts = []
    state = record.new_state()
    for ply, text in enumerate(record.moves):
        move = state.parse_move(text)
        mover = state.current_player() if state.phase == "play" else None
        before = (mover_gets(search, state, 1, budget)
                  if mover == seat and len(state.legal_moves()) > 1 else None)
        state.play(move)
        if before is True:
            after = mover_gets(search, state, 0, budget)      # can the opponent escape a loss?
            if after is True or (state.is_terminal() and state.winners() != [seat]):
                verdicts.append({"ply": ply, "move": text, "position": state_before_text(record, ply)})
    black, white = final.scores()
    return {"file": path.name, "seat": seat, "score": [black, white], "mistakes": verdicts}


def state_before_text(record, ply: int) -> str:
    state = record.replay(ply)
    return f"{' '.join(s or '.' for s in state.stacks)} to_move={state.to_move}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--budget", type=int, default=2_000_000)
    args = parser.parse_args()
    for path in sorted(args.folder.glob("game-*.json")):
        verdict = judge(path, args.budget)
        if verdict is not None:
            print(json.dumps(verdict), flush=True)


if __name__ == "__main__":
    main()
