"""Why a move of Bunte Kuh is refused, in words a player understands. `{seatN}` stands for a player's
name (the views put the names in)."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "deal_first": Text("The bottom layer is laid first.", "Erst wird die unterste Lage gelegt."),
    "dealt": Text("The bottom layer lies already.", "Die unterste Lage liegt schon."),
    "bad_deal": Text("A deal names an orientation (a-x) for each of the 45 pearl dice.",
                     "Ein Aufbau nennt eine Lage (a-x) für jeden der 45 perlmuttfarbenen Würfel."),
    "start_first": Text("First it is drawn who starts.", "Erst wird ausgelost, wer beginnt."),
    "no_seat": Text("There is no player {seat} in this game.", "In diesem Spiel gibt es keinen Spieler {seat}."),
    "roll_first": Text("{roller} rolls the three pearl dice first.", "Erst wirft {roller} die drei Perlmuttwürfel."),
    "rolled": Text("The dice have been rolled already.", "Die Würfel sind schon geworfen."),
    "rolling": Text("The dice are still rolling.", "Die Würfel rollen noch."),
    "not_funnel": Text("{pos} is not a funnel: call “Stopp!” on a hollow between three dice.",
                       "{pos} ist kein Trichter: ruf „Stopp!“ auf eine Mulde zwischen drei Würfeln."),
    "placing": Text("{caller} is placing a die now.", "{caller} legt gerade einen Würfel."),
    "not_caller": Text("Only {caller}, whose call was right, places a die now.",
                       "Nur {caller}, der richtig gerufen hat, legt jetzt einen Würfel."),
    "place_called": Text("Your die goes into the funnel you called: {pos}.",
                         "Dein Würfel gehört in den Trichter, den du gerufen hast: {pos}."),
    "not_placing": Text("Dice are placed only after a right call.", "Gelegt wird nur nach einem richtigen Ruf."),
    "bad_orientation": Text("A die has 24 orientations, a to x.", "Ein Würfel hat 24 Lagen, a bis x."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
