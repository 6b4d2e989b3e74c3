"""The UI language: Qt translators for the app's own strings and Qt's dialogs, and
`gamebox.i18n` for texts that come from the model.

Installing or removing a translator makes Qt send `LanguageChange` to every widget;
each widget re-sets its texts in `changeEvent`, so a switch applies live.
"""
from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gamebox import i18n as model_i18n
from gamebox.grammar import addressed

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []
_current = "en"
# Called with the new language before any widget hears of the switch (the running game's "You" becomes "Du").
before_switch: list = []


def system_language() -> str:
    """German if the system locale is German, English otherwise."""
    languages = QLocale.system().uiLanguages() or [QLocale.system().name()]
    return "de" if languages[0].lower().startswith("de") else "en"


def effective_language(choice: str) -> str:
    """The language a settings choice ("system", "de", "en") stands for."""
    return system_language() if choice == "system" else ("de" if choice == "de" else "en")


def current_language() -> str:
    return _current


def said(sentence: str, name: str) -> str:
    """A sentence about the player `name` built for its subject in the language read now: "You win!",
    "Du würfelst" where the name speaks to the player (gamebox/grammar.py)."""
    return addressed(sentence, name, _current)


def qm_directory() -> Path:
    return Path(str(resources.files("gamebox_assets").joinpath("i18n")))


def apply_language(choice: str) -> str:
    """Switch the whole UI (Qt and model texts) to the language `choice` stands for."""
    global _current
    lang = effective_language(choice)
    model_i18n.set_language(lang)
    QLocale.setDefault(QLocale(QLocale.Language.German if lang == "de" else QLocale.Language.English))
    app = QCoreApplication.instance()
    changed = lang != _current
    _current = lang
    if app is None:
        return lang
    if not changed and _installed:
        return lang
    for hook in list(before_switch):
        hook(lang)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # English has a file too: the plural forms of "%n turn(s)" (1 turn, 2 turns).
    files = [(f"gamebox_{lang}", str(qm_directory()))]
    if lang != "en":
        files.insert(0, (f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, directory in files:
        translator = QTranslator(app)
        if translator.load(name, directory):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            log.warning("no translation %s in %s", name, directory)
    return lang
