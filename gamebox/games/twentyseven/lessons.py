"""Learn to play 27: the course (docs/lessons.md has its coverage table).

Positions are records' moves: `a3>b` the top 3 discs of field a onto field b, `b3+>d` with b's base disc,
`pass` (docs/notation/27.md). The learner plays Black, from field a towards field i. Places a lesson may
light: `field:a`..`field:i` (the fields still there) and `pass` (the Pass button).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves


def places(state) -> list[str]:
    return [f"field:{name}" for name in state.names] + ["pass"]


RULES = {
    "row": Text("Nine fields in a row: a red disc at each end, seven grey between; each player's nine discs start "
                "on his red end.",
                "Neun Felder in einer Reihe: eine rote Scheibe an jedem Ende, sieben graue dazwischen; die neun "
                "Scheiben jedes Spielers beginnen auf seinem roten Ende."),
    "goal": Text("Build the highest tower you can on the red field at the other end.",
                 "Bau einen möglichst hohen Turm auf dem roten Feld am anderen Ende."),
    "lot": Text("Who starts is drawn by lot; then you take turns.", "Wer beginnt, wird ausgelost; dann abwechselnd."),
    "count": Text("Count your towers: every stack whose top disc is yours, single discs included.",
                  "Zähl deine Türme: jeder Stapel, dessen oberste Scheibe deine ist, auch einzelne Scheiben."),
    "move": Text("Move one of your towers, or any number of its top discs, exactly that many fields forward.",
                 "Zieh einen deiner Türme oder beliebig viele seiner oberen Scheiben genau so viele Felder vorwärts."),
    "forward": Text("Never backwards.", "Nie rückwärts."),
    "stack": Text("Discs that arrive are stacked on whatever lies there.",
                  "Ankommende Scheiben werden auf das gestapelt, was dort liegt."),
    "carry": Text("Your opponent's discs inside the part you move go along.",
                  "Gegnerische Scheiben im Teil, den du ziehst, wandern mit."),
    "exact": Text("The goal must be reached exactly: a tower that would go past it may not move.",
                  "Das Ziel muss genau erreicht werden: ein Turm, der darüber hinaus ginge, darf nicht ziehen."),
    "blocked": Text("A player who cannot move passes; the other plays on, and the blocked one moves again as soon "
                    "as he can.",
                    "Wer nicht ziehen kann, setzt aus; der andere spielt weiter, und der Blockierte zieht wieder, "
                    "sobald er kann."),
    "end": Text("When neither can move the game ends: the higher tower on its goal wins.",
                "Kann keiner mehr ziehen, endet das Spiel: der höhere Turm auf seinem Ziel gewinnt."),
    "grey": Text("Variant: a whole stack may take its grey base disc along; that field disappears and the way gets "
                 "shorter. Grey discs count in the goal.",
                 "Variante: ein ganzer Stapel darf seine graue Grundscheibe mitnehmen; das Feld verschwindet und der "
                 "Weg wird kürzer. Graue Scheiben zählen im Ziel."),
    "red": Text("Harder variant: the red discs may go along too; your goal is always the last field of the row.",
                "Schwerere Variante: auch die roten Scheiben dürfen mit; dein Ziel ist immer das letzte Feld der "
                "Reihe."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the row takes no more moves; the page says the game is over.",
                      "Nach dem Ende nimmt die Reihe keine Züge mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "start_first": Text("The box draws who starts before anybody can move.",
                        "Die gamebox lost aus, wer beginnt, bevor jemand ziehen kann."),
    "not_start": Text("The lot is the box's; a player never draws it.", "Das Los zieht die gamebox, nie ein Spieler."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

FIRST = Lesson(
    id="count-and-move",
    title=Text("Count, then move", "Zählen, dann ziehen"),
    text=Text("Your nine black discs start on the red field at the left; your goal is the red field at the right. "
              "Count your towers — stacks with a black disc on top — and move exactly that many fields.",
              "Deine neun schwarzen Scheiben beginnen auf dem roten Feld links; dein Ziel ist das rote Feld rechts. "
              "Zähl deine Türme — Stapel mit einer schwarzen Scheibe oben — und zieh genau so viele Felder."),
    rules=("row", "goal", "lot", "count", "move"),
    position=Position("standard", 2),
    steps=(
        Step(task=Text("You have one tower. Move it, or a few of its top discs, one field forward.",
                       "Du hast einen Turm. Zieh ihn oder ein paar seiner oberen Scheiben ein Feld vorwärts."),
             right=matching(r"a\d>b"), show="a3>b", marks=("field:a", "field:b"),
             praise=Text("One tower, one field. Now you have two towers: next turn you move two fields.",
                         "Ein Turm, ein Feld. Jetzt hast du zwei Türme: nächstes Mal ziehst du zwei Felder."),
             hints=(Text("Drag the top discs of field a onto field b; grab lower to take more discs.",
                         "Zieh die oberen Scheiben von Feld a auf Feld b; greif tiefer, um mehr Scheiben zu nehmen."),),
             refusals=(("a3>c", "wrong_distance"), ("i1>h", "not_your_tower"), ("pass", "cannot_pass"),
                       ("a10>b", "too_many"), ("a9+>b", "base_not_movable")),
             then=("i2>h",)),
    ),
)

MORE = Lesson(
    id="more-towers",
    title=Text("More towers, longer steps", "Mehr Türme, längere Schritte"),
    text=Text("Every move counts your towers anew. Two towers: every move goes exactly two fields.",
              "Jeder Zug zählt deine Türme neu. Zwei Türme: jeder Zug geht genau zwei Felder weit."),
    rules=("count", "move", "forward"),
    position=Position("standard", 2, ("a3>b", "i2>h")),
    steps=(
        Step(task=Text("Count your towers, then move one of them exactly that many fields.",
                       "Zähl deine Türme, dann zieh einen von ihnen genau so viele Felder."),
             right=matching(r"a\d>c|b\d>d"), show="b3>d", marks=("field:a", "field:b"),
             praise=Text("Two towers, two fields.", "Zwei Türme, zwei Felder."),
             hints=(Text("Fields a and b have black on top: that is two towers.",
                         "Auf Feld a und b liegt Schwarz oben: das sind zwei Türme."),),
             refusals=(("b3>c", "wrong_distance"), ("b1>a", "backwards"), ("e1>g", "empty_field")),
             then=("h2>f",)),
    ),
)

STACK_AND_CARRY = Lesson(
    id="stack-and-carry",
    title=Text("On top, and along", "Obendrauf und mitgenommen"),
    text=Text("Discs that arrive are stacked on what lies there. A stack belongs to whoever has the top disc — and "
              "moving it carries the other colour along.",
              "Ankommende Scheiben kommen auf das, was dort liegt. Ein Stapel gehört dem, dessen Scheibe oben "
              "liegt — und wer ihn zieht, nimmt die andere Farbe mit."),
    rules=("stack", "carry"),
    position=Position("standard", 2, ("a3>b", "i2>h", "b3>d", "h2>f")),
    steps=(
        Step(task=Text("Put your discs from field d on top of White's two discs on field f.",
                       "Setz deine Scheiben von Feld d oben auf die zwei weißen Scheiben auf Feld f."),
             right=matching(r"d\d>f"), show="d3>f", marks=("field:d", "field:f"),
             praise=Text("The stack on f is yours now: its top is black. White has a tower fewer, and so moves a "
                         "field less.",
                         "Der Stapel auf f gehört jetzt dir: oben liegt Schwarz. Weiß hat einen Turm weniger und "
                         "zieht deshalb ein Feld weniger."),
             hints=(Text("Drag the discs of field d onto field f.", "Zieh die Scheiben von Feld d auf Feld f."),),
             wrong=Text("Allowed, but here the task is to cover White's discs on f.",
                        "Erlaubt, aber hier sollst du die weißen Scheiben auf f zudecken."),
             then=("i1>h",)),
        Step(task=Text("Move the whole stack on f, white discs and all, two fields on.",
                       "Zieh den ganzen Stapel auf f, mit den weißen Scheiben, zwei Felder weiter."),
             right=moves("f5>h"), show="f5>h", marks=("field:f", "field:h"),
             praise=Text("White's discs travel with you. Any disc that reaches your goal counts for you.",
                         "Die weißen Scheiben fahren mit dir. Jede Scheibe, die dein Ziel erreicht, zählt für dich."),
             hints=(Text("Grab the stack on f at its lowest disc and drag it onto field h.",
                         "Greif den Stapel auf f an der untersten Scheibe und zieh ihn auf Feld h."),),
             wrong=Text("Allowed, but take the whole stack, all five discs.",
                        "Erlaubt, aber nimm den ganzen Stapel, alle fünf Scheiben."),
             refusals=(("f6>h", "too_many"),)),
    ),
)

GOAL = Lesson(
    id="exactly-home",
    title=Text("Exactly into the goal", "Genau ins Ziel"),
    text=Text("Your goal must be reached exactly. A tower that would go past it may not move, and a tower in the "
              "goal stays there — but it still counts as one of your towers.",
              "Dein Ziel muss genau erreicht werden. Ein Turm, der darüber hinaus ginge, darf nicht ziehen, und ein "
              "Turm im Ziel bleibt dort — zählt aber weiter als einer deiner Türme."),
    rules=("exact", "count"),
    position=Position("standard", 2, tuple(
        "a4>b i9>h a3>c h6>g c2>f g2>e b3>f e1>b f5>i g4>c a1>c h1>e c5>f h2>e".split())),
    steps=(
        Step(task=Text("You have four towers. Try to move your tower on field f four fields.",
                       "Du hast vier Türme. Versuch, deinen Turm auf Feld f vier Felder weit zu ziehen."),
             right=moves(), show="f1>i", refused="overshoots", marks=("field:f", "field:i"),
             praise=Text("Four fields from f would go past your goal, so that tower must wait.",
                         "Vier Felder von f aus gingen über dein Ziel hinaus, also muss dieser Turm warten."),
             hints=(Text("Drag the top disc of field f towards your goal.",
                         "Zieh die oberste Scheibe von Feld f Richtung Ziel."),)),
        Step(task=Text("Now make a move that works.", "Jetzt mach einen Zug, der geht."),
             right=matching(r"a1>e|c1>g"), show="c1>g", marks=("field:a", "field:c"),
             praise=Text("Only the towers on a and c could move four fields.",
                         "Nur die Türme auf a und c konnten vier Felder ziehen."),
             hints=(Text("Look at fields a and c.", "Schau auf die Felder a und c."),),
             refusals=(("i1>h", "from_goal"),)),
    ),
)

BLOCKED = Lesson(
    id="blocked",
    title=Text("Blocked: pass", "Blockiert: aussetzen"),
    text=Text("If you cannot move, you pass and your opponent plays on. As soon as you can move again, you do.",
              "Kannst du nicht ziehen, setzt du aus, und dein Gegner spielt weiter. Sobald du wieder ziehen kannst, "
              "ziehst du."),
    rules=("blocked",),
    position=Position("standard", 2, tuple("a8>b i7>h b4>d i2>g a1>d h7>f b4>d f1>d".split())),
    steps=(
        Step(task=Text("A white disc lies on top of all your discs: you have no tower. Pass.",
                       "Eine weiße Scheibe liegt auf allen deinen Scheiben: du hast keinen Turm. Setz aus."),
             right=moves("pass"), show="pass", marks=("pass", "field:d"),
             praise=Text("You pass; White moves on.", "Du setzt aus; Weiß zieht weiter."),
             hints=(Text("Click Pass.", "Klick auf Passen."),),
             refusals=(("d9>e", "must_pass"),),
             then=("d5>a",)),
        Step(task=Text("White took its disc away: your stack on d is a tower again. Move.",
                       "Weiß hat seine Scheibe weggenommen: dein Stapel auf d ist wieder ein Turm. Zieh."),
             right=matching(r"d\d>e"), show="d5>e", marks=("field:d", "field:e"),
             praise=Text("Blocked players come back as soon as they can move.",
                         "Blockierte Spieler sind wieder dran, sobald sie ziehen können."),
             hints=(Text("One tower: one field.", "Ein Turm: ein Feld."),)),
    ),
)

END = Lesson(
    id="the-end",
    title=Text("The end and the count", "Das Ende und die Wertung"),
    text=Text("When neither player can move, the game ends. Then the discs on each goal are counted, of every colour.",
              "Kann keiner mehr ziehen, endet das Spiel. Dann werden die Scheiben auf jedem Ziel gezählt, in jeder "
              "Farbe."),
    rules=("end",),
    position=Position("standard", 2, tuple(
        "a2>b i8>h a5>c h1>f a1>d h2>e c5>g h3>d b1>e f1>b e2>h i1>e a1>d e2>c d5>g c1>a".split())),
    steps=(
        Step(task=Text("Bring your whole tower on g, all ten discs, into your goal.",
                       "Bring deinen ganzen Turm auf g, alle zehn Scheiben, in dein Ziel."),
             right=moves("g10>i"), show="g10>i", marks=("field:g", "field:i"),
             praise=Text("Now neither of you can move: the game is over. Your goal holds 10 discs, White's only 1 — "
                         "you win 10 to 1.",
                         "Jetzt kann keiner mehr ziehen: das Spiel ist aus. Dein Ziel trägt 10 Scheiben, das von "
                         "Weiß nur 1 — du gewinnst 10 zu 1."),
             hints=(Text("Grab the stack on g at its lowest disc and drag it onto field i.",
                         "Greif den Stapel auf g an der untersten Scheibe und zieh ihn auf Feld i."),),
             wrong=Text("Allowed, but take all ten discs: every one that reaches your goal counts.",
                        "Erlaubt, aber nimm alle zehn Scheiben: jede, die dein Ziel erreicht, zählt.")),
    ),
)

GREY = Lesson(
    id="grey-discs",
    title=Text("Grey discs travel", "Graue Scheiben wandern"),
    text=Text("In this variant a whole stack may take its grey base disc along. Its field disappears, the row "
              "closes up, and the way gets shorter.",
              "In dieser Variante darf ein ganzer Stapel seine graue Grundscheibe mitnehmen. Sein Feld verschwindet, "
              "die Reihe rückt zusammen, und der Weg wird kürzer."),
    rules=("grey",),
    position=Position("grey", 2, ("a3>b", "i3>h")),
    steps=(
        Step(task=Text("Move your stack on b two fields, with its grey disc under it.",
                       "Zieh deinen Stapel auf b zwei Felder weit, mit der grauen Scheibe darunter."),
             right=moves("b3+>d"), show="b3+>d", marks=("field:b", "field:d"),
             praise=Text("Field b is gone: the row is one field shorter, for both of you.",
                         "Feld b ist weg: die Reihe ist ein Feld kürzer, für euch beide."),
             hints=(Text("Grab the stack on b at its grey disc and drag it onto field d.",
                         "Greif den Stapel auf b an der grauen Scheibe und zieh ihn auf Feld d."),),
             wrong=Text("Allowed, but take the grey disc along this time.",
                        "Erlaubt, aber nimm diesmal die graue Scheibe mit."),
             refusals=(("b2+>d", "base_needs_whole"), ("a6+>c", "red_base")),
             then=("i1>g",)),
        Step(task=Text("Count the fields as they lie now: move your tower on a two fields.",
                       "Zähl die Felder, wie sie jetzt liegen: zieh deinen Turm auf a zwei Felder weit."),
             right=matching(r"a\d>d"), show="a6>d", marks=("field:a", "field:d"),
             praise=Text("Without field b, two fields from a is d.", "Ohne Feld b sind zwei Felder von a aus d."),
             hints=(Text("Field b is gone: count c, then d.", "Feld b ist weg: zähl c, dann d."),),
             refusals=(("a1>b", "no_field"),)),
    ),
)

RED = Lesson(
    id="red-discs",
    title=Text("Red discs travel too", "Auch rote Scheiben wandern"),
    text=Text("In the hardest variant even the red end discs may go along. Your goal is always the last field of "
              "the row, whatever disc lies at its bottom.",
              "In der schwersten Variante dürfen sogar die roten Endscheiben mit. Dein Ziel ist immer das letzte Feld "
              "der Reihe, egal welche Scheibe unten liegt."),
    rules=("red",),
    position=Position("red", 2),
    steps=(
        Step(task=Text("Move all nine discs, and the red disc under them, one field on.",
                       "Zieh alle neun Scheiben mit der roten Scheibe darunter ein Feld weiter."),
             right=moves("a9+>b"), show="a9+>b", marks=("field:a", "field:b"),
             praise=Text("Field a is gone. White's goal is now field b — a grey field: the goal is always the end of "
                         "the row.",
                         "Feld a ist weg. Das Ziel von Weiß ist jetzt Feld b — ein graues Feld: das Ziel ist immer "
                         "das Ende der Reihe."),
             hints=(Text("Grab your stack at the red disc and drag it onto field b.",
                         "Greif deinen Stapel an der roten Scheibe und zieh ihn auf Feld b."),),
             wrong=Text("Allowed, but take the red disc along.", "Erlaubt, aber nimm die rote Scheibe mit.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game against an easy computer. Ask for a hint whenever you are unsure.",
              "Eine ganze Partie gegen einen leichten Computer. Frag nach einem Tipp, wann immer du unsicher bist."),
    rules=("lot",),
    first_game=FirstGame("standard", 2, "search:easy", tips=(
        Text("More towers mean longer steps — for both of you. Covering White's tower slows White down.",
             "Mehr Türme heißen längere Schritte — für euch beide. Wer einen weißen Turm zudeckt, bremst Weiß."),
        Text("Mind the end: a tower that would go past your goal has to wait.",
             "Denk an das Ende: ein Turm, der über dein Ziel hinaus ginge, muss warten."),
    )),
)

COURSE = Course(
    game="27",
    lessons=(FIRST, MORE, STACK_AND_CARRY, GOAL, BLOCKED, END, GREY, RED, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
