"""Where everything of Scrabble 6×6 stands for a picture size: pure geometry shared by the live
board, its hit tests and `render()`.

The square board sits on the left of the felt with the rack below it; to the right a panel holds
the players, the bag, the last turn, the live preview of the tiles being placed, the coach's best
moves, and the buttons (live view only; on a table about as high as wide they stand under the rack).
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ...board.geometry import cell_at, cell_rect, table_frame

RACK = 6


@dataclass(frozen=True)
class BoardLayout:
    width: float
    height: float
    size: int
    frame: float
    felt: QRectF
    pad: float
    board: QRectF           # the wooden board, frame included
    grid: QRectF            # the N x N fields
    cell: float
    gap: float
    rack: QRectF            # the rack's wooden bar under the board
    panel: QRectF
    players: QRectF
    info: QRectF            # bag, last turn, preview, coach
    buttons: QRectF         # Play, Take back, Exchange, Pass (live view): in the panel or under the rack
    check: QRectF           # the word check box above the buttons (live view; empty when compact)
    compact: bool

    @classmethod
    def compute(cls, width: float, height: float, size: int = 6, buttons: bool = True, rack: bool = True) -> BoardLayout:
        """`buttons` and `rack`: the live view's; a picture without a rack gives the board its height."""
        width, height = max(float(width), 200.0), max(float(height), 140.0)
        short = min(width, height)
        frame, felt, pad = table_frame(width, height, min(16.0, short * 0.024), min(16.0, short * 0.028))
        compact = height < 330
        rack_share = 1.05 / (size + 1) if rack else 0.0     # the rack is about one field high (side / (size + 1))
        button_h = 0.0 if (compact or not buttons) else 34.0
        # A table about as high as wide (1024×768 beside the side page): a panel wide enough for the
        # buttons would leave the board a third of the table, so the buttons go under the rack and the
        # panel keeps only what is read (players, last turn, coach, word check).
        under = bool(button_h) and rack and felt.width() < felt.height() * 1.25
        if under:
            panel_w = max(200.0, felt.width() * 0.32)
            below = pad * 1.4 + 2 * button_h + pad * 0.5          # the two rows of buttons under the rack
        else:
            panel_w = max(felt.width() * 0.30, min(330.0, felt.width() * 0.42))
            below = 0.0
        avail_w = felt.width() - panel_w - 3 * pad
        side = min(avail_w, (felt.height() - (3 if rack else 2) * pad - below) / (1 + rack_share))
        side = max(80.0, side)
        panel_w = max(panel_w, min(felt.width() - side - 3 * pad, side * 1.1))
        left = felt.left() + max(pad, (felt.width() - side - panel_w - 3 * pad) / 2 + pad)
        rack_h = side * rack_share
        top = felt.top() + max(pad, (felt.height() - side - rack_h - (pad if rack else 0) - below) / 2)
        board = QRectF(left, top, side, side)
        margin = side * (0.075 if size == 6 else 0.06)
        grid = board.adjusted(margin, margin, -margin * 0.6, -margin * 0.6)
        cell = grid.width() / size
        gap = max(1.0, cell * 0.05)
        rack_rect = QRectF(board.left() + side * 0.08, board.bottom() + pad * 0.8, side * 0.84, rack_h)
        px = board.right() + pad * 1.4
        panel = QRectF(px, felt.top() + pad, min(panel_w, felt.right() - pad - px), felt.height() - 2 * pad)
        inner = panel.adjusted(pad * 0.7, pad * 0.6, -pad * 0.7, -pad * 0.6)
        if not button_h:
            buttons_rect = QRectF(inner.left(), inner.bottom(), inner.width(), 0)
        elif under:
            buttons_rect = QRectF(rack_rect.left(), rack_rect.bottom() + pad * 1.4, rack_rect.width(),
                                  2 * button_h + pad * 0.5)
        else:
            button_h = max(30.0, min(40.0, inner.height() * 0.07))
            buttons_rect = QRectF(inner.left(), inner.bottom() - 2 * button_h - pad * 0.5, inner.width(),
                                  2 * button_h + pad * 0.5)
        in_panel = inner.bottom() if under else buttons_rect.top()      # the panel's room ends here
        check_h = 0.0 if not button_h or inner.height() < 420 else max(52.0, min(64.0, inner.height() * 0.11))
        check = QRectF(inner.left(), in_panel - check_h - (pad * 0.5 if check_h and not under else 0), inner.width(),
                       check_h)
        players_h = min(inner.height() * 0.36, 30.0 * 5.3)
        players = QRectF(inner.left(), inner.top(), inner.width(), players_h)
        info = QRectF(inner.left(), players.bottom() + pad * 0.5, inner.width(),
                      (check.top() if check_h else in_panel) - players.bottom() - pad)
        return cls(width, height, size, frame, felt, pad, board, grid, cell, gap, rack_rect, panel, players, info,
                   buttons_rect, check, compact)

    # -- fields ---------------------------------------------------------------------------------
    def field_rect(self, f: int) -> QRectF:
        return cell_rect(self.grid, self.size, self.gap, f)

    def field_at(self, pos: QPointF) -> int | None:
        return cell_at(self.grid, self.size, pos)

    def field_centre(self, f: int) -> QPointF:
        return self.field_rect(f).center()

    @property
    def tile(self) -> float:
        """A tile's side on the board."""
        return self.cell - self.gap

    # -- the rack -------------------------------------------------------------------------------
    def slot_rect(self, index: int) -> QRectF:
        """Rack slot `index` (0..5), a tile's size, spread along the rack."""
        t = min(self.tile * 1.0, self.rack.height() * 0.84)
        step = self.rack.width() / RACK
        x = self.rack.left() + step * index + (step - t) / 2
        return QRectF(x, self.rack.center().y() - t / 2 - self.rack.height() * 0.04, t, t)

    def slot_at(self, pos: QPointF) -> int | None:
        if not self.rack.adjusted(0, -self.pad, 0, self.pad * 0.5).contains(pos):
            return None
        index = int((pos.x() - self.rack.left()) // (self.rack.width() / RACK))
        return index if 0 <= index < RACK else None

    # -- the panel ------------------------------------------------------------------------------
    def player_row(self, seat: int, count: int) -> QRectF:
        h = min(30.0, self.players.height() / (count + 1.1))
        return QRectF(self.players.left(), self.players.top() + (seat + 1) * h, self.players.width(), h * 0.92)

    def header_rect(self, count: int) -> QRectF:
        h = min(30.0, self.players.height() / (count + 1.1))
        return QRectF(self.players.left(), self.players.top(), self.players.width(), h)

    def button_rect(self, index: int) -> QRectF:
        """Buttons in two rows of two: Play, Take back / Exchange, Pass."""
        b = self.buttons
        h = (b.height() - self.pad * 0.5) / 2
        w = (b.width() - self.pad * 0.5) / 2
        r, c = divmod(index, 2)
        return QRectF(b.left() + c * (w + self.pad * 0.5), b.top() + r * (h + self.pad * 0.5), w, h)
