"""The lesson's side panel: the course with a tick and stars per lesson, the speech bubble (the idea, the
task, what the box says to each try), and the buttons: Hint, Show me, Again, Next, Back."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamebox.i18n import Text

from ..style import ACCENT_DARK, INK, LINE, MUTED, SURFACE

GOOD, BAD, NOTE = "good", "bad", "note"
COLOURS = {GOOD: "#23704a", BAD: "#b0442a", NOTE: MUTED}
TAIL = 14        # the bubble's tail, pointing at the board on the left

STYLE = f"""
QLabel#lessonCourse {{ font-size: 12px; font-weight: 700; color: {ACCENT_DARK}; }}
QLabel#lessonTitle {{ font-size: 18px; font-weight: 700; color: {INK}; }}
QLabel#lessonText {{ font-size: 14px; color: {INK}; }}
QLabel#lessonTask {{ font-size: 15px; font-weight: 700; color: {ACCENT_DARK}; }}
QLabel#lessonSaid {{ font-size: 14px; }}
QLabel#lessonPointer {{ font-size: 13px; color: {MUTED}; }}
QListWidget#lessonList {{ background: {SURFACE}; border: 1px solid {LINE}; border-radius: 8px; font-size: 13px; }}
QListWidget#lessonList::item {{ padding: 3px 6px; }}
QListWidget#lessonList::item:selected {{ background: #fbe3cc; color: {INK}; }}
"""


def stars(count: int) -> str:
    return "★" * count + "☆" * (3 - count)


class Bubble(QFrame):
    """A speech bubble whose tail points left, at the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBubble")
        self.setContentsMargins(TAIL, 0, 0, 0)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            body = QRectF(self.rect()).adjusted(TAIL + 0.5, 0.5, -0.5, -0.5)
            path = QPainterPath()
            path.addRoundedRect(body, 14, 14)
            tail = QPainterPath()
            y = min(46.0, body.height() / 2)
            tail.moveTo(body.left() + 1, y - 10)
            tail.lineTo(0.5, y)
            tail.lineTo(body.left() + 1, y + 10)
            tail.closeSubpath()
            path = path.united(tail)
            p.setPen(QPen(QColor("#eec7a4"), 1.2))
            p.setBrush(QColor("#fff8ef"))
            p.drawPath(path)
        finally:
            p.end()
        super().paintEvent(event)


class LessonPanel(QFrame):
    """Attributes for tests: `lesson_list`, `title`, `text`, `task`, `said`, `pointer`, `hint_button`,
    `show_button`, `again_button`, `next_button`, `back_button`."""

    lesson_chosen = Signal(int)
    hint_requested = Signal()
    show_requested = Signal()
    again_requested = Signal()
    next_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(360)
        self.setStyleSheet(STYLE)
        self._course_name = ""
        self._rows: list[tuple[Text, bool, int]] = []    # (title, done, stars) per lesson
        self._texts: dict[str, Text | None] = {}         # what the bubble shows, kept for a language switch
        self._said_kind = NOTE
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 16, 16, 16)
        box.setSpacing(8)
        self.course = QLabel()
        self.course.setObjectName("lessonCourse")
        box.addWidget(self.course)
        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("lessonList")
        self.lesson_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lesson_list.itemClicked.connect(lambda item: self.lesson_chosen.emit(self.lesson_list.row(item)))
        box.addWidget(self.lesson_list)
        self.bubble = Bubble()
        inner = QVBoxLayout(self.bubble)
        inner.setContentsMargins(14, 12, 14, 12)
        inner.setSpacing(8)
        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        self.text = QLabel()
        self.task = QLabel()
        self.said = QLabel()
        self.pointer = QLabel()
        for label, name in ((self.title, "lessonTitle"), (self.text, "lessonText"), (self.task, "lessonTask"),
                            (self.said, "lessonSaid"), (self.pointer, "lessonPointer")):
            label.setObjectName(name)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText if label is self.said else Qt.TextFormat.PlainText)
            inner.addWidget(label)
        box.addWidget(self.bubble)
        box.addStretch(1)
        buttons = QGridLayout()
        buttons.setSpacing(6)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.show_button = QPushButton()
        self.again_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setObjectName("primaryButton")
        self.back_button = QPushButton()
        for button, signal, row, column in ((self.hint_button, self.hint_requested, 0, 0),
                                            (self.show_button, self.show_requested, 0, 1),
                                            (self.again_button, self.again_requested, 1, 0),
                                            (self.next_button, self.next_requested, 1, 1)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(signal)
            buttons.addWidget(button, row, column)
        box.addLayout(buttons)
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.clicked.connect(self.back_requested)
        box.addWidget(self.back_button)
        self.retranslate()

    # -- what it shows --------------------------------------------------------------------------------
    def set_course(self, name: str, rows: list[tuple[Text, bool, int]], current: int) -> None:
        """The course's lessons: (title, done, best stars) each; `current` is highlighted."""
        self._course_name, self._rows = name, list(rows)
        self.lesson_list.clear()
        for number, (title, done, count) in enumerate(rows, 1):
            mark = f"✔ {stars(count)}" if done else "○"
            self.lesson_list.addItem(QListWidgetItem(f"{mark}  {number}. {title.get()}"))
        self.lesson_list.setCurrentRow(current)
        rows_shown = min(len(rows), 7)
        self.lesson_list.setFixedHeight(self.lesson_list.sizeHintForRow(0) * rows_shown + 10 if rows else 0)
        self._write_course()

    def show_lesson(self, title: Text, text: Text, task: Text | None) -> None:
        self._texts = {"title": title, "text": text, "task": task, "said": None, "pointer": None}
        self._write()

    def show_task(self, task: Text | None) -> None:
        self._texts["task"] = task
        self._write()

    def say(self, text: Text | None, kind: str = NOTE, pointer: Text | None = None) -> None:
        """What the box says to the last try (praise, why not), and where to look."""
        self._texts["said"], self._texts["pointer"], self._said_kind = text, pointer, kind
        self._write()

    def set_buttons(self, hint: bool, show: bool, next_: bool) -> None:
        self.hint_button.setEnabled(hint)
        self.show_button.setEnabled(show)
        self.next_button.setEnabled(next_)

    def _write_course(self) -> None:
        done = sum(1 for _, finished, _ in self._rows if finished)
        self.course.setText(self.tr("Learn to play · {game} · {done} of {count}").format(
            game=self._course_name, done=done, count=len(self._rows)))

    def _write(self) -> None:
        t = self._texts
        self.title.setText(t["title"].get() if t.get("title") else "")
        self.text.setText(t["text"].get() if t.get("text") else "")
        self.task.setText(t["task"].get() if t.get("task") else "")
        self.task.setVisible(bool(t.get("task")))
        said = t.get("said")
        self.said.setText(f"<span style='color:{COLOURS[self._said_kind]}'>{escape(said.get())}</span>" if said else "")
        self.said.setVisible(said is not None)
        self.pointer.setText(t["pointer"].get() if t.get("pointer") else "")
        self.pointer.setVisible(bool(t.get("pointer")))

    # -- language -------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("A hint: where to look (it costs a star)"))
        self.show_button.setText(self.tr("Show me"))
        self.show_button.setToolTip(self.tr("The box makes the move for you (one star)"))
        self.again_button.setText(self.tr("Again"))
        self.again_button.setToolTip(self.tr("Start this lesson again"))
        self.next_button.setText(self.tr("Next"))
        self.back_button.setText(self.tr("Back to the library"))
        for row, (title, done, count) in enumerate(self._rows):
            item = self.lesson_list.item(row)
            if item is not None:
                item.setText(f"{'✔ ' + stars(count) if done else '○'}  {row + 1}. {title.get()}")
        if self._rows:
            self._write_course()
        if self._texts:
            self._write()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
