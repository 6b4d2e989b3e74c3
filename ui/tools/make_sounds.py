"""Synthesise the box's sound effects into assets/sounds/*.wav (run: python ui/tools/make_sounds.py).

Every sound is made here from numpy arithmetic with fixed seeds, so the committed files are
exactly what this script writes (tests/test_sounds.py checks it) and they are the project's own
work under its licence (assets/sounds/LICENSE). Mono, 16 bit, 22,050 Hz: small, and enough for
clicks and chimes. Each sound is a sum of damped partials, the way struck wood and bells sound:

- dice:    a handful of dice rattling in a cup and rolling out onto felt, a last settling click;
- place:   a wooden piece set down on a board: a short "tock";
- capture: a piece knocked off: two quick hard knocks and a low thump;
- win:     a rising arpeggio of bell tones;
- end:     a calm two-note chime (the game is over, nobody at the box won it).
"""
from __future__ import annotations

import io
import sys
import wave
from pathlib import Path

import numpy as np

RATE = 22_050
FOLDER = Path(__file__).resolve().parents[2] / "assets" / "sounds"
NAMES = ("dice", "place", "capture", "win", "end")


def _time(seconds: float) -> np.ndarray:
    return np.arange(int(seconds * RATE)) / RATE


def _partials(t: np.ndarray, partials: list[tuple[float, float, float]]) -> np.ndarray:
    """Damped sines: (frequency Hz, amplitude, decay time s)."""
    out = np.zeros_like(t)
    for freq, amp, decay in partials:
        out += amp * np.sin(2 * np.pi * freq * t) * np.exp(-t / decay)
    return out


def _click(rng: np.random.Generator, length: float, brightness: float, wood: float) -> np.ndarray:
    """One hard little impact: a burst of filtered noise plus the wood's ring."""
    t = _time(length)
    noise = rng.standard_normal(len(t))
    kernel = np.ones(max(1, int(3 / brightness))) / max(1, int(3 / brightness))   # a soft low-pass
    noise = np.convolve(noise, kernel, mode="same") * np.exp(-t / 0.004)
    ring = _partials(t, [(wood, 0.6, 0.012), (wood * 2.3, 0.3, 0.008), (wood * 3.9, 0.15, 0.005)])
    return 0.5 * noise + ring


def _place(t_len: float = 0.22, seed: int = 2) -> np.ndarray:
    rng = np.random.default_rng(seed)
    t = _time(t_len)
    body = _partials(t, [(620, 0.9, 0.035), (1_410, 0.45, 0.018), (2_650, 0.2, 0.009)])
    hit = np.zeros_like(t)
    click = _click(rng, 0.03, 0.8, 1_900)
    hit[:len(click)] += 0.5 * click
    return body + hit


def dice() -> np.ndarray:
    rng = np.random.default_rng(1)
    out = np.zeros(int(0.62 * RATE))
    moment = 0.0
    # Rattling: many clicks, quick at first, then fewer and softer as the dice roll out.
    while moment < 0.48:
        strength = 0.35 + 0.65 * rng.random() * (1 - moment / 0.6)
        click = strength * _click(rng, 0.04, 0.6 + rng.random(), 1_500 + 2_200 * rng.random())
        start = int(moment * RATE)
        out[start:start + len(click)] += click[:len(out) - start]
        moment += 0.012 + 0.05 * rng.random() * (0.4 + moment)
    settle = 0.7 * _place(0.12, seed=7)        # the last die comes to rest
    start = int(0.5 * RATE)
    out[start:start + len(settle)] += settle[:len(out) - start]
    return out


def place() -> np.ndarray:
    return _place()


def capture() -> np.ndarray:
    rng = np.random.default_rng(3)
    out = np.zeros(int(0.42 * RATE))
    for at, strength, wood in ((0.0, 1.0, 2_300), (0.075, 0.8, 1_700)):
        click = strength * _click(rng, 0.05, 1.2, wood)
        start = int(at * RATE)
        out[start:start + len(click)] += click
    t = _time(0.3)
    thump = _partials(t, [(150, 1.0, 0.08), (231, 0.5, 0.05), (455, 0.2, 0.03)])
    thump *= np.minimum(1.0, t / 0.004)          # no click where the thump begins
    start = int(0.11 * RATE)
    out[start:start + len(thump)] += thump[:len(out) - start]
    return out


def _bell(freq: float, length: float) -> np.ndarray:
    t = _time(length)
    tone = _partials(t, [(freq, 1.0, 0.55), (freq * 2.0, 0.35, 0.3), (freq * 3.01, 0.18, 0.18),
                         (freq * 4.2, 0.08, 0.1)])
    return tone * np.minimum(1.0, t / 0.003)


def _arpeggio(notes: list[tuple[float, float]], length: float) -> np.ndarray:
    out = np.zeros(int(length * RATE))
    for at, freq in notes:
        tone = _bell(freq, length - at)
        start = int(at * RATE)
        out[start:start + len(tone)] += tone[:len(out) - start]
    return out


def win() -> np.ndarray:
    c5, e5, g5, c6 = 523.25, 659.26, 783.99, 1_046.5
    return _arpeggio([(0.0, c5), (0.11, e5), (0.22, g5), (0.33, c6), (0.33, g5)], 1.3)


def end() -> np.ndarray:
    g4, c5 = 392.0, 523.25
    return _arpeggio([(0.0, g4), (0.18, c5)], 1.0)


def to_wav(samples: np.ndarray, peak: float = 0.7) -> bytes:
    """16-bit mono WAV, normalised to `peak` of full scale, with a 5 ms fade at the end."""
    samples = samples / max(1e-9, float(np.max(np.abs(samples)))) * peak
    fade = min(len(samples), int(0.005 * RATE))
    samples[len(samples) - fade:] *= np.linspace(1.0, 0.0, fade)
    pcm = np.round(samples * 32_767).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


PEAKS = {"dice": 0.6, "place": 0.55, "capture": 0.7, "win": 0.5, "end": 0.4}


def render_all() -> dict[str, bytes]:
    makers = {"dice": dice, "place": place, "capture": capture, "win": win, "end": end}
    return {name: to_wav(makers[name](), PEAKS[name]) for name in NAMES}


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, data in render_all().items():
        (FOLDER / f"{name}.wav").write_bytes(data)
        print(f"{name}.wav: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
