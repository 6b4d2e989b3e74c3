"""The rules of Scrabble 6×6 (rulings S1-S5 and ours, SC-1 ff., in docs/rulings.md).

The board is a list of stacks, each a string of letters from the bottom up (a blank's letter in
lower case). Racks are strings sorted in the tile set's order; the bag is a Counter. Tiles move
from the bag only by recorded `Draw` chance moves, which only the drawing player sees (`seen_by`):
`observation(seat)` hides every other rack and the bag's order behind "*" tiles and a pool of the
unseen tiles.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass

import marisa_trie

from gamebox.i18n import Reason, Text
from gamebox.protocol import CHANCE, TERMINAL, State

from .board import MAX_STACK, geometry
from .lexicon import Lexicon, lexicon
from .moves import MAX_TILES, Draw, Exchange, Pass, Place, ScrabbleMove, Start, parse
from .reasons import reason
from .tiles import BLANK, TILE_SETS, TileSet
from .words import Scorer, Word

START, DEAL, MOVE, DRAW, OVER = "start", "deal", "move", "draw", "over"
RACK = 6
HIDDEN = "*"               # a tile of another player's rack, in an observation
FULL, BEGINNER = "full", "beginner"


@dataclass(frozen=True)
class Rules:
    num_players: int
    size: int = 6
    language: str = "de"
    directions: str = FULL            # "full": 8 reading directions; "beginner": the 4 forward ones
    own_words: frozenset[str] = frozenset()
    struck_words: frozenset[str] = frozenset()   # taken off the list (Settings), SC-4
    word_list: tuple[str, ...] | None = None    # exactly these words instead of the language's (tests)

    @property
    def tiles(self) -> TileSet:
        return TILE_SETS[self.language]

    @property
    def backward(self) -> bool:
        return self.directions == FULL


@dataclass(frozen=True)
class Turn:
    """What the last turn did, for the board and the move log."""

    player: int
    move: ScrabbleMove
    words: tuple[Word, ...] = ()
    points: int = 0


_SCORERS: dict[Rules, Scorer] = {}


def scorer_for(rules: Rules) -> Scorer:
    found = _SCORERS.get(rules)
    if found is None:
        if rules.word_list is not None:
            lex = Lexicon(marisa_trie.Trie(rules.word_list), rules.language, rules.size, rules.own_words,
                          rules.struck_words)
        else:
            lex = lexicon(rules.language, rules.size, rules.own_words, rules.struck_words)
        found = _SCORERS[rules] = Scorer(geometry(rules.size), lex, rules.tiles, rules.backward)
    return found


class ScrabbleState(State):
    def __init__(self, rules: Rules, first_player: int | None = 0) -> None:
        self.rules = rules
        n = rules.size * rules.size
        self.stacks: list[str] = [""] * n
        self.racks: list[str] = [""] * rules.num_players
        self.bag: Counter = rules.tiles.bag()
        self.scores_so_far = [0] * rules.num_players
        self.word_stats = [(0, 0)] * rules.num_players     # (words laid, best turn) per player
        self.to_move = 0 if first_player is None else first_player
        self.starter = self.to_move
        self.phase = START if first_player is None else DEAL
        self.draw_for = self.to_move          # whose rack the next Draw fills
        self.dealt = 0                        # racks filled at the start
        self.returning = ""                   # an exchanged rack, back into the bag after the draw
        self.passes = 0                       # turns in a row that changed nothing
        self.placed_any = False               # the first word is down
        self.last: Turn | None = None
        self.turns = 0
        self.observer: int | None = None      # set in an observation: whose it is
        self.unseen_in_bag = 0                # in an observation: how many tiles the bag really holds
        self._legal: list | None = None

    # -- reading ------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def tiles(self) -> TileSet:
        return self.rules.tiles

    @property
    def geometry(self):
        return geometry(self.rules.size)

    @property
    def scorer(self) -> Scorer:
        return scorer_for(self.rules)

    @property
    def lexicon(self) -> Lexicon:
        return self.scorer.lexicon

    def tops(self) -> list[str]:
        return [s[-1] if s else "" for s in self.stacks]

    def bag_count(self) -> int:
        return sum(self.bag.values()) if self.observer is None else self.unseen_in_bag

    def draw_count(self) -> int:
        """How many tiles the pending draw takes."""
        if self.phase == DEAL:
            return min(RACK, self._bag_size())
        return min(RACK - len(self.racks[self.draw_for]), self._bag_size())

    def _bag_size(self) -> int:
        return sum(self.bag.values())

    # -- the protocol -------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == MOVE:
            return self.to_move
        return TERMINAL if self.phase == OVER else CHANCE

    def acting_player(self) -> int:
        if self.phase == MOVE:
            return self.to_move
        return TERMINAL if self.phase == OVER else CHANCE   # the box draws lots and tiles itself

    def chance_outcomes(self) -> list:
        if self.phase == START:
            n = self.num_players
            return [(Start(p), 1 / n) for p in range(n)]
        return []     # draws: too many outcomes to list; `sample_chance` draws one

    def sample_chance(self, rng) -> ScrabbleMove:
        if self.phase == START:
            return Start(rng.randrange(self.num_players))
        pool = sorted(self.bag.elements(), key=self.tiles.order)
        return Draw(self.tiles.sort(rng.sample(pool, self.draw_count())))

    def seen_by(self, move) -> tuple[int, ...] | None:
        """A draw is seen by the player whose rack it fills; everything else by everybody."""
        return (self.draw_for,) if isinstance(move, Draw) and self.phase in (DEAL, DRAW) else None

    def legal_moves(self) -> list[ScrabbleMove]:
        if self.phase == MOVE:
            if self._legal is None:
                from .movegen import placements

                moves: list = placements(self, self.racks[self.to_move])
                if self.why_exchange_illegal() is None:
                    moves.append(Exchange())
                moves.append(Pass())
                self._legal = moves
            return list(self._legal)
        if self.phase == START:
            return [m for m, _ in self.chance_outcomes()]
        if self.phase in (DEAL, DRAW):
            return [Draw(self.tiles.sort(sorted(self.bag.elements())[:self.draw_count()]))]
        return []

    # -- applying -----------------------------------------------------------------------------
    def apply(self, move: ScrabbleMove) -> None:
        self._legal = None
        if isinstance(move, Start):
            self.to_move = self.starter = self.draw_for = move.player
            self.phase = DEAL
        elif isinstance(move, Draw):
            self._draw(move.tiles)
        elif isinstance(move, Place):
            self._place(move)
        elif isinstance(move, Exchange):
            player = self.to_move
            self.returning, self.racks[player] = self.racks[player], ""
            self.last = Turn(player, move)
            self.passes = 0
            self.turns += 1
            self.draw_for, self.phase = player, DRAW
        else:
            self.last = Turn(self.to_move, move)
            self.passes += 1
            self.turns += 1
            self._next_turn()

    def _draw(self, tiles: str) -> None:
        seat = self.draw_for
        self.bag.subtract(tiles)
        self.bag += Counter()         # drop zero counts
        self.racks[seat] = self.tiles.sort(self.racks[seat] + tiles)
        if self.returning:
            self.bag.update(t for t in self.returning if t != HIDDEN)   # (an observation's pool has them)
            self.returning = ""
        if self.phase == DEAL:
            self.dealt += 1
            if self.dealt < self.num_players:
                self.draw_for = (seat + 1) % self.num_players
                if self.draw_count() == 0:
                    self._draw("")
                return
            self.phase = MOVE
            self.to_move = self.starter
            return
        self._next_turn()

    def _place(self, move: Place) -> None:
        player = self.to_move
        geo = self.geometry
        rack = list(self.racks[player])
        cells = []
        for r, c, letter in move.tiles:
            cell = geo.index(r, c)
            self.stacks[cell] += letter
            tile = BLANK if letter.islower() else letter
            if tile in rack:
                rack.remove(tile)
            else:      # another player's rack in an observation: the tile leaves the unseen pool
                rack.remove(HIDDEN)
                self.bag[tile] -= 1
                self.bag += Counter()
            cells.append(cell)
        self.racks[player] = "".join(rack)
        words = tuple(self.scorer.words(self.tops(), cells))
        points = sum(w.points for w in words)
        self.scores_so_far[player] += points
        count, best = self.word_stats[player]
        self.word_stats[player] = (count + len(words), max(best, points))
        self.last = Turn(player, move, words, points)
        self.placed_any = True
        self.passes = 0
        self.turns += 1
        if self.draw_count_for(player) > 0:
            self.draw_for, self.phase = player, DRAW
        else:
            self._next_turn()

    def draw_count_for(self, player: int) -> int:
        return min(RACK - len(self.racks[player]), self._bag_size())

    def _next_turn(self) -> None:
        """The next player; a player without tiles passes at once (SC-11). A round of passes ends
        the game (S4, SC-10)."""
        n = self.num_players
        self.phase = MOVE
        for _ in range(n):
            if self.passes >= n:
                self._finish()
                return
            self.to_move = (self.to_move + 1) % n
            if self.racks[self.to_move]:
                return
            self.passes += 1
        self._finish()

    def _finish(self) -> None:
        self.phase = OVER

    # -- checking -----------------------------------------------------------------------------
    def why_illegal(self, move: object) -> Reason | None:
        if not isinstance(move, (Start, Draw, Place, Exchange, Pass)):
            return reason("not_a_move")
        if self.phase == OVER:
            return reason("game_over")
        if isinstance(move, Start):
            if self.phase != START:
                return reason("not_start")
            return None if 0 <= move.player < self.num_players else reason("bad_start", players=self.num_players)
        if isinstance(move, Draw):
            if self.phase not in (DEAL, DRAW):
                return reason("not_draw")
            return self._why_draw_illegal(move.tiles)
        if self.phase != MOVE:
            return reason("draw_first")
        if isinstance(move, Exchange):
            return self.why_exchange_illegal()
        if isinstance(move, Pass):
            return None
        return self.why_place_illegal(move)

    def _why_draw_illegal(self, tiles: str) -> Reason | None:
        if self.observer is not None:
            return None
        count = self.draw_count()
        if len(tiles) != count:
            return reason("draw_count", count=count, drawn=len(tiles))
        if tiles != self.tiles.sort(tiles):
            return reason("not_a_move")
        need = Counter(tiles)
        for tile, k in need.items():
            if self.bag[tile] < k:
                return reason("not_in_bag", tile=tile)
        return None

    def why_exchange_illegal(self) -> Reason | None:
        if not self.racks[self.to_move]:
            return reason("exchange_empty")
        left = self._bag_size() if self.observer is None else self.unseen_in_bag
        return None if left >= RACK else reason("exchange_bag", left=left)

    def why_place_illegal(self, move: Place) -> Reason | None:
        """S2's conditions in the order a player checks them, each with its own reason."""
        tiles = move.tiles
        if not tiles:
            return reason("no_tiles")
        if len(tiles) > MAX_TILES:
            return reason("too_many")
        geo, alphabet = self.geometry, self.tiles.letters
        if len({(r, c) for r, c, _ in tiles}) != len(tiles):
            return reason("twice")
        rack = Counter(self.racks[self.to_move])
        for r, c, letter in tiles:
            if not geo.contains(r, c):
                return reason("off_board", field=f"{'abcdefghij'[c] if 0 <= c < 10 else '?'}{r + 1}")
            if len(letter) != 1 or letter.upper() not in alphabet:
                return reason("bad_letter", letter=letter)
            tile = BLANK if letter.islower() else letter
            if rack[tile] <= 0:
                return reason("no_blank", letter=letter.upper()) if tile == BLANK else reason("not_on_rack", tile=tile)
            rack[tile] -= 1
        if len(tiles) > 1 and move.direction() is None:
            return reason("one_line")
        for r, c, letter in tiles:
            stack = self.stacks[geo.index(r, c)]
            if len(stack) >= MAX_STACK:
                return reason("stack_full", field=geo.name(geo.index(r, c)))
            if stack and stack[-1].upper() == letter.upper():
                return reason("same_letter", letter=letter.upper(), field=geo.name(geo.index(r, c)))
        tops = self.tops()
        cells = [geo.index(r, c) for r, c, _ in tiles]
        for (r, c, letter), cell in zip(tiles, cells):
            tops[cell] = letter
        if len(tiles) > 1:
            line, _ = geo.line_of(move.direction(), cells[0])
            lo, hi = line.cells.index(cells[0]), line.cells.index(cells[-1])
            gap = next((line.cells[k] for k in range(lo, hi + 1) if not tops[line.cells[k]]), None)
            if gap is not None:
                return reason("gap", field=geo.name(gap))
        first = not self.placed_any
        if self.scorer.main_words(tops, cells, first):
            return None
        run = self._shown_run(tops, cells, move.direction())
        # "No letter of the board" only where the tiles touch none: U and D under an E make EUD, which is
        # no word, though DU among the new tiles alone would be one.
        if not first and len(run) <= len(cells) and self.scorer.main_words(tops, cells, True):
            return reason("touch")
        return reason("not_word", word=run)

    def _shown_run(self, tops: list[str], cells: list[int], kind: str | None) -> str:
        """The letters a refused placement makes along its line (for "TORTX is not a word")."""
        geo = self.geometry
        kinds = [kind] if kind else ["r", "d", "dr", "dl"]
        best = ""
        for k in kinds:
            found = geo.line_of(k, cells[0])
            if found is None:
                continue
            line, pos = found
            lo = hi = pos
            while lo > 0 and tops[line.cells[lo - 1]]:
                lo -= 1
            while hi + 1 < len(line.cells) and tops[line.cells[hi + 1]]:
                hi += 1
            run = "".join(tops[line.cells[i]] for i in range(lo, hi + 1)).upper()
            if len(run) > len(best):
                best = run
        return best

    def preview(self, move: Place) -> tuple[Reason | None, tuple[Word, ...], int]:
        """For the live score before confirming: why not (or None), and the words and points."""
        why = self.why_illegal(move)
        if why is not None:
            return why, (), 0
        tops = self.tops()
        geo = self.geometry
        cells = []
        for r, c, letter in move.tiles:
            cell = geo.index(r, c)
            tops[cell] = letter
            cells.append(cell)
        words = tuple(self.scorer.words(tops, cells))
        return None, words, sum(w.points for w in words)

    # -- notation and words ---------------------------------------------------------------------
    def parse_move(self, text: str) -> ScrabbleMove:
        return parse(str(text))

    def public_text(self, move: ScrabbleMove) -> str:
        if isinstance(move, Draw):
            return f"draw {len(move.tiles)}"
        return self.format_move(move)

    def move_words(self, move: ScrabbleMove) -> Text:
        if isinstance(move, Start):
            return Text(f"{{seat{move.player}}} begins", f"{{seat{move.player}}} beginnt")
        if isinstance(move, Draw):
            k, seat = len(move.tiles), self.draw_for
            return Text(f"{{seat{seat}}} draws {k} tile{'s' if k != 1 else ''}",
                        f"{{seat{seat}}} zieht {k} Stein{'e' if k != 1 else ''}")
        if isinstance(move, Exchange):
            return Text("exchanges the whole rack", "tauscht alle Steine")
        if isinstance(move, Pass):
            return Text("passes", "passt")
        if isinstance(move, Place):
            after = self.clone()
            after.apply(move)
            turn = after.last
            words = ", ".join(w.text for w in turn.words) or "—"
            n = turn.points
            return Text(f"lays {words} for {n} point{'s' if n != 1 else ''}",
                        f"legt {words} für {n} Punkt{'e' if n != 1 else ''}")
        return super().move_words(move)

    # -- scores -------------------------------------------------------------------------------
    def rack_value(self, player: int) -> int:
        return sum(self.tiles.value(t) for t in self.racks[player] if t not in (BLANK, HIDDEN))

    def final_scores(self) -> list[int]:
        """The scores with each player's remaining tiles subtracted (S4)."""
        return [s - self.rack_value(p) for p, s in enumerate(self.scores_so_far)]

    def scores(self) -> list[float]:
        """The points so far; at the end less the tiles left on each rack (S4). (Mid-game the racks
        are not subtracted: that would tell everybody what the others hold.)"""
        if self.phase == OVER:
            return [float(s) for s in self.final_scores()]
        return [float(s) for s in self.scores_so_far]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        final = self.final_scores()
        best = max(final)
        return [p for p, s in enumerate(final) if s == best]

    def returns(self) -> list[float]:
        win = self.winners()
        if not win:
            return [0.0] * self.num_players
        return [1.0 / len(win) if p in win else -1.0 for p in range(self.num_players)]

    # -- hidden information ---------------------------------------------------------------------
    def observation(self, player: int) -> ScrabbleState:
        """What `player` knows: his own rack; of the others only how many tiles they hold; and the
        unseen tiles (the bag and the other racks together) as one pool, `bag`. An exchanged rack on its
        way back into the bag is its owner's alone too. At the end the racks are laid open (S4: their
        tiles are subtracted in front of everybody). `TABLE` (any number that is no seat): no rack."""
        other = self.clone()
        if self.phase == OVER:
            return other
        other.observer = player
        pool = Counter(self.bag)
        for p, rack in enumerate(self.racks):
            if p != player:
                pool.update(t for t in rack if t != HIDDEN)
                other.racks[p] = HIDDEN * len(rack)
        if self.draw_for != player:
            pool.update(t for t in self.returning if t != HIDDEN)
            other.returning = HIDDEN * len(self.returning)
        other.bag = pool
        other.unseen_in_bag = self._bag_size() if self.observer is None else self.unseen_in_bag
        if player != self.to_move:
            other._legal = None      # the mover's placements come from his rack
        return other

    # -- bookkeeping ----------------------------------------------------------------------------
    def clone(self) -> ScrabbleState:
        other = ScrabbleState.__new__(ScrabbleState)
        other.__dict__.update(self.__dict__)
        other.stacks = list(self.stacks)
        other.racks = list(self.racks)
        other.bag = Counter(self.bag)
        other.scores_so_far = list(self.scores_so_far)
        other.word_stats = list(self.word_stats)
        other._legal = self._legal
        return other

    def key(self) -> Hashable:
        """The position: not the count of turns nor the last turn's words, which are only shown."""
        return (self.rules, self.phase, self.to_move, self.draw_for, self.dealt, tuple(self.stacks),
                tuple(self.racks), tuple(sorted(self.bag.items())), tuple(self.scores_so_far), self.returning,
                self.passes, self.placed_any, self.starter, self.observer)

    @classmethod
    def from_rows(cls, rows: list[str], rules: Rules | None = None, racks: tuple[str, ...] = ("", ""),
                  to_move: int = 0) -> ScrabbleState:
        """A position for tests and diagrams: rows of letters ('.' empty, '(ABC)' a stack bottom-up,
        a lower-case letter a blank), the racks, the player to move; tiles on board and racks leave the bag."""
        rules = rules or Rules(len(racks))
        state = cls(rules, to_move)
        size = rules.size
        if len(rows) != size:
            raise ValueError(f"a position of this board has {size} rows")
        for r, row in enumerate(rows):
            cells, i = [], 0
            while i < len(row):
                if row[i] == "(":
                    j = row.index(")", i)
                    cells.append(row[i + 1:j])
                    i = j + 1
                else:
                    cells.append("" if row[i] == "." else row[i])
                    i += 1
            if len(cells) != size:
                raise ValueError(f"row {r + 1} has {len(cells)} fields, not {size}")
            for c, stack in enumerate(cells):
                if any(ch.upper() not in rules.tiles.letters for ch in stack) or len(stack) > MAX_STACK:
                    raise ValueError(f"field {r + 1},{c + 1}: {stack!r} is no stack of this game")
                state.stacks[r * size + c] = stack
        for p, rack in enumerate(racks):
            state.racks[p] = rules.tiles.sort(rack)
        used = Counter(BLANK if ch.islower() else ch for stack in state.stacks for ch in stack)
        used.update("".join(racks))
        state.bag.subtract(used)
        state.bag += Counter()
        state.phase = MOVE
        state.placed_any = any(state.stacks)
        return state

    def describe(self) -> str:
        geo, size = self.geometry, self.rules.size
        lines = ["   " + " ".join(f"{c:>2}" for c in "abcdefghij"[:size])]
        for r in range(size):
            cells = []
            for c in range(size):
                stack = self.stacks[geo.index(r, c)]
                cells.append(f"{stack[-1]}{len(stack)}" if len(stack) > 1 else (stack or "."))
            lines.append(f"{r + 1:>2} " + " ".join(f"{x:>2}" for x in cells))
        lines.append("scores: " + " ".join(str(s) for s in self.scores_so_far) + f"; bag {self._bag_size()}")
        if self.phase == MOVE:
            lines.append(f"player {self.to_move + 1} to move")
        elif self.phase == OVER:
            lines.append("game over: " + " ".join(str(s) for s in self.final_scores()))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"ScrabbleState(phase={self.phase}, to_move={self.to_move}, stacks={self.stacks})"
