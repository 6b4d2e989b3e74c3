"""How much skill is there in Abquetschen? Three measurements against two greedy players.

    python bench/abquetschen_skill_ceiling.py choices --games 60        # what a decision offers (~1 min)
    python bench/abquetschen_skill_ceiling.py seer --games 150          # knows the dice (~15 min)
    python bench/abquetschen_skill_ceiling.py seer --games 150 --exact  # knows the dice and the ties (~40 min)

`choices` plays greedy games and counts the legal builds at each decision, and how often greedy's
evaluation cannot tell the builds apart. `seer` is a player who knows every future roll: for each of
its builds it plays the rest of the game with those rolls and greedy players, and takes the build that
wins. Without `--exact` its playouts break the opponents' ties with their own random choices; with it,
they break them exactly as the opponents will (the opponents' tie-breaks are a pure function of the
game and the ply), so the playout is the future itself. The gap between the two shows what decides the
game: not the position a build leaves, but the dice and the coin flips that follow it.
See docs/design/abquetschen-ai.md.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamebox.ai.agents import make_agent  # noqa: E402
from gamebox.ai.tree import distinct_children  # noqa: E402
from gamebox.games.abquetschen.moves import Roll  # noqa: E402
from gamebox.protocol import Setup  # noqa: E402
from gamebox.registry import get  # noqa: E402

GAME = get("abquetschen")


def greedy_players(rng: random.Random) -> list:
    return [make_agent("greedy", GAME, rng.randrange(1 << 30)) for _ in range(3)]


def choices(games: int) -> None:
    rng = random.Random(9)
    counts: list[int] = []
    tied = with_choice = 0
    for g in range(games):
        state = GAME.new_state(Setup("standard", 3, {}, g % 3))
        agents = greedy_players(rng)
        while not state.is_terminal():
            if state.is_chance():
                state.apply(state.sample_chance(rng))
                continue
            n = len(state.builds())
            counts.append(n)
            if n > 1:
                with_choice += 1
                mover = state.current_player()
                values = {round(GAME.heuristic(c)[mover], 6) for _, c, _ in distinct_children(GAME, state)}
                tied += len(values) == 1
            state.apply(agents[state.current_player()].choose(state))
    print(f"{len(counts)} decisions: median {statistics.median(counts)} legal builds, "
          f"{sum(c == 0 for c in counts) / len(counts):.0%} pass, {sum(c == 1 for c in counts) / len(counts):.0%} "
          f"have one build; greedy's evaluation ties all builds in {tied}/{with_choice} real choices")


def seer(games: int, exact: bool) -> None:
    master, playout_rng = random.Random(2026), random.Random(99)

    def choose(agent, state, game_no: int, ply: int):
        agent.rng = random.Random(game_no * 1_000_003 + ply)  # a tie-break fixed by the game and ply
        return agent.choose(state)

    def finish(state, rolls, i, agents, game_no, ply) -> list[int]:
        state = state.clone()
        while not state.is_terminal():
            if state.is_chance():
                state.apply(Roll(rolls[i]))
                i += 1
                continue
            if exact:
                move = choose(agents[state.current_player()], state, game_no, ply)
            else:
                agents[state.current_player()].rng = playout_rng
                move = agents[state.current_player()].choose(state)
            state.apply(move)
            ply += 1
        return state.winners()

    wins = 0
    for g in range(games):
        me = g % 3
        rolls = [master.randint(1, 6) for _ in range(2000)]
        agents = greedy_players(master)
        state, i, ply = GAME.new_state(Setup("standard", 3, {}, 0)), 0, 0
        while not state.is_terminal():
            if state.is_chance():
                state.apply(Roll(rolls[i]))
                i += 1
                continue
            moves = state.legal_moves()
            if state.current_player() == me and len(moves) > 1:
                best, best_score = moves[0], -1.0
                for move in moves:
                    child = state.clone()
                    child.apply(move)
                    winners = finish(child, rolls, i, agents, g, ply + 1)
                    score = 1.0 / len(winners) if me in winners else 0.0
                    if score > best_score:
                        best, best_score = move, score
                state.apply(best)
            else:
                state.apply(choose(agents[state.current_player()], state, g, ply))
            ply += 1
        wins += state.winners() == [me]
    kind = "knows the dice and the ties" if exact else "knows the dice"
    print(f"seer ({kind}) against 2 greedy: {wins}/{games} = {wins / games:.3f} sole wins (even share 0.333)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("choices", "seer"))
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--exact", action="store_true")
    args = parser.parse_args()
    if args.what == "choices":
        choices(args.games)
    else:
        seer(args.games, args.exact)


if __name__ == "__main__":
    main()
