"""Solved tables on disk: a folder of .npy arrays and meta.json in the user cache.

A folder is built beside its final name and renamed into place, so a killed solve never
leaves half a table; arrays are memory-mapped when read, so answers need no loading time.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import numpy as np

from ... import safe_json
from ...storage import atomic_write_text, fsync_dir


class SolverError(LookupError):
    """A table that cannot be used (corrupt cache, position outside the table)."""


def cache_dir() -> Path:
    """GAMEBOX_CACHE overrides (tests); else the platform's user cache directory."""
    override = os.environ.get("GAMEBOX_CACHE")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("gamebox", appauthor=False))


def write_table_dir(path: Path, arrays: dict[str, np.ndarray], meta: dict) -> None:
    """Write a table beside `path`, then swap it in at once: `path` is a symbolic link to the
    current table's folder, replaced by a rename, so a reader sees the old table or the new one,
    never none and never half of one. The old folder goes only once the new one is in place."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", dir=path.parent))
    try:
        for name, array in arrays.items():
            np.save(tmp / f"{name}.npy", array)
        atomic_write_text(tmp / "meta.json", json.dumps(meta, indent=1))
        fsync_dir(tmp)
        old = path.resolve() if path.is_symlink() else None
        if path.exists() and old is None:          # a table written before tables were links
            aside = Path(tempfile.mkdtemp(prefix=f".{path.name}.old.", dir=path.parent))
            os.replace(path, aside / path.name)
            old = aside
        link = path.parent / f".{path.name}.link"
        if link.is_symlink() or link.exists():
            link.unlink()
        os.symlink(tmp.name, link)
        os.replace(link, path)
        fsync_dir(path.parent)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if old is not None and old != tmp:
        shutil.rmtree(old, ignore_errors=True)


def read_table_dir(path: Path, fmt: str, version: int,
                   dtypes: dict[str, type]) -> tuple[dict, dict[str, np.ndarray]]:
    """meta and memory-mapped arrays; every array must be 1-D of `positions` entries."""
    path = Path(path)
    try:
        meta = safe_json.load(path / "meta.json", 1_000_000)   # a cache file: outside input too
        if not isinstance(meta, dict) or meta.get("format") != fmt or meta.get("version") != version:
            raise SolverError(f"{path.name}: not a table of this version")
        positions = int(meta["positions"])
        arrays = {}
        for name, dtype in dtypes.items():
            array = np.load(path / f"{name}.npy", mmap_mode="r", allow_pickle=False)
            if array.dtype != dtype or array.shape != (positions,):
                raise SolverError(f"{path.name}: {name} does not match its description")
            arrays[name] = array
        return meta, arrays
    except SolverError:
        raise
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise SolverError(f"{path.name}: cannot read the table ({error.__class__.__name__})") from None


def layer_offsets(meta: dict, positions: int, path: Path, max_layer: int) -> dict[int, tuple[int, int]]:
    try:
        offsets = {}
        for size, span in meta["offsets"].items():
            a, b = int(span[0]), int(span[1])
            if not (0 <= int(size) <= max_layer and 0 <= a <= b <= positions):
                raise ValueError
            offsets[int(size)] = (a, b)
        return offsets
    except (KeyError, TypeError, ValueError, AttributeError):
        raise SolverError(f"{Path(path).name}: bad layer offsets") from None


def check_layers(path: Path, keys: np.ndarray, offsets: dict[int, tuple[int, int]],
                 values: list[np.ndarray], low: float, high: float) -> None:
    """Cheap sanity of a table read from disk (a pass over the arrays, well under a second):
    the layers tile the keys, each is sorted, and every value lies in [low, high]. A damaged
    file is refused rather than giving wrong advice."""
    spans = sorted(offsets.values())
    at = 0
    for a, b in spans:
        if a != at:
            raise SolverError(f"{Path(path).name}: layers do not tile the table")
        layer = keys[a:b]
        if layer.shape[0] > 1 and not bool(np.all(layer[1:] > layer[:-1])):
            raise SolverError(f"{Path(path).name}: a layer is not sorted")
        at = b
    if at != keys.shape[0]:
        raise SolverError(f"{Path(path).name}: layers do not tile the table")
    for array in values:
        if array.shape[0] and not (float(array.min()) >= low and float(array.max()) <= high):
            raise SolverError(f"{Path(path).name}: values out of range")


class Checkpoint:
    """A solve's finished layers kept on disk, so a stopped solve resumes where it stopped (the
    background preparation of the duel's tables: the app may quit at any time).

    Each array is written to a temporary file and renamed into place: a killed solve leaves whole
    arrays or none. A damaged or foreign file is not used; it is computed again."""

    def __init__(self, path: Path, stamp: str) -> None:
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        stamp_file = self.path / "stamp.txt"
        if not stamp_file.exists() or stamp_file.read_text(encoding="utf-8", errors="replace") != stamp:
            self.clear()                       # another variant, rule or version: start afresh
            self.path.mkdir(parents=True, exist_ok=True)
            atomic_write_text(stamp_file, stamp)

    def load(self, name: str) -> np.ndarray | None:
        try:
            return np.load(self.path / f"{name}.npy", allow_pickle=False)
        except (OSError, ValueError, EOFError):
            return None

    def save(self, name: str, array: np.ndarray) -> None:
        tmp = self.path / f".{name}.tmp.npy"
        np.save(tmp, array)
        os.replace(tmp, self.path / f"{name}.npy")

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.path.glob("*.npy") if not p.name.startswith("."))

    def clear(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)
