"""Check a built wheel: the version, the commands, and the files the box reads at run time.

A wheel is what `pipx install` gets: it must carry Scrabble's word lists built (they are git-ignored
and built by `make venv`, so a wheel made before that would lack them and the game could not start
without the `words` extra and a build), the puzzle collections, every game's rules, the translations
and the icon. Used by `make wheel` and by tests/test_release.py.

Run: .venv/bin/python packaging/check_wheel.py dist/gamebox-<version>-py3-none-any.whl
"""
from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def version() -> str:
    namespace: dict = {}
    exec((ROOT / "gamebox" / "__init__.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def wanted_files(root: Path = ROOT) -> list[str]:
    """The run-time files (other than code) the wheel must hold, as paths inside it."""
    games = root / "gamebox" / "games"
    words = sorted((games / "scrabble6" / "words").glob("*.marisa"))
    found = [f"gamebox/games/scrabble6/words/{p.name}" for p in words]
    found += [f"gamebox/games/{p.parent.name}/{p.name}" for p in sorted(games.glob("*/*.jsonl.gz"))]
    found += [f"gamebox/games/{p.parent.name}/{p.name}" for p in sorted(games.glob("*/rules_*.md"))]
    found += [f"gamebox_assets/{p.relative_to(root / 'assets').as_posix()}" for p in sorted((root / "assets").rglob("*.qm"))]
    found += ["gamebox_assets/icons/gamebox.png", "gamebox_ui/selftest.py", "gamebox/compiled.py"]
    return found


def problems(wheel: Path, root: Path = ROOT) -> list[str]:
    """What is wrong with the wheel (empty: nothing)."""
    found = []
    expected_version = version()
    if not wheel.name.startswith(f"gamebox-{expected_version}-"):
        found.append(f"{wheel.name} is not version {expected_version}")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = f"gamebox-{expected_version}.dist-info"
        metadata = archive.read(f"{info}/METADATA").decode() if f"{info}/METADATA" in names else ""
        entry_points = archive.read(f"{info}/entry_points.txt").decode() if f"{info}/entry_points.txt" in names else ""
    if f"Version: {expected_version}" not in metadata:
        found.append(f"its METADATA does not say Version: {expected_version}")
    if "gamebox = gamebox.cli:main" not in entry_points:
        found.append("it has no `gamebox` command")
    words = [name for name in names if name.startswith("gamebox/games/scrabble6/words/") and name.endswith(".marisa")]
    if len(words) < 4:
        found.append(f"it holds {len(words)} of Scrabble's built word lists, not the 4 (de, en and what each leaves "
                     "out): run `make venv` (python -m gamebox.games.scrabble6.build_words) before building it")
    missing = [name for name in wanted_files(root) if name not in names]
    if missing:
        found.append(f"it lacks {', '.join(missing[:5])}{' …' if len(missing) > 5 else ''}")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    wheel = Path(argv[1])
    found = problems(wheel)
    for problem in found:
        print(f"check_wheel: {wheel.name}: {problem}", file=sys.stderr)
    if not found:
        print(f"check_wheel: {wheel.name} ({wheel.stat().st_size / 1e6:.1f} MB) holds the word lists, the puzzles, "
              "the rules, the translations and the `gamebox` command")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
