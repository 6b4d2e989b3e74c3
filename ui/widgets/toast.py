"""A message banner over the board that fades away after a few seconds."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

ERROR, INFO = "error", "info"

_STYLE = {
    ERROR: "background: rgba(58, 18, 18, 232); border: 2px solid #ff5a5a;",
    INFO: "background: rgba(20, 30, 36, 232); border: 2px solid #ffd24a;",
}


class Toast(QLabel):
    """Shows one message at the top of its parent; a new message replaces the old one."""

    animations_enabled = True

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.kind = INFO
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignCenter)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAccessibleName(self.tr("Message"))
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.InOutQuad)
        self._fade.finished.connect(self._faded)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.fade_out)
        self.hide()

    def show_message(self, text: str, kind: str = INFO) -> None:
        self.kind = kind
        self.setText(text)
        self.setStyleSheet("QLabel {" + _STYLE.get(kind, _STYLE[INFO]) +
                           " color: #fff6e6; border-radius: 10px; padding: 10px 18px;"
                           " font-size: 15px; font-weight: 600; }")
        self._place()
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.show()
        self.raise_()
        self._timer.start(3200 + 35 * len(text))

    def fade_out(self) -> None:
        if not self.animations_enabled or not self.isVisible():
            self.hide()
            return
        self._fade.stop()
        self._fade.setDuration(450)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _faded(self) -> None:
        if self._effect.opacity() < 0.05:
            self.hide()

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 40, max(320, int(parent.width() * 0.5)))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, max(12, int(parent.height() * 0.05)))

    def reposition(self) -> None:
        if self.isVisible():
            self._place()
