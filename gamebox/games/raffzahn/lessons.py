"""Learn to play Raffzahn: the course (docs/lessons.md has its coverage table).

Moves (docs/notation/raffzahn.md): `d6` the turquoise die's roll, `1:010` side 1 grabs the die at 010,
`1:stop` side 1 calls "Stopp!". The learner is side 1 (seat 0); sides 2 and 3 are the box's. Raffzahn is
played in real time, so a position's moves carry their game times (`at`) and the lesson begins at `now`,
after the turquoise die has landed. The early lessons stand on a paused clock; "Quick hands" runs it at a
quarter of the wall clock, and the first game at full speed against the slowest computers. Places a lesson
may light: `die:<position>`, `roll` (the Roll button) and `stopp` (the Stopp! button).
"""
from __future__ import annotations

import random

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves
from gamebox.pyramid import lattice
from gamebox.pyramid.setups import deal_code

from .state import FULL, ROLL_MS, RaffzahnState

# Two fixed deals (a deal is the whole pyramid, 330 letters: drawn here, always the same).
DEAL = "deal:" + deal_code(random.Random(8), FULL)
QUICK_DEAL = "deal:" + deal_code(random.Random(4), FULL)    # a 4 shows side 1 two dice, the others none

# With DEAL, a 6 shows side 1 the die at 010; grabbing it frees 020, which shows a 6 too.
SIX = (DEAL, "d6")
GRABBED = (*SIX, "1:010", "1:020")
GRABBED_AT = (0, 1000, 1800, 1900)


def places(state) -> list[str]:
    return [f"die:{lattice.name(p)}" for p in state.pyramid] + ["roll", "stopp"]


def _to_the_end(deal: str) -> tuple[tuple[str, ...], tuple[int, ...], int, str, list[int]]:
    """A game played down to one die above the bottom layer, side 1 to roll it: each turn one free die
    above the plate is grabbed (two of every four by side 1), then "Stopp!". Returns the moves, their times,
    the moment the last roll lies, the last die's name and the dice each side holds then."""
    state = RaffzahnState(0)
    played, times = [deal], [0]
    state.apply(state.parse_move(deal))
    t, turn = 0, 0

    def play(text: str, at: int) -> None:
        state.advance_to(at)
        state.apply(state.parse_move(text))
        played.append(text)
        times.append(at)

    while True:
        t += 1000
        above = [p for p in state.free_dice() if lattice.layer(p) > 0]
        if state.above_the_plate() == 1 and state.roller == 0:
            last = above[0]
            play(f"d{state.shows(last, 0)}", t)
            counts = [len(tray) for tray in state.trays]
            return tuple(played), tuple(times), t + ROLL_MS + 100, lattice.name(last), counts
        seat = (0, 1, 0, 2)[turn % 4]
        roller = state.roller
        if state.above_the_plate() == 1:        # the last die waits for side 1's roll: an empty turn
            play("d1", t)
        else:
            play(f"d{state.shows(above[0], seat)}", t)
            play(f"{seat + 1}:{lattice.name(above[0])}", t + 800)
        play(f"{roller + 1}:stop", t + 900)
        turn += 1


END_MOVES, END_AT, END_NOW, LAST_DIE, END_COUNTS = _to_the_end(DEAL)

RULES = {
    "setup": Text("The full pyramid, its top die taken away; colours play no part.",
                  "Die volle Pyramide ohne ihren obersten Würfel; die Farben spielen keine Rolle."),
    "sides": Text("Each player sits at one side and reads only the faces toward his side.",
                  "Jeder sitzt an einer Seite und liest nur die Seiten der Würfel, die zu ihm zeigen."),
    "roll": Text("Whoever holds the turquoise die rolls it; as soon as it lies still, all three grab at once.",
                 "Wer den türkisen Würfel hat, wirft ihn; sobald er liegt, raffen alle drei zugleich."),
    "grab": Text("Take any free die (nothing rests on it) whose face toward your side shows the roll.",
                 "Nimm jeden freien Würfel (nichts liegt auf ihm), dessen Seite zu dir die gewürfelte Zahl zeigt."),
    "frees": Text("Taking a die often frees the dice below it.",
                  "Einen Würfel zu nehmen, macht oft die Würfel darunter frei."),
    "one_catch": Text("A die shows each side another number, so no die is ever two players' catch.",
                      "Ein Würfel zeigt jeder Seite eine andere Zahl, also gehört kein Würfel zweien zugleich."),
    "stopp": Text("The roller may call “Stopp!” at any moment; from then on nobody may take a die.",
                  "Der Werfer darf jederzeit „Stopp!“ rufen; danach darf niemand mehr einen Würfel nehmen."),
    "passes": Text("Then the turquoise die goes to the player on the roller's left.",
                   "Dann geht der türkise Würfel an den linken Nachbarn des Werfers."),
    "quiet": Text("When no free die shows the roll to anybody, the turn ends by itself a moment later.",
                  "Zeigt keinem mehr ein freier Würfel die Zahl, endet der Zug kurz darauf von selbst."),
    "end": Text("The game ends when the turn ends with only the bottom layer left; until then its free dice may "
                "be grabbed too.",
                "Das Spiel endet, wenn ein Zug endet und nur noch die unterste Lage liegt; bis dahin darf man auch "
                "ihre freien Würfel nehmen."),
    "win": Text("The most dice win; equal leaders share the win.",
                "Die meisten Würfel gewinnen; mehrere mit gleich vielen teilen sich den Sieg."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the board takes no more grabs; the page says the game is over.",
                      "Nach dem Ende nimmt das Brett keinen Griff mehr an; die Seite sagt, dass das Spiel vorbei ist."),
    "deal_first": Text("The box builds the pyramid before anybody can touch it.",
                       "Die gamebox baut die Pyramide auf, bevor jemand sie berühren kann."),
    "dealt": Text("The pyramid is built once, by the box.", "Die Pyramide baut die gamebox einmal auf."),
    "bad_deal": Text("Only a record from outside holds a broken pyramid.",
                     "Nur ein Spielstand von außen enthält eine kaputte Pyramide."),
    "start_first": Text("The box draws who starts before the first roll.",
                        "Die gamebox lost aus, wer beginnt, bevor zum ersten Mal gewürfelt wird."),
    "no_seat": Text("There are always three sides, and each input belongs to one of them.",
                    "Es gibt immer drei Seiten, und jede Eingabe gehört zu einer von ihnen."),
    "rolled": Text("Once the die is rolled the button calls “Stopp!”: there is no second roll to try.",
                   "Ist gewürfelt, ruft der Knopf „Stopp!“: einen zweiten Wurf kann man nicht versuchen."),
    "no_die": Text("Only a die that lies there can be clicked; an empty place is no target.",
                   "Anklicken lässt sich nur ein Würfel, der dort liegt; ein leerer Platz ist kein Ziel."),
    "not_quiet": Text("The box itself ends a turn in which nothing is left to grab; no player does.",
                      "Einen Zug, in dem nichts mehr zu raffen ist, beendet die gamebox selbst, kein Spieler."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

CLICK = Text("Click the lit die on your side of the pyramid.",
             "Klick den hervorgehobenen Würfel auf deiner Seite der Pyramide.")

ROLL_LESSON = Lesson(
    id="roll",
    title=Text("The turquoise die", "Der türkise Würfel"),
    text=Text("You hold the turquoise die, so you are the roller. Its number is what everybody hunts for, and "
              "nobody may grab before it lies still. The clock stands while you read.",
              "Du hast den türkisen Würfel, also wirfst du. Seine Zahl suchen alle, und keiner darf raffen, "
              "bevor er liegt. Die Uhr steht, solange du liest."),
    rules=("setup", "roll"),
    position=Position("standard", 3, (DEAL,), at=(0,), now=1000),
    steps=(
        Step(task=Text("Roll the turquoise die with the lit button.",
                       "Wirf den türkisen Würfel mit dem hervorgehobenen Knopf."),
             right=matching(r"d[1-6]"), show="d6", marks=("roll",),
             praise=Text("A 6. Now everybody looks for a 6 on his own side.",
                         "Eine 6. Jetzt sucht jeder auf seiner Seite nach einer 6."),
             hints=(Text("The Roll button is under the turquoise die.", "Der Würfeln-Knopf ist unter dem türkisen "
                         "Würfel."),),
             refusals=(("1:010", "roll_first"),)),
        Step(task=Text("The die is still tumbling, and the clock stands. Try to grab the lit die anyway.",
                       "Der Würfel rollt noch, und die Uhr steht. Versuch trotzdem, den hervorgehobenen Würfel zu "
                       "nehmen."),
             right=moves(), show="1:010", refused="rolling", marks=("die:010",),
             praise=Text("Nobody grabs before the turquoise die lies still: then all three start at once.",
                         "Keiner rafft, bevor der türkise Würfel liegt: dann fangen alle drei zugleich an."),
             hints=(CLICK,)),
    ),
)

GRAB_LESSON = Lesson(
    id="grab",
    title=Text("Grab what shows you the roll", "Raff, was dir die Zahl zeigt"),
    text=Text("You see only your own side of the pyramid. You may take a die when nothing rests on it and its "
              "face toward you shows the roll. The same die shows the others other numbers.",
              "Du siehst nur deine Seite der Pyramide. Du darfst einen Würfel nehmen, wenn nichts auf ihm liegt "
              "und seine Seite zu dir die gewürfelte Zahl zeigt. Den anderen zeigt derselbe Würfel andere Zahlen."),
    rules=("sides", "grab", "one_catch"),
    position=Position("standard", 3, SIX, at=(0, 1000), now=1800),
    steps=(
        Step(task=Text("The roll is a 6. Grab the free die that shows you a 6.",
                       "Gewürfelt ist eine 6. Nimm den freien Würfel, der dir eine 6 zeigt."),
             right=moves("1:010"), show="1:010", marks=("die:010",),
             praise=Text("Yours: it goes into your tray. Its other faces showed the others a 2 and a 4, so it was "
                         "never theirs to take.",
                         "Deiner: er kommt in deine Schale. Den anderen zeigte er eine 2 und eine 4, er war also nie "
                         "ihrer."),
             hints=(CLICK, Text("A die at the top edge of your side has nothing resting on it.",
                                "Auf einem Würfel an der oberen Kante deiner Seite liegt nichts.")),
             refusals=(("1:100", "wrong_pip"), ("1:011", "not_free"))),
    ),
)

FREES_LESSON = Lesson(
    id="frees",
    title=Text("A grab frees the dice below", "Ein Griff macht Würfel frei"),
    text=Text("When you take a die, the dice it rested on may become free. Look again after every grab: a freed "
              "die may show you the roll too.",
              "Nimmst du einen Würfel, werden die Würfel darunter vielleicht frei. Schau nach jedem Griff noch "
              "einmal hin: auch ein frei gewordener Würfel kann dir die Zahl zeigen."),
    rules=("frees",),
    position=Position("standard", 3, SIX, at=(0, 1000), now=1800),
    steps=(
        Step(task=Text("The roll is a 6 again. Grab the lit die.", "Wieder eine 6. Nimm den hervorgehobenen Würfel."),
             right=moves("1:010"), show="1:010", marks=("die:010",),
             praise=Text("The die beneath it is free now.", "Der Würfel darunter ist jetzt frei."),
             hints=(CLICK,)),
        Step(task=Text("The die it rested on is free now and shows you a 6: grab it too.",
                       "Der Würfel darunter ist jetzt frei und zeigt dir eine 6: nimm ihn auch."),
             right=moves("1:020"), show="1:020", marks=("die:020",),
             praise=Text("Two dice from one roll: keep looking while the turn lasts.",
                         "Zwei Würfel aus einem Wurf: schau weiter, solange der Zug dauert."),
             hints=(CLICK,)),
    ),
)

QUICK_LESSON = Lesson(
    id="quick",
    title=Text("The clock runs", "Die Uhr läuft"),
    text=Text("Now the clock runs, four times slower than in a game. The others grab what they see, and when no "
              "free die shows the roll to anybody, the turn ends by itself a moment later.",
              "Jetzt läuft die Uhr, viermal langsamer als im Spiel. Die anderen raffen, was sie sehen, und zeigt "
              "keinem mehr ein freier Würfel die Zahl, endet der Zug kurz darauf von selbst."),
    rules=("roll", "quiet"),
    pace=0.25,
    position=Position("standard", 3, (QUICK_DEAL, "d4"), at=(0, 1000), now=1800),
    steps=(
        Step(task=Text("The roll is a 4, and two free dice show you a 4. Grab one.",
                       "Gewürfelt ist eine 4, und zwei freie Würfel zeigen dir eine 4. Nimm einen."),
             right=matching(r"1:\d{3}"), show="1:100", marks=("die:100", "die:001"),
             praise=Text("One. Quick, the other.", "Einer. Schnell, der andere."),
             hints=(CLICK,), refusals=(("1:010", "wrong_pip"),)),
        Step(task=Text("Grab the other one.", "Nimm den anderen."),
             right=matching(r"1:\d{3}"), show="1:001", marks=("die:001",),
             praise=Text("Both yours. In a game the clock runs four times as fast.",
                         "Beide deine. Im Spiel läuft die Uhr viermal so schnell."),
             hints=(CLICK,)),
    ),
)

STOPP_LESSON = Lesson(
    id="stopp",
    title=Text("Stopp!", "Stopp!"),
    text=Text("As the roller you may call “Stopp!” at any moment. From then on nobody may take a die. Call it "
              "when you have what you can see, before the others find more.",
              "Als Werfer darfst du jederzeit „Stopp!“ rufen. Danach darf niemand mehr einen Würfel nehmen. Ruf "
              "es, wenn du hast, was du sehen kannst, bevor die anderen mehr finden."),
    rules=("stopp",),
    position=Position("standard", 3, GRABBED, at=GRABBED_AT, now=2000),
    steps=(
        Step(task=Text("You took both your 6s; the others still have a 6 each. Call “Stopp!” with the lit button.",
                       "Du hast deine beiden 6en; die anderen haben noch je eine 6. Ruf „Stopp!“ mit dem "
                       "hervorgehobenen Knopf."),
             right=moves("1:stop"), show="1:stop", marks=("stopp",),
             praise=Text("Stopp! The others' 6s stay where they are.",
                         "Stopp! Die 6en der anderen bleiben liegen."),
             hints=(Text("The Stopp! button is under the turquoise die.",
                         "Der Stopp!-Knopf ist unter dem türkisen Würfel."),)),
        Step(task=Text("Try to grab the lit die now.", "Versuch jetzt, den hervorgehobenen Würfel zu nehmen."),
             right=moves(), show="1:100", refused="stopped", marks=("die:100",),
             praise=Text("After “Stopp!” every grab waits for the next roll.",
                         "Nach „Stopp!“ wartet jeder Griff auf den nächsten Wurf."),
             hints=(CLICK,)),
    ),
)

PASS_LESSON = Lesson(
    id="passes",
    title=Text("The die goes to the left", "Der Würfel geht nach links"),
    text=Text("After “Stopp!” the turquoise die goes to the player on the left. Your left neighbour has "
              "rolled a 3: you grab as before, but now only he may call “Stopp!”.",
              "Nach „Stopp!“ geht der türkise Würfel an den linken Nachbarn. Er hat eine 3 gewürfelt: du raffst "
              "wie zuvor, aber jetzt darf nur er „Stopp!“ rufen."),
    rules=("passes",),
    position=Position("standard", 3, (*GRABBED, "1:stop", "d3"), at=(*GRABBED_AT, 2000, 2100), now=2900),
    steps=(
        Step(task=Text("Grab the free die that shows you a 3.", "Nimm den freien Würfel, der dir eine 3 zeigt."),
             right=moves("1:001"), show="1:001", marks=("die:001",),
             praise=Text("Grabbing never waits for your own roll.", "Raffen wartet nie auf den eigenen Wurf."),
             hints=(CLICK,)),
        Step(task=Text("Now try to call “Stopp!” yourself.", "Versuch jetzt, selbst „Stopp!“ zu rufen."),
             right=moves(), show="1:stop", refused="only_roller", marks=("stopp",),
             praise=Text("Only the roller calls “Stopp!”: the others grab until he does.",
                         "Nur der Werfer ruft „Stopp!“: die anderen raffen, bis er es tut."),
             hints=(Text("Press the Stopp! button.", "Drück den Stopp!-Knopf."),)),
    ),
)

END_LESSON = Lesson(
    id="end",
    title=Text("The end: most dice win", "Das Ende: die meisten Würfel gewinnen"),
    text=Text("The game ends when a turn ends and only the bottom layer is left on the plate. Until then the "
              "free dice of the bottom layer count too. Whoever holds the most dice wins.",
              "Das Spiel endet, wenn ein Zug endet und nur noch die unterste Lage auf der Platte liegt. Bis dahin "
              "zählen auch die freien Würfel der untersten Lage. Wer die meisten Würfel hat, gewinnt."),
    rules=("end", "win"),
    position=Position("standard", 3, END_MOVES, at=END_AT, now=END_NOW),
    steps=(
        Step(task=Text("One die is left above the bottom layer, and it shows you the roll. Grab it.",
                       "Ein Würfel liegt noch über der untersten Lage und zeigt dir die Zahl. Nimm ihn."),
             right=moves(f"1:{LAST_DIE}"), show=f"1:{LAST_DIE}", marks=(f"die:{LAST_DIE}",),
             praise=Text("Only the bottom layer is left.", "Nur noch die unterste Lage liegt."),
             hints=(CLICK,)),
        Step(task=Text("Call “Stopp!”: with only the bottom layer left, that ends the game.",
                       "Ruf „Stopp!“: liegt nur noch die unterste Lage, endet damit das Spiel."),
             right=moves("1:stop"), show="1:stop", marks=("stopp",),
             praise=Text(f"The game is over: you hold {END_COUNTS[0] + 1} dice, the others {END_COUNTS[1]} and "
                         f"{END_COUNTS[2]}. You win.",
                         f"Das Spiel ist vorbei: du hast {END_COUNTS[0] + 1} Würfel, die anderen {END_COUNTS[1]} "
                         f"und {END_COUNTS[2]}. Du gewinnst."),
             hints=(Text("The Stopp! button is under the turquoise die.",
                         "Der Stopp!-Knopf ist unter dem türkisen Würfel."),)),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game at full speed against the two slowest computers. Ask for a hint whenever you are "
              "unsure.",
              "Eine ganze Partie in voller Geschwindigkeit gegen die zwei langsamsten Computer. Frag nach einem "
              "Tipp, wann immer du unsicher bist."),
    rules=("setup", "roll", "grab"),
    first_game=FirstGame("standard", 3, "search:easy", tips=(
        Text("Start at the top edge of your side: those dice are free.",
             "Fang an der oberen Kante deiner Seite an: diese Würfel liegen frei."),
        Text("As the roller, call “Stopp!” as soon as you see nothing more for you.",
             "Als Werfer ruf „Stopp!“, sobald du nichts mehr für dich siehst."),
    )),
)

COURSE = Course(
    game="raffzahn",
    lessons=(ROLL_LESSON, GRAB_LESSON, FREES_LESSON, QUICK_LESSON, STOPP_LESSON, PASS_LESSON, END_LESSON,
             FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
