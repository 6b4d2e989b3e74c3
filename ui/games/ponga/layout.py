"""Where everything of Ponga stands, for a given picture size.

Pure geometry, shared by the live board, its hit tests and `render()`, so a picture equals
the board. The square board sits on the left of the felt; to its right a panel holds the
two dice (with the Roll button under them in the live view) and the players.

Inside a field: the two dice of its name in a strip along the top, the tower standing
below, seen slightly from above (stones are ellipses with a side band). A tall tower
gives way by thinner stones, so it never covers the dice strip.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from gamebox.games.ponga.board import SIZE

from ...board.geometry import cell_at, cell_rect, table_frame

TILT = 0.42             # ellipse height / width: how far we look down on the stones
STONE_RX = 0.31         # stone radius in field widths
STONE_TH = 0.08        # stone thickness in field widths while there is room
TOWER_ROOM = 0.40       # the height a tower may rise to, in field widths


@dataclass(frozen=True)
class BoardLayout:
    width: float
    height: float
    frame: float            # wooden rim around the felt
    felt: QRectF
    pad: float
    board: QRectF           # the wooden board, frame included
    grid: QRectF            # the 6 x 6 fields
    cell: float             # a field's pitch (field + gap)
    gap: float
    panel: QRectF           # right of the board: dice, roll button, players
    dice: QRectF            # the two dice side by side
    roll_button: QRectF     # under the dice (live view only)
    players: QRectF         # the player list
    legend: QRectF          # what the diagonals count (empty when there is no room)
    note: QRectF            # where the banner (a round's end) is shown: over the board, or in a small panel
    compact: bool

    @classmethod
    def compute(cls, width: float, height: float) -> BoardLayout:
        width, height = max(float(width), 160.0), max(float(height), 90.0)
        short = min(width, height)
        frame, felt, pad = table_frame(width, height, min(16.0, short * 0.024), min(18.0, short * 0.03))
        compact = height < 300
        panel_w = max(felt.width() * 0.28, min(250.0, felt.width() * 0.4))   # the least room the panel needs
        side = min(felt.height() - 2 * pad, felt.width() - panel_w - 3 * pad)
        side = max(60.0, side)
        # A wide picture (a rules diagram) keeps the panel near the board's size; the pair is centred.
        panel_w = max(panel_w, min(felt.width() - side - 3 * pad, side * 1.3))
        left = felt.left() + max(pad, (felt.width() - side - panel_w - 3 * pad) / 2 + pad)
        board = QRectF(left, felt.top() + (felt.height() - side) / 2, side, side)
        margin = side * 0.075          # the frame with the row and column numbers
        grid = board.adjusted(margin, margin, -margin * 0.6, -margin * 0.6)
        cell = grid.width() / SIZE
        gap = max(1.0, cell * 0.05)
        left = board.right() + pad * 1.4
        panel = QRectF(left, felt.top() + pad, min(panel_w, felt.right() - pad - left), felt.height() - 2 * pad)
        die = min(panel.width() * 0.30, panel.height() * (0.30 if compact else 0.2), 110.0)
        dice = QRectF(panel.center().x() - die * 1.1, panel.top() + pad * 0.5, die * 2.2, die)
        button_h = 0.0 if compact else max(28.0, min(40.0, die * 0.42))
        roll_button = QRectF(panel.center().x() - min(panel.width() * 0.4, 110.0), dice.bottom() + pad * 0.6,
                             min(panel.width() * 0.8, 220.0), button_h)
        top = (roll_button.bottom() if button_h else dice.bottom()) + pad
        legend_h = 0.0 if compact or panel.height() < 420 else max(48.0, min(70.0, panel.height() * 0.11))
        note_h = (panel.bottom() - top) * 0.3 if compact else 0.0      # a small picture's banner goes here
        players = QRectF(panel.left(), top, panel.width(), panel.bottom() - top - legend_h - note_h)
        note = QRectF(panel.left(), players.bottom(), panel.width(), note_h) if compact else grid
        legend = QRectF(panel.left() + pad, panel.bottom() - legend_h, panel.width() - 2 * pad, legend_h - pad * 0.5)
        return cls(width, height, frame, felt, pad, board, grid, cell, gap, panel, dice, roll_button, players,
                   legend, note, compact)

    # -- fields -------------------------------------------------------------------------------
    def field_rect(self, f: int) -> QRectF:
        """Field `f` (index, row-major) without its share of the gap."""
        return cell_rect(self.grid, SIZE, self.gap, f)

    def field_at(self, pos: QPointF) -> int | None:
        return cell_at(self.grid, SIZE, pos)

    def field_centre(self, f: int) -> QPointF:
        return self.field_rect(f).center()

    def die_rects(self, f: int) -> tuple[QRectF, QRectF]:
        """The two little dice of a field's name (row die, column die) in its top strip."""
        rect = self.field_rect(f)
        w = rect.width()
        d = w * 0.2
        y = rect.top() + w * 0.045
        return (QRectF(rect.left() + w * 0.05, y, d, d), QRectF(rect.left() + w * 0.05 + d * 1.15, y, d, d))

    # -- towers ---------------------------------------------------------------------------------
    @property
    def rx(self) -> float:
        return (self.cell - self.gap) * STONE_RX

    @property
    def ry(self) -> float:
        return self.rx * TILT

    def foot(self, f: int) -> QPointF:
        """The centre of the bottom ellipse of a field's lowest stone."""
        rect = self.field_rect(f)
        return QPointF(rect.center().x() + rect.width() * 0.06, rect.bottom() - rect.width() * 0.05 - self.ry)

    def thickness(self, height: int) -> float:
        """A stone's thickness in a tower of `height` stones: thinner when the tower is tall."""
        w = self.cell - self.gap
        return min(w * STONE_TH, w * TOWER_ROOM / max(1, height))

    # -- the panel ------------------------------------------------------------------------------
    def die_rect(self, index: int) -> QRectF:
        d = self.dice.height()
        return QRectF(self.dice.left() + index * d * 1.2, self.dice.top(), d, d)

    def row_height(self, count: int) -> float:
        return min(40.0, max(14.0, self.players.height() / (count + 1.2)))

    def header_rect(self, count: int) -> QRectF:
        """Above the players: the round, and the columns' titles."""
        h = self.row_height(count)
        return QRectF(self.players.left(), self.players.top(), self.players.width(), h)

    def player_row(self, seat: int, count: int) -> QRectF:
        h = self.row_height(count)
        return QRectF(self.players.left(), self.players.top() + (seat + 1) * h, self.players.width(), h * 0.92)
