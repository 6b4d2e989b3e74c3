"""`gamebox moves` and `gamebox perft`: JSON shape, exit codes, and perft counts checked against a
brute-force walk of the game tree (every move through the referee) and the golden files."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox.cli import main
from gamebox.games.hoch.example import closing_example_record
from gamebox.protocol import Setup
from gamebox.registry import get

GOLDEN_27 = json.loads((Path(__file__).parent / "golden" / "27_perft.json").read_text())


def run(*args):
    return subprocess.run([sys.executable, "-m", "gamebox", *args], capture_output=True, text=True, timeout=120, check=False)


def json_of(capsys, *argv):
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def brute_force(state, depth):
    """(sequences, distinct leaf positions), walking every sequence on its own."""
    leaves = []

    def walk(here, left):
        if left == 0 or here.is_terminal():
            leaves.append(here.key())
            return
        moves = [m for m, _ in here.chance_outcomes()] if here.is_chance() else here.legal_moves()
        for move in moves:
            child = here.clone()
            child.play(move)
            walk(child, left - 1)

    walk(state, depth)
    return len(leaves), len(set(leaves))


CHEAP_STARTS = [("27", "standard", 3), ("27", "grey", 3), ("27", "red", 3),
                ("hoch", "solo", 3), ("hoch", "solo-hierarchy", 3), ("hoch", "duel", 4),
                ("hoch", "duel-hierarchy", 3), ("ponga", "standard", 3), ("pyramide", "empty", 1)]


@pytest.mark.parametrize(("game", "variant", "depth"), CHEAP_STARTS)
def test_perft_counts_what_a_brute_force_walk_counts(capsys, game, variant, depth):
    players = get(game).info.variant(variant).min_players
    start = get(game).new_state(Setup(variant, players, {}, 0))
    for d in range(depth + 1):
        out = json_of(capsys, "perft", game, "--variant", variant, "--depth", str(d), "--json")
        assert set(out) == {"game", "variant", "depth", "moves", "positions", "seconds"}
        assert (out["game"], out["variant"], out["depth"]) == (game, variant, d)
        assert (out["moves"], out["positions"]) == brute_force(start, d)


@pytest.mark.parametrize("variant", ["standard", "grey", "red"])
def test_perft_of_27_matches_the_golden_file(capsys, variant):
    counts = [json_of(capsys, "perft", "27", "--variant", variant, "--depth", str(d), "--json")["moves"]
              for d in range(1, 5)]
    assert counts == GOLDEN_27["start"][variant]


def test_who_starts_is_fixed_and_is_no_branch(capsys):
    first = json_of(capsys, "perft", "27", "--variant", "standard", "--depth", "1", "--json")
    second = json_of(capsys, "perft", "27", "--variant", "standard", "--first-player", "1", "--depth", "1",
                     "--json")
    assert first["moves"] == second["moves"] == 9   # one side's nine openings, no coin toss
    ponga = json_of(capsys, "perft", "ponga", "--variant", "standard", "--players", "3", "--depth", "0", "--json")
    assert ponga["moves"] == ponga["positions"] == 1


@pytest.mark.parametrize("args", [
    ("perft", "chess", "--variant", "x", "--depth", "1"),
    ("perft", "hoch", "--variant", "nope", "--depth", "1"),
    ("perft", "hoch", "--variant", "duel", "--first-player", "2", "--depth", "1"),
    ("perft", "hoch", "--variant", "solo", "--players", "2", "--depth", "1"),
    ("perft", "hoch", "--variant", "solo", "--depth", "-1"),
    ("perft", "eintrichtern", "--variant", "standard", "--depth", "1"),   # a hidden deal: not listable
])
def test_perft_refuses_with_exit_2_and_one_line(args):
    result = run(*args, "--json")
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


@pytest.fixture
def example_file(tmp_path):
    path = tmp_path / "example.json"
    path.write_text(json.dumps(closing_example_record("solo-hierarchy")), encoding="utf-8")
    return path


def test_moves_at_the_start_is_a_chance_node_with_the_die(example_file, capsys):
    out = json_of(capsys, "moves", str(example_file), "--after", "0", "--json")
    assert out == {"game": "hoch", "ply": 0, "to_move": "chance", "moves": [],
                   "chance": [[f"d{n}", pytest.approx(1 / 6)] for n in range(1, 7)]}


def test_moves_after_a_roll_lists_the_legal_moves(example_file, capsys):
    record = closing_example_record("solo-hierarchy")
    out = json_of(capsys, "moves", str(example_file), "--after", "1", "--json")
    state = get("hoch").new_state(Setup("solo-hierarchy", 1, {}, None))
    state.play(state.parse_move(record["moves"][0]))
    assert out["to_move"] == 0 and out["chance"] == [] and out["ply"] == 1
    assert out["moves"] == [str(m) for m in state.legal_moves()] and record["moves"][1] in out["moves"]


def test_moves_by_default_is_after_the_whole_record(example_file, capsys):
    out = json_of(capsys, "moves", str(example_file), "--json")
    assert out == {"game": "hoch", "ply": 21, "to_move": None, "moves": [], "chance": []}


@pytest.mark.parametrize("after", ["-1", "22", "x"])
def test_moves_refuses_a_bad_n(example_file, after):
    result = run("moves", str(example_file), "--after", after, "--json")
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_moves_refuses_a_bad_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    for path in (bad, tmp_path / "missing.json"):
        result = run("moves", str(path), "--json")
        assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
