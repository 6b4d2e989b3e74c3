"""Why a move of Cui bono? is refused, in words a player understands."""
from gamebox.i18n import Reason, Text, plural

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "deal_first": Text("The pyramid is built first.", "Erst wird die Pyramide aufgebaut."),
    "dealt": Text("The pyramid stands already.", "Die Pyramide steht schon."),
    "bad_deal": Text("A deal names a colour and an orientation for each of the 165 dice: 55 of each colour.",
                     "Ein Aufbau nennt Farbe und Lage jedes der 165 Würfel: 55 jeder Farbe."),
    "pull_first": Text("Pull a die out first.", "Erst einen Würfel herausziehen."),
    "holding": Text("You hold a die: put it into a funnel or keep it.",
                    "Du hältst einen Würfel: lege ihn in einen Trichter oder behalte ihn."),
    "no_die": Text("There is no die at {pos}.", "Bei {pos} liegt kein Würfel."),
    "not_bottom": Text("Only dice of the bottom layer can be pulled out.",
                       "Nur Würfel der untersten Lage dürfen herausgezogen werden."),
    "covered": (Text("This die has only 1 uncovered side: it needs at least two.",
                     "Dieser Würfel hat nur 1 freie Seite: er braucht mindestens zwei."),
                Text("This die has only {n} uncovered sides: it needs at least two.",
                     "Dieser Würfel hat nur {n} freie Seiten: er braucht mindestens zwei.")),
    "not_funnel": Text("{pos} is not a funnel: a die goes only onto three dice.",
                       "{pos} ist kein Trichter: ein Würfel gehört auf drei Würfel."),
    "plate": Text("Never into an empty funnel of the plate.",
                  "Niemals in einen leeren Trichter der Grundplatte."),
    "same_colour": Text("This funnel is {colour}, like your die.",
                        "Dieser Trichter ist {colour}, wie dein Würfel."),
    "two_colours": Text("This funnel has two colours: it must have all three, or one other than your die's.",
                        "Dieser Trichter hat zwei Farben: er braucht alle drei oder eine andere als dein Würfel."),
    "edge": Text("The edge would be all {colour} from the plate up to this die.",
                 "Die Kante wäre von der Platte bis zu diesem Würfel ganz {colour}."),
    "repeat": Text("The pyramid would look exactly as it did before: no die may bring back an earlier pyramid.",
                   "Die Pyramide sähe genau wie schon einmal aus: kein Würfel darf eine frühere Pyramide "
                   "wiederherstellen."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    if isinstance(_T[code], tuple):    # a count: singular and plural
        return Reason(code, plural(int(params["n"]), *_T[code]))
    if any(isinstance(v, Text) for v in params.values()):   # a colour's name, in each language
        return Reason(code, _T[code].format(**params))
    return Reason(code, _T[code], params)
