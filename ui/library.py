"""The library page: one card per registered game, laid out in a grid that reflows
with the window width (designed for a dozen games).

Cards read only the game's card (gamebox/cards.py: its metadata, without its code) and its picture file,
so showing the library imports no game and no board module. The pictures are decoded after the first
paint, a card a turn of the event loop (a picture is 716x400 pixels, a few milliseconds each), so the
window shows at once and never waits for them.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gamebox import i18n as model_i18n
from gamebox.cards import Card

from .widgets.fitted_label import FittedLabel

CARD_WIDTH = 360
PICTURE_SIZE = QSize(CARD_WIDTH - 2, 200)
CARD_SPACING = 28
BODY_MARGIN = 20


def picture_path(game_id: str, lang: str = "en") -> Path | None:
    """The library picture `assets/games/<id>.png` (`<id>.de.png` in German, where the picture has
    words on it), if the game has one."""
    folder = resources.files("gamebox_assets").joinpath("games")
    for name in ((f"{game_id}.{lang}.png",) if lang != "en" else ()) + (f"{game_id}.png",):
        path = Path(str(folder.joinpath(name)))
        if path.is_file():
            return path
    return None


def card_picture(card: Card, size: QSize = PICTURE_SIZE) -> QPixmap:
    """The game's picture cropped to the card's top with rounded upper corners."""
    result = QPixmap(size)
    result.fill(Qt.GlobalColor.transparent)
    painter = QPainter(result)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    clip = QPainterPath()
    rect = QRectF(0, 0, size.width(), size.height())
    clip.addRoundedRect(rect.adjusted(0, 0, 0, 20), 13, 13)  # round the top corners only
    painter.setClipPath(clip)
    path = picture_path(card.id, model_i18n.language())
    source = QPixmap(str(path)) if path else QPixmap()
    if not source.isNull():
        scaled = source.scaled(size, Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                               Qt.TransformationMode.SmoothTransformation)
        painter.drawPixmap((size.width() - scaled.width()) // 2, (size.height() - scaled.height()) // 2, scaled)
    else:  # no picture yet: a calm gradient with the game's initial
        gradient = QLinearGradient(0, 0, size.width(), size.height())
        gradient.setColorAt(0, QColor("#c96f3b"))
        gradient.setColorAt(1, QColor("#6b3e26"))
        painter.fillRect(rect, gradient)
        painter.setPen(QColor(255, 255, 255, 220))
        font = QFont()
        font.setPixelSize(size.height() // 2)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.name[:1])
    painter.end()
    return result


class GameCard(QFrame):
    """A game's card: picture, name, tagline, facts, description, New game and Rules."""

    new_game_clicked = Signal(str)
    rules_clicked = Signal(str)
    lessons_clicked = Signal(str)

    def __init__(self, card: Card, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self._picture_for: Path | None | str = ""     # the picture file shown ("" before the first)
        self.setObjectName("gameCard")
        self.setFixedWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(1, 1, 1, 1)
        outer.setSpacing(0)
        self.picture = QLabel()
        self.picture.setObjectName("cardPicture")
        self.picture.setFixedSize(PICTURE_SIZE)
        outer.addWidget(self.picture)

        body = QVBoxLayout()
        body.setContentsMargins(BODY_MARGIN, 16, BODY_MARGIN, 20)
        body.setSpacing(8)
        self.name = QLabel(card.name)
        self.name.setObjectName("cardTitle")
        # Wrapped texts that keep all their lines at the width the card really gives them.
        self.tagline = FittedLabel()
        self.tagline.setObjectName("cardTagline")
        self.tagline.setWordWrap(True)
        facts = QHBoxLayout()
        facts.setSpacing(8)
        self.players_chip = QLabel()
        self.time_chip = QLabel()
        for chip in (self.players_chip, self.time_chip):
            chip.setObjectName("chip")
            facts.addWidget(chip)
        facts.addStretch(1)
        self.description = FittedLabel()
        self.description.setObjectName("cardDescription")
        self.description.setWordWrap(True)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        self.new_button = QPushButton()
        self.new_button.setObjectName("primaryButton")
        self.new_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.new_button.clicked.connect(lambda: self.new_game_clicked.emit(card.id))
        self.rules_button = QPushButton()
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.clicked.connect(lambda: self.rules_clicked.emit(card.id))
        buttons.addWidget(self.new_button, 1)
        buttons.addWidget(self.rules_button, 1)
        # "Learn to play · 3 of 10": shown once the course's progress is read (after the first paint).
        self.lessons_button = QPushButton()
        self.lessons_button.setObjectName("lessonsButton")
        self.lessons_button.setFlat(True)
        self.lessons_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.lessons_button.clicked.connect(lambda: self.lessons_clicked.emit(card.id))
        self.lessons_button.hide()
        self._lessons = (0, 0)

        body.addWidget(self.name)
        body.addWidget(self.tagline)
        body.addSpacing(2)
        body.addLayout(facts)
        body.addSpacing(4)
        body.addWidget(self.description)
        body.addSpacing(8)
        body.addLayout(buttons)
        body.addWidget(self.lessons_button)
        outer.addLayout(body)
        self.retranslate()

    def retranslate(self) -> None:
        info = self.card
        self.tagline.setText(info.tagline.get())
        self.description.setText(info.description.get())
        lo, hi = info.min_players, info.max_players
        if lo == hi:
            players = self.tr("1 player") if lo == 1 else self.tr("{count} players").format(count=lo)
        else:
            players = self.tr("{low}–{high} players").format(low=lo, high=hi)
        self.players_chip.setText(players)
        low_min, high_min = info.play_minutes
        self.time_chip.setText(self.tr("{low}–{high} min").format(low=low_min, high=high_min)
                               if low_min != high_min else self.tr("{low} min").format(low=low_min))
        self.new_button.setText(self.tr("New game"))
        self.rules_button.setText(self.tr("Rules"))
        self.lessons_button.setText(self.tr("Learn to play · {done} of {count}").format(
            done=self._lessons[0], count=self._lessons[1]))
        self.lessons_button.setToolTip(self.tr("Short lessons on the real board, then a first game with hints"))
        if self._picture_for != "":
            self.show_picture()      # the picture speaks the UI's language too

    def has_picture(self) -> bool:
        return self._picture_for != ""

    def show_picture(self) -> None:
        """Draw the card's picture (again only where the language changed its file)."""
        path = picture_path(self.card.id, model_i18n.language())
        if path != self._picture_for:
            self._picture_for = path
            self.picture.setPixmap(card_picture(self.card))

    def set_lessons(self, done: int, count: int) -> None:
        """The game has a course of `count` lessons, `done` of them done."""
        self._lessons = (done, count)
        self.lessons_button.setVisible(count > 0)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class LibraryPage(QWidget):
    """The start page: a heading and the game cards."""

    new_game_requested = Signal(str)
    rules_requested = Signal(str)
    continue_requested = Signal()
    set_aside_requested = Signal()     # play the game set aside on (gamebox/set_aside.py)
    puzzle_requested = Signal()
    puzzles_requested = Signal()       # the puzzle browser
    history_requested = Signal()
    lessons_requested = Signal(str)    # a game's course (Learn to play)

    def __init__(self, games: list[Card], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryPage")
        self._running = ""
        self._aside = ""
        self._puzzle_game = next((card for card in games if card.solvable_variants), None)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("libraryScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(self.scroll)
        # The viewport's width decides the columns; it settles only after the page is laid out
        # (and changes when the scroll bar comes and goes), so reflow on its own resizes.
        self.scroll.viewport().installEventFilter(self)

        content = QWidget()
        content.setObjectName("libraryContent")
        column = QVBoxLayout(content)
        column.setContentsMargins(48, 36, 48, 36)
        column.setSpacing(6)
        self.heading = QLabel()
        self.heading.setObjectName("libraryHeading")
        self.subheading = QLabel()
        self.subheading.setObjectName("librarySubheading")
        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(6)
        titles.addWidget(self.heading)
        titles.addWidget(self.subheading)
        top.addLayout(titles, 1)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("primaryButton")
        self.continue_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.continue_button.clicked.connect(self.continue_requested)
        self.continue_button.hide()
        top.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.set_aside_button = QPushButton()
        self.set_aside_button.setObjectName("setAsideButton")
        self.set_aside_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_aside_button.clicked.connect(self.set_aside_requested)
        self.set_aside_button.hide()
        top.addWidget(self.set_aside_button, 0, Qt.AlignmentFlag.AlignVCenter)
        # Past games and statistics (ui/history_page.py): where a player looks for them first.
        self.history_button = QPushButton()
        self.history_button.setObjectName("historyButton")
        self.history_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.history_button.clicked.connect(self.history_requested)
        top.addWidget(self.history_button, 0, Qt.AlignmentFlag.AlignVCenter)
        column.addLayout(top)
        column.addSpacing(18)
        self.puzzle_banner = self._build_puzzle_banner()
        column.addWidget(self.puzzle_banner)
        self.puzzle_banner.setVisible(self._puzzle_game is not None)
        column.addSpacing(10)
        self._collection_summary = ""
        self.collection_banner = self._build_collection_banner()
        column.addWidget(self.collection_banner)
        column.addSpacing(18)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(CARD_SPACING)
        self.grid.setVerticalSpacing(CARD_SPACING)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        column.addLayout(self.grid)
        column.addStretch(1)
        self.scroll.setWidget(content)

        self.cards: dict[str, GameCard] = {}
        for game in games:
            card = GameCard(game)
            card.new_game_clicked.connect(self.new_game_requested)
            card.rules_clicked.connect(self.rules_requested)
            card.lessons_clicked.connect(self.lessons_requested)
            self.cards[game.id] = card
        self._columns = 0
        self._pictures_started = False
        self._reflow()
        self.retranslate()

    def draw_pictures(self) -> None:
        """Decode the cards' pictures, a card a turn of the event loop, in the order they are shown."""
        waiting = [card for card in self.cards.values() if not card.has_picture()]
        if waiting:
            waiting[0].show_picture()
            if len(waiting) > 1:
                QTimer.singleShot(0, self, self.draw_pictures)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._pictures_started:    # the first paint: the pictures follow it, never hold it up
            self._pictures_started = True
            QTimer.singleShot(0, self, self.draw_pictures)

    def _build_puzzle_banner(self) -> QFrame:
        """The puzzle of the day: one line of what it is and a button to play it."""
        banner, self.puzzle_title, self.puzzle_text, self.puzzle_button = self._banner("⚄", self.puzzle_requested)
        return banner

    def _build_collection_banner(self) -> QFrame:
        """The puzzle collection: how many there are, your rating, and a button to the browser."""
        banner, self.collection_title, self.collection_text, self.collection_button = self._banner(
            "✔", self.puzzles_requested)
        return banner

    @staticmethod
    def _banner(symbol: str, clicked) -> tuple[QFrame, QLabel, QLabel, QPushButton]:
        """A banner above the cards: a symbol, a title over a wrapped text, and a button (`clicked`)."""
        banner = QFrame()
        banner.setObjectName("puzzleBanner")
        banner.setMaximumWidth(2 * CARD_WIDTH + CARD_SPACING)
        row = QHBoxLayout(banner)
        row.setContentsMargins(18, 12, 14, 12)
        row.setSpacing(14)
        icon = QLabel(symbol)
        icon.setObjectName("puzzleIcon")
        row.addWidget(icon)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        title = QLabel()
        title.setObjectName("puzzleTitle")
        text = QLabel()
        text.setObjectName("cardDescription")
        text.setWordWrap(True)
        texts.addWidget(title)
        texts.addWidget(text)
        row.addLayout(texts, 1)
        button = QPushButton()
        button.setObjectName("puzzleButton")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(clicked)
        row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        return banner, title, text, button

    def set_collection_summary(self, text: str) -> None:
        """The line under the collection's title (how many puzzles, your rating)."""
        self._collection_summary = text
        self.collection_text.setText(text)

    def set_lessons(self, game_id: str, done: int, count: int) -> None:
        """A game's card says how far its course is done ("Learn to play · 3 of 10")."""
        card = self.cards.get(game_id)
        if card is not None:
            card.set_lessons(done, count)

    def set_running(self, description: str) -> None:
        """Offer to go back to the running game ("" when there is none)."""
        self._running = description
        self.continue_button.setVisible(bool(description))
        self.retranslate()

    def set_aside(self, description: str) -> None:
        """Offer the game set aside when another took its place ("" when none waits)."""
        self._aside = description
        self.set_aside_button.setVisible(bool(description))
        self.retranslate()

    def retranslate(self) -> None:
        self.continue_button.setText(self.tr("Continue: {game}").format(game=self._running))
        self.set_aside_button.setText(self.tr("Back to: {game}").format(game=self._aside))
        self.set_aside_button.setToolTip(self.tr("The game you set aside when another one began"))
        self.heading.setText(self.tr("Your game box"))
        self.history_button.setText(self.tr("Your games and statistics"))
        self.history_button.setToolTip(self.tr("Replay or continue past games, and see how you are doing (Ctrl+Shift+H)"))
        self.subheading.setText(self.tr("Choose a game and start playing: alone, against a friend or the computer."))
        if self._puzzle_game is not None:
            variant = self._puzzle_game.variant(self._puzzle_game.solvable_variants[0]).name.get()
            self.puzzle_title.setText(self.tr("Puzzle of the day · {game} ({variant})").format(
                game=self._puzzle_game.name, variant=variant))
            self.puzzle_text.setText(self.tr(
                "Today's dice are the same for everyone. Can you beat what perfect play scores on average?"))
            self.puzzle_button.setText(self.tr("Play today's puzzle"))
        self.collection_title.setText(self.tr("Puzzles, proven by the box's own solvers"))
        self.collection_text.setText(self._collection_summary)
        self.collection_button.setText(self.tr("Browse puzzles"))

    def _columns_for_width(self) -> int:
        usable = self.scroll.viewport().width() - 96
        return max(1, (usable + CARD_SPACING) // (CARD_WIDTH + CARD_SPACING))

    def _reflow(self) -> None:
        columns = self._columns_for_width()
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self.grid.removeWidget(card)
        for index, card in enumerate(self.cards.values()):
            self.grid.addWidget(card, index // columns, index % columns, Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._reflow()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.scroll.viewport():
            self._reflow()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
