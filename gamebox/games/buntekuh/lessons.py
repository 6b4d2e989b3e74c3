"""Learn to play Bunte Kuh: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/buntekuh.md): `r1-3-4` the pearl dice, `1:stop511` seat 1 calls "Stopp!" on the funnel
511, `1:niete`, and `1:511b` seat 1 places a die there turned to orientation b. The learner is seat 1 (0-based
0) of three; the others are the box's and move only as a lesson says. Every lesson plays the rules panel's
example deal. Bunte Kuh runs in real time, so a position's moves carry their game times (`at`) and a lesson
begins after the pearl dice have landed: on a paused clock a call right after a roll would still meet
"the dice are rolling". "Quick eyes" runs the clock at a quarter of the wall clock, the first game at full
speed against the slowest computers. Places a lesson may light: `funnel:<position>` and the buttons `roll`,
`stopp` and `niete`.
"""
from __future__ import annotations

import itertools

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves
from gamebox.pyramid import lattice

from .example import _deal
from .state import BunteKuhState

DEAL = "deal:" + _deal()

# One game, cut into the lessons: the learner's 8 (1 + 3 + 4) on the funnel 511, Ben's 9, Cleo's 7 (no funnel
# shows it: "Niete"), the learner's 8 that Cleo calls first, Ben's 9 that the learner calls wrongly.
EIGHT = (DEAL, "r1-3-4")
NINE = (*EIGHT, "1:stop511", "1:511b", "r2-3-4")
SEVEN = (*NINE, "1:stop142", "1:142b", "r1-2-4")
CLEO_FIRST = (*SEVEN, "1:niete", "1:610a", "r2-2-4", "3:stop331")
WRONG_NINE = (*CLEO_FIRST, "3:331c", "r2-3-4")


def _at(played: tuple[str, ...]) -> tuple[int, ...]:
    """A second between moves (the deal at 0): every roll has landed long before the next move."""
    return tuple(1000 * i for i in range(len(played)))


def _now(played: tuple[str, ...]) -> int:
    return 1000 * len(played)


def places(state) -> list[str]:
    return [f"funnel:{lattice.name(p)}" for p in state.funnels()] + ["roll", "stopp", "niete"]


def _to_the_end() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A game in which the learner is first every round, until one die is left in his supply and a roll that
    a funnel shows has landed. Returns the moves and the funnels that show the last roll."""
    state = BunteKuhState(3, 0)
    played = [DEAL]
    state.apply(state.parse_move(DEAL))
    rolls = itertools.cycle(["r3-4-5", "r2-4-6", "r1-5-5", "r3-3-5", "r2-5-6", "r4-4-4", "r1-4-6"])

    def play(text: str) -> None:
        state.advance_to(1000 * len(played))
        state.apply(state.parse_move(text))
        played.append(text)

    while True:
        roll = next(rolls)
        play(roll)
        shown = state.matches()
        if state.supply[0] == 1:
            if shown:
                return tuple(played), tuple(lattice.name(f) for f in shown)
            play("2:niete")       # somebody else takes a round the learner could not win at once
            play(f"2:{lattice.name(state.funnels()[0])}a")
            continue
        if shown:
            play(f"1:stop{lattice.name(shown[0])}")
            play(f"1:{lattice.name(shown[0])}a")
        else:
            play("1:niete")
            play(f"1:{lattice.name(state.funnels()[0])}a")


END_MOVES, LAST_FUNNELS = _to_the_end()

RULES = {
    "setup": Text("45 pearl dice fill the plate, turned at random; the other 60 dice are dealt evenly: each "
                  "player's supply.",
                  "45 Perlmuttwürfel füllen die Platte, zufällig gedreht; die übrigen 60 Würfel werden "
                  "gleichmäßig verteilt: der Vorrat jedes Spielers."),
    "roll": Text("The roller throws the three pearl dice; as soon as they lie still, everybody adds them up.",
                 "Der Werfer wirft die drei Perlmuttwürfel; sobald sie liegen, zählt jeder sie zusammen."),
    "funnel": Text("Look for a funnel (a hollow between three dice) whose three faces pointing into it add up "
                   "to the same sum.",
                   "Such einen Trichter (eine Mulde zwischen drei Würfeln), dessen drei Seiten, die in ihn "
                   "zeigen, dieselbe Summe ergeben."),
    "stopp": Text("Whoever finds one first calls “Stopp!” on that funnel.",
                  "Wer zuerst einen findet, ruft „Stopp!“ auf diesen Trichter."),
    "mark": Text("A single click only marks a funnel; a second click or the Stopp! button calls.",
                 "Ein einzelner Klick markiert einen Trichter nur; ein zweiter Klick oder der Stopp!-Knopf ruft."),
    "place": Text("A right caller places a die from his supply into the funnel, turned as he likes; new funnels "
                  "appear further up.",
                  "Wer richtig ruft, legt einen Würfel aus seinem Vorrat in den Trichter, gedreht wie er will; "
                  "weiter oben entstehen neue Trichter."),
    "niete": Text("Whoever notices first that no funnel shows the sum calls “Niete”; if he is right, he places "
                  "a die into any funnel.",
                  "Wer zuerst merkt, dass kein Trichter die Summe zeigt, ruft „Niete“; hat er recht, legt er einen "
                  "Würfel in einen beliebigen Trichter."),
    "wrong": Text("A wrong call places nothing and gets a die from every other player's supply.",
                  "Wer falsch ruft, legt nichts und bekommt von jedem anderen Spieler einen Würfel."),
    "first": Text("The first call decides the round; then the pearl dice go to the roller's left neighbour.",
                  "Der erste Ruf entscheidet die Runde; dann gehen die Perlmuttwürfel an den linken Nachbarn des "
                  "Werfers."),
    "end": Text("The game ends at once when a player has no die left, placed or given away: he wins.",
                "Das Spiel endet sofort, wenn ein Spieler keinen Würfel mehr hat, gelegt oder abgegeben: er "
                "gewinnt."),
    "share": Text("Two players who give away their last die at the same moment share the win.",
                  "Zwei Spieler, die im selben Moment ihren letzten Würfel abgeben, teilen sich den Sieg."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the board takes no more calls; the page says the game is over.",
                      "Nach dem Ende nimmt das Brett keinen Ruf mehr an; die Seite sagt, dass das Spiel vorbei ist."),
    "deal_first": Text("The box lays the bottom layer before anybody can touch it.",
                       "Die gamebox legt die unterste Lage, bevor jemand sie berühren kann."),
    "dealt": Text("The bottom layer is laid once, by the box.", "Die unterste Lage legt die gamebox einmal."),
    "bad_deal": Text("Only a record from outside holds a broken bottom layer.",
                     "Nur ein Spielstand von außen enthält eine kaputte unterste Lage."),
    "start_first": Text("The box draws who starts before the first roll.",
                        "Die gamebox lost aus, wer beginnt, bevor zum ersten Mal gewürfelt wird."),
    "no_seat": Text("Every input belongs to a player of the game.",
                    "Jede Eingabe gehört zu einem Spieler der Partie."),
    "rolled": Text("Once the dice are rolled the Roll button is off: there is no second roll to try.",
                   "Sind die Würfel geworfen, ist der Würfeln-Knopf aus: einen zweiten Wurf kann man nicht "
                   "versuchen."),
    "not_funnel": Text("The board lets you point only at funnels and says so itself when you click elsewhere.",
                       "Das Brett lässt dich nur auf Trichter zeigen und sagt es selbst, wenn du woanders "
                       "hinklickst."),
    "not_caller": Text("The die picker opens only for the right caller.",
                       "Die Würfelauswahl öffnet sich nur für den, der richtig gerufen hat."),
    "place_called": Text("After a “Stopp!” the picker puts your die into the funnel you called; no other is "
                         "offered.",
                         "Nach „Stopp!“ legt die Auswahl deinen Würfel in den gerufenen Trichter; einen anderen "
                         "bietet sie nicht an."),
    "not_placing": Text("The die picker opens only after a right call.",
                        "Die Würfelauswahl öffnet sich nur nach einem richtigen Ruf."),
    "bad_orientation": Text("The picker turns the die only to its 24 orientations.",
                            "Die Auswahl dreht den Würfel nur in seine 24 Lagen."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

CLICK = Text("Click the lit funnel once to mark it, then click it again or press Stopp!.",
             "Klick den hervorgehobenen Trichter einmal an, um ihn zu markieren, dann klick ihn noch einmal an "
             "oder drück Stopp!.")
FACES = Text("Add the three faces that point into the hollow, not the faces on top.",
             "Zähl die drei Seiten zusammen, die in die Mulde zeigen, nicht die Seiten oben.")
PICKER = Text("Turn the die in the picker with its arrows, then press Set.",
              "Dreh den Würfel in der Auswahl mit ihren Pfeilen, dann drück Ablegen.")

ROLL_LESSON = Lesson(
    id="roll",
    title=Text("The three pearl dice", "Die drei Perlmuttwürfel"),
    text=Text("Every player has a supply of 20 dice; whoever gets rid of his first wins. You hold the three "
              "pearl dice, so you roll. Their sum is what everybody hunts for, and nobody may call before they "
              "lie still. The clock stands while you read.",
              "Jeder Spieler hat einen Vorrat von 20 Würfeln; wer ihn zuerst los ist, gewinnt. Du hast die drei "
              "Perlmuttwürfel, also wirfst du. Ihre Summe suchen alle, und keiner darf rufen, bevor sie liegen. "
              "Die Uhr steht, solange du liest."),
    rules=("setup", "roll"),
    position=Position("standard", 3, (DEAL,), at=(0,), now=1000),
    steps=(
        Step(task=Text("Roll the pearl dice with the lit button.", "Wirf die Perlmuttwürfel mit dem "
                       "hervorgehobenen Knopf."),
             right=matching(r"r[1-6]-[1-6]-[1-6]"), show="r1-3-4", marks=("roll",),
             praise=Text("1 + 3 + 4: the sum is 8. Now everybody looks for a funnel that shows 8.",
                         "1 + 3 + 4: die Summe ist 8. Jetzt sucht jeder einen Trichter, der 8 zeigt."),
             hints=(Text("The Roll button is under the pearl dice.", "Der Würfeln-Knopf ist unter den "
                         "Perlmuttwürfeln."),),
             refusals=(("1:stop511", "roll_first"),)),
        Step(task=Text("The dice are still tumbling, and the clock stands. Try to call “Stopp!” on the lit "
                       "funnel anyway: click it twice.",
                       "Die Würfel rollen noch, und die Uhr steht. Versuch trotzdem, „Stopp!“ auf den "
                       "hervorgehobenen Trichter zu rufen: klick ihn zweimal an."),
             right=moves(), show="1:stop511", refused="rolling", marks=("funnel:511",),
             praise=Text("Nobody calls before the dice lie still: then everybody starts at once.",
                         "Keiner ruft, bevor die Würfel liegen: dann fangen alle zugleich an."),
             hints=(Text("Click the lit funnel twice.", "Klick den hervorgehobenen Trichter zweimal an."),)),
    ),
)

STOPP_LESSON = Lesson(
    id="stopp",
    title=Text("Find the funnel, call “Stopp!”", "Trichter finden, „Stopp!“ rufen"),
    text=Text("A funnel is a hollow between three dice. Its sum is the three faces that point into it. When one "
              "shows the roll's sum, mark it with a click and call “Stopp!” with a second click or the Stopp! "
              "button; a single click never calls. A right call lets you place a die from your supply there, "
              "turned as you like.",
              "Ein Trichter ist eine Mulde zwischen drei Würfeln. Seine Summe sind die drei Seiten, die in ihn "
              "zeigen. Zeigt einer die Summe des Wurfs, markier ihn mit einem Klick und ruf „Stopp!“ mit einem "
              "zweiten Klick oder dem Stopp!-Knopf; ein einzelner Klick ruft nie. Rufst du richtig, legst du "
              "einen Würfel aus deinem Vorrat hinein, gedreht wie du willst."),
    rules=("funnel", "stopp", "mark", "place"),
    position=Position("standard", 3, EIGHT, at=_at(EIGHT), now=_now(EIGHT)),
    steps=(
        Step(task=Text("The roll is 8. One of the two lit funnels shows 8, the other 9. Call “Stopp!” on the 8.",
                       "Gewürfelt ist 8. Einer der beiden hervorgehobenen Trichter zeigt 8, der andere 9. Ruf "
                       "„Stopp!“ auf die 8."),
             right=moves("1:stop511", "1:stop331"), show="1:stop511",
             marks=("funnel:511", "funnel:610", "stopp"),
             praise=Text("Right: 5 + 2 + 1 = 8. Now your die goes there.", "Richtig: 5 + 2 + 1 = 8. Jetzt kommt "
                         "dein Würfel hinein."),
             hints=(FACES, CLICK)),
        Step(task=Text("Place your die into the funnel you called, turned as you like.",
                       "Leg deinen Würfel in den gerufenen Trichter, gedreht wie du willst."),
             right=matching(r"1:(511|331)[a-x]"), show="1:511b", marks=(),
             praise=Text("One die fewer in your supply. Its faces make new sums for the funnels that form "
                         "above it. The pearl dice go to your left neighbour.",
                         "Ein Würfel weniger in deinem Vorrat. Seine Seiten ergeben neue Summen für die Trichter, "
                         "die darüber entstehen. Die Perlmuttwürfel gehen an deinen linken Nachbarn."),
             hints=(PICKER,)),
    ),
)

QUICK_LESSON = Lesson(
    id="quick",
    title=Text("Quick eyes", "Schnelle Augen"),
    text=Text("Now the clock runs, four times slower than in a game. Ben has rolled 2 + 3 + 4 = 9, and three "
              "funnels show 9. Be the first.",
              "Jetzt läuft die Uhr, viermal langsamer als im Spiel. Ben hat 2 + 3 + 4 = 9 gewürfelt, und drei "
              "Trichter zeigen 9. Sei der Erste."),
    rules=("roll", "stopp"),
    pace=0.25,
    position=Position("standard", 3, NINE, at=_at(NINE), now=_now(NINE)),
    steps=(
        Step(task=Text("Call “Stopp!” on a funnel that shows 9: one of the lit ones.",
                       "Ruf „Stopp!“ auf einen Trichter, der 9 zeigt: einen der hervorgehobenen."),
             right=moves("1:stop142", "1:stop151", "1:stop610"), show="1:stop142",
             marks=("funnel:142", "funnel:151", "funnel:610"),
             praise=Text("Right, and first.", "Richtig, und als Erster."),
             hints=(CLICK, FACES)),
        Step(task=Text("Place your die.", "Leg deinen Würfel."),
             right=matching(r"1:\d{3}[a-x]"), show="1:142b",
             praise=Text("In a game the clock runs four times as fast, and the others hunt too.",
                         "Im Spiel läuft die Uhr viermal so schnell, und die anderen suchen auch."),
             hints=(PICKER,)),
    ),
)

NIETE_LESSON = Lesson(
    id="niete",
    title=Text("Niete", "Niete"),
    text=Text("Cleo has rolled 1 + 2 + 4 = 7, and no funnel shows 7. Whoever notices that first calls "
              "“Niete”, and if he is right he places a die into any funnel he likes.",
              "Cleo hat 1 + 2 + 4 = 7 gewürfelt, und kein Trichter zeigt 7. Wer das zuerst merkt, ruft "
              "„Niete“, und hat er recht, legt er einen Würfel in einen beliebigen Trichter."),
    rules=("niete",),
    position=Position("standard", 3, SEVEN, at=_at(SEVEN), now=_now(SEVEN)),
    steps=(
        Step(task=Text("No funnel shows 7. Call “Niete” with the lit button.",
                     "Kein Trichter zeigt 7. Ruf „Niete“ mit dem hervorgehobenen Knopf."),
             right=moves("1:niete"), show="1:niete", marks=("niete",),
             praise=Text("Right: no funnel shows 7. Choose any funnel for your die.",
                         "Richtig: kein Trichter zeigt 7. Such dir einen beliebigen Trichter für deinen Würfel aus."),
             hints=(Text("The Niete! button is beside the Roll button; Space calls it too.",
                         "Der Niete!-Knopf ist neben dem Würfeln-Knopf; die Leertaste ruft es auch."),)),
        Step(task=Text("Click a funnel, then place your die there.",
                       "Klick einen Trichter an und leg deinen Würfel dort hinein."),
             right=matching(r"1:\d{3}[a-x]"), show="1:610a", marks=("funnel:610",),
             praise=Text("Any funnel will do after a right “Niete”.", "Nach einer richtigen „Niete“ passt jeder "
                         "Trichter."),
             hints=(Text("Click the lit funnel, turn the die in the picker and press Set.",
                         "Klick den hervorgehobenen Trichter an, dreh den Würfel in der Auswahl und drück "
                         "Setzen."),)),
    ),
)

FIRST_LESSON = Lesson(
    id="first-call",
    title=Text("The first call decides", "Der erste Ruf entscheidet"),
    text=Text("You rolled 2 + 2 + 4 = 8, but Cleo called “Stopp!” first, and rightly. The first call decides "
              "the round: nobody else calls while she places her die. Then the pearl dice go to the roller's left "
              "neighbour.",
              "Du hast 2 + 2 + 4 = 8 gewürfelt, aber Cleo hat zuerst „Stopp!“ gerufen, und zu Recht. Der erste "
              "Ruf entscheidet die Runde: keiner ruft mehr, während sie ihren Würfel legt. Dann gehen die "
              "Perlmuttwürfel an den linken Nachbarn des Werfers."),
    rules=("first",),
    position=Position("standard", 3, CLEO_FIRST, at=_at(CLEO_FIRST), now=_now(CLEO_FIRST)),
    steps=(
        Step(task=Text("Try to call “Stopp!” on the lit funnel now.",
                       "Versuch jetzt, „Stopp!“ auf den hervorgehobenen Trichter zu rufen."),
             right=moves(), show="1:stop151", refused="placing", marks=("funnel:151",),
             praise=Text("Too late: the round was Cleo's. The dice go on to Ben.",
                         "Zu spät: die Runde gehörte Cleo. Die Würfel gehen weiter an Ben."),
             hints=(Text("Click the lit funnel twice.", "Klick den hervorgehobenen Trichter zweimal an."),),
             then=("3:331c",)),
    ),
)

WRONG_LESSON = Lesson(
    id="wrong",
    title=Text("A false call costs", "Ein falscher Ruf kostet"),
    text=Text("Ben has rolled 9. A call on a funnel with another sum, or “Niete” while a funnel shows the sum, "
              "is wrong: you place nothing and every other player gives you a die from his supply.",
              "Ben hat 9 gewürfelt. Ein Ruf auf einen Trichter mit einer anderen Summe, oder „Niete“, während "
              "ein Trichter die Summe zeigt, ist falsch: du legst nichts, und jeder andere Spieler gibt dir einen "
              "Würfel aus seinem Vorrat."),
    rules=("wrong",),
    position=Position("standard", 3, WRONG_NINE, at=_at(WRONG_NINE), now=_now(WRONG_NINE)),
    steps=(
        Step(task=Text("The lit funnel shows 3 + 3 + 4. Call “Stopp!” on it anyway and see what it costs.",
                       "Der hervorgehobene Trichter zeigt 3 + 3 + 4. Ruf trotzdem „Stopp!“ auf ihn und sieh, was "
                       "es kostet."),
             right=moves("1:stop214"), show="1:stop214", marks=("funnel:214",),
             praise=Text("10, not 9: wrong. Ben and Cleo each gave you a die, so you hold 19 again. Add before "
                         "you call.",
                         "10, nicht 9: falsch. Ben und Cleo haben dir je einen Würfel gegeben, du hast wieder 19. "
                         "Erst rechnen, dann rufen."),
             hints=(CLICK,)),
    ),
)

END_LESSON = Lesson(
    id="end",
    title=Text("The end: an empty supply wins", "Das Ende: leerer Vorrat gewinnt"),
    text=Text("The game ends at once when a player has no die left, because he placed his last one or gave it "
              "to a wrong caller: he wins. Two who give away their last die at the same moment share the win. "
              "You have one die left, and Ben has rolled 2 + 5 + 6 = 13.",
              "Das Spiel endet sofort, wenn ein Spieler keinen Würfel mehr hat, weil er seinen letzten gelegt "
              "oder einem falschen Rufer gegeben hat: er gewinnt. Zwei, die im selben Moment ihren letzten "
              "Würfel abgeben, teilen sich den Sieg. Du hast noch einen Würfel, und Ben hat 2 + 5 + 6 = 13 "
              "gewürfelt."),
    rules=("end", "share"),
    position=Position("standard", 3, END_MOVES, at=_at(END_MOVES), now=_now(END_MOVES)),
    steps=(
        Step(task=Text("Call “Stopp!” on a lit funnel: both show 13.",
                       "Ruf „Stopp!“ auf einen hervorgehobenen Trichter: beide zeigen 13."),
             right=moves(*(f"1:stop{name}" for name in LAST_FUNNELS)), show=f"1:stop{LAST_FUNNELS[0]}",
             marks=tuple(f"funnel:{name}" for name in LAST_FUNNELS),
             praise=Text("Right. Now your last die.", "Richtig. Jetzt dein letzter Würfel."),
             hints=(CLICK,)),
        Step(task=Text("Place your last die.", "Leg deinen letzten Würfel."),
             right=matching(r"1:\d{3}[a-x]"), show=f"1:{LAST_FUNNELS[0]}a",
             praise=Text("Your supply is empty: the game is over, and you win.",
                         "Dein Vorrat ist leer: das Spiel ist vorbei, und du gewinnst."),
             hints=(PICKER,)),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game at full speed against the two slowest computers. Ask for a hint whenever you are "
              "unsure.",
              "Eine ganze Partie in voller Geschwindigkeit gegen die zwei langsamsten Computer. Frag nach einem "
              "Tipp, wann immer du unsicher bist."),
    rules=("roll", "funnel", "stopp"),
    first_game=FirstGame("standard", 3, "search:easy", tips=(
        Text("Add the pearl dice first, then look over the funnels one by one.",
             "Zähl erst die Perlmuttwürfel zusammen, dann schau die Trichter einen nach dem anderen an."),
        Text("Unsure? Better wait than call: a false call costs two dice here.",
             "Unsicher? Lieber warten als rufen: ein falscher Ruf kostet hier zwei Würfel."),
    )),
)

COURSE = Course(
    game="buntekuh",
    lessons=(ROLL_LESSON, STOPP_LESSON, QUICK_LESSON, NIETE_LESSON, FIRST_LESSON, WRONG_LESSON, END_LESSON,
             FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
