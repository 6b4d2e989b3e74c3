<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>Abquetschen</name>
        <message numerus="yes">
            <source>{name} rolled %n with %n die(s) or fewer left: a win!</source>
            <translation>
                <numerusform>{name} rolled %n with %n die or fewer left: a win!</numerusform>
                <numerusform>{name} rolled %n with %n dice or fewer left: a win!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A row: %n bonus die(s) to build.</source>
            <translation>
                <numerusform>A row: %n bonus die to build.</numerusform>
                <numerusform>A row: %n bonus dice to build.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: build %n die(s) — {k} placed; click a lit funnel.</source>
            <translation>
                <numerusform>{name}: build %n die — {k} placed; click a lit funnel.</numerusform>
                <numerusform>{name}: build %n dice — {k} placed; click a lit funnel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: build %n bonus die(s) — {k} placed; click a lit funnel.</source>
            <translation>
                <numerusform>{name}: build %n bonus die — {k} placed; click a lit funnel.</numerusform>
                <numerusform>{name}: build %n bonus dice — {k} placed; click a lit funnel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: build these %n die(s) (Enter).</source>
            <translation>
                <numerusform>{name}: build these %n die (Enter).</numerusform>
                <numerusform>{name}: build these %n dice (Enter).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <source>about %n second(s)</source>
            <translation>
                <numerusform>about %n second</numerusform>
                <numerusform>about %n seconds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>about %n minute(s)</source>
            <translation>
                <numerusform>about %n minute</numerusform>
                <numerusform>about %n minutes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DieWidget</name>
        <message numerus="yes">
            <source>The die shows %n</source>
            <translation>
                <numerusform>The die shows %n</numerusform>
                <numerusform>The die shows %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>{game} ({variant}) with {players}, %n turn(s) played.</source>
            <translation>
                <numerusform>{game} ({variant}) with {players}, %n turn played.</numerusform>
                <numerusform>{game} ({variant}) with {players}, %n turns played.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{game} is not over: %n turn(s) played. It cannot be set aside, since {other} waits there already: the new game takes its place. Save it first (Ctrl+S) to play it on later.</source>
            <translation>
                <numerusform>{game} is not over: %n turn played. It cannot be set aside, since {other} waits there already: the new game takes its place. Save it first (Ctrl+S) to play it on later.</numerusform>
                <numerusform>{game} is not over: %n turns played. It cannot be set aside, since {other} waits there already: the new game takes its place. Save it first (Ctrl+S) to play it on later.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{game} is not over: %n turn(s) played. It cannot be set aside just now: the new game takes its place. Save it first (Ctrl+S) to play it on later.</source>
            <translation>
                <numerusform>{game} is not over: %n turn played. It cannot be set aside just now: the new game takes its place. Save it first (Ctrl+S) to play it on later.</numerusform>
                <numerusform>{game} is not over: %n turns played. It cannot be set aside just now: the new game takes its place. Save it first (Ctrl+S) to play it on later.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Ponga</name>
        <message numerus="yes">
            <source>Game over after %n round(s)</source>
            <translation>
                <numerusform>Game over after %n round</numerusform>
                <numerusform>Game over after %n rounds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleBrowser</name>
        <message numerus="yes">
            <source>best streak: %n in a row</source>
            <translation>
                <numerusform>best streak: %n in a row</numerusform>
                <numerusform>best streak: %n in a row</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Puzzles of the day (solved on %n days):</source>
            <translation>
                <numerusform>Puzzles of the day (solved on %n days):</numerusform>
                <numerusform>Puzzles of the day (solved on %n days):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzlePanel</name>
        <message numerus="yes">
            <source>Streak: %n solved in a row</source>
            <translation>
                <numerusform>Streak: %n solved in a row</numerusform>
                <numerusform>Streak: %n solved in a row</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The streak ends: %n solved in a row.</source>
            <translation>
                <numerusform>The streak ends: %n solved in a row.</numerusform>
                <numerusform>The streak ends: %n solved in a row.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Sandbox</name>
        <message numerus="yes">
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n funnel(s)</source>
            <translation>
                <numerusform>%n funnel</numerusform>
                <numerusform>%n funnels</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n free</source>
            <translation>
                <numerusform>%n free</numerusform>
                <numerusform>%n free</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message numerus="yes">
            <source>{score} of %n point(s)</source>
            <translation>
                <numerusform>{score} of %n point</numerusform>
                <numerusform>{score} of %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScrabbleWordLists</name>
        <message numerus="yes">
            <source>%n word(s) struck from Scrabble's list.</source>
            <translation>
                <numerusform>%n word struck from Scrabble's list.</numerusform>
                <numerusform>%n words struck from Scrabble's list.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TwentySeven</name>
        <message numerus="yes">
            <source>{side}: %n tower(s) → %n step(s)</source>
            <translation>
                <numerusform>{side}: %n tower → %n step</numerusform>
                <numerusform>{side}: %n towers → %n steps</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tower(s): move %n field(s) towards {goal}</source>
            <translation>
                <numerusform>%n tower: move %n field towards {goal}</numerusform>
                <numerusform>%n towers: move %n fields towards {goal}</numerusform>
            </translation>
        </message>
    </context>
</TS>
