"""Turns: a game's moves grouped as players count them, and each turn as one sentence.

A turn is what one player does in a row, his rolls included ("Anna rolls 4 and moves tower e onto
d"). A game whose turns are cut otherwise says so with `State.turn_begins()` (the sandbox: every
action is a turn; Ponga: every roll begins one). Chance moves that belong to nobody (who begins, the
deal) make a turn without a number. The move log shows these sentences; the resume dialog and the
history count the turns.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from . import registry
from .grammar import addresses_the_player, second_person, shown_name
from .i18n import Text, plural
from .protocol import CHANCE, State, at_the_table

AND = Text(" and ", " und ")
# A turn of more moves than this (Hoch und höher rolling again and again, a hostile record) is told by
# its first and last moves and how many lie between: a sentence of 10,000 rolls is read by nobody and
# would cost every paint of the log.
LONG_TURN = 16
KEPT = 6          # ... the moves shown at each end of a long turn
BETWEEN = (Text("1 more move", "1 weiterer Zug"), Text("{n} more moves", "{n} weitere Züge"))


@dataclass
class Turn:
    number: int | None         # None for a move by nobody (chance alone)
    player: int                # the acting player, or CHANCE
    # Each move with the state it was played in (the session's own states, so nothing is copied);
    # its words and notation are made only when the turn is shown.
    plays: list[tuple[State, Any]] = field(default_factory=list)
    chances: list[bool] = field(default_factory=list)     # per move: a chance outcome
    # What the words are read from: a state as the shared screen may show it (`protocol.at_the_table`).
    view: Callable[[State], State] | None = None

    def words(self, spoken_to: bool = False) -> Text:
        """The turn as one sentence: "{seat0} rolls 4 and moves tower e onto d" (the player's name
        goes in for `{seat0}`; see `put_names`); `spoken_to`: the player is "You" ("{seat0} roll 4 …")."""
        shown = [None if play is None else self._seen(play[0]).move_words(play[1]) for play in self._shown()]
        return Text(self._sentence(shown, "en", spoken_to), self._sentence(shown, "de", spoken_to))

    def notation(self) -> str:
        """The turn's moves as the notation shows them to players, e.g. "d4 e>d"."""
        return " ".join(f"…{self._between()}…" if play is None else self._seen(play[0]).public_text(play[1])
                        for play in self._shown())

    def _seen(self, state: State) -> State:
        return state if self.view is None else self.view(state)

    def _shown(self) -> list[tuple[State, Any] | None]:
        """The moves a turn is told by: all of them, or a long turn's ends with None between."""
        if len(self.plays) <= LONG_TURN:
            return self.plays
        return [*self.plays[:KEPT], None, *self.plays[-KEPT:]]

    def _between(self) -> int:
        return len(self.plays) - 2 * KEPT

    def _sentence(self, shown: list[Text | None], lang: str, spoken_to: bool = False) -> str:
        parts = [plural(self._between(), *BETWEEN).get(lang) if words is None else words.get(lang)
                 for words in shown]
        parts = [p for p in parts if p]
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


def add_move(turns: list[Turn], before: State, move: Any, chance: bool,
             view: Callable[[State], State] | None = None) -> bool:
    """Append one move (played in `before`) to the turns; True if it began a new turn. The box passes
    `view`, what the table may see of a state (`table_view`): the log is on the screen everybody shares,
    and its words are read through it when the turn is shown."""
    new = begins_turn(turns, before, chance)
    if new:
        actor = before.acting_player()
        number = None
        if actor != CHANCE:
            number = 1 + next((t.number for t in reversed(turns) if t.number), 0)
        turns.append(Turn(number, actor, view=view))
    turns[-1].plays.append((before, move))
    turns[-1].chances.append(chance)
    return new


def remove_move(turns: list[Turn]) -> bool:
    """Take the newest move off the turns; True if its turn went with it."""
    turns[-1].plays.pop()
    turns[-1].chances.pop()
    if turns[-1].plays:
        return False
    turns.pop()
    return True


def turns_of(history: Iterable[tuple[State, Any, bool]], view: Callable[[State], State] | None = None) -> list[Turn]:
    """Group moves, given as (state before, move, was chance), into turns."""
    result: list[Turn] = []
    for before, move, chance in history:
        add_move(result, before, move, chance, view)
    return result


def table_view(game_id: str) -> Callable[[State], State] | None:
    """What everybody at the table may see of a state of this game (None: all of it)."""
    game = registry.get(game_id)
    return partial(at_the_table, game) if game.info.hidden_information else None


def session_turns(session) -> list[Turn]:
    """The turns of a `Session`'s moves so far, in words everybody at the table may read."""
    return turns_of(((p.before, p.move, p.chance) for p in session.history), table_view(session.record.game))


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
