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

from gamebox.protocol import Game
from gamebox.record import GameRecord, PlayerSpec

from . import settings
from .levels import AI_LEVELS, DEFAULT_LEVEL, StrengthDialog, describe, level_label, measured, strength_text
from .widgets.fit import ScrollBody, fit_body

__all__ = ["AI_LEVELS", "NewGameDialog", "computer_names", "level_label", "seat_label", "strength_text"]

# Several computers at one table are told apart by name (one alone is just "Computer").
COMPUTER_NAMES = ("Ada", "Bruno", "Clara", "Dora", "Emil", "Frieda", "Gustav", "Hugo")
HUMAN_INPUTS = ("mouse", "W A S D", "I J K L", "arrows")    # real-time games: one input per person


def computer_names(count: int, taken: set[str] = frozenset()) -> list[str]:
    """Names for `count` computer players: "Computer" for one, else distinct names no one else has."""
    if count == 1:
        return [QCoreApplication.translate("NewGameDialog", "Computer")]
    free = [name for name in COMPUTER_NAMES if name not in taken] + [
        QCoreApplication.translate("NewGameDialog", "Computer {number}").format(number=i + 1) for i in range(count)]
    return free[:count]


def seat_label(game: Game, seat: int, num_players: int) -> str:
    """What a seat is called: the game's seat name (e.g. a team) or "Player n"."""
    names = game.info.seat_names
    if num_players > 1 and seat < len(names):
        return names[seat].get()
    if num_players == 1:
        return QCoreApplication.translate("Seat", "Solo player")
    return QCoreApplication.translate("Seat", "Player {number}").format(number=seat + 1)


class SeatRow:
    """The widgets of one seat, in one row: its label, name, human or computer, and the level."""

    def __init__(self, game: Game, index: int, grid: QGridLayout, on_change, on_name) -> None:
        self.game = game
        self.index = index
        self.label = QLabel()
        self.label.setObjectName("seatLabel")
        self.name = QLineEdit()
        self.name.setMaxLength(40)
        self.name.setMinimumWidth(120)
        self.name.textChanged.connect(lambda _text: on_name())
        self.auto_name = ""   # the default name we filled in; the player's own name is kept
        self.computer_name = ""   # this seat's name among the computers, set by the dialog
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
        self.level.setObjectName("levelBox")
        # A game may offer fewer levels (a real-time game: easy, medium, strong).
        self.levels = tuple(game.info.levels) or AI_LEVELS
        for agent in self.levels:
            self.level.addItem(level_label(agent), agent)
        default = settings.default_level()
        self.level.setCurrentIndex(self.levels.index(default) if default in self.levels else
                                   self.levels.index(DEFAULT_LEVEL) if DEFAULT_LEVEL in self.levels else 0)
        self.level.currentIndexChanged.connect(lambda _i: on_change())
        kind_box = QHBoxLayout()
        kind_box.setSpacing(0)
        kind_box.addWidget(self.human)
        kind_box.addWidget(self.computer)
        self.input_note = QLabel()  # a real-time game: the input this human plays with
        self.input_note.setObjectName("hint")
        self.input_note.hide()
        self.variant = ""   # the dialog's variant: the levels' words and figures are per variant
        grid.addWidget(self.label, index, 0)
        grid.addWidget(self.name, index, 1)
        grid.addLayout(kind_box, index, 2)
        grid.addWidget(self.level, index, 3)
        grid.addWidget(self.input_note, index, 3)      # where a computer's level is: a human's input
        self.widgets: list[QWidget] = [self.label, self.name, self.human, self.computer, self.level]
        self.visible = True

    @property
    def name_edited(self) -> bool:
        return self.name.text() not in ("", self.auto_name)

    def fill_default_name(self) -> None:
        """Put the default name in, or the new default over the old one; never into a field the
        player emptied (the placeholder shows the default there)."""
        if self.name.text() == self.auto_name and self.auto_name != self.default_name():
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
        self.show_tips()

    def show_tips(self) -> None:
        """Each level of the list says how it plays, and its figures, as its tooltip."""
        for i, agent in enumerate(self.levels):
            tip = "\n".join(t for t in (describe(self.game, self.variant, agent),
                                         strength_text(self.game, self.variant, agent)) if t)
            self.level.setItemData(i, tip, Qt.ItemDataRole.ToolTipRole)
        self.level.setToolTip(describe(self.game, self.variant, self.level.currentData()))

    def retranslate(self) -> None:
        self.human.setText(QCoreApplication.translate("NewGameDialog", "Human"))
        self.computer.setText(QCoreApplication.translate("NewGameDialog", "Computer"))
        for i, agent in enumerate(self.levels):
            self.level.setItemText(i, level_label(agent))
        self.name.setPlaceholderText(self.default_name())

    def default_name(self) -> str:
        if self.is_ai:
            return self.computer_name or QCoreApplication.translate("NewGameDialog", "Computer")
        return QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=self.index + 1)

    def spec(self) -> PlayerSpec:
        name = self.name.text().strip() or self.default_name()
        if self.is_ai:
            return PlayerSpec(name, "ai", self.level.currentData())
        return PlayerSpec(name, "human")


class NewGameDialog(QDialog):
    """Ask how to play; `record()` is the game to start once the dialog is accepted.

    The variants, players and options scroll when eight players do not fit the window; the title
    and the Start and Cancel buttons always stay in reach."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._updating = False
        self.setObjectName("newGameDialog")
        self.setModal(True)
        self.setFixedWidth(680)   # a fixed width lets the wrapped descriptions get their height
        info = game.info
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 20)
        layout.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        layout.addWidget(self.title)
        content = QWidget()
        body = QVBoxLayout(content)
        body.setContentsMargins(0, 0, 6, 0)
        body.setSpacing(12)

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
            description.setContentsMargins(26, 0, 0, 6)
            self.variant_group.addButton(button, number)
            self.variant_buttons[variant.id] = button
            self.variant_descriptions[variant.id] = description
            variant_layout.addWidget(button)
            variant_layout.addWidget(description)
        self.variant_group.idToggled.connect(lambda _id, checked: checked and self._variant_changed())
        body.addWidget(self.variant_box)

        # Players: one row each; the levels in play described beneath, their figures one click away.
        self.players_box = QGroupBox()
        players_layout = QVBoxLayout(self.players_box)
        players_layout.setSpacing(6)
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
        seat_grid.setVerticalSpacing(6)
        seat_grid.setColumnStretch(1, 1)
        self.seats = [SeatRow(game, i, seat_grid, self._update_seats, self._update_seats)
                      for i in range(info.max_players)]
        players_layout.addLayout(seat_grid)
        self.levels_note = QLabel()          # how the chosen levels play, in words
        self.levels_note.setObjectName("hint")
        self.levels_note.setWordWrap(True)
        players_layout.addWidget(self.levels_note)
        self.strength_button = QPushButton()  # ... and how strong they measured
        self.strength_button.setObjectName("linkButton")
        self.strength_button.setFlat(True)
        self.strength_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.strength_button.clicked.connect(self.show_strength)
        players_layout.addWidget(self.strength_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.strength_dialog: StrengthDialog | None = None
        form = QFormLayout()
        form.setContentsMargins(0, 4, 0, 0)
        self.starts_label = QLabel()
        self.starts = QComboBox()
        form.addRow(self.starts_label, self.starts)
        players_layout.addLayout(form)
        body.addWidget(self.players_box)

        # Rule options (rulings' alternatives), each a choice with its default selected.
        self.options_box = QGroupBox()
        self.option_form = QFormLayout(self.options_box)
        self.option_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.option_labels: dict[str, QLabel] = {}
        self.option_combos: dict[str, QComboBox] = {}
        for option in info.options:
            combo = QComboBox()
            combo.setObjectName(f"option-{option.key}")
            # The list may be wide; the box itself takes the row's width, not its longest choice's.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)
            for choice in option.choices:
                combo.addItem(choice.label.get(), choice.value)
            combo.setCurrentIndex(option.values().index(option.default))
            label = QLabel()
            label.setWordWrap(True)
            self.option_labels[option.key] = label
            self.option_combos[option.key] = combo
            self.option_form.addRow(label, combo)
        self.options_box.setVisible(bool(info.options))
        body.addWidget(self.options_box)
        body.addStretch(1)
        self.body = ScrollBody(content)
        layout.addWidget(self.body, 1)

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
        options = self.game.settle_options({key: combo.currentData() for key, combo in self.option_combos.items()})
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
        playing = self.seats[:n]
        computers = [seat for seat in playing if seat.is_ai]
        taken = {seat.name.text().strip() for seat in playing if seat.name_edited}
        for seat, name in zip(computers, computer_names(len(computers), taken)):
            seat.computer_name = name
        for seat in self.seats:
            seat.variant = self.variant_id()
            seat.set_visible(seat.index < n)
            seat.label.setText(seat_label(self.game, seat.index, n))
            seat.level.setEnabled(seat.is_ai)
            seat.fill_default_name()
            seat.name.setPlaceholderText(seat.default_name())
        self._show_levels(computers)
        self._show_inputs(n)
        self._update_starts()
        self._fit()

    def _show_levels(self, computers: list[SeatRow]) -> None:
        """The levels in play, each in a sentence; the figures behind a button."""
        variant = self.variant_id()
        agents = [agent for agent in AI_LEVELS if any(seat.level.currentData() == agent for seat in computers)]
        self.levels_note.setText("\n".join(describe(self.game, variant, agent) for agent in agents))
        self.levels_note.setVisible(bool(agents))
        self.strength_button.setVisible(bool(agents) and measured(self.game, variant))

    def show_strength(self) -> StrengthDialog:
        """Every level of this variant in words and with its measured figures."""
        if self.strength_dialog is not None:
            self.strength_dialog.close()
        self.strength_dialog = StrengthDialog(self.game, self.variant_id(), self)
        self.strength_dialog.open()
        return self.strength_dialog

    def _fit(self) -> None:
        """Wrapped labels get their real height; the body scrolls only where the window is too small."""
        for label in list(self.variant_descriptions.values()) + [self.levels_note]:
            height = label.heightForWidth(label.width()) if label.isVisibleTo(self) and label.width() > 0 else 0
            if height > 0:
                label.setMinimumHeight(height)
        fit_body(self, self.body)

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
        if self.game.info.has_chance:       # a game without chance rolls for nothing, who starts neither
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
        self._fit()

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
        self.strength_button.setText(self.tr("How strong is the computer?"))
        self.strength_button.setToolTip(self.tr("Every level in words, and how it did against the others"))
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
