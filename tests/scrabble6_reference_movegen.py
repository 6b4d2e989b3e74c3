"""The move generator as it was before issue 32 made it quick with blanks, kept as the reference the
tests compare the quick one with (tests/test_scrabble6_movegen.py). Only change: the tree's nodes now
also hold HEIGHT, CHILDREN and AHEAD, which a blank must not try as letters.

Every legal placement of a rack (S2): the AI's and the coach's move list, and `legal_moves`.

Why not a GADDAG: on these boards a word is at most 6 (8, 10) letters, any field of a line may
start one, words run both ways (SC-5) and a tile may cover a letter, so "anchors" are nearly every
field and hooks restrict little. Instead each line is walked from each field in each reading
direction, choosing at every field to keep its letter or to put a rack tile there (onto an empty
field, or onto a stack below 6 with another letter), while a tree of the words (`Lexicon.nodes`)
prunes every prefix no word begins with: Appel and Jacobson's prefix walk without cross-checks,
since here cross words need not be words. A blank tries only the letters the tree continues with.
A placement found several ways (TOR, ORT and ROT in TORT) is kept once.
bench/bench_scrabble6_movegen.py measures it.
"""
from __future__ import annotations

from gamebox.games.scrabble6.board import MAX_STACK
from gamebox.games.scrabble6.lexicon import AHEAD, CHILDREN, END, HEIGHT
from gamebox.games.scrabble6.moves import MAX_TILES, Place
from gamebox.games.scrabble6.tiles import BLANK


def placements(state, rack: str, lean: bool = False) -> list[Place]:
    """All legal placements of `rack` for the player to move in `state`.

    `lean` is the computer's and the coach's list: it leaves out every placement that uses a blank
    as a letter while a real tile of that letter stays on the rack (the same placement with the real
    tile makes the same words for at least as many points, so no best-scoring move is lost), and
    every placement that uses both blanks at once (a rare waste of two blanks, and with them on the
    rack the full list runs to tens of thousands)."""
    return [Place(t) for t in sorted(placement_tuples(state, rack, lean))]


def placement_tuples(state, rack: str, lean: bool = False) -> set[tuple]:
    geo = state.geometry
    size = geo.size
    stacks = state.stacks
    root = state.lexicon.nodes()
    first = not state.placed_any
    tops = [s[-1].upper() if s else "" for s in stacks]
    open_ = [len(s) < MAX_STACK for s in stacks]
    counts: dict[str, int] = {}
    for t in rack:
        if t != "*":
            counts[t] = counts.get(t, 0) + 1
    blanks = counts.pop(BLANK, 0)
    budget = min(MAX_TILES, sum(counts.values()) + blanks)
    found: set[tuple] = set()
    placed: list[tuple[int, int, str]] = []

    def walk(cells, reach, k, node, kept, blanks_left):
        if k >= 2 and placed and (kept or first) and END in node:
            found.add(tuple(sorted(placed)))
        if k == len(cells) or (not kept and reach[k] > budget - len(placed)):
            return          # no letter of the board within reach of the tiles left
        cell = cells[k]
        top = tops[cell]
        if top:
            child = node.get(top)
            if child is not None:
                walk(cells, reach, k + 1, child, kept + 1, blanks_left)
            if not open_[cell]:
                return
        if len(placed) >= budget:
            return
        r, c = divmod(cell, size)
        for letter, n in counts.items():
            if n and letter != top:
                child = node.get(letter)
                if child is not None:
                    counts[letter] = n - 1
                    placed.append((r, c, letter))
                    walk(cells, reach, k + 1, child, kept, blanks_left)
                    placed.pop()
                    counts[letter] = n
        if blanks_left:
            for letter, child in node.items():
                if letter not in (END, HEIGHT, CHILDREN, AHEAD) and letter != top and not (lean and counts.get(letter)):
                    placed.append((r, c, letter.lower()))
                    walk(cells, reach, k + 1, child, kept, blanks_left - 1)
                    placed.pop()

    directions = (False, True) if state.rules.backward else (False,)
    for line in geo.lines:
        for backward in directions:
            cells = line.cells[::-1] if backward else line.cells
            # reach[k]: how many empty fields lie from k to the next letter (0 on the first turn)
            reach = [0] * len(cells)
            gap = len(cells) if not first else 0
            for k in range(len(cells) - 1, -1, -1):
                gap = 0 if (tops[cells[k]] or first) else gap + 1
                reach[k] = gap
            for start in range(len(cells) - 1):
                walk(cells[start:], reach[start:], 0, root, 0, min(blanks, 1) if lean else blanks)
    return found
