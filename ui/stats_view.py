"""The statistics tab: one player's games per game and variant (played, won, best and average
score, streaks), and for the selected kind a pyqtgraph chart of the score over the games and, in
solo games the coach has priced, the skill loss (final score = start value - skill loss + luck).

The numbers come from `gamebox.stats`; this module only shows them.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamebox.history import Entry, local_time
from gamebox.stats import KindStats, Point, solo_points, statistics

from .history_texts import game_name, games_text, variant_name
from .style import ACCENT, INK, MUTED, SURFACE

SCORE_COLOR = "#2f6fd0"
LOSS_COLOR = "#c8462b"
COLUMNS = 9


def _number(value: float | None, decimals: int = 1) -> str:
    if value is None:
        return "—"
    return QLocale().toString(float(value), "f", 0 if float(value).is_integer() else decimals)


def _span(values: list[float]) -> tuple[float, float]:
    """A y range around the values with some air (a single game or equal scores still get one)."""
    low, high = min(values), max(values)
    air = max(1.0, (high - low) * 0.12)
    return low - air, high + air


class StatsView(QWidget):
    """Statistics of one player (chosen in a box: everyone who played as a person)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsView")
        self.entries: list[Entry] = []
        self.rows: list[KindStats] = []
        self.points: list[Point] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        top = QHBoxLayout()
        self.player_label = QLabel()
        self.player_box = QComboBox()
        self.player_box.setObjectName("statsPlayer")
        self.player_box.setMinimumContentsLength(14)
        self.player_box.currentIndexChanged.connect(self._fill_table)
        top.addWidget(self.player_label)
        top.addWidget(self.player_box)
        top.addStretch(1)
        layout.addLayout(top)

        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("statsTable")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(28)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._fill_chart)
        layout.addWidget(self.table, 2)

        self.chart_title = QLabel()
        self.chart_title.setObjectName("sectionTitle")
        layout.addWidget(self.chart_title)
        self.chart = self._build_chart()
        layout.addWidget(self.chart, 3)
        self.chart_note = QLabel()
        self.chart_note.setObjectName("hint")
        self.chart_note.setWordWrap(True)
        layout.addWidget(self.chart_note)
        self.empty = QLabel()
        self.empty.setObjectName("note")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty, 1)
        self.retranslate()

    # -- data -------------------------------------------------------------------------------------
    def set_entries(self, entries: list[Entry], players: list[tuple[str, int]]) -> None:
        self.entries = entries
        current = self.player_box.currentData()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for name, count in players:
            self.player_box.addItem(f"{name} ({games_text(count)})", name)
        index = self.player_box.findData(current)
        self.player_box.setCurrentIndex(index if index >= 0 else 0)
        self.player_box.blockSignals(False)
        self._fill_table()

    def player(self) -> str | None:
        return self.player_box.currentData()

    def _fill_table(self) -> None:
        player = self.player()
        selected = self.selected_kind()
        self.rows = statistics(self.entries, player) if player else []
        self.table.setRowCount(len(self.rows))
        for row, s in enumerate(self.rows):
            dash = "—"
            cells = (f"{game_name(s.game)} · {variant_name(s.game, s.variant)}", str(s.played),
                     dash if s.solo else str(s.won), dash if s.solo else str(s.lost),
                     dash if s.solo else str(s.drawn), _number(s.best), _number(s.average),
                     dash if s.solo else str(s.streak), dash if s.solo else str(s.longest))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, (s.game, s.variant))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if s.practised and col in (5, 6):
                    item.setToolTip(self.tr("Practised solo games, not counted: {count}").format(count=s.practised))
                self.table.setItem(row, col, item)
        kinds = [(s.game, s.variant) for s in self.rows]
        if self.rows:
            self.table.selectRow(kinds.index(selected) if selected in kinds else 0)
        has_rows = bool(self.rows)
        for widget in (self.table, self.chart, self.chart_title, self.chart_note):
            widget.setVisible(has_rows)
        self.empty.setVisible(not has_rows)
        self._fill_chart()

    def selected_kind(self) -> tuple[str, str] | None:
        items = self.table.selectedItems()
        return tuple(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def select_kind(self, game: str, variant: str) -> bool:
        for row, s in enumerate(self.rows):
            if (s.game, s.variant) == (game, variant):
                self.table.selectRow(row)
                return True
        return False

    # -- the chart --------------------------------------------------------------------------------
    def _build_chart(self) -> pg.GraphicsLayoutWidget:
        chart = pg.GraphicsLayoutWidget()
        chart.setObjectName("statsChart")
        chart.setBackground(SURFACE)
        chart.setMinimumHeight(220)
        self.score_plot = chart.addPlot(row=0, col=0)
        self.loss_plot = chart.addPlot(row=1, col=0)
        for plot in (self.score_plot, self.loss_plot):
            plot.showGrid(x=False, y=True, alpha=0.25)
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setPen(pg.mkPen(MUTED))
                axis.setTextPen(pg.mkPen(INK))
            plot.getAxis("left").setWidth(52)
            plot.getAxis("left").enableAutoSIPrefix(False)
        self.loss_plot.setXLink(self.score_plot)
        self.score_curve = self.score_plot.plot([], [], pen=pg.mkPen(SCORE_COLOR, width=2), symbol="o",
                                                symbolSize=7, symbolBrush=SCORE_COLOR, symbolPen=pg.mkPen("w"))
        self.loss_curve = self.loss_plot.plot([], [], pen=pg.mkPen(LOSS_COLOR, width=2), symbol="s",
                                              symbolSize=7, symbolBrush=LOSS_COLOR, symbolPen=pg.mkPen("w"))
        self.average_line = pg.InfiniteLine(0, angle=0, pen=pg.mkPen(ACCENT, width=1, style=Qt.PenStyle.DashLine))
        self.score_plot.addItem(self.average_line)
        return chart

    def _fill_chart(self) -> None:
        kind = self.selected_kind()
        player = self.player()
        self.points = solo_points(self.entries, player, *kind) if kind and player else []
        row = next((s for s in self.rows if (s.game, s.variant) == kind), None)
        if row is not None and not row.solo:
            self.points = self._scores(player, kind)
        xs = list(range(1, len(self.points) + 1))
        self.score_curve.setData(xs, [p.score for p in self.points])
        priced = [(x, p.skill_loss) for x, p in zip(xs, self.points) if p.skill_loss is not None]
        self.loss_curve.setData([x for x, _ in priced], [loss for _, loss in priced])
        self.loss_plot.setVisible(bool(priced))
        self.loss_plot.setMaximumHeight(100000 if priced else 0)   # hidden, it would still keep its row
        self.chart.ci.layout.setRowStretchFactor(1, 2 if priced else 0)
        if self.points:
            average = sum(p.score for p in self.points) / len(self.points)
            self.average_line.setValue(average)
            self.score_plot.setXRange(0.5, len(self.points) + 0.5, padding=0)
            self.score_plot.setYRange(*_span([p.score for p in self.points]), padding=0)
            if priced:
                self.loss_plot.setYRange(*_span([0.0] + [loss for _, loss in priced]), padding=0)
            step = max(1, round(len(self.points) / 10))   # whole games on the axis, at most about ten
            for plot in (self.score_plot, self.loss_plot):
                plot.getAxis("bottom").setTickSpacing(major=step, minor=step)
        self.average_line.setVisible(bool(self.points))
        self._label_chart(row, len(priced))

    def _scores(self, player: str, kind: tuple[str, str]) -> list[Point]:
        """The player's score in each game of a kind with opponents, oldest first."""
        result = []
        for entry in sorted(self.entries, key=lambda e: e.finished_at):
            seat = entry.seat_of(player)
            if seat is not None and (entry.game, entry.variant) == kind:
                result.append(Point(entry.finished_at, seat.score, None, entry.hints, entry.puzzle_date))
        return result

    def _label_chart(self, row: KindStats | None, priced: int) -> None:
        label = {"color": MUTED, "font-size": "11px"}
        self.score_plot.setLabel("left", self.tr("Score"), **label)
        self.loss_plot.setLabel("left", self.tr("Skill loss"), **label)
        bottom = self.loss_plot if priced else self.score_plot
        (self.score_plot if priced else self.loss_plot).setLabel("bottom", "")
        bottom.setLabel("bottom", self.tr("Game (oldest first)"), **label)
        if row is None:
            self.chart_title.setText("")
            self.chart_note.setText("")
            return
        if self.points:
            first = QLocale().toString(local_time(self.points[0].when).date(), QLocale.FormatType.ShortFormat)
            last = QLocale().toString(local_time(self.points[-1].when).date(), QLocale.FormatType.ShortFormat)
            span = self.tr("{games}, {first} to {last}").format(games=games_text(len(self.points)), first=first,
                                                                 last=last)
        else:
            span = self.tr("no counted games yet")
        if row.solo:
            self.chart_title.setText(self.tr("Your score and skill loss over time"))
            note = self.tr("Skill loss is what your decisions cost against perfect play (the coach's "
                           "analysis). Dashed: your average score.")
            if not priced:
                note = self.tr("Skill loss appears for solo games the coach can price: compute the exact "
                               "table once (a hint or the analysis offers it), and every game gets it.")
        else:
            self.chart_title.setText(self.tr("Your score over time"))
            note = self.tr("Dashed: your average score.")
        self.chart_note.setText(f"{span}. {note}")

    # -- language ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.player_label.setText(self.tr("Player:"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Lost"), self.tr("Drawn"),
            self.tr("Best"), self.tr("Average"), self.tr("Streak"), self.tr("Longest")])
        header_tips = {7: self.tr("Games won in a row, up to the last one"),
                       8: self.tr("The most games won in a row"),
                       5: self.tr("Best score (practised solo games are not counted)"),
                       6: self.tr("Average score (practised solo games are not counted)")}
        for col, tip in header_tips.items():
            self.table.horizontalHeaderItem(col).setToolTip(tip)
        self.empty.setText(self.tr("No statistics yet: they grow with every game a person plays to the end."))
        player = self.player()
        if player is not None:
            self._fill_table()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
