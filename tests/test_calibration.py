"""The shared level tables (gamebox/ai/calibration.py): one row type and lookup for every game."""
import pytest

from gamebox.ai.calibration import LevelTable, Strength, counted
from gamebox.ai.stats import wilson
from gamebox.games.abquetschen import calibration as abquetschen
from gamebox.games.cuibono import calibration as cuibono
from gamebox.games.eintrichtern import calibration as eintrichtern
from gamebox.games.hoch import calibration as hoch
from gamebox.games.ponga import calibration as ponga
from gamebox.games.twentyseven import calibration as twentyseven
from gamebox.games.wuerfelmarsch import calibration as wuerfelmarsch


def test_a_counted_row_derives_rate_and_half_width():
    row = counted("standard", "greedy", "random", 500, 281, 0.518, 0.605, draws=33)
    assert row.rate == pytest.approx(0.562) and row.ci == pytest.approx(0.0435)
    assert (row.players, row.wins, row.draws) == (2, 281, 33)


def test_the_headline_prefers_the_solved_row_only_when_asked():
    plain = Strength("duel", "search:strong", "greedy", 100, 0.5, 0.1)
    perfect = Strength("duel", "search:strong", "greedy", 100, 0.6, 0.1, solved=True)
    table = LevelTable((plain, perfect), {"search:strong": "greedy"})
    assert table.strength("duel", "search:strong") is plain
    assert table.strength("duel", "search:strong", solved=True) is perfect
    assert table.strength("duel", "greedy") is None and table.strength("solo", "search:strong") is None


@pytest.mark.parametrize("module", [twentyseven, eintrichtern, ponga, abquetschen, cuibono, wuerfelmarsch])
def test_every_counted_row_holds_its_wilson_interval(module):
    for row in module.STRENGTHS:
        lo, hi = wilson(row.wins, row.games)
        assert (row.lo, row.hi) == (round(lo, 3), round(hi, 3)), row


def test_every_game_uses_the_one_row_type():
    for module in (hoch, twentyseven, eintrichtern, ponga, abquetschen, cuibono, wuerfelmarsch):
        assert all(type(row) is Strength for row in module.STRENGTHS)
