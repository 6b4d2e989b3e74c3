"""No ruling ids ("(KP-1)", "TS-13") in anything a player reads.

Rulings are the editors' bookkeeping (docs/rulings.md); comments may cite them, players never see them. Read
here: every string put into a `Text`, a `Reason`, `plural`, or Qt's `tr`/`translate` anywhere in the model and
the UI, every game's info (names, variants, options) as the registry gives it, the rules texts, and the
UI translations.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from gamebox import registry
from gamebox.i18n import Text

ROOT = Path(__file__).resolve().parents[1]
RULING_ID = re.compile(r"\b[A-Z]{2,3}-\d+[a-z]?\b")
PLAYER_TEXT_CALLS = {"Text", "Reason", "plural", "tr", "translate"}


def _strings_in_player_texts(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in PLAYER_TEXT_CALLS:
            for part in ast.walk(node):
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    yield node.lineno, part.value


def test_the_sources_put_no_ruling_id_into_a_players_text():
    found = [f"{path.relative_to(ROOT)}:{line}: {text[:80]}"
             for folder in ("gamebox", "ui") for path in sorted((ROOT / folder).rglob("*.py"))
             for line, text in _strings_in_player_texts(path) if RULING_ID.search(text)]
    assert found == [], "\n".join(found)


def _texts(value):
    if isinstance(value, Text):
        yield value.en
        yield value.de
    elif isinstance(value, str):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _texts(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            yield from _texts(getattr(value, name))


def test_no_games_info_or_rules_text_shows_a_ruling_id():
    found = []
    for game in registry.all_games():
        found += [f"{game.info.id}: {t}" for t in _texts(game.info) if RULING_ID.search(t)]
    for path in sorted((ROOT / "gamebox" / "games").glob("*/rules_*.md")):
        found += [f"{path.relative_to(ROOT)}: {m.group()}" for m in RULING_ID.finditer(path.read_text(encoding="utf-8"))]
    for path in sorted((ROOT / "assets" / "i18n").glob("*.ts")):
        found += [f"{path.name}: {m.group()}" for m in RULING_ID.finditer(path.read_text(encoding="utf-8"))]
    assert found == [], "\n".join(found)
