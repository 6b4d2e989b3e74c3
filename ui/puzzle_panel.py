"""The puzzle's box on the game page: the goal, where you stand, the verdict of each move, the hint
(it costs rating), and after the puzzle its result, your new rating and the proof: the solution and
why every other move fails. Buttons for the next puzzle, another try and the browser.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from gamebox import puzzles
from gamebox.puzzles.model import FAILED, GOOD, SOLVED

from .style import ACCENT_DARK, INK, MUTED
from .widgets.fitted_label import FittedLabel

GOOD_COLOUR, BAD_COLOUR = "#23704a", "#b0442a"


def signed(value: float) -> str:
    return f"{value:+.0f}".replace("-", "−")


def rating_text(rating) -> str:
    """A puzzle rating as shown: "1500?" while it is provisional (too few puzzles to say much yet)."""
    return f"{rating.rating:.0f}" + ("?" if rating.provisional else "")


class PuzzlePanel(QFrame):
    """Attributes for tests: `goal`, `progress`, `verdict`, `line`, `result`, `proof`, `hint_button`,
    `next_button`, `retry_button`, `browse_button`."""

    hint_requested = Signal()
    next_requested = Signal()
    retry_requested = Signal()
    browse_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzlePanel")
        self.run = None
        self._verdict = None      # the last verdict (or the defence's answer)
        self._change = None       # (before, after) ratings once decided, None when not rated
        self._hint = ""           # the hint's move in words
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        box.setSpacing(5)
        # Fitted labels keep all their lines: the side panel is narrow at 1024x768 and a German goal long
        # (a plain label there was cut to "rated 96…").
        self.title = FittedLabel()
        self.title.setObjectName("puzzlePanelTitle")
        self.mode = FittedLabel()         # a streak's count or the puzzle of the day
        self.mode.setObjectName("hint")
        self.goal = FittedLabel()
        self.goal.setObjectName("puzzleGoal")
        self.progress = FittedLabel()
        self.progress.setObjectName("hint")
        self.verdict = FittedLabel()
        self.verdict.setObjectName("puzzleVerdictLine")
        self.line = FittedLabel()
        self.line.setObjectName("note")
        self.result = FittedLabel()
        self.result.setObjectName("puzzleResult")
        self.proof = QTextBrowser()
        self.proof.setObjectName("puzzleProof")
        self.proof.setOpenLinks(False)
        for widget in (self.title, self.mode, self.goal, self.progress, self.verdict, self.line, self.result):
            box.addWidget(widget)
        box.addWidget(self.proof, 1)
        buttons = QGridLayout()      # two rows: German labels need the room
        buttons.setSpacing(6)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("puzzleHintButton")
        self.hint_button.clicked.connect(self.hint_requested)
        self.next_button = QPushButton()
        self.next_button.setObjectName("primaryButton")
        self.next_button.clicked.connect(self.next_requested)
        self.retry_button = QPushButton()
        self.retry_button.clicked.connect(self.retry_requested)
        self.browse_button = QPushButton()
        self.browse_button.clicked.connect(self.browse_requested)
        for button, row, column in ((self.next_button, 0, 0), (self.retry_button, 0, 1), (self.hint_button, 1, 0),
                                    (self.browse_button, 1, 1)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(button, row, column)
        box.addLayout(buttons)
        self.retranslate()

    # -- a run --------------------------------------------------------------------------------------
    def set_run(self, run) -> None:
        self.run = run
        self._verdict, self._change, self._hint = None, None, ""
        run.verdict.connect(self.show_verdict)
        run.decided.connect(self.show_decided)
        if run.over:                     # a resumed puzzle that was decided before
            self._verdict = run.attempt.verdict
            self.show_decided(None)
        self.refresh()

    def show_verdict(self, verdict) -> None:
        self._verdict = verdict
        self._hint = ""
        self.refresh()

    def show_hint(self, words: str) -> None:
        """The hint's move in words (the board shows it too)."""
        self._hint = words
        self.refresh()

    def show_decided(self, change) -> None:
        self._change = change
        self._show_proof()
        self.refresh()

    def refresh(self) -> None:
        run = self.run
        if run is None:
            return
        puzzle = run.puzzle
        # Its kind, not its id ("eintrichtern-060" is the box's name for it, not the player's).
        kind = puzzle.theme.get() if puzzle.theme is not None else self.tr("Puzzle")
        self.title.setText(self.tr("{kind} · rated {rating}").format(kind=kind, rating=puzzle.rating))
        if run.streak is not None:
            self.mode.setText(self.tr("Streak: %n solved in a row", "", run.streak_count))
        elif run.day is not None:
            self.mode.setText(self.tr("Puzzle of the day, {day}").format(day=run.day))
        self.mode.setVisible(run.streak is not None or run.day is not None)
        self.goal.setText(puzzle.goal.get())
        hint = self._hint
        parts = [run.progress_text()] + ([self.tr("Hint: {move}").format(move=hint)] if hint and not run.over else [])
        self.progress.setText(" · ".join(p for p in parts if p))
        self.progress.setVisible(bool(self.progress.text()))
        verdict = self._verdict
        if verdict is None:
            self.verdict.setText(self.tr("Your move."))
            colour = INK
        else:
            colour = {GOOD: GOOD_COLOUR, SOLVED: GOOD_COLOUR, FAILED: BAD_COLOUR}[verdict.outcome]
            self.verdict.setText(verdict.text.get())
        self.verdict.setStyleSheet(f"color: {colour}; font-weight: 700; font-size: 14px;")
        if run.attempt.hints and not run.over:
            self.verdict.setText(self.verdict.text() + " " + self.tr("(A hint was taken: a solve counts half.)"))
        lines = verdict.line if verdict is not None else ()
        self.line.setText(" ".join(line.get() for line in lines))
        self.line.setVisible(bool(lines) and verdict.outcome == FAILED)
        over = run.over
        self.result.setVisible(over)
        if over:
            change = self._change
            if change is not None:
                before, after = change
                text = self.tr("Your puzzle rating: {rating} ({change})").format(
                    rating=rating_text(after), change=signed(after.rating - before.rating))
                if after.provisional:
                    text += " " + self.tr("(provisional: it settles after about ten puzzles)")
            else:
                text = self.tr("Not rated: only the first try of a puzzle counts.")
            if run.streak is not None and not run.attempt.solved:
                best = max(run.streak_count, self.run.store.best_streak())
                text = self.tr("The streak ends: %n solved in a row.", "", run.streak_count) + " " + \
                    self.tr("Your best: {best}.").format(best=best) + " " + text
            self.result.setText(text)
        self.proof.setVisible(over)
        self.hint_button.setVisible(not over and run.streak is None)
        self.hint_button.setEnabled(not over and run.controller.human_to_act())
        for button in (self.next_button, self.retry_button):
            button.setVisible(over)
        in_streak = run.streak is not None and run.attempt.solved
        self.next_button.setText(self.tr("Next in the streak") if in_streak else self.tr("Next"))
        self.layout().activate()      # wrapped lines change the height: let the side panel know
        self.updateGeometry()

    def _show_proof(self) -> None:
        proof = puzzles.referee(self.run.puzzle).proof(self.run.puzzle)
        rows = []
        for row in proof.rows:
            mark = f"<span style='color:{GOOD_COLOUR}'>✔</span>" if row.good else \
                f"<span style='color:{BAD_COLOUR}'>✘</span>"
            line = (f"<br><span style='color:{MUTED}'>{escape(row.line.get())}</span>" if row.line else "")
            rows.append(f"<p style='margin:0 0 6px 0'>{mark} <b>{escape(row.move.get())}</b>: "
                        f"{escape(row.value.get())}{line}</p>")
        title = self.tr("The proof")
        self.proof.setHtml(f"<p style='color:{ACCENT_DARK}; font-weight:600'>{escape(title)}</p>"
                           f"<p style='color:{INK}'>{escape(proof.summary.get())}</p>" + "".join(rows))

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Shows a good move on the board; a puzzle solved with a hint counts half"))
        self.next_button.setText(self.tr("Next"))
        self.next_button.setToolTip(self.tr("A puzzle near your rating that you have not solved yet"))
        self.retry_button.setText(self.tr("Again"))
        self.retry_button.setToolTip(self.tr("Try this puzzle once more (not rated)"))
        self.browse_button.setText(self.tr("All puzzles"))
        if self.run is not None:
            if self.run.over:
                self._show_proof()
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
