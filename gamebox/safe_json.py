"""Reading JSON that a stranger may have written: bounded, strict, and never a traceback.

Every file the box opens (records, the autosave, solver table descriptions) comes through here:

- `read_bytes(path, limit)`: regular files only, opened without blocking (a FIFO named
  `x.json` must not hang the box), and at most `limit` bytes, counted while reading (`/dev/zero`
  says its size is 0);
- `parse(text)`: standard JSON only (no NaN or Infinity, which Python's json accepts and writes
  back as non-JSON), numbers of at most `MAX_NUMBER_CHARS` digits (a 5,000-digit integer is refused
  before Python converts it), nesting at most `MAX_DEPTH` deep, strings without lone surrogates
  (they cannot be written back as UTF-8);
- `validate(data, schema)`: a JSON Schema (jsonschema, Draft 2020-12), its first error as one sentence that
  names the key (no Python reprs).

Every problem is an `UnsafeInput` (a ValueError) with one line for the player.
"""
from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

MAX_DEPTH = 32
MAX_NUMBER_CHARS = 40
MAX_STRING_CHARS = 200_000


class UnsafeInput(ValueError):
    """Input that cannot be used, with a one-line reason."""


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file, refusing FIFOs, devices and anything over `limit` bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise UnsafeInput(f"cannot read {Path(path).name}: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnsafeInput(f"{Path(path).name} is not a regular file")
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return b"".join(chunks)
            size += len(chunk)
            if size > limit:
                raise UnsafeInput(f"{Path(path).name} is too large (more than {limit:,} bytes)")
            chunks.append(chunk)
    except OSError as exc:
        raise UnsafeInput(f"cannot read {Path(path).name}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UnsafeInput("not a text file (not UTF-8)") from None


def _number(text: str, kind: type):
    if len(text) > MAX_NUMBER_CHARS:
        raise UnsafeInput(f"a number of {len(text)} characters (at most {MAX_NUMBER_CHARS})")
    value = kind(text)
    if isinstance(value, float) and not math.isfinite(value):
        raise UnsafeInput(f"a number too large for JSON ({text[:20]})")
    return value


def _no_constant(name: str):
    raise UnsafeInput(f"{name} is not a JSON value")


def parse(text: str) -> Any:
    """Strict JSON within the bounds above."""
    try:
        data = json.loads(text, parse_int=lambda s: _number(s, int), parse_float=lambda s: _number(s, float),
                          parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise UnsafeInput(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise UnsafeInput(f"nested deeper than {MAX_DEPTH} levels") from None
    _check(data)
    return data


def _check(data: Any) -> None:
    """Depth and strings, walked without recursion (the input chooses how deep it goes)."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise UnsafeInput(f"nested deeper than {MAX_DEPTH} levels")
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str):
                    _check_string(key)
                todo.append((item, depth + 1))
        elif isinstance(value, str):
            _check_string(value)


def _check_string(text: str) -> None:
    if len(text) > MAX_STRING_CHARS:
        raise UnsafeInput(f"a text of {len(text):,} characters (at most {MAX_STRING_CHARS:,})")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise UnsafeInput("a text with an invalid character (a lone surrogate)") from None


def validate(data: Any, schema: dict, name: Callable[[list], str] | None = None) -> None:
    """Check `data` against a JSON Schema; the first problem (by place) as one sentence that names the
    key, never jsonschema's own words (they show Python's reprs of the values). `name(path)` says a
    place in the player's words (default: the keys joined by "/")."""
    from jsonschema import Draft202012Validator

    errors = Draft202012Validator(schema).iter_errors(data)
    error = next(iter(sorted(errors, key=lambda e: [(isinstance(p, str), p) for p in e.absolute_path])), None)
    if error is not None:
        raise UnsafeInput(sentence(error, name or _path_name))


def _path_name(path: list) -> str:
    return "/".join(str(p) for p in path) or "the file"


def sentence(error, name: Callable[[list], str]) -> str:
    """A jsonschema error as a sentence: where it is, and what belongs there."""
    path = list(error.absolute_path)
    where = name(path)
    keyword, value, instance = error.validator, error.validator_value, error.instance
    if keyword == "required" and isinstance(instance, dict):
        missing = next((key for key in value if key not in instance), value[0])
        return f"{where} needs its \"{missing}\""
    if keyword in ("maxItems", "maxProperties"):
        return f"{where} has more than {value:,} entries"
    if keyword in ("minItems", "minProperties"):
        return f"{where} needs at least {value} {'entry' if value == 1 else 'entries'}"
    if keyword == "additionalProperties" and value is False:
        return f"{where} has a key it may not have"
    return f"{where} must be {describe(error.schema)}"


_TYPES = {"string": "a text", "integer": "a whole number", "number": "a number", "boolean": "true or false",
          "object": "an object", "array": "a list", "null": "null"}


def describe(schema: dict) -> str:
    """What a (simple) schema asks for, in words: "a whole number from 0 to 63", "a text of at most 100
    characters"; a schema's "description" says it where the keywords would not (a pattern)."""
    if "description" in schema:
        return schema["description"]
    if "enum" in schema:
        return " or ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"])
    if "oneOf" in schema or "anyOf" in schema:
        return " or ".join(describe(s) for s in schema.get("oneOf", schema.get("anyOf")))
    kinds = schema.get("type", [])
    words = []
    for kind in [kinds] if isinstance(kinds, str) else kinds:
        word = _TYPES.get(kind, kind)
        if kind == "string" and "maxLength" in schema:
            word += f" of at most {schema['maxLength']:,} characters"
        elif kind in ("integer", "number") and "minimum" in schema and "maximum" in schema:
            word += f" from {schema['minimum']:,} to {schema['maximum']:,}"
        elif kind in ("integer", "number") and "minimum" in schema:
            word += f" of at least {schema['minimum']:,}"
        words.append(word)
    return " or ".join(words) or "something else"


def load(path: Path, limit: int, schema: dict | None = None) -> Any:
    """Read, parse and (with a schema) validate a JSON file."""
    data = parse(decode(read_bytes(path, limit)))
    if schema is not None:
        validate(data, schema)
    return data
