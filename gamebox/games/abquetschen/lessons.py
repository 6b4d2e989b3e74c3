"""Learn to play Abquetschen: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/abquetschen.md): `d4` a roll of the turquoise die (the start rolls too), `124,125,134,224`
a build (its positions, ascending), `pass`. The first lessons are a game of three from its start; the learner
is Red (seat 0), Yellow and Pearl play only what a lesson says. The bonus and the end come from one game of two
(cut from a random self-play, seed 0), where the learner is Yellow for the row and Red for the end. Places a
lesson may light: `die:<position>`, `funnel:<position>` (an empty place above three dice), `hollow:<position>`
(an empty hollow of the plate) and the buttons `roll`, `build` and `pass`.
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, moves
from gamebox.pyramid import lattice


def places(state) -> list[str]:
    taken = state.owner
    dice = [f"die:{lattice.name(p)}" for p in taken]
    empty = [p for p in lattice.ALL if p not in taken]
    hollows = [f"hollow:{lattice.name(p)}" for p in empty if p in lattice.BOTTOM]
    funnels = [f"funnel:{lattice.name(p)}" for p in empty
               if p not in lattice.BOTTOM and all(q in taken for q in lattice.supports(p))]
    return dice + hollows + funnels + ["roll", "build", "pass"]


def line(text: str) -> tuple[str, ...]:
    return tuple(text.split())


RULES = {
    "goal": Text("Build the pyramid together; whoever has built all his dice first wins.",
                 "Ihr baut die Pyramide gemeinsam; wer zuerst alle seine Würfel verbaut hat, gewinnt."),
    "setup": Text("Each player has 55 dice of his colour as his supply; only the turquoise die is rolled, and "
                  "the pips of the built dice do not matter.",
                  "Jeder hat 55 Würfel seiner Farbe als Vorrat; nur der türkisfarbene Würfel wird geworfen, die "
                  "Augen der eingebauten Würfel zählen nicht."),
    "start": Text("Roll in turn; the first to roll a 4 builds the start pyramid from four of his dice, three on "
                  "the plate and one on them, none in a hollow at the plate's edge.",
                  "Reihum würfeln; wer zuerst eine 4 wirft, baut aus vier seiner Würfel die Startpyramide, drei "
                  "auf der Platte und einen darauf, keinen in einer Mulde am Rand."),
    "turn": Text("On your turn roll the turquoise die: it says how many dice you must build now.",
                 "Wer dran ist, wirft den türkisfarbenen Würfel: er sagt, wie viele Würfel er jetzt einbauen muss."),
    "support": Text("A die goes into an empty hollow of the plate, or onto three dice below it; new dice may "
                    "carry each other.",
                    "Ein Würfel kommt in eine leere Mulde der Platte oder auf drei Würfel darunter; neue Würfel "
                    "dürfen einander tragen."),
    "touch": Text("The new dice must touch each other face to face and hang together.",
                  "Die neuen Würfel müssen einander mit Flächen berühren und zusammenhängen."),
    "own": Text("One of the new dice must touch one of your own dice built before.",
                "Einer der neuen Würfel muss einen deiner schon eingebauten Würfel berühren."),
    "first-build": Text("Your first build may touch anybody's dice.",
                        "Dein erster Bau darf an beliebigen Würfeln hängen."),
    "start-open": Text("Until the start pyramid's owner has built onto it, the others keep one of its dice open "
                       "for him.",
                       "Bis der Besitzer der Startpyramide einmal angebaut hat, halten die anderen einen ihrer "
                       "Würfel für ihn frei."),
    "pass": Text("If you cannot build exactly as many dice as rolled, you build none: a 1 always passes.",
                 "Kannst du nicht genau so viele Würfel einbauen wie gewürfelt, baust du keinen: eine 1 verfällt "
                 "immer."),
    "bonus": Text("Four, five or six new dice in a row earn one, two or three bonus dice, built by the same "
                  "rules.",
                  "Vier, fünf oder sechs neue Würfel in einer Reihe bringen einen, zwei oder drei Bonuswürfel, "
                  "eingebaut nach denselben Regeln."),
    "roll-out": Text("Roll at least as many pips as you have dice left, and you win at once.",
                     "Würfelst du mindestens so viele Augen, wie du noch Würfel hast, gewinnst du sofort."),
    "vanished": Text("If all your dice have vanished inside the pyramid when your turn comes, the game ends: the "
                     "fewest dice left win.",
                     "Sind bei deinem Zug alle deine Würfel im Inneren der Pyramide verschwunden, endet das "
                     "Spiel: die wenigsten übrigen Würfel gewinnen."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the pyramid takes no more dice; the page says the game is over.",
                      "Nach dem Ende nimmt die Pyramide keine Würfel mehr; die Seite sagt, dass das Spiel vorbei "
                      "ist."),
    "bad_roll": Text("The turquoise die is rolled by the box; it shows 1 to 6.",
                     "Den türkisfarbenen Würfel wirft die gamebox; er zeigt 1 bis 6."),
    "outside": Text("On the board every place you can click is inside the pyramid.",
                    "Auf dem Brett liegt jeder Platz, den du anklicken kannst, in der Pyramide."),
    "alone": Text("Said only under the option where each new die merely touches another; the course plays the "
                  "book's one group.",
                  "Kommt nur mit der Option vor, bei der jeder neue Würfel bloß einen anderen berühren muss; der "
                  "Kurs spielt die eine Gruppe des Regelhefts."),
    "anchor_any": Text("A first build always rests on the dice there: with three dice the top one needs an old "
                       "die below it, and the board lights only funnels a build can use.",
                       "Ein erster Bau liegt immer auf den vorhandenen Würfeln: bei drei Würfeln braucht der "
                       "obere einen alten darunter, und das Brett leuchtet nur Trichter, die ein Bau nutzen kann."),
    "start_open": Text("Right after the start no build can close all four start dice, and no lesson reaches a "
                       "later position where one could; the first lesson says the rule.",
                       "Gleich nach dem Start kann kein Bau alle vier Startwürfel schließen, und keine Lektion "
                       "erreicht eine spätere Stellung, in der einer es könnte; die erste Lektion nennt die Regel."),
    "no_way_on": Text("The board's word for a ghost die that no build of the roll can continue; a whole build "
                      "is refused for its own reason.",
                      "Die Antwort des Bretts auf einen Geisterwürfel, den kein Bau des Wurfs fortsetzt; ein "
                      "ganzer Bau wird mit seinem eigenen Grund abgelehnt."),
    "one_passes": Text("Not a refusal: the box's words when a 1 passes, said in the lesson on passing.",
                       "Keine Ablehnung: die Worte der gamebox, wenn eine 1 verfällt, gesagt in der Lektion "
                       "übers Passen."),
    "none_passes": Text("Not a refusal: the box's words when no build of the roll exists.",
                        "Keine Ablehnung: die Worte der gamebox, wenn kein Bau des Wurfs möglich ist."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

ROLL = Text("Roll the turquoise die: click Roll or press Space.",
            "Wirf den türkisfarbenen Würfel: klick Würfeln oder drück die Leertaste.")
BUILD = Text("Click the lit places one by one to set ghost dice, then Build (or Enter).",
             "Klick die hervorgehobenen Plätze nacheinander, um Geisterwürfel zu setzen, dann Einbauen (oder die "
             "Eingabetaste).")

# Yellow and Pearl roll no 4; the learner rolls it.
START = Lesson(
    id="start",
    title=Text("The start pyramid", "Die Startpyramide"),
    text=Text("You are Red, with 55 dice. Whoever rolls the first 4 builds the start pyramid: three dice on the "
              "plate, away from its edge, and one on top. Then the others must leave one of its dice open for "
              "you until you have built onto it.",
              "Du bist Rot, mit 55 Würfeln. Wer die erste 4 wirft, baut die Startpyramide: drei Würfel auf die "
              "Platte, weg vom Rand, und einen obendrauf. Dann müssen die anderen dir einen ihrer Würfel "
              "freihalten, bis du angebaut hast."),
    rules=("goal", "setup", "start", "start-open"),
    position=Position("standard", 3, ("d2", "d6"), first_player=1),
    steps=(
        Step(task=Text("Yellow and Pearl rolled no 4. Your turn to roll for the start.",
                       "Gelb und Perlmutt haben keine 4 geworfen. Du würfelst um den Start."),
             right=moves("d4"), show="d4", marks=("roll",),
             praise=Text("A 4: the start is yours.", "Eine 4: der Start gehört dir."),
             hints=(ROLL,)),
        Step(task=Text("Build the start pyramid: three dice into the lit hollows, the fourth on top of them.",
                       "Bau die Startpyramide: drei Würfel in die hervorgehobenen Mulden, den vierten obendrauf."),
             right=moves("124,125,134,224"), show="124,125,134,224",
             marks=("hollow:125", "hollow:134", "hollow:224", "build"),
             praise=Text("It stands in the middle, where everybody can build onto it.",
                         "Sie steht in der Mitte, wo alle anbauen können."),
             hints=(BUILD, Text("The top die rests on the three below: place them first.",
                                "Der obere Würfel liegt auf den drei unteren: setz sie zuerst.")),
             wrong=Text("Allowed, but build it on the lit hollows, in the middle.",
                        "Erlaubt, aber bau sie auf den hervorgehobenen Mulden, in der Mitte."),
             refusals=(("016,017,026,116", "rim"), ("124,125,134", "count"), ("124,125,134,233", "unsupported"))),
    ),
)

# Yellow built the start pyramid, Pearl's 2 passed (nothing of 2 dice fits yet).
FIRST_BUILD = Lesson(
    id="first-build",
    title=Text("Roll, then build", "Würfeln, dann einbauen"),
    text=Text("The roll says how many dice you must build. They must touch each other, face to face. Each die "
              "rests in a hollow of the plate or on three dice below; your first build may lean on anybody's.",
              "Der Wurf sagt, wie viele Würfel du einbauen musst. Sie müssen einander mit Flächen berühren. "
              "Jeder Würfel liegt in einer Mulde der Platte oder auf drei Würfeln darunter; dein erster Bau darf "
              "an beliebigen Würfeln hängen."),
    rules=("turn", "support", "touch", "first-build"),
    position=Position("standard", 3, ("d4", "124,125,134,224", "d2", "pass"), first_player=1),
    steps=(
        Step(task=Text("Roll the turquoise die.", "Wirf den türkisfarbenen Würfel."),
             right=moves("d3"), show="d3", marks=("roll",),
             praise=Text("A 3: build three dice now.", "Eine 3: bau jetzt drei Würfel ein."),
             hints=(ROLL,),
             refusals=(("133,143,233", "roll_first"),)),
        Step(task=Text("Build three dice against Yellow's start: two in the lit hollows, the third on them and "
                       "the yellow die beside.",
                       "Bau drei Würfel an Gelbs Start: zwei in die hervorgehobenen Mulden, den dritten auf sie "
                       "und den gelben Würfel daneben."),
             right=moves("133,143,233"), show="133,143,233",
             marks=("hollow:143", "hollow:233", "die:134", "build"),
             praise=Text("The top die touches both new ones and rests on Yellow's: a group that hangs together.",
                         "Der obere Würfel berührt beide neuen und liegt auf Gelbs: eine Gruppe, die "
                         "zusammenhängt."),
             hints=(BUILD, Text("Dice side by side on the plate do not touch; a die on top of them does.",
                                "Würfel nebeneinander auf der Platte berühren sich nicht; ein Würfel auf ihnen "
                                "schon.")),
             wrong=Text("Allowed, but build on the lit places this time.",
                        "Erlaubt, aber bau diesmal auf den hervorgehobenen Plätzen."),
             refusals=(("143,233,242", "apart"), ("133,134,143", "taken"), ("132,143,233", "unsupported"),
                       ("d6", "rolled"))),
    ),
)

# Yellow built on its start, Pearl's 1 passed.
OWN = Lesson(
    id="own-dice",
    title=Text("Touch your own dice", "An eigene Würfel bauen"),
    text=Text("Once you have built, one of your new dice must touch one of your own dice. And a build that "
              "fits must be made: you may not pass.",
              "Sobald du gebaut hast, muss einer deiner neuen Würfel einen deiner eigenen berühren. Und ein Bau, "
              "der passt, muss gemacht werden: passen darfst du nicht."),
    rules=("own", "support"),
    position=Position("standard", 3, line("d4 124,125,134,224 d2 pass d3 133,143,233 d3 123,223,323 d1 pass"),
                      first_player=1),
    steps=(
        Step(task=Text("Roll.", "Würfle."), right=moves("d3"), show="d3", marks=("roll",),
             praise=Text("Three dice again.", "Wieder drei Würfel."), hints=(ROLL,)),
        Step(task=Text("Build three dice that touch your red dice.",
                       "Bau drei Würfel, die deine roten Würfel berühren."),
             right=moves("043,044,053", "142,152,242", "232,242,332"), show="142,152,242",
             marks=("die:133", "die:143", "die:233", "build"),
             praise=Text("Your new dice hold on to your old ones: that is how your colour grows.",
                         "Deine neuen Würfel halten sich an den alten fest: so wächst deine Farbe."),
             hints=(BUILD, Text("Look beside your red dice: the lit places show where a build can go on.",
                                "Schau neben deine roten Würfel: die hervorgehobenen Plätze zeigen, wo ein Bau "
                                "weitergeht.")),
             refusals=(("115,116,215", "anchor"), ("pass", "must_build"))),
    ),
)

# As in the last lesson, then Red built; Yellow's 2 and Pearl's 1 passed.
PASS = Lesson(
    id="pass",
    title=Text("When the roll passes", "Wenn der Wurf verfällt"),
    text=Text("If you cannot build exactly as many dice as you rolled, you build none. A single die touches no "
              "other new die, so a 1 always passes.",
              "Kannst du nicht genau so viele Würfel einbauen, wie du gewürfelt hast, baust du keinen. Ein "
              "einzelner Würfel berührt keinen anderen neuen, also verfällt eine 1 immer."),
    rules=("pass",),
    position=Position("standard", 3, line("d4 124,125,134,224 d2 pass d3 133,143,233 d3 123,223,323 d1 pass d3 "
                                          "142,152,242 d2 pass d1 pass"), first_player=1),
    steps=(
        Step(task=Text("Roll.", "Würfle."), right=moves("d1"), show="d1", marks=("roll",),
             praise=Text("A 1.", "Eine 1."), hints=(ROLL,)),
        Step(task=Text("A 1 builds nothing. Pass.", "Mit einer 1 baust du nichts. Passe."),
             right=moves("pass"), show="pass", marks=("pass",),
             praise=Text("The roll passes, and the next player rolls.",
                         "Der Wurf verfällt, und der Nächste würfelt."),
             hints=(Text("Click Pass or press Enter.", "Klick Passen oder drück die Eingabetaste."),),
             refusals=(("232", "one"),)),
    ),
)

# A game of two (random self-play, seed 0); the learner is Yellow.
TWO = line("d4 412,413,422,512 d4 pass d3 502,503,602 d4 pass d3 421,431,521 d3 402,403,404 d5 "
           "313,314,322,323,332 d3 303,304,305 d1 pass d5 205,206,214,215,224 d3 232,233,242 d6 "
           "016,017,026,115,116,125 d6 231,241,251,321,331,341 d4 007,008,106,107 d3 520,530,620 d3 114,124,134 d5 "
           "203,204,213,222,223 d4 113,123,133,143 006 d5 052,053,062,142,152 d1 pass d6 212,311,312,411,511,611 "
           "302 d1 pass d3 250,260,350 d6 015,025,034,035,043,044 d6 004,005,014,024,104,105 d1 pass")

BONUS = Lesson(
    id="bonus",
    title=Text("A row earns bonus dice", "Eine Reihe bringt Bonuswürfel"),
    text=Text("A row is a straight line of dice, each touching the next. Four, five or six new dice in a row earn "
              "one, two or three bonus dice, built at once by the same rules.",
              "Eine Reihe ist eine gerade Linie von Würfeln, jeder berührt den nächsten. Vier, fünf oder sechs "
              "neue Würfel in einer Reihe bringen einen, zwei oder drei Bonuswürfel, gleich eingebaut nach "
              "denselben Regeln."),
    rules=("bonus",),
    position=Position("standard", 2, TWO[:34], seat=1),
    steps=(
        Step(task=Text("You are Yellow in a game of two. Roll.", "Du bist Gelb in einer Partie zu zweit. Würfle."),
             right=moves("d4"), show="d4", marks=("roll",),
             praise=Text("Four dice to build.", "Vier Würfel einzubauen."), hints=(ROLL,)),
        Step(task=Text("Build your four dice in one straight row up the pyramid's side.",
                       "Bau deine vier Würfel in einer geraden Reihe die Seite der Pyramide hinauf."),
             right=moves("113,123,133,143"), show="113,123,133,143",
             marks=("hollow:143", "die:134", "build"),
             praise=Text("Four in a row: one bonus die.", "Vier in einer Reihe: ein Bonuswürfel."),
             hints=(BUILD, Text("Start on the plate and climb: each die on the one before.",
                                "Fang auf der Platte an und steig hoch: jeder Würfel auf dem vorigen.")),
             wrong=Text("Allowed, but it is no row: this lesson wants the bonus.",
                        "Erlaubt, aber das ist keine Reihe: diese Lektion will den Bonus.")),
        Step(task=Text("Build your bonus die. It must touch one of your dice.",
                       "Bau deinen Bonuswürfel ein. Er muss einen deiner Würfel berühren."),
             right=moves("006", "105"), show="105", marks=("funnel:006", "funnel:105", "build"),
             praise=Text("A single bonus die needs no new neighbour, only one of your own.",
                         "Ein einzelner Bonuswürfel braucht keinen neuen Nachbarn, nur einen eigenen."),
             hints=(BUILD,),
             refusals=(("035", "anchor"), ("015", "unsupported"))),
    ),
)

END = Lesson(
    id="end",
    title=Text("The end", "Das Ende"),
    text=Text("Roll at least as many pips as you have dice left, or build your last die, and you win at once. "
              "And if all your dice have vanished inside the pyramid when your turn comes, the game ends: the "
              "fewest dice left win.",
              "Würfelst du mindestens so viele Augen, wie du noch Würfel hast, oder baust du deinen letzten ein, "
              "gewinnst du sofort. Und sind bei deinem Zug alle deine Würfel im Inneren verschwunden, endet das "
              "Spiel: die wenigsten übrigen Würfel gewinnen."),
    rules=("goal", "roll-out", "vanished"),
    position=Position("standard", 2, TWO),
    steps=(
        Step(task=Text("You are Red with two dice left. Roll.",
                       "Du bist Rot und hast noch zwei Würfel. Würfle."),
             right=moves("d2"), show="d2", marks=("roll",),
             praise=Text("Two pips, two dice left: you win, whether they would fit or not.",
                         "Zwei Augen, zwei Würfel übrig: du gewinnst, ob sie passen würden oder nicht."),
             hints=(ROLL,),
             refusals=(("pass", "roll_first"),)),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game against two easy computers. Ask for a hint whenever you are unsure.",
              "Eine ganze Partie gegen zwei leichte Computer. Frag nach einem Tipp, wann immer du unsicher bist."),
    rules=("turn",),
    first_game=FirstGame("standard", 3, "search:easy", tips=(
        Text("Keep several of your dice open: a colour walled in can no longer build.",
             "Halte mehrere deiner Würfel frei: eine eingemauerte Farbe kann nicht mehr bauen."),
        Text("Rows climbing a side of the pyramid earn bonus dice.",
             "Reihen, die eine Seite der Pyramide hinaufsteigen, bringen Bonuswürfel."),
    )),
)

COURSE = Course(
    game="abquetschen",
    lessons=(START, FIRST_BUILD, OWN, PASS, BONUS, END, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
