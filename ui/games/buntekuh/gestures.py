"""How each Bunte Kuh move is made by a person's real input, for the tests, the rules panel's example and
the view contract (`gestures_for`, `offers`): the roller's key or button, two clicks on the funnel (the
first points, the second calls) or the cursor keys to it and the act key, and the picker turned by its
buttons or keys until the die shows the move's orientation."""
from __future__ import annotations

from PySide6.QtCore import QPoint

from gamebox.games.buntekuh.moves import Call, Niete, Place, Roll
from gamebox.games.buntekuh.state import ROLL
from gamebox.pyramid import space

from ...board.view import Gesture
from ...pyramid.picker import turn_over, turn_round
from ...realtime.keyzones import ZONES


class BunteKuhGestures:
    """Mixed into BunteKuhView: uses its `state`, `inputs`, `table`, `picker`, `target`, buttons and
    `key_gestures` and `_call_gestures`."""

    def gestures_for(self, move) -> list[Gesture]:
        state = self.state
        if state.is_chance() and state.phase == ROLL:
            return self._call_gestures(state.roller, self.roll_button)
        if isinstance(move, Niete):
            return self._call_gestures(move.seat, self.niete_button)
        if isinstance(move, Call):
            return self._funnel_gestures(move.seat, move.position, clicks=2)
        if isinstance(move, Place):
            gestures = []
            if state.called is None and self.target != move.position:
                gestures += self._funnel_gestures(move.seat, move.position, clicks=1)
            return gestures + [Gesture("later", self, later=lambda m=move: self._picker_gestures(m))]
        raise NotImplementedError(f"Bunte Kuh has no input for {move}")

    def offers(self, move) -> bool:
        if isinstance(move, (Call, Niete, Place)):
            return self.inputs.has_input(move.seat)
        return isinstance(move, Roll) and self.inputs.has_input(self.state.roller)

    def _funnel_gestures(self, seat: int, funnel, clicks: int) -> list[Gesture]:
        """A mouse player's clicks on the funnel (a call takes two: the first only points at it, unless it
        is pointed at already), or a keyboard player's cursor keys and act key."""
        if seat == self.inputs.mouse:
            return [Gesture("later", self.table, later=lambda: self._click_funnel(funnel, clicks))]
        return [Gesture("later", self, later=lambda: self._key_path(seat, funnel))]

    def _click_funnel(self, funnel, clicks: int) -> list[Gesture]:
        if clicks == 2 and self.pointed == tuple(funnel):
            clicks = 1
        x, y = self.table.project(space.world(funnel))
        for dx, dy in ((0, 0), (0, -4), (0, 4), (-4, 0), (4, 0)):
            hit = self.table.pick(x + dx, y + dy)
            if hit is not None and tuple(hit.position) == tuple(funnel):
                return [Gesture("click", self.table, (QPoint(round(x + dx), round(y + dy)),))] * clicks
        raise LookupError(f"the funnel {funnel} cannot be clicked")

    def _key_path(self, seat: int, funnel) -> list[Gesture]:
        return self.key_gestures(seat, funnel, self._screen(self.state.funnels()))

    def _picker_gestures(self, move: Place) -> list[Gesture]:
        """Turn the picker from where it stands to the move's orientation, then set it."""
        steps = {(1, 0): lambda o: turn_round(o, True), (-1, 0): lambda o: turn_round(o, False),
                 (0, -1): lambda o: turn_over(o, 0, True), (0, 1): lambda o: turn_over(o, 0, False)}
        start = self.picker.orientation()
        paths, todo = {start: []}, [start]
        while todo and move.orientation not in paths:
            here = todo.pop(0)
            for d, step in steps.items():
                there = step(here)
                if there not in paths:
                    paths[there] = paths[here] + [d]
                    todo.append(there)
        path = paths[move.orientation]
        if move.seat == self.inputs.mouse:
            names = {(1, 0): "right", (-1, 0): "left", (0, -1): "up", (0, 1): "down"}
            buttons = [self.picker.buttons[names[d]] for d in path] + [self.picker.set_button]
            return [Gesture("click", b, (b.rect().center(),)) for b in buttons]
        zone = ZONES[self.inputs.zones_of(move.seat)[0]]
        keys_of = {d: k for k, d in zone.directions.items()}
        return [Gesture("key", self, key=keys_of[d]) for d in path] + [Gesture("key", self, key=zone.act[0])]
