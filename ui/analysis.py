"""The after-game analysis of a solo game: what each decision cost against perfect play,
how much was luck, a chart of the expected score along the game and the worst mistakes.

The numbers come from `gamebox.coach.analyse`; this module only shows them. The chart is
pyqtgraph: the expected final score after each decision as a line, the start value as a
dashed reference, and below it each decision's loss as a bar.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gamebox import coach, puzzle
from gamebox.protocol import ExactTable, Game
from gamebox.record import GameRecord

from .coach import number, request_table
from .style import ACCENT, INK, LINE, MUTED, SURFACE

LINE_COLOR = "#2f6fd0"
LOSS_COLOR = "#c8462b"
WORST_SHOWN = 5


def open_analysis(parent: QWidget, game: Game, record: GameRecord, on_table=None) -> None:
    """Show the analysis, computing the table first if the player agrees (see request_table)."""
    def show(table: ExactTable) -> None:
        old = getattr(parent, "analysis_dialog", None)
        if old is not None:
            old.close()
        dialog = AnalysisDialog(game, record, table, parent)
        parent.analysis_dialog = dialog
        dialog.finished.connect(lambda _code: dialog.deleteLater())
        dialog.open()
        if on_table is not None:
            on_table(table)

    request_table(parent, game, record.variant, record.options, show)


class AnalysisDialog(QDialog):
    """Figures, chart and worst mistakes of one finished game. `analysis` holds the numbers."""

    def __init__(self, game: Game, record: GameRecord, table: ExactTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisDialog")
        self.game, self.record = game, record
        self.analysis = coach.analyse(table, record)
        self.resize(880, 720)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        layout.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("hint")
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.subtitle)

        figures = QFrame()
        figures.setObjectName("coachBox")
        grid = QGridLayout(figures)
        grid.setContentsMargins(16, 10, 16, 10)
        grid.setHorizontalSpacing(28)
        self.figure_values: dict[str, QLabel] = {}
        self.figure_names: dict[str, QLabel] = {}
        for col, key in enumerate(("start", "loss", "luck", "final")):
            value = QLabel()
            value.setObjectName("coachFigure")
            name = QLabel()
            name.setObjectName("hint")
            name.setWordWrap(True)
            grid.addWidget(value, 0, col)
            grid.addWidget(name, 1, col, Qt.AlignmentFlag.AlignTop)
            self.figure_values[key], self.figure_names[key] = value, name
        layout.addWidget(figures)
        self.identity = QLabel()
        self.identity.setObjectName("note")
        self.identity.setWordWrap(True)
        layout.addWidget(self.identity)

        self.chart = self._build_chart()
        layout.addWidget(self.chart, 1)

        self.worst_title = QLabel()
        self.worst_title.setObjectName("sectionTitle")
        layout.addWidget(self.worst_title)
        self.worst_table = QTableWidget(0, 5)
        self.worst_table.setObjectName("worstTable")
        self.worst_table.verticalHeader().hide()
        self.worst_table.verticalHeader().setDefaultSectionSize(26)
        self.worst_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.worst_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.worst_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.worst_table.setShowGrid(False)
        header = self.worst_table.horizontalHeader()
        for col in range(5):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col in (2, 3)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.worst_table)
        self.no_mistakes = QLabel()
        self.no_mistakes.setObjectName("note")
        layout.addWidget(self.no_mistakes)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("primaryButton")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.retranslate()

    # -- the chart ------------------------------------------------------------------------------
    def _build_chart(self) -> pg.GraphicsLayoutWidget:
        a = self.analysis
        chart = pg.GraphicsLayoutWidget()
        chart.setObjectName("analysisChart")
        chart.setBackground(SURFACE)
        chart.setMinimumHeight(300)
        axis_pen = pg.mkPen(MUTED)
        n = len(a.decisions)
        xs = list(range(n + 1))
        self.value_plot = chart.addPlot(row=0, col=0)
        self.loss_plot = chart.addPlot(row=1, col=0)
        chart.ci.layout.setRowStretchFactor(0, 3)
        chart.ci.layout.setRowStretchFactor(1, 2)
        for plot in (self.value_plot, self.loss_plot):
            plot.showGrid(x=False, y=True, alpha=0.25)
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setPen(axis_pen)
                axis.setTextPen(pg.mkPen(INK))
            plot.getAxis("left").setWidth(48)
        self.loss_plot.setXLink(self.value_plot)
        self.start_line = pg.InfiniteLine(a.start_value, angle=0,
                                          pen=pg.mkPen(ACCENT, width=1.5, style=Qt.PenStyle.DashLine))
        self.value_plot.addItem(self.start_line)
        self.curve = self.value_plot.plot(xs, a.curve(), pen=pg.mkPen(LINE_COLOR, width=2.5),
                                          symbol="o", symbolSize=6, symbolBrush=LINE_COLOR,
                                          symbolPen=pg.mkPen("w"))
        self.final_point = pg.ScatterPlotItem([n + 1], [a.final_score], symbol="star", size=16,
                                              brush=pg.mkBrush(ACCENT), pen=pg.mkPen(INK))
        self.value_plot.addItem(self.final_point)
        self.value_plot.plot([n, n + 1], [a.curve()[-1], a.final_score],
                             pen=pg.mkPen(LINE_COLOR, width=1.5, style=Qt.PenStyle.DotLine))
        losses = [d.loss for d in a.decisions]
        self.bars = pg.BarGraphItem(x=[d.number for d in a.decisions], height=losses, width=0.6,
                                    brush=pg.mkBrush(LOSS_COLOR), pen=pg.mkPen(None))
        self.loss_plot.addItem(self.bars)
        self.loss_plot.setXRange(-0.5, n + 1.5, padding=0)
        self.loss_plot.setYRange(0, max([0.5] + losses) * 1.15, padding=0)
        values = a.curve() + [a.final_score]
        low, high = min(values), max(values)
        self.value_plot.setYRange(low - 1.5, high + 1.5, padding=0)
        label_font = QFont()
        label_font.setPixelSize(12)
        self.start_text = pg.TextItem(color=ACCENT, anchor=(0, 1))
        self.start_text.setFont(label_font)
        self.start_text.setPos(0.1, a.start_value)
        self.value_plot.addItem(self.start_text)
        return chart

    def _label_chart(self) -> None:
        label = {"color": MUTED, "font-size": "11px"}
        self.value_plot.setLabel("left", self.tr("Expected score"), **label)
        self.loss_plot.setLabel("left", self.tr("Loss"), **label)
        self.loss_plot.setLabel("bottom", self.tr("Decision (★ = final score)"), **label)
        self.value_plot.setTitle(self.tr("Expected final score after each of your decisions"),
                                 color=INK, size="11pt")
        self.start_text.setText(self.tr("best play on average: {value}").format(
            value=number(self.analysis.start_value)))

    # -- texts ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        a = self.analysis
        self.setWindowTitle(self.tr("Analysis"))
        variant = self.game.info.variant(self.record.variant).name.get()
        self.title.setText(self.tr("How your game went"))
        day = puzzle.puzzle_date(self.record)
        where = (self.tr("Puzzle of the day {date}").format(date=day) if day
                 else f"{self.game.info.name} · {variant}")
        hints = int(self.record.meta.get("hints", 0))
        extra = " · " + self.tr("hints used: {count}").format(count=hints) if hints else ""
        self.subtitle.setText(where + extra + " · " + self.tr(
            "Every decision is compared with perfect play, using the exact table of the game."))
        figures = {
            "start": (number(a.start_value), self.tr("best play scores on average")),
            "loss": (number(-a.skill_loss, signed=True), self.tr("your decisions cost (skill)")),
            "luck": (number(a.luck, signed=True), self.tr("the dice gave (luck)")),
            "final": (number(a.final_score), self.tr("your score")),
        }
        for key, (value, name) in figures.items():
            self.figure_values[key].setText(value)
            self.figure_names[key].setText(name)
        self.identity.setText(self.tr("{final} = {start} {loss} (decisions) {luck} (luck)").format(
            final=number(a.final_score), start=number(a.start_value),
            loss=number(-a.skill_loss, signed=True), luck=number(a.luck, signed=True)))
        self._label_chart()
        worst = a.worst(WORST_SHOWN)
        self.worst_title.setText(self.tr("Costliest decisions"))
        self.worst_table.setHorizontalHeaderLabels(
            [self.tr("#"), self.tr("Roll"), self.tr("You played"), self.tr("Best was"), self.tr("Cost")])
        self.worst_table.setRowCount(len(worst))
        for row, d in enumerate(worst):
            cells = (str(d.number), d.roll, f"{d.chosen}  → {number(d.chosen_value)}",
                     f"{d.best}  → {number(d.best_value)}", number(-d.loss, signed=True))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 4:
                    item.setForeground(QColor(LOSS_COLOR))
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.worst_table.setItem(row, col, item)
        rows = max(1, len(worst))
        # The header's size hint, not its height: before the first show that is still 0.
        self.worst_table.setFixedHeight(rows * 26 + self.worst_table.horizontalHeader().sizeHint().height() + 6)
        self.worst_table.setVisible(bool(worst))
        self.no_mistakes.setVisible(not worst)
        self.no_mistakes.setText(self.tr("Not a single decision below perfect play. Flawless!"))
        self.close_button.setText(self.tr("Close"))
        self.worst_table.setStyleSheet(f"QTableWidget {{ border: 1px solid {LINE}; border-radius: 6px; }}")

    def worst_rows(self) -> list[tuple[str, ...]]:
        t = self.worst_table
        return [tuple(t.item(r, c).text() for c in range(t.columnCount())) for r in range(t.rowCount())]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
