"""What a seat may know is a property of the box (GameInfo.hidden_information).

For every registered game that declares hidden information, random seeded games check at every position
that each seat's observation is a state that observes itself, that what the table knows (`TABLE`) is part of
every seat's knowledge, and that every text the box shows on the shared screen (the move in words and in
notation, scores, winners, whose turn, the score screen) is the same whether it is read from the whole state
or from the table's observation: two states with equal observations give equal texts. A game that declares
no hidden information hides nothing.
"""
from __future__ import annotations

import random

import pytest
from playouts import play_random

from gamebox.protocol import TABLE, State
from gamebox.registry import all_games, get

GAMES = all_games()
HIDDEN = [g for g in GAMES if g.info.hidden_information]
OPEN = [g for g in GAMES if not g.info.hidden_information]
SEEDS = range(3)


def _cases(games):
    return [(g, v.id, n) for g in games for v in g.info.variants
            for n in sorted({v.min_players, min(v.min_players + 1, v.max_players)})]


def texts(game, state: State, move) -> tuple:
    """Everything the box shows of a position and the move played there, in both languages."""
    names = [f"P{i + 1}" for i in range(state.num_players)]
    breakdown = game.score_breakdown(state, names)
    table = None
    if breakdown is not None:
        table = (breakdown.label_title, breakdown.detail_title, breakdown.notes, breakdown.tiebreak,
                 tuple((p, rows) for p, rows in sorted(breakdown.rows.items())))
    return (state.move_words(move), state.public_text(move), state.scores(), state.winners(),
            state.current_player(), state.acting_player(), state.is_terminal(), state.turn_begins(), table)


def test_the_box_knows_which_games_hide_something():
    assert {g.id for g in HIDDEN} == {"eintrichtern", "scrabble6"}


@pytest.mark.parametrize(("game", "variant", "players"), _cases(HIDDEN),
                         ids=[f"{g.id}-{v}-{n}" for g, v, n in _cases(HIDDEN)])
def test_every_text_on_the_shared_screen_is_a_function_of_what_the_table_knows(game, variant, players):
    hid = []

    def check(state: State, move) -> None:
        table = state.observation(TABLE)
        for seat in [*range(players), TABLE]:
            seen = state.observation(seat)
            assert seen.observation(seat) == seen, f"seat {seat}: an observation observes itself"
            assert seen.observation(TABLE) == table, f"seat {seat} knows what the table knows"
            hid.append(seen != state)
        assert texts(game, state, move) == texts(game, table, move)
        mover = state.current_player()
        if mover >= 0:             # a player finds his moves from what he knows
            assert state.observation(mover).legal_moves() == state.legal_moves()
        elif state.seen_by(move) is not None:
            # a chance outcome only some see: its texts do not tell it apart from another one
            other = state.sample_chance(random.Random(len(hid)))
            if state.public_text(other) == state.public_text(move):
                assert table.move_words(other) == table.move_words(move)

    for seed in SEEDS:
        play_random(game, variant, players, seed, check)
    assert any(hid), "a game with hidden information hides something"


@pytest.mark.parametrize(("game", "variant", "players"), _cases(OPEN),
                         ids=[f"{g.id}-{v}-{n}" for g, v, n in _cases(OPEN)])
def test_a_game_without_hidden_information_hides_nothing(game, variant, players):
    def check(state: State, move) -> None:
        for seat in [*range(players), TABLE]:
            assert state.observation(seat) == state
        assert state.seen_by(move) is None

    play_random(game, variant, players, 0, check)


def test_eintrichtern_keeps_no_sum_of_a_miss_at_the_table_and_no_yellow_die_anywhere():
    game = get("eintrichtern")
    lifts = []

    def check(state: State, move) -> None:
        for seat in (0, 1, TABLE):
            seen = state.observation(seat)
            assert all(d.orientation is None for d in seen.pyramid.dice.values() if d.colour == "yellow")
        table = state.observation(TABLE)
        assert all((r.total is None) != r.hit for r in table.history)
        assert state.observation(0).history == state.history       # what a player heard, his to use
        if move.__class__.__name__ == "Lift":
            lifts.append(state.move_words(move))

    play_random(game, "standard", 2, 1, check)
    assert lifts and {w.get("en") for w in lifts} == {"lifts a red die"}


def test_scrabble_hides_other_racks_and_an_exchanged_rack_until_the_end():
    from gamebox.games.scrabble6.moves import Draw, Exchange
    from gamebox.protocol import Setup

    game = get("scrabble6")
    seen_by_the_other = set()
    for mine in ("EENNRS", "DLLOOU"):        # two games that differ only in the exchanger's rack
        state = game.new_state(Setup("standard", 2, game.info.default_options(), 0))
        state.play(Draw(state.tiles.sort(mine)))
        state.play(Draw(state.tiles.sort("AAIITT")))
        state.play(Exchange())
        assert state.is_chance() and state.returning == state.tiles.sort(mine)   # before the draw
        other = state.observation(1)
        assert other.racks[0] == "" and set(other.returning) == {"*"}
        assert state.observation(0).returning == state.tiles.sort(mine)        # the exchanger knows it
        seen_by_the_other.add(other.key())
        assert state.observation(TABLE) == other.observation(TABLE) == state.observation(0).observation(TABLE)
        state.play(state.sample_chance(random.Random(1)))
        assert set(state.observation(1).racks[0]) == {"*"}
    assert len(seen_by_the_other) == 1, "another seat cannot tell the two exchanges apart"

    final, _ = play_random(game, "standard", 2, 4)
    assert final.observation(0) == final                      # the racks are laid open at the end
