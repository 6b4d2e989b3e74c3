<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>AiLevel</name>
        <message>
            <location filename="../../ui/new_game_dialog.py" line="+39" />
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Greedy</source>
            <translation>Gierig</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Medium</source>
            <translation>Mittel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
    </context>
    <context>
        <name>DemoPlayer</name>
        <message>
            <location filename="../../ui/rules_panel.py" line="+228" />
            <source>This game has no board yet.</source>
            <translation>Für dieses Spiel gibt es noch kein Spielbrett.</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play again</source>
            <translation>Noch einmal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Step</source>
            <translation>Ein Zug</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restart</source>
            <translation>Von vorn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me: an example game</source>
            <translation>Zeig’s mir: ein Beispielspiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move {ply} of {total}</source>
            <translation>Zug {ply} von {total}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Press Play to watch the example.</source>
            <translation>Drücke „Abspielen“, um das Beispiel zu sehen.</translation>
        </message>
    </context>
    <context>
        <name>DieWidget</name>
        <message>
            <location filename="../../ui/widgets/dice.py" line="+177" />
            <location line="+52" />
            <source>Die</source>
            <translation>Würfel</translation>
        </message>
        <message numerus="yes">
            <location line="+39" />
            <source>The die shows %n</source>
            <translation>
                <numerusform>Der Würfel zeigt %n</numerusform>
                <numerusform>Der Würfel zeigt %n</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not rolled yet</source>
            <translation>Noch nicht gewürfelt</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../../ui/library.py" line="+148" />
            <source>1 player</source>
            <translation>1 Person</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{count} players</source>
            <translation>{count} Personen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{low}–{high} players</source>
            <translation>{low}–{high} Personen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{low}–{high} min</source>
            <translation>{low}–{high} Min.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{low} min</source>
            <translation>{low} Min.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../../ui/game_page.py" line="+239" />
            <source>This game has no board yet.</source>
            <translation>Für dieses Spiel gibt es noch kein Spielbrett.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+69" />
            <source>Resume</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <location line="-69" />
            <location line="+69" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location line="-59" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Rolling for who starts…</source>
            <translation>Es wird ausgewürfelt, wer beginnt …</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Paused.</source>
            <translation>Angehalten.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} rolls…</source>
            <translation>{name} würfelt …</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Roll the die.</source>
            <translation>Würfle.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: roll the die.</source>
            <translation>{name}: Würfle.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your move.</source>
            <translation>Du bist am Zug.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: your move.</source>
            <translation>{name}: Du bist am Zug.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Computer · {level}</source>
            <translation>Computer · {level}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Points if the game ended now</source>
            <translation>Punkte, wenn das Spiel jetzt endete</translation>
        </message>
        <message>
            <location line="+11" />
            <source>practised</source>
            <translation>geübt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo was used in this solo game: the score counts as practice.</source>
            <translation>In diesem Solospiel wurde zurückgenommen: das Ergebnis zählt als Übung.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take back your last move (Ctrl+Z)</source>
            <translation>Deinen letzten Zug zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the move again (Ctrl+Shift+Z)</source>
            <translation>Den Zug wieder ausführen (Strg+Umschalt+Z)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer's pause before moving</source>
            <translation>Bedenkzeit des Computers</translation>
        </message>
        <message>
            <location line="+1" />
            <source>How long the computer waits before each move</source>
            <translation>Wie lange der Computer vor jedem Zug wartet</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show result</source>
            <translation>Ergebnis anzeigen</translation>
        </message>
    </context>
    <context>
        <name>HochBoard</name>
        <message>
            <location filename="../../ui/games/hoch/board.py" line="+123" />
            <source>Board of Hoch und höher</source>
            <translation>Spielbrett von Hoch und höher</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drag a pawn or a tower onto a tower. Keys: a to n pick a tower, Shift+B, R, Y, Shift+G pick a pawn, arrows and Enter pick a place, Space rolls, Esc cancels.</source>
            <translation>Ziehe einen Pöppel oder einen Turm auf einen Turm. Tasten: a bis n wählen einen Turm, Umschalt+B, R, Y, Umschalt+G einen Pöppel, Pfeiltasten und Eingabe einen Platz, Leertaste würfelt, Esc bricht ab.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Roll the die (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Wait for your turn.</source>
            <translation>Warte, bis du dran bist.</translation>
        </message>
        <message>
            <location filename="../../ui/games/hoch/painter.py" line="+269" />
            <source>1 point</source>
            <translation>1 Punkt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} points</source>
            <translation>{n} Punkte</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your pawns</source>
            <translation>Deine Pöppel</translation>
        </message>
    </context>
    <context>
        <name>HochStatus</name>
        <message>
            <location filename="../../ui/games/hoch/status.py" line="+21" />
            <source>The die decides who starts…</source>
            <translation>Der Würfel entscheidet, wer beginnt …</translation>
        </message>
        <message>
            <location line="+2" />
            <source>AI is thinking…</source>
            <translation>Der Computer überlegt …</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You rolled {roll}: no move is possible. Roll again (Space)</source>
            <translation>Du hast {roll} gewürfelt: kein Zug möglich. Würfle noch einmal (Leertaste)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Roll the die (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Move: place a pawn or move a tower of height {roll}</source>
            <translation>Zug: setze einen Pöppel oder versetze einen Turm der Höhe {roll}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move: place a pawn on a tower of height {roll}</source>
            <translation>Zug: setze einen Pöppel auf einen Turm der Höhe {roll}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move: move a tower of height {roll}</source>
            <translation>Zug: versetze einen Turm der Höhe {roll}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rolled {roll}.</source>
            <translation>{roll} gewürfelt.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Game over — a {roll} was rolled and no move is possible</source>
            <translation>Spielende – eine {roll} wurde gewürfelt und kein Zug ist möglich</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Game over — no roll allows a move any more</source>
            <translation>Spielende – kein Wurf erlaubt mehr einen Zug</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{points} points.</source>
            <translation>{points} Punkte.</translation>
        </message>
    </context>
    <context>
        <name>HochView</name>
        <message>
            <location filename="../../ui/games/hoch/view.py" line="+74" />
            <source>The die has decided: %1 (%2) begins.</source>
            <translation>Der Würfel hat entschieden: %1 (%2) beginnt.</translation>
        </message>
    </context>
    <context>
        <name>LibraryPage</name>
        <message>
            <location filename="../../ui/library.py" line="+75" />
            <source>Continue: {game}</source>
            <translation>Weiterspielen: {game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your game box</source>
            <translation>Deine Spielekiste</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a game and start playing: alone, against a friend or the computer.</source>
            <translation>Such dir ein Spiel aus und leg los: allein, gegen Freunde oder gegen den Computer.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../ui/main_window.py" line="+136" />
            <source>Choose a game in the library.</source>
            <translation>Wähle ein Spiel in der Bibliothek.</translation>
        </message>
        <message>
            <location line="+70" />
            <source>Autosave damaged</source>
            <translation>Automatische Sicherung beschädigt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The autosaved game could not be read and was put aside as {file}.</source>
            <translation>Das automatisch gesicherte Spiel ließ sich nicht lesen und wurde als {file} beiseitegelegt.</translation>
        </message>
        <message>
            <location line="+9" />
            <location line="+6" />
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Resume your last game?</source>
            <translation>Letztes Spiel fortsetzen?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{game} ({variant}) with {players}, {moves} moves played.</source>
            <translation>{game} ({variant}) mit {players}, {moves} Züge gespielt.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>Verwerfen</translation>
        </message>
        <message>
            <location line="+30" />
            <source>Open game</source>
            <translation>Spiel öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game records (*{suffix});;All files (*)</source>
            <translation>Spielstände (*{suffix});;Alle Dateien (*)</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Cannot open game</source>
            <translation>Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{file} cannot be opened.</source>
            <translation>{file} kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Opened {file}</source>
            <translation>{file} geöffnet</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Save game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game records (*{suffix})</source>
            <translation>Spielstände (*{suffix})</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cannot save game</source>
            <translation>Spiel kann nicht gespeichert werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{file} cannot be written.</source>
            <translation>{file} kann nicht geschrieben werden.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Saved {file}</source>
            <translation>{file} gespeichert</translation>
        </message>
        <message>
            <location line="+119" />
            <source>Ctrl+Z takes a move back · F1 shows the rules</source>
            <translation>Strg+Z nimmt einen Zug zurück · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Choose a game and press New game · F1 shows the rules</source>
            <translation>Wähle ein Spiel und drücke „Neues Spiel“ · F1 zeigt die Regeln</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel …</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Start a new game</source>
            <translation>Ein neues Spiel beginnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen …</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Open a saved game</source>
            <translation>Ein gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Save this game</source>
            <translation>Dieses Spiel speichern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter …</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Save this game under a new name</source>
            <translation>Dieses Spiel unter neuem Namen speichern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Continue game</source>
            <translation>Spiel &amp;fortsetzen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Back to the running game</source>
            <translation>Zurück zum laufenden Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to &amp;library</source>
            <translation>Zurück zur &amp;Bibliothek</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Show all games</source>
            <translation>Alle Spiele zeigen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Quit gamebox (the game is saved)</source>
            <translation>gamebox beenden (das Spiel ist gesichert)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Take back the last move</source>
            <translation>Den letzten Zug zurücknehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the move taken back again</source>
            <translation>Den zurückgenommenen Zug wieder ausführen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>&amp;Regeln</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Show the rules of the game</source>
            <translation>Die Spielregeln zeigen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About gamebox</source>
            <translation>&amp;Über gamebox</translation>
        </message>
        <message>
            <location line="+0" />
            <source>About this program</source>
            <translation>Über dieses Programm</translation>
        </message>
        <message>
            <location line="+5" />
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <location line="+12" />
            <source>About gamebox</source>
            <translation>Über gamebox</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;gamebox&lt;/h3&gt;&lt;p&gt;German tabletop games for one or two players, with rules, hints and computer opponents.&lt;/p&gt;&lt;p&gt;Games: {games}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;gamebox&lt;/h3&gt;&lt;p&gt;Deutsche Brettspiele für eine oder zwei Personen, mit Regeln, Hinweisen und Computergegnern.&lt;/p&gt;&lt;p&gt;Spiele: {games}&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MoveLog</name>
        <message>
            <location filename="../../ui/move_log.py" line="+96" />
            <source>chance</source>
            <translation>Zufall</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../ui/new_game_dialog.py" line="+73" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+7" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <location line="+164" />
            <source>Roll for it</source>
            <translation>Auswürfeln</translation>
        </message>
        <message>
            <location line="+58" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>New game: {name}</source>
            <translation>Neues Spiel: {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Players</source>
            <translation>Mitspieler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number of players:</source>
            <translation>Anzahl Spieler:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Who starts:</source>
            <translation>Wer beginnt:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rule options</source>
            <translation>Regeloptionen</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>RulesPanel</name>
        <message>
            <location filename="../../ui/rules_panel.py" line="+72" />
            <source>Rules: {name}</source>
            <translation>Regeln: {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>How to play {name}</source>
            <translation>So spielt man {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show me</source>
            <translation>Zeig’s mir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Watch an example game move by move</source>
            <translation>Ein Beispielspiel Zug für Zug ansehen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <location filename="../../ui/score_dialog.py" line="+61" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Pawn</source>
            <translation>Pöppel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Tower</source>
            <translation>Turm</translation>
        </message>
        <message>
            <location line="+3" />
            <source>not placed</source>
            <translation>nicht gesetzt</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{low} stands higher than {top} ({lh} &gt; {th}): only {top} counts.</source>
            <translation>{low} steht höher als {top} ({lh} &gt; {th}): nur {top} zählt.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{top} stands at least as high as {low}: both count.</source>
            <translation>{top} steht mindestens so hoch wie {low}: beide zählen.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{pawn} ({ph}) stands higher than {rank} ({rh}): {pawn} does not count.</source>
            <translation>{pawn} ({ph}) steht höher als {rank} ({rh}): {pawn} zählt nicht.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No pawn stands higher than a pawn of higher rank: all count.</source>
            <translation>Kein Pöppel steht höher als ein ranghöherer: alle zählen.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Equal points. {name} wins with the best single pawn ({best} against {other}).</source>
            <translation>Punktgleich. {name} gewinnt mit dem besten einzelnen Pöppel ({best} gegen {other}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Equal points and equal best pawns ({best}): a draw.</source>
            <translation>Gleich viele Punkte und gleich gute beste Pöppel ({best}): unentschieden.</translation>
        </message>
        <message>
            <location line="+68" />
            <source>{score} of {max} points</source>
            <translation>{score} von {max} Punkten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{score} points</source>
            <translation>{score} Punkte</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} wins!</source>
            <translation>{name} gewinnt!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Game over · {variant}</source>
            <translation>Spielende · {variant}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>practised: undo was used in this game</source>
            <translation>geübt: in diesem Spiel wurde zurückgenommen</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location line="+32" />
            <source>0 (does not count)</source>
            <translation>0 (zählt nicht)</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <location line="+1" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to library</source>
            <translation>Zurück zur Bibliothek</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>Seat</name>
        <message>
            <location filename="../../ui/new_game_dialog.py" line="-313" />
            <source>Solo player</source>
            <translation>Solospieler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
    </context>
    <context>
        <name>Toast</name>
        <message>
            <location filename="../../ui/games/hoch/toast.py" line="+26" />
            <source>Message</source>
            <translation>Meldung</translation>
        </message>
    </context>
</TS>
