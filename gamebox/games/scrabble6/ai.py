"""Computer players for Scrabble 6×6. Every one sees only its own rack: the box hands it
`observation(seat)`, where the other racks are "*" tiles and the bag is the pool of unseen tiles.

- `random`: any legal move.
- `search:easy`: short words: a placement of at most three tiles whose words are at most four
  letters long, picked at random from the better half of those by points.
- `greedy` and `search:medium`: the placement that scores most now.
- `search:strong`: points now plus the value of the tiles it keeps (rack leave), minus what the
  next player can be expected to score in reply: for its eight best candidates it deals the next
  player four racks from the unseen tiles (the same for every candidate) and plays his best reply
  on each. It exchanges a hopeless rack while the bag allows.

Every agent is a pure function of (observation, seed): the same position gets the same move, so a
resumed game goes on as it would have.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from gamebox.ai.agents import Agent
from gamebox.ai.tree import require_decision

from .moves import Exchange, Pass, Place
from .movegen import placements
from .state import HIDDEN, MOVE, ScrabbleState
from .tiles import BLANK


def scored(state: ScrabbleState, rack: str | None = None) -> list[tuple[int, Place, tuple]]:
    """Every placement of the player to move (or of `rack`) with its points and words, best first
    (a blank is never used for a letter that a real tile on the rack could be: `placements(lean=True)`)."""
    rack = state.racks[state.to_move] if rack is None else rack
    size, scorer = state.rules.size, state.scorer
    base = scorer.base_lines(state.tops())
    out = []
    for move in placements(state, rack, lean=True):
        words = tuple(scorer.placement_words(base, [(r * size + c, letter) for r, c, letter in move.tiles]))
        out.append((sum(w.points for w in words), move, words))
    out.sort(key=lambda t: (-t[0], t[1].tiles))
    return out


def best_moves(state: ScrabbleState, count: int = 3) -> list[tuple[int, Place, tuple]]:
    """The coach: the `count` best-scoring plays the player to move has, one per distinct play: the
    same words for the same points elsewhere on the board are one line to a player, not three."""
    found, seen = [], set()
    for points, move, words in scored(state):
        key = (points, tuple(sorted(w.text for w in words)))
        if key not in seen:
            seen.add(key)
            found.append((points, move, words))
            if len(found) == count:
                break
    return found


def leave_after(rack: str, move: Place) -> str:
    left = list(rack)
    for _r, _c, letter in move.tiles:
        left.remove(BLANK if letter.islower() else letter)
    return "".join(left)


# What a tile kept on the rack is worth for later turns (points, by hand: blanks and S flexible,
# the rare heavy letters hard to place on a small board).
_KEEP = {BLANK: 6.0, "S": 1.5, "E": 1.0, "N": 0.8, "R": 0.8, "T": 0.6, "A": 0.6, "I": 0.5, "L": 0.3,
         "Q": -5.0, "X": -2.5, "Y": -3.0, "J": -2.0, "V": -2.0, "C": -1.5, "Ö": -1.5, "Ü": -1.5, "Ä": -1.0}
_VOWELS = set("AEIOUÄÖÜ")


def leave_value(leave: str) -> float:
    value = sum(_KEEP.get(t, 0.0) for t in leave)
    counts = Counter(t for t in leave if t != BLANK)
    value -= sum(2.0 * (k - 1) for k in counts.values() if k > 1)       # duplicates clog a rack
    vowels = sum(1 for t in leave if t in _VOWELS)
    consonants = sum(1 for t in leave if t not in _VOWELS and t != BLANK)
    if leave:
        value -= 1.5 * abs(vowels - consonants) if abs(vowels - consonants) > 1 else 0.0
    return value


def _fallback(state: ScrabbleState) -> Any:
    return Exchange() if state.why_exchange_illegal() is None else Pass()


class ScrabbleAgent(Agent):
    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.seed = seed

    def rng_for(self, state: ScrabbleState) -> random.Random:
        return random.Random(f"{self.seed}|{state.turns}|{state.racks[state.to_move]}")

    def choose(self, state: Any) -> Any:
        require_decision(state)
        if state.phase != MOVE:
            return state.legal_moves()[0]
        return self.decide(state)

    def decide(self, state: ScrabbleState) -> Any:
        raise NotImplementedError


class RandomScrabbleAgent(ScrabbleAgent):
    def decide(self, state):
        moves = state.legal_moves()
        return self.rng_for(state).choice(moves)


class EasyAgent(ScrabbleAgent):
    """Short words only: at most three tiles, no word longer than four letters; a random one of the
    better half of those by points (a beginner sees a good short word, not the best)."""

    def decide(self, state):
        options = [t for t in scored(state) if len(t[1].tiles) <= 3 and t[2]
                   and max(len(w.text) for w in t[2]) <= 4]
        if not options:
            options = [t for t in scored(state) if len(t[1].tiles) <= 2]
        if not options:
            return _fallback(state)
        return self.rng_for(state).choice(options[:max(1, (len(options) + 1) // 2)])[1]


class GreedyScrabbleAgent(ScrabbleAgent):
    def decide(self, state):
        moves = scored(state)
        return moves[0][1] if moves else _fallback(state)


def best_points(state: ScrabbleState, rack: str) -> int:
    """The most points any placement of `rack` makes (the look-ahead's reply)."""
    from .movegen import placement_tuples

    size, scorer = state.rules.size, state.scorer
    base = scorer.base_lines(state.tops())
    best = 0
    for tiles in placement_tuples(state, rack, lean=True):
        best = max(best, sum(w.points for w in scorer.placement_words(base, [(r * size + c, x) for r, c, x in tiles])))
    return best


class StrongAgent(ScrabbleAgent):
    # Measured against medium on the same 80 games (docs/design/scrabble6.md): 5 candidates and 2 racks
    # won 44, without the reply 43, without the leave 41, the whole reply counted (4 racks) 31; 8
    # candidates and 4 racks won 49, and that is kept.
    candidates = 8
    samples = 4
    weight = 0.5           # how much of the expected reply counts against a move

    def decide(self, state):
        rack = state.racks[state.to_move]
        moves = scored(state)
        if not moves:
            return _fallback(state)
        ranked = sorted(moves, key=lambda t: -(t[0] + leave_value(leave_after(rack, t[1]))))[:self.candidates]
        rng = self.rng_for(state)
        racks = self._opponent_racks(state, rng)
        best, best_value = ranked[0][1], None
        for points, move, _words in ranked:
            value = points + leave_value(leave_after(rack, move))
            if racks:
                after = state.clone()
                after.apply(move)
                after.phase = MOVE
                after.to_move = (state.to_move + 1) % state.num_players
                replies = [best_points(after, opp) for opp in racks]
                value -= self.weight * sum(replies) / len(replies)
            if best_value is None or value > best_value:
                best, best_value = move, value
        if best_value is not None and best_value < 2 and state.why_exchange_illegal() is None \
                and leave_value(rack) < -6:
            return Exchange()
        return best

    def _opponent_racks(self, state: ScrabbleState, rng: random.Random) -> list[str]:
        """Racks for the next player dealt from the tiles this player cannot see. A blank dealt is
        left out: it would multiply the work by the alphabet, and the reply is an estimate."""
        nxt = (state.to_move + 1) % state.num_players
        size = len(state.racks[nxt])
        pool = sorted(t for t in state.bag.elements() if t != HIDDEN)
        if size == 0 or len(pool) < size:
            return []
        return ["".join(rng.sample(pool, size)).replace(BLANK, "") for _ in range(self.samples)]


AGENTS = {"random": RandomScrabbleAgent, "search:easy": EasyAgent, "greedy": GreedyScrabbleAgent,
          "search:medium": GreedyScrabbleAgent, "search:strong": StrongAgent}


def make_agent(name: str, rng: random.Random):
    kind = AGENTS.get(name)
    return None if kind is None else kind(name, rng.getrandbits(64))
