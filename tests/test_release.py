"""A release: one version everywhere, the changelog, the wheel, the .deb and the bundle's smoke test.

The bundle and the .deb themselves are built and tried by CI after the suite (.ci/run: make bundle, the
smoke test packaging/check_bundle.py, make deb and packaging/test_deb_in_chroot.sh); here are the parts
that need no build of minutes: the version's one source, what a record and the history say of the box
that wrote them, the wheel (built offline in seconds), the .deb's layout and control file from a
stand-in bundle, the check of its Depends, and the smoke test run against the sources."""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from gamebox import __version__
from gamebox.cli import main as cli
from gamebox.record import GameRecord, PlayerSpec, RecordError, loads

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import build_deb  # noqa: E402
import check_bundle  # noqa: E402
import check_wheel  # noqa: E402
import deb_depends  # noqa: E402


# -- the version --------------------------------------------------------------------------------
def test_the_version_has_one_source():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "gamebox.__version__"}
    assert build_deb.version() == check_wheel.version() == __version__
    assert __version__.count(".") == 2 and all(part.isdigit() for part in __version__.split("."))


def test_gamebox_version_prints_it(capsys):
    with pytest.raises(SystemExit) as ended:
        cli(["--version"])
    assert ended.value.code == 0
    assert capsys.readouterr().out.strip() == f"gamebox {__version__}"


def test_every_record_says_which_box_wrote_it():
    record = GameRecord("hoch", "solo", [PlayerSpec("Anna")], meta={"box": "gamebox 0.0.1", "hints": 2})
    written = json.loads(record.dumps())
    assert written["meta"] == {"box": f"gamebox {__version__}", "hints": 2}     # the box that wrote it last
    assert record.meta["box"] == "gamebox 0.0.1"                                # (the record itself is unchanged)
    assert loads(record.dumps()).meta["box"] == f"gamebox {__version__}"


def test_a_record_whose_box_is_no_text_is_refused_in_a_sentence():
    data = json.loads(GameRecord("hoch", "solo", [PlayerSpec("Anna")]).dumps())
    data["meta"]["box"] = {"name": "gamebox"}
    with pytest.raises(RecordError, match='"box" of "meta"'):
        loads(json.dumps(data))


def test_the_history_keeps_the_box_with_every_game_and_names_the_last_that_wrote(tmp_path, monkeypatch):
    from gamebox.history import History
    from gamebox.history_recorder import HistoryRecorder
    from gamebox.selfplay import selfplay

    monkeypatch.setenv("GAMEBOX_HOME", str(tmp_path))
    selfplay("27", "standard", ["random", "random"], 1, seed=3, save_dir=tmp_path / "games")
    record = loads((tmp_path / "games" / "game-0001.json").read_text(encoding="utf-8"))
    recorder = HistoryRecorder()
    recorder.start()
    recorder(record)
    recorder.flush()
    path = tmp_path / "history.sqlite3"
    with History.open(path, read_only=True) as history:
        (entry,) = history.entries()
    with sqlite3.connect(path) as db:
        kept = json.loads(db.execute("SELECT record FROM games").fetchone()[0])
        box = db.execute("SELECT value FROM meta WHERE key = 'box'").fetchone()[0]
    assert entry.game == "27"
    assert kept["meta"]["box"] == box == f"gamebox {__version__}"


def test_the_changelog_speaks_of_this_version():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = [line for line in changelog.splitlines() if line.startswith("## ")]
    if headings and headings[0] == "## Unreleased":       # what is done since, until a release numbers it
        headings = headings[1:]
    assert headings and headings[0].startswith(f"## {__version__} ")      # the newest first
    assert "## Unreleased" not in headings


# -- the wheel ---------------------------------------------------------------------------------
def test_the_wheel_carries_the_built_word_lists_and_everything_the_box_reads(tmp_path):
    """`pipx install` needs no compiler and no build of the word lists: the wheel holds them built."""
    source = tmp_path / "source"      # a copy, so the build's own folders stay out of the checkout
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".venv", "build", "dist", "*.egg-info", ".git",
                                                                "__pycache__", ".pytest_cache", ".hypothesis"))
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                             "-w", str(tmp_path / "out"), str(source)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    (wheel,) = (tmp_path / "out").glob("*.whl")
    assert check_wheel.problems(wheel, source) == []
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert {f"gamebox/games/scrabble6/words/words-{lang}-v3.marisa" for lang in ("de", "en")} <= set(names)


def test_the_wheel_check_names_a_wheel_without_the_word_lists(tmp_path):
    wheel = tmp_path / f"gamebox-{__version__}-py3-none-any.whl"
    info = f"gamebox-{__version__}.dist-info"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(f"{info}/METADATA", f"Name: gamebox\nVersion: {__version__}\n")
        archive.writestr(f"{info}/entry_points.txt", "[console_scripts]\ngamebox = gamebox.cli:main\n")
        archive.writestr("gamebox/__init__.py", "")
    found = check_wheel.problems(wheel)
    assert any("0 of Scrabble's built word lists" in problem for problem in found)
    assert any("gamebox/games/hoch/rules_de.md" in problem or "lacks" in problem for problem in found)


# -- the .deb ----------------------------------------------------------------------------------
def fake_bundle(folder: Path) -> Path:
    (folder / "_internal").mkdir(parents=True)
    program = folder / "gamebox"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o700)
    (folder / "_internal" / "data.txt").write_text("x")
    return folder


def test_the_deb_installs_under_opt_with_the_command_the_menu_entry_and_the_icons(tmp_path):
    root = tmp_path / "root"
    build_deb.stage(fake_bundle(tmp_path / "bundle"), root)
    assert (root / "opt/gamebox/gamebox").is_file() and (root / "opt/gamebox/_internal/data.txt").is_file()
    assert os.readlink(root / "usr/bin/gamebox") == "/opt/gamebox/gamebox"
    assert (root / "usr/share/applications/gamebox.desktop").read_text() == \
        (PACKAGING / "gamebox.desktop").read_text()
    for size in build_deb.ICON_SIZES:
        assert (root / f"usr/share/icons/hicolor/{size}x{size}/apps/gamebox.png").is_file()
    assert (root / "usr/share/icons/hicolor/scalable/apps/gamebox.svg").is_file()
    assert "CC-BY-SA-4.0" in (root / "usr/share/doc/gamebox/copyright").read_text()
    mode = stat.S_IMODE((root / "opt/gamebox/gamebox").stat().st_mode)
    assert mode == 0o755 and stat.S_IMODE((root / "opt/gamebox/_internal/data.txt").stat().st_mode) == 0o644


def test_the_deb_control_file_depends_on_the_listed_packages(tmp_path):
    root = tmp_path / "root"
    build_deb.stage(fake_bundle(tmp_path / "bundle"), root)
    listed = list(deb_depends.read_list())
    control = build_deb.control(root, "amd64", listed)
    fields = dict(line.split(": ", 1) for line in control.splitlines() if ": " in line and not line.startswith(" "))
    assert fields["Package"] == "gamebox" and fields["Version"] == __version__ and fields["Architecture"] == "amd64"
    assert fields["Depends"].split(", ") == listed
    assert {"libxcb-cursor0", "libgl1-mesa-dri", "libstdc++6", "fonts-dejavu-core"} <= set(listed)
    assert int(fields["Installed-Size"]) >= 0 and control.endswith("\n")


def test_the_depends_check_wants_every_linked_library_and_a_reason_for_the_rest(monkeypatch):
    monkeypatch.setattr(deb_depends, "packages_needed",
                        lambda bundle: ({"libc6": {"libc.so.6"}, "libxcb1": {"libxcb.so.1"}}, []))
    assert deb_depends.check(Path("b"), {"libc6": "", "libxcb1": "", "fonts-x": "loaded at run time: fonts"}) == []
    problems = deb_depends.check(Path("b"), {"libc6": "", "libfoo": ""})
    assert any(p.startswith("libxcb1 is not in") for p in problems)
    assert any(p.startswith("libfoo is listed but provides no library") for p in problems)


# -- the bundle's smoke test ---------------------------------------------------------------------
def stand_in(folder: Path, script: str) -> Path:
    """A 'bundle' whose program is a script: the smoke test's logic without a build of minutes."""
    folder.mkdir()
    program = folder / "gamebox"
    program.write_text(f"#!/bin/sh\n{script}\n")
    program.chmod(0o755)
    return folder


@pytest.mark.gui
def test_the_smoke_test_passes_on_a_box_that_works(tmp_path, capsys):
    """The sources as the 'bundle': --version, list --json and the whole self-test (the window, two games)."""
    bundle = stand_in(tmp_path / "bundle", f'exec {sys.executable} -m gamebox "$@"')
    assert check_bundle.main(["check_bundle.py", str(bundle)]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    for step in ("gamebox --version", "gamebox list --json", "gamebox self-test", "quit through the Quit action",
                 "cuibono: 6 moves through the board"):
        assert step in out


def test_the_smoke_test_fails_loudly_on_a_bundle_that_lists_a_game_too_few(tmp_path, capsys):
    listing = [g for g in json.loads(subprocess.run([sys.executable, "-m", "gamebox", "list", "--json"],
                                                    capture_output=True, text=True, check=True).stdout)
               if g["id"] != "ponga"]
    (tmp_path / "list.json").write_text(json.dumps(listing))
    bundle = stand_in(tmp_path / "bundle", f'[ "$1" = --version ] && echo "gamebox {__version__}" && exit 0\n'
                                           f'cat {tmp_path / "list.json"}')
    assert check_bundle.main(["check_bundle.py", str(bundle)]) == 1
    err = capsys.readouterr().err
    assert "FAILED" in err and "missing: ['ponga']" in err


def test_the_self_test_fails_loudly_when_a_kernel_gives_another_answer(monkeypatch, tmp_path, capsys):
    from gamebox_ui import selftest

    monkeypatch.setattr(selftest, "HOCH_SOLO", (selftest.HOCH_SOLO[0], 11.0))
    assert selftest._run(tmp_path) == 1
    out = capsys.readouterr().out
    assert "ok  Hoch und höher's solo solver" not in out
    assert "FAILED: solo value 11.778656550068588, not 11.0" in out
