"""The rules panel (F1): the game's rules as Markdown, with diagrams drawn by the
game's renderer, and a "Show me" demo that replays the game's example record on a
small read-only board with captions.

Diagram images in the Markdown use URLs `diagram:<game_id>?<spec>`; the browser
asks `game.diagram_state(spec)` for the position and `ui_for(game_id).render` for
the picture.
"""
from __future__ import annotations

import logging
import re

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gamebox import i18n as model_i18n
from gamebox.lessons import has_course
from gamebox.protocol import Game
from gamebox.record import GameRecord, PlayerSpec
from gamebox.session import Session

from .board.view import PlaceholderView
from .controller import GameController
from .widgets.fit import room_for
from .widgets.fitted_label import FittedLabel

log = logging.getLogger(__name__)

DIAGRAM_ASPECT = 2.8          # width : height of a diagram
DIAGRAM_WIDTH = (320, 640)    # smallest and largest width in pixels
DEMO_STEP_MS = 1400
PANEL_SIZE = (1120, 740)      # the rules panel's size where the screen has room
TIMED_TICK_MS = 40       # a real-time example runs on its own clock, this much per tick
LONGEST_WAIT_MS = 2500   # ... and a long search in it is cut short to this


def placeholder_rules(game: Game, lang: str) -> str:
    """Until a game ships its rules text: what the box knows about it, as Markdown."""
    info = game.info
    lines = [f"# {info.name}", "", f"*{info.tagline.get(lang)}*", "", info.description.get(lang), ""]
    for variant in info.variants:
        lines += [f"**{variant.name.get(lang)}**: {variant.description.get(lang)}", ""]
    return "\n".join(lines)


_DIAGRAM = re.compile(r"^!\[([^\]]+)\]\((diagram:[^)\s]+)\)\s*$", re.MULTILINE)


def rules_markdown(game: Game, lang: str) -> str:
    """The game's rules; a diagram's alt text is shown beneath it as its caption."""
    try:
        text = game.rules_text(lang)
    except (OSError, NotImplementedError):
        text = ""
    return _DIAGRAM.sub(r"![\1](\2)\n\n*\1*", text) if text else placeholder_rules(game, lang)


class DiagramBrowser(QTextBrowser):
    """A QTextBrowser that draws `diagram:` images with the game's renderer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesBrowser")
        self.setOpenExternalLinks(True)
        self.diagrams_drawn = 0
        self._markdown = ""
        self._drawn_width = 0
        # Diagrams are drawn to fit the width; after a resize the text is laid out again.
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(150)
        self._relayout.timeout.connect(self._reload)

    def set_rules(self, markdown: str) -> None:
        self._markdown = markdown
        self._reload()

    def _reload(self) -> None:
        position = self.verticalScrollBar().value()
        self.document().clear()   # forget the images drawn for another width or language
        self._drawn_width = self.diagram_size().width()
        self.setMarkdown(self._markdown)
        self._space_blocks()
        self.verticalScrollBar().setValue(position)

    def _space_blocks(self) -> None:
        """Give the Markdown room to breathe: space around headings, paragraphs and lists."""
        cursor = QTextCursor(self.document())
        block = self.document().begin()
        while block.isValid():
            fmt = block.blockFormat()
            level = fmt.headingLevel()
            if level:
                fmt.setTopMargin(22 if level > 1 else 4)
                fmt.setBottomMargin(8)
            elif block.text() == "\ufffc":   # a diagram alone in its paragraph
                fmt.setTopMargin(6)
                fmt.setBottomMargin(2)
            else:
                fmt.setBottomMargin(4 if block.textList() else 10)
                fmt.setLineHeight(125, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
            cursor.setPosition(block.position())
            cursor.setBlockFormat(fmt)
            block = block.next()

    def diagram_size(self) -> QSize:
        low, high = DIAGRAM_WIDTH
        width = max(low, min(high, self.viewport().width() - 40))
        return QSize(width, round(width / DIAGRAM_ASPECT))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._markdown and abs(self.diagram_size().width() - self._drawn_width) > 30:
            self._relayout.start()

    def loadResource(self, kind: int, url: QUrl):
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == "diagram":
            return self.diagram(url)
        return super().loadResource(kind, url)

    def diagram(self, url: QUrl) -> QImage:
        from gamebox.registry import get as get_game

        from .games import ui_for

        game_id = url.path()
        spec = url.query(QUrl.ComponentFormattingOption.FullyDecoded)
        size = self.diagram_size()
        try:
            state = get_game(game_id).diagram_state(spec)
            image = ui_for(game_id).render(state, size.width(), size.height(), model_i18n.language())
            self.diagrams_drawn += 1
            return image
        except Exception:  # a broken diagram must not break the rules text
            log.exception("cannot draw diagram %s", url.toString())
            image = QImage(size, QImage.Format.Format_ARGB32)
            image.fill(QColor("#efe7da"))
            painter = QPainter(image)
            painter.setPen(QColor("#8a7f72"))
            painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, spec)
            painter.end()
            return image


class DemoPlayer(QWidget):
    """Replays an example record move by move on a read-only board, with captions."""

    def __init__(self, game: Game, example: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("demoPlayer")
        self.game = game
        self.example = example
        # Entries are strings, or version-2 objects with their "move": Tiefstapeln's carry a physics
        # checksum, a real-time game's its time ("at"), and those play at their times.
        self.moves: list = list(example.get("moves", []))
        self.timed = any(isinstance(m, dict) and "at" in m for m in self.moves)
        self.controller: GameController | None = None
        self.view: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setObjectName("sectionTitle")
        layout.addWidget(self.title)
        self.board_holder = QVBoxLayout()
        layout.addLayout(self.board_holder, 1)
        self.caption = FittedLabel(least=48)     # a long German caption keeps all its lines
        self.caption.setObjectName("caption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.caption)
        controls = QHBoxLayout()
        self.play_button = QPushButton()
        self.play_button.setObjectName("primaryButton")
        self.step_button = QPushButton()
        self.restart_button = QPushButton()
        self.progress = QLabel()
        self.progress.setObjectName("hint")
        for button in (self.play_button, self.step_button, self.restart_button):
            controls.addWidget(button)
        controls.addStretch(1)
        controls.addWidget(self.progress)
        layout.addLayout(controls)
        self.play_button.clicked.connect(self.toggle_play)
        self.step_button.clicked.connect(self.step)
        self.restart_button.clicked.connect(self.restart)
        self.timer = QTimer(self)
        self.timer.setInterval(TIMED_TICK_MS if self.timed else DEMO_STEP_MS)
        self.timer.timeout.connect(self._tick if self.timed else self.step)
        self._caption_ply: int | None = None
        self.restart()

    @property
    def ply(self) -> int:
        return self.controller.session.ply if self.controller else 0

    def restart(self) -> None:
        was_playing = self.timer.isActive()
        self.timer.stop()
        ex = self.example
        players = [PlayerSpec(p.get("name", "?"), "ai", "random") for p in ex.get("players", [])]
        # Every seat is a paused "AI": the board takes no clicks and nothing moves on its own.
        record = GameRecord(ex["game"], ex["variant"], players, dict(ex.get("options", {})),
                            ex.get("first_player"), [], False, dict(ex.get("meta", {})))
        session = Session(record)
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.controller = GameController(session, parent=self, clock=session.clock)
        self.controller.paused = True
        if self.view is not None:
            self.board_holder.removeWidget(self.view)
            self.view.hide()            # at once: a 3D view drew on until the event loop deleted it
            self.view.deleteLater()
        from .games import ui_for

        try:
            self.view = ui_for(self.game.info.id).make_view(self.controller, self)
        except KeyError:
            self.view = PlaceholderView(self.controller, self.tr("This game has no board yet."), self)
        least = self.view.minimumSizeHint()     # never below what the board itself needs
        self.view.setMinimumSize(max(360, least.width()), max(240, least.height()))
        status = self.view.status_widget()
        if status is not None:
            status.hide()   # the board's "whose turn" line; the captions tell the story here
        self.board_holder.addWidget(self.view)
        self._caption_ply = None
        self._update()
        if was_playing:
            self.timer.start()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.ply >= len(self.moves):
                self.restart()
            self.timer.start()
        self._update()

    def step(self) -> None:
        if self.controller is None or self.ply >= len(self.moves):
            self.timer.stop()
            self._update()
            return
        entry = self.moves[self.ply]
        session = self.controller.session
        if isinstance(entry, dict):
            if session.timed:
                session.clock.set(int(entry.get("at", session.clock.now())))
            session.play(entry["move"])
        else:
            session.play(entry)
        if session.timed:
            self.controller.realtime.follow()
        if self._caption(self.ply) is not None:
            self._caption_ply = self.ply
        if self.ply >= len(self.moves):
            self.timer.stop()
        self._update()

    def _tick(self) -> None:
        """A real-time example: its clock runs, and each move plays when its time comes (a long search is
        shortened, so the example keeps moving)."""
        if self.controller is None or self.ply >= len(self.moves):
            self.step()
            return
        clock = self.controller.session.clock
        due = int(self.moves[self.ply].get("at", 0)) if isinstance(self.moves[self.ply], dict) else clock.now()
        clock.set(min(due, max(clock.now() + TIMED_TICK_MS, due - LONGEST_WAIT_MS)))   # never past a move
        self.controller.realtime.follow()
        if clock.now() >= due:
            self.step()

    def _caption(self, ply: int) -> str | None:
        """The caption that applies once `ply` moves are played (keys are strings in JSON)."""
        captions = self.example.get("meta", {}).get("captions", {})
        by_ply = captions.get(model_i18n.language()) or captions.get("en") or {}
        return by_ply.get(str(ply), by_ply.get(ply))

    def _update(self) -> None:
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else
                                 self.tr("Play again") if self.ply >= len(self.moves) else self.tr("Play"))
        self.step_button.setText(self.tr("Step"))
        self.step_button.setEnabled(self.ply < len(self.moves))
        self.restart_button.setText(self.tr("Restart"))
        self.title.setText(self.tr("Show me: an example game"))
        self.progress.setText(self.tr("Move {ply} of {total}").format(ply=self.ply, total=len(self.moves)))
        caption = self._caption(self._caption_ply) if self._caption_ply is not None else None
        self.caption.setText(caption or (self.tr("Press Play to watch the example.") if self.ply == 0 else ""))

    def stop(self) -> None:
        self.timer.stop()
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._update()
        super().changeEvent(event)


class RulesPanel(QDialog):
    """A non-modal window with the rules of one game, the "Show me" demo, and "Learn to play" where the
    game has a course of lessons."""

    lessons_requested = Signal(str)

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesPanel")
        self.game = game
        self._sized = False      # sized to the window it opens over, the first time it shows
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("dialogTitle")
        top.addWidget(self.heading, 1)
        self.show_me = QPushButton()
        self.show_me.setObjectName("primaryButton")
        self.show_me.setCheckable(True)
        self.show_me.toggled.connect(self._toggle_demo)
        top.addWidget(self.show_me)
        self.learn = QPushButton()
        self.learn.setObjectName("learnButton")
        self.learn.clicked.connect(self._learn)
        self.learn.setVisible(has_course(game))
        top.addWidget(self.learn)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        top.addWidget(self.close_button)
        layout.addLayout(top)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.browser = DiagramBrowser()
        self.splitter.addWidget(self.browser)
        self.demo_frame = QFrame()
        self.demo_frame.setObjectName("demoFrame")
        demo_layout = QVBoxLayout(self.demo_frame)
        demo_layout.setContentsMargins(12, 8, 12, 8)
        self.demo: DemoPlayer | None = None
        self.demo_layout = demo_layout
        self.splitter.addWidget(self.demo_frame)
        self.demo_frame.hide()
        layout.addWidget(self.splitter, 1)
        self.tool = self._tool(game)
        if self.tool is not None:
            layout.addWidget(self.tool)
        self.example = game.example_record()
        self.show_me.setVisible(self.example is not None)
        self._lang = ""
        self.retranslate()

    @staticmethod
    def _tool(game: Game) -> QWidget | None:
        """The game's own tool under the rules, if its UI has one (Scrabble's word check)."""
        from .games import ui_for

        try:
            make = ui_for(game.info.id).rules_tool
        except KeyError:
            return None
        return make() if make is not None else None

    def _learn(self) -> None:
        self.lessons_requested.emit(self.game.info.id)
        self.close()

    def _toggle_demo(self, on: bool) -> None:
        if on and self.demo is None:
            self.demo = DemoPlayer(self.game, self.example)
            self.demo_layout.addWidget(self.demo)
        self.demo_frame.setVisible(on)
        if on:
            self.splitter.setSizes([560, 540])
            if self.demo.ply == 0:
                self.demo.toggle_play()
        elif self.demo is not None:
            self.demo.stop()

    def load_text(self) -> None:
        lang = model_i18n.language()
        if lang == self._lang:
            return
        self._lang = lang
        self.browser.set_rules(rules_markdown(self.game, lang))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules: {name}").format(name=self.game.info.name))
        self.heading.setText(self.tr("How to play {name}").format(name=self.game.info.name))
        self.show_me.setText(self.tr("Show me"))
        self.show_me.setToolTip(self.tr("Watch an example game move by move"))
        self.learn.setText(self.tr("Learn to play"))
        self.learn.setToolTip(self.tr("Short lessons on the real board: you make the moves"))
        self.close_button.setText(self.tr("Close"))
        self.load_text()

    def showEvent(self, event) -> None:
        if not self._sized:
            self._sized = True
            room = room_for(self)
            self.resize(min(PANEL_SIZE[0], room.width()), min(PANEL_SIZE[1], room.height()))
            parent = self.parentWidget()
            if parent is not None:      # centred over the window, inside the screen
                centre = parent.window().frameGeometry().center()
                self.move(centre.x() - self.width() // 2, max(0, centre.y() - self.height() // 2))
        super().showEvent(event)

    def closeEvent(self, event) -> None:
        if self.demo is not None:
            self.demo.stop()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
