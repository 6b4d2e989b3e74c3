#!/usr/bin/env python3
"""Update, fill and compile the UI translations (`make translations`).

    translations.py            update + fill + release + check (the usual run)
    translations.py update     pyside6-lupdate over ui/**/*.py into assets/i18n/gamebox_<lang>.ts
    translations.py fill       give English plural entries their two forms ("1 turn", "2 turns")
    translations.py release    pyside6-lrelease: .ts -> .qm (what the app loads)
    translations.py check      list unfinished or empty translations; exit 1 if there are any

The .ts files are the one store of the UI's translations. lupdate keeps every translation already
in them, so a new string needs: `update`, then its German written into the new entry of
gamebox_de.ts (by hand or with Qt Linguist), then the usual run. The files carry no source line
numbers (`-locations none`), so moving code does not touch them and branches merge cleanly.
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


def finished(lang: str) -> dict[tuple[str, str], ET.Element]:
    """The finished translations now, by (context, source)."""
    path = ts_path(lang)
    if not path.exists():
        return {}
    return {(c, m.findtext("source", "")): m.find("translation")
            for c, m in _messages(ET.parse(path)) if not _open(m.find("translation"))}


def keep_finished(lang: str, before: dict[tuple[str, str], ET.Element]) -> None:
    """lupdate reads a plural message as a plain one when the code's call does not make it numerus (a
    variable count), and keeps only its first form; mark_plurals makes it numerus again. Such a message
    gets back the forms it had before the update."""
    path = ts_path(lang)
    tree = ET.parse(path)
    for context, message in _messages(tree):
        old = before.get((context, message.findtext("source", "")))
        if old is not None and message.get("numerus") == "yes" and len(old.findall("numerusform")) == 2:
            message.remove(message.find("translation"))
            message.append(old)
    _write(tree, path)


def update(lang: str) -> None:
    I18N.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(ROOT)) for p in sources()]
    subprocess.run([tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                    "-target-language", LANGUAGES[lang], *files, "-ts", str(ts_path(lang).relative_to(ROOT))],
                   cwd=ROOT, check=True)


def english_plural(source: str) -> tuple[str, str]:
    """One and other of an English source with "(s)" or "(es)": "%n turn(s)" -> ("%n turn", "%n turns")."""
    if source in ENGLISH_PLURALS:
        return ENGLISH_PLURALS[source]
    one, other = source.replace("die(s)", "die"), source.replace("die(s)", "dice")     # never "dies"
    return (one.replace("(es)", "").replace("(s)", ""), other.replace("(es)", "es").replace("(s)", "s"))


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


def _messages(tree: ET.ElementTree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def _open(translation: ET.Element | None) -> bool:
    return translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
        or not "".join(translation.itertext()).strip()


def fill(lang: str) -> None:
    """English plural entries get their two forms from the source; other languages are written by hand."""
    if lang != "en":
        return
    path = ts_path(lang)
    tree = ET.parse(path)
    for _context, message in _messages(tree):
        if message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in english_plural(message.findtext("source", "")):
            ET.SubElement(translation, "numerusform").text = form
        translation.attrib.pop("type", None)
    _write(tree, path)


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
            before = finished(lang)
            update(lang)
            mark_plurals(lang)
            keep_finished(lang, before)
        if command in ("fill", "all"):
            fill(lang)
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
