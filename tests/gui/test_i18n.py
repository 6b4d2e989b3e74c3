"""Translations: the German .ts is complete and current, the .qm loads, and switching the
language changes the visible texts at once (menus, library, game page, dialogs)."""
from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from gamebox import i18n as model_i18n
from gamebox.record import GameRecord, PlayerSpec

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "assets" / "i18n" / "gamebox_de.ts"
QM = ROOT / "assets" / "i18n" / "gamebox_de.qm"


def messages(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name", ""), message


def test_every_string_has_a_finished_german_translation():
    entries = list(messages(TS))
    assert len(entries) > 100
    problems = []
    for context, message in entries:
        translation = message.find("translation")
        if translation is None or translation.get("type") or not "".join(translation.itertext()).strip():
            problems.append(f"{context}: {message.findtext('source')}")
    assert problems == []


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{[a-z_]+(?::[^}]*)?\}|%\d|%n", text))


def test_placeholders_survive_translation():
    for context, message in messages(TS):
        source = message.findtext("source", "")
        translation = "".join(message.find("translation").itertext())
        assert placeholders(source) == placeholders(translation), f"{context}: {source!r} -> {translation!r}"


def test_the_ts_file_is_up_to_date_with_the_sources(tmp_path):
    """lupdate over ui/ into a scratch file finds exactly the strings of the committed .ts."""
    import sys

    sys.path.insert(0, str(ROOT / "ui" / "tools"))
    try:
        import translations
    finally:
        sys.path.pop(0)
    scratch = tmp_path / "scratch_de.ts"
    files = [str(p) for p in translations.sources()]
    subprocess.run([translations.tool("lupdate"), "-silent", "-no-obsolete", *files, "-ts", str(scratch)],
                   check=True)
    found = {(c, m.findtext("source")) for c, m in messages(scratch)}
    committed = {(c, m.findtext("source")) for c, m in messages(TS)}
    assert found == committed, "run `make translations`"


def test_counts_take_their_plural_in_both_languages():
    """Every "%n" string is a plural message of both .ts files, and "1 turn" is never "1 turns"."""
    english = ROOT / "assets" / "i18n" / "gamebox_en.ts"
    for path in (TS, english):
        plural = [(c, m) for c, m in messages(path) if "%n" in m.findtext("source", "")]
        assert plural and all(m.get("numerus") == "yes" for _c, m in plural), path.name
        assert all(len(m.find("translation").findall("numerusform")) == 2 for _c, m in plural), path.name
    from PySide6.QtCore import QCoreApplication

    from gamebox_ui import i18n

    for lang, one, many in (("en", "1 turn played", "3 turns played"), ("de", "1 Zug gespielt", "3 Züge gespielt")):
        i18n.apply_language(lang)
        text = "{game} ({variant}) with {players}, %n turn(s) played."
        assert QCoreApplication.translate("MainWindow", text, "", 1).endswith(one + ".")
        assert QCoreApplication.translate("MainWindow", text, "", 3).endswith(many + ".")
        tower = QCoreApplication.translate("TwentySeven", "{side}: %n tower(s) → %n step(s)", "", 1)
        assert tower.endswith(("1 tower → 1 step", "1 Turm → 1 Schritt"))


def test_the_compiled_qm_translates():
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.translate("MainWindow", "&Game") == "&Spiel"
    assert translator.translate("GameCard", "New game") == "Neues Spiel"


def test_system_language_follows_the_locale(monkeypatch):
    from gamebox_ui import i18n

    monkeypatch.setattr(i18n, "system_language", lambda: "de")
    assert i18n.effective_language("system") == "de"
    assert i18n.effective_language("en") == "en"
    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    assert i18n.effective_language("system") == "en"
    assert i18n.effective_language("de") == "de"


def test_switching_to_german_changes_visible_texts_live(qtbot, window):
    from gamebox_ui import settings

    c = window.start_record(GameRecord("hoch", "duel", [PlayerSpec("Ada"), PlayerSpec("Bert")], {}, 0, []))
    page = window.game_page
    assert window.game_menu.title() == "&Game"
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    assert settings.language_choice() == "de"
    assert model_i18n.language() == "de"
    assert window.edit_menu.title() == "&Bearbeiten"
    assert window.act_undo.text() == "&Rückgängig"
    assert window.library.cards["hoch"].new_button.text() == "Neues Spiel"
    assert window.library.cards["hoch"].tagline.text().startswith("Ein schwindelerregendes")   # model text
    assert page.undo_button.text() == "Rückgängig"
    assert page.speed_value.text() == "0,0 s"            # numbers in the German way
    assert page.variant.text() == "Duell"
    assert page.status.text() == "Ada: Würfle."
    assert page.player_cards[1].detail.text().startswith("Team G (gelb, grün)")

    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert page.variant.text() == "Duel"
    assert page.status.text() == "Ada: roll the die."
    assert c is window.controller


def test_open_dialogs_follow_the_language(qtbot, window):
    window.new_game("hoch")
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    assert dialog.seats[0].name.text() == "Player 1"
    window.set_language("de")
    qtbot.waitUntil(lambda: dialog.start_button.text() == "Spiel starten")
    assert dialog.variant_buttons["duel"].text() == "Duell"
    assert dialog.seats[0].name.text() == "Spieler 1"      # a default name follows the language
    assert dialog.seats[0].human.text() == "Mensch"


def test_the_language_choice_is_applied_at_start(qtbot, monkeypatch):
    from gamebox_ui import i18n, settings
    from gamebox_ui.main_window import MainWindow

    settings.set_language_choice("de")
    i18n.apply_language(settings.language_choice())
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.game_menu.title() == "&Spiel"
    assert win.language_actions["de"].isChecked()


def test_the_rules_panel_follows_the_language(qtbot, window):
    window.show_rules("hoch")
    panel = window.rules_panels["hoch"]
    qtbot.waitExposed(panel)
    assert "What is on the table" in panel.browser.toPlainText()
    panel.show_me.click()
    panel.demo.timer.stop()
    panel.demo.step()
    panel.demo.step()
    window.set_language("de")
    qtbot.waitUntil(lambda: "Was auf dem Tisch liegt" in panel.browser.toPlainText())
    assert panel.show_me.text() == "Zeig’s mir"
    assert panel.demo.caption.text() == "Aus zwei Sechsertürmen wird einer mit 12."
    assert panel.browser.diagrams_drawn > 0


def test_english_counts_of_dice_and_points_read_right():
    """"build 4 dice", never "4 dies"; a solo score "0 of 1 point", never "0 of 1 points"."""
    from PySide6.QtCore import QCoreApplication

    from gamebox_ui import i18n

    english = ROOT / "assets" / "i18n" / "gamebox_en.ts"
    forms = [f.text or "" for _c, m in messages(english) for f in m.iter("numerusform")]
    assert forms and not [f for f in forms if re.search(r"\bdies\b", f)]
    i18n.apply_language("en")
    assert QCoreApplication.translate("Abquetschen", "{name}: build these %n die(s) (Enter).", "", 4).endswith(
        "4 dice (Enter).")
    assert QCoreApplication.translate("ScoreDialog", "{score} of %n point(s)", "", 1) == "{score} of 1 point"
    i18n.apply_language("de")
    assert QCoreApplication.translate("ScoreDialog", "{score} of %n point(s)", "", 3) == "{score} von 3 Punkten"
