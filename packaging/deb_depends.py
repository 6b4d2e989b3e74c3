"""The system libraries the bundle links, and the Debian packages that provide them.

The bundle carries Python, Qt and the wheels' libraries, and leaves the system's own to the system
(packaging/gamebox.spec). Its .deb names their packages in `Depends:`, from
packaging/debian-depends.txt. This reads what every ELF file of the bundle really needs (its NEEDED
entries, as `ldd` resolves them), takes away what the bundle provides itself, finds each remaining
library on this machine (`ldconfig -p`) and its package (`dpkg -S`), and compares with the list:

- a library whose package is not listed fails the check (the installed box would not start);
- a listed package that provides no needed library must say why it is there (a line marked
  "loaded at run time:" — Mesa's drivers, sound and fonts are opened by name, never linked).

Run: .venv/bin/python packaging/deb_depends.py dist/gamebox   (`make deb` runs it before dpkg-deb)
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
LIST = HERE / "debian-depends.txt"
AT_RUN_TIME = "loaded at run time:"
ELF_MAGIC = b"\x7fELF"


def read_list(path: Path = LIST) -> dict[str, str]:
    """package -> its comment, from a list of one package a line ('#' starts a comment)."""
    packages = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        name, _, comment = line.partition("#")
        if name.strip():
            packages[name.strip()] = comment.strip()
    return packages


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def needed(path: Path) -> set[str]:
    """The sonames an ELF file links (its NEEDED entries)."""
    listing = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", listing))


def system_needs(bundle: Path) -> dict[str, set[str]]:
    """soname -> the bundle's files that need it, for every soname the bundle does not provide itself."""
    files = elf_files(bundle)
    inside = {path.name for path in bundle.rglob("*")}
    needs: dict[str, set[str]] = {}
    for path in files:
        for soname in needed(path) - inside:
            needs.setdefault(soname, set()).add(str(path.relative_to(bundle)))
    return needs


def library_paths() -> dict[str, str]:
    """soname -> its file on this machine, for this machine's architecture (`ldconfig -p`)."""
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    found: dict[str, str] = {}
    for soname, flags, path in re.findall(r"^\s*(\S+) \(([^)]*)\) => (\S+)$", listing, re.M):
        if "x86-64" in flags or "64bit" in flags or not flags.startswith("libc6,"):
            found.setdefault(soname, path)
    return found


def package_of(path: str) -> str | None:
    """The Debian package that installed `path` (through /usr-merged links too), or None."""
    for candidate in dict.fromkeys([path, os.path.realpath(path), "/usr" + path if path.startswith("/lib") else path,
                                    os.path.realpath(path).removeprefix("/usr")]):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def packages_needed(bundle: Path) -> tuple[dict[str, set[str]], list[str]]:
    """(package -> the sonames it provides to the bundle, problems: sonames found nowhere)."""
    paths = library_paths()
    by_package: dict[str, set[str]] = {}
    problems = []
    for soname, users in sorted(system_needs(bundle).items()):
        path = paths.get(soname)
        package = package_of(path) if path else None
        if package is None:
            problems.append(f"{soname} (needed by {sorted(users)[0]}) is in no installed Debian package")
            continue
        by_package.setdefault(package, set()).add(soname)
    return by_package, problems


def check(bundle: Path, listed: dict[str, str]) -> list[str]:
    """What is wrong with the list for this bundle (empty: nothing)."""
    by_package, problems = packages_needed(bundle)
    for package, sonames in sorted(by_package.items()):
        if package not in listed:
            problems.append(f"{package} is not in {LIST.name}, and provides {', '.join(sorted(sonames))}")
    for package, comment in listed.items():
        if package not in by_package and AT_RUN_TIME not in comment:
            problems.append(f"{package} is listed but provides no library the bundle links; if it is opened "
                            f"by name, say so: '# {AT_RUN_TIME} ...'")
    return problems


def main(argv: list[str]) -> int:
    bundle = Path(argv[1] if len(argv) > 1 else "dist/gamebox")
    if not bundle.is_dir():
        print(f"deb_depends: no bundle at {bundle}", file=sys.stderr)
        return 2
    if "--show" in argv:
        by_package, problems = packages_needed(bundle)
        for package, sonames in sorted(by_package.items()):
            print(f"{package:28} {' '.join(sorted(sonames))}")
        print("\n".join(problems))
        return 0
    problems = check(bundle, read_list())
    for problem in problems:
        print(f"deb_depends: {problem}", file=sys.stderr)
    if not problems:
        print(f"deb_depends: every library the bundle links comes from a package in {LIST.name}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
