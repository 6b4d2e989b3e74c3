"""Why a move of Tiefstapeln is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "start_first": Text("First draw lots for who starts.", "Erst auslosen, wer beginnt."),
    "not_start": Text("Who starts is already decided.", "Wer beginnt, steht schon fest."),
    "bad_start": Text("Only players 1 to {players} can start.", "Nur Spieler 1 bis {players} können beginnen."),
    "not_bidding": Text("The bidding is over.", "Das Wetten ist vorbei."),
    "bad_line": Text("There are lines 1 to {lines}.", "Es gibt die Linien 1 bis {lines}."),
    "bad_ball": Text("The ball moves between {low} and {high} cm.",
                     "Die Kugel lässt sich zwischen {low} und {high} cm verschieben."),
    "first_must_bid": Text("The starting player must open the bidding.",
                           "Der Startspieler muss die erste Wette stellen."),
    "raise": Text("Beat the bid L{line} B{ball}: lay your block at least one line further back (ball stays at "
                  "{ball} cm), or push the ball exactly 1 cm lower ({lower} cm) at line {line}.",
                  "Überbiete L{line} B{ball}: lege deinen Block mindestens eine Linie weiter hinten (die Kugel "
                  "bleibt bei {ball} cm) oder schiebe die Kugel genau 1 cm tiefer ({lower} cm) an Linie {line}."),
    "no_order": Text("Blocks are ordered only right after the bidding.",
                     "Holzblöcke werden nur direkt nach dem Wetten bestellt."),
    "half": Text("{total} blocks exist: the solo builder may hold at most {limit}.",
                 "Es gibt {total} Holzblöcke: der Einzelspieler darf höchstens {limit} haben."),
    "not_building": Text("Nobody is building now.", "Gerade wird nicht gebaut."),
    "no_blocks": Text("Your side has no blocks left.", "Deine Seite hat keine Holzblöcke mehr."),
    "off_board": Text("The block must lie on your arm of the board, beside the rod.",
                      "Der Block muss auf deinem Arm des Bretts liegen, neben dem Stab."),
    "overlaps": Text("There is no room there: the block would cut into something.",
                     "Dort ist kein Platz: der Block würde in etwas hineinragen."),
    "floats": Text("A block is laid, not dropped: it must rest on the board or on a block.",
                   "Ein Block wird gelegt, nicht fallen gelassen: er muss auf dem Brett oder einem Block "
                   "aufliegen."),
    "ground": Text("Between your line and the rod nothing may touch the board.",
                   "Zwischen deiner Linie und dem Stab darf nichts das Brett berühren."),
    "rod": Text("The bridge may not lean on the rod.", "Die Brücke darf sich nicht am Stab abstützen."),
    "not_touching": Text("Your bridge does not touch the ball on its side yet.",
                         "Deine Brücke berührt die Kugel noch nicht seitlich."),
    "solo_only": Text("Only the solo builder stops early; the team is done when it touches the ball.",
                      "Nur der Einzelspieler hört vorzeitig auf; das Team ist fertig, sobald es die Kugel "
                      "berührt."),
    "touching_already": Text("Your bridge touches the ball: it is not given up.",
                             "Deine Brücke berührt die Kugel: sie wird nicht aufgegeben."),
    "not_testing": Text("The final test is not running.", "Die Schlussprobe läuft gerade nicht."),
    "bad_block": Text("The solo bridge has blocks 1 to {count}.",
                      "Die Brücke des Einzelspielers hat die Blöcke 1 bis {count}."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
