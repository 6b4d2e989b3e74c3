"""A game's card: what the box shows of a game before its code is needed.

The library shows every game's name, tagline, players and picture, and the puzzle banner needs to know
which game can solve and how many puzzles there are. Importing thirteen games' rules for that would cost
the start most of its time, so each game's package carries a `card.json` beside its `__init__.py`, read
without importing the package (`gamebox.registry.cards`). The game's code is imported when something needs
its rules: a new game, its page, the CLI.

The cards are written from the games themselves (`python -m gamebox.cards`): each game's `GameInfo` stays
the one source of every fact, and tests/test_cards.py fails when a card no longer says what its game says.
"""
from __future__ import annotations

import importlib.util
import json
from dataclasses import dataclass
from pathlib import Path

from .i18n import Text

FILENAME = "card.json"
MAX_BYTES = 64_000       # a card is a few kilobytes; anything larger is not one


class CardError(ValueError):
    """A card file that cannot be used."""


@dataclass(frozen=True)
class VariantCard:
    id: str
    name: Text
    min_players: int
    max_players: int


@dataclass(frozen=True)
class Card:
    """The facts of `GameInfo` the library shows, the solvable variants and the number of shipped puzzles.
    The names are GameInfo's, so code that shows a game reads a card and a GameInfo alike."""

    id: str
    name: str
    tagline: Text
    description: Text
    min_players: int
    max_players: int
    play_minutes: tuple[int, int]
    variants: tuple[VariantCard, ...]
    solvable_variants: tuple[str, ...] = ()
    puzzles: int = 0
    lessons: tuple[str, ...] = ()     # the ids of its course's lessons (Learn to play), in order

    def variant(self, variant_id: str) -> VariantCard:
        for v in self.variants:
            if v.id == variant_id:
                return v
        raise KeyError(variant_id)

    @classmethod
    def of(cls, game) -> Card:
        """The card of a game object (imports nothing more than the game has)."""
        from .lessons import course_for
        from .protocol import HasPuzzles, solvable_variants

        info = game.info
        course = course_for(info.id)
        return cls(id=info.id, name=info.name, tagline=info.tagline, description=info.description,
                   min_players=info.min_players, max_players=info.max_players,
                   play_minutes=tuple(info.play_minutes),
                   variants=tuple(VariantCard(v.id, v.name, v.min_players, v.max_players) for v in info.variants),
                   solvable_variants=tuple(solvable_variants(game)),
                   puzzles=len(game.puzzles()) if isinstance(game, HasPuzzles) else 0,
                   lessons=tuple(lesson.id for lesson in course.lessons) if course is not None else ())

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "tagline": _text_json(self.tagline),
                "description": _text_json(self.description), "players": [self.min_players, self.max_players],
                "minutes": list(self.play_minutes),
                "variants": [{"id": v.id, "name": _text_json(v.name), "players": [v.min_players, v.max_players]}
                             for v in self.variants],
                "solvable": list(self.solvable_variants), "puzzles": self.puzzles,
                "lessons": list(self.lessons)}

    @classmethod
    def from_json(cls, data: object) -> Card:
        """A card from its JSON object; CardError (one line) for anything that is not one."""
        try:
            if not isinstance(data, dict):
                raise TypeError("not an object")
            low, high = _ints(data["players"], 2)
            variants = []
            for v in data["variants"]:
                v_low, v_high = _ints(v["players"], 2)
                variants.append(VariantCard(_str(v["id"]), _text(v["name"]), v_low, v_high))
            if not variants:
                raise ValueError("no variants")
            solvable = tuple(_str(s) for s in data["solvable"])
            return cls(id=_str(data["id"]), name=_str(data["name"]), tagline=_text(data["tagline"]),
                       description=_text(data["description"]), min_players=low, max_players=high,
                       play_minutes=_ints(data["minutes"], 2), variants=tuple(variants),
                       solvable_variants=solvable, puzzles=_ints([data["puzzles"]], 1)[0],
                       lessons=tuple(_str(s) for s in data["lessons"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise CardError(f"not a game card ({type(exc).__name__}: {exc})") from None


def _text_json(text: Text) -> dict:
    return {"en": text.en, "de": text.de}


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not a string")
    return value


def _text(value: object) -> Text:
    if not isinstance(value, dict):
        raise TypeError("a text is an object with 'en' and 'de'")
    return Text(_str(value["en"]), _str(value["de"]))


def _ints(value: object, count: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != count or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in value):
        raise ValueError(f"{value!r} is not {count} whole numbers")
    return tuple(value)


def card_path(package: str) -> Path | None:
    """Where the card of game package `package` lies, found without importing the package."""
    spec = importlib.util.find_spec(package)
    for folder in (spec.submodule_search_locations or ()) if spec else ():
        path = Path(folder) / FILENAME
        if path.is_file():
            return path
    return None


def read_card(path: Path) -> Card:
    """The card in `path`; CardError if it cannot be read or is not a card."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise CardError(f"{path.name}: cannot be read ({exc.strerror})") from None
    if len(raw) > MAX_BYTES:
        raise CardError(f"{path.name}: larger than {MAX_BYTES:,} bytes")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise CardError(f"{path.name}: not JSON ({exc})") from None
    return Card.from_json(data)


def card_text(card: Card) -> str:
    """The card as it is written to its file: stable and readable, a key (and a variant) a line."""
    lines = []
    for key, value in card.to_json().items():
        if key == "variants":
            inner = ",\n".join(f"  {_compact(v)}" for v in value)
            lines.append(f' "variants": [\n{inner}\n ]')
        else:
            lines.append(f" {_compact(key)}: {_compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def write_cards() -> list[Path]:
    """Write every built-in game's card beside its package (`python -m gamebox.cards`); the paths written."""
    from . import registry

    written = []
    for game in registry.all_games():
        package = registry.package_of(game.info.id)
        if package is None:
            continue                  # a plugin's game: its package is not ours to write into
        folder = Path(importlib.util.find_spec(package).submodule_search_locations[0])
        path = folder / FILENAME
        text = card_text(Card.of(game))
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_cards():
        print(f"wrote {written_path}")
