"""The history page: the finished games to replay or continue from any move, and each player's
statistics per game and variant with the solo skill chart.

It reads the history file (gamebox/history.py) read-only and briefly on the GUI thread (a short
busy timeout: a second box writing never holds the window up); the recorder writes it on its own
thread. Whatever keeps the file from being read is a line on the page, never a traceback.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gamebox.history import Entry, History, HistoryError, HistoryTooNew, HistoryUnavailable, local_time

from .history_texts import game_name, games_text, points, variant_name
from .new_game_dialog import level_label
from .stats_view import StatsView

READ_TIMEOUT_S = 0.3    # how long a read waits for a writer before the page says "busy"
LIST_LIMIT = 5000       # the newest games the list shows (the statistics count all)


class HistoryPage(QWidget):
    """Past games and statistics. `replay_requested(uid)` asks the window to open a game."""

    replay_requested = Signal(str)
    library_requested = Signal()

    def __init__(self, path_provider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyPage")
        self._path = path_provider
        self.entries: list[Entry] = []
        self.problem: str = ""
        self.unread = False       # the file is there but its games could not be read (the notice says why)
        self.recorder_problem: HistoryError | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 20)
        layout.setSpacing(10)
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
        self.library_button = QPushButton()
        self.library_button.setObjectName("historyLibraryButton")
        self.library_button.clicked.connect(self.library_requested)
        top.addWidget(self.library_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.notice = QLabel()
        self.notice.setObjectName("message")
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("historyTabs")
        layout.addWidget(self.tabs, 1)
        self.games_tab = QWidget()
        self._build_games_tab(self.games_tab)
        self.stats = StatsView()
        self.tabs.addTab(self.games_tab, "")
        self.tabs.addTab(self.stats, "")
        self.retranslate()

    # -- the past games ---------------------------------------------------------------------------
    def _build_games_tab(self, tab: QWidget) -> None:
        column = QVBoxLayout(tab)
        column.setContentsMargins(12, 12, 12, 12)
        column.setSpacing(8)
        row = QHBoxLayout()
        self.filter_label = QLabel()
        self.game_filter = QComboBox()
        self.game_filter.setObjectName("historyGameFilter")
        self.game_filter.setMinimumContentsLength(18)
        self.game_filter.currentIndexChanged.connect(self._fill_list)
        self.count_label = QLabel()
        self.count_label.setObjectName("hint")
        row.addWidget(self.filter_label)
        row.addWidget(self.game_filter)
        row.addSpacing(12)
        row.addWidget(self.count_label, 1)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("primaryButton")
        self.replay_button.clicked.connect(self._replay_selected)
        row.addWidget(self.replay_button)
        column.addLayout(row)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("pastGames")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(28)
        header = self.table.horizontalHeader()
        for col, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.ResizeToContents,
                                    QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents,
                                    QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(col, mode)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _row, _col: self._replay_selected())
        column.addWidget(self.table, 1)
        self.empty = QLabel()
        self.empty.setObjectName("note")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty, 1)

    def reload(self) -> None:
        """Read the history again (after a game ended, or when the page is shown)."""
        self.entries, self.problem, self.unread = [], "", False
        try:
            with History.open(self._path(), read_only=True, timeout=READ_TIMEOUT_S) as history:
                self.entries = history.entries(limit=LIST_LIMIT)
                players = history.human_players()
                if history.newer:
                    self.problem = self.tr("The history was written by a newer version of gamebox. Its games are "
                                           "shown as they are, and this version does not change the file: the "
                                           "games you finish now wait beside it until a newer version takes them "
                                           "in.")
        except HistoryTooNew:
            self.unread = True
            self.problem = self.tr("The history was written by a newer version of gamebox in a form this version "
                                   "cannot read, so its games are not shown here; the file is left as it is, and "
                                   "the games you finish now wait beside it until a newer version takes them in.")
            players = []
        except HistoryUnavailable as exc:
            players = []
            if self._path().exists():
                self.unread = True
                self.problem = self.tr("The history cannot be read just now ({reason}). Finished games wait "
                                       "beside it and go in later.").format(reason=str(exc))
        except HistoryError as exc:
            players = []
            self.unread = True
            self.problem = self.tr("The history cannot be read ({reason}). It is put aside at the next start, "
                                   "and a new one is begun.").format(reason=str(exc))
        self._fill_filter()
        self._fill_list()
        self.stats.set_entries(self.entries, players)
        self._show_notice()

    def set_recorder_problem(self, problem: HistoryError | None) -> None:
        """Why finished games are waiting outside the history, if they are (the recorder says)."""
        self.recorder_problem = problem
        self._show_notice()

    def _show_notice(self) -> None:
        text = self.problem
        if not text and self.recorder_problem is not None:
            text = self.tr("Finished games are waiting to go into the history: {reason}").format(
                reason=str(self.recorder_problem))
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _fill_filter(self) -> None:
        current = self.game_filter.currentData()
        self.game_filter.blockSignals(True)
        self.game_filter.clear()
        self.game_filter.addItem(self.tr("All games"), None)
        for game_id in sorted({e.game for e in self.entries}, key=game_name):
            self.game_filter.addItem(game_name(game_id), game_id)
        index = self.game_filter.findData(current)
        self.game_filter.setCurrentIndex(max(0, index))
        self.game_filter.blockSignals(False)

    def shown_entries(self) -> list[Entry]:
        game = self.game_filter.currentData()
        return [e for e in self.entries if game is None or e.game == game]

    def _fill_list(self) -> None:
        shown = self.shown_entries()
        self.table.setRowCount(len(shown))
        for row, entry in enumerate(shown):
            when = QLocale().toString(local_time(entry.finished_at), QLocale.FormatType.ShortFormat)
            cells = (when, f"{game_name(entry.game)} · {variant_name(entry.game, entry.variant)}",
                     self.players_text(entry), self.result_text(entry), str(entry.moves))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, entry.uid)
                if col == 3:
                    item.setToolTip(self.scores_tip(entry))
                if col == 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        if shown and not self.table.selectedItems():
            self.table.selectRow(0)
        self.table.setVisible(bool(shown))
        self.empty.setText(self.tr("No games can be shown: the notice above says why.") if self.unread else
                           self.tr("No finished games yet. Every game you play to the end is kept here."))
        self.empty.setVisible(not shown)
        self.count_label.setText(games_text(len(shown)))
        self._update_buttons()

    def players_text(self, entry: Entry) -> str:
        names = []
        for seat in entry.seats:
            name = seat.name + (" ★" if seat.result == "win" else "")
            names.append(name if seat.human else self.tr("{name} (computer, {level})").format(
                name=name, level=level_label(seat.agent)))
        return ", ".join(names)

    def result_text(self, entry: Entry) -> str:
        if entry.solo:
            text = self.tr("{score} points").format(score=points(entry.seats[0].score))
            if entry.puzzle_date:
                text = self.tr("Puzzle {date}: {result}").format(date=entry.puzzle_date, result=text)
            return text + (" · " + self.tr("practised") if entry.practised else "")
        winners = [s for s in entry.seats if s.result == "win"]
        # The points in the order the players column lists the seats ("52 : 38 : 10"), the names on hover.
        scores = " : ".join(points(seat.score) for seat in entry.seats)
        if len(winners) == 1:
            return self.tr("{name} won, {scores}").format(name=winners[0].name, scores=scores)
        if winners:
            return self.tr("{names} share the win, {scores}").format(
                names=" & ".join(w.name for w in winners), scores=scores)
        return self.tr("Draw, {scores}").format(scores=scores)

    def scores_tip(self, entry: Entry) -> str:
        return " · ".join(f"{seat.name} {points(seat.score)}" for seat in entry.seats)

    def selected_uid(self) -> str | None:
        items = self.table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def select_uid(self, uid: str) -> bool:
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).data(Qt.ItemDataRole.UserRole) == uid:
                self.table.selectRow(row)
                return True
        return False

    def _update_buttons(self) -> None:
        self.replay_button.setEnabled(self.selected_uid() is not None)

    def _replay_selected(self) -> None:
        uid = self.selected_uid()
        if uid is not None:
            self.replay_requested.emit(uid)

    # -- language -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.heading.setText(self.tr("Your games"))
        self.subheading.setText(self.tr("Every finished game is kept here: watch it again move by move, "
                                        "continue it from any move as a new game, and see how you are doing."))
        self.library_button.setText(self.tr("Back to the library"))
        self.tabs.setTabText(0, self.tr("Past games"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.filter_label.setText(self.tr("Game:"))
        self.replay_button.setText(self.tr("Replay…"))
        self.replay_button.setToolTip(self.tr("Watch the game move by move, and continue it from any move"))
        self.table.setHorizontalHeaderLabels([self.tr("Finished"), self.tr("Game"), self.tr("Players"),
                                              self.tr("Result"), self.tr("Moves")])
        if self.game_filter.count():
            self.game_filter.setItemText(0, self.tr("All games"))
        self._fill_list()
        self._show_notice()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
