#!/usr/bin/env python3
"""Update, fill and compile the UI translations (`make translations`).

    translations.py            update + fill + release + check (the usual run)
    translations.py update     pyside6-lupdate over ui/**/*.py into assets/i18n/gamebox_<lang>.ts
    translations.py fill       put known translations (ui/tools/german.py) into unfinished entries
    translations.py force      like fill, but german.py also overwrites finished entries
    translations.py release    pyside6-lrelease: .ts -> .qm (what the app loads)
    translations.py check      list unfinished or empty translations; exit 1 if there are any

lupdate keeps every translation already in the .ts, so the .ts is the store (Qt Linguist can
edit it); german.py only fills what is still open, so adding strings to the UI and to german.py
and running this script is all a new string needs.
"""
from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"
I18N = ROOT / "assets" / "i18n"
LANGUAGES = {"de": "de_DE", "en": "en_GB"}
# English needs only its plural forms ("%n turn(s)" -> "1 turn", "2 turns"): its file holds just those.
PLURAL_ONLY = {"en"}
# English plurals the "(s)" rule does not make: source -> (one, other).
ENGLISH_PLURALS = {"%n die(s)": ("%n die", "%n dice")}


def ts_path(lang: str) -> Path:
    return I18N / f"gamebox_{lang}.ts"


def tool(name: str) -> str:
    """pyside6-<name> beside this Python (the venv), else inside the PySide6 package, else PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    if beside.exists():
        return str(beside)
    spec = importlib.util.find_spec("PySide6")
    if spec and spec.origin:
        inner = Path(spec.origin).parent / name
        if inner.exists():
            return str(inner)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if not found:
        raise SystemExit(f"cannot find pyside6-{name}: install PySide6 into this Python")
    return found


def sources() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if "tools" not in p.relative_to(UI).parts)


def update(lang: str) -> None:
    I18N.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(ROOT)) for p in sources()]
    subprocess.run([tool("lupdate"), "-silent", "-no-obsolete", "-locations", "relative",
                    "-target-language", LANGUAGES[lang], *files, "-ts", str(ts_path(lang).relative_to(ROOT))],
                   cwd=ROOT, check=True)


def english_plural(source: str) -> tuple[str, str]:
    """One and other of an English source with "(s)" or "(es)": "%n turn(s)" -> ("%n turn", "%n turns")."""
    if source in ENGLISH_PLURALS:
        return ENGLISH_PLURALS[source]
    return (source.replace("(es)", "").replace("(s)", ""), source.replace("(es)", "es").replace("(s)", "s"))


def mark_plurals(lang: str) -> None:
    """Every message with "%n" is a plural (numerus) message.

    lupdate's Python parser marks `self.tr(text, "", n)` as numerus, but not
    `QCoreApplication.translate(context, text, "", n)` unless n is a literal, so this marks them
    all by their text. English keeps only these (its file exists for "1 turn", "2 turns")."""
    path = ts_path(lang)
    tree = ET.parse(path)
    for context in list(tree.getroot().iter("context")):
        for message in list(context.iter("message")):
            plural = "%n" in message.findtext("source", "")
            if not plural and lang in PLURAL_ONLY:
                context.remove(message)
                continue
            if plural and message.get("numerus") != "yes":
                message.set("numerus", "yes")
                translation = message.find("translation")
                if translation is not None and not list(translation):
                    text = (translation.text or "").strip()
                    translation.text = None
                    for _ in range(2):
                        ET.SubElement(translation, "numerusform").text = text
                    translation.set("type", "unfinished")   # fill() gives it its forms
        if lang in PLURAL_ONLY and not list(context.iter("message")):
            tree.getroot().remove(context)
    _write(tree, path)


def known(lang: str) -> dict[str, str]:
    if lang == "en":
        return {}
    spec = importlib.util.spec_from_file_location("german", Path(__file__).with_name("german.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.GERMAN


def _messages(tree: ET.ElementTree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def _open(translation: ET.Element | None) -> bool:
    return translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
        or not "".join(translation.itertext()).strip()


def fill(lang: str, force: bool = False) -> list[str]:
    """Fill open entries (all known ones with `force`) from the dictionary; return those still open."""
    path = ts_path(lang)
    tree = ET.parse(path)
    table = known(lang)
    missing = []
    for context, message in _messages(tree):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if not force and not _open(translation):
            continue
        text = table.get(f"{context}|{source}", table.get(source))
        if lang == "en" and message.get("numerus") == "yes":
            text = english_plural(source)
        if text is None:
            if _open(translation):
                missing.append(f"{context}: {source}")
            continue
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":   # German: singular and plural, given as a tuple
            forms = text if isinstance(text, tuple) else (text, text)
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text[-1] if isinstance(text, tuple) else text
        translation.attrib.pop("type", None)
    _write(tree, path)
    return missing


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def release(lang: str) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts_path(lang)), "-qm", str(I18N / f"gamebox_{lang}.qm")],
                   check=True)


def check(lang: str) -> list[str]:
    tree = ET.parse(ts_path(lang))
    return [f"{context}: {m.findtext('source', '')}" for context, m in _messages(tree) if _open(m.find("translation"))]


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "all"
    for lang in LANGUAGES:
        if command in ("update", "all"):
            update(lang)
            mark_plurals(lang)
        if command in ("fill", "force", "all"):
            fill(lang, force=command == "force")
        if command in ("release", "all"):
            release(lang)
        if command in ("check", "all"):
            open_entries = check(lang)
            for entry in open_entries:
                print(f"untranslated ({lang}): {entry}")
            if open_entries:
                return 1
            print(f"{ts_path(lang).relative_to(ROOT)}: every string translated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
