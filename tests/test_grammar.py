"""Sentences built for their subject (gamebox/grammar.py).

The move log of random games of every registered game is rendered twice, with the first seat named "You"
(German "Du") and named "Clara", in both languages: where Clara's sentence has a verb in the third person,
You's has the second ("You roll", never "You rolls"; "Du würfelst", never "Du würfelt"), and counts take
their plural ("1 die", "4 dice", never "dies"). The score screens' notes are held to the same.
"""
from __future__ import annotations

import random
import re

import pytest

from gamebox import registry
from gamebox.grammar import about, addressed, second_person, shown_name
from gamebox.i18n import Text
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session
from gamebox.turns import session_turns, turn_sentence

OTHERS = ["Ben", "Cleo", "Dana", "Emil", "Fritzi", "Gustav", "Hanne"]
CLAUSE = re.compile(r"(?:^|, |: | — | and | und )([a-zäöüß]+)")
BAD_COUNTS = re.compile(r"\bdies\b|\b1 (dice|points|tips|blocks|tiles|stones|towers|discs)\b"
                        r"|\b(0|[2-9]|\d\d+) (die|point|tip|block|tile|stone|tower|disc)\b")


def _moves(game_id: str, seed: int, limit: int = 400) -> list:
    """The moves of a random game (at most `limit`), from a session with neutral names (the names change
    no move)."""
    game = registry.get(game_id)
    n = min(game.info.max_players, 3)
    variant = next(v for v in game.info.variants if v.min_players <= n <= v.max_players)
    session = Session(GameRecord(game_id, variant.id, [PlayerSpec(f"P{i}") for i in range(n)]), random.Random(seed))
    rng = random.Random(seed)
    if session.timed:
        from gamebox.ai import make_agent
        from gamebox.realtime import play_out

        level = (tuple(game.info.levels) or ("random",))[0]
        play_out(session, {seat: make_agent(level, game, rng.getrandbits(64)) for seat in range(n)})
    while not session.state.is_terminal() and session.ply < limit:
        state = session.state
        if state.current_player() == CHANCE:
            session.roll()
        else:
            session.play(rng.choice(state.legal_moves()))
    return session


def _verbs_after(sentence: str, subject: str) -> list[str]:
    """The first word of every clause of what is said of `subject` (the sentence after its name)."""
    return CLAUSE.findall(sentence[len(subject) + 1:])


def _third_person(word: str, lang: str) -> bool:
    if lang == "de":
        return word.endswith("t") and len(word) > 2 and word[-2] not in "szßx" and word not in {"nicht", "jetzt"}
    return word.endswith("s") and not word.endswith("ss") and word not in {"his", "its", "this", "us"}


def _well_spoken_to(you: str, clara: str, lang: str) -> list[str]:
    """What is wrong in `you` (a sentence about "You"/"Du") compared with `clara` (the same about Clara)."""
    subject = shown_name("You", lang)
    wrong = []
    if not you.startswith(subject + " "):
        return [f"{you!r} does not start with {subject}"]
    for said_of_you, said_of_clara in zip(_verbs_after(you, subject), _verbs_after(clara, "Clara")):
        if _third_person(said_of_clara, lang) and (said_of_you == said_of_clara or _third_person(said_of_you, lang)
                                                   and lang == "en"):
            wrong.append(f"{you!r}: {said_of_you!r} (Clara: {said_of_clara!r})")
        if lang == "de" and said_of_clara != said_of_you and not said_of_you.endswith("st") and said_of_clara != "er":
            wrong.append(f"{you!r}: {said_of_you!r} is no second person")
    if lang == "en" and re.search(r"\bYou (is|has|was)\b", you) or lang == "de" and re.search(r"\bDu (ist|hat)\b", you):
        wrong.append(you)
    return wrong


@pytest.mark.parametrize("game_id", sorted(g.info.id for g in registry.all_games()))
def test_the_move_log_speaks_to_you_and_of_a_name(game_id):
    wrong, spoken = [], 0
    for seed in (1, 2):
        session = _moves(game_id, seed)
        turns = session_turns(session)
        n = len(session.record.players)
        for lang in ("en", "de"):
            you, clara = [shown_name("You", lang)] + OTHERS[:n - 1], ["Clara"] + OTHERS[:n - 1]
            for turn in turns:
                as_you, as_clara = turn_sentence(turn, you, lang), turn_sentence(turn, clara, lang)
                assert not BAD_COUNTS.search(as_clara), as_clara
                if turn.player == 0:
                    spoken += 1
                    wrong += _well_spoken_to(as_you, as_clara, lang)
                elif "{seat0}" in turn.words().get(lang):
                    wrong += _well_spoken_to(as_you[as_you.index(you[0]):], as_clara[as_clara.index("Clara"):], lang)
    assert spoken > 0
    assert wrong == [], "\n".join(wrong[:20])


def test_the_second_person_in_both_languages():
    assert second_person("rolls 4 and passes", "en") == "roll 4 and pass"
    assert second_person("cannot move and passes", "en") == "cannot move and pass"
    assert second_person("rolls 3 and 5 and is out", "en") == "roll 3 and 5 and are out"
    assert second_person("has enough: 5 blocks, the team gets 5", "en") == "have enough: 5 blocks, the team gets 5"
    assert second_person("würfelt 4 und setzt einen Würfel", "de") == "würfelst 4 und setzt einen Würfel"
    assert second_person("hält den Würfel und wartet", "de") == "hältst den Würfel und wartest"
    assert second_person("ist raus", "de") == "bist raus"
    assert second_person("legt ES, ER und IST", "de") == "legst ES, ER und IST"
    assert addressed("You wins!", "You", "en") == "You win!"
    assert addressed("Anna wins!", "Anna", "en") == "Anna wins!"
    assert addressed("Du hat den letzten Würfel gelegt und gewinnt.", "Du", "de") == \
        "Du hast den letzten Würfel gelegt und gewinnst."
    note = about(Text("{name} places the last die and wins.", "{name} legt den letzten Würfel und gewinnt."), "You")
    assert note == Text("You place the last die and win.", "Du legst den letzten Würfel und gewinnst.")


@pytest.mark.parametrize("game_id", sorted(g.info.id for g in registry.all_games()))
def test_the_score_screens_notes_speak_to_you(game_id):
    game = registry.get(game_id)
    session = _moves(game_id, 3, limit=20_000)
    assert session.state.is_terminal()
    n = len(session.record.players)
    for seat in range(n):
        names = OTHERS[:n]
        you, clara = list(names), list(names)
        you[seat], clara[seat] = "You", "Clara"
        as_you, as_clara = game.score_breakdown(session.state, you), game.score_breakdown(session.state, clara)
        if as_you is None:
            return
        for lang in ("en", "de"):
            for a, b in zip(as_you.notes, as_clara.notes):
                text_you, text_clara = a.get(lang), b.get(lang)
                assert not BAD_COUNTS.search(text_clara), text_clara
                if "Clara" in text_clara:      # a sentence about a named player guesses no gender
                    assert not re.search(r"\b(er|sein|seinen|seine|ihr|ihren|ihre|he|his|she|her)\b", text_clara), \
                        f"a guessed gender: {text_clara}"
                if "Clara" in text_clara and shown_name("You", lang) in text_you:
                    start_you = text_you.index(shown_name("You", lang))
                    start_clara = text_clara.index("Clara")
                    assert _well_spoken_to(text_you[start_you:], text_clara[start_clara:], lang) == [], text_you
