"""The main window's lessons: the lesson page, a course opened on it, the library's count of lessons done."""
from __future__ import annotations


class LessonPages:
    """Mixin of MainWindow (ui/main_window.py): Learn to play."""

    # -- learn to play ------------------------------------------------------------------------------
    @property
    def lesson_progress(self):
        """The lessons done, kept in the history database (gamebox/lessons/progress.py)."""
        if self._lesson_progress is None:
            from gamebox.lessons.progress import LessonProgress

            self._lesson_progress = LessonProgress()
        return self._lesson_progress

    @property
    def lesson_page(self):
        if self._lesson_page is None:
            from .lessons.page import LessonPage

            self._lesson_page = LessonPage(self.lesson_progress)
            self._lesson_page.back_requested.connect(self.back_to_library)
            self._lesson_page.progress_changed.connect(lambda _game: self._refresh_lesson_cards())
            self.stack.addWidget(self._lesson_page)
        return self._lesson_page

    def show_lessons(self, game_id: str, lesson_id: str | None = None) -> bool:
        """A game's course, at `lesson_id` or its first lesson not done yet. The running game waits,
        paused: a lesson is never a game that replaces it."""
        if self.controller is not None and not self.controller.paused and self.on_game_page():
            self._resume_paused = True
            self.controller.set_paused(True)
        page = self.lesson_page
        if not page.open_course(game_id, lesson_id):
            return False
        self.stack.setCurrentWidget(page)
        self._update_actions()
        return True

    def on_lesson_page(self) -> bool:
        return self._lesson_page is not None and self.stack.currentWidget() is self._lesson_page

    def _refresh_lesson_cards(self) -> None:
        for card in self.games:        # (the cards name each course's lessons: no game is imported for this)
            if card.lessons:
                self.library.set_lessons(card.id, self.lesson_progress.done_of(card.id, card.lessons),
                                         len(card.lessons))
        message = self.lesson_progress.message()
        if message:
            self.statusBar().showMessage(message, 8000)
