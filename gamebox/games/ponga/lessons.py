"""Learn to play Ponga: the course (docs/lessons.md has its coverage table).

Positions are records' moves (docs/notation/ponga.md): `d25` the dice show 2 and 5, `52` a stone on field 52
(row 5, column 2). The learner is player 1 (seat 0), the box player 2. Places a lesson may light: `field:25`,
`dice` (the dice and the Roll button), `seat:0`/`seat:1` (a player's line in the panel, with his stones) and
`legend` (what the diagonals count).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, moves

from .board import FIELDS, field_name


def places(state) -> list[str]:
    return ([f"field:{field_name(f)}" for f in FIELDS] + ["dice", "legend"]
            + [f"seat:{seat}" for seat in range(state.num_players)])


RULES = {
    "goal": Text("Bring as many stones onto the board as you can before you must land on one of your own; "
                 "opponents' stones can be covered and captured.",
                 "Bring möglichst viele Steine aufs Brett, bevor du auf einen eigenen setzen musst; gegnerische "
                 "Steine kann man überdecken und erobern."),
    "players": Text("Two to eight players (four is the base game), each with stones of his colour; the turn passes "
                    "to the left.",
                    "Zwei bis acht Spieler (vier sind das Grundspiel), jeder mit Steinen seiner Farbe; reihum nach "
                    "links."),
    "fields": Text("Each of the 36 fields is a throw of two dice: a 2 and a 3 name field 23 or field 32.",
                   "Jedes der 36 Felder ist ein Wurf zweier Würfel: eine 2 und eine 3 nennen Feld 23 oder Feld 32."),
    "both-free": Text("Both fields free: you choose where your stone goes.",
                      "Beide Felder frei: du suchst dir aus, wohin dein Stein kommt."),
    "one-free": Text("Only one of the two fields free: your stone must go there.",
                     "Nur eines der beiden Felder frei: dort muss dein Stein hin."),
    "double": Text("A double names a single field.", "Ein Pasch nennt nur ein Feld."),
    "capture": Text("Both fields occupied: cover one of them; the tower, with every stone in it, is yours.",
                    "Beide Felder besetzt: überdecke eines; der Turm gehört dir, mit allen Steinen darin."),
    "own": Text("You may never cover your own stone.", "Einen eigenen Stein darfst du nie überdecken."),
    "out": Text("Whoever would have to cover his own stone is out; his stones stay on the board and can be "
                "captured.",
                "Wer auf einen eigenen Stein setzen müsste, fliegt raus; seine Steine bleiben liegen und können "
                "erobert werden."),
    "alone": Text("The last player in rolls on alone until he is out too.",
                  "Der letzte Spieler im Spiel würfelt allein weiter, bis auch er raus ist."),
    "end-out": Text("When everybody is out, each counts the stones in the towers he tops, captured stones included.",
                    "Sind alle raus, zählt jeder die Steine der Türme, auf denen er oben liegt, eroberte "
                    "eingeschlossen."),
    "line": Text("A whole row, column or long diagonal of your stones ends the round: every stone on the board is "
                 "yours.",
                 "Eine ganze Reihe, Spalte oder große Diagonale mit deinen Steinen beendet die Runde: alle Steine des "
                 "Bretts gehören dir."),
    "diagonals": Text("The diagonal without doubles counts twice, the doubles diagonal three times.",
                      "Die Diagonale ohne Pasche zählt doppelt, die Pasch-Diagonale dreifach."),
    "match": Text("A match of 3 or 5 rounds adds up the scores; each round starts on an empty board, the next "
                  "player first.",
                  "Ein Match über 3 oder 5 Runden zählt die Punkte zusammen; jede Runde beginnt mit leerem Brett, der "
                  "nächste Spieler zuerst."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the board takes no more stones; the page says the game is over.",
                      "Nach dem Ende nimmt das Brett keine Steine mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "start_first": Text("The box draws who starts before anybody can roll.",
                        "Die gamebox lost aus, wer beginnt, bevor jemand würfeln kann."),
    "not_start": Text("The lot for who starts is the box's; a player never draws it.",
                      "Das Los, wer beginnt, zieht die gamebox; nie ein Spieler."),
    "bad_start": Text("Only a record from outside could name a player who is not at the table.",
                      "Nur ein Spielstand von außen könnte einen Spieler nennen, der nicht mitspielt."),
    "bad_roll": Text("The box's dice show 1 to 6; only a record from outside could say otherwise.",
                     "Die Würfel der gamebox zeigen 1 bis 6; nur ein Spielstand von außen könnte anderes sagen."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

ROLL = Text("Roll the two dice.", "Würfle mit beiden Würfeln.")
ROLL_HINT = Text("Click Roll, or press Space.", "Klick auf Würfeln oder drück die Leertaste.")


def roll(outcome: str, praise: Text) -> Step:
    """A step where the learner rolls; the lesson's dice show `outcome`."""
    return Step(task=ROLL, right=moves(outcome), show=outcome, marks=("dice",), praise=praise, hints=(ROLL_HINT,))


FIRST_STONE = Lesson(
    id="first-stone",
    title=Text("Roll, then place a stone", "Würfeln, dann einen Stein setzen"),
    text=Text("Every field of the board belongs to a throw of two dice: the first number is the row, the second the "
              "column. Roll, and put your stone on a field your dice name.",
              "Jedes Feld des Bretts gehört zu einem Wurf mit zwei Würfeln: die erste Zahl ist die Reihe, die zweite "
              "die Spalte. Würfle und setz deinen Stein auf ein Feld, das deine Würfel nennen."),
    rules=("goal", "players", "fields", "both-free"),
    position=Position("standard", 2),
    steps=(
        Step(task=ROLL, right=moves("d36"), show="d36", marks=("dice",),
             praise=Text("A 3 and a 6: they name field 36 (row 3, column 6) and field 63 (row 6, column 3).",
                         "Eine 3 und eine 6: sie nennen Feld 36 (Reihe 3, Spalte 6) und Feld 63 (Reihe 6, Spalte 3)."),
             hints=(ROLL_HINT,),
             refusals=(("36", "roll_first"),)),
        Step(task=Text("Both fields are free: put your stone on field 36 or field 63.",
                       "Beide Felder sind frei: setz deinen Stein auf Feld 36 oder Feld 63."),
             right=moves("36", "63"), show="63", marks=("field:36", "field:63"),
             praise=Text("Right: with both fields free, the choice is yours. The two little dice on each field show "
                         "its name.",
                         "Richtig: sind beide Felder frei, hast du die Wahl. Die zwei kleinen Würfel auf jedem Feld "
                         "zeigen seinen Namen."),
             hints=(Text("Look for the fields whose little dice show a 3 and a 6, and click one of them.",
                         "Such die Felder, deren kleine Würfel eine 3 und eine 6 zeigen, und klick eines an."),),
             refusals=(("33", "wrong_field"), ("d12", "already_rolled")),
             then=("d25", "52")),
    ),
)

FREE_FIRST = Lesson(
    id="free-first",
    title=Text("A free field comes first", "Ein freies Feld geht vor"),
    text=Text("If only one of your two fields is free, your stone must go there — even if you would rather take the "
              "other one.",
              "Ist nur eines deiner beiden Felder frei, muss dein Stein dorthin — auch wenn du lieber das andere "
              "nähmst."),
    rules=("one-free",),
    position=Position("standard", 2, ("d36", "63", "d25", "52")),
    steps=(
        roll("d25", Text("A 2 and a 5, like your opponent's roll.", "Eine 2 und eine 5, wie beim Wurf deines Gegners.")),
        Step(task=Text("Field 52 is your opponent's. Place your stone where the rules send it.",
                       "Feld 52 gehört deinem Gegner. Setz deinen Stein dorthin, wohin die Regel ihn schickt."),
             right=moves("25"), show="25", marks=("field:25", "field:52"),
             praise=Text("Field 25 was free, so it had to be 25: a free field always comes first.",
                         "Feld 25 war frei, also musste es 25 sein: ein freies Feld geht immer vor."),
             hints=(Text("One of the two fields is still empty.", "Eines der beiden Felder ist noch leer."),),
             refusals=(("52", "must_free"),),
             then=("d36", "36")),
    ),
)

DOUBLE = Lesson(
    id="double",
    title=Text("A double names one field", "Ein Pasch nennt ein Feld"),
    text=Text("Two equal dice name a single field: the six doubles lie on the diagonal from top left to bottom right.",
              "Zwei gleiche Würfel nennen nur ein Feld: die sechs Pasche liegen auf der Diagonale von links oben nach "
              "rechts unten."),
    rules=("double",),
    position=Position("standard", 2, ("d36", "63", "d25", "52", "d25", "25", "d36", "36")),
    steps=(
        roll("d44", Text("Two 4s: a double.", "Zwei Vieren: ein Pasch.")),
        Step(task=Text("Place your stone for the double 4.", "Setz deinen Stein für den Viererpasch."),
             right=moves("44"), show="44", marks=("field:44",),
             praise=Text("Field 44 is the only field of a double 4. A double gives you no choice.",
                         "Feld 44 ist das einzige Feld eines Viererpaschs. Ein Pasch lässt dir keine Wahl."),
             hints=(Text("Row 4, column 4.", "Reihe 4, Spalte 4."),),
             refusals=(("43", "wrong_field_double"),),
             then=("d15", "51")),
    ),
)

CAPTURE = Lesson(
    id="capture",
    title=Text("Cover and capture", "Überdecken und erobern"),
    text=Text("When both fields are taken, you put your stone on top of one of them. A tower belongs to whoever's "
              "stone lies on top — so you capture it, with every stone in it.",
              "Sind beide Felder besetzt, setzt du deinen Stein oben auf eines davon. Ein Turm gehört dem, dessen "
              "Stein oben liegt — also eroberst du ihn, mit allen Steinen darin."),
    rules=("capture",),
    position=Position("standard", 2, tuple("d36 63 d15 15 d24 42 d24 24 d24 24 d24 42 d11 11 d24 24".split())),
    steps=(
        roll("d24", Text("A 2 and a 4: both fields are your opponent's.",
                         "Eine 2 und eine 4: beide Felder gehören deinem Gegner.")),
        Step(task=Text("Cover the taller of the two towers.", "Überdecke den höheren der beiden Türme."),
             right=moves("24"), show="24", marks=("field:24", "field:42"),
             praise=Text("The tower on 24 had 3 stones; with yours it has 4, and all of them count for you now.",
                         "Der Turm auf 24 hatte 3 Steine; mit deinem sind es 4, und alle zählen jetzt für dich."),
             hints=(Text("Count the stones of the towers on 24 and 42.",
                         "Zähl die Steine der Türme auf 24 und 42."),),
             wrong=Text("Allowed, and it captures too — but the tower on 42 has only 2 stones. Take the taller one.",
                        "Erlaubt, und auch das erobert — aber der Turm auf 42 hat nur 2 Steine. Nimm den höheren."),
             then=("d15", "51")),
    ),
)

OUT = Lesson(
    id="out",
    title=Text("Never on your own — or you are out", "Nie auf einen eigenen — sonst bist du raus"),
    text=Text("You may never cover your own stone. If both your fields are already yours, you are out of the round; "
              "your stones stay on the board.",
              "Einen eigenen Stein darfst du nie überdecken. Gehören dir beide Felder schon, fliegst du aus der Runde; "
              "deine Steine bleiben liegen."),
    rules=("own", "out"),
    position=Position("standard", 2, tuple("d16 16 d34 43 d16 61 d25 25 d34 34 d23 32".split())),
    steps=(
        roll("d34", Text("A 3 and a 4: field 34 is yours, field 43 your opponent's.",
                         "Eine 3 und eine 4: Feld 34 gehört dir, Feld 43 deinem Gegner.")),
        Step(task=Text("Place your stone.", "Setz deinen Stein."),
             right=moves("43"), show="43", marks=("field:34", "field:43"),
             praise=Text("Your own tower on 34 was no choice: you captured 43 instead.",
                         "Dein eigener Turm auf 34 war keine Wahl: du hast stattdessen 43 erobert."),
             hints=(Text("You cannot cover a stone of your own colour.",
                         "Einen Stein deiner eigenen Farbe kannst du nicht überdecken."),),
             refusals=(("34", "own_stone"),),
             then=("d55", "55")),
        roll("d16", Text("A 1 and a 6: fields 16 and 61 are both yours. You would have to cover your own stone, so "
                         "you are out of this round. Your stones stay and still count for you — unless somebody "
                         "captures them.",
                         "Eine 1 und eine 6: die Felder 16 und 61 gehören beide dir. Du müsstest einen eigenen Stein "
                         "überdecken, also bist du raus aus dieser Runde. Deine Steine bleiben liegen und zählen "
                         "weiter für dich — außer jemand erobert sie.")),
    ),
)

ALONE = Lesson(
    id="alone",
    title=Text("Alone, then the count", "Allein, dann wird gezählt"),
    text=Text("Your opponent is out, so you roll on alone until you are out too. Then everybody counts the stones in "
              "the towers he tops.",
              "Dein Gegner ist raus, also würfelst du allein weiter, bis auch du raus bist. Dann zählt jeder die "
              "Steine der Türme, auf denen er oben liegt."),
    rules=("alone", "end-out"),
    position=Position("standard", 2, tuple("d12 12 d56 56 d12 21 d56 65 d34 43 d33 33 d44 44 d24 24 d33 33 d56"
                                           .split())),
    steps=(
        roll("d13", Text("A 1 and a 3. Your opponent is out: the dice are yours alone now.",
                         "Eine 1 und eine 3. Dein Gegner ist raus: die Würfel gehören jetzt nur dir.")),
        Step(task=Text("Place your stone on field 13 or field 31.", "Setz deinen Stein auf Feld 13 oder Feld 31."),
             right=moves("13", "31"), show="31", marks=("field:13", "field:31"),
             praise=Text("Every stone you place now is one more for the count.",
                         "Jeder Stein, den du jetzt setzt, zählt am Ende mit."),
             hints=(Text("Both fields are free: click either.", "Beide Felder sind frei: klick eines an."),)),
        roll("d12", Text("Fields 12 and 21 are both yours: out. Everybody is out, so the round is over. You top six "
                         "towers with 7 stones — the captured tower on 33 has 2 — and your opponent three towers with "
                         "3 stones. 7 to 3: you win.",
                         "Die Felder 12 und 21 gehören beide dir: raus. Alle sind raus, also ist die Runde vorbei. Du "
                         "liegst auf sechs Türmen mit 7 Steinen oben — der eroberte Turm auf 33 hat 2 — dein Gegner "
                         "auf drei Türmen mit 3 Steinen. 7 zu 3: du gewinnst.")),
    ),
)

LINE = Lesson(
    id="line",
    title=Text("A full line takes everything", "Eine volle Linie nimmt alles"),
    text=Text("Make a whole row, column or long diagonal yours and the round ends at once: every stone on the board "
              "is yours, and the others get nothing.",
              "Mach eine ganze Reihe, Spalte oder große Diagonale zu deiner, und die Runde endet sofort: alle Steine "
              "des Bretts gehören dir, die anderen bekommen nichts."),
    rules=("line",),
    position=Position("standard", 2, tuple("d13 31 d12 12 d23 32 d14 14 d33 33 d26 26 d34 34 d45 45 d35 35 d56 56"
                                           .split())),
    steps=(
        roll("d36", Text("A 3 and a 6, and row 3 lacks only field 36.", "Eine 3 und eine 6, und Reihe 3 fehlt nur Feld 36.")),
        Step(task=Text("Complete row 3.", "Mach Reihe 3 voll."),
             right=moves("36"), show="36", marks=("field:31", "field:32", "field:33", "field:34", "field:35", "field:36"),
             praise=Text("Row 3 is yours from end to end: the round is over, and all 11 stones on the board are yours. "
                         "Your opponent scores nothing.",
                         "Reihe 3 gehört dir von Ende zu Ende: die Runde ist vorbei, und alle 11 Steine des Bretts "
                         "gehören dir. Dein Gegner bekommt nichts."),
             hints=(Text("Which of the two fields lies in row 3?", "Welches der beiden Felder liegt in Reihe 3?"),),
             wrong=Text("Allowed, but field 36 would have completed row 3 and won the round.",
                        "Erlaubt, aber Feld 36 hätte Reihe 3 vollgemacht und die Runde gewonnen.")),
    ),
)

DIAGONAL = Lesson(
    id="diagonals",
    title=Text("The long diagonals count more", "Die großen Diagonalen zählen mehr"),
    text=Text("The diagonal of the doubles, from 11 to 66, counts every stone three times; the other long diagonal, "
              "from 16 to 61, twice.",
              "Die Diagonale der Pasche, von 11 bis 66, zählt jeden Stein dreifach; die andere große Diagonale, von "
              "16 bis 61, doppelt."),
    rules=("diagonals",),
    position=Position("standard", 2, tuple("d11 11 d12 12 d22 22 d13 13 d33 33 d14 41 d44 44 d25 25 d55 55 d36 63"
                                           .split())),
    steps=(
        roll("d66", Text("A double 6: the last field of the doubles diagonal.",
                         "Ein Sechserpasch: das letzte Feld der Pasch-Diagonale.")),
        Step(task=Text("Complete the diagonal of the doubles.", "Mach die Pasch-Diagonale voll."),
             right=moves("66"), show="66", marks=("field:66", "legend"),
             praise=Text("The whole doubles diagonal is yours: 11 stones on the board, counted three times — 33 "
                         "points.",
                         "Die ganze Pasch-Diagonale gehört dir: 11 Steine auf dem Brett, dreifach gezählt — 33 "
                         "Punkte."),
             hints=(Text("Row 6, column 6.", "Reihe 6, Spalte 6."),),
             refusals=(("56", "wrong_field_double"),)),
    ),
)

MATCH = Lesson(
    id="match",
    title=Text("A match of rounds", "Ein Match über mehrere Runden"),
    text=Text("In a match of 3 or 5 rounds the scores add up. Each round starts on an empty board, and the next "
              "player starts it.",
              "In einem Match über 3 oder 5 Runden werden die Punkte addiert. Jede Runde beginnt mit leerem Brett, "
              "und der nächste Spieler fängt an."),
    rules=("match",),
    position=Position("standard", 2, tuple("d12 12 d56 56 d12 21 d56 65 d34 43 d33 33 d44 44 d24 24 d33 33 d56"
                                           .split()), options={"rounds": "3"}),
    steps=(
        Step(task=ROLL, right=moves("d12"), show="d12", marks=("dice",), hints=(ROLL_HINT,), then=("d25", "52"),
             praise=Text("Out, and round 1 is over: 6 points for you, 3 for your opponent, kept for the match. The "
                         "board is cleared, and your opponent starts round 2.",
                         "Raus, und Runde 1 ist vorbei: 6 Punkte für dich, 3 für deinen Gegner, sie bleiben fürs "
                         "Match. Das Brett wird leer, und dein Gegner beginnt Runde 2.")),
        roll("d14", Text("Round 2 goes on as round 1 did.", "Runde 2 geht weiter wie Runde 1.")),
        Step(task=Text("Place your first stone of round 2.", "Setz deinen ersten Stein der Runde 2."),
             right=moves("14", "41"), show="41", marks=("field:14", "field:41", "seat:0", "seat:1"),
             praise=Text("The panel shows each player's total: the points of round 1 and the stones of round 2 so far.",
                         "Die Tafel zeigt die Summe jedes Spielers: die Punkte der Runde 1 und die Steine der Runde 2 "
                         "bis jetzt."),
             hints=(Text("Both fields are free: click field 14 or field 41.",
                         "Beide Felder sind frei: klick Feld 14 oder Feld 41 an."),)),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole round with four players, the base game, against three easy computers. Ask for a hint "
              "whenever you are unsure.",
              "Eine ganze Runde zu viert, das Grundspiel, gegen drei leichte Computer. Frag nach einem Tipp, wann "
              "immer du unsicher bist."),
    rules=("players",),
    first_game=FirstGame("standard", 4, "search:easy", tips=(
        Text("Choosing between two captures, take the taller tower: every stone in it counts for you.",
             "Hast du die Wahl zwischen zwei Eroberungen, nimm den höheren Turm: jeder Stein darin zählt für dich."),
        Text("Watch the rows, columns and long diagonals: one full line takes every stone on the board.",
             "Behalte Reihen, Spalten und große Diagonalen im Blick: eine volle Linie nimmt alle Steine des Bretts."),
    )),
)

COURSE = Course(
    game="ponga",
    lessons=(FIRST_STONE, FREE_FIRST, DOUBLE, CAPTURE, OUT, ALONE, LINE, DIAGONAL, MATCH, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
