"""Games everybody plays at once (Raffzahn, Bunte Kuh): the protocol's additions and the driver.

A real-time state is a `State` (legal moves, apply, why_illegal, notation, …) that also lives on a
clock: `RealTimeState` adds game time and who makes which move. Everything that is not a human's input
— the box's own chance, the clock's moves, every computer player's action at its moment — is run by
one `Driver`, the same in the app (fed by the wall clock), in selfplay and in tests (a `ManualClock`
jumped from event to event). docs/design/realtime.md explains the design. A real-time game gives no hints
(it does not declare `HasHints`): everybody acts at once, and a hint would be old before it was read.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .ai.agents import Agent
from .protocol import CHANCE, Game, State


class RealTimeState(ABC):
    """Mixin for the `State` of a real-time game (`GameInfo.timing == "realtime"`, read by `is_realtime`;
    tests/test_conformance.py holds every game's states to what its info says).

    `legal_moves()` are the moves legal *now*, for every seat; each seat's move names its seat.
    `current_player()` is whose turn it is (the roller), CHANCE at a roll, or TERMINAL."""

    now: int = 0     # milliseconds of game time; moves are applied at `now`

    def advance_to(self, t: int) -> None:
        """Time passes (it never goes back). Time-dependent rules read `now`, so nothing else changes."""
        if t > self.now:
            self.now = int(t)

    @abstractmethod
    def next_change(self) -> int | None:
        """The next time after `now` at which what is legal changes by time alone, or None."""

    @abstractmethod
    def seat_of(self, move: Any) -> int | None:
        """The seat that makes `move`; None for chance and for the clock's own moves."""

    def moves_of(self, seat: int) -> list:
        """What one seat may do now."""
        return [m for m in self.legal_moves() if self.seat_of(m) == seat]

    def clock_move(self) -> tuple[int, Any] | None:
        """A move time itself makes, and when (`at`), if one is coming: recorded without a seat."""
        return None


def is_realtime(game: Game) -> bool:
    """Whether everybody plays `game` at once, on a clock: the one source of that fact is the game's
    declaration, `GameInfo.timing`; its states are then `RealTimeState`s."""
    return game.info.timing == "realtime"


# -- computer players -------------------------------------------------------------------------------
ROLL = "roll"      # an Action's move: the agent rolls at a chance node where it is the one to roll


@dataclass(frozen=True)
class Action:
    """What a computer player will do and when: `move` at game time `at`. `aim` is where its hand
    (cursor) goes, from `since` on (the app glides its cursor there), or None."""

    at: int
    move: Any
    aim: Any = None
    since: int | None = None


class RealTimeAgent(Agent):
    """A computer player of a real-time game: one seat, planning its next action on the clock.

    `next_action` is asked after every move (the driver caches the answer), with the state as the
    seat sees it; it may remember what it has looked at. `acted` says whether its action is played
    (False: it was no longer legal when its time came, e.g. another player was quicker), before the move
    is played and anyone asks for the next plan."""

    @abstractmethod
    def next_action(self, state: State, seat: int) -> Action | None: ...

    def acted(self, action: Action, played: bool, state: State) -> None:
        """Its action came due in `state`: it is played next, or it was refused."""

    def choose(self, state: State) -> Any:
        """The protocol's one-move question: what it would do next, whenever that is."""
        action = self.next_action(state, state.acting_player())
        if action is None or action.move == ROLL:
            raise ValueError("a real-time player acts through the Driver")
        return action.move


# -- the driver ---------------------------------------------------------------------------------------
@dataclass(order=True)
class Event:
    at: int
    rank: int                        # at equal times: the box's chance, the clock, then seats in order
    kind: str = field(compare=False)  # "chance", "clock", "agent"
    seat: int | None = field(default=None, compare=False)
    move: Any = field(default=None, compare=False)
    action: Action | None = field(default=None, compare=False)


class Driver:
    """Runs a real-time session's non-human side: chance the box resolves (the deal, who starts) at
    once, the clock's moves when due, and each computer player's planned action at its time.

    `next_event()` is the earliest thing due; `run_until(t)` plays everything due up to game time `t`
    in time order. Plans are asked after every move of the session (whoever made it), so a human's
    move is seen by the computers at once."""

    def __init__(self, session, agents: Mapping[int, RealTimeAgent], box_delay_ms: int = 0) -> None:
        self.session = session
        self.agents = dict(agents)
        self.box_delay_ms = box_delay_ms
        self.auto_roll: set[int] = set()      # seats whose rolls the box makes (a person without an input)
        self._plans: dict[int, Action | None] = {}
        # The position the plans were made for. Every move makes a new state object, so a plan can never
        # outlive its position, whoever asks first: a listener to the session's `changed` (the app's
        # pump schedules its timer there) may run before the driver would have heard of the move.
        self._planned_for: Any = None

    @property
    def state(self):
        return self.session.state

    def plans(self) -> dict[int, Action | None]:
        """Every computer player's next action, asked once per position."""
        state = self.state
        if state is not self._planned_for:
            self._plans = {}
            if not state.is_terminal():
                for seat in sorted(self.agents):
                    self._plans[seat] = self.agents[seat].next_action(state.observation(seat), seat)
            self._planned_for = state
        return self._plans

    def next_event(self) -> Event | None:
        state = self.state
        if state.is_terminal():
            return None
        now = state.now
        if state.is_chance() and (state.acting_player() == CHANCE or state.acting_player() in self.auto_roll):
            return Event(now + self.box_delay_ms, 0, "chance")
        events = []
        due = state.clock_move()
        if due is not None:
            events.append(Event(max(now, due[0]), 1, "clock", move=due[1]))
        for seat, action in self.plans().items():
            if action is not None:
                events.append(Event(max(now, action.at), 2 + seat, "agent", seat, action.move, action))
        return min(events) if events else None

    def run_until(self, t: int, limit: int = 100_000) -> int:
        """Play everything due up to game time `t`; returns how many events fired."""
        fired = 0
        while fired < limit:
            event = self.next_event()
            if event is None or event.at > t:
                return fired
            self.fire(event)
            fired += 1
        raise RuntimeError(f"more than {limit} events at once: a computer player does not let time pass")

    def fire(self, event: Event) -> None:
        session = self.session
        if event.kind == "chance":
            session.roll(at=event.at)
        elif event.kind == "clock":
            session.play(event.move, at=event.at)
        else:
            agent, action, state = self.agents[event.seat], event.action, self.state
            state.advance_to(event.at)
            if action.move == ROLL:
                played = state.is_chance() and state.acting_player() == event.seat
            else:
                played = state.why_illegal(action.move) is None
            # The agent hears how its action went before the move is announced: the session's listeners
            # (the app's pump) ask for the new position's plans at once, and a plan builds on what it did.
            agent.acted(action, played, state.observation(event.seat))
            if played and action.move == ROLL:
                session.roll(at=event.at)
            elif played:
                session.play(action.move, at=event.at)
        self._planned_for = None         # (a refused action leaves the position, not the agent's mind, as it was)


def play_out(session, agents: Mapping[int, RealTimeAgent], max_ms: int = 24 * 3600 * 1000) -> None:
    """Play a real-time session to its end in simulated time (selfplay, tests): jump the session's
    `ManualClock` from event to event. Raises if nothing can happen any more before the end."""
    driver = Driver(session, agents)
    while not session.state.is_terminal():
        event = driver.next_event()
        if event is None:
            raise RuntimeError("the game is stuck: nobody will act")
        if event.at > max_ms:
            raise RuntimeError(f"the game went on for more than {max_ms} ms of game time")
        session.clock.set(event.at)
        driver.fire(event)
