"""Keyboard zones: several players on one keyboard, each with four direction keys and two action keys.

    zone 1: W A S D, Q (act here), E (call: Stopp! / roll / Niete)
    zone 2: I J K L, U, O
    zone 3: the arrow keys, Enter, Shift

`KeyZones` turns raw key events into `moved(zone, dx, dy)` and `acted(zone, action)` so that every press of
every player is delivered once and only once:

- presses and releases are tracked per key, so keys of several players held at once are all seen;
- the system's auto-repeat is ignored: a held action key acts once. A held direction key repeats by a
  timer of its zone (X11 repeats only the last key pressed, so one player's key would stop another's);
- a key with Ctrl, Alt or Meta is never a zone key: Ctrl+W, Ctrl+O… belong to the window. Shift is zone
  3's call key and does not change the other zones' letters.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QTimer, Signal

ACT, CALL = "act", "call"
REPEAT_DELAY_MS = 260
REPEAT_MS = 90
FOREIGN = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier

K = Qt.Key


@dataclass(frozen=True)
class Zone:
    index: int
    directions: dict          # Qt key -> (dx, dy) on screen
    act: tuple                # keys that act on the die or funnel under the cursor
    call: tuple               # keys that call: "Stopp!", roll, "Niete"
    keys_text: str            # as the key map shows them
    act_text: str
    call_text: str


ZONES = (
    Zone(0, {K.Key_W: (0, -1), K.Key_A: (-1, 0), K.Key_S: (0, 1), K.Key_D: (1, 0)},
         (K.Key_Q,), (K.Key_E,), "W A S D", "Q", "E"),
    Zone(1, {K.Key_I: (0, -1), K.Key_J: (-1, 0), K.Key_K: (0, 1), K.Key_L: (1, 0)},
         (K.Key_U,), (K.Key_O,), "I J K L", "U", "O"),
    Zone(2, {K.Key_Up: (0, -1), K.Key_Left: (-1, 0), K.Key_Down: (0, 1), K.Key_Right: (1, 0)},
         (K.Key_Return, K.Key_Enter), (K.Key_Shift,), "← ↑ → ↓", "Enter", "Shift"),
)

_DIRECTION = {key: (z.index, d) for z in ZONES for key, d in z.directions.items()}
_ACTION = ({key: (z.index, ACT) for z in ZONES for key in z.act}
           | {key: (z.index, CALL) for z in ZONES for key in z.call})


def zone_key(key, modifiers) -> tuple | None:
    """What a key is in the zones: ("move", zone, (dx, dy)), ("act"/"call", zone), or None."""
    if modifiers & FOREIGN:
        return None
    key = Qt.Key(key) if not isinstance(key, Qt.Key) else key
    if key in _DIRECTION:
        zone, d = _DIRECTION[key]
        return ("move", zone, d)
    if key in _ACTION:
        zone, action = _ACTION[key]
        return (action, zone)
    return None


class KeyZones(QObject):
    """Feed it key events (`press`, `release`); it emits what the zones' players did."""

    moved = Signal(int, int, int)      # zone, dx, dy
    acted = Signal(int, str)           # zone, ACT or CALL

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = {z.index for z in ZONES}
        self._held: dict[int, list] = {z.index: [] for z in ZONES}      # direction keys down, newest last
        self._timers: dict[int, QTimer] = {}
        for z in ZONES:
            timer = QTimer(self)
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(lambda i=z.index: self._repeat(i))
            self._timers[z.index] = timer
        self.delivered = 0              # events turned into signals (the input benchmark counts them)

    def press(self, event) -> bool:
        """Handle a key press; True if it is a zone key (even an ignored auto-repeat)."""
        what = zone_key(event.key(), event.modifiers())
        if what is None or what[1] not in self.enabled:
            return False
        if event.isAutoRepeat():
            return True               # the system's repeat: never a second act, never a double step
        if what[0] == "move":
            zone, d = what[1], what[2]
            held = self._held[zone]
            if event.key() in held:
                held.remove(event.key())
            held.append(event.key())
            self._emit_move(zone, d)
            self._timers[zone].start(REPEAT_DELAY_MS)
        else:
            self.delivered += 1
            self.acted.emit(what[1], what[0])
        return True

    def release(self, event) -> bool:
        what = zone_key(event.key(), event.modifiers())
        if what is None or what[1] not in self.enabled:
            return False
        if event.isAutoRepeat():
            return True
        if what[0] == "move":
            held = self._held[what[1]]
            if event.key() in held:
                held.remove(event.key())
            if not held:
                self._timers[what[1]].stop()
        return True

    def release_all(self) -> None:
        """The window lost the keyboard (a dialog, another window): nothing is held any more."""
        for zone, held in self._held.items():
            held.clear()
            self._timers[zone].stop()

    def _repeat(self, zone: int) -> None:
        held = self._held[zone]
        if not held:
            self._timers[zone].stop()
            return
        self._timers[zone].start(REPEAT_MS)
        self._emit_move(zone, ZONES[zone].directions[held[-1]])

    def _emit_move(self, zone: int, d) -> None:
        self.delivered += 1
        self.moved.emit(zone, d[0], d[1])
