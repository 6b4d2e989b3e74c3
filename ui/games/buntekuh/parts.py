"""Bunte Kuh's table and panel pieces: the pyramid seen from above for everybody (fixed camera), and what
its style sheet adds to the real-time views' shared one (ui/realtime/panel.py): the pearl and amber, and
smaller type for a narrow panel of up to six seats."""
from __future__ import annotations

from PySide6.QtGui import QColor, QVector3D

from ...pyramid import camera
from ...pyramid.view import PyramidView

PEARL = QColor("#efeae0")

STYLE = """
QFrame#seat { background: #2b2f37; border-radius: 8px; border: 2px solid transparent; }
QFrame#seat[roller="true"] { border: 2px solid #d9d2c3; }
QLabel#seatName { font-size: 14px; }
QLabel#seatInput { font-size: 11px; }
QLabel#seatCount { font-size: 22px; }
QLabel#rollSum { font-size: 30px; font-weight: 900; color: #ffffff; }
QLabel#headline { font-size: 16px; }
QLabel#subline { font-size: 12px; }
QLabel#legend { font-size: 11px; padding-top: 4px; }
QLabel#feed { font-size: 12px; padding-top: 4px; }
QLabel#pickerTitle { font-size: 13px; font-weight: 700; padding: 2px 6px; border-radius: 6px; color: #101418; }
QPushButton#nieteButton { background: #d9443a; border: 1px solid #8e2019; color: white; font-size: 15px;
                           font-weight: 800; padding: 7px 8px; border-radius: 9px; }
QPushButton#nieteButton:disabled { background: #5a3a38; color: #a58f8d; border-color: #3b2625; }
QPushButton#stoppButton { background: #e0a526; border: 1px solid #8a6212; color: #231a08; font-size: 15px;
                           font-weight: 800; padding: 7px 8px; border-radius: 9px; }
QPushButton#stoppButton:disabled { background: #4f4632; color: #93876c; border-color: #3a3426; }
QPushButton#rollButton { background: #efeae0; border: 1px solid #a39b8c; color: #2a2116; font-size: 15px;
                          font-weight: 800; padding: 7px 8px; border-radius: 9px; }
QPushButton#rollButton:disabled { background: #4a4843; color: #8d877c; border-color: #3a3833; }
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
