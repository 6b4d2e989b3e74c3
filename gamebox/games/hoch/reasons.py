"""Why a move of Hoch und höher is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "roll_first": Text("Roll the die first.", "Erst würfeln."),
    "already_rolled": Text("The die has been rolled already; now make a move.",
                           "Es wurde schon gewürfelt; jetzt ziehen."),
    "not_start": Text("Who starts is already decided.", "Wer beginnt, steht schon fest."),
    "start_first": Text("First decide who starts.", "Erst auswürfeln, wer beginnt."),
    "bad_start": Text("Only player 1 or 2 can start.", "Nur Spieler 1 oder 2 kann beginnen."),
    "bad_roll": Text("A die shows 1 to 6.", "Ein Würfel zeigt 1 bis 6."),
    "no_tower": Text("There is no tower at {tower} any more.", "Bei {tower} steht kein Turm mehr."),
    "wrong_height": Text("You rolled {roll}; this tower is {height} high.",
                         "Du hast {roll} gewürfelt; dieser Turm ist {height} hoch."),
    "tower_has_pawn": Text("This tower carries a pawn.", "Auf diesem Turm steht schon ein Pöppel."),
    "target_has_pawn": Text("The target tower carries a pawn; towers go only onto towers without a pawn.",
                            "Auf dem Zielturm steht ein Pöppel; Türme dürfen nur auf Türme ohne Pöppel."),
    "same_tower": Text("A tower cannot be put onto itself.", "Ein Turm kann nicht auf sich selbst gesetzt werden."),
    "not_your_pawn": Text("This pawn belongs to your opponent.", "Dieser Pöppel gehört deinem Mitspieler."),
    "pawn_placed": Text("This pawn already stands on a tower. A pawn is placed once and never moves alone; "
                        "move its whole tower instead.",
                        "Dieser Pöppel steht schon auf einem Turm. Ein Pöppel wird nur einmal gesetzt und nie "
                        "allein versetzt; versetze stattdessen seinen ganzen Turm."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
