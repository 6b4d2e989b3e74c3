"""Eintrichtern's computer players: memory, the strong player's estimate, and the order of levels."""
import itertools
import random

import pytest

from gamebox.ai import make_agent
from gamebox.games.eintrichtern.ai import LEVELS, funnel_distribution, hit_chances
from gamebox.games.eintrichtern.example import DEAL
from gamebox.games.eintrichtern.moves import Deal, Roll
from gamebox.games.eintrichtern.state import FUNNELS, SUM_PROBABILITY, Reveal
from gamebox.protocol import Setup
from gamebox.pyramid import lattice
from gamebox.registry import get
from gamebox.selfplay import selfplay

GAME = get("eintrichtern")


def with_history(count, players=2):
    """A state at the lift phase whose public history has `count` announced (missed) sums."""
    s = GAME.new_state(Setup("standard", players, {}, 0))
    s.play(Deal(DEAL))
    s.play(Roll((1, 1, 1)))
    s.history = tuple(Reveal(FUNNELS[i % 36], 10 + i % 5, i % players, 3, False, i, False)
                      for i in range(count))
    return s


def test_the_3d6_prior_without_knowledge():
    dist = funnel_distribution(FUNNELS[10], {})
    assert sum(dist.values()) == pytest.approx(1)
    for s in range(3, 19):
        assert dist[s] == pytest.approx(SUM_PROBABILITY[s])


def test_a_neighbours_announced_sum_informs_the_estimate():
    p = (1, 3, 3)
    die = lattice.step(p, lattice.PLUS[0])                         # (2, 3, 3)
    neighbour = lattice.step(die, lattice.MINUS[1])                # shares that die
    dist = funnel_distribution(p, {neighbour: 3})                  # all ones there
    assert sum(dist.values()) == pytest.approx(1)
    # that die's face into p is adjacent to a 1: it is neither 1 nor 6, so 3 is impossible
    assert dist.get(3, 0.0) == pytest.approx(0.0)
    assert dist.get(18, 0.0) == pytest.approx(0.0) and dist[10] > SUM_PROBABILITY[10]
    assert hit_chances({neighbour: 3}, [neighbour])[3] == 1.0


def test_memory_fades_by_level_and_never_comes_back():
    s = with_history(60)
    strong = make_agent("search:strong", GAME, seed=3)
    easy = make_agent("search:easy", GAME, seed=3)
    assert len(strong.memory(s)) == 36                               # near-perfect
    assert len(easy.memory(s)) < len(make_agent("search:medium", GAME, seed=3).memory(s))
    # forgotten once, forgotten for good: of the first 20 reveals, easy remembers fewer and fewer
    first = set(FUNNELS[:20])
    remembered = [set(easy.memory(with_history(n))) & first for n in range(20, 37, 4)]
    for earlier, later in itertools.pairwise(remembered):
        assert later <= earlier
    assert len(remembered[-1]) < len(remembered[0])


def test_greedy_remembers_only_this_round():
    s = with_history(9)        # reveals 0..8, player 0 lifted last at index 8
    mem = make_agent("greedy", GAME, seed=1).memory(s)
    assert list(mem) == [FUNNELS[8]]


def test_every_agent_name_is_the_games_own():
    for name in ("random", "greedy", "search:easy", "search:medium", "search:strong"):
        agent = make_agent(name, GAME, seed=1)
        assert type(agent).__module__ == "gamebox.games.eintrichtern.ai"
    assert set(LEVELS) == {"greedy", "search:easy", "search:medium", "search:strong"}


def rate(agents, games, seed=2026):
    result = selfplay("eintrichtern", "standard", agents, games, seed=seed)
    assert sum(result["wins"]) + result["draws"] == games
    return result["wins"][0] / games


def test_levels_are_clearly_ordered():
    assert rate(["search:easy", "random"], 20) >= 0.9
    assert rate(["greedy", "random"], 20) >= 0.8
    assert rate(["search:medium", "search:easy"], 60) >= 0.75
    assert rate(["search:strong", "search:medium"], 100) >= 0.6
    assert rate(["search:strong", "random", "random", "random"], 20) >= 0.8


def test_selfplay_is_repeatable():
    a = selfplay("eintrichtern", "standard", ["search:strong", "search:easy"], 5, seed=9)
    b = selfplay("eintrichtern", "standard", ["search:strong", "search:easy"], 5, seed=9)
    assert a == b


def test_random_agent_plays_any_legal_move():
    rng = random.Random(2)
    s = with_history(0)
    moves = {make_agent("random", GAME, seed=rng.getrandbits(32)).choose(s) for _ in range(60)}
    assert len(moves) > 10 and all(s.why_illegal(m) is None for m in moves)


def test_calibration_table_is_consistent_and_ordered():
    from gamebox.games.eintrichtern.calibration import STRENGTHS, strength, wilson

    for row in STRENGTHS:
        lo, hi = wilson(row.wins, row.games)
        assert (round(lo, 3), round(hi, 3)) == (row.lo, row.hi)
        assert row.lo > 1 / row.players          # every listed level beats the weaker one
    assert GAME.strength("standard", "search:strong").opponent == "search:medium"
    assert strength("random") is None
