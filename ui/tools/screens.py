"""Every screen a player meets, for every registered game: walked for the layout test and for
screenshots.

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python -m gamebox_ui.tools.screens OUT_DIR \
        [--lang en|de|both] [--size 1280x800|1024x768|all] [--game ID]

writes `OUT_DIR/<lang>-<w>x<h>-<screen>.png` for the library, and per game the new-game dialog
with 2 and with the most players, the game with the most players, the library while it runs, its
score screen, the page of past games with it and its replay, its rules panel with the example
playing, the positions a game asks for (`GameUI.walk`: its busiest screens) and a puzzle of each of its
variants in the collection. `problems(widget, screen)` is what tests/gui/test_layout.py
asserts is empty on each of them: no widget leaves the screen or its parent, no text is cut off.

Games come from the registry, so a new game is walked without a change here; its positions are
played at random from a fixed seed, so every run shows the same screens.
"""
from __future__ import annotations

import functools
import json
import random
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QWidget,
)

from gamebox import lessons, registry
from gamebox.protocol import CHANCE, Game
from gamebox.record import GameRecord, PlayerSpec, from_json
from gamebox.session import Session

SIZES = ((1280, 800), (1024, 768))
_DIRECT = Qt.FindChildOption.FindDirectChildrenOnly
LANGUAGES = ("en", "de")
HUMAN = "Friederike"        # a long name, as players have them
MAX_PLIES = 5000


# -- positions ------------------------------------------------------------------------------------
def seat_counts(game: Game) -> tuple[int, ...]:
    """The player counts a screen is checked with: the fewest from two up that a variant seats (or the
    only count), and the most."""
    seated = {n for v in game.info.variants for n in range(v.min_players, v.max_players + 1)}
    low = min((n for n in seated if n >= 2), default=min(seated))
    return tuple(sorted({low, max(seated)}))


def variant_for(game: Game, players: int):
    """The first variant that seats `players`."""
    return next(v for v in game.info.variants if v.min_players <= players <= v.max_players)


def players_for(players: int) -> list[PlayerSpec]:
    """A human with a long name first, and computers after with the names the new-game dialog gives
    them, as a player sets up a game against the box."""
    from gamebox_ui.new_game_dialog import computer_names

    human = PlayerSpec(HUMAN)
    if players == 1:
        return [human]
    return [human] + [PlayerSpec(name, "ai", "search:medium") for name in computer_names(players - 1, {HUMAN})]


def random_record(game: Game, players: int, fraction: float = 1.0, seed: str = "screens") -> GameRecord:
    """A game with `players` played at random, to its end (fraction 1) or that part of the way."""
    return from_json(json.loads(_random_record_json(game.info.id, players, fraction, seed)))


def _prefix(record: GameRecord, cut: int) -> GameRecord:
    """The record's first `cut` moves, with what goes with them (times, sums, who saw a draw, the meta that
    says how to replay them: Tiefstapeln's physics)."""
    return GameRecord(record.game, record.variant, list(record.players), dict(record.options),
                      record.first_player, list(record.moves[:cut]), meta=dict(record.meta),
                      sums={i: v for i, v in record.sums.items() if i < cut},
                      seen={i: v for i, v in record.seen.items() if i < cut},
                      times={i: v for i, v in record.times.items() if i < cut})


@functools.lru_cache(maxsize=64)
def _random_record_json(game_id: str, players: int, fraction: float, seed: str) -> str:
    """`random_record` as JSON, computed once a process (every walk asks again)."""
    game = registry.get(game_id)
    variant = variant_for(game, players)
    rng = random.Random(f"{seed}-{game_id}-{players}")
    if fraction >= 1:
        session = Session(GameRecord(game_id, variant.id, players_for(players), {}, None, []),
                          random.Random(rng.getrandbits(64)))
        play_to_end(session, rng)
        return json.dumps(session.record.to_json())
    whole = from_json(json.loads(_random_record_json(game_id, players, 1.0, seed)))
    cut = round(len(whole.moves) * fraction)
    if game.info.timing == "realtime":     # everybody at once: any moment will do
        return json.dumps(_prefix(whole, cut).to_json())
    # End where a player is to decide, as a screen is usually seen (never a roll that ends the game).
    for cut in range(cut, -1, -1):
        part = Session(_prefix(whole, cut), random.Random(rng.getrandbits(64)))
        while part.state.current_player() == CHANCE and not part.state.is_terminal():
            _step(part, rng)
        if not part.state.is_terminal():
            return json.dumps(part.record.to_json())
    raise ValueError(f"{game_id}: no position before the end where a player decides")


def play_to_end(session: Session, rng: random.Random) -> None:
    """Play a session to its end at random: turn by turn, or for a real-time game by the game's weakest
    computer players on the simulated clock (gamebox/realtime.py)."""
    if session.timed:
        from gamebox.ai import make_agent
        from gamebox.realtime import play_out

        game = registry.get(session.record.game)
        level = (tuple(game.info.levels) or ("random",))[0]
        play_out(session, {seat: make_agent(level, game, rng.getrandbits(64))
                           for seat in range(len(session.record.players))})
        return
    while not session.state.is_terminal() and session.ply < MAX_PLIES:
        _step(session, rng)


def _step(session: Session, rng: random.Random) -> None:
    state = session.state
    if state.current_player() == CHANCE:
        session.roll()
    else:
        session.play(rng.choice(state.legal_moves()))


# -- the checks -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Problem:
    widget: str
    what: str

    def __str__(self) -> str:
        return f"{self.widget}: {self.what}"


def describe(widget: QWidget) -> str:
    name = widget.objectName() or type(widget).__name__
    text = _text(widget)
    return f"{name} {text[:50]!r}" if text else name


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return ""


def elides_by_design(widget: QWidget) -> bool:
    """A widget may cut its text if it says so (property "elides") and shows it whole as a tooltip."""
    return bool(widget.property("elides")) and bool(widget.toolTip())


def problems(top: QWidget, screen: QRect) -> list[Problem]:
    """What is wrong with the layout of the window or dialog `top` on a screen of `screen`'s size:
    it leaves the screen, a visible widget leaves its parent (and is cut off), or a text does not
    fit its label, button or list box."""
    found: list[Problem] = []
    frame = QRect(top.mapToGlobal(QPoint(0, 0)), top.size())
    if top.width() > screen.width() or top.height() > screen.height():
        found.append(Problem(describe(top), f"{top.width()}×{top.height()} is larger than the screen "
                                            f"{screen.width()}×{screen.height()}"))
    elif not screen.contains(frame):
        found.append(Problem(describe(top), f"at {frame.x()},{frame.y()} {frame.width()}×{frame.height()} "
                                            "leaves the screen"))
    for widget in [top, *top.findChildren(QWidget)]:
        if widget is not top and (not widget.isVisibleTo(top) or widget.isWindow()):
            continue
        parent = widget.parentWidget() if widget is not top else None
        if parent is not None and not _scrolls(parent) and not _inside(widget.geometry(), parent.rect()):
            g = widget.geometry()
            found.append(Problem(describe(widget), f"at {g.x()},{g.y()} {g.width()}×{g.height()} leaves "
                                                   f"{describe(parent)} ({parent.width()}×{parent.height()})"))
        if not elides_by_design(widget):
            cut = _cut_text(widget)
            if cut:
                found.append(Problem(describe(widget), cut))
    found += _covered_buttons(top)
    return found


def _covered_buttons(top: QWidget) -> list[Problem]:
    """Buttons placed by hand over a board (not by a layout) that lie on each other: one hides the other."""
    found = []
    for parent in [top, *top.findChildren(QWidget)]:
        if parent is not top and not parent.isVisibleTo(top):
            continue
        buttons = [b for b in parent.findChildren(QAbstractButton, options=_DIRECT)
                   if b.isVisibleTo(top) and not b.isWindow()]
        for i, a in enumerate(buttons):
            for b in buttons[i + 1:]:
                overlap = a.geometry().intersected(b.geometry())
                if overlap.width() > 1 and overlap.height() > 1:
                    found.append(Problem(describe(a), f"lies on {describe(b)}"))
    return found


def _inside(rect: QRect, outer: QRect, slack: int = 1) -> bool:
    return (rect.left() >= outer.left() - slack and rect.top() >= outer.top() - slack
            and rect.right() <= outer.right() + slack and rect.bottom() <= outer.bottom() + slack)


def _scrolls(parent: QWidget) -> bool:
    """A scroll area's viewport: what lies in it may be larger than what shows, it scrolls."""
    area = parent.parentWidget()
    return isinstance(area, QAbstractScrollArea) and area.viewport() is parent


def _cut_text(widget: QWidget) -> str:
    """Why the widget's text does not fit it, or ""."""
    if isinstance(widget, QLabel):
        if not widget.text() or widget.pixmap() is not None and not widget.pixmap().isNull():
            return ""
        if widget.wordWrap():
            need = widget.heightForWidth(widget.width()) if widget.width() > 0 else 0
            if need > widget.height() + 1:
                return f"wrapped text needs {need} px of height, has {widget.height()}"
            return ""
        need = widget.sizeHint().width()
        if need > widget.width() + 1:
            return f"text needs {need} px, has {widget.width()}"
        return ""
    if isinstance(widget, QAbstractButton):
        if not widget.text():
            return ""
        need = widget.sizeHint().width()
        if need > widget.width() + 1:
            return f"text needs {need} px, has {widget.width()}"
        return ""
    if isinstance(widget, QTableView) and widget.wordWrap():
        for row in range(widget.model().rowCount()):
            if not widget.isRowHidden(row) and widget.rowHeight(row) < widget.sizeHintForRow(row):
                return f"row {row + 1} needs {widget.sizeHintForRow(row)} px of height, has {widget.rowHeight(row)}"
    if isinstance(widget, QComboBox):
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        field = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                              QStyle.SubControl.SC_ComboBoxEditField, widget)
        need = QFontMetrics(widget.font()).horizontalAdvance(widget.currentText())
        if need > field.width() + 1:
            return f"shown choice needs {need} px, has {field.width()}"
    return ""


def screen_rect(size: tuple[int, int]) -> QRect:
    return QRect(0, 0, *size)


def app() -> QApplication:
    return QApplication.instance() or QApplication([])


def registered_games() -> list[Game]:
    """The games that have a view (the library shows them all)."""
    from gamebox_ui.games import registered

    return [registry.get(game_id) for game_id in sorted(registered())]


# -- walking the screens ------------------------------------------------------------------------------
def open_library(window) -> QWidget:
    window.back_to_library()
    return window


def open_new_game(window, game: Game, players: int) -> QWidget:
    """The new-game dialog set to `players`: a human and computers, whose levels show their notes."""
    from gamebox_ui import settings

    settings.set_new_game_choices(game.info.id, {
        "variant": variant_for(game, players).id, "num_players": players,
        "seats": [{"type": "human" if i == 0 else "ai", "agent": "search:medium"} for i in range(players)]})
    window.new_game(game.info.id)
    return window.new_game_dialog


def open_game(window, game: Game, players: int) -> QWidget:
    """The game half played, nobody moving (the computers are paused)."""
    controller = window.start_record(random_record(game, players, fraction=0.5))
    controller.set_paused(True)
    return window


def open_position(window, record: GameRecord) -> QWidget:
    """A position a game asks the walk to show (`GameUI.walk`), nobody moving."""
    controller = window.start_record(from_json(json.loads(record.dumps())))
    controller.set_paused(True)
    return window


def open_puzzles(window) -> QWidget:
    """The puzzle browser: every puzzle of the collection in a table, the one with the longest card title
    chosen ("Hoch und höher · Solo with hierarchy")."""
    from gamebox_ui.puzzle_browser import PuzzleBrowser

    window.show_puzzles()
    browser: PuzzleBrowser = window.puzzle_browser
    longest = max(range(browser.table.rowCount()), default=-1,
                  key=lambda r: len(browser.table.item(r, 1).text() + browser.table.item(r, 2).text()))
    if longest >= 0:
        browser.table.selectRow(longest)
    return window


def open_puzzle(window, puzzle_id: str) -> QWidget:
    """A puzzle of the collection on the game page, its panel beside the board."""
    window.play_puzzle(puzzle_id)
    return window


def walked_puzzles(game: Game) -> list[str]:
    """One puzzle of each of the game's variants in the collection, the highest rated (the widest title)."""
    from gamebox import puzzles

    best: dict[str, object] = {}
    for puzzle in puzzles.all_puzzles():
        if puzzle.game == game.info.id and (puzzle.variant not in best or puzzle.rating > best[puzzle.variant].rating):
            best[puzzle.variant] = puzzle
    return [best[v].id for v in sorted(best)]


def open_score(window, game: Game, players: int) -> QWidget:
    controller = window.start_record(random_record(game, players))
    controller.set_paused(True)
    window.show_result()
    return window.score_dialog


def open_settings(window) -> QWidget:
    return window.show_settings()


def open_history(window, game: Game, players: int) -> QWidget:
    """The page of past games with this game's finished game in it (added as the recorder would)."""
    from gamebox.history import History, history_path, summarise

    record = random_record(game, players)
    record.meta["uid"] = f"walk-{game.info.id}-{players}"
    with History.open(history_path()) as history:
        if not any(entry.uid == record.meta["uid"] for entry in history.entries()):
            history.add(summarise(record), record)
    window.show_history()
    return window


def open_replay(window, game: Game, players: int) -> QWidget:
    """That game replayed, half-way through."""
    open_history(window, game, players)
    window.back_to_library()
    window.open_replay(f"walk-{game.info.id}-{players}")
    dialog = window.replay_dialog
    dialog.seek(len(dialog.record.moves) // 2)
    return dialog


def open_rules(window, game: Game, steps: int = 6) -> QWidget:
    """The rules panel with its example a few moves in."""
    window.show_rules(game.info.id)
    panel = window.rules_panels[game.info.id]
    if panel.show_me.isVisible():
        panel.show_me.click()
        panel.demo.timer.stop()
        for _ in range(steps):
            panel.demo.step()
    return panel


def open_lesson(window, game: Game) -> QWidget:
    """The course's first lesson after a wrong try: the bubble at its fullest (the idea, the task, the
    rule's reason and the pointer)."""
    window.show_lessons(game.info.id, lessons.course_for(game.info.id).lessons[0].id)
    page = window.lesson_page
    run = page.run
    state = run.state
    wrong = next((m for m in state.legal_moves() if not run.step.right.accepts(state, m)), None)
    if wrong is not None and not state.is_chance():
        page.controller.try_move(wrong)
    else:
        page.hint()
    return window


def close(window, widget: QWidget) -> None:
    """Close a dialog the walk opened (the window stays)."""
    if widget is not window:
        widget.close()


def screens(game: Game):
    """(name, opener) for each screen of `game`; an opener takes the main window."""
    most = game.info.max_players
    for players in seat_counts(game):
        yield f"{game.info.id}-new-{players}", lambda w, n=players: open_new_game(w, game, n)
    yield f"{game.info.id}-game-{most}", lambda w: open_game(w, game, most)
    from gamebox_ui.games import ui_for

    walk = ui_for(game.info.id).walk
    for name, record in (walk(players_for(most)) if walk is not None else ()):
        yield f"{game.info.id}-{name}-{most}", lambda w, r=record: open_position(w, r)
    # The library with this game running: "Continue: <game> (<variant>)" beside the heading.
    yield f"{game.info.id}-library", open_library
    yield f"{game.info.id}-score-{most}", lambda w: open_score(w, game, most)
    yield f"{game.info.id}-history", lambda w: open_history(w, game, most)
    yield f"{game.info.id}-replay-{most}", lambda w: open_replay(w, game, most)
    yield f"{game.info.id}-rules", lambda w: open_rules(w, game)
    for puzzle_id in walked_puzzles(game):
        yield f"{game.info.id}-puzzle-{puzzle_id}", lambda w, p=puzzle_id: open_puzzle(w, p)
    if lessons.course_for(game.info.id) is not None:
        yield f"{game.info.id}-lesson", lambda w: open_lesson(w, game)


def main(argv: list[str]) -> int:
    import os
    import sys
    import tempfile
    import time
    from pathlib import Path

    args = [a for a in argv[1:] if not a.startswith("--")]
    flags = dict(zip(argv[1::1], argv[2::1]))
    out = Path(args[0]) if args else Path("screens")
    out.mkdir(parents=True, exist_ok=True)
    langs = LANGUAGES if flags.get("--lang", "both") == "both" else (flags["--lang"],)
    sizes = SIZES if flags.get("--size", "all") == "all" else (tuple(map(int, flags["--size"].split("x"))),)
    os.environ["GAMEBOX_HOME"] = tempfile.mkdtemp(prefix="gamebox-screens-")
    qt = app()
    qt.setStyle("Fusion")
    from gamebox_ui import i18n, settings
    from gamebox_ui.board.board import Board
    from gamebox_ui.main_window import MainWindow

    Board.animations_enabled = False
    settings.set_ai_delay_ms(0)
    games = [g for g in registered_games() if flags.get("--game") in (None, g.info.id)]

    def pump(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            qt.processEvents()
            qt.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)   # as the event loop would

    count = 0
    for lang in langs:
        settings.set_language_choice(lang)
        i18n.apply_language(lang)
        for size in sizes:
            window = MainWindow()
            window.resize(*size)
            window.move(0, 0)
            window.show()
            pump(0.5)
            walk = [("library", open_library), ("puzzles", open_puzzles)] + [s for g in games for s in screens(g)]
            for name, opener in walk:
                widget = opener(window)
                pump(0.8)
                path = out / f"{lang}-{size[0]}x{size[1]}-{name}.png"
                window.grab().save(str(path)) if widget is window else _grab_over(window, widget, path)
                for problem in problems(widget, screen_rect(size)):
                    print(f"{path.name}: {problem}")
                count += 1
                close(window, widget)
                pump(0.1)
            window.close()
            window.deleteLater()
            pump(0.2)
    print(f"{count} screens in {out}", file=sys.stderr)
    return 0


def _grab_over(window, widget: QWidget, path) -> None:
    """A dialog over the window, as a player sees it."""
    from PySide6.QtGui import QPainter

    picture = window.grab()
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
    at = widget.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
    painter.drawPixmap(at, widget.grab())
    painter.end()
    if widget.width() > window.width() or widget.height() > window.height():
        widget.grab().save(str(path))   # larger than the screen: the dialog itself shows how
    else:
        picture.save(str(path))


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv))
