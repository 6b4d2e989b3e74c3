"""Reading a game's shipped puzzle collection: gzip-compressed JSON lines in the game's package.

The first line is a header, `{"format": "gamebox-puzzles", "version": 1, "game": ..., "count": n}`,
then one puzzle per line. The file is read as strictly as a record (gamebox/safe_json.py): a byte
limit before and after decompression, strict JSON per line, and the game's own parser for each
entry. Any fault is one `CollectionError` naming the line: the tests read every collection strictly
and fail loudly; the app logs the fault and shows the game without puzzles, never a traceback.
"""
from __future__ import annotations

import logging
import zlib
from collections.abc import Callable
from importlib import resources
from typing import Any

from .. import safe_json
from .model import Collection, Puzzle

log = logging.getLogger(__name__)

FORMAT = "gamebox-puzzles"
VERSION = 1
MAX_PACKED = 4_000_000        # bytes of the compressed file
MAX_TEXT = 16_000_000         # bytes after decompression
MAX_LINE = 200_000            # characters of one puzzle


class CollectionError(ValueError):
    """A collection file that cannot be used, with one line saying where."""


def decompress(raw: bytes, name: str) -> str:
    """gzip data to text, refusing more than MAX_TEXT bytes (a small bomb cannot flood memory)."""
    inflater = zlib.decompressobj(wbits=31)
    try:
        data = inflater.decompress(raw, MAX_TEXT + 1)
    except zlib.error as exc:
        raise CollectionError(f"{name}: not gzip data ({exc})") from None
    if len(data) > MAX_TEXT or inflater.unconsumed_tail:
        raise CollectionError(f"{name}: more than {MAX_TEXT:,} bytes unpacked")
    if not inflater.eof:
        raise CollectionError(f"{name}: the file is cut short")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise CollectionError(f"{name}: not UTF-8 text") from None


def parse_collection(text: str, name: str, game: str, entry: Callable[[dict], Puzzle]) -> Collection:
    """The puzzles of a collection's text; `entry` turns one line's object into a Puzzle (raising
    KeyError, TypeError or ValueError when it cannot)."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        raise CollectionError(f"{name}: empty")
    header = _line(lines[0], name, 1)
    if not isinstance(header, dict) or header.get("format") != FORMAT or header.get("version") != VERSION:
        raise CollectionError(f"{name}: not a puzzle collection of version {VERSION}")
    if header.get("game") != game:
        raise CollectionError(f"{name}: puzzles of {header.get('game')!r}, not of {game!r}")
    if header.get("count") != len(lines) - 1:
        raise CollectionError(f"{name}: the header counts {header.get('count')} puzzles, the file has {len(lines) - 1}")
    puzzles, ids = [], set()
    for number, line in enumerate(lines[1:], start=2):
        data = _line(line, name, number)
        try:
            if not isinstance(data, dict):
                raise TypeError("a puzzle is an object")
            puzzle = entry(data)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise CollectionError(f"{name}, line {number}: {type(exc).__name__}: {exc}") from None
        if puzzle.id in ids:
            raise CollectionError(f"{name}, line {number}: puzzle {puzzle.id} twice")
        ids.add(puzzle.id)
        puzzles.append(puzzle)
    return Collection(puzzles)


def _line(line: str, name: str, number: int) -> Any:
    if len(line) > MAX_LINE:
        raise CollectionError(f"{name}, line {number}: longer than {MAX_LINE:,} characters")
    try:
        return safe_json.parse(line)
    except safe_json.UnsafeInput as exc:
        raise CollectionError(f"{name}, line {number}: {exc}") from None


def read_packaged(package: str, filename: str, game: str, entry: Callable[[dict], Puzzle]) -> Collection:
    """A collection shipped in `package` (strict: raises CollectionError)."""
    try:
        raw = resources.files(package).joinpath(filename).read_bytes()
    except (OSError, ModuleNotFoundError) as exc:
        raise CollectionError(f"{filename}: cannot be read ({exc.__class__.__name__})") from None
    if len(raw) > MAX_PACKED:
        raise CollectionError(f"{filename}: larger than {MAX_PACKED:,} bytes")
    return parse_collection(decompress(raw, filename), filename, game, entry)


def load_or_empty(package: str, filename: str, game: str, entry: Callable[[dict], Puzzle]) -> Collection:
    """The app's way: a broken collection is logged and the game shows no puzzles."""
    try:
        return read_packaged(package, filename, game, entry)
    except CollectionError as exc:
        log.error("puzzles of %s not available: %s", game, exc)
        return Collection(())


def write_collection(path, game: str, entries: list[dict]) -> None:
    """Write a collection (the packing scripts): header and entries as compact JSON lines, gzip'd
    without a time stamp, so the same puzzles give the same bytes."""
    import gzip
    import json

    lines = [json.dumps({"format": FORMAT, "version": VERSION, "game": game, "count": len(entries)})]
    lines += [json.dumps(e, ensure_ascii=False, separators=(",", ":"), sort_keys=True) for e in entries]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(path, "wb") as out:
        with gzip.GzipFile(fileobj=out, mode="wb", mtime=0, filename="", compresslevel=9) as packed:
            packed.write(data)
