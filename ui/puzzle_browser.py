"""The puzzle browser, a page of the library: every shipped puzzle, filtered by game and difficulty,
your puzzle rating and how many you solved, a picture and the goal of the chosen one, and Play.

"Play one for me" takes an unsolved puzzle of the filter whose rating is nearest yours, as Lichess's
puzzle trainer does. Each game's puzzle of the day is a button of its own (✔ solved that day, ✘ missed),
*Streak* plays puzzles of the filter's game one after another, each a little harder, until the first
miss, and a line says which kinds of puzzle you miss most. Pictures come from the games' own `render`; a tipping puzzle's is the pyramid seen
from your side (where there is no OpenGL, its goal alone).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamebox import i18n, puzzles, registry
from gamebox.puzzles.model import Puzzle

from .widgets.fitted_label import FittedLabel
from .workers import Errands

BANDS = (("all", 0, 10_000), ("easy", 0, 1200), ("medium", 1200, 1600), ("hard", 1600, 10_000))
PREVIEW = QSize(400, 230)
GOAL_ROOM = 640         # px of table below which the goal column hides (it would show "…")


def nearest_unsolved(choices: list[Puzzle], results: dict, rating: float) -> Puzzle | None:
    """The unsolved puzzle whose rating is nearest the player's (ties: the first in the list)."""
    open_ = [p for p in choices if p.id not in results or not results[p.id].solved]
    pool = [p for p in open_ if p.id not in results] or open_
    return min(pool, key=lambda p: abs(p.rating - rating), default=None)


class PuzzleBrowser(QWidget):
    """Attributes for tests: `table`, `game_filter`, `band_filter`, `open_only`, `rating_label`,
    `play_button`, `for_me_button`, `goal`, `picture`; `shown()` is the filtered list."""

    play_requested = Signal(str)
    daily_requested = Signal(str)      # a game's puzzle of the day
    streak_requested = Signal(str)     # a streak over one game's puzzles ("": every game's)
    back_requested = Signal()

    def __init__(self, store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleBrowser")
        self.store = store
        self.games = puzzles.games_with_puzzles()
        self.all = [p for g in self.games for p in g.puzzles()]
        self._shown: list[Puzzle] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(36, 24, 36, 20)
        outer.setSpacing(10)
        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(4)
        self.heading = QLabel()
        self.heading.setObjectName("libraryHeading")
        self.subheading = QLabel()
        self.subheading.setObjectName("librarySubheading")
        self.subheading.setWordWrap(True)
        titles.addWidget(self.heading)
        titles.addWidget(self.subheading)
        top.addLayout(titles, 1)
        self.rating_label = QLabel()
        self.rating_label.setObjectName("puzzleRating")
        self.rating_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.rating_label)
        outer.addLayout(top)

        filters = QHBoxLayout()
        filters.setSpacing(10)
        self.game_label = QLabel()
        self.game_filter = QComboBox()
        self.game_filter.setObjectName("puzzleGameFilter")
        self.band_label = QLabel()
        self.band_filter = QComboBox()
        self.band_filter.setObjectName("puzzleBandFilter")
        self.open_only = QCheckBox()
        self.open_only.setObjectName("puzzleOpenOnly")
        for widget in (self.game_label, self.game_filter, self.band_label, self.band_filter, self.open_only):
            filters.addWidget(widget)
        filters.addStretch(1)
        self.for_me_button = QPushButton()
        self.for_me_button.setObjectName("puzzleButton")
        self.for_me_button.clicked.connect(self.play_for_me)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested)
        self.streak_button = QPushButton()
        self.streak_button.setObjectName("puzzleButton")
        self.streak_button.clicked.connect(lambda: self.streak_requested.emit(self.game_filter.currentData() or ""))
        filters.addWidget(self.for_me_button)
        filters.addWidget(self.streak_button)
        filters.addWidget(self.back_button)
        outer.addLayout(filters)

        from .widgets.flow import WrapLayout

        self.today = QWidget()
        self.today.setObjectName("puzzleToday")
        today = WrapLayout(self.today, spacing=6)
        today.setContentsMargins(0, 0, 0, 0)
        self.today_label = QLabel()
        today.add(self.today_label)
        self.daily_buttons: dict[str, QPushButton] = {}
        for game in self.games:
            button = QPushButton()
            button.setObjectName("puzzleDayButton")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, g=game.info.id: self.daily_requested.emit(g))
            self.daily_buttons[game.info.id] = button
            today.add(button)
        outer.addWidget(self.today)
        self.weak = QLabel()
        self.weak.setObjectName("hint")
        self.weak.setWordWrap(True)
        outer.addWidget(self.weak)

        body = QHBoxLayout()
        body.setSpacing(18)
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("puzzleTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        # One line a puzzle, the goal cut where the column ends and whole on hover (and in the card): wrapped,
        # the goal column squeezed to a few pixels at 1024x768 asked for rows 170 px high.
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)     # the variant leaves the goal room
        self.table.setColumnWidth(2, 130)
        self.table.installEventFilter(self)      # too narrow for the goal (1024x768): the card beside says it
        self.table.setSortingEnabled(True)      # a click on a column's head sorts by it
        header.setSortIndicator(5, Qt.SortOrder.AscendingOrder)     # easiest first
        self.table.itemSelectionChanged.connect(self._chosen)
        self.table.activated.connect(lambda index: self._play_row(index.row()))    # double-click or Enter
        body.addWidget(self.table, 1)

        detail = QFrame()
        detail.setObjectName("gameCard")
        detail.setFixedWidth(PREVIEW.width() + 24)
        side = QVBoxLayout(detail)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(8)
        self.picture = QLabel()
        self.picture.setObjectName("puzzlePicture")
        self.picture.setFixedSize(PREVIEW)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = FittedLabel()           # "Hoch und höher · Solo with hierarchy" takes two lines
        self.name.setObjectName("cardTitle")
        self.goal = FittedLabel()
        self.goal.setObjectName("cardDescription")
        self.facts = FittedLabel()
        self.facts.setObjectName("hint")
        self.play_button = QPushButton()
        self.play_button.setObjectName("primaryButton")
        self.play_button.clicked.connect(lambda: self._play_row(self.table.currentRow()))
        for widget in (self.picture, self.name, self.goal, self.facts):
            side.addWidget(widget)
        side.addStretch(1)
        side.addWidget(self.play_button)
        body.addWidget(detail)
        outer.addLayout(body, 1)

        self._pictures = Errands(self)     # the chosen puzzle's picture: choosing another drops it
        self.game_filter.currentIndexChanged.connect(self.refresh)
        self.band_filter.currentIndexChanged.connect(self.refresh)
        self.open_only.toggled.connect(self.refresh)
        self.retranslate()

    # -- filtering --------------------------------------------------------------------------------
    def shown(self) -> list[Puzzle]:
        return list(self._shown)

    def _filtered(self) -> list[Puzzle]:
        game = self.game_filter.currentData()
        band = BANDS[max(0, self.band_filter.currentIndex())]
        results = self.store.results()
        chosen = [p for p in self.all if (not game or p.game == game) and band[1] <= p.rating < band[2]]
        if self.open_only.isChecked():
            chosen = [p for p in chosen if p.id not in results or not results[p.id].solved]
        return sorted(chosen, key=lambda p: (p.rating, p.id))

    def refresh(self) -> None:
        from .puzzle_panel import rating_text

        results = self.store.results()
        rating = self.store.rating()
        solved = sum(1 for r in results.values() if r.solved)
        text = self.tr("<b style='font-size:22px'>{rating}</b> ± {deviation}<br>"
                       "your puzzle rating · {solved} of {total} solved").format(
            rating=rating_text(rating), deviation=f"{rating.deviation:.0f}", solved=solved, total=len(self.all))
        if rating.provisional:
            text += "<br>" + self.tr("provisional: it settles after about ten puzzles")
        best = self.store.best_streak()
        if best:
            text += "<br>" + self.tr("best streak: %n in a row", "", best)
        self.rating_label.setText(text)
        self._refresh_today()
        self._refresh_weak(results)
        keep = self._current_id()
        self._shown = self._filtered()
        self.table.setSortingEnabled(False)     # filled unsorted, then sorted as the player chose
        self.table.setRowCount(len(self._shown))
        names = {g.info.id: g.info for g in self.games}
        for row, puzzle in enumerate(self._shown):
            result = results.get(puzzle.id)
            status = "—" if result is None else ("✔" if result.solved else "✘")
            info = names[puzzle.game]
            cells = (status, info.name, info.variant(puzzle.variant).name.get(), puzzle.goal.get(),
                     puzzle.theme.get() if puzzle.theme else "", puzzle.rating)
            for col, value in enumerate(cells):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)     # the rating sorts as a number
                item.setData(Qt.ItemDataRole.UserRole, puzzle.id)
                if col in (0, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col in (2, 3):
                    item.setToolTip(value)
                self.table.setItem(row, col, item)
        self.table.setSortingEnabled(True)
        row = next((r for r in range(self.table.rowCount()) if self._id_at(r) == keep),
                   0 if self._shown else -1)
        if row >= 0:
            self.table.selectRow(row)
        self._chosen()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self.table.setColumnHidden(3, event.size().width() < GOAL_ROOM)
        return super().eventFilter(watched, event)

    def _refresh_today(self) -> None:
        """Each game's button for its puzzle of the day: the name alone until it is tried today, then
        ✔ solved or ✘ missed; its tooltip says which."""
        from datetime import date

        days = self.store.days()
        today = date.today().isoformat()
        for game in self.games:
            tried = days.get((today, game.info.id))
            button = self.daily_buttons[game.info.id]
            if tried is None:
                button.setText(game.info.name)
                button.setToolTip(self.tr("Today's puzzle of {game}: not tried yet").format(game=game.info.name))
            elif tried[1] >= 1.0:
                button.setText(f"{game.info.name} ✔")
                button.setToolTip(self.tr("Today's puzzle of {game}: solved").format(game=game.info.name))
            else:
                button.setText(f"{game.info.name} ✘")
                button.setToolTip(self.tr("Today's puzzle of {game}: missed (the first try counts)").format(
                    game=game.info.name))
        solved_days = len({day for (day, _), (_, score) in days.items() if score >= 1.0})
        self.today_label.setText(self.tr("Puzzles of the day:") if not solved_days else
                                 self.tr("Puzzles of the day (solved on %n days):", "", solved_days))

    def _refresh_weak(self, results: dict) -> None:
        """The kinds of puzzle missed most (a first try failed, or solved only with a hint)."""
        from gamebox.puzzles.themes import misses_by_theme

        missed = [c for c in misses_by_theme(self.all, results) if c.missed][:3]
        self.weak.setVisible(bool(missed))
        self.weak.setText(self.tr("Missed most: {kinds}").format(kinds=", ".join(
            self.tr("{kind} ({missed} of {tried})").format(kind=c.theme.get(), missed=c.missed, tried=c.tried)
            for c in missed)))

    def _id_at(self, row: int) -> str | None:
        item = self.table.item(row, 0)
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _puzzle_at(self, row: int) -> Puzzle | None:
        puzzle_id = self._id_at(row) if 0 <= row < self.table.rowCount() else None
        return next((p for p in self._shown if p.id == puzzle_id), None)

    def _current_id(self) -> str | None:
        return self._id_at(self.table.currentRow())

    def _chosen(self) -> None:
        puzzle = self._puzzle_at(self.table.currentRow())
        self.play_button.setEnabled(puzzle is not None)
        if puzzle is None:
            self.name.setText(self.tr("No puzzle here"))
            self.goal.setText(self.tr("Change the filters to see more."))
            self.facts.setText("")
            self.picture.clear()
            return
        game = registry.get(puzzle.game)
        variant = game.info.variant(puzzle.variant).name.get()
        self.name.setText(f"{game.info.name} · {variant}")
        self.goal.setText(puzzle.goal.get())
        result = self.store.results().get(puzzle.id)
        status = (self.tr("not tried yet") if result is None else
                  self.tr("solved") if result.solved else self.tr("not solved yet"))
        self.facts.setText(self.tr("{theme} · rated {rating} · {status}").format(
            theme=puzzle.theme.get() if puzzle.theme else "", rating=puzzle.rating, status=status))
        self.picture.clear()
        # Its position off the GUI thread: a bridge puzzle settles every block of its game in the physics
        # first (a second or two). No picture rather than a crash: the tests prove every shipped puzzle.
        self._pictures.cancel()
        self._pictures.run(lambda: puzzles.referee(puzzle).start(puzzle),
                           lambda state: self._show_preview(puzzle, state), error=lambda _exc: None)

    def _show_preview(self, puzzle: Puzzle, state) -> None:
        shown = self._puzzle_at(self.table.currentRow())
        if shown is not None and shown.id == puzzle.id and state is not None:   # (a refresh may move the rows)
            self.picture.setPixmap(self._preview(puzzle, state))

    def _preview(self, puzzle: Puzzle, state) -> QPixmap:
        from .games import ui_for

        try:
            game_ui = ui_for(puzzle.game)
        except KeyError:
            return QPixmap()
        if game_ui.needs_gl:      # the pyramid from the player's side, where OpenGL is there
            from .pyramid.offscreen import gl_problem, render_pyramid_image

            if gl_problem() is not None:
                return QPixmap()
            selected = [p for p, d in state.pyramid.dice.items() if d.colour == "red"] if puzzle.game == "kippen" else []
            image = render_pyramid_image(state.pyramid, PREVIEW.width(), PREVIEW.height(), view="top",
                                         selected=selected)
        else:
            image = game_ui.render(state, PREVIEW.width(), PREVIEW.height(), i18n.language())
        return QPixmap.fromImage(image)

    # -- playing ----------------------------------------------------------------------------------
    def _play_row(self, row: int) -> None:
        puzzle = self._puzzle_at(row)
        if puzzle is not None:
            self.play_requested.emit(puzzle.id)

    def play_for_me(self) -> None:
        puzzle = nearest_unsolved(self._filtered(), self.store.results(), self.store.rating().rating)
        if puzzle is not None:
            self.play_requested.emit(puzzle.id)

    def next_for_me(self) -> str | None:
        puzzle = nearest_unsolved(self._filtered(), self.store.results(), self.store.rating().rating)
        return puzzle.id if puzzle else None

    # -- language ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.heading.setText(self.tr("Puzzles"))
        self.subheading.setText(self.tr("Positions from real games, each solution proven by the box's own solvers. "
                                        "Your rating rises as you solve them."))
        self.game_label.setText(self.tr("Game"))
        self.band_label.setText(self.tr("Difficulty"))
        current = self.game_filter.currentData()
        self.game_filter.blockSignals(True)
        self.game_filter.clear()
        self.game_filter.addItem(self.tr("All games"), "")
        for game in self.games:
            self.game_filter.addItem(game.info.name, game.info.id)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(current or "")))
        self.game_filter.blockSignals(False)
        band = max(0, self.band_filter.currentIndex())
        self.band_filter.blockSignals(True)
        self.band_filter.clear()
        for text in (self.tr("All"), self.tr("Easy (below 1200)"), self.tr("Medium (1200–1599)"),
                     self.tr("Hard (1600 and up)")):
            self.band_filter.addItem(text)
        self.band_filter.setCurrentIndex(band)
        self.band_filter.blockSignals(False)
        self.open_only.setText(self.tr("Unsolved only"))
        self.for_me_button.setText(self.tr("Play one for me"))
        self.for_me_button.setToolTip(self.tr("An unsolved puzzle of this choice, nearest your rating"))
        self.streak_button.setText(self.tr("Streak"))
        self.streak_button.setToolTip(self.tr("Puzzles of the chosen game one after another, each a little harder, "
                                              "until the first miss"))
        for game_id, button in self.daily_buttons.items():
            button.setToolTip(self.tr("Today's puzzle of {game}: the same for everyone today").format(
                game=registry.get(game_id).info.name))
        self.back_button.setText(self.tr("Library"))
        self.play_button.setText(self.tr("Play this puzzle"))
        self.table.setHorizontalHeaderLabels(["", self.tr("Game"), self.tr("Variant"), self.tr("Goal"),
                                              self.tr("Kind"), self.tr("Rating")])
        self.refresh()

    def set_game(self, game_id: str) -> None:
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game_id)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
