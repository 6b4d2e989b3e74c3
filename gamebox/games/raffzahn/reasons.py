"""Why a move of Raffzahn is refused, in words a player understands. `{seatN}` stands for a player's
name (the views put the names in)."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "deal_first": Text("The pyramid is built first.", "Erst wird die Pyramide aufgebaut."),
    "dealt": Text("The pyramid stands already.", "Die Pyramide steht schon."),
    "bad_deal": Text("A deal names a colour and an orientation for each of the 165 dice: 55 of each colour.",
                     "Ein Aufbau nennt Farbe und Lage jedes der 165 Würfel: 55 jeder Farbe."),
    "start_first": Text("First it is drawn who starts.", "Erst wird ausgelost, wer beginnt."),
    "no_seat": Text("There is no player {seat} in this game.", "In diesem Spiel gibt es keinen Spieler {seat}."),
    "roll_first": Text("{roller} rolls the turquoise die first.", "Erst würfelt {roller} mit dem türkisen Würfel."),
    "stopped": Text("“Stopp!” has been called: nobody may take a die until the next roll.",
                    "„Stopp!“ ist gerufen: bis zum nächsten Wurf darf niemand einen Würfel nehmen."),
    "rolled": Text("The turquoise die has been rolled already.", "Der türkise Würfel ist schon gewürfelt."),
    "rolling": Text("The turquoise die is still rolling.", "Der türkise Würfel rollt noch."),
    "no_die": Text("There is no die at {pos}.", "Bei {pos} liegt kein Würfel."),
    "not_free": Text("That die is not free: another die rests on it.",
                     "Dieser Würfel liegt nicht frei: ein anderer Würfel liegt auf ihm."),
    "wrong_pip": Text("This die shows you a {pip}, not the {roll}.",
                      "Dieser Würfel zeigt dir eine {pip}, nicht die {roll}."),
    "only_roller": Text("Only {roller}, who rolled, may call “Stopp!”.",
                        "Nur {roller}, der gewürfelt hat, darf „Stopp!“ rufen."),
    "not_quiet": Text("The turn ends by itself only when no free die shows the roll to anybody.",
                      "Der Zug endet von selbst nur, wenn keinem mehr ein freier Würfel die Zahl zeigt."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
