"""Properties of Hoch und höher that hold in every game (hypothesis drives the play)."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.games.hoch.moves import NUM_TOWERS
from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec, loads

VARIANTS = ["duel", "duel-hierarchy", "solo", "solo-hierarchy"]


def check_invariants(s):
    assert s.total_discs() == 45
    carried = [s.pawn_on[t] for t in range(NUM_TOWERS) if s.pawn_on[t] >= 0]
    assert len(carried) == len(set(carried))  # a pawn stands on one tower only
    for pawn, t in enumerate(s.pawn_tower):
        if t >= 0:
            assert s.pawn_on[t] == pawn and s.heights[t] > 0
    for t in range(NUM_TOWERS):
        if s.pawn_on[t] >= 0:
            assert s.pawn_tower[s.pawn_on[t]] == t  # at most one pawn per tower


@st.composite
def games(draw):
    variant = draw(st.sampled_from(VARIANTS))
    end = draw(st.sampled_from(["first-blocked-roll", "no-move-left"]))
    players = 1 if variant.startswith("solo") else 2
    record = GameRecord("hoch", variant, [PlayerSpec(f"P{i}") for i in range(players)], {"end": end})
    s = record.new_state()
    states = [s.clone()]
    while not s.is_terminal() and len(record.moves) < 400:
        moves = s.legal_moves()
        move = moves[draw(st.integers(0, len(moves) - 1))]
        record.moves.append(s.format_move(move))
        s.play(move)
        states.append(s.clone())
    return record, states


@settings(max_examples=60, deadline=None)
@given(games())
def test_45_discs_and_one_pawn_per_tower_always(game):
    record, states = game
    for s in states:
        check_invariants(s)
    # A game ends, except that the reroll option may reroll without end on adversarial dice.
    assert states[-1].is_terminal() or len(record.moves) >= 400


@settings(max_examples=60, deadline=None)
@given(games())
def test_replay_of_the_record_equals_the_live_state(game):
    record, states = game
    assert record.replay() == states[-1]
    for ply in (0, len(record.moves) // 2):
        assert record.replay(ply) == states[ply]


@settings(max_examples=60, deadline=None)
@given(games())
def test_record_json_round_trip(game):
    record, states = game
    text = record.dumps()
    again = loads(text)
    assert again.to_json() == record.to_json()
    assert json.loads(again.dumps()) == json.loads(text)
    assert again.replay() == states[-1]


@settings(max_examples=40, deadline=None)
@given(games())
def test_every_legal_move_is_accepted_and_every_state_clones_equal(game):
    _, states = game
    for s in states[::5]:
        assert s.clone() == s and hash(s.clone()) == hash(s)
        for move in s.legal_moves():
            assert s.why_illegal(move) is None
            assert s.parse_move(s.format_move(move)) == move
        if s.current_player() == CHANCE:
            assert abs(sum(p for _, p in s.chance_outcomes()) - 1) < 1e-9


@settings(max_examples=40, deadline=None)
@given(games())
def test_scores_are_bounded(game):
    _, states = game
    final = states[-1]
    assert 0 <= sum(final.scores()) <= 45
    if final.num_players == 2:
        assert len(final.winners()) <= 1


@st.composite
def positions(draw):
    """Any spread of discs over the places, pawns on random towers, either player to move."""
    from gamebox.games.hoch.state import HochState, Rules

    rules = Rules(solo=draw(st.booleans()), hierarchy=draw(st.booleans()))
    s = HochState(rules, 0)
    s.heights = draw(st.lists(st.sampled_from([0, 0, 1, 2, 3, 4, 5, 6, 7, 9, 12]),
                              min_size=NUM_TOWERS, max_size=NUM_TOWERS))
    towers = [t for t in range(NUM_TOWERS) if s.heights[t]]
    for pawn in range(4):
        free = [t for t in towers if s.pawn_on[t] < 0]
        if free and draw(st.booleans()):
            t = draw(st.sampled_from(free))
            s.pawn_on[t], s.pawn_tower[pawn] = pawn, t
    return s, draw(st.integers(0, rules.num_players - 1))


@settings(max_examples=400, deadline=None)
@given(positions())
def test_any_roll_has_move_equals_asking_every_roll(position):
    s, player = position
    assert s.any_roll_has_move(player) == any(s.has_move(r, player) for r in range(1, 7))
