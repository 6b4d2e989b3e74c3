"""Broken and hostile records of every registered game and variant: a clean RecordError or a good record,
never anything else (a later game joins by registering). The mutations reach the version-2 entry keys
(at, by, seen_by, sum, commit), a puzzle's date and seed, and `gamebox verify` with an exported copy.
Seeded and bounded: the same cases every run, a few seconds in all."""
from __future__ import annotations

import json
import random
from datetime import date

import pytest
from hostile import ENTRY_KINDS, hostile, mutations, sample_record

from gamebox import cli, puzzle, registry
from gamebox.record import RecordError, from_json, loads
from gamebox.redact import redact, verify
from gamebox.session import Session

GAMES = [g.info.id for g in registry.all_games()]
VARIANTS = [(g.info.id, v.id) for g in registry.all_games() for v in g.info.variants]
# each game with options once more, every option at its last choice (a rule the default does not show)
OPTIONED = [(g.info.id, {o.key: o.values()[-1] for o in g.info.options})
            for g in registry.all_games() if g.info.options]
KEYED = [g.info.id for g in registry.all_games() if g.info.record_entry_keys]
MUTATIONS = 60


def check(texts: list[str]) -> tuple[int, int]:
    """Each text loads or is refused with one line; a record that loads writes back as itself, with
    every audience and checksum its rules call for. Returns (loaded, refused)."""
    loaded = refused = 0
    for text in texts:
        try:
            record = loads(text)
        except RecordError as exc:
            assert str(exc) and "\n" not in str(exc)
            refused += 1
            continue
        again = loads(record.dumps())
        assert (again.moves, again.times, again.seen, again.sums) == (record.moves, record.times, record.seen,
                                                                      record.sums)
        played = Session(again).record      # the keys the rules call for, as a session writes them
        assert (played.seen, played.sums) == (record.seen, record.sums)
        loaded += 1
    return loaded, refused


@pytest.mark.parametrize("game_id,variant", VARIANTS, ids=[f"{g}-{v}" for g, v in VARIANTS])
def test_mutated_records_of_every_variant_load_or_are_refused_with_one_line(game_id, variant):
    data = sample_record(game_id, variant=variant)
    loaded, refused = check(mutations(data, random.Random(f"fuzz-{game_id}-{variant}"), MUTATIONS))
    assert refused and loaded + refused == MUTATIONS


@pytest.mark.parametrize("game_id", KEYED)
def test_records_with_changed_or_stripped_entry_keys_load_or_are_refused_with_one_line(game_id):
    """The games that keep times, audiences or checksums: only their entries' keys changed, so the
    replay's checks of them are reached (a stripped key, a late clock, a wrong seat or audience)."""
    data = sample_record(game_id, plies=16)
    loaded, refused = check(mutations(data, random.Random(f"fuzz-keys-{game_id}"), 2 * MUTATIONS, ENTRY_KINDS))
    assert loaded and refused


@pytest.mark.parametrize("game_id,options", OPTIONED, ids=[g for g, _ in OPTIONED])
def test_mutated_records_with_other_options_load_or_are_refused_with_one_line(game_id, options):
    data = sample_record(game_id, options=options)
    assert from_json(data).options == {**registry.get(game_id).info.default_options(), **options}
    check(mutations(data, random.Random(f"fuzz-options-{game_id}"), MUTATIONS // 2))


def test_mutated_puzzles_of_the_day_load_or_are_refused_and_no_other_days_dice_pass():
    record = puzzle.new_record(registry.get("hoch"), date(2026, 11, 24), "Anna")
    session = Session(record, chance=puzzle.chance_for(record.meta))
    rng = random.Random(4)
    while session.ply < 8 and not session.state.is_terminal():
        session.roll() if session.state.is_chance() else session.play(rng.choice(session.state.legal_moves()))
    data = session.record.to_json()
    for text in mutations(data, random.Random("fuzz-puzzle"), 2 * MUTATIONS):
        try:
            record = loads(text)
        except RecordError as exc:
            assert str(exc) and "\n" not in str(exc)
            continue
        if "puzzle" in record.meta and record.moves:     # it loads: then its dice are its day's
            day = date.fromisoformat(record.meta["puzzle"]["date"])
            assert record.meta["puzzle"]["seed"] == puzzle.seed_for(day, "hoch")


def _meaning(entries) -> list:
    """What an exported copy says of each move: its text, or its commitment."""
    return [(e["move"], e.get("commit")) if isinstance(e, dict) else (e, None) for e in entries]


def test_mutated_copies_through_verify_match_or_are_refused_never_a_traceback(tmp_path, capsys):
    data = sample_record("scrabble6", plies=16)
    full = from_json(data)
    copy = redact(full, 0, finished=False)
    full_path = tmp_path / "game.json"
    full_path.write_text(full.dumps(), encoding="utf-8")
    assert verify(copy, full) == [] and any(isinstance(m, dict) and "commit" in m for m in copy["moves"])
    codes = {0: 0, 1: 0, 2: 0}
    for n, text in enumerate(mutations(copy, random.Random("fuzz-verify"), 2 * MUTATIONS)):
        path = tmp_path / f"copy-{n}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        code = cli.main(["verify", str(path), str(full_path)])
        out, err = capsys.readouterr()
        assert code in codes and "Traceback" not in err, (code, err)
        assert code != 2 or (err.startswith("gamebox: ") and err.count("\n") == 1), err
        codes[code] += 1
        if code == 0:      # a copy that verifies says what the real copy says of every move
            assert _meaning(json.loads(text)["moves"]) == _meaning(copy["moves"])
    assert codes[1] and codes[2], codes


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
