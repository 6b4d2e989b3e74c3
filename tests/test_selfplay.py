"""Self-play: result shape, rotating seats, counting, determinism and valid saved records."""
from __future__ import annotations

import pytest

from gamebox.ai import UnknownAgent
from gamebox.record import loads
from gamebox.selfplay import selfplay

KEYS = {"game", "variant", "games", "agents", "wins", "draws", "mean_scores"}


def test_duel_result_has_one_entry_per_agent_and_counts_every_game():
    result = selfplay("hoch", "duel", ["greedy", "random"], games=10, seed=1)
    assert set(result) == KEYS
    assert (result["game"], result["variant"], result["games"]) == ("hoch", "duel", 10)
    assert result["agents"] == ["greedy", "random"]
    assert len(result["wins"]) == len(result["mean_scores"]) == 2
    assert sum(result["wins"]) + result["draws"] == 10
    assert result["wins"][0] > result["wins"][1]  # greedy wins 95% against random play


def test_solo_games_are_all_draws_with_a_mean_score():
    result = selfplay("hoch", "solo-hierarchy", ["greedy"], games=6, seed=2)
    assert result["agents"] == ["greedy"]
    assert result["wins"] == [0] and result["draws"] == 6
    assert 0 < result["mean_scores"][0] <= 45


def test_same_seed_same_results_and_games(tmp_path):
    first = selfplay("hoch", "duel-hierarchy", ["search:easy", "random"], 6, seed=5, save_dir=tmp_path / "a")
    second = selfplay("hoch", "duel-hierarchy", ["search:easy", "random"], 6, seed=5, save_dir=tmp_path / "b")
    assert first == second
    for path in sorted((tmp_path / "a").iterdir()):
        assert path.read_text() == (tmp_path / "b" / path.name).read_text()
    other = selfplay("hoch", "duel-hierarchy", ["search:easy", "random"], 6, seed=6, save_dir=tmp_path / "c")
    moves = lambda d: [loads(p.read_text()).moves for p in sorted(d.iterdir())]
    assert moves(tmp_path / "c") != moves(tmp_path / "a")
    assert other["games"] == 6


def test_saved_records_are_valid_rotate_seats_and_match_the_result(tmp_path):
    agents = ["greedy", "random"]
    result = selfplay("hoch", "duel", agents, games=6, seed=3, save_dir=tmp_path)
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == [f"game-{i:04d}.json" for i in range(1, 7)]
    wins, draws, scores = [0, 0], 0, [0.0, 0.0]
    for index, path in enumerate(files):
        record = loads(path.read_text(encoding="utf-8"))  # validates by replaying every move
        assert record.game == "hoch" and record.variant == "duel"
        seat_agents = [p.agent for p in record.players]
        # Game i: agent j sits in seat (j + i) % n.
        assert seat_agents == [agents[(seat - index) % 2] for seat in range(2)]
        assert all(p.type == "ai" for p in record.players)
        assert record.moves[0] in ("s1", "s2")  # who starts is a recorded chance outcome
        state = record.replay()
        assert state.is_terminal()
        for seat, agent in enumerate(seat_agents):
            scores[agents.index(agent)] += state.scores()[seat]
        winners = state.winners()
        if len(winners) == 1:
            wins[agents.index(seat_agents[winners[0]])] += 1
        else:
            draws += 1
    assert result["wins"] == wins and result["draws"] == draws
    assert result["mean_scores"] == pytest.approx([s / 6 for s in scores])


def test_solo_records_replay_to_the_end(tmp_path):
    selfplay("hoch", "solo", ["search:easy"], games=2, seed=4, save_dir=tmp_path)
    for path in sorted(tmp_path.iterdir()):
        record = loads(path.read_text(encoding="utf-8"))
        assert [p.agent for p in record.players] == ["search:easy"]
        assert record.replay().is_terminal()


def test_bad_requests_are_refused():
    with pytest.raises(ValueError, match="players"):
        selfplay("hoch", "duel", ["greedy"], games=1)
    with pytest.raises(ValueError, match="players"):
        selfplay("hoch", "solo", ["greedy", "random"], games=1)
    with pytest.raises(ValueError, match="variant"):
        selfplay("hoch", "trio", ["greedy"], games=1)
    with pytest.raises(ValueError, match="option"):
        selfplay("hoch", "solo", ["greedy"], games=1, options={"end": "never"})
    with pytest.raises(UnknownAgent):
        selfplay("hoch", "solo", ["grandmaster"], games=1)
    with pytest.raises(KeyError):
        selfplay("nohoch", "solo", ["greedy"], games=1)


def test_options_reach_the_games(tmp_path):
    selfplay("hoch", "solo", ["random"], games=3, seed=8, save_dir=tmp_path,
             options={"end": "no-move-left"})
    for path in sorted(tmp_path.iterdir()):
        record = loads(path.read_text(encoding="utf-8"))
        assert record.options == {"end": "no-move-left"}
        state = record.replay()
        assert state.is_terminal() and not state.any_roll_has_move(state.to_move)


def test_a_shared_win_counts_as_a_win_for_each_leader(tmp_path):
    """Ponga's equal leaders share the win (PO-7): each of them is counted a win, as the history does."""
    agents = ["random", "greedy", "random"]
    result = selfplay("ponga", "standard", agents, games=30, seed=1, save_dir=tmp_path)
    wins, draws, shared = [0, 0, 0], 0, 0
    for index, path in enumerate(sorted(tmp_path.iterdir())):
        state = loads(path.read_text(encoding="utf-8")).replay()
        winners = state.winners()
        shared += 1 < len(winners) < 3
        for seat in winners if len(winners) < 3 else ():
            wins[(seat - index) % 3] += 1
        draws += not winners or len(winners) == 3
    assert shared >= 1                     # the seed holds shared wins
    assert result["wins"] == wins and result["draws"] == draws
    assert sum(result["wins"]) + result["draws"] == 30 + shared
