"""The main window's menus and actions: built, enabled for the page shown, named in the language chosen; and
the settings they change (full screen, colour symbols, language), Settings and About."""
from __future__ import annotations


from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidgetAction

from gamebox import __version__, coach

from . import i18n, settings


# Its texts keep the window's context, as they had when this was part of it (one entry each in the .ts).
translate = QCoreApplication.translate

class MenusAndActions:
    """Mixin of MainWindow (ui/main_window.py): the menu bar, its actions and the status line's key hints."""

    # -- menus --------------------------------------------------------------------------------
    def _action(self, slot, shortcuts=(), name: str = "") -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        self.act_new = self._action(self.new_game, ["Ctrl+N"], "actNew")
        self.act_open = self._action(self.open_file, ["Ctrl+O"], "actOpen")
        self.act_save = self._action(self.save, ["Ctrl+S"], "actSave")
        self.act_save_as = self._action(self.save_as, ["Ctrl+Shift+S"], "actSaveAs")
        self.act_continue = self._action(self.continue_game, [], "actContinue")
        self.act_library = self._action(self.back_to_library, [], "actLibrary")
        self.act_quit = self._action(self.close, ["Ctrl+Q"], "actQuit")
        self.act_undo = self._action(lambda: self.game_page.undo(), ["Ctrl+Z"], "actUndo")
        self.act_redo = self._action(lambda: self.game_page.redo(), ["Ctrl+Shift+Z", "Ctrl+Y"], "actRedo")
        self.act_rules = self._action(self.show_rules, ["F1"], "actRules")
        # Not plain H: on the board the letters a..n pick towers, and h is one of them.
        self.act_hint = self._action(lambda: self.game_page.request_hint(), ["Ctrl+H", "?"], "actHint")
        self.act_analysis = self._action(self.show_analysis, [], "actAnalysis")
        self.act_puzzle = self._action(self.start_puzzle, [], "actPuzzle")
        self.act_puzzles = self._action(self.show_puzzles, [], "actPuzzles")
        self.act_history = self._action(self.show_history, ["Ctrl+Shift+H"], "actHistory")
        self.act_about = self._action(self.about, [], "actAbout")
        self.act_settings = self._action(self.show_settings, ["Ctrl+,"], "actSettings")
        self.act_full_screen = QAction(self)
        self.act_full_screen.setObjectName("actFullScreen")
        self.act_full_screen.setCheckable(True)
        self.act_full_screen.setShortcut(QKeySequence("F11"))
        self.act_full_screen.toggled.connect(self.set_full_screen)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for choice in settings.LANGUAGE_CHOICES:
            action = QAction(self)
            action.setCheckable(True)
            action.setObjectName(f"actLanguage-{choice}")
            action.triggered.connect(lambda _checked=False, c=choice: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[choice] = action
        self.language_actions[settings.language_choice()].setChecked(True)
        self.act_symbols = QAction(self)
        self.act_symbols.setObjectName("actColourSymbols")
        self.act_symbols.setCheckable(True)
        self.act_symbols.setChecked(settings.colour_symbols())
        self.act_symbols.toggled.connect(self.set_colour_symbols)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.game_menu.addAction(action)
        self.game_menu.addAction(self.act_puzzle)
        self.game_menu.addAction(self.act_history)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_continue)
        self.game_menu.addAction(self.act_library)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.act_undo)
        self.edit_menu.addAction(self.act_redo)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.act_rules)
        self.view_menu.addAction(self.act_full_screen)
        self.coach_menu = bar.addMenu("")
        self.coach_menu.addAction(self.act_hint)
        self.coach_menu.addAction(self.act_analysis)
        self.coach_menu.addSeparator()
        self.coach_menu.addAction(self.act_puzzle)
        self.coach_menu.addAction(self.act_puzzles)
        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.settings_menu.addAction(self.act_symbols)
        self._build_sound_menu()
        self.game_settings: list[QAction] = []      # the games' own entries (GameUI.settings_actions)
        self.settings_menu.aboutToShow.connect(self._add_game_settings)
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.act_settings)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.act_about)

    def _build_sound_menu(self) -> None:
        """Settings → Sound: on or off and the volume, right in the menu (ui/sound_settings.py)."""
        from .sound_settings import SoundControls

        self.sound_menu = self.settings_menu.addMenu("")
        self.sound_menu.setObjectName("soundMenu")
        self.sound_controls = SoundControls(self.sound)
        self.sound_controls.setContentsMargins(12, 6, 12, 6)
        action = QWidgetAction(self)
        action.setDefaultWidget(self.sound_controls)
        self.sound_menu.addAction(action)

    def _add_game_settings(self) -> None:
        """Each game's own entries of the Settings menu (Scrabble's word lists), asked of the games' UIs when the
        menu opens: so the start imports no game, and the entries are named in the language shown now."""
        from .games import registered

        for action in self.game_settings:
            self.settings_menu.removeAction(action)
            action.deleteLater()
        self.game_settings = [action for _game, ui in sorted(registered().items())
                              if ui.settings_actions is not None for action in ui.settings_actions(self)]
        self.settings_menu.insertActions(self.sound_menu.menuAction(), self.game_settings)

    def _update_actions(self) -> None:
        c = self.controller
        playing = self.on_game_page() and c is not None
        self.act_save.setEnabled(c is not None)
        self.act_save_as.setEnabled(c is not None)
        self.act_undo.setEnabled(playing and c.can_undo())
        self.act_redo.setEnabled(playing and c.can_redo())
        self.act_library.setEnabled(self.on_game_page() or self.on_history_page() or self.on_lesson_page())
        self.act_continue.setEnabled(self.has_unfinished_game() and not self.on_game_page())
        coached = c is not None and coach.coachable(c.game, c.record)
        self.act_analysis.setEnabled(coached and c.state.is_terminal())
        self.act_puzzle.setEnabled(self.puzzle_game() is not None)
        in_puzzle = playing and self.game_page.puzzle_run is not None
        hinted = playing and self.game_page.hints_available()
        self.act_hint.setEnabled(hinted or in_puzzle)
        if in_puzzle:
            self.statusBar().showMessage(
                translate("MainWindow", "Ctrl+H gives a hint (a solve then counts half) · F1 shows the rules")
            )
        elif playing and c.realtime is not None:
            self.statusBar().showMessage(
                translate("MainWindow", "Everybody plays at once · P pauses · F1 shows the rules and the keys")
            )
        elif hinted:
            self.statusBar().showMessage(
                translate("MainWindow", "Ctrl+Z takes a move back · Ctrl+H gives a hint · F1 shows the rules")
            )
        elif playing:
            self.statusBar().showMessage(translate("MainWindow", "Ctrl+Z takes a move back · F1 shows the rules"))
        elif self.on_lesson_page():
            self.statusBar().showMessage(
                translate("MainWindow", "Learn to play: you make the moves on the board · F1 shows the rules")
            )
        else:
            self.statusBar().showMessage(
                translate("MainWindow", "Choose a game and press New game · F1 shows the rules")
            )

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.coach_menu.setTitle(translate("MainWindow", "&Coach"))
        self.settings_menu.setTitle(translate("MainWindow", "&Settings"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        self.sound_menu.setTitle(translate("MainWindow", "S&ound"))
        texts = {
            self.act_new: (translate("MainWindow", "&New game…"), translate("MainWindow", "Start a new game")),
            self.act_open: (translate("MainWindow", "&Open…"), translate("MainWindow", "Open a saved game")),
            self.act_save: (translate("MainWindow", "&Save"), translate("MainWindow", "Save this game")),
            self.act_save_as: (
                translate("MainWindow", "Save &as…"),
                translate("MainWindow", "Save this game under a new name"),
            ),
            self.act_continue: (
                translate("MainWindow", "&Continue game"),
                translate("MainWindow", "Back to the running game"),
            ),
            self.act_library: (translate("MainWindow", "Back to &library"), translate("MainWindow", "Show all games")),
            self.act_quit: (
                translate("MainWindow", "&Quit"),
                translate("MainWindow", "Quit gamebox (the game is saved)"),
            ),
            self.act_undo: (translate("MainWindow", "&Undo"), translate("MainWindow", "Take back the last move")),
            self.act_redo: (
                translate("MainWindow", "&Redo"),
                translate("MainWindow", "Play the move taken back again"),
            ),
            self.act_rules: (translate("MainWindow", "&Rules"), translate("MainWindow", "Show the rules of the game")),
            self.act_hint: (
                translate("MainWindow", "&Hint"),
                translate("MainWindow", "Every move with the score it leads to, the best one marked"),
            ),
            self.act_analysis: (
                translate("MainWindow", "&Analyse the game…"),
                translate("MainWindow", "What each decision cost against perfect play, and what was luck"),
            ),
            self.act_puzzle: (
                translate("MainWindow", "&Puzzle of the day"),
                translate("MainWindow", "Today's dice, the same for everyone"),
            ),
            self.act_puzzles: (
                translate("MainWindow", "P&uzzles…"),
                translate("MainWindow", "Puzzles with proven solutions, and your puzzle rating"),
            ),
            self.act_about: (translate("MainWindow", "&About gamebox"), translate("MainWindow", "About this program")),
            self.act_settings: (
                translate("MainWindow", "&Settings…"),
                translate("MainWindow", "Computer level, questions, animations, screen"),
            ),
            self.act_full_screen: (
                translate("MainWindow", "&Full screen"),
                translate("MainWindow", "Fill the screen with the game box (F11)"),
            ),
            self.act_history: (
                translate("MainWindow", "&Your games…"),
                translate("MainWindow", "Past games to replay or continue, and your statistics"),
            ),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setStatusTip(tip)
        self.act_symbols.setText(translate("MainWindow", "Colour &symbols on dice"))
        self.act_symbols.setStatusTip(
            translate("MainWindow", "Each die colour also carries a pattern (for colour-blind players)")
        )
        self.language_actions["system"].setText(translate("MainWindow", "System language"))
        self.language_actions["de"].setText("Deutsch")
        self.language_actions["en"].setText("English")
        self._refresh_running()
        self._update_actions()

    def show_settings(self):
        """The Settings dialog (non-modal: changes apply at once, the game goes on)."""
        from .settings_dialog import SettingsDialog

        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self)
            self.settings_dialog.finished.connect(self._forget_settings)
        self.settings_dialog.show()
        self.settings_dialog.raise_()
        return self.settings_dialog

    def _forget_settings(self, _code: int) -> None:
        dialog, self.settings_dialog = self.settings_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def set_full_screen(self, on: bool) -> None:
        """F11, the View menu or Settings: fill the screen, or return to the window; remembered."""
        if on != self.isFullScreen():
            self.showFullScreen() if on else self.showNormal()
        settings.set_full_screen(on)
        self.act_full_screen.blockSignals(True)
        self.act_full_screen.setChecked(on)
        self.act_full_screen.blockSignals(False)
        self.full_screen_changed.emit(on)

    def set_colour_symbols(self, on: bool) -> None:
        """Store the choice and tell the board, if it draws coloured pieces."""
        settings.set_colour_symbols(on)
        if self.game_page.view is not None:
            self.game_page.view.set_colour_blind(on)

    def set_language(self, choice: str) -> None:
        settings.set_language_choice(choice)
        self.language_actions[choice].setChecked(True)
        i18n.apply_language(choice)

    def about(self) -> None:
        QMessageBox.about(self, translate("MainWindow", "About gamebox"), translate("MainWindow", 
            "<h3>gamebox {version}</h3><p>German tabletop games for one to eight players, "
            "with rules, hints and computer opponents.</p>"
            "<p>Games: {games}</p>").format(version=__version__, games=", ".join(card.name for card in self.games)))
