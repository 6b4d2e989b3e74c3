"""The board kit's `Ghosts` (ui/board/ghosts.py), without Qt: pieces of a turn laid one by one, refused
with the game's reason, taken back, and the move they make; on a toy line and on Abquetschen's model."""
from __future__ import annotations

from gamebox_ui.board.ghosts import Ghost, Ghosts

from gamebox.games.abquetschen.game import AbquetschenGame
from gamebox.games.abquetschen.moves import Build, Roll
from gamebox.protocol import Setup

LINE = range(6)


def touching(ghosts: Ghosts, _piece) -> list[int]:
    """A toy rule: the first piece anywhere on a line of six, each further one beside one laid."""
    if not ghosts:
        return list(LINE)
    return [p for p in LINE if p not in ghosts and (p - 1 in ghosts or p + 1 in ghosts)]


def why_not(ghosts: Ghosts, place: int, piece) -> str | None:
    if place in ghosts:
        return "taken"
    return None if place in touching(ghosts, piece) else f"{piece} must touch"


def line() -> Ghosts:
    return Ghosts(touching, why_not, lambda ghosts: tuple(ghosts.items()) or None)


def test_ghosts_are_laid_in_order_and_a_refusal_changes_nothing():
    ghosts = line()
    assert not ghosts and ghosts.move() is None and ghosts.targets("A") == list(LINE)
    assert ghosts.add(2, "A") is None
    assert ghosts.add(4, "B") == "B must touch"          # the game's reason, and nothing laid
    assert ghosts.add(2, "B") == "taken"
    assert list(ghosts) == [2] and ghosts.targets("B") == [1, 3]
    assert ghosts.add(3, "B") is None and ghosts.add(1, "C") is None
    assert list(ghosts) == [2, 3, 1] and len(ghosts) == 3 and 3 in ghosts and 5 not in ghosts
    assert ghosts.move() == ((2, "A"), (3, "B"), (1, "C"))
    assert ghosts.piece_at(3) == "B" and ghosts.ghosts()[1] == Ghost(3, "B")


def test_take_back_one_the_last_or_all_and_a_changed_piece_keeps_its_turn():
    ghosts = line()
    for place, piece in ((2, "A"), (3, "?"), (4, "C")):
        assert ghosts.add(place, piece) is None
    ghosts.replace(3, "b")                                # a blank's letter chosen
    assert ghosts.items() == [(2, "A"), (3, "b"), (4, "C")]
    assert ghosts.take_back(2) and not ghosts.take_back(2)
    assert ghosts.take_last_back() == Ghost(4, "C") and list(ghosts) == [3]
    ghosts.clear()
    assert ghosts.take_last_back() is None and ghosts.move() is None


def test_show_lays_a_known_move_as_it_is():
    ghosts = line()
    ghosts.show([(5, "X"), (0, "Y")])                     # no order that could be laid one by one: shown anyway
    assert ghosts.items() == [(5, "X"), (0, "Y")]


def test_abquetschens_start_pyramid_laid_die_by_die_through_the_ghosts():
    game = AbquetschenGame()
    state = game.new_state(Setup("standard", 3, {}, 0))
    state.play(Roll(4))
    ghosts = Ghosts(lambda g, _die: state.build_targets(tuple(g)),
                    lambda g, position, _die: state.why_not_place(tuple(g), position), Build.of)
    chosen = state.legal_moves()[0]
    top = next(p for p in chosen.positions if sum(p) == 7)
    assert top not in ghosts.targets()                    # nothing under it yet
    refused = ghosts.add(top)
    assert refused is not None and refused.message() and not ghosts
    for p in sorted(chosen.positions, key=lambda p: -sum(p)):
        assert p in ghosts.targets() and ghosts.add(p) is None
    assert ghosts.move() == chosen and state.why_illegal(ghosts.move()) is None
