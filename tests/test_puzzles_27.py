"""27's puzzles: the proof tree judges moves, the defence replies from it, and re-proving catches a
tree that no longer matches the rules or the solver."""
import copy

import pytest

from gamebox import puzzles, registry
from gamebox.ai import make_agent
from gamebox.games.twentyseven import proofs
from gamebox.games.twentyseven.puzzles import TwentySevenReferee, collection, difficulty
from gamebox.games.twentyseven.solver import ExactSearch
from gamebox.puzzles.model import FAILED, GOOD, SOLVED


@pytest.fixture(scope="module")
def deep():
    """A shipped puzzle of at least two moves."""
    return next(p for p in collection(strict=True) if p.data["win_in"] >= 2)


def _play_solution(puzzle, hints=False):
    referee = TwentySevenReferee()
    state = referee.start(puzzle)
    attempt = puzzles.Attempt(puzzle, referee)
    defence = make_agent("puzzle:" + puzzle.id, registry.get("27"), 1)
    verdicts = []
    while not attempt.over:
        move = attempt.hint(state) if hints else referee.hint(puzzle, state, attempt.played)
        state.play(move)
        verdicts.append(attempt.moved(str(move), puzzle.seat, state).outcome)
        if attempt.over:
            break
        reply = defence.choose(state)
        state.play(reply)
        assert attempt.moved(str(reply), 1 - puzzle.seat, state) is None
    return attempt, verdicts, state


def test_the_solution_line_is_good_then_solved(deep):
    attempt, verdicts, state = _play_solution(deep)
    assert verdicts[-1] == SOLVED and set(verdicts[:-1]) <= {GOOD}
    assert len(verdicts) >= 2
    assert attempt.score() == 1.0
    search = ExactSearch(deep.variant, 18)
    assert proofs.Prover(search, deep.seat).wins(state)       # and the win is real


def test_a_hint_halves_the_score(deep):
    attempt, _, _ = _play_solution(deep, hints=True)
    assert attempt.solved and attempt.hints >= 1 and attempt.score() == 0.5


def test_a_wrong_first_move_fails_with_the_refutation_and_the_defence_plays_it(deep):
    referee = TwentySevenReferee()
    state = referee.start(deep)
    wrong, refutation = next(iter(deep.data["tree"]["x"].items()))
    state.play(state.parse_move(wrong))
    verdict = referee.judge(deep, state, [wrong])
    assert verdict.outcome == FAILED
    assert "escape" in verdict.text.en and "entkommt" in verdict.text.de
    if refutation["pv"]:
        assert verdict.line and verdict.line[0].en.startswith(("Black:", "White:"))
        defence = make_agent("puzzle:" + deep.id, registry.get("27"), 1)
        assert str(defence.choose(state)) == refutation["pv"][0]


def test_any_winning_answer_is_accepted():
    """Where several moves keep the win, each is good (the tree holds them all)."""
    for puzzle in collection(strict=True):
        node = puzzle.data["tree"]["w"][puzzle.data["solution"]]
        if "n" in node and "w" in node["n"] and len(node["n"]["w"]) > 1:
            referee = TwentySevenReferee()
            state = referee.start(puzzle)
            state.play(state.parse_move(puzzle.data["solution"]))
            state.play(state.parse_move(node["r"]))
            for answer in node["n"]["w"]:
                after = state.clone()
                after.play(after.parse_move(answer))
                verdict = referee.judge(puzzle, after, [puzzle.data["solution"], node["r"], answer])
                assert verdict.outcome in (GOOD, SOLVED)
            return
    pytest.fail("no shipped puzzle has two winning answers at its second move: this test would check nothing")


@pytest.mark.parametrize("damage", ["drop a winning move", "claim a loss wins", "wrong margin", "weak defence",
                                    "illegal line"])
def test_reproving_catches_a_damaged_tree(deep, damage):
    tree = copy.deepcopy(deep.data["tree"])
    first = tree["w"][deep.data["solution"]]
    if damage == "drop a winning move":
        tree["x"][deep.data["solution"]] = {"v": 0, "pv": []}
        del tree["w"][deep.data["solution"]]
    elif damage == "claim a loss wins":
        wrong = next(iter(tree["x"]))
        tree["w"][wrong] = {"end": 1}
        del tree["x"][wrong]
    elif damage == "wrong margin":
        wrong = next(iter(tree["x"]))
        tree["x"][wrong]["v"] += 5
    elif damage == "weak defence":
        state = TwentySevenReferee().start(deep)
        state.play(state.parse_move(deep.data["solution"]))
        others = [str(m) for m in state.legal_moves() if str(m) != first.get("r")]
        assert others, "the puzzle's defence has only one move: pick a puzzle where a weaker one exists"
        first["r"] = others[-1]
    elif damage == "illegal line":
        wrong = next(iter(tree["x"]))
        tree["x"][wrong]["pv"] = ["a9>i"]
    state = TwentySevenReferee().start(deep)
    problems = proofs.verify(state, tree, proofs.Prover(ExactSearch(deep.variant, 18), deep.seat))
    assert problems


def test_difficulty_grows_with_what_makes_a_puzzle_hard():
    base = difficulty(win_in=1, legal=4, found_by_search=4, size=1)
    assert difficulty(3, 4, 4, 1) > base
    assert difficulty(1, 12, 4, 1) > base
    assert difficulty(1, 4, 0, 1) > base
    assert 600 <= difficulty(1, 2, 4, 1) and difficulty(40, 40, 0, 60) <= 2400


def test_the_proof_lists_the_solution_first_and_every_other_move():
    puzzle = collection(strict=True)[0]
    proof = TwentySevenReferee().proof(puzzle)
    state = TwentySevenReferee().start(puzzle)
    assert len(proof.rows) == len(state.legal_moves())
    assert proof.rows[0].good and not any(r.good for r in proof.rows[1:])
    assert all(r.line is not None for r in proof.rows)
