"""Ponga's window-less pictures: stones in their players' colours where the towers stand, the
colour-blind symbols, a completed line's glow, the rolled fields lit, the library picture."""
from __future__ import annotations

import pytest
from gamebox_ui.games import ui_for
from gamebox_ui.games.ponga import colors
from gamebox_ui.games.ponga.compose import scene_for_state
from gamebox_ui.games.ponga.layout import BoardLayout
from gamebox_ui.games.ponga.painter import paint_board
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from gamebox.games.ponga.board import field
from gamebox.registry import get

pytestmark = pytest.mark.gui

W, H = 1000, 620
# Players 1..8 each top one tower in row 1 and row 2; 66 is a capture three stones high.
EIGHT = "1,2,3,4,5,6/7,8,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,123;n8"


def top_face(lay: BoardLayout, f: int, height: int) -> QPointF:
    """A point on the top face of a tower, a little left of its centre (the symbol sits in the centre)."""
    foot = lay.foot(f)
    return QPointF(foot.x() - lay.rx * 0.62, foot.y() - height * lay.thickness(height))


def near(a: QColor, b: QColor, tolerance: int = 60) -> bool:
    return sum(abs(x - y) for x, y in zip((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))) <= tolerance


def draw(scene, lay: BoardLayout) -> QImage:
    image = QImage(int(lay.width), int(lay.height), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    paint_board(p, lay, scene)
    p.end()
    return image


def test_each_tower_shows_its_owners_colour_and_free_fields_show_none(qapp):
    state = get("ponga").diagram_state(EIGHT)
    image = ui_for("ponga").render(state, W, H, "en", symbols=False)
    lay = BoardLayout.compute(W, H)
    for seat, (row, col) in enumerate([(1, c) for c in range(1, 7)] + [(2, 1), (2, 2)]):
        pixel = image.pixelColor(top_face(lay, field(row, col), 1).toPoint())
        assert near(pixel, colors.stone(seat)[0]), (seat, pixel.name())
        others = [colors.stone(s)[0] for s in range(8) if s != seat]
        assert not any(near(pixel, o, 30) for o in others)
    capture = image.pixelColor(top_face(lay, field(6, 6), 3).toPoint())   # the tower 1-2-3: player 3 on top
    assert near(capture, colors.stone(2)[0])
    empty = image.pixelColor(top_face(lay, field(4, 4), 1).toPoint())
    assert not any(near(empty, colors.stone(s)[0], 40) for s in range(8))


def test_colour_blind_symbols_change_the_stones_and_only_them(qapp):
    state = get("ponga").diagram_state(EIGHT)
    plain = ui_for("ponga").render(state, W, H, "en", symbols=False)
    marked = ui_for("ponga").render(state, W, H, "en", symbols=True)
    lay = BoardLayout.compute(W, H)

    def changed(f: int, height: int) -> int:
        foot = lay.foot(f)
        centre = QPointF(foot.x(), foot.y() - height * lay.thickness(height))
        count = 0
        for dx in range(-int(lay.rx * 0.4), int(lay.rx * 0.4)):
            for dy in range(-int(lay.ry * 0.4), int(lay.ry * 0.4)):
                pos = (centre + QPointF(dx, dy)).toPoint()
                count += plain.pixelColor(pos) != marked.pixelColor(pos)
        return count

    stones = [changed(field(1, c), 1) for c in range(1, 7)] + [changed(field(6, 6), 3)]
    assert all(n > 15 for n in stones), stones
    assert changed(field(4, 4), 1) == 0                                  # a free field has no symbol
    # Different symbols: the pixels a symbol changes form a different shape on every stone.
    shapes = []
    for c in range(1, 7):
        foot = lay.foot(field(1, c))
        centre = QPointF(foot.x(), foot.y() - lay.thickness(1))
        points = [(centre + QPointF(dx, dy)).toPoint() for dx in range(-10, 11, 2) for dy in range(-5, 6, 1)]
        shapes.append(tuple(plain.pixelColor(q) != marked.pixelColor(q) for q in points))
    assert len(set(shapes)) == len(shapes)


def test_a_completed_line_glows_and_the_rolled_fields_light_up(qapp):
    game = get("ponga")
    # Player 1 completes the doubles diagonal with 66 (×3).
    won = game.diagram_state("1,.,.,.,.,2/.,1,.,.,.,./.,.,1,.,.,./.,.,.,1,.,./3,.,.,.,1,./.,.,.,.,.,.;d66;66")
    assert won.is_terminal() and won.completed_line().multiplier == 3
    lay = BoardLayout.compute(W, H)
    scene = scene_for_state(won)
    assert scene.line == tuple(field(i, i) for i in range(1, 7)) and scene.line_label.endswith("×3")
    lit = draw(scene, lay)
    scene.line, scene.line_label, scene.banner = (), "", ""
    dark = draw(scene, lay)
    # Just inside the corner of field 33 (no tower there reaches it): it glows only with the line.
    corner = lay.field_rect(field(3, 3)).bottomLeft() + QPointF(3, -3)
    a, b = lit.pixelColor(corner.toPoint()), dark.pixelColor(corner.toPoint())
    assert a.lightness() > b.lightness() + 25, (a.name(), b.name())
    off_line = lay.field_rect(field(1, 4)).bottomLeft() + QPointF(3, -3)   # far from the line and the banner
    assert lit.pixelColor(off_line.toPoint()) == dark.pixelColor(off_line.toPoint())

    rolled = game.diagram_state(".,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.;d25")
    image = ui_for("ponga").render(rolled, W, H, "en")
    empty = ui_for("ponga").render(game.diagram_state(".,.,.,.,.,./" * 5 + ".,.,.,.,.,."), W, H, "en")
    for f, expect in ((field(2, 5), True), (field(5, 2), True), (field(3, 3), False)):
        point = lay.field_rect(f).center().toPoint()
        a, b = image.pixelColor(point), empty.pixelColor(point)
        assert (a.green() > b.green() + 10) == expect, (f, a.name(), b.name())


def test_the_diagram_size_of_the_rules_panel_and_the_library_picture_render(qapp):
    state = get("ponga").diagram_state("3,.,.,.,.,./.,1,.,.,21,./.,.,.,.,.,4/.,.,.,.,.,./.,3,.,.,.,./.,.,.,.,.,.;p2;d25")
    for size in ((560, 200), (716, 400), (300, 300)):
        image = ui_for("ponga").render(state, *size, "de")
        assert (image.width(), image.height()) == size
        colours = {image.pixelColor(x, y).name() for x in range(0, size[0], 7) for y in range(0, size[1], 7)}
        assert len(colours) > 200                                         # a picture, not a blank


def test_a_german_render_draws_the_views_own_texts_in_german_too(qapp, tmp_path):
    # `gamebox render --lang de` goes through headless.render_png: the panel's "Stones" is a view
    # text (tr), so the German picture needs the German translator, not only German model texts.
    from gamebox_ui import i18n
    from gamebox_ui.headless import render_png
    from PySide6.QtCore import QCoreApplication

    state = get("ponga").diagram_state(".,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,./.,.,.,.,.,.")
    try:
        render_png("ponga", state, 640, 400, "de", tmp_path / "de.png")
        assert QCoreApplication.translate("Ponga", "Stones") == "Steine"
        assert (tmp_path / "de.png").read_bytes()[:4] == b"\x89PNG"
    finally:
        i18n.apply_language("en")
    assert QCoreApplication.translate("Ponga", "Stones") == "Stones"
