"""A real-time game never stalls: whatever the players do, whenever something is due (a computer's move or
roll, the box's deal, the clock's own move, the die coming to rest) the pump's one timer is set to wake by
then (docs/design/realtime.md: the Qt timer only feeds the wall clock, the Driver plays the rest).

Random schedules, seeded, over Raffzahn and Bunte Kuh: the mouse player's moves and misclicks, every keyboard
zone's keys (a lone person has all three), computer players of every level, people without an input (the box
rolls for them), pausing with P and by the window losing the focus, going on again, and time passing. Time is
the app's own `WallClock` on a monotonic source the test moves: it passes only when told, and the pump's timer
fires only when the test brings the clock to its wake-up time, as Qt's would. Nothing here calls the pump
itself, so a position left without a timer stays stuck and the check says which step left it so.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gamebox.clock import WallClock
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui.pyramid.view import PyramidView
from gamebox_ui.realtime.fly import FlyLayer
from gamebox_ui.realtime.keyzones import ZONES
from gamebox_ui.widgets.toast import Toast

from gestures import play

SCHEDULES = 24          # per game
STEPS = 70              # inputs and waits per schedule
LEVELS = ("search:easy", "search:medium", "search:strong", "greedy", "random")
PLAYERS = {"raffzahn": (3, 3), "buntekuh": (2, 6)}
NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi"]


class Source:
    """The monotonic clock under the app's WallClock, in nanoseconds: it moves only when told."""

    def __init__(self) -> None:
        self.ns = 0

    def __call__(self) -> int:
        return self.ns


@pytest.fixture
def source(monkeypatch):
    monkeypatch.setattr(PyramidView, "animations_enabled", False)
    monkeypatch.setattr(Toast, "animations_enabled", False)
    monkeypatch.setattr(FlyLayer, "animations_enabled", False)
    clock_source = Source()
    monkeypatch.setattr("gamebox_ui.realtime.pump.make_clock", lambda start: WallClock(start, clock_source))
    return clock_source


def due(c) -> int | None:
    """The earliest game time something happens without a person: an event of the driver, a change by time."""
    pump, state = c.realtime, c.state
    event = pump.driver.next_event()
    times = [t for t in (state.next_change(), event.at if event is not None else None) if t is not None]
    return min(times) if times else None


def check(c, steps: list[str]) -> None:
    """Nothing due is left without the timer set to wake by its time."""
    if c.paused or c.state.is_terminal():
        return
    when = due(c)
    if when is None:
        return
    pump = c.realtime
    trail = " > ".join(steps[-8:])
    assert pump.timer.isActive(), f"{when - pump.now()} ms ahead something is due and no timer wakes for it: {trail}"
    assert pump.wakes_at <= when, f"the timer wakes at {pump.wakes_at}, after {when} when it is due: {trail}"


def pass_time(c, source: Source, ms: int, steps: list[str]) -> None:
    """`ms` of wall time pass; each time the pump's timer comes due it fires, as Qt's event loop would."""
    pump = c.realtime
    end = source.ns + ms * 1_000_000
    while pump.timer.isActive() and not pump.clock.paused:
        wait = max(0, pump.wakes_at - pump.now()) * 1_000_000
        if source.ns + wait > end:
            break
        source.ns += wait
        pump.timer.stop()
        pump.timer.timeout.emit()
        check(c, steps)
    source.ns = end


def people(c, view) -> list[int]:
    return [seat for seat in range(len(c.record.players)) if view.inputs.has_input(seat)]


def a_move(c, view, rng) -> object | None:
    """A move one of the people could make now by their own input (a grab, a call, Stopp!, a roll)."""
    state = c.state
    if state.is_chance():
        return state.chance_outcomes()[0][0] if view.inputs.has_input(state.acting_player()) else None
    moves = [m for seat in people(c, view) for m in state.moves_of(seat)]
    return rng.choice(moves) if moves else None


def schedule(game_id: str, seed: int, window, qtbot, source: Source, seen: set) -> int:
    """One random schedule; returns how many moves it saw played, and adds to `seen` what it tried."""
    rng = random.Random(f"{game_id}-{seed}")
    low, high = PLAYERS[game_id]
    count, people_share = rng.randint(low, high), rng.choice((0.0, 0.4, 0.7, 1.0))
    players = [PlayerSpec(NAMES[i]) if rng.random() < people_share else PlayerSpec(NAMES[i], "ai", rng.choice(LEVELS))
               for i in range(count)]
    c = window.start_record(GameRecord(game_id, "standard", players, {}, rng.randrange(count), []))
    c.session.rng = random.Random(seed)
    view = window.game_page.view
    steps = [f"{game_id} seed {seed}: " + ", ".join(p.agent or "person" for p in players)]
    seen.update({"computers" for p in players if p.type == "ai"}
                | {"a person without an input" for i, p in enumerate(players)
                   if p.type != "ai" and not view.inputs.has_input(i)})
    check(c, steps)
    for _ in range(STEPS):
        roll = rng.random()
        if c.state.is_terminal():
            break
        if roll < 0.3:
            ms = rng.choice((0, 1, 30, 250, 700, 1500, 4000))
            steps.append(f"{ms} ms pass")
            pass_time(c, source, ms, steps)
        elif roll < 0.6:
            move = a_move(c, view, rng) if not c.paused else None
            if move is not None:
                steps.append(f"a person plays {c.state.format_move(move)}")
                seat = c.state.acting_player() if c.state.is_chance() else c.state.seat_of(move)
                seen.add("mouse" if seat == view.inputs.mouse else f"zone {view.inputs.zones_of(seat)[0] + 1}")
                play(qtbot, view, move)
        elif roll < 0.78:
            zone = rng.choice(ZONES)
            key = rng.choice([*zone.directions, *zone.act, *zone.call])
            steps.append(f"key {key.name}")
            if zone.index in view.inputs.zones:
                seen.add(f"zone {zone.index + 1}")
            QTest.keyClick(view, key)
        elif roll < 0.86:
            target = view.childAt(QPoint(rng.randrange(max(1, view.width())), rng.randrange(max(1, view.height())))) \
                or view
            steps.append(f"a click on {type(target).__name__}")
            qtbot.mouseClick(target, Qt.MouseButton.LeftButton,
                             pos=QPoint(rng.randrange(max(1, target.width())), rng.randrange(max(1, target.height()))))
        elif roll < 0.94 or c.paused:
            steps.append("P")
            seen.add("P")
            QTest.keyClick(view, Qt.Key.Key_P)
        else:
            steps.append("the window loses the focus")
            seen.add("the window loses the focus")
            QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
        check(c, steps)
    moves = c.session.ply
    c.shutdown()
    return moves


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_random_schedules_never_leave_an_event_due_without_a_timer(game_id, source, window, qtbot):
    window.resize(640, 480)             # (the GL views draw a small picture: the schedules run quickly)
    seen: set[str] = set()
    played = [schedule(game_id, seed, window, qtbot, source, seen) for seed in range(SCHEDULES)]
    assert sum(played) > SCHEDULES * 5          # the schedules got into the games, not just past the deal
    wanted = {"mouse", "zone 1", "zone 2", "zone 3", "computers", "P", "the window loses the focus"}
    if game_id == "buntekuh":                   # (up to six players: more people than inputs)
        wanted.add("a person without an input")
    assert wanted <= seen, wanted - seen
