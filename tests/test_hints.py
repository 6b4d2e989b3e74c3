"""Hints (`protocol.HasHints`) of every registered game that declares them: at sampled positions of random
games, the hints are legal moves of the seat, ranked, at most as many as asked, each with a sentence in
both languages that speaks to the player and shows no notation; a seat that has no choice gets none; and a
game with hidden information gives the same hints for two states its seat cannot tell apart. New games
are walked without a change here."""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from gamebox import registry
from gamebox.grammar import imperative
from gamebox.hints import advice, percent
from gamebox.protocol import HasHints, Setup

HINTED = sorted(g.info.id for g in registry.all_games() if isinstance(g, HasHints))
LIMIT = 4
PLACEHOLDER = re.compile(r"\{(?!seat\d\})[^}]*\}")


def _notation_tokens(text: str) -> list[str]:
    """Parts of a notation no sentence says (as tests/test_move_words.py): three characters or more,
    mixing digits with letters or signs, or digits alone."""
    return [t for t in text.split() if len(t) >= 3 and not t.isalpha() and not t.isdigit() or
            len(t) >= 3 and t.isdigit()]


def _decisions(game, seed: int, count: int):
    """`count` positions of random games (one per variant in turn) where a seat chooses among moves."""
    rng = random.Random(seed)
    variants = list(game.info.variants)
    found = 0
    for attempt in range(40):
        if found >= count:
            return
        variant = variants[(found + attempt) % len(variants)]
        n = rng.randint(variant.min_players, min(variant.max_players, 3))
        state = game.new_state(Setup(variant.id, n, game.info.default_options()))
        stop = rng.randrange(2, 25)
        decisions = 0
        while not state.is_terminal():
            if state.is_chance():
                state.apply(state.sample_chance(rng))
                continue
            moves = state.legal_moves()
            decisions += 1
            if decisions >= stop and len(moves) > 1:
                found += 1
                yield state
                break
            state.apply(rng.choice(moves))


@pytest.mark.parametrize("game_id", HINTED)
def test_hints_are_ranked_legal_moves_said_to_the_player(game_id):
    game = registry.get(game_id)
    positions = list(_decisions(game, 7, 2))
    assert positions, "no decision reached"
    for state in positions:
        seat = state.current_player()
        hints = game.hints(state.clone(), seat, LIMIT)
        assert 1 <= len(hints) <= LIMIT
        values = [h.value for h in hints]
        assert values == sorted(values, reverse=True)
        for hint in hints:
            assert state.why_illegal(hint.move) is None, hint.move
            for lang in ("en", "de"):
                said = hint.says.get(lang)
                assert said and said[0].isupper() and not PLACEHOLDER.search(said), said
                first = said.split()[0].rstrip(":,")
                assert first.lower() not in ("du", "you"), said          # advice, not a report
                if lang == "de":
                    assert not first.endswith("st"), said               # "Zieh", never "Ziehst"
                for token in _notation_tokens(state.format_move(hint.move)):
                    assert token not in said, (token, said)
            assert hint.says.en != hint.says.de
        others = [p for p in range(state.num_players) if p != seat]
        if others:
            assert game.hints(state.clone(), others[0], LIMIT) == []    # not his turn: no choice to make


@pytest.mark.parametrize("game_id", [g for g in HINTED if registry.get(g).info.hidden_information])
def test_hidden_information_never_reaches_a_hint(game_id):
    """Two states the seat cannot tell apart (the state and what the seat knows of it; in Scrabble also a
    state with a tile swapped between another rack and the bag) get the same hints."""
    game = registry.get(game_id)
    for state in _decisions(game, 3, 3):
        seat = state.current_player()
        hints = game.hints(state.clone(), seat, LIMIT)
        seen = state.observation(seat)
        assert seen.observation(seat).key() == seen.key()
        assert game.hints(seen, seat, LIMIT) == hints
        if game_id == "scrabble6":
            other = _swapped(state, seat)
            if other is not None:
                assert other.observation(seat).key() == seen.key()
                assert game.hints(other, seat, LIMIT) == hints


def _swapped(state, seat):
    """The Scrabble state with one tile of another player's rack swapped with a different one of the bag."""
    for p, rack in enumerate(state.racks):
        if p == seat or not rack:
            continue
        for tile in (t for t in state.bag if state.bag[t] and t != rack[0]):
            other = state.clone()
            other.racks[p] = tile + rack[1:]
            other.bag = Counter(state.bag)
            other.bag[tile] -= 1
            other.bag[rack[0]] += 1
            return other
    return None


def test_the_advice_speaks_to_the_player_in_both_languages():
    state = registry.get("27").new_state(Setup("standard", 2, {}, 0))
    move = state.legal_moves()[0]
    said = advice(state, move, percent(0.625))
    words = state.move_words(move)
    assert said.en == f"{imperative(words.en, 'en')}: 62%" and said.en.startswith("Move ")
    assert said.de.startswith("Zieh ") and said.de.endswith(": 62 %")
    assert imperative("würfelt 4 und passt", "de") == "Würfel 4 und pass"
    assert imperative("behält ihn (−1 Punkt)", "de") == "Behalt ihn (−1 Punkt)"
    assert imperative("wettet: Linie 5", "de") == "Wette: Linie 5"
    assert imperative("tips his die left", "en") == "Tip your die left"


def test_real_time_games_and_the_sandbox_offer_no_hints():
    """Everybody acts at once in a real-time game: a hint would be old before it was read. The sandbox has
    no goal to hint at."""
    for game in registry.all_games():
        if game.info.timing == "realtime" or game.info.id == "pyramide":
            assert not isinstance(game, HasHints), game.info.id
