"""Build the Debian package from the bundle: dist/gamebox_<version>_<arch>.deb, with dpkg-deb, no network.

What it installs:

    /opt/gamebox/                                  the bundle (dist/gamebox/: the program and its _internal/)
    /usr/bin/gamebox                               a link to /opt/gamebox/gamebox: the command, window and CLI
    /usr/share/applications/gamebox.desktop        the menu entry (packaging/gamebox.desktop)
    /usr/share/icons/hicolor/<N>x<N>/apps/gamebox.png, .../scalable/apps/gamebox.svg   the icon at every size
    /usr/share/doc/gamebox/copyright, changelog.gz the licences, and CHANGELOG.md

`Depends:` is packaging/debian-depends.txt, which packaging/deb_depends.py checks against what the bundle
links before anything is built. No maintainer scripts: Debian's icon cache and menu are refreshed by the
triggers of hicolor-icon-theme and desktop-file-utils where those are installed, and removing the package
removes every file it brought (the player's games stay in his home).

Packed with xz (the smallest: 50 MB, about 90 s of CPU) or zstd (60 MB in 4 s: CI's choice).

Run: .venv/bin/python packaging/build_deb.py [--compression xz|zstd] [BUNDLE [OUT]]
(`make deb`; BUNDLE dist/gamebox and OUT dist by default)
"""
from __future__ import annotations

import argparse
import gzip
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from deb_depends import check, read_list  # noqa: E402

PREFIX = "opt/gamebox"
COMPRESSION = {"xz": ["-Zxz"], "zstd": ["-Zzstd", "-z9"]}
ICON_SIZES = (16, 32, 48, 64, 128, 256)
MAINTAINER = "gamebox <gamebox@localhost>"
DESCRIPTION = """German tabletop games against friends or the computer
 A box of German tabletop games: Hoch und höher, the dice pyramid's games
 (Eintrichtern, Abquetschen, Cui bono?, Würfelmarsch, Kippen, Raffzahn, Bunte
 Kuh and a sandbox), 27, Ponga, Scrabble 6×6 and Tiefstapeln. Play hot-seat,
 against the computer at three levels, or solo with a coach; rules panels with
 examples, puzzles, and a history of finished games. German and English.
"""


def version() -> str:
    namespace: dict = {}
    exec((ROOT / "gamebox" / "__init__.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def stage(bundle: Path, root: Path) -> None:
    """The package's files under `root`, as they will lie on the player's disk."""
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "gamebox").symlink_to(f"/{PREFIX}/gamebox")
    applications = root / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copy2(HERE / "gamebox.desktop", applications / "gamebox.desktop")
    icons = ROOT / "assets" / "icons"
    hicolor = root / "usr" / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(icons / ("gamebox.png" if size == 256 else f"gamebox-{size}.png"), folder / "gamebox.png")
    (hicolor / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(icons / "gamebox.svg", hicolor / "scalable" / "apps" / "gamebox.svg")
    doc = root / "usr" / "share" / "doc" / "gamebox"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    with gzip.GzipFile(doc / "changelog.gz", "wb", compresslevel=9, mtime=0) as handle:
        handle.write((ROOT / "CHANGELOG.md").read_bytes())
    for path in [root, *root.rglob("*")]:     # what dpkg installs is readable by all, written by root
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)


def copyright_text() -> str:
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: gamebox\n\n"
        "Files: *\nLicense: MIT\n\n"
        f"Files: {PREFIX}/_internal/gamebox/games/scrabble6/words/*-de-*\n"
        "License: CC-BY-SA-4.0\nComment: built from German Wiktionary and Wikidata; sources and attribution in\n"
        f" /{PREFIX}/_internal/gamebox/games/scrabble6/WORDLISTS.md\n\n"
        f"Files: {PREFIX}/_internal/gamebox_assets/sounds/*\nLicense: CC0-1.0\n\n"
        f"Files: {PREFIX}/_internal/*\nComment: Python, Qt (PySide6, LGPL-3), numpy, pyqtgraph, PyOpenGL, pymunk,\n"
        " marisa-trie, miniaudio and their libraries, under their own licences.\n"
    )


def control(root: Path, arch: str, depends: list[str]) -> str:
    size_kb = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    return (
        f"Package: gamebox\nVersion: {version()}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {size_kb}\nDepends: {', '.join(depends)}\n"
        "Suggests: xvfb, xauth\n"          # `gamebox self-test` and `render` without a screen start a private Xvfb
        "Section: games\nPriority: optional\n"
        f"Description: {DESCRIPTION}"
    )


def build(bundle: Path, out: Path, compression: str = "xz") -> Path:
    listed = read_list()
    problems = check(bundle, listed)
    if problems:
        raise SystemExit("build_deb: the bundle links libraries the package would not depend on:\n  "
                         + "\n  ".join(problems))
    arch = architecture()
    root = ROOT / "build" / "deb" / "gamebox"
    stage(bundle, root)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control(root, arch, list(listed)), encoding="utf-8")
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"gamebox_{version()}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", *COMPRESSION[compression], "--build", str(root), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build_deb.py", description="the .deb from the bundle")
    parser.add_argument("--compression", choices=sorted(COMPRESSION), default="xz")
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / "gamebox")
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv[1:])
    if not (args.bundle / "gamebox").is_file():
        print(f"build_deb: no bundle at {args.bundle}: run `make bundle` first", file=sys.stderr)
        return 2
    began = time.perf_counter()
    deb = build(args.bundle, args.out, args.compression)
    print(f"built {deb} ({deb.stat().st_size / 1e6:.0f} MB) in {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
