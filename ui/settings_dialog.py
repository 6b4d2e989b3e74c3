"""The Settings dialog (Settings → Settings…, Ctrl+,): one group per subject, each change applied at once.

Groups are `SettingsGroup`s listed in `GROUPS`, each made from the dialog and the main window; a
subject that needs settings adds its group there (and keeps its own keys in ui/settings.py).
Language and colour symbols stay in the Settings menu.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from . import settings
from .levels import AI_LEVELS, level_label


class SettingsDialog(QDialog):
    def __init__(self, window, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setObjectName("settingsDialog")
        self.window_ = window
        self.setFixedWidth(520)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        layout.addWidget(self.title)
        self.groups: list[QGroupBox] = [build(self, window) for build in GROUPS]
        for group in self.groups:
            layout.addWidget(group)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.title.setText(self.tr("Settings"))
        self.close_button.setText(self.tr("Close"))
        for group in self.groups:
            group.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SettingsGroup(QGroupBox):
    """One subject's settings: built from (dialog, main window), its texts set by `retranslate`."""

    def __init__(self, dialog: SettingsDialog, window) -> None:
        super().__init__()

    def retranslate(self) -> None:
        """Set the group's texts in the current language."""


class PlayGroup(SettingsGroup):
    """How games go: the computer's level for new players, asking before a game is abandoned or before a
    costly move (ui/widgets/costly.py)."""

    def __init__(self, dialog: SettingsDialog, window) -> None:
        super().__init__(dialog, window)
        self.setObjectName("playSettings")
        form = QFormLayout(self)
        self.level_label = QLabel()
        self.level = QComboBox()
        self.level.setObjectName("defaultLevel")
        for agent in AI_LEVELS:
            self.level.addItem(level_label(agent), agent)
        self.level.setCurrentIndex(AI_LEVELS.index(settings.default_level()))
        self.level.currentIndexChanged.connect(lambda _i: settings.set_default_level(self.level.currentData()))
        form.addRow(self.level_label, self.level)
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmAbandon")
        self.confirm.setChecked(settings.confirm_abandon())
        self.confirm.toggled.connect(settings.set_confirm_abandon)
        form.addRow(self.confirm)
        self.costly = QCheckBox()
        self.costly.setObjectName("confirmCostly")
        self.costly.setChecked(settings.confirm_costly())
        self.costly.toggled.connect(settings.set_confirm_costly)
        form.addRow(self.costly)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.costly.setChecked(settings.confirm_costly())     # "Don't ask again" in a question turned it off

    def retranslate(self) -> None:
        self.setTitle(self.tr("Playing"))
        self.level_label.setText(self.tr("A new computer player plays:"))
        for i, agent in enumerate(AI_LEVELS):
            self.level.setItemText(i, level_label(agent))
        self.confirm.setText(self.tr("Ask before a new game replaces an unfinished one"))
        self.costly.setText(self.tr("Ask before costly moves"))
        self.costly.setToolTip(self.tr("A move that costs points or ends something for good asks first: giving a "
                                       "bridge up, ending the test, keeping a die a funnel would take …"))


class ScreenGroup(SettingsGroup):
    """How the box looks: how fast pieces move, full screen."""

    SPEEDS = ("off", "fast", "normal", "slow")

    def __init__(self, dialog: SettingsDialog, window) -> None:
        super().__init__(dialog, window)
        self.setObjectName("screenSettings")
        form = QFormLayout(self)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        self.speed.setObjectName("animationSpeed")
        for speed in self.SPEEDS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(self.SPEEDS.index(settings.animation_speed()))
        self.speed.currentIndexChanged.connect(lambda _i: settings.set_animation_speed(self.speed.currentData()))
        form.addRow(self.speed_label, self.speed)
        self.full_screen = QCheckBox()
        self.full_screen.setObjectName("fullScreen")
        self.full_screen.setChecked(window.isFullScreen())
        self.full_screen.toggled.connect(window.set_full_screen)
        window.full_screen_changed.connect(self._follow)
        form.addRow(self.full_screen)

    def _follow(self, on: bool) -> None:
        """F11 while the dialog is open."""
        self.full_screen.blockSignals(True)
        self.full_screen.setChecked(on)
        self.full_screen.blockSignals(False)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Screen"))
        self.speed_label.setText(self.tr("Pieces move:"))
        for i, text in enumerate((self.tr("at once (no animation)"), self.tr("fast"), self.tr("normally"),
                                  self.tr("slowly"))):
            self.speed.setItemText(i, text)
        self.full_screen.setText(self.tr("Full screen (F11)"))


def sound_group(dialog: SettingsDialog, window) -> QGroupBox:
    """Sound: on or off and the volume (ui/sound_settings.py; also in Settings → Sound)."""
    from .sound_settings import SoundSettingsGroup

    return SoundSettingsGroup(window.sound)


#: The dialog's groups, in order: each is made from (dialog, main window) and has `retranslate()`.
GROUPS: list[Callable[[SettingsDialog, object], QGroupBox]] = [PlayGroup, ScreenGroup, sound_group]
