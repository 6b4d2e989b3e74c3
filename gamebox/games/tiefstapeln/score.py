"""Tiefstapeln's score breakdown: the solo builder's points of each round, item by item."""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.protocol import ScoreBreakdown, ScoreRow

from .state import TiefstapelnState

ROUND = Text("Round", "Runde")
HOW = Text("What counted", "Was zählte")
ROUND_N = Text("Round {number}: line {line}, {ball} cm", "Runde {number}: Linie {line}, {ball} cm")
NEVER_SOLO = Text("never the solo builder", "nie Einzelspieler")
TEAM_DETAIL = Text("in the team every other round", "in den anderen Runden im Team")
ITEMS = {
    "team_collapses": Text("team collapses", "Einstürze des Teams"),
    "solo_collapses": Text("own collapses", "eigene Einstürze"),
    "exact": Text("exactly the blocks ordered", "genau die bestellten Blöcke"),
    "fewer": Text("fewer blocks than ordered", "weniger Blöcke als bestellt"),
    "more": Text("never reached the ball", "Kugel nie erreicht"),
    "more_than_team": Text("more blocks than the team", "mehr Blöcke als das Team"),
    "removed": Text("blocks taken away in the test", "bei der Probe entfernte Blöcke"),
}
NOTES = (
    Text("Only the solo builder scores: +50 for exactly the blocks he ordered, +5 for fewer, −25 if his "
         "bridge never touched, −25 if the team needed fewer, +10 per team collapse, −10 per own collapse, "
         "−10 per block the team took away in the final test.",
         "Nur der Einzelspieler punktet: +50 für genau die bestellten Blöcke, +5 für weniger, −25 wenn seine "
         "Brücke nie berührte, −25 wenn das Team weniger brauchte, +10 je Einsturz des Teams, −10 je eigenem "
         "Einsturz, −10 je Block, den das Team bei der Probe wegnahm."),
)
SHARED = Text("Equal best totals: {names} share the win.", "Gleiche beste Summen: {names} teilen sich den Sieg.")


def _detail(items) -> Text:
    en = ", ".join(f"{ITEMS[k].en} {p:+d}" for k, p in items)
    de = ", ".join(f"{ITEMS[k].de} {p:+d}" for k, p in items)
    return Text(en, de)


def score_breakdown(state: TiefstapelnState, names: list[str]) -> ScoreBreakdown:
    rows = {}
    for player in range(state.num_players):
        # only the rounds he built alone: the team scores nothing (eight players, eight rounds each, would
        # not fit a screen otherwise)
        lines = [ScoreRow(ROUND_N.format(number=r.number, line=r.line, ball=r.ball), _detail(r.items), r.points)
                 for r in state.results if r.solo == player]
        rows[player] = tuple(lines) or (ScoreRow(NEVER_SOLO, TEAM_DETAIL, 0),)
    winners = state.winners()
    shared = 1 < len(winners) < state.num_players       # everybody on the best total: a draw
    tiebreak = SHARED.format(names=" & ".join(names[i] for i in winners)) if shared else None
    return ScoreBreakdown(ROUND, HOW, rows, NOTES, None, tiebreak)
