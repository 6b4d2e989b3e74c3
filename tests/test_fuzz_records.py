"""Broken and hostile records of every registered game: a clean RecordError or a good record,
never anything else (a later game joins by registering)."""
from __future__ import annotations

import random

import pytest
from hostile import hostile, mutations, sample_record

from gamebox import cli, registry
from gamebox.record import RecordError, loads

GAMES = [g.info.id for g in registry.all_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_mutated_records_load_or_are_refused_with_one_line(game_id):
    data = sample_record(game_id)
    for text in mutations(data, random.Random(f"fuzz-{game_id}"), 150):
        try:
            loads(text)
        except RecordError as exc:
            assert str(exc) and "\n" not in str(exc)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_attacks_of_issue_15_are_refused(game_id):
    for name, text in hostile(sample_record(game_id)).items():
        with pytest.raises(RecordError) as caught:
            loads(text)
        message = str(caught.value)
        assert "\n" not in message and "sys.set_int_max_str_digits" not in message, name


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_and_render_of_hostile_files_exit_2_with_one_line(game_id, tmp_path, capsys):
    for n, (name, text) in enumerate(hostile(sample_record(game_id)).items()):
        path = tmp_path / f"{n}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        for command in (["replay", str(path)], ["render", str(path), "--out", str(tmp_path / "x.png")]):
            assert cli.main(command) == 2, (name, command)
            err = capsys.readouterr().err
            assert err.startswith("gamebox: ") and err.count("\n") == 1 and "Traceback" not in err, (name, err)
