"""Why a move of Ponga is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "start_first": Text("First draw lots for who starts.", "Erst auslosen, wer beginnt."),
    "not_start": Text("Who starts is already decided.", "Wer beginnt, steht schon fest."),
    "bad_start": Text("Only players 1 to {players} can start.", "Nur Spieler 1 bis {players} können beginnen."),
    "roll_first": Text("Roll the dice first.", "Erst würfeln."),
    "already_rolled": Text("The dice have been rolled already: now place your stone.",
                           "Es wurde schon gewürfelt: jetzt setze deinen Stein."),
    "bad_roll": Text("Each die shows 1 to 6; a roll names the smaller number first.",
                     "Jeder Würfel zeigt 1 bis 6; ein Wurf nennt die kleinere Zahl zuerst."),
    "wrong_field": Text("The dice show {a} and {b}: place on {first} or {second}.",
                        "Die Würfel zeigen {a} und {b}: setze auf {first} oder {second}."),
    "wrong_field_double": Text("The dice show a double {a}: place on {first}.",
                               "Die Würfel zeigen einen {a}er-Pasch: setze auf {first}."),
    "own_stone": Text("That is your own stone: you may not cover it.",
                      "Das ist dein eigener Stein: den darfst du nicht überdecken."),
    "must_free": Text("Field {field} is free: you must place there.",
                      "Feld {field} ist frei: dort musst du setzen."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
