"""A question before a costly move: over the board, not a modal dialog (the game and its computers go
on being drawn; tests and the gestures of `GameView.gestures_for` click its buttons like a player).

A move that costs points or ends something for good (giving a bridge up, keeping a die a funnel would
take, ending a test, passing out of the bidding) asks first, unless the player turned the questions off
(Settings → Playing → "Ask before costly moves", or "Don't ask again" in the question itself). The focus
goes to "No": Enter and Space never say yes by accident; Escape says no."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import settings

_STYLE = """
QFrame#costlyQuestion { background: rgba(28, 22, 16, 245); border: 2px solid #ffd24a; border-radius: 12px; }
QFrame#costlyQuestion QLabel { color: #fff6e6; font-size: 15px; }
QFrame#costlyQuestion QLabel#costlyTitle { font-size: 17px; font-weight: 700; }
QFrame#costlyQuestion QCheckBox { color: #d9cbb0; font-size: 13px; }
QFrame#costlyQuestion QPushButton { font-size: 15px; padding: 6px 16px; border-radius: 8px; color: #fff6e6;
    background: #4a3b2c; border: 1px solid #8a7356; }
QFrame#costlyQuestion QPushButton#costlyYes { background: #9c3a2e; border-color: #d9443a; }
QFrame#costlyQuestion QPushButton:focus { border: 2px solid #ffd24a; }
"""


class CostlyQuestion(QFrame):
    """Asks over `parent` before `act` runs. Attributes for tests: `yes_button`, `no_button`, `never`."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("costlyQuestion")
        self.setStyleSheet(_STYLE)
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 14, 18, 14)
        box.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("costlyTitle")
        self.title.setWordWrap(True)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        box.addWidget(self.title)
        box.addWidget(self.text)
        row = QHBoxLayout()
        self.never = QCheckBox(self)
        row.addWidget(self.never, 1)
        self.no_button = QPushButton(self)
        self.no_button.setObjectName("costlyNo")
        self.yes_button = QPushButton(self)
        self.yes_button.setObjectName("costlyYes")
        for button in (self.no_button, self.yes_button):
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            row.addWidget(button)
        box.addLayout(row)
        self.no_button.clicked.connect(self.cancel)
        self.yes_button.clicked.connect(self._yes)
        self._act: Callable[[], None] | None = None
        parent.installEventFilter(self)
        self.hide()

    def ask(self, title: str, text: str, yes: str, act: Callable[[], None]) -> None:
        """Ask "title" (what the move does, `text` what it costs); `yes` names the move on its button."""
        self._act = act
        self.title.setText(title)
        self.text.setText(text)
        self.text.setVisible(bool(text))
        self.yes_button.setText(yes)
        self.no_button.setText(self.tr("No, go back"))
        self.never.setText(self.tr("Don't ask again"))
        self.never.setChecked(False)
        self._place()
        self.show()
        self.raise_()
        self.no_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def asking(self) -> bool:
        return self.isVisible()

    def cancel(self) -> None:
        self._act = None
        self.hide()
        parent = self.parentWidget()
        if parent is not None:
            parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def _yes(self) -> None:
        act = self._act
        if self.never.isChecked():
            settings.set_confirm_costly(False)
        self.cancel()
        if act is not None:
            act()

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 24, 460)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, max(8, (parent.height() - self.height()) // 2))

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.cancel()        # asked in the other language: the player asks again in this one
        super().changeEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(obj, event)


def ask_costly(question: CostlyQuestion, title: str, text: str, yes: str, act: Callable[[], None]) -> None:
    """Run `act` at once when the player does not want to be asked, else ask first."""
    if settings.confirm_costly():
        question.ask(title, text, yes, act)
    else:
        act()
