"""The command line, run as a user runs it."""
import json
import subprocess
import sys

import pytest

from gamebox.cli import main
from gamebox.games.hoch.example import closing_example_record


def run(*args):
    return subprocess.run([sys.executable, "-m", "gamebox", *args], capture_output=True, text=True, timeout=120)


@pytest.fixture
def example_file(tmp_path):
    path = tmp_path / "example.json"
    path.write_text(json.dumps(closing_example_record("solo-hierarchy")), encoding="utf-8")
    return path


def test_list_json(capsys):
    assert main(["list", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    hoch = next(g for g in games if g["id"] == "hoch")
    assert hoch == {"id": "hoch", "name": "Hoch und höher",
                    "variants": ["duel", "duel-hierarchy", "solo", "solo-hierarchy"], "players": [1, 2],
                    "timing": "turns", "capabilities": ["solvable", "calibrated", "puzzles", "hints", "lessons"]}
    kinds = {g["id"]: (g["players"], g["variants"], g["capabilities"]) for g in games}
    assert kinds["wuerfelmarsch"][:2] == ([3, 3], ["standard"]) and "puzzles" in kinds["wuerfelmarsch"][2]
    assert kinds["kippen"] == ([1, 1], ["standard"], ["puzzles", "hints", "lessons"])
    without = {gid for gid, (_, _, caps) in kinds.items() if "puzzles" not in caps}
    assert without == {"ponga", "pyramide"}     # docs/design/puzzles.md says why


def test_rules_in_both_languages(capsys):
    assert main(["rules", "hoch", "--lang", "de"]) == 0
    german = capsys.readouterr().out
    assert "Pöppel" in german and "17" in german
    assert main(["rules", "hoch"]) == 0
    assert "pawn" in capsys.readouterr().out


def test_replay_json(example_file, capsys):
    assert main(["replay", str(example_file), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "hoch" and out["variant"] == "solo-hierarchy"
    assert out["moves"] == 21 and out["terminal"] is True
    assert out["scores"] == [17] and out["winner"] is None


def test_replay_text(example_file, capsys):
    assert main(["replay", str(example_file)]) == 0
    out = capsys.readouterr().out
    assert "14B" in out and "result" in out


@pytest.mark.parametrize("content", ["{", '{"format": "gamebox-record", "version": 1, "game": "hoch"}', "\x00"])
def test_invalid_record_exits_2_with_one_line_and_no_traceback(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    result = run("replay", str(path), "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_missing_file_and_unknown_game_exit_2():
    assert run("replay", "/nonexistent/x.json").returncode == 2
    result = run("rules", "chess")
    assert result.returncode == 2 and "unknown game" in result.stderr


def test_selfplay_json_counts_every_game(tmp_path, capsys):
    args = ["selfplay", "hoch", "--variant", "duel", "--agents", "random,greedy", "--games", "6",
            "--seed", "3", "--save-dir", str(tmp_path), "--json"]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "hoch" and out["variant"] == "duel" and out["games"] == 6
    assert out["agents"] == ["random", "greedy"]
    assert sum(out["wins"]) + out["draws"] == 6 and len(out["mean_scores"]) == 2
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 6
    assert main(["replay", str(files[0]), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["terminal"] is True
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == out  # same seed, same games


def test_selfplay_solo_has_one_agent(capsys):
    assert main(["selfplay", "hoch", "--variant", "solo", "--agents", "greedy", "--games", "3",
                 "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["agents"] == ["greedy"] and out["wins"] == [0] and out["draws"] == 3
    assert 0 <= out["mean_scores"][0] <= 45


def test_selfplay_refuses_bad_agents_and_counts():
    bad = run("selfplay", "hoch", "--variant", "duel", "--agents", "random,genius", "--games", "1")
    assert bad.returncode == 2 and "genius" in bad.stderr
    wrong = run("selfplay", "hoch", "--variant", "duel", "--agents", "random", "--games", "1")
    assert wrong.returncode == 2 and "Traceback" not in wrong.stderr


def test_render_writes_a_png(example_file, tmp_path):
    out = tmp_path / "final.png"
    result = run("render", str(example_file), "--out", str(out), "--size", "640x400")
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (640, 400)


def test_render_refuses_a_bad_size(example_file, tmp_path):
    result = run("render", str(example_file), "--out", str(tmp_path / "x.png"), "--size", "big")
    assert result.returncode == 2 and "WIDTHxHEIGHT" in result.stderr


def test_puzzles_lists_and_verifies(capsys):
    assert main(["puzzles", "kippen", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 100 and rows[0]["id"] == "tip-001"
    assert all((r["game"], r["variant"]) == ("kippen", "standard") for r in rows)
    assert main(["puzzles", "hoch", "--verify", "--first", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all(line.endswith("  ok") for line in lines)
    assert main(["puzzles", "wuerfelmarsch", "--json"]) == 0     # its endgames; its tipping puzzles are Kippen's
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["game"] == "wuerfelmarsch" and not r["id"].startswith("tip") for r in rows)
    result = run("puzzles", "ponga")
    assert result.returncode != 0 and "no puzzles" in result.stderr
