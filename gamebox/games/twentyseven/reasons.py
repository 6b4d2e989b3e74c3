"""Why a move of 27 is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over: neither player can move.",
                      "Das Spiel ist vorbei: keiner kann mehr ziehen."),
    "start_first": Text("First draw lots for who starts.", "Erst auslosen, wer beginnt."),
    "not_start": Text("Who starts is already decided.", "Wer beginnt, steht schon fest."),
    "no_field": Text("There is no field {field} (any more).", "Ein Feld {field} gibt es (nicht mehr)."),
    "empty_field": Text("Field {field} holds no discs to move.", "Auf Feld {field} liegen keine Scheiben zum Ziehen."),
    "not_your_tower": Text("The top disc on {field} is not yours: you may only move your own towers.",
                           "Die oberste Scheibe auf {field} ist nicht deine: du darfst nur eigene Türme ziehen."),
    "too_many": Text("Field {field} has only {height} discs above its base.",
                     "Auf Feld {field} liegen nur {height} Scheiben über der Grundscheibe."),
    "base_not_movable": Text("The base disc of {field} stays: only the variants carry grey (or red) bases along.",
                             "Die Grundscheibe von {field} bleibt liegen: nur die Varianten nehmen graue "
                             "(oder rote) Grundscheiben mit."),
    "red_base": Text("The red base disc of {field} stays: only the hardest variant carries red discs along.",
                     "Die rote Grundscheibe von {field} bleibt liegen: nur die schwerste Variante nimmt "
                     "rote Scheiben mit."),
    "base_needs_whole": Text("The base disc can only go along with the whole stack ({height} discs).",
                             "Die Grundscheibe kann nur mit dem ganzen Stapel ({height} Scheiben) mitgehen."),
    "from_goal": Text("Your tower on {field} has reached your goal: it cannot move on.",
                      "Dein Turm auf {field} ist schon im Ziel: er kann nicht weiter."),
    "overshoots": (Text("You have 1 tower, so you must move exactly 1 field, and from {field} that goes past your "
                        "goal.",
                        "Du hast 1 Turm, musst also genau 1 Feld ziehen, und von {field} aus geht das über dein "
                        "Ziel hinaus."),
                   Text("You have {steps} towers, so you must move exactly {steps} fields, and from {field} that "
                        "goes past your goal.",
                        "Du hast {steps} Türme, musst also genau {steps} Felder ziehen, und von {field} aus geht "
                        "das über dein Ziel hinaus.")),
    "backwards": Text("Discs never move backwards: your direction is towards {goal}.",
                      "Rückwärts ziehen ist nicht erlaubt: deine Richtung ist zu {goal} hin."),
    "wrong_distance": (Text("You have 1 tower, so it moves exactly 1 field: to {target}.",
                            "Du hast 1 Turm, also zieht er genau 1 Feld: nach {target}."),
                       Text("You have {steps} towers, so this tower moves exactly {steps} fields: to {target}.",
                            "Du hast {steps} Türme, also zieht dieser Turm genau {steps} Felder: nach {target}.")),
    "must_pass": Text("You cannot move: pass, and your opponent goes on.",
                      "Du kannst nicht ziehen: passe, dann zieht dein Gegner weiter."),
    "cannot_pass": Text("You can move, so you may not pass.", "Du kannst ziehen, also darfst du nicht passen."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    text = _T[code]
    if isinstance(text, tuple):       # a count of towers: one tower, or several (no "1 towers")
        text = text[0] if params.get("steps") == 1 else text[1]
    return Reason(code, text, params)
