"""The new-game dialog: variant, players (human or computer, and its level), who
starts and the game's rule options. Returns a `GameRecord`; remembers the last
choices per game.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamebox.protocol import Calibrated, Game
from gamebox.record import GameRecord, PlayerSpec

from . import settings

AI_LEVELS = ("random", "greedy", "search:easy", "search:medium", "search:strong")
HUMAN_INPUTS = ("mouse", "W A S D", "I J K L", "arrows")    # real-time games: one input per person
DEFAULT_LEVEL = "search:medium"


def level_label(agent: str | None) -> str:
    """A computer player's level as players call it."""
    labels = {
        "random": QCoreApplication.translate("AiLevel", "Random"),
        "greedy": QCoreApplication.translate("AiLevel", "Greedy"),
        "search:easy": QCoreApplication.translate("AiLevel", "Easy"),
        "search:medium": QCoreApplication.translate("AiLevel", "Medium"),
        "search:strong": QCoreApplication.translate("AiLevel", "Strong"),
    }
    if agent and agent.startswith("puzzle:"):       # a collection puzzle's opponent (gamebox/puzzles)
        return QCoreApplication.translate("AiLevel", "Best defence")
    return labels.get(agent or DEFAULT_LEVEL, agent or "")


def strength_text(game: Game, variant: str, agent: str) -> str:
    """The measured strength of a level in this variant, e.g. "Strong: wins 55% ± 2 against
    Greedy (2000 games)"; empty where the game measured none (solo, other games)."""
    row = game.strength(variant, agent) if isinstance(game, Calibrated) else None
    if row is None:
        return ""
    values = dict(level=level_label(agent), rate=round(100 * row.rate), ci=round(100 * row.ci),
                  opponent=level_label(row.opponent), games=row.games)
    if row.players > 2:     # against several: say how many, and what an even share would be
        return QCoreApplication.translate(
            "NewGameDialog", "{level}: wins {rate}% ± {ci} against {n} × {opponent} ({games} games; an even share "
            "is {even}%)").format(n=row.players - 1, even=round(100 / row.players), **values)
    return QCoreApplication.translate(
        "NewGameDialog", "{level}: wins {rate}% ± {ci} against {opponent} ({games} games)").format(**values)


def seat_label(game: Game, seat: int, num_players: int) -> str:
    """What a seat is called: the game's seat name (e.g. a team) or "Player n"."""
    names = game.info.seat_names
    if num_players > 1 and seat < len(names):
        return names[seat].get()
    if num_players == 1:
        return QCoreApplication.translate("Seat", "Solo player")
    return QCoreApplication.translate("Seat", "Player {number}").format(number=seat + 1)


class SeatRow:
    """The widgets of one seat: its label, name, human or computer, and the level."""

    def __init__(self, game: Game, index: int, grid: QGridLayout, on_change, on_name) -> None:
        self.game = game
        self.index = index
        self.label = QLabel()
        self.label.setObjectName("seatLabel")
        self.name = QLineEdit()
        self.name.setMaxLength(40)
        self.name.textChanged.connect(lambda _text: on_name())
        self.auto_name = ""   # the default name we filled in; the player's own name is kept
        self.human = QPushButton()
        self.computer = QPushButton()
        self.kind = QButtonGroup(self.name)
        for number, button in enumerate((self.human, self.computer)):
            button.setCheckable(True)
            button.setObjectName("segment")
            self.kind.addButton(button, number)
        self.human.setChecked(True)
        self.kind.idToggled.connect(lambda _id, checked: checked and on_change())
        self.level = QComboBox()
        # A game may offer fewer levels (a real-time game: easy, medium, strong).
        self.levels = tuple(game.info.levels) or AI_LEVELS
        for agent in self.levels:
            self.level.addItem(level_label(agent), agent)
        self.level.setCurrentIndex(self.levels.index(DEFAULT_LEVEL) if DEFAULT_LEVEL in self.levels else 0)
        kind_box = QHBoxLayout()
        kind_box.setSpacing(0)
        kind_box.addWidget(self.human)
        kind_box.addWidget(self.computer)
        self.level.currentIndexChanged.connect(lambda _i: self.show_strength())
        self.strength = QLabel()   # the measured strength of the chosen level
        self.strength.setObjectName("hint")
        self.strength.setWordWrap(True)
        self.input_note = QLabel()  # a real-time game: the input this human plays with
        self.input_note.setObjectName("hint")
        self.input_note.hide()
        self.variant = ""   # the dialog's variant: the measured strengths are per variant
        row = index * 3
        grid.addWidget(self.label, row, 0, 1, 3)
        grid.addWidget(self.name, row + 1, 0)
        grid.addLayout(kind_box, row + 1, 1)
        grid.addWidget(self.level, row + 1, 2)
        grid.addWidget(self.strength, row + 2, 0, 1, 3)
        grid.addWidget(self.input_note, row + 1, 2)      # where a computer's level is: a human's input
        self.widgets: list[QWidget] = [self.label, self.name, self.human, self.computer, self.level]
        self.visible = True

    @property
    def name_edited(self) -> bool:
        return self.name.text() not in ("", self.auto_name)

    def fill_default_name(self) -> None:
        if not self.name_edited and self.name.text() != self.default_name():
            self.auto_name = self.default_name()
            self.name.setText(self.auto_name)

    @property
    def is_ai(self) -> bool:
        return self.computer.isChecked()

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        for widget in self.widgets:
            widget.setVisible(visible)
        # In a shown row the name field keeps its width when the level hides for a human.
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(visible)
        self.level.setSizePolicy(policy)
        self.level.setVisible(visible and self.is_ai)
        self.show_strength()

    def show_strength(self) -> None:
        """The chosen level's measured strength beneath it; each level's as its tooltip."""
        for i, agent in enumerate(self.levels):
            self.level.setItemData(i, strength_text(self.game, self.variant, agent) or None,
                                   Qt.ItemDataRole.ToolTipRole)
        text = strength_text(self.game, self.variant, self.level.currentData())
        self.level.setToolTip(text)
        self.strength.setText(text)
        self.strength.setVisible(bool(text) and self.visible and self.is_ai)

    def retranslate(self) -> None:
        self.human.setText(QCoreApplication.translate("NewGameDialog", "Human"))
        self.computer.setText(QCoreApplication.translate("NewGameDialog", "Computer"))
        for i, agent in enumerate(self.levels):
            self.level.setItemText(i, level_label(agent))
        self.name.setPlaceholderText(self.default_name())

    def default_name(self) -> str:
        if self.is_ai:
            return QCoreApplication.translate("NewGameDialog", "Computer")
        return QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=self.index + 1)

    def spec(self) -> PlayerSpec:
        name = self.name.text().strip() or self.default_name()
        if self.is_ai:
            return PlayerSpec(name, "ai", self.level.currentData())
        return PlayerSpec(name, "human")


class NewGameDialog(QDialog):
    """Ask how to play; `record()` is the game to start once the dialog is accepted."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._updating = False
        self.setObjectName("newGameDialog")
        self.setModal(True)
        self.setFixedWidth(640)   # a fixed width lets the wrapped descriptions get their height
        info = game.info
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 20)
        layout.setSpacing(14)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        layout.addWidget(self.title)

        # Variants: a radio button each, with its description beneath.
        self.variant_box = QGroupBox()
        variant_layout = QVBoxLayout(self.variant_box)
        variant_layout.setSpacing(2)
        self.variant_group = QButtonGroup(self)
        self.variant_buttons: dict[str, QRadioButton] = {}
        self.variant_descriptions: dict[str, QLabel] = {}
        for number, variant in enumerate(info.variants):
            button = QRadioButton()
            button.setObjectName(f"variant-{variant.id}")
            description = QLabel()
            description.setObjectName("hint")
            description.setWordWrap(True)
            description.setContentsMargins(26, 0, 0, 8)
            self.variant_group.addButton(button, number)
            self.variant_buttons[variant.id] = button
            self.variant_descriptions[variant.id] = description
            variant_layout.addWidget(button)
            variant_layout.addWidget(description)
        self.variant_group.idToggled.connect(lambda _id, checked: checked and self._variant_changed())
        layout.addWidget(self.variant_box)

        # Players.
        self.players_box = QGroupBox()
        players_layout = QVBoxLayout(self.players_box)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(info.min_players, info.max_players)
        self.count.valueChanged.connect(lambda _n: self._update_seats())
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)
        seat_grid = QGridLayout()
        seat_grid.setHorizontalSpacing(10)
        seat_grid.setVerticalSpacing(4)
        seat_grid.setColumnStretch(0, 1)
        self.seats = [SeatRow(game, i, seat_grid, self._update_seats, self._update_starts)
                      for i in range(info.max_players)]
        players_layout.addLayout(seat_grid)
        form = QFormLayout()
        form.setContentsMargins(0, 8, 0, 0)
        self.starts_label = QLabel()
        self.starts = QComboBox()
        form.addRow(self.starts_label, self.starts)
        players_layout.addLayout(form)
        layout.addWidget(self.players_box)

        # Rule options (rulings' alternatives), each a choice with its default selected.
        self.options_box = QGroupBox()
        self.option_form = QFormLayout(self.options_box)
        self.option_labels: dict[str, QLabel] = {}
        self.option_combos: dict[str, QComboBox] = {}
        for option in info.options:
            combo = QComboBox()
            combo.setObjectName(f"option-{option.key}")
            for choice in option.choices:
                combo.addItem(choice.label.get(), choice.value)
            combo.setCurrentIndex(option.values().index(option.default))
            label = QLabel()
            self.option_labels[option.key] = label
            self.option_combos[option.key] = combo
            self.option_form.addRow(label, combo)
        self.options_box.setVisible(bool(info.options))
        layout.addWidget(self.options_box)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setObjectName("separator")
        layout.addWidget(line)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("primaryButton")
        self.start_button.setDefault(True)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self._restore(settings.new_game_choices(info.id))
        self.retranslate()

    # -- reading the choices ------------------------------------------------------------
    def variant_id(self) -> str:
        return self.game.info.variants[max(0, self.variant_group.checkedId())].id

    def num_players(self) -> int:
        variant = self.game.info.variant(self.variant_id())
        return max(variant.min_players, min(variant.max_players, self.count.value()))

    def record(self) -> GameRecord:
        n = self.num_players()
        first = self.starts.currentData() if n > 1 else 0
        options = {key: combo.currentData() for key, combo in self.option_combos.items()}
        return GameRecord(self.game.info.id, self.variant_id(), [self.seats[i].spec() for i in range(n)],
                          options, first if isinstance(first, int) else None)

    # -- keeping the form consistent ---------------------------------------------------
    def _variant_changed(self) -> None:
        variant = self.game.info.variant(self.variant_id())
        self.count.blockSignals(True)
        self.count.setRange(variant.min_players, variant.max_players)
        self.count.blockSignals(False)
        fixed = variant.min_players == variant.max_players
        self.count_label.setVisible(not fixed)
        self.count.setVisible(not fixed)
        self._update_seats()

    def _update_seats(self) -> None:
        if self._updating:
            return
        self._updating = True
        try:
            self._sync_seats()
        finally:
            self._updating = False

    def _sync_seats(self) -> None:
        n = self.num_players()
        for seat in self.seats:
            seat.variant = self.variant_id()
            seat.set_visible(seat.index < n)
            seat.label.setText(seat_label(self.game, seat.index, n))
            seat.level.setEnabled(seat.is_ai)
            seat.fill_default_name()
            seat.name.setPlaceholderText(seat.default_name())
        self._show_inputs(n)
        self._update_starts()
        self.adjustSize()

    def _show_inputs(self, n: int) -> None:
        """A real-time game: each human's input beneath him, and at most four humans at one machine."""
        realtime = self.game.info.timing == "realtime"
        humans = [seat for seat in self.seats[:n] if not seat.is_ai]
        for seat in self.seats:
            seat.input_note.setVisible(False)
        if realtime:
            names = [self.tr("Mouse, Space"), "W A S D · Q E", "I J K L · U O", self.tr("Arrows · Enter ⇧")]
            tips = [self.tr("plays with the mouse (and Space)"), self.tr("plays with W A S D, Q and E"),
                    self.tr("plays with I J K L, U and O"), self.tr("plays with the arrow keys, Enter and Shift")]
            for index, seat in enumerate(humans):
                if len(humans) == 1:
                    text, tip = self.tr("Mouse or keys"), self.tr("plays with the mouse or any keyboard zone")
                elif index < len(names):
                    text, tip = names[index], tips[index]
                else:
                    text, tip = self.tr("no input"), self.tr("no input left: make this a computer")
                seat.input_note.setText(text)
                seat.input_note.setToolTip(tip)
                seat.input_note.setVisible(True)
        too_many = realtime and len(humans) > len(HUMAN_INPUTS)
        self.start_button.setEnabled(not too_many)
        self.start_button.setToolTip(self.tr("At most four people play at one machine: the mouse and three "
                                             "keyboard zones.") if too_many else "")

    def _update_starts(self) -> None:
        """The who-starts choices name the players as they are typed."""
        n = self.num_players()
        self.starts_label.setVisible(n > 1)
        self.starts.setVisible(n > 1)
        current = self.starts.currentData()
        self.starts.blockSignals(True)
        self.starts.clear()
        self.starts.addItem(self.tr("Roll for it"), "roll")
        for i in range(n):
            self.starts.addItem(self.seats[i].spec().name, i)
        index = self.starts.findData(current)
        self.starts.setCurrentIndex(max(0, index))
        self.starts.blockSignals(False)

    def _restore(self, saved: dict) -> None:
        info = self.game.info
        button = self.variant_buttons.get(saved.get("variant")) or self.variant_buttons[info.variants[0].id]
        button.setChecked(True)
        count = saved.get("num_players")
        if isinstance(count, int):
            self.count.setValue(count)
        for seat, data in zip(self.seats, saved.get("seats", []) if isinstance(saved.get("seats"), list) else []):
            if not isinstance(data, dict):
                continue
            (seat.computer if data.get("type") == "ai" else seat.human).setChecked(True)
            if data.get("agent") in seat.levels:
                seat.level.setCurrentIndex(seat.levels.index(data["agent"]))
            if isinstance(data.get("name"), str) and data.get("edited"):
                seat.name.setText(data["name"][:40])
        options = saved.get("options", {}) if isinstance(saved.get("options"), dict) else {}
        for key, combo in self.option_combos.items():
            index = combo.findData(options.get(key))
            if index >= 0:
                combo.setCurrentIndex(index)
        self._variant_changed()
        index = self.starts.findData(saved.get("first", "roll"))
        self.starts.setCurrentIndex(max(0, index))

    def _remember(self) -> None:
        settings.set_new_game_choices(self.game.info.id, {
            "variant": self.variant_id(),
            "num_players": self.count.value(),
            "seats": [{"name": s.name.text(), "edited": s.name_edited, "type": "ai" if s.is_ai else "human",
                       "agent": s.level.currentData()} for s in self.seats],
            "first": self.starts.currentData(),
            "options": {key: combo.currentData() for key, combo in self.option_combos.items()},
        })

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_descriptions()

    def _fit_descriptions(self) -> None:
        # Wrapped labels in group boxes get a one-line height guess; give them their real height.
        for label in self.variant_descriptions.values():
            label.setMinimumHeight(label.heightForWidth(label.width()))
        self.adjustSize()

    def accept(self) -> None:
        self._remember()
        super().accept()

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        info = self.game.info
        self.setWindowTitle(self.tr("New game"))
        self.title.setText(self.tr("New game: {name}").format(name=info.name))
        self.variant_box.setTitle(self.tr("Variant"))
        for variant in info.variants:
            self.variant_buttons[variant.id].setText(variant.name.get())
            self.variant_descriptions[variant.id].setText(variant.description.get())
        self.players_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players:"))
        self.starts_label.setText(self.tr("Who starts:"))
        self.options_box.setTitle(self.tr("Rule options"))
        for option in info.options:
            self.option_labels[option.key].setText(option.label.get() + ":")
            combo = self.option_combos[option.key]
            for i, choice in enumerate(option.choices):
                combo.setItemText(i, choice.label.get())
            if option.help is not None:
                combo.setToolTip(option.help.get())
        for seat in self.seats:
            seat.retranslate()
        self.start_button.setText(self.tr("Start game"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._update_seats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
