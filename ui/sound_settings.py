"""The sound settings: on or off, and the volume. The same controls serve the Settings menu's
"Sound" submenu and, as a group, any settings dialog (`SoundSettingsGroup`)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)


class SoundControls(QWidget):
    """A checkbox "Play sounds", a volume slider with its percent, a button to try it, and a note when
    no audio device was found (then the box stays silent whatever is set)."""

    def __init__(self, player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.enabled = QCheckBox()
        self.enabled.setObjectName("soundEnabled")
        self.enabled.setChecked(player.enabled)
        self.enabled.toggled.connect(self._toggled)
        column.addWidget(self.enabled)
        row = QHBoxLayout()
        self.volume_label = QLabel()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(20)
        self.volume.setMinimumWidth(140)
        self.volume.setValue(player.volume)
        self.volume.valueChanged.connect(self._volume_changed)
        self.volume.sliderReleased.connect(lambda: self.player.play("place"))
        self.percent = QLabel()
        self.percent.setObjectName("hint")
        self.percent.setMinimumWidth(40)
        self.test = QPushButton()
        self.test.setObjectName("soundTest")
        self.test.clicked.connect(lambda: self.player.play("dice"))
        row.addWidget(self.volume_label)
        row.addWidget(self.volume, 1)
        row.addWidget(self.percent)
        row.addWidget(self.test)
        column.addLayout(row)
        self.no_device = QLabel()
        self.no_device.setObjectName("noSoundDevice")
        self.no_device.setWordWrap(True)
        column.addWidget(self.no_device)
        player.device_found.connect(lambda _found: self._sync())
        self.retranslate()
        self._sync()

    def _toggled(self, on: bool) -> None:
        self.player.set_enabled(on)
        self._sync()

    def _volume_changed(self, value: int) -> None:
        self.player.set_volume(value)
        self._sync()

    def _sync(self) -> None:
        on = self.player.enabled
        self.enabled.blockSignals(True)
        self.enabled.setChecked(on)
        self.enabled.blockSignals(False)
        silent = self.player.found is False
        for widget in (self.volume, self.volume_label, self.percent):
            widget.setEnabled(on)
        self.test.setEnabled(on and not silent)
        self.no_device.setVisible(silent)
        self.percent.setText(f"{self.player.volume} %")

    def retranslate(self) -> None:
        self.enabled.setText(self.tr("Play sounds"))
        self.enabled.setToolTip(self.tr("Dice rolling, pieces landing, captures and the end of a game"))
        self.volume_label.setText(self.tr("Volume"))
        self.test.setText(self.tr("Try"))
        self.test.setToolTip(self.tr("Play the dice sound at this volume"))
        self.no_device.setText(self.tr("No sound device was found: the box stays silent. Connect speakers or "
                                       "headphones and start the box again."))

    def showEvent(self, event) -> None:
        self._sync()    # the other place to set it may have changed it meanwhile
        self.player.probe()      # is there a device at all? (on the sound's worker: the dialog never waits)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SoundSettingsGroup(QGroupBox):
    """The sound settings as a group of a settings dialog."""

    def __init__(self, player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("soundSettings")
        layout = QVBoxLayout(self)
        self.controls = SoundControls(player)
        layout.addWidget(self.controls)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Sound"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
