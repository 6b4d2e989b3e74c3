"""What just happened at the Bunte Kuh table, as the view shows it: the dice rolling, the banner with a call's
verdict (and, after a wrong one, the funnels that did show the sum, for a moment), a placed die flying from
its owner's supply into its funnel, who gets the pearl dice. A mixin of `BunteKuhView`, whose widgets it uses."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QPoint, QPointF

from gamebox.games.buntekuh.moves import Call, Niete, Place, Roll, Start
from gamebox.games.buntekuh.state import COLOURS
from gamebox.pyramid import space

from ...widgets.toast import INFO

SHOW_MATCHES_MS = 2600   # how long the funnels that showed the sum glow after a wrong call (the banner: a bit longer)


class BunteKuhAnnouncements:
    """`announce` and its parts (mixed into `BunteKuhView`)."""

    def announce(self, change) -> None:
        move, before, after = change.move, change.before, change.after
        if isinstance(move, Roll):
            for die, value in zip(self.dice, move.dice):
                die.roll_to(value)
            self.banner.hide()
            self.pointed = None
        elif isinstance(move, (Call, Niete)):
            self._show_verdict(after)
        elif isinstance(move, Place):
            self._fly_in(move, before)
            self.target = None
        elif isinstance(move, Start):
            self.toast.show_message(QCoreApplication.translate("BunteKuh", "{name} gets the pearl dice.").format(
                name=self.names[move.player]), INFO)

    def _show_verdict(self, state) -> None:
        v = state.verdict
        name = escape(self.names[v.seat])
        total = state.roll.total
        if v.funnel is not None:
            pips = " + ".join(str(p) for p in state.pyramid.funnel_pips(v.funnel))
            if v.right:
                text = QCoreApplication.translate("BunteKuh", "{name}: “Stopp!” Right: {pips} = {sum}.").format(
                    name=name, pips=pips, sum=total)
            else:
                text = QCoreApplication.translate(
                    "BunteKuh", "{name}: “Stopp!” Wrong: {pips} = {shown}, not {sum}.").format(
                    name=name, pips=pips, shown=v.shown, sum=total)
        elif v.right:
            text = QCoreApplication.translate("BunteKuh", "{name}: “Niete!” Right: no funnel shows {sum}.").format(
                name=name, sum=total)
        else:
            text = QCoreApplication.translate("BunteKuh", "{name}: “Niete!” Wrong: {n} funnel(s) show {sum}.").format(
                name=name, n=len(v.matches), sum=total)
        if not v.right:
            text += "<br><span style='font-size:15px'>" + escape(QCoreApplication.translate(
                "BunteKuh", "Every other player gives {name} a die.").format(name=self.names[v.seat])) + "</span>"
        self.banner.setWordWrap(True)
        self.banner.setMaximumWidth(max(220, self.table.width() - 24))
        self.banner.show_html(text, v.right)
        self._banner_timer.start(SHOW_MATCHES_MS + 600)
        if not v.right and v.matches:             # the funnels that did show the sum, for a moment
            self._showing_matches = True
            self.table.set_targets(list(v.matches))
            self._matches_timer.start(SHOW_MATCHES_MS)

    def _hide_matches(self) -> None:
        self._showing_matches = False
        self.table.set_targets([])

    def _fly_in(self, move: Place, before) -> None:
        row = self.rows[move.seat]
        start = row.mapTo(self, row.count.geometry().center())
        end = self.table.mapTo(self, QPoint(*(round(v) for v in self.table.project(space.world(move.position)))))
        self.fly.launch(COLOURS[before.placed % 2], None, QPointF(start), QPointF(end), 26.0)
