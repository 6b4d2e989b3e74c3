"""Every registered game's moves in words, as the move log shows them: a sentence per turn with the
player's name put in, in English and German, never the notation, and turns counted as players count
them. New games are walked without a change here."""
from __future__ import annotations

import random
import re

import pytest

from gamebox import registry
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session
from gamebox.turns import count_turns, put_names, session_turns

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi", "Gustav", "Hanne"]
LEFTOVERS = re.compile(r"\{seat\d+\}|\(s\)|\(e\)|\(n\)|\(en\)|\b1 (towers|fields|funnels|dice|discs|points|stones)\b"
                       r"|\b1 (Türme|Felder|Trichter|Scheiben|Punkte|Steine)\b")


def _played(game_id: str, seed: int) -> Session:
    game = registry.get(game_id)
    n = game.info.max_players
    variant = next(v for v in game.info.variants if v.min_players <= n <= v.max_players)
    session = Session(GameRecord(game_id, variant.id, [PlayerSpec(name) for name in NAMES[:n]]),
                      random.Random(seed))
    rng = random.Random(seed)
    if session.timed:          # everybody at once: the game's weakest computers on the simulated clock
        from gamebox.ai import make_agent
        from gamebox.realtime import play_out

        level = (tuple(game.info.levels) or ("random",))[0]
        play_out(session, {seat: make_agent(level, game, rng.getrandbits(64)) for seat in range(n)})
        return session
    while not session.state.is_terminal() and session.ply < 3000:
        state = session.state
        if state.current_player() == CHANCE:
            session.roll()
        else:
            session.play(rng.choice(state.legal_moves()))
    return session


def _notation_tokens(text: str) -> list[str]:
    """The parts of a notation no sentence says: three characters or more, mixing digits with letters or
    signs ("611", "+Ra611", "026>125", "B@c"), not words like "pass"."""
    return [t for t in text.split() if len(t) >= 3 and not t.isalpha() and not t.isdigit() or
            len(t) >= 3 and t.isdigit()]


@pytest.mark.parametrize("game_id", sorted(g.info.id for g in registry.all_games()))
def test_each_turn_is_a_sentence_in_both_languages_without_notation(game_id):
    session = _played(game_id, 11)
    names = [p.name for p in session.record.players]
    turns = session_turns(session)
    assert turns and sum(len(t.plays) for t in turns) == session.ply
    for turn in turns:
        for lang in ("en", "de"):
            sentence = put_names(turn.words().get(lang), names)
            assert sentence and not LEFTOVERS.search(sentence), (lang, sentence)
            if turn.player >= 0:
                assert sentence.startswith(names[turn.player] + " "), sentence
            for token in _notation_tokens(turn.notation()):
                assert token not in sentence, (lang, token, sentence)
    assert count_turns(session) == sum(1 for t in turns if t.number)


def test_a_roll_and_its_move_are_one_turn_and_who_begins_is_none():
    session = Session(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")]), random.Random(3))
    session.roll()                                     # who begins: nobody's turn
    for _ in range(3):
        session.roll()
        session.play(session.state.legal_moves()[0])
    turns = session_turns(session)
    assert [t.number for t in turns] == [None, 1, 2, 3]
    assert count_turns(session) == 3 and session.ply == 7


def test_the_sandbox_counts_every_action_and_hoch_solo_every_roll():
    sandbox = _played("pyramide", 4)
    assert count_turns(sandbox) == sum(1 for p in sandbox.history if not p.chance)
    solo = Session(GameRecord("hoch", "solo", [PlayerSpec("Anna")]), random.Random(5))
    for _ in range(4):
        solo.roll()
        if not solo.state.is_terminal():
            solo.play(solo.state.legal_moves()[0])
    assert count_turns(solo) == 4


def test_eintrichtern_rolling_anew_stays_in_the_turn():
    from gamebox.games.eintrichtern.moves import NewRoll

    session = _played("eintrichtern", 2)
    for turn in session_turns(session):
        if turn.player >= 0:
            before, move = turn.plays[0]
            assert before.move_words(move).en.startswith(("rolls", "takes over")), before.move_words(move).en
    assert any(isinstance(p.move, NewRoll) for p in session.history)


def test_words_say_heights_colours_and_plurals():
    session = Session(GameRecord("hoch", "duel", [PlayerSpec("Anna"), PlayerSpec("Ben")], first_player=0))
    session.play("d3")
    state = session.state
    place = next(m for m in state.legal_moves() if "@" in str(m))
    words = state.move_words(place)
    assert re.fullmatch(r"puts the (blue|brown) pawn on tower [a-n] \(3 high\)", words.en), words.en
    assert re.fullmatch(r"setzt den (blauen|braunen) Pöppel auf Turm [a-n] \(3 hoch\)", words.de), words.de

    from gamebox.games.twentyseven.moves import Shift

    s27 = GameRecord("27", "standard", [PlayerSpec("Anna"), PlayerSpec("Ben")], first_player=0).new_state()
    one = s27.move_words(Shift("a", 1, "b"))
    assert (one.en, one.de) == ("moves 1 disc from a to b", "zieht 1 Scheibe von a nach b")


def test_a_very_long_turn_is_told_by_its_ends_and_how_many_moves_lie_between():
    """Hoch und höher rolling again 1,000 times is one turn: its sentence names the first and the last
    rolls and counts the rest, in both languages and in the notation, instead of 1,000 clauses."""
    from long_records import long_record

    from gamebox.turns import KEPT, LONG_TURN

    session = Session(long_record("hoch", 1000))
    turn = max(session_turns(session), key=lambda t: len(t.plays))
    between = len(turn.plays) - 2 * KEPT
    assert len(turn.plays) > LONG_TURN
    words = turn.words()
    assert f", {between} more moves, " in words.en and f", {between} weitere Züge, " in words.de
    assert words.en.count(": no move") == 2 * KEPT and words.en.endswith(turn.plays[-1][0].move_words(turn.plays[-1][1]).en)
    assert turn.notation().split() == ([b.public_text(m) for b, m in turn.plays[:KEPT]] + [f"…{between}…"]
                                       + [b.public_text(m) for b, m in turn.plays[-KEPT:]])
    short = session_turns(session)[0]
    assert len(short.plays) <= LONG_TURN and "more move" not in short.words().en
