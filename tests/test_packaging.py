"""Packaging and set-up files: the desktop entry, the PyInstaller spec, the icons, the scripts."""
from __future__ import annotations

import configparser
import importlib
import os
import pkgutil
import re
import shutil
import stat
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "assets" / "icons"


# --- desktop entry -------------------------------------------------------------------------

def read_desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive ("Name[de]")
    parser.read(PACKAGING / "gamebox.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_program_and_icon():
    entry = read_desktop()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "gamebox"
    assert entry["Icon"] == "gamebox"
    assert (ICONS / f"{entry['Icon']}.png").is_file()
    assert (ICONS / f"{entry['Icon']}.svg").is_file()
    assert entry["Terminal"] == "false"


def test_desktop_entry_speaks_german_and_english_and_is_a_board_game():
    entry = read_desktop()
    for key in ("Name", "Comment", "GenericName"):
        assert entry[key] and entry[f"{key}[de]"]
        assert entry[key] != entry[f"{key}[de]"]
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert {"Game", "BoardGame"} <= set(filter(None, categories.split(";")))


# --- icons -----------------------------------------------------------------------------------

def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256])
def test_icon_exists_at_each_size(size):
    path = ICONS / ("gamebox.png" if size == 256 else f"gamebox-{size}.png")
    assert png_size(path) == (size, size)


def test_svg_icon_is_a_square_svg():
    root = ET.parse(ICONS / "gamebox.svg").getroot()
    assert root.tag.endswith("svg")
    view_box = [float(v) for v in root.attrib["viewBox"].split()]
    assert view_box[2] == view_box[3] > 0


# --- PyInstaller spec --------------------------------------------------------------------------

class _Analysis:
    """Stands in for PyInstaller's Analysis: records its arguments, 'finds' every module."""

    def __init__(self, scripts, **kwargs):
        self.args = SimpleNamespace(scripts=scripts, **kwargs)
        self.pure = [(name, "", "PYMODULE") for name in kwargs.get("hiddenimports", [])]
        self.scripts, self.binaries, self.datas = [], [], []


def fake_kernel_builds(folder: Path, leave_out: str = "") -> Path:
    """Stand-ins for packaging/build_kernels.py's output: one `<module>_aot` extension per kernel module."""
    import sys

    sys.path.insert(0, str(PACKAGING))
    from build_kernels import kernel_modules

    for module in kernel_modules():
        package, name = module.rsplit(".", 1)
        if module != leave_out:
            target = folder.joinpath(*package.split("."), f"{name}_aot.cpython-311-x86_64-linux-gnu.so")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(b"\x7fELF")
    return folder


def exec_spec(tmp_path: Path, analysis=None, kernels: Path | None = None) -> dict:
    source = (PACKAGING / "gamebox.spec").read_text(encoding="utf-8")
    namespace = {
        "SPECPATH": str(PACKAGING),
        "workpath": str(tmp_path / "work"),
        "Analysis": analysis or _Analysis,
        "PYZ": lambda *a, **k: SimpleNamespace(args=a, kwargs=k),
        "EXE": lambda *a, **k: SimpleNamespace(args=a, kwargs=k),
        "COLLECT": lambda *a, **k: SimpleNamespace(args=a, kwargs=k),
    }
    before = os.environ.get("GAMEBOX_KERNELS")
    os.environ["GAMEBOX_KERNELS"] = str(kernels or fake_kernel_builds(tmp_path / "kernels"))
    try:
        exec(compile(source, "gamebox.spec", "exec"), namespace)
    finally:
        if before is None:
            del os.environ["GAMEBOX_KERNELS"]
        else:
            os.environ["GAMEBOX_KERNELS"] = before
    return namespace


def submodules(package_name: str) -> set[str]:
    package = importlib.import_module(package_name)
    return {m.name for m in pkgutil.walk_packages(package.__path__, package_name + ".")}


def test_spec_builds_one_folder_named_gamebox_from_the_launcher(tmp_path):
    spec = exec_spec(tmp_path)
    (entry,) = spec["a"].args.scripts
    assert Path(entry) == PACKAGING / "launcher.py"
    launcher = Path(entry).read_text(encoding="utf-8")
    assert "from gamebox.cli import main" in launcher
    assert spec["exe"].kwargs["name"] == "gamebox"
    assert spec["exe"].kwargs["exclude_binaries"] is True  # one folder, not one file
    assert spec["coll"].kwargs["name"] == "gamebox"


def test_spec_hidden_imports_cover_every_game_and_game_ui(tmp_path):
    spec = exec_spec(tmp_path)
    hidden = set(spec["a"].args.hiddenimports)
    wanted = submodules("gamebox.games") | submodules("gamebox_ui.games")
    assert "gamebox.games.hoch" in wanted
    assert wanted - spec["BUILD_ONLY"] <= hidden, sorted(wanted - hidden)


def test_spec_leaves_out_what_only_builds_the_word_lists(tmp_path):
    """The word lists ship built: the modules that build them, and what they read, stay out."""
    spec = exec_spec(tmp_path)
    assert spec["BUILD_ONLY"] == {"gamebox.games.scrabble6.build_words", "gamebox.games.scrabble6.word_sources"}
    assert not spec["BUILD_ONLY"] & set(spec["a"].args.hiddenimports)
    assert {"denckring", "german_nouns", "pydantic"} <= set(spec["EXCLUDES"])


def test_spec_ships_the_kernels_built_ahead_of_time_in_place_of_numba(tmp_path):
    kernels = fake_kernel_builds(tmp_path / "kernels")
    spec = exec_spec(tmp_path, kernels=kernels)
    assert {"numba", "llvmlite"} <= set(spec["EXCLUDES"])
    binaries = {(Path(src).name, dest) for src, dest in spec["a"].args.binaries}
    assert ("solve_kernels_aot.cpython-311-x86_64-linux-gnu.so", "gamebox/games/hoch") in binaries
    assert ("movegen_kernel_aot.cpython-311-x86_64-linux-gnu.so", "gamebox/games/scrabble6") in binaries
    assert ("proof_kernels_aot.cpython-311-x86_64-linux-gnu.so", "gamebox/games/twentyseven") in binaries
    assert len(binaries) == 5


def test_spec_refuses_to_build_without_a_kernel_built_ahead_of_time(tmp_path):
    kernels = fake_kernel_builds(tmp_path / "kernels", leave_out="gamebox.games.twentyseven.solve_kernels")
    with pytest.raises(SystemExit, match="gamebox.games.twentyseven.solve_kernels"):
        exec_spec(tmp_path, kernels=kernels)


def test_spec_leaves_out_system_libraries_and_qt_plugins_for_other_devices(tmp_path):
    left_out = exec_spec(tmp_path)["left_out"]
    assert left_out(("libX11.so.6", "/usr/lib/x86_64-linux-gnu/libX11.so.6", "BINARY"))
    assert left_out(("libstdc++.so.6", "/lib/x86_64-linux-gnu/libstdc++.so.6", "BINARY"))
    assert left_out(("PySide6/Qt/plugins/platforms/libqvnc.so", "/venv/PySide6/Qt/plugins/platforms/libqvnc.so",
                     "BINARY"))
    assert left_out(("libQt6Network.so.6", "/venv/PySide6/Qt/lib/libQt6Network.so.6", "BINARY"))
    # Python's own library and modules stay, wherever the Python came from; so do the desktop's Qt plugins.
    assert not left_out(("libpython3.11.so.1.0", "/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", "BINARY"))
    assert not left_out(("python3.11/lib-dynload/_ssl.so", "/usr/lib/python3.11/lib-dynload/_ssl.so", "EXTENSION"))
    assert not left_out(("PySide6/Qt/plugins/platforms/libqxcb.so", "/venv/PySide6/Qt/plugins/platforms/libqxcb.so",
                         "BINARY"))


def test_spec_strips_no_binary_that_patchelf_rewrote(tmp_path):
    """numpy's OpenBLAS (a `.libs` folder) broke when stripped: "ELF load command address/offset not page-aligned"."""
    import numpy

    # (packaging/debian-packages.txt installs binutils with the set-up)
    assert shutil.which("readelf") is not None, "binutils' readelf is missing: run make venv"
    strippable = exec_spec(tmp_path)["strippable"]
    openblas = next((Path(numpy.__file__).parent.parent / "numpy.libs").glob("libscipy_openblas*.so"))
    assert not strippable(str(openblas))
    core = next((Path(numpy.__file__).parent / "_core").glob("_multiarray_umath*.so"))
    assert not strippable(str(core))           # its run path is $ORIGIN/../../numpy.libs
    import marisa_trie

    assert strippable(marisa_trie.__file__)


def test_spec_hidden_imports_cover_the_shared_pyramid_packages(tmp_path):
    """gamebox.pyramid and gamebox_ui.pyramid are imported only by the pyramid games' packages."""
    hidden = set(exec_spec(tmp_path)["a"].args.hiddenimports)
    wanted = {"gamebox.pyramid", "gamebox_ui.pyramid"} | submodules("gamebox.pyramid") | submodules("gamebox_ui.pyramid")
    assert "gamebox_ui.pyramid.offscreen" in wanted
    assert wanted <= hidden, sorted(wanted - hidden)


def test_spec_ships_every_library_picture(tmp_path):
    datas = {(Path(src), dest) for src, dest in exec_spec(tmp_path)["a"].args.datas}
    pictures = list((ROOT / "assets" / "games").glob("*.png"))
    assert {"hoch.png", "eintrichtern.png", "pyramide.png"} <= {p.name for p in pictures}
    for picture in pictures:
        assert (picture, "gamebox_assets/games") in datas


def test_spec_ships_rule_books_assets_and_translations(tmp_path):
    datas = {(Path(src), dest) for src, dest in exec_spec(tmp_path)["a"].args.datas}
    rule_books = list((ROOT / "gamebox" / "games").glob("*/*.md"))
    assert rule_books, "the games' rule texts (.md) were expected beside their code"
    for book in rule_books:
        assert (book, f"gamebox/games/{book.parent.name}") in datas
    assert (ICONS / "gamebox.png", "gamebox_assets/icons") in datas
    for qm in (ROOT / "assets").rglob("*.qm"):
        assert (qm, str(Path("gamebox_assets", *qm.relative_to(ROOT / "assets").parent.parts))) in datas
    assert not [src for src, _ in datas if src.suffix in (".py", ".pyc")]


def test_spec_stages_packages_under_their_import_names(tmp_path):
    spec = exec_spec(tmp_path)
    stage = Path(spec["a"].args.pathex[0])
    assert (stage / "gamebox_ui" / "controller.py").is_file()
    assert (stage / "gamebox_assets" / "icons" / "gamebox.png").is_file()
    exec_spec(tmp_path)  # a second build over the same work folder must not trip on old links


def test_spec_refuses_to_build_without_a_game_module(tmp_path, monkeypatch):
    class LosingAnalysis(_Analysis):
        def __init__(self, scripts, **kwargs):
            super().__init__(scripts, **kwargs)
            self.pure = [entry for entry in self.pure if entry[0] != "gamebox.games.hoch"]

    with pytest.raises(SystemExit, match="gamebox.games.hoch"):
        exec_spec(tmp_path, analysis=LosingAnalysis)


def test_spec_excludes_no_qt_module_the_app_imports(tmp_path):
    excluded = {name for name in exec_spec(tmp_path)["EXCLUDES"] if name.startswith("PySide6.")}
    used = set()
    for path in list((ROOT / "ui").rglob("*.py")) + list((ROOT / "gamebox").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        used |= {f"PySide6.{m}" for m in re.findall(r"PySide6\.(Qt\w+)", text)}
        for group in re.findall(r"from PySide6 import \(?([\w\s,]+)\)?", text):
            used |= {f"PySide6.{m.strip()}" for m in group.split(",") if m.strip()}
    assert "PySide6.QtWidgets" in used
    assert not (used & excluded), sorted(used & excluded)


# --- set-up scripts ----------------------------------------------------------------------------

def fake_tools(tmp_path: Path, installed: list[str], apt_exit: int = 0) -> dict[str, str]:
    """A PATH whose dpkg-query, apt-get, id, uname and python are stand-ins; apt-get logs its calls."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "calls.log"
    scripts = {
        "dpkg-query": "for p in \"$@\"; do case \" $INSTALLED \" in *\" $p \"*) echo \"$p installed\";; esac; done",
        "apt-get": f"echo \"apt-get $* DEBIAN_FRONTEND=$DEBIAN_FRONTEND\" >> {log}; exit {apt_exit}",
        "id": "echo 0",
        "uname": "echo Linux",
        "fakepython": "exit 0",
    }
    for name, body in scripts.items():
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)
    env = {k: v for k, v in os.environ.items() if k != "GAMEBOX_SKIP_SYSTEM_DEPS"}
    env.update(PATH=f"{bin_dir}:/usr/bin:/bin", INSTALLED=" ".join(installed),
               PYTHON=str(bin_dir / "fakepython"))
    return env


def run_installer(tmp_path: Path, packages: list[str], installed: list[str], apt_exit: int = 0,
                  extra: tuple[str, ...] = ()):
    listing = tmp_path / "packages.txt"
    listing.write_text("# a comment\n" + "\n".join(f"{p}  # why" for p in packages) + "\n\n")
    env = fake_tools(tmp_path, installed, apt_exit)
    result = subprocess.run(["bash", str(PACKAGING / "install-system-deps.sh"), str(listing), *extra],
                            env=env, capture_output=True, text=True, timeout=60)
    log = tmp_path / "calls.log"
    return result, (log.read_text().splitlines() if log.exists() else [])


def test_installer_does_nothing_when_everything_is_installed(tmp_path):
    result, calls = run_installer(tmp_path, ["xvfb", "libgl1"], installed=["xvfb", "libgl1"])
    assert result.returncode == 0, result.stderr
    assert calls == []
    assert result.stdout == ""


def test_installer_updates_once_and_installs_only_what_is_missing(tmp_path):
    result, calls = run_installer(tmp_path, ["xvfb", "libgl1", "xauth"], installed=["libgl1"])
    assert result.returncode == 0, result.stderr
    assert len(calls) == 2
    assert calls[0].startswith("apt-get update")
    install = calls[1].split()
    assert install[:2] == ["apt-get", "install"]
    assert {"-y", "--no-upgrade", "--no-install-recommends"} <= set(install)
    assert [p for p in install if p in ("xvfb", "xauth", "libgl1")] == ["xvfb", "xauth"]
    assert calls[1].endswith("DEBIAN_FRONTEND=noninteractive")


def test_installer_takes_extra_packages_after_the_list(tmp_path):
    result, calls = run_installer(tmp_path, ["binutils"], installed=["binutils"], extra=("libpython3.11",))
    assert result.returncode == 0, result.stderr
    assert calls[-1].split()[-2] == "libpython3.11"


def test_installer_that_cannot_install_says_what_to_install_and_goes_on(tmp_path):
    result, calls = run_installer(tmp_path, ["xvfb", "xauth"], installed=[], apt_exit=100)
    assert result.returncode == 0
    assert calls and calls[0].startswith("apt-get update")
    assert "please install" in result.stderr
    assert "xvfb xauth" in result.stderr


def test_the_real_package_list_has_the_screen_gl_and_font_packages():
    lines = (PACKAGING / "debian-packages.txt").read_text().splitlines()
    packages = {line.split("#")[0].strip() for line in lines} - {""}
    assert {"xvfb", "xauth", "libgl1-mesa-dri", "libxcb-cursor0", "libxcb-icccm4",
            "libxkbcommon-x11-0", "fonts-dejavu-core"} <= packages


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "set -euo pipefail" in ci
    assert re.search(r"^stage \"make test\" make --no-print-directory test\b", ci, re.M)
    assert "make run" in readme and "make test" in readme
    assert readme.index("make run") < readme.index("make test")


def test_ci_builds_and_smoke_tests_the_bundle_and_the_deb_after_the_suite():
    ci = (ROOT / ".ci" / "run").read_text()
    steps = [r"^stage \"make test\"", r"^stage \"make bundle\" make --no-print-directory bundle$",
             r"packaging/check_bundle.py dist/gamebox$", r"make --no-print-directory deb\b",
             r"^        bash packaging/test_deb_in_chroot.sh"]
    places = [re.search(step, ci, re.M) for step in steps]
    assert all(places), [step for step, place in zip(steps, places) if not place]
    assert [p.start() for p in places] == sorted(p.start() for p in places)     # in this order
    assert 'exit "$status"' in ci


@pytest.mark.parametrize("script", [".ci/run", "packaging/install-system-deps.sh", "packaging/test_deb_in_chroot.sh"])
def test_shell_scripts_parse(script):
    result = subprocess.run(["bash", "-n", str(ROOT / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_make_test_runs_pytest_and_refuses_an_empty_run():
    result = subprocess.run(["make", "-n", "--no-print-directory", "-C", str(ROOT), "test"],
                            capture_output=True, text=True, timeout=60,
                            env={**os.environ, "GAMEBOX_SKIP_SYSTEM_DEPS": "1"})
    assert result.returncode == 0, result.stderr
    assert ".venv/bin/python -m pytest" in result.stdout
    assert "rc -eq 5" in result.stdout


def test_spec_and_wheel_ship_the_built_word_lists(tmp_path):
    """Scrabble's built lists are package data: in the spec's datas, and in setup.py's package_data."""
    datas = {(Path(src), dest) for src, dest in exec_spec(tmp_path)["a"].args.datas}
    built = sorted((ROOT / "gamebox" / "games" / "scrabble6" / "words").glob("*.marisa"))
    assert len(built) >= 4, "make venv builds the word lists (and what they leave out)"
    for path in built:
        assert (path, "gamebox/games/scrabble6/words") in datas
    assert '"*/words/*.marisa"' in (ROOT / "setup.py").read_text(encoding="utf-8")


def test_the_puzzle_collections_ship_in_the_bundle_and_the_wheel(tmp_path):
    """Each game's puzzles.jsonl.gz is package data: in the spec's datas and in setup.py's package_data."""
    datas = {(Path(src), dest) for src, dest in exec_spec(tmp_path)["a"].args.datas}
    collections = list((ROOT / "gamebox" / "games").glob("*/puzzles.jsonl.gz"))
    assert {c.parent.name for c in collections} >= {"twentyseven", "hoch", "kippen"}
    for path in collections:
        assert (path, f"gamebox/games/{path.parent.name}") in datas
    assert '"*/*.jsonl.gz"' in (ROOT / "setup.py").read_text(encoding="utf-8")
