"""Sound: every game sounds from the controller's changes (dice, a piece landing, the end), a game's
own hook adds a capture, the setting turns it off and sets the volume, the committed sounds are what
the project's script makes, and without an audio device nothing plays and nothing is raised."""
from __future__ import annotations

import importlib.util
import wave
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from gamebox.protocol import CHANCE
from gamebox.record import GameRecord, PlayerSpec
from gamebox_ui import settings
from gamebox_ui.sound import EVENTS, RATE, Cue, DeviceOutput, Mixer, SoundPlayer, cues_for, load_sounds

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]


class Speaker:
    """An output that keeps what it was asked to play."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, float]] = []

    def play(self, samples, gain) -> None:
        self.calls.append((len(samples), gain))


def test_the_committed_sounds_are_what_the_script_makes():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "ui" / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made = module.render_all()
    assert set(made) == set(EVENTS)
    for name, data in made.items():
        assert (ROOT / "assets" / "sounds" / f"{name}.wav").read_bytes() == data, f"run ui/tools/make_sounds.py ({name})"
    assert "CC0" in (ROOT / "assets" / "sounds" / "LICENSE").read_text()


def test_every_sound_loads_short_and_not_clipped():
    sounds = load_sounds()
    assert set(sounds) == set(EVENTS)
    for name, samples in sounds.items():
        assert 0.1 < len(samples) / RATE < 1.5, name
        assert 0.3 < float(np.max(np.abs(samples))) < 0.95, name


def test_a_broken_sound_file_is_left_out(tmp_path):
    (tmp_path / "dice.wav").write_bytes(b"RIFF....WAVEfmt ")
    with wave.open(str(tmp_path / "place.wav"), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"\0\0\0\0" * 100)
    assert load_sounds(tmp_path) == {}


def change(kind, before, after, move=None):
    return SimpleNamespace(kind=kind, before=before, after=after, move=move)


def test_cues_come_from_the_protocol_alone():
    from gamebox.games.hoch.example import closing_example_record

    record = GameRecord("hoch", "solo", [PlayerSpec("Ada")], {}, 0, closing_example_record()["moves"])
    states = [record.replay(n) for n in range(len(record.moves) + 1)]
    roll = next(i for i in range(len(states) - 1) if states[i].current_player() == CHANCE)
    move = next(i for i in range(len(states) - 1) if states[i].current_player() != CHANCE)
    assert cues_for(change("move", states[roll], states[roll + 1]), [0]) == [Cue("dice")]
    assert [c.event for c in cues_for(change("move", states[move], states[move + 1]), [0])] == ["place"]
    last = cues_for(change("move", states[-2], states[-1]), [0])
    assert [c.event for c in last][-1] == "win"          # a solo game played to the end
    assert cues_for(change("undo", states[3], states[2]), [0]) == []
    assert cues_for(change("new", None, states[0]), [0]) == []
    hooked = cues_for(change("move", states[move], states[move + 1]), [0], lambda c: [Cue("capture")])
    assert [c.event for c in hooked] == ["capture"]


def test_the_end_sounds_a_win_only_when_a_person_at_the_box_won():
    over = SimpleNamespace(is_terminal=lambda: True, winners=lambda: [1], num_players=2)
    before = SimpleNamespace(current_player=lambda: 0)
    assert cues_for(change("move", before, over), human_seats=[1])[-1].event == "win"
    assert cues_for(change("move", before, over), human_seats=[0])[-1].event == "end"
    draw = SimpleNamespace(is_terminal=lambda: True, winners=lambda: [], num_players=2)
    assert cues_for(change("move", before, draw), human_seats=[0, 1])[-1].event == "end"


def test_wuerfelmarsch_knocks_when_a_tip_beats_dice():
    from gamebox_ui.games.wuerfelmarsch.sounds import sounds

    before = SimpleNamespace(is_chance=lambda: False)
    beaten = SimpleNamespace(last_beatings=(SimpleNamespace(taken=((0, 0, 0),)),))
    quiet = SimpleNamespace(last_beatings=(SimpleNamespace(taken=()),))
    assert [c.event for c in sounds(change("move", before, beaten))] == ["place", "capture"]
    assert sounds(change("move", before, quiet)) is None


def test_the_player_follows_the_running_game_with_the_settings(qtbot, window):
    speaker = Speaker()
    player = window.sound
    player.output = speaker
    record = GameRecord("hoch", "duel", [PlayerSpec("A"), PlayerSpec("B")], {}, 0, [])
    controller = window.start_record(record)
    controller.roll()
    assert player.played[-1:] == ["dice"] and len(speaker.calls) == 1
    controller.try_move(controller.state.legal_moves()[0])
    qtbot.waitUntil(lambda: player.played[-1:] == ["place"])
    assert speaker.calls[-1][1] == pytest.approx((settings.sound_volume() / 100) ** 2)

    player.set_volume(0)
    controller.roll()
    assert player.played[-1] == "dice" and len(speaker.calls) == 2   # nothing reaches the device at 0
    assert settings.sound_volume() == 0
    player.set_enabled(False)
    before = list(player.played)
    with qtbot.waitSignal(controller.changed):     # the change a sound would follow has been handled
        controller.try_move(controller.state.legal_moves()[0])
    assert player.played == before and not settings.sound_enabled()


def test_the_sound_menu_sets_and_remembers(qtbot, window):
    controls = window.sound_controls
    controls.enabled.setChecked(False)
    assert not window.sound.enabled and not settings.sound_enabled()
    assert not controls.volume.isEnabled()
    controls.enabled.setChecked(True)
    controls.volume.setValue(35)
    assert window.sound.volume == 35 and settings.sound_volume() == 35
    assert controls.percent.text() == "35 %"


def test_the_settings_group_for_a_dialog(qtbot):
    from gamebox_ui.sound_settings import SoundSettingsGroup

    player = SoundPlayer(output=Speaker())
    group = SoundSettingsGroup(player)
    qtbot.addWidget(group)
    assert group.title() == "Sound"
    group.controls.test.click()
    assert player.played == ["dice"] and player.output.calls


def test_the_mixer_sums_voices_and_clips():
    mixer = Mixer()
    mixer.add(np.full(100, 0.6, np.float32), 1.0)
    mixer.add(np.full(50, 0.6, np.float32), 1.0)
    out = mixer.mix(80)
    assert out.dtype == np.dtype("<i2") and len(out) == 80
    assert out[0] == 32_767 and out[60] == int(0.6 * 32_767)
    assert mixer.playing
    assert mixer.mix(80)[:20].tolist() == [int(0.6 * 32_767)] * 20 and not mixer.playing
    stream = mixer.stream()
    next(stream)
    assert stream.send(10) == bytes(20)


def test_without_an_audio_device_nothing_plays_and_nothing_is_raised():
    """The real device path, as on CI: opening fails quietly (or, on a machine with sound, plays
    silence at gain 0), and later sounds are dropped at once."""
    output = DeviceOutput()
    output.play(np.zeros(100, np.float32), 0.0)
    output._worker.submit(lambda: None).result(timeout=10)
    assert output.failed or output._running
    output.play(np.zeros(100, np.float32), 0.0)
    output.stop()
    output.close()


def test_tests_never_open_a_device(qapp):
    assert SoundPlayer().output is None


def test_ponga_knocks_when_a_stone_captures_a_tower():
    import random as rnd

    from gamebox.games.ponga.moves import Place
    from gamebox.registry import get
    from gamebox.protocol import Setup
    from gamebox_ui.games.ponga.sounds import sounds

    state = get("ponga").new_state(Setup("standard", 2, {"rounds": "1"}, 0))
    rng = rnd.Random(3)
    seen = set()
    for _ in range(400):
        if state.is_terminal():
            break
        if state.is_chance():
            move = state.sample_chance(rng)
        else:
            move = rng.choice(state.legal_moves())
        after = state.clone()
        after.apply(move)
        cues = sounds(change("move", state, after, move))
        if isinstance(move, Place):
            owner = state.top(move.field)
            captured = owner is not None and owner != state.acting_player()
            assert (cues is not None) == captured
            seen.add(captured)
            if captured:
                assert [c.event for c in cues] == ["place", "capture"]
        else:
            assert cues is None
        state = after
    assert seen == {True, False}


# -- no audio device (issue 35): said in the settings, and ALSA says nothing on the terminal ------------------
class NoDevice(Speaker):
    """An output that has not looked for its device yet; `probe` finds none, as on a machine without sound."""

    def __init__(self, player_signal=None) -> None:
        super().__init__()
        self.found = None
        self.probes = 0
        self.signal = player_signal

    def probe(self) -> None:
        self.probes += 1
        self.found = False
        if self.signal is not None:
            self.signal(False)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_sound_settings_say_when_no_sound_device_was_found(qtbot, lang):
    from gamebox_ui import i18n
    from gamebox_ui.sound_settings import SoundSettingsGroup

    i18n.apply_language(lang)
    try:
        player = SoundPlayer(output=NoDevice())
        player.output.signal = player.device_found.emit
        group = SoundSettingsGroup(player)
        qtbot.addWidget(group)
        controls = group.controls
        assert not controls.no_device.isVisibleTo(group)          # nothing known yet: nothing said
        with qtbot.waitSignal(player.device_found):
            group.show()                                          # showing the settings looks for the device
        assert player.output.probes == 1 and player.found is False
        assert controls.no_device.isVisibleTo(group) and not controls.test.isEnabled()
        said = controls.no_device.text()
        assert ("No sound device was found" in said) if lang == "en" else ("Kein Audiogerät gefunden" in said)
    finally:
        i18n.apply_language("en")


def test_a_device_that_cannot_open_is_found_missing_without_opening_one(monkeypatch):
    import miniaudio

    def no_device(**_kwargs):
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    found = []
    output = DeviceOutput(found.append)
    output.probe()
    output._worker.submit(lambda: None).result(timeout=10)
    assert output.found is False and output.failed and found == [False]
    output.play(np.zeros(100, np.float32), 0.0)        # later sounds: dropped at once, asked no more
    assert found == [False]
    output.close()


ALSA_PROBE = """
import ctypes, ctypes.util, sys
lib = ctypes.CDLL(ctypes.util.find_library("asound") or "libasound.so.2")
def complain():
    pcm = ctypes.c_void_p()
    lib.snd_pcm_open(ctypes.byref(pcm), b"gamebox_no_such_device", 0, 0)   # unknown: nothing is opened
complain()
sys.stderr.flush()
print("---", file=sys.stderr, flush=True)
from gamebox_ui.sound import quiet_alsa
assert quiet_alsa()
complain()
"""


def test_alsa_says_nothing_on_the_terminal_once_quieted():
    """ALSA's complaints go to the terminal through its error handler; `quiet_alsa` (called before the box
    opens a device) replaces it. Checked on an unknown device name, which opens nothing."""
    import ctypes.util
    import subprocess
    import sys

    # (packaging/debian-packages.txt installs it with the set-up: a machine without it is not set up)
    assert ctypes.util.find_library("asound") is not None, "libasound2 is missing: run make venv"
    done = subprocess.run([sys.executable, "-c", ALSA_PROBE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    before, after = done.stderr.split("---\n")
    assert "ALSA lib" in before and "gamebox_no_such_device" in before
    assert after.strip() == ""
