"""A played round for the rules panel's "Show me": three players, a bet beaten by a centimetre, a
team collapse, both bridges touching, the exact count, and the final test.

The placements were made by the strong builder's plan and by hand; `example_record` plays them through
a session, so the record carries the physics checksum of this build (tests/test_tiefstapeln_rules.py
checks the captions against what happens).
"""
from __future__ import annotations

EXAMPLE_MOVES = (
    "bid L1 B8", "bid L1 B7", "pass", "pass", "enough",
    "place x=28.10 y=0.75 a=0.0", "place x=28.10 y=0.75 a=0.0", "place x=16.00 y=0.75 a=0.0",
    "place x=16.00 y=0.75 a=0.0", "place x=9.00 y=2.25 a=0.0", "place x=28.10 y=0.75 a=0.0",
    "place x=28.10 y=2.25 a=0.0", "place x=16.00 y=0.75 a=0.0", "place x=28.10 y=2.25 a=0.0",
    "place x=16.00 y=2.25 a=0.0", "place x=16.00 y=2.25 a=0.0", "place x=28.10 y=3.74 a=0.0",
    "place x=28.10 y=3.74 a=0.0", "place x=16.00 y=3.74 a=0.0", "place x=23.86 y=5.22 a=0.0",
    "place x=16.00 y=3.74 a=0.0", "place x=11.76 y=5.22 a=0.0", "place x=19.61 y=6.75 a=0.0",
    "place x=23.86 y=5.22 a=0.0", "place x=7.51 y=6.71 a=0.0", "place x=11.76 y=5.22 a=0.0",
    "place x=19.61 y=6.75 a=0.0", "place x=7.51 y=6.71 a=0.0",
    "remove 5", "remove 1",
)

CAPTIONS_EN = {
    1: "Anna opens the bidding: her block at line 1, the ball pushed down from 25 to 8 cm.",
    2: "Ben beats her by pushing the ball exactly 1 cm lower: line 1, 7 cm.",
    4: "Cleo and Anna pass: Ben is the solo builder of this round; Anna and Cleo are the team.",
    5: "Ben keeps his 10 blocks (his bidding block and nine more) and orders none: the team gets 11.",
    6: "Around the table, from Ben: he lays a block on his arm well behind the line. Nothing may touch the "
       "arm in front of the line.",
    10: "Cleo lays a block far out over the line with nothing holding its back end: it tips, and the team's "
        "bridge collapses. +10 for Ben; the team builds again from its line with all its blocks.",
    19: "Each side has a pier two blocks wide and three high behind the line.",
    22: "The fourth layer reaches 4.25 cm past the pier; the layer above it will hold its back end down.",
    25: "Cleo's block reaches the ball's side: the team touches with 10 blocks and is done.",
    28: "Ben touches too, with exactly the 10 blocks he predicted: +50.",
    29: "The final test: Cleo takes block 5 away, and the bridge still stands and touches: −10 for Ben.",
    30: "Anna takes block 1, the pier's foot: the bridge falls, and the test is over. Ben's round: "
        "+10 +50 −10 = +50; the team scores nothing.",
}
CAPTIONS_DE = {
    1: "Anna eröffnet das Wetten: ihr Block an Linie 1, die Kugel von 25 auf 8 cm hinuntergeschoben.",
    2: "Ben überbietet, indem er die Kugel genau 1 cm tiefer schiebt: Linie 1, 7 cm.",
    4: "Cleo und Anna passen: Ben ist in dieser Runde der Einzelspieler, Anna und Cleo sind das Team.",
    5: "Ben behält seine 10 Blöcke (Wettblock und neun weitere) und bestellt keine: das Team bekommt 11.",
    6: "Reihum, mit Ben beginnend: er legt einen Block auf seinen Arm, weit hinter die Linie. Vor der Linie "
       "darf nichts den Arm berühren.",
    10: "Cleo legt einen Block weit über die Linie hinaus, ohne dass etwas sein hinteres Ende hält: er kippt, "
        "die Teambrücke stürzt ein. +10 für Ben; das Team baut mit allen Blöcken neu von seiner Linie aus.",
    19: "Jede Seite hat hinter der Linie einen Pfeiler, zwei Blöcke breit und drei hoch.",
    22: "Die vierte Lage ragt 4,25 cm über den Pfeiler; die Lage darüber wird ihr hinteres Ende halten.",
    25: "Cleos Block erreicht die Kugel seitlich: das Team berührt mit 10 Blöcken und ist fertig.",
    28: "Auch Ben berührt, mit genau den 10 vorhergesagten Blöcken: +50.",
    29: "Die Schlussprobe: Cleo nimmt Block 5 weg, und die Brücke steht und berührt weiter: −10 für Ben.",
    30: "Anna nimmt Block 1, den Fuß des Pfeilers: die Brücke fällt, die Probe ist vorbei. Bens Runde: "
        "+10 +50 −10 = +50; das Team bekommt nichts.",
}


def example_record() -> dict:
    from gamebox.record import GameRecord, PlayerSpec
    from gamebox.session import Session

    record = GameRecord("tiefstapeln", "standard", [PlayerSpec(n) for n in ("Anna", "Ben", "Cleo")], {}, 0)
    session = Session(record)
    for text in EXAMPLE_MOVES:
        session.play(text)
    data = session.record.to_json()
    data["meta"] = {**data["meta"], "title": "A round with a collapse and the final test / Eine Runde mit Einsturz und Schlussprobe",
                    "captions": {lang: {str(ply): text for ply, text in captions.items()}
                                 for lang, captions in (("en", CAPTIONS_EN), ("de", CAPTIONS_DE))}}
    return data
