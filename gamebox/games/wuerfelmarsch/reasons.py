"""Why a move of Würfelmarsch is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "no_die": Text("There is no die at {pos}.", "Bei {pos} liegt kein Würfel."),
    "not_yours": Text("That die is not yours.", "Das ist nicht dein Würfel."),
    "not_neighbour": Text("A die tips only into a neighbouring hollow.",
                          "Ein Würfel kippt nur in eine benachbarte Mulde."),
    "occupied": Text("That hollow is not empty.", "Diese Mulde ist nicht leer."),
    "backward": Text("Never tip back toward your own side: forward, left or right only.",
                     "Nie zurück zur eigenen Seite kippen: nur vorwärts, nach links oder rechts."),
    "same": Text("A turn must change how the die lies.", "Eine Drehung muss die Lage des Würfels ändern."),
    "order": Text("This tip forms the funnels {funnels}: say in which order they beat.",
                  "Dieses Kippen bildet die Trichter {funnels}: gib an, in welcher Reihenfolge sie schlagen."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
