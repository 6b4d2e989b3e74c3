"""Learn to play Eintrichtern: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/eintrichtern.md): `deal:…` the yellow dice, `r1-3-6` a roll of the pearl dice, `142` a
lift, `new` and `take` after a neighbour's miss. Every lesson plays the rules panel's example deal for two; the
learner is seat 0. A lesson's text never names a sum the learner's seat has not heard announced: a lift the
lesson asks for is a try, and its sum shows only when it is lifted. Places a lesson may light: `die:<position>`
(a red die on its funnel, or a yellow die), `funnel:<position>` (an open funnel) and the buttons `roll` and
`take` (this one only after a miss, when it shows).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, moves
from gamebox.pyramid import lattice

from .example import DEAL
from .state import FUNNELS


def places(state) -> list[str]:
    pyramid = state.pyramid
    if pyramid is None:
        return ["roll"]
    dice = [f"die:{lattice.name(p)}" for p in pyramid.dice]
    opened = [f"funnel:{lattice.name(p)}" for p in FUNNELS if p not in pyramid.dice]
    return dice + opened + ["roll"] + (["take"] if state.offer is not None else [])


RULES = {
    "goal": Text("Remember the sums hidden in the covered funnels; whoever remembers the most wins.",
                 "Merk dir die Summen in den zugedeckten Trichtern; wer sich die meisten merkt, gewinnt."),
    "setup": Text("45 yellow dice lie on the plate every which way; 36 red dice cover the funnels they form.",
                  "45 gelbe Würfel liegen kreuz und quer auf der Platte; 36 rote Würfel decken ihre Trichter ab."),
    "start": Text("One player gets the three pearl dice and starts.",
                  "Ein Spieler bekommt die drei Perlmuttwürfel und beginnt."),
    "roll": Text("Roll the three pearl dice for all to see and add them up.",
                 "Wirf die drei Perlmuttwürfel für alle sichtbar und zähl sie zusammen."),
    "lift": Text("Lift any red die: the three yellow dice of the funnel beneath show a sum.",
                 "Heb einen beliebigen roten Würfel an: die drei gelben Würfel im Trichter darunter zeigen eine "
                 "Summe."),
    "announce": Text("The sum is announced to everybody, so that all can remember it.",
                     "Die Summe wird allen angesagt, damit sich alle sie merken können."),
    "hit": Text("The sum equals your roll: keep the red die, roll again and lift again.",
                "Die Summe gleicht deinem Wurf: behalte den roten Würfel, würfle noch einmal und heb wieder an."),
    "miss": Text("The sum differs: the red die goes back, and the player on your left is next.",
                 "Die Summe ist anders: der rote Würfel kommt zurück, und dein linker Nachbar ist dran."),
    "choose": Text("After a miss the next player chooses: roll anew, or take over the failed roll and lift a "
                   "funnel he believes shows that sum.",
                   "Nach einem Fehlversuch wählt der Nächste: neu würfeln oder den gescheiterten Wurf übernehmen "
                   "und einen Trichter anheben, der seiner Meinung nach diese Summe zeigt."),
    "open": Text("A funnel no longer covered by a red die is out of the game.",
                 "Ein Trichter, den kein roter Würfel mehr bedeckt, nimmt nicht mehr am Spiel teil."),
    "end-small": Text("With 2 to 4 players the game ends when somebody gets his 8th red die: he wins.",
                      "Bei 2 bis 4 Spielern endet das Spiel, wenn jemand seinen achten roten Würfel bekommt: er "
                      "gewinnt."),
    "end-large": Text("With 5 to 8 players it ends with somebody's 6th red die.",
                      "Bei 5 bis 8 Spielern endet es mit dem sechsten roten Würfel eines Spielers."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the pyramid takes no more moves; the page says the game is over.",
                      "Nach dem Ende nimmt die Pyramide keine Züge mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "deal_first": Text("The box sets out the dice before anybody can roll.",
                       "Die gamebox baut die Würfel auf, bevor jemand würfeln kann."),
    "dealt": Text("The box sets out the dice once; a player never does.",
                  "Die gamebox baut die Würfel einmal auf; ein Spieler tut es nie."),
    "bad_deal": Text("Only a record from outside could set out the dice wrongly.",
                     "Nur ein Spielstand von außen könnte die Würfel falsch aufbauen."),
    "start_first": Text("The box decides who starts before anybody can roll.",
                        "Die gamebox bestimmt, wer beginnt, bevor jemand würfeln kann."),
    "not_start": Text("Who starts is the box's draw; a player never makes it.",
                      "Wer beginnt, lost die gamebox aus; ein Spieler tut es nie."),
    "bad_start": Text("Only a record from outside could name a player who is not at the table.",
                      "Nur ein Spielstand von außen könnte einen Spieler nennen, der nicht am Tisch sitzt."),
    "bad_roll": Text("The box rolls the pearl dice; each shows 1 to 6.",
                     "Die Perlmuttwürfel wirft die gamebox; jeder zeigt 1 bis 6."),
    "open_funnel": Text("On the board an open funnel has no red die to click; clicking into it picks a yellow "
                        "die, which the lesson on open funnels meets.",
                        "Auf dem Brett hat ein offener Trichter keinen roten Würfel zum Anklicken; ein Klick hinein "
                        "trifft einen gelben Würfel, und den trifft die Lektion über offene Trichter."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

ROLL = Text("Click Roll or press Space.", "Klick Würfeln oder drück die Leertaste.")
LIFT = Text("Click the lit red die.", "Klick den hervorgehobenen roten Würfel.")
TRY_LIT = Text("Allowed, but this lesson wants the lit red die.",
               "Erlaubt, aber diese Lektion möchte den hervorgehobenen roten Würfel.")

DEALT = ("deal:" + DEAL,)
FIRST_HIT = DEALT + ("r1-3-6", "142")
MISSED = FIRST_HIT + ("r1-5-6", "007", "new", "r2-2-4", "700")
SEVEN_HITS = DEALT + ("r1-3-6", "142", "r2-4-6", "016", "r1-6-6", "007", "r1-2-4", "700", "r1-2-3", "322",
                      "r1-2-5", "106", "r1-2-6", "025")

ROLL_AND_LIFT = Lesson(
    id="roll-and-lift",
    title=Text("Roll, then lift", "Würfeln, dann anheben"),
    text=Text("Roll the three pearl dice and add them up. Then lift a red die: if the funnel beneath shows your "
              "sum, the red die is yours, and you roll again.",
              "Wirf die drei Perlmuttwürfel und zähl zusammen. Dann heb einen roten Würfel an: zeigt der Trichter "
              "darunter deine Summe, gehört dir der rote Würfel, und du würfelst noch einmal."),
    rules=("goal", "setup", "roll", "lift", "hit"),
    position=Position("standard", 2, DEALT),
    steps=(
        Step(task=Text("Nobody knows any sum yet. Roll the pearl dice.",
                       "Noch kennt niemand eine Summe. Wirf die Perlmuttwürfel."),
             right=moves("r1-3-6"), show="r1-3-6", marks=("roll",),
             praise=Text("1, 3 and 6: your roll is 10.", "1, 3 und 6: dein Wurf ist 10."),
             hints=(ROLL, Text("A red die is lifted only after the roll.",
                               "Ein roter Würfel wird erst nach dem Wurf angehoben.")),
             refusals=(("142", "roll_first"), ("take", "nothing_to_take"))),
        Step(task=Text("Any red die may be lifted. Try your luck with the lit one.",
                       "Jeder rote Würfel darf angehoben werden. Versuch dein Glück mit dem hervorgehobenen."),
             right=moves("142"), show="142", marks=("die:142",),
             praise=Text("Its funnel shows 10, your roll: a hit. You keep the red die and roll again.",
                         "Sein Trichter zeigt 10, deinen Wurf: ein Treffer. Du behältst den roten Würfel und würfelst "
                         "noch einmal."),
             hints=(LIFT,), wrong=TRY_LIT,
             refusals=(("r1-2-3", "already_rolled"),)),
        Step(task=Text("A hit: your turn goes on. Roll again.", "Ein Treffer: du bist weiter dran. Würfle noch einmal."),
             right=moves("r2-4-6"), show="r2-4-6", marks=("roll",),
             praise=Text("12 this time. Whoever hits keeps rolling.", "Diesmal 12. Wer trifft, würfelt weiter."),
             hints=(ROLL,)),
    ),
)

OPEN = Lesson(
    id="open-funnel",
    title=Text("An open funnel is out", "Ein offener Trichter ist raus"),
    text=Text("The funnel whose red die you won stays open, and it takes no further part in the game: only red "
              "dice can be lifted.",
              "Der Trichter, dessen roten Würfel du gewonnen hast, bleibt offen und spielt nicht mehr mit: nur rote "
              "Würfel können angehoben werden."),
    rules=("open",),
    position=Position("standard", 2, FIRST_HIT + ("r2-4-6",)),
    steps=(
        Step(task=Text("Try to lift a yellow die in the open funnel you have won.",
                       "Versuch, einen gelben Würfel im offenen Trichter anzuheben, den du gewonnen hast."),
             right=moves("152"), show="152", refused="not_a_funnel", marks=("funnel:142",),
             praise=Text("Refused: an open funnel is out; only the red dice on the yellow layer count.",
                         "Abgelehnt: ein offener Trichter ist raus; nur die roten Würfel auf der gelben Lage zählen."),
             hints=(Text("Click one of the yellow dice in the lit funnel.",
                         "Klick einen der gelben Würfel im hervorgehobenen Trichter."),)),
        Step(task=Text("Now lift a red die: try the lit one.", "Jetzt heb einen roten Würfel an: versuch den hervorgehobenen."),
             right=moves("016"), show="016", marks=("die:016",),
             praise=Text("12 again: a second red die for you.", "Wieder 12: ein zweiter roter Würfel für dich."),
             hints=(LIFT,), wrong=TRY_LIT),
    ),
)

MISS = Lesson(
    id="miss",
    title=Text("A miss", "Daneben"),
    text=Text("If the funnel shows another sum than your roll, the red die goes back and your turn is over. But "
              "everybody has heard that funnel's sum.",
              "Zeigt der Trichter eine andere Summe als dein Wurf, kommt der rote Würfel zurück, und dein Zug ist "
              "vorbei. Aber alle haben die Summe dieses Trichters gehört."),
    rules=("miss", "announce"),
    position=Position("standard", 2, FIRST_HIT),
    steps=(
        Step(task=Text("Roll again.", "Würfle noch einmal."),
             right=moves("r1-5-6"), show="r1-5-6", marks=("roll",),
             praise=Text("1, 5 and 6: 12.", "1, 5 und 6: 12."), hints=(ROLL,)),
        Step(task=Text("Try the lit red die, and watch the sum it shows.",
                       "Versuch den hervorgehobenen roten Würfel, und schau, welche Summe er zeigt."),
             right=moves("007"), show="007", marks=("die:007",),
             praise=Text("13, not 12: a miss. The red die goes back, your neighbour is next. Keep that 13 in mind.",
                         "13, nicht 12: daneben. Der rote Würfel kommt zurück, dein Nachbar ist dran. Merk dir die 13."),
             hints=(LIFT,), wrong=TRY_LIT,
             then=("new", "r2-2-4", "700")),
    ),
)

TAKE = Lesson(
    id="take-over",
    title=Text("Take over the roll", "Den Wurf übernehmen"),
    text=Text("After your neighbour's miss you choose: roll anew, or take over his failed roll and lift a funnel "
              "you think shows it. A take-over that hits is a hit like any other.",
              "Nach dem Fehlversuch deines Nachbarn wählst du: neu würfeln oder seinen gescheiterten Wurf "
              "übernehmen und einen Trichter anheben, der ihn deiner Meinung nach zeigt. Ein übernommener Treffer "
              "zählt wie jeder andere."),
    rules=("choose",),
    position=Position("standard", 2, DEALT + ("r1-5-6", "007"), first_player=1),
    steps=(
        Step(task=Text("Your neighbour rolled 12 and missed with the lit red die. Take over his 12.",
                       "Dein Nachbar hat 12 gewürfelt und mit dem hervorgehobenen roten Würfel danebengelegen. "
                       "Übernimm seine 12."),
             right=moves("take"), show="take", marks=("take", "die:007"),
             praise=Text("The 12 is yours to find now.", "Jetzt suchst du die 12."),
             hints=(Text("Click Take over or press Enter.", "Klick Übernehmen oder drück die Eingabetaste."),),
             wrong=Text("Allowed, but this lesson takes over the 12.", "Erlaubt, aber diese Lektion übernimmt die 12."),
             refusals=(("016", "choose_first"), ("r1-2-3", "choose_first"))),
        Step(task=Text("Try the lit red die for the 12.", "Versuch den hervorgehobenen roten Würfel für die 12."),
             right=moves("016"), show="016", marks=("die:016",),
             praise=Text("12: a hit with your neighbour's roll. You keep the red die and roll on.",
                         "12: ein Treffer mit dem Wurf deines Nachbarn. Du behältst den roten Würfel und würfelst weiter."),
             hints=(LIFT,), wrong=TRY_LIT,
             refusals=(("take", "nothing_to_take"),)),
    ),
)

REMEMBER = Lesson(
    id="remember",
    title=Text("Play from memory", "Aus dem Gedächtnis spielen"),
    text=Text("Every sum announced is worth remembering. You rolled 12 and missed: the lit red die showed 13. "
              "Your neighbour then missed an 8.",
              "Jede angesagte Summe ist es wert, sie sich zu merken. Du hast 12 gewürfelt und danebengelegen: der "
              "hervorgehobene rote Würfel zeigte 13. Dann hat dein Nachbar eine 8 verfehlt."),
    rules=("announce", "choose"),
    position=Position("standard", 2, MISSED),
    steps=(
        Step(task=Text("You know no funnel with 8. Roll anew.", "Du kennst keinen Trichter mit 8. Würfle neu."),
             right=moves("new"), show="new", marks=("roll",),
             praise=Text("A fresh roll, and a fresh chance.", "Ein neuer Wurf, eine neue Chance."),
             hints=(Text("Click Roll anew or press Space.", "Klick Neu würfeln oder drück die Leertaste."),),
             wrong=Text("Allowed, but you know no funnel that shows 8.", "Erlaubt, aber du kennst keinen Trichter mit 8.")),
        Step(task=Text("Roll the pearl dice.", "Wirf die Perlmuttwürfel."),
             right=moves("r1-6-6"), show="r1-6-6", marks=("roll",),
             praise=Text("1, 6 and 6: 13.", "1, 6 und 6: 13."), hints=(ROLL,),
             refusals=(("take", "nothing_to_take"),)),
        Step(task=Text("You rolled 13. Which red die covers the 13 you saw? Lift it.",
                       "Du hast 13 gewürfelt. Welcher rote Würfel deckt die 13, die du gesehen hast? Heb ihn an."),
             right=moves("007"), show="007", marks=("die:007",),
             praise=Text("From memory: a hit. That is the whole game.", "Aus dem Gedächtnis: ein Treffer. Das ist das ganze Spiel."),
             hints=(Text("It is the red die you lifted for your 12.", "Es ist der rote Würfel, den du für deine 12 angehoben hast."),),
             wrong=Text("Allowed, but you have seen which funnel shows 13.",
                        "Erlaubt, aber du hast gesehen, welcher Trichter 13 zeigt.")),
    ),
)

END = Lesson(
    id="the-end",
    title=Text("The eighth red die", "Der achte rote Würfel"),
    text=Text("With 2 to 4 players, whoever gets his 8th red die wins at once; with 5 to 8 players, his 6th. You "
              "have 7.",
              "Bei 2 bis 4 Spielern gewinnt sofort, wer seinen achten roten Würfel bekommt; bei 5 bis 8 Spielern "
              "seinen sechsten. Du hast 7."),
    rules=("end-small", "end-large"),
    position=Position("standard", 2, SEVEN_HITS),
    steps=(
        Step(task=Text("Roll for your 8th red die.", "Würfle um deinen achten roten Würfel."),
             right=moves("r2-3-6"), show="r2-3-6", marks=("roll",),
             praise=Text("2, 3 and 6: 11.", "2, 3 und 6: 11."), hints=(ROLL,)),
        Step(task=Text("Try the lit red die.", "Versuch den hervorgehobenen roten Würfel."),
             right=moves("043"), show="043", marks=("die:043",),
             praise=Text("11: your 8th red die, and the game is yours.", "11: dein achter roter Würfel, und das Spiel gehört dir."),
             hints=(LIFT,), wrong=TRY_LIT),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game against an easy computer. Ask for a hint whenever you are unsure.",
              "Eine ganze Partie gegen einen leichten Computer. Frag nach einem Tipp, wann immer du unsicher bist."),
    rules=("start",),
    first_game=FirstGame("standard", 2, "search:easy", tips=(
        Text("Each sum shows only for a moment: say it to yourself with its place.",
             "Jede Summe zeigt sich nur kurz: sag sie dir mit ihrem Platz vor."),
        Text("After a miss, take over only if you remember a funnel with that sum.",
             "Nach einem Fehlversuch übernimm nur, wenn du einen Trichter mit dieser Summe kennst."),
        Text("Sums near 10 and 11 are rolled most often.", "Summen um 10 und 11 werden am häufigsten gewürfelt."))),
)

COURSE = Course(game="eintrichtern", lessons=(ROLL_AND_LIFT, OPEN, MISS, TAKE, REMEMBER, END, FIRST_GAME),
                rules=RULES, places=places, not_taught=NOT_TAUGHT)
