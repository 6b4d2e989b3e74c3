"""Why a move of Abquetschen is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "roll_first": Text("Roll the turquoise die first.", "Erst mit dem türkisfarbenen Würfel würfeln."),
    "rolled": Text("The die has been rolled: now build {n} dice (or pass if no build is possible).",
                   "Es wurde gewürfelt: jetzt {n} Würfel einbauen (oder passen, wenn das nicht geht)."),
    "bad_roll": Text("The turquoise die shows 1 to 6.", "Der türkisfarbene Würfel zeigt 1 bis 6."),
    "count": Text("Build exactly {n} dice: this build has {k}.",
                  "Genau {n} Würfel einbauen: dieser Bau hat {k}."),
    "one": Text("A single die cannot touch another new die: with a 1 nothing can be built.",
                "Ein einzelner Würfel kann keinen anderen neuen berühren: mit einer 1 lässt sich nichts bauen."),
    "outside": Text("{pos} is not a place in the pyramid.", "{pos} ist kein Platz in der Pyramide."),
    "taken": Text("{pos} is taken already.", "{pos} ist schon besetzt."),
    "unsupported": Text("{pos} has nothing to rest on: a die needs the three dice under it.",
                        "{pos} hat keinen Halt: ein Würfel braucht die drei Würfel unter sich."),
    "apart": Text("These dice must touch each other.", "Diese Würfel müssen einander berühren."),
    "alone": Text("Each new die must touch another new die face to face.",
                  "Jeder neue Würfel muss einen anderen neuen Würfel mit einer Fläche berühren."),
    "anchor": Text("One of them must touch one of your own dice.",
                   "Einer von ihnen muss einen deiner eigenen Würfel berühren."),
    "anchor_any": Text("One of them must rest on a die that is already there.",
                       "Einer von ihnen muss auf einem schon eingebauten Würfel liegen."),
    "rim": Text("The start pyramid may not use a rim funnel.",
                "Die Startpyramide darf keinen Randtrichter belegen."),
    "start_open": Text("Keep one die of the start pyramid open until {name} has built onto it.",
                       "Halte einen Würfel der Startpyramide frei, bis {name} einmal angebaut hat."),
    "no_way_on": Text("No build of this roll goes on there.", "Dort lässt sich kein Bau dieses Wurfs fortsetzen."),
    "one_passes": Text("A 1 builds nothing: the roll passes.", "Mit einer 1 lässt sich nichts bauen: der Wurf verfällt."),
    "none_passes": Text("No build of {n} is possible: the roll passes.",
                        "Kein Bau mit {n} Würfeln ist möglich: der Wurf verfällt."),
    "must_build": Text("A build of {n} is possible: you may not pass.",
                       "Ein Bau mit {n} Würfeln ist möglich: Passen geht nicht."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
