"""Why a move of Scrabble 6×6 is refused, in words a player understands."""
from gamebox.i18n import Reason, Text

_T = {
    "game_over": Text("The game is over.", "Das Spiel ist vorbei."),
    "not_a_move": Text("That is not a move of this game.", "Das ist kein Zug dieses Spiels."),
    "not_start": Text("Who begins is already decided.", "Wer beginnt, steht schon fest."),
    "bad_start": Text("Only players 1 to {players} can begin.", "Nur Spieler 1 bis {players} können beginnen."),
    "draw_first": Text("The tiles are being drawn.", "Die Steine werden gezogen."),
    "not_draw": Text("No tiles are to be drawn now.", "Jetzt werden keine Steine gezogen."),
    "draw_count": Text("{count} tiles are to be drawn, not {drawn}.",
                       "Es sind {count} Steine zu ziehen, nicht {drawn}."),
    "not_in_bag": Text("The bag holds no more {tile}.", "Im Beutel ist kein {tile} mehr."),
    "no_tiles": Text("Place at least one tile.", "Lege mindestens einen Stein."),
    "too_many": Text("At most 5 tiles a turn.", "Höchstens 5 Steine pro Zug."),
    "off_board": Text("Field {field} is not on the board.", "Feld {field} liegt nicht auf dem Brett."),
    "twice": Text("Only one tile per field in a turn.", "Pro Zug nur ein Stein je Feld."),
    "bad_letter": Text("{letter} is not a letter of this game.", "{letter} ist kein Buchstabe dieses Spiels."),
    "not_on_rack": Text("You have no {tile} on your rack.", "Du hast kein {tile} auf deinem Bänkchen."),
    "no_blank": Text("You have no blank for {letter}.", "Du hast keinen Joker für {letter}."),
    "one_line": Text("The tiles must lie in one line: a row, a column or a diagonal.",
                     "Die Steine müssen in einer Linie liegen: Reihe, Spalte oder Diagonale."),
    "gap": Text("The tiles must form one word: field {field} between them is empty.",
                "Die Steine müssen ein Wort bilden: Feld {field} zwischen ihnen ist leer."),
    "stack_full": Text("A stack may not exceed 6: field {field} holds 6 already.",
                       "Ein Stapel darf nicht höher als 6 werden: auf {field} liegen schon 6."),
    "same_letter": Text("A tile may not cover the same letter ({letter} on {field}).",
                        "Ein Stein darf nicht denselben Buchstaben überdecken ({letter} auf {field})."),
    "touch": Text("The word must use at least one letter already on the board.",
                  "Das Wort muss mindestens einen Buchstaben benutzen, der schon auf dem Brett liegt."),
    "not_word": Text("{word} is not a word.", "{word} ist kein Wort."),
    "no_word": Text("The tiles form no word.", "Die Steine bilden kein Wort."),
    "exchange_bag": Text("An exchange needs at least 6 tiles in the bag; it holds {left}.",
                         "Tauschen geht nur, wenn noch mindestens 6 Steine im Beutel sind; es sind {left}."),
    "exchange_empty": Text("Your rack is empty.", "Dein Bänkchen ist leer."),
}


def reason(code: str, **params: object) -> Reason:
    return Reason(code, _T[code], params)
