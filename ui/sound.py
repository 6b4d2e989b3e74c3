"""Sound: dice rolling, pieces landing, captures, the end of a game, for every game alike.

What sounds when is read from the controller's changes (`gamebox.session.Change`): a chance
outcome rattles the dice, any other move sets a piece down, and the end of the game plays a
fanfare if a person at the box won (or finished a solo game) and a calm chime otherwise. A game
whose moves mean more (a capture) says so through its `GameUI.sounds(change)` hook; nothing else
is per game.

The sounds are the project's own (ui/tools/make_sounds.py → assets/sounds/). They play through
miniaudio, a 0.6 MB wheel that brings its own C library and finds PulseAudio, ALSA, CoreAudio or
WASAPI at run time; Qt's QSoundEffect would need PySide6-Addons (175 MB wheel, 422 MB installed,
+30 MB in the bundle, and libpulse0 or its import fails): docs/history.md has the figures. The
device is opened on a worker thread at the first sound (or when the sound settings are shown, to say
whether there is one) and stopped after a few quiet seconds; where there is no audio device (CI, the
tests, a server) opening fails once, quietly, the box stays silent and the sound settings say so.
ALSA reports every card it cannot find on the terminal (35 lines) unless its error handler is
replaced: `quiet_alsa` does that before the first open. `GAMEBOX_NO_SOUND=1` keeps the box silent
without trying (the test suite sets it).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import threading
import wave
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from gamebox.protocol import CHANCE, SOLO, WIN, results

from . import settings

if TYPE_CHECKING:       # numpy is imported where samples are made: the library opens without it
    import numpy as np

log = logging.getLogger(__name__)

EVENTS = ("dice", "place", "capture", "win", "end")
RATE = 22_050            # the files' rate; miniaudio converts to the device's
BUFFER_MS = 40           # the device's buffer: short enough to feel immediate
IDLE_STOP_MS = 5_000     # a device playing silence keeps the sound server awake: stop it
PLACE_DELAY_MS = 180     # a piece lands when its flight ends (the boards' flights take 160-420 ms)


@dataclass(frozen=True)
class Cue:
    """One sound to play for a change, `delay_ms` after it (a piece lands when its flight ends)."""

    event: str
    delay_ms: int = 0


def cues_for(change, human_seats: Sequence[int], hook: Callable | None = None) -> list[Cue]:
    """The sounds of one change of a game, from the protocol alone (a game's `hook(change)` may
    name its own for a move: a list of Cues, or None for the usual ones)."""
    if change.kind not in ("move", "redo") or change.before is None or change.after is None:
        return []
    cues = hook(change) if hook is not None else None
    if cues is None:
        chance = change.before.current_player() == CHANCE
        cues = [Cue("dice")] if chance else [Cue("place", PLACE_DELAY_MS)]
    cues = list(cues)
    after = change.after
    if after.is_terminal():
        outcome = results(after)
        won = outcome[0] == SOLO or any(outcome[seat] == WIN for seat in human_seats if seat < len(outcome))
        cues.append(Cue("win" if won else "end", max((c.delay_ms for c in cues), default=0) + 250))
    return cues


# -- ALSA's terminal ------------------------------------------------------------------------------
# libasound prints every configuration it cannot resolve to stderr through its error handler ("cannot find
# card '0'" and 34 more lines on a machine without sound). miniaudio loads the same libasound at run time,
# so a handler set here silences it too. The handler is called with C varargs; a function that takes the
# fixed arguments and returns is safe to call so on every ABI the box runs on.
_ALSA_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)
_quiet = None                   # the installed handler, kept alive (ALSA holds only a pointer to it)


def quiet_alsa() -> bool:
    """Replace ALSA's error handler with one that says nothing (once); False where there is no libasound."""
    global _quiet
    if _quiet is not None:
        return True
    name = ctypes.util.find_library("asound") or "libasound.so.2"
    try:
        lib = ctypes.CDLL(name)
        handler = _ALSA_HANDLER(lambda *_args: None)
        lib.snd_lib_error_set_handler(handler)
    except (OSError, AttributeError):
        return False
    _quiet = handler
    return True


# -- playing --------------------------------------------------------------------------------------
def sound_folder() -> Path:
    return Path(str(resources.files("gamebox_assets").joinpath("sounds")))


def load_sounds(folder: Path | None = None) -> dict[str, np.ndarray]:
    """Each sound's samples as float32 in [-1, 1]; a missing or unreadable file is left out."""
    import numpy as np

    folder = folder or sound_folder()
    sounds = {}
    for name in EVENTS:
        try:
            with wave.open(str(folder / f"{name}.wav"), "rb") as file:
                if file.getsampwidth() != 2 or file.getnchannels() != 1 or file.getframerate() != RATE:
                    raise wave.Error("not 16-bit mono at 22,050 Hz")
                data = np.frombuffer(file.readframes(file.getnframes()), "<i2")
        except (OSError, wave.Error, EOFError) as exc:
            log.warning("sound %s not loaded: %s", name, exc)
            continue
        sounds[name] = data.astype(np.float32) / 32_768.0
    return sounds


class Mixer:
    """The sounds playing now, summed into the device's buffer. `mix` runs on the audio thread,
    `add` on the GUI thread: a lock keeps the list whole, and the work under it is a few
    numpy additions."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[list] = []     # [samples, position, gain]

    def add(self, samples: np.ndarray, gain: float) -> None:
        with self._lock:
            self._voices.append([samples, 0, float(gain)])

    @property
    def playing(self) -> bool:
        with self._lock:
            return bool(self._voices)

    def mix(self, frames: int) -> np.ndarray:
        import numpy as np

        out = np.zeros(frames, np.float32)
        with self._lock:
            for voice in self._voices:
                samples, position, gain = voice
                chunk = samples[position:position + frames]
                out[:len(chunk)] += chunk * gain
                voice[1] = position + len(chunk)
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        return (np.clip(out, -1.0, 1.0) * 32_767).astype("<i2")

    def stream(self):
        """The generator miniaudio pulls buffers from (primed before it is handed over)."""
        frames = yield b""
        while True:
            frames = yield self.mix(frames).tobytes()


class DeviceOutput:
    """The audio device through miniaudio, opened, started and stopped on one worker thread so
    the window never waits for the sound server. After a failure it stays silent for the run.
    `found`: None until the device was tried, then whether there is one; `on_found(bool)` is called
    (on the worker thread) when that becomes known."""

    def __init__(self, on_found: Callable[[bool], None] | None = None) -> None:
        self.mixer = Mixer()
        self.failed = False
        self.found: bool | None = None
        self.on_found = on_found
        self._device = None
        self._running = False
        self._stopping = False
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sound")

    def play(self, samples: np.ndarray, gain: float) -> None:
        if self.failed:
            return
        self.mixer.add(samples, gain)
        if not self._running or self._stopping:
            self._worker.submit(self._start)    # the worker runs one task at a time, in order

    def probe(self) -> None:
        """Find out whether there is a device, without a sound (the settings say when there is none)."""
        if self.found is None and not self.failed:
            self._worker.submit(self._open)

    def _open(self) -> bool:
        if self._device is None and not self.failed:
            try:
                quiet_alsa()
                import miniaudio

                self._device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                    buffersize_msec=BUFFER_MS, app_name="gamebox")
            except Exception as exc:    # no device, no sound server, no library: the box plays on silently
                self.failed = True
                log.info("no sound: %s", exc)
            self._found(not self.failed)
        return self._device is not None

    def _found(self, found: bool) -> None:
        if self.found != found:
            self.found = found
            if self.on_found is not None:
                self.on_found(found)

    def _start(self) -> None:
        if self._running or self.failed or not self._open():
            return
        try:
            stream = self.mixer.stream()
            next(stream)
            self._device.start(stream)
            self._running = True
        except Exception as exc:
            self.failed = True
            self._found(False)
            log.info("no sound: %s", exc)

    def stop(self) -> None:
        """Let the device rest when nothing plays (it starts again at the next sound)."""
        if self._running and not self._stopping and not self.mixer.playing:
            self._stopping = True
            self._worker.submit(self._stop)

    def _stop(self) -> None:
        try:
            if self._device is not None and not self.mixer.playing:
                self._device.stop()
                self._running = False
        except Exception as exc:
            log.info("sound device did not stop: %s", exc)
        finally:
            self._stopping = False

    def close(self) -> None:
        def close() -> None:
            if self._device is not None:
                try:
                    self._device.close()
                except Exception as exc:
                    log.info("sound device did not close: %s", exc)
                self._device = None
                self._running = False
        self._worker.submit(close)
        self._worker.shutdown(wait=True)


class SoundPlayer(QObject):
    """Plays the cues of the game it follows, with the player's settings (on or off, volume).

    `output` is anything with `play(samples, gain)` (the device, or a list-keeper in tests); one with
    `found` and `probe()` tells whether a device was found, `device_found(bool)` when it is known."""

    device_found = Signal(bool)

    def __init__(self, output=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        silent = os.environ.get("GAMEBOX_NO_SOUND", "") not in ("", "0")
        # (the device says what it found on its worker thread: the signal brings it to the GUI thread)
        self.output = output if output is not None else (None if silent else DeviceOutput(self.device_found.emit))
        self._sounds: dict | None = None     # read when the first game starts (`sounds`)
        self.enabled = settings.sound_enabled()
        self.volume = settings.sound_volume()
        self.played: list[str] = []       # what was played (or would have been, when silent)
        self._controller = None
        self._hook: Callable | None = None
        self._idle = QTimer(self)
        self._idle.setInterval(IDLE_STOP_MS)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._rest)

    @property
    def sounds(self) -> dict:
        if self._sounds is None:
            self._sounds = load_sounds()
        return self._sounds

    # -- settings ---------------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        settings.set_sound_enabled(self.enabled)

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, int(percent)))
        settings.set_sound_volume(self.volume)

    @property
    def found(self) -> bool | None:
        """Whether an audio device was found: None while unknown (or never tried: GAMEBOX_NO_SOUND)."""
        return getattr(self.output, "found", None)

    def probe(self) -> None:
        probe = getattr(self.output, "probe", None)
        if probe is not None:
            probe()

    # -- following a game -------------------------------------------------------------------------
    def follow(self, controller) -> None:
        """Sound the changes of `controller` (the running game), and no other game's."""
        if self._controller is not None:
            try:
                self._controller.changed.disconnect(self._on_change)
            except (RuntimeError, TypeError):
                pass
        self._controller = controller
        self._hook = None
        if controller is None:
            return
        _ = self.sounds               # read now, as the game starts, not at its first sound
        from .games import ui_for

        try:
            self._hook = ui_for(controller.record.game).sounds
        except KeyError:
            self._hook = None
        controller.changed.connect(self._on_change)

    def _on_change(self, change) -> None:
        controller = self._controller
        if controller is None or not self.enabled:
            return
        humans = [i for i, p in enumerate(controller.record.players) if p.type == "human"]
        try:
            cues = cues_for(change, humans, self._hook)
        except Exception:     # a sound is never worth a broken game
            log.exception("no sound for this change")
            return
        for cue in cues:
            if cue.delay_ms:
                QTimer.singleShot(cue.delay_ms, self, lambda event=cue.event: self.play(event))
            else:
                self.play(cue.event)

    def play(self, event: str) -> None:
        if not self.enabled or event not in self.sounds:
            return
        self.played.append(event)
        del self.played[:-50]
        if self.output is None or self.volume == 0:
            return
        # Loudness grows about with the square of the slider: half way sounds half as loud.
        self.output.play(self.sounds[event], (self.volume / 100.0) ** 2)
        self._idle.start()

    def _rest(self) -> None:
        stop = getattr(self.output, "stop", None)
        if stop is not None:
            stop()

    def close(self) -> None:
        self._idle.stop()
        close = getattr(self.output, "close", None)
        if close is not None:
            close()
