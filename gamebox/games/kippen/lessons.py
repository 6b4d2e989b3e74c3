"""Learn to play Kippen: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/kippen.md): a lesson's position is its deal (`deal R233w Y224a face6 in4`: the red die
at 233, a yellow one at 224, the goal, the tips), then tips like `233>332`. One player, the learner, at side
x=0; the other dice never move. Places a lesson may light: `die:<position>` (a die on the plate) and
`hollow:<position>` (an empty hollow).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, moves
from gamebox.pyramid import lattice


def places(state) -> list[str]:
    dice = [f"die:{lattice.name(p)}" for p in state.pyramid]
    return dice + [f"hollow:{lattice.name(p)}" for p in lattice.BOTTOM if p not in state.pyramid]


def puzzle(deal: str, *tips: str) -> Position:
    return Position("standard", 1, (deal, *tips))


RULES = {
    "table": Text("One red die is yours; yellow and pearl dice may lie on the plate too, and they never move.",
                  "Ein roter Würfel gehört dir; gelbe und perlmuttfarbene Würfel können auch auf der Platte "
                  "liegen, und sie bewegen sich nie."),
    "tip": Text("Tip the red die over an edge into a neighbouring empty hollow: forward-left, forward-right, left "
                "or right, never back. It is never turned in its hollow.",
                "Kipp den roten Würfel über eine Kante in eine benachbarte leere Mulde: vorn links, vorn rechts, "
                "links oder rechts, nie zurück. Gedreht wird er nie."),
    "facing": Text("The face that counts is the one toward you: a tip to the side keeps it, a forward tip changes "
                   "it.",
                   "Es zählt die Seite, die zu dir zeigt: ein Kippen zur Seite behält sie, ein Kippen nach vorn "
                   "ändert sie."),
    "goal_face": Text("A goal may be a number (4, 5 or 6) facing you, anywhere on the plate.",
                      "Ein Ziel kann eine Zahl (4, 5 oder 6) sein, die zu dir zeigt, egal wo auf der Platte."),
    "goal_hollow": Text("Or the same number facing you, with the die in a marked hollow.",
                        "Oder dieselbe Zahl zu dir, mit dem Würfel in einer markierten Mulde."),
    "goal_beat": Text("Or beating another die with yours.", "Oder mit deinem Würfel einen anderen schlagen."),
    "exact": Text("Each puzzle can be solved in exactly the tips it gives you, and not in fewer.",
                  "Jedes Rätsel ist in genau den Kippzügen lösbar, die es dir gibt, und nicht in weniger."),
    "funnel": Text("Three dice round a place above them form a funnel: the highest number shown into it beats the "
                   "lower dice of the other colours; equal highest take all three off; several funnels beat in the "
                   "order you say.",
                   "Drei Würfel um einen Platz über ihnen bilden einen Trichter: die höchste Zahl, die hineinzeigt, "
                   "schlägt die niedrigeren Würfel der anderen Farben; gleiche höchste nehmen alle drei heraus; "
                   "mehrere Trichter schlagen in der Reihenfolge, die du sagst."),
    "beaten": Text("Your red die can be beaten too: then the puzzle is lost.",
                   "Auch dein roter Würfel kann geschlagen werden: dann ist das Rätsel verloren."),
    "corner": Text("The corner opposite your side ends the puzzle at once; the goal counts if it is met there.",
                   "Die Ecke gegenüber deiner Seite beendet das Rätsel sofort; das Ziel zählt, wenn es dort "
                   "erreicht ist."),
    "end": Text("The puzzle ends when the goal is reached, the tips are used up or your die has left the plate. "
                "Solved scores 1 point, missed 0.",
                "Das Rätsel endet, wenn das Ziel erreicht ist, die Kippzüge verbraucht sind oder dein Würfel die "
                "Platte verlassen hat. Gelöst zählt 1 Punkt, verfehlt 0."),
}

NOT_TAUGHT = {
    "bad_deal": Text("The box lays out the puzzle; only a record from outside could deal a second one.",
                     "Die gamebox legt das Rätsel aus; nur eine Aufzeichnung von außen könnte ein zweites auslegen."),
    "deal_first": Text("The box lays out the puzzle before you can tip.",
                       "Die gamebox legt das Rätsel aus, bevor du kippen kannst."),
    "game_over": Text("After the end the plate takes no more tips; the page says the puzzle is over.",
                      "Nach dem Ende nimmt die Platte keine Kippzüge mehr; die Seite sagt, dass das Rätsel vorbei "
                      "ist."),
    "no_die": Text("On the board a tip always starts from your red die; it never names an empty hollow.",
                   "Auf dem Brett beginnt ein Kippen immer bei deinem roten Würfel, nie in einer leeren Mulde."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur eine Aufzeichnung von außen enthält Züge eines anderen Spiels."),
    "order": Text("When a tip closes several funnels the board asks for their order in a menu, so a tip without "
                  "one cannot be made.",
                  "Schließt ein Kippen mehrere Trichter, fragt das Brett in einem Menü nach der Reihenfolge; ohne "
                  "sie kann man nicht kippen."),
    "same": Text("A die is never turned here, so a turn that changes nothing cannot be made either.",
                 "Hier wird nie gedreht, also auch nicht so, dass sich nichts ändert."),
}

CHOOSE = Text("Drag your red die to the lit hollow, or click it and then the hollow.",
              "Zieh deinen roten Würfel in die hervorgehobene Mulde, oder klick ihn an und dann die Mulde.")

TIP = Lesson(
    id="tip",
    title=Text("Tip your die", "Deinen Würfel kippen"),
    text=Text("Your red die rolls over one of its edges into a neighbouring empty hollow: forward or to the side, "
              "never back. The other dice never move.",
              "Dein roter Würfel rollt über eine Kante in eine benachbarte leere Mulde: nach vorn oder zur Seite, "
              "nie zurück. Die anderen Würfel bewegen sich nie."),
    rules=("table", "tip"),
    position=puzzle("deal R233w Y224a face6 in4"),
    steps=(
        Step(task=Text("Tip your red die forward to the right, into the lit hollow.",
                       "Kipp deinen roten Würfel nach vorn rechts in die hervorgehobene Mulde."),
             right=moves("233>332"), show="233>332", marks=("die:233", "hollow:332"),
             praise=Text("One tip: the die rolled over its edge and lies in the next hollow.",
                         "Ein Kippzug: der Würfel ist über seine Kante gerollt und liegt in der nächsten Mulde."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but this step asks for a tip forward to the right.",
                        "Erlaubt, aber dieser Schritt will ein Kippen nach vorn rechts."),
             refusals=(("233>134", "backward"), ("233>413", "not_neighbour"), ("233>224", "occupied"),
                       ("224>314", "not_yours"), ("233~b", "only_tips"))),
        Step(task=Text("Now tip it to the side, left or right.", "Jetzt kipp ihn zur Seite, nach links oder rechts."),
             right=moves("332>341", "332>323"), show="332>341", marks=("die:332", "hollow:341", "hollow:323"),
             praise=Text("Forward and sideways: that is all a die can do. Back toward you is never allowed.",
                         "Nach vorn und zur Seite: mehr kann ein Würfel nicht. Zurück zu dir geht nie."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip it to the side this time.", "Erlaubt, aber kipp ihn diesmal zur Seite."),
             refusals=(("332>233", "backward"),)),
    ),
)

FACING = Lesson(
    id="facing-you",
    title=Text("What faces you", "Was zu dir zeigt"),
    text=Text("A die on the plate stands on a corner, so it has no top: the number that counts is the one facing "
              "you, the one you see. A tip to the side keeps it; a tip forward changes it.",
              "Ein Würfel auf der Platte steht auf einer Ecke, er hat also keine Oberseite: es zählt die Zahl, die "
              "zu dir zeigt, die du siehst. Ein Kippen zur Seite behält sie, ein Kippen nach vorn ändert sie."),
    rules=("facing",),
    position=puzzle("deal R233w face6 in3"),
    steps=(
        Step(task=Text("Your die shows 1 toward you. Tip it to the left and watch that face.",
                       "Dein Würfel zeigt die 1 zu dir. Kipp ihn nach links und schau auf diese Seite."),
             right=moves("233>224"), show="233>224", marks=("die:233", "hollow:224"),
             praise=Text("Still 1: the die rolled past you, and the face toward you stayed.",
                         "Noch immer die 1: der Würfel ist an dir vorbeigerollt, die Seite zu dir blieb."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip it to the left, into the lit hollow.",
                        "Erlaubt, aber kipp ihn nach links in die hervorgehobene Mulde.")),
        Step(task=Text("Now tip it forward to the left and watch again.",
                       "Jetzt kipp ihn nach vorn links und schau wieder hin."),
             right=moves("224>314"), show="224>314", marks=("die:224", "hollow:314"),
             praise=Text("Now 5 faces you: only a forward tip brings another number to you.",
                         "Jetzt zeigt die 5 zu dir: nur ein Kippen nach vorn bringt dir eine andere Zahl."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip it forward to the left.", "Erlaubt, aber kipp ihn nach vorn links.")),
    ),
)

GOAL = Lesson(
    id="goal-face",
    title=Text("Reach the goal", "Das Ziel erreichen"),
    text=Text("The goal stands above the board: here, a 6 facing you, in 2 tips. Every puzzle can be solved in "
              "exactly its tips, so plan them all before the first.",
              "Das Ziel steht über dem Brett: hier eine 6 zu dir, in 2 Kippzügen. Jedes Rätsel ist in genau seinen "
              "Kippzügen lösbar, also plan alle vor dem ersten."),
    rules=("goal_face", "exact"),
    position=puzzle("deal R233w face6 in2"),
    steps=(
        Step(task=Text("Two tips for a 6. A sideways tip would waste one: tip forward, left or right.",
                       "Zwei Kippzüge für eine 6. Zur Seite wäre einer verschenkt: kipp nach vorn, links oder rechts."),
             right=moves("233>323", "233>332"), show="233>332", marks=("die:233", "hollow:323", "hollow:332"),
             praise=Text("A new number faces you, and one tip is left to bring the 6.",
                         "Eine neue Zahl zeigt zu dir, und ein Kippzug bleibt für die 6."),
             hints=(Text("Only forward tips change the face toward you.",
                         "Nur Kippzüge nach vorn ändern die Seite zu dir."), CHOOSE),
             wrong=Text("Allowed, but a sideways tip keeps the 1: one tip could not bring the 6 then.",
                        "Erlaubt, aber zur Seite bleibt die 1: ein Kippzug brächte dann keine 6 mehr.")),
        Step(task=Text("The last tip: bring the 6 to you.", "Der letzte Kippzug: bring dir die 6."),
             right=moves("323>413", "332>431"), show="332>431",
             marks=("hollow:413", "hollow:431"),
             praise=Text("6 faces you with the last tip: solved.", "Die 6 zeigt zu dir, mit dem letzten Kippzug: gelöst."),
             hints=(Text("One of the two forward tips turns the 6 toward you.",
                         "Einer der beiden Kippzüge nach vorn dreht die 6 zu dir."), CHOOSE),
             wrong=Text("Allowed, but that does not bring the 6, and it was your last tip.",
                        "Erlaubt, aber das bringt keine 6, und es war dein letzter Kippzug.")),
    ),
)

HOLLOW = Lesson(
    id="goal-hollow",
    title=Text("The marked hollow", "Die markierte Mulde"),
    text=Text("Some goals name a hollow too: the number must face you with the die lying there.",
              "Manche Ziele nennen auch eine Mulde: die Zahl muss zu dir zeigen, während der Würfel dort liegt."),
    rules=("goal_hollow",),
    position=puzzle("deal R233w face6@431 in2"),
    steps=(
        Step(task=Text("A 6 facing you in the marked hollow, in 2 tips. Choose the first tip with the hollow in "
                       "mind.",
                       "Eine 6 zu dir in der markierten Mulde, in 2 Kippzügen. Wähl den ersten Kippzug mit Blick auf "
                       "die Mulde."),
             right=moves("233>332"), show="233>332", marks=("die:233", "hollow:332", "hollow:431"),
             praise=Text("From here the marked hollow is one tip away.", "Von hier ist die markierte Mulde einen "
                         "Kippzug entfernt."),
             hints=(Text("The marked hollow lies forward on the right.", "Die markierte Mulde liegt vorn rechts."),
                    CHOOSE),
             wrong=Text("Allowed, but from there the marked hollow is out of reach in one tip.",
                        "Erlaubt, aber von dort ist die markierte Mulde mit einem Kippzug nicht zu erreichen.")),
        Step(task=Text("Tip into the marked hollow.", "Kipp in die markierte Mulde."),
             right=moves("332>431"), show="332>431", marks=("die:332", "hollow:431"),
             praise=Text("The 6 faces you in the marked hollow: solved.",
                         "Die 6 zeigt zu dir, in der markierten Mulde: gelöst."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but the goal is the marked hollow.", "Erlaubt, aber das Ziel ist die markierte "
                        "Mulde.")),
    ),
)

BEAT = Lesson(
    id="beat",
    title=Text("Beat a die", "Einen Würfel schlagen"),
    text=Text("When your tip brings three dice round one place, they form a funnel and each shows it a number: "
              "the highest beats the lower dice of the other colours.",
              "Bringt dein Kippen drei Würfel um einen Platz zusammen, bilden sie einen Trichter, und jeder zeigt "
              "ihm eine Zahl: die höchste schlägt die niedrigeren Würfel der anderen Farben."),
    rules=("goal_beat", "funnel"),
    position=puzzle("deal R260j Y530k P341e P431g beat in3", "260>251", "251>350"),
    steps=(
        Step(task=Text("The goal: beat another die. Tip forward to the left, between the pearl and the yellow die.",
                       "Das Ziel: einen anderen Würfel schlagen. Kipp nach vorn links, zwischen den "
                       "perlmuttfarbenen und den gelben Würfel."),
             right=moves("350>440"), show="350>440", marks=("die:350", "hollow:440", "die:431", "die:530"),
             praise=Text("Your 5 is the highest in the funnel, over yellow's 4 and pearl's 1: it beats both. Solved.",
                         "Deine 5 ist die höchste im Trichter, über Gelbs 4 und Perlmutts 1: sie schlägt beide. "
                         "Gelöst."),
             hints=(Text("The lit hollow lies beside two dice: tipped there, yours closes a funnel with them.",
                         "Die hervorgehobene Mulde liegt neben zwei Würfeln: dorthin gekippt, schließt deiner mit "
                         "ihnen einen Trichter."), CHOOSE),
             wrong=Text("Allowed, but this closes no funnel: tip between the two lit dice.",
                        "Erlaubt, aber das schließt keinen Trichter: kipp zwischen die zwei hervorgehobenen Würfel.")),
    ),
)

BEATEN = Lesson(
    id="beaten",
    title=Text("Your die can be beaten", "Dein Würfel kann geschlagen werden"),
    text=Text("A funnel beats your red die too if another shows more: then your die leaves the plate and the "
              "puzzle is lost. Look at every funnel before you tip.",
              "Ein Trichter schlägt auch deinen roten Würfel, wenn ein anderer mehr zeigt: dann verlässt er die "
              "Platte, und das Rätsel ist verloren. Schau dir jeden Trichter an, bevor du kippst."),
    rules=("beaten",),
    position=puzzle("deal R116m P134r Y260l P224w Y314g beat in3"),
    steps=(
        Step(task=Text("Beat a die. Forward to the right closes a funnel with a yellow 5 — tip to the right "
                       "instead.",
                       "Schlag einen Würfel. Nach vorn rechts schließt einen Trichter mit einer gelben 5 — kipp "
                       "stattdessen nach rechts."),
             right=moves("116>125"), show="116>125", marks=("die:116", "hollow:125", "hollow:215"),
             praise=Text("Your 6 is the highest there and beats two pearl dice. Forward to the right, the yellow 5 "
                         "would have beaten your 3.",
                         "Deine 6 ist dort die höchste und schlägt zwei perlmuttfarbene Würfel. Nach vorn rechts hätte die gelbe 5 "
                         "deine 3 geschlagen."),
             hints=(Text("Count what each die shows into a funnel before you close it.",
                         "Zähl, was jeder Würfel in einen Trichter zeigt, bevor du ihn schließt."), CHOOSE),
             wrong=Text("Allowed, but not the tip that beats safely: look to the right.",
                        "Erlaubt, aber nicht das Kippen, das sicher schlägt: schau nach rechts.")),
    ),
)

CORNER = Lesson(
    id="corner-and-end",
    title=Text("The corner and the end", "Die Ecke und das Ende"),
    text=Text("The corner opposite your side ends the puzzle at once. A puzzle also ends when its goal is met, its "
              "tips are used up or your die is gone: solved scores 1 point, missed 0.",
              "Die Ecke gegenüber deiner Seite beendet das Rätsel sofort. Es endet auch, wenn das Ziel erreicht, "
              "die Kippzüge verbraucht oder dein Würfel fort ist: gelöst zählt 1 Punkt, verfehlt 0."),
    rules=("corner", "end"),
    position=puzzle("deal R701g face6 in3"),
    steps=(
        Step(task=Text("A 6 facing you. Tip your die forward into the corner.",
                       "Eine 6 zu dir. Kipp deinen Würfel nach vorn in die Ecke."),
             right=moves("701>800"), show="701>800", marks=("die:701", "hollow:800"),
             praise=Text("The corner ends the puzzle, and the 6 faces you there: solved, 1 point. With another "
                         "number it would have ended unsolved.",
                         "Die Ecke beendet das Rätsel, und dort zeigt die 6 zu dir: gelöst, 1 Punkt. Mit einer "
                         "anderen Zahl wäre es ungelöst zu Ende gewesen."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but a sideways tip keeps the 5: tip into the corner.",
                        "Erlaubt, aber zur Seite bleibt die 5: kipp in die Ecke.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("One of the box's puzzles, dealt at random, for you alone. Ask for a hint whenever you are unsure.",
              "Eines der Rätsel der gamebox, zufällig ausgelegt, nur für dich. Frag nach einem Tipp, wann immer du "
              "unsicher bist."),
    first_game=FirstGame("standard", 1, tips=(
        Text("Count the forward tips you need: only they change the number facing you.",
             "Zähl die Kippzüge nach vorn, die du brauchst: nur sie ändern die Zahl zu dir."),
        Text("Before closing a funnel, compare what each die shows into it.",
             "Bevor du einen Trichter schließt, vergleich, was jeder Würfel hineinzeigt."),
    )),
)

COURSE = Course(
    game="kippen",
    lessons=(TIP, FACING, GOAL, HOLLOW, BEAT, BEATEN, CORNER, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
