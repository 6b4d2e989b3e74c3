"""Bunte Kuh's table and side panel pieces: the pyramid seen from above for everybody (fixed camera),
a player's row (name, input, supply) and the panel's colours and style sheet."""
from __future__ import annotations

from PySide6.QtGui import QColor, QVector3D
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...pyramid import camera
from ...pyramid.view import PyramidView
from ...realtime.seats import seat_colour

DARK = "#1b1d22"
PANEL = "#23262d"
PEARL = QColor("#efeae0")

STYLE = f"""
QFrame#side {{ background: {PANEL}; border: 1px solid #111; border-radius: 10px; }}
QFrame#playerRow {{ background: #2b2f37; border-radius: 8px; border: 2px solid transparent; }}
QFrame#playerRow[roller="true"] {{ border: 2px solid #d9d2c3; }}
QLabel {{ color: #e9e4da; }}
QLabel#rowName {{ font-size: 14px; font-weight: 700; }}
QLabel#rowInput {{ color: #9aa3ad; font-size: 11px; }}
QLabel#rowCount {{ font-size: 22px; font-weight: 800; }}
QLabel#rollSum {{ font-size: 30px; font-weight: 900; color: #ffffff; }}
QLabel#headline {{ font-size: 16px; font-weight: 800; color: #ffffff; }}
QLabel#subline {{ font-size: 12px; color: #b9c2cb; }}
QLabel#legend {{ color: #9aa3ad; font-size: 11px; border-top: 1px solid #3a3f48; padding-top: 4px; }}
QLabel#feed {{ color: #cfd6dd; font-size: 12px; padding-top: 4px; }}
QLabel#pickerTitle {{ font-size: 13px; font-weight: 700; padding: 2px 6px; border-radius: 6px; color: #101418; }}
QPushButton#nieteButton {{ background: #d9443a; border: 1px solid #8e2019; color: white; font-size: 15px;
                           font-weight: 800; padding: 7px 8px; border-radius: 9px; }}
QPushButton#nieteButton:disabled {{ background: #5a3a38; color: #a58f8d; border-color: #3b2625; }}
QPushButton#stoppButton {{ background: #e0a526; border: 1px solid #8a6212; color: #231a08; font-size: 15px;
                           font-weight: 800; padding: 7px 8px; border-radius: 9px; }}
QPushButton#stoppButton:disabled {{ background: #4f4632; color: #93876c; border-color: #3a3426; }}
QPushButton#rollButton {{ background: #efeae0; border: 1px solid #a39b8c; color: #2a2116; font-size: 15px;
                          font-weight: 800; padding: 7px 8px; border-radius: 9px; }}
QPushButton#rollButton:disabled {{ background: #4a4843; color: #8d877c; border-color: #3a3833; }}
"""


class TableView(PyramidView):
    """The pyramid from above, for everybody: fixed (a turned camera would move every player's cursor)."""

    def set_view(self, name: str = "") -> None:
        p = camera.preset("top")
        self._view_name = "top"
        self.opts["fov"] = camera.FOV
        self.setCameraPosition(pos=QVector3D(*p["center"]), azimuth=p["azimuth"], elevation=p["elevation"],
                               distance=camera.fit_distance(self.width(), self.height(), name="top") * 0.93)

    def reset_view(self) -> None:
        self.set_view()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.set_view()

    def mouseMoveEvent(self, ev) -> None:
        if ev.buttons():
            ev.accept()
            return
        super().mouseMoveEvent(ev)

    def wheelEvent(self, ev) -> None:
        ev.accept()

    def keyPressEvent(self, ev) -> None:
        ev.ignore()


class PlayerRow(QFrame):
    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("playerRow")
        self.setProperty("roller", False)
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 3, 10, 3)
        chip = QLabel("●")
        chip.setStyleSheet(f"color: {seat_colour(seat)}; font-size: 17px;")
        box.addWidget(chip)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        self.name = QLabel()
        self.name.setObjectName("rowName")
        self.input = QLabel()
        self.input.setObjectName("rowInput")
        self.input.setWordWrap(True)        # "Mouse or any keyboard zone" takes two lines in a narrow panel
        self.input.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        texts.addWidget(self.name)
        texts.addWidget(self.input)
        box.addLayout(texts, 1)
        self.count = QLabel()
        self.count.setObjectName("rowCount")
        box.addWidget(self.count)

    def set_roller(self, on: bool) -> None:
        if self.property("roller") != on:
            self.setProperty("roller", on)
            self.style().unpolish(self)
            self.style().polish(self)
