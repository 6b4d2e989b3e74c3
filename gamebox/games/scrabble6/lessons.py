"""Learn to play Scrabble 6×6: the course (docs/lessons.md has its coverage table).

Positions are records' moves (docs/notation/scrabble6.md): `draw ENORTT` the tiles a rack gets (the
lesson's bag is the lesson's), `b3r TOR` T, O and R from b3 to the right, `e2 T` one tile, a lower-case
letter a blank. The learner is player 1 (seat 0), the box player 2. Places a lesson may light: `cell:c3`
(a field of the board), `rack` (the learner's rack), `seat:0`/`seat:1` (a player's line in the panel),
`exchange` and `pass` (the buttons).

A step the box answers (`then`) accepts only moves after which that answer is legal: a refill draws as
many tiles as were laid, so such a step names its right moves; a step open to any word ends its lesson.
"""
from __future__ import annotations

from gamebox.i18n import Text
from gamebox.lessons import Course, FirstGame, Lesson, Position, Step, first_game_lesson, matching, moves

from .board import geometry

ANY_WORD = matching(r"[a-j]\d+\S* \S+")          # any placement (not an exchange, not a pass)
WITH_BLANK = matching(r"[a-j]\d+\S* \S*[a-zäöü]\S*")   # a placement with a blank (a lower-case letter)


def places(state) -> list[str]:
    geo = geometry(state.rules.size)
    return ([f"cell:{geo.name(cell)}" for cell in geo.fields] + ["rack", "exchange", "pass"]
            + [f"seat:{seat}" for seat in range(state.num_players)])


RULES = {
    "goal": Text("Make words with letter tiles on the 6×6 board; every new word scores the values of its letters.",
                 "Bilde mit Buchstabensteinen Wörter auf dem 6×6-Brett; jedes neue Wort bringt die Werte seiner "
                 "Buchstaben."),
    "rack": Text("Each player has 6 tiles on his rack, refilled from the bag after every turn.",
                 "Jeder Spieler hat 6 Steine auf seinem Bänkchen, nach jedem Zug aus dem Beutel aufgefüllt."),
    "first": Text("The first word may lie anywhere; every later word must use a letter already on the board.",
                  "Das erste Wort darf überall liegen; jedes weitere muss einen Buchstaben benutzen, der schon auf "
                  "dem Brett liegt."),
    "line": Text("The tiles of a turn lie in one row, column or diagonal and make a word there: at most 5 tiles.",
                 "Die Steine eines Zugs liegen in einer Reihe, Spalte oder Diagonale und bilden dort ein Wort: "
                 "höchstens 5 Steine."),
    "dictionary": Text("Only words of the dictionary count: no names, no abbreviations.",
                       "Es zählen nur Wörter des Wörterbuchs: keine Namen, keine Abkürzungen."),
    "directions": Text("Words read in all eight directions — backward, upward and along the diagonals — but always "
                       "straight.",
                       "Wörter gelten in allen acht Richtungen — rückwärts, aufwärts und schräg — aber immer gerade."),
    "score": Text("All new words of a turn count, added up; a letter in two words counts twice.",
                  "Alle neuen Wörter eines Zugs zählen zusammen; ein Buchstabe in zwei Wörtern zählt doppelt."),
    "new-only": Text("Only words your tiles make anew count; overlapping new words count each.",
                     "Es zählen nur Wörter, die deine Steine neu bilden; überlappende neue Wörter zählt jedes."),
    "longest": Text("On one line only the longest word counts: TORTE is one word, not TOR, ORT and TORTE.",
                    "Auf einer Linie zählt nur das längste Wort: TORTE ist ein Wort, nicht TOR, ORT und TORTE."),
    "cover": Text("A tile may cover another letter, up to a stack of 6: TANNE becomes TANTE.",
                  "Ein Stein darf einen anderen Buchstaben überdecken, bis zu einem Stapel von 6: aus TANNE wird "
                  "TANTE."),
    "blank": Text("A blank is any letter you name; it stays that letter and scores nothing.",
                  "Ein Joker ist jeder Buchstabe, den du nennst; er bleibt dieser Buchstabe und zählt nichts."),
    "exchange": Text("Instead of laying you may exchange your whole rack, while the bag holds at least 6 tiles.",
                     "Statt zu legen darfst du alle deine Steine tauschen, solange der Beutel noch mindestens 6 "
                     "Steine hat."),
    "end": Text("The game ends when nobody can or wants to lay any more; the tiles left on a rack are subtracted.",
                "Das Spiel endet, wenn keiner mehr legen kann oder will; die Steine, die noch auf dem Bänkchen "
                "liegen, werden abgezogen."),
    "beginner": Text("For beginners: words count only left to right, top to bottom and down the diagonals.",
                     "Für Anfänger: Wörter zählen nur von links nach rechts, von oben nach unten und schräg abwärts."),
    "more": Text("Bigger boards (8×8, 10×10) and English tiles are options of a new game.",
                 "Größere Bretter (8×8, 10×10) und englische Steine sind Optionen eines neuen Spiels."),
}

NOT_TAUGHT = {
    "game_over": Text("After the end the board takes no more tiles; the page says the game is over.",
                      "Nach dem Ende nimmt das Brett keine Steine mehr; die Seite sagt, dass das Spiel vorbei ist."),
    "not_a_move": Text("Only a record from outside holds moves of another game.",
                       "Nur ein Spielstand von außen enthält Züge eines anderen Spiels."),
    "not_start": Text("The lot for who begins is the box's; a player never draws it.",
                      "Das Los, wer beginnt, zieht die gamebox; nie ein Spieler."),
    "bad_start": Text("Only a record from outside could name a player who is not at the table.",
                      "Nur ein Spielstand von außen könnte einen Spieler nennen, der nicht mitspielt."),
    "draw_first": Text("The box refills the racks at once; a player never waits for it.",
                       "Die gamebox füllt die Bänkchen sofort auf; ein Spieler wartet nie darauf."),
    "not_draw": Text("The box draws the tiles; a player never does.",
                     "Die Steine zieht die gamebox; nie ein Spieler."),
    "draw_count": Text("The box draws the tiles; only a record from outside could draw too many.",
                       "Die Steine zieht die gamebox; nur ein Spielstand von außen könnte zu viele ziehen."),
    "not_in_bag": Text("The box draws the tiles; only a record from outside could draw one the bag lacks.",
                       "Die Steine zieht die gamebox; nur ein Spielstand von außen könnte einen ziehen, der im Beutel "
                       "fehlt."),
    "no_tiles": Text("The Play button waits for a tile on the board.",
                     "Der Knopf Legen wartet, bis ein Stein auf dem Brett liegt."),
    "off_board": Text("Tiles are laid on the board's fields; none can fall beside it.",
                      "Steine werden auf die Felder des Bretts gelegt; keiner kann daneben fallen."),
    "twice": Text("A field holds one new tile a turn: the board puts a second one back on the rack.",
                  "Ein Feld nimmt pro Zug einen neuen Stein: das Brett legt einen zweiten zurück aufs Bänkchen."),
    "bad_letter": Text("A blank is named from the tiles' letters only.",
                       "Einen Joker benennt man nur mit den Buchstaben der Steine."),
    "no_word": Text("The rules name the letters that are not a word instead (\"TRO is not a word\").",
                    "Die Regeln nennen stattdessen die Buchstaben, die kein Wort sind („TRO ist kein Wort“)."),
    "exchange_empty": Text("A rack is empty only when the bag is too: then its player passes at once.",
                           "Ein Bänkchen ist nur leer, wenn der Beutel es auch ist: dann setzt sein Spieler sofort "
                           "aus."),
}

START = ("draw ENORTT", "draw AEINST")                     # your rack, then your opponent's
TOR_IS = START + ("b3r TOR", "draw EIS", "b1d IS", "draw EN")   # TOR in row 3, IS above its T

FIRST_WORD = Lesson(
    id="first-word",
    title=Text("Your first word", "Dein erstes Wort"),
    text=Text("You have 6 letter tiles on your rack. Lay a word with them: in one row, column or diagonal, at "
              "most 5 tiles. The first word of the game may lie anywhere.",
              "Du hast 6 Buchstabensteine auf deinem Bänkchen. Leg damit ein Wort: in einer Reihe, Spalte oder "
              "Diagonale, höchstens 5 Steine. Das erste Wort des Spiels darf überall liegen."),
    rules=("goal", "rack", "first", "line", "dictionary"),
    position=Position("standard", 2, START),
    steps=(
        Step(task=Text("Lay any word of 2 to 5 letters from your rack — TOR, for instance.",
                       "Leg irgendein Wort aus 2 bis 5 Buchstaben von deinem Bänkchen — zum Beispiel TOR."),
             right=ANY_WORD, show="b3r TOR", marks=("rack", "cell:b3", "cell:c3", "cell:d3"),
             praise=Text("A word! Each tile's small number is its value, and the word scores their sum. The bag "
                         "refills your rack to 6.",
                         "Ein Wort! Die kleine Zahl auf jedem Stein ist sein Wert, und das Wort bringt ihre Summe. "
                         "Der Beutel füllt dein Bänkchen wieder auf 6 auf."),
             hints=(Text("Drag T, O and R from your rack onto three fields side by side, then press Play.",
                         "Zieh T, O und R von deinem Bänkchen auf drei Felder nebeneinander und drück Legen."),),
             refusals=(("a1r TORTEN", "too_many"), ("a1r TNO", "not_word"), ("a1=T c1=R", "gap"),
                       ("a1=T b3=O", "one_line"), ("a1r HUT", "not_on_rack"))),
    ),
)

CROSS = Lesson(
    id="cross",
    title=Text("Build on the board", "Am Brett weiterbauen"),
    text=Text("After the first word, every word must use at least one letter that already lies on the board.",
              "Nach dem ersten Wort muss jedes Wort mindestens einen Buchstaben benutzen, der schon auf dem Brett "
              "liegt."),
    rules=("first", "line"),
    position=Position("standard", 2, TOR_IS),
    steps=(
        Step(task=Text("Try to lay NEST in the bottom row, away from the other words.",
                       "Versuch, NEST in die unterste Reihe zu legen, weg von den anderen Wörtern."),
             right=ANY_WORD, show="a6r NEST", refused="touch", marks=("cell:a6", "cell:b6", "cell:c6", "cell:d6"),
             praise=Text("Refused: a word on its own is not allowed any more.",
                         "Abgelehnt: ein Wort für sich allein geht jetzt nicht mehr."),
             hints=(Text("Drag N, E, S and T onto the bottom row, side by side, then press Play.",
                         "Zieh N, E, S und T nebeneinander in die unterste Reihe und drück Legen."),)),
        Step(task=Text("Now lay a word that uses a letter of TOR or IS.",
                       "Leg jetzt ein Wort, das einen Buchstaben von TOR oder IS benutzt."),
             right=ANY_WORD, show="b4d EIN", marks=("cell:b3", "cell:c3", "cell:d3", "cell:b1", "cell:b2"),
             praise=Text("Your word leans on letters that were there: that is how the board grows.",
                         "Dein Wort stützt sich auf Buchstaben, die schon da waren: so wächst das Brett."),
             hints=(Text("E, I and N under the T of TOR make STEIN down column b, with the S above.",
                         "E, I und N unter dem T von TOR ergeben mit dem S darüber STEIN, Spalte b abwärts."),),
             refusals=(("e2=T e4=E", "gap"),)),
    ),
)

DIRECTIONS = Lesson(
    id="directions",
    title=Text("Every direction counts", "Jede Richtung zählt"),
    text=Text("Words count not only left to right and downward, but also backward, upward and along both "
              "diagonals — always in a straight line. A letter in two words counts twice.",
              "Wörter zählen nicht nur von links nach rechts und abwärts, sondern auch rückwärts, aufwärts und "
              "auf beiden Diagonalen — immer in gerader Linie. Ein Buchstabe in zwei Wörtern zählt doppelt."),
    rules=("directions", "score"),
    position=Position("standard", 2, TOR_IS),
    steps=(
        Step(task=Text("Put an E just in front of TOR and see which words it makes.",
                       "Leg ein E direkt vor TOR und sieh, welche Wörter es bildet."),
             right=moves("a3 E"), show="a3 E", marks=("cell:a3", "cell:b2", "cell:b3", "cell:c3", "cell:d3"),
             praise=Text("Read from right to left, ROT and your E make ROTE; read upward along the diagonal, E and S "
                         "make ES. Two words: your E counts in both, 7 points.",
                         "Von rechts nach links gelesen ergeben ROT und dein E ROTE; schräg aufwärts gelesen ergeben "
                         "E und S ES. Zwei Wörter: dein E zählt in beiden, 7 Punkte."),
             hints=(Text("Drag an E onto the field left of the T.", "Zieh ein E auf das Feld links vom T."),),
             wrong=Text("Allowed, but this lesson asks for the E in front of TOR.",
                        "Erlaubt, aber diese Lektion möchte das E vor TOR."),
             refusals=(("d4dr TE", "not_word"), ("a4=N b5=E", "touch"))),
    ),
)

NEW_ONLY = Lesson(
    id="new-only",
    title=Text("Only new words score", "Nur neue Wörter zählen"),
    text=Text("Only the words your tiles make anew count. A word that lay there before does not score again, "
              "even when your tile touches it.",
              "Es zählen nur die Wörter, die deine Steine neu bilden. Ein Wort, das schon dalag, zählt nicht noch "
              "einmal, auch wenn dein Stein es berührt."),
    rules=("new-only", "score"),
    position=Position("standard", 2, TOR_IS),
    steps=(
        Step(task=Text("Put a T right after TOR.", "Leg ein T gleich hinter TOR."),
             right=moves("e3 T"), show="e3 T", marks=("cell:b3", "cell:c3", "cell:d3", "cell:e3"),
             praise=Text("O, R and your T make ORT: a new word, 4 points. TOR overlaps it, but TOR lay there before, "
                         "so it does not count again.",
                         "O, R und dein T bilden ORT: ein neues Wort, 4 Punkte. TOR überlappt es, aber TOR lag schon "
                         "da, also zählt es nicht noch einmal."),
             hints=(Text("Drag a T onto the field right of the R.", "Zieh ein T auf das Feld rechts vom R."),),
             wrong=Text("Allowed, but this lesson asks for the T after TOR.",
                        "Erlaubt, aber diese Lektion möchte das T hinter TOR.")),
    ),
)

LONGEST = Lesson(
    id="longest",
    title=Text("The longest word counts", "Das längste Wort zählt"),
    text=Text("On one line only the longest word counts: words inside it do not count on their own.",
              "Auf einer Linie zählt nur das längste Wort: Wörter darin zählen nicht für sich."),
    rules=("longest",),
    position=Position("standard", 2, TOR_IS),
    steps=(
        Step(task=Text("Make TORTE: put T and E after TOR.", "Mach TORTE: leg T und E hinter TOR."),
             right=moves("e3r TE"), show="e3r TE", marks=("cell:b3", "cell:c3", "cell:d3", "cell:e3", "cell:f3"),
             praise=Text("TORTE is one word, 6 points. ORT lies inside it, but on this line only the longest word "
                         "counts.",
                         "TORTE ist ein Wort, 6 Punkte. ORT liegt darin, aber auf dieser Linie zählt nur das längste "
                         "Wort."),
             hints=(Text("Drag T and E onto the two fields after the R, then press Play.",
                         "Zieh T und E auf die zwei Felder hinter dem R und drück Legen."),),
             wrong=Text("Allowed, but this lesson asks for TORTE.", "Erlaubt, aber diese Lektion möchte TORTE.")),
    ),
)

STACKED = ("draw AENNRT", "draw EINRTT", "b2r TANNE", "draw EILNS", "e2 T", "draw T", "e2 N", "draw N",
           "e2 T", "draw T", "e2 N", "draw E")   # TANNE and TANTE by turns: five tiles on e2

COVER = Lesson(
    id="cover",
    title=Text("Cover a letter", "Einen Buchstaben überdecken"),
    text=Text("A tile may lie on another letter: only the top letter of a stack is read. A stack grows up to 6 "
              "tiles, and a tile never covers the same letter.",
              "Ein Stein darf auf einem anderen Buchstaben liegen: gelesen wird nur der oberste eines Stapels. Ein "
              "Stapel wächst bis zu 6 Steinen, und ein Stein deckt nie denselben Buchstaben ab."),
    rules=("cover",),
    position=Position("standard", 2, STACKED, first_player=1),
    steps=(
        Step(task=Text("TANNE and TANTE have taken turns here: the second N is a stack of 5 tiles. Your opponent "
                       "made TANNE again. Turn it into TANTE.",
                       "Hier haben sich TANNE und TANTE abgewechselt: das zweite N ist ein Stapel aus 5 "
                       "Steinen. Dein Gegner hat wieder TANNE gemacht. Mach daraus TANTE."),
             right=moves("e2 T"), show="e2 T", marks=("cell:d2", "cell:e2"),
             praise=Text("Your T lies on the second N: TANTE once more, 5 letters — 5 points. That stack now holds 6 "
                         "tiles, the most a stack may hold.",
                         "Dein T liegt auf dem zweiten N: wieder TANTE, 5 Buchstaben — 5 Punkte. Der Stapel hat jetzt "
                         "6 Steine, mehr darf keiner haben."),
             hints=(Text("Drag a T onto the second N.", "Zieh ein T auf das zweite N."),),
             wrong=Text("Allowed, but this lesson asks for TANTE.", "Erlaubt, aber diese Lektion möchte TANTE."),
             refusals=(("e2 N", "same_letter"),),
             then=("draw E", "b3d EIL", "draw AEO")),
        Step(task=Text("Your opponent laid TEIL down from the T. Now try to make TANNE once more: put your N on the "
                       "second T of TANTE.",
                       "Dein Gegner hat TEIL vom T abwärts gelegt. Versuch jetzt, noch einmal TANNE zu machen: leg "
                       "dein N auf das zweite T von TANTE."),
             right=ANY_WORD, show="e2 N", refused="stack_full", marks=("cell:e2",),
             praise=Text("Refused: six tiles are the most a stack may hold. This T stays for the rest of the game.",
                         "Abgelehnt: mehr als sechs Steine darf kein Stapel haben. Dieses T bleibt bis zum Ende "
                         "liegen."),
             hints=(Text("Drag your N onto the second T of TANTE, then press Play.",
                         "Zieh dein N auf das zweite T von TANTE und drück Legen."),)),
    ),
)

BLANK = Lesson(
    id="blank",
    title=Text("The blank", "Der Joker"),
    text=Text("The blank tile is any letter you like. Once laid it stays that letter, but it scores nothing.",
              "Der Joker ist jeder Buchstabe, den du willst. Einmal gelegt bleibt er dieser Buchstabe, aber er "
              "zählt nichts."),
    rules=("blank",),
    position=Position("standard", 2, START + ("b3r TOR", "draw EI?", "b1d IS", "draw EN")),
    steps=(
        Step(task=Text("Lay a word with your blank in it.", "Leg ein Wort, in dem dein Joker steckt."),
             right=WITH_BLANK, show="b4d EIn", marks=("rack",),
             praise=Text("The blank now shows the letter you chose, in its own colour, and scores 0.",
                         "Der Joker zeigt jetzt den Buchstaben, den du gewählt hast, in eigener Farbe, und zählt 0."),
             hints=(Text("Drag the blank onto a field: the board asks which letter it should be.",
                         "Zieh den Joker auf ein Feld: das Brett fragt, welcher Buchstabe er sein soll."),),
             wrong=Text("Allowed, but put your blank into the word.", "Erlaubt, aber bau deinen Joker ins Wort ein."),
             refusals=(("b4d eIn", "no_blank"),)),
    ),
)

EXCHANGE = Lesson(
    id="exchange",
    title=Text("Exchange your rack", "Alle Steine tauschen"),
    text=Text("If you cannot or do not want to lay, you may exchange your whole rack for new tiles — while the bag "
              "holds at least 6.",
              "Wenn du nicht legen kannst oder willst, darfst du alle deine Steine gegen neue tauschen — solange "
              "der Beutel mindestens 6 hat."),
    rules=("exchange",),
    position=Position("standard", 2, ("draw ÄJQVXY", "draw AEINST")),
    steps=(
        Step(task=Text("Ä, J, Q, V, X and Y make no word. Exchange them.",
                       "Ä, J, Q, V, X und Y ergeben kein Wort. Tausch sie."),
             right=moves("exchange"), show="exchange", marks=("rack", "exchange"),
             praise=Text("Six new tiles for you; your old ones go back into the bag. An exchange scores nothing and "
                         "takes your turn.",
                         "Sechs neue Steine für dich; die alten kommen zurück in den Beutel. Ein Tausch bringt keine "
                         "Punkte und kostet deinen Zug."),
             hints=(Text("Press Exchange.", "Drück Tauschen."),),
             wrong=Text("Allowed, but passing keeps these tiles: exchange them.",
                        "Erlaubt, aber beim Aussetzen behältst du diese Steine: tausch sie.")),
    ),
)

BEGINNER = Lesson(
    id="beginner",
    title=Text("The beginners' game", "Das Spiel für Anfänger"),
    text=Text("In the beginners' game words count only forward: left to right, top to bottom and down the "
              "diagonals. Backward words do not count.",
              "Im Spiel für Anfänger zählen Wörter nur vorwärts: von links nach rechts, von oben nach unten und "
              "schräg abwärts. Rückwärts zählt nicht."),
    rules=("beginner",),
    position=Position("standard", 2, START, options={"directions": "beginner"}),
    steps=(
        Step(task=Text("Try to lay T, R, O from left to right: it would be ORT, read backward.",
                       "Versuch, T, R, O von links nach rechts zu legen: rückwärts gelesen wäre es ORT."),
             right=ANY_WORD, show="c3r TRO", refused="not_word", marks=("cell:c3", "cell:d3", "cell:e3"),
             praise=Text("Refused: here words read forward only.", "Abgelehnt: hier gelten Wörter nur vorwärts."),
             hints=(Text("Drag T, R and O onto three fields side by side, then press Play.",
                         "Zieh T, R und O auf drei Felder nebeneinander und drück Legen."),)),
        Step(task=Text("Now lay a word that reads forward.", "Leg jetzt ein Wort, das vorwärts gilt."),
             right=ANY_WORD, show="c3r ORT", marks=("rack",),
             praise=Text("Forward, it counts. With fewer ways to read, the beginners' game is easier to see through.",
                         "Vorwärts zählt es. Mit weniger Leserichtungen ist das Anfängerspiel leichter zu "
                         "überblicken."),
             hints=(Text("O, R, T from left to right make ORT.", "O, R, T von links nach rechts ergeben ORT."),)),
    ),
)

END_MOVES = ("draw AFKLPR", "draw CDIKMN", "a1r KAP", "draw EST", "c1r KNI", "draw EIN", "d1r E.L", "draw AW",
             "d1r IE", "draw ET", "c1r T..F", "draw DE", "a1r C.M", "draw JO", "a1r A.R", "draw DV", "b1r JT",
             "draw GR", "b1r W.E", "draw NN", "d2dr ROG", "draw IOS", "d2d NDS", "draw HIU", "a2r NEO.S", "draw EMTU",
             "d1d I.NUH", "draw DESU", "c2d ETUM", "draw BRSU", "b1dr SU.DE", "draw GMN?", "b2r ISURD", "draw EEEHS",
             "b1dr NeDM", "draw CNOR", "b3r BEH.S", "draw RTTU", "b2r N.ROG", "draw ELÖT", "c2d TUR.E", "draw BEEE",
             "c3dr ÖLET", "draw AÄHN", "d1d T.EBE", "draw LQSÜ", "e3dl ÄHN", "draw IMS", "b1dr E.SÜL", "draw INU?",
             "d2r SIM", "draw AAZ", "e2d NIEr", "draw EFNR", "a3r A.A.A", "draw GXY", "b2d RUEN", "draw EH",
             "b2dr G.Y", "c3d FEH", "b5 X", "pass")   # two computers' game, cut where the bag is empty

END = Lesson(
    id="end",
    title=Text("The end of the game", "Das Ende des Spiels"),
    text=Text("When the bag is empty and nobody can or wants to lay any more, everybody passes and the game ends. "
              "The tiles left on your rack count against you.",
              "Ist der Beutel leer und kann oder will keiner mehr legen, setzen alle aus, und das Spiel endet. Die "
              "Steine, die noch auf deinem Bänkchen liegen, zählen gegen dich."),
    rules=("exchange", "end"),
    position=Position("standard", 2, END_MOVES),
    steps=(
        Step(task=Text("Your C, V and Z do not look promising. Try to exchange them.",
                       "Dein C, V und Z sehen nicht vielversprechend aus. Versuch, sie zu tauschen."),
             right=ANY_WORD, show="exchange", refused="exchange_bag", marks=("exchange",),
             praise=Text("Refused: the bag is empty, so there is nothing to exchange for.",
                         "Abgelehnt: der Beutel ist leer, es gibt nichts zum Eintauschen."),
             hints=(Text("Press Exchange.", "Drück Tauschen."),)),
        Step(task=Text("Then lay what you can: every tile you lay now is a tile less against you.",
                       "Dann leg, was du kannst: jeder Stein, den du jetzt legst, zählt am Ende nicht gegen dich."),
             right=ANY_WORD, show="a2d V.C", marks=("rack",),
             praise=Text("Points for you, and your rack is lighter. Your opponent holds a Q he cannot lay: he passes.",
                         "Punkte für dich, und dein Bänkchen ist leichter. Dein Gegner hat ein Q, das er nicht legen "
                         "kann: er setzt aus."),
             hints=(Text("Your Z fits on the A in the top left corner.", "Dein Z passt auf das A in der linken oberen Ecke."),),
             then=("pass",)),
        Step(task=Text("Your opponent passed. Pass too, and the game is over.",
                       "Dein Gegner hat ausgesetzt. Setz auch du aus, und das Spiel ist vorbei."),
             right=moves("pass"), show="pass", marks=("pass", "seat:0", "seat:1"),
             praise=Text("Everybody passed in turn: the game is over. The values of the tiles left on each rack are "
                         "subtracted — your opponent loses 10 for his Q.",
                         "Alle haben nacheinander ausgesetzt: das Spiel ist vorbei. Die Werte der Steine, die noch "
                         "auf jedem Bänkchen liegen, werden abgezogen — dein Gegner verliert 10 für sein Q."),
             hints=(Text("Press Pass.", "Drück Aussetzen."),),
             wrong=Text("Allowed, but this lesson asks you to pass now.",
                        "Erlaubt, aber diese Lektion möchte, dass du jetzt aussetzt.")),
    ),
)

FIRST_GAME = first_game_lesson(
    text=Text("A whole game against an easy computer. Ask for a hint whenever you are unsure. Bigger boards and "
              "English tiles wait in the new-game dialog.",
              "Eine ganze Partie gegen einen leichten Computer. Frag nach einem Tipp, wann immer du unsicher bist. "
              "Größere Bretter und englische Steine warten im Dialog für ein neues Spiel."),
    rules=("rack", "more"),
    first_game=FirstGame("standard", 2, "search:easy", tips=(
        Text("Short words in many directions often score more than one long word: look for letters that make "
             "two words at once.",
             "Kurze Wörter in vielen Richtungen bringen oft mehr als ein langes Wort: such Buchstaben, die zwei "
             "Wörter auf einmal bilden."),
        Text("Covering a letter can turn one word into another and score it anew.",
             "Einen Buchstaben zu überdecken kann aus einem Wort ein anderes machen, das neu zählt."),
    )),
)

COURSE = Course(
    game="scrabble6",
    lessons=(FIRST_WORD, CROSS, DIRECTIONS, NEW_ONLY, LONGEST, COVER, BLANK, EXCHANGE, BEGINNER, END, FIRST_GAME),
    rules=RULES,
    places=places,
    not_taught=NOT_TAUGHT,
)
