"""Learn to play Würfelmarsch: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/wuerfelmarsch.md): `035>125` tips the die at 035 into the hollow 125, with `/124,133`
the order of the funnels it closes; `125~e` turns the die at 125 to orientation e. Three players; the
learner is Red (seat 0, side x=0, marching toward the corner 800); Yellow and Pearl are the box's and play
only what a lesson says. There is no chance: a position is the record's moves from the start. Places a
lesson may light: `die:<position>` (a die on the plate), `hollow:<position>` (an empty hollow) and `turn`
(the Turn button).
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves
from gamebox.pyramid import lattice


def places(state) -> list[str]:
    dice = [f"die:{lattice.name(p)}" for p in state.pyramid]
    hollows = [f"hollow:{lattice.name(p)}" for p in lattice.BOTTOM if p not in state.pyramid]
    return dice + hollows + ["turn"]


def line(text: str) -> tuple[str, ...]:
    return tuple(text.split())


RULES = {
    "goal": Text("Your dice march over the plate; bring one into the corner opposite your side.",
                 "Deine Würfel marschieren über die Platte; bring einen in die Ecke gegenüber deiner Seite."),
    "setup": Text("Each player's five dice lie in the five middle hollows of his side: 3 toward him, 2 toward his "
                  "left neighbour, 1 toward his right.",
                  "Die fünf Würfel jedes Spielers liegen in den fünf mittleren Mulden seiner Seite: die 3 zu ihm, "
                  "die 2 zum linken Nachbarn, die 1 zum rechten."),
    "turn": Text("On your turn you must tip or turn one of your dice; then the player on your left.",
                 "Wer dran ist, muss einen seiner Würfel kippen oder drehen; dann der linke Nachbar."),
    "start": Text("The players agree who starts.", "Die Spieler einigen sich, wer beginnt."),
    "tip": Text("Tip: roll one of your dice over an edge into a neighbouring empty hollow, forward or to the "
                "side; its faces change as it rolls.",
                "Kippen: roll einen deiner Würfel über eine Kante in eine benachbarte leere Mulde, nach vorn oder "
                "zur Seite; dabei ändern sich seine Seiten."),
    "back": Text("Never tip back toward your own side.", "Nie zurück zur eigenen Seite kippen."),
    "funnel": Text("Only when a tipped die forms a funnel with two other dice do they compare the pips they show "
                   "into it.",
                   "Nur wenn ein gekippter Würfel mit zwei anderen einen Trichter bildet, vergleichen sie die Augen, "
                   "die sie hineinzeigen."),
    "beat": Text("The highest beats every lower die of the other players; its owner keeps them.",
                 "Die höchste Zahl schlägt jeden niedrigeren Würfel der anderen; ihr Besitzer behält sie."),
    "tie": Text("All three equal, or the two highest equal: all three dice leave the game, and nobody gets them.",
                "Alle drei gleich oder die zwei höchsten gleich: alle drei Würfel verlassen das Spiel, keiner "
                "bekommt sie."),
    "own": Text("Your own dice are never beaten.", "Eigene Würfel werden nie geschlagen."),
    "order": Text("If a tip forms several funnels at once, you choose where it beats first.",
                  "Bildet ein Kippen mehrere Trichter zugleich, bestimmst du, wo zuerst geschlagen wird."),
    "rotate": Text("Turn: lift one of your dice and put it back into its hollow showing whatever you like.",
                   "Drehen: heb einen deiner Würfel hoch und leg ihn in dieselbe Mulde zurück, so wie du willst."),
    "corner": Text("A die in the corner opposite its owner's side wins the game at once.",
                   "Ein Würfel in der Ecke gegenüber der Seite seines Besitzers gewinnt sofort."),
    "empty": Text("The game also ends when no die is left on the plate. Then each counts the dice he beat minus "
                  "his own dice taken out by ties; it may be negative.",
                  "Das Spiel endet auch, wenn kein Würfel mehr auf der Platte liegt. Dann zählt jeder seine "
                  "geschlagenen Würfel minus seine eigenen, die ein Gleichstand aus dem Spiel nahm; das kann "
                  "negativ sein."),
    "score": Text("The highest count wins; on a tie, the tied player who moved last.",
                  "Die höchste Zahl gewinnt; bei Gleichstand, wer von ihnen zuletzt dran war."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the plate takes no more moves; the page says the game is over.",
                      "Nach dem Ende nimmt die Platte keine Züge mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "no_die": Text("On the board a tip always starts from the die you chose; it never names an empty hollow.",
                   "Auf dem Brett beginnt ein Kippen immer bei dem Würfel, den du gewählt hast, nie in einer leeren "
                   "Mulde."),
    "order": Text("When a tip closes several funnels the board asks for their order in a menu, so a tip without "
                  "one cannot be made.",
                  "Schließt ein Kippen mehrere Trichter, fragt das Brett in einem Menü nach ihrer Reihenfolge; ein "
                  "Kippen ohne sie lässt sich nicht machen."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

CHOOSE = Text("Drag the lit die onto the lit hollow, or click the die and then the hollow.",
              "Zieh den hervorgehobenen Würfel auf die hervorgehobene Mulde, oder klick den Würfel und dann die Mulde.")

# After Red's first tip, Yellow and Pearl each tip one die forward (lessons 1, 4, 5 start here).
OPENING = "035>125 305>215 440>431"

MARCH = Lesson(
    id="march",
    title=Text("March by tipping", "Marschieren durch Kippen"),
    text=Text("You are Red. Each turn you tip one of your dice into a neighbouring empty hollow — forward or to "
              "the side, never back. The first to bring one into his far corner wins.",
              "Du bist Rot. Jeden Zug kippst du einen deiner Würfel in eine leere Nachbarmulde — nach vorn oder "
              "zur Seite, nie zurück. Wer zuerst einen in seine ferne Ecke bringt, gewinnt."),
    rules=("goal", "setup", "turn", "tip", "back"),
    position=Position("standard", 3),
    steps=(
        Step(task=Text("Each of your dice shows you a 3. Tip the lit die forward into the lit hollow.",
                       "Deine Würfel zeigen dir je eine 3. Kipp den hervorgehobenen Würfel nach vorn in die "
                       "hervorgehobene Mulde."),
             right=moves("035>125"), show="035>125", marks=("die:035", "hollow:125"),
             praise=Text("It rolled over its edge, and now it shows you another face. Yellow and Pearl move too: "
                         "play passes to the left.",
                         "Er ist über die Kante gerollt und zeigt dir jetzt eine andere Seite. Gelb und Perlmutt "
                         "ziehen auch: es geht nach links weiter."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip the lit die forward into the lit hollow.",
                        "Erlaubt, aber kipp den hervorgehobenen Würfel nach vorn in die hervorgehobene Mulde."),
             refusals=(("035>044", "occupied"), ("035>224", "not_neighbour"), ("206>215", "not_yours")),
             then=("305>215", "440>431")),
        Step(task=Text("Try to tip the same die back toward your side. The box will say why not.",
                       "Versuch, denselben Würfel zurück zu deiner Seite zu kippen. Die gamebox sagt dir, warum nicht."),
             right=moves(), show="125>035", refused="backward", marks=("die:125", "hollow:035"),
             praise=Text("A die only goes forward or sideways: a step gained is never lost.",
                         "Ein Würfel geht nur nach vorn oder zur Seite: ein gewonnener Schritt geht nie verloren."),
             hints=(Text("Drag the die back into the hollow it came from.",
                         "Zieh den Würfel zurück in die Mulde, aus der er kam."),)),
        Step(task=Text("Now tip it sideways, to the left or to the right.",
                       "Jetzt kipp ihn zur Seite, nach links oder nach rechts."),
             right=moves("125>116", "125>134"), show="125>134", marks=("die:125", "hollow:116", "hollow:134"),
             praise=Text("Sideways is allowed too. Tipped to the side, the die keeps the face it shows you.",
                         "Zur Seite geht es auch. Zur Seite gekippt, behält der Würfel die Seite, die er dir zeigt."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip the lit die sideways.", "Erlaubt, aber kipp den hervorgehobenen Würfel zur "
                        "Seite."),
             refusals=(("125>233", "not_neighbour"),)),
    ),
)

BEAT = Lesson(
    id="beat",
    title=Text("The highest beats", "Die Höchste schlägt"),
    text=Text("Three dice around one spot form a funnel. When your tip makes one, each die shows the funnel one "
              "face: the highest number beats every lower die of the others, and you keep them.",
              "Drei Würfel um eine Stelle bilden einen Trichter. Entsteht er durch dein Kippen, zeigt jeder Würfel "
              "eine Seite hinein: die höchste Zahl schlägt jeden niedrigeren Würfel der anderen, und du behältst "
              "sie."),
    rules=("funnel", "beat"),
    position=Position("standard", 3, line("035>125 602>611 260>251")),
    steps=(
        Step(task=Text("Tip your front die forward between the two yellow dice.",
                       "Kipp deinen vorderen Würfel nach vorn zwischen die beiden gelben Würfel."),
             right=moves("125>215"), show="125>215", marks=("die:125", "hollow:215", "die:206", "die:305"),
             praise=Text("Your 5 faces Yellow's 2 and 1: the highest beats both lower dice, and they are yours.",
                         "Deine 5 trifft auf Gelbs 2 und 1: die Höchste schlägt beide niedrigeren Würfel, und sie "
                         "gehören dir."),
             hints=(CHOOSE,
                    Text("The lit hollow lies between two yellow dice: tipped there, your die closes a funnel with "
                         "them.",
                         "Die hervorgehobene Mulde liegt zwischen zwei gelben Würfeln: dorthin gekippt, schließt "
                         "dein Würfel mit ihnen einen Trichter.")),
             wrong=Text("Allowed, but this lesson wants a beating: tip your front die between the yellow dice.",
                        "Erlaubt, aber diese Lektion will einen Schlag: kipp deinen vorderen Würfel zwischen die "
                        "gelben Würfel."),
             refusals=(("125>026", "occupied"),)),
    ),
)

OWN = Lesson(
    id="own-dice",
    title=Text("Your own dice are safe", "Eigene Würfel sind sicher"),
    text=Text("A die of yours is never beaten by your own, even if it shows less. But a die of another player "
              "that shows more beats it — also in a funnel you close yourself.",
              "Ein Würfel von dir wird nie von deinen eigenen geschlagen, auch wenn er weniger zeigt. Aber ein "
              "Würfel eines anderen, der mehr zeigt, schlägt ihn — auch in einem Trichter, den du selbst schließt."),
    rules=("own",),
    position=Position("standard", 3, line("026>116 206>215 620>521")),
    steps=(
        Step(task=Text("Tip the lit die forward beside your front die: the funnel there gains you a die.",
                       "Kipp den hervorgehobenen Würfel nach vorn neben deinen vorderen Würfel: der Trichter dort "
                       "bringt dir einen Würfel."),
             right=moves("035>125"), show="035>125", marks=("die:035", "hollow:125", "die:116", "die:215"),
             praise=Text("Your 3 beats Yellow's 1. Your front die shows only 1 too, but your own dice are never "
                         "beaten. Tipping the front die forward instead would have met a yellow 5 with its 1: "
                         "Yellow would have taken it.",
                         "Deine 3 schlägt Gelbs 1. Dein vorderer Würfel zeigt auch nur eine 1, aber eigene Würfel "
                         "werden nie geschlagen. Hättest du stattdessen den vorderen Würfel nach vorn gekippt, "
                         "hätte seine 1 eine gelbe 5 getroffen: Gelb hätte ihn bekommen."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but not here: look at the lit hollow beside your front die.",
                        "Erlaubt, aber nicht hier: schau auf die hervorgehobene Mulde neben deinem vorderen Würfel.")),
    ),
)

TIE = Lesson(
    id="tie",
    title=Text("A tie: all three out", "Gleichstand: alle drei raus"),
    text=Text("If all three dice in a funnel show the same, or the two highest are equal, nobody wins: all three "
              "leave the game, whoever owns them.",
              "Zeigen alle drei Würfel eines Trichters dasselbe, oder sind die zwei höchsten gleich, gewinnt "
              "keiner: alle drei verlassen das Spiel, egal wem sie gehören."),
    rules=("tie",),
    position=Position("standard", 3, line(OPENING)),
    steps=(
        Step(task=Text("Tip the lit die forward into the lit hollow and see what happens.",
                       "Kipp den hervorgehobenen Würfel nach vorn in die hervorgehobene Mulde und sieh, was passiert."),
             right=moves("026>116"), show="026>116", marks=("die:026", "hollow:116", "die:125", "die:215"),
             praise=Text("Your 3 and Yellow's 3 are the highest, and equal: all three dice are out, two of yours "
                         "and one of Yellow's. At the end each counts against its owner — look before you tip.",
                         "Deine 3 und Gelbs 3 sind die höchsten und gleich: alle drei Würfel sind raus, zwei von "
                         "dir und einer von Gelb. Am Ende zählt jeder gegen seinen Besitzer — schau, bevor du "
                         "kippst."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip the lit die into the lit hollow.",
                        "Erlaubt, aber kipp den hervorgehobenen Würfel in die hervorgehobene Mulde.")),
    ),
)

ROTATE = Lesson(
    id="turn",
    title=Text("Turn a die", "Einen Würfel drehen"),
    text=Text("Instead of tipping you may turn one of your dice in its hollow, to show whatever faces you like. "
              "A turn never beats — but it gets a die ready for the next tip.",
              "Statt zu kippen darfst du einen deiner Würfel in seiner Mulde drehen, so dass er zeigt, was du "
              "willst. Drehen schlägt nie — aber es macht einen Würfel bereit für das nächste Kippen."),
    rules=("rotate",),
    position=Position("standard", 3, line(OPENING)),
    steps=(
        Step(task=Text("The same spot as in the tie. Choose your lit front die, press Turn and set it so that its "
                       "6 faces your left neighbour, Yellow.",
                       "Dieselbe Stelle wie beim Gleichstand. Wähl deinen hervorgehobenen vorderen Würfel, drück "
                       "Drehen und stell ihn so, dass seine 6 zu deinem linken Nachbarn Gelb zeigt."),
             right=moves("125~e", "125~i", "125~m", "125~q"), show="125~e", marks=("die:125", "turn"),
             praise=Text("Now your 6 looks into the funnel the tie was in.",
                         "Jetzt schaut deine 6 in den Trichter, in dem der Gleichstand war."),
             hints=(Text("Click the die, then Turn (or press R); the arrow keys turn it, Enter sets it.",
                         "Klick den Würfel, dann Drehen (oder drück R); die Pfeiltasten drehen ihn, Enter setzt ihn."),
                    Text("Turn until the 6 is on the face toward Yellow's side, at your left.",
                         "Dreh, bis die 6 auf der Seite zu Gelbs Seite liegt, links von dir.")),
             wrong=Text("Allowed, but turn the lit die so that its 6 faces Yellow.",
                        "Erlaubt, aber dreh den hervorgehobenen Würfel so, dass seine 6 zu Gelb zeigt."),
             refusals=(("125~g", "same"),),
             then=("602~a", "620~a")),
        Step(task=Text("Now tip the lit die into the lit hollow, as in the tie.",
                       "Jetzt kipp den hervorgehobenen Würfel in die hervorgehobene Mulde, wie beim Gleichstand."),
             right=moves("026>116"), show="026>116", marks=("die:026", "hollow:116"),
             praise=Text("Your 6 beats Yellow's 3, and your own 1 stays: one die for you instead of a tie.",
                         "Deine 6 schlägt Gelbs 3, und deine eigene 1 bleibt: ein Würfel für dich statt eines "
                         "Gleichstands."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but tip the lit die into the lit hollow.",
                        "Erlaubt, aber kipp den hervorgehobenen Würfel in die hervorgehobene Mulde.")),
    ),
)

ORDER = Lesson(
    id="order",
    title=Text("Two funnels at once", "Zwei Trichter auf einmal"),
    text=Text("A tip can close two or three funnels at once; you choose where it beats first. A funnel that an "
              "earlier beating broke up beats no more.",
              "Ein Kippen kann zwei oder drei Trichter zugleich schließen; du bestimmst, wo zuerst geschlagen wird. "
              "Ein Trichter, den ein früherer Schlag zerstört hat, schlägt nicht mehr."),
    rules=("order",),
    position=Position("standard", 3, line(
        "026>125 206>215 350>341 044>143 215>224 341>242 062>161 305>215 242>233")),
    steps=(
        Step(task=Text("Tip the lit die forward: it closes two funnels, one with Yellow's 1, one with Pearl's 6. "
                       "Let the one you win beat first.",
                       "Kipp den hervorgehobenen Würfel nach vorn: er schließt zwei Trichter, mit Gelbs 1 und mit "
                       "Perlmutts 6. Lass zuerst den schlagen, den du gewinnst."),
             right=moves("035>134/124,133"), show="035>134/124,133",
             marks=("die:035", "hollow:134", "die:224", "die:233"),
             praise=Text("First your 3 beats Yellow's 1, and you keep it. Then Pearl's 6 takes two of your dice. "
                         "The other order would have cost you the same two dice and won you nothing: the first "
                         "funnel would have been broken.",
                         "Zuerst schlägt deine 3 Gelbs 1, und du behältst ihn. Dann nimmt Perlmutts 6 zwei deiner "
                         "Würfel. Andersherum hätte es dich dieselben zwei Würfel gekostet und nichts gebracht: der "
                         "erste Trichter wäre zerstört gewesen."),
             hints=(CHOOSE,
                    Text("When you drop the die a menu asks for the order: choose the funnel with Yellow's die "
                         "first.",
                         "Wenn du den Würfel ablegst, fragt ein Menü nach der Reihenfolge: wähl zuerst den Trichter "
                         "mit Gelbs Würfel.")),
             wrong=Text("Allowed, but tip the lit die and let the funnel with Yellow's die beat first.",
                        "Erlaubt, aber kipp den hervorgehobenen Würfel und lass zuerst den Trichter mit Gelbs Würfel "
                        "schlagen.")),
    ),
)

CORNER = Lesson(
    id="corner",
    title=Text("Into the corner", "In die Ecke"),
    text=Text("The first die in the corner opposite its owner's side wins the game at once — whatever anybody "
              "has beaten.",
              "Der erste Würfel in der Ecke gegenüber der Seite seines Besitzers gewinnt sofort — egal, wer "
              "was geschlagen hat."),
    rules=("corner",),
    position=Position("standard", 3, line(
        "044>134 206~a 260~a 134>224 206~b 260~b 224>314 206~a 260~a 314>413 206~b 260~b 413>512 206~a 260~a "
        "512>602 206~b 260~b")),
    steps=(
        Step(task=Text("Your runner has come far. Tip it forward once more.",
                       "Dein Läufer ist weit gekommen. Kipp ihn noch einmal nach vorn."),
             right=moves("602>701"), show="602>701", marks=("die:602", "hollow:701"),
             praise=Text("One hollow from the corner.", "Eine Mulde vor der Ecke."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but march your runner forward.", "Erlaubt, aber lass deinen Läufer nach vorn "
                        "marschieren."),
             then=("206~a", "260~a")),
        Step(task=Text("Tip it into the corner.", "Kipp ihn in die Ecke."),
             right=moves("701>800"), show="701>800", marks=("die:701", "hollow:800"),
             praise=Text("In the corner: you win at once.", "In der Ecke: du gewinnst sofort."),
             hints=(CHOOSE,),
             wrong=Text("Allowed, but the corner is one tip away: take it.",
                        "Erlaubt, aber die Ecke ist nur ein Kippen entfernt: nimm sie.")),
    ),
)

# Red beats two yellow dice, then 29 turns go by in which no die leaves the plate (the game's option: 10 quiet
# rounds, 30 turns); the learner's turn is the 30th.
QUIET = ("503~a 530~a 062~a 503~b 530~b 062~b " * 5).split()[:29]

COUNT = Lesson(
    id="count",
    title=Text("The end and the count", "Das Ende und die Wertung"),
    text=Text("When no die is left on the plate, the game is counted: dice beaten minus your own dice a tie "
              "took out. The highest wins; on a tie, whoever of them moved last. The box also counts after rounds "
              "in which no die left the plate.",
              "Liegt kein Würfel mehr auf der Platte, wird gezählt: geschlagene Würfel minus eigene, die ein "
              "Gleichstand herausnahm. Die höchste Zahl gewinnt, bei Gleichstand, wer zuletzt dran war. Die "
              "gamebox zählt auch nach Runden, in denen kein Würfel die Platte verließ."),
    rules=("empty", "score"),
    position=Position("standard", 3, (*line("035>125 602>611 260>251 125>215"), *QUIET), options={"quiet": "10"}),
    steps=(
        Step(task=Text("For ten rounds no die has left the plate. Turn any of your dice: that ends the game.",
                       "Seit zehn Runden hat kein Würfel die Platte verlassen. Dreh einen deiner Würfel: das beendet "
                       "das Spiel."),
             right=matching(r"\d{3}~[a-x]"), show="062~b", marks=("die:062", "turn"),
             praise=Text("The game is counted. You beat two yellow dice and lost none to a tie: 2. Yellow and "
                         "Pearl have 0. You win.",
                         "Das Spiel wird gezählt. Du hast zwei gelbe Würfel geschlagen und keinen durch Gleichstand "
                         "verloren: 2. Gelb und Perlmutt haben 0. Du gewinnst."),
             hints=(Text("Click one of your dice, then Turn (or press R), turn it and press Enter.",
                         "Klick einen deiner Würfel, dann Drehen (oder drück R), dreh ihn und drück Enter."),),
             wrong=Text("Allowed, but turn a die: a tip could beat, and the count would wait.",
                        "Erlaubt, aber dreh einen Würfel: ein Kippen könnte schlagen, und die Wertung würde warten.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game against two easy computers. Ask for a hint whenever you are unsure.",
              "Eine ganze Partie gegen zwei leichte Computer. Frag nach einem Tipp, wann immer du unsicher bist."),
    rules=("start", "turn"),
    first_game=FirstGame("standard", 3, "search:easy", tips=(
        Text("Before you tip, look at the funnels the hollow would close, and the pips each die would show into "
             "them.",
             "Bevor du kippst, schau auf die Trichter, die die Mulde schließen würde, und die Augen, die jeder "
             "Würfel hineinzeigen würde."),
        Text("A runner that nobody blocks wins: keep one die marching to your corner.",
             "Ein Läufer, den keiner aufhält, gewinnt: lass einen Würfel zu deiner Ecke marschieren."),
    )),
)

COURSE = Course(
    game="wuerfelmarsch",
    lessons=(MARCH, BEAT, OWN, TIE, ROTATE, ORDER, CORNER, COUNT, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
