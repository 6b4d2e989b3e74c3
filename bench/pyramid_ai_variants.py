"""The search variants the design notes of Cui bono? and Würfelmarsch compare, each as one row against two
greedy players, or two of another level (`selfplay` with seats rotating and seed 2026, like the calibration rows).

    python bench/pyramid_ai_variants.py cuibono avoid:4 maxn:3 --games 150
    python bench/pyramid_ai_variants.py wuerfelmarsch selfish:3 maxn:3 paranoid:3 race:1 --games 150
    python bench/pyramid_ai_variants.py wuerfelmarsch selfish:3 paranoid:3 --games 150 --against search:medium

A variant is MODEL:DEPTH. Cui bono? (depth in whole turns): `avoid` is the strong level's search (the others
avoid keeping, averaged over their cheapest turns), `maxn` lets each other player take the turn best for him
by the same judgement. Würfelmarsch (depth in plies): `selfish` is the strong level's search (the others race
and beat for themselves), `maxn` lets them maximise their share of the judgement, `paranoid` lets them
minimise the searching player's, `race` is `selfish` without the thought of sitting in a leader's corner.
See docs/design/cuibono-ai.md and docs/design/wuerfelmarsch-ai.md.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamebox.games.cuibono import ai as cuibono_ai  # noqa: E402
from gamebox.games.cuibono.fast import Position, turns  # noqa: E402
from gamebox.games.wuerfelmarsch import ai as march_ai  # noqa: E402
from gamebox.registry import get  # noqa: E402
from gamebox.selfplay import selfplay  # noqa: E402


class MaxnTurnSearch(cuibono_ai.TurnSearch):
    """Cui bono? with max^n: every player, not only the searching one, takes the turn best for himself."""

    def value(self, position: Position, depth: int) -> list[float]:
        if position.over or depth <= 0:
            return cuibono_ai.evaluate(position)
        mover, best = position.to_move, None
        for _, _, _, child in turns(position):
            v = self.value(child, depth - 1)
            if best is None or v[mover] > best[mover]:
                best = v
        return best


class ParanoidMarch(march_ai.MarchSearch):
    """Würfelmarsch with the others choosing against the searching player (among their tips)."""

    def value(self, position, depth):
        if depth <= 0 or position.over or position.to_move == self.me:
            return super().value(position, depth)
        worst = None
        for move in march_ai.candidates(position, False):
            child = position.copy()
            child.play(move)
            v = self.value(child, depth - 1)
            if worst is None or v[self.me] < worst[self.me]:
                worst = v
        return worst


def cuibono_agent(model: str, depth: int):
    search = MaxnTurnSearch if model == "maxn" else cuibono_ai.TurnSearch
    return lambda rng: cuibono_ai.CuiBonoSearch(rng, depth, "search:strong", search=search)


def march_agent(model: str, depth: int):
    def make(rng):
        if model == "paranoid":
            return ParanoidMarch(rng, depth, "maxn", "search:strong")
        if model == "race":
            return march_ai.MarchSearch(rng, depth, "selfish", "search:strong", stops=False)
        return march_ai.MarchSearch(rng, depth, model, "search:strong")
    return make


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", choices=("cuibono", "wuerfelmarsch"))
    p.add_argument("variants", nargs="+", help="MODEL:DEPTH")
    p.add_argument("--games", type=int, default=150)
    p.add_argument("--against", default="greedy", help="the level of the two other players")
    args = p.parse_args()
    game = get(args.game)
    cls = type(game)
    own = cls.make_agent
    for variant in args.variants:
        model, _, depth = variant.partition(":")
        make = (cuibono_agent if args.game == "cuibono" else march_agent)(model, int(depth))
        cls.make_agent = lambda self, name, rng, make=make: make(rng) if name == "search:strong" else own(self, name, rng)
        began = time.time()
        result = selfplay(args.game, "standard", ["search:strong", args.against, args.against], args.games, seed=2026)
        cls.make_agent = own
        print(f"{args.game} {variant}: {result['wins'][0]} of {args.games} games won "
              f"({result['wins'][0] / args.games:.0%}); the {args.against} players {result['wins'][1:]}, "
              f"{result['draws']} without a sole winner; {time.time() - began:.0f} s", flush=True)


if __name__ == "__main__":
    main()
