"""Plain-Python translations for texts that come out of the model.

The Qt views use Qt's translation system for their own strings. Texts that the
model produces (reasons for illegal moves, rule texts, game names) must also work
headless in the CLI and the AI, so they carry every language with them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

LANGUAGES = ("en", "de")
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE


def set_language(lang: str) -> None:
    """Set the language used by `str()` of texts and reasons."""
    global _language
    _language = lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def language() -> str:
    return _language


@dataclass(frozen=True)
class Text:
    """One phrase in every supported language, with `{name}` placeholders."""

    en: str
    de: str

    def get(self, lang: str | None = None, **params: object) -> str:
        template = self.de if (lang or _language) == "de" else self.en
        return template.format(**params) if params else template

    def format(self, **params: object) -> Text:
        """This phrase with its placeholders filled, still in every language (a `Text` among
        the values is put in in the same language)."""
        def filled(lang: str) -> str:
            values = {k: v.get(lang) if isinstance(v, Text) else v for k, v in params.items()}
            return (self.de if lang == "de" else self.en).format(**values)

        return Text(filled("en"), filled("de"))

    def __str__(self) -> str:
        return self.get()


def plural(n: int, one: Text, other: Text) -> Text:
    """`one` for a count of 1, else `other`, with `{n}` filled in (English and German agree on
    which form a count takes: "1 die", "0 dice"; "1 Turm", "0 Türme")."""
    return (one if n == 1 else other).format(n=n)


@dataclass(frozen=True)
class Reason:
    """Why a move is illegal: a stable code, a translatable text and its parameters.

    The code lets tests and the UI tell reasons apart without parsing prose.
    """

    code: str
    text: Text
    params: Mapping[str, object] = field(default_factory=dict)

    def message(self, lang: str | None = None) -> str:
        return self.text.get(lang, **self.params)

    def __str__(self) -> str:
        return self.message()
