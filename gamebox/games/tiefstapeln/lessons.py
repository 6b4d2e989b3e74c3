"""Learn to play Tiefstapeln: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/tiefstapeln.md): `bid L1 B8` a block at line 1 and the ball 8 cm above the arms, `pass`,
`order`, `enough`, `place x=28.10 y=0.75 a=0.0` a block on the mover's own arm (cm from the rod, cm above the
arm, degrees), `done`, `giveup`, `remove 5`, `stop`. Every lesson is a moment of the rules panel's example round
(example.py: Anna, Ben and Cleo; Ben builds alone), replayed with the current physics; the learner sits where the
lesson's idea is played. Places a lesson may light: `ball`, `line:1`…`line:6`, the buttons (`bet`, `lower`,
`pass`, `order`, `enough`, `done`, `giveup`, `stop`) and `block:n`, the solo bridge's blocks in the final test.
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, Task, first_game_lesson, matching, moves

from .example import EXAMPLE_MOVES
from .state import SOLO

BUTTONS = ("bet", "lower", "pass", "order", "enough", "done", "giveup", "stop")


def places(state) -> list[str]:
    return (["ball"] + [f"line:{n}" for n in range(1, state.material.lines + 1)] + list(BUTTONS)
            + [f"block:{n}" for n in range(1, len(state.sides[SOLO].bridge) + 1)])


RULES = {
    "board": Text("Two opposite arms with six start lines each, the rod in the middle, the red ball on it; blocks "
                  "of 12 × 3 × 1.5 cm.",
                  "Zwei gegenüberliegende Arme mit je sechs Startlinien, in der Mitte der Stab mit der roten Kugel; "
                  "Holzblöcke von 12 × 3 × 1,5 cm."),
    "bet": Text("The starting player lays his block at a line and pushes the ball down: I can bridge from there "
                "to the ball.",
                "Der Startspieler legt seinen Block an eine Linie und schiebt die Kugel hinunter: von dort baue ich "
                "eine Brücke bis zur Kugel."),
    "raise": Text("Each other player passes or beats the bet: his block at least one line further back, or the "
                  "ball exactly 1 cm lower.",
                  "Jeder andere passt oder überbietet: sein Block mindestens eine Linie weiter hinten, oder die "
                  "Kugel genau 1 cm tiefer."),
    "solo": Text("When all the others have passed in a row, the last bidder builds alone: the solo builder.",
                 "Haben alle anderen nacheinander gepasst, baut der letzte Bieter allein: der Einzelspieler."),
    "order": Text("The solo builder holds 10 blocks and may order exactly ten more as often as he likes, never "
                  "beyond half of all; the team gets one more than he holds.",
                  "Der Einzelspieler hat 10 Blöcke und darf beliebig oft genau zehn nachbestellen, nie über die "
                  "Hälfte aller; das Team bekommt einen mehr, als er hat."),
    "build": Text("Around the table each player lays one block on his side's bridge, from the bid line; between "
                  "the line and the rod nothing may touch the board, and nothing may lean on the rod.",
                  "Reihum legt jeder einen Block auf die Brücke seiner Seite, ab der gewetteten Linie; zwischen "
                  "Linie und Stab darf nichts das Brett berühren, und nichts darf sich am Stab abstützen."),
    "collapse": Text("After each block the bridge must stand; if it falls it is built again with the same "
                     "blocks: +10 for the solo builder per team collapse, −10 per own; three collapses and it is "
                     "given up.",
                     "Nach jedem Block muss die Brücke stehen; fällt sie, wird sie mit denselben Blöcken neu "
                     "gebaut: +10 für den Einzelspieler je Einsturz des Teams, −10 je eigenem; nach drei "
                     "Einstürzen ist sie aufgegeben."),
    "touch": Text("A bridge is finished when a block touches the ball on its side; the team stops then, the solo "
                  "builder may stop or use up his blocks.",
                  "Eine Brücke ist fertig, wenn ein Block die Kugel seitlich berührt; das Team hört dann auf, der "
                  "Einzelspieler darf aufhören oder seine Blöcke verbauen."),
    "fail": Text("A side that runs out of blocks, or gives up, has failed.",
                 "Eine Seite, der die Blöcke ausgehen oder die aufgibt, ist gescheitert."),
    "test": Text("The final test: the team takes blocks out of the solo bridge; each one whose removal leaves it "
                 "standing and touching costs him 10; the first that fails ends the test.",
                 "Die Schlussprobe: das Team nimmt Blöcke aus der Brücke des Einzelspielers; jeder, ohne den sie "
                 "steht und berührt, kostet ihn 10; der erste, der das nicht schafft, beendet die Probe."),
    "score": Text("The solo builder scores +50 touching with exactly his count, +5 with fewer, −25 if he never "
                  "touched or the team touched with fewer; the team scores nothing.",
                  "Der Einzelspieler bekommt +50, wenn er mit genau seiner Zahl berührt, +5 mit weniger, −25, wenn "
                  "er nie berührt oder das Team mit weniger berührt; das Team bekommt nichts."),
    "rounds": Text("A round per player (or two); the next player starts; the most points win.",
                   "Eine Runde je Spieler (oder zwei); der nächste Spieler beginnt; die meisten Punkte gewinnen."),
}

NOT_TAUGHT = {
    "game_over": Text("After the last round the board takes no more moves; the page says the game is over.",
                      "Nach der letzten Runde nimmt das Brett keine Züge mehr an; die Seite sagt, dass das Spiel "
                      "vorbei ist."),
    "start_first": Text("The box draws who starts before anybody can bid.",
                        "Die gamebox lost aus, wer beginnt, bevor jemand wetten kann."),
    "not_start": Text("Who starts is drawn once, by the box.", "Wer beginnt, lost die gamebox einmal aus."),
    "bad_start": Text("Only a record from outside names a player who is not there.",
                      "Nur eine Aufzeichnung von außen nennt einen Spieler, den es nicht gibt."),
    "no_blocks": Text("A side whose last block is gone has failed at once; the board offers no block to lay.",
                      "Eine Seite ohne Blöcke ist sofort gescheitert; das Brett bietet keinen Block mehr an."),
    "rod": Text("The held block settles straight down beside the rod; leaning a bridge on it needs a block "
                "exactly at the rod, which the lesson's bridges never come near.",
                "Der gehaltene Block sinkt neben dem Stab gerade hinunter; eine Brücke an ihn zu lehnen braucht "
                "einen Block genau am Stab, in dessen Nähe die Brücken der Lektionen nicht kommen."),
    "touching_already": Text("Give up is offered only to a bridge that does not touch the ball.",
                             "Aufgeben wird nur einer Brücke angeboten, die die Kugel nicht berührt."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur eine Aufzeichnung von außen enthält Züge eines anderen Spiels."),
    # The board offers only what the rules allow: Bet, Lower and Order are greyed out where a bet or an
    # order would be refused, and each button shows only in its phase; the held block sinks onto what is
    # under it. So these reasons cannot be met there; the lessons teach their rules by the task instead.
    "first_must_bid": Text("Pass shows only once somebody has bet: the starting player can only open.",
                           "Passen erscheint erst, wenn jemand gewettet hat: der Startspieler kann nur eröffnen."),
    "bad_line": Text("Only the six lines on the arm can be clicked.", "Nur die sechs Linien des Arms lassen sich anklicken."),
    "bad_ball": Text("The ball is dragged only as far as it moves.", "Die Kugel lässt sich nur so weit ziehen, wie sie sich bewegt."),
    "raise": Text("Bet and Lower are greyed out until the bet beats the last one; the bidding lesson says how.",
                  "Wetten und Tiefer sind ausgegraut, bis die Wette die letzte schlägt; die Lektion übers Wetten sagt, wie."),
    "not_bidding": Text("After the bidding the bet's buttons are gone.", "Nach dem Wetten sind die Knöpfe zum Wetten weg."),
    "no_order": Text("Order shows only right after the bidding.", "Bestellen erscheint nur direkt nach dem Wetten."),
    "half": Text("Order is greyed out at half of all blocks; the lesson on ordering shows it.",
                 "Bestellen ist bei der Hälfte aller Blöcke ausgegraut; die Lektion übers Bestellen zeigt es."),
    "not_building": Text("Blocks can be taken from the supply only while building.",
                         "Blöcke lassen sich nur beim Bauen aus dem Vorrat nehmen."),
    "overlaps": Text("The held block sinks onto what is under it: it never cuts into another.",
                     "Der gehaltene Block sinkt auf das, was unter ihm liegt: er ragt nie in einen anderen."),
    "floats": Text("The held block sinks until it rests: it is never let go in the air.",
                   "Der gehaltene Block sinkt, bis er aufliegt: er wird nie in der Luft losgelassen."),
    "not_touching": Text("Done shows only while the solo bridge touches the ball.",
                         "Fertig erscheint nur, solange die Brücke des Einzelspielers die Kugel berührt."),
    "solo_only": Text("Done shows only to the solo builder.", "Fertig erscheint nur dem Einzelspieler."),
    "not_testing": Text("Blocks of the solo bridge can be clicked away only in the final test.",
                        "Blöcke der Einzelbrücke lassen sich nur in der Schlussprobe wegklicken."),
    "bad_block": Text("Only a block that is there can be clicked.", "Nur ein Block, der da ist, lässt sich anklicken."),
}

BIDS = EXAMPLE_MOVES[:5]          # Anna bids L1 B8, Ben L1 B7, Cleo and Anna pass, Ben orders none

BIDDING = Lesson(
    id="bidding",
    title=Text("The bet", "Die Wette"),
    text=Text("Who builds alone is bid for: a line on the arm and how low the ball is. The starting player opens; "
              "each other player beats the bet or passes.",
              "Wer allein baut, wird ausgewettet: eine Linie auf dem Arm und wie tief die Kugel steht. Der "
              "Startspieler eröffnet; jeder andere überbietet oder passt."),
    rules=("board", "bet", "raise"),
    position=Position("standard", 3),
    steps=(
        Step(task=Text("You start (Anna). Open the bidding: lay your block at a line and push the ball down, then "
                       "Bet.",
                       "Du beginnst (Anna). Eröffne das Wetten: leg deinen Block an eine Linie, schieb die Kugel "
                       "hinunter und wette."),
             right=matching(r"bid L[1-6] B-?\d+"), show="bid L1 B8", marks=("line:1", "ball", "bet"),
             praise=Text("Your bet: you can bridge from that line to the ball there. Ben beats it by a "
                         "centimetre, Cleo passes.",
                         "Deine Wette: du baust von dieser Linie bis zur Kugel dort. Ben überbietet um einen "
                         "Zentimeter, Cleo passt."),
             hints=(Text("Click a line on the arm, drag the red ball down, then press Bet.",
                         "Klick eine Linie auf dem Arm an, zieh die rote Kugel hinunter und drück auf Wetten."),),
             then=("bid L1 B7", "pass")),
        Step(task=Text("Ben bid line 1 with the ball at 7 cm. Beat him — a line further back, or the ball exactly "
                       "1 cm lower — or pass.",
                       "Ben hat Linie 1 mit der Kugel bei 7 cm gewettet. Überbiete ihn — eine Linie weiter hinten "
                       "oder die Kugel genau 1 cm tiefer — oder passe."),
             right=matching(r"pass|bid L1 B6|bid L[2-6] B7"), show="pass", marks=("line:1", "ball", "lower", "pass"),
             praise=Text("Right: a bet is beaten by one line further back or one centimetre lower, nothing else. "
                         "Who passes leaves the building alone to the bidder.",
                         "Richtig: eine Wette schlägt man mit einer Linie weiter hinten oder einem Zentimeter "
                         "tiefer, mit nichts sonst. Wer passt, überlässt dem Bieter das Alleinbauen."),
             hints=(Text("Lower pushes the ball one centimetre down; a click on a line further back moves your "
                         "block; Pass lets Ben have it.",
                         "Tiefer schiebt die Kugel einen Zentimeter hinunter; ein Klick auf eine Linie weiter "
                         "hinten versetzt deinen Block; Passen überlässt es Ben."),)),
    ),
)

ORDERING = Lesson(
    id="ordering",
    title=Text("The solo builder orders", "Der Einzelspieler bestellt"),
    text=Text("When all the others have passed, the last bidder builds alone. He holds 10 blocks and may order ten "
              "more at a time: what he holds is his prediction. The team gets one block more.",
              "Haben alle anderen gepasst, baut der letzte Bieter allein. Er hat 10 Blöcke und darf je zehn "
              "nachbestellen: was er hat, ist seine Vorhersage. Das Team bekommt einen Block mehr."),
    rules=("solo", "order"),
    position=Position("standard", 3, BIDS[:4], seat=1),
    steps=(
        Step(task=Text("Cleo and Anna passed: you (Ben) build alone, Anna and Cleo are the team. Ten blocks are "
                       "enough for line 1 and 7 cm: say Enough.",
                       "Cleo und Anna haben gepasst: du (Ben) baust allein, Anna und Cleo sind das Team. Zehn "
                       "Blöcke reichen für Linie 1 und 7 cm: sag Genug."),
             right=moves("enough"), show="enough", marks=("enough", "order"),
             praise=Text("Your prediction is 10 blocks; the team gets 11. Touch the ball with exactly 10 and you "
                         "score 50.",
                         "Deine Vorhersage sind 10 Blöcke; das Team bekommt 11. Berühr die Kugel mit genau 10, und "
                         "du bekommst 50."),
             hints=(Text("Order adds ten blocks; Enough keeps what you hold.",
                         "Bestellen gibt zehn Blöcke dazu; Genug behält, was du hast."),),
             wrong=Text("Allowed, but ten blocks will do here: keep them.",
                        "Erlaubt, aber zehn Blöcke reichen hier: behalte sie.")),
    ),
)

GREEDY = Lesson(
    id="half",
    title=Text("Never more than half", "Nie mehr als die Hälfte"),
    text=Text("Ordering has a limit: the solo builder may never hold more than half of all the blocks.",
              "Bestellen hat eine Grenze: der Einzelspieler darf nie mehr als die Hälfte aller Blöcke haben."),
    rules=("order",),
    position=Position("standard", 3, BIDS[:4] + ("order",) * 8, seat=1),
    steps=(
        Step(task=Text("You (Ben) have ordered eight times: 90 blocks. Order ten more.",
                       "Du (Ben) hast achtmal bestellt: 90 Blöcke. Bestell zehn weitere."),
             right=moves("order"), show="order", marks=("order",),
             praise=Text("A hundred blocks: half of the two hundred there are. Order is greyed out now: a solo builder may "
                         "never hold more than half.",
                         "Hundert Blöcke: die Hälfte der zweihundert, die es gibt. Bestellen ist jetzt ausgegraut: ein "
                         "Einzelspieler darf nie mehr als die Hälfte haben."),
             hints=(Text("Press Order.", "Drück auf Bestellen."),)),
        Step(task=Text("Say Enough: a hundred is your prediction, the team gets one more.",
                       "Sag Genug: hundert ist deine Vorhersage, das Team bekommt einen mehr."),
             right=moves("enough"), show="enough", marks=("enough",),
             praise=Text("A prediction that high wins nothing: touching with fewer blocks scores only 5.",
                         "Eine so hohe Vorhersage bringt nichts: mit weniger Blöcken zu berühren gibt nur 5."),
             hints=(Text("Press Enough.", "Drück auf Genug."),)),
    ),
)

FIRST_BLOCK = Lesson(
    id="first-block",
    title=Text("A block on your arm", "Ein Block auf deinem Arm"),
    text=Text("You build from your line on your own arm. Between the line and the rod nothing may touch the "
              "board: lay your first blocks behind the line, as a counterweight.",
              "Du baust ab deiner Linie auf deinem eigenen Arm. Zwischen Linie und Stab darf nichts das Brett "
              "berühren: leg deine ersten Blöcke hinter die Linie, als Gegengewicht."),
    rules=("build",),
    position=Position("standard", 3, BIDS, seat=1),
    steps=(
        Step(task=Text("Try to lay a block on the board between line 1 and the rod.",
                       "Versuch, einen Block zwischen Linie 1 und dem Stab aufs Brett zu legen."),
             right=moves(), show="place x=7.00 y=0.75 a=0.0", refused="ground", marks=("line:1",),
             praise=Text("In front of the line the bridge must reach out over the board, never touch it.",
                         "Vor der Linie muss die Brücke über das Brett hinausragen, es nie berühren."),
             hints=(Text("Drag a block from your tray to the arm between the line and the rod.",
                         "Zieh einen Block aus deinem Vorrat auf den Arm zwischen Linie und Stab."),)),
        Step(task=Text("Now lay a block flat on the board behind line 1.",
                       "Leg jetzt einen Block flach aufs Brett hinter Linie 1."),
             right=Task(frozenset({EXAMPLE_MOVES[5]}), r"place x=\d+\.\d\d y=0\.75 a=0\.0"),  # any flat block on the board
             show="place x=28.10 y=0.75 a=0.0", marks=("line:1",),
             praise=Text("It lies behind the line and stands: the foot of your pier. Cleo and Anna lay theirs on the "
                         "other arm.",
                         "Er liegt hinter der Linie und steht: der Fuß deines Pfeilers. Cleo und Anna legen ihre auf "
                         "den anderen Arm."),
             hints=(Text("The block is 12 cm long: its middle must be at least 6 cm behind the line.",
                         "Der Block ist 12 cm lang: seine Mitte muss mindestens 6 cm hinter der Linie liegen."),),
             wrong=Text("Allowed, but lay it flat on the board, wholly behind the line.",
                        "Erlaubt, aber leg ihn flach aufs Brett, ganz hinter die Linie."),
             refusals=(("place x=58.00 y=0.75 a=0.0", "off_board"),),
             then=EXAMPLE_MOVES[6:8]),
    ),
)

COLLAPSE = Lesson(
    id="collapse",
    title=Text("A block that falls", "Ein Block, der fällt"),
    text=Text("After every block the bridge must stand. If anything falls, it is cleared and built again with the "
              "same blocks, and the solo builder gains 10 for every collapse of the team's bridge.",
              "Nach jedem Block muss die Brücke stehen. Fällt etwas, wird sie abgeräumt und mit denselben Blöcken "
              "neu gebaut, und der Einzelspieler bekommt 10 für jeden Einsturz der Teambrücke."),
    rules=("collapse", "fail"),
    position=Position("standard", 3, EXAMPLE_MOVES[:9], seat=2),
    steps=(
        Step(task=Text("You are Cleo, on the team. Lay a block on the front block, reaching 3 cm over the line "
                       "toward the ball.",
                       "Du bist Cleo, im Team. Leg einen Block auf den vorderen, 3 cm über die Linie zur Kugel "
                       "hinaus."),
             right=moves("place x=9.00 y=2.25 a=0.0"), show="place x=9.00 y=2.25 a=0.0", marks=("line:1", "ball"),
             praise=Text("Nothing held its back end: it tipped, the team's bridge collapsed, and Ben gains 10. The "
                         "team builds again from its line with all its blocks; a third collapse would give it up.",
                         "Nichts hielt sein hinteres Ende: er kippte, die Teambrücke stürzte ein, und Ben bekommt "
                         "10. Das Team baut mit allen Blöcken neu von seiner Linie aus; ein dritter Einsturz gäbe "
                         "sie auf."),
             hints=(Text("Put it on the front block, its middle at 9 cm from the rod.",
                         "Leg ihn auf den vorderen Block, seine Mitte 9 cm vom Stab."),),
             wrong=Text("Allowed, but this lesson wants the block over the line: see what happens.",
                        "Erlaubt, aber diese Lektion will den Block über der Linie: sieh, was passiert.")),
    ),
)

TOUCH = Lesson(
    id="touch",
    title=Text("Touching the ball", "Die Kugel berühren"),
    text=Text("A bridge is finished when a block touches the ball on its side, not on top and not from below. "
              "The team stops the moment it touches.",
              "Eine Brücke ist fertig, wenn ein Block die Kugel seitlich berührt, nicht oben und nicht von unten. "
              "Das Team hört auf, sobald es berührt."),
    rules=("touch",),
    position=Position("standard", 3, EXAMPLE_MOVES[:24], seat=2),
    steps=(
        Step(task=Text("You are Cleo. Lay the top block out to the ball's side: middle 7.51 cm from the rod, on the layer at "
                       "6.71 cm.",
                       "Du bist Cleo. Leg den obersten Block bis an die Seite der Kugel: Mitte 7,51 cm vom Stab, auf die Lage "
                       "bei 6,71 cm."),
             right=moves("place x=7.51 y=6.71 a=0.0"), show="place x=7.51 y=6.71 a=0.0", marks=("ball",),
             praise=Text("It touches the ball on its side: the team is done with 10 blocks. Ben must now touch with "
                         "no more than 10, or lose 25.",
                         "Er berührt die Kugel seitlich: das Team ist mit 10 Blöcken fertig. Ben muss jetzt mit "
                         "höchstens 10 berühren, sonst verliert er 25."),
             hints=(Text("Near the ball the ghost says how many millimetres are left; the arrow keys move the block "
                         "by a millimetre.",
                         "Nahe der Kugel sagt der Schatten, wie viele Millimeter fehlen; die Pfeiltasten verschieben "
                         "den Block um einen Millimeter."),),
             wrong=Text("Allowed, but reach for the ball's side with the top layer.",
                        "Erlaubt, aber greif mit der obersten Lage nach der Seite der Kugel.")),
    ),
)

SOLO_TOUCH = Lesson(
    id="solo-touch",
    title=Text("The solo builder's last block", "Der letzte Block des Einzelspielers"),
    text=Text("The solo builder may stop once he touches the ball, or go on to use exactly the number he "
              "predicted: only that number scores 50.",
              "Der Einzelspieler darf aufhören, sobald er die Kugel berührt, oder weiterbauen, bis er genau die "
              "vorhergesagte Zahl verbaut hat: nur diese Zahl bringt 50."),
    rules=("touch",),
    position=Position("standard", 3, EXAMPLE_MOVES[:27], seat=1),
    steps=(
        Step(task=Text("You are Ben, with one block left. Lay your tenth block to the ball's side: middle 7.51 cm from the rod, on the layer at "
                       "6.71 cm.",
                       "Du bist Ben, mit einem Block übrig. Leg deinen zehnten Block an die Seite der Kugel: Mitte 7,51 cm vom Stab, auf die Lage bei "
                       "6,71 cm."),
             right=moves("place x=7.51 y=6.71 a=0.0"), show="place x=7.51 y=6.71 a=0.0", marks=("ball",),
             praise=Text("You touch with exactly the 10 blocks you predicted: +50. Now the team tests your bridge.",
                         "Du berührst mit genau den 10 vorhergesagten Blöcken: +50. Jetzt prüft das Team deine "
                         "Brücke."),
             hints=(Text("The team's last block lies at the same place on its arm: copy it.",
                         "Der letzte Block des Teams liegt an derselben Stelle auf seinem Arm: mach es nach."),),
             wrong=Text("Allowed, but reach for the ball with your last block.",
                        "Erlaubt, aber greif mit deinem letzten Block nach der Kugel.")),
    ),
)

FINAL_TEST = Lesson(
    id="final-test",
    title=Text("The final test", "Die Schlussprobe"),
    text=Text("Once the solo bridge touches, the team takes blocks out of it one by one. Each block it can take "
              "while the bridge still stands and still touches costs the solo builder 10.",
              "Berührt die Brücke des Einzelspielers, nimmt das Team Blöcke einzeln heraus. Jeder Block, ohne den "
              "die Brücke noch steht und noch berührt, kostet den Einzelspieler 10."),
    rules=("test",),
    position=Position("standard", 3, EXAMPLE_MOVES[:28], seat=2),
    steps=(
        Step(task=Text("You are Cleo. Take out block 5 of Ben's bridge.",
                       "Du bist Cleo. Nimm Block 5 aus Bens Brücke."),
             right=moves("remove 5"), show="remove 5", marks=("block:5",),
             praise=Text("The bridge still stands and still touches: that block was not needed, −10 for Ben. Anna "
                         "takes block 1, the pier's foot: the bridge falls and the test is over.",
                         "Die Brücke steht und berührt noch: der Block war unnötig, −10 für Ben. Anna nimmt Block 1, "
                         "den Fuß des Pfeilers: die Brücke fällt, die Probe ist vorbei."),
             hints=(Text("Click block 5 of the bridge on the left.", "Klick Block 5 der linken Brücke an."),),
             wrong=Text("Allowed, but take block 5: it can go without harm.",
                        "Erlaubt, aber nimm Block 5: er kann ohne Schaden weg."),
             then=EXAMPLE_MOVES[29:30]),
    ),
)

SCORING = Lesson(
    id="scoring",
    title=Text("The round's score", "Die Wertung der Runde"),
    text=Text("Only the solo builder scores: +50 touching with exactly his blocks, +5 with fewer, −25 if he never "
              "touched or the team touched with fewer; +10 per team collapse, −10 per own, −10 per block removed.",
              "Nur der Einzelspieler punktet: +50 bei Berührung mit genau seinen Blöcken, +5 mit weniger, −25, wenn "
              "er nie berührt oder das Team mit weniger berührt; +10 je Einsturz des Teams, −10 je eigenem, −10 je "
              "herausgenommenem Block."),
    rules=("score", "rounds"),
    position=Position("standard", 3, EXAMPLE_MOVES[:29], seat=0),
    steps=(
        Step(task=Text("You are Anna. Block 5 came out harmlessly. End the test: take out block 1, or Stop.",
                       "Du bist Anna. Block 5 ging ohne Schaden heraus. Beende die Probe: nimm Block 1 heraus oder "
                       "sag Stopp."),
             right=moves("remove 1", "stop"), show="remove 1", marks=("block:1", "stop"),
             praise=Text("Ben's round: +10 for the team's collapse, +50 for exactly 10 blocks, −10 for block 5: "
                         "+50. The team scores nothing. The next round, Ben starts the bidding; after one round per "
                         "player the most points win.",
                         "Bens Runde: +10 für den Einsturz des Teams, +50 für genau 10 Blöcke, −10 für Block 5: +50. "
                         "Das Team bekommt nichts. In der nächsten Runde beginnt Ben das Wetten; nach einer Runde je "
                         "Spieler gewinnen die meisten Punkte."),
             hints=(Text("Block 1 is the pier's foot: without it the bridge falls.",
                         "Block 1 ist der Fuß des Pfeilers: ohne ihn fällt die Brücke."),),
             wrong=Text("Allowed, but another block out would cost Ben 10 only if the bridge held: end the test.",
                        "Erlaubt, aber ein weiterer Block kostet Ben nur 10, wenn die Brücke hält: beende die "
                        "Probe.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game for two against an easy computer: two rounds, each of you builds alone once.",
              "Eine ganze Partie zu zweit gegen einen leichten Computer: zwei Runden, jeder baut einmal allein."),
    rules=("rounds",),
    first_game=FirstGame("standard", 2, "search:easy", tips=(
        Text("Bid only what you can build: a pier behind the line, then layers that reach a little further each.",
             "Wette nur, was du bauen kannst: ein Pfeiler hinter der Linie, dann Lagen, die jede ein wenig weiter "
             "reichen."),
        Text("A block reaching out needs a block on its back end: build the counterweight first.",
             "Ein Block, der hinausragt, braucht einen Block auf seinem hinteren Ende: bau zuerst das Gegengewicht."),
        Text("Order exactly what your bridge needs: fewer blocks than predicted score only 5.",
             "Bestell genau, was deine Brücke braucht: weniger Blöcke als vorhergesagt bringen nur 5."),
    )),
)

COURSE = Course(game="tiefstapeln",
                lessons=(BIDDING, ORDERING, GREEDY, FIRST_BLOCK, COLLAPSE, TOUCH, SOLO_TOUCH, FINAL_TEST, SCORING,
                         FIRST_GAME),
                rules=RULES, places=places, not_taught=NOT_TAUGHT)
