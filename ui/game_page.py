"""The game page: the board in the centre and a side panel with the players and their
scores, whose turn it is, the move log, undo and redo, the AI's speed and pause, the
"practised" marker and a message area for refused moves.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from gamebox import coach
from gamebox.protocol import CHANCE, WIN, HasHints, at_the_table, results

from . import settings
from .board.view import GameView, PlaceholderView
from .coach import HintPanel, ask_hints, preload_table, request_table
from .controller import GameController
from .i18n import said
from .move_log import MoveLog
from .table_prep import PerfectPlayNotice
from .new_game_dialog import level_label, seat_label

log = logging.getLogger(__name__)

MESSAGE_MS = 5000


def _points(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class PlayerCard(QFrame):
    """One seat: name, seat label, human or computer, score; highlighted on its turn."""

    def __init__(self, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerCard")
        self.setProperty("current", False)
        self.compact = compact       # many players: one line of detail, so eight cards fit 800 pixels
        layout = QHBoxLayout(self)
        margin = 3 if compact else 8
        layout.setContentsMargins(12, margin, 12, margin)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.name = QLabel()
        self.name.setObjectName("playerName")
        self.detail = QLabel()
        self.detail.setObjectName("hint")
        self.detail.setWordWrap(True)
        text.addWidget(self.name)
        text.addWidget(self.detail)
        layout.addLayout(text, 1)
        self.score = QLabel()
        self.score.setObjectName("playerScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.score)

    def set_current(self, current: bool) -> None:
        if self.property("current") != current:
            self.setProperty("current", current)
            repolish(self)
            for child in (self.name, self.detail, self.score):
                repolish(child)


FRAME_MS = 16   # one frame at 60 Hz
HINTS_SHOWN = 6   # the hint panel's sentences: the best moves, the rest is noise to a player
STRONG = "search:strong"   # the level that plays a solved game perfectly (gamebox/ai/exact.py)


class GamePage(QWidget):
    """Shows one running game. `set_controller` switches to another game."""

    show_result_requested = Signal()
    state_changed = Signal()   # the game moved: menus update their enabled state
    puzzle_next_requested = Signal()
    puzzle_retry_requested = Signal(str)
    puzzle_browse_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.controller: GameController | None = None
        self.view: GameView | None = None
        self.table = None
        self._table_declined = False
        self._hinted_ply: int | None = None
        self.puzzle_store = None       # the main window's PuzzleStore (ratings), for collection puzzles
        self.puzzle_run = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.board_area = QWidget()
        self.board_area.setObjectName("boardArea")
        self.board_layout = QVBoxLayout(self.board_area)
        self.board_layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(self.board_area, 1)

        self.panel = QFrame()
        self.panel.setObjectName("sidePanel")
        self.panel.setFixedWidth(340)
        side = QVBoxLayout(self.panel)
        side.setContentsMargins(18, 18, 18, 18)
        side.setSpacing(10)
        header = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)
        self.practised = QLabel()
        self.practised.setObjectName("badge")
        header.addWidget(self.title, 1)
        header.addWidget(self.practised, 0, Qt.AlignmentFlag.AlignTop)
        side.addLayout(header)
        self.variant = QLabel()
        self.variant.setObjectName("hint")
        side.addWidget(self.variant)

        self.players_box = QVBoxLayout()
        self.players_box.setSpacing(6)
        side.addLayout(self.players_box)
        self.player_cards: list[PlayerCard] = []

        self.status = QLabel()
        self.status.setObjectName("turnStatus")
        self.status.setWordWrap(True)
        side.addWidget(self.status)
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.hide()
        side.addWidget(self.message)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message.hide)

        self.hint_panel = HintPanel()
        self.hint_panel.closed.connect(self._clear_board_hint)
        self.hint_panel.chosen.connect(lambda move: self.view is not None and self.view.show_hint(move))
        side.addWidget(self.hint_panel)

        from .puzzle_panel import PuzzlePanel

        self.puzzle_panel = PuzzlePanel()
        self.puzzle_panel.hide()
        self.puzzle_panel.hint_requested.connect(self.request_hint)
        self.puzzle_panel.next_requested.connect(self.puzzle_next_requested)
        self.puzzle_panel.retry_requested.connect(
            lambda: self.puzzle_run is not None and self.puzzle_retry_requested.emit(self.puzzle_run.puzzle.id))
        self.puzzle_panel.browse_requested.connect(self.puzzle_browse_requested)
        side.addWidget(self.puzzle_panel)
        log_header = QHBoxLayout()
        self.log_title = QLabel()
        self.log_title.setObjectName("sectionTitle")
        log_header.addWidget(self.log_title, 1)
        self.notation_button = QPushButton()
        self.notation_button.setObjectName("notationButton")
        self.notation_button.setCheckable(True)
        self.notation_button.setFlat(True)
        self.notation_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notation_button.setChecked(settings.move_notation())
        self.notation_button.toggled.connect(self._notation_toggled)
        log_header.addWidget(self.notation_button)
        side.addLayout(log_header)
        self.move_log = MoveLog()
        self.move_log.set_notation(settings.move_notation())
        side.addWidget(self.move_log, 1)

        undo_row = QHBoxLayout()
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoButton")
        self.redo_button = QPushButton()
        self.redo_button.setObjectName("redoButton")
        for button in (self.undo_button, self.redo_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            undo_row.addWidget(button)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.request_hint)
        # As wide as its word, and the three closer than the panel's spacing: Undo and Redo keep the room
        # their German needs ("Rückgängig", "Wiederholen") beside it.
        self.hint_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        undo_row.setSpacing(6)
        undo_row.addWidget(self.hint_button)
        side.addLayout(undo_row)

        self.ai_box = QWidget()
        ai_layout = QVBoxLayout(self.ai_box)
        ai_layout.setContentsMargins(0, 4, 0, 0)
        ai_layout.setSpacing(4)
        speed_row = QHBoxLayout()
        self.speed_label = QLabel()
        self.speed_value = QLabel()
        self.speed_value.setObjectName("hint")
        speed_row.addWidget(self.speed_label)
        speed_row.addStretch(1)
        speed_row.addWidget(self.speed_value)
        ai_layout.addLayout(speed_row)
        controls = QHBoxLayout()
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setObjectName("aiSpeed")
        self.speed.setRange(0, 2000)
        self.speed.setSingleStep(100)
        self.speed.setPageStep(500)
        self.speed.valueChanged.connect(self._speed_changed)
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("pauseButton")
        self.pause_button.setCheckable(True)
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_button.toggled.connect(self._pause_toggled)
        controls.addWidget(self.speed, 1)
        controls.addWidget(self.pause_button)
        ai_layout.addLayout(controls)
        self.perfect_play = PerfectPlayNotice()
        ai_layout.addWidget(self.perfect_play)
        side.addWidget(self.ai_box)

        self.result_button = QPushButton()
        self.result_button.setObjectName("primaryButton")
        self.result_button.clicked.connect(self.show_result_requested)
        self.result_button.hide()
        side.addWidget(self.result_button)
        layout.addWidget(self.panel)
        self.retranslate()

    # -- switching games --------------------------------------------------------------------
    def set_controller(self, controller: GameController) -> None:
        if controller is self.controller:
            return
        if self.controller is not None:
            for signal, slot in self._connections():
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.controller = controller
        self._start_puzzle(controller)
        self.table = None            # the coach's exact table, once found for this game
        self._table_declined = False  # "Not now": the hints search instead, without asking again
        self._hinted_ply: int | None = None
        self.hint_panel.dismiss()
        if self.view is not None:
            self.board_layout.removeWidget(self.view)
            # Hidden now, deleted when the event loop next gets to it: until then a visible old view (a 3D
            # one above all) went on drawing behind the new one, every frame.
            self.view.hide()
            self.view.deleteLater()
        self.view = self._make_view(controller)
        self.view.result_requested.connect(self.show_result_requested)
        self.view.hint_requested.connect(self.request_hint)
        self.board_layout.addWidget(self.view)
        # A layout shows a new child only once events are processed; show it now, so a view is on
        # screen (its curtain too) the moment its game starts, not one event later.
        if self.isVisible():
            self.view.show()
        # A board with its own status line says whose turn it is; the panel need not repeat it.
        self.status.setVisible(not self.view.has_status_line)
        self.panel.setVisible(self.view.side_panel)
        for card in self.player_cards:
            self.players_box.removeWidget(card)
            card.deleteLater()
        from gamebox.puzzles.model import puzzle_id

        # Many players, or a puzzle's panel beside three or more: one line of detail a card.
        many = len(controller.record.players) > 4 or (len(controller.record.players) > 2
                                                       and puzzle_id(controller.record) is not None)
        self.player_cards = [PlayerCard(many) for _ in controller.record.players]
        for card in self.player_cards:
            self.players_box.addWidget(card)
        for signal, slot in self._connections():
            signal.connect(slot)
        controller.ai_delay_ms = settings.ai_delay_ms(controller.ai_delay_ms)
        self.speed.blockSignals(True)
        self.speed.setValue(controller.ai_delay_ms)
        self.speed.blockSignals(False)
        self.speed_value.setText(self._seconds(controller.ai_delay_ms))
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(controller.paused)
        self.pause_button.blockSignals(False)
        self.ai_box.setVisible(any(p.type == "ai" for p in controller.record.players))
        if any(p.type == "ai" and p.agent == STRONG for p in controller.record.players):
            self.perfect_play.offer(controller.game, controller.record.variant, controller.record.options)
        else:
            self.perfect_play.hide()
        self.message.hide()
        self.move_log.set_session(controller.session, [p.name for p in controller.record.players])
        self.refresh()
        if self.view is not None:
            self.view.setFocus()
        if self.coach_available() and controller.game.has_solution(controller.record.variant,
                                                                   controller.record.options):
            preload_table(self, controller.game, controller.record.variant, controller.record.options,
                          lambda table, c=controller: self._table_loaded(c, table))

    def _start_puzzle(self, controller: GameController) -> None:
        """A collection puzzle (its mark in the record): the panel, no undo, the verdicts."""
        from gamebox import puzzles

        if self.puzzle_run is not None:
            self.puzzle_run.detach()
            self.puzzle_run.deleteLater()
            self.puzzle_run = None
        record = controller.record
        puzzle_id = puzzles.puzzle_id(record)
        puzzle = puzzles.find(puzzle_id) if puzzle_id else None
        # A record that says it is a puzzle but does not begin as the puzzle does is just a game.
        if puzzle is not None and (puzzle.game != record.game or puzzle.variant != record.variant
                                   or tuple(record.moves[:len(puzzle.moves)]) != puzzle.moves
                                   or len(record.players) != puzzle.seats):
            puzzle = None
        if puzzle is None or self.puzzle_store is None:
            self.puzzle_panel.hide()
            return
        from .puzzle_run import PuzzleRun

        self.puzzle_run = PuzzleRun(puzzle, controller, self.puzzle_store, self)
        self.puzzle_run.verdict.connect(lambda _v: self.refresh())
        self.puzzle_run.decided.connect(lambda _c: self.refresh())
        self.puzzle_panel.set_run(self.puzzle_run)
        self.puzzle_panel.show()

    def _table_loaded(self, controller: GameController, table) -> None:
        if controller is self.controller and self.table is None:
            self.table = table

    def _connections(self):
        c = self.controller
        return ((c.changed, self._on_changed), (c.refused, self.show_message),
                (c.thinking, self._on_thinking))

    def _make_view(self, controller: GameController) -> GameView:
        from .games import ui_for  # board modules load only when a game starts

        try:
            game_ui = ui_for(controller.record.game)
        except KeyError:
            log.error("no board for %s", controller.record.game)
            return PlaceholderView(controller, self.tr("This game has no board yet."), self.board_area)
        return game_ui.make_view(controller, self.board_area)

    # -- the coach ----------------------------------------------------------------------------
    def coach_available(self) -> bool:
        """The exact table's coach: a solo game of a solvable variant (the analysis, the table question)."""
        c = self.controller
        return c is not None and self.puzzle_run is None and coach.coachable(c.game, c.record)

    def hints_available(self) -> bool:
        """The Hint button: a game that gives hints (`HasHints`), with a player at this screen."""
        c = self.controller
        return (c is not None and self.puzzle_run is None and isinstance(c.game, HasHints)
                and any(p.type != "ai" for p in c.record.players))

    def request_hint(self) -> None:
        """Hint button, Ctrl+H or the menu: the game's best moves for the seat at the screen, each in a
        sentence, the best on the board. A solo game of a solvable variant first offers to compute its
        exact table (once); "Not now" leaves the hints to the search. In a collection puzzle the puzzle's
        own hint (it costs rating)."""
        if self.puzzle_run is not None:
            state = self.controller.state
            move = self.puzzle_run.hint()
            if move is not None and self.view is not None:
                self.view.show_hint(move)
                self.puzzle_panel.show_hint(state.move_words(move).get())
            self.puzzle_panel.refresh()
            return
        if not self.hints_available():
            return
        c = self.controller
        seat = self.view.hint_seat()
        if seat is None:
            self.show_message(self.tr("A hint is for your own move, when it is your turn."))
            return
        if self.coach_available() and self.table is None and not self._table_declined:
            self.table = request_table(self, c.game, c.record.variant, c.record.options,
                                       lambda table, c=c: self._table_ready(c, table),
                                       lambda c=c: self._table_refused(c))
            return
        self._ask_hints(c, seat)

    def _table_ready(self, controller: GameController, table) -> None:
        if controller is self.controller:   # the game may have changed while solving
            self.table = table
            self._hint_now(controller)

    def _table_refused(self, controller: GameController) -> None:
        if controller is self.controller:
            self._table_declined = True
            self._hint_now(controller)

    def _hint_now(self, controller: GameController) -> None:
        seat = self.view.hint_seat() if self.view is not None else None
        if seat is not None:
            self._ask_hints(controller, seat)

    def _ask_hints(self, c: GameController, seat: int) -> None:
        """The hints are worked out on a worker; the panel says so meanwhile."""
        ply = c.session.ply
        self.hint_panel.show_thinking()
        ask_hints(self, c.game, c.state, seat, HINTS_SHOWN,
                  lambda hints, outlook: self._hints_ready(c, ply, hints, outlook))

    def _hints_ready(self, c: GameController, ply: int, hints, outlook) -> None:
        if self.controller is not c or c.session.ply != ply or not self.hint_panel.thinking:
            return   # the game moved on, or the panel was closed meanwhile
        self.hint_panel.show_hints(hints, outlook, [p.name for p in c.record.players])
        counted = self._hinted_ply != ply and bool(hints or outlook)   # asking twice is one hint
        if counted:
            self._hinted_ply = ply
            c.note_hint(save=False)
        # The list is painted first; the board's glow and the autosave of the hint count
        # follow a frame later, so neither a full board repaint nor an fsync holds the list
        # back (the hint's 50 ms budget, bench/bench_hint.py).
        best = hints[0].move if hints else None
        # With `self` as context the call is dropped if the page is gone by then.
        QTimer.singleShot(FRAME_MS, self, lambda: self._after_hint(c, ply, best, counted))

    def _after_hint(self, c: GameController, ply: int, best, counted: bool) -> None:
        if counted:
            c.save_now()
        if self.controller is not c or c.session.ply != ply:
            return  # the game moved on meanwhile
        if self.hint_panel.isVisible() and best is not None:
            self.view.show_hint(best)

    def _clear_board_hint(self) -> None:
        if self.view is not None:
            self.view.clear_hint()

    # -- reacting to the game -----------------------------------------------------------------
    def _on_changed(self, change) -> None:
        if self.hint_panel.isVisible():
            self.hint_panel.dismiss()   # advice is for one position only
        self.refresh()
        self.move_log.apply_change(change)

    def _on_thinking(self, _thinking: bool) -> None:
        self.refresh()   # undo/redo are off while the computer thinks

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
        self._message_timer.start(MESSAGE_MS)

    def undo(self) -> None:
        if self.controller is not None and self.controller.undo():
            self.message.hide()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def _notation_toggled(self, on: bool) -> None:
        settings.set_move_notation(on)
        self.move_log.set_notation(on)

    def _speed_changed(self, value: int) -> None:
        if self.controller is not None:
            self.controller.ai_delay_ms = value
        settings.set_ai_delay_ms(value)
        self.speed_value.setText(self._seconds(value))

    def _seconds(self, ms: int) -> str:
        return self.tr("{seconds} s").format(seconds=QLocale().toString(ms / 1000, "f", 1))

    def _pause_toggled(self, paused: bool) -> None:
        if self.controller is not None:
            self.controller.set_paused(paused)
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        self.refresh()

    def status_text(self) -> str:
        c = self.controller
        if c is None:
            return ""
        state = c.state
        players = c.record.players
        if state.is_terminal():
            return self.tr("The game is over.")
        acting = state.acting_player()
        if acting == CHANCE or not 0 <= acting < len(players):
            return self.tr("Rolling for who starts…")
        name = players[acting].name
        if c.paused and c.player_is_ai(acting):
            return self.tr("Paused.")
        if state.current_player() == CHANCE:
            if c.player_is_ai(acting):
                return said(self.tr("{name} rolls…").format(name=name), name)
            if len(players) == 1:
                return self.tr("Roll the die.")
            return self.tr("{name}: roll the die.").format(name=name)
        if c.player_is_ai(acting):
            return said(self.tr("{name} is thinking…").format(name=name), name)
        if len(players) == 1:
            return self.tr("Your move.")
        return self.tr("{name}: your move.").format(name=name)

    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        state = at_the_table(c.game, c.state)      # the players' cards are on the screen everybody shares
        record = c.record
        n = len(record.players)
        self.title.setText(c.game.info.name)
        self.variant.setText(c.game.info.variant(record.variant).name.get())
        self.practised.setVisible(n == 1 and record.practised)
        scores = state.scores()
        acting = -1 if state.is_terminal() else state.acting_player()
        winners = [seat for seat, r in enumerate(results(state)) if r == WIN] if state.is_terminal() else []
        for i, (card, player) in enumerate(zip(self.player_cards, record.players)):
            card.name.setText(player.name + ("  ★" if i in winners else ""))
            kind = (self.tr("Computer · {level}").format(level=level_label(player.agent))
                    if player.type == "ai" else self.tr("Human"))
            sep = " · " if card.compact else "\n"
            card.detail.setText(f"{seat_label(c.game, i, n)}{sep}{kind}" if n > 1 else kind)
            # A view may mark a seat (Ponga: "out" of this round): the name is struck through.
            note = self.view.seat_note(i)
            if note:
                card.detail.setText(f"{card.detail.text()} · {note}")
            font = card.name.font()
            if font.strikeOut() != bool(note):
                font.setStrikeOut(bool(note))
                card.name.setFont(font)
            # Some games' counts mean nothing before the end (27's discs on a goal are the other's pile).
            shown = i < len(scores) and (state.is_terminal() or c.game.scores_during_play)
            card.score.setText(_points(scores[i]) if shown else "")
            card.score.setToolTip(self.tr("Points if the game ended now") if shown and not state.is_terminal()
                                  else "")
            card.set_current(i == acting)
        text = self.status_text()
        self.status.setText(text)
        self.undo_button.setEnabled(c.can_undo())
        self.redo_button.setEnabled(c.can_redo())
        self.hint_button.setVisible(self.hints_available())
        in_puzzle = self.puzzle_run is not None
        self.result_button.setVisible(state.is_terminal() and not in_puzzle)
        self.undo_button.setVisible(not in_puzzle)
        self.redo_button.setVisible(not in_puzzle)
        # A decided puzzle shows its proof where the move log was.
        decided = in_puzzle and self.puzzle_run.over
        self.move_log.setVisible(not decided)
        self.log_title.setVisible(not decided)
        self.panel.layout().setStretchFactor(self.puzzle_panel, 1 if decided else 0)
        if in_puzzle:
            self.puzzle_panel.refresh()
        self.state_changed.emit()

    # -- language -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.practised.setText(self.tr("practised"))
        self.practised.setToolTip(self.tr("Undo was used in this solo game: the score counts as practice."))
        self.log_title.setText(self.tr("Moves"))
        self.notation_button.setText(self.tr("Notation"))
        self.notation_button.setToolTip(self.tr("Show the moves in the game's notation instead of in words"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        self.redo_button.setText(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Play the move again (Ctrl+Shift+Z)"))
        self.speed_label.setText(self.tr("Computer's pause before moving"))
        self.speed.setToolTip(self.tr("How long the computer waits before each move"))
        self.speed_value.setText(self._seconds(self.speed.value()))
        self.perfect_play.retranslate()
        self.pause_button.setText(self.tr("Resume") if self.pause_button.isChecked() else self.tr("Pause"))
        self.result_button.setText(self.tr("Show result"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("The coach shows your best moves and why, the best on the board (Ctrl+H)"))
        self.hint_panel.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
