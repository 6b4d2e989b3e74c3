"""The score screen shown when a game ends: the result, each player's total, and where
the game provides it a detail table (for Hoch: each pawn's tower height and the
points it scored, with the hierarchy rule and the tie-break explained).

The dialog is generic and knows no rules: the rows, notes and tie-break come from the model
(`Game.score_breakdown`); the dialog shows them in the UI language.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamebox import coach, puzzle
from gamebox.protocol import WIN, Game, State, at_the_table, results
from gamebox.record import GameRecord

from .coach import number as coach_number
from .i18n import said
from .new_game_dialog import seat_label
from .widgets.fit import ScrollBody, fit_body

NEW_GAME = 10
LIBRARY = 11


# The colours a breakdown names for its pieces; "seat:N" is the seat's colour in the game's UI.
SWATCHES = {"blue": "#2f6fd0", "brown": "#8b5a2b", "yellow": "#e6bd22", "green": "#3f9b4a",
            "black": "#1b1b1e", "white": "#f1ebde", "red": "#c62828", "pearl": "#e6e0d4"}


def swatch_colour(game: Game, swatch: str) -> str:
    """The colour to draw a breakdown row's swatch in, or "" for none."""
    seat = swatch.removeprefix("seat:")
    if seat != swatch:
        from .games import ui_for

        try:
            colour = ui_for(game.info.id).seat_colour
        except KeyError:
            colour = None
        return colour(int(seat)) if colour else ""
    return SWATCHES.get(swatch, "")


def _swatch(color: str) -> QPixmap:
    pixmap = QPixmap(14, 14)
    pixmap.fill(Qt.GlobalColor.transparent)
    if not color:
        return pixmap
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(color))
    painter.setPen(QColor(0, 0, 0, 110))   # light pieces (white, pearl) need an edge
    painter.drawEllipse(1, 1, 12, 12)
    painter.end()
    return pixmap


def _points(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


class ScoreDialog(QDialog):
    """Result of a finished game; `done(NEW_GAME)`, `done(LIBRARY)` or rejected (Close)."""

    def __init__(self, game: Game, record: GameRecord, state: State, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreDialog")
        # Everybody looks at the score screen: it shows what the table may know (GameInfo.hidden_information).
        self.game, self.record, self.state = game, record, at_the_table(game, state)
        self.analysis: coach.Analysis | None = None   # the coach's figures, once a table exists
        self.coach_labels: list[QLabel] = []
        self.setFixedWidth(560)   # a fixed width gives wrapped notes their true height
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(28, 24, 28, 20)
        self.layout_.setSpacing(10)
        self.content = QWidget()
        # Eight players' tables scroll where the window is small; the buttons stay in reach.
        self.body = ScrollBody(self.content)
        self.body.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.layout_.addWidget(self.body, 1)
        buttons = QHBoxLayout()
        self.new_button = QPushButton()
        self.new_button.setObjectName("primaryButton")
        self.library_button = QPushButton()
        self.close_button = QPushButton()
        self.new_button.clicked.connect(lambda: self.done(NEW_GAME))
        self.library_button.clicked.connect(lambda: self.done(LIBRARY))
        self.close_button.clicked.connect(self.reject)
        buttons.addStretch(1)
        for button in (self.library_button, self.close_button, self.new_button):
            # No default and no focus at first: the Space or Enter a player meant for the board as the
            # game ended must not start a new game and throw this screen away. Tab reaches them.
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(button)
        self.layout_.addLayout(buttons)
        self.retranslate()

    def headline(self) -> str:
        state, players = self.state, [p.name for p in self.record.players]
        if len(players) == 1:
            details = self.game.score_breakdown(state, players)
            total = _points(state.scores()[0])
            if details and details.max_score:
                return self.tr("{score} of %n point(s)", "", details.max_score).format(score=total)
            if float(state.scores()[0]).is_integer():
                n = int(state.scores()[0])
                return self.tr("%n point(s)", "", n)
            return self.tr("{score} points").format(score=total)
        winners = [seat for seat, result in enumerate(results(state)) if result == WIN]
        if len(winners) == 1:
            return said(self.tr("{name} wins!").format(name=players[winners[0]]), players[winners[0]])
        if winners:     # a shared win: a win for each leader, as the history counts it
            first = ", ".join(players[w] for w in winners[:-1])
            return self.tr("{first} and {last} share the win!").format(first=first, last=players[winners[-1]])
        return self.tr("Draw")

    def _fitted(self, table: QWidget) -> QWidget:
        """The table, or the table in a scroll area where it would make the dialog taller than the
        screen (eight players with a row each do not fit 800 pixels)."""
        screen = self.screen() or QApplication.primaryScreen()
        limit = max(240, (screen.availableGeometry().height() if screen else 800) - 420)
        if table.sizeHint().height() <= limit:
            return table
        scroll = QScrollArea()
        scroll.setObjectName("scoreScroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(table)
        scroll.setFixedHeight(limit)
        return scroll

    def _build(self) -> None:
        self.coach_labels = []
        self.detail_labels: list[QLabel] = []
        old = self.content
        self.content = QWidget()
        old.hide()
        old.deleteLater()
        self.body.takeWidget()
        self.body.setWidget(self.content)
        self.content.setAutoFillBackground(False)
        column = QVBoxLayout(self.content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        players = [p.name for p in self.record.players]
        n = len(players)
        details = self.game.score_breakdown(self.state, players)   # the model explains, this only shows

        over = QLabel(self.tr("Game over · {variant}").format(
            variant=self.game.info.variant(self.record.variant).name.get()))
        over.setObjectName("hint")
        column.addWidget(over)
        self.headline_label = QLabel(self.headline())
        self.headline_label.setObjectName("scoreHeadline")
        column.addWidget(self.headline_label)
        if n == 1 and self.record.practised:
            practised = QLabel(self.tr("practised: undo was used in this game"))
            practised.setObjectName("badge")
            column.addWidget(practised, 0, Qt.AlignmentFlag.AlignLeft)
        if details and details.tiebreak:
            tie = QLabel(details.tiebreak.get())
            tie.setWordWrap(True)
            column.addWidget(tie)
            self.detail_labels.append(tie)

        table = QFrame()
        table.setObjectName("scoreTable")
        grid = QGridLayout(table)
        grid.setContentsMargins(16, 12, 16, 12)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        row = 0
        scores = self.state.scores()
        winners = [seat for seat, result in enumerate(results(self.state)) if result == WIN]
        if details:
            for col, title in enumerate((details.label_title.get(), details.detail_title.get(), self.tr("Points"))):
                head = QLabel(title)
                head.setObjectName("tableHead")
                grid.addWidget(head, row, col + 1, Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            row += 1
        for player in range(n):
            if player:
                line = QFrame()
                line.setObjectName("separator")
                line.setFrameShape(QFrame.Shape.HLine)
                grid.addWidget(line, row, 0, 1, 4)
                grid.setRowMinimumHeight(row, 14)
                row += 1
            name = QLabel(players[player] + ("  ★" if player in winners else ""))
            name.setObjectName("playerName")
            grid.addWidget(name, row, 0, 1, 2)
            many = n > 4       # many players: the seat beside the name, one line each
            if n > 1:
                seat = QLabel(seat_label(self.game, player, n))
                seat.setObjectName("hint")
                if many:
                    grid.addWidget(seat, row, 2, Qt.AlignmentFlag.AlignRight)
                else:
                    grid.addWidget(seat, row + 1, 0, 1, 2)
            total = QLabel(_points(scores[player]))
            total.setObjectName("scoreTotal")
            grid.addWidget(total, row, 3, Qt.AlignmentFlag.AlignRight)
            row += 2 if n > 1 and not many else 1
            for piece in (details.rows.get(player, ()) if details else ()):
                swatch = QLabel()
                swatch.setPixmap(_swatch(swatch_colour(self.game, piece.swatch)))
                label = QLabel(piece.label.get())
                label.setWordWrap(True)          # a long row label takes two lines, never cut
                self.detail_labels.append(label)
                height = QLabel(piece.detail.get())
                points = QLabel(str(piece.points))
                points.setObjectName("piecePoints" if piece.counted else "pieceCrossed")
                if not piece.counted:
                    points.setText(self.tr("0 (does not count)"))
                grid.addWidget(swatch, row, 0, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(label, row, 1)
                grid.addWidget(height, row, 2, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(points, row, 3, Qt.AlignmentFlag.AlignRight)
                row += 1
        grid.setColumnStretch(1, 1)
        column.addWidget(self._fitted(table))
        notes = QVBoxLayout()
        notes.setSpacing(4)
        self.note_labels = []
        for note in (details.notes if details else []):
            label = QLabel("• " + note.get())
            label.setObjectName("note")
            label.setWordWrap(True)
            notes.addWidget(label)
            self.note_labels.append(label)
        column.addLayout(notes)
        if coach.coachable(self.game, self.record) and self.state.is_terminal():
            column.addWidget(self._coach_box())
        elif int(self.record.meta.get("hints", 0)):     # the coach's box says it where there is one
            label = QLabel(self.tr("Hints used: {count}").format(count=int(self.record.meta["hints"])))
            label.setObjectName("hint")
            notes.addWidget(label)
            self.note_labels.append(label)

    def _coach_box(self) -> QFrame:
        """Solo games: the bar to beat (puzzle), skill and luck, hints used, the analysis button."""
        box = QFrame()
        box.setObjectName("coachBox")
        lines = QVBoxLayout(box)
        lines.setContentsMargins(14, 10, 14, 10)
        lines.setSpacing(4)
        record = self.record
        table = self.game.cached_solution(record.variant, record.options)
        self.analysis = coach.analyse(table, record) if table is not None else None
        a = self.analysis
        day = puzzle.puzzle_date(record)
        texts: list[tuple[str, str]] = []
        if day:
            texts.append((self.tr("Puzzle of the day {date}").format(date=day), "coachTitle"))
            if a is not None:
                texts.append((self.tr("Bar to beat: {bar} (what perfect play scores on average)")
                              .format(bar=coach_number(a.start_value)), "note"))
                margin = a.final_score - a.start_value
                verdict = (self.tr("You beat the bar by {margin}!") if margin > 0.004
                           else self.tr("{margin} below the bar.")).format(margin=coach_number(abs(margin)))
                texts.append((verdict, "puzzleVerdict"))
        else:
            texts.append((self.tr("Coach"), "coachTitle"))
        if a is not None:
            texts.append((self.tr("Perfect play scores {start} on average. Your decisions cost {loss}, "
                                  "the dice gave {luck}.").format(
                start=coach_number(a.start_value), loss=coach_number(a.skill_loss),
                luck=coach_number(a.luck, signed=True)), "note"))
        else:
            texts.append((self.tr("The coach can show what each decision cost against perfect play "
                                  "and how much was luck."), "note"))
        hints = int(record.meta.get("hints", 0))
        if hints:
            texts.append((self.tr("Hints used: {count}").format(count=hints), "hint"))
        for text, role in texts:
            label = QLabel(text)
            label.setObjectName(role)
            label.setWordWrap(True)
            lines.addWidget(label)
            self.coach_labels.append(label)
        self.analysis_button = QPushButton(self.tr("Analyse the game…"))
        self.analysis_button.setObjectName("analysisButton")
        self.analysis_button.clicked.connect(self.open_analysis)
        lines.addWidget(self.analysis_button, 0, Qt.AlignmentFlag.AlignRight)
        return box

    def open_analysis(self) -> None:
        """The analysis dialog; computing the table first if needed (then this screen updates)."""
        from .analysis import open_analysis

        had_table = self.analysis is not None
        open_analysis(self, self.game, self.record,
                      on_table=None if had_table else (lambda _table: self.retranslate()))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_notes()
        self.body.setFocus()        # not a button: see __init__

    def _fit_notes(self) -> None:
        # Wrapped labels get a guessed height; give each note the height its text needs. Twice: where the
        # body then has to scroll, its scroll bar narrows every label once more.
        for _ in range(2):
            self.content.layout().activate()
            for label in self.note_labels + self.coach_labels + self.detail_labels:
                if label.width() > 0:
                    label.setFixedHeight(label.heightForWidth(label.width()))
            fit_body(self, self.body)

    def text(self) -> str:
        """All the dialog's texts in reading order (for tests and screen readers)."""
        return "\n".join(label.text() for label in self.content.findChildren(QLabel) if label.text())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Result"))
        self.new_button.setText(self.tr("New game"))
        self.library_button.setText(self.tr("Back to library"))
        self.close_button.setText(self.tr("Close"))
        self._build()
        if self.isVisible():
            self._fit_notes()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
