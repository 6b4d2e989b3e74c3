"""One-click camera views for a PyramidView: from each of the three sides and from above."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

VIEWS = ("side0", "side1", "side2", "top")


class CameraBar(QWidget):
    """Buttons `buttons[name]` for the views of `view.set_view`; keys 1, 2, 3 and T do the same."""

    def __init__(self, view, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        for name in VIEWS:
            b = QToolButton(self)
            b.setObjectName(f"camera_{name}")
            b.setAutoRaise(True)
            b.clicked.connect(lambda _=False, n=name: self.view.set_view(n))
            box.addWidget(b)
            self.buttons[name] = b
        self.retranslate()

    def retranslate(self) -> None:
        keys = {"side0": "1", "side1": "2", "side2": "3", "top": "T"}
        labels = {
            "side0": QCoreApplication.translate("CameraBar", "Side 1"),
            "side1": QCoreApplication.translate("CameraBar", "Side 2"),
            "side2": QCoreApplication.translate("CameraBar", "Side 3"),
            "top": QCoreApplication.translate("CameraBar", "Above"),
        }
        for name, b in self.buttons.items():
            b.setText(labels[name])
            b.setToolTip(
                QCoreApplication.translate(
                    "CameraBar", "View the pyramid from here ({key}); drag to orbit, wheel to zoom"
                ).format(key=keys[name])
            )

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
