"""Learn to play Hoch und höher: the course (docs/lessons.md has its coverage table).

Positions are records' moves: `d4` a roll of 4, `B@e` blue onto tower e, `i>a` tower i onto tower a
(docs/notation/hoch.md). Places a lesson may light: `tower:a`..`tower:n`, `pawn:B`/`R`/`Y`/`G`, `die`.
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves

from .example import CLOSING_MOVES
from .moves import PAWN_LETTERS, TOWER_NAMES


def places(state) -> list[str]:
    towers = [f"tower:{TOWER_NAMES[t]}" for t, h in enumerate(state.heights) if h]
    return towers + [f"pawn:{p}" for p in PAWN_LETTERS] + ["die"]


RULES = {
    "goal": Text("Your pawns should end on towers as high as possible; place each at the right moment.",
                 "Deine Pöppel sollen am Ende auf möglichst hohen Türmen stehen; setze jeden im richtigen Moment."),
    "setup": Text("45 discs start as 14 towers: two each of 6, 5, 4 and 3 discs, three of 2 and three of 1.",
                  "45 Steine stehen zu Beginn als 14 Türme: je zwei aus 6, 5, 4 und 3 Steinen, je drei aus 2 und 1."),
    "turn": Text("First roll the die, then you must make one of three moves with that number.",
                 "Erst würfeln, dann musst du einen von drei Zügen mit dieser Zahl machen."),
    "place": Text("Move 1: put one of your pawns on a tower exactly as high as the roll.",
                  "Zug 1: einen deiner Pöppel auf einen Turm setzen, der genau so hoch ist wie der Wurf."),
    "stack": Text("Move 2: put a tower without a pawn, as high as the roll, onto another tower without a pawn.",
                  "Zug 2: einen Turm ohne Pöppel in Höhe des Wurfs auf einen anderen Turm ohne Pöppel setzen."),
    "carry": Text("Move 3: put a tower with a pawn, as high as the roll, onto a tower without a pawn.",
                  "Zug 3: einen Turm mit Pöppel in Höhe des Wurfs auf einen Turm ohne Pöppel setzen."),
    "over-six": Text("A tower taller than 6 never moves again, but towers up to 6 may still go onto it.",
                     "Ein Turm über 6 wird nie mehr versetzt, aber Türme bis 6 dürfen noch auf ihn."),
    "pawn-once": Text("A pawn is placed once and never moves alone; only its whole tower can move.",
                      "Ein Pöppel wird einmal gesetzt und nie allein versetzt; nur sein ganzer Turm kann ziehen."),
    "end": Text("The game ends when none of the three moves is possible with the roll.",
                "Das Spiel endet, wenn mit dem Wurf keiner der drei Züge möglich ist."),
    "solo": Text("Solo: you play all four pawns; the score is the sum of their towers, 45 at most.",
                 "Solo: du spielst alle vier Pöppel; es zählt die Summe ihrer Türme, höchstens 45."),
    "solo-hierarchy": Text("Solo with hierarchy: blue, brown, yellow, green; a pawn higher than one ranked "
                           "above it scores nothing.",
                           "Solo mit Hierarchie: Blau, Braun, Gelb, Grün; ein Pöppel höher als ein ranghöherer "
                           "zählt nichts."),
    "duel": Text("Duel: blue and brown against yellow and green; a roll decides who starts, then you take turns.",
                 "Duell: Blau und Braun gegen Gelb und Grün; ein Wurf entscheidet, wer beginnt, dann abwechselnd."),
    "duel-pawns": Text("You place only your own pawns, but you may move a tower that carries your opponent's pawn.",
                       "Du setzt nur deine eigenen Pöppel, darfst aber einen Turm mit dem Pöppel des Gegners "
                       "versetzen."),
    "duel-score": Text("Each adds the heights under his pawns; the higher sum wins, on equal sums the best "
                       "single pawn, else a draw.",
                       "Jeder zählt die Höhen unter seinen Pöppeln zusammen; die höhere Summe gewinnt, bei "
                       "Gleichstand der beste einzelne Pöppel, sonst unentschieden."),
    "duel-hierarchy": Text("Duel with hierarchy: blue at least as high as brown, yellow as green; else only "
                           "blue (yellow) scores.",
                           "Duell mit Hierarchie: Blau mindestens so hoch wie Braun, Gelb wie Grün; sonst zählt "
                           "nur Blau (Gelb)."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the board takes no more moves; the page says the game is over.",
                      "Nach dem Ende nimmt das Brett keine Züge mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "not_start": Text("The box rolls for who starts the duel; a player never does.",
                      "Wer im Duell beginnt, würfelt die gamebox aus; nie ein Spieler."),
    "start_first": Text("The box rolls for who starts before anybody can move.",
                        "Die gamebox würfelt aus, wer beginnt, bevor jemand ziehen kann."),
    "bad_start": Text("Only a record from outside could name a third player to start.",
                      "Nur ein Spielstand von außen könnte einen dritten Spieler als Beginner nennen."),
    "bad_roll": Text("The box's die shows 1 to 6; only a record from outside could say otherwise.",
                     "Der Würfel der gamebox zeigt 1 bis 6; nur ein Spielstand von außen könnte anderes sagen."),
    "no_tower": Text("On the board only towers that stand can be picked up or aimed at.",
                     "Auf dem Brett lassen sich nur Türme nehmen oder anpeilen, die noch stehen."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
}

ROLL = Text("Roll the die.", "Würfle.")

FIRST_MOVE = Lesson(
    id="first-move",
    title=Text("Roll, then place a pawn", "Würfeln, dann einen Pöppel setzen"),
    text=Text("Every turn starts with the die. A pawn may go only onto a tower exactly as high as your roll.",
              "Jeder Zug beginnt mit dem Würfel. Ein Pöppel darf nur auf einen Turm, der genau so hoch ist wie "
              "dein Wurf."),
    rules=("goal", "setup", "turn", "place", "solo"),
    position=Position("solo", 1),
    steps=(
        Step(task=ROLL, right=moves("d4"), show="d4", marks=("die",),
             praise=Text("A 4. Now make one move with the 4.", "Eine 4. Jetzt machst du einen Zug mit der 4."),
             hints=(Text("Click Roll, or press Space.", "Klick auf Würfeln oder drück die Leertaste."),),
             refusals=(("B@e", "roll_first"),)),
        Step(task=Text("Put a pawn on a tower exactly 4 high.", "Setz einen Pöppel auf einen Turm, der genau 4 hoch ist."),
             right=matching(r"[BRYG]@[ef]"), show="B@e", marks=("tower:e", "tower:f"),
             praise=Text("Right: tower e is 4 high, like your roll. The number under each tower tells its height.",
                         "Richtig: Turm e ist 4 hoch, wie dein Wurf. Die Zahl unter jedem Turm nennt seine Höhe."),
             hints=(Text("The lit towers are 4 high. Click a pawn, then one of them.",
                         "Die hervorgehobenen Türme sind 4 hoch. Klick einen Pöppel an, dann einen von ihnen."),),
             wrong=Text("That move is allowed with a 4, too; it comes in the next lessons. Here, place a pawn.",
                        "Dieser Zug geht mit einer 4 auch; er kommt in den nächsten Lektionen. Hier setzt du einen "
                        "Pöppel."),
             refusals=(("B@a", "wrong_height"), ("d6", "already_rolled"))),
    ),
)

STACK = Lesson(
    id="stack",
    title=Text("Towers grow", "Türme wachsen"),
    text=Text("Instead of placing a pawn you may put a whole tower as high as your roll onto another tower. "
              "Neither may carry a pawn.",
              "Statt einen Pöppel zu setzen, darfst du einen ganzen Turm in Höhe deines Wurfs auf einen anderen "
              "Turm setzen. Auf keinem darf ein Pöppel stehen."),
    rules=("stack",),
    position=Position("solo", 1, ("d4", "B@e")),
    steps=(
        Step(task=ROLL, right=moves("d2"), show="d2", marks=("die",),
             praise=Text("A 2.", "Eine 2."), hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Put a tower 2 high onto another tower without a pawn — onto a tall one.",
                       "Setz einen Turm, der 2 hoch ist, auf einen anderen Turm ohne Pöppel — auf einen hohen."),
             right=matching(r"[ijk]>[abcd]"), show="i>a", marks=("tower:i", "tower:j", "tower:k"),
             praise=Text("Tower a is 8 high now. Tall towers are worth a lot once a pawn stands on them.",
                         "Turm a ist jetzt 8 hoch. Hohe Türme sind viel wert, sobald ein Pöppel auf ihnen steht."),
             hints=(Text("Drag one of the lit towers onto tower a, b, c or d.",
                         "Zieh einen der hervorgehobenen Türme auf Turm a, b, c oder d."),),
             wrong=Text("Allowed, but it builds a low tower or spends a pawn on a 2. Put a 2 onto a tall tower.",
                        "Erlaubt, aber das baut einen niedrigen Turm oder verschenkt einen Pöppel an eine 2. Setz "
                        "eine 2 auf einen hohen Turm."),
             refusals=(("i>e", "target_has_pawn"), ("i>i", "same_tower"))),
    ),
)

CARRY = Lesson(
    id="carry",
    title=Text("The pawn rides along", "Der Pöppel fährt mit"),
    text=Text("A pawn is placed once and never hops alone. But its whole tower may move, pawn and all, when you "
              "roll its height.",
              "Ein Pöppel wird einmal gesetzt und hüpft nie allein. Aber sein ganzer Turm darf ziehen, mit dem "
              "Pöppel, wenn du seine Höhe würfelst."),
    rules=("carry", "pawn-once"),
    position=Position("solo", 1, ("d4", "B@e", "d2", "i>a")),
    steps=(
        Step(task=ROLL, right=moves("d4"), show="d4", marks=("die",),
             praise=Text("A 4 — the height of blue's tower.", "Eine 4 — die Höhe des blauen Turms."),
             hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Move the tower with the blue pawn onto tower a, the tall one.",
                       "Setz den Turm mit dem blauen Pöppel auf Turm a, den hohen."),
             right=moves("e>a"), show="e>a", marks=("tower:e", "tower:a"),
             praise=Text("Blue rode along and stands on 12 now.", "Blau ist mitgefahren und steht jetzt auf 12."),
             hints=(Text("Drag tower e, with the blue pawn, onto tower a.",
                         "Zieh Turm e mit dem blauen Pöppel auf Turm a."),),
             wrong=Text("Allowed, but blue stays low. Carry blue's tower onto tower a.",
                        "Erlaubt, aber Blau bleibt unten. Setz den Turm von Blau auf Turm a."),
             refusals=(("B@f", "pawn_placed"), ("R@e", "tower_has_pawn"))),
    ),
)

OVER_SIX = Lesson(
    id="over-six",
    title=Text("Taller than six", "Höher als sechs"),
    text=Text("No die shows more than 6, so a tower taller than 6 never moves again. Smaller towers may still be "
              "put onto it.",
              "Kein Würfel zeigt mehr als 6, also wird ein Turm über 6 nie mehr versetzt. Kleinere Türme dürfen "
              "aber noch auf ihn."),
    rules=("over-six",),
    position=Position("solo", 1, ("d4", "B@e", "d2", "i>a", "d4", "e>a")),
    steps=(
        Step(task=ROLL, right=moves("d3"), show="d3", marks=("die",),
             praise=Text("A 3.", "Eine 3."), hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Try to move tower a with the blue pawn. The box will say why not.",
                       "Versuch, Turm a mit dem blauen Pöppel zu versetzen. Die gamebox sagt dir, warum das nicht geht."),
             right=moves(), show="a>b", refused="wrong_height", marks=("tower:a",),
             praise=Text("A tower of 12 could move only with a 12, and no die shows that: it stays, and blue with it.",
                         "Ein Turm aus 12 könnte nur mit einer 12 ziehen, und die zeigt kein Würfel: er bleibt "
                         "stehen, und Blau mit ihm."),
             hints=(Text("Drag tower a onto another tower.", "Zieh Turm a auf einen anderen Turm."),)),
        Step(task=Text("Now put a tower 3 high onto tower b, so that it grows past six.",
                       "Jetzt setz einen Turm, der 3 hoch ist, auf Turm b, damit er über sechs wächst."),
             right=matching(r"[gh]>b"), show="g>b", marks=("tower:g", "tower:h", "tower:b"),
             praise=Text("Tower b is 9 now: it will never move again, but it can still grow.",
                         "Turm b ist jetzt 9: er zieht nie mehr, kann aber noch wachsen."),
             hints=(Text("Drag tower g or h onto tower b.", "Zieh Turm g oder h auf Turm b."),),
             wrong=Text("Allowed, but the task is to put a 3 onto tower b.",
                        "Erlaubt, aber die Aufgabe ist, eine 3 auf Turm b zu setzen.")),
    ),
)

END = Lesson(
    id="end",
    title=Text("The end, and your score", "Das Ende und deine Punkte"),
    text=Text("The game ends as soon as a roll allows none of the three moves. Then each pawn scores the height "
              "of its tower.",
              "Das Spiel endet, sobald ein Wurf keinen der drei Züge erlaubt. Dann zählt jeder Pöppel die Höhe "
              "seines Turms."),
    rules=("end", "solo"),
    position=Position("solo", 1, CLOSING_MOVES[:18]),
    steps=(
        Step(task=ROLL, right=moves("d1"), show="d1", marks=("die",),
             praise=Text("A 1: one tower is still 1 high.", "Eine 1: ein Turm ist noch 1 hoch."),
             hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Put the last tower of 1 onto a tower without a pawn.",
                       "Setz den letzten Einerturm auf einen Turm ohne Pöppel."),
             right=matching(r"n>."), show="n>e", marks=("tower:n",),
             praise=Text("No tower is 1 high any more.", "Kein Turm ist mehr 1 hoch."),
             hints=(Text("Drag tower n onto a tower without a pawn.", "Zieh Turm n auf einen Turm ohne Pöppel."),)),
        Step(task=ROLL, right=moves("d1"), show="d1", marks=("die",),
             praise=Text("A 1 again, and no tower is 1 high: no move is possible, the game is over. You score "
                         "14 + 8 + 5 + 3 = 30 points.",
                         "Wieder eine 1, und kein Turm ist 1 hoch: kein Zug ist möglich, das Spiel ist aus. Du "
                         "bekommst 14 + 8 + 5 + 3 = 30 Punkte."),
             hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
    ),
)

SOLO_HIERARCHY = Lesson(
    id="solo-hierarchy",
    title=Text("Solo with hierarchy", "Solo mit Hierarchie"),
    text=Text("Blue ranks first, then brown, yellow and green. A pawn scores only if it stands no higher than every "
              "pawn ranked above it, and a pawn not placed counts as 0.",
              "Blau kommt zuerst, dann Braun, Gelb und Grün. Ein Pöppel zählt nur, wenn er nicht höher steht als "
              "jeder ranghöhere, und ein nicht gesetzter Pöppel zählt als 0."),
    rules=("solo-hierarchy",),
    position=Position("solo-hierarchy", 1, ("d6", "b>a", "d2", "B@i", "d2", "i>a")),
    steps=(
        Step(task=ROLL, right=moves("d3"), show="d3", marks=("die",),
             praise=Text("A 3.", "Eine 3."), hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Blue stands on 14. Place the pawn that ranks next on a tower 3 high.",
                       "Blau steht auf 14. Setz den Pöppel, der als nächster kommt, auf einen Turm, der 3 hoch ist."),
             right=matching(r"R@[gh]"), show="R@g", marks=("pawn:R", "tower:g", "tower:h"),
             praise=Text("Brown comes right after blue. Yellow and green must later stay at or below brown's 3 — "
                         "unless brown's tower grows first.",
                         "Braun kommt direkt nach Blau. Gelb und Grün müssen später höchstens so hoch stehen wie "
                         "Brauns 3 — außer Brauns Turm wächst vorher."),
             hints=(Text("The order is blue, brown, yellow, green.", "Die Reihenfolge ist Blau, Braun, Gelb, Grün."),),
             wrong=Text("Allowed, but yellow or green placed now stands above brown, who counts as 0 until he is "
                        "placed: it would score nothing.",
                        "Erlaubt, aber Gelb oder Grün stünde jetzt über Braun, der als 0 zählt, solange er nicht "
                        "gesetzt ist: er bekäme nichts.")),
    ),
)

DUEL = Lesson(
    id="duel",
    title=Text("The duel", "Das Duell"),
    text=Text("Two players: you have blue and brown, your opponent yellow and green. You place only your own pawns, "
              "but any tower may move — also one with your opponent's pawn on it.",
              "Zwei Spieler: du hast Blau und Braun, dein Gegner Gelb und Grün. Du setzt nur deine eigenen Pöppel, "
              "aber jeder Turm darf ziehen — auch einer, auf dem der Pöppel des Gegners steht."),
    rules=("duel", "duel-pawns"),
    position=Position("duel", 2, ("d3", "B@g", "d6", "Y@a")),
    steps=(
        Step(task=ROLL, right=moves("d6"), show="d6", marks=("die",),
             praise=Text("A 6: yellow's tower is 6 high.", "Eine 6: der gelbe Turm ist 6 hoch."),
             hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Put yellow's tower onto a small tower: it grows past six and is stuck there for good.",
                       "Setz den gelben Turm auf einen kleinen Turm: er wächst über sechs und sitzt dort für immer fest."),
             right=matching(r"a>[lmn]"), show="a>n", marks=("tower:a", "tower:l", "tower:m", "tower:n"),
             praise=Text("Yellow stands on 7 and can never ride onto a tall tower: your opponent wanted a 6 for that.",
                         "Gelb steht auf 7 und kann nie mehr auf einen hohen Turm fahren: dafür wollte dein Gegner "
                         "eine 6."),
             hints=(Text("Drag tower a, with yellow, onto tower l, m or n.",
                         "Zieh Turm a mit Gelb auf Turm l, m oder n."),),
             wrong=Text("Allowed, and not bad. But this lesson shows how to stop yellow: put its tower onto a 1.",
                        "Erlaubt und nicht schlecht. Aber diese Lektion zeigt, wie du Gelb bremst: setz seinen Turm "
                        "auf eine 1."),
             refusals=(("Y@b", "not_your_pawn"), ("G@b", "not_your_pawn"))),
    ),
)

DUEL_SCORE = Lesson(
    id="duel-score",
    title=Text("Who wins the duel", "Wer das Duell gewinnt"),
    text=Text("At the end each player adds the heights under his two pawns. On equal sums, the single pawn that "
              "stands highest wins.",
              "Am Ende zählt jeder die Höhen unter seinen beiden Pöppeln zusammen. Bei gleicher Summe gewinnt der "
              "einzelne Pöppel, der am höchsten steht."),
    rules=("duel-score", "end"),
    position=Position("duel", 2, tuple(
        "d5 B@c d6 Y@b d6 R@a d1 n>g d2 i>h d2 k>m d2 j>m d1 G@l d6 a>d d1 l>h d4 e>f d6 b>g".split())),
    steps=(
        Step(task=ROLL, right=moves("d2"), show="d2", marks=("die",),
             praise=Text("A 2, and no tower is 2 high: the game is over. You: blue 5 + brown 11 = 16. Your "
                         "opponent: yellow 10 + green 6 = 16. Equal — so the best single pawn decides: your brown "
                         "with 11 beats yellow's 10. You win!",
                         "Eine 2, und kein Turm ist 2 hoch: das Spiel ist aus. Du: Blau 5 + Braun 11 = 16. Dein "
                         "Gegner: Gelb 10 + Grün 6 = 16. Gleichstand — also entscheidet der beste einzelne Pöppel: "
                         "dein Braun mit 11 schlägt Gelbs 10. Du gewinnst!"),
             hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
    ),
)

DUEL_HIERARCHY = Lesson(
    id="duel-hierarchy",
    title=Text("Duel with hierarchy", "Duell mit Hierarchie"),
    text=Text("In this duel blue must end at least as high as brown (yellow as green). If brown stands higher, only "
              "blue scores.",
              "In diesem Duell muss Blau am Ende mindestens so hoch stehen wie Braun (Gelb wie Grün). Steht Braun "
              "höher, zählt nur Blau."),
    rules=("duel-hierarchy",),
    position=Position("duel-hierarchy", 2, ("d4", "B@e", "d3", "Y@g", "d5", "R@c", "d2", "G@i")),
    steps=(
        Step(task=ROLL, right=moves("d4"), show="d4", marks=("die",),
             praise=Text("A 4: the height of blue's tower.", "Eine 4: die Höhe des blauen Turms."),
             hints=(Text("Click Roll.", "Klick auf Würfeln."),)),
        Step(task=Text("Brown (5) stands above blue (4). Lift blue: move its tower onto a tower without a pawn.",
                       "Braun (5) steht über Blau (4). Bring Blau nach oben: setz seinen Turm auf einen Turm ohne "
                       "Pöppel."),
             right=matching(r"e>."), show="e>a", marks=("pawn:B", "pawn:R", "tower:e"),
             praise=Text("Blue is at least as high as brown again: both count.",
                         "Blau steht wieder mindestens so hoch wie Braun: beide zählen."),
             hints=(Text("Drag tower e, with blue, onto any tower without a pawn.",
                         "Zieh Turm e mit Blau auf irgendeinen Turm ohne Pöppel."),),
             wrong=Text("Allowed, but brown stays above blue, and brown would score nothing.",
                        "Erlaubt, aber Braun bleibt über Blau, und Braun bekäme nichts.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole duel against an easy computer. Ask for a hint whenever you are unsure.",
              "Ein ganzes Duell gegen einen leichten Computer. Frag nach einem Tipp, wann immer du unsicher bist."),
    rules=("duel",),
    first_game=FirstGame("duel", 2, "search:easy", tips=(
        Text("Place a pawn on a tall tower when you roll its height — but a tower of 6 with your pawn can still ride "
             "onto a taller one.",
             "Setz einen Pöppel auf einen hohen Turm, wenn du seine Höhe würfelst — aber ein Sechserturm mit deinem "
             "Pöppel kann noch auf einen höheren fahren."),
        Text("Stack small towers onto tall ones: your pawns need tall towers to stand on.",
             "Stapel kleine Türme auf hohe: deine Pöppel brauchen hohe Türme."),
    )),
)

COURSE = Course(
    game="hoch",
    lessons=(FIRST_MOVE, STACK, CARRY, OVER_SIX, END, SOLO_HIERARCHY, DUEL, DUEL_SCORE, DUEL_HIERARCHY, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
