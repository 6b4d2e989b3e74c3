"""Learn to play Cui bono?: the course (docs/lessons.md has its coverage table).

Every lesson starts from the same pyramid (`DEAL`, the record's first move, a chance outcome like any
deal); its moves are `v008` pull the bottom die at 008, `000` put the pulled die into the funnel 000,
`keep` (docs/notation/cuibono.md). Two players; the learner is the first. Places a lesson may light:
`die:<position>` (a die of the pyramid), `funnel:<position>` (an empty funnel) and `keep` (the button).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, moves
from gamebox.pyramid import lattice

# The pyramid of every lesson: 55 red, 55 yellow, 55 pearl dice (R, Y, P) with their orientations, in lattice
# order (`gamebox.pyramid.setups.deal_code` with random.Random(2), chosen for what its first turns show).
DEAL = ("deal:"
        "YiPmRtRwPeRpYhRcYvPvRkYdRaYoYeRqRsRmRpPqYkRePkYiYiYtYnRuYaYwRrRePvRbPiYbReYfPfPdRoRuPhRqRwPbRhRhRwPoYc"
        "PiRcRsYhYtRtRwPlRiRvYnYiRqPaPePbPmYnRfYdRqPxYcPhYdRdRaYfPhPdPgRaRqPvYoPoYjPrPuYmYgYvPgPxYnRnYqRaPsPs"
        "PbPnYqRsYfRdPvPpPlYaPqPdPtYlYjRwYlYjPaPvYnYdPdRjPgYvRaRoYbPnRuYpYoRgRsPtYcYaYjPaYlRjPxYcPhPpPgYdPsYl"
        "PmRwPoRePlRmPdYiYdRdYcRtRkRu")


def places(state) -> list[str]:
    dice = [f"die:{lattice.name(p)}" for p in state.pyramid]
    return dice + [f"funnel:{lattice.name(p)}" for p in state.pyramid.funnels()] + ["keep"]


def after(line: str) -> tuple[str, ...]:
    """The deal and then a line of moves."""
    return (DEAL, *line.split())


RULES = {
    "goal": Text("Pull dice out of the bottom of the pyramid; put them back if you can, else keep them. Kept dice "
                 "cost minus points; the fewest win.",
                 "Zieh Würfel unten aus der Pyramide; leg sie zurück, wenn du kannst, sonst behalte sie. Behaltene "
                 "Würfel kosten Minuspunkte; die wenigsten gewinnen."),
    "setup": Text("A full pyramid of red, yellow and pearl dice, colours and pips at random.",
                  "Eine volle Pyramide aus roten, gelben und perlmuttfarbenen Würfeln, Farben und Augen zufällig."),
    "turn": Text("On your turn you pull one die, then put it back or keep it; then the next player.",
                 "Wer dran ist, zieht einen Würfel heraus, legt ihn zurück oder behält ihn; dann der Nächste."),
    "pull": Text("Pull only a die of the bottom layer with at least two free sides; at first only the corners "
                 "have them.",
                 "Zieh nur einen Würfel der untersten Lage mit mindestens zwei freien Seiten; anfangs haben das "
                 "nur die Ecken."),
    "slide": Text("The dice above slide down, and a new funnel opens at the top of their row.",
                  "Die Würfel darüber rutschen nach, und oben in ihrer Reihe entsteht ein neuer Trichter."),
    "put-colours": Text("A die goes back into a funnel of all three colours, or of one colour other than the die's.",
                        "Ein Würfel darf zurück in einen Trichter aus allen drei Farben oder aus einer Farbe, die "
                        "nicht die des Würfels ist."),
    "put-edge": Text("It may not end an edge so that the edge is one colour all the way from the plate.",
                     "Er darf keine Kante so abschließen, dass sie von der Platte an ganz einfarbig ist."),
    "plate": Text("Never into an empty funnel of the plate.", "Nie in einen leeren Trichter der Grundplatte."),
    "keep": Text("A die that cannot go back is kept, in front of you; only in the same turn may it go back.",
                 "Ein Würfel, der nicht zurück kann, wird behalten, vor dir; nur im selben Zug darf er zurück."),
    "end": Text("The game ends when a player keeps his 10th die (with five or six players: his 7th).",
                "Das Spiel endet, wenn ein Spieler seinen 10. Würfel behält (mit fünf oder sechs Spielern: den 7.)."),
    "score": Text("Kept dice count minus points by colour; the fewest win, and on a tie the fewer dice.",
                  "Behaltene Würfel zählen Minuspunkte nach Farbe; die wenigsten gewinnen, bei Gleichstand die "
                  "wenigeren Würfel."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the pyramid takes no more moves; the page says the game is over.",
                      "Nach dem Ende nimmt die Pyramide keine Züge mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "deal_first": Text("The box builds the pyramid before anybody plays.",
                       "Die gamebox baut die Pyramide auf, bevor jemand spielt."),
    "dealt": Text("The pyramid is built once, by the box.", "Die Pyramide baut die gamebox einmal auf."),
    "bad_deal": Text("Only a record from outside could hold a pyramid of wrong colours.",
                     "Nur ein Spielstand von außen könnte eine Pyramide falscher Farben enthalten."),
    "no_die": Text("A click always lands on a die or a hollow; the board never names an empty place.",
                   "Ein Klick trifft immer einen Würfel oder eine Mulde; das Brett nennt nie einen leeren Platz."),
    "repeat": Text("The box's own rule against endless games; a pyramid seen before hardly comes back in play.",
                   "Die eigene Regel der gamebox gegen endlose Spiele; eine schon gesehene Pyramide kehrt im Spiel "
                   "kaum wieder."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

PULL_HINT = Text("Click the lit die.", "Klick auf den hervorgehobenen Würfel.")
PULLED = Text("The dice above slid down, and a funnel opened at the top of their row.",
              "Die Würfel darüber sind nachgerutscht, und oben in ihrer Reihe ist ein Trichter entstanden.")

FIRST = Lesson(
    id="pull-and-put",
    title=Text("Pull a die, put it back", "Einen Würfel ziehen, zurücklegen"),
    text=Text("On your turn you pull a die from the bottom layer — one with at least two free sides — and try to "
              "put it back at the top. At first only the three corners can be pulled.",
              "Wer dran ist, zieht einen Würfel aus der untersten Lage — einen mit mindestens zwei freien Seiten — "
              "und versucht, ihn oben zurückzulegen. Anfangs lassen sich nur die drei Ecken ziehen."),
    rules=("goal", "setup", "turn", "pull", "slide"),
    position=Position("standard", 2, after("")),
    steps=(
        Step(task=Text("Pull the yellow die at the lit corner.", "Zieh den gelben Würfel an der hervorgehobenen Ecke."),
             right=moves("v008"), show="v008", marks=("die:008",),
             praise=PULLED, hints=(PULL_HINT,),
             wrong=Text("Allowed, but pull the lit corner: its die fits the new funnel.",
                        "Erlaubt, aber zieh die hervorgehobene Ecke: ihr Würfel passt in den neuen Trichter."),
             refusals=(("v440", "covered"), ("v000", "not_bottom"), ("keep", "pull_first"))),
        Step(task=Text("Put your yellow die into the funnel at the top: it is all red.",
                       "Leg deinen gelben Würfel in den Trichter oben: er ist ganz rot."),
             right=moves("000"), show="000", marks=("funnel:000",),
             praise=Text("A funnel of one colour takes a die of another colour. Your die is back: it costs nothing.",
                         "Ein einfarbiger Trichter nimmt einen Würfel einer anderen Farbe. Dein Würfel ist zurück: "
                         "er kostet nichts."),
             hints=(Text("Click the lit funnel at the very top.", "Klick auf den hervorgehobenen Trichter ganz oben."),),
             wrong=Text("You could keep it, but it costs minus points. Put it back.",
                        "Du könntest ihn behalten, aber das kostet Minuspunkte. Leg ihn zurück."),
             refusals=(("v800", "holding"), ("800", "not_funnel"))),
    ),
)

THREE_COLOURS = Lesson(
    id="which-funnel",
    title=Text("Which funnel takes your die", "Welcher Trichter deinen Würfel nimmt"),
    text=Text("A funnel takes your die if its three dice show all three colours, or one colour that is not your "
              "die's. Two colours: never.",
              "Ein Trichter nimmt deinen Würfel, wenn seine drei Würfel alle drei Farben zeigen oder eine Farbe, "
              "die nicht die deines Würfels ist. Zwei Farben: nie."),
    rules=("put-colours",),
    position=Position("standard", 2, after(
        "v080 keep v008 keep v800 keep v080 keep v008 keep v800 keep v008 keep v800 keep v008 keep v800 400")),
    steps=(
        Step(task=Text("Pull the lit die.", "Zieh den hervorgehobenen Würfel."),
             right=moves("v080"), show="v080", marks=("die:080",), praise=PULLED, hints=(PULL_HINT,),
             wrong=Text("Allowed, but pull the lit die.", "Erlaubt, aber zieh den hervorgehobenen Würfel.")),
        Step(task=Text("Three funnels are open. Put your yellow die into the one that takes it.",
                       "Drei Trichter sind offen. Leg deinen gelben Würfel in den, der ihn nimmt."),
             right=moves("300"), show="300", marks=("funnel:300", "funnel:004", "funnel:020"),
             praise=Text("That funnel has all three colours: it takes any die.",
                         "Dieser Trichter hat alle drei Farben: er nimmt jeden Würfel."),
             hints=(Text("Count the colours around each funnel.", "Zähl die Farben um jeden Trichter."),
                    Text("The funnel of red, yellow and pearl takes it.", "Der Trichter aus Rot, Gelb und Perlmutt nimmt ihn.")),
             wrong=Text("You could keep it, but a funnel takes it: put it back.",
                        "Du könntest ihn behalten, aber ein Trichter nimmt ihn: leg ihn zurück."),
             refusals=(("004", "same_colour"), ("020", "two_colours"))),
    ),
)

EDGE = Lesson(
    id="edges",
    title=Text("Edges of one colour", "Einfarbige Kanten"),
    text=Text("A die that ends one of the pyramid's sloping edges must not make that edge one colour all the way "
              "up from the plate.",
              "Ein Würfel, der eine der schrägen Kanten der Pyramide abschließt, darf diese Kante nicht von der "
              "Platte an ganz einfarbig machen."),
    rules=("put-edge",),
    position=Position("standard", 2, after(
        "v008 keep v080 keep v008 keep v800 keep v800 keep v080 keep v080 keep v800 keep v008 keep v800 keep v800 "
        "keep v008 003")),
    steps=(
        Step(task=Text("Pull the lit die.", "Zieh den hervorgehobenen Würfel."),
             right=moves("v800"), show="v800", marks=("die:800",), praise=PULLED, hints=(PULL_HINT,),
             wrong=Text("Allowed, but pull the lit die.", "Erlaubt, aber zieh den hervorgehobenen Würfel.")),
        Step(task=Text("Try the lit funnel on the edge. The box will say why not.",
                       "Versuch es mit dem hervorgehobenen Trichter an der Kante. Die gamebox sagt dir, warum nicht."),
             right=moves(), show="600", refused="edge", marks=("funnel:600",),
             praise=Text("The dice below it on that edge are all red, like yours: the edge would be red from the "
                         "plate up.",
                         "Die Würfel darunter an dieser Kante sind alle rot, wie deiner: die Kante wäre von der "
                         "Platte an rot."),
             hints=(Text("Click the lit funnel.", "Klick auf den hervorgehobenen Trichter."),)),
        Step(task=Text("Put your die where it may go.", "Leg deinen Würfel dorthin, wo er darf."),
             right=moves("002"), show="002", marks=("funnel:002",),
             praise=Text("That funnel is not at the end of an edge, and its colours take your red die.",
                         "Dieser Trichter schließt keine Kante ab, und seine Farben nehmen deinen roten Würfel."),
             hints=(Text("One funnel is left that takes it.", "Ein Trichter bleibt, der ihn nimmt."),),
             wrong=Text("You could keep it, but a funnel takes it: put it back.",
                        "Du könntest ihn behalten, aber ein Trichter nimmt ihn: leg ihn zurück."),
             refusals=(("030", "two_colours"),)),
    ),
)

PLATE = Lesson(
    id="plate",
    title=Text("Never into the plate", "Nie in die Grundplatte"),
    text=Text("When a corner is pulled and nothing slides down, its hollow in the plate stays empty. No die ever goes "
              "back there.",
              "Wird eine Ecke gezogen und nichts rutscht nach, bleibt ihre Mulde in der Grundplatte leer. Dorthin "
              "kommt nie wieder ein Würfel."),
    rules=("plate",),
    position=Position("standard", 2, after(
        "v800 keep v008 keep v080 keep v080 keep v800 keep v008 keep v008 keep v080 keep v080 keep v080 keep v800 "
        "keep v008 keep v080 keep v080 keep")),
    steps=(
        Step(task=Text("Pull the lit die.", "Zieh den hervorgehobenen Würfel."),
             right=moves("v080"), show="v080", marks=("die:080",), praise=PULLED, hints=(PULL_HINT,),
             wrong=Text("Allowed, but pull the lit die.", "Erlaubt, aber zieh den hervorgehobenen Würfel.")),
        Step(task=Text("Try to put it into the empty hollow of the plate. The box will say why not.",
                       "Versuch, ihn in die leere Mulde der Grundplatte zu legen. Die gamebox sagt dir, warum nicht."),
             right=moves(), show="080", refused="plate", marks=("funnel:080",),
             praise=Text("The plate's hollows stay empty once their die is gone.",
                         "Die Mulden der Grundplatte bleiben leer, wenn ihr Würfel fort ist."),
             hints=(Text("Click the empty hollow at the corner.", "Klick auf die leere Mulde an der Ecke."),)),
        Step(task=Text("Put your die where it may go.", "Leg deinen Würfel dorthin, wo er darf."),
             right=moves("004"), show="004", marks=("funnel:004",),
             praise=Text("Back in the pyramid: no minus points.", "Zurück in der Pyramide: keine Minuspunkte."),
             hints=(Text("Look for a funnel of all three colours, or of one colour other than red.",
                         "Such einen Trichter aus allen drei Farben oder aus einer Farbe außer Rot."),),
             wrong=Text("You could keep it, but a funnel takes it: put it back.",
                        "Du könntest ihn behalten, aber ein Trichter nimmt ihn: leg ihn zurück.")),
    ),
)

KEEP = Lesson(
    id="keep",
    title=Text("Keep it", "Behalten"),
    text=Text("If no funnel takes your die, you keep it. It lies in front of you and counts minus points at the "
              "end: in this box red 1, yellow 2, pearl 3.",
              "Nimmt kein Trichter deinen Würfel, behältst du ihn. Er liegt vor dir und zählt am Ende "
              "Minuspunkte: in dieser gamebox Rot 1, Gelb 2, Perlmutt 3."),
    rules=("keep",),
    position=Position("standard", 2, after("v080 keep v080 keep")),
    steps=(
        Step(task=Text("Pull the lit die.", "Zieh den hervorgehobenen Würfel."),
             right=moves("v008"), show="v008", marks=("die:008",),
             praise=Text("A yellow die, and both open funnels have two colours.",
                         "Ein gelber Würfel, und beide offenen Trichter haben zwei Farben."),
             hints=(PULL_HINT,),
             wrong=Text("Allowed, but pull the lit die.", "Erlaubt, aber zieh den hervorgehobenen Würfel.")),
        Step(task=Text("No funnel takes it: keep it.", "Kein Trichter nimmt ihn: behalte ihn."),
             right=moves("keep"), show="keep", marks=("keep",),
             praise=Text("Kept: 2 minus points for a yellow die. A kept die never goes back, not even later.",
                         "Behalten: 2 Minuspunkte für einen gelben Würfel. Ein behaltener Würfel kommt nie zurück, "
                         "auch später nicht."),
             hints=(Text("Click Keep, or press K.", "Klick auf Behalten oder drück K."),)),
    ),
)

END = Lesson(
    id="the-end",
    title=Text("The end and the count", "Das Ende und die Wertung"),
    text=Text("With two to four players the game ends as soon as someone must keep his 10th die. Then the minus "
              "points are added up: the fewest win, and on a tie the fewer dice.",
              "Mit zwei bis vier Spielern endet das Spiel, sobald jemand seinen 10. Würfel behalten muss. Dann werden "
              "die Minuspunkte gezählt: die wenigsten gewinnen, bei Gleichstand die wenigeren Würfel."),
    rules=("end", "score"),
    position=Position("standard", 2, after(
        "v800 keep v800 keep v008 keep v008 keep v080 keep v800 keep v008 keep v008 keep v080 keep v008 005 v080 "
        "keep v008 keep v080 keep v008 keep v080 keep v800 keep v080 keep v080 keep")),
    steps=(
        Step(task=Text("You have kept nine dice. Pull the lit red die.",
                       "Du hast neun Würfel behalten. Zieh den hervorgehobenen roten Würfel."),
             right=moves("v170"), show="v170", marks=("die:170",),
             praise=Text("No funnel takes it.", "Kein Trichter nimmt ihn."), hints=(PULL_HINT,),
             wrong=Text("Allowed, but pull the lit die.", "Erlaubt, aber zieh den hervorgehobenen Würfel.")),
        Step(task=Text("Keep it: your 10th die.", "Behalte ihn: dein 10. Würfel."),
             right=moves("keep"), show="keep", marks=("keep",),
             praise=Text("The game is over. You: four red, five yellow, one pearl = 4 + 10 + 3 = 17 minus points. "
                         "Your opponent: seven pearl and one yellow = 23. Fewer minus points: you win.",
                         "Das Spiel ist aus. Du: vier rote, fünf gelbe, ein perlmuttfarbener = 4 + 10 + 3 = 17 "
                         "Minuspunkte. Dein Gegner: sieben perlmuttfarbene und ein gelber = 23. Weniger Minuspunkte: "
                         "du gewinnst."),
             hints=(Text("Click Keep, or press K.", "Klick auf Behalten oder drück K."),)),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game against an easy computer. Ask for a hint whenever you are unsure.",
              "Eine ganze Partie gegen einen leichten Computer. Frag nach einem Tipp, wann immer du unsicher bist."),
    rules=("turn",),
    first_game=FirstGame("standard", 2, "search:easy", tips=(
        Text("Pull a die you can put straight back: look at the open funnels first.",
             "Zieh einen Würfel, den du gleich zurücklegen kannst: schau zuerst auf die offenen Trichter."),
        Text("Sometimes keep a cheap die on purpose, so that the next player cannot put back an expensive one.",
             "Behalte manchmal absichtlich einen billigen Würfel, damit der Nächste einen teuren nicht zurücklegen "
             "kann."),
    )),
)

COURSE = Course(
    game="cuibono",
    lessons=(FIRST, THREE_COLOURS, EDGE, PLATE, KEEP, END, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
