"""The busiest Tiefstapeln screens, for the layout walk (ui/tools/screens.py): a half-played game at random
may miss them. The second round's bidding with the human to answer a bet (Bet, Ball 1 cm lower, Pass and
the Replay menu in one bar), and the building with both supplies full and collapses counted (Give up,
Replay, "20/20 left · collapses: 1")."""
from __future__ import annotations

from gamebox.games.tiefstapeln.moves import ENOUGH, GIVEUP, ORDER, PASS, Bid, Place
from gamebox.record import GameRecord
from gamebox.session import Session


def _session(players) -> Session:
    return Session(GameRecord("tiefstapeln", "standard", list(players), {}, 0, []))


def _tipping(state) -> Place:
    """A block set down on one corner behind the line: it falls over (a collapse)."""
    side = state.side_of(state.to_move)
    x = state.material.arm_length - 8.0
    y = state.arm(side).drop(x, 0.7854, 40.0, state.sides[side].bridge)
    return Place.at(x, y, 45.0)


def bidding(players) -> GameRecord:
    """Round 2: the next player has bet, everybody else passed, the human (seat 0) answers."""
    session = _session(players)
    n = len(players)
    session.play(Bid(1, 25))
    for _ in range(n - 1):
        session.play(PASS)
    session.play(ENOUGH)
    session.play(_tipping(session.state))          # a block laid in round 1: Replay offers it
    while session.state.round.number == 0:
        session.play(GIVEUP)
    session.play(Bid(2, 20))
    for _ in range(n - 2):
        session.play(PASS)
    return session.record


def building(players) -> GameRecord:
    """Round 1: the human builds alone with 20 blocks, his bridge collapsed once; the team's three times."""
    session = _session(players)
    n = len(players)
    session.play(Bid(1, 25))
    for _ in range(n - 1):
        session.play(PASS)
    session.play(ORDER)
    session.play(ENOUGH)
    while session.state.to_move != 0 or session.state.sides[0].collapses == 0:
        session.play(_tipping(session.state))
    return session.record


def walk(players) -> list[tuple[str, GameRecord]]:
    return [("bidding", bidding(players)), ("building", building(players))]
