"""Scrabble's record: version 2 with `seen_by` for draws, undo never behind a seen draw, and the copy
for one player (gamebox/redact.py) whose hidden draws are commitments checked afterwards."""
import json
import random

import pytest

from gamebox.cli import main as cli
from gamebox.record import GameRecord, PlayerSpec, RecordError, from_json, loads
from gamebox.redact import SALT_KEY, redact, verify
from gamebox.session import Session


def played(moves=12, seed=3, players=2) -> Session:
    record = GameRecord("scrabble6", "standard", [PlayerSpec(f"P{i}") for i in range(players)], {}, 0)
    session = Session(record, random.Random(seed))
    rng = random.Random(seed)
    while session.ply < moves and not session.state.is_terminal():
        if session.state.is_chance():
            session.roll()
        else:
            session.play(rng.choice(session.state.legal_moves()[:20]))
    return session


def test_draws_are_written_with_their_owner_and_the_rest_as_strings():
    session = played()
    data = session.record.to_json()
    assert data["version"] == 2
    draws = [m for m in data["moves"] if isinstance(m, dict)]
    assert draws and all(m["move"].startswith("draw ") and len(m["seen_by"]) == 1 for m in draws)
    assert draws[0]["seen_by"] == [0] and draws[1]["seen_by"] == [1]
    assert all(isinstance(m, str) for m in data["moves"] if not (isinstance(m, str) and m.startswith("draw")) and
               not isinstance(m, dict))
    again = loads(session.record.dumps())
    assert again.seen == session.record.seen and again.replay() == session.state


def test_a_wrong_seen_by_is_refused():
    data = played().record.to_json()
    first = next(m for m in data["moves"] if isinstance(m, dict))
    first["seen_by"] = [1]
    with pytest.raises(RecordError, match="\"seen_by\" names player 2, but player 1 saw it"):
        from_json(data)


def test_undo_never_goes_behind_a_draw():
    session = played(moves=9)
    while not session.state.is_chance():
        assert not session.state.is_terminal(), "the seeded game ended before its next draw"
        session.play(session.state.legal_moves()[0])
    session.roll()
    assert session.is_chance_move(session.ply - 1) and not session.can_undo()


def test_a_copy_for_one_player_hides_the_others_draws_and_verifies():
    session = played(moves=14)
    record = session.record
    copy = redact(record, 0)
    hidden = [m for m in copy["moves"] if isinstance(m, dict) and m["move"] == "hidden"]
    shown = [m for m in copy["moves"] if isinstance(m, dict) and m["move"] != "hidden"]
    assert hidden and all(m["seen_by"] == [1] and m["commit"].startswith("sha256:") for m in hidden)
    assert all(m["seen_by"] == [0] for m in shown)
    assert SALT_KEY not in copy["meta"]                    # the game goes on: the salt stays secret
    text = json.dumps(copy)
    for index in record.seen:
        if record.seen[index] == (1,):
            assert record.moves[index] not in text or record.moves[index] in [m for m in copy["moves"] if
                                                                              isinstance(m, str)]
    assert verify(copy, record) == []
    copy["moves"][record.moves.index(next(record.moves[i] for i in record.seen if record.seen[i] == (1,)))][
        "commit"] = "sha256:" + "0" * 64
    assert verify(copy, record)
    with pytest.raises(RecordError, match="hidden"):
        from_json(redact(record, 0))


def test_the_cli_exports_and_verifies(tmp_path, capsys):
    session = played(moves=14)
    full = tmp_path / "game.json"
    full.write_text(session.record.dumps(), encoding="utf-8")
    out = tmp_path / "anna.json"
    assert cli(["export", str(full), "--for", "1", "--out", str(out)]) == 0
    assert SALT_KEY in json.loads(full.read_text())["meta"]
    assert cli(["verify", str(out), str(full)]) == 0
    assert "every hidden draw matches" in capsys.readouterr().out
    assert cli(["export", str(full), "--for", "5", "--out", str(out)]) == 2


@pytest.mark.parametrize("strip", ["every", "one"])
def test_a_record_stripped_of_seen_by_is_refused_not_exported_with_every_draw_shown(strip):
    data = played().record.to_json()
    draws = [i for i, m in enumerate(data["moves"]) if isinstance(m, dict)]
    for i in draws if strip == "every" else draws[-1:]:
        data["moves"][i] = data["moves"][i]["move"]
    with pytest.raises(RecordError, match=f"move {draws[0 if strip == 'every' else -1] + 1}: a draw only player . "
                                          "saw needs its \"seen_by\""):
        from_json(data)


def _exported(tmp_path):
    session = played(moves=14)
    full = tmp_path / "game.json"
    full.write_text(session.record.dumps(), encoding="utf-8")
    out = tmp_path / "anna.json"
    assert cli(["export", str(full), "--for", "1", "--out", str(out)]) == 0
    return full, out, json.loads(out.read_text(encoding="utf-8"))


def _other_game():
    from gamebox.games.hoch.example import closing_example_record

    return closing_example_record("solo")


@pytest.mark.parametrize("change,code,says", [
    (lambda copy: {**copy, "meta": ["x"]}, 2, '"meta" must be an object'),
    (lambda copy: {**copy, "moves": {"0": "draw A"}}, 2, '"moves" must be a list'),
    (lambda copy: {**copy, "moves": 5}, 2, '"moves" must be a list'),
    (lambda copy: {**copy, "moves": [None] + copy["moves"][1:]}, 2, "move 1 must be a move"),
    (lambda copy: {}, 2, 'needs its "game"'),
    (lambda copy: [], 2, "must be an object"),
    (lambda copy: {**copy, "moves": []}, 1, "the copy has 0 moves, the full record 14"),
    (lambda copy: {**copy, "moves": copy["moves"][:-1]}, 1, "the copy has 13 moves, the full record 14"),
    (lambda copy: _other_game(), 1, "the copy is of another game"),
    (lambda copy: {**copy, "variant": "big"}, 1, "the copy is of another game"),
    (lambda copy: {**copy, "players": copy["players"][::-1]}, 1, "the copy's players are not the full record's"),
    (lambda copy: {**copy, "moves": [{**m, "commit": "sha256:0"} if isinstance(m, dict) and "commit" in m else m
                                     for m in copy["moves"]]}, 1, "the commitment does not match"),
    (lambda copy: {**copy, "moves": [{"move": "hidden", "seen_by": m["seen_by"]} if isinstance(m, dict) and
                                     "commit" in m else m for m in copy["moves"]]}, 1, "has no commitment"),
])
def test_verify_refuses_what_is_no_copy_of_the_full_record(tmp_path, capsys, change, code, says):
    full, out, copy = _exported(tmp_path)
    capsys.readouterr()
    out.write_text(json.dumps(change(copy)), encoding="utf-8")
    assert cli(["verify", str(out), str(full)]) == code
    captured = capsys.readouterr()
    lines = (captured.out + captured.err).splitlines()
    assert says in lines[0] and "Traceback" not in captured.err and "every hidden draw" not in captured.out
    assert len(lines) == 1 or code == 1 and all(line.startswith("move ") for line in lines), lines


def test_export_keeps_a_private_full_record_private_and_writes_through_its_link(tmp_path):
    import os

    session = played(moves=14)
    real = tmp_path / "records" / "game.json"
    real.parent.mkdir()
    real.write_text(session.record.dumps(), encoding="utf-8")
    os.chmod(real, 0o600)
    link = tmp_path / "game.json"
    link.symlink_to(real)
    assert cli(["export", str(link), "--for", "1", "--out", str(tmp_path / "anna.json")]) == 0
    assert link.is_symlink() and SALT_KEY in json.loads(real.read_text())["meta"]    # the salt went to the target
    assert os.stat(real).st_mode & 0o7777 == 0o600                                  # and it stayed private


def test_a_seen_by_on_a_move_everybody_saw_is_refused():
    data = played().record.to_json()
    public = next(i for i, m in enumerate(data["moves"]) if isinstance(m, str))
    data["moves"][public] = {"move": data["moves"][public], "seen_by": []}
    with pytest.raises(RecordError, match=f"move {public + 1}: everybody saw it, so it has no \"seen_by\""):
        from_json(data)
