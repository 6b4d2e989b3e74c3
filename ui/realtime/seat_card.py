"""A seat's card in a real-time view: a chip in the seat's colour, the player's name, how he plays (his input,
or "Computer"), a count (Raffzahn: the dice grabbed; Bunte Kuh: the dice left) and a frame while he rolls.

Raffzahn's pane is a wide card (the input in one line beside the name, cut with "…" if need be) with its
side view and tray under the head; Bunte Kuh's row is a narrow one (the input wrapped under the name).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..widgets.elided_label import ElidedLabel
from .seats import input_text, seat_colour


class SeatCard(QFrame):
    """`head` holds chip, name, input and count; `box` (vertical) holds the head and what a game adds."""

    def __init__(self, seat: int, parent: QWidget, *, narrow: bool) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seat")
        self.setProperty("roller", False)
        self.box = QVBoxLayout(self)
        self.head = QHBoxLayout()
        self.box.addLayout(self.head)
        self.chip = QLabel("●", self)
        self.chip.setStyleSheet(f"color: {seat_colour(seat)}; font-size: {17 if narrow else 18}px;")
        self.name = QLabel(self)
        self.name.setObjectName("seatName")
        self.count = QLabel(self)
        self.count.setObjectName("seatCount")
        self.head.addWidget(self.chip)
        if narrow:
            self.input = QLabel(self)
            self.input.setWordWrap(True)        # "Mouse or any keyboard zone" takes two lines in a narrow panel
            self.input.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            texts = QVBoxLayout()
            texts.setSpacing(0)
            texts.addWidget(self.name)
            texts.addWidget(self.input)
            self.head.addLayout(texts, 1)
        else:
            self.input = ElidedLabel(self)      # (cut with "…" and whole as its tooltip in a narrow pane)
            self.head.addWidget(self.name)
            self.head.addWidget(self.input, 1)
        self.input.setObjectName("seatInput")
        self.head.addWidget(self.count)

    def show_seat(self, view, count: int, count_tip: str, acts: str, calls: str, rolling: bool) -> None:
        """Show the seat as `view` (a RealTimeView) has it now; `acts` and `calls` name what his act and call
        keys do ("grab", "Stopp!")."""
        seat = self.seat
        self.name.setText(escape(view.names[seat]))
        self.count.setText(str(count))
        self.count.setToolTip(count_tip)
        if view.controller.player_is_ai(seat):
            self.input.setText(QCoreApplication.translate("RealTime", "Computer"))
        else:
            self.input.setText(input_text(view.inputs, seat, acts, calls)
                               or QCoreApplication.translate("RealTime", "no input left"))
        if self.property("roller") != rolling:
            self.setProperty("roller", rolling)
            self.style().unpolish(self)
            self.style().polish(self)
