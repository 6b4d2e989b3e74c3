"""Every legal placement of a rack (S2): the AI's and the coach's move list, and `legal_moves`.

Why not a GADDAG: on these boards a word is at most 6 (8, 10) letters, any field of a line may
start one, words run both ways (SC-5) and a tile may cover a letter, so "anchors" are nearly every
field and hooks restrict little. Instead each line is walked from each field in each reading
direction, choosing at every field to keep its letter or to put a rack tile there (onto an empty
field, or onto a stack below 6 with another letter), while a tree of the words (`Lexicon.nodes`)
prunes every prefix no word begins with: Appel and Jacobson's prefix walk without cross-checks,
since here cross words need not be words. A blank tries only the letters the tree continues with.
A placement found several ways (TOR, ORT and ROT in TORT) is kept once.

The walk runs compiled (movegen_kernel.py, numba) on boards up to 8×8, and in Python here on 10×10 or
where numba is missing; both give the same placements (tests/test_scrabble6_movegen.py).
bench/bench_scrabble6_movegen.py measures it.
"""
from __future__ import annotations

from functools import lru_cache

from .board import MAX_STACK
from .lexicon import AHEAD, AHEAD_BITS, ALPHABETS, CHILDREN, END, HEIGHT, LETTER_BIT, collector_paused
from .moves import MAX_TILES, Place
from .tiles import BLANK


def placements(state, rack: str, lean: bool = False) -> list[Place]:
    """All legal placements of `rack` for the player to move in `state`, in the order of their tiles.

    `lean` is the computer's and the coach's list: it leaves out every placement that uses a blank
    as a letter while a real tile of that letter stays on the rack (the same placement with the real
    tile makes the same words for at least as many points, so no best-scoring move is lost), and
    every placement that uses both blanks at once (a rare waste of two blanks, and with them on the
    rack the full list runs to tens of thousands)."""
    codes, decode = _placement_codes(state, rack, lean)
    new, set_tiles = object.__new__, object.__setattr__
    found = []
    with collector_paused():
        for code in sorted(codes) if isinstance(codes, set) else codes:     # a code sorts as its tiles do
            move = new(Place)
            set_tiles(move, "tiles", decode(code))      # Place(tiles) without its checks: twice as fast
            found.append(move)
    return found


def placement_tuples(state, rack: str, lean: bool = False) -> set[tuple]:
    """The placements as sorted tuples of (row, column, letter)."""
    codes, decode = _placement_codes(state, rack, lean)
    with collector_paused():
        return {decode(code) for code in codes}


# A placement is written down as one number while it is found: each tile a digit of base TILE_BASE, its
# field and letter ranked so that the numbers sort as the tuples of tiles do (a shorter one first).
TILE_BASE = 1 << 13         # > 100 fields × 58 letters (10×10, German: A-Z, a-z, ÄÖÜ, äöü)
_LETTERS = sorted("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ" + "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ".lower())
_RANK = {ch: i for i, ch in enumerate(_LETTERS)}
_MASK = TILE_BASE - 1
_SHIFT = TILE_BASE.bit_length() - 1


@lru_cache(maxsize=8)
def _digits(size: int, shift: int = _SHIFT):
    """For a board size: digit[cell][letter], a tile's digit (1 + its rank; 0 is "no tile"), and the
    function that turns a code of digits of `shift` bits back into its tuple of tiles."""
    n_letters = len(_LETTERS)
    digit = [{ch: 1 + cell * n_letters + rank for ch, rank in _RANK.items()} for cell in range(size * size)]
    tile: list = [None] * (1 + size * size * n_letters)       # a list: quicker to index than a dict
    for cell, row in enumerate(digit):
        for ch, d in row.items():
            tile[d] = (cell // size, cell % size, ch)
    mask = (1 << shift) - 1

    def decode(code: int) -> tuple:
        # the tiles are the leading digits (a code is padded with zeros to MAX_TILES digits)
        a, b = tile[code >> 4 * shift], (code >> 3 * shift) & mask
        if not b:
            return (a,)
        c = (code >> 2 * shift) & mask
        if not c:
            return a, tile[b]
        d = (code >> shift) & mask
        if not d:
            return a, tile[b], tile[c]
        e = code & mask
        if not e:
            return a, tile[b], tile[c], tile[d]
        return a, tile[b], tile[c], tile[d], tile[e]

    return digit, decode


def _placement_codes(state, rack: str, lean: bool):
    """The placements' codes, and the function that turns a code into its tuple of tiles.

    Why it is quick with blanks (bench/bench_scrabble6_movegen.py): a walk that has not yet reached a
    letter of the board gives up as soon as the words below its prefix are too short to reach the
    next one (`HEIGHT`), or its tiles too few; a blank tries only the letters the tree goes on with
    (`CHILDREN`); the last field of a walk is looked at in place, without a call; and a placement is
    one number, built tile by tile (a forward walk meets the fields in the order they sort in, a
    backward one in reverse), never a tuple sorted."""
    geo = state.geometry
    size = geo.size
    stacks = state.stacks
    root = state.lexicon.nodes()
    first = not state.placed_any
    tops = [s[-1].upper() if s else "" for s in stacks]
    open_ = [len(s) < MAX_STACK for s in stacks]
    digit, decode = _digits(size)
    counts: dict[str, int] = {}
    for t in rack:
        if t != "*":
            counts[t] = counts.get(t, 0) + 1
    blanks = counts.pop(BLANK, 0)
    budget = min(MAX_TILES, sum(counts.values()) + blanks)
    scale = [TILE_BASE ** (MAX_TILES - n) for n in range(MAX_TILES + 1)]      # pads a code to MAX_TILES digits
    power = [TILE_BASE ** n for n in range(MAX_TILES + 1)]
    found: set[int] = set()
    add = found.add
    # The line being walked, from `start`, read by `walk` from here rather than passed along (fewer
    # arguments: a quicker call): its fields, and for each the empty fields before the next letter of
    # the board (`reach`), that letter's bit (`bits`), and the tiles needed to cover it and reach the
    # one after (`cover`).
    backward, cells, reach, bits, cover, start, end = False, (), [], [], [], 0, 0

    def walk(k, node, kept, blanks_left, n, code):
        """At field k of `cells` with `node` of the tree; n tiles placed, written as `code`."""
        if k - start >= 2 and n and (kept or first) and END in node:
            add(code * scale[n])
        if k == end:
            return
        if not kept:
            need = reach[k]             # empty fields before the next letter of the board
            if need > budget - n or node[HEIGHT] <= need:
                return                  # no tiles, or no word long enough, to reach it
            if not node[AHEAD] >> AHEAD_BITS * need & bits[k] and cover[k] > budget - n:
                return                  # no word has that letter there, and no tiles to cover it and go on
        cell = cells[k]
        top = tops[cell]
        if top:
            child = node.get(top)
            if child is not None:
                walk(k + 1, child, kept + 1, blanks_left, n, code)
            if not open_[cell]:
                return
        if n >= budget:
            return
        digits = digit[cell]
        n1 = n + 1
        last = k + 1 == end
        ok_end = k > start and (kept or first)      # a word ending on this tile counts
        for letter, have in counts.items():
            if have and letter != top:
                child = node.get(letter)
                if child is not None:
                    step = code + digits[letter] * power[n] if backward else code * TILE_BASE + digits[letter]
                    if last or child[HEIGHT] == 0:
                        if ok_end and END in child:
                            add(step * scale[n1])
                        continue
                    counts[letter] = have - 1
                    walk(k + 1, child, kept, blanks_left, n1, step)
                    counts[letter] = have
        if blanks_left:
            for letter, child in node[CHILDREN]:
                if letter != top and not (lean and counts.get(letter)):
                    lower = letter.lower()
                    step = code + digits[lower] * power[n] if backward else code * TILE_BASE + digits[lower]
                    if last or child[HEIGHT] == 0:
                        if ok_end and END in child:
                            add(step * scale[n1])
                        continue
                    walk(k + 1, child, kept, blanks_left - 1, n1, step)

    if size <= KERNEL_MAX_SIZE and _kernel() is not None:
        return _kernel_codes(state, counts, min(blanks, 1) if lean else blanks, lean, first, tops, open_, budget)
    for backward, cells, reach, bits, cover in _line_walks(state, first, tops, open_):
        end = len(cells)
        for start in range(end - 1):
            walk(start, root, 0, min(blanks, 1) if lean else blanks, 0, 0)

    return found, decode


def _line_walks(state, first: bool, tops: list[str], open_: list[bool]):
    """Each line in each reading direction: its fields, and for each field the empty fields before the
    next letter of the board (`reach`; 0 on the first turn), that letter's bit (`bits`; all on the first
    turn), and the tiles needed to cover it and reach the one after (`cover`)."""
    far = MAX_TILES + 1
    for line in state.geometry.lines:
        for backward in (False, True) if state.rules.backward else (False,):
            cells = line.cells[::-1] if backward else line.cells
            end = len(cells)
            reach = [0] * end
            gap = end if not first else 0
            for k in range(end - 1, -1, -1):
                gap = 0 if (tops[cells[k]] or first) else gap + 1
                reach[k] = gap
            bits = [-1 if first else LETTER_BIT[tops[cells[k + reach[k]]]] if k + reach[k] < end else 0
                    for k in range(end)]
            cover = [reach[k] + 1 + reach[k + reach[k] + 1]
                     if k + reach[k] + 1 < end and open_[cells[k + reach[k]]] and not first else far
                     for k in range(end)]
            yield backward, cells, reach, bits, cover


KERNEL_MAX_SIZE = 8         # the compiled walk's codes hold 5 tiles of 12 bits: up to 8×8 fields


def warm(lexicon) -> None:
    """Build what the walk needs before the first move asks (a game's view does it on a worker; `make
    venv` once, so numba's compiled walk is in its disk cache): the tree, the walk, the tree's arrays."""
    lexicon.nodes()
    if lexicon.max_len <= KERNEL_MAX_SIZE and _kernel() is not None:
        lexicon.arrays()


@lru_cache(maxsize=1)
def _kernel():
    """The compiled walk, tried once on a line of two fields; None where numba is missing or cannot
    compile or cache here (a frozen bundle without the sources): then the walk in Python."""
    try:
        import marisa_trie
        import numpy as np

        from . import movegen_kernel
        from .lexicon import Lexicon

        tree = Lexicon(marisa_trie.Trie(["AB"]), "de", 2).arrays()
        upper, lower = _kernel_digits(2)
        line = np.array([0, 1], np.int64)
        counts = np.zeros(len(ALPHABETS["de"]), np.int64)
        counts[:2] = 1
        out, used = np.empty(4, np.int64), np.zeros(1, np.int64)
        movegen_kernel.walk_line(*tree, np.array([-1] * 4, np.int64), np.ones(4, np.bool_), upper, lower, line,
                                 np.zeros(2, np.int64), np.full(2, -1, np.int64), np.full(2, 9, np.int64), counts,
                                 0, True, 2, False, False, out, used)
        if used[0] != 1:
            return None
    except Exception:       # numba's errors are its own kinds; any of them means: walk in Python
        return None
    return movegen_kernel


@lru_cache(maxsize=4)
def _kernel_digits(size: int):
    import numpy as np

    alphabet = ALPHABETS["de"]
    upper = np.zeros((size * size, len(alphabet)), np.int64)
    lower = np.zeros((size * size, len(alphabet)), np.int64)
    for cell in range(size * size):
        for i, ch in enumerate(alphabet):
            upper[cell, i] = 1 + cell * len(_LETTERS) + _RANK[ch]
            lower[cell, i] = 1 + cell * len(_LETTERS) + _RANK[ch.lower()]
    return upper, lower


def _kernel_codes(state, counts, blanks, lean, first, tops, open_, budget):
    """The codes from the compiled walk (sorted, without repeats) and their decoder."""
    import numpy as np

    kernel = _kernel()
    size = state.geometry.size
    index = {ch: i for i, ch in enumerate(ALPHABETS["de"])}
    tree = state.lexicon.arrays()
    upper, lower = _kernel_digits(size)
    top_index = np.array([index[t] if t else -1 for t in tops], np.int64)
    is_open = np.array(open_, np.bool_)
    rack = np.zeros(len(index), np.int64)
    for letter, n in counts.items():
        rack[index[letter]] = n
    walks = [(backward, np.array(cells, np.int64), np.array(reach, np.int64), np.array(bits, np.int64),
              np.array(cover, np.int64)) for backward, cells, reach, bits, cover in _line_walks(state, first, tops, open_)]
    capacity = 1 << 16
    while True:
        out = np.empty(capacity, np.int64)
        used = np.zeros(1, np.int64)
        for backward, cells, reach, bits, cover in walks:
            kernel.walk_line(*tree, top_index, is_open, upper, lower, cells, reach, bits, cover, rack, blanks,
                             first, budget, lean, backward, out, used)
        if used[0] <= capacity:
            break
        capacity = int(used[0])
    return np.unique(out[:used[0]]).tolist(), _digits(size, kernel.CODE_BITS)[1]
