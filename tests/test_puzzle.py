"""The puzzle of the day: the date fixes the dice, and a session follows them by index."""
from __future__ import annotations

from collections import Counter
from datetime import date

from gamebox import puzzle
from gamebox.record import BOX, from_json, loads
from gamebox.registry import get as get_game
from gamebox.session import Session

HOCH = get_game("hoch")
DAY = date(2025, 3, 14)


def test_the_seed_depends_on_the_day_only():
    assert puzzle.seed_for(DAY) == puzzle.seed_for(date(2025, 3, 14))
    assert puzzle.seed_for(DAY) != puzzle.seed_for(date(2025, 3, 15))
    assert 0 <= puzzle.seed_for(DAY) < 2 ** 48          # safe in any JSON reader


def test_rolls_are_a_function_of_seed_and_index():
    outcomes = [(f"d{n}", 1 / 6) for n in range(1, 7)]
    seed = puzzle.seed_for(DAY)
    first = [puzzle.pick(outcomes, seed, i) for i in range(40)]
    assert first == [puzzle.pick(outcomes, seed, i) for i in range(40)]
    assert first != [puzzle.pick(outcomes, seed + 1, i) for i in range(40)]


def test_rolls_are_fair():
    outcomes = [(n, 1 / 6) for n in range(1, 7)]
    counts = Counter(puzzle.pick(outcomes, 12345, i) for i in range(60_000))
    assert set(counts) == set(range(1, 7))
    assert all(abs(c - 10_000) < 500 for c in counts.values())


def test_pick_follows_the_weights():
    outcomes = [("rare", 0.1), ("common", 0.9)]
    counts = Counter(puzzle.pick(outcomes, 7, i) for i in range(20_000))
    assert 1_700 < counts["rare"] < 2_300


def test_a_puzzle_record_is_a_solo_game_with_its_day_in_meta():
    record = puzzle.new_record(HOCH, DAY, "Ada")
    assert record.variant == "solo" and len(record.players) == 1
    assert record.meta["puzzle"] == {"date": "2025-03-14", "seed": puzzle.seed_for(DAY)}
    assert puzzle.puzzle_date(record) == "2025-03-14"
    again = loads(record.dumps())
    assert again.meta == {**record.meta, "box": BOX}     # and the box that wrote it


def play_greedy_first(session: Session, plies: int) -> None:
    """Roll, then always take the first legal move."""
    for _ in range(plies):
        if session.state.is_terminal():
            return
        if session.state.is_chance():
            session.roll()
        else:
            session.play(session.state.legal_moves()[0])


def rolls_of(session: Session) -> list[str]:
    return [m for i, m in enumerate(session.record.moves) if session.is_chance_move(i)]


def test_the_session_rolls_the_days_dice():
    session = Session(puzzle.new_record(HOCH, DAY, "Ada"))
    play_greedy_first(session, 500)
    assert session.state.is_terminal()
    seed = puzzle.seed_for(DAY)
    expected = [str(puzzle.pick(session.state_at(0).chance_outcomes(), seed, i))
                for i in range(len(rolls_of(session)))]
    assert rolls_of(session) == expected


def test_two_players_of_the_same_day_see_the_same_dice():
    a = Session(puzzle.new_record(HOCH, DAY, "A"))
    b = Session(puzzle.new_record(HOCH, DAY, "B"))
    play_greedy_first(a, 30)
    play_greedy_first(b, 30)
    assert rolls_of(a) == rolls_of(b)
    c = Session(puzzle.new_record(HOCH, date(2025, 3, 15), "C"))
    play_greedy_first(c, 30)
    assert rolls_of(c) != rolls_of(a)


def test_a_resumed_puzzle_continues_with_the_same_dice():
    whole = Session(puzzle.new_record(HOCH, DAY, "Ada"))
    play_greedy_first(whole, 60)
    half = Session(puzzle.new_record(HOCH, DAY, "Ada"))
    play_greedy_first(half, 25)
    resumed = Session(from_json(half.record.to_json()))   # as after an autosave and a restart
    play_greedy_first(resumed, 35)
    assert resumed.record.moves == whole.record.moves


def test_a_record_without_a_puzzle_uses_the_random_generator():
    record = puzzle.new_record(HOCH, DAY, "Ada")
    record.meta = {"puzzle": {"date": "2025-03-14", "seed": "not a number"}}
    assert puzzle.chance_for(record.meta) is None
    assert puzzle.puzzle_date(record) is None
    assert Session(record).chance is None
