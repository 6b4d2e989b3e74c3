"""German for the UI's English source strings, used by translations.py to fill open entries.

Keys are the English source, or "Context|source" where one word needs different German in
different places. The .ts file stays the reference; this table only fills what is open.
"""

GERMAN = {
    # -- library ---------------------------------------------------------------------------------
    "Your game box": "Deine Spielekiste",
    "Choose a game and start playing: alone, against a friend or the computer.":
        "Such dir ein Spiel aus und leg los: allein, gegen Freunde oder gegen den Computer.",
    "1 player": "1 Person",
    "{count} players": "{count} Personen",
    "{low}–{high} players": "{low}–{high} Personen",
    "{low}–{high} min": "{low}–{high} Min.",
    "{low} min": "{low} Min.",
    "New game": "Neues Spiel",
    "Rules": "Regeln",
    # -- AI levels and seats ------------------------------------------------------------------------
    "AiLevel|Random": "Zufällig",
    "AiLevel|Greedy": "Gierig",
    "AiLevel|Easy": "Leicht",
    "AiLevel|Medium": "Mittel",
    "AiLevel|Strong": "Stark",
    "Solo player": "Solospieler",
    "Player {number}": "Spieler {number}",
    # -- new game dialog ------------------------------------------------------------------------------
    "Human": "Mensch",
    "Computer": "Computer",
    "Roll for it": "Auswürfeln",
    "New game: {name}": "Neues Spiel: {name}",
    "Variant": "Variante",
    "Players": "Mitspieler",
    "Number of players:": "Anzahl Spieler:",
    "Who starts:": "Wer beginnt:",
    "Rule options": "Regeloptionen",
    "Start game": "Spiel starten",
    "Cancel": "Abbrechen",
    "{level}: wins {rate}% ± {ci} against {opponent} ({games} games)":
        "{level}: gewinnt {rate} % ± {ci} gegen {opponent} ({games} Partien)",
    # -- game page ----------------------------------------------------------------------------------------
    "{seconds} s": "{seconds} s",
    "This game has no board yet.": "Für dieses Spiel gibt es noch kein Spielbrett.",
    "GamePage|Resume": "Weiter",
    "GamePage|Pause": "Pause",
    "The game is over.": "Das Spiel ist vorbei.",
    "Rolling for who starts…": "Es wird ausgewürfelt, wer beginnt …",
    "Paused.": "Angehalten.",
    "{name} rolls…": "{name} würfelt …",
    "Roll the die.": "Würfle.",
    "{name}: roll the die.": "{name}: Würfle.",
    "{name} is thinking…": "{name} überlegt …",
    "Your move.": "Du bist am Zug.",
    "{name}: your move.": "{name}: Du bist am Zug.",
    "Computer · {level}": "Computer · {level}",
    "Points if the game ended now": "Punkte, wenn das Spiel jetzt endete",
    "practised": "geübt",
    "Undo was used in this solo game: the score counts as practice.":
        "In diesem Solospiel wurde zurückgenommen: das Ergebnis zählt als Übung.",
    "Moves": "Züge",
    "Undo": "Rückgängig",
    "Take back your last move (Ctrl+Z)": "Deinen letzten Zug zurücknehmen (Strg+Z)",
    "Redo": "Wiederholen",
    "Play the move again (Ctrl+Shift+Z)": "Den Zug wieder ausführen (Strg+Umschalt+Z)",
    "Computer's pause before moving": "Bedenkzeit des Computers",
    "How long the computer waits before each move": "Wie lange der Computer vor jedem Zug wartet",
    "Show result": "Ergebnis anzeigen",
    "chance": "Zufall",
    # -- main window ------------------------------------------------------------------------------------
    "Choose a game in the library.": "Wähle ein Spiel in der Bibliothek.",
    "Autosave damaged": "Automatische Sicherung beschädigt",
    "The autosaved game could not be read and was put aside as {file}.":
        "Das automatisch gesicherte Spiel ließ sich nicht lesen und wurde als {file} beiseitegelegt.",
    "MainWindow|Resume": "Fortsetzen",
    "Resume your last game?": "Letztes Spiel fortsetzen?",
    "{game} ({variant}) with {players}, {moves} moves played.":
        "{game} ({variant}) mit {players}, {moves} Züge gespielt.",
    "Discard": "Verwerfen",
    "Open game": "Spiel öffnen",
    "Game records (*{suffix});;All files (*)": "Spielstände (*{suffix});;Alle Dateien (*)",
    "Cannot open game": "Spiel kann nicht geöffnet werden",
    "{file} cannot be opened.": "{file} kann nicht geöffnet werden.",
    "Opened {file}": "{file} geöffnet",
    "Save game": "Spiel speichern",
    "Game records (*{suffix})": "Spielstände (*{suffix})",
    "Cannot save game": "Spiel kann nicht gespeichert werden",
    "{file} cannot be written.": "{file} kann nicht geschrieben werden.",
    "Saved {file}": "{file} gespeichert",
    "Ctrl+Z takes a move back · F1 shows the rules": "Strg+Z nimmt einen Zug zurück · F1 zeigt die Regeln",
    "Choose a game and press New game · F1 shows the rules":
        "Wähle ein Spiel und drücke „Neues Spiel“ · F1 zeigt die Regeln",
    "&Game": "&Spiel",
    "&Edit": "&Bearbeiten",
    "&View": "&Ansicht",
    "&Settings": "&Einstellungen",
    "&Help": "&Hilfe",
    "&Language": "&Sprache",
    "&New game…": "&Neues Spiel …",
    "Start a new game": "Ein neues Spiel beginnen",
    "&Open…": "Ö&ffnen …",
    "Open a saved game": "Ein gespeichertes Spiel öffnen",
    "&Save": "&Speichern",
    "Save this game": "Dieses Spiel speichern",
    "Save &as…": "Speichern &unter …",
    "Save this game under a new name": "Dieses Spiel unter neuem Namen speichern",
    "&Continue game": "Spiel &fortsetzen",
    "Back to the running game": "Zurück zum laufenden Spiel",
    "Back to &library": "Zurück zur &Bibliothek",
    "Show all games": "Alle Spiele zeigen",
    "&Quit": "&Beenden",
    "Quit gamebox (the game is saved)": "gamebox beenden (das Spiel ist gesichert)",
    "&Undo": "&Rückgängig",
    "Take back the last move": "Den letzten Zug zurücknehmen",
    "&Redo": "&Wiederholen",
    "Play the move taken back again": "Den zurückgenommenen Zug wieder ausführen",
    "&Rules": "&Regeln",
    "Show the rules of the game": "Die Spielregeln zeigen",
    "&About gamebox": "&Über gamebox",
    "About this program": "Über dieses Programm",
    "System language": "Systemsprache",
    "About gamebox": "Über gamebox",
    "<h3>gamebox</h3><p>German tabletop games for one to eight players, with rules, hints and computer "
    "opponents.</p><p>Games: {games}</p>":
        "<h3>gamebox</h3><p>Deutsche Brettspiele für eine bis acht Personen, mit Regeln, Hinweisen "
        "und Computergegnern.</p><p>Spiele: {games}</p>",
    # -- score screen ------------------------------------------------------------------------------------
    "Blue": "Blau",
    "Brown": "Braun",
    "Yellow": "Gelb",
    "Green": "Grün",
    "Pawn": "Pöppel",
    "Tower": "Turm",
    "not placed": "nicht gesetzt",
    "{low} stands higher than {top} ({lh} > {th}): only {top} counts.":
        "{low} steht höher als {top} ({lh} > {th}): nur {top} zählt.",
    "{top} stands at least as high as {low}: both count.":
        "{top} steht mindestens so hoch wie {low}: beide zählen.",
    "{pawn} ({ph}) stands higher than {rank} ({rh}): {pawn} does not count.":
        "{pawn} ({ph}) steht höher als {rank} ({rh}): {pawn} zählt nicht.",
    "No pawn stands higher than a pawn of higher rank: all count.":
        "Kein Pöppel steht höher als ein ranghöherer: alle zählen.",
    "Equal points. {name} wins with the best single pawn ({best} against {other}).":
        "Punktgleich. {name} gewinnt mit dem besten einzelnen Pöppel ({best} gegen {other}).",
    "Equal points and equal best pawns ({best}): a draw.":
        "Gleich viele Punkte und gleich gute beste Pöppel ({best}): unentschieden.",
    "{score} of {max} points": "{score} von {max} Punkten",
    "{score} points": "{score} Punkte",
    "{name} wins!": "{name} gewinnt!",
    "Draw": "Unentschieden",
    "Game over · {variant}": "Spielende · {variant}",
    "practised: undo was used in this game": "geübt: in diesem Spiel wurde zurückgenommen",
    "Points": "Punkte",
    "0 (does not count)": "0 (zählt nicht)",
    "Result": "Ergebnis",
    "Back to library": "Zurück zur Bibliothek",
    "Close": "Schließen",
    # -- rules panel --------------------------------------------------------------------------------------
    "Rules: {name}": "Regeln: {name}",
    "How to play {name}": "So spielt man {name}",
    "Show me": "Zeig’s mir",
    "Watch an example game move by move": "Ein Beispielspiel Zug für Zug ansehen",
    "DemoPlayer|Pause": "Pause",
    "Play again": "Noch einmal",
    "Play": "Abspielen",
    "Step": "Ein Zug",
    "Restart": "Von vorn",
    "Show me: an example game": "Zeig’s mir: ein Beispielspiel",
    "Move {ply} of {total}": "Zug {ply} von {total}",
    "Press Play to watch the example.": "Drücke „Abspielen“, um das Beispiel zu sehen.",
    "Continue: {game}": "Weiterspielen: {game}",
    # -- the Hoch board and the die (ui/games/hoch, ui/widgets) ------------------------------------------
    "%n point(s)": ("%n Punkt", "%n Punkte"),
    "{n} points": "{n} Punkte",
    "1 point": "1 Punkt",
    "{points} points.": "{points} Punkte.",
    "Your pawns": "Deine Pöppel",
    "The die decides who starts…": "Der Würfel entscheidet, wer beginnt …",
    "AI is thinking…": "Der Computer überlegt …",
    "You rolled {roll}: no move is possible. Roll again (Space)":
        "Du hast {roll} gewürfelt: kein Zug möglich. Würfle noch einmal (Leertaste)",
    "Roll the die (Space)": "Würfeln (Leertaste)",
    "Move: place a pawn or move a tower of height {roll}":
        "Zug: setze einen Pöppel oder versetze einen Turm der Höhe {roll}",
    "Move: place a pawn on a tower of height {roll}": "Zug: setze einen Pöppel auf einen Turm der Höhe {roll}",
    "Move: move a tower of height {roll}": "Zug: versetze einen Turm der Höhe {roll}",
    "Rolled {roll}.": "{roll} gewürfelt.",
    "Game over — a {roll} was rolled and no move is possible":
        "Spielende – eine {roll} wurde gewürfelt und kein Zug ist möglich",
    "Game over — no roll allows a move any more": "Spielende – kein Wurf erlaubt mehr einen Zug",
    "Die": "Würfel",
    "The die shows %n": ("Der Würfel zeigt %n", "Der Würfel zeigt %n"),
    "Not rolled yet": "Noch nicht gewürfelt",
    "Board of Hoch und höher": "Spielbrett von Hoch und höher",
    "Roll": "Würfeln",
    "Wait for your turn.": "Warte, bis du dran bist.",
    "The die has decided: %1 (%2) begins.": "Der Würfel hat entschieden: %1 (%2) beginnt.",
    "Message": "Meldung",
    "Drag a pawn or a tower onto a tower. Keys: a to n pick a tower, Shift+B, R, Y, Shift+G pick a pawn, "
    "arrows and Enter pick a place, Space rolls, Esc cancels.":
        "Ziehe einen Pöppel oder einen Turm auf einen Turm. Tasten: a bis n wählen einen Turm, Umschalt+B, R, Y, "
        "Umschalt+G einen Pöppel, Pfeiltasten und Eingabe einen Platz, Leertaste würfelt, Esc bricht ab.",
    # -- the coach: hints, the solve dialog, the analysis, the puzzle of the day ---------------------
    "about {n} seconds": "etwa {n} Sekunden",
    "about {n} minutes": "etwa {n} Minuten",
    "Coach": "Trainer",
    "{move} (+{count} alike)": "{move} (+{count} gleichwertige)",
    "The same position: {moves}": "Dieselbe Stellung: {moves}",
    "The strong computer player is learning this game by heart. Play on meanwhile.":
        "Der starke Computerspieler lernt dieses Spiel auswendig. Spielt ruhig weiter.",
    "PerfectPlayNotice|Stop": "Anhalten",
    "The strong computer player plays perfectly once this variant is solved: once on this computer, {duration}.":
        "Der starke Computerspieler spielt perfekt, sobald diese Variante gelöst ist: einmal auf diesem "
        "Computer, {duration}.",
    "PerfectPlayNotice|Solve": "Lösen",
    "The coach needs the exact table of this variant.": "Der Trainer braucht die exakte Tabelle dieser Variante.",
    "It is computed once on this computer, {duration}, and then kept: after that every hint is instant. "
    "Compute it now?":
        "Sie wird einmal auf diesem Rechner berechnet, {duration}, und dann aufbewahrt: danach kommt jeder "
        "Tipp sofort. Jetzt berechnen?",
    "Compute": "Berechnen",
    "Not now": "Jetzt nicht",
    "Computing the exact table": "Die exakte Tabelle wird berechnet",
    "The coach learns this game by heart": "Der Trainer lernt dieses Spiel auswendig",
    "{game} ({variant}): every position is solved once, then hints are instant. This takes {duration}.":
        "{game} ({variant}): Jede Stellung wird einmal gelöst, danach kommen Tipps sofort. Das dauert {duration}.",
    "Preparing…": "Vorbereiten …",
    "Stopping…": "Wird abgebrochen …",
    "Finding every position…": "Alle Stellungen werden gesucht …",
    "Working out the best play…": "Das beste Spiel wird ermittelt …",
    "Saving…": "Speichern …",
    "The table could not be computed: {error}": "Die Tabelle konnte nicht berechnet werden: {error}",
    "Hint": "Tipp",
    "The coach shows every move with the score it leads to (Ctrl+H)":
        "Der Trainer zeigt jeden Zug mit der Punktzahl, zu der er führt (Strg+H)",
    "best": "bester",
    "With this roll, best play scores {value} on average.":
        "Mit diesem Wurf bringt bestes Spiel im Schnitt {value} Punkte.",
    "Before the roll: best play from here scores {value} on average.":
        "Vor dem Wurf: Bestes Spiel bringt von hier aus im Schnitt {value} Punkte.",
    "Hide the hint": "Tipp ausblenden",
    "Move": "Zug",
    "Expected": "Erwartet",
    "vs. best": "zum besten",
    "Expected final score if you play perfectly from then on.":
        "Erwartete Endpunktzahl, wenn du danach perfekt spielst.",
    "Expected score": "Erwartete Punkte",
    "Loss": "Verlust",
    "Decision (★ = final score)": "Entscheidung (★ = Endergebnis)",
    "Expected final score after each of your decisions": "Erwartete Endpunktzahl nach jeder deiner Entscheidungen",
    "best play on average: {value}": "bestes Spiel im Schnitt: {value}",
    "Analysis": "Analyse",
    "How your game went": "So lief dein Spiel",
    "Puzzle of the day {date}": "Rätsel des Tages {date}",
    "hints used: {count}": "genutzte Tipps: {count}",
    "Ctrl+Z takes a move back · Ctrl+H gives a hint · F1 shows the rules":
        "Strg+Z nimmt einen Zug zurück · Strg+H gibt einen Tipp · F1 zeigt die Regeln",
    "Every decision is compared with perfect play, using the exact table of the game.":
        "Jede Entscheidung wird mit perfektem Spiel verglichen, anhand der exakten Tabelle des Spiels.",
    "best play scores on average": "bringt bestes Spiel im Schnitt",
    "your decisions cost (skill)": "kosteten deine Entscheidungen (Können)",
    "the dice gave (luck)": "gab der Würfel (Glück)",
    "your score": "deine Punkte",
    "{final} = {start} {loss} (decisions) {luck} (luck)": "{final} = {start} {loss} (Entscheidungen) {luck} (Glück)",
    "Costliest decisions": "Die teuersten Entscheidungen",
    "#": "Nr.",
    "You played": "Du spieltest",
    "Best was": "Am besten war",
    "Cost": "Kosten",
    "Not a single decision below perfect play. Flawless!": "Keine einzige Entscheidung unter perfektem Spiel. Makellos!",
    "Puzzle of the day · {game} ({variant})": "Rätsel des Tages · {game} ({variant})",
    "Today's dice are the same for everyone. Can you beat what perfect play scores on average?":
        "Die Würfe von heute sind für alle gleich. Schlägst du, was perfektes Spiel im Schnitt erreicht?",
    "Play today's puzzle": "Heutiges Rätsel spielen",
    "You": "Du",
    "&Coach": "&Trainer",
    "&Hint": "&Tipp",
    "Every move with the score it leads to, the best one marked":
        "Jeder Zug mit der Punktzahl, zu der er führt, der beste markiert",
    "&Analyse the game…": "Spiel &analysieren …",
    "What each decision cost against perfect play, and what was luck":
        "Was jede Entscheidung gegenüber perfektem Spiel gekostet hat und was Glück war",
    "&Puzzle of the day": "&Rätsel des Tages",
    "Today's dice, the same for everyone": "Die Würfe von heute, für alle gleich",
    "Bar to beat: {bar} (what perfect play scores on average)":
        "Zu schlagen: {bar} (was perfektes Spiel im Schnitt erreicht)",
    "You beat the bar by {margin}!": "Du liegst {margin} darüber!",
    "{margin} below the bar.": "{margin} darunter.",
    "Perfect play scores {start} on average. Your decisions cost {loss}, the dice gave {luck}.":
        "Perfektes Spiel erreicht im Schnitt {start}. Deine Entscheidungen kosteten {loss}, der Würfel gab {luck}.",
    "The coach can show what each decision cost against perfect play and how much was luck.":
        "Der Trainer kann zeigen, was jede Entscheidung gegenüber perfektem Spiel gekostet hat und wie viel Glück war.",
    "Hints used: {count}": "Genutzte Tipps: {count}",
    "Analyse the game…": "Spiel analysieren …",
    # -- settings ----------------------------------------------------------------------------------------
    "Colour &symbols on dice": "&Farbsymbole auf Würfeln",
    "Each die colour also carries a pattern (for colour-blind players)":
        "Jede Würfelfarbe trägt zusätzlich ein Muster (hilft bei Farbsehschwäche)",
    # -- the dice pyramid (ui/pyramid) ---------------------------------------------------------------------
    "CameraBar|Side 1": "Seite 1",
    "CameraBar|Side 2": "Seite 2",
    "CameraBar|Side 3": "Seite 3",
    "CameraBar|Above": "Von oben",
    "View the pyramid from here ({key}); drag to orbit, wheel to zoom":
        "Die Pyramide von hier ansehen ({key}); ziehen zum Umkreisen, Mausrad zum Zoomen",
    # -- Eintrichtern ------------------------------------------------------------------------------------------
    "Click one of the red dice: each covers a funnel of three yellow dice.":
        "Klick einen der roten Würfel an: Jeder deckt einen Trichter aus drei gelben Würfeln zu.",
    "{name} gets the three pearl dice and begins.": "{name} bekommt die drei Perlmuttwürfel und beginnt.",
    "hit — {name} keeps the red die": "Treffer – {name} behält den roten Würfel",
    "miss — the red die goes back": "daneben – der rote Würfel kommt zurück",
    "in this funnel, rolled {roll}": "in diesem Trichter, gewürfelt: {roll}",
    "Take over {total} (Enter)": "{total} übernehmen (Eingabe)",
    "Roll anew (Space)": "Neu würfeln (Leertaste)",
    "Eintrichtern|Roll (Space)": "Würfeln (Leertaste)",
    "Game over — {names} won with {count} red dice.":
        "Spielende – der Sieg geht an {names} mit {count} roten Würfeln.",
    "The dice are set out…": "Die Würfel werden aufgebaut …",
    "{name}: roll the three pearl dice (Space).": "{name}: Würfle mit den drei Perlmuttwürfeln (Leertaste).",
    "{name}: roll anew (Space) or take over the {total} (Enter).":
        "{name}: Würfle neu (Leertaste) oder übernimm die {total} (Eingabe).",
    "{name}: find a funnel that shows {total} and click its red die (or arrow keys, Enter).":
        "{name}: Such einen Trichter, der {total} zeigt, und klick seinen roten Würfel an (oder Pfeiltasten, Eingabe).",
    "{target} red dice win": "{target} rote Würfel gewinnen",
    "Roll the three pearl dice": "Mit den drei Perlmuttwürfeln würfeln",
    "Lift a funnel for the sum your neighbour missed":
        "Einen Trichter für die Summe anheben, die dein Nachbar verfehlt hat",
    "EintrichternScore|Funnel": "Trichter",
    "EintrichternScore|Sum": "Summe",
    "Each red die won counts one point; the first to {target} wins.":
        "Jeder gewonnene rote Würfel zählt einen Punkt; wer zuerst {target} hat, gewinnt.",
    "{lifts} funnels were lifted, {hits} of them hits.":
        "{lifts}-mal wurde ein Trichter angehoben, davon {hits} Treffer.",
    "All funnels are open and the leaders have equal red dice: they share the win.":
        "Alle Trichter sind offen und die Führenden haben gleich viele rote Würfel: Sie teilen sich den Sieg.",
    # -- Würfelpyramide frei (the sandbox) -------------------------------------------------------------------
    "Now click the hollow to tip it into.": "Klick jetzt die Mulde an, in die er kippen soll.",
    "Only a die on the plate with an empty neighbouring hollow can tip.":
        "Kippen kann nur ein Würfel auf der Grundplatte, neben dem eine Mulde frei ist.",
    "{dice} dice, {funnels} funnels, {free} free": "{dice} Würfel, {funnels} Trichter, {free} frei liegend",
    "Click a lit funnel to put a die there.": "Klick einen leuchtenden Trichter an, um dort einen Würfel hineinzulegen.",
    "Click a free die to take it back into the box.":
        "Klick einen frei liegenden Würfel an, um ihn zurück in die Schachtel zu legen.",
    "Click a face of a free die: it turns a quarter around that face.":
        "Klick eine Seite eines frei liegenden Würfels an: Er dreht sich eine Vierteldrehung um diese Seite.",
    "Click the hollow to tip the die into (Esc: another die).":
        "Klick die Mulde an, in die der Würfel kippen soll (Esc: ein anderer Würfel).",
    "Click a die on the plate to tip it over an edge.":
        "Klick einen Würfel auf der Grundplatte an, um ihn über eine Kante zu kippen.",
    "Click a bottom die with two uncovered upper faces to pull it out.":
        "Klick einen Würfel der untersten Lage mit zwei freien oberen Seiten an, um ihn herauszuziehen.",
    "Sandbox|Place": "Platzieren",
    "Sandbox|Take": "Nehmen",
    "Sandbox|Turn": "Drehen",
    "Sandbox|Tip": "Kippen",
    "Sandbox|Pull": "Herausziehen",
    # colour names only go into "Place {colour} dice": "Würfel in Rot platzieren"
    "Sandbox|red": "Rot",
    "Sandbox|yellow": "Gelb",
    "Sandbox|pearl": "Perlmutt",
    "Sandbox|turquoise": "Türkis",
    "Place {colour} dice (left in the box: {count})": "Würfel in {colour} platzieren (noch in der Schachtel: {count})",
    "Show funnels": "Trichter zeigen",
    "Show free dice": "Frei liegende Würfel zeigen",
    # -- 27 ----------------------------------------------------------------------------------------------------
    "Who starts is drawn by lot…": "Wer beginnt, wird ausgelost …",
    "Game over — {black_side} {black} : {white} {white_side}": "Spielende — {black_side} {black} : {white} {white_side}",
    "Game over — {black_side} {black} : {white} {white_side}.":
        "Spielende — {black_side} {black} : {white} {white_side}.",
    "{side}: 1 tower → 1 step": "{side}: 1 Turm → 1 Schritt",
    "{side}: {count} towers → {count} steps": "{side}: {count} Türme → {count} Schritte",
    "{side}: goal {field}": "{side}: Ziel {field}",
    "{side} cannot move — passes…": "{side} kann nicht ziehen — passt …",
    "{side} cannot move — pass (P)": "{side} kann nicht ziehen — passen (P)",
    "A draw.": "Unentschieden.",
    "cannot move and passes…": "kann nicht ziehen und passt …",
    "is thinking…": "überlegt …",
    "no tower can move: pass (P or Enter)": "kein Turm kann ziehen: passen (P oder Enter)",
    "1 tower: move 1 field towards {goal}": "1 Turm: zieh 1 Feld weit in Richtung {goal}",
    "{count} towers: move {count} fields towards {goal}": "{count} Türme: zieh {count} Felder weit in Richtung {goal}",
    "drag discs, or keys a–i, 1–9, Enter": "Scheiben ziehen oder Tasten a–i, 1–9, Enter",
    "The lot has decided: {name} ({side}) begins.": "Das Los hat entschieden: {name} ({side}) beginnt.",
    "{name} ({side}) cannot move and passes.": "{name} ({side}) kann nicht ziehen und passt.",
    "Row of 27": "Reihe von 27",
    "Drag a disc and the discs above it onto the field your tower count away. Keys: a to i choose a field, "
    "1 to 9 how many discs, Enter plays, P passes, Esc cancels.":
        "Zieh eine Scheibe samt den Scheiben darüber so viele Felder weiter, wie du Türme hast. Tasten: a bis i "
        "wählen ein Feld, 1 bis 9 wie viele Scheiben, Enter zieht, P passt, Esc bricht ab.",
    "Nothing can move: the turn passes to the other player (P)":
        "Nichts kann ziehen: der andere Spieler ist wieder dran (P)",
    "Choose a field first: keys a to i.": "Wähl zuerst ein Feld: Tasten a bis i.",
    "TwentySevenScore|Goal": "Ziel",
    "TwentySevenScore|Discs": "Scheiben",
    "Field {field}": "Feld {field}",
    "{black} black · {white} white": "{black} schwarz · {white} weiß",
    "{count} red/grey": "{count} rot/grau",
    "Every disc on a player's goal field counts one point, whatever its colour.":
        "Jede Scheibe auf dem Zielfeld zählt einen Punkt, egal welche Farbe sie hat.",
    "Both goals hold as many discs: a draw.": "Auf beiden Zielfeldern liegen gleich viele Scheiben: unentschieden.",
    # -- Ponga -----------------------------------------------------------------------------------------
    "Round {round} of {rounds}": "Runde {round} von {rounds}",
    "{name} completes {line}: {stones} stones → {points} points": "{name} vollendet {line}: {stones} Steine → {points} Punkte",
    "Round {round} over: everybody is out": "Runde {round} vorbei: alle sind raus",
    "Rolled a double {a}": "{a}er-Pasch gewürfelt",
    "Rolled {a} and {b}": "{a} und {b} gewürfelt",
    "{name} rolled a double {a}: field {field} is his own — out!":
        "{name} würfelt einen {a}er-Pasch: Feld {field} gehört ihm selbst — raus!",
    "{name} rolled {a} and {b}: {first} and {second} are both his own — out!":
        "{name} würfelt {a} und {b}: {first} und {second} gehören beide ihm selbst — raus!",
    "Game over after {rounds} rounds": "Spielende nach {rounds} Runden",
    "Ponga|Game over": "Spielende",
    "{name} wins with {points}.": "{name} gewinnt mit {points}.",
    "{names} share the win with {points}.": "{names} teilen sich den Sieg mit {points}.",
    "{rolled}. Row {row}: now type the column (1–6), Esc cancels":
        "{rolled}. Reihe {row}: jetzt die Spalte tippen (1–6), Esc bricht ab",
    "{rolled}: place on {first} or {second} — click a lit field or type its digits":
        "{rolled}: setze auf {first} oder {second} — klicke ein leuchtendes Feld oder tippe seine Ziffern",
    "{rolled}: only field {field} — click it or press Enter": "{rolled}: nur Feld {field} — klicke es an oder drücke Enter",
    "{rolled}: {other} is your own, so only {field} is possible — press Enter":
        "{rolled}: {other} gehört dir, also geht nur {field} — drücke Enter",
    "{rolled}: {field} is free, so your stone must go there — press Enter":
        "{rolled}: {field} ist frei, also muss dein Stein dorthin — drücke Enter",
    "{name} is out.": "{name} ist raus.",
    "Ponga|rolls…": "würfelt …",
    "Roll the dice (Space)": "Würfle (Leertaste)",
    "Ponga|Stones": "Steine",
    "Ponga|Total": "Gesamt",
    "Ponga|out": "raus",
    "The lot has decided: {name} begins.": "Das Los hat entschieden: {name} beginnt.",
    "Ponga board": "Ponga-Brett",
    "Roll with Space, then click a lit field or type its two digits (row, then column); Enter takes the only possible field.":
        "Würfle mit der Leertaste, dann klicke ein leuchtendes Feld an oder tippe seine zwei Ziffern (Reihe, dann "
        "Spalte); Enter nimmt das einzige mögliche Feld.",
    "Roll the two dice (Space)": "Beide Würfel werfen (Leertaste)",
    "Two fields are possible: {first} or {second}. Click one or type its digits.":
        "Zwei Felder sind möglich: {first} oder {second}. Klicke eines an oder tippe seine Ziffern.",
    "Fields are named by two digits 1 to 6: row, then column.":
        "Felder heißen nach zwei Ziffern von 1 bis 6: Reihe, dann Spalte.",
    "PongaScore|Round": "Runde",
    "PongaScore|How": "Wie",
    "PongaScore|Round {number}": "Runde {number}",
    "{line}: all {stones} stones": "{line}: alle {stones} Steine",
    "lost to a line": "gegen eine volle Linie verloren",
    "PongaScore|1 tower": "1 Turm",
    "PongaScore|{count} towers": "{count} Türme",
    "At a round's normal end every player scores the stones in the towers he tops, captured stones included.":
        "Am normalen Ende einer Runde zählt jeder die Steine in den Türmen, auf denen sein Stein oben liegt, "
        "eroberte Steine eingeschlossen.",
    "A completed line takes every stone on the board: a row or column once, the diagonal 16–61 twice, the doubles diagonal three times.":
        "Eine volle Linie nimmt alle Steine des Bretts: eine Reihe oder Spalte einfach, die Diagonale 16–61 "
        "doppelt, die Pasch-Diagonale dreifach.",
    "A match of {rounds} rounds: the totals decide.": "Ein Match über {rounds} Runden: die Summen entscheiden.",
    "Equal best totals: {names} share the win.": "Gleiche beste Summen: {names} teilen sich den Sieg.",
    "×3 the doubles diagonal 11–66": "×3 die Pasch-Diagonale 11–66",
    "×2 the diagonal 16–61": "×2 die Diagonale 16–61",
    "×1 a row or a column": "×1 eine Reihe oder Spalte",
    # -- what a player notices (ux): levels in words, plurals, the move log, settings ---------------
    "plays any allowed move, by chance: good for learning the rules.":
        "spielt irgendeinen erlaubten Zug, rein zufällig: gut, um die Regeln zu lernen.",
    "takes whatever looks best right now and never looks ahead.":
        "nimmt, was gerade am besten aussieht, und schaut nie voraus.",
    "looks a little ahead, but misses a lot.": "schaut ein wenig voraus, übersieht aber viel.",
    "a sound player who thinks a move ahead.": "ein solider Spieler, der einen Zug vorausdenkt.",
    "thinks furthest ahead: hard to beat.": "denkt am weitesten voraus: schwer zu schlagen.",
    "{level}: {words}": "{level}: {words}",
    "How strong is the computer?": "Wie stark ist der Computer?",
    "{game} ({variant}): the computer's levels": "{game} ({variant}): die Stufen des Computers",
    "Measured by the computer playing against itself; ± is the 95% margin of the measurement. With dice, "
    "even perfect play loses often.":
        "Gemessen in Partien des Computers gegen sich selbst; ± ist der 95-%-Spielraum der Messung. Mit "
        "Würfeln verliert auch perfektes Spiel oft.",
    "Every level in words, and how it did against the others": "Jede Stufe in Worten, und wie sie gegen die "
                                                               "anderen abschnitt",
    "Computer {number}": "Computer {number}",
    "Notation": "Notation",
    "Show the moves in the game's notation instead of in words": "Die Züge in der Notation des Spiels zeigen "
                                                                 "statt in Worten",
    "{game} ({variant}) with {players}, %n turn(s) played.":
        ("{game} ({variant}) mit {players}, %n Zug gespielt.", "{game} ({variant}) mit {players}, %n Züge gespielt."),
    "about %n second(s)": ("etwa %n Sekunde", "etwa %n Sekunden"),
    "about %n minute(s)": ("etwa %n Minute", "etwa %n Minuten"),
    "{side}: %n tower(s) → %n step(s)": ("{side}: %n Turm → %n Schritt", "{side}: %n Türme → %n Schritte"),
    "%n tower(s): move %n field(s) towards {goal}": ("%n Turm: zieh %n Feld weit in Richtung {goal}",
                                                    "%n Türme: zieh %n Felder weit in Richtung {goal}"),
    "%n die(s)": ("%n Würfel", "%n Würfel"),
    "%n funnel(s)": ("%n Trichter", "%n Trichter"),
    "%n free": ("%n frei liegend", "%n frei liegend"),
    "{name} rolled %n with %n die(s) or fewer left: a win!":
        ("{name} würfelt %n und hat höchstens %n Würfel übrig: gewonnen!",
         "{name} würfelt %n und hat höchstens %n Würfel übrig: gewonnen!"),
    "A row: %n bonus die(s) to build.": ("Eine Reihe: %n Bonuswürfel einbauen.", "Eine Reihe: %n Bonuswürfel einbauen."),
    "{name}: build %n die(s) — {k} placed; click a lit funnel.":
        ("{name}: %n Würfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an.",
         "{name}: %n Würfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an."),
    "{name}: build %n bonus die(s) — {k} placed; click a lit funnel.":
        ("{name}: %n Bonuswürfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an.",
         "{name}: %n Bonuswürfel einbauen – {k} gesetzt; klicke einen leuchtenden Trichter an."),
    "{name}: build these %n die(s) (Enter).": ("{name}: diesen %n Würfel einbauen (Eingabe).",
                                               "{name}: diese %n Würfel einbauen (Eingabe)."),
    "Game over after %n round(s)": ("Spielende nach %n Runde", "Spielende nach %n Runden"),
    "{rate}% of its games against {opponent}": "{rate} % seiner Partien gegen {opponent}",
    "Until then it searches ahead and wins {measured}.": "Bis dahin rechnet er voraus und gewinnt {measured}.",
    "Until then it searches ahead.": "Bis dahin rechnet er voraus.",
    "Strong plays perfectly only with a table this computer has no room to prepare now (it needs about {gb} GB "
    "of free memory).": "Stark spielt nur mit einer Tabelle perfekt, für die dieser Computer gerade keinen Platz "
                        "hat (sie braucht etwa {gb} GB freien Speicher).",
    "The table for perfect play could not be prepared ({error}).":
        "Die Tabelle für perfektes Spiel ließ sich nicht berechnen ({error}).",
    "Strong plays perfectly once its table is ready: it is being prepared in the background ({percent}%).":
        "Stark spielt perfekt, sobald seine Tabelle fertig ist: sie wird im Hintergrund berechnet ({percent} %).",
    "SettingsDialog|Settings": "Einstellungen",
    "SettingsDialog|Close": "Schließen",
    "Playing": "Spielen",
    "A new computer player plays:": "Ein neuer Computergegner spielt:",
    "Ask before a new game replaces an unfinished one": "Fragen, bevor ein neues Spiel ein laufendes ersetzt",
    "Screen": "Bildschirm",
    "Pieces move:": "Figuren bewegen sich:",
    "at once (no animation)": "sofort (ohne Animation)",
    "fast": "schnell",
    "normally": "normal",
    "slowly": "langsam",
    "Full screen (F11)": "Vollbild (F11)",
    "&Settings…": "&Einstellungen …",
    "Computer level, questions, animations, screen": "Computerstufe, Rückfragen, Animationen, Bildschirm",
    "&Full screen": "&Vollbild",
    "Fill the screen with the game box (F11)": "Die Spielekiste füllt den Bildschirm (F11)",
    "Unfinished game": "Laufendes Spiel",
    "Leave the game you are playing?": "Das laufende Spiel verlassen?",
    "{game} ({variant}) is not over: %n turn(s) played. The new game takes its place; save it first (Ctrl+S) "
    "to play it on later.":
        ("{game} ({variant}) ist noch nicht zu Ende: %n Zug gespielt. Das neue Spiel tritt an seine Stelle; "
         "speichere es vorher (Strg+S), um es später weiterzuspielen.",
         "{game} ({variant}) ist noch nicht zu Ende: %n Züge gespielt. Das neue Spiel tritt an seine Stelle; "
         "speichere es vorher (Strg+S), um es später weiterzuspielen."),
    "Leave it": "Verlassen",
    "Keep playing": "Weiterspielen",
    "Don't ask again": "Nicht mehr fragen",
    "Dice in the box:": "Würfel in der Schachtel:",
    "How many dice of each colour are left to place; click a colour to place it":
        "Wie viele Würfel jeder Farbe noch zu setzen sind; klicke eine Farbe an, um sie zu setzen",
    # -- real-time games (Raffzahn, Bunte Kuh) --------------------------------------------------------
    "RealTime|Mouse": "Maus",
    "RealTime|or any keyboard zone": "oder jedes Tastaturfeld",
    "RealTime|Paused: press P or Go on.": "Angehalten: P drücken oder Weiter.",
    "Raffzahn|{name} wins with {n} dice.": "{name} gewinnt mit {n} Würfeln.",
    "Raffzahn|{names} share the win.": "{names} teilen sich den Sieg.",
    "Raffzahn|The pyramid is built and its top die taken away…":
        "Die Pyramide wird aufgebaut und ihr oberster Würfel weggenommen …",
    "Raffzahn|Drawing who gets the turquoise die…": "Es wird ausgelost, wer den türkisen Würfel bekommt …",
    "Raffzahn|{name} rolls the turquoise die…": "{name} würfelt mit dem türkisen Würfel …",
    "Raffzahn|{name}: roll the turquoise die!": "{name}: wirf den türkisen Würfel!",
    "Raffzahn|{name} rolls…": "{name} würfelt …",
    "Raffzahn|No free die shows a {roll} to anybody.": "Keinem zeigt ein freier Würfel eine {roll}.",
    "Raffzahn|A {roll}! Grab the dice that show you a {roll}.": "Eine {roll}! Rafft die Würfel, die euch eine {roll} zeigen.",
    "Raffzahn|The turn ended: nothing left to grab.": "Der Zug ist zu Ende: nichts mehr zu raffen.",
    "Raffzahn|{name} called “Stopp!”.": "{name} hat „Stopp!“ gerufen.",
    "Raffzahn|The turn ends in a moment.": "Der Zug endet gleich.",
    "Raffzahn|{name} rolled and may call “Stopp!” at any moment.":
        "{name} hat gewürfelt und darf jederzeit „Stopp!“ rufen.",
    "Raffzahn|{name} rolled: “Stopp!” ends the grabbing.": "{name} hat gewürfelt: „Stopp!“ beendet das Raffen.",
    "Raffzahn|Dice grabbed": "Geraffte Würfel",
    "Raffzahn|rolls": "würfelt",
    "Raffzahn|Computer": "Computer",
    "Raffzahn|grab": "raffen",
    "Raffzahn|Stopp!": "Stopp!",
    "Raffzahn|no input left": "keine Eingabe mehr frei",
    "Raffzahn|Roll": "Würfeln",
    "Raffzahn|Go on": "Weiter",
    "Raffzahn|Pause": "Pause",
    "Raffzahn|Pause or go on (P)": "Anhalten oder weiterspielen (P)",
    "Raffzahn|click a die to grab it; Space or the buttons roll and call “Stopp!”":
        "Würfel anklicken rafft ihn; Leertaste oder die Knöpfe würfeln und rufen „Stopp!“",
    "Raffzahn|{keys} move, {act} grabs, {call} rolls and calls “Stopp!”":
        "{keys} bewegen, {act} rafft, {call} würfelt und ruft „Stopp!“",
    "RealTime|Any keyboard zone works too: W A S D, I J K L or the arrows.":
        "Jedes Tastaturfeld geht auch: W A S D, I J K L oder die Pfeile.",
    "RealTime|P pauses the game.": "P hält das Spiel an.",
    "Raffzahn|This is {name}'s side: grab on your own side.": "Das ist die Seite von {name}: raffe auf deiner eigenen.",
    "Raffzahn|First move your cursor onto a die ({keys}).": "Bewege erst deinen Zeiger auf einen Würfel ({keys}).",
    "Raffzahn|{name} rolls now.": "Jetzt würfelt {name}.",
    "Raffzahn|Nothing left!": "Nichts mehr da!",
    "Raffzahn|{name} gets the turquoise die.": "{name} bekommt den türkisen Würfel.",
    "Everybody plays at once · P pauses · F1 shows the rules and the keys":
        "Alle spielen zugleich · P hält an · F1 zeigt die Regeln und die Tasten",
    "NewGameDialog|plays with the mouse (and Space)": "spielt mit der Maus (und der Leertaste)",
    "NewGameDialog|plays with W A S D, Q and E": "spielt mit W A S D, Q und E",
    "NewGameDialog|plays with I J K L, U and O": "spielt mit I J K L, U und O",
    "NewGameDialog|plays with the arrow keys, Enter and Shift": "spielt mit den Pfeiltasten, Eingabe und Umschalt",
    "NewGameDialog|plays with the mouse or any keyboard zone": "spielt mit der Maus oder einem beliebigen Tastaturfeld",
    "NewGameDialog|no input left: make this a computer": "keine Eingabe mehr frei: mach daraus einen Computer",
    "NewGameDialog|At most four people play at one machine: the mouse and three keyboard zones.":
        "Höchstens vier Menschen spielen an einem Rechner: Maus und drei Tastaturfelder.",
    "BunteKuh|{name} has no dice left and wins.": "{name} hat keine Würfel mehr und gewinnt.",
    "BunteKuh|{names} gave away their last dice at once and share the win.":
        "{names} haben gleichzeitig ihre letzten Würfel abgegeben und teilen sich den Sieg.",
    "BunteKuh|The bottom layer of pearl dice is laid…": "Die unterste Lage aus Perlmuttwürfeln wird gelegt …",
    "BunteKuh|Drawing who gets the pearl dice…": "Es wird ausgelost, wer die Perlmuttwürfel bekommt …",
    "BunteKuh|{name} rolls the pearl dice…": "{name} wirft die Perlmuttwürfel …",
    "BunteKuh|{name}: roll the pearl dice!": "{name}: wirf die Perlmuttwürfel!",
    "BunteKuh|{name} rolls…": "{name} würfelt …",
    "BunteKuh|{sum}! Find a funnel that shows {sum}.": "{sum}! Finde einen Trichter, der {sum} zeigt.",
    "BunteKuh|{name}: right! Choose any funnel for your die.":
        "{name}: richtig! Wähle einen beliebigen Trichter für deinen Würfel.",
    "BunteKuh|{name}: right! Turn your die and set it.": "{name}: richtig! Dreh deinen Würfel und leg ihn ab.",
    "BunteKuh|{name} was right and places a die.": "{name} hatte recht und legt einen Würfel.",
    "BunteKuh|No funnel shows it? Call “Niete”.": "Kein Trichter zeigt sie? Ruf „Niete“.",
    "BunteKuh|{keys} turn the die, {act} sets it.": "{keys} drehen den Würfel, {act} legt ihn ab.",
    "BunteKuh|The picker's buttons or a drag turn the die; Set places it.":
        "Die Knöpfe des Drehers oder Ziehen drehen den Würfel; Ablegen legt ihn ab.",
    "BunteKuh|Dice left in the supply": "Würfel im Vorrat",
    "BunteKuh|Computer": "Computer",
    "BunteKuh|Stopp!": "Stopp!",
    "BunteKuh|Niete": "Niete",
    "BunteKuh|no input left": "keine Eingabe mehr frei",
    "BunteKuh|Roll": "Werfen",
    "BunteKuh|Niete!": "Niete!",
    "BunteKuh|Go on": "Weiter",
    "BunteKuh|Pause": "Pause",
    "BunteKuh|Pause or go on (P)": "Anhalten oder weiterspielen (P)",
    "BunteKuh|click a funnel: “Stopp!”; Space or the buttons: roll, “Niete”":
        "Trichter anklicken: „Stopp!“; Leertaste oder Knöpfe: werfen, „Niete“",
    "BunteKuh|{keys} move, {act} “Stopp!”, {call} roll or “Niete”":
        "{keys} bewegen, {act} „Stopp!“, {call} werfen oder „Niete“",
    "BunteKuh|{name}: your die": "{name}: dein Würfel",
    "BunteKuh|Set": "Ablegen",
    "BunteKuh|Other funnel": "Anderer Trichter",
    "BunteKuh|Click into a funnel: a hollow between three dice.": "Klick in einen Trichter: eine Mulde zwischen drei Würfeln.",
    "BunteKuh|First move your cursor onto a funnel ({keys}).": "Bewege erst deinen Zeiger auf einen Trichter ({keys}).",
    "BunteKuh|{name} rolls now.": "Jetzt wirft {name}.",
    "BunteKuh|{name} gets the pearl dice.": "{name} bekommt die Perlmuttwürfel.",
    "BunteKuh|{name}: “Stopp!” Right: {pips} = {sum}.": "{name}: „Stopp!“ Richtig: {pips} = {sum}.",
    "BunteKuh|{name}: “Stopp!” Wrong: {pips} = {shown}, not {sum}.":
        "{name}: „Stopp!“ Falsch: {pips} = {shown}, nicht {sum}.",
    "BunteKuh|{name}: “Niete!” Right: no funnel shows {sum}.": "{name}: „Niete!“ Richtig: kein Trichter zeigt {sum}.",
    "BunteKuh|{name}: “Niete!” Wrong: {n} funnel(s) show {sum}.":
        "{name}: „Niete!“ Falsch: {n} Trichter zeigen {sum}.",
    "BunteKuh|Every other player gives {name} a die.": "Jeder andere gibt {name} einen Würfel.",
    "Raffzahn|Show result": "Ergebnis zeigen",
    "BunteKuh|Show result": "Ergebnis zeigen",
    "NewGameDialog|Mouse, Space": "Maus, Leertaste",
    "NewGameDialog|Arrows · Enter ⇧": "Pfeile · Eingabe ⇧",
    "NewGameDialog|Mouse or keys": "Maus oder Tasten",
    "NewGameDialog|no input": "keine Eingabe",
    # -- Scrabble 6x6 ------------------------------------------------------------------------------------
    "Scrabble board": "Scrabble-Brett",
    "Drag tiles from your rack onto the board, or click a tile and then a field, or type letters at the cursor (arrows move it, Tab turns it). Enter plays, Backspace takes the last tile back, Esc all.":
        "Ziehe Steine von deinem Bänkchen aufs Brett, oder klicke einen Stein und dann ein Feld an, oder tippe "
        "Buchstaben am Cursor (Pfeiltasten bewegen ihn, Tab dreht ihn). Enter legt, Rücktaste nimmt den letzten "
        "Stein zurück, Esc alle.",
    "Play (Enter)": "Legen (Enter)",
    "Play the tiles on the board": "Die Steine auf dem Brett legen",
    "Take back": "Zurücknehmen",
    "Take every tile of this turn back to the rack (Esc)": "Alle Steine dieses Zugs aufs Bänkchen zurück (Esc)",
    "Scrabble6|Exchange": "Tauschen",
    "Put the whole rack back into the bag and draw as many new tiles":
        "Alle Steine in den Beutel zurücklegen und ebenso viele neue ziehen",
    "Scrabble6|Pass": "Passen",
    "Do nothing this turn": "In diesem Zug nichts tun",
    "A tile of this turn lies there already: click it to take it back.":
        "Dort liegt schon ein Stein dieses Zugs: klicke ihn an, um ihn zurückzunehmen.",
    "First choose the letter the blank stands for.": "Wähle zuerst den Buchstaben, für den der Joker steht.",
    "Put tiles on the board first: drag them from your rack.": "Lege zuerst Steine aufs Brett: zieh sie von deinem Bänkchen.",
    "{letter} is not a letter of this game.": "{letter} ist kein Buchstabe dieses Spiels.",
    "You have no {letter} on your rack (and no blank).": "Du hast kein {letter} auf dem Bänkchen (und keinen Joker).",
    "{points} points": "{points} Punkte",
    "{name} scored {points} points:": "{name} bekam {points} Punkte:",
    "{name}: {words} — {points} points": "{name}: {words} — {points} Punkte",
    "{name} exchanged the whole rack.": "{name} hat alle Steine getauscht.",
    "{name} passed.": "{name} hat gepasst.",
    "Game over — {name} wins with {points} points.": "Spielende — {name} gewinnt mit {points} Punkten.",
    "Game over — {names} share the win with {points} points.":
        "Spielende — {names} teilen sich den Sieg mit {points} Punkten.",
    "Scrabble6|Tiles": "Steine",
    "Scrabble6|Points": "Pkt.",
    "Bag: {count}": "Beutel: {count}",
    "The blank stands for which letter?": "Für welchen Buchstaben steht der Joker?",
    "I am {name} — show my tiles": "Ich bin {name} — zeig meine Steine",
    "Pass the computer to {name}": "Gib den Computer an {name} weiter",
    "Only {name} should look at the screen now.": "Jetzt sollte nur {name} auf den Bildschirm schauen.",
    "Coach: your best moves last turn (you scored {points})":
        "Trainer: deine besten Züge in der letzten Runde (du bekamst {points})",
    "{rank}. {words} — {points} points": "{rank}. {words} — {points} Punkte",
    "Coach: last turn you found the best move ({points} points). The best three:":
        "Trainer: letzte Runde hast du den besten Zug gefunden ({points} Punkte). Die besten drei:",
    "No placement was possible.": "Es war kein Legen möglich.",
    "Drawing tiles…": "Steine werden gezogen …",
    "Choose the letter the blank stands for (type it or click it)":
        "Wähle den Buchstaben für den Joker (tippen oder anklicken)",
    "{points} points — Enter plays, Backspace takes the last tile back":
        "{points} Punkte — Enter legt, Rücktaste nimmt den letzten Stein zurück",
    "Drag tiles from your rack onto the board (or click a tile, then a field), then press Enter":
        "Zieh Steine von deinem Bänkchen aufs Brett (oder klicke Stein, dann Feld), dann Enter",
    "Own &words for Scrabble…": "Eigene &Wörter für Scrabble …",
    "A word list of your own (a text file, one word a line) for Scrabble games with your own words":
        "Eine eigene Wortliste (eine Textdatei, ein Wort pro Zeile) für Scrabble-Spiele mit eigenen Wörtern",
    "Own words for Scrabble": "Eigene Wörter für Scrabble",
    "Word lists (*.txt *.dic *.lst);;All files (*)": "Wortlisten (*.txt *.dic *.lst);;Alle Dateien (*)",
    "Own words": "Eigene Wörter",
    "{file} cannot be used as a word list.": "{file} lässt sich nicht als Wortliste verwenden.",
    "{file} holds no word the tiles can spell.": "{file} enthält kein Wort, das sich mit den Steinen legen lässt.",
    "The words cannot be saved.": "Die Wörter lassen sich nicht speichern.",
    "{count} words are ready for Scrabble games with your own words.":
        "{count} Wörter stehen für Scrabble-Spiele mit eigenen Wörtern bereit.",
    "{skipped} lines were no word the tiles can spell.": "{skipped} Zeilen waren kein Wort, das sich legen lässt.",
    "1 line was no word the tiles can spell.": "1 Zeile war kein Wort, das sich legen lässt.",
    # -- puzzles (the collection: browser, panel, tipping view) ------------------------------------------
    "Puzzles": "Rätsel",
    "Positions from real games, each solution proven by the box's own solvers. Your rating rises as you solve them.":
        "Stellungen aus echten Partien, jede Lösung von den Lösern der Spielekiste bewiesen. Deine Wertung steigt, "
        "wenn du sie löst.",
    "<b style='font-size:22px'>{rating}</b> ± {deviation}<br>your puzzle rating · {solved} of {total} solved":
        "<b style='font-size:22px'>{rating}</b> ± {deviation}<br>deine Rätsel-Wertung · {solved} von {total} gelöst",
    "Game": "Spiel",
    "Difficulty": "Schwierigkeit",
    "All games": "Alle Spiele",
    "All": "Alle",
    "Easy (below 1200)": "Leicht (unter 1200)",
    "Medium (1200–1599)": "Mittel (1200–1599)",
    "Hard (1600 and up)": "Schwer (ab 1600)",
    "Unsolved only": "Nur ungelöste",
    "Play one for me": "Eins für mich",
    "An unsolved puzzle of this choice, nearest your rating": "Ein ungelöstes Rätsel dieser Auswahl, nah an deiner Wertung",
    "Library": "Bibliothek",
    "Play this puzzle": "Dieses Rätsel spielen",
    "Goal": "Ziel",
    "Kind": "Art",
    "Rating": "Wertung",
    "No puzzle here": "Hier ist kein Rätsel",
    "Change the filters to see more.": "Ändere die Filter, um mehr zu sehen.",
    "not tried yet": "noch nicht versucht",
    "solved": "gelöst",
    "not solved yet": "noch nicht gelöst",
    "{theme} · rated {rating} · {status}": "{theme} · Wertung {rating} · {status}",
    "Puzzle {id} · rated {rating}": "Rätsel {id} · Wertung {rating}",
    "Your puzzle rating: {rating} ({change})": "Deine Rätsel-Wertung: {rating} ({change})",
    "Not rated: only the first try of a puzzle counts.": "Nicht gewertet: nur der erste Versuch eines Rätsels zählt.",
    "The proof": "Der Beweis",
    "Shows a good move on the board; a puzzle solved with a hint counts half":
        "Zeigt einen guten Zug auf dem Brett; ein Rätsel, das mit Tipp gelöst wird, zählt halb",
    "Next": "Nächstes",
    "A puzzle near your rating that you have not solved yet": "Ein noch ungelöstes Rätsel nah an deiner Wertung",
    "Again": "Nochmal",
    "Try this puzzle once more (not rated)": "Dieses Rätsel noch einmal versuchen (ohne Wertung)",
    "All puzzles": "Alle Rätsel",
    "Puzzles, proven by the box's own solvers": "Rätsel, bewiesen von den Lösern der Spielekiste",
    "Browse puzzles": "Rätsel ansehen",
    "{count} puzzles of 27, Hoch und höher and Kippen, each solution proven. Your puzzle rating: {rating}, {solved} solved.":
        "{count} Rätsel zu 27, Hoch und höher und Kippen, jede Lösung bewiesen. Deine Rätsel-Wertung: "
        "{rating}, {solved} gelöst.",
    "That puzzle is not in this box.": "Dieses Rätsel gibt es in dieser Spielekiste nicht.",
    "P&uzzles…": "&Rätsel…",
    "Puzzles with proven solutions, and your puzzle rating": "Rätsel mit bewiesenen Lösungen und deine Rätsel-Wertung",
    "Ctrl+H gives a hint (a solve then counts half) · F1 shows the rules":
        "Strg+H gibt einen Tipp (eine Lösung zählt dann halb) · F1 zeigt die Regeln",
    "AiLevel|Best defence": "Beste Verteidigung",
    "Tipping|In a tipping puzzle the die is only tipped, never turned.":
        "Im Kipp-Rätsel wird der Würfel nur gekippt, nie gedreht.",
    "Tipping|Laying out the puzzle…": "Das Rätsel wird ausgelegt …",
    "Tipping|Goal reached: {goal}.": "Ziel erreicht: {goal}.",
    "Tipping|Not reached: {goal}.": "Nicht erreicht: {goal}.",
    "Tipping|{count} tips left": "noch {count} Kippzüge",
    "Tipping|1 tip left": "noch 1 Kippzug",
    "Tipping|Goal: {goal} · {left}": "Ziel: {goal} · {left}",
    "Tipping|Drag your red die to a lit hollow; a funnel it closes beats as in Würfelmarsch.":
        "Zieh deinen roten Würfel in eine leuchtende Mulde; ein Trichter, den er schließt, schlägt wie im Würfelmarsch.",
    "GameView|The puzzle is decided: its result is beside the board.":
        "Das Rätsel ist entschieden: sein Ergebnis steht neben dem Brett.",
    # -- history: past games, statistics, replay (ui/history_page.py, stats_view.py, replay_dialog.py) --
    "The history was written by a newer version of gamebox. This version leaves it as it is; the games you finish now wait beside it until a newer version takes them in.":
        "Der Verlauf wurde von einer neueren gamebox-Version geschrieben. Diese Version lässt ihn, wie er ist; "
        "Spiele, die du jetzt beendest, warten daneben, bis eine neuere Version sie aufnimmt.",
    "The history cannot be read just now ({reason}). Finished games wait beside it and go in later.":
        "Der Verlauf lässt sich gerade nicht lesen ({reason}). Beendete Spiele warten daneben und kommen später hinein.",
    "The history cannot be read ({reason}). It is put aside at the next start, and a new one is begun.":
        "Der Verlauf lässt sich nicht lesen ({reason}). Beim nächsten Start wird er beiseitegelegt und ein neuer begonnen.",
    "Finished games are waiting to go into the history: {reason}":
        "Beendete Spiele warten darauf, in den Verlauf zu kommen: {reason}",
    "{name} (computer, {level})": "{name} (Computer, {level})",
    "Puzzle {date}: {result}": "Rätsel {date}: {result}",
    "{name} won": "{name} hat gewonnen",
    "Your games": "Deine Spiele",
    "Every finished game is kept here: watch it again move by move, continue it from any move as a new game, and see how you are doing.":
        "Jedes beendete Spiel bleibt hier: sieh es dir Zug für Zug noch einmal an, spiel es ab einem beliebigen Zug "
        "als neues Spiel weiter und sieh, wie du dich schlägst.",
    "Back to the library": "Zurück zur Bibliothek",
    "Past games": "Vergangene Spiele",
    "Statistics": "Statistik",
    "Game:": "Spiel:",
    "Replay…": "Nachspielen …",
    "Watch the game move by move, and continue it from any move":
        "Das Spiel Zug für Zug ansehen und ab einem beliebigen Zug weiterspielen",
    "HistoryPage|Finished": "Beendet",
    "HistoryPage|Game": "Spiel",
    "StatsView|Game": "Spiel",
    "No finished games yet. Every game you play to the end is kept here.":
        "Noch keine beendeten Spiele. Jedes Spiel, das du zu Ende spielst, bleibt hier.",
    "1 game": "1 Spiel",
    "{count} games": "{count} Spiele",
    "Your games and statistics": "Deine Spiele und Statistik",
    "Replay or continue past games, and see how you are doing (Ctrl+Shift+H)":
        "Vergangene Spiele nachspielen oder fortsetzen und sehen, wie du dich schlägst (Strg+Umschalt+H)",
    "Cannot replay game": "Spiel lässt sich nicht nachspielen",
    "This game cannot be shown.": "Dieses Spiel lässt sich nicht zeigen.",
    "History damaged": "Verlauf beschädigt",
    "The history of finished games could not be read and was put aside as {file}. A new history was started.":
        "Der Verlauf der beendeten Spiele ließ sich nicht lesen und wurde als {file} beiseitegelegt. "
        "Ein neuer Verlauf wurde begonnen.",
    "The history cannot take finished games just now; they wait and go in later.":
        "Der Verlauf kann gerade keine beendeten Spiele aufnehmen; sie warten und kommen später hinein.",
    "S&ound": "&Ton",
    "&Your games…": "&Deine Spiele …",
    "Past games to replay or continue, and your statistics":
        "Vergangene Spiele nachspielen oder fortsetzen, und deine Statistik",
    "ReplayDialog|Pause": "Pause",
    "A new game from this position: the same players, the moves up to here":
        "Ein neues Spiel ab dieser Stellung: dieselben Spieler, die Züge bis hierher",
    "The game is over here. Step back to continue it from an earlier move.":
        "Hier ist das Spiel zu Ende. Geh zurück, um es ab einem früheren Zug fortzusetzen.",
    "Continuing a solo game from a later move counts as practice.":
        "Ein Solospiel ab einem späteren Zug fortzusetzen, zählt als Übung.",
    "Continuing starts a new game from this move; this one stays in the history as it was.":
        "Fortsetzen beginnt ein neues Spiel ab diesem Zug; dieses bleibt im Verlauf, wie es war.",
    "Replay": "Nachspielen",
    "To the start (Home)": "Zum Anfang (Pos1)",
    "One move back (←)": "Einen Zug zurück (←)",
    "One move on (→)": "Einen Zug weiter (→)",
    "To the end (End)": "Zum Ende (Ende)",
    "Play the game by itself (Space)": "Das Spiel von selbst ablaufen lassen (Leertaste)",
    "Continue from here": "Ab hier weiterspielen",
    "Play sounds": "Töne abspielen",
    "Dice rolling, pieces landing, captures and the end of a game":
        "Würfeln, aufsetzende Steine, Schlagen und das Ende eines Spiels",
    "Volume": "Lautstärke",
    "Try": "Probieren",
    "Play the dice sound at this volume": "Den Würfelton in dieser Lautstärke abspielen",
    "SoundSettingsGroup|Sound": "Ton",
    "Practised solo games, not counted: {count}": "Geübte Solospiele, nicht gezählt: {count}",
    "StatsView|Score": "Punkte",
    "Skill loss": "Verlust durch Entscheidungen",
    "Game (oldest first)": "Spiel (ältestes zuerst)",
    "{games}, {first} to {last}": "{games}, {first} bis {last}",
    "no counted games yet": "noch keine gezählten Spiele",
    "Your score and skill loss over time": "Deine Punkte und Entscheidungsverluste im Lauf der Zeit",
    "Skill loss is what your decisions cost against perfect play (the coach's analysis). Dashed: your average score.":
        "Der Entscheidungsverlust ist, was deine Entscheidungen gegenüber perfektem Spiel gekostet haben "
        "(die Analyse des Trainers). Gestrichelt: dein Punkteschnitt.",
    "Skill loss appears for solo games the coach can price: compute the exact table once (a hint or the analysis offers it), and every game gets it.":
        "Der Entscheidungsverlust erscheint bei Solospielen, die der Trainer bewerten kann: berechne einmal die "
        "exakte Tabelle (ein Tipp oder die Analyse bietet es an), dann bekommt ihn jedes Spiel.",
    "Your score over time": "Deine Punkte im Lauf der Zeit",
    "Dashed: your average score.": "Gestrichelt: dein Punkteschnitt.",
    "Player:": "Spieler:",
    "Played": "Gespielt",
    "Won": "Gewonnen",
    "Lost": "Verloren",
    "Drawn": "Unentschieden",
    "Best": "Bestes",
    "Average": "Schnitt",
    "Streak": "Serie",
    "Longest": "Längste",
    "Games won in a row, up to the last one": "Siege in Folge bis zum letzten Spiel",
    "The most games won in a row": "Die meisten Siege in Folge",
    "Best score (practised solo games are not counted)": "Beste Punktzahl (geübte Solospiele zählen nicht)",
    "Average score (practised solo games are not counted)": "Durchschnittliche Punktzahl (geübte Solospiele zählen nicht)",
    "No statistics yet: they grow with every game a person plays to the end.":
        "Noch keine Statistik: sie wächst mit jedem Spiel, das ein Mensch zu Ende spielt.",
    # -- Tiefstapeln ---------------------------------------------------------------------------------
    "Tiefstapeln|Ball 1 cm lower": "Kugel 1 cm tiefer",
    "Tiefstapeln|Beat the bet by pushing the ball exactly 1 cm lower (Down)": "Die Wette überbieten: Kugel genau 1 cm tiefer schieben (Pfeil ab)",
    "Tiefstapeln|Bet": "Wetten",
    "Tiefstapeln|Bet on the chosen line and ball height (Enter)": "Auf die gewählte Linie und Kugelhöhe wetten (Eingabe)",
    "Tiefstapeln|Collapse — slow motion": "Einsturz — Zeitlupe",
    "Tiefstapeln|Done": "Fertig",
    "Tiefstapeln|Drag a block from your supply onto your bridge ({left} left). Wheel or R turns it.": "Zieh einen Block aus deinem Vorrat auf deine Brücke (noch {left}). Mausrad oder R dreht ihn.",
    "Tiefstapeln|Drawing lots for who starts…": "Es wird ausgelost, wer beginnt …",
    "Tiefstapeln|End the test": "Probe beenden",
    "Tiefstapeln|Enough": "Genug",
    "Tiefstapeln|Final test: click a block of the solo bridge to take it away, or end the test ({removed} taken so far).": "Schlussprobe: klicke einen Block der Einzelbrücke an, um ihn wegzunehmen, oder beende die Probe (bisher {removed} weggenommen).",
    "Tiefstapeln|Game over: {names} share the win with {points} points.": "Spielende: {names} teilen sich den Sieg mit {points} Punkten.",
    "Tiefstapeln|Game over: {name} wins with {points} points.": "Spielende: {name} gewinnt mit {points} Punkten.",
    "Tiefstapeln|Give this round's bridge up": "Die Brücke dieser Runde aufgeben",
    "Tiefstapeln|Give up": "Aufgeben",
    "Tiefstapeln|Order 10 more": "10 nachbestellen",
    "Tiefstapeln|Pass": "Passen",
    "Tiefstapeln|Replay": "Wiederholung",
    "Tiefstapeln|Replay of round {n}": "Wiederholung der Runde {n}",
    "Tiefstapeln|Round {n}": "Runde {n}",
    "Tiefstapeln|Round {round} of {rounds}": "Runde {round} von {rounds}",
    "Tiefstapeln|Round {round}: {name} scores {points}.": "Runde {round}: {name} bekommt {points}.",
    "Tiefstapeln|Solo: {name}": "Allein: {name}",
    "Tiefstapeln|Stability: {n}": "Stabilität: {n}",
    "Tiefstapeln|Stability: …": "Stabilität: …",
    "Tiefstapeln|Stop building: the bridge touches the ball": "Aufhören: die Brücke berührt die Kugel",
    "Tiefstapeln|Taken away, and the bridge still stands: −10 for {name}.": "Weggenommen, und die Brücke steht noch: −10 für {name}.",
    "Tiefstapeln|Team: {names}": "Team: {names}",
    "Tiefstapeln|That block was needed: the test is over.": "Dieser Block wurde gebraucht: die Probe ist vorbei.",
    "Tiefstapeln|The ball only goes exactly 1 cm lower now: use the button.": "Die Kugel geht jetzt nur genau 1 cm tiefer: nimm den Knopf.",
    "Tiefstapeln|The bridge touches the ball with {count} of {supply} blocks: Done, or lay more to use exactly your prediction.": "Die Brücke berührt die Kugel mit {count} von {supply} Blöcken: Fertig, oder lege weitere, um genau deine Vorhersage zu verbauen.",
    "Tiefstapeln|The lot has decided: {name} starts.": "Das Los hat entschieden: {name} beginnt.",
    "Tiefstapeln|The solo bridge collapsed ({cause}): −10 for {name}.": "Die Brücke des Einzelspielers ist eingestürzt ({cause}): −10 für {name}.",
    "Tiefstapeln|The solo bridge touches the ball!": "Die Brücke des Einzelspielers berührt die Kugel!",
    "Tiefstapeln|The team's bridge collapsed ({cause}): +10 for {name}.": "Die Brücke des Teams ist eingestürzt ({cause}): +10 für {name}.",
    "Tiefstapeln|The team's bridge touches the ball!": "Die Brücke des Teams berührt die Kugel!",
    "Tiefstapeln|Wait for your turn.": "Warte, bis du dran bist.",
    "Tiefstapeln|Watch a round again, collapses in slow motion": "Eine Runde noch einmal ansehen, Einstürze in Zeitlupe",
    "Tiefstapeln|Your side has no blocks left.": "Deine Seite hat keine Blöcke mehr.",
    "Tiefstapeln|collapses: {n}": "Einstürze: {n}",
    "Tiefstapeln|would fall": "würde fallen",
    "Tiefstapeln|stands": "steht",
    "Tiefstapeln|failed": "gescheitert",
    "Tiefstapeln|it came to rest on the board in front of the line": "sie liegt vor der Linie auf dem Brett auf",
    "Tiefstapeln|it fell": "sie ist gefallen",
    "Tiefstapeln|it leans on the rod": "sie stützt sich am Stab ab",
    "Tiefstapeln|solo": "allein",
    "Tiefstapeln|solo builder": "Einzelspieler",
    "Tiefstapeln|team": "Team",
    "Tiefstapeln|touches with {n}": "berührt mit {n}",
    "Tiefstapeln|{head}: beat L{line} at {ball} cm — a line further back or the ball 1 cm lower — or pass.": "{head}: überbiete L{line} bei {ball} cm — eine Linie weiter hinten oder die Kugel 1 cm tiefer — oder passe.",
    "Tiefstapeln|{head}: choose a line (click it) and push the ball down (drag it, or ↑ ↓), then Bet.": "{head}: wähle eine Linie (anklicken) und schieb die Kugel hinunter (ziehen oder ↑ ↓), dann Wetten.",
    "Tiefstapeln|{head}: {name} won the bet (line {line}, ball {ball} cm) and has {blocks} blocks: order ten more, or enough?": "{head}: {name} hat die Wette gewonnen (Linie {line}, Kugel {ball} cm) und hat {blocks} Blöcke: zehn nachbestellen, oder genug?",
    "Tiefstapeln|{left}/{supply} left": "noch {left}/{supply}",
    "Tiefstapeln|{name} builds alone this round.": "{name} baut in dieser Runde allein.",
    "Tiefstapeln|{name} is thinking…": "{name} überlegt …",
    "Tiefstapeln|{name}'s bet": "Wette von {name}",
    "(A hint was taken: a solve counts half.)": "(Ein Tipp wurde genommen: eine Lösung zählt halb.)",
    "Hint: {move}": "Tipp: {move}",
}
