"""Painting Scrabble 6×6: one frame from a `Scene`, with any QPainter (widget or QImage).

Only QtGui is used, so `render()` works with a bare QGuiApplication (offscreen). The table and the
empty board are drawn once per size and cached (`cached_image`).
"""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from ...board import marks as mk
from ...board.pieces import draw_glow, fit_font, font
from ...board.render import picture
from ...board.scoreboard import Row, draw_scoreboard
from ...board.table import cached_image, felt, paint_board_frame, paint_mat, wood
from . import colors as C
from . import scene as sc
from .layout import BoardLayout

COLUMNS = "abcdefghij"


# -- the still parts ----------------------------------------------------------------------------
def _draw_table(p: QPainter, lay: BoardLayout) -> None:
    paint_mat(p, lay.width, lay.height, lay.felt, lay.frame * 1.1, felt(41, C.FELT.name()),
              wood(9, C.WOOD_DARK.name(), C.WOOD_LIGHT.name()),
              light=QPointF(lay.board.center().x(), lay.felt.top() + lay.felt.height() * 0.4), glow=24, dark=90)


def _draw_board(p: QPainter, lay: BoardLayout) -> None:
    board = lay.board
    paint_board_frame(p, board, C.BOARD_FRAME)
    well = lay.grid.adjusted(-lay.gap, -lay.gap, lay.gap, lay.gap)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(30, 16, 6, 200))
    p.drawRoundedRect(well, lay.gap * 1.5, lay.gap * 1.5)
    for f in range(lay.size * lay.size):
        _draw_field(p, lay, f)
    _draw_coordinates(p, lay)


def _draw_field(p: QPainter, lay: BoardLayout, f: int) -> None:
    rect = lay.field_rect(f)
    row, col = divmod(f, lay.size)
    radius = rect.width() * 0.06
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.fillPath(path, QBrush(wood(23, C.FIELD_DARK.name(), C.FIELD.name(), 7, vertical=(row + col) % 2 == 1)))
    shade = QLinearGradient(rect.topLeft(), rect.bottomRight())
    shade.setColorAt(0.0, QColor(255, 250, 235, 55))
    shade.setColorAt(0.6, QColor(0, 0, 0, 0))
    shade.setColorAt(1.0, QColor(60, 30, 5, 60))
    p.fillPath(path, shade)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 245, 220, 110), 1.0))
    p.drawRoundedRect(rect.adjusted(0.8, 0.8, -0.8, -0.8), radius, radius)
    p.setPen(QPen(QColor(60, 30, 8, 140), 1.0))
    p.drawRoundedRect(rect, radius, radius)
    if rect.width() >= 28:      # the field's name, faint, like a printed board
        p.setFont(font(rect.width() * 0.15))
        p.setPen(QColor(90, 55, 20, 110))
        p.drawText(rect.adjusted(rect.width() * 0.07, rect.height() * 0.04, 0, 0),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, f"{COLUMNS[col]}{row + 1}")


def _draw_coordinates(p: QPainter, lay: BoardLayout) -> None:
    margin = lay.grid.left() - lay.board.left()
    px = margin * 0.5
    if px < 6:
        return
    p.setFont(font(px, bold=True, serif=True))
    for i in range(lay.size):
        c = lay.grid.top() + (i + 0.5) * lay.cell
        x = lay.grid.left() + (i + 0.5) * lay.cell
        for rect, text in ((QRectF(lay.board.left(), c - margin / 2, margin, margin), str(i + 1)),
                           (QRectF(x - margin / 2, lay.board.top(), margin, margin), COLUMNS[i])):
            p.setPen(QColor(0, 0, 0, 130))
            p.drawText(rect.translated(0.8, 1.0), Qt.AlignmentFlag.AlignCenter, text)
            p.setPen(QColor("#f3dfb8"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _draw_rack_bar(p: QPainter, lay: BoardLayout) -> None:
    """The wooden rack the player's tiles stand on."""
    bar = lay.rack
    r = bar.height() * 0.14
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(bar.translated(2, 4), r, r)
    path = QPainterPath()
    path.addRoundedRect(bar, r, r)
    p.fillPath(path, QBrush(wood(29, C.BOARD_FRAME.darker(140).name(), C.BOARD_FRAME.lighter(115).name(), 6)))
    ledge = QRectF(bar.left(), bar.bottom() - bar.height() * 0.18, bar.width(), bar.height() * 0.18)
    g = QLinearGradient(ledge.topLeft(), ledge.bottomLeft())
    g.setColorAt(0.0, QColor(255, 230, 190, 70))
    g.setColorAt(1.0, QColor(0, 0, 0, 90))
    p.fillRect(ledge, g)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(20, 10, 2, 170), 1.2))
    p.drawRoundedRect(bar, r, r)


def static_image(lay: BoardLayout, dpr: float = 1.0) -> QImage:
    def draw(p: QPainter) -> None:
        _draw_table(p, lay)
        _draw_board(p, lay)
        if lay.rack.height() > 0:
            _draw_rack_bar(p, lay)
    return cached_image(("scrabble6", lay.size, lay.rack.height() > 0), lay.width, lay.height, dpr, draw)


# -- tiles --------------------------------------------------------------------------------------
def draw_tile(p: QPainter, rect: QRectF, letter: str, value: int | None, height: int = 1, lift: float = 0.0,
              ring: QColor | None = None, alpha: int = 255, ghost: QColor | None = None) -> None:
    """An ivory tile seen from above: a stack of `height` shows as a thicker edge and a count; a
    lifted tile (in the hand) casts a wider shadow; a blank's letter is blue and scores nothing."""
    t = rect.width()
    depth = min(t * 0.05 + t * 0.035 * (height - 1), t * 0.24)
    face = QRectF(rect.left(), rect.top() - depth * 0.5 - lift, t, t)
    radius = t * 0.12
    p.save()
    p.setOpacity(alpha / 255)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70 if not lift else 55))
    spread = 1.0 + lift / max(t, 1) * 0.3
    p.drawRoundedRect(QRectF(rect.left() + t * 0.06 + lift * 0.3, rect.top() + t * 0.08 + lift * 0.4,
                             t * spread, t * spread), radius, radius)
    if ghost is not None:
        fill = QColor(ghost)
        fill.setAlpha(90)
        p.setBrush(fill)
        p.setPen(QPen(ghost, max(1.5, t * 0.04), Qt.PenStyle.DashLine))
        p.drawRoundedRect(face, radius, radius)
    else:
        side = QRectF(face.left(), face.top() + depth, t, t)
        p.setBrush(C.TILE_SIDE.darker(115))
        p.drawRoundedRect(side, radius, radius)
        for k in range(1, min(height, 6)):      # the layers of a stack, seen at the edge
            y = face.top() + depth * k / max(1, height)
            p.setPen(QPen(QColor(120, 90, 50, 150), max(0.8, t * 0.012)))
            p.drawLine(QPointF(face.left() + radius * 0.6, y + t), QPointF(face.right() - radius * 0.6, y + t))
        g = QLinearGradient(face.topLeft(), face.bottomRight())
        g.setColorAt(0.0, C.TILE.lighter(106))
        g.setColorAt(0.7, C.TILE)
        g.setColorAt(1.0, C.TILE.darker(108))
        p.setPen(QPen(C.TILE_EDGE, max(0.8, t * 0.02)))
        p.setBrush(g)
        p.drawRoundedRect(face, radius, radius)
    blank = letter.islower()
    ink = C.BLANK_INK if blank else C.TILE_INK
    if ghost is not None:
        ink = QColor(ghost).darker(160)
    p.setFont(font(t * 0.56, bold=True))
    p.setPen(ink)
    p.drawText(face.adjusted(0, -t * 0.04, -t * 0.06, 0), Qt.AlignmentFlag.AlignCenter, letter.upper())
    if value is not None and t >= 22:
        p.setFont(font(t * 0.2, bold=True))
        p.drawText(face.adjusted(0, 0, -t * 0.08, -t * 0.05), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                   str(value))
    if blank and ghost is None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(31, 95, 168, 120), max(0.8, t * 0.025)))
        p.drawEllipse(face.center() + QPointF(0, -t * 0.02), t * 0.36, t * 0.36)
    if height > 1:
        r = max(6.0, t * 0.14)
        c = QPointF(face.left() + r * 1.05, face.top() + r * 1.05)
        p.setPen(QPen(QColor(60, 30, 8, 220), max(1.0, r * 0.12)))
        p.setBrush(QColor("#5a3a1a"))
        p.drawEllipse(c, r, r)
        p.setFont(font(r * 1.25, bold=True))
        p.setPen(QColor("#ffe9b8"))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(height))
    if ring is not None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath()
        path.addRoundedRect(face.adjusted(-1, -1, 1, 1), radius, radius)
        draw_glow(p, path, ring, steps=((t * 0.16, 40), (t * 0.09, 90), (t * 0.04, 230)))
    p.restore()


def _field_path(lay: BoardLayout, f: int, grow: float = 0.0) -> QPainterPath:
    rect = lay.field_rect(f).adjusted(-grow, -grow, grow, grow)
    path = QPainterPath()
    path.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
    return path


def _draw_mark(p: QPainter, lay: BoardLayout, f: int, colour: QColor, strong: bool) -> None:
    path = _field_path(lay, f, lay.cell * 0.01)
    fill = QColor(colour)
    fill.setAlpha(110 if strong else 70)
    p.fillPath(path, fill)
    w = lay.cell
    steps = ((w * 0.16, 40), (w * 0.1, 80), (w * 0.05, 160), (w * 0.022, 255)) if strong else \
        ((w * 0.12, 30), (w * 0.07, 60), (w * 0.03, 200))
    draw_glow(p, path, colour, steps=steps)


def _draw_words(p: QPainter, lay: BoardLayout, words: list[sc.WordDraw]) -> None:
    """Each counted word as links across the gaps between its tiles, ending in an arrow that shows
    the reading direction: the letters themselves stay clear."""
    t = lay.tile
    for i, word in enumerate(words):
        colour = QColor(C.WORD_BANDS[i % len(C.WORD_BANDS)])
        shift = (i % 3 - 1) * t * 0.16      # side by side where words share a line
        centres = [lay.field_centre(c) for c in word.cells]
        d = centres[1] - centres[0]
        length = math.hypot(d.x(), d.y()) or 1.0
        ux, uy = d.x() / length, d.y() / length
        off = QPointF(-uy * shift, ux * shift)
        half = t * 0.5 * max(abs(ux), abs(uy)) ** -1 * (abs(ux) + abs(uy)) / (1 + (abs(ux) > 0 and abs(uy) > 0))
        reach = t * 0.5 / max(abs(ux), abs(uy))     # from a tile's centre to its edge along the line
        del half
        links = []
        for a, b in zip(centres, centres[1:]):
            links.append((a + off + QPointF(ux, uy) * (reach - t * 0.16), b + off - QPointF(ux, uy) * (reach - t * 0.16)))
        end = centres[-1] + off + QPointF(ux, uy) * (reach - t * 0.1)
        tip = end + QPointF(ux, uy) * t * 0.24
        width = max(2.0, t * 0.07)
        for a, b in links:
            p.setPen(QPen(QColor(0, 0, 0, 110), width + 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(a, b)
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(a, b)
        head = t * 0.15
        side = QPointF(-uy, ux) * head
        p.setPen(QPen(QColor(0, 0, 0, 120), 1.2))
        p.setBrush(colour)
        p.drawPolygon(QPolygonF([tip, end + side, end - side]))


def _draw_cursor(p: QPainter, lay: BoardLayout, f: int, arrow: str) -> None:
    rect = lay.field_rect(f).adjusted(-lay.gap * 0.3, -lay.gap * 0.3, lay.gap * 0.3, lay.gap * 0.3)
    pen = QPen(mk.GOLD, max(2.0, lay.cell * 0.035), Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, rect.width() * 0.1, rect.width() * 0.1)
    if arrow:
        r = max(7.0, lay.cell * 0.13)
        c = QPointF(rect.right() - r * 0.9, rect.bottom() - r * 0.9)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 25, 5, 210))
        p.drawEllipse(c, r, r)
        p.setFont(font(r * 1.3, bold=True))
        p.setPen(mk.GOLD)
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, arrow)


# -- the panel ----------------------------------------------------------------------------------
def _draw_players(p: QPainter, lay: BoardLayout, scene: sc.Scene) -> None:
    count = len(scene.players)
    if not count:
        return
    columns = [QCoreApplication.translate("Scrabble6", "Tiles"), QCoreApplication.translate("Scrabble6", "Points")]
    rows = [(lay.player_row(d.seat, count),
             Row(d.seat, d.name, (str(d.tiles), str(d.score)), d.active, d.winner)) for d in scene.players]

    def chip(q: QPainter, rect: QRectF, row: Row) -> None:
        h = rect.height()
        c = QPointF(rect.left() + h * 0.55, rect.center().y())
        q.setPen(QPen(C.seat(row.seat).darker(160), 1.2))
        q.setBrush(C.seat(row.seat))
        q.drawEllipse(c, h * 0.28, h * 0.28)

    draw_scoreboard(p, lay.header_rect(count), rows, columns, chip,
                    QCoreApplication.translate("Scrabble6", "Bag: {count}").format(count=scene.bag))


def _text_block(p: QPainter, rect: QRectF, y: float, text: str, colour: QColor, px: float, bold: bool = False) -> float:
    """Wrapped text from `y`; returns the y below it (nothing drawn past the rect)."""
    if not text or y >= rect.bottom():
        return y
    f = font(px, bold=bold)
    p.setFont(f)
    metrics = QFontMetricsF(f)
    box = metrics.boundingRect(QRectF(rect.left(), y, rect.width(), 1000), int(Qt.TextFlag.TextWordWrap), text)
    box = QRectF(rect.left(), y, rect.width(), min(box.height(), rect.bottom() - y))
    p.setPen(colour)
    p.drawText(box, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), text)
    return y + box.height() + px * 0.45


def _draw_info(p: QPainter, lay: BoardLayout, scene: sc.Scene) -> None:
    box = lay.info
    px = max(10.0, min(15.0, box.width() / 24))
    y = box.top()
    p.setPen(QPen(QColor(255, 255, 255, 30), 1.0))
    p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))
    y += px * 0.5
    if scene.title_last:
        y = _text_block(p, box, y, scene.title_last, C.PANEL_DIM, px * 0.95)
    if scene.preview_lines:
        for text, kind in scene.preview_lines:
            colour = C.GOOD if kind == "good" else C.BAD if kind == "bad" else C.PANEL_TEXT
            y = _text_block(p, box, y, text, colour, px * (1.15 if kind else 1.0), bold=bool(kind))
    if scene.words and scene.word_list:
        y = _word_chips(p, box, y, scene.words, px)
    if scene.coach_title:
        y += px * 0.3
        y = _text_block(p, box, y, scene.coach_title, mk.HINT_CYAN, px * 0.95, bold=True)
        for line in scene.coach_lines:
            y = _text_block(p, box, y, line, C.PANEL_TEXT, px * 0.95)


def _word_chips(p: QPainter, box: QRectF, y: float, words: list[sc.WordDraw], px: float) -> float:
    """The counted words as chips in their links' colours, with the reading arrow and points."""
    f = font(px * 0.92, bold=True)
    p.setFont(f)
    metrics = QFontMetricsF(f)
    h = metrics.height() * 1.35
    x = box.left()
    for i, word in enumerate(words):
        text = f"{word.arrow} {word.text} {word.points}"
        w = metrics.horizontalAdvance(text) + px * 1.0
        if x + w > box.right() and x > box.left():
            x, y = box.left(), y + h + px * 0.3
        if y + h > box.bottom():
            break
        colour = QColor(C.WORD_BANDS[i % len(C.WORD_BANDS)])
        chip = QRectF(x, y, w, h)
        fill = QColor(colour)
        fill.setAlpha(45)
        p.setPen(QPen(colour, 1.2))
        p.setBrush(fill)
        p.drawRoundedRect(chip, h * 0.3, h * 0.3)
        p.setPen(C.PANEL_TEXT)
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
        x += w + px * 0.4
    return y + h + px * 0.6


def _draw_panel(p: QPainter, lay: BoardLayout, scene: sc.Scene) -> None:
    r = lay.pad
    p.setPen(QPen(QColor(255, 255, 255, 22), 1.0))
    p.setBrush(C.PANEL)
    p.drawRoundedRect(lay.panel, r, r)
    _draw_players(p, lay, scene)
    _draw_info(p, lay, scene)


def _draw_picker(p: QPainter, lay: BoardLayout, letters: str) -> None:
    """The blank's letter picker over the board."""
    box = picker_rect(lay, len(letters))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 110))
    p.drawRoundedRect(box.translated(3, 5), 12, 12)
    p.setPen(QPen(mk.GOLD, 2.0))
    p.setBrush(QColor(24, 20, 16, 238))
    p.drawRoundedRect(box, 12, 12)
    title = QRectF(box.left(), box.top() + 4, box.width(), picker_cell(lay, len(letters), 0).top() - box.top() - 4)
    fit_font(p, QCoreApplication.translate("Scrabble6", "The blank stands for which letter?"), 15, box.width() - 16,
             bold=True)
    p.setPen(QColor("#fff6e6"))
    p.drawText(title, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Scrabble6", "The blank stands for which letter?"))
    for i, letter in enumerate(letters):
        draw_tile(p, picker_cell(lay, len(letters), i), letter.lower(), None)


def picker_rect(lay: BoardLayout, count: int) -> QRectF:
    cols = 8 if count > 26 else 7
    rows = math.ceil(count / cols)
    t = min(lay.tile * 0.72, lay.grid.width() * 0.8 / cols)
    w = cols * t * 1.18 + t * 0.4
    h = rows * t * 1.18 + t * 1.1
    c = lay.grid.center()
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def picker_cell(lay: BoardLayout, count: int, index: int) -> QRectF:
    cols = 8 if count > 26 else 7
    box = picker_rect(lay, count)
    t = min(lay.tile * 0.72, lay.grid.width() * 0.8 / cols)
    r, c = divmod(index, cols)
    return QRectF(box.left() + t * 0.2 + c * t * 1.18 + t * 0.09, box.top() + t * 0.9 + r * t * 1.18, t, t)


def _draw_banner(p: QPainter, lay: BoardLayout, text: str) -> None:
    f = font(max(11.0, min(lay.cell * 0.22, 20.0)), bold=True)
    p.setFont(f)
    metrics = QFontMetricsF(f)
    area = lay.grid
    width = min(area.width() * 0.96, metrics.horizontalAdvance(text) + metrics.height() * 2)
    lines = 1 if metrics.horizontalAdvance(text) + metrics.height() <= width else 2
    height = metrics.height() * (lines + 0.9)
    rect = QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(rect.translated(2, 3), height * 0.25, height * 0.25)
    p.setPen(QPen(mk.GOLD, 2.0))
    p.setBrush(QColor(22, 18, 14, 225))
    p.drawRoundedRect(rect, height * 0.25, height * 0.25)
    p.setPen(QColor("#fff6e6"))
    p.drawText(rect.adjusted(metrics.height() * 0.5, 0, -metrics.height() * 0.5, 0),
               Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


# -- the frame ----------------------------------------------------------------------------------
def paint_board(p: QPainter, lay: BoardLayout, scene: sc.Scene, values) -> None:
    """`values(letter)` gives a board letter's points (the tile set's)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    p.drawImage(QRectF(0, 0, lay.width, lay.height), static_image(lay, dpr))
    for f in scene.legal:
        _draw_mark(p, lay, f, mk.LEGAL_GREEN, f == scene.hover)
    t = lay.tile
    for f, stack in enumerate(scene.stacks):
        letter = scene.pending.get(f)
        rect = lay.field_rect(f)
        if stack and letter is None:
            ring = QColor(255, 255, 255, 150) if f in scene.last_cells else None
            drop = scene.dropping.get(f)
            if drop:        # a tile of the last turn still on its way down onto its stack
                if len(stack) > 1:
                    draw_tile(p, rect, stack[-2], values(stack[-2]), len(stack) - 1)
                draw_tile(p, rect, stack[-1], values(stack[-1]), len(stack), lift=drop * t * 0.9,
                          alpha=int(255 * min(1.0, 1.6 - drop)))
            else:
                draw_tile(p, rect, stack[-1], values(stack[-1]), len(stack), ring=ring)
        if f in scene.hint and letter is None:
            draw_tile(p, rect, scene.hint[f], None, ghost=mk.HINT_CYAN)
    for f, letter in scene.pending.items():
        height = len(scene.stacks[f]) + 1
        draw_tile(p, lay.field_rect(f), letter, values(letter), height, lift=t * 0.04, ring=mk.GOLD)
    if scene.words:
        _draw_words(p, lay, scene.words)
    if scene.cursor is not None:
        _draw_cursor(p, lay, scene.cursor, scene.cursor_arrow)
    if scene.rack is not None:
        for i, tile in enumerate(scene.rack):
            if i in scene.rack_used:
                continue
            ring = mk.GOLD if i == scene.selected_slot else None
            shown = "" if tile == "?" else tile
            draw_tile(p, lay.slot_rect(i), shown or " ", values(tile) if shown else 0, ring=ring)
    _draw_panel(p, lay, scene)
    if scene.banner:
        _draw_banner(p, lay, scene.banner)
    if scene.picker:
        _draw_picker(p, lay, scene.picker_letters)
    if scene.held is not None:
        x, y, letter = scene.held
        rect = QRectF(x - t / 2, y - t / 2, t, t)
        draw_tile(p, rect, letter if letter != "?" else " ", values(letter) if letter != "?" else 0, lift=t * 0.18)
    if scene.focus:
        p.setPen(QPen(QColor(255, 210, 74, 90), 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(lay.felt.adjusted(2, 2, -2, -2), lay.frame, lay.frame)


def render(state, width: int, height: int, lang: str = "en", names: list[str] | None = None) -> QImage:
    """Draw `state` into a new image with no rack shown (a picture shows no hidden tiles)."""
    from .compose import scene_for_state

    scene = scene_for_state(state, names, None, lang)
    lay = BoardLayout.compute(width, height, state.rules.size, buttons=False, rack=False)
    return picture(width, height, lambda p, w, h: paint_board(p, lay, scene, state.tiles.value))
