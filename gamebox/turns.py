"""Turns: a game's moves grouped as players count them, and each turn as one sentence.

A turn is what one player does in a row, his rolls included ("Anna rolls 4 and moves tower e onto
d"). A game whose turns are cut otherwise says so with `State.turn_begins()` (the sandbox: every
action is a turn; Ponga: every roll begins one). Chance moves that belong to nobody (who begins, the
deal) make a turn without a number. The move log shows these sentences; the resume dialog and the
history count the turns.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .grammar import addresses_the_player, second_person, shown_name
from .i18n import Text
from .protocol import CHANCE, State, at_the_table

AND = Text(" and ", " und ")


@dataclass
class Turn:
    number: int | None         # None for a move by nobody (chance alone)
    player: int                # the acting player, or CHANCE
    moves: list[Text] = field(default_factory=list)       # each move in words (State.move_words)
    notation: list[str] = field(default_factory=list)     # ... and as the notation shows it to players
    chances: list[bool] = field(default_factory=list)     # per move: a chance outcome

    def words(self, spoken_to: bool = False) -> Text:
        """The turn as one sentence: "{seat0} rolls 4 and moves tower e onto d" (the player's name
        goes in for `{seat0}`; see `put_names`); `spoken_to`: the player is "You" ("{seat0} roll 4 …")."""
        return Text(self._sentence("en", spoken_to), self._sentence("de", spoken_to))

    def _sentence(self, lang: str, spoken_to: bool = False) -> str:
        parts = [m.get(lang) for m in self.moves if m.get(lang)]
        if spoken_to and self.player >= 0:
            parts = [second_person(part, lang) for part in parts]
        if len(parts) > 1:
            text = ", ".join(parts[:-1]) + AND.get(lang) + parts[-1]
        else:
            text = parts[0] if parts else ""
        if self.player >= 0:
            return f"{{seat{self.player}}} {text}"
        return text[:1].upper() + text[1:]


def begins_turn(turns: list[Turn], before: State, chance: bool) -> bool:
    """Whether a move played in `before` begins a new turn after `turns`."""
    if not turns:
        return True
    decided = before.turn_begins()
    if decided is not None:
        return decided
    last = turns[-1]
    actor = before.acting_player()
    if actor != last.player:
        return True
    # Alone at the table, a roll after a decision is the next turn (Hoch und höher solo).
    return before.num_players == 1 and chance and not last.chances[-1]


def add_move(turns: list[Turn], before: State, move: Any, chance: bool) -> bool:
    """Append one move (played in `before`) to the turns; True if it began a new turn. The box passes
    `before` as the table sees it (`protocol.at_the_table`): the log is on the screen everybody shares."""
    new = begins_turn(turns, before, chance)
    if new:
        actor = before.acting_player()
        number = None
        if actor != CHANCE:
            number = 1 + next((t.number for t in reversed(turns) if t.number), 0)
        turns.append(Turn(number, actor))
    turns[-1].moves.append(before.move_words(move))
    turns[-1].notation.append(before.public_text(move))
    turns[-1].chances.append(chance)
    return new


def remove_move(turns: list[Turn]) -> bool:
    """Take the newest move off the turns; True if its turn went with it."""
    turns[-1].moves.pop()
    turns[-1].notation.pop()
    turns[-1].chances.pop()
    if turns[-1].moves:
        return False
    turns.pop()
    return True


def turns_of(history: Iterable[tuple[State, Any, bool]]) -> list[Turn]:
    """Group moves, given as (state before, move, was chance), into turns."""
    result: list[Turn] = []
    for before, move, chance in history:
        add_move(result, before, move, chance)
    return result


def session_turns(session) -> list[Turn]:
    """The turns of a `Session`'s moves so far, in words everybody at the table may read."""
    game = registry.get(session.record.game)
    return turns_of((at_the_table(game, p.before), p.move, p.chance) for p in session.history)


def count_turns(session) -> int:
    """How many turns the players have played (moves by nobody, like who begins, do not count)."""
    return sum(1 for t in session_turns(session) if t.number)


def turn_sentence(turn: Turn, names: list[str], lang: str | None = None) -> str:
    """A turn's sentence in `lang` with the players' names put in, built for its subject ("You roll 4")."""
    spoken_to = 0 <= turn.player < len(names) and addresses_the_player(names[turn.player])
    return put_names(turn.words(spoken_to).get(lang), names, lang)


def put_names(text: str, names: list[str], lang: str | None = None) -> str:
    """A move's or turn's words with the players' names for `{seat0}`, `{seat1}`, … ("You"/"Du" in the
    language of `text`, and a verb after it in the second person: "{seat0} begins" -> "You begin")."""
    for seat, name in enumerate(names):
        key = f"{{seat{seat}}}"
        if key not in text:
            continue
        if addresses_the_player(name):
            shown = shown_name(name, lang)
            head, found, tail = text.partition(key + " ")
            if found:
                text = head + shown + " " + second_person(tail, lang)
            text = text.replace(key, shown)
        else:
            text = text.replace(key, name)
    return text
