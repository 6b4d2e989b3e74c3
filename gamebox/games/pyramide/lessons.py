"""Learn to handle the dice pyramid: the course of Würfelpyramide frei (docs/lessons.md has its coverage table).

The sandbox has no winner, so its course teaches what every pyramid game needs: the plate and its hollows,
funnels, the dice in the box, free dice, turning, tipping and pulling; it ends with a free build of one's own
instead of a game against the computer. Moves (docs/notation/pyramide.md): `+Ra800` puts a red die in
orientation a at 800, `-700` takes the die at 700, `700~b` turns it, `602>611` tips, `v107` pulls. A lesson's
position is the empty plate and the dice put on it (orientation a: the lesson always looks the same); a die
the learner puts down lands as a hand puts it, so its task accepts any orientation. Places a lesson may light:
`die:<position>`, `hollow:<position>` (an empty hollow of the plate), `funnel:<position>` (an empty place on
three dice), `tool:<take|turn|tip|pull|place>` and `colour:<red|yellow|pearl|turquoise>` (the tool bar).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves
from gamebox.pyramid import lattice

TOOLS = ("place", "take", "turn", "tip", "pull")
COLOURS = ("red", "yellow", "pearl", "turquoise")


def places(state) -> list[str]:
    p = state.pyramid
    dice = [f"die:{lattice.name(q)}" for q in p]
    empty = [q for q in p.funnels()]
    hollows = [f"hollow:{lattice.name(q)}" for q in empty if lattice.layer(q) == 0]
    funnels = [f"funnel:{lattice.name(q)}" for q in empty if lattice.layer(q) > 0]
    return dice + hollows + funnels + [f"tool:{t}" for t in TOOLS] + [f"colour:{c}" for c in COLOURS]


def built(*dice: str) -> Position:
    """The empty plate with these dice put on it."""
    return Position("empty", 1, dice)


# The box's deal of the full pyramid (colour and orientation letter per position): one fixed one, so the
# lesson always looks the same.
FULL = (
    "RtPfPlRjPcPfRfPiRqPfYvYiPuYwRjPoRwPkYpPpPdRaRjRmRkYnRgRiPdPiYxPqYgYtPnRaPhRaPmPePbYxRfPoYwRqRvPnYrYh"
    "PuYwYqRoPhRqPuYaPmYvYsRkYvYuRnRbRxYjYeRgYbRjPcYcRjYjYxYfYnRsRiPePaRrRbYsRgRsYoPfRwRtYqRbYmRgYlYdYgRs"
    "RvPnYsYgRpYdYvPmRjYqRpPaPkYtYmRjRaYfPgYkPsYePkPnPgRiPvPdPmPrYlYvPrPpYrPhYcYxPbRcPeRfRfPrYgRiYkYtPqRi"
    "PlYkRkPdRjRhYtPwPpPeRsYrRdPkRb"
)

# And of the one layer of pearl dice.
LAYER = (
    "PvPhPoPjPaPnPrPuPdPfPuPxPjPdPxPkPxPwPqPnPqPvPgPjPjPsPpPqPmPsPbPpPhPxPmPnPvPfPlPrPwPvPxPlPc"
)


RULES = {
    "plate": Text("The base plate has 45 hollows; a die put into one stands on a corner.",
                  "Die Grundplatte hat 45 Mulden; ein Würfel darin steht auf einer Ecke."),
    "funnel": Text("A die only goes into a funnel: an empty hollow of the plate, or a dip between three dice "
                   "that touch along their edges.",
                   "Ein Würfel kommt nur in einen Trichter: eine leere Mulde der Platte oder eine Vertiefung "
                   "zwischen drei Würfeln, die sich an den Kanten berühren."),
    "layers": Text("Layer on layer the pyramid rises to a single die at the top.",
                   "Lage um Lage wächst die Pyramide bis zu einem einzigen Würfel an der Spitze."),
    "box": Text("The box holds 55 red, 55 yellow and 55 pearl dice and a single turquoise one; a colour used up "
                "cannot be placed.",
                "Die Schachtel enthält 55 rote, 55 gelbe und 55 perlmuttfarbene Würfel und einen einzigen "
                "türkisen; eine aufgebrauchte Farbe kann man nicht setzen."),
    "free": Text("A free die carries no other die; only a free die can be taken away or turned.",
                 "Ein frei liegender Würfel trägt keinen anderen; nur ihn kann man wegnehmen oder drehen."),
    "turn": Text("Turning a free die shows other faces: up, into the funnels and toward each side.",
                 "Wer einen frei liegenden Würfel dreht, zeigt andere Seiten: nach oben, in die Trichter und zu "
                 "jeder Seite."),
    "sides": Text("The pyramid has three sides; each player sees another face of the same die, and the view "
                  "can be turned to any side or seen from above.",
                  "Die Pyramide hat drei Seiten; jeder Spieler sieht eine andere Seite desselben Würfels, und die "
                  "Ansicht lässt sich zu jeder Seite oder nach oben drehen."),
    "tip": Text("A free die on the plate tips over an edge into a neighbouring empty hollow, and other pips come "
                "up.",
                "Ein frei liegender Würfel auf der Platte kippt über eine Kante in eine benachbarte leere Mulde, "
                "und andere Augen kommen nach oben."),
    "pull": Text("A bottom die with at least two uncovered upper faces can be pulled out; the row lying on it "
                 "slides down one step.",
                 "Ein Würfel der untersten Lage mit mindestens zwei unbedeckten oberen Seiten lässt sich "
                 "herausziehen; die Reihe darauf rutscht eine Stufe nach."),
    "free-play": Text("Nobody wins: start from the empty plate, a full pyramid or one layer, build and take "
                      "apart as you like, and put the pyramid away when you are done.",
                      "Niemand gewinnt: beginne mit der leeren Platte, einer vollen Pyramide oder einer Lage, "
                      "bau auf und ab, wie du willst, und räum die Pyramide weg, wenn du fertig bist."),
}

NOT_TAUGHT = {
    "bad_deal": Text("The box sets out the full pyramid or the layer itself; only a record from outside could "
                     "name another.",
                     "Die gamebox baut die volle Pyramide oder die Lage selbst auf; nur eine Aufzeichnung von "
                     "außen könnte eine andere nennen."),
    "deal_first": Text("The box sets out the dice before you can touch them.",
                       "Die gamebox baut die Würfel auf, bevor du sie anfassen kannst."),
    "dealt": Text("The dice are set out once, by the box; only a record from outside could set them out again.",
                  "Die Würfel werden einmal aufgebaut, von der gamebox; nur eine Aufzeichnung von außen könnte sie "
                  "noch einmal aufbauen."),
    "over": Text("After Put away the board takes no more moves; Undo brings the pyramid back.",
                 "Nach „Wegräumen“ nimmt das Brett keine Züge mehr; Rückgängig holt die Pyramide zurück."),
}

PLACE = Text("Click a colour above the board, then the lit place.",
             "Klick oben eine Farbe an, dann die hervorgehobene Stelle.")

PLATE = Lesson(
    id="plate",
    title=Text("The plate and its hollows", "Die Platte und ihre Mulden"),
    text=Text("The pyramid stands on a plate with 45 hollows. A die put into a hollow stands on one of its "
              "corners.",
              "Die Pyramide steht auf einer Platte mit 45 Mulden. Ein Würfel in einer Mulde steht auf einer "
              "seiner Ecken."),
    rules=("plate",),
    position=built(),
    steps=(
        Step(task=Text("Put a die into the lit corner hollow.", "Setz einen Würfel in die hervorgehobene Eckmulde."),
             right=matching(r"\+[RYP].800"), show="+Ra800", marks=("hollow:800", "colour:red"),
             praise=Text("It stands on a corner in its hollow, as every die of the pyramid does.",
                         "Er steht auf einer Ecke in seiner Mulde, wie jeder Würfel der Pyramide."),
             hints=(PLACE,),
             wrong=Text("Allowed, but this step asks for the lit corner hollow.",
                        "Erlaubt, aber dieser Schritt will die hervorgehobene Eckmulde."),
             refusals=(("+Ra700", "not_funnel"),)),
        Step(task=Text("Now put a die into one of the two hollows beside it.",
                       "Jetzt setz einen Würfel in eine der beiden Mulden daneben."),
             right=matching(r"\+[RYP].(710|701)"), show="+Ya710", marks=("hollow:710", "hollow:701"),
             praise=Text("Neighbouring dice touch along an edge: that is how the pyramid fits together.",
                         "Benachbarte Würfel berühren sich an einer Kante: so fügt sich die Pyramide zusammen."),
             hints=(PLACE,),
             wrong=Text("Allowed, but put it next to the first die.",
                        "Erlaubt, aber setz ihn neben den ersten Würfel.")),
    ),
)

FUNNEL = Lesson(
    id="funnel",
    title=Text("Three dice make a funnel", "Drei Würfel bilden einen Trichter"),
    text=Text("Three dice touching along their edges leave a dip between them, a funnel; a die placed there lies "
              "on all three. Nowhere else does a die stay put: layer on layer the pyramid rises to one die at the "
              "top.",
              "Drei Würfel, die sich an den Kanten berühren, lassen zwischen sich eine Vertiefung, einen Trichter; "
              "ein Würfel darin liegt auf allen dreien. Nirgends sonst bleibt ein Würfel liegen: Lage um Lage "
              "wächst die Pyramide bis zu einem Würfel an der Spitze."),
    rules=("funnel", "layers"),
    position=built("+Ra800", "+Ya710", "+Pa701"),
    steps=(
        Step(task=Text("Put a die into the funnel on the three dice.",
                       "Setz einen Würfel in den Trichter auf den drei Würfeln."),
             right=matching(r"\+[RYP].700"), show="+Pa700",
             marks=("funnel:700", "die:800", "die:710", "die:701"),
             praise=Text("It rests on three dice at once: the first die of the second layer.",
                         "Er liegt auf drei Würfeln zugleich: der erste Würfel der zweiten Lage."),
             hints=(PLACE, Text("The funnel is the dip the three dice leave between them.",
                                "Der Trichter ist die Vertiefung, die die drei Würfel zwischen sich lassen.")),
             wrong=Text("Allowed, but this step asks for the funnel on the three dice.",
                        "Erlaubt, aber dieser Schritt will den Trichter auf den drei Würfeln."),
             refusals=(("+Ra610", "not_funnel"),)),
    ),
)

BOX = Lesson(
    id="colours",
    title=Text("The dice in the box", "Die Würfel in der Schachtel"),
    text=Text("The box holds 55 red, 55 yellow and 55 pearl dice and one turquoise die. The numbers on the colour "
              "buttons say how many are left.",
              "Die Schachtel enthält 55 rote, 55 gelbe und 55 perlmuttfarbene Würfel und einen türkisen. Die "
              "Zahlen auf den Farbknöpfen sagen, wie viele noch übrig sind."),
    rules=("box",),
    position=built(),
    steps=(
        Step(task=Text("Put the turquoise die into any hollow.", "Setz den türkisen Würfel in eine beliebige Mulde."),
             right=matching(r"\+T.\d{3}"), show="+Ta800", marks=("colour:turquoise",),
             praise=Text("That was the only turquoise die: its button now shows 0.",
                         "Das war der einzige türkise Würfel: sein Knopf zeigt jetzt 0."),
             hints=(Text("Click the turquoise button, then a hollow.",
                         "Klick den türkisen Knopf an, dann eine Mulde."),),
             wrong=Text("Allowed, but this step asks for the turquoise die.",
                        "Erlaubt, aber dieser Schritt will den türkisen Würfel.")),
        Step(task=Text("Try to put a second turquoise die beside it.",
                       "Versuch, einen zweiten türkisen Würfel daneben zu setzen."),
             right=moves(), show="+Ta710", refused="none_left", marks=("colour:turquoise", "hollow:710"),
             praise=Text("There is none: a colour used up cannot be placed. Red, yellow and pearl last much longer.",
                         "Es gibt keinen: eine aufgebrauchte Farbe kann man nicht setzen. Rot, Gelb und Perlmutt "
                         "reichen viel länger."),
             hints=(Text("The turquoise button shows how many are left.",
                         "Der türkise Knopf zeigt, wie viele noch übrig sind."),),
             wrong=Text("Allowed, but try the turquoise die once more.",
                        "Erlaubt, aber versuch es noch einmal mit dem türkisen Würfel.")),
    ),
)

TAKE = Text("Choose Take, then click the die.", "Wähl „Nehmen“, dann klick den Würfel an.")

FREE = Lesson(
    id="free-dice",
    title=Text("Only a free die comes away", "Nur ein freier Würfel kommt weg"),
    text=Text("A die is free when no other die rests on it. Only a free die can be taken back into the box: in a "
              "full pyramid, only the one at the top.",
              "Ein Würfel liegt frei, wenn kein anderer auf ihm ruht. Nur ihn kann man in die Schachtel "
              "zurücknehmen: in einer vollen Pyramide nur den an der Spitze."),
    rules=("free", "layers"),
    position=Position("full", 1, ("deal:" + "".join(FULL),)),
    steps=(
        Step(task=Text("Try to take the lit die in the corner of the plate.",
                       "Versuch, den hervorgehobenen Würfel in der Ecke der Platte wegzunehmen."),
             right=moves(), show="-800", refused="not_free", marks=("die:800", "tool:take"),
             praise=Text("Dice rest on it, so it cannot come away.",
                         "Auf ihm ruhen Würfel, also kann er nicht weg."),
             hints=(TAKE,),
             wrong=Text("Allowed, but try the lit corner die first.",
                        "Erlaubt, aber versuch es zuerst mit dem hervorgehobenen Eckwürfel.")),
        Step(task=Text("Take the free die: the one at the top.", "Nimm den freien Würfel weg: den an der Spitze."),
             right=moves("-000"), show="-000", marks=("die:000", "tool:take"),
             praise=Text("Nothing rested on it, so it came away alone.",
                         "Nichts ruhte auf ihm, also kam er allein weg."),
             hints=(TAKE,),
             wrong=Text("Allowed, but this step asks you to take the die at the top.",
                        "Erlaubt, aber dieser Schritt will, dass du den Würfel an der Spitze wegnimmst."),
             refusals=(("-100", "not_free"),)),
        Step(task=Text("Now three dice lie free: take one of them.",
                       "Jetzt liegen drei Würfel frei: nimm einen davon weg."),
             right=matching(r"-(100|010|001)"), show="-100", marks=("die:100", "die:010", "die:001", "tool:take"),
             praise=Text("Take a pyramid apart from the top, and die after die becomes free.",
                         "Bau eine Pyramide von oben ab, und Würfel um Würfel wird frei."),
             hints=(TAKE,),
             wrong=Text("Allowed, but take one of the three lit dice.",
                        "Erlaubt, aber nimm einen der drei hervorgehobenen Würfel."),
             refusals=(("-000", "no_die"),)),
    ),
)

TURN = Lesson(
    id="turn",
    title=Text("Turn a die", "Einen Würfel drehen"),
    text=Text("Which face points up, into a funnel or toward you matters in every game. Click a face of a free "
              "die with Turn, and it turns a quarter around that face. Turn the view to another side or look "
              "from above to see its other faces: each side sees another face of the same die.",
              "Welche Seite nach oben, in einen Trichter oder zu dir zeigt, zählt in jedem Spiel. Klick mit "
              "„Drehen“ eine Seite eines freien Würfels an, und er dreht sich um eine Vierteldrehung um diese "
              "Seite. Dreh die Ansicht zu einer anderen Seite oder schau von oben, um seine anderen Seiten zu "
              "sehen: jede Seite sieht eine andere Seite desselben Würfels."),
    rules=("turn", "sides"),
    position=Position("layer", 1, ("deal:" + "".join(LAYER),)),
    steps=(
        Step(task=Text("One layer of pearl dice, all of them free. Turn the lit die in the middle.",
                       "Eine Lage perlmuttfarbener Würfel, alle frei. Dreh den hervorgehobenen Würfel in der Mitte."),
             right=matching(r"404~."), show="404~d", marks=("die:404", "tool:turn"),
             praise=Text("Other pips now face up and toward you; the die stayed in its hollow.",
                         "Jetzt zeigen andere Augen nach oben und zu dir; der Würfel blieb in seiner Mulde."),
             hints=(Text("Choose Turn, then click a face of the lit die.",
                         "Wähl „Drehen“, dann klick eine Seite des hervorgehobenen Würfels an."),),
             wrong=Text("Allowed, but this step asks you to turn the lit die.",
                        "Erlaubt, aber dieser Schritt will, dass du den hervorgehobenen Würfel drehst.")),
    ),
)

TIP = Lesson(
    id="tip",
    title=Text("Tip a die", "Einen Würfel kippen"),
    text=Text("A free die on the plate can tip over one of its edges into a neighbouring empty hollow. It rolls a "
              "quarter turn, so other pips come up.",
              "Ein freier Würfel auf der Platte kann über eine seiner Kanten in eine benachbarte leere Mulde "
              "kippen. Er rollt eine Vierteldrehung, also kommen andere Augen nach oben."),
    rules=("tip",),
    position=built("+Ra800", "+Ya710", "+Pa701", "+Ya700", "+Ra602"),
    steps=(
        Step(task=Text("Tip the lone red die into one of the lit hollows.",
                       "Kipp den einzelnen roten Würfel in eine der hervorgehobenen Mulden."),
             right=matching(r"602>(512|611|503)"), show="602>611",
             marks=("die:602", "hollow:512", "hollow:611", "hollow:503", "tool:tip"),
             praise=Text("It rolled over an edge: it lies in the next hollow and shows other pips.",
                         "Er ist über eine Kante gerollt: er liegt in der nächsten Mulde und zeigt andere Augen."),
             hints=(Text("Choose Tip, click the red die, then the hollow.",
                         "Wähl „Kippen“, klick den roten Würfel an, dann die Mulde."),),
             wrong=Text("Allowed, but this step asks you to tip the lone red die.",
                        "Erlaubt, aber dieser Schritt will, dass du den einzelnen roten Würfel kippst."),
             refusals=(("602>701", "occupied"), ("602>404", "not_neighbour"), ("700>600", "not_on_plate"),
                       ("800>611", "not_free"))),
    ),
)

PULL = Lesson(
    id="pull",
    title=Text("Pull a die out", "Einen Würfel herausziehen"),
    text=Text("A bottom die with at least two uncovered upper faces can be pulled out sideways; the row of dice "
              "lying on it slides one step down.",
              "Ein Würfel der untersten Lage mit mindestens zwei unbedeckten oberen Seiten lässt sich seitlich "
              "herausziehen; die Reihe Würfel darauf rutscht eine Stufe nach."),
    rules=("pull",),
    position=built("+Ra116", "+Ya206", "+Pa107", "+Ra026", "+Ya017", "+Pa106", "+Ra016"),
    steps=(
        Step(task=Text("Try to pull the red die in the middle, under two dice.",
                       "Versuch, den roten Würfel in der Mitte unter zwei Würfeln herauszuziehen."),
             right=moves(), show="v116", refused="not_pullable", marks=("die:116", "tool:pull"),
             praise=Text("Two dice cover its upper faces: it is held fast.",
                         "Zwei Würfel bedecken seine oberen Seiten: er sitzt fest."),
             hints=(Text("Choose Pull, then click the red die in the middle.",
                         "Wähl „Herausziehen“, dann klick den roten Würfel in der Mitte an."),),
             wrong=Text("Allowed, but try the red die in the middle first.",
                        "Erlaubt, aber versuch es zuerst mit dem roten Würfel in der Mitte.")),
        Step(task=Text("Pull the lit pearl die out.", "Zieh den hervorgehobenen perlmuttfarbenen Würfel heraus."),
             right=moves("v107"), show="v107", marks=("die:107", "die:106", "tool:pull"),
             praise=Text("The pearl die above it slid down into its place, and a new funnel opened above.",
                         "Der perlmuttfarbene Würfel darüber ist an seinen Platz gerutscht, und darüber öffnete "
                         "sich ein neuer Trichter."),
             hints=(Text("Choose Pull, then click the pearl die on the plate.",
                         "Wähl „Herausziehen“, dann klick den perlmuttfarbenen Würfel auf der Platte an."),),
             wrong=Text("Allowed, but this step asks you to pull the lit die.",
                        "Erlaubt, aber dieser Schritt will, dass du den hervorgehobenen Würfel herausziehst.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("Free play: the sandbox has no winner, so your first game is a build of your own on the empty "
              "plate. Ask for a hint whenever you want an idea.",
              "Freies Spiel: der Sandkasten kennt keinen Sieger, also ist deine erste Partie ein eigener Bau auf "
              "der leeren Platte. Frag nach einem Tipp, wann immer du eine Idee willst."),
    rules=("free-play",),
    first_game=FirstGame("empty", 1, tips=(
        Text("Fill a row of hollows first: every three neighbours open a funnel for the next layer.",
             "Füll zuerst eine Reihe Mulden: je drei Nachbarn öffnen einen Trichter für die nächste Lage."),
        Text("Put away ends the session; Undo brings the pyramid back.",
             "„Wegräumen“ beendet die Sitzung; Rückgängig holt die Pyramide zurück."),
    )),
)

COURSE = Course(
    game="pyramide",
    lessons=(PLATE, FUNNEL, BOX, FREE, TURN, TIP, PULL, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
