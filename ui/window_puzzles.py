"""The main window's puzzles: the collection's browser and store, a puzzle, the day's, a streak, the next one,
and the puzzle of the day in the coach's game."""
from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gamebox import puzzle, registry

if TYPE_CHECKING:
    from .controller import GameController


# Its texts keep the window's context, as they had when this was part of it (one entry each in the .ts).
translate = QCoreApplication.translate

class PuzzleFlow:
    """Mixin of MainWindow (ui/main_window.py): from the library or the game page into a puzzle and on."""

    # -- the puzzle collection ------------------------------------------------------------------
    @property
    def puzzle_store(self):
        """The player's puzzle progress and rating, in the history database."""
        if self._puzzle_store is None:
            from gamebox.puzzles.store import PuzzleStore

            self._puzzle_store = PuzzleStore()
        return self._puzzle_store

    @property
    def puzzle_browser(self):
        if self._puzzle_browser is None:
            from .puzzle_browser import PuzzleBrowser

            self._puzzle_browser = PuzzleBrowser(self.puzzle_store)
            self._puzzle_browser.play_requested.connect(self.play_puzzle)
            self._puzzle_browser.daily_requested.connect(self.play_daily)
            self._puzzle_browser.streak_requested.connect(self.start_streak)
            self._puzzle_browser.back_requested.connect(self.back_to_library)
            self.stack.addWidget(self._puzzle_browser)
        return self._puzzle_browser

    def show_puzzles(self, game_id: str | None = None) -> None:
        """The puzzle browser (with `game_id`, filtered to that game)."""
        if self.controller is not None and not self.controller.paused and self.on_game_page():
            self._resume_paused = True
            self.controller.set_paused(True)
        browser = self.puzzle_browser
        if game_id:
            browser.set_game(game_id)
        browser.refresh()
        self.stack.setCurrentWidget(browser)
        self._update_actions()

    def play_puzzle(self, puzzle_id: str, mark: dict | None = None) -> GameController | None:
        """Play a puzzle of the collection in its game's own view (`mark`: a streak's or a day's)."""
        from gamebox import puzzles

        puzzle = puzzles.find(puzzle_id)
        if puzzle is None:
            self.statusBar().showMessage(translate("MainWindow", "That puzzle is not in this box."), 4000)
            return None
        _ = self.game_page  # the page knows the store before the game starts
        return self.replace_game(
            puzzle.record(translate("MainWindow", "You"), translate("MainWindow", "Computer"), mark)
        )

    def play_daily(self, game_id: str, day: date | None = None) -> GameController | None:
        """A game's puzzle of the day (today's unless `day`): the same for everyone that day."""
        from gamebox.puzzles.daily import DAY, of_the_day

        day = day or date.today()
        puzzle = of_the_day(registry.get(game_id), day)
        return None if puzzle is None else self.play_puzzle(puzzle.id, {DAY: day.isoformat()})

    def start_streak(self, game_id: str = "") -> GameController | None:
        """A streak: puzzles one after another, each a little harder, until the first miss."""
        import random
        from datetime import datetime, timezone

        mark = {"count": 0, "seed": random.SystemRandom().getrandbits(32), "game": game_id or "",
                "started": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        return self._play_streak(mark)

    def _play_streak(self, mark: dict) -> GameController | None:
        from gamebox import puzzles
        from gamebox.puzzles.streak import STREAK, pick

        pool = [p for p in puzzles.all_puzzles() if not mark["game"] or p.game == mark["game"]]
        puzzle = pick(pool, mark["count"], mark["seed"], self.puzzle_store.results())
        if puzzle is None:
            self.statusBar().showMessage(
                translate("MainWindow", "No harder puzzle left: the streak is complete."), 6000
            )
            self.show_puzzles()
            return None
        return self.play_puzzle(puzzle.id, {STREAK: mark})

    def next_puzzle(self) -> GameController | None:
        """The streak's next puzzle after a solved one; else an unsolved puzzle nearest the player's
        rating, from the browser's current choice."""
        run = self.game_page.puzzle_run if self._game_page is not None else None
        if run is not None and run.streak is not None and run.attempt.solved:
            return self._play_streak({**run.streak, "count": run.streak_count})
        puzzle_id = self.puzzle_browser.next_for_me()
        if puzzle_id is None:
            self.show_puzzles()
            return None
        return self.play_puzzle(puzzle_id)

    def _collection_summary(self) -> str:
        count = sum(card.puzzles for card in self.games)
        if not count:
            return ""
        from .puzzle_panel import rating_text

        solved = sum(1 for r in self.puzzle_store.results().values() if r.solved)
        return translate(
            "MainWindow",
            "{count} puzzles of {games} games, each solution proven, and a puzzle of the day for each. "
            "Your puzzle rating: {rating}, {solved} solved.",
        ).format(
            count=count,
            games=sum(1 for card in self.games if card.puzzles),
            rating=rating_text(self.puzzle_store.rating()),
            solved=solved,
        )

    # -- the puzzle of the day -------------------------------------------------------------------
    def puzzle_game(self):
        """The card of the game the daily puzzle is played in: the first one the coach can solve."""
        return next((card for card in self.games if card.solvable_variants), None)

    def start_puzzle(self, day: date | None = None) -> GameController | None:
        """Today's puzzle (or `day`'s): continue it if it is running, else start it."""
        card = self.puzzle_game()
        if card is None:
            return None
        game = registry.get(card.id)
        day = day or date.today()
        c = self.controller
        if c is not None and puzzle.puzzle_date(c.record) == day.isoformat() and not c.state.is_terminal():
            self.continue_game()
            return c
        return self.replace_game(puzzle.new_record(game, day, translate("MainWindow", "You")))
