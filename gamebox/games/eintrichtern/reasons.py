"""Why a move of Eintrichtern is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "deal_first": Text("The dice are set out first.", "Erst werden die Würfel aufgebaut."),
    "dealt": Text("The dice are already set out.", "Die Würfel sind schon aufgebaut."),
    "bad_deal": Text("A deal names the orientation of each of the 45 yellow dice (45 letters a to x).",
                     "Ein Aufbau nennt die Lage jedes der 45 gelben Würfel (45 Buchstaben a bis x)."),
    "start_first": Text("First decide who gets the pearl dice.",
                        "Erst wird bestimmt, wer die perlmuttfarbenen Würfel bekommt."),
    "not_start": Text("Who starts is already decided.", "Wer beginnt, steht schon fest."),
    "bad_start": Text("Only a player at the table can start.", "Nur ein Spieler am Tisch kann beginnen."),
    "bad_roll": Text("Each pearl die shows 1 to 6.", "Jeder Perlmuttwürfel zeigt 1 bis 6."),
    "roll_first": Text("Roll the three pearl dice first.", "Erst mit den drei Perlmuttwürfeln würfeln."),
    "already_rolled": Text("The dice have been rolled; now lift a red die.",
                           "Es wurde schon gewürfelt; jetzt einen roten Würfel anheben."),
    "choose_first": Text("First choose: roll anew, or take over the failed roll of {total}.",
                         "Erst wählen: neu würfeln oder den gescheiterten Wurf {total} übernehmen."),
    "nothing_to_take": Text("There is no failed roll to take over now; only right after a "
                            "neighbour's miss may the next player choose.",
                            "Jetzt gibt es keinen gescheiterten Wurf zu übernehmen; nur direkt nach "
                            "dem Fehlversuch des Nachbarn darf der nächste Spieler wählen."),
    "open_funnel": Text("Funnel {funnel} is open: its red die has been won, and an open funnel is "
                        "out of the game.",
                        "Trichter {funnel} ist offen: sein roter Würfel wurde gewonnen, und offene "
                        "Trichter nehmen am Spiel nicht mehr teil."),
    "not_a_funnel": Text("{funnel} is not a covered funnel: only the red dice lying on the yellow "
                         "layer can be lifted.",
                         "{funnel} ist kein zugedeckter Trichter: nur die roten Würfel auf der "
                         "gelben Lage können angehoben werden."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
