<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Abquetschen</name>
        <message>
            <source>Click lit funnels to place your dice first.</source>
            <translation>Klicke zuerst leuchtende Trichter an, um deine Würfel zu setzen.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
        <message>
            <source>{name} rolled a 4 and builds the start pyramid.</source>
            <translation>{name} hat eine 4 gewürfelt und baut die Startpyramide.</translation>
        </message>
        <message>
            <source>Dice left:</source>
            <translation>Würfel übrig:</translation>
        </message>
        <message>
            <source>Game over — {names} won.</source>
            <translation>Spielende – {names} hat gewonnen.</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>{name}: roll for the start — whoever rolls a 4 builds the start pyramid (Space).</source>
            <translation>{name}: um den Beginn würfeln – wer eine 4 würfelt, baut die Startpyramide (Leertaste).</translation>
        </message>
        <message>
            <source>{name}: roll the turquoise die (Space).</source>
            <translation>{name}: mit dem türkisfarbenen Würfel würfeln (Leertaste).</translation>
        </message>
        <message>
            <source>{name}: no build of {n} is possible — pass (Enter).</source>
            <translation>{name}: kein Bau mit {n} Würfeln möglich – passen (Eingabe).</translation>
        </message>
        <message numerus="yes">
            <source>{name} rolled %n with %n die(s) or fewer left: a win!</source>
            <translation>
                <numerusform>{name} würfelt %n und hat höchstens %n Würfel übrig: gewonnen!</numerusform>
                <numerusform>{name} würfelt %n und hat höchstens %n Würfel übrig: gewonnen!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A row: %n bonus die(s) to build.</source>
            <translation>
                <numerusform>Eine Reihe: %n Bonuswürfel einbauen.</numerusform>
                <numerusform>Eine Reihe: %n Bonuswürfel einbauen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: build %n die(s) — {k} placed; click a lit funnel.</source>
            <translation>
                <numerusform>{name}: %n Würfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an.</numerusform>
                <numerusform>{name}: %n Würfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: build %n bonus die(s) — {k} placed; click a lit funnel.</source>
            <translation>
                <numerusform>{name}: %n Bonuswürfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an.</numerusform>
                <numerusform>{name}: %n Bonuswürfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: build these %n die(s) (Enter).</source>
            <translation>
                <numerusform>{name}: diesen %n Würfel einbauen (Eingabe).</numerusform>
                <numerusform>{name}: diese %n Würfel einbauen (Eingabe).</numerusform>
            </translation>
        </message>
        <message>
            <source>Roll (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <source>Build (Enter)</source>
            <translation>Einbauen (Eingabe)</translation>
        </message>
        <message>
            <source>Pass (Enter)</source>
            <translation>Passen (Eingabe)</translation>
        </message>
        <message>
            <source>Roll the turquoise die</source>
            <translation>Mit dem türkisfarbenen Würfel würfeln</translation>
        </message>
        <message>
            <source>Build the dice you placed; Backspace takes the last one back</source>
            <translation>Die gesetzten Würfel einbauen; die Rücktaste nimmt den letzten zurück</translation>
        </message>
    </context>
    <context>
        <name>AiLevel</name>
        <message>
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Gierig</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Mittel</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
        <message>
            <source>Best defence</source>
            <translation>Beste Verteidigung</translation>
        </message>
        <message>
            <source>plays any allowed move, by chance: good for learning the rules.</source>
            <translation>spielt irgendeinen erlaubten Zug, rein zufällig: gut, um die Regeln zu lernen.</translation>
        </message>
        <message>
            <source>takes whatever looks best right now and never looks ahead.</source>
            <translation>nimmt, was gerade am besten aussieht, und schaut nie voraus.</translation>
        </message>
        <message>
            <source>looks a little ahead, but misses a lot.</source>
            <translation>schaut ein wenig voraus, übersieht aber viel.</translation>
        </message>
        <message>
            <source>a sound player who thinks a move ahead.</source>
            <translation>ein solider Spieler, der einen Zug vorausdenkt.</translation>
        </message>
        <message>
            <source>thinks furthest ahead: hard to beat.</source>
            <translation>denkt am weitesten voraus: schwer zu schlagen.</translation>
        </message>
        <message>
            <source>{level}: {words}</source>
            <translation>{level}: {words}</translation>
        </message>
    </context>
    <context>
        <name>AnalysisDialog</name>
        <message>
            <source>Expected score</source>
            <translation>Erwartete Punkte</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Verlust</translation>
        </message>
        <message>
            <source>Decision (★ = final score)</source>
            <translation>Entscheidung (★ = Endergebnis)</translation>
        </message>
        <message>
            <source>Expected final score after each of your decisions</source>
            <translation>Erwartete Endpunktzahl nach jeder deiner Entscheidungen</translation>
        </message>
        <message>
            <source>best play on average: {value}</source>
            <translation>bestes Spiel im Schnitt: {value}</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>How your game went</source>
            <translation>So lief dein Spiel</translation>
        </message>
        <message>
            <source>Puzzle of the day {date}</source>
            <translation>Rätsel des Tages {date}</translation>
        </message>
        <message>
            <source>hints used: {count}</source>
            <translation>genutzte Tipps: {count}</translation>
        </message>
        <message>
            <source>Every decision is compared with perfect play, using the exact table of the game.</source>
            <translation>Jede Entscheidung wird mit perfektem Spiel verglichen, anhand der exakten Tabelle des Spiels.</translation>
        </message>
        <message>
            <source>best play scores on average</source>
            <translation>bringt bestes Spiel im Schnitt</translation>
        </message>
        <message>
            <source>your decisions cost (skill)</source>
            <translation>kosteten deine Entscheidungen (Können)</translation>
        </message>
        <message>
            <source>the dice gave (luck)</source>
            <translation>gab der Würfel (Glück)</translation>
        </message>
        <message>
            <source>your score</source>
            <translation>deine Punkte</translation>
        </message>
        <message>
            <source>{final} = {start} {loss} (decisions) {luck} (luck)</source>
            <translation>{final} = {start} {loss} (Entscheidungen) {luck} (Glück)</translation>
        </message>
        <message>
            <source>Costliest decisions</source>
            <translation>Die teuersten Entscheidungen</translation>
        </message>
        <message>
            <source>#</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>You played</source>
            <translation>Du spieltest</translation>
        </message>
        <message>
            <source>Best was</source>
            <translation>Am besten war</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Kosten</translation>
        </message>
        <message>
            <source>Not a single decision below perfect play. Flawless!</source>
            <translation>Keine einzige Entscheidung unter perfektem Spiel. Makellos!</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>Roll first.</source>
            <translation>Erst würfeln.</translation>
        </message>
    </context>
    <context>
        <name>BunteKuh</name>
        <message>
            <source>{name} has no dice left and wins.</source>
            <translation>{name} hat keine Würfel mehr und gewinnt.</translation>
        </message>
        <message>
            <source>{names} gave away their last dice at once and share the win.</source>
            <translation>{names} haben gleichzeitig ihre letzten Würfel abgegeben und teilen sich den Sieg.</translation>
        </message>
        <message>
            <source>The bottom layer of pearl dice is laid…</source>
            <translation>Die unterste Lage aus Perlmuttwürfeln wird gelegt …</translation>
        </message>
        <message>
            <source>Drawing who gets the pearl dice…</source>
            <translation>Es wird ausgelost, wer die Perlmuttwürfel bekommt …</translation>
        </message>
        <message>
            <source>{name} rolls the pearl dice…</source>
            <translation>{name} wirft die Perlmuttwürfel …</translation>
        </message>
        <message>
            <source>{name}: roll the pearl dice!</source>
            <translation>{name}: wirf die Perlmuttwürfel!</translation>
        </message>
        <message>
            <source>{name} rolls…</source>
            <translation>{name} würfelt …</translation>
        </message>
        <message>
            <source>{sum}! Find a funnel that shows {sum}.</source>
            <translation>{sum}! Finde einen Trichter, der {sum} zeigt.</translation>
        </message>
        <message>
            <source>{name}: right! Choose any funnel for your die.</source>
            <translation>{name}: richtig! Wähle einen beliebigen Trichter für deinen Würfel.</translation>
        </message>
        <message>
            <source>{name}: right! Turn your die and set it.</source>
            <translation>{name}: richtig! Dreh deinen Würfel und leg ihn ab.</translation>
        </message>
        <message>
            <source>{name} was right and places a die.</source>
            <translation>{name} hatte recht und legt einen Würfel.</translation>
        </message>
        <message>
            <source>Click the marked funnel again (or Stopp!) to call “Stopp!” on it; a wrong call costs dice.</source>
            <translation>Klick den markierten Trichter noch einmal an (oder Stopp!), um „Stopp!“ darauf zu rufen; ein falscher Ruf kostet Würfel.</translation>
        </message>
        <message>
            <source>No funnel shows it? Call “Niete”.</source>
            <translation>Kein Trichter zeigt sie? Ruf „Niete“.</translation>
        </message>
        <message>
            <source>{keys} turn the die, {act} sets it.</source>
            <translation>{keys} drehen den Würfel, {act} legt ihn ab.</translation>
        </message>
        <message>
            <source>The picker's buttons or a drag turn the die; Set places it.</source>
            <translation>Die Knöpfe des Drehers oder Ziehen drehen den Würfel; Ablegen legt ihn ab.</translation>
        </message>
        <message>
            <source>Dice left in the supply</source>
            <translation>Würfel im Vorrat</translation>
        </message>
        <message>
            <source>Stopp!</source>
            <translation>Stopp!</translation>
        </message>
        <message>
            <source>Niete</source>
            <translation>Niete</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Niete!</source>
            <translation>Niete!</translation>
        </message>
        <message>
            <source>Call “Stopp!” on the funnel you pointed at (or click it again)</source>
            <translation>„Stopp!“ auf den markierten Trichter rufen (oder ihn noch einmal anklicken)</translation>
        </message>
        <message>
            <source>click a funnel to point at it, click it again: “Stopp!”; Space or the buttons: roll, “Niete”</source>
            <translation>Trichter anklicken markiert ihn, noch einmal anklicken: „Stopp!“; Leertaste oder die Knöpfe: würfeln, „Niete“</translation>
        </message>
        <message>
            <source>{keys} move, {act} “Stopp!”, {call} roll or “Niete”</source>
            <translation>{keys} bewegen, {act} „Stopp!“, {call} würfeln oder „Niete“</translation>
        </message>
        <message>
            <source>{name}: your die</source>
            <translation>{name}: dein Würfel</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Ablegen</translation>
        </message>
        <message>
            <source>Other funnel</source>
            <translation>Anderer Trichter</translation>
        </message>
        <message>
            <source>Click into a funnel: a hollow between three dice.</source>
            <translation>Klick in einen Trichter: eine Mulde zwischen drei Würfeln.</translation>
        </message>
        <message>
            <source>First click the funnel you mean.</source>
            <translation>Klick zuerst den Trichter an, den du meinst.</translation>
        </message>
        <message>
            <source>First move your cursor onto a funnel ({keys}).</source>
            <translation>Bewege erst deinen Zeiger auf einen Trichter ({keys}).</translation>
        </message>
        <message>
            <source>{name} gets the pearl dice.</source>
            <translation>{name} bekommt die Perlmuttwürfel.</translation>
        </message>
        <message>
            <source>{name}: “Stopp!” Right: {pips} = {sum}.</source>
            <translation>{name}: „Stopp!“ Richtig: {pips} = {sum}.</translation>
        </message>
        <message>
            <source>{name}: “Stopp!” Wrong: {pips} = {shown}, not {sum}.</source>
            <translation>{name}: „Stopp!“ Falsch: {pips} = {shown}, nicht {sum}.</translation>
        </message>
        <message>
            <source>{name}: “Niete!” Right: no funnel shows {sum}.</source>
            <translation>{name}: „Niete!“ Richtig: kein Trichter zeigt {sum}.</translation>
        </message>
        <message>
            <source>{name}: “Niete!” Wrong: {n} funnel(s) show {sum}.</source>
            <translation>{name}: „Niete!“ Falsch: {n} Trichter zeigen {sum}.</translation>
        </message>
        <message>
            <source>Every other player gives {name} a die.</source>
            <translation>Jeder andere gibt {name} einen Würfel.</translation>
        </message>
    </context>
    <context>
        <name>CameraBar</name>
        <message>
            <source>Side 1</source>
            <translation>Seite 1</translation>
        </message>
        <message>
            <source>Side 2</source>
            <translation>Seite 2</translation>
        </message>
        <message>
            <source>Side 3</source>
            <translation>Seite 3</translation>
        </message>
        <message>
            <source>Above</source>
            <translation>Von oben</translation>
        </message>
        <message>
            <source>View the pyramid from here ({key}); drag to orbit, wheel to zoom</source>
            <translation>Die Pyramide von hier ansehen ({key}); ziehen zum Umkreisen, Mausrad zum Zoomen</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <source>about %n second(s)</source>
            <translation>
                <numerusform>etwa %n Sekunde</numerusform>
                <numerusform>etwa %n Sekunden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>about %n minute(s)</source>
            <translation>
                <numerusform>etwa %n Minute</numerusform>
                <numerusform>etwa %n Minuten</numerusform>
            </translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Trainer</translation>
        </message>
        <message>
            <source>The coach needs the exact table of this variant.</source>
            <translation>Der Trainer braucht die exakte Tabelle dieser Variante.</translation>
        </message>
        <message>
            <source>It is computed once on this computer, {duration}, and then kept: after that every hint is instant. Compute it now?</source>
            <translation>Sie wird einmal auf diesem Rechner berechnet, {duration}, und dann aufbewahrt: danach kommt jeder Tipp sofort. Jetzt berechnen?</translation>
        </message>
        <message>
            <source>Compute</source>
            <translation>Berechnen</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Jetzt nicht</translation>
        </message>
    </context>
    <context>
        <name>CostlyQuestion</name>
        <message>
            <source>No, go back</source>
            <translation>Nein, zurück</translation>
        </message>
        <message>
            <source>Don't ask again</source>
            <translation>Nicht mehr fragen</translation>
        </message>
    </context>
    <context>
        <name>CuiBono</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
        <message>
            <source>You hold a die: click a lit funnel to put it back, or keep it (K).</source>
            <translation>Du hältst einen Würfel: klicke einen leuchtenden Trichter, um ihn zurückzulegen, oder behalte ihn (K).</translation>
        </message>
        <message>
            <source>Pull a lit die out first.</source>
            <translation>Erst einen leuchtenden Würfel herausziehen.</translation>
        </message>
        <message>
            <source>No funnel takes {die}: it must be kept.</source>
            <translation>Kein Trichter nimmt {die}: er muss behalten werden.</translation>
        </message>
        <message>
            <source>{name} keeps {die}: −{n}.</source>
            <translation>{name} behält {die}: −{n}.</translation>
        </message>
        <message>
            <source>Kept:</source>
            <translation>Behalten:</translation>
        </message>
        <message>
            <source>Game over — {names} won.</source>
            <translation>Spielende — {names} hat gewonnen.</translation>
        </message>
        <message>
            <source>Keep {die} although a funnel takes it?</source>
            <translation>{die} behalten, obwohl ein Trichter ihn nimmt?</translation>
        </message>
        <message>
            <source>It costs you {n} points.</source>
            <translation>Das kostet dich {n} Punkte.</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>{name}: pull a lit die out of the bottom layer (a die with two free sides).</source>
            <translation>{name}: einen leuchtenden Würfel aus der untersten Lage ziehen (einen mit zwei freien Seiten).</translation>
        </message>
        <message>
            <source>{name}: put {die} into a lit funnel, or keep it (K).</source>
            <translation>{name}: {die} in einen leuchtenden Trichter legen oder behalten (K).</translation>
        </message>
        <message>
            <source>{name}: no funnel takes {die} — keep it (K).</source>
            <translation>{name}: kein Trichter nimmt {die} — behalten (K).</translation>
        </message>
        <message>
            <source>The game ends at a player's {k}th kept die.</source>
            <translation>Das Spiel endet mit dem {k}. behaltenen Würfel eines Spielers.</translation>
        </message>
        <message>
            <source>Keep (K)</source>
            <translation>Behalten (K)</translation>
        </message>
        <message>
            <source>Keep the pulled die: it counts minus points at the end</source>
            <translation>Den gezogenen Würfel behalten: er zählt am Ende Minuspunkte</translation>
        </message>
    </context>
    <context>
        <name>DemoPlayer</name>
        <message>
            <source>This game has no board yet.</source>
            <translation>Für dieses Spiel gibt es noch kein Spielbrett.</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Noch einmal</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Ein Zug</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Von vorn</translation>
        </message>
        <message>
            <source>Show me: an example game</source>
            <translation>Zeig’s mir: ein Beispielspiel</translation>
        </message>
        <message>
            <source>Move {ply} of {total}</source>
            <translation>Zug {ply} von {total}</translation>
        </message>
        <message>
            <source>Press Play to watch the example.</source>
            <translation>Drücke „Abspielen“, um das Beispiel zu sehen.</translation>
        </message>
    </context>
    <context>
        <name>DieWidget</name>
        <message>
            <source>Die</source>
            <translation>Würfel</translation>
        </message>
        <message numerus="yes">
            <source>The die shows %n</source>
            <translation>
                <numerusform>Der Würfel zeigt %n</numerusform>
                <numerusform>Der Würfel zeigt %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Not rolled yet</source>
            <translation>Noch nicht gewürfelt</translation>
        </message>
    </context>
    <context>
        <name>Eintrichtern</name>
        <message>
            <source>Everybody takes in the sum: a moment.</source>
            <translation>Alle prägen sich die Summe ein: einen Moment.</translation>
        </message>
        <message>
            <source>{name} gets the three pearl dice and begins.</source>
            <translation>{name} bekommt die drei Perlmuttwürfel und beginnt.</translation>
        </message>
        <message>
            <source>hit — {name} keeps the red die</source>
            <translation>Treffer – {name} behält den roten Würfel</translation>
        </message>
        <message>
            <source>miss — the red die goes back</source>
            <translation>daneben – der rote Würfel kommt zurück</translation>
        </message>
        <message>
            <source>in this funnel, rolled {roll}</source>
            <translation>in diesem Trichter, gewürfelt: {roll}</translation>
        </message>
        <message>
            <source>Take over {total} (Enter)</source>
            <translation>{total} übernehmen (Eingabe)</translation>
        </message>
        <message>
            <source>Roll anew (Space)</source>
            <translation>Neu würfeln (Leertaste)</translation>
        </message>
        <message>
            <source>Roll (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <source>Game over — {names} won with {count} red dice.</source>
            <translation>Spielende – der Sieg geht an {names} mit {count} roten Würfeln.</translation>
        </message>
        <message>
            <source>The dice are set out…</source>
            <translation>Die Würfel werden aufgebaut …</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>{name}: roll the three pearl dice (Space).</source>
            <translation>{name}: Würfle mit den drei Perlmuttwürfeln (Leertaste).</translation>
        </message>
        <message>
            <source>{name}: roll anew (Space) or take over the {total} (Enter).</source>
            <translation>{name}: Würfle neu (Leertaste) oder übernimm die {total} (Eingabe).</translation>
        </message>
        <message>
            <source>{name}: find a funnel that shows {total} and click its red die (or arrow keys, Enter).</source>
            <translation>{name}: Such einen Trichter, der {total} zeigt, und klick seinen roten Würfel an (oder Pfeiltasten, Eingabe).</translation>
        </message>
        <message>
            <source>{target} red dice win</source>
            <translation>{target} rote Würfel gewinnen</translation>
        </message>
        <message>
            <source>Roll the three pearl dice</source>
            <translation>Mit den drei Perlmuttwürfeln würfeln</translation>
        </message>
        <message>
            <source>Lift a funnel for the sum your neighbour missed</source>
            <translation>Einen Trichter für die Summe anheben, die dein Nachbar verfehlt hat</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>1 player</source>
            <translation>1 Person</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} Personen</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}–{high} Personen</translation>
        </message>
        <message>
            <source>{low}–{high} min</source>
            <translation>{low}–{high} Min.</translation>
        </message>
        <message>
            <source>{low} min</source>
            <translation>{low} Min.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Learn to play · {done} of {count}</source>
            <translation>Spielen lernen · {done} von {count}</translation>
        </message>
        <message>
            <source>Short lessons on the real board, then a first game with hints</source>
            <translation>Kurze Lektionen am echten Brett, dann eine erste Partie mit Tipps</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <source>This game has no board yet.</source>
            <translation>Für dieses Spiel gibt es noch kein Spielbrett.</translation>
        </message>
        <message>
            <source>A hint is for your own move, when it is your turn.</source>
            <translation>Ein Tipp gilt deinem eigenen Zug, wenn du dran bist.</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>Rolling for who starts…</source>
            <translation>Es wird ausgewürfelt, wer beginnt …</translation>
        </message>
        <message>
            <source>Paused.</source>
            <translation>Angehalten.</translation>
        </message>
        <message>
            <source>{name} rolls…</source>
            <translation>{name} würfelt …</translation>
        </message>
        <message>
            <source>Roll the die.</source>
            <translation>Würfle.</translation>
        </message>
        <message>
            <source>{name}: roll the die.</source>
            <translation>{name}: Würfle.</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>Your move.</source>
            <translation>Du bist am Zug.</translation>
        </message>
        <message>
            <source>{name}: your move.</source>
            <translation>{name}: Du bist am Zug.</translation>
        </message>
        <message>
            <source>Computer · {level}</source>
            <translation>Computer · {level}</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Points if the game ended now</source>
            <translation>Punkte, wenn das Spiel jetzt endete</translation>
        </message>
        <message>
            <source>practised</source>
            <translation>geübt</translation>
        </message>
        <message>
            <source>Undo was used in this solo game: the score counts as practice.</source>
            <translation>In diesem Solospiel wurde zurückgenommen: das Ergebnis zählt als Übung.</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>Notation</source>
            <translation>Notation</translation>
        </message>
        <message>
            <source>Show the moves in the game's notation instead of in words</source>
            <translation>Die Züge in der Notation des Spiels zeigen statt in Worten</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Take back your last move (Ctrl+Z)</source>
            <translation>Deinen letzten Zug zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>Play the move again (Ctrl+Shift+Z)</source>
            <translation>Den Zug wieder ausführen (Strg+Umschalt+Z)</translation>
        </message>
        <message>
            <source>Computer's pause before moving</source>
            <translation>Bedenkzeit des Computers</translation>
        </message>
        <message>
            <source>How long the computer waits before each move</source>
            <translation>Wie lange der Computer vor jedem Zug wartet</translation>
        </message>
        <message>
            <source>Show result</source>
            <translation>Ergebnis anzeigen</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>The coach shows your best moves and why, the best on the board (Ctrl+H)</source>
            <translation>Der Trainer zeigt deine besten Züge und warum, den besten auf dem Brett (Strg+H)</translation>
        </message>
    </context>
    <context>
        <name>GameView</name>
        <message>
            <source>The puzzle is decided: its result is beside the board.</source>
            <extracomment>True when the view draws its own "whose turn" line; the page then hides its own. False when the view shows the players, scores and its own controls itself and wants the whole width (a real-time game's split screen): the page then hides its side panel, and the view offers the score screen itself by emitting `result_requested`.</extracomment>
            <translation>Das Rätsel ist entschieden: sein Ergebnis steht neben dem Brett.</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <source>The coach is thinking…</source>
            <translation>Der Trainer überlegt …</translation>
        </message>
        <message>
            <source>There is nothing to choose right now.</source>
            <translation>Gerade gibt es nichts zu wählen.</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Trainer</translation>
        </message>
        <message>
            <source>Hide the hint</source>
            <translation>Tipp ausblenden</translation>
        </message>
        <message>
            <source>Click a move to see it on the board.</source>
            <translation>Klicke einen Zug an, um ihn auf dem Brett zu sehen.</translation>
        </message>
    </context>
    <context>
        <name>HistoryPage</name>
        <message>
            <source>The history was written by a newer version of gamebox. Its games are shown as they are, and this version does not change the file: the games you finish now wait beside it until a newer version takes them in.</source>
            <translation>Der Verlauf wurde von einer neueren gamebox-Version geschrieben. Seine Spiele werden gezeigt, wie sie sind, und diese Version ändert die Datei nicht: Spiele, die du jetzt beendest, warten daneben, bis eine neuere Version sie aufnimmt.</translation>
        </message>
        <message>
            <source>The history was written by a newer version of gamebox in a form this version cannot read, so its games are not shown here; the file is left as it is, and the games you finish now wait beside it until a newer version takes them in.</source>
            <translation>Der Verlauf wurde von einer neueren gamebox-Version in einer Form geschrieben, die diese Version nicht lesen kann, darum werden seine Spiele hier nicht gezeigt; die Datei bleibt, wie sie ist, und Spiele, die du jetzt beendest, warten daneben, bis eine neuere Version sie aufnimmt.</translation>
        </message>
        <message>
            <source>The history cannot be read just now ({reason}). Finished games wait beside it and go in later.</source>
            <translation>Der Verlauf lässt sich gerade nicht lesen ({reason}). Beendete Spiele warten daneben und kommen später hinein.</translation>
        </message>
        <message>
            <source>The history cannot be read ({reason}). It is put aside at the next start, and a new one is begun.</source>
            <translation>Der Verlauf lässt sich nicht lesen ({reason}). Beim nächsten Start wird er beiseitegelegt und ein neuer begonnen.</translation>
        </message>
        <message>
            <source>Finished games are waiting to go into the history: {reason}</source>
            <translation>Beendete Spiele warten darauf, in den Verlauf zu kommen: {reason}</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <source>No games can be shown: the notice above says why.</source>
            <translation>Es können keine Spiele gezeigt werden: Der Hinweis oben sagt, warum.</translation>
        </message>
        <message>
            <source>{name} (computer, {level})</source>
            <translation>{name} (Computer, {level})</translation>
        </message>
        <message>
            <source>{score} points</source>
            <translation>{score} Punkte</translation>
        </message>
        <message>
            <source>Puzzle {date}: {result}</source>
            <translation>Rätsel {date}: {result}</translation>
        </message>
        <message>
            <source>practised</source>
            <translation>geübt</translation>
        </message>
        <message>
            <source>{name} won, {scores}</source>
            <translation>{name} hat gewonnen, {scores}</translation>
        </message>
        <message>
            <source>{names} share the win, {scores}</source>
            <translation>{names} teilen sich den Sieg, {scores}</translation>
        </message>
        <message>
            <source>Draw, {scores}</source>
            <translation>Unentschieden, {scores}</translation>
        </message>
        <message>
            <source>Your games</source>
            <translation>Deine Spiele</translation>
        </message>
        <message>
            <source>Every finished game is kept here: watch it again move by move, continue it from any move as a new game, and see how you are doing.</source>
            <translation>Jedes beendete Spiel bleibt hier: sieh es dir Zug für Zug noch einmal an, spiel es ab einem beliebigen Zug als neues Spiel weiter und sieh, wie du dich schlägst.</translation>
        </message>
        <message>
            <source>Back to the library</source>
            <translation>Zurück zur Bibliothek</translation>
        </message>
        <message>
            <source>Past games</source>
            <translation>Vergangene Spiele</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <source>Replay…</source>
            <translation>Nachspielen …</translation>
        </message>
        <message>
            <source>Watch the game move by move, and continue it from any move</source>
            <translation>Das Spiel Zug für Zug ansehen und ab einem beliebigen Zug weiterspielen</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Mitspieler</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>No finished games yet. Every game you play to the end is kept here.</source>
            <translation>Noch keine beendeten Spiele. Jedes Spiel, das du zu Ende spielst, bleibt hier.</translation>
        </message>
        <message>
            <source>1 game</source>
            <translation>1 Spiel</translation>
        </message>
        <message>
            <source>{count} games</source>
            <translation>{count} Spiele</translation>
        </message>
    </context>
    <context>
        <name>HochBoard</name>
        <message>
            <source>Board of Hoch und höher</source>
            <translation>Spielbrett von Hoch und höher</translation>
        </message>
        <message>
            <source>Drag a pawn or a tower onto a tower. Keys: a to n pick a tower, Shift+B, R, Y, Shift+G pick a pawn, arrows and Enter pick a place, Space rolls, Esc cancels.</source>
            <translation>Ziehe einen Pöppel oder einen Turm auf einen Turm. Tasten: a bis n wählen einen Turm, Umschalt+B, R, Y, Umschalt+G einen Pöppel, Pfeiltasten und Eingabe einen Platz, Leertaste würfelt, Esc bricht ab.</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Roll the die (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 Punkt</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} Punkte</translation>
        </message>
        <message>
            <source>Your pawns</source>
            <translation>Deine Pöppel</translation>
        </message>
    </context>
    <context>
        <name>HochStatus</name>
        <message>
            <source>The die decides who starts…</source>
            <translation>Der Würfel entscheidet, wer beginnt …</translation>
        </message>
        <message>
            <source>AI is thinking…</source>
            <translation>Der Computer überlegt …</translation>
        </message>
        <message>
            <source>You rolled {roll}: no move is possible. Roll again (Space)</source>
            <translation>Du hast {roll} gewürfelt: kein Zug möglich. Würfle noch einmal (Leertaste)</translation>
        </message>
        <message>
            <source>Roll the die (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <source>Move: place a pawn or move a tower of height {roll}</source>
            <translation>Zug: setze einen Pöppel oder versetze einen Turm der Höhe {roll}</translation>
        </message>
        <message>
            <source>Move: place a pawn on a tower of height {roll}</source>
            <translation>Zug: setze einen Pöppel auf einen Turm der Höhe {roll}</translation>
        </message>
        <message>
            <source>Move: move a tower of height {roll}</source>
            <translation>Zug: versetze einen Turm der Höhe {roll}</translation>
        </message>
        <message>
            <source>Rolled {roll}.</source>
            <translation>{roll} gewürfelt.</translation>
        </message>
        <message>
            <source>Game over — a {roll} was rolled and no move is possible</source>
            <translation>Spielende – eine {roll} wurde gewürfelt und kein Zug ist möglich</translation>
        </message>
        <message>
            <source>Game over — no roll allows a move any more</source>
            <translation>Spielende – kein Wurf erlaubt mehr einen Zug</translation>
        </message>
        <message>
            <source>{points} points.</source>
            <translation>{points} Punkte.</translation>
        </message>
    </context>
    <context>
        <name>HochView</name>
        <message>
            <source>The die has decided: %1 begins — %2.</source>
            <translation>Der Würfel hat entschieden: %1 beginnt – %2.</translation>
        </message>
    </context>
    <context>
        <name>LessonPage</name>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>This game has no board yet.</source>
            <translation>Für dieses Spiel gibt es noch kein Spielbrett.</translation>
        </message>
    </context>
    <context>
        <name>LessonPanel</name>
        <message>
            <source>Learn to play · {game} · {done} of {count}</source>
            <translation>Spielen lernen · {game} · {done} von {count}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>A hint: where to look (it costs a star)</source>
            <translation>Ein Tipp: wohin du schauen sollst (kostet einen Stern)</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Zeig’s mir</translation>
        </message>
        <message>
            <source>The box makes the move for you (one star)</source>
            <translation>Die Gamebox macht den Zug für dich (ein Stern)</translation>
        </message>
        <message>
            <source>Again</source>
            <translation>Nochmal</translation>
        </message>
        <message>
            <source>Start this lesson again</source>
            <translation>Diese Lektion noch einmal beginnen</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Back to the library</source>
            <translation>Zurück zur Bibliothek</translation>
        </message>
    </context>
    <context>
        <name>LibraryPage</name>
        <message>
            <source>Continue: {game}</source>
            <translation>Weiterspielen: {game}</translation>
        </message>
        <message>
            <source>Back to: {game}</source>
            <translation>Zurück zu: {game}</translation>
        </message>
        <message>
            <source>The game you set aside when another one began</source>
            <translation>Das Spiel, das du beiseitegelegt hast, als ein anderes begann</translation>
        </message>
        <message>
            <source>Your game box</source>
            <translation>Deine Spielekiste</translation>
        </message>
        <message>
            <source>Your games and statistics</source>
            <translation>Deine Spiele und Statistik</translation>
        </message>
        <message>
            <source>Replay or continue past games, and see how you are doing (Ctrl+Shift+H)</source>
            <translation>Vergangene Spiele nachspielen oder fortsetzen und sehen, wie du dich schlägst (Strg+Umschalt+H)</translation>
        </message>
        <message>
            <source>Choose a game and start playing: alone, against a friend or the computer.</source>
            <translation>Such dir ein Spiel aus und leg los: allein, gegen Freunde oder gegen den Computer.</translation>
        </message>
        <message>
            <source>Puzzle of the day · {game} ({variant})</source>
            <translation>Rätsel des Tages · {game} ({variant})</translation>
        </message>
        <message>
            <source>Today's dice are the same for everyone. Can you beat what perfect play scores on average?</source>
            <translation>Die Würfe von heute sind für alle gleich. Schlägst du, was perfektes Spiel im Schnitt erreicht?</translation>
        </message>
        <message>
            <source>Play today's puzzle</source>
            <translation>Heutiges Rätsel spielen</translation>
        </message>
        <message>
            <source>Puzzles, proven by the box's own solvers</source>
            <translation>Rätsel, bewiesen von den Lösern der Spielekiste</translation>
        </message>
        <message>
            <source>Browse puzzles</source>
            <translation>Rätsel ansehen</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Choose a game in the library.</source>
            <translation>Wähle ein Spiel in der Bibliothek.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>That puzzle is not in this box.</source>
            <translation>Dieses Rätsel gibt es in dieser Spielekiste nicht.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>{name} ({seat}) plays as a person in this game: it names a computer player this box does not have.</source>
            <translation>{name} ({seat}) spielt in dieser Partie als Mensch: Sie nennt einen Computerspieler, den diese Spielekiste nicht hat.</translation>
        </message>
        <message>
            <source>Computer player missing</source>
            <translation>Computerspieler fehlt</translation>
        </message>
        <message>
            <source>Autosave damaged</source>
            <translation>Automatische Sicherung beschädigt</translation>
        </message>
        <message>
            <source>The autosaved game could not be read and was put aside as {file}.</source>
            <translation>Das automatisch gesicherte Spiel ließ sich nicht lesen und wurde als {file} beiseitegelegt.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Resume your last game?</source>
            <translation>Letztes Spiel fortsetzen?</translation>
        </message>
        <message numerus="yes">
            <source>{game} ({variant}) with {players}, %n turn(s) played.</source>
            <translation>
                <numerusform>{game} ({variant}) mit {players}, %n Zug gespielt.</numerusform>
                <numerusform>{game} ({variant}) mit {players}, %n Züge gespielt.</numerusform>
            </translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Verwerfen</translation>
        </message>
        <message>
            <source>Cannot continue game</source>
            <translation>Spiel kann nicht fortgesetzt werden</translation>
        </message>
        <message>
            <source>The game set aside cannot be read and was put aside as {file}.</source>
            <translation>Das beiseitegelegte Spiel kann nicht gelesen werden und wurde als {file} zur Seite gelegt.</translation>
        </message>
        <message>
            <source>Unfinished game</source>
            <translation>Laufendes Spiel</translation>
        </message>
        <message>
            <source>Leave the game you are playing?</source>
            <translation>Das laufende Spiel verlassen?</translation>
        </message>
        <message numerus="yes">
            <source>{game} is not over: %n turn(s) played. It cannot be set aside, since {other} waits there already: the new game takes its place. Save it first (Ctrl+S) to play it on later.</source>
            <translation>
                <numerusform>{game} ist noch nicht zu Ende: %n Zug gespielt. Es kann nicht beiseitegelegt werden, da dort schon {other} wartet: Das neue Spiel tritt an seine Stelle. Speichere es vorher (Strg+S), um es später weiterzuspielen.</numerusform>
                <numerusform>{game} ist noch nicht zu Ende: %n Züge gespielt. Es kann nicht beiseitegelegt werden, da dort schon {other} wartet: Das neue Spiel tritt an seine Stelle. Speichere es vorher (Strg+S), um es später weiterzuspielen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{game} is not over: %n turn(s) played. It cannot be set aside just now: the new game takes its place. Save it first (Ctrl+S) to play it on later.</source>
            <translation>
                <numerusform>{game} ist noch nicht zu Ende: %n Zug gespielt. Es kann gerade nicht beiseitegelegt werden: Das neue Spiel tritt an seine Stelle. Speichere es vorher (Strg+S), um es später weiterzuspielen.</numerusform>
                <numerusform>{game} ist noch nicht zu Ende: %n Züge gespielt. Es kann gerade nicht beiseitegelegt werden: Das neue Spiel tritt an seine Stelle. Speichere es vorher (Strg+S), um es später weiterzuspielen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave it</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <source>No harder puzzle left: the streak is complete.</source>
            <translation>Kein schwereres Rätsel mehr: die Serie ist vollständig.</translation>
        </message>
        <message>
            <source>{count} puzzles of {games} games, each solution proven, and a puzzle of the day for each. Your puzzle rating: {rating}, {solved} solved.</source>
            <translation>{count} Rätsel zu {games} Spielen, jede Lösung bewiesen, und für jedes ein Rätsel des Tages. Deine Rätsel-Wertung: {rating}, {solved} gelöst.</translation>
        </message>
        <message>
            <source>Your game cannot be saved: {cause}. Play on: the game is kept here, and saved at the next move that can be.</source>
            <translation>Dein Spiel kann nicht gespeichert werden: {cause}. Spiel ruhig weiter: Das Spiel bleibt hier erhalten und wird beim nächsten Zug gespeichert, bei dem es geht.</translation>
        </message>
        <message>
            <source>Your game is saved again.</source>
            <translation>Dein Spiel wird wieder gespeichert.</translation>
        </message>
        <message>
            <source>Your game is not saved</source>
            <translation>Dein Spiel ist nicht gespeichert</translation>
        </message>
        <message>
            <source>Your game cannot be saved: {cause}. If you quit now, it is lost; make room on the disk, or save it elsewhere (Save as…), and it is kept.</source>
            <translation>Dein Spiel kann nicht gespeichert werden: {cause}. Wenn du jetzt beendest, geht es verloren; schaffe Platz auf dem Datenträger oder speichere es anderswo (Speichern unter …), dann bleibt es erhalten.</translation>
        </message>
        <message>
            <source>Quit anyway</source>
            <translation>Trotzdem beenden</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>der Datenträger ist voll</translation>
        </message>
        <message>
            <source>its folder cannot be written</source>
            <translation>in seinen Ordner kann nicht geschrieben werden</translation>
        </message>
        <message>
            <source>the disk reports a problem ({reason})</source>
            <translation>der Datenträger meldet einen Fehler ({reason})</translation>
        </message>
        <message>
            <source>Don't ask again</source>
            <translation>Nicht mehr fragen</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Spiel öffnen</translation>
        </message>
        <message>
            <source>Game records (*{suffix});;All files (*)</source>
            <translation>Spielstände (*{suffix});;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Cannot open game</source>
            <translation>Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>{file} cannot be opened.</source>
            <translation>{file} kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <source>Opened {file}</source>
            <translation>{file} geöffnet</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <source>Game records (*{suffix})</source>
            <translation>Spielstände (*{suffix})</translation>
        </message>
        <message>
            <source>Cannot save game</source>
            <translation>Spiel kann nicht gespeichert werden</translation>
        </message>
        <message>
            <source>{file} cannot be written.</source>
            <translation>{file} kann nicht geschrieben werden.</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} gespeichert</translation>
        </message>
        <message>
            <source>Cannot replay game</source>
            <translation>Spiel lässt sich nicht nachspielen</translation>
        </message>
        <message>
            <source>This game cannot be shown.</source>
            <translation>Dieses Spiel lässt sich nicht zeigen.</translation>
        </message>
        <message>
            <source>History damaged</source>
            <translation>Verlauf beschädigt</translation>
        </message>
        <message>
            <source>The history of finished games could not be read and was put aside as {file}. A new history was started.</source>
            <translation>Der Verlauf der beendeten Spiele ließ sich nicht lesen und wurde als {file} beiseitegelegt. Ein neuer Verlauf wurde begonnen.</translation>
        </message>
        <message>
            <source>The history cannot take finished games just now; they wait and go in later.</source>
            <translation>Der Verlauf kann gerade keine beendeten Spiele aufnehmen; sie warten und kommen später hinein.</translation>
        </message>
        <message>
            <source>Ctrl+H gives a hint (a solve then counts half) · F1 shows the rules</source>
            <translation>Strg+H gibt einen Tipp (eine Lösung zählt dann halb) · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <source>Everybody plays at once · P pauses · F1 shows the rules and the keys</source>
            <translation>Alle spielen zugleich · P hält an · F1 zeigt die Regeln und die Tasten</translation>
        </message>
        <message>
            <source>Ctrl+Z takes a move back · Ctrl+H gives a hint · F1 shows the rules</source>
            <translation>Strg+Z nimmt einen Zug zurück · Strg+H gibt einen Tipp · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <source>Ctrl+Z takes a move back · F1 shows the rules</source>
            <translation>Strg+Z nimmt einen Zug zurück · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <source>Learn to play: you make the moves on the board · F1 shows the rules</source>
            <translation>Spielen lernen: du machst die Züge auf dem Brett · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <source>Choose a game and press New game · F1 shows the rules</source>
            <translation>Wähle ein Spiel und drücke „Neues Spiel“ · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Trainer</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>&amp;Ton</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel …</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Ein neues Spiel beginnen</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen …</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Ein gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save this game</source>
            <translation>Dieses Spiel speichern</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter …</translation>
        </message>
        <message>
            <source>Save this game under a new name</source>
            <translation>Dieses Spiel unter neuem Namen speichern</translation>
        </message>
        <message>
            <source>&amp;Continue game</source>
            <translation>Spiel &amp;fortsetzen</translation>
        </message>
        <message>
            <source>Back to the running game</source>
            <translation>Zurück zum laufenden Spiel</translation>
        </message>
        <message>
            <source>Back to &amp;library</source>
            <translation>Zurück zur &amp;Bibliothek</translation>
        </message>
        <message>
            <source>Show all games</source>
            <translation>Alle Spiele zeigen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>Quit gamebox (the game is saved)</source>
            <translation>gamebox beenden (das Spiel ist gesichert)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>Take back the last move</source>
            <translation>Den letzten Zug zurücknehmen</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>Play the move taken back again</source>
            <translation>Den zurückgenommenen Zug wieder ausführen</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regeln</translation>
        </message>
        <message>
            <source>Show the rules of the game</source>
            <translation>Die Spielregeln zeigen</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>Every move with the score it leads to, the best one marked</source>
            <translation>Jeder Zug mit der Punktzahl, zu der er führt, der beste markiert</translation>
        </message>
        <message>
            <source>&amp;Analyse the game…</source>
            <translation>Spiel &amp;analysieren …</translation>
        </message>
        <message>
            <source>What each decision cost against perfect play, and what was luck</source>
            <translation>Was jede Entscheidung gegenüber perfektem Spiel gekostet hat und was Glück war</translation>
        </message>
        <message>
            <source>&amp;Puzzle of the day</source>
            <translation>&amp;Rätsel des Tages</translation>
        </message>
        <message>
            <source>Today's dice, the same for everyone</source>
            <translation>Die Würfe von heute, für alle gleich</translation>
        </message>
        <message>
            <source>P&amp;uzzles…</source>
            <translation>&amp;Rätsel…</translation>
        </message>
        <message>
            <source>Puzzles with proven solutions, and your puzzle rating</source>
            <translation>Rätsel mit bewiesenen Lösungen und deine Rätsel-Wertung</translation>
        </message>
        <message>
            <source>&amp;About gamebox</source>
            <translation>&amp;Über gamebox</translation>
        </message>
        <message>
            <source>About this program</source>
            <translation>Über dieses Programm</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen …</translation>
        </message>
        <message>
            <source>Computer level, questions, animations, screen</source>
            <translation>Computerstufe, Rückfragen, Animationen, Bildschirm</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <source>Fill the screen with the game box (F11)</source>
            <translation>Die Spielekiste füllt den Bildschirm (F11)</translation>
        </message>
        <message>
            <source>&amp;Your games…</source>
            <translation>&amp;Deine Spiele …</translation>
        </message>
        <message>
            <source>Past games to replay or continue, and your statistics</source>
            <translation>Vergangene Spiele nachspielen oder fortsetzen, und deine Statistik</translation>
        </message>
        <message>
            <source>Colour &amp;symbols on dice</source>
            <translation>&amp;Farbsymbole auf Würfeln</translation>
        </message>
        <message>
            <source>Each die colour also carries a pattern (for colour-blind players)</source>
            <translation>Jede Würfelfarbe trägt zusätzlich ein Muster (hilft bei Farbsehschwäche)</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>About gamebox</source>
            <translation>Über gamebox</translation>
        </message>
        <message>
            <source>&lt;h3&gt;gamebox {version}&lt;/h3&gt;&lt;p&gt;German tabletop games for one to eight players, with rules, hints and computer opponents.&lt;/p&gt;&lt;p&gt;Games: {games}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;gamebox {version}&lt;/h3&gt;&lt;p&gt;Deutsche Brettspiele für eine bis acht Personen, mit Regeln, Hinweisen und Computergegnern.&lt;/p&gt;&lt;p&gt;Spiele: {games}&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>{level}: wins {rate}% ± {ci} against {n} × {opponent} ({games} games; an even share is {even}%)</source>
            <translation>{level}: gewinnt {rate} % ± {ci} gegen {n} × {opponent} ({games} Partien; ein gleicher Anteil wäre {even} %)</translation>
        </message>
        <message>
            <source>{level}: wins {rate}% ± {ci} against {opponent} ({games} games)</source>
            <translation>{level}: gewinnt {rate} % ± {ci} gegen {opponent} ({games} Partien)</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>Computer {number}</source>
            <translation>Computer {number}</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <source>Mouse, Space</source>
            <translation>Maus, Leertaste</translation>
        </message>
        <message>
            <source>Arrows · Enter ⇧</source>
            <translation>Pfeile · Eingabe ⇧</translation>
        </message>
        <message>
            <source>plays with the mouse (and Space)</source>
            <translation>spielt mit der Maus (und der Leertaste)</translation>
        </message>
        <message>
            <source>plays with W A S D, Q and E</source>
            <translation>spielt mit W A S D, Q und E</translation>
        </message>
        <message>
            <source>plays with I J K L, U and O</source>
            <translation>spielt mit I J K L, U und O</translation>
        </message>
        <message>
            <source>plays with the arrow keys, Enter and Shift</source>
            <translation>spielt mit den Pfeiltasten, Eingabe und Umschalt</translation>
        </message>
        <message>
            <source>Mouse or keys</source>
            <translation>Maus oder Tasten</translation>
        </message>
        <message>
            <source>plays with the mouse or any keyboard zone</source>
            <translation>spielt mit der Maus oder einem beliebigen Tastaturfeld</translation>
        </message>
        <message>
            <source>no input</source>
            <translation>keine Eingabe</translation>
        </message>
        <message>
            <source>no input left: make this a computer</source>
            <translation>keine Eingabe mehr frei: mach daraus einen Computer</translation>
        </message>
        <message>
            <source>At most four people play at one machine: the mouse and three keyboard zones.</source>
            <translation>Höchstens vier Menschen spielen an einem Rechner: Maus und drei Tastaturfelder.</translation>
        </message>
        <message>
            <source>Roll for it</source>
            <translation>Auswürfeln</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>New game: {name}</source>
            <translation>Neues Spiel: {name}</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Mitspieler</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Anzahl Spieler:</translation>
        </message>
        <message>
            <source>Who starts:</source>
            <translation>Wer beginnt:</translation>
        </message>
        <message>
            <source>How strong is the computer?</source>
            <translation>Wie stark ist der Computer?</translation>
        </message>
        <message>
            <source>Every level in words, and how it did against the others</source>
            <translation>Jede Stufe in Worten, und wie sie gegen die anderen abschnitt</translation>
        </message>
        <message>
            <source>Rule options</source>
            <translation>Regeloptionen</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>PerfectPlayNotice</name>
        <message>
            <source>{rate}% of its games against {opponent}</source>
            <translation>{rate} % seiner Partien gegen {opponent}</translation>
        </message>
        <message>
            <source>Until then it searches ahead and wins {measured}.</source>
            <translation>Bis dahin rechnet er voraus und gewinnt {measured}.</translation>
        </message>
        <message>
            <source>Until then it searches ahead.</source>
            <translation>Bis dahin rechnet er voraus.</translation>
        </message>
        <message>
            <source>Strong plays perfectly only with a table this computer has no room to prepare now (it needs about {gb} GB of free memory).</source>
            <translation>Stark spielt nur mit einer Tabelle perfekt, für die dieser Computer gerade keinen Platz hat (sie braucht etwa {gb} GB freien Speicher).</translation>
        </message>
        <message>
            <source>The table for perfect play could not be prepared ({error}).</source>
            <translation>Die Tabelle für perfektes Spiel ließ sich nicht berechnen ({error}).</translation>
        </message>
        <message>
            <source>Strong plays perfectly once its table is ready: it is being prepared in the background ({percent}%).</source>
            <translation>Stark spielt perfekt, sobald seine Tabelle fertig ist: sie wird im Hintergrund berechnet ({percent} %).</translation>
        </message>
    </context>
    <context>
        <name>PlayGroup</name>
        <message>
            <source>Playing</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>A new computer player plays:</source>
            <translation>Ein neuer Computergegner spielt:</translation>
        </message>
        <message>
            <source>Ask before a new game replaces an unfinished one</source>
            <translation>Fragen, bevor ein neues Spiel ein laufendes ersetzt</translation>
        </message>
        <message>
            <source>Ask before costly moves</source>
            <translation>Vor kostspieligen Zügen fragen</translation>
        </message>
        <message>
            <source>A move that costs points or ends something for good asks first: giving a bridge up, ending the test, keeping a die a funnel would take …</source>
            <translation>Ein Zug, der Punkte kostet oder etwas endgültig beendet, fragt erst nach: eine Brücke aufgeben, die Probe beenden, einen Würfel behalten, den ein Trichter nähme …</translation>
        </message>
    </context>
    <context>
        <name>Ponga</name>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Runde {round} von {rounds}</translation>
        </message>
        <message>
            <source>{name} completes {line}: {stones} stones → {points} points</source>
            <translation>{name} vollendet {line}: {stones} Steine → {points} Punkte</translation>
        </message>
        <message>
            <source>Round {round} over: everybody is out</source>
            <translation>Runde {round} vorbei: alle sind raus</translation>
        </message>
        <message>
            <source>Stones</source>
            <translation>Steine</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>out</source>
            <translation>raus</translation>
        </message>
        <message>
            <source>×3 the doubles diagonal 11–66</source>
            <translation>×3 die Pasch-Diagonale 11–66</translation>
        </message>
        <message>
            <source>×2 the diagonal 16–61</source>
            <translation>×2 die Diagonale 16–61</translation>
        </message>
        <message>
            <source>×1 a row or a column</source>
            <translation>×1 eine Reihe oder Spalte</translation>
        </message>
        <message>
            <source>Rolled a double {a}</source>
            <translation>{a}er-Pasch gewürfelt</translation>
        </message>
        <message>
            <source>Rolled {a} and {b}</source>
            <translation>{a} und {b} gewürfelt</translation>
        </message>
        <message>
            <source>{name} rolled a double {a}: field {field} is his own — out!</source>
            <translation>{name} würfelt einen {a}er-Pasch: Feld {field} gehört ihm selbst — raus!</translation>
        </message>
        <message>
            <source>{name} rolled {a} and {b}: {first} and {second} are both his own — out!</source>
            <translation>{name} würfelt {a} und {b}: {first} und {second} gehören beide ihm selbst — raus!</translation>
        </message>
        <message numerus="yes">
            <source>Game over after %n round(s)</source>
            <translation>
                <numerusform>Spielende nach %n Runde</numerusform>
                <numerusform>Spielende nach %n Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <source>{name} wins with {points}.</source>
            <translation>{name} gewinnt mit {points}.</translation>
        </message>
        <message>
            <source>{names} share the win with {points}.</source>
            <translation>{names} teilen sich den Sieg mit {points}.</translation>
        </message>
        <message>
            <source>{rolled}. Row {row}: now type the column (1–6), Esc cancels</source>
            <translation>{rolled}. Reihe {row}: jetzt die Spalte tippen (1–6), Esc bricht ab</translation>
        </message>
        <message>
            <source>{rolled}: place on {first} or {second} — click a lit field or type its digits</source>
            <translation>{rolled}: setze auf {first} oder {second} — klicke ein leuchtendes Feld oder tippe seine Ziffern</translation>
        </message>
        <message>
            <source>{rolled}: only field {field} — click it or press Enter</source>
            <translation>{rolled}: nur Feld {field} — klicke es an oder drücke Enter</translation>
        </message>
        <message>
            <source>{rolled}: {other} is your own, so only {field} is possible — press Enter</source>
            <translation>{rolled}: {other} gehört dir, also geht nur {field} — drücke Enter</translation>
        </message>
        <message>
            <source>{rolled}: {field} is free, so your stone must go there — press Enter</source>
            <translation>{rolled}: {field} ist frei, also muss dein Stein dorthin — drücke Enter</translation>
        </message>
        <message>
            <source>Who starts is drawn by lot…</source>
            <translation>Wer beginnt, wird ausgelost …</translation>
        </message>
        <message>
            <source>{name} is out.</source>
            <translation>{name} ist raus.</translation>
        </message>
        <message>
            <source>rolls…</source>
            <translation>würfelt …</translation>
        </message>
        <message>
            <source>Roll the dice (Space)</source>
            <translation>Würfle (Leertaste)</translation>
        </message>
        <message>
            <source>is thinking…</source>
            <translation>überlegt …</translation>
        </message>
        <message>
            <source>The lot has decided: {name} begins.</source>
            <translation>Das Los hat entschieden: {name} beginnt.</translation>
        </message>
    </context>
    <context>
        <name>PongaBoard</name>
        <message>
            <source>Ponga board</source>
            <translation>Ponga-Brett</translation>
        </message>
        <message>
            <source>Roll with Space, then click a lit field or type its two digits (row, then column); Enter takes the only possible field.</source>
            <translation>Würfle mit der Leertaste, dann klicke ein leuchtendes Feld an oder tippe seine zwei Ziffern (Reihe, dann Spalte); Enter nimmt das einzige mögliche Feld.</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Roll the two dice (Space)</source>
            <translation>Beide Würfel werfen (Leertaste)</translation>
        </message>
        <message>
            <source>Two fields are possible: {first} or {second}. Click one or type its digits.</source>
            <translation>Zwei Felder sind möglich: {first} oder {second}. Klicke eines an oder tippe seine Ziffern.</translation>
        </message>
        <message>
            <source>Fields are named by two digits 1 to 6: row, then column.</source>
            <translation>Felder heißen nach zwei Ziffern von 1 bis 6: Reihe, dann Spalte.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleBrowser</name>
        <message>
            <source>&lt;b style='font-size:22px'&gt;{rating}&lt;/b&gt; ± {deviation}&lt;br&gt;your puzzle rating · {solved} of {total} solved</source>
            <translation>&lt;b style='font-size:22px'&gt;{rating}&lt;/b&gt; ± {deviation}&lt;br&gt;deine Rätsel-Wertung · {solved} von {total} gelöst</translation>
        </message>
        <message>
            <source>provisional: it settles after about ten puzzles</source>
            <translation>vorläufig: sie festigt sich nach etwa zehn Rätseln</translation>
        </message>
        <message numerus="yes">
            <source>best streak: %n in a row</source>
            <translation>
                <numerusform>beste Serie: %n Rätsel</numerusform>
                <numerusform>beste Serie: %n in Folge</numerusform>
            </translation>
        </message>
        <message>
            <source>Today's puzzle of {game}: not tried yet</source>
            <translation>Das Rätsel des Tages von {game}: noch nicht versucht</translation>
        </message>
        <message>
            <source>Today's puzzle of {game}: solved</source>
            <translation>Das Rätsel des Tages von {game}: gelöst</translation>
        </message>
        <message>
            <source>Today's puzzle of {game}: missed (the first try counts)</source>
            <translation>Das Rätsel des Tages von {game}: verfehlt (der erste Versuch zählt)</translation>
        </message>
        <message>
            <source>Puzzles of the day:</source>
            <translation>Rätsel des Tages:</translation>
        </message>
        <message numerus="yes">
            <source>Puzzles of the day (solved on %n days):</source>
            <translation>
                <numerusform>Rätsel des Tages (an %n Tag gelöst):</numerusform>
                <numerusform>Rätsel des Tages (an %n Tagen gelöst):</numerusform>
            </translation>
        </message>
        <message>
            <source>Missed most: {kinds}</source>
            <translation>Am häufigsten verfehlt: {kinds}</translation>
        </message>
        <message>
            <source>{kind} ({missed} of {tried})</source>
            <translation>{kind} ({missed} von {tried})</translation>
        </message>
        <message>
            <source>No puzzle here</source>
            <translation>Hier ist kein Rätsel</translation>
        </message>
        <message>
            <source>Change the filters to see more.</source>
            <translation>Ändere die Filter, um mehr zu sehen.</translation>
        </message>
        <message>
            <source>not tried yet</source>
            <translation>noch nicht versucht</translation>
        </message>
        <message>
            <source>solved</source>
            <translation>gelöst</translation>
        </message>
        <message>
            <source>not solved yet</source>
            <translation>noch nicht gelöst</translation>
        </message>
        <message>
            <source>{theme} · rated {rating} · {status}</source>
            <translation>{theme} · Wertung {rating} · {status}</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>Rätsel</translation>
        </message>
        <message>
            <source>Positions from real games, each solution proven by the box's own solvers. Your rating rises as you solve them.</source>
            <translation>Stellungen aus echten Partien, jede Lösung von den Lösern der Spielekiste bewiesen. Deine Wertung steigt, wenn du sie löst.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Schwierigkeit</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>Easy (below 1200)</source>
            <translation>Leicht (unter 1200)</translation>
        </message>
        <message>
            <source>Medium (1200–1599)</source>
            <translation>Mittel (1200–1599)</translation>
        </message>
        <message>
            <source>Hard (1600 and up)</source>
            <translation>Schwer (ab 1600)</translation>
        </message>
        <message>
            <source>Unsolved only</source>
            <translation>Nur ungelöste</translation>
        </message>
        <message>
            <source>Play one for me</source>
            <translation>Eins für mich</translation>
        </message>
        <message>
            <source>An unsolved puzzle of this choice, nearest your rating</source>
            <translation>Ein ungelöstes Rätsel dieser Auswahl, nah an deiner Wertung</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Puzzles of the chosen game one after another, each a little harder, until the first miss</source>
            <translation>Rätsel des gewählten Spiels nacheinander, jedes etwas schwerer, bis zum ersten Fehler</translation>
        </message>
        <message>
            <source>Today's puzzle of {game}: the same for everyone today</source>
            <translation>Das heutige Rätsel zu {game}: heute für alle dasselbe</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <source>Play this puzzle</source>
            <translation>Dieses Rätsel spielen</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Wertung</translation>
        </message>
    </context>
    <context>
        <name>PuzzlePanel</name>
        <message numerus="yes">
            <source>Streak: %n solved in a row</source>
            <translation>
                <numerusform>Serie: %n gelöst</numerusform>
                <numerusform>Serie: %n in Folge gelöst</numerusform>
            </translation>
        </message>
        <message>
            <source>Puzzle of the day, {day}</source>
            <translation>Rätsel des Tages, {day}</translation>
        </message>
        <message>
            <source>Hint: {move}</source>
            <translation>Tipp: {move}</translation>
        </message>
        <message>
            <source>Your move.</source>
            <translation>Du bist am Zug.</translation>
        </message>
        <message>
            <source>(A hint was taken: a solve counts half.)</source>
            <translation>(Ein Tipp wurde genommen: eine Lösung zählt halb.)</translation>
        </message>
        <message>
            <source>Your puzzle rating: {rating} ({change})</source>
            <translation>Deine Rätsel-Wertung: {rating} ({change})</translation>
        </message>
        <message>
            <source>(provisional: it settles after about ten puzzles)</source>
            <translation>(vorläufig: sie festigt sich nach etwa zehn Rätseln)</translation>
        </message>
        <message>
            <source>Not rated: only the first try of a puzzle counts.</source>
            <translation>Nicht gewertet: nur der erste Versuch eines Rätsels zählt.</translation>
        </message>
        <message numerus="yes">
            <source>The streak ends: %n solved in a row.</source>
            <translation>
                <numerusform>Die Serie endet: %n gelöst.</numerusform>
                <numerusform>Die Serie endet: %n in Folge gelöst.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your best: {best}.</source>
            <translation>Dein Bestwert: {best}.</translation>
        </message>
        <message>
            <source>Next in the streak</source>
            <translation>Weiter in der Serie</translation>
        </message>
        <message>
            <source>The proof</source>
            <translation>Der Beweis</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>Shows a good move on the board; a puzzle solved with a hint counts half</source>
            <translation>Zeigt einen guten Zug auf dem Brett; ein Rätsel, das mit Tipp gelöst wird, zählt halb</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Nächstes</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>Rätsel</translation>
        </message>
        <message>
            <source>{kind} · rated {rating}</source>
            <translation>{kind} · Wertung {rating}</translation>
        </message>
        <message>
            <source>A puzzle near your rating that you have not solved yet</source>
            <translation>Ein noch ungelöstes Rätsel nah an deiner Wertung</translation>
        </message>
        <message>
            <source>Again</source>
            <translation>Nochmal</translation>
        </message>
        <message>
            <source>Try this puzzle once more (not rated)</source>
            <translation>Dieses Rätsel noch einmal versuchen (ohne Wertung)</translation>
        </message>
        <message>
            <source>All puzzles</source>
            <translation>Alle Rätsel</translation>
        </message>
    </context>
    <context>
        <name>PyramidGameView</name>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>The puzzle is decided: try it again or take the next one.</source>
            <translation>Das Rätsel ist entschieden: versuch es noch einmal oder nimm das nächste.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
    </context>
    <context>
        <name>Raffzahn</name>
        <message>
            <source>{name} wins with {n} dice.</source>
            <translation>{name} gewinnt mit {n} Würfeln.</translation>
        </message>
        <message>
            <source>{names} share the win.</source>
            <translation>{names} teilen sich den Sieg.</translation>
        </message>
        <message>
            <source>The pyramid is built and its top die taken away…</source>
            <translation>Die Pyramide wird aufgebaut und ihr oberster Würfel weggenommen …</translation>
        </message>
        <message>
            <source>Drawing who gets the turquoise die…</source>
            <translation>Es wird ausgelost, wer den türkisen Würfel bekommt …</translation>
        </message>
        <message>
            <source>{name} rolls the turquoise die…</source>
            <translation>{name} würfelt mit dem türkisen Würfel …</translation>
        </message>
        <message>
            <source>{name}: roll the turquoise die!</source>
            <translation>{name}: wirf den türkisen Würfel!</translation>
        </message>
        <message>
            <source>{name} rolls…</source>
            <translation>{name} würfelt …</translation>
        </message>
        <message>
            <source>No free die shows a {roll} to anybody.</source>
            <translation>Keinem zeigt ein freier Würfel eine {roll}.</translation>
        </message>
        <message>
            <source>A {roll}! Grab the dice that show you a {roll}.</source>
            <translation>Eine {roll}! Rafft die Würfel, die euch eine {roll} zeigen.</translation>
        </message>
        <message>
            <source>The turn ended: nothing left to grab.</source>
            <translation>Der Zug ist zu Ende: nichts mehr zu raffen.</translation>
        </message>
        <message>
            <source>{name} called “Stopp!”.</source>
            <translation>{name} hat „Stopp!“ gerufen.</translation>
        </message>
        <message>
            <source>The turn ends in a moment.</source>
            <translation>Der Zug endet gleich.</translation>
        </message>
        <message>
            <source>{name} rolled and may call “Stopp!” at any moment.</source>
            <translation>{name} hat gewürfelt und darf jederzeit „Stopp!“ rufen.</translation>
        </message>
        <message>
            <source>{name} rolled: “Stopp!” ends the grabbing.</source>
            <translation>{name} hat gewürfelt: „Stopp!“ beendet das Raffen.</translation>
        </message>
        <message>
            <source>Dice grabbed</source>
            <translation>Geraffte Würfel</translation>
        </message>
        <message>
            <source>rolls</source>
            <translation>würfelt</translation>
        </message>
        <message>
            <source>grab</source>
            <translation>raffen</translation>
        </message>
        <message>
            <source>Stopp!</source>
            <translation>Stopp!</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>click a die to grab it; Space or the buttons roll and call “Stopp!”</source>
            <translation>Würfel anklicken rafft ihn; Leertaste oder die Knöpfe würfeln und rufen „Stopp!“</translation>
        </message>
        <message>
            <source>{keys} move, {act} grabs, {call} rolls and calls “Stopp!”</source>
            <translation>{keys} bewegen, {act} rafft, {call} würfelt und ruft „Stopp!“</translation>
        </message>
        <message>
            <source>This is {name}'s side: grab on your own side.</source>
            <translation>Das ist die Seite von {name}: raffe auf deiner eigenen.</translation>
        </message>
        <message>
            <source>First move your cursor onto a die ({keys}).</source>
            <translation>Bewege erst deinen Zeiger auf einen Würfel ({keys}).</translation>
        </message>
        <message>
            <source>Nothing left!</source>
            <translation>Nichts mehr da!</translation>
        </message>
        <message>
            <source>{name} gets the turquoise die.</source>
            <translation>{name} bekommt den türkisen Würfel.</translation>
        </message>
    </context>
    <context>
        <name>RealTime</name>
        <message>
            <source>Mouse</source>
            <translation>Maus</translation>
        </message>
        <message>
            <source>or any keyboard zone</source>
            <translation>oder jedes Tastaturfeld</translation>
        </message>
        <message>
            <source>{name} rolls now.</source>
            <translation>Jetzt würfelt {name}.</translation>
        </message>
        <message>
            <source>Any keyboard zone works too: W A S D, I J K L or the arrows.</source>
            <translation>Jedes Tastaturfeld geht auch: W A S D, I J K L oder die Pfeile.</translation>
        </message>
        <message>
            <source>P pauses the game.</source>
            <translation>P hält das Spiel an.</translation>
        </message>
        <message>
            <source>Paused: press P or Go on.</source>
            <translation>Angehalten: P drücken oder Weiter.</translation>
        </message>
        <message>
            <source>Show result</source>
            <translation>Ergebnis zeigen</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Pause or go on (P)</source>
            <translation>Anhalten oder weiterspielen (P)</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>no input left</source>
            <translation>keine Eingabe mehr frei</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <source>This game has no board yet.</source>
            <translation>Für dieses Spiel gibt es noch kein Spielbrett.</translation>
        </message>
        <message>
            <source>Move {ply} of {total}</source>
            <translation>Zug {ply} von {total}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
        <message>
            <source>A new game from this position: the same players, the moves up to here</source>
            <translation>Ein neues Spiel ab dieser Stellung: dieselben Spieler, die Züge bis hierher</translation>
        </message>
        <message>
            <source>The game is over here. Step back to continue it from an earlier move.</source>
            <translation>Hier ist das Spiel zu Ende. Geh zurück, um es ab einem früheren Zug fortzusetzen.</translation>
        </message>
        <message>
            <source>Continuing a solo game from a later move counts as practice.</source>
            <translation>Ein Solospiel ab einem späteren Zug fortzusetzen, zählt als Übung.</translation>
        </message>
        <message>
            <source>Continuing starts a new game from this move; this one stays in the history as it was.</source>
            <translation>Fortsetzen beginnt ein neues Spiel ab diesem Zug; dieses bleibt im Verlauf, wie es war.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Nachspielen</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Zum Anfang (Pos1)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>Einen Zug zurück (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>Einen Zug weiter (→)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>Zum Ende (Ende)</translation>
        </message>
        <message>
            <source>Play the game by itself (Space)</source>
            <translation>Das Spiel von selbst ablaufen lassen (Leertaste)</translation>
        </message>
        <message>
            <source>Continue from here</source>
            <translation>Ab hier weiterspielen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>RulesPanel</name>
        <message>
            <source>Rules: {name}</source>
            <translation>Regeln: {name}</translation>
        </message>
        <message>
            <source>How to play {name}</source>
            <translation>So spielt man {name}</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Zeig’s mir</translation>
        </message>
        <message>
            <source>Watch an example game move by move</source>
            <translation>Ein Beispielspiel Zug für Zug ansehen</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <source>Short lessons on the real board: you make the moves</source>
            <translation>Kurze Lektionen am echten Brett: du machst die Züge</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>Sandbox</name>
        <message>
            <source>There is no die here to turn.</source>
            <translation>Hier liegt kein Würfel zum Drehen.</translation>
        </message>
        <message>
            <source>Now click the hollow to tip it into.</source>
            <translation>Klick jetzt die Mulde an, in die er kippen soll.</translation>
        </message>
        <message>
            <source>Only a die on the plate with an empty neighbouring hollow can tip.</source>
            <translation>Kippen kann nur ein Würfel auf der Grundplatte, neben dem eine Mulde frei ist.</translation>
        </message>
        <message numerus="yes">
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n Würfel</numerusform>
                <numerusform>%n Würfel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n funnel(s)</source>
            <translation>
                <numerusform>%n Trichter</numerusform>
                <numerusform>%n Trichter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n free</source>
            <translation>
                <numerusform>%n frei liegend</numerusform>
                <numerusform>%n frei liegend</numerusform>
            </translation>
        </message>
        <message>
            <source>Click a lit funnel to put a die there.</source>
            <translation>Klick einen leuchtenden Trichter an, um dort einen Würfel hineinzulegen.</translation>
        </message>
        <message>
            <source>Click a free die to take it back into the box.</source>
            <translation>Klick einen frei liegenden Würfel an, um ihn zurück in die Schachtel zu legen.</translation>
        </message>
        <message>
            <source>Click a face of a free die: it turns a quarter around that face.</source>
            <translation>Klick eine Seite eines frei liegenden Würfels an: Er dreht sich eine Vierteldrehung um diese Seite.</translation>
        </message>
        <message>
            <source>Click the hollow to tip the die into (Esc: another die).</source>
            <translation>Klick die Mulde an, in die der Würfel kippen soll (Esc: ein anderer Würfel).</translation>
        </message>
        <message>
            <source>Click a die on the plate to tip it over an edge.</source>
            <translation>Klick einen Würfel auf der Grundplatte an, um ihn über eine Kante zu kippen.</translation>
        </message>
        <message>
            <source>Click a bottom die with two uncovered upper faces to pull it out.</source>
            <translation>Klick einen Würfel der untersten Lage mit zwei freien oberen Seiten an, um ihn herauszuziehen.</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Platzieren</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Nehmen</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Drehen</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Kippen</translation>
        </message>
        <message>
            <source>Pull</source>
            <translation>Herausziehen</translation>
        </message>
        <message>
            <source>red</source>
            <translation>Rot</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <source>pearl</source>
            <translation>Perlmutt</translation>
        </message>
        <message>
            <source>turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <source>Place {colour} dice (left in the box: {count})</source>
            <translation>Würfel in {colour} platzieren (noch in der Schachtel: {count})</translation>
        </message>
        <message>
            <source>Dice in the box:</source>
            <translation>Würfel in der Schachtel:</translation>
        </message>
        <message>
            <source>How many dice of each colour are left to place; click a colour to place it</source>
            <translation>Wie viele Würfel jeder Farbe noch zu setzen sind; klicke eine Farbe an, um sie zu setzen</translation>
        </message>
        <message>
            <source>Show funnels</source>
            <translation>Trichter zeigen</translation>
        </message>
        <message>
            <source>Show free dice</source>
            <translation>Frei liegende Würfel zeigen</translation>
        </message>
        <message>
            <source>Put away</source>
            <translation>Wegräumen</translation>
        </message>
        <message>
            <source>Put the pyramid away: the session ends (Undo brings it back)</source>
            <translation>Die Pyramide wegräumen: die Sitzung endet (Rückgängig holt sie zurück)</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message numerus="yes">
            <source>{score} of %n point(s)</source>
            <translation>
                <numerusform>{score} von %n Punkt</numerusform>
                <numerusform>{score} von %n Punkten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <translation>{score} Punkte</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} gewinnt!</translation>
        </message>
        <message>
            <source>{first} and {last} share the win!</source>
            <translation>{first} und {last} teilen sich den Sieg!</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>Game over · {variant}</source>
            <translation>Spielende · {variant}</translation>
        </message>
        <message>
            <source>practised: undo was used in this game</source>
            <translation>geübt: in diesem Spiel wurde zurückgenommen</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>0 (does not count)</source>
            <translation>0 (zählt nicht)</translation>
        </message>
        <message>
            <source>Puzzle of the day {date}</source>
            <translation>Rätsel des Tages {date}</translation>
        </message>
        <message>
            <source>Bar to beat: {bar} (what perfect play scores on average)</source>
            <translation>Zu schlagen: {bar} (was perfektes Spiel im Schnitt erreicht)</translation>
        </message>
        <message>
            <source>You beat the bar by {margin}!</source>
            <translation>Du liegst {margin} darüber!</translation>
        </message>
        <message>
            <source>{margin} below the bar.</source>
            <translation>{margin} darunter.</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Trainer</translation>
        </message>
        <message>
            <source>Perfect play scores {start} on average. Your decisions cost {loss}, the dice gave {luck}.</source>
            <translation>Perfektes Spiel erreicht im Schnitt {start}. Deine Entscheidungen kosteten {loss}, der Würfel gab {luck}.</translation>
        </message>
        <message>
            <source>The coach can show what each decision cost against perfect play and how much was luck.</source>
            <translation>Der Trainer kann zeigen, was jede Entscheidung gegenüber perfektem Spiel gekostet hat und wie viel Glück war.</translation>
        </message>
        <message>
            <source>Hints used: {count}</source>
            <translation>Genutzte Tipps: {count}</translation>
        </message>
        <message>
            <source>Analyse the game…</source>
            <translation>Spiel analysieren …</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Back to library</source>
            <translation>Zurück zur Bibliothek</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>Scrabble6</name>
        <message>
            <source>Scrabble board</source>
            <translation>Scrabble-Brett</translation>
        </message>
        <message>
            <source>Drag tiles from your rack onto the board, or click a tile and then a field, or type letters at the cursor (arrows move it, Tab turns it). Enter plays, Backspace takes the last tile back, Esc all.</source>
            <translation>Ziehe Steine von deinem Bänkchen aufs Brett, oder klicke einen Stein und dann ein Feld an, oder tippe Buchstaben am Cursor (Pfeiltasten bewegen ihn, Tab dreht ihn). Enter legt, Rücktaste nimmt den letzten Stein zurück, Esc alle.</translation>
        </message>
        <message>
            <source>Play (Enter)</source>
            <translation>Legen (Enter)</translation>
        </message>
        <message>
            <source>Play the tiles on the board</source>
            <translation>Die Steine auf dem Brett legen</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Zurücknehmen</translation>
        </message>
        <message>
            <source>Take every tile of this turn back to the rack (Esc)</source>
            <translation>Alle Steine dieses Zugs aufs Bänkchen zurück (Esc)</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Tauschen</translation>
        </message>
        <message>
            <source>Put the whole rack back into the bag and draw as many new tiles</source>
            <translation>Alle Steine in den Beutel zurücklegen und ebenso viele neue ziehen</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Do nothing this turn</source>
            <translation>In diesem Zug nichts tun</translation>
        </message>
        <message>
            <source>A tile of this turn lies there already: click it to take it back.</source>
            <translation>Dort liegt schon ein Stein dieses Zugs: klicke ihn an, um ihn zurückzunehmen.</translation>
        </message>
        <message>
            <source>First choose the letter the blank stands for.</source>
            <translation>Wähle zuerst den Buchstaben, für den der Joker steht.</translation>
        </message>
        <message>
            <source>Put tiles on the board first: drag them from your rack.</source>
            <translation>Lege zuerst Steine aufs Brett: zieh sie von deinem Bänkchen.</translation>
        </message>
        <message>
            <source>Exchange your whole rack?</source>
            <translation>Das ganze Bänkchen tauschen?</translation>
        </message>
        <message>
            <source>Every tile of your rack goes back into the bag and you draw as many new ones; you score nothing this turn.</source>
            <translation>Alle Steine deines Bänkchens gehen zurück in den Beutel, und du ziehst ebenso viele neue; in diesem Zug bekommst du keine Punkte.</translation>
        </message>
        <message>
            <source>Everybody else has passed since the last word: your pass ends the game.</source>
            <translation>Seit dem letzten Wort haben alle anderen gepasst: wenn du passt, endet das Spiel.</translation>
        </message>
        <message>
            <source>You score nothing this turn.</source>
            <translation>In diesem Zug bekommst du keine Punkte.</translation>
        </message>
        <message>
            <source>Pass this turn?</source>
            <translation>In diesem Zug passen?</translation>
        </message>
        <message>
            <source>{letter} is not a letter of this game.</source>
            <translation>{letter} ist kein Buchstabe dieses Spiels.</translation>
        </message>
        <message>
            <source>You have no {letter} on your rack (and no blank).</source>
            <translation>Du hast kein {letter} auf dem Bänkchen (und keinen Joker).</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} Punkte</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <source>{name} scored {points} points:</source>
            <translation>{name} bekam {points} Punkte:</translation>
        </message>
        <message>
            <source>{name}: {words} — {points} points</source>
            <translation>{name}: {words} — {points} Punkte</translation>
        </message>
        <message>
            <source>{name} exchanged the whole rack.</source>
            <translation>{name} hat alle Steine getauscht.</translation>
        </message>
        <message>
            <source>{name} passed.</source>
            <translation>{name} hat gepasst.</translation>
        </message>
        <message>
            <source>Game over — {name} wins with {points} points.</source>
            <translation>Spielende — {name} gewinnt mit {points} Punkten.</translation>
        </message>
        <message>
            <source>Game over — {names} share the win with {points} points.</source>
            <translation>Spielende — {names} teilen sich den Sieg mit {points} Punkten.</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>Steine</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Pkt.</translation>
        </message>
        <message>
            <source>Bag: {count}</source>
            <translation>Beutel: {count}</translation>
        </message>
        <message>
            <source>The blank stands for which letter?</source>
            <translation>Für welchen Buchstaben steht der Joker?</translation>
        </message>
        <message>
            <source>I am {name} — show my tiles</source>
            <translation>Ich bin {name} — zeig meine Steine</translation>
        </message>
        <message>
            <source>Pass the computer to {name}</source>
            <translation>Gib den Computer an {name} weiter</translation>
        </message>
        <message>
            <source>Only {name} should look at the screen now.</source>
            <translation>Jetzt sollte nur {name} auf den Bildschirm schauen.</translation>
        </message>
        <message>
            <source>Coach: last turn you found the best move ({points} points). The best three:</source>
            <translation>Trainer: letzte Runde hast du den besten Zug gefunden ({points} Punkte). Die besten drei:</translation>
        </message>
        <message>
            <source>Coach: your best moves last turn (you scored {points})</source>
            <translation>Trainer: deine besten Züge in der letzten Runde (du bekamst {points})</translation>
        </message>
        <message>
            <source>No placement was possible.</source>
            <translation>Es war kein Legen möglich.</translation>
        </message>
        <message>
            <source>Drawing tiles…</source>
            <translation>Steine werden gezogen …</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>Choose the letter the blank stands for (type it or click it)</source>
            <translation>Wähle den Buchstaben für den Joker (tippen oder anklicken)</translation>
        </message>
        <message>
            <source>{points} points — Enter plays, Backspace takes the last tile back</source>
            <translation>{points} Punkte — Enter legt, Rücktaste nimmt den letzten Stein zurück</translation>
        </message>
        <message>
            <source>Drag tiles from your rack onto the board (or click a tile, then a field), then press Enter</source>
            <translation>Zieh Steine von deinem Bänkchen aufs Brett (oder klicke Stein, dann Feld), dann Enter</translation>
        </message>
        <message>
            <source>The lot has decided: {name} begins.</source>
            <translation>Das Los hat entschieden: {name} beginnt.</translation>
        </message>
        <message>
            <source>Check a word…</source>
            <translation>Wort prüfen…</translation>
        </message>
        <message>
            <source>Type a word to see whether it counts (on the board "/" comes here, Esc goes back)</source>
            <translation>Tippe ein Wort, um zu sehen, ob es zählt (auf dem Brett führt „/“ hierher, Esc zurück)</translation>
        </message>
        <message>
            <source>Check a word</source>
            <translation>Wort prüfen</translation>
        </message>
        <message>
            <source>German words</source>
            <translation>Deutsche Wörter</translation>
        </message>
        <message>
            <source>English words</source>
            <translation>Englische Wörter</translation>
        </message>
        <message>
            <source>Does a word count? Your own words count and struck ones do not, as in a game with your own words (Settings); the 6×6 board takes words of up to 6 letters.</source>
            <translation>Zählt ein Wort? Deine eigenen Wörter zählen und gestrichene nicht, wie in einem Spiel mit deinen eigenen Wörtern (Einstellungen); auf das 6×6-Brett passen Wörter mit bis zu 6 Buchstaben.</translation>
        </message>
    </context>
    <context>
        <name>ScrabbleWordLists</name>
        <message>
            <source>Own &amp;words for Scrabble…</source>
            <translation>Eigene &amp;Wörter für Scrabble …</translation>
        </message>
        <message>
            <source>A word list of your own (a text file, one word a line) for Scrabble games with your own words</source>
            <translation>Eine eigene Wortliste (eine Textdatei, ein Wort pro Zeile) für Scrabble-Spiele mit eigenen Wörtern</translation>
        </message>
        <message>
            <source>Stru&amp;ck words for Scrabble…</source>
            <translation>&amp;Gestrichene Wörter für Scrabble…</translation>
        </message>
        <message>
            <source>Words you take off Scrabble's list, for Scrabble games with your own words</source>
            <translation>Wörter, die du aus Scrabbles Liste streichst, für Scrabble-Spiele mit deinen eigenen Wörtern</translation>
        </message>
        <message>
            <source>Own words for Scrabble</source>
            <translation>Eigene Wörter für Scrabble</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
            <translation>Wortlisten (*.txt *.dic *.lst);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Own words</source>
            <translation>Eigene Wörter</translation>
        </message>
        <message>
            <source>{file} cannot be used as a word list.</source>
            <translation>{file} lässt sich nicht als Wortliste verwenden.</translation>
        </message>
        <message>
            <source>{file} holds no word the tiles can spell.</source>
            <translation>{file} enthält kein Wort, das sich mit den Steinen legen lässt.</translation>
        </message>
        <message>
            <source>The words cannot be saved.</source>
            <translation>Die Wörter lassen sich nicht speichern.</translation>
        </message>
        <message>
            <source>{count} words are ready for Scrabble games with your own words.</source>
            <translation>{count} Wörter stehen für Scrabble-Spiele mit eigenen Wörtern bereit.</translation>
        </message>
        <message>
            <source>1 line was no word the tiles can spell.</source>
            <translation>1 Zeile war kein Wort, das sich legen lässt.</translation>
        </message>
        <message>
            <source>{skipped} lines were no word the tiles can spell.</source>
            <translation>{skipped} Zeilen waren kein Wort, das sich legen lässt.</translation>
        </message>
        <message>
            <source>Struck words for Scrabble</source>
            <translation>Gestrichene Wörter für Scrabble</translation>
        </message>
        <message>
            <source>Words that do not count in Scrabble games with your own words, one a line:</source>
            <translation>Wörter, die in Scrabble-Spielen mit deinen eigenen Wörtern nicht zählen, eines pro Zeile:</translation>
        </message>
        <message>
            <source>Struck words</source>
            <translation>Gestrichene Wörter</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) struck from Scrabble's list.</source>
            <translation>
                <numerusform>%n Wort aus Scrabbles Liste gestrichen.</numerusform>
                <numerusform>%n Wörter aus Scrabbles Liste gestrichen.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScreenGroup</name>
        <message>
            <source>Screen</source>
            <translation>Bildschirm</translation>
        </message>
        <message>
            <source>Pieces move:</source>
            <translation>Figuren bewegen sich:</translation>
        </message>
        <message>
            <source>at once (no animation)</source>
            <translation>sofort (ohne Animation)</translation>
        </message>
        <message>
            <source>fast</source>
            <translation>schnell</translation>
        </message>
        <message>
            <source>normally</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>slowly</source>
            <translation>langsam</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Vollbild (F11)</translation>
        </message>
    </context>
    <context>
        <name>Seat</name>
        <message>
            <source>Solo player</source>
            <translation>Solospieler</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>SolveDialog</name>
        <message>
            <source>Computing the exact table</source>
            <translation>Die exakte Tabelle wird berechnet</translation>
        </message>
        <message>
            <source>The coach learns this game by heart</source>
            <translation>Der Trainer lernt dieses Spiel auswendig</translation>
        </message>
        <message>
            <source>{game} ({variant}): every position is solved once, then hints are instant. This takes {duration}.</source>
            <translation>{game} ({variant}): Jede Stellung wird einmal gelöst, danach kommen Tipps sofort. Das dauert {duration}.</translation>
        </message>
        <message>
            <source>Preparing…</source>
            <translation>Vorbereiten …</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Wird abgebrochen …</translation>
        </message>
        <message>
            <source>Finding every position…</source>
            <translation>Alle Stellungen werden gesucht …</translation>
        </message>
        <message>
            <source>Working out the best play…</source>
            <translation>Das beste Spiel wird ermittelt …</translation>
        </message>
        <message>
            <source>Saving…</source>
            <translation>Speichern …</translation>
        </message>
        <message>
            <source>The table could not be computed: {error}</source>
            <translation>Die Tabelle konnte nicht berechnet werden: {error}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>SoundControls</name>
        <message>
            <source>Play sounds</source>
            <translation>Töne abspielen</translation>
        </message>
        <message>
            <source>Dice rolling, pieces landing, captures and the end of a game</source>
            <translation>Würfeln, aufsetzende Steine, Schlagen und das Ende eines Spiels</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Lautstärke</translation>
        </message>
        <message>
            <source>Try</source>
            <translation>Probieren</translation>
        </message>
        <message>
            <source>Play the dice sound at this volume</source>
            <translation>Den Würfelton in dieser Lautstärke abspielen</translation>
        </message>
        <message>
            <source>No sound device was found: the box stays silent. Connect speakers or headphones and start the box again.</source>
            <translation>Kein Audiogerät gefunden: die Spielekiste bleibt still. Schließ Lautsprecher oder Kopfhörer an und starte die Spielekiste neu.</translation>
        </message>
    </context>
    <context>
        <name>SoundSettingsGroup</name>
        <message>
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
    </context>
    <context>
        <name>StatsView</name>
        <message>
            <source>Practised solo games, not counted: {count}</source>
            <translation>Geübte Solospiele, nicht gezählt: {count}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Skill loss</source>
            <translation>Verlust durch Entscheidungen</translation>
        </message>
        <message>
            <source>Game (oldest first)</source>
            <translation>Spiel (ältestes zuerst)</translation>
        </message>
        <message>
            <source>{games}, {first} to {last}</source>
            <translation>{games}, {first} bis {last}</translation>
        </message>
        <message>
            <source>no counted games yet</source>
            <translation>noch keine gezählten Spiele</translation>
        </message>
        <message>
            <source>Your score and skill loss over time</source>
            <translation>Deine Punkte und Entscheidungsverluste im Lauf der Zeit</translation>
        </message>
        <message>
            <source>Skill loss is what your decisions cost against perfect play (the coach's analysis). Dashed: your average score.</source>
            <translation>Der Entscheidungsverlust ist, was deine Entscheidungen gegenüber perfektem Spiel gekostet haben (die Analyse des Trainers). Gestrichelt: dein Punkteschnitt.</translation>
        </message>
        <message>
            <source>Skill loss appears for solo games the coach can price: compute the exact table once (a hint or the analysis offers it), and every game gets it.</source>
            <translation>Der Entscheidungsverlust erscheint bei Solospielen, die der Trainer bewerten kann: berechne einmal die exakte Tabelle (ein Tipp oder die Analyse bietet es an), dann bekommt ihn jedes Spiel.</translation>
        </message>
        <message>
            <source>Your score over time</source>
            <translation>Deine Punkte im Lauf der Zeit</translation>
        </message>
        <message>
            <source>Dashed: your average score.</source>
            <translation>Gestrichelt: dein Punkteschnitt.</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Bestes</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>Schnitt</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Longest</source>
            <translation>Längste</translation>
        </message>
        <message>
            <source>Games won in a row, up to the last one</source>
            <translation>Siege in Folge bis zum letzten Spiel</translation>
        </message>
        <message>
            <source>The most games won in a row</source>
            <translation>Die meisten Siege in Folge</translation>
        </message>
        <message>
            <source>Best score (practised solo games are not counted)</source>
            <translation>Beste Punktzahl (geübte Solospiele zählen nicht)</translation>
        </message>
        <message>
            <source>Average score (practised solo games are not counted)</source>
            <translation>Durchschnittliche Punktzahl (geübte Solospiele zählen nicht)</translation>
        </message>
        <message>
            <source>No statistics yet: they grow with every game a person plays to the end.</source>
            <translation>Noch keine Statistik: sie wächst mit jedem Spiel, das ein Mensch zu Ende spielt.</translation>
        </message>
    </context>
    <context>
        <name>StrengthDialog</name>
        <message>
            <source>How strong is the computer?</source>
            <translation>Wie stark ist der Computer?</translation>
        </message>
        <message>
            <source>{game} ({variant}): the computer's levels</source>
            <translation>{game} ({variant}): die Stufen des Computers</translation>
        </message>
        <message>
            <source>Measured by the computer playing against itself; ± is the 95% margin of the measurement. With dice, even perfect play loses often.</source>
            <translation>Gemessen in Partien des Computers gegen sich selbst; ± ist der 95-%-Spielraum der Messung. Mit Würfeln verliert auch perfektes Spiel oft.</translation>
        </message>
    </context>
    <context>
        <name>Tiefstapeln</name>
        <message>
            <source>Bet</source>
            <translation>Wetten</translation>
        </message>
        <message>
            <source>Ball 1 cm lower</source>
            <translation>Kugel 1 cm tiefer</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Order 10 more</source>
            <translation>10 nachbestellen</translation>
        </message>
        <message>
            <source>Enough</source>
            <translation>Genug</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>Give up</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <source>End the test</source>
            <translation>Probe beenden</translation>
        </message>
        <message>
            <source>Bet on the chosen line and ball height (Enter)</source>
            <translation>Auf die gewählte Linie und Kugelhöhe wetten (Eingabe)</translation>
        </message>
        <message>
            <source>Beat the bet by pushing the ball exactly 1 cm lower (or Down, then Enter)</source>
            <translation>Die Wette überbieten, indem die Kugel genau 1 cm tiefer geschoben wird (oder ↓, dann Eingabe)</translation>
        </message>
        <message>
            <source>Stop building: the bridge touches the ball</source>
            <translation>Aufhören: die Brücke berührt die Kugel</translation>
        </message>
        <message>
            <source>Give this round's bridge up</source>
            <translation>Die Brücke dieser Runde aufgeben</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Wiederholung</translation>
        </message>
        <message>
            <source>Watch a round again, collapses in slow motion</source>
            <translation>Eine Runde noch einmal ansehen, Einstürze in Zeitlupe</translation>
        </message>
        <message>
            <source>Your bridge has not touched the ball: giving it up costs you 25 points, and 25 more if the team's bridge touches.</source>
            <translation>Deine Brücke hat die Kugel nicht berührt: aufgeben kostet dich 25 Punkte, und 25 weitere, wenn die Brücke des Teams sie berührt.</translation>
        </message>
        <message>
            <source>The team's bridge has not touched the ball: giving it up ends the team's building this round.</source>
            <translation>Die Brücke des Teams hat die Kugel nicht berührt: aufgeben beendet das Bauen des Teams in dieser Runde.</translation>
        </message>
        <message>
            <source>Give this round's bridge up?</source>
            <translation>Die Brücke dieser Runde aufgeben?</translation>
        </message>
        <message>
            <source>Stop building with {count} of your {ordered} blocks?</source>
            <translation>Mit {count} deiner {ordered} Blöcke aufhören zu bauen?</translation>
        </message>
        <message>
            <source>Fewer blocks than you predicted score 5 points; exactly {ordered} would score 50.</source>
            <translation>Weniger Blöcke als vorhergesagt bringen 5 Punkte; genau {ordered} brächten 50.</translation>
        </message>
        <message>
            <source>Stop here</source>
            <translation>Hier aufhören</translation>
        </message>
        <message>
            <source>End the final test?</source>
            <translation>Die Probe beenden?</translation>
        </message>
        <message>
            <source>{name} keeps every block that is left; each block taken away while his bridge still stands and touches would cost him 10.</source>
            <translation>{name} behält jeden übrigen Block; jeder Block, der weggenommen wird, während seine Brücke noch steht und berührt, würde ihn 10 kosten.</translation>
        </message>
        <message>
            <source>Pass and leave this bidding?</source>
            <translation>Passen und aus diesem Wetten ausscheiden?</translation>
        </message>
        <message>
            <source>Whoever passes may not bid again this round.</source>
            <translation>Wer passt, darf in dieser Runde nicht mehr wetten.</translation>
        </message>
        <message>
            <source>Collapse — slow motion</source>
            <translation>Einsturz — Zeitlupe</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Runde {n}</translation>
        </message>
        <message>
            <source>Replay of round {n}</source>
            <translation>Wiederholung der Runde {n}</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
        <message>
            <source>The ball only goes exactly 1 cm lower now: use the button.</source>
            <translation>Die Kugel geht jetzt nur genau 1 cm tiefer: nimm den Knopf.</translation>
        </message>
        <message>
            <source>Your side has no blocks left.</source>
            <translation>Deine Seite hat keine Blöcke mehr.</translation>
        </message>
        <message>
            <source>would fall</source>
            <translation>würde fallen</translation>
        </message>
        <message>
            <source>would touch the ball</source>
            <translation>würde die Kugel berühren</translation>
        </message>
        <message>
            <source>{mm} mm to the ball</source>
            <translation>{mm} mm bis zur Kugel</translation>
        </message>
        <message>
            <source>stands</source>
            <translation>steht</translation>
        </message>
        <message>
            <source>Solo: {name}</source>
            <translation>Allein: {name}</translation>
        </message>
        <message>
            <source>Team: {names}</source>
            <translation>Team: {names}</translation>
        </message>
        <message>
            <source>{name}'s bet</source>
            <translation>Wette von {name}</translation>
        </message>
        <message>
            <source>Stability: {n}</source>
            <translation>Stabilität: {n}</translation>
        </message>
        <message>
            <source>Stability: …</source>
            <translation>Stabilität: …</translation>
        </message>
        <message>
            <source>{left}/{supply} left</source>
            <translation>noch {left}/{supply}</translation>
        </message>
        <message>
            <source>collapses: {n}</source>
            <translation>Einstürze: {n}</translation>
        </message>
        <message>
            <source>touches with {n}</source>
            <translation>berührt mit {n}</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>gescheitert</translation>
        </message>
        <message>
            <source>solo</source>
            <translation>allein</translation>
        </message>
        <message>
            <source>team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>solo builder</source>
            <translation>Einzelspieler</translation>
        </message>
        <message>
            <source>Game over: {name} wins with {points} points.</source>
            <translation>Spielende: {name} gewinnt mit {points} Punkten.</translation>
        </message>
        <message>
            <source>Game over: {names} share the win with {points} points.</source>
            <translation>Spielende: {names} teilen sich den Sieg mit {points} Punkten.</translation>
        </message>
        <message>
            <source>Drawing lots for who starts…</source>
            <translation>Es wird ausgelost, wer beginnt …</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Runde {round} von {rounds}</translation>
        </message>
        <message>
            <source>{head}: choose a line (click it) and push the ball down (drag it, or ↑ ↓), then Bet.</source>
            <translation>{head}: wähle eine Linie (anklicken) und schieb die Kugel hinunter (ziehen oder ↑ ↓), dann Wetten.</translation>
        </message>
        <message>
            <source>{head}: beat line {line} at {ball} cm — a line further back or the ball 1 cm lower (← → ↓, then Enter) — or pass.</source>
            <translation>{head}: überbiete Linie {line} bei {ball} cm — eine Linie weiter hinten oder die Kugel 1 cm tiefer (← → ↓, dann Eingabe) — oder passe.</translation>
        </message>
        <message>
            <source>{head}: {name} won the bet (line {line}, ball {ball} cm) and has {blocks} blocks: order ten more, or enough?</source>
            <translation>{head}: {name} hat die Wette gewonnen (Linie {line}, Kugel {ball} cm) und hat {blocks} Blöcke: zehn nachbestellen, oder genug?</translation>
        </message>
        <message>
            <source>The bridge touches the ball with {count} of {supply} blocks: Done, or lay more to use exactly your prediction.</source>
            <translation>Die Brücke berührt die Kugel mit {count} von {supply} Blöcken: Fertig, oder lege weitere, um genau deine Vorhersage zu verbauen.</translation>
        </message>
        <message>
            <source>Drag a block from your supply onto your bridge ({left} left). Wheel or R turns it.</source>
            <translation>Zieh einen Block aus deinem Vorrat auf deine Brücke (noch {left}). Mausrad oder R dreht ihn.</translation>
        </message>
        <message>
            <source>Final test: click a block of the solo bridge to take it away, or end the test ({removed} taken so far).</source>
            <translation>Schlussprobe: klicke einen Block der Einzelbrücke an, um ihn wegzunehmen, oder beende die Probe (bisher {removed} weggenommen).</translation>
        </message>
        <message>
            <source>it fell</source>
            <translation>sie ist gefallen</translation>
        </message>
        <message>
            <source>it came to rest on the board in front of the line</source>
            <translation>sie liegt vor der Linie auf dem Brett auf</translation>
        </message>
        <message>
            <source>it leans on the rod</source>
            <translation>sie stützt sich am Stab ab</translation>
        </message>
        <message>
            <source>That block brought the bridge down ({cause}); it touched the ball already, so it costs nothing: the bridge stands as it stood.</source>
            <translation>Dieser Block hat die Brücke zum Einsturz gebracht ({cause}); sie berührte die Kugel schon, darum kostet es nichts: die Brücke steht wieder wie zuvor.</translation>
        </message>
        <message>
            <source>The team's bridge collapsed ({cause}): +10 for {name}.</source>
            <translation>Die Brücke des Teams ist eingestürzt ({cause}): +10 für {name}.</translation>
        </message>
        <message>
            <source>The solo bridge collapsed ({cause}): −10 for {name}.</source>
            <translation>Die Brücke des Einzelspielers ist eingestürzt ({cause}): −10 für {name}.</translation>
        </message>
        <message>
            <source>The team's bridge touches the ball!</source>
            <translation>Die Brücke des Teams berührt die Kugel!</translation>
        </message>
        <message>
            <source>The solo bridge touches the ball!</source>
            <translation>Die Brücke des Einzelspielers berührt die Kugel!</translation>
        </message>
        <message>
            <source>Taken away, and the bridge still stands and touches the ball: −10 for {name}.</source>
            <translation>Weggenommen, und die Brücke steht noch und berührt die Kugel: −10 für {name}.</translation>
        </message>
        <message>
            <source>Taken away, and the bridge still stands: −10 for {name}.</source>
            <translation>Weggenommen, und die Brücke steht noch: −10 für {name}.</translation>
        </message>
        <message>
            <source>That block was needed: the test is over.</source>
            <translation>Dieser Block wurde gebraucht: die Probe ist vorbei.</translation>
        </message>
        <message>
            <source>Round {round}: {name} scores {points}.</source>
            <translation>Runde {round}: {name} bekommt {points}.</translation>
        </message>
        <message>
            <source>The lot has decided: {name} starts.</source>
            <translation>Das Los hat entschieden: {name} beginnt.</translation>
        </message>
        <message>
            <source>{name} builds alone this round.</source>
            <translation>{name} baut in dieser Runde allein.</translation>
        </message>
    </context>
    <context>
        <name>Tipping</name>
        <message>
            <source>In a tipping puzzle the die is only tipped, never turned.</source>
            <translation>Im Kipp-Rätsel wird der Würfel nur gekippt, nie gedreht.</translation>
        </message>
        <message>
            <source>Laying out the puzzle…</source>
            <translation>Das Rätsel wird ausgelegt …</translation>
        </message>
        <message>
            <source>Goal reached: {goal}.</source>
            <translation>Ziel erreicht: {goal}.</translation>
        </message>
        <message>
            <source>Not reached: {goal}.</source>
            <translation>Nicht erreicht: {goal}.</translation>
        </message>
        <message>
            <source>{count} tips left</source>
            <translation>noch {count} Kippzüge</translation>
        </message>
        <message>
            <source>1 tip left</source>
            <translation>noch 1 Kippzug</translation>
        </message>
        <message>
            <source>Goal: {goal} · {left}</source>
            <translation>Ziel: {goal} · {left}</translation>
        </message>
        <message>
            <source>Drag your red die to a lit hollow; a funnel it closes beats as in Würfelmarsch.</source>
            <translation>Zieh deinen roten Würfel in eine leuchtende Mulde; ein Trichter, den er schließt, schlägt wie im Würfelmarsch.</translation>
        </message>
    </context>
    <context>
        <name>Toast</name>
        <message>
            <source>Message</source>
            <translation>Meldung</translation>
        </message>
    </context>
    <context>
        <name>TwentySeven</name>
        <message>
            <source>Who starts is drawn by lot…</source>
            <translation>Wer beginnt, wird ausgelost …</translation>
        </message>
        <message numerus="yes">
            <source>{side}: %n tower(s) → %n step(s)</source>
            <translation>
                <numerusform>{side}: %n Turm → %n Schritt</numerusform>
                <numerusform>{side}: %n Türme → %n Schritte</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over — {black_side} {black} : {white} {white_side}</source>
            <translation>Spielende — {black_side} {black} : {white} {white_side}</translation>
        </message>
        <message>
            <source>{side}: goal {field}</source>
            <translation>{side}: Ziel {field}</translation>
        </message>
        <message>
            <source>{side} cannot move — passes…</source>
            <translation>{side} kann nicht ziehen — passt …</translation>
        </message>
        <message>
            <source>{side} cannot move — pass (P)</source>
            <translation>{side} kann nicht ziehen — passen (P)</translation>
        </message>
        <message>
            <source>A draw.</source>
            <translation>Unentschieden.</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} gewinnt!</translation>
        </message>
        <message>
            <source>cannot move and passes…</source>
            <translation>kann nicht ziehen und passt …</translation>
        </message>
        <message>
            <source>is thinking…</source>
            <translation>überlegt …</translation>
        </message>
        <message>
            <source>no tower can move: pass (P or Enter)</source>
            <translation>kein Turm kann ziehen: passen (P oder Enter)</translation>
        </message>
        <message numerus="yes">
            <source>%n tower(s): move %n field(s) towards {goal}</source>
            <translation>
                <numerusform>%n Turm: zieh %n Feld weit in Richtung {goal}</numerusform>
                <numerusform>%n Türme: zieh %n Felder weit in Richtung {goal}</numerusform>
            </translation>
        </message>
        <message>
            <source>drag discs, or keys a–i, 1–9, Enter</source>
            <translation>Scheiben ziehen oder Tasten a–i, 1–9, Enter</translation>
        </message>
        <message>
            <source>The lot has decided: {name} ({side}) begins.</source>
            <translation>Das Los hat entschieden: {name} ({side}) beginnt.</translation>
        </message>
        <message>
            <source>{name} ({side}) cannot move and passes.</source>
            <translation>{name} ({side}) kann nicht ziehen und passt.</translation>
        </message>
    </context>
    <context>
        <name>TwentySevenBoard</name>
        <message>
            <source>Row of 27</source>
            <translation>Reihe von 27</translation>
        </message>
        <message>
            <source>Drag a disc and the discs above it onto the field your tower count away. Keys: a to i choose a field, 1 to 9 how many discs, Enter plays, P passes, Esc cancels.</source>
            <translation>Zieh eine Scheibe samt den Scheiben darüber so viele Felder weiter, wie du Türme hast. Tasten: a bis i wählen ein Feld, 1 bis 9 wie viele Scheiben, Enter zieht, P passt, Esc bricht ab.</translation>
        </message>
        <message>
            <source>Nothing can move: the turn passes to the other player (P)</source>
            <translation>Nichts kann ziehen: der andere Spieler ist wieder dran (P)</translation>
        </message>
        <message>
            <source>Choose a field first: keys a to i.</source>
            <translation>Wähl zuerst ein Feld: Tasten a bis i.</translation>
        </message>
    </context>
    <context>
        <name>Wuerfelmarsch</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
        <message>
            <source>Choose one of your dice first.</source>
            <translation>Wähle zuerst einen deiner Würfel.</translation>
        </message>
        <message>
            <source>Beat first where the dice show {first}, then where they show {second}</source>
            <translation>Zuerst schlagen, wo die Würfel {first} zeigen, dann wo sie {second} zeigen</translation>
        </message>
        <message>
            <source>Beat first where the dice show {first}, then {second}, then {third}</source>
            <translation>Zuerst schlagen, wo die Würfel {first} zeigen, dann {second}, dann {third}</translation>
        </message>
        <message>
            <source>Choose the die to turn first.</source>
            <translation>Wähle zuerst den Würfel, den du drehen willst.</translation>
        </message>
        <message>
            <source>{name} beats {n}</source>
            <translation>{name} schlägt {n}</translation>
        </message>
        <message>
            <source>a tie: all three out</source>
            <translation>Gleichstand: alle drei raus</translation>
        </message>
        <message>
            <source>nothing happens</source>
            <translation>nichts geschieht</translation>
        </message>
        <message>
            <source>Game over — {names} won.</source>
            <translation>Spielende — {names} hat gewonnen.</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>{name}: drag one of your dice to a neighbouring hollow, or click it to turn it.</source>
            <translation>{name}: ziehe einen deiner Würfel in eine Nachbarmulde, oder klicke ihn an, um ihn zu drehen.</translation>
        </message>
        <message>
            <source>{name}: click a lit hollow to tip the die there, or turn it (R).</source>
            <translation>{name}: klicke eine leuchtende Mulde, um den Würfel dorthin zu kippen, oder drehe ihn (R).</translation>
        </message>
        <message>
            <source>Goal: a die in the corner opposite your side.</source>
            <translation>Ziel: ein Würfel in der Ecke gegenüber deiner Seite.</translation>
        </message>
        <message>
            <source>Turn (R)</source>
            <translation>Drehen (R)</translation>
        </message>
        <message>
            <source>Turn the chosen die to show other faces</source>
            <translation>Den gewählten Würfel drehen, damit er andere Seiten zeigt</translation>
        </message>
        <message>
            <source>Keep the view</source>
            <translation>Blick behalten</translation>
        </message>
        <message>
            <source>Do not turn the camera to the player to move</source>
            <translation>Die Kamera nicht zum Spieler am Zug drehen</translation>
        </message>
        <message>
            <source>Set (Enter)</source>
            <translation>Setzen (Enter)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>Abbrechen (Esc)</translation>
        </message>
    </context>
</TS>
