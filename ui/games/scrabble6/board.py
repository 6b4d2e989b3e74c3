"""The live Scrabble board on the kit's `GhostBoard`: tiles from the rack laid as ghosts, the preview, keys.

The player composes a turn before playing it: tiles dragged (or clicked, or typed) onto fields lie
there *pending* (the kit's ghosts, ui/board/ghosts.py); the line's direction follows from the tiles;
the words they make and their points, or the reason they would be refused, show at once; Enter (or
Play) plays them, Backspace takes the last one back, Esc all of them. A blank asks for its letter. Which
fields a held tile may go to comes from the model's legal placements that contain the tiles already
lying there. Dragging, click-click and the hover glow are the kit's (ui/board/drag.py).

Keys: arrows, letters, Tab, Backspace, Esc, Enter and "/" (board_keys.py says what each does).
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, Qt, Signal

from gamebox.games.scrabble6.movegen import placements
from gamebox.games.scrabble6.moves import Draw, Exchange, Pass, Place, place
from gamebox.games.scrabble6.state import MOVE
from gamebox.games.scrabble6.tiles import BLANK

from ...board.ghost_board import GhostBoard
from ...board.ghosts import Ghosts
from ...board.style import button_style
from ...widgets.costly import CostlyQuestion, ask_costly
from . import scene as sc
from .board_keys import DIRECTIONS, BoardKeys
from .compose import scene_for_state
from .layout import BoardLayout
from .painter import paint_board, picker_cell
from .word_box import ON_FELT, WordCheck

DROP_MS = 320


@dataclass
class Drop:
    """A tile falling onto its field; the k-th of a turn starts a little later (its delay is part
    of its run: it hangs still until `progress` passes `delay`)."""

    field: int
    order: int
    progress: float = 0.0

    @property
    def height(self) -> float:
        """How high it still hangs: 1 at the start, 0 when it lies."""
        share = DROP_MS / (DROP_MS + 90 * self.order)
        t = max(0.0, (self.progress - (1 - share)) / share)
        return 1.0 - t * t          # falling: slow at first, fast at the end


@dataclass(frozen=True)
class Tile:
    """A pending tile: the rack slot it comes from and the letter it shows (a blank's in lower case,
    `BLANK` while its letter is still to be chosen)."""

    slot: int
    letter: str


class ScrabbleBoard(BoardKeys, GhostBoard):
    """The table: board, rack, panel and buttons. `viewer` is the seat whose rack is shown."""

    preview_changed = Signal()
    hint_kinds = (Place,)
    minimum_size = (520, 300)     # the panel keeps room for the players' names (the rules panel at 1024 px)

    def build(self) -> None:
        self.viewer: int | None = None
        super().build()                            # the kit's input; `selected` is a rack slot
        self.cursor: int | None = None
        self.direction = 0
        self.picker_field: int | None = None       # a blank waiting for its letter
        self.coach_title = ""
        self.coach_lines: list[str] = []
        self.preview_reason: str | None = None
        self.preview_words: tuple = ()
        self.preview_points = 0
        self._legal_cache: tuple | None = None
        self._placements_cache: tuple | None = None
        self.buttons = {}
        for key in ("play", "back", "exchange", "pass"):
            button = self.make_roll_button(button_style(font_px=14, padding="3px 8px"))
            button.clicked.disconnect()
            button.setObjectName(f"{key}Button")
            self.buttons[key] = button
        self.buttons["play"].clicked.connect(self.play_pending)
        self.buttons["back"].clicked.connect(self.take_all_back)
        self.buttons["exchange"].clicked.connect(self.exchange)
        self.buttons["pass"].clicked.connect(self.pass_turn)
        self.word_check = WordCheck(lambda: self.state.lexicon, self, ON_FELT)
        self.question = CostlyQuestion(self)      # before an exchange or a pass
        # Out of the Tab chain (Tab turns the typing direction); a click or "/" reaches it.
        self.word_check.edit.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Scrabble6", "Scrabble board"))
        self.setAccessibleDescription(QCoreApplication.translate("Scrabble6", 
            "Drag tiles from your rack onto the board, or click a tile and then a field, or type letters at the "
            "cursor (arrows move it, Tab turns it). Enter plays, Backspace takes the last tile back, Esc all."))
        texts = {"play": (QCoreApplication.translate("Scrabble6", "Play (Enter)"), QCoreApplication.translate("Scrabble6", "Play the tiles on the board")),
                 "back": (QCoreApplication.translate("Scrabble6", "Take back"), QCoreApplication.translate("Scrabble6", "Take every tile of this turn back to the rack (Esc)")),
                 "exchange": (QCoreApplication.translate("Scrabble6", "Exchange"), QCoreApplication.translate("Scrabble6", "Put the whole rack back into the bag and draw as many new tiles")),
                 "pass": (QCoreApplication.translate("Scrabble6", "Pass"), QCoreApplication.translate("Scrabble6", "Do nothing this turn"))}
        for key, (text, tip) in texts.items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)

    # -- reading --------------------------------------------------------------------------------
    def make_layout(self) -> BoardLayout:
        """Without a rack to show (computers only, the rules panel's example) the board takes its room."""
        return BoardLayout.compute(self.width(), self.height(), self.state.rules.size, rack=self.viewer is not None)

    def set_viewer(self, seat: int | None) -> None:
        """Whose rack the board shows (None: nobody's); the layout makes room for a rack or not."""
        self.viewer = seat
        self._layout = None
        self.refresh()          # its buttons with its rack, from the first turn on

    @property
    def rack(self) -> str:
        state = self.state
        if self.viewer is None or not 0 <= self.viewer < state.num_players:
            return ""
        return state.racks[self.viewer]

    def human_may_move(self) -> bool:
        """The viewer is to move, and may (only the rack on screen is played from)."""
        state = self.state
        return (self.viewer is not None and state.phase == MOVE and state.to_move == self.viewer
                and super().human_may_move())

    @property
    def pending(self) -> dict[int, str]:
        """field -> letter of the tiles laid this turn (a blank's in lower case, "?" before it has one)."""
        return {f: tile.letter for f, tile in self.ghosts.items()}

    def used_slots(self) -> set[int]:
        """The rack's slots whose tile lies on the board or is in the hand."""
        used = {tile.slot for tile in self.pending_tiles()}
        if self.drag is not None:
            used.add(self.piece_of_source(self.drag.source).slot)
        return used

    def pending_tiles(self) -> list[Tile]:
        return [tile for _f, tile in self.ghosts.items()]

    def free_slot(self, tile: str) -> int | None:
        used = self.used_slots()
        return next((i for i, t in enumerate(self.rack) if t == tile and i not in used), None)

    def field_point(self, f: int) -> QPointF:
        return self.board_layout.field_centre(f)

    def slot_point(self, slot: int) -> QPointF:
        return self.board_layout.slot_rect(slot).center()

    def picker_letters(self) -> str:
        """The letters a blank may stand for, in alphabetical order (A, Ä, B, …)."""
        tiles = self.state.tiles
        return tiles.sort(tiles.letters)

    def picker_point(self, letter: str) -> QPointF:
        letters = self.picker_letters()
        return picker_cell(self.board_layout, len(letters), letters.index(letter.upper())).center()

    def pending_move(self) -> Place | None:
        return self.ghosts.move()

    def legal_fields(self, tile: str) -> set[int]:
        """Fields a tile of the rack may go to now, given the tiles already lying there: from the
        model's placements (the lean list, `movegen.placements`: a blank goes wherever a letter may)."""
        if not self.human_may_move():
            return set()
        key = (self.controller.session.ply, tuple(sorted(self.pending.items())), tile)
        if self._legal_cache is not None and self._legal_cache[0] == key:
            return self._legal_cache[1]
        size = self.state.rules.size
        have = {(f // size, f % size, letter) for f, letter in self.pending.items()}
        found = set()
        for move in self._placements():
            if len(move.tiles) <= len(have) or not have <= set(move.tiles):
                continue
            for r, c, letter in move.tiles:
                f = r * size + c
                if f not in self.pending and (tile == BLANK or letter == tile):
                    found.add(f)
        self._legal_cache = (key, found)
        return found

    def _placements(self) -> list[Place]:
        ply = self.controller.session.ply
        if self._placements_cache is None or self._placements_cache[0] != ply:
            self._placements_cache = (ply, placements(self.state, self.rack, lean=True))
        return self._placements_cache[1]

    # -- the kit's ghosts: pending tiles ---------------------------------------------------------
    def make_ghosts(self) -> Ghosts:
        def move(ghosts: Ghosts) -> Place | None:
            if not ghosts:
                return None
            size = self.state.rules.size
            return place([(f // size, f % size, tile.letter) for f, tile in ghosts.items()])

        return Ghosts(lambda _ghosts, tile: self.legal_fields(self.rack[tile.slot]), self._why_not_lay, move)

    def _why_not_lay(self, ghosts: Ghosts, f: int, _tile: Tile) -> str | None:
        """Only the occupied field is refused at once: any other lies pending, and the preview says what is wrong."""
        if not self.human_may_move():
            return self.not_now_text()
        if f in ghosts:
            return QCoreApplication.translate("Scrabble6", "A tile of this turn lies there already: click it to take it back.")
        return None

    def place_at(self, pos: QPointF) -> int | None:
        return self.board_layout.field_at(pos)

    def supply_at(self, pos: QPointF) -> int | None:
        slot = self.board_layout.slot_at(pos)
        return slot if slot in self.supply() else None

    def supply(self) -> list[int]:
        """The rack's free tiles, while the viewer may lay them."""
        if not self.human_may_move():
            return []
        used = self.used_slots()
        return [i for i in range(len(self.rack)) if i not in used]

    def piece_for(self, slot: int) -> Tile:
        return Tile(slot, self.rack[slot])

    def source_at(self, pos: QPointF):
        return None if self.picker_field is not None else super().source_at(pos)

    def laid(self, f: int) -> None:
        if self.ghosts.piece_at(f).letter == BLANK:
            self.picker_field = f           # a blank asks for its letter
        else:
            self.selected = None

    # -- composing a turn -----------------------------------------------------------------------
    def lay(self, slot: int, f: int, letter: str | None = None) -> bool:
        """Put the rack tile of `slot` on field `f` (pending); a blank without `letter` asks for it."""
        tile = self.rack[slot] if 0 <= slot < len(self.rack) else BLANK
        shown = (letter.lower() if letter else BLANK) if tile == BLANK else tile
        return self.lay_piece(Tile(slot, shown), f)

    def choose_blank(self, letter: str) -> None:
        f = self.picker_field
        if f is None or letter.upper() not in self.state.tiles.letters:
            return
        self.ghosts.replace(f, Tile(self.ghosts.piece_at(f).slot, letter.lower()))
        self.picker_field = None
        self.refresh()

    def take_back(self, f: int) -> None:
        if self.picker_field == f:
            self.picker_field = None
        super().take_back(f)

    def take_last_back(self) -> None:
        last = self.ghosts.take_last_back()
        if last is not None:
            if self.picker_field == last.place:
                self.picker_field = None
            self.cursor = last.place
            self.refresh()

    def take_all_back(self) -> None:
        if self.ghosts:
            self.cursor = next(iter(self.ghosts))
        self.picker_field = None
        super().take_all_back()

    def play_pending(self) -> bool:
        if self.picker_field is not None:
            self.message.emit(QCoreApplication.translate("Scrabble6", "First choose the letter the blank stands for."))
            return False
        move = self.pending_move()
        if move is None:
            self.message.emit(QCoreApplication.translate("Scrabble6", "Put tiles on the board first: drag them from your rack.")
                              if self.human_may_move() else self.not_now_text())
            return False
        return self.controller.try_move(move)

    # -- costly acts: asked first (Settings → "Ask before costly moves") ---------------------------
    def exchange(self) -> None:
        """The whole rack back into the bag for a turn without points: asked first, a click away from Play."""
        self.take_all_back()
        if not self.human_may_move() or self.state.why_exchange_illegal() is not None:
            self.controller.try_move(Exchange())        # refused with its reason
            return
        ask_costly(self.question, QCoreApplication.translate("Scrabble6", "Exchange your whole rack?"),
                   QCoreApplication.translate(
                       "Scrabble6", "Every tile of your rack goes back into the bag and you draw as many new ones; "
                       "you score nothing this turn."),
                   QCoreApplication.translate("Scrabble6", "Exchange"), lambda: self.controller.try_move(Exchange()))

    def pass_turn(self) -> None:
        """A turn without points; the pass that completes a round of passes ends the game (S4): asked first."""
        self.take_all_back()
        if not self.human_may_move():
            self.controller.try_move(Pass())            # refused with its reason
            return
        after = self.state.clone()
        after.apply(Pass())
        text = (QCoreApplication.translate("Scrabble6", "Everybody else has passed since the last word: "
                                           "your pass ends the game.") if after.is_terminal()
                else QCoreApplication.translate("Scrabble6", "You score nothing this turn."))
        ask_costly(self.question, QCoreApplication.translate("Scrabble6", "Pass this turn?"), text,
                   QCoreApplication.translate("Scrabble6", "Pass"), lambda: self.controller.try_move(Pass()))

    # -- the preview ------------------------------------------------------------------------------
    def update_preview(self) -> None:
        move = self.pending_move()
        self.preview_reason, self.preview_words, self.preview_points = None, (), 0
        if move is not None and self.picker_field is None:
            reason, words, points = self.state.preview(move)
            self.preview_reason = reason.message() if reason is not None else None
            self.preview_words, self.preview_points = words, points
        self.preview_changed.emit()

    def refresh(self) -> None:
        self.update_preview()
        mine = self.human_may_move()
        self.buttons["play"].setEnabled(mine and bool(self.pending) and self.preview_reason is None
                                        and self.picker_field is None)
        self.buttons["back"].setEnabled(mine and bool(self.pending))
        self.buttons["exchange"].setEnabled(mine and self.state.why_exchange_illegal() is None)
        self.buttons["pass"].setEnabled(mine)
        self.place_widgets()
        super().refresh()

    def _on_changed(self, change) -> None:
        if self.question.asking():
            self.question.cancel()         # the position it asked about is gone
        # A draw follows every placement at once: it changes no field, so what falls goes on falling.
        if change.kind == "move" and isinstance(change.move, Draw):
            self._layout = None
            self.refresh()
            return
        super()._on_changed(change)

    def animate(self, change) -> None:
        """Another player's tiles drop onto the board one after the other (the viewer's own lie there)."""
        move = change.move
        if not isinstance(move, Place) or change.before.to_move == self.viewer:
            return
        size = self.state.rules.size
        for k, (r, c, _letter) in enumerate(move.tiles):
            drop = Drop(r * size + c, k)
            self.animator.start(drop, DROP_MS + 90 * k, self.animating(), easing=QEasingCurve.Type.Linear)

    def reset_input(self) -> None:
        super().reset_input()
        self.picker_field = None
        self._legal_cache = None

    def place_widgets(self) -> None:
        """Buttons and word check where the layout puts them, shown when it has room for them: after every
        resize too (the board is built small, before the page gives it its size)."""
        lay = self.board_layout
        visible = not self.state.is_terminal() and self.viewer is not None and not lay.compact
        for button in self.buttons.values():
            button.setVisible(visible)
        self.word_check.setVisible(not lay.compact and lay.check.height() > 0 and self.viewer is not None)
        for i, key in enumerate(("play", "back", "exchange", "pass")):
            rect = lay.button_rect(i)
            if rect.height() > 0:
                self.buttons[key].setGeometry(rect.toRect())
        if lay.check.height() > 0:
            self.word_check.setGeometry(lay.check.toRect())

    # -- mouse: the kit's, but for the blank's letter picker and the keyboard's cursor -------------
    def click(self, source, pos: QPointF) -> None:
        if self.picker_field is not None:
            letters = self.picker_letters()
            for i, letter in enumerate(letters):
                if picker_cell(self.board_layout, len(letters), i).contains(pos):
                    self.choose_blank(letter)
                    return
            self.take_back(self.picker_field)     # beside the letters: never mind
            return
        f = self.place_at(pos)
        if source is None and self.selected is None and (f is not None or self.board_layout.slot_at(pos) is not None):
            if not self.human_may_move():       # the board or the rack while another moves: say so
                self.message.emit(self.not_now_text())
            elif f is not None:                 # a click on a field puts the cursor there (again: turns it)
                if self.cursor == f:
                    self.direction = (self.direction + 1) % len(DIRECTIONS)
                self.cursor = f
                self.update()
            return
        super().click(source, pos)

    def cancel(self) -> None:
        """Esc or the right button: the blank in question goes back; else every tile of this turn (with
        none out, the cursor goes)."""
        if self.picker_field is not None:
            self.take_back(self.picker_field)
            return
        if not self.ghosts and self.selected is None and self.drag is None:
            self.cursor = None
        super().cancel()

    # -- painting ---------------------------------------------------------------------------------
    def paint(self, p) -> None:
        paint_board(p, self.board_layout, self.build_scene(), self.state.tiles.value)

    def build_scene(self) -> sc.Scene:
        state = self.state
        names = [p.name for p in self.controller.record.players]
        scene = scene_for_state(state, names, self.viewer)
        scene.focus = self.hasFocus()
        scene.pending = dict(self.pending)
        if "?" in scene.pending.values():
            scene.pending = {f: (" " if v == "?" else v) for f, v in scene.pending.items()}
        scene.rack_used = tuple(self.used_slots())
        scene.selected_slot = self.selected
        scene.picker = self.picker_field is not None
        scene.picker_letters = self.picker_letters()
        if self.pending:
            scene.words = [sc.WordDraw(w.cells, w.text, w.points, w.arrow) for w in self.preview_words]
            scene.last_cells = ()
            scene.title_last = ""
            if self.preview_reason is not None:
                scene.preview_lines = [(self.preview_reason, "bad")]
            elif self.picker_field is None:
                scene.preview_lines = [(QCoreApplication.translate("Scrabble6", "{points} points").format(points=self.preview_points), "good")]
        if self.drag is not None:
            pos = self.drag.foot
            scene.held = (pos.x(), pos.y(), self.piece_of_source(self.drag.source).letter)
        scene.legal = set(self.highlighted_targets)
        scene.hover = self.hover_target
        if self.human_may_move() and self.cursor is not None:
            scene.cursor = self.cursor
            scene.cursor_arrow = DIRECTIONS[self.direction][2]
        if isinstance(self.hint_move, Place) and not self.pending:
            size = state.rules.size
            scene.hint = {r * size + c: letter for r, c, letter in self.hint_move.tiles}
        if self.coach_title:
            scene.coach_title, scene.coach_lines = self.coach_title, list(self.coach_lines)
        for drop in self.animator.of(Drop):
            scene.dropping[drop.field] = drop.height
        return scene
