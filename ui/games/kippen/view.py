"""Kippen's view: Würfelmarsch's board and gestures, with the goal and the tips left.

Your red die glows; drag it to a neighbouring hollow (arrows show where it may tip) or click it and
then a lit hollow. There is no turning here. The camera sits at your side (x=0), where the face that
"faces you" is the one you see. The coach's hint (a puzzle's hint) shows one good tip as the only arrow.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from gamebox.games.wuerfelmarsch.state import OVER

from ... import settings
from ...pyramid.offscreen import render_pyramid_image
from ..wuerfelmarsch.view import MarchView


class TippingView(MarchView):
    """Attributes for tests: those of MarchView (`hinted`: the tip the hint shows, as its only arrow)."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.turn_button.hide()
        self.keep_view.hide()
        self.pyramid_view.set_view("side0")

    def _face_player(self, animate: bool = True) -> None:
        """Always your own side: "facing you" is the face you see."""

    def handle_key(self, key) -> bool:
        if key == Qt.Key.Key_R:
            self.show_message(QCoreApplication.translate("Tipping", "In a tipping puzzle the die is only tipped, never turned."))
            return True
        return super().handle_key(key)

    def open_picker(self) -> None:
        self.show_message(QCoreApplication.translate("Tipping", "In a tipping puzzle the die is only tipped, never turned."))

    def refresh(self) -> None:
        """As Würfelmarsch's, and the goal's hollow (where the goal names one) marked on the plate."""
        spec = self.controller.state.spec
        self.pyramid_view.set_marked({spec.hollow: "goal"} if spec is not None and spec.hollow is not None else {})
        super().refresh()

    def status_text(self) -> str:
        state = self.controller.state
        spec = state.spec
        if spec is None:
            return QCoreApplication.translate("Tipping", "Laying out the puzzle…")
        goal = spec.goal_words().get()
        if state.phase == OVER or self.controller.locked:
            return (QCoreApplication.translate("Tipping", "Goal reached: {goal}.") if state.goal_met() else QCoreApplication.translate("Tipping", "Not reached: {goal}.")).format(goal=goal)
        return self._goal_line(goal, state.tips_left())

    @staticmethod
    def _goal_line(goal: str, left: int) -> str:
        text = QCoreApplication.translate("Tipping", "{count} tips left") if left != 1 else QCoreApplication.translate("Tipping", "1 tip left")
        return QCoreApplication.translate("Tipping", "Goal: {goal} · {left}").format(goal=goal, left=text.format(count=left))

    def status_variants(self) -> list[tuple[str, str]]:
        """Every count of tips still to come: the line keeps its height from the first tip to the last."""
        state = self.controller.state
        if state.spec is None or state.phase == OVER or self.controller.locked:
            return super().status_variants()
        goal, note = state.spec.goal_words().get(), self.status_note()
        return [(self._goal_line(goal, left), note) for left in range(state.tips_left() + 1)]

    def status_note(self) -> str:
        state = self.controller.state
        if state.spec is None or state.phase == OVER:
            return ""
        return QCoreApplication.translate("Tipping", "Drag your red die to a lit hollow; a funnel it closes beats as in Würfelmarsch.")


def make_view(controller, parent: QWidget | None = None) -> TippingView:
    return TippingView(controller, parent)


def render(state, width: int, height: int, lang: str = "en"):
    """A picture of a tipping puzzle: the plate from above, your red die chosen and the goal's hollow lit."""
    red = [p for p, d in state.pyramid.dice.items() if d.colour == "red"]
    goal = [state.spec.hollow] if state.spec is not None and state.spec.hollow is not None else []
    return render_pyramid_image(state.pyramid, width, height, view="top", targets=goal, selected=red,
                                colour_blind=settings.colour_symbols())
