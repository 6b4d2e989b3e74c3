"""Eintrichtern: every sentence of the book's section, rulings D1/D6 and E1-E11, without Qt."""
import random
from itertools import combinations_with_replacement

import pytest

from gamebox.ai import make_agent
from gamebox.games.eintrichtern.example import DEAL, example_moves
from gamebox.games.eintrichtern.moves import (
    Deal,
    Lift,
    NewRoll,
    Roll,
    Start,
    TakeOver,
    parse,
)
from gamebox.games.eintrichtern.state import (
    CHOOSE,
    FUNNELS,
    LIFT,
    OVER,
    ROLL,
    ROLL_OUTCOMES,
    SUM_PROBABILITY,
    TIE_FIRST,
    YELLOWS,
    red_orientation,
)
from gamebox.protocol import CHANCE, TERMINAL, IllegalMove, NotationError, Setup
from gamebox.pyramid import lattice
from gamebox.pyramid.setups import ORIENTATION_LETTERS
from gamebox.record import GameRecord, PlayerSpec, from_json, loads
from gamebox.registry import get
from gamebox.session import Session

GAME = get("eintrichtern")


def new(players=2, first=0, deal=DEAL, **options):
    s = GAME.new_state(Setup("standard", players, options, first))
    s.play(Deal(deal))
    return s


def roll_text(total):
    return str(next(Roll(c) for c in combinations_with_replacement(range(1, 7), 3) if sum(c) == total))


def play(s, *texts):
    for text in texts:
        s.play(s.parse_move(text))
    return s


def hit(s, funnel=None):
    """The player to roll rolls the sum of a covered funnel and lifts it."""
    p = funnel or s.covered()[0]
    return play(s, roll_text(s.funnel_sum(p)), lattice.name(p))


def miss(s, funnel=None):
    p = funnel or s.covered()[-1]
    wrong = 3 if s.funnel_sum(p) != 3 else 18
    return play(s, roll_text(wrong), lattice.name(p))


def code_of(s, text):
    r = s.why_illegal(s.parse_move(text))
    return r.code if r else None


# -- Vorbereitung --------------------------------------------------------------------------
def test_setup_45_yellow_dice_below_36_red_dice_covering_the_funnels():
    s = new()
    dice = s.pyramid.dice
    assert len(dice) == 81
    assert sorted(p for p, d in dice.items() if d.colour == "yellow") == sorted(YELLOWS)
    assert sorted(p for p, d in dice.items() if d.colour == "red") == sorted(FUNNELS)
    assert all(lattice.layer(p) == 0 for p in YELLOWS) and len(YELLOWS) == 45
    assert all(lattice.layer(p) == 1 for p in FUNNELS) and len(FUNNELS) == 36
    assert s.covered() == list(FUNNELS) and s.open_funnels() == []


def test_yellow_orientations_are_the_recorded_deal_and_red_ones_are_fixed_by_position():
    s = new()
    assert "".join(ORIENTATION_LETTERS[s.pyramid[p].orientation] for p in YELLOWS) == DEAL
    assert all(s.pyramid[p].orientation == red_orientation(p) for p in FUNNELS)
    assert len({red_orientation(p) for p in FUNNELS}) > 6   # varied, so pictures look natural


def test_the_deal_is_one_chance_move_drawn_not_listed():
    s = GAME.new_state(Setup("standard", 3, {}, 0))
    assert s.current_player() == CHANCE and s.acting_player() == CHANCE
    assert s.chance_outcomes() == []
    deal = s.sample_chance(random.Random(5))
    assert deal == s.sample_chance(random.Random(5)) and isinstance(deal, Deal)
    assert s.why_illegal(deal) is None and s.legal_moves()
    assert s.why_illegal(Deal("abc")).code == "bad_deal"
    assert s.why_illegal(Lift((0, 0, 7))).code == "deal_first"


def test_a_funnel_sum_is_the_pips_the_three_yellow_dice_point_into_it():
    s = new()
    for p in FUNNELS:
        faces = [s.pyramid[lattice.step(p, lattice.PLUS[i])].pip(lattice.MINUS[i]) for i in range(3)]
        assert s.funnel_sum(p) == sum(faces)
        assert 3 <= s.funnel_sum(p) <= 18


def test_one_player_gets_the_pearl_dice_by_chance_unless_chosen():
    s = GAME.new_state(Setup("standard", 5))
    s.play(Deal(DEAL))
    assert [str(m) for m, _ in s.chance_outcomes()] == ["s1", "s2", "s3", "s4", "s5"]
    assert sum(p for _, p in s.chance_outcomes()) == pytest.approx(1)
    play(s, "s4")
    assert s.phase == ROLL and s.acting_player() == 3 and s.current_player() == CHANCE
    chosen = new(5, first=2)
    assert chosen.phase == ROLL and chosen.acting_player() == 2
    assert chosen.why_illegal(Start(0)).code == "not_start"


# -- Spielverlauf -----------------------------------------------------------------------------
def test_the_start_player_rolls_three_dice_first_and_everybody_sees_the_sum():
    s = new()
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 56 and sum(p for _, p in outcomes) == pytest.approx(1)
    assert all(list(m.dice) == sorted(m.dice) for m, _ in outcomes)
    assert SUM_PROBABILITY[10] == pytest.approx(27 / 216) and SUM_PROBABILITY[3] == pytest.approx(1 / 216)
    assert {str(m): p for m, p in ROLL_OUTCOMES}["r1-2-3"] == pytest.approx(6 / 216)
    assert code_of(s, "061") == "roll_first"
    play(s, "r2-3-6")
    assert s.phase == LIFT and s.roll.total == 11 and s.current_player() == 0
    assert s.dice_rolled == Roll((2, 3, 6))
    assert code_of(s, "r1-1-1") == "already_rolled"


def test_then_he_lifts_any_red_die_and_the_sum_is_announced_to_all():
    s = new()
    p = FUNNELS[20]
    play(s, "r1-1-1", lattice.name(p))
    r = s.last_reveal
    assert (r.funnel, r.total, r.player, r.roll, r.ply) == (p, s.funnel_sum(p), 0, 3, 2)   # deal, roll, lift: move index 2
    assert s.history == (r,) and s.announced() == {p: s.funnel_sum(p)}


def test_equal_sums_the_player_keeps_the_red_die_and_rolls_again():
    s = new()
    p = FUNNELS[5]
    hit(s, p)
    assert s.kept == [1, 0] and s.scores() == [1.0, 0.0]
    assert p not in s.pyramid and p in s.open_funnels() and p not in s.covered()
    assert s.last_reveal.hit
    assert s.phase == ROLL and s.acting_player() == 0          # he rolls again, no choice
    assert code_of(s, "take") == "nothing_to_take"


def test_different_sums_the_red_die_goes_back_and_the_left_neighbour_is_next():
    s = new(3)
    p = FUNNELS[7]
    miss(s, p)
    assert s.kept == [0, 0, 0] and p in s.covered() and s.pyramid[p].colour == "red"
    assert not s.last_reveal.hit
    assert s.phase == CHOOSE and s.current_player() == 1
    miss(play(s, "new"), FUNNELS[8])
    assert s.current_player() == 2
    miss(play(s, "new"), FUNNELS[9])
    assert s.current_player() == 0                              # round the table


def test_the_next_player_may_roll_anew():
    s = new()
    miss(s)
    assert s.legal_moves() == [NewRoll(), TakeOver()]
    assert code_of(s, "r1-2-3") == "choose_first" and code_of(s, "061") == "choose_first"
    play(s, "new")
    assert s.phase == ROLL and s.acting_player() == 1 and s.offer is None


def test_or_take_over_the_failed_roll_and_lift_a_funnel_for_that_sum():
    s = new()
    target = FUNNELS[30]
    total = s.funnel_sum(target)
    other = next(p for p in FUNNELS if s.funnel_sum(p) != total)
    play(s, roll_text(total), lattice.name(other))          # player 1 misses the roll `total`
    assert s.offer.total == total
    play(s, "take")
    assert s.phase == LIFT and s.current_player() == 1 and s.roll.total == total and s.taken
    play(s, lattice.name(target))
    assert s.kept == [0, 1] and s.last_reveal.taken_over and s.last_reveal.hit
    assert s.phase == ROLL and s.acting_player() == 1           # a hit like any other


def test_a_failed_take_over_can_be_taken_over_again():
    s = new(3)
    miss(s)
    total = s.offer.total
    wrong = next(p for p in s.covered() if s.funnel_sum(p) != total)
    play(s, "take", lattice.name(wrong))
    assert s.current_player() == 2 and s.offer.total == total


def test_open_funnels_take_no_further_part():
    s = new()
    p = FUNNELS[0]
    hit(s, p)
    play(s, "r1-1-1")
    assert code_of(s, lattice.name(p)) == "open_funnel"
    assert Lift(p) not in s.legal_moves() and len(s.legal_moves()) == 35


def test_only_red_dice_on_funnels_can_be_lifted():
    s = play(new(), "r1-1-1")
    assert code_of(s, "800") == "not_a_funnel"      # a yellow die on the plate
    assert code_of(s, "999") == "not_a_funnel"      # no position at all
    assert code_of(s, "000") == "not_a_funnel"      # the apex: empty in this game
    with pytest.raises(IllegalMove) as err:
        s.play(Lift((8, 0, 0)))
    assert err.value.reason.code == "not_a_funnel"


# -- Spielende ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players,target", [(2, 8), (3, 8), (4, 8), (5, 6), (6, 6), (7, 6), (8, 6)])
def test_the_game_ends_as_soon_as_a_player_gets_his_8th_or_6th_red_die(players, target):
    s = new(players)
    for _ in range(target - 1):
        hit(s)
    assert s.phase == ROLL and s.kept[0] == target - 1 and s.winners() == []
    hit(s)
    assert s.phase == OVER and s.current_player() == TERMINAL and s.is_terminal()
    assert s.kept[0] == target and s.winners() == [0]
    assert s.returns() == [1.0] + [-1.0] * (players - 1)
    assert s.why_illegal(Roll((1, 2, 3))).code == "game_over"
    assert s.legal_moves() == []


def deal_round_robin(s, counts):
    """Player i, in turn, makes counts[i] hits in a row and then misses, passing the turn left."""
    for player, count in enumerate(counts):
        assert s.acting_player() == player
        if s.phase == CHOOSE:
            play(s, "new")
        for _ in range(count):
            hit(s)
        if s.is_terminal():
            break
        miss(s)
    return s


@pytest.mark.parametrize("tie,expected", [("shared", [0, 1, 2, 3]), (TIE_FIRST, [0])])
def test_with_8_players_all_funnels_may_open_first_then_the_most_red_dice_win(tie, expected):
    s = new(8, tie=tie)
    deal_round_robin(s, [5, 5, 5, 5, 4, 4, 4, 4])
    assert s.kept == [5, 5, 5, 5, 4, 4, 4, 4] and not s.covered()
    assert s.phase == OVER
    assert s.winners() == expected


def test_scores_are_the_red_dice_kept():
    s = new(3)
    hit(s)
    hit(s)
    miss(s)
    play(s, "new")
    hit(s)
    assert s.scores() == [2.0, 1.0, 0.0]


# -- D6, E5: reveals are undo barriers; the history is public -------------------------------------
def session(players=2, seed=1):
    record = GameRecord("eintrichtern", "standard", [PlayerSpec(f"P{i}") for i in range(players)],
                        first_player=0)
    return Session(record, random.Random(seed))


def test_lifts_and_rolls_can_never_be_undone():
    ses = session()
    ses.roll()                                   # the deal
    assert not ses.can_undo()
    ses.play("r1-1-1")                           # the pearl dice: a chance move
    assert ses.is_chance_move(ses.ply - 1) and not ses.can_undo()
    state = ses.state
    funnel = next(p for p in FUNNELS if state.funnel_sum(p) != 3)
    assert state.reveals(Lift(funnel)) and not state.reveals(NewRoll()) and not state.reveals(TakeOver())
    ses.play(lattice.name(funnel))               # a miss: the sum was seen
    assert ses.undo_barrier(ses.ply - 1) and not ses.can_undo() and not ses.undo()
    assert ses.state.phase == CHOOSE
    ses.play("take")
    assert ses.can_undo()                        # a choice that showed nothing
    assert ses.undo() and ses.state.phase == CHOOSE and not ses.can_undo()
    ses.play("new")
    ses.roll()
    assert not ses.can_undo()


def test_observation_hides_the_yellow_dice_but_keeps_the_announced_sums():
    s = new()
    miss(s, FUNNELS[3])
    play(s, "take")
    obs = s.observation(1)
    assert obs.hidden and obs != s
    assert all(obs.pyramid[p].orientation is None for p in YELLOWS)
    assert all(obs.pyramid[p].colour == "red" for p in FUNNELS)
    assert obs.history == s.history and obs.announced() == s.announced()
    assert obs.legal_moves() == s.legal_moves() and obs.current_player() == s.current_player()
    with pytest.raises(ValueError):
        obs.funnel_sum(FUNNELS[3])
    assert "003" in obs.describe() or obs.describe()


def scrambled_twin(s):
    """The same public game with other orientations for yellow dice no announced funnel touches."""
    twin = s.clone()
    touched = {lattice.step(r.funnel, d) for r in s.history for d in lattice.PLUS}
    from gamebox.pyramid.board import Die
    changed = 0
    for p in YELLOWS:
        if p not in touched:
            twin.pyramid.dice[p] = Die("yellow", (s.pyramid[p].orientation + 7) % 24)
            changed += 1
    assert changed and twin != s
    return twin


@pytest.mark.parametrize("agent", ["random", "greedy", "search:easy", "search:medium", "search:strong"])
def test_agents_are_deterministic_and_never_read_hidden_sums(agent):
    rng = random.Random(11)
    for trial in range(6):
        s = new(3, deal="".join(rng.choice(ORIENTATION_LETTERS) for _ in YELLOWS))
        for _ in range(rng.randrange(1, 12)):     # some public history
            if s.phase == CHOOSE:
                play(s, rng.choice(["new", "take"]))
                if s.phase == LIFT:
                    play(s, lattice.name(rng.choice(s.covered())))
            elif s.phase == ROLL:
                (hit if rng.random() < 0.3 else miss)(s, rng.choice(s.covered()))
            if s.is_terminal():
                break
        if s.is_terminal():
            continue
        if s.phase == ROLL:
            play(s, "r2-4-5")
        player = s.current_player()
        twin = scrambled_twin(s)
        assert twin.observation(player) == s.observation(player)
        choices = set()
        for view in (s.observation(player), twin.observation(player), s, twin):
            a = make_agent(agent, GAME, seed=trial)
            choices.add(a.choose(view))
            assert a.choose(view) == a.choose(view.clone())        # no hidden state in the agent
        assert len(choices) == 1


# -- records and notation ----------------------------------------------------------------------
def test_replay_equals_the_live_state():
    ses = session(3, seed=4)
    agents = [make_agent("search:medium", GAME, seed=i) for i in range(3)]
    while not ses.state.is_terminal() and ses.ply < 400:
        state = ses.state
        if state.is_chance():
            ses.roll()
        else:
            ses.play(agents[state.current_player()].choose(state.observation(state.current_player())))
    assert loads(ses.record.dumps()).replay() == ses.state


@pytest.mark.parametrize("text", ["deal:" + DEAL, "s1", "s8", "r1-1-6", "r2-3-5", "new", "take", "061",
                                  "700", "999"])
def test_notation_round_trip(text):
    move = parse(text)
    assert str(move) == text and parse(str(move)) == move


def test_rolls_read_in_any_order_and_bad_texts_are_refused():
    assert parse("r6-1-3") == Roll((1, 3, 6)) and str(parse(" r6-1-3 ")) == "r1-3-6"
    for bad in ("r0-1-2", "r1-2", "s9", "s0", "deal:abc", "61", "0611", "lift", "", "r7-1-1"):
        with pytest.raises(NotationError):
            parse(bad)


def test_refusals_carry_both_languages():
    s = new()
    hit(s, FUNNELS[0])
    play(s, "r1-1-1")
    for text, code in (("007", "open_funnel"), ("800", "not_a_funnel"), ("take", "nothing_to_take"),
                       ("r1-1-2", "already_rolled")):
        reason = s.why_illegal(s.parse_move(text))
        assert reason.code == code
        en, de = reason.message("en"), reason.message("de")
        assert en and de and en != de and "{" not in en + de
    choose = new()
    miss(choose, FUNNELS[3])
    reason = choose.why_illegal(Roll((1, 2, 3)))
    assert reason.code == "choose_first" and str(choose.offer.total) in reason.message("de")


def test_example_record_shows_a_hit_a_miss_and_a_take_over():
    record = from_json(GAME.example_record())
    s = record.replay()
    moves, _captions = example_moves()
    assert record.moves == moves == ["deal:" + DEAL, "s1", "r1-3-6", "142", "r1-5-6", "007", "take", "016",
                                      "r1-6-6", "007", "r1-3-6", "700", "new"]
    hits = [r.hit for r in s.history]
    assert hits == [True, False, True, True, False]
    assert s.history[2].taken_over
    assert s.kept == [1, 2] and s.phase == ROLL
    for lang in ("en", "de"):
        text = GAME.rules_text(lang)
        assert "142" in text and "007" in text and "016" in text and "700" in text
        assert record.meta["captions"][lang]["4"]


def test_describe_draws_the_funnels_as_a_triangle():
    s = new()
    miss(s, FUNNELS[0])
    text = s.describe()
    assert f"007={s.funnel_sum(FUNNELS[0])}" in text and "700?" in text
    assert "chooses" in text
